import StringsParser

/// `plural-categories`: a plural rule (`.stringsdict`) or plural variation (String Catalog)
/// without a category its language uses, or with one it never uses.
struct PluralCategoriesRule: KeyRule {
    static let description = RuleDescription(
        id: "plural-categories", name: "Plural categories that do not fit the language", severity: .warning,
        summary: "A plural variant set lacks a category its language needs (Russian few, Arabic two), or has one the language never uses.",
        rationale: "Apple picks a plural variant by the language's CLDR rules and falls back to `other` when the "
            + "category is missing: a Russian count without `few` reads \"2 файлов\", a German one without `one` "
            + "\"1 Dateien\", and VoiceOver says it that way. A category the language does not use (Japanese `one`) "
            + "is never shown. `zero`, which Apple uses for 0 in any language, is never reported, nor a plural that "
            + "copies the source's in words, which is untranslated (the untranslated rule says so).",
        guideline: "Apple, \"Localizing strings that contain plurals\" (stringsdict); Unicode CLDR language plural rules",
        scope: .translation, languages: .all, reportsEachLanguage: true,
        examples: [
            .bad("plural-categories", "ru", .label, nil, plural: ["one": "%d файл", "other": "%d файлов"]),
            .bad("plural-categories", "de", .label, nil, plural: ["other": "%d Dateien"]),
            .bad("plural-categories", "ja", .label, nil, plural: ["one": "%d 件のファイル", "other": "%d 件のファイル"]),
            .bad("plural-categories", "ar", .label, nil, plural: ["one": "ملف واحد", "other": "%d ملف"]),
            .good("plural-categories", "ru", .label, nil, plural: ["one": "%d файл", "few": "%d файла", "other": "%d файлов"]),
            .good("plural-categories", "ru", .label, nil, plural: ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]),
            // Whole numbers never reach Russian `other`: `one`, `few` and `many` are all a count needs.
            .good("plural-categories", "ru", .label, nil, plural: ["one": "%d файл", "few": "%d файла", "many": "%d файлов"]),
            .bad("plural-categories", "ru", .label, nil, plural: ["one": "%d файл", "few": "%d файла"]),
            .good("plural-categories", "de", .label, nil, plural: ["one": "%d Datei", "other": "%d Dateien"]),
            .good("plural-categories", "de", .label, nil, plural: ["zero": "Keine Datei", "one": "%d Datei", "other": "%d Dateien"]),
            // French `many` is for exact millions; Czech `many` for decimals.
            .good("plural-categories", "fr", .label, nil, plural: ["one": "%d fichier", "other": "%d fichiers"]),
            .good("plural-categories", "cs", .label, nil, plural: ["one": "%d soubor", "few": "%d soubory", "other": "%d souborů"]),
            .bad("plural-categories", "cs", .label, nil, plural: ["one": "%.1f souboru", "few": "%.1f soubory", "other": "%.1f souborů"]),
            .good("plural-categories", "ja", .label, nil, plural: ["other": "%d 件のファイル"]),
        ])

    /// Only a key with variants in some language, found without building a list of its languages.
    func mayFind(in key: LocalizationKey, sourceValues: LanguageStrings) -> Bool {
        key.values.contains { $0.value.contains { $0.variant != nil } }
    }

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard let values else { return }
        // A copy of the source's variants in words is not translated yet (which `untranslated`
        // reports as a warning): its categories are the source language's, no flaw of their own.
        // A copied word or two ("%d degrees", which `untranslated` only mentions) is reported here.
        let copiesSource = values.allSatisfy { value in
            context.sourceValues.contains { $0.variant == value.variant && $0.value == value.value }
        }
        guard !copiesSource || !values.contains(where: { $0.variant != nil && WordCount.lettered(in: $0.value) >= 2 }) else { return }
        check(context, language: language, values: values, into: &findings)
    }

    func checkSource(_ context: KeyContext, into findings: inout [Finding]) {
        guard !context.sourceValues.contains(where: \.isImplicitSource) else { return }
        check(context, language: context.sourceLanguage, values: context.sourceValues, into: &findings)
    }

    private func check(_ context: KeyContext, language: String, values: LanguageStrings, into findings: inout [Finding]) {
        guard language != LanguageTag.base, let categories = PluralCategories.of(language) else { return }
        for rule in PluralVariants.rules(in: values) {
            let present = Set(rule.variants.keys)
            let missing = categories.missing(in: present, wholeNumbers: rule.countsWholeNumbers)
            // Where the rule is written: its `other`, else its first variant.
            let anchor = rule.variants["other"] ?? rule.variants[PluralCategories.order.first { present.contains($0) } ?? ""] ?? values[0]
            if !missing.isEmpty {
                let name = rule.name.map { " \($0)" } ?? ""
                let message = present.contains("other")
                    ? "the \(language) plural\(name) lacks \(Self.list(missing)), which \(language) uses; those counts take the `other` text "
                        + "(\(DisplayText.quoted(rule.variants["other"]!.value)))"
                    : "the \(language) plural\(name) lacks \(Self.list(missing)), which \(language) uses, and `other`, which Apple falls "
                        + "back to: those counts have no text"
                findings.append(context.finding(Self.description, message, about: anchor, language: language))
            }
            let unused = PluralCategories.order.filter { present.contains($0) && !categories.all.contains($0) && $0 != "zero" }
            if !unused.isEmpty, let first = rule.variants[unused[0]] {
                findings.append(context.finding(
                    Self.description,
                    "the \(language) plural\(rule.name.map { " \($0)" } ?? "") has \(Self.list(unused)), which \(language) never uses: no count shows \(unused.count == 1 ? "it" : "them")",
                    about: first, language: language, severity: .info))
            }
        }
    }

    private static func list(_ categories: [String]) -> String {
        let quoted = categories.map { "`\($0)`" }
        return quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}

/// The plural rules among one language's variants of a key: the variants whose path ends with a
/// plural category (`n.one`, `plural.few`, `substitutions.count.plural.other`), by the path
/// before it.
struct PluralVariants {
    /// The variable (`n`, `count`), or nil for a String Catalog's own plural variation.
    let name: String?
    let variants: [String: LocalizedString]
    /// Whether the count is a whole number: no variant formats a decimal (`%f`, `%.1f`, `%g`).
    let countsWholeNumbers: Bool

    static func rules(in values: LanguageStrings) -> [PluralVariants] {
        var groups: [String: [String: LocalizedString]] = [:]
        var order: [String] = []
        for value in values {
            guard let variant = value.variant, let dot = variant.lastIndex(of: ".") else { continue }
            let category = String(variant[variant.index(after: dot)...])
            guard PluralCategories.order.contains(category) else { continue }
            let prefix = String(variant[..<dot])
            if groups[prefix] == nil { order.append(prefix) }
            groups[prefix, default: [:]][category] = value
        }
        return order.compactMap { prefix in
            guard let variants = groups[prefix], variants["other"] != nil || variants.count >= 2 else { return nil }
            let components = prefix.split(separator: ".").map(String.init)
            // A catalog's `plural` variation has no name, its `substitutions.count.plural` the
            // substitution's; a `.stringsdict` rule is named by its variable (`n`).
            let name: String?
            if components.last == "plural" {
                name = components.count >= 3 && components[components.count - 3] == "substitutions" ? components[components.count - 2] : nil
            } else {
                name = components.last
            }
            let decimal = variants.values.contains { value in
                value.valueContainsPercent && FormatSpecifierScanner.scan(value.value).contains { $0.type == .floatingPoint }
            }
            return PluralVariants(name: name, variants: variants, countsWholeNumbers: !decimal)
        }
    }
}
