/// `label-control-type`: "Play button" → "Play"; 「再生ボタン」 → 「再生」.
struct LabelControlTypeRule: StringRule {
    static let description = RuleDescription(
        id: "label-control-type", name: "Label names the control type", severity: .warning,
        summary: "An accessibility label contains the control's type (button, slider, ボタン, 按钮).",
        rationale: "VoiceOver announces the type from the element's traits, so \"Play button\" is read \"Play button, "
            + "button\". Apple: \"Does not contain the control type: 'Add', not 'Add button'.\"",
        guideline: "iOS Accessibility Programming Guide, labels (p.15); App Store VoiceOver evaluation criteria",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .anyShape)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = context.matches.first(where: { $0.term.kind == .controlType }) else { return }
        let text = context.text
        // A control named in several sentences of static text is a mention, not this element's type.
        if text.hasSeveralSentences || Self.isObjectOfCommand(match, in: context) { return }
        let written = text.slice(match.start, match.end)
        // A safe fix only when the type word ends the label and something remains before it.
        var fix: String?
        let before = TextEdit.trimmingTrailingSeparators(text.slice(text.trimmedStart, match.start))
        if TextEdit.isBlankOrPunctuation(text.slice(match.end, text.trimmedEnd)), !before.isEmpty {
            fix = before
        }
        let instead = fix.map { "; write \(DisplayText.quoted($0))" } ?? ""
        findings.append(context.finding(
            Self.description, "label names the control type '\(written)', which VoiceOver already announces\(instead)", fix: fix))
    }

    /// Whether the control-type word is what the label's action acts on: the language's grammar
    /// reads the label, for certain, as a command or infinitive, nothing but words stands
    /// between its verb and the control word, and the control word has a modifier of its own
    /// (a word between, "search field", "Nachrichten-textfeld"): "Clear search field", "Effacer
    /// le champ de recherche", "Nachrichtentextfeld minimieren" name another element. "Play
    /// button", "Adopt button" and "Riproduci, pulsante" name this one.
    static func isObjectOfCommand(_ match: TermMatch, in context: StringContext) -> Bool {
        guard let profile = context.profile, let form = profile.hintForm(context.text), form.severity == .warning,
            form.kind == .imperative || form.kind == .infinitive
        else { return false }
        let text = context.text
        let value = text.text
        guard let verb = value.range(of: form.words) else { return false }
        let verbStart = value.utf8.distance(from: value.utf8.startIndex, to: verb.lowerBound)
        let verbEnd = verbStart + form.words.utf8.count
        guard verbEnd <= match.start || verbStart >= match.end else { return false }
        let gap = verbEnd <= match.start ? text.slice(verbEnd, match.start) : text.slice(match.end, verbStart)
        guard gap.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.isWhitespace || $0 == "-" }) else { return false }
        let written = text.slice(match.start, match.end)
        let hasWordBetween = gap.unicodeScalars.contains { $0.properties.isAlphabetic }
        let isCompound = written.contains(" ") || written.contains("-") || written.unicodeScalars.count > match.term.text.unicodeScalars.count
        return hasWordBetween || isCompound
    }
}
