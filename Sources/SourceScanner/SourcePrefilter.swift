/// A quick test, before any lexing, of whether a file holds one of a few words (`ccessibility`,
/// `LocalizedString`, a wrapper's call `tr("`…).
///
/// One pass over the bytes: each word is found by its rarest pair of adjacent bytes (a pair with
/// a capital, a digit or punctuation rather than two common letters), looked up in a
/// ``BytePairTable``, and only a hit compares the words of that pair.
struct SourcePrefilter: Sendable {
    /// The words every relevant file of a single-file scan contains: `accessibilityLabel`,
    /// `setAccessibilityHint:`, `NSLocalizedString`, `String(localized:`, `localizedString(forKey:`,
    /// `.help(`, `Text(`, and `import SwiftUI` (for `Button("key")` and the other SwiftUI keys).
    static let words = ["ccessibility", "ocalized", "help(", "Text(", "SwiftUI"]

    /// The words by their pair (the mark of the pair in `pairs`, less one), each with where in
    /// it its pair is.
    private let needles: [[(bytes: [UInt8], pairOffset: Int)]]
    private let pairs: BytePairTable
    /// A word shorter than two bytes: every file holds it.
    private let acceptsEverything: Bool

    init(wrapperWords: [String]) {
        self.init(words: Self.words + wrapperWords)
    }

    /// A test for any of `words`.
    init(words: [String]) {
        var needles: [[(bytes: [UInt8], pairOffset: Int)]] = []
        var groups: [UInt16: Int] = [:]
        var pairs = BytePairTable()
        var acceptsEverything = false
        for word in words {
            let bytes = Array(word.utf8)
            guard bytes.count >= 2 else {
                acceptsEverything = true
                continue
            }
            let offset = (0..<(bytes.count - 1)).min { Self.commonness(bytes[$0], bytes[$0 + 1]) < Self.commonness(bytes[$1], bytes[$1 + 1]) } ?? 0
            let pair = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
            if let group = groups[pair] {
                needles[group].append((bytes, offset))
            } else if needles.count < 255 {
                groups[pair] = needles.count
                needles.append([(bytes, offset)])
                pairs.insert(bytes[offset], bytes[offset + 1], mark: UInt8(needles.count))
            } else {
                // More pairs than marks: the words of the last mark share it.
                needles[254].append((bytes, offset))
                pairs.insert(bytes[offset], bytes[offset + 1], mark: 255)
            }
        }
        self.needles = needles
        self.pairs = pairs
        self.acceptsEverything = acceptsEverything
    }

    /// How common a pair of bytes is in code, roughly: two lower-case letters are everywhere,
    /// and so are spaces.
    private static func commonness(_ first: UInt8, _ second: UInt8) -> Int {
        func score(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: " "): 2
            case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "\""): 1
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
            var index = pairs.firstHit(in: buffer, from: 0)
            while index < buffer.count {
                let next = index + 1 < buffer.count ? buffer[index + 1] : 0
                if matchesNeedle(of: pairs.mark(buffer[index], next), in: buffer, pairAt: index) { return true }
                index = pairs.firstHit(in: buffer, from: index + 1)
            }
            return false
        }
    }

    /// Whether a word whose pair (marked `mark`) is the one at `index` is there.
    private func matchesNeedle(of mark: UInt8, in buffer: UnsafeBufferPointer<UInt8>, pairAt index: Int) -> Bool {
        for needle in needles[Int(mark) - 1] {
            let start = index - needle.pairOffset
            guard start >= 0, start + needle.bytes.count <= buffer.count else { continue }
            if buffer[start..<(start + needle.bytes.count)].elementsEqual(needle.bytes) { return true }
        }
        return false
    }
}
