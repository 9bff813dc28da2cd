import StringsParser

/// The translations of a project compared with its source language, key by key, from what an
/// audit found: what `l10n-ax diff` prints.
///
/// For each table and key: the source text, each target language's text, and per target
/// - its ``TranslationStatus``es (missing, untranslated, needs review, placeholder mismatch,
///   obsolete), from the findings of the cross-language rules;
/// - the findings on its text whose rule does not report the source's text (new in translation);
/// - the rules that report the source's text but not its own, among the rules that checked it
///   (fixed in translation).
///
/// A target language is compared in the tables that ship in it. The audit must have run with the
/// same source language (``AuditConfiguration/sourceLanguage``), or the statuses compare with
/// another language than the values shown.
public struct TranslationDiff: Sendable {
    /// Which keys are listed in detail.
    public enum Listing: String, Hashable, Sendable {
        /// Accessibility strings with something to say in some target language, and only those
        /// targets (the other strings are counted in the summaries).
        case changes
        /// Every key of every compared table, with every target language.
        case all
    }

    /// The language the others are compared with.
    public let sourceLanguage: String
    /// The languages compared with the source, sorted.
    public let targetLanguages: [String]
    /// Which keys ``tables`` holds.
    public let listing: Listing
    /// The tables with listed keys, in name order.
    public let tables: [TableDiff]
    /// The source language's summary, then each target's.
    public let summaries: [LanguageSummary]
    /// The findings on accessibility strings, by language and rule id, in report order.
    public let accessibilityFindings: [String: [String: [Finding]]]
    /// How many keys the compared tables have.
    public let keyCount: Int
    /// How many of them are accessibility strings.
    public let accessibilityKeyCount: Int
    /// The source text of each key with findings, by table (shown beside a translation's findings).
    public let sourceTexts: [TableID: [String: String]]

    /// Compares the translations of `project`, as `result` judged them.
    /// - Parameters:
    ///   - auditor: the auditor that produced `result`, for the languages it checked and the
    ///     source texts it found (storyboards' among them); when `nil`, one with this source
    ///     language and no source code.
    ///   - sourceLanguage: the language compared with (normalized, as in the project).
    ///   - targetLanguages: the languages to compare; when `nil`, every language the audit checked
    ///     but the source (and `Base`).
    ///   - listing: which keys to keep in ``tables``; the summaries always count every key.
    public init(
        project: LocalizationProject, result: AuditResult, auditor: Auditor? = nil, sourceLanguage: String,
        targetLanguages: [String]? = nil, listing: Listing = .changes
    ) {
        let auditor = auditor ?? Auditor(configuration: AuditConfiguration(sourceLanguage: sourceLanguage, scope: .all))
        let targets = (targetLanguages ?? project.languages.filter(auditor.isChecked))
            .filter { $0 != sourceLanguage && $0 != LanguageTag.base }
        let targetSet = Set(targets)
        self.sourceLanguage = sourceLanguage
        self.targetLanguages = Array(targetSet).sorted()
        self.listing = listing

        var builder = Builder(sourceLanguage: sourceLanguage, targets: self.targetLanguages, result: result, auditor: auditor)
        var tables: [TableDiff] = []
        var keyCount = 0
        var accessibilityKeyCount = 0
        for table in project.sortedTables {
            let tableTargets = table.languages.filter { targetSet.contains($0) }
            var listed: [KeyDiff] = []
            for key in table.sortedKeys {
                keyCount += 1
                if result.roles[table.id]?[key.key] != nil { accessibilityKeyCount += 1 }
                if let diff = builder.compare(key, in: table, targets: tableTargets, listing: listing) { listed.append(diff) }
            }
            guard !listed.isEmpty else { continue }
            // Accessibility strings first; the sort is stable, so each group stays in key order.
            let ordered = listed.filter(\.isAccessibility) + listed.filter { !$0.isAccessibility }
            tables.append(TableDiff(table: table.id, keys: ordered))
        }
        self.tables = tables
        self.keyCount = keyCount
        self.accessibilityKeyCount = accessibilityKeyCount
        self.summaries = [builder.summaries[sourceLanguage] ?? LanguageSummary(language: sourceLanguage, isSource: true)]
            + self.targetLanguages.map { builder.summaries[$0] ?? LanguageSummary(language: $0, isSource: false) }
        self.accessibilityFindings = builder.accessibilityFindings.mapValues { $0.mapValues(Auditor.sorted) }
        self.sourceTexts = result.sourceTexts
    }

    /// The languages in summary order: the source, then the targets.
    public var languages: [String] { summaries.map(\.language) }

    /// How many keys are listed in ``tables``.
    public var listedKeyCount: Int { tables.reduce(0) { $0 + $1.keys.count } }

    /// The rules with findings on accessibility strings in some language: the registry's rules in
    /// registry order, then any other in id order.
    public var accessibilityRules: [String] {
        var found = Set<String>()
        for byRule in accessibilityFindings.values { found.formUnion(byRule.keys) }
        return RuleRegistry.inReportOrder(found)
    }

    /// The findings on accessibility strings of one language and rule.
    public func accessibilityFindings(language: String, rule: String) -> [Finding] {
        accessibilityFindings[language]?[rule] ?? []
    }
}

