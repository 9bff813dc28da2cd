import Testing

@testable import StringsParser

/// Positions counted forward agree with the line table's, for every kind of line break and for
/// text that is not ASCII.
@Suite("Positions counted forward")
struct ForwardPositionsTests {
    /// Text with LF, CR LF and lone CR breaks, a CR LF split across words, scalars of two to four
    /// bytes, and long runs without a break.
    static let pieces: [[UInt8]] = [
        Array("let a = 1".utf8), [0x0A], [0x0D, 0x0A], [0x0D], Array("café ✓ 𝄞".utf8), Array(String(repeating: "x", count: 19).utf8),
        Array("\"é\"".utf8), [0x0D, 0x0D, 0x0A, 0x0A],
    ]

    static func text(seed: UInt64, pieces count: Int) -> [UInt8] {
        SeededPieces.joined(pieces, count: count, seed: seed)
    }

    @Test("every offset in order, and every third, as the line table gives them", arguments: [0 as UInt64, 1, 2, 3, 4, 5, 6, 7])
    func agreesWithLineTable(seed: UInt64) {
        let bytes = Self.text(seed: seed, pieces: 200)
        for first in [0, 3] {
            let table = LineTable(bytes: bytes, firstLineStart: first)
            for step in [1, 3, 17] {
                bytes.withUnsafeBufferPointer { buffer in
                    var positions = ForwardPositions(buffer: buffer, firstLineStart: first)
                    for offset in stride(from: 0, through: bytes.count, by: step) {
                        #expect(positions.position(ofOffset: offset) == table.position(ofOffset: offset), "offset \(offset), step \(step)")
                    }
                }
            }
        }
    }

    @Test("scalars counted a word at a time, ASCII words or not, as many as the text's own count", arguments: [0 as UInt64, 1, 2, 3])
    func scalarCount(seed: UInt64) {
        let bytes = Self.text(seed: seed, pieces: 60)
        bytes.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: bytes.count, by: 7) where bytes[start] & 0xC0 != 0x80 {
                for end in stride(from: start, through: bytes.count, by: 5) where end == bytes.count || bytes[end] & 0xC0 != 0x80 {
                    let scalars = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count
                    #expect(ByteSearch.scalarCount(in: buffer, from: start, to: end) == scalars)
                }
            }
        }
    }

    @Test("the LF of a CR LF is on the CR's line; the byte after it begins the next")
    func crLineFeed() {
        let bytes = Array("ab\r\ncd".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var positions = ForwardPositions(buffer: buffer)
            #expect(positions.position(ofOffset: 3) == SourcePosition(line: 1, column: 4, offset: 3))
            #expect(positions.position(ofOffset: 4) == SourcePosition(line: 2, column: 1, offset: 4))
            #expect(positions.position(ofOffset: 5) == SourcePosition(line: 2, column: 2, offset: 5))
        }
    }

    @Test("an offset before the last one asked for is counted again from the start")
    func backwards() {
        let bytes = Array("one\ntwo\nthree".utf8)
        let table = LineTable(bytes: bytes)
        bytes.withUnsafeBufferPointer { buffer in
            var positions = ForwardPositions(buffer: buffer)
            #expect(positions.position(ofOffset: 10) == table.position(ofOffset: 10))
            #expect(positions.position(ofOffset: 5) == table.position(ofOffset: 5))
            #expect(positions.position(ofOffset: 100) == table.position(ofOffset: 100))
        }
    }
}

/// Whether a string holds a byte, read where the string keeps its bytes (small strings in the
/// string itself, larger ones in storage).
@Suite("A byte in a string")
struct ByteInStringTests {
    @Test(
        "found wherever it is, in small and large strings, ASCII or not",
        arguments: [
            ("", false), ("%", true), ("50 %", true), ("café", false), ("café %@", true),
            (String(repeating: "é", count: 40), false), (String(repeating: "é", count: 40) + "%d", true), ("%" + String(repeating: "x", count: 100), true),
        ])
    func contains(text: String, expected: Bool) {
        #expect(ByteSearch.contains(UInt8(ascii: "%"), in: text) == expected)
        #expect(LocalizedString(origin: StringOrigin(table: TableID(bundle: "", name: "T"), language: "en", file: "f", format: .strings), key: "k", value: text, position: SourcePosition(line: 1, column: 1, offset: 0)).valueContainsPercent == expected)
    }
}
