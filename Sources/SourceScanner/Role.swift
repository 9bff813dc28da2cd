/// What a string is used as, for VoiceOver.
public enum Role: String, Hashable, Sendable, CaseIterable {
    /// `accessibilityLabel`: identifies the element ("Play").
    case label
    /// `accessibilityHint` (AppKit: `accessibilityHelp`, SwiftUI `.help`): the result of activating
    /// it ("Plays the song.").
    case hint
    /// `accessibilityValue`: the element's current value ("50%").
    case value
    /// `accessibilityInputLabels` (UIKit `accessibilityUserInputLabels`): what Voice Control
    /// users may say to name the element ("More", "Options"); short words, not VoiceOver's
    /// label, so only the role-neutral rules run.
    case inputLabel
    /// Known to be for accessibility, but whether label, hint or value is unclear: only the
    /// role-neutral rules run.
    case accessibility

    /// Whether the label and hint rules can tell what to expect.
    public var isSpecific: Bool { self != .accessibility }

    /// The role in a sentence: "label", "input label", "accessibility string".
    public var noun: String {
        switch self {
        case .label: "label"
        case .hint: "hint"
        case .value: "value"
        case .inputLabel: "input label"
        case .accessibility: "accessibility string"
        }
    }
}
