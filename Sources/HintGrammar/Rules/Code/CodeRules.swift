/// Rules about what code and storyboards do with accessibility strings, fed by the source scan.
enum CodeRules {
    static let unresolvedKey = RuleDescription(
        id: "unresolved-key", name: "Key not in any table", severity: .error,
        summary: "Code uses a key as an accessibility label or hint, but no table defines it.",
        rationale: "NSLocalizedString returns the key itself when no table has it: VoiceOver then reads the raw key "
            + "(\"play underscore button underscore hint\") in every language. A key written as its text (\"Run code\") "
            + "is read as written, untranslated in every other language: a warning, and its text is judged as a label or hint.",
        guideline: "iOS Accessibility Programming Guide, labels and hints (\"Is localized\")",
        scope: .code, languages: .all,
        examples: [
            .bad("unresolved-key", "en", .hint, nil, file: "\"play.hint\" = \"Plays the song.\";\n",
                 code: "button.accessibilityHint = NSLocalizedString(\"play.hnt\", comment: \"\")"),
            .good("unresolved-key", "en", .hint, nil, file: "\"play.hint\" = \"Plays the song.\";\n",
                  code: "button.accessibilityHint = NSLocalizedString(\"play.hint\", comment: \"\")"),
            .bad("unresolved-key", "ja", .label, nil, file: "\"Play\" = \"再生\";\n", code: "Image(\"play\").accessibilityLabel(\"Pley\")"),
            .bad("unresolved-key", "en", .hint, nil, file: "\"Play\" = \"Play\";\n", code: "Image(\"play\").help(\"Runs the code.\")"),
            .good("unresolved-key", "ja", .label, nil, file: "\"Play\" = \"再生\";\n", code: "Image(\"play\").accessibilityLabel(\"Play\")"),
        ])

    static let unlocalizedString = RuleDescription(
        id: "unlocalized-string", name: "Accessibility text not localized", severity: .warning,
        summary: "A label or hint is set from a plain string literal, or with Text(verbatim:), so it is never translated.",
        rationale: "Users of every other language hear this text in the language it was written in. Apple: every "
            + "accessibility string \"is localized\". In SwiftUI a literal passed to .accessibilityLabel is a "
            + "LocalizedStringKey (localized); Text(verbatim:) and a UIKit assignment of a literal are not.",
        guideline: "iOS Accessibility Programming Guide, labels and hints (\"Is localized\")",
        scope: .code, languages: .all,
        examples: [
            .bad("unlocalized-string", "en", .label, nil, code: "button.accessibilityLabel = \"Play\""),
            .good("unlocalized-string", "en", .label, nil, file: "\"play\" = \"Play\";\n",
                  code: "button.accessibilityLabel = NSLocalizedString(\"play\", comment: \"\")"),
            .bad("unlocalized-string", "fr", .hint, nil, code: "view.accessibilityHint(Text(verbatim: \"Lit la chanson.\"))"),
            .good("unlocalized-string", "fr", .hint, nil, file: "\"Lit la chanson.\" = \"Lit la chanson.\";\n",
                  code: "view.accessibilityHint(\"Lit la chanson.\")"),
        ])

    static let unusedKey = RuleDescription(
        id: "unused-key", name: "Accessibility key not used", severity: .info,
        summary: "An accessibility key that no scanned code or storyboard uses (reported only when sources were scanned).",
        rationale: "A label or hint no element uses is dead weight for translators, and often the sign of a renamed "
            + "key: the element then reads a different, possibly untranslated, string.",
        guideline: "Localization hygiene",
        scope: .code, languages: .all,
        examples: [
            .bad("unused-key", "en", .hint, nil, file: "\"a11y.play.hint\" = \"Plays the song.\";\n\"a11y.stop.hint\" = \"Stops.\";\n",
                 code: "button.accessibilityHint = NSLocalizedString(\"a11y.play.hint\", comment: \"\")"),
            .good("unused-key", "en", .hint, nil, file: "\"a11y.play.hint\" = \"Plays the song.\";\n",
                  code: "button.accessibilityHint = NSLocalizedString(\"a11y.play.hint\", comment: \"\")"),
            .bad("unused-key", "de", .label, nil, file: "\"a11y.close.label\" = \"Schließen\";\n", code: "let x = 1"),
            .good("unused-key", "de", .label, nil, file: "\"a11y.close.label\" = \"Schließen\";\n",
                  code: "let title = NSLocalizedString(\"a11y.close.label\", comment: \"\")"),
        ])
}
