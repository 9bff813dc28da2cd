/// What a called name does with strings, for the scanner.
enum CalleeKind: Hashable, Sendable {
    /// `NSLocalizedString`, `NSLocalizedStringFromTable…`, `CFCopyLocalizedString…`: the key
    /// first; the table labeled `tableName:` (Swift) or at `tablePosition` (the C macros).
    case localizedStringMacro(tablePosition: Int?)
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
    /// A configured wrapper: the paths (`["L10n", "tr"]`) that end in this name.
    case wrapper(paths: [[String]])
}

/// The names the scanner knows, and the configured wrappers.
struct CalleeCatalog: Sendable {
    private(set) var kinds: [String: CalleeKind]
    /// Wrappers of one component, usable as a property or method on a literal (`"k".localized`).
    private(set) var literalWrappers: Set<String>
    /// For each configured wrapper, a word every file that calls it contains (``SourcePrefilter``).
    private(set) var prefilterWords: [String]

    static let builtIn: [String: CalleeKind] = {
        var kinds: [String: CalleeKind] = [
            "NSLocalizedString": .localizedStringMacro(tablePosition: nil),
            "NSLocalizedStringFromTable": .localizedStringMacro(tablePosition: 1),
            "NSLocalizedStringFromTableInBundle": .localizedStringMacro(tablePosition: 1),
            "NSLocalizedStringWithDefaultValue": .localizedStringMacro(tablePosition: 1),
            "CFCopyLocalizedString": .localizedStringMacro(tablePosition: nil),
            "CFCopyLocalizedStringFromTable": .localizedStringMacro(tablePosition: 1),
            "CFCopyLocalizedStringFromTableInBundle": .localizedStringMacro(tablePosition: 1),
            "CFCopyLocalizedStringWithDefaultValue": .localizedStringMacro(tablePosition: 1),
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

    /// - Parameter wrappers: function names such as `L10n.tr` or `localized`; names already
    ///   known keep their meaning.
    init(wrappers: [String]) {
        var kinds = Self.builtIn
        var literalWrappers: Set<String> = []
        var prefilterWords: [String] = []
        for wrapper in wrappers {
            let path = wrapper.split(separator: ".").map(Self.trimmed).filter { !$0.isEmpty }
            guard let name = path.last else { continue }
            // Every part of the path is in a file that calls it, however the call is spaced
            // (`L10n\n    .tr(…)`): the longest is the most telling.
            prefilterWords.append(path.max { $0.utf8.count < $1.utf8.count } ?? name)
            switch kinds[name] {
            case nil:
                kinds[name] = .wrapper(paths: [path])
            case .wrapper(let paths)?:
                kinds[name] = .wrapper(paths: paths + [path])
            default:
                continue
            }
            if path.count == 1 { literalWrappers.insert(name) }
        }
        self.kinds = kinds
        self.literalWrappers = literalWrappers
        self.prefilterWords = prefilterWords
    }

    func kind(of name: String) -> CalleeKind? { kinds[name] }

    /// A wrapper path component without surrounding spaces and tabs.
    private static func trimmed(_ component: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(component.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