extension TranslationDiff {
    /// Compares keys one at a time and counts as it goes.
    struct Builder {
        let sourceLanguage: String
        let result: AuditResult
        let auditor: Auditor
        /// Every finding about a key, by table, key and language.
        let findingsByKey: [FindingKey: [Finding]]
        var summaries: [String: LanguageSummary]
        var accessibilityFindings: [String: [String: [Finding]]] = [:]

        struct FindingKey: Hashable {
            let table: TableID
            let key: String
            let language: String
        }

        init(sourceLanguage: String, targets: [String], result: AuditResult, auditor: Auditor) {
            self.sourceLanguage = sourceLanguage
            self.result = result
            self.auditor = auditor
            var findingsByKey: [FindingKey: [Finding]] = [:]
            for finding in result.findings {
                guard let table = finding.table, let key = finding.key, let language = finding.language else { continue }
                findingsByKey[FindingKey(table: table, key: key, language: language), default: []].append(finding)
            }
            self.findingsByKey = findingsByKey
            var summaries = [sourceLanguage: LanguageSummary(language: sourceLanguage, isSource: true)]
            for target in targets { summaries[target] = LanguageSummary(language: target, isSource: false) }
            self.summaries = summaries
        }

        /// The key compared in each target, counted in the summaries; `nil` when it is not listed.
        mutating func compare(_ key: LocalizationKey, in table: LocalizationTable, targets: [String], listing: Listing) -> KeyDiff? {
            let role = result.roles[table.id]?[key.key]?.role
            let isAccessibility = role != nil
            let sourceValues = Array(auditor.sourceValues(of: key, in: table, source: sourceLanguage))
            let sourceValueLanguage = sourceValues.first?.language ?? sourceLanguage
            let sourceAll = findingsByKey[FindingKey(table: table.id, key: key.key, language: sourceValueLanguage)] ?? []
            let sourceFindings = sourceAll.filter { TranslationStatus(rule: $0.rule) == nil }
            let sourceRules = Set(sourceFindings.map(\.rule))
            if !sourceValues.isEmpty { summaries[sourceLanguage]?.strings.add(isAccessibility: isAccessibility) }
            if isAccessibility { record(sourceAll, language: sourceLanguage) }

            var listedTargets: [TargetDiff] = []
            for language in targets {
                let values = Array(key.values[language] ?? [])
                let findings = findingsByKey[FindingKey(table: table.id, key: key.key, language: language)] ?? []
                if !values.isEmpty { summaries[language]?.strings.add(isAccessibility: isAccessibility) }
                if isAccessibility { record(findings, language: language) }
                let translationFindings = findings.filter { TranslationStatus(rule: $0.rule) != nil }
                let textFindings = findings.filter { TranslationStatus(rule: $0.rule) == nil }
                let statuses = Set(translationFindings.compactMap { TranslationStatus(rule: $0.rule) }).sorted()
                for status in statuses { summaries[language]?.statuses[status, default: StringCount()].add(isAccessibility: isAccessibility) }
                let targetRules = Set(textFindings.map(\.rule))
                let fixed: Set<String> = values.isEmpty
                    ? [] : sourceRules.subtracting(targetRules).filter { judges($0, language: language, values: values, sourceValues: sourceValues) }
                let state = statuses.contains(.needsReview)
                    ? values.first { $0.state.map(TranslationStateRule.unfinishedStates.contains) ?? false }?.state : nil
                let target = TargetDiff(
                    language: language, values: values, statuses: statuses, state: state, translationFindings: translationFindings,
                    newFindings: textFindings.filter { !sourceRules.contains($0.rule) }, fixedRules: RuleRegistry.inReportOrder(fixed))
                if listing == .all || (isAccessibility && target.hasSomethingToSay) { listedTargets.append(target) }
            }
            guard listing == .all || !listedTargets.isEmpty else { return nil }
            return KeyDiff(
                table: table.id, key: key.key, role: role, comment: key.comment, sourceValueLanguage: sourceValueLanguage,
                sourceValues: sourceValues, sourceFindings: sourceFindings, targets: listedTargets)
        }

        /// Counts findings on an accessibility string under its language's summary.
        private mutating func record(_ findings: [Finding], language: String) {
            for finding in findings {
                summaries[language]?.accessibilityFindings[finding.rule, default: 0] += 1
                accessibilityFindings[language, default: [:]][finding.rule, default: []].append(finding)
            }
        }

        /// Whether the audit judged this language's text of the key by a rule, as ``Auditor``
        /// decides it: a language-specific rule needs the language's table, and passes over a
        /// translation that copies the source text.
        private func judges(_ rule: String, language: String, values: [LocalizedString], sourceValues: [LocalizedString]) -> Bool {
            guard let description = RuleRegistry.rule(rule) else { return false }
            let copiesSource = values.allSatisfy { value in sourceValues.contains { $0.variant == value.variant && $0.value == value.value } }
            return Auditor.judges(
                languages: RuleGate(description).languageCodes, profile: Auditor.profile(for: language, source: sourceLanguage),
                isUntranslatedCopy: copiesSource)
        }
    }
}
