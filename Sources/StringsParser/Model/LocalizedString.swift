/// The file formats Apple uses for localized strings.
public enum LocalizationFormat: String, Hashable, Sendable, CaseIterable {
    /// `Localizable.strings`: text `"key" = "value";` (or an XML or binary property list).
    case strings
    /// `Localizable.stringsdict`: plural, width and device variants in a property list.
    case stringsdict
    /// `Localizable.xcstrings`: an Xcode String Catalog (JSON) holding every language.
    case xcstrings
    /// A storyboard's or xib's own text, in its base language (not a strings table).
    case interfaceBuilder
    /// A key's text written in code, shown when the table lacks the key:
    /// `NSLocalizedString("key", value: "Play", comment: …)`.
    case sourceCode

    /// The format of a file, from its extension.
    public init?(fileExtension: some StringProtocol) {
        switch fileExtension.lowercased() {
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xcstrings": self = .xcstrings
        default: return nil
        }
    }
}

/// A strings table: what `NSLocalizedString(_:tableName:bundle:…)` looks keys up in.
///
/// The same table name in two bundles (an app and its extension each have an `InfoPlist` table)
/// is two tables, so the folder the `.lproj` folders live in (or the catalog's folder) is part of
/// the identity.
public struct TableID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The folder holding the table's `.lproj` folders, or the String Catalog's folder.
    public var bundle: String
    /// The table name: the file name without extension (`Localizable`).
    public var name: String

    public init(bundle: String, name: String) {
        self.bundle = bundle
        self.name = name
    }

    public static func < (lhs: TableID, rhs: TableID) -> Bool { (lhs.name, lhs.bundle) < (rhs.name, rhs.bundle) }

    public var description: String { name }
}

/// One localized value: a table's key in one language, possibly one variant of it.
///
/// Immutable, and a class: a project holds hundreds of thousands of them, referenced from its
/// files, its tables and the findings, and copying a reference is one retain where copying a
/// struct of ten strings is ten.
public final class LocalizedString: Hashable, Sendable {
    public let table: TableID
    public let key: String
    /// BCP 47 (`pt-BR`, `zh-Hans`), `Base`, or `und` when the file is in no `.lproj` folder.
    public let language: String
    /// The variant path for plural, width and device variants (`count.one`, `plural.other`,
    /// `device.iphone`, `NSStringLocalizedFormatKey`, `substitutions.n.plural.one`); `nil` for a
    /// plain value.
    public let variant: String?
    public let value: String
    /// Where the value is written.
    public let location: SourceLocation
    /// Where the key is written, when the format has a key position of its own.
    public let keyLocation: SourceLocation?
    /// A String Catalog unit's state (`translated`, `new`, `needs_review`, `stale`, or any other
    /// state a catalog holds); `nil` outside catalogs.
    public let state: String?
    /// The translator's comment: the comment before the entry, or the catalog key's comment.
    public let comment: String?
    public let format: LocalizationFormat
    /// Interface Builder's fields from the entry's comment, in storyboard and xib tables.
    public let interfaceBuilder: InterfaceBuilderComment?
    /// `true` when the value is a String Catalog key standing for its own source-language text
    /// (the catalog has no unit for the source language, so the key is what users see).
    public let isImplicitSource: Bool

    public init(
        table: TableID, key: String, language: String, variant: String? = nil, value: String,
        location: SourceLocation, keyLocation: SourceLocation? = nil, state: String? = nil,
        comment: String? = nil, format: LocalizationFormat, interfaceBuilder: InterfaceBuilderComment? = nil,
        isImplicitSource: Bool = false
    ) {
        self.table = table
        self.key = key
        self.language = language
        self.variant = variant
        self.value = value
        self.location = location
        self.keyLocation = keyLocation
        self.state = state
        self.comment = comment
        self.format = format
        self.interfaceBuilder = interfaceBuilder
        self.isImplicitSource = isImplicitSource
    }

    public static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
        lhs === rhs
            || (lhs.table == rhs.table && lhs.key == rhs.key && lhs.language == rhs.language && lhs.variant == rhs.variant
                && lhs.value == rhs.value && lhs.location == rhs.location && lhs.keyLocation == rhs.keyLocation
                && lhs.state == rhs.state && lhs.comment == rhs.comment && lhs.format == rhs.format
                && lhs.interfaceBuilder == rhs.interfaceBuilder && lhs.isImplicitSource == rhs.isImplicitSource)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(table)
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(variant)
        hasher.combine(value)
        hasher.combine(location)
    }
}
