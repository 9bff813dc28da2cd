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
