/// `hint-capitalization`: "plays the song." → "Plays the song."
struct HintCapitalizationRule: StringRule {
    static let description = RuleDescription(
        id: "hint-capitalization", name: "Hint starts in lower case", severity: .warning,
        summary: "An accessibility hint in a language with letter case begins with a lower-case letter.",
        rationale: "Apple: a hint \"begins with a capital letter and ends with a period\", so VoiceOver reads it "
            + "with the right inflection.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.codesWithLetterCase), judgedEdge: .start, fix: .safe)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let issue = Capitalization.lowercaseStart(context) else { return }
        findings.append(context.finding(
            Self.description, "hint starts with the lower-case '\(issue.word)'; begin with a capital letter", fix: issue.fix))
    }
}
