/// `hint-missing-period`: "Plays the song" → "Plays the song."; 「曲を再生します．」 → 「曲を再生します。」
struct HintMissingPeriodRule: StringRule {
    static let description = RuleDescription(
        id: "hint-missing-period", name: "Hint without its full stop", severity: .warning,
        summary: "An accessibility hint does not end with its language's full stop, or ends with the wrong one.",
        rationale: "Apple: a hint \"begins with a capital letter and ends with a period, even though it is a phrase\", "
            + "so that VoiceOver reads it with the inflection of a statement. Japanese and Chinese end with 「。」.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .never, isMechanical: true, judgedEdge: .end, fix: .safe)

    /// Endings that are not a full stop but that a hint may legitimately have.
    static let otherEndings: [String] = ["?", "!", "…", "...", "？", "！", "⋯"]

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile else { return }
        let text = context.text
        let end = text.significantEnd
        guard end > text.trimmedStart else { return }
        if text.endsWith(profile.fullStop) {
            // "..." ends with "." too; an ellipsis is not a full stop but may end a hint.
            return
        }
        if Self.otherEndings.contains(where: { text.endsWith($0) }) { return }
        let closing = text.slice(end, text.trimmedEnd)
        if let wrong = profile.otherFullStops.first(where: { text.endsWith($0) }) {
            let fixed = text.slice(0, end - wrong.utf8.count) + profile.fullStop + closing
            findings.append(context.finding(
                Self.description, "hint ends with '\(wrong)'; \(profile.name) hints end with '\(profile.fullStop)'", fix: fixed))
            return
        }
        // English puts the period inside closing quotation marks; a parenthesis, and in Chinese
        // and Japanese any closing bracket or quote, comes before the full stop, unless the
        // brackets wrap the whole hint (「播放歌曲。」).
        let wrappedWhole = (text.firstSignificantScalar?.offset ?? text.trimmedStart) > text.trimmedStart
        let stopGoesLast = !wrappedWhole && (profile.segmentation == .characters || closing.hasPrefix(")"))
        let fixed = stopGoesLast
            ? text.slice(0, text.trimmedEnd) + profile.fullStop
            : text.slice(0, end) + profile.fullStop + closing
        findings.append(context.finding(
            Self.description, "hint does not end with '\(profile.fullStop)'", fix: fixed))
    }
}
