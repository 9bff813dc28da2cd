import Testing
@testable import StringsParser

/// The hash of keys' bytes, read a word at a time, against the same hash read byte by byte.
@Suite("Hash of bytes")
struct ByteHashTests {
    /// The hash as its definition reads: words of 8 bytes, then the rest packed little-endian.
    static func plainHash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for byte in 0..<8 { word |= UInt64(bytes[index + byte]) << UInt64(8 * byte) }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        for (position, byte) in bytes[index...].enumerated() { tail |= UInt64(byte) << UInt64(8 * position) }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    @Test("every length from 0 to 64, each at several offsets into a larger buffer, gives the plain hash")
    func agreesWithPlainHash() {
        var generator = SeededPieces(seed: 7)
        let buffer = (0..<200).map { _ in UInt8(truncatingIfNeeded: generator.next() >> 40) }
        for length in 0...64 {
            for start in [0, 1, 3, 7, 100] {
                let bytes = Array(buffer[start..<(start + length)])
                let fast = buffer.withUnsafeBufferPointer { ByteSearch.hash(UnsafeBufferPointer(rebasing: $0[start..<(start + length)])) }
                #expect(fast == Self.plainHash(bytes), "length \(length) at \(start)")
            }
        }
        #expect(ByteSearch.hash(UnsafeBufferPointer(start: nil, count: 0)) == Self.plainHash([]))
    }
}
