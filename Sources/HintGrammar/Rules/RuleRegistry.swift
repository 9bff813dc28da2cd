/// Every rule of l10n-ax.
public enum RuleRegistry {
    static let stringRules: [any StringRule] = [
        LabelTrailingPeriodRule(), LabelControlTypeRule(), LabelStateRule(), LabelGestureRule(), LabelCapitalizationRule(),
        LabelLengthRule(), LabelVagueRule(), LabelIdentifierRule(), EmptyValueRule(), WhitespaceRule(),
        HintImperativeRule(), HintGestureRule(), HintControlTypeRule(), HintRepeatsLabelRule(), HintMissingPeriodRule(),
        HintCapitalizationRule(), HintLengthRule(),
    ]

    static let keyRules: [any KeyRule] = [
        MissingTranslationRule(), UntranslatedRule(), TranslationStateRule(), PlaceholderMismatchRule(), ExtraKeyRule(),
        PluralCategoriesRule(),
    ]

    /// Every rule's own description (its examples in no particular language table), in the
    /// order `rules` prints them: what an audit and its reports need, without building every
    /// language table.
    private static let ownDescriptions: [RuleDescription] =
        stringRules.map { type(of: $0).description } + keyRules.map { type(of: $0).description }
        + [FileRules.duplicateKey, FileRules.parseError, CodeRules.unresolvedKey, CodeRules.unlocalizedString, CodeRules.unusedKey]

    private static let ownByID: [String: RuleDescription] = Dictionary(uniqueKeysWithValues: ownDescriptions.map { ($0.id, $0) })

    /// Every rule's description, in the order `rules` prints them; each with its examples from
    /// every language table.
    public static let descriptions: [RuleDescription] = {
        let languageExamples = Dictionary(grouping: LanguageRegistry.profiles.flatMap(\.examples), by: \.rule)
        return ownDescriptions.map { rule in
            var described = rule
            described.examples += languageExamples[rule.id] ?? []
            return described
        }
    }()

    private static let byID: [String: RuleDescription] = Dictionary(uniqueKeysWithValues: descriptions.map { ($0.id, $0) })

    /// The rule with this id, with its examples from every language table.
    public static func description(of id: String) -> RuleDescription? { byID[id] }

    /// The rule with this id, without the language tables' examples (see ``ownDescriptions``).
    static func rule(_ id: String) -> RuleDescription? { ownByID[id] }

    /// What a rule's findings ask to be written, and the edge it judges: what settling a
    /// string's suggestion asks of every finding, without copying its whole description.
    static func fixing(_ id: String) -> (fix: RuleFix, judgedEdge: TextEdge?)? { fixingByID[id] }

    private static let fixingByID: [String: (fix: RuleFix, judgedEdge: TextEdge?)] =
        ownByID.mapValues { (fix: $0.fix, judgedEdge: $0.judgedEdge) }

    /// Every rule id, in the order of ``descriptions``.
    public static let ids: [String] = ownDescriptions.map(\.id)

    /// Rule ids in report order: the registry's in registry order, then any other by id.
    public static func inReportOrder(_ rules: some Sequence<String>) -> [String] {
        let rules = Set(rules)
        guard !rules.isEmpty else { return [] }
        let known = ids.filter { rules.contains($0) }
        return known + rules.subtracting(known).sorted()
    }
}

/// Rules about files rather than strings, fed by the parsers' diagnostics.
enum FileRules {
    static let duplicateKey = RuleDescription(
        id: "duplicate-key", name: "Key defined twice", severity: .warning,
        summary: "A key is defined twice in one file, and the earlier value is silently lost; or a key looks like another "
            + "but its accents are other characters, and code finds only one of them.",
        rationale: "Apple's parser keeps the later value without a word: whoever edits the earlier one sees no "
            + "change in the app, and translators may translate a string that is never used. Look-ups compare a key's "
            + "characters exactly: \"café\" with a composed é and \"café\" with e and a combining accent are two keys, so "
            + "a translation keyed the other way is never shown. A key written twice with the same value loses nothing: "
            + "that is a note (info), that one of the two can go.",
        guideline: "CoreFoundation property list parsing",
        scope: .file, languages: .all, reportsEveryString: true,
        examples: [
            .bad("duplicate-key", "en", .label, nil, file: "\"play\" = \"Play\";\n\"play\" = \"Play now\";\n"),
            // The same value twice loses nothing: a note that one can go.
            .bad("duplicate-key", "de", .label, nil, file: "\"play\" = \"Abspielen\";\n\"play\" = \"Abspielen\";\n"),
            .bad("duplicate-key", "fr", .label, nil, file: "\"caf\u{E9}\" = \"Caf\u{E9}\";\n\"cafe\u{301}\" = \"Un caf\u{E9}\";\n"),
            .good("duplicate-key", "fr", .label, nil, file: "\"caf\u{E9}\" = \"Caf\u{E9}\";\n\"th\u{E9}\" = \"Th\u{E9}\";\n"),
            .good("duplicate-key", "en", .label, nil, file: "\"play\" = \"Play\";\n\"pause\" = \"Pause\";\n"),
            .bad("duplicate-key", "de", .hint, nil, file: "/* Hint */\n\"play\" = \"Spielt ab.\";\n/* Hint */\n\"play\" = \"Spielt das Lied ab.\";\n"),
            .good("duplicate-key", "de", .hint, nil, file: "\"play\" = \"Spielt das Lied ab.\";\n"),
        ])

    /// The diagnostic codes `duplicate-key` reports: a key defined twice in one file, and a key
    /// in another Unicode normalization than one before it.
    static let duplicateKeyCodes: Set<String> = ["duplicate-key", "key-normalization"]

    static let parseError = RuleDescription(
        id: "parse-error", name: "File does not parse", severity: .error,
        summary: "A localization file has a syntax or encoding error.",
        rationale: "Apple's parser rejects a broken strings file whole, or silently stops reading at the mistake: "
            + "every string after it (or in it) shows its raw key, which VoiceOver reads aloud.",
        guideline: "CoreFoundation property list parsing",
        scope: .file, languages: .all, reportsEveryString: true,
        examples: [
            .bad("parse-error", "en", .label, nil, file: "\"play\" = \"Play\"\n\"pause\" = \"Pause\";\n"),
            .bad("parse-error", "en", .label, nil, file: "\"play\" = \"Play\";;\n\"pause\" = \"Pause\";\n"),
            .good("parse-error", "en", .label, nil, file: "/* Play */\n\"play\" = \"Play\";\n"),
            .bad("parse-error", "ja", .label, nil, file: "\"play\" = \"再生;\n"),
            .good("parse-error", "ja", .label, nil, file: "\"play\" = \"再生\";\n"),
        ])
}
