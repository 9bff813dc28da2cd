import Testing

@testable import StringsParser

/// UTF-16 files decoded to UTF-8 as Swift's own decoding does it: ASCII runs of every length and
/// alignment, text beyond ASCII, pairs of surrogates, and lone ones (each a U+FFFD).
@Suite("UTF-16 decoding")
struct TextDecoderTests {
    static let pieces: [[UInt16]] = [
        Array("\"key\" = \"value\";\n".utf16), [0x41], [0x7F], [0x80], [0xE9], [0x7FF], [0x800], [0x2713], [0xFFFF],
        Array("𝄞".utf16), [0xD834], [0xDD1E], [0xD834, 0x41], Array("abcdefg".utf16), [0x0100], [0x4100],
    ]


    static func bytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
        units.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    @Test("the same bytes as Swift's decoding, both byte orders", arguments: [0 as UInt64, 1, 2, 3, 4, 5, 6, 7])
    func sameAsSwift(seed: UInt64) {
        for count in [0, 1, 2, 3, 5, 40, 400] {
            let units = SeededPieces.joined(Self.pieces, count: count, seed: seed)
            let expected = Array(String(decoding: units, as: UTF16.self).utf8)
            for bigEndian in [false, true] {
                let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
                let decoded = TextDecoder.decode(mark + Self.bytes(units, bigEndian: bigEndian))
                #expect(decoded.bytes == expected, "seed \(seed), \(count) pieces, big-endian \(bigEndian)")
                let lone = units.indices.contains { index in
                    let unit = units[index]
                    if unit & 0xFC00 == 0xD800 { return index + 1 == units.count || units[index + 1] & 0xFC00 != 0xDC00 }
                    if unit & 0xFC00 == 0xDC00 { return index == 0 || units[index - 1] & 0xFC00 != 0xD800 }
                    return false
                }
                #expect(decoded.problems.contains { if case .unpairedSurrogate = $0.problem { true } else { false } } == lone)
                // An odd byte at the end: reported, the units before it decoded all the same.
                let truncated = TextDecoder.decode(mark + Self.bytes(units, bigEndian: bigEndian) + [0x41])
                #expect(truncated.bytes == expected)
                #expect(truncated.problems.contains { if case .truncatedCodeUnit = $0.problem { true } else { false } })
            }
        }
    }
}
