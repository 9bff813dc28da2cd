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
    var allWords: [String] { Key.allCases.flatMap { self[$0]?.words ?? [] } }
}
