import StringsParser

/// A rule that judges one accessibility string in one language.
protocol StringRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: StringContext, into findings: inout [Finding])
}

/// A rule that compares one key across the languages of its table.
protocol KeyRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: KeyContext, into findings: inout [Finding])
}

/// One accessibility string under check, analysed once for all string rules.
struct StringContext {
    let string: LocalizedString
    let text: AnalyzedText
    let role: Role
    /// The language's table; `nil` for languages without one (only language-neutral rules run).
    let profile: LanguageProfile?
    /// Every term of the language found in the text.
    let matches: [TermMatch]
    /// For a hint: its element's label in the same language, if the table pairs them.
    let label: String?
    /// Whether the role was decided by strong evidence (weak evidence: findings are `info`).
    let isConfident: Bool

    init(string: LocalizedString, role: Role, profile: LanguageProfile?, label: String?, isConfident: Bool) {
        self.string = string
        self.role = role
        self.profile = profile
        self.label = label
        self.isConfident = isConfident
        let text = profile?.analyze(string.value) ?? AnalyzedText(string.value)
        self.text = text
        self.matches = profile?.terms.matches(in: text) ?? []
    }

    /// A finding about this string; its severity is the rule's (or `severity`), `info` when the
    /// role is uncertain.
    func finding(_ rule: RuleDescription, _ message: String, fix: String? = nil, severity: Severity? = nil) -> Finding {
        Finding(
            rule: rule.id, severity: isConfident ? (severity ?? rule.severity) : .info, message: message,
            location: string.location, language: string.language, table: string.table, key: string.key, role: role,
            value: string.value, variant: string.variant, fix: fix)
    }

    /// The real words of the text (format specifiers excluded).
    var words: [Word] { text.realWords }
}

/// One key of a table, under check across its languages.
struct KeyContext {
    let table: LocalizationTable
    let key: LocalizationKey
    /// The accessibility role, or `nil` for a string that is not for accessibility.
    let role: Role?
    let isConfident: Bool
    let sourceLanguage: String
    /// The source language's values (possibly taken from an Interface Builder comment).
    let sourceValues: [LocalizedString]
    /// The translations to compare: the table's languages but the source (and `Base`).
    let targetLanguages: [String]
    let configuration: AuditConfiguration

    var isAccessibility: Bool { role != nil }

    /// The rule's severity for accessibility strings, one step lower for other strings, `info`
    /// when the role is uncertain.
    func severity(_ rule: RuleDescription, _ base: Severity? = nil) -> Severity {
        let severity = base ?? rule.severity
        guard isAccessibility else { return severity.lowered }
        return isConfident ? severity : .info
    }

    func finding(
        _ rule: RuleDescription, _ message: String, about string: LocalizedString, language: String? = nil,
        severity: Severity? = nil, fix: String? = nil
    ) -> Finding {
        Finding(
            rule: rule.id, severity: self.severity(rule, severity), message: message, location: string.location,
            language: language ?? string.language, table: table.id, key: key.key, role: role,
            value: string.value, variant: string.variant, fix: fix)
    }

    /// The source value for a variant: the same variant, else the plain value, else `other`.
    func sourceValue(forVariant variant: String?) -> LocalizedString? {
        if let exact = sourceValues.first(where: { $0.variant == variant }) { return exact }
        if let variant, let dot = variant.lastIndex(of: ".") {
            let other = String(variant[..<dot]) + ".other"
            if let match = sourceValues.first(where: { $0.variant == other }) { return match }
        }
        return sourceValues.first { $0.variant == nil } ?? (variant == nil ? nil : sourceValues.last)
    }
}
