/// `hint-gesture`: "Double tap to play." → "Plays the song."
struct HintGestureRule: StringRule {
    static let description = RuleDescription(
        id: "hint-gesture", name: "Hint names a gesture", severity: .warning,
        summary: "An accessibility hint names the gesture (tap, swipe, double-tap, 点击, タップ).",
        rationale: "Apple: a hint \"does not name the gesture or action: never 'Tap to play the song', 'Tapping "
            + "purchases the item', 'Swipe to delete the item'\". VoiceOver users activate elements with "
            + "VoiceOver's own gestures, and VoiceOver itself says how.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = GestureMatching.instruction(in: context, requireInstructionForAll: false) else { return }
        let written = context.text.slice(match.start, match.end)
        findings.append(context.finding(
            Self.description, "hint names the gesture '\(written)'; describe only the result, VoiceOver says how to activate"))
    }
}
