/// `hint-missing-period`: "Plays the song" → "Plays the song."; 「曲を再生します．」 → 「曲を再生します。」
struct HintMissingPeriodRule: StringRule {
    static let description = RuleDescription(
        id: "hint-missing-period", name: "Hint without its full stop", severity: .warning,
        summary: "An accessibility hint does not end with its language's full stop, or ends with the wrong one.",
        rationale: "Apple: a hint \"begins with a capital letter and ends with a period, even though it is a phrase\", "
            + "so that VoiceOver reads it with the inflection of a statement. Japanese and Chinese end with 「。」. "
            + "The fix puts the stop after a closing quote, but inside it in English (`Opens \"Settings.\"`).",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .all, genericStrings: .never, isMechanical: true, judgedEdge: .end, fix: .safe,
        examples: [
            // Languages without a table: the full stop of their script.
            .bad("hint-missing-period", "uk", .hint, "Відтворює пісню", fix: "Відтворює пісню."),
            .good("hint-missing-period", "uk", .hint, "Відтворює пісню."),
            .bad("hint-missing-period", "hi", .hint, "गाना चलाता है", fix: "गाना चलाता है।"),
            .good("hint-missing-period", "hi", .hint, "गाना चलाता है।"),
            .good("hint-missing-period", "el", .hint, "Θέλετε να συνεχίσετε;"),
            // Thai ends a sentence with no mark.
            .good("hint-missing-period", "th", .hint, "เล่นเพลง"),
            // A path or an address alone is no sentence: a full stop would change it.
            .good("hint-missing-period", "en", .hint, "/usr/local/bin"),
            .good("hint-missing-period", "de", .hint, "https://example.com/hilfe"),
            .bad("hint-missing-period", "en", .hint, "Opens /usr/local/bin", fix: "Opens /usr/local/bin."),
        ])

    /// Whether a text is a path, a web address or an e-mail address alone (`/usr/local/bin`,
    /// `~/Movies`, `https://…`, `name@example.com`): no sentence, and a full stop would change it.
    static func isPathOrAddress(_ text: String) -> Bool {
        // Most hints hold none of the marks: they are passed over without a copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "@") }) else {
            return false
        }
        let tokens = text.split(whereSeparator: \.isWhitespace)
        guard tokens.count == 1, let token = tokens.first else { return false }
        return token.contains("/") || token.contains("\\") || token.contains("@") && token.contains(".")
    }

    /// Endings that are not a full stop but that a hint may legitimately have.
    static let otherEndings: [String] = ["?", "!", "…", "...", "？", "！", "⋯"]

    func check(_ context: StringContext, into findings: inout [Finding]) {
        // A translation that copies the source text is judged there, and reported as untranslated.
        guard !context.isUntranslatedCopy, !Self.isPathOrAddress(context.text.text) else { return }
        guard let profile = context.profile else {
            checkByScript(context, into: &findings)
            return
        }
        // A language without a full stop (Thai) asks for none.
        guard !profile.fullStop.isEmpty else { return }
        let text = context.text
        let end = text.significantEnd
        guard end > text.trimmedStart else { return }
        if text.endsWith(profile.fullStop) {
            // "..." ends with "." too; an ellipsis is not a full stop but may end a hint.
            return
        }
        if Self.otherEndings.contains(where: { text.endsWith($0) }) { return }
        // The script's own questions: Greek «;».
        if ScriptPunctuation.of(context.string.language)?.otherEndings.contains(where: { text.endsWith($0) }) == true { return }
        let closing = text.slice(end, text.trimmedEnd)
        if let wrong = profile.otherFullStops.first(where: { text.endsWith($0) }) {
            let fixed = text.slice(0, end - wrong.utf8.count) + profile.fullStop + closing
            findings.append(context.finding(
                Self.description, "hint ends with '\(wrong)'; \(profile.name) hints end with '\(profile.fullStop)'", fix: fixed))
            return
        }
        // (American) English puts the period inside closing quotation marks; other languages,
        // and every language after a parenthesis, put it last, unless the brackets or quotes
        // wrap the whole hint (「播放歌曲。」).
        let wrappedWhole = (text.firstSignificantScalar?.offset ?? text.trimmedStart) > text.trimmedStart
        let stopGoesLast = !wrappedWhole
            && (!profile.fullStopInsideQuotes || profile.segmentation == .characters || closing.hasPrefix(")"))
        let fixed = Self.adding(profile.fullStop, to: text, end: end, closing: closing, afterClosing: stopGoesLast)
        findings.append(context.finding(
            Self.description, "hint does not end with '\(profile.fullStop)'", fix: fixed))
    }

    /// The text with `stop` after its last significant character (`end`), or after the quotes and
    /// brackets that close it (`closing`) with `afterClosing`; before any invisible marks that end
    /// it either way (a right-to-left mark stays last).
    static func adding(_ stop: String, to text: AnalyzedText, end: Int, closing: String, afterClosing: Bool) -> String {
        let scalars = closing.unicodeScalars
        let markCount = scalars.reversed().prefix { $0.properties.generalCategory == .format }.count
        let visible = String(scalars.dropLast(markCount))
        let marks = String(scalars.suffix(markCount))
        guard afterClosing, !visible.isEmpty else { return text.slice(0, end) + stop + closing }
        return text.slice(0, end) + visible + stop + marks
    }

    /// A language without a table: any full stop of its script will do; a translation that
    /// copies the source text is judged there, not again.
    private func checkByScript(_ context: StringContext, into findings: inout [Finding]) {
        guard let punctuation = ScriptPunctuation.of(context.string.language) else { return }
        let text = context.text
        let end = text.significantEnd
        guard end > text.trimmedStart else { return }
        if (punctuation.stops + punctuation.otherEndings).contains(where: { text.endsWith($0) }) { return }
        let closing = text.slice(end, text.trimmedEnd)
        let wrappedWhole = (text.firstSignificantScalar?.offset ?? text.trimmedStart) > text.trimmedStart
        let fixed = Self.adding(punctuation.fullStop, to: text, end: end, closing: closing, afterClosing: !wrappedWhole)
        findings.append(context.finding(Self.description, "hint does not end with '\(punctuation.fullStop)'", fix: fixed))
    }
}
