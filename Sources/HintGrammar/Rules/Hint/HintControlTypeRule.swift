/// `hint-control-type`: "Button that adds a name." → "Adds a name."
struct HintControlTypeRule: StringRule {
    static let description = RuleDescription(
        id: "hint-control-type", name: "Hint names the control type", severity: .warning,
        summary: "An accessibility hint names the control's type (button, slider, ボタン, 按钮) as what the element is, not what it acts on.",
        rationale: "VoiceOver announces the type from the element's traits. Apple: a hint \"does not name the control "
            + "type: never 'Button that adds a name', 'Slider that controls the scale'\". Another element the hint "
            + "acts on (\"Clears the search field.\") is the result it describes.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile,
            let match = context.matches.first(where: { $0.term.kind == .controlType && Self.namesTheElement($0, in: context.text, profile: profile) })
        else { return }
        let written = context.text.slice(match.start, match.end)
        findings.append(context.finding(
            Self.description, "hint names the control type '\(written)', which VoiceOver already announces; describe the result"))
    }

    /// Whether a control type names the element itself: where the verb comes first, the type
    /// opens the hint, after determiners at most ("Button that adds a name.", "This button adds…");
    /// after the verb it is what the element acts on ("Clears the search field.", "Expands the
    /// text field."). Where the verb comes last, unspaced tables leave the object forms out of
    /// their terms (「ボタンを表示」).
    static func namesTheElement(_ match: TermMatch, in text: AnalyzedText, profile: LanguageProfile) -> Bool {
        guard profile.verbPosition == .first else {
            // Spaced, verb last (Turkish, Hindi): subject and object both come before the verb,
            // so the type names the element where it ends the hint ("Ad ekleyen düğme.") or
            // follows a demonstrative ("यह बटन …"); before the verb alone it may be its object
            // ("खोज फ़ील्ड साफ़ करता है।": clears the search field).
            guard profile.segmentation == .words, let wordIndex = match.wordIndex else { return true }
            if TextEdit.isBlankOrPunctuation(text.slice(match.end, text.trimmedEnd)) { return true }
            return wordIndex > 0 && text.words[..<wordIndex].allSatisfy { profile.determiners.contains($0.folded) }
        }
        if var wordIndex = match.wordIndex {
            // A type word joined to the words before it by hyphens is the head of one compound
            // noun ("Teilen-Taste, die …", "Auswahl-Knopf"): the compound opens the hint.
            while wordIndex > 0, text.slice(text.words[wordIndex - 1].end, text.words[wordIndex].start) == "-" { wordIndex -= 1 }
            return text.words[..<wordIndex].allSatisfy { profile.determiners.contains($0.folded) }
        }
        let before = String(text.slice(0, match.start).filter { !$0.isWhitespace })
        return before.isEmpty || profile.determiners.contains(before)
    }
}
