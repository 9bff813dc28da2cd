/// `empty-value`: an accessibility string whose text is empty.
struct EmptyValueRule: StringRule {
    static let description = RuleDescription(
        id: "empty-value", name: "Empty accessibility string", severity: .warning,
        summary: "An accessibility label, hint or value is empty or only white space.",
        rationale: "An empty label leaves the element unnamed: VoiceOver reads only its type (\"button\"), or skips "
            + "it. Apple: every accessible element has a label, and every accessibility string is localized.",
        guideline: "iOS Accessibility Programming Guide (p.15)",
        scope: .accessibility, languages: .all,
        examples: [
            .bad("empty-value", "en", .label, ""), .bad("empty-value", "fr", .hint, "  "), .bad("empty-value", "ja", .label, "\u{3000}"),
            .good("empty-value", "en", .label, "Play"), .good("empty-value", "ja", .label, "再生"),
            .good("empty-value", "fr", .hint, "Lit la chanson."),
        ])

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard context.text.isBlank else { return }
        let what = context.role.noun
        findings.append(context.finding(
            Self.description, "the \(context.string.language) \(what) is empty: VoiceOver has nothing to read"))
    }
}
