import StringsParser

/// How serious a finding is. `--fail-on` compares against it.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word compilers and SARIF use: `error`, `warning`, or `note` for `info`.
    public var compilerKind: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// One step less serious (`error` → `warning` → `info`), for strings outside accessibility.
    public var lowered: Severity {
        switch self {
        case .error: .warning
        case .warning, .info: .info
        }
    }
}

/// Something wrong with one string: the single type every rule reports and every reporter prints.
///
/// A value, whose fields are kept in one box shared by its copies until one is changed (copy on
/// write): a finding is copied from the audit's chunks into the result, sorted, recorded in the
/// cache and read back, filtered by severity, and a copy of a dozen fields was a dozen reference
/// counts each time (7% of a run from the cache that found nothing changed went to copying and
/// destroying findings).
public struct Finding: Hashable, Sendable {
    /// The fields, compared and hashed as the finding is.
    private struct Fields: Hashable {
        var rule: String
        var severity: Severity
        var message: String
        var location: SourceLocation
        var language: String?
        var table: TableID?
        var key: String?
        var role: Role?
        var value: String?
        var variant: String?
        var fix: String?
        var applicability: FixApplicability?
    }

    /// The fields of one finding and of its unchanged copies (never changed while shared).
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The box, made this finding's own before a field of it changes.
    private var ownBox: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            return box
        }
    }

    /// The rule's id (`hint-imperative`).
    public var rule: String {
        get { box.fields.rule }
        set { ownBox.fields.rule = newValue }
    }
    public var severity: Severity {
        get { box.fields.severity }
        set { ownBox.fields.severity = newValue }
    }
    /// What is wrong and what to write instead.
    public var message: String {
        get { box.fields.message }
        set { ownBox.fields.message = newValue }
    }
    /// Where the value is written (or, for a missing string, where the source text is).
    public var location: SourceLocation {
        get { box.fields.location }
        set { ownBox.fields.location = newValue }
    }
    public var language: String? {
        get { box.fields.language }
        set { ownBox.fields.language = newValue }
    }
    public var table: TableID? {
        get { box.fields.table }
        set { ownBox.fields.table = newValue }
    }
    public var key: String? {
        get { box.fields.key }
        set { ownBox.fields.key = newValue }
    }
    public var role: Role? {
        get { box.fields.role }
        set { ownBox.fields.role = newValue }
    }
    /// The value the finding is about.
    public var value: String? {
        get { box.fields.value }
        set { ownBox.fields.value = newValue }
    }
    /// The variant path, for plural, width and device variants.
    public var variant: String? {
        get { box.fields.variant }
        set { ownBox.fields.variant = newValue }
    }
    /// The string's corrected text, where l10n-ax is certain of it: one suggestion for all the
    /// findings of one string (see ``StringSuggestion``).
    public var fix: String? {
        get { box.fields.fix }
        set { ownBox.fields.fix = newValue }
    }
    /// How far `fix` can be trusted (nil without a fix).
    public var applicability: FixApplicability? {
        get { box.fields.applicability }
        set { ownBox.fields.applicability = newValue }
    }

    public init(
        rule: String, severity: Severity, message: String, location: SourceLocation, language: String? = nil,
        table: TableID? = nil, key: String? = nil, role: Role? = nil, value: String? = nil, variant: String? = nil,
        fix: String? = nil, applicability: FixApplicability? = nil
    ) {
        box = Box(Fields(
            rule: rule, severity: severity, message: message, location: location, language: language, table: table, key: key,
            role: role, value: value, variant: variant, fix: fix, applicability: fix == nil ? nil : applicability ?? .safe))
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }
}

extension Finding: Comparable {
    /// File, line, column, then rule: the order every report prints in.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return (lhs.language ?? "", lhs.key ?? "", lhs.variant ?? "") < (rhs.language ?? "", rhs.key ?? "", rhs.variant ?? "")
    }
}
