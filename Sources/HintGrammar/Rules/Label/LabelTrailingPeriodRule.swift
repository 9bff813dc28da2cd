/// `label-trailing-period`: "Play." → "Play".
struct LabelTrailingPeriodRule: StringRule {
    static let description = RuleDescription(
        id: "label-trailing-period", name: "Label ends with a period", severity: .warning,
        summary: "An accessibility label ends with a full stop.",
        rationale: "A label is not a sentence, and VoiceOver reads a final period as the end of one, with the "
            + "falling inflection of a statement. Apple: \"Does not end with a period.\"",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .all, genericStrings: .never, isMechanical: true, judgedEdge: .end, fix: .safe,
        examples: [
            // Languages without a table: the full stop of their script; a short word before it may
            // be an abbreviation the rule cannot know.
            .bad("label-trailing-period", "pl", .label, "Odtwórz utwór.", fix: "Odtwórz utwór", source: "Play the song."),
            .good("label-trailing-period", "pl", .label, "Tel. nr.", source: "Phone no."),
            .good("label-trailing-period", "uk", .label, "Перемішування вимк.", source: "Shuffle off"),
            .bad("label-trailing-period", "hi", .label, "गाना चलाएँ।", fix: "गाना चलाएँ", source: "Play the song."),
            .good("label-trailing-period", "hi", .label, "गाना चलाएँ", source: "Play the song."),
        ])

    func check(_ context: StringContext, into findings: inout [Finding]) {
        // Several sentences are static text read as written, where the period belongs. A
        // translation that copies the source text is judged there, and reported as untranslated.
        guard !context.text.hasSeveralSentences, !context.isUntranslatedCopy else { return }
        guard let profile = context.profile else {
            checkByScript(context, into: &findings)
            return
        }
        // A language without a full stop (Thai): every text would end with its empty one.
        guard !profile.fullStop.isEmpty else { return }
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

    /// A language without a table: a full stop of its script ends the label, as one ends the
    /// source's text of the key (a translation's own final period may end an abbreviation,
    /// "Перемішування вимк.", which only a table knows), after a word of more than three letters;
    /// a translation that copies the source text is judged there, not again.
    private func checkByScript(_ context: StringContext, into findings: inout [Finding]) {
        guard let punctuation = ScriptPunctuation.of(context.string.language),
            let source = context.sourceValue?.unicodeScalars.last(where: { !TextScanning.isWhitespace($0) }),
            ScriptPunctuation.fullStops.contains(source)
        else { return }
        let text = context.text
        let end = text.significantEnd
        guard end > text.trimmedStart, let stop = punctuation.stops.first(where: { text.endsWith($0) }) else { return }
        let stopStart = end - stop.utf8.count
        if stopStart > text.trimmedStart, text.utf8[stopStart - 1] == UInt8(ascii: ".") { return }
        guard let last = text.words.last(where: { $0.end <= stopStart }), last.end == stopStart,
            text.slice(last.start, last.end).unicodeScalars.count > 3
        else { return }
        let fixed = text.slice(0, stopStart) + text.slice(end, text.utf8.count)
        findings.append(context.finding(Self.description, "label ends with '\(stop)': a label is not a sentence", fix: fixed))
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
