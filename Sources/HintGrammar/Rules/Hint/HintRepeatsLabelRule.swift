/// `hint-repeats-label`: label "Save", hint "Save saves your edits." → "Saves your edits."; label
/// "Play", hint "Play": the hint says nothing more.
struct HintRepeatsLabelRule: StringRule {
    static let description = RuleDescription(
        id: "hint-repeats-label", name: "Hint repeats the label", severity: .warning,
        summary: "An accessibility hint begins by repeating its element's label, or is the label again (paired by key: x.label / x.hint).",
        rationale: "VoiceOver reads the label, then the hint: \"Save, button, Save saves your edits.\" Apple: a hint "
            + "\"does not repeat the control's name: never 'Save saves your edits', 'Back returns to the previous screen'\".",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile, let label = context.label else { return }
        let labelText = profile.analyze(label)
        guard !labelText.isBlank else { return }
        let hint = context.text
        // The label again, and nothing more ("Play" after "Play"): no result to start with.
        if Self.saysOnlyTheLabel(hint, labelText, profile: profile) {
            findings.append(context.finding(
                Self.description,
                "hint says only what the label \(DisplayText.quoted(label)) says; VoiceOver reads both, one after the other: "
                    + "remove the hint, or describe the result"))
            return
        }
        switch profile.segmentation {
        case .words:
            let labelWords = labelText.realWords.map(\.folded)
            let hintWords = hint.realWords.map(\.folded)
            guard !labelWords.isEmpty, hintWords.count > labelWords.count,
                hintWords.prefix(labelWords.count).elementsEqual(labelWords)
            else { return }
            // "Elimina il messaggio." after the label "Elimina", "Șterge mesajul." after "Șterge":
            // the word is the hint's verb.
            if labelWords.count == 1, profile.determiners.contains(hintWords[1]) || Self.endsWithArticle(hintWords[1], profile: profile) {
                return
            }
            if profile.verbPosition == .last, !Self.standsAsSubject(labelText, count: labelWords.count, in: context, profile: profile) { return }
        case .characters:
            // Opening quotes and brackets do not count: 「「保存」は編集内容を保存します。」.
            let labelStart = labelText.firstSignificantScalar?.offset ?? labelText.trimmedStart
            let hintStart = hint.firstSignificantScalar?.offset ?? hint.trimmedStart
            let labelBytes = labelText.utf8[labelStart..<labelText.significantEnd]
            var hintBytes = hint.utf8[hintStart..<hint.trimmedEnd]
            if hintBytes.starts(with: labelBytes) == false, hintStart > hint.trimmedStart {
                hintBytes = hint.utf8[hint.trimmedStart..<hint.trimmedEnd]
            }
            guard hintBytes.starts(with: labelBytes) else { return }
            var rest = hintBytes.dropFirst(labelBytes.count)
            // A closing quote after the label: 「保存」は….
            while let first = rest.first, first >= 0x80 || first == UInt8(ascii: "\"") {
                let (scalar, length) = TextScanning.decode(Array(rest.prefix(4)), at: 0)
                guard TextScanning.isClosingPunctuation(scalar) else { break }
                rest = rest.dropFirst(length)
            }
            guard profile.labelSubjectMarkers.contains(where: { rest.starts(with: $0.utf8) }) else { return }
        }
        findings.append(context.finding(
            Self.description, "hint repeats the label \(DisplayText.quoted(label)); VoiceOver has just read it, start with the result"))
    }

    /// Where the verb ends the sentence, whether the label that opens a hint is its subject
    /// ("Kaydet değişikliklerinizi kaydeder": Save saves your changes), not the object the hint
    /// acts on or a word naming it («प्लेलिस्ट खोलता है»: opens the playlist): the label is a
    /// command or an infinitive, or a control type («सहेजें बटन …»: the Save button …), a
    /// subject marker or punctuation follows it; and no noun after it takes it as its modifier
    /// in another case («… ekle menüsünü açar»: opens the "Add …" menu; see
    /// ``LanguageProfile/modifiedHeadEndings``).
    static func standsAsSubject(_ label: AnalyzedText, count: Int, in context: StringContext, profile: LanguageProfile) -> Bool {
        let hint = context.text
        let words = hint.realWords
        guard words.count > count else { return false }
        let next = words[count]
        // The label modifies the noun after it, which is in another case than the subject's.
        if profile.modifiedHeadEndings.contains(where: { next.folded.hasSuffix($0) && next.folded.count > $0.count + 1 }) { return false }
        if let form = profile.hintForm(label), [.imperative, .infinitive, .request].contains(form.kind) { return true }
        if context.matches.contains(where: { $0.term.kind == .controlType && $0.start == next.start }) { return true }
        if profile.labelSubjectMarkers.contains(next.folded) { return true }
        return hint.slice(words[count - 1].end, next.start).unicodeScalars.contains { !TextScanning.isWhitespace($0) }
    }

    /// Whether the hint is its label again: the same words, letter case and punctuation aside, or
    /// in a script without spaces, the same letters and digits.
    static func saysOnlyTheLabel(_ hint: AnalyzedText, _ label: AnalyzedText, profile: LanguageProfile) -> Bool {
        switch profile.segmentation {
        case .words:
            let labelWords = label.realWords.map(\.folded)
            return !labelWords.isEmpty && hint.realWords.map(\.folded) == labelWords
        case .characters:
            // Letters and digits only: 「再生」 and 「再生。」 say the same.
            func letters(_ text: AnalyzedText) -> [Unicode.Scalar] {
                text.text.unicodeScalars.filter { scalar in
                    switch scalar.properties.generalCategory {
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
                        .otherNumber, .nonspacingMark, .spacingMark:
                        true
                    default: false
                    }
                }
            }
            let labelLetters = letters(label)
            return !labelLetters.isEmpty && letters(hint) == labelLetters
        }
    }

    /// Whether the string of `context`, a hint, says only its label (see
    /// ``saysOnlyTheLabel(_:_:profile:)``): the other rules' fixes would polish what should go.
    static func saysOnlyTheLabel(_ context: StringContext) -> Bool {
        guard let profile = context.profile, let label = context.label else { return false }
        return saysOnlyTheLabel(context.text, profile.analyze(label), profile: profile)
    }

    /// Whether a word carries a definite article as its ending (Romanian "mesajul"), with more
    /// than a letter before it.
    static func endsWithArticle(_ word: String, profile: LanguageProfile) -> Bool {
        profile.determinerSuffixes.contains { word.hasSuffix($0) && word.count > $0.count + 1 }
    }
}
