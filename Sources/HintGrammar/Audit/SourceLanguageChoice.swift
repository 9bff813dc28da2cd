import SourceScanner
import StringsParser

/// Decides each table's source language: the one the other languages translate and are
/// compared with.
///
/// In order: the configured language; a String Catalog's `sourceLanguage`; the development
/// language (the Xcode project's `developmentRegion` or the package's `defaultLocalization`,
/// else English) — among the table's variants of it (`en`, `en-US`, `Base`), the one that agrees
/// with the code and the other languages; when the table has no such variant, the development
/// language itself if a project declares it or the code writes the table's texts (its source
/// text lives in code); else `Base` for a storyboard's table, else the language with more keys
/// than any other; else (languages of equal keys, none of them the source) the development language.
struct SourceLanguageChoice {
    /// The configured source language, which decides for every table.
    let configured: String?
    let regions: DevelopmentRegions
    /// The keys code looks up or writes texts for, by table name.
    let keysInCode: [String: Set<String>]

    /// A variant other than the preferred one is taken only when the preferred one lacks more
    /// than this share of the keys it has: a stale `en.lproj` beside the real `en-US.lproj`, not a
    /// key or two that one variant lacks.
    static let clearMajority = 0.9

    init(configured: String?, code: CodeIndex) {
        self.configured = configured
        self.regions = code.developmentRegions
        var keys: [String: Set<String>] = [:]
        for lookup in code.lookups { keys[lookup.table, default: []].insert(lookup.key) }
        for text in code.defaultTexts { keys[text.table, default: []].insert(text.key) }
        self.keysInCode = keys
    }

    /// The language the project's own texts (code, storyboards) at `path` are written in.
    func developmentLanguage(of path: String) -> String {
        configured ?? regions.language(of: path) ?? "en"
    }

    func sourceLanguage(of table: LocalizationTable) -> String {
        if let configured { return configured }
        if let catalog = table.sourceLanguage { return catalog }
        let declared = regions.language(of: table.id.bundle)
        let development = declared ?? "en"
        let primary = LanguageTag.primaryLanguage(of: development)
        let variants = table.languages.filter { $0 == LanguageTag.base || LanguageTag.primaryLanguage(of: $0) == primary }
        if variants.count == 1 { return variants[0] }
        if !variants.isEmpty { return agreeing(among: variants, in: table, development: development) }
        if declared != nil || keysInCode[table.id.name].map({ !$0.isDisjoint(with: table.keys.keys) }) == true { return development }
        let fromInterfaceBuilder = table.keys.values.contains { key in
            key.values.values.contains { $0.contains { $0.interfaceBuilder != nil } }
        }
        if fromInterfaceBuilder { return LanguageTag.base }
        // A language with more keys than any other is what the others translate; among equals,
        // none is: the source (English by default) is not in the table, and nothing is compared.
        var counts: [String: Int] = [:]
        for key in table.keys.values { for (language, _) in key.values { counts[language, default: 0] += 1 } }
        let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        guard let most = ranked.first, ranked.count == 1 || ranked[1].value < most.value else { return development }
        return most.key
    }

    /// Among several variants of the development language, the one with the most keys the code
    /// looks up (or, when the code looks up none of the table's keys, the most keys another
    /// language has too); the development language itself (else `Base`, else the first) unless
    /// another has a clear majority.
    private func agreeing(among variants: [String], in table: LocalizationTable, development: String) -> String {
        let others = Set(table.languages).subtracting(variants)
        let inCode = keysInCode[table.id.name] ?? []
        let codeDecides = !inCode.isDisjoint(with: table.keys.keys)
        var scores: [String: Int] = [:]
        // By the numbers the table gives its languages: no list of languages made for each key.
        let slots = table.languageSlots
        let otherNumbers = others.compactMap { slots.existingNumber(of: $0) }
        let variantNumbers = variants.compactMap { variant in slots.existingNumber(of: variant).map { (variant, $0) } }
        for key in table.keys.values {
            let agreed = codeDecides ? inCode.contains(key.key) : otherNumbers.contains { key.values.hasValues(number: $0) }
            guard agreed else { continue }
            for (variant, number) in variantNumbers where key.values.hasValues(number: number) { scores[variant, default: 0] += 1 }
        }
        let preferred = variants.contains(development) ? development : variants.contains(LanguageTag.base) ? LanguageTag.base : variants[0]
        let best = variants.max { (scores[$0] ?? 0, $1) < (scores[$1] ?? 0, $0) } ?? preferred
        let preferredScore = Double(scores[preferred] ?? 0)
        return preferredScore < Self.clearMajority * Double(scores[best] ?? 0) ? best : preferred
    }
}
