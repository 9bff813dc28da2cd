import StringsParser

/// `untranslated`: a translation identical to the source text.
struct UntranslatedRule: KeyRule {
    static let description = RuleDescription(
        id: "untranslated", name: "Untranslated text", severity: .warning,
        summary: "A translation is identical to the source language's text.",
        rationale: "A value copied from the source language is read to VoiceOver users in a language they may not "
            + "speak, with the wrong voice. Numbers, symbols, format specifiers alone, regional variants of the "
            + "source language (en-GB) and allow-listed words (brand names, \"OK\") are not reported; a single "
            + "identical word (\"Podcast\", \"Start\") is often right, and is reported as info only.",
        guideline: "iOS Accessibility Programming Guide (\"Is localized\")",
        scope: .translation, languages: .all,
        examples: [
            .bad("untranslated", "fr", .hint, "Plays the song.", source: "Plays the song."),
            .bad("untranslated", "de", .label, "Add to playlist", source: "Add to playlist"),
            .good("untranslated", "fr", .hint, "Lit la chanson.", source: "Plays the song."),
            .good("untranslated", "en-GB", .hint, "Plays the song.", source: "Plays the song."),
            .good("untranslated", "de", .label, "%@ / %@", source: "%@ / %@"),
            .good("untranslated", "ja", .value, "100 %", source: "100 %"),
        ])

    func check(_ context: KeyContext, into findings: inout [Finding]) {
        guard context.key.shouldTranslate else { return }
        let sourcePrimary = LanguageTag.primaryLanguage(of: context.sourceLanguage)
        for language in context.targetLanguages {
            guard LanguageTag.primaryLanguage(of: language) != sourcePrimary, let values = context.key.values[language] else { continue }
            for value in values {
                guard value.state != "new", value.state != "needs_review", !value.isImplicitSource,
                    let source = context.sourceValue(forVariant: value.variant), source.value == value.value
                else { continue }
                guard !context.configuration.untranslatedAllowlist.contains(value.value.trimmingSpaces()) else { continue }
                let words = AnalyzedText(value.value).realWords
                guard words.contains(where: { word in word.folded.unicodeScalars.contains { $0.properties.isAlphabetic } }) else { continue }
                let severity: Severity = words.count >= 2 ? Self.description.severity : .info
                // A single identical word of a string outside accessibility is too often right to mention.
                if severity == .info, !context.isAccessibility { continue }
                let audience = context.isAccessibility ? "VoiceOver reads it to \(language) users" : "\(language) users see it"
                findings.append(context.finding(
                    Self.description, "the \(language) text is the \(context.sourceLanguage) text, untranslated: \(audience) as is",
                    about: value, severity: severity))
            }
        }
    }
}

extension String {
    /// Without leading and trailing white space.
    func trimmingSpaces() -> String { String(AnalyzedText(self).trimmed) }
}
