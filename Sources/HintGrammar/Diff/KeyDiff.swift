import StringsParser

/// One translation of a key, compared with the source.
public struct TargetDiff: Sendable {
    /// The target language.
    public let language: String
    /// The translation's values (several for plural and other variants); empty when it lacks the key.
    public let values: [LocalizedString]
    /// What is wrong with it as a translation, in ``TranslationStatus`` order.
    public let statuses: [TranslationStatus]
    /// The String Catalog state when the translation is not final (`new`, `needs_review`, `stale`).
    public let state: String?
    /// The findings behind ``statuses``; their messages say what differs (which specifiers, …).
    public let translationFindings: [Finding]
    /// Findings on this translation's text whose rule does not report the source's text.
    public let newFindings: [Finding]
    /// Rules that report the source's text but not this translation's, among the rules that
    /// checked it (a rule without a table for this language did not): fixed in translation.
    public let fixedRules: [String]

    /// A comparison, as the diff builds it.
    public init(
        language: String, values: [LocalizedString], statuses: [TranslationStatus], state: String?, translationFindings: [Finding],
        newFindings: [Finding], fixedRules: [String]
    ) {
        self.language = language
        self.values = values
        self.statuses = statuses
        self.state = state
        self.translationFindings = translationFindings
        self.newFindings = newFindings
        self.fixedRules = fixedRules
    }

    /// Whether the comparison has something to say: a status, a new finding or a fixed rule.
    public var hasSomethingToSay: Bool { !statuses.isEmpty || !newFindings.isEmpty || !fixedRules.isEmpty }

    /// The finding behind a status, for its message.
    public func finding(for status: TranslationStatus) -> Finding? {
        translationFindings.first { $0.rule == status.rule }
    }

    /// The variants a status is about (`count.other`); empty when it is about the plain value, and
    /// for `missing` and `obsolete`, which are about the whole key.
    public func variants(for status: TranslationStatus) -> [String] {
        guard status != .missing, status != .obsolete else { return [] }
        var seen = Set<String>()
        return translationFindings.compactMap { finding in
            guard finding.rule == status.rule, let variant = finding.variant, seen.insert(variant).inserted else { return nil }
            return variant
        }
    }
}

/// One key of a table: its source text and the translations compared with it.
public struct KeyDiff: Sendable {
    /// The table the key belongs to.
    public let table: TableID
    /// The key.
    public let key: String
    /// The accessibility role, `nil` for a string that is not for accessibility.
    public let role: Role?
    /// The translator's comment.
    public let comment: String?
    /// The language the source values are in: the source language, or `Base` when the table's
    /// source text lives in a base localization.
    public let sourceValueLanguage: String
    /// The source's values; empty when the key is only in translations.
    public let sourceValues: [LocalizedString]
    /// The findings on the source's text (rules that judge the text, not the translation).
    public let sourceFindings: [Finding]
    /// The translations listed: those with something to say, or all of them when everything is listed.
    public let targets: [TargetDiff]

    /// A key, as the diff builds it.
    public init(
        table: TableID, key: String, role: Role?, comment: String?, sourceValueLanguage: String, sourceValues: [LocalizedString],
        sourceFindings: [Finding], targets: [TargetDiff]
    ) {
        self.table = table
        self.key = key
        self.role = role
        self.comment = comment
        self.sourceValueLanguage = sourceValueLanguage
        self.sourceValues = sourceValues
        self.sourceFindings = sourceFindings
        self.targets = targets
    }

    /// Whether the key is an accessibility string.
    public var isAccessibility: Bool { role != nil }

    /// The rule ids reported on the source's text, sorted, once each.
    public var sourceRules: [String] { RuleRegistry.inReportOrder(sourceFindings.map(\.rule)) }
}

/// The listed keys of one table: accessibility strings first, then the others, each in key order.
public struct TableDiff: Sendable {
    /// The table.
    public let table: TableID
    /// Its listed keys.
    public let keys: [KeyDiff]

    /// A table and its listed keys.
    public init(table: TableID, keys: [KeyDiff]) {
        self.table = table
        self.keys = keys
    }
}
