import Foundation

/// Bytes looked for in text, byte for byte (not `String`'s canonical equivalence): a marker in
/// comments, such as the audit's `l10n-ax:ignore`.
public struct BytePattern: Sendable {
    public let bytes: [UInt8]

    public init(_ text: String) { bytes = Array(text.utf8) }

    /// Whether `text`'s UTF-8 holds the pattern.
    public func isFound(in text: String) -> Bool {
        bytes.withUnsafeBufferPointer { pattern in ByteSearch.withUTF8(of: text) { Self.search(pattern, in: $0) } }
    }

    /// Whether `data` (a file's bytes) holds the pattern.
    public func isFound(in data: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { pattern in data.withUnsafeBufferPointer { Self.search(pattern, in: $0) } }
    }

    /// Whether `buffer` holds `pattern` (an empty one is everywhere): each place of its first
    /// byte found by `memchr`, the rest compared at once.
    public static func search(_ pattern: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needle = pattern.baseAddress, !pattern.isEmpty else { return true }
        guard buffer.count >= pattern.count, let base = buffer.baseAddress else { return false }
        let lastStart = buffer.count - pattern.count
        var start = 0
        while start <= lastStart, let found = memchr(base + start, Int32(pattern[0]), lastStart - start + 1) {
            let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if memcmp(base + index, needle, pattern.count) == 0 { return true }
            start = index + 1
        }
        return false
    }
}
