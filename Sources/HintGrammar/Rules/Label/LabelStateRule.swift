/// `label-state`: "Wi-Fi, selected" → "Wi-Fi".
struct LabelStateRule: StringRule {
    static let description = RuleDescription(
        id: "label-state", name: "Label names a state", severity: .warning,
        summary: "An accessibility label ends (or starts) with a state such as selected or checked.",
        rationale: "VoiceOver announces states from traits and values; a label that carries one is read twice or goes "
            + "stale when the state changes. Apple: labels do not contain the state, which comes from traits.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        let text = context.text
        for match in context.matches where match.term.kind == .state {
            let before = text.slice(text.trimmedStart, match.start)
            let after = text.slice(match.end, text.significantEnd)
            let wholeLabel = TextEdit.isBlankOrPunctuation(before) && TextEdit.isBlankOrPunctuation(after)
            // A state at either end, set off by punctuation ("Wi-Fi, selected", "Selected: Wi-Fi"),
            // and not a word inside a phrase ("Show selected photos").
            let atEnd = TextEdit.isBlankOrPunctuation(after) && TextEdit.endsWithSeparator(before, segmentation: context.profile?.segmentation)
            let atStart = TextEdit.isBlankOrPunctuation(before) && TextEdit.startsWithSeparator(after)
            guard wholeLabel || atEnd || atStart else { continue }
            // Beside nothing but a count ("%lld selected", "Выбрано: %lld"), a state word counts
            // selected items: content, not this element's state.
            let others = text.words.filter { $0.end <= match.start || $0.start >= match.end }
            if !others.isEmpty, others.allSatisfy({ $0.isPlaceholder || $0.folded.allSatisfy(\.isNumber) }) { continue }
            let written = text.slice(match.start, match.end)
            var fix: String?
            if atEnd, !wholeLabel {
                let kept = TextEdit.trimmingTrailingSeparators(before)
                if !kept.isEmpty { fix = kept }
            }
            findings.append(context.finding(
                Self.description, "label contains the state '\(written)': VoiceOver announces states from traits and values", fix: fix,
                applicability: .safe))
            return
        }
    }
}
