import StringsParser

/// The languages l10n-ax has tables for, and how a tag finds its table.
public enum LanguageRegistry {
    /// Every language table, by its code: built when a language first needs it, so that a run
    /// builds only the tables of the languages it audits. (`LanguageRegistryTests` checks each
    /// entry's code and letter case against its table.)
    private static let entries: [(code: String, hasLetterCase: Bool, table: @Sendable () -> LanguageProfile)] = [
        ("en", true, { .english }), ("nl", true, { .dutch }), ("fr", true, { .french }), ("de", true, { .german }),
        ("it", true, { .italian }), ("ja", false, { .japanese }), ("ko", false, { .korean }), ("pt", true, { .portuguese }),
        ("ru", true, { .russian }), ("zh-Hans", false, { .simplifiedChinese }), ("es", true, { .spanish }),
        ("zh-Hant", false, { .traditionalChinese }),
        ("tr", true, { .turkish }),
        ("fi", true, { .finnish }),
        ("sv", true, { .swedish }),
        ("nb", true, { .norwegianBokmal }),
        ("pl", true, { .polish }),
        ("cs", true, { .czech }),
        ("ca", true, { .catalan }),
        ("id", true, { .indonesian }),
        ("uk", true, { .ukrainian }),
        ("el", true, { .greek }),
        ("ar", false, { .arabic }),
        ("vi", true, { .vietnamese }),
        ("da", true, { .danish }),
        ("hu", true, { .hungarian }),
        ("sk", true, { .slovak }),
        ("hi", false, { .hindi }),
        ("sl", true, { .slovenian }),
        ("hr", true, { .croatian }),
        ("ms", true, { .malay }),
        ("he", false, { .hebrew }),
        ("ro", true, { .romanian }),
        ("th", false, { .thai }),
        ("te", false, { .telugu }),
        ("kn", false, { .kannada }),
        ("ur", false, { .urdu }),
        ("pa", false, { .punjabi }),
        ("bn", false, { .bengali }),
        ("or", false, { .odia }),
        ("mr", false, { .marathi }),
        ("gu", false, { .gujarati }),
        ("ta", false, { .tamil }),
        ("ml", false, { .malayalam }),
    ]

    /// Every language table (all built).
    public static var profiles: [LanguageProfile] { entries.map { $0.table() } }

    /// The codes of every table.
    public static let supportedCodes: [String] = entries.map(\.code)

    /// The codes of the tables whose script has letter case (where capitalization rules apply).
    public static let codesWithLetterCase: [String] = entries.filter(\.hasLetterCase).map(\.code)

    private static let byCode: [String: @Sendable () -> LanguageProfile] = Dictionary(uniqueKeysWithValues: entries.map { ($0.code, $0.table) })

    /// Whether an entry's code and letter case are its table's.
    static var entriesMatchTables: Bool {
        entries.allSatisfy { entry in
            let table = entry.table()
            return table.code == entry.code && table.hasLetterCase == entry.hasLetterCase
        }
    }

    /// Norwegian tags without a table of their own, judged by Bokmål's.
    private static let norwegianWithoutTable: Set<String> = ["no", "nn"]

    /// A written standard judged by the table of another of its language's (Nynorsk by
    /// Bokmål's). The two share their words for gestures, controls and states, and a command
    /// reads as one in both ("Slett"); but their verbs conjugate otherwise (Bokmål «sletter»,
    /// «endrer»; Nynorsk «slettar», «endrar»), so the table's verb forms are not suggested in it.
    public struct OtherStandard: Sendable {
        /// Its verbs whose present tense is written as the table's command (Nynorsk «legg», «les»,
        /// «skriv»): a hint that opens with one may be in the present tense, as a hint should.
        public let presentsWrittenAsCommands: Set<String>
    }

    /// The written standards judged by another's table, by their language code.
    private static let otherStandards: [String: OtherStandard] = ["nn": .nynorsk]

    /// What sets `tag` apart from the table it is judged by, when that is another written
    /// standard's (Nynorsk, judged by Bokmål's); nil for a language judged by its own.
    public static func otherStandard(of tag: String) -> OtherStandard? {
        otherStandards[LanguageTag.primaryLanguage(of: tag)]
    }

    /// Subtags (a script, or a region where it is the usual one) of tags whose language is written
    /// in another script than its table's: Punjabi in Shahmukhi (`pa-Arab`, `pa-PK`) is not the
    /// Gurmukhi table's; only the rules of every language, with its script's full stop, judge it.
    private static let otherScriptSubtags: [String: Set<String>] = ["pa": ["Arab", "PK"]]

    /// Regions whose Chinese is written in traditional characters.
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

    /// Builds the tables of `tags` (one after the other, on the calling thread), and what their
    /// hint judgement makes on first use (``LanguageProfile/prepareHintForm()``), ahead of their
    /// first use: called on a thread of its own while files are read, it spares the audit's
    /// threads from waiting on each other to build the same table. `Base` stands for English,
    /// as in the audit. Returns the codes of the tables, each once, in the order built.
    @discardableResult
    public static func buildTables(for tags: some Sequence<String>) -> [String] {
        var built: [String] = []
        for tag in tags {
            guard let table = profile(for: tag == LanguageTag.base ? "en" : tag), !built.contains(table.code) else { continue }
            table.prepareHintForm()
            built.append(table.code)
        }
        return built
    }

    /// The table for a language tag, falling back through its parents and its script:
    /// `en-GB` → `en`, `zh-HK` → `zh-Hant`, `zh-Hant-TW` → `zh-Hant`, `zh-CN` → `zh-Hans`,
    /// `pt-BR` → `pt`, `es-419` → `es`; Norwegian (`no`, `no-NO`) and Nynorsk (`nn`), which have
    /// no table of their own, → Bokmål's (`nb`); Punjabi in Shahmukhi (`pa-Arab`) → none.
    /// `nil` when there is none.
    public static func profile(for tag: String) -> LanguageProfile? {
        let subtags = tag.split(separator: "-").map(String.init)
        if let first = subtags.first, let other = otherScriptSubtags[first], subtags.dropFirst().contains(where: other.contains) { return nil }
        var current: String? = tag
        while let candidate = current {
            if let table = byCode[candidate] ?? (norwegianWithoutTable.contains(candidate) ? byCode["nb"] : nil) { return table() }
            current = LanguageTag.parent(of: candidate)
        }
        guard subtags.first == "zh" else { return nil }
        if subtags.contains("Hant") || subtags.contains(where: traditionalChineseRegions.contains) { return byCode["zh-Hant"]?() }
        return byCode["zh-Hans"]?()
    }
}
