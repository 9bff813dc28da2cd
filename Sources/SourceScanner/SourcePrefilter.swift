/// A quick test, before any lexing, of whether a file holds one of a few words (`ccessibility`,
/// `LocalizedString`, a wrapper's call `tr("`…).
///
/// One pass over the bytes: each pair of adjacent bytes is looked up in a 65,536-bit table of the
/// words' rarest pairs (a pair with a capital, a digit or punctuation rather than two common
/// letters), and only a hit compares whole words.
struct SourcePrefilter: Sendable {
    /// The words every relevant file of a single-file scan contains: `accessibilityLabel`,
    /// `setAccessibilityHint:`, `NSLocalizedString`, `String(localized:`, `localizedString(forKey:`,
    /// `.help(`, `Text(`, and `import SwiftUI` (for `Button("key")` and the other SwiftUI keys).
    static let words = ["ccessibility", "ocalized", "help(", "Text(", "SwiftUI"]

    /// Each word, and where in it its pair is.
    private let needles: [(bytes: [UInt8], pairOffset: Int)]
    private let pairs: [UInt64]
    /// A word shorter than two bytes: every file holds it.
    private let acceptsEverything: Bool

    init(wrapperWords: [String]) {
        self.init(words: Self.words + wrapperWords)
    }

    /// A test for any of `words`.
    init(words: [String]) {
        var needles: [(bytes: [UInt8], pairOffset: Int)] = []
        var pairs = [UInt64](repeating: 0, count: 1024)
        var acceptsEverything = false
        for word in words {
            let bytes = Array(word.utf8)
            guard bytes.count >= 2 else {
                acceptsEverything = true
                continue
            }
            let offset = (0..<(bytes.count - 1)).min { Self.commonness(bytes[$0], bytes[$0 + 1]) < Self.commonness(bytes[$1], bytes[$1 + 1]) } ?? 0
            let pair = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            needles.append((bytes, offset))
        }
        self.needles = needles
        self.pairs = pairs
        self.acceptsEverything = acceptsEverything
    }

    /// How common a pair of bytes is in code, roughly: two lower-case letters are everywhere.
    private static func commonness(_ first: UInt8, _ second: UInt8) -> Int {
        func score(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 2
            case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "\""): 1
            default: 0
            }
        }
        return score(first) + score(second)
    }

    /// Whether `bytes` contain one of the words.
    func mayContainReferences(_ bytes: [UInt8]) -> Bool {
        if acceptsEverything { return true }
        guard !needles.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            pairs.withUnsafeBufferPointer { pairs in
                let count = buffer.count
                guard count >= 2 else { return false }
                var index = 0
                var pair = Int(buffer[0])
                while index + 1 < count {
                    pair = (pair << 8 | Int(buffer[index + 1])) & 0xFFFF
                    if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0, matchesNeedle(in: buffer, pairAt: index) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// Whether a word whose pair is the one at `index` is there.
    private func matchesNeedle(in buffer: UnsafeBufferPointer<UInt8>, pairAt index: Int) -> Bool {
        for needle in needles {
            let start = index - needle.pairOffset
            guard start >= 0, start + needle.bytes.count <= buffer.count else { continue }
            if buffer[start..<(start + needle.bytes.count)].elementsEqual(needle.bytes) { return true }
        }
        return false
    }
}
