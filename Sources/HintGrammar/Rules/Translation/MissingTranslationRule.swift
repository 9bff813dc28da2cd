import StringsParser

/// `missing-translation`: a key of the source language absent in a language the table ships.
struct MissingTranslationRule: KeyRule {
    static let description = RuleDescription(
        id: "missing-translation", name: "Missing translation", severity: .warning,
        summary: "A key of the source language is missing in another language of the same table.",
        rationale: "At run time the system falls back to the development language: a VoiceOver user who reads "
            + "French hears this label or hint in English. Apple: every accessibility string is localized. A regional "
            + "variant of the source language (en-GB) lacking a key is not reported: its users read the source text.",
        guideline: "iOS Accessibility Programming Guide, labels and hints (\"Is localized\")",
        scope: .translation, languages: .all,
        examples: [
            .bad("missing-translation", "fr", .hint, nil, source: "Plays the song."),
            .bad("missing-translation", "ja", .label, nil, source: "Play"),
            .good("missing-translation", "fr", .hint, "Lit la chanson.", source: "Plays the song."),
            .good("missing-translation", "ja", .label, "再生", source: "Play"),
            // A regional variant of the source language falls back to the source's text, which
            // its users read: en-GB tables often hold only the words spelled otherwise.
            .good("missing-translation", "en-GB", .label, nil, source: "Color"),
        ])

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard values == nil, context.key.shouldTranslate, context.otherLanguageTargets.contains(language),
            let source = context.sourceValues.first
        else { return }
        let quoted = DisplayText.quoted(source.value)
        let message = context.isAccessibility
            ? "\"\(context.key.key)\" has no \(language) translation: VoiceOver users in \(language) hear the \(context.sourceLanguage) text \(quoted)"
            : "\"\(context.key.key)\" has no \(language) translation: users see the \(context.sourceLanguage) text \(quoted)"
        var finding = context.finding(Self.description, message, about: source, language: language)
        // The whole key is missing, not one of the source's variants.
        finding.value = nil
        finding.variant = nil
        findings.append(finding)
    }
}
