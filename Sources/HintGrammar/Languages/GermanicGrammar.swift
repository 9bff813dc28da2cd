/// Helpers shared by the German and Dutch hint grammars. Both languages put the verb of an
/// instruction at the end of its clause ("Details öffnen.", "Nummer afspelen."), split verbs
/// into a prefix and a base ("abspielen" = "ab" + "spielen", "afspelen" = "af" + "spelen"), and
/// separate clauses with punctuation the analysis keeps between words.
enum GermanicGrammar {
    /// Whether the text between two words ends a clause: a comma, semicolon, colon, bracket,
    /// sentence end, dash or arrow. Quotes and hyphens do not.
    static func isClauseBreak(_ text: AnalyzedText, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = text.utf8[index]
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
                    UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "|"):
                    return true
                default:
                    index += 1
                }
                continue
            }
            let (scalar, length) = TextScanning.decode(text.utf8, at: index)
            switch scalar {
            case "–", "—", "…", "→", "•", "·", "，", "；", "：": return true
            default: index += length
            }
        }
        return false
    }

    /// Whether only white space separates two words ("Tippen Sie", not "Listen. Sie").
    static func isOnlySpace(_ text: AnalyzedText, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let (scalar, length) = TextScanning.decode(text.utf8, at: index)
            guard TextScanning.isWhitespace(scalar) else { return false }
            index += length
        }
        return true
    }

    /// The number of words in the first clause: the words before the first clause break.
    static func firstClauseLength(_ text: AnalyzedText) -> Int {
        let words = text.words
        guard !words.isEmpty else { return 0 }
        for index in 1..<words.count where isClauseBreak(text, from: words[index - 1].end, to: words[index].start) {
            return index
        }
        return words.count
    }

    /// The separable particles `word` begins with before a base verb, as a third person leaves
    /// them at the clause's end, written apart ("wiederherstellen" → "wieder her", "afspelen" →
    /// "af"); nil when it begins with none (the search of ``separableBase(_:prefixes:isBase:)``).
    static func separableParticles(_ word: String, prefixes: [String], isBase: (String) -> Bool) -> String? {
        guard let base = separableBase(word, prefixes: prefixes, isBase: isBase) else { return nil }
        let before = String(word.dropLast(base.count))
        if prefixes.contains(before) { return before }
        for first in prefixes where before.hasPrefix(first) && prefixes.contains(String(before.dropFirst(first.count))) {
            return first + " " + before.dropFirst(first.count)
        }
        return before
    }

    /// A third person with the particles of its separable verb after a gap, where the clause's
    /// other words go ("Spielt … ab", "Geeft … weer"): the suggestion for an infinitive such as
    /// "abspielen", which a hint cannot take in place (the particle moves to the end).
    static func withParticles(_ thirdPerson: String, _ particles: String?) -> String {
        particles.map { "\(thirdPerson) … \($0)" } ?? thirdPerson
    }

    /// A suggestion for an infinitive that a negation stands right before ("Medienliste nicht
    /// wiederholen", "Lijst niet herhalen"): the negation goes to the clause's end with the
    /// particles, before them ("Wiederholt … nicht", "Zeigt … nicht an", "Voegt … niet toe").
    /// Without it, the suggestion would say the opposite.
    static func negated(_ suggestion: String, by negation: String) -> String {
        guard let gap = suggestion.range(of: " … ") else { return "\(suggestion) … \(negation)" }
        return suggestion[..<gap.upperBound] + negation + " " + suggestion[gap.upperBound...]
    }

    /// The base of a verb after one or two separable prefixes that `isBase` accepts
    /// (`abspielen` → `spielen`, `wiederherstellen` → `stellen`), or `nil`.
    static func separableBase(_ word: String, prefixes: [String], isBase: (String) -> Bool) -> String? {
        // The prefix first (rarely there), then at least three letters after it: counting
        // characters costs a walk over the word.
        let length = word.count
        for prefix in prefixes where word.hasPrefix(prefix) && length > prefix.count + 2 {
            let rest = String(word.dropFirst(prefix.count))
            if isBase(rest) { return rest }
            let restLength = rest.count
            for second in prefixes where rest.hasPrefix(second) && restLength > second.count + 2 {
                let base = String(rest.dropFirst(second.count))
                if isBase(base) { return base }
            }
        }
        return nil
    }
}
