/// A quick test, before any lexing, of whether a file can hold anything the scanner reports:
/// it must contain one of a few words (`ccessibility`, `ocalized`, `help(`, `Text(`, `SwiftUI`)
/// or a word of each configured wrapper (`L10n` for `L10n.tr`, see ``CalleeCatalog/prefilterWords``).
///
/// One pass over the bytes: each pair of adjacent bytes is looked up in a 65,536-bit table of
/// the words' first two bytes, and only a hit compares whole words.
struct SourcePrefilter: Sendable {
    /// The words every relevant file contains: `accessibilityLabel`, `setAccessibilityHint:`,
    /// `NSLocalizedString`, `String(localized:`, `localizedString(forKey:`, `.help(`, `Text(`,
    /// and `import SwiftUI` (for `Button("key")` and the other SwiftUI keys).
    static let words = ["ccessibility", "ocalized", "help(", "Text(", "SwiftUI"]

    private let needles: [[UInt8]]
    private let pairs: [UInt64]
    /// A wrapper name shorter than two bytes: every file must be read.
    private let acceptsEverything: Bool

    init(wrapperWords: [String]) {
        self.init(words: Self.words + wrapperWords)
    }

    /// A test for any of `words`.
    init(words: [String]) {
        let needles = words.map { Array($0.utf8) }
        var pairs = [UInt64](repeating: 0, count: 1024)
        for needle in needles where needle.count >= 2 {
            let pair = Int(needle[0]) << 8 | Int(needle[1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        self.needles = needles
        self.pairs = pairs
        self.acceptsEverything = needles.contains { $0.count < 2 }
    }

    /// Whether `bytes` contain one of the words.
    func mayContainReferences(_ bytes: [UInt8]) -> Bool {
        if acceptsEverything { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            pairs.withUnsafeBufferPointer { pairs in
                let count = buffer.count
                guard count >= 2 else { return false }
                var index = 0
                var pair = Int(buffer[0])
                while index + 1 < count {
                    pair = (pair << 8 | Int(buffer[index + 1])) & 0xFFFF
                    if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0, matchesNeedle(in: buffer, at: index) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    private func matchesNeedle(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for needle in needles where needle.count >= 2 && index + needle.count <= buffer.count {
            var offset = 0
            while offset < needle.count, buffer[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }
}
