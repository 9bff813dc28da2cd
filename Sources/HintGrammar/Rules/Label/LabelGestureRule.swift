/// `label-gesture`: "Tap to play" → "Play".
struct LabelGestureRule: StringRule {
    static let description = RuleDescription(
        id: "label-gesture", name: "Label names a gesture", severity: .warning,
        summary: "An accessibility label tells the user to tap, swipe or click.",
        rationale: "VoiceOver users activate elements with VoiceOver's own gestures (a double tap, not a tap), so "
            + "an instruction to tap misleads them, and a label should name the element, not instruct.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15) and hints (p.16)",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .anyShape, fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = GestureMatching.instruction(in: context, requireInstructionForAll: true) else { return }
        let written = context.text.slice(match.start, match.end)
        findings.append(context.finding(
            Self.description, "label tells the user to '\(written)': VoiceOver users do not make that gesture; name the element instead"))
    }
}

/// Decides whether a gesture word is used as an instruction.
enum GestureMatching {
    /// The first gesture used as an instruction: a gesture word anywhere (hints), a leading
    /// gesture at the start, or any gesture followed by an instruction marker ("to", 「して」).
    /// With `requireInstructionForAll` (labels, where "Swipe actions" names a setting), every
    /// gesture must open the text or one of its sentences ("Photos. Tap to open.") and be
    /// followed by a marker or nothing; where the verb ends the sentence, or words are not
    /// spaced, a marked gesture word is an instruction wherever its marker follows it.
    static func instruction(in context: StringContext, requireInstructionForAll: Bool) -> TermMatch? {
        guard let profile = context.profile else { return nil }
        let text = context.text
        for match in context.matches {
            let kind = match.term.kind
            guard kind == .gesture || kind == .leadingGesture || kind == .instructionGesture else { continue }
            let atStart = TextEdit.isBlankOrPunctuation(text.slice(text.trimmedStart, match.start))
            let followed = isFollowedByMarker(match, in: text, profile: profile)
            let atEnd = TextEdit.isBlankOrPunctuation(text.slice(match.end, text.trimmedEnd))
            if requireInstructionForAll {
                let opens = atStart || opensSentence(match, in: text, profile: profile)
                // A word that also names a thing ("Hold", "Scroll", "Press") is an instruction in
                // a label only with what follows it ("Hold to talk"); alone, it is a name.
                if kind == .gesture, opens, followed || atEnd { return match }
                if kind == .leadingGesture, opens, followed { return match }
                // A marked word too: where it opens a sentence, is followed by a purpose ("…,
                // vertikal schieben, um zu zoomen"), or where the verb ends the sentence or words
                // are not spaced. Mid-sentence before an object it may be another verb ("Una
                // storia che tocca il cuore").
                if kind == .instructionGesture, followed,
                    opens || profile.verbPosition == .last || profile.segmentation == .characters
                        || isFollowed(match, in: text, profile: profile, byOneOf: profile.purposeMarkers)
                {
                    return match
                }
                // Chinese and Japanese put the object first: 「写真をタップして拡大」.
                if profile.segmentation == .characters, kind == .gesture, followed { return match }
                // Where the verb ends the sentence, so does the instruction: Turkish "Tümünü
                // göstermek için dokunun" (tap to show all).
                if profile.segmentation == .words, profile.verbPosition == .last, kind == .gesture, atEnd { return match }
                // …and a gesture before the command the grammar is sure the label ends with is
                // how to give it: «दो बार टैप करके चलाएँ» (double-tap to play), «बाएँ स्वाइप करके हटा दें».
                if profile.segmentation == .words, profile.verbPosition == .last, kind != .leadingGesture, !atEnd,
                    let form = profile.hintForm(text), form.severity == .warning, form.kind == .imperative || form.kind == .infinitive,
                    text.slice(match.end, text.trimmedEnd).contains(form.words)
                {
                    return match
                }
                continue
            }
            switch kind {
            case .gesture: return match
            case .leadingGesture: if atStart || followed { return match }
            case .instructionGesture: if followed { return match }
            default: break
            }
        }
        return nil
    }

    /// Whether a gesture word begins a sentence after the first, or a step of one ("Then tap …"):
    /// only blanks and punctuation, among them a sentence's end ("." not after an abbreviation,
    /// "!", "?"), between it (or the words of ``LanguageProfile/sequenceWords`` before it) and
    /// the word before; a label opening with those words counts too.
    private static func opensSentence(_ match: TermMatch, in text: AnalyzedText, profile: LanguageProfile) -> Bool {
        guard profile.segmentation == .words, var index = match.wordIndex, index > 0 else { return false }
        // "Then tap …", «Poi tocca …»: words that open a step stand before it.
        while index > 0, profile.sequenceWords.contains(text.words[index - 1].folded),
            TextEdit.isBlankOrPunctuation(text.slice(text.words[index - 1].end, text.words[index].start))
        {
            index -= 1
        }
        guard index > 0 else { return true }
        let previous = text.words[index - 1]
        let start = text.words[index].start
        guard previous.end <= start, !profile.abbreviations.contains(previous.folded) else { return false }
        let between = text.slice(previous.end, start)
        guard TextEdit.isBlankOrPunctuation(between) else { return false }
        return profile.sentenceEnds.contains { between.contains($0) }
    }

    private static func isFollowedByMarker(_ match: TermMatch, in text: AnalyzedText, profile: LanguageProfile) -> Bool {
        isFollowed(match, in: text, profile: profile, byOneOf: profile.instructionMarkers)
    }

    /// Whether the word after the gesture (the text after it, in scripts without spaces) is one
    /// of `markers`.
    private static func isFollowed(_ match: TermMatch, in text: AnalyzedText, profile: LanguageProfile, byOneOf markers: Set<String>) -> Bool {
        switch profile.segmentation {
        case .words:
            guard let index = match.wordIndex else { return false }
            let words = text.words
            var next = index + 1
            while next < words.count, words[next].start < match.end { next += 1 }
            guard next < words.count else { return false }
            return markers.contains(words[next].folded)
        case .characters:
            let rest = text.utf8[match.end..<text.trimmedEnd]
            return markers.contains { rest.starts(with: $0.utf8) }
        }
    }
}
