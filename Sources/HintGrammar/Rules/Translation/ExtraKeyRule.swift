import StringsParser

/// `extra-key`: a key only in a translation.
struct ExtraKeyRule: KeyRule {
    static let description = RuleDescription(
        id: "extra-key", name: "Key only in a translation", severity: .warning,
        summary: "A key exists in a translation but not in the source language of the same table.",
        rationale: "The key is obsolete (its source was removed or renamed) or misspelt: the translation is never "
            + "used, and the string that code asks for may be missing.",
        guideline: "Localization hygiene; compare-locales reports the same as \"obsolete\"",
        scope: .translation, languages: .all,
        examples: [
            .bad("extra-key", "fr", .label, "Lecture", source: nil),
            .good("extra-key", "fr", .label, "Lecture", source: "Play"),
            .bad("extra-key", "ja", .hint, "曲を再生します。", source: nil),
            .good("extra-key", "ja", .hint, "曲を再生します。", source: "Plays the song."),
        ])

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard let value = values?.first, context.sourceValues.isEmpty, context.sourceTableExists else { return }
        findings.append(context.finding(
            Self.description, "\"\(context.key.key)\" is in \(language) but not in the source language \(context.sourceLanguage): obsolete or misspelt",
            about: value))
    }
}
