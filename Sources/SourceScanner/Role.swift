/// What a string is used as, for VoiceOver.
public enum Role: String, Hashable, Sendable, CaseIterable {
    /// `accessibilityLabel`: identifies the element ("Play").
    case label
    /// `accessibilityHint` (AppKit: `accessibilityHelp`, SwiftUI `.help`): the result of activating
    /// it ("Plays the song.").
    case hint
    /// `accessibilityValue`: the element's current value ("50%").
    case value
    /// Known to be for accessibility, but whether label, hint or value is unclear: only the
    /// role-neutral rules run.
    case accessibility

    /// Whether the label and hint rules can tell what to expect.
    public var isSpecific: Bool { self != .accessibility }
}
