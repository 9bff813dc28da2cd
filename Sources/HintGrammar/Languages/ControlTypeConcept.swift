/// A control type VoiceOver announces from an element's traits or class ("Play, button"), as
/// every language table names it: a label that carries its own type ("Play button") is read with
/// it twice. Each table maps each type to the words VoiceOver speaks for it in that language, or
/// says why it leaves them out (the word is as often content: a browser's tab, a shared link), so
/// that one language cannot report a picker that another lets pass; a test checks every table.
public enum ControlTypeConcept: String, CaseIterable, Hashable, Sendable {
    case button
    case link
    case image
    case textField
    case searchField
    /// A password field ("secure text field").
    case secureTextField
    case slider
    /// The adjustable trait ("adjustable").
    case adjustable
    /// A switch (SwiftUI's toggle).
    case toggle
    case checkbox
    case radioButton
    /// A picker, a date picker, a selector.
    case picker
    case segmentedControl
    case tab
    case tabBar
    case menu
    case popUpButton
    /// A drop-down list or combo box.
    case comboBox
    case heading
    /// A progress bar or indicator.
    case progressIndicator
    case stepper
    /// A table or list.
    case list
    case scrollBar

    /// The types a user types into: a label's other words may act on them ("Clear search field").
    public static let inputFields: [ControlTypeConcept] = [.textField, .searchField, .secureTextField]
}
