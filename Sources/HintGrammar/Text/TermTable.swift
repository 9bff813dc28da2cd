import StringsParser

/// What a term in a language table names.
public enum TermKind: String, Hashable, Sendable, CaseIterable {
    /// A gesture anywhere in the text ("double tap", 「ダブルタップ」).
    case gesture
    /// A gesture word that also describes results ("scroll", "drag"): an instruction when it
    /// opens the text, or when an instruction word follows it.
    case leadingGesture
    /// A gesture word that is an instruction only when an instruction word follows it
    /// (Chinese 「滑动」 is both "swipe" and "scrolls").
    case instructionGesture
    /// A control type as VoiceOver speaks it ("button", 「ボタン」, 「按钮」).
    case controlType
    /// A state VoiceOver speaks from traits ("selected", "checked").
    case state
    /// A phrase that contains one of the terms above but is not it ("tap to pay", a product
    /// name): being longer, it wins at its place, and no rule reports it.
    case neutral
}

/// One entry of a language table.
public struct Term: Hashable, Sendable {
    /// The term as it is looked up: lower case, words separated by single spaces (spaced
    /// scripts), or the exact characters (unspaced scripts).
    public let text: String
    public let kind: TermKind
    /// Longer words or phrases that contain the term but are not it: 「ドラッグストア」 for
    /// 「ドラッグ」, 「点击率」 for 「点击」.
    public let exclusions: [String]

    public init(_ text: String, _ kind: TermKind, except exclusions: [String] = []) {
        self.text = text
        self.kind = kind
        self.exclusions = exclusions
    }
}

/// Where a term was found.
public struct TermMatch: Hashable, Sendable {
    public let term: Term
    /// Byte offsets of the match in the text's UTF-8.
    public let start: Int
    public let end: Int
    /// The index of the first word matched (spaced scripts), if any.
    public let wordIndex: Int?
}

/// How a language separates words.
public enum Segmentation: Hashable, Sendable {
    /// Words separated by spaces: terms match whole words.
    case words
    /// No spaces between words (Chinese, Japanese) or particles glued to words (Korean): terms
    /// match anywhere, minus their exclusions.
    case characters
}

/// Every term of a language, indexed once so that a text is matched in one pass: a hash look-up
/// per word for spaced scripts, per character for unspaced ones.
public struct TermTable: Sendable {
    public let segmentation: Segmentation
    public let terms: [Term]
    /// Spaced scripts: first word → (remaining words, term).
    private let byFirstWord: [String: [(rest: [String], term: Term)]]
    /// Spaced scripts with compounds (German, Dutch): words that end with one of these terms
    /// ("Wiedergabetaste" ends with "taste").
    private let compoundSuffixes: [Term]
    /// Unspaced scripts: first scalar → terms starting with it.
    private let byFirstScalar: [Unicode.Scalar: [(bytes: [UInt8], term: Term, exclusions: [(bytes: [UInt8], termOffset: Int)])]]

    public init(_ terms: [Term], segmentation: Segmentation, compoundSuffixes: [Term] = []) {
        self.segmentation = segmentation
        self.terms = terms
        self.compoundSuffixes = compoundSuffixes
        // Terms are grouped by the bytes of their first word, or their first scalar, before the
        // groups are keyed: a table has thousands of terms sharing a few hundred first words, and
        // each look-up of a `String` key with other letters than ASCII's compares it through
        // Unicode normalization.
        var groupOfWord: [ExactText: Int] = [:]
        var wordGroups: [(word: String, entries: [(rest: [String], term: Term)])] = []
        var byFirstScalar: [Unicode.Scalar: [(bytes: [UInt8], term: Term, exclusions: [(bytes: [UInt8], termOffset: Int)])]] = [:]
        for term in terms {
            switch segmentation {
            case .words:
                var words = Self.words(of: term.text)
                guard !words.isEmpty else { continue }
                let first = words.removeFirst()
                let entry = (rest: words, term: term)
                if let group = groupOfWord[ExactText(first)] {
                    wordGroups[group].entries.append(entry)
                } else {
                    groupOfWord[ExactText(first)] = wordGroups.count
                    wordGroups.append((first, [entry]))
                }
            case .characters:
                guard let first = term.text.unicodeScalars.first else { continue }
                let termBytes = Array(term.text.utf8)
                let exclusions = term.exclusions.compactMap { exclusion -> (bytes: [UInt8], termOffset: Int)? in
                    let bytes = Array(exclusion.utf8)
                    guard let offset = bytes.firstIndex(of: termBytes, from: 0) else { return nil }
                    return (bytes, offset)
                }
                byFirstScalar[first, default: []].append((termBytes, term, exclusions))
            }
        }
        var byFirstWord: [String: [(rest: [String], term: Term)]] = [:]
        byFirstWord.reserveCapacity(wordGroups.count)
        for group in wordGroups { byFirstWord[group.word, default: []] += group.entries }
        // Longer terms first, so that "radio button" wins over "button" at the same place.
        self.byFirstWord = byFirstWord.mapValues { $0.sorted { $0.rest.count > $1.rest.count } }
        self.byFirstScalar = byFirstScalar.mapValues { $0.sorted { $0.bytes.count > $1.bytes.count } }
    }

