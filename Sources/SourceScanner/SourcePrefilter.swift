/// A quick test, before any lexing, of whether a file holds one of a few words (`ccessibility`,
/// `LocalizedString`, a wrapper's call `tr("`…).
///
/// A window as long as the shortest word slides over the bytes (the multi-word search of Wu and
/// Manber, on pairs of bytes): each word is looked for by one part of it of the window's length,
/// the part whose pairs are rarest in code (a capital, a digit or punctuation rather than two
/// common letters). The pair that ends the window says how far the window can move without
/// passing a part: for most pairs of a file, the window's length less one. Only where a part may
/// end are its words compared.
struct SourcePrefilter: Sendable {
    /// The words every relevant file of a single-file scan contains: `accessibilityLabel`,
    /// `setAccessibilityHint:`, `NSLocalizedString`, `String(localized:`, `localizedString(forKey:`,
    /// `.help(`, `Text(`, and `import SwiftUI` (for `Button("key")` and the other SwiftUI keys).
    static let words = ["ccessibility", "ocalized", "help(", "Text(", "SwiftUI"]

    /// The length of the window: the shortest word's, at most ``maximumWindow``.
    private let window: Int
    static let maximumWindow = 8
    /// By the pair that ends the window (`first | second << 8`): how far the window may move.
    private let shifts: [UInt8]
    /// By the pair that ends a word's part: the group of words to compare (the mark, less one,
    /// of ``groups``), each with where its part starts in it.
    private let groups: [[(bytes: [UInt8], partStart: Int)]]
    private let marks: BytePairTable
    /// A word shorter than two bytes: every file holds it.
    private let acceptsEverything: Bool
    /// The length of the longest word.
    private let longestWord: Int

    init(wrapperWords: [String]) {
        self.init(words: Self.words + wrapperWords)
    }

    /// A test for any of `words`.
    init(words: [String]) {
        let words = words.map { Array($0.utf8) }
        acceptsEverything = words.contains { $0.count < 2 }
        let window = min(words.filter { $0.count >= 2 }.map(\.count).min() ?? 2, Self.maximumWindow)
        var shifts = [UInt8](repeating: UInt8(window - 1), count: 1 << 16)
        var groups: [[(bytes: [UInt8], partStart: Int)]] = []
        var groupOfPair: [UInt16: Int] = [:]
        var marks = BytePairTable()
        for bytes in words where bytes.count >= 2 {
            // The part of the window's length whose pairs are rarest, its last pair first.
            let partStart = (0...(bytes.count - window)).min { a, b in
                Self.partCommonness(bytes, a, window) < Self.partCommonness(bytes, b, window)
            } ?? 0
            for end in (partStart + 1)..<(partStart + window) {
                let pair = Int(bytes[end - 1]) | Int(bytes[end]) << 8
                shifts[pair] = min(shifts[pair], UInt8(partStart + window - 1 - end))
            }
            let last = partStart + window - 1
            let pair = UInt16(bytes[last - 1]) | UInt16(bytes[last]) << 8
            if let group = groupOfPair[pair] {
                groups[group].append((bytes, partStart))
            } else if groups.count < 255 {
                groupOfPair[pair] = groups.count
                groups.append([(bytes, partStart)])
                marks.insert(bytes[last - 1], bytes[last], mark: UInt8(groups.count))
            } else {
                // More pairs than marks: the words of the last mark share it.
                groups[254].append((bytes, partStart))
                marks.insert(bytes[last - 1], bytes[last], mark: 255)
            }
        }
        self.window = window
        self.longestWord = words.map(\.count).max() ?? 0
        self.shifts = shifts
        self.groups = groups
        self.marks = marks
    }

    /// How common the pairs of `bytes[start..<start + length]` are in code, the last pair's
    /// first (it is the one looked up at every stop): lower is rarer.
    private static func partCommonness(_ bytes: [UInt8], _ start: Int, _ length: Int) -> (last: Int, all: Int) {
        let last = start + length - 1
        let all = ((start + 1)...last).reduce(0) { $0 + commonness(bytes[$1 - 1], bytes[$1]) }
        return (commonness(bytes[last - 1], bytes[last]), all)
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
    ///
    /// A file of some size is searched in two halves at once, one step of each in turn: each
    /// step waits on the byte and the table entry the step before it read, and the processor
    /// makes the two halves' steps side by side. The first half's search goes on past its end by
    /// the longest word, so that a word across the middle is found.
    func mayContainReferences(_ bytes: [UInt8]) -> Bool {
        if acceptsEverything { return true }
        guard !groups.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            shifts.withUnsafeBufferPointer { shifts in
                let count = buffer.count
                // The indices of the windows' last bytes, and where each half's search ends.
                var first = window - 1
                var second = count
                var firstEnd = count
                if count >= Self.halvedLength {
                    second = count / 2 + window - 1
                    firstEnd = min(count, count / 2 + longestWord - 1)
                }
                // Both halves, a step of each in turn.
                while first < firstEnd, second < count {
                    if step(&first, buffer, shifts) || step(&second, buffer, shifts) { return true }
                }
                // The rest of the half that is not done (or the whole of a short file).
                while first < firstEnd { if step(&first, buffer, shifts) { return true } }
                while second < count { if step(&second, buffer, shifts) { return true } }
                return false
            }
        }
    }

    /// Files at least this long are searched in two halves at once.
    private static let halvedLength = 4_096

    /// One step of the search from the window whose last byte is at `index`: whether a word's
    /// part ends there and the word is there; else `index` moves to the next window to look at.
    @inline(__always)
    private func step(_ index: inout Int, _ buffer: UnsafeBufferPointer<UInt8>, _ shifts: UnsafeBufferPointer<UInt8>) -> Bool {
        let shift = shifts[Int(buffer[index - 1]) | Int(buffer[index]) << 8]
        if shift != 0 {
            index += Int(shift)
            return false
        }
        if matchesWord(of: marks.mark(buffer[index - 1], buffer[index]), in: buffer, partEndingAt: index) { return true }
        index += 1
        return false
    }

    /// Whether a word of the group `mark` whose part ends at `index` is there.
    private func matchesWord(of mark: UInt8, in buffer: UnsafeBufferPointer<UInt8>, partEndingAt index: Int) -> Bool {
        guard mark != 0 else { return false }
        for word in groups[Int(mark) - 1] {
            let start = index - (window - 1) - word.partStart
            guard start >= 0, start + word.bytes.count <= buffer.count else { continue }
            if buffer[start..<(start + word.bytes.count)].elementsEqual(word.bytes) { return true }
        }
        return false
    }
}
