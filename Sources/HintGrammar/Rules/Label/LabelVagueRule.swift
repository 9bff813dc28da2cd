/// `label-vague`: "Learn more", "Click here", 「詳しくはこちら」.
struct LabelVagueRule: StringRule {
    static let description = RuleDescription(
        id: "label-vague", name: "Vague label", severity: .warning,
        summary: "An accessibility label says nothing out of context (\"More\", \"Click here\", \"Learn more\").",
        rationale: "VoiceOver users often move through a screen by its links or controls alone, out of context. "
            + "Apple: a label \"makes sense out of context: not 'Click here', 'Learn more', 'More'\".",
        guideline: "App Store VoiceOver evaluation criteria; iOS Accessibility Programming Guide (p.15)",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes))

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile else { return }
        let normalized: String
        switch profile.segmentation {
        case .words:
            let words = context.text.words
            guard !words.isEmpty, !words.contains(where: \.isPlaceholder) else { return }
            normalized = context.text.foldedPhrase
        case .characters:
            let text = context.text
            // "%@ 정보" names something: only a label without a format specifier can be vague.
            guard text.specifiers.isEmpty else { return }
            normalized = String(String.UnicodeScalarView(text.trimmed.unicodeScalars.filter { !TextEdit.isPunctuationOrSpace($0) }))
        }
        guard profile.vagueLabels.contains(normalized) else { return }
        findings.append(context.finding(
            Self.description, "label \(DisplayText.quoted(context.text.trimmed.description)) says nothing out of context; name what it opens or does"))
    }
}
