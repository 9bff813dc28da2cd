/// `hint-imperative`: "Play the song." → "Plays the song."; 「曲を再生してください。」 → 「曲を再生します。」
struct HintImperativeRule: StringRule {
    static func firstWord(_ text: String) -> Substring {
        Substring(text.lowercased()).split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }).first ?? ""
    }

    static let description = RuleDescription(
        id: "hint-imperative", name: "Hint is a command", severity: .warning,
        summary: "An accessibility hint is written as a command or request instead of describing the result.",
        rationale: "Apple: a hint \"begins with a verb and omits the subject … in the third person singular, not the "
            + "imperative: 'Plays the song.', not 'Play the song.'\" An imperative sounds like an order; imagine "
            + "telling a friend \"Tapping this control plays the song\": the second half is the hint.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes))

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile, let issue = profile.hintForm(context.text) else { return }
        // "Save saves your edits." after the label "Save": the label repeated as the subject,
        // which hint-repeats-label reports; the word is not a command.
        if let label = context.label {
            let labelWord = Self.firstWord(label)
            let words = context.words
            if labelWord == Self.firstWord(issue.words), words.count > 1, words[1].folded != labelWord,
                words[1].folded.hasPrefix(labelWord)
            {
                return
            }
        }
        // "Tippen Sie …", "Toque em …": a command that is a gesture is reported once, by
        // hint-gesture, when both start with the same word.
        let issueWord = Self.firstWord(issue.words)
        if context.matches.contains(where: { match in
            [.gesture, .leadingGesture, .instructionGesture].contains(match.term.kind)
                && Self.firstWord(context.text.slice(match.start, match.end)) == issueWord
        }) && GestureMatching.instruction(in: context, requireInstructionForAll: false) != nil {
            return
        }
        let words = "'\(issue.words)'"
        // The suggestion replaces the words shown; where they stand depends on the language
        // (an English verb opens the hint, a Japanese one ends it).
        let instead = issue.suggestion.map { ": '\($0)'" } ?? ""
        let message: String
        switch issue.kind {
        case .imperative:
            message = "hint is a command (\(words)); describe the result instead\(instead)"
        case .infinitive:
            message = "hint is an infinitive (\(words)); describe the result in the third person\(instead)"
        case .request:
            message = "hint asks the user (\(words)); describe what happens instead\(instead)"
        case .negativeCommand:
            message = "hint is a prohibition (\(words)); describe what the element does\(instead)"
        case .addressesUser:
            message = "hint addresses the user (\(words)); omit the subject and start with the verb\(instead)"
        case .notAVerb:
            message = "hint starts with \(words), not a verb; describe the result, starting with the verb\(instead)"
        }
        findings.append(context.finding(Self.description, message, severity: issue.severity))
    }
}
