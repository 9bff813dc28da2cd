/// `label-trailing-period`: "Play." → "Play".
struct LabelTrailingPeriodRule: StringRule {
    static let description = RuleDescription(
        id: "label-trailing-period", name: "Label ends with a period", severity: .warning,
        summary: "An accessibility label ends with a full stop.",
        rationale: "A label is not a sentence, and VoiceOver reads a final period as the end of one, with the "
            + "falling inflection of a statement. Apple: \"Does not end with a period.\"",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .never, isMechanical: true, judgedEdge: .end, fix: .safe)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        // Several sentences are static text read as written, where the period belongs.
        guard let profile = context.profile, !context.text.hasSeveralSentences else { return }
        let text = context.text
        let end = text.significantEnd
        guard end > text.trimmedStart else { return }
        for stop in [profile.fullStop] + profile.otherFullStops where text.endsWith(stop) {
            let stopStart = end - stop.utf8.count
            guard !isAbbreviationOrEllipsis(text, stopStart: stopStart, profile: profile) else { return }
            let fixed = text.slice(0, stopStart) + text.slice(end, text.utf8.count)
            findings.append(context.finding(
                Self.description, "label ends with '\(stop)': a label is not a sentence",
                fix: fixed))
            return
        }
    }

    /// "etc.", "No.", "U.S.", "Loading..." and "…" end legitimately with a period.
    private func isAbbreviationOrEllipsis(_ text: AnalyzedText, stopStart: Int, profile: LanguageProfile) -> Bool {
        let bytes = text.utf8
        if stopStart > text.trimmedStart, bytes[stopStart - 1] == UInt8(ascii: ".") { return true }
        // Several words before the period: "z. B.", "d. h.".
        let before = profile.phraseAbbreviations.isEmpty ? "" : text.slice(text.trimmedStart, stopStart).lowercased()
        for abbreviation in profile.phraseAbbreviations {
            guard before.hasSuffix(abbreviation) else { continue }
            let preceding = before.dropLast(abbreviation.count).last
            if preceding.map({ !$0.isLetter }) ?? true { return true }
        }
        guard let last = text.words.last(where: { $0.end <= stopStart }), last.end == stopStart else { return false }
        if profile.abbreviations.contains(last.folded) { return true }
        // A single letter after another period: an initialism such as "U.S.".
        if last.end - last.start == 1, last.start > text.trimmedStart, bytes[last.start - 1] == UInt8(ascii: ".") { return true }
        return false
    }
}
