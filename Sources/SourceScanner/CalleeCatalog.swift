/// What a called name does with strings, for the scanner.
enum CalleeKind: Hashable, Sendable {
    /// `NSLocalizedString`, `NSLocalizedStringFromTable…`, `CFCopyLocalizedString…`: the key
    /// first; the table labeled `tableName:` (Swift) or at `tablePosition` (the C macros); the
    /// default text labeled `value:` (Swift) or at `defaultPosition`.
    case localizedStringMacro(tablePosition: Int?, defaultPosition: Int?)
    /// `String(localized:table:…)` and `String(format:…)`; also `AttributedString(localized:)`.
    case stringInitializer
    /// `LocalizedStringResource("key", table:)`.
    case localizedStringResource
    /// `LocalizedStringKey("key")`.
    case localizedStringKey
    /// `bundle.localizedString(forKey:value:table:)`.
    case bundleLocalizedString
    /// SwiftUI `Text("key", tableName:bundle:comment:)`, `Text(verbatim:)`.
    case text
    /// `String.localizedStringWithFormat(format, …)`, `CFBridgingRelease(string)`: the value of
    /// the first argument.
    case firstArgument
    /// `NSString(format:)`, `NSString(string:)`, `NSAttributedString(string:)`: the string's value.
    case stringWrapping
    /// `CFSTR("…")`.
    case cfString
    /// SwiftUI views whose first unlabeled argument is a `LocalizedStringKey` (`Button("key")`).
    case swiftUIView
    /// SwiftUI modifiers whose first unlabeled argument is a `LocalizedStringKey`
    /// (`.navigationTitle("key")`).
    case swiftUIModifier
}

/// The names the scanner knows.
struct CalleeCatalog: Sendable {
    static let kinds: [String: CalleeKind] = {
        var kinds: [String: CalleeKind] = [
            "NSLocalizedString": .localizedStringMacro(tablePosition: nil, defaultPosition: nil),
            "NSLocalizedStringFromTable": .localizedStringMacro(tablePosition: 1, defaultPosition: nil),
            "NSLocalizedStringFromTableInBundle": .localizedStringMacro(tablePosition: 1, defaultPosition: nil),
            "NSLocalizedStringWithDefaultValue": .localizedStringMacro(tablePosition: 1, defaultPosition: 3),
            "CFCopyLocalizedString": .localizedStringMacro(tablePosition: nil, defaultPosition: nil),
            "CFCopyLocalizedStringFromTable": .localizedStringMacro(tablePosition: 1, defaultPosition: nil),
            "CFCopyLocalizedStringFromTableInBundle": .localizedStringMacro(tablePosition: 1, defaultPosition: nil),
            "CFCopyLocalizedStringWithDefaultValue": .localizedStringMacro(tablePosition: 1, defaultPosition: 3),
            "String": .stringInitializer,
            "AttributedString": .stringInitializer,
            "LocalizedStringResource": .localizedStringResource,
            "LocalizedStringKey": .localizedStringKey,
            "localizedString": .bundleLocalizedString,
            "Text": .text,
            "localizedStringWithFormat": .firstArgument,
            "CFBridgingRelease": .firstArgument,
            "NSString": .stringWrapping,
            "NSAttributedString": .stringWrapping,
            "NSMutableAttributedString": .stringWrapping,
            "CFSTR": .cfString,
        ]
        for view in [
            "Button", "Label", "Toggle", "Link", "NavigationLink", "Section", "Picker", "TextField", "SecureField", "Stepper",
            "DatePicker", "Menu", "GroupBox", "LabeledContent", "ProgressView", "ControlGroup", "DisclosureGroup", "ColorPicker",
            "Gauge", "ShareLink", "Tab",
        ] {
            kinds[view] = .swiftUIView
        }
        for modifier in ["navigationTitle", "navigationBarTitle", "alert", "confirmationDialog", "badge", "navigationSubtitle"] {
            kinds[modifier] = .swiftUIModifier
        }
        return kinds
    }()

    func kind(of name: String) -> CalleeKind? { Self.kinds[name] }

    /// Every name of the catalog, for a quick test of a token's bytes.
    static let names = NameSet(kinds.keys)
}
