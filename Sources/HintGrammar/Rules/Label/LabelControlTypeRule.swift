/// `label-control-type`: "Play button" → "Play"; 「再生ボタン」 → 「再生」.
struct LabelControlTypeRule: StringRule {
    static let description = RuleDescription(
        id: "label-control-type", name: "Label names the control type", severity: .warning,
        summary: "An accessibility label contains the control's type (button, slider, ボタン, 按钮).",
        rationale: "VoiceOver announces the type from the element's traits, so \"Play button\" is read \"Play button, "
            + "button\". Apple: \"Does not contain the control type: 'Add', not 'Add button'.\" A field that the words "
            + "before it may act on (\"Clear search field\") names another element and is not reported.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15); App Store VoiceOver evaluation criteria",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .anyShape, fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let match = context.matches.first(where: { $0.term.kind == .controlType }) else { return }
        let text = context.text
        // Where the head of a phrase comes last (Chinese, Japanese, Korean), a type word followed
        // by more of the phrase modifies it (「按钮颜色」, "버튼 색상": the buttons' colour): it is not
        // this element's type. One set off by punctuation is (「按钮：播放」).
        if context.profile?.modifierLinks.headFollows == true,
            let next = text.slice(match.end, text.significantEnd).unicodeScalars.first(where: { !TextScanning.isWhitespace($0) }),
            !TextEdit.isPunctuationOrSpace(next)
        {
            return
        }
        // A control named in several sentences of static text is a mention, not this element's type.
        if text.hasSeveralSentences || Self.isObjectOfCommand(match, in: context) { return }
        let written = text.slice(match.start, match.end)
        if let profile = context.profile, Self.mayBeActedOn(match, written: written, in: context, profile: profile) { return }
        // A safe fix only when the type word ends the label and something remains before it.
        var fix: String?
        if TextEdit.isBlankOrPunctuation(text.slice(match.end, text.trimmedEnd)), let profile = context.profile {
            fix = Self.withoutTrailingType(TextEdit.trimmingTrailingSeparators(text.slice(text.trimmedStart, match.start)), profile: profile)
            // A type with a modifier of its own, not set off from the words before it, may be
            // what they act on ("Cancella campo di ricerca": clear the search field), and the
            // words left alone a different label; "Volumen, control deslizante" sets it off.
            let before = text.slice(text.trimmedStart, match.start)
            if Self.isCompound(match, written: written), !TextEdit.endsWithSeparator(before, segmentation: profile.segmentation) {
                fix = nil
            }
            // A field is what the words before it often act on (「清除搜索框」 clears the search box),
            // unless punctuation sets it off.
            let setOff = before.unicodeScalars.last(where: { !TextScanning.isWhitespace($0) }).map(TextEdit.separators.contains) ?? false
            if !setOff, profile.inputFieldTypes.contains(profile.analyze(written).foldedPhrase) || profile.inputFieldTypes.contains(written) {
                fix = nil
            }
            // Where adjectives agree with their noun, a word that only a space joins to the type
            // word is its adjective ("Vertikaler Schieberegler", «Svislý posuvník»): alone, it
            // would agree with nothing ("Vertikaler").
            if !setOff, before.unicodeScalars.last.map(TextScanning.isWhitespace) ?? false {
                // …and, in any language, a word whose ending makes it a modifier only («Növelési gomb»).
                let lastWord = text.words.last(where: { $0.end <= match.start })?.folded ?? ""
                if profile.attributiveAdjectivesAgree || profile.attributiveEndings.contains(where: { lastWord.hasSuffix($0) && lastWord.count > $0.count + 2 }) {
                    fix = nil
                }
            }
        }
        // Removing a type word that ends the label keeps the author's words: safe.
        findings.append(context.finding(
            Self.description, "label names the control type '\(written)', which VoiceOver already announces", fix: fix, applicability: .safe))
    }

    /// What is left of a label once the control-type word that ends it is gone, `before` being
    /// the text before it: its link goes with it when the type word is the head it attaches to
    /// (「再生のボタン」 → 「再生」); when the type word only modifies the noun before the link
    /// ("Control de selector de fecha"), nothing certain remains; nor when the link inflects the
    /// modifier or is fused to it (``LanguageProfile/ModifierLinks``). Nil when nothing does.
    static func withoutTrailingType(_ before: String, profile: LanguageProfile) -> String? {
        guard !before.isEmpty else { return nil }
        let links = profile.modifierLinks
        // «चालवण्याचे बटण»: the modifier carries its link, and would be left dangling.
        let lastWord = before.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).last ?? ""
        if links.endsWithFusedLink(lastWord) { return nil }
        guard !links.words.isEmpty else { return before }
        var remaining: String?
        if profile.segmentation == .characters {
            if let link = links.words.first(where: { before.hasSuffix($0) }) { remaining = String(before.dropLast(link.count)) }
        } else if let space = before.lastIndex(where: { $0 == " " || $0 == "\u{A0}" }),
            links.words.contains(profile.analyze(String(before[before.index(after: space)...])).foldedPhrase)
        {
            remaining = String(before[..<space])
        } else if !before.contains(" "), links.words.contains(profile.analyze(before).foldedPhrase) {
            remaining = ""
        }
        guard let remaining else { return before }
        // «चलाने का बटन» → «चलाने» is the oblique of a verb, not a label.
        if links.inflectsModifier { return nil }
        let kept = TextEdit.trimmingTrailingSeparators(remaining)
        return links.headFollows && !kept.isEmpty ? kept : nil
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
        return hasWordBetween || isCompound(match, written: written)
    }

    /// Whether the control word is an input field that words before it may act on: where the
    /// verb comes first, a command before a field ("Cancella campo di ricerca", 「清除搜索框」,
    /// "ล้างช่องค้นหา") is often spelled like a description or not marked at all, so it cannot
    /// be told from a modifier ("Message text field") unless the grammar reads the label's first
    /// word as no verb ("Il campo di ricerca"). Punctuation sets a type word off ("Nome, campo di
    /// testo"); where the verb comes last, words before the field are its modifiers (「コメント入力欄」).
    static func mayBeActedOn(_ match: TermMatch, written: String, in context: StringContext, profile: LanguageProfile) -> Bool {
        guard profile.verbPosition == .first,
            profile.inputFieldTypes.contains(profile.analyze(written).foldedPhrase) || profile.inputFieldTypes.contains(written)
        else { return false }
        let text = context.text
        let before = text.slice(text.trimmedStart, match.start)
        guard let last = before.unicodeScalars.last(where: { !TextScanning.isWhitespace($0) }), !TextEdit.separators.contains(last) else {
            return false
        }
        return profile.hintForm(text)?.kind != .notAVerb
    }

    /// Whether the control word, as written, has a modifier of its own ("search field",
    /// "Nachrichten-textfeld", "campo di ricerca").
    static func isCompound(_ match: TermMatch, written: String) -> Bool {
        written.contains(" ") || written.contains("-") || written.unicodeScalars.count > match.term.text.unicodeScalars.count
    }
}
