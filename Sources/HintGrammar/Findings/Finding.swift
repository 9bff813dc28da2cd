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
public struct Finding: Hashable, Sendable {
    /// The rule's id (`hint-imperative`).
    public var rule: String
    public var severity: Severity
    /// What is wrong and what to write instead.
    public var message: String
    /// Where the value is written (or, for a missing string, where the source text is).
    public var location: SourceLocation
    public var language: String?
    public var table: TableID?
    public var key: String?
    public var role: Role?
    /// The value the finding is about.
    public var value: String?
    /// The variant path, for plural, width and device variants.
    public var variant: String?
    /// The string's corrected text, where l10n-ax is certain of it: one suggestion for all the
    /// findings of one string (see ``StringSuggestion``).
    public var fix: String?
    /// How far `fix` can be trusted (nil without a fix).
    public var applicability: FixApplicability?

    public init(
        rule: String, severity: Severity, message: String, location: SourceLocation, language: String? = nil,
        table: TableID? = nil, key: String? = nil, role: Role? = nil, value: String? = nil, variant: String? = nil,
        fix: String? = nil, applicability: FixApplicability? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.language = language
        self.table = table
        self.key = key
        self.role = role
        self.value = value
        self.variant = variant
        self.fix = fix
        self.applicability = fix == nil ? nil : applicability ?? .safe
    }
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
