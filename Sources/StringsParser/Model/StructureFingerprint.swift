/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process): for telling whether what a cache recorded still holds.
public struct StableHasher: Sendable {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    public init() {}

    /// Adds bytes, eight at a time.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        if index < bytes.count {
            var last: UInt64 = 0
            for (shift, byte) in bytes[index...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(last ^ 0xFF00_0000_0000_0000)
        }
        length &+= UInt64(bytes.count)
    }

    /// Adds a string's UTF-8 and its length (so that "ab" + "c" differs from "a" + "bc").
    public mutating func combine(_ text: String) {
        ByteSearch.withUTF8(of: text) { combine(UnsafeRawBufferPointer($0)) }
        combine(UInt64(text.utf8.count))
    }

    /// Adds an optional string, absent distinct from empty.
    public mutating func combine(_ text: String?) {
        guard let text else { return combine(UInt64.max) }
        combine(text)
    }

    public mutating func combine(_ value: UInt64) { mix(value ^ 0x5851_F42D_4C95_7F2D) }

    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0x9FB2_1C65_1E98_DF25
        first ^= first >> 29
        second = (second &+ word) &* 0xFF51_AFD7_ED55_8CCD
        second ^= second >> 33
        second = second &+ first
    }

    /// The hash of everything added.
    public func finalize() -> Fingerprint {
        var (a, b) = (first ^ length, second &+ length)
        a = (a ^ (a >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        a ^= a >> 33
        b = (b ^ (b >> 31)) &* 0xC4CE_B9FE_1A85_EC53
        b ^= b >> 29
        return Fingerprint(high: a ^ b, low: b &+ (a >> 7))
    }
}

/// A 128-bit value identifying content (see ``StableHasher``).
public struct Fingerprint: Hashable, Sendable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

extension LocalizationFile {
    /// Everything of the file but its values' texts: its keys, variants, comments and formats, in
    /// order, and where it applies its source language and catalog fields. Two versions of a file
    /// with the same structure differ only in what their values say: the project built from them
    /// has the same tables, keys, languages and roles.
    public var structureFingerprint: Fingerprint {
        var hasher = StableHasher()
        hasher.combine(language)
        hasher.combine(sourceLanguage)
        hasher.combine(UInt64(strings.count))
        for string in strings {
            hasher.combine(string.key)
            hasher.combine(string.variant)
            hasher.combine(string.comment)
            hasher.combine(string.state)
            hasher.combine(string.language)
            hasher.combine(UInt64(LocalizationFormat.allCases.firstIndex(of: string.format) ?? 0))
        }
        for key in catalogKeys.keys.sorted() {
            let info = catalogKeys[key]!
            hasher.combine(key)
            hasher.combine(info.comment)
            hasher.combine(info.extractionState)
            hasher.combine(info.shouldTranslate ? 1 : 0)
        }
        return hasher.finalize()
    }
}