    /// The words of a term of a spaced script: split at spaces and hyphens, empty ones dropped;
    /// a term of one word is its own text (no copy).
    private static func words(of text: String) -> [String] {
        var contiguous = text
        return contiguous.withUTF8 { bytes -> [String] in
            var words: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "-") {
                if index > start {
                    let isWholeText = start == 0 && index == bytes.count
                    words.append(isWholeText ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            return words
        }
    }

    /// Every term in `text`, in order; at one place only the longest term matches.
    public func matches(in text: AnalyzedText) -> [TermMatch] {
        switch segmentation {
        case .words: wordMatches(in: text)
        case .characters: characterMatches(in: text)
        }
    }

    private func wordMatches(in text: AnalyzedText) -> [TermMatch] {
        var matches: [TermMatch] = []
        let words = text.words
        var index = 0
        while index < words.count {
            let word = words[index]
            var matched = false
            if !word.isPlaceholder, let candidates = byFirstWord[word.folded] {
                for candidate in candidates where index + candidate.rest.count < words.count {
                    var equal = true
                    for (offset, rest) in candidate.rest.enumerated() where words[index + 1 + offset].folded != rest {
                        equal = false
                        break
                    }
                    guard equal else { continue }
                    let last = words[index + candidate.rest.count]
                    matches.append(TermMatch(term: candidate.term, start: word.start, end: last.end, wordIndex: index))
                    index += candidate.rest.count + 1
                    matched = true
                    break
                }
            }
            if !matched, !word.isPlaceholder, !compoundSuffixes.isEmpty {
                // The suffix first (rarely there), then at least three letters before it: counting
                // characters costs a walk over the word.
                for suffix in compoundSuffixes
                where word.folded.hasSuffix(suffix.text) && word.folded.count > suffix.text.count + 2
                    && !suffix.exclusions.contains(word.folded)
                {
                    matches.append(TermMatch(term: suffix, start: word.start, end: word.end, wordIndex: index))
                    break
                }
            }
            if !matched { index += 1 }
        }
        return matches
    }

    private func characterMatches(in text: AnalyzedText) -> [TermMatch] {
        var matches: [TermMatch] = []
        let bytes = text.utf8
        var index = text.trimmedStart
        let end = text.trimmedEnd
        while index < end {
            let (scalar, length) = TextScanning.decode(bytes, at: index)
            var advance = length
            if let candidates = byFirstScalar[scalar] {
                for candidate in candidates where index + candidate.bytes.count <= end {
                    guard bytes[index..<(index + candidate.bytes.count)].elementsEqual(candidate.bytes) else { continue }
                    let excluded = candidate.exclusions.contains { exclusion in
                        let start = index - exclusion.termOffset
                        return start >= 0 && start + exclusion.bytes.count <= bytes.count
                            && bytes[start..<(start + exclusion.bytes.count)].elementsEqual(exclusion.bytes)
                    }
                    guard !excluded else { continue }
                    matches.append(TermMatch(term: candidate.term, start: index, end: index + candidate.bytes.count, wordIndex: nil))
                    advance = candidate.bytes.count
                    break
                }
            }
            index += advance
        }
        return matches
    }
}
