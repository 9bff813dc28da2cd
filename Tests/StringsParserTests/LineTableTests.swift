import Testing

@testable import StringsParser

/// A file's line starts, found however the file breaks its lines: the same as a plain walk over
/// its bytes.
@Suite("Line tables")
struct LineTableTests {
    /// Where each line begins, byte by byte: after each LF, after each CR not followed by a LF.
    static func plainLineStarts(_ bytes: [UInt8], first: Int) -> [Int] {
        var starts = [min(first, bytes.count)]
        var index = starts[0]
        while index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// Line feeds only (the common case), and every kind of break.
    static let lineFeedPieces: [[UInt8]] = [Array("let a = 1".utf8), [0x0A], [0x0A, 0x0A], Array("café ✓ 𝄞".utf8), Array(String(repeating: "x", count: 40).utf8)]

    @Test("line starts of text with line feeds only, and with CR LF and lone CR, as a plain walk finds them", arguments: [0 as UInt64, 1, 2, 3, 4, 5])
    func lineStarts(seed: UInt64) {
        let lineFeedsOnly = SeededPieces.joined(Self.lineFeedPieces, count: 300, seed: seed)
        let mixed = ForwardPositionsTests.text(seed: seed, pieces: 300)
        for bytes in [lineFeedsOnly, mixed, lineFeedsOnly + [0x0D], [0x0D] + lineFeedsOnly, [], [0x0A], Array("no break".utf8)] {
            for first in [0, 3] {
                #expect(LineTable(bytes: bytes, firstLineStart: first).lineStarts == Self.plainLineStarts(bytes, first: first))
            }
        }
    }
}
