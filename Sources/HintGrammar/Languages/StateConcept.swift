/// A state VoiceOver announces from an element's traits or value, as every language table names
/// it: a label that carries one ("Wi-Fi, selected") is read twice, or goes stale.
public enum StateConcept: String, CaseIterable, Hashable, Sendable {
    /// Selected, and not selected.
    case selected
    /// Checked, and not checked.
    case checked
    /// Dimmed (disabled).
    case dimmed
    case expanded
    case collapsed
    /// A switch's on and off.
    case on
    case off
}

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

extension Dictionary where Key == StateConcept, Value == ConceptWords {
    /// Every concept's words, in the concepts' order.
    var allWords: [String] { StateConcept.allCases.flatMap { self[$0]?.words ?? [] } }
}
