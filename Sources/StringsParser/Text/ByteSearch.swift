import Foundation

/// Searching bytes eight at a time ("SWAR": SIMD within a register). Each function checks a
/// whole 64-bit word for the bytes it looks for and only falls back to single bytes when a word
/// holds one.
enum ByteSearch {
    /// Whether the two strings hold the same bytes (both nil counts as the same): not `==`'s
    /// canonical equivalence, for sharing storage only where the bytes are the same.
    static func sameBytes(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        guard first.utf8.count == second.utf8.count else { return false }
        return withUTF8(of: first) { own in
            withUTF8(of: second) { theirs in own.count == 0 || own.baseAddress == theirs.baseAddress || memcmp(own.baseAddress!, theirs.baseAddress!, own.count) == 0 }
        }
    }

    /// `body` on the string's UTF-8, read where the string keeps it (no copy of the string: a
    /// copy costs a retain, a release and a uniqueness check per call), or on a contiguous copy
    /// of a bridged string.
    @inline(__always)
    static func withUTF8<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Whether `string`'s UTF-8 is `bytes`, byte for byte (not `==`'s canonical equivalence):
    /// what the tables that find strings by their bytes (``StringInterner``, ``StringNumbering``)
    /// ask of a string whose hash matched.
    static func string(_ string: String, hasBytes bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        withUTF8(of: string) { own in
            own.count == bytes.count && (own.isEmpty || memcmp(own.baseAddress!, bytes.baseAddress!, own.count) == 0)
        }
    }

    /// Whether `bytes` hold `byte`.
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `string`'s UTF-8 holds `byte`, read where the string keeps it: no copy of the
    /// string to make it contiguous (a copy costs a generic copy and destroy per call).
    static func contains(_ byte: UInt8, in string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { contains(byte, in: $0) } ?? string.utf8.contains(byte)
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word whose high bit is set in every byte of `word` equal to `byte` (and possibly in a
    /// byte after one that is; the caller checks byte by byte from there).
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }

    @inline(__always)
    static func load(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether a word holds a byte that is not ASCII.
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> Bool { word & highBits != 0 }

    /// The first index from `start` (before `end`) holding `a` or `b`, or `end`.
    @inline(__always)
    static func firstIndex(of a: UInt8, _ b: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let word = load(buffer, at: index)
            if matches(word, a) | matches(word, b) != 0 { break }
            index += 8
        }
        while index < end {
            let byte = buffer[index]
            if byte == a || byte == b { return index }
            index += 1
        }
        return end
    }

    /// Whether `buffer` holds the bytes of `literal` at `offset`, all before `end`.
    @inline(__always)
    static func hasLiteral(_ literal: StaticString, in buffer: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Bool {
        // withUTF8Buffer, not utf8Start: a one-scalar literal ("\u{FEFF}") has no pointer.
        literal.withUTF8Buffer { expected in
            guard offset >= 0, offset + expected.count <= min(end, buffer.count) else { return false }
            for step in 0..<expected.count where buffer[offset + step] != expected[step] { return false }
            return true
        }
    }

    /// The number of Unicode scalars in `buffer[start..<end]` of valid UTF-8: the bytes that are
    /// not continuation bytes (`10xxxxxx`), counted eight at a time.
    @inline(__always)
    static func scalarCount(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index + 8 <= end {
            let word = load(buffer, at: index)
            // A continuation byte has bit 7 set and bit 6 clear.
            let continuation = word & ~(word << 1) & highBits
            // Counted only when there is one: the baseline x86-64 the compiler targets has no
            // population count instruction (a dozen instructions stand for it), and most lines
            // are ASCII before a value.
            count += continuation == 0 ? 8 : 8 - continuation.nonzeroBitCount
            index += 8
        }
        while index < end {
            if buffer[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// A fast hash of bytes (multiply-xor over 8-byte words), for hash tables of keys.
    static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = buffer.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        guard let base = buffer.baseAddress else { return finish(hash, tail: 0) }
        let raw = UnsafeRawPointer(base)
        let words = count >> 3
        var offset = 0
        for _ in 0..<words {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            offset &+= 8
        }
        // The last bytes, little-endian, as one number: the word that ends with them, shifted
        // (it begins inside the words already read), or byte by byte in a text of fewer than 8.
        let rest = count & 7
        var tail: UInt64 = 0
        if rest > 0 {
            if words > 0 {
                tail = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) >> UInt64(truncatingIfNeeded: 64 &- 8 &* rest)
            } else {
                for index in 0..<rest { tail |= UInt64(base[index]) << UInt64(truncatingIfNeeded: 8 &* index) }
            }
        }
        return finish(hash, tail: tail)
    }

    @inline(__always)
    private static func finish(_ hash: UInt64, tail: UInt64) -> UInt64 {
        let mixed = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
