/// `hint-control-type`: "Button that adds a name." → "Adds a name."
struct HintControlTypeRule: StringRule {
    static let description = RuleDescription(
        id: "hint-control-type", name: "Hint names the control type", severity: .warning,
        summary: "An accessibility hint names the control's type (button, slider, ボタン, 按钮).",
        rationale: "VoiceOver announces the type from the element's traits. Apple: a hint \"does not name the control "
            + "type: never 'Button that adds a name', 'Slider that controls the scale'\".",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = context.matches.first(where: { $0.term.kind == .controlType }) else { return }
        let written = context.text.slice(match.start, match.end)
        findings.append(context.finding(
            Self.description, "hint names the control type '\(written)', which VoiceOver already announces; describe the result"))
    }
}
