import StringsParser

/// A concept's words in one language, or why the language's table has none.
public enum ConceptWords: Hashable, Sendable {
    case words([String])
    /// The words are left out: the reason (they are as often content, say).
    case none(because: String)

    public var words: [String] {
        if case let .words(words) = self { return words }
        return []
    }
}

extension Dictionary where Key: CaseIterable, Value == ConceptWords {
    /// Every concept's words, in the concepts' order.
    /// A word two concepts share, or a concept repeats (a declined form spelled as another case),
    /// is given once. (Words are compared by their bytes: the tables write every word in NFC, so
    /// that is canonical equivalence, without the normalization hashing a `String` costs.)
    var allWords: [String] {
        var seen: Set<ExactText> = []
        return Key.allCases.flatMap { self[$0]?.words ?? [] }.filter { seen.insert(ExactText($0)).inserted }
    }
}

extension Dictionary where Key == GestureConcept, Value == ConceptWords {
    /// The gesture terms of these words: an instruction wherever it stands, but for the words that
    /// also describe a result (`leading`: "Scrolls to the top.") — an instruction when opening
    /// the text or before an instruction word — and those that are one only before an instruction
    /// word (`marked`: Chinese 「滑动」 is also "scrolls"); with the longer words that contain a
    /// word and are not it (`exclusions`).
    func terms(leading: Set<String> = [], marked: Set<String> = [], exclusions: [String: [String]] = [:]) -> [Term] {
        allWords.map { word in
            let kind: TermKind = marked.contains(word) ? .instructionGesture : leading.contains(word) ? .leadingGesture : .gesture
            return Term(word, kind, except: exclusions[word] ?? [])
        }
    }
}

extension Dictionary where Key == ControlTypeConcept, Value == ConceptWords {
    /// The control-type terms of these words, with the longer words that contain one and are not
    /// it (`exclusions`: 「ボタン電池」 for 「ボタン」).
    func terms(exclusions: [String: [String]] = [:]) -> [Term] {
        allWords.map { Term($0, .controlType, except: exclusions[$0] ?? []) }
    }

    /// Each control-type word followed by each of `followers` (a postposition, a case ending
    /// written apart: «बटन को», «ಬಟನ್ ಅನ್ನು»), as neutral terms: the type word is then what the
    /// text acts on or speaks of, not the element's own type.
    func neutralTerms(followedBy followers: [String]) -> [Term] {
        allWords.flatMap { word in followers.map { Term(word + " " + $0, .neutral) } }
    }
}

extension Dictionary where Key == StateConcept, Value == ConceptWords {
    /// The state terms of these words.
    func terms() -> [Term] {
        allWords.map { Term($0, .state) }
    }
}
