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
        // The purpose put in the table's present tense: not in another written standard's.
        let fix = context.suggestsVerbForms ? context.profile.flatMap { Self.withoutGesture(context.text, match, profile: $0) } : nil
        findings.append(context.finding(
            Self.description, "hint names the gesture '\(written)'; describe only the result, VoiceOver says how to activate", fix: fix))
    }

    /// The hint without its gesture, where the gesture opens it and a purpose follows: what the
    /// purpose says, in the descriptive form ("Double tap to open the list." → "Opens the list.",
    /// 「ダブルタップして一覧を開きます。」 → 「一覧を開きます。」). Nil when anything else stands between
    /// the gesture and its purpose, when the purpose's verb cannot be put in the descriptive form
    /// in place (see ``HintImperativeRule/rewritten(_:_:profile:)``), or, in a language whose
    /// verbs show the person, when the purpose does not begin with a verb.
    static func withoutGesture(_ text: AnalyzedText, _ match: TermMatch, profile: LanguageProfile) -> String? {
        guard TextEdit.isBlankOrPunctuation(text.slice(text.trimmedStart, match.start)) else { return nil }
        let purposeStart: Int
        switch profile.segmentation {
        case .words:
            guard let marker = text.words.first(where: { $0.start >= match.end }), profile.purposeMarkers.contains(marker.folded),
                text.slice(match.end, marker.start).unicodeScalars.allSatisfy({ $0 == "," || TextScanning.isWhitespace($0) })
            else { return nil }
            purposeStart = marker.end
        case .characters:
            let rest = text.slice(match.end, text.utf8.count)
            guard let marker = profile.purposeMarkers.filter({ rest.hasPrefix($0) }).max(by: { $0.utf8.count < $1.utf8.count }) else { return nil }
            purposeStart = match.end + marker.utf8.count
        }
        let purpose = String(text.slice(purposeStart, text.utf8.count).drop { TextScanning.isWhitespace($0.unicodeScalars.first!) })
        guard !TextEdit.isBlankOrPunctuation(purpose) else { return nil }
        let analyzed = profile.analyze(purpose)
        var result: String
        if let form = profile.hintForm(analyzed) {
            guard let rewritten = HintImperativeRule.rewritten(analyzed, form, profile: profile) else { return nil }
            result = rewritten
        } else {
            // Verbs that do not show the person (Chinese, Japanese) describe as they are.
            guard profile.segmentation == .characters || profile.verbPosition == .last else { return nil }
            result = purpose
        }
        if profile.hasLetterCase, let first = result.first, first.isLowercase {
            result = profile.capitalizingFirstLetter(result)
        }
        return result
    }
}
