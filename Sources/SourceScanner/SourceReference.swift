import StringsParser

/// The programming language of a source file.
public enum SourceLanguage: String, Hashable, Sendable {
    /// Swift and SwiftUI (`.swift`).
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`, and headers, `.h`, for their macros).
    case objectiveC

    /// The language of a file, from its extension.
    public init?(fileExtension: some StringProtocol) {
        switch fileExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}

/// Code (or a storyboard) that sets an accessibility label, hint or value.
public struct SourceReference: Hashable, Sendable {
    /// What the property is set to.
    public enum Value: Hashable, Sendable {
        /// A look-up in a strings table: `NSLocalizedString("k", tableName: "T", …)`,
        /// `String(localized: "k", table: "T")`, a SwiftUI `LocalizedStringKey` literal, a
        /// configured wrapper. `keys` holds the key as written first, then the other keys the
        /// literal may stand for (SwiftUI interpolations `\(x)` become `%@` or `%lld`, as Xcode
        /// extracts them, depending on a type the scanner cannot see).
        case lookup(table: String, keys: [String])
        /// Text that is not localized: `button.accessibilityLabel = "Play"`, `Text(verbatim: "Play")`,
        /// or a storyboard's own text (its base language).
        case literal(String)
    }

    /// The property: label, hint (`accessibilityHint`, AppKit `accessibilityHelp`, SwiftUI
    /// `.help`) or value.
    public var role: Role
    public var value: Value
    /// Where the value is written: the key's or the literal's opening quote.
    public var location: SourceLocation
    /// How it is set, for messages: `accessibilityHint =`, `setAccessibilityHelp:`,
    /// `.accessibilityLabel(_:)`, `override var accessibilityHint`, `storyboard`.
    public var api: String
    /// The accessor or wrapper the value went through (`L10n.Player.play`, `AppLocalizedString`),
    /// nil for a look-up written where it is used.
    public var via: String?

    public init(role: Role, value: Value, location: SourceLocation, api: String, via: String? = nil) {
        self.role = role
        self.value = value
        self.location = location
        self.api = api
        self.via = via
    }

    /// `accessibilityHint =, via L10n.playHint`: how the code sets it, for `list`.
    public var construct: String { via.map { "\(api), via \($0)" } ?? api }
}

extension SourceReference.Value {
    /// A Swift literal's own text, without its interpolations (`"\(count) items"` → `" items"`):
    /// the words it would need translated. A literal's text holds each interpolation as written,
    /// `\(` … `)` (parentheses balanced, strings inside skipped); other text is kept as it is.
    public static func textOutsideInterpolations(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) else { return text }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            var depth = 0
            var inString = false
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

/// A look-up of a table key anywhere in code, whatever the string is used for (to tell which
/// keys no code uses).
public struct LookupReference: Hashable, Sendable {
    public var table: String
    public var key: String
    public var location: SourceLocation
    /// The accessor or wrapper it went through.
    public var via: String?

    public init(table: String, key: String, location: SourceLocation, via: String? = nil) {
        self.table = table
        self.key = key
        self.location = location
        self.via = via
    }
}

/// A key's text written in code, shown when the table lacks the key:
/// `NSLocalizedString("key", value: "Play", comment: …)`, SwiftGen's `fallback:`.
public struct DefaultText: Hashable, Sendable {
    public var table: String
    public var key: String
    public var text: String
    /// Where the text is written, when known.
    public var location: SourceLocation?

    public init(table: String, key: String, text: String, location: SourceLocation?) {
        self.table = table
        self.key = key
        self.text = text
        self.location = location
    }
}

/// Everything found in one source file, scanned alone.
public struct SourceScanResult: Sendable {
    /// The accessibility properties set in the file.
    public var references: [SourceReference]
    /// Every table look-up in the file, accessibility or not.
    public var lookups: [LookupReference]

    public init(references: [SourceReference] = [], lookups: [LookupReference] = []) {
        self.references = references
        self.lookups = lookups
    }
}
