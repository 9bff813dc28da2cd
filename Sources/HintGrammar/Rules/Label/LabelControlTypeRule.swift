/// `label-control-type`: "Play button" → "Play"; 「再生ボタン」 → 「再生」.
struct LabelControlTypeRule: StringRule {
    static let description = RuleDescription(
        id: "label-control-type", name: "Label names the control type", severity: .warning,
        summary: "An accessibility label contains the control's type (button, slider, ボタン, 按钮).",
        rationale: "VoiceOver announces the type from the element's traits, so \"Play button\" is read \"Play button, "
            + "button\". Apple: \"Does not contain the control type: 'Add', not 'Add button'.\"",
        guideline: "iOS Accessibility Programming Guide, labels (p.15); App Store VoiceOver evaluation criteria",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes))

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = context.matches.first(where: { $0.term.kind == .controlType }) else { return }
        let text = context.text
        let written = text.slice(match.start, match.end)
        // A safe fix only when the type word ends the label and something remains before it.
        var fix: String?
        let before = TextEdit.trimmingTrailingSeparators(text.slice(text.trimmedStart, match.start))
        if TextEdit.isBlankOrPunctuation(text.slice(match.end, text.trimmedEnd)), !before.isEmpty {
            fix = before
        }
        let instead = fix.map { "; write \(DisplayText.quoted($0))" } ?? ""
        findings.append(context.finding(
            Self.description, "label names the control type '\(written)', which VoiceOver already announces\(instead)", fix: fix))
    }
}
