import StringsParser

/// The languages l10n-ax has tables for, and how a tag finds its table.
public enum LanguageRegistry {
    /// Every language table.
    public static let profiles: [LanguageProfile] = [
        .english, .dutch, .french, .german, .italian, .japanese, .korean, .portuguese, .russian, .simplifiedChinese,
        .spanish, .traditionalChinese,
    ]

    /// The codes of every table.
    public static let supportedCodes: [String] = profiles.map(\.code)

    /// The codes of the tables whose script has letter case (where capitalization rules apply).
    public static let codesWithLetterCase: [String] = profiles.filter(\.hasLetterCase).map(\.code)

    private static let byCode: [String: LanguageProfile] = Dictionary(uniqueKeysWithValues: profiles.map { ($0.code, $0) })

    /// Regions whose Chinese is written in traditional characters.
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

    /// The table for a language tag, falling back through its parents and its script:
    /// `en-GB` → `en`, `zh-HK` → `zh-Hant`, `zh-Hant-TW` → `zh-Hant`, `zh-CN` → `zh-Hans`,
    /// `pt-BR` → `pt`, `es-419` → `es`. `nil` when there is none.
    public static func profile(for tag: String) -> LanguageProfile? {
        var current: String? = tag
        while let candidate = current {
            if let profile = byCode[candidate] { return profile }
            current = LanguageTag.parent(of: candidate)
        }
        let subtags = tag.split(separator: "-").map(String.init)
        guard subtags.first == "zh" else { return nil }
        if subtags.contains("Hant") || subtags.contains(where: traditionalChineseRegions.contains) { return byCode["zh-Hant"] }
        return byCode["zh-Hans"]
    }
}
