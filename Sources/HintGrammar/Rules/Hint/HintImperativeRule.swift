import Foundation

/// `hint-imperative`: "Play the song." → "Plays the song."; 「曲を再生してください。」 → 「曲を再生します。」
struct HintImperativeRule: StringRule {
    static func firstWord(_ text: String) -> Substring {
        // Found before it is lowered (a letter's lower case is the same whatever follows it):
        // neither the whole text lowered nor every word split off to take the first.
        let isSeparator = { (character: Character) in character == " " || character == "-" || character == "'" || character == "’" }
        guard let start = text.firstIndex(where: { !isSeparator($0) }) else { return "" }
        let end = text[start...].firstIndex(where: isSeparator) ?? text.endIndex
        return Substring(text[start..<end].lowercased())
    }

    static let description = RuleDescription(
        id: "hint-imperative", name: "Hint is a command", severity: .warning,
        summary: "An accessibility hint is written as a command or request instead of describing the result.",
        rationale: "Apple: a hint \"begins with a verb and omits the subject … in the third person singular, not the "
            + "imperative: 'Plays the song.', not 'Play the song.'\" An imperative sounds like an order; imagine "
            + "telling a friend \"Tapping this control plays the song\": the second half is the hint.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes), fix: .rewrite)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile, let judged = profile.hintForm(context.text) else { return }
        // A prohibition turned into a statement says something else ("Don't close the app." is
        // no "Does not close the app."): no suggestion, in any language.
        let issue = judged.kind == .negativeCommand ? HintFormIssue(judged.kind, words: judged.words, severity: judged.severity) : judged
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
        // "Tippen Sie …", "Toque em …", «दो बार टैप करें»: a command that is a gesture is reported
        // once, by hint-gesture, when both start with the same word or the gesture ends with the
        // command (a verb-final language's light verb: «टैप करें» in «दो बार टैप करें»), or, in a
        // script without spaces between words, when the command is the gesture and what follows
        // it (「탭하세요」: 「탭」 and the light verb), whose descriptive form would say the gesture.
        let issueWord = Self.firstWord(issue.words)
        let unspaced = context.profile?.segmentation == .characters
        if context.matches.contains(where: { match in
            guard [.gesture, .leadingGesture, .instructionGesture].contains(match.term.kind) else { return false }
            let gesture = context.text.slice(match.start, match.end)
            return Self.firstWord(gesture) == issueWord || gesture.hasSuffix(" " + issue.words)
                || unspaced && !gesture.isEmpty && issueWord.hasPrefix(gesture.lowercased())
        }) && GestureMatching.instruction(in: context, requireInstructionForAll: false) != nil {
            return
        }
        // In another written standard, a command of the table's that is a present tense of its
        // own (Nynorsk «Legg til i køen»: "adds to the queue") cannot be told from one.
        if let other = context.otherStandard, other.presentsWrittenAsCommands.contains(String(issueWord)) { return }
        let words = "'\(issue.words)'"
        // The suggestion replaces the words shown; where they stand depends on the language
        // (an English verb opens the hint, a Japanese one ends it).
        // Not where the table's verb forms are another written standard's (Nynorsk's hints
        // judged by Bokmål's table): the command is one in both, its present tense is not.
        // Nor for text that code also shows as a title: the remedy is in the code, not in the text.
        // Nor for a verb that names what the user does ("Browse your folders": the button does
        // not browse): what the element shows or opens is for the developer to say.
        let userActivity = profile.userActivityVerbs.contains(profile.analyze(issue.words).realWords.first?.folded ?? "")
        let rewrites = context.suggestsVerbForms && !context.sharesTextElsewhere && !userActivity
        let suggestion = rewrites ? Self.suggestion(for: issue, profile: profile) : nil
        // Nor, in the message, where the verb's form is no remedy, as the fix leaves it out too:
        // - an instruction follows ("Επιλέξτε για να ανοίξετε …", "Selecione para abrir …": its
        //   own descriptive form, 'Επιλέγει', 'Seleciona', is no result);
        // - other verbs are joined to it, after it ("Comience o detenga …": 'Comienza' would leave
        //   the second as it is) or before it ("Wählen, sortieren oder ordnen Sie …");
        // - the hint is its label again, which should go (hint-repeats-label says so).
        let placement = suggestion == nil ? nil : Self.placement(of: issue.words, in: context.text)
        let leavesOut = suggestion != nil && HintRepeatsLabelRule.saysOnlyTheLabel(context) || placement.map { placement in
            let following = context.text.realWords.filter { $0.start >= placement.end }
            return Self.isInstruction(following, profile: profile)
                || Self.coordinatesVerb(following, after: placement.end, in: context.text, issue, profile: profile)
                || Self.followsCoordinatedVerb(before: placement.start, in: context.text, profile: profile)
        } ?? false
        let instead = leavesOut ? "" : suggestion.map { ": '\($0)'" } ?? ""
        let message: String
        switch issue.kind {
        case .imperative:
            message = "hint is a command (\(words)); describe the result instead\(instead)"
        case .infinitive:
            message = "hint is \(issue.formName ?? "an infinitive") (\(words)); describe the result in the third person\(instead)"
        case .request:
            message = "hint asks the user (\(words)); describe what happens instead\(instead)"
        case .negativeCommand:
            message = "hint is a prohibition (\(words)); describe what the element does\(instead)"
        case .addressesUser:
            message = "hint addresses the user (\(words)); omit the subject and start with the verb\(instead)"
        case .notAVerb:
            message = "hint starts with \(words), not a verb; describe the result, starting with the verb\(instead)"
        }
        let shared = context.sharesTextElsewhere ? "; code also shows this text outside accessibility: give the hint a key of its own"
            : userActivity ? "; \(words) is what the user does: say what the element shows or opens" : ""
        findings.append(context.finding(
            Self.description, message + shared, fix: rewrites ? Self.rewritten(context.text, issue, profile: profile) : nil, severity: issue.severity))
    }

    /// The hint with the words that show the form replaced by the suggestion, where that is
    /// certain (a verb the language describes with another, "View" → "Shows", takes that one); nil
    /// where the result would be wrong or half-done:
    /// - the form is uncertain, the words are written more than once, or the hint has several
    ///   sentences;
    /// - the words do not stand where the language's hints have their verb (first, or last before
    ///   the full stop): they would have to move ("Tierheim anrufen." → "Ruft das Tierheim an.");
    /// - the suggestion is no form of the words' verb: it neither begins as they do nor shares
    ///   their stem (a prefix or a changed vowel is a form: Arabic «شغّل» → «يشغّل», Indonesian
    ///   "Buka" → "Membuka"), or a separable particle has moved ("Toevoegen aan" → "Voegt … toe");
    /// - nothing but the verb is left ("Close" → "Closes."), or a purpose follows it ("Select to
    ///   open …": an instruction, whose result is the purpose, not the verb), or a condition
    ///   ("Cochez si vous voulez …": when to act), or a reflexive pronoun ("Sehen Sie sich … an");
    /// - a second verb of the same form follows a conjunction or a comma ("Reproduzir ou pausar"),
    ///   or a conjunction written as its first letter (``LanguageProfile/attachedConjunctions``:
    ///   Arabic «… وأعد ترتيبها»), or a verb comes before them so joined (a verb-final language's
    ///   «चलाएँ या रोकें»).
    /// Whether `suggestion` is a form of the verb `words` begin with, where its first letter
    /// differs: no discontinuous rewrite ("Voegt … toe"), and the two first words share a run of
    /// at least three letters (two in words that short), marks and case aside, from the start of
    /// the written word: the stem, with a prefix (Hebrew «נגן» → «מנגן», Arabic «افتح» → «يفتح»,
    /// Hungarian "Zárja be" → "Bezárja") or a changed vowel (Bengali «খুলুন» → «খোলে»).
    static func isFormOfSameVerb(_ words: String, _ suggestion: String) -> Bool {
        guard !suggestion.contains("…") else { return false }
        func letters(_ text: String) -> [Unicode.Scalar] {
            let word = text.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).first ?? ""
            // Accents apart: Greek «Άνοιξε» → «Ανοίγει».
            return word.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter { scalar in
                let properties = scalar.properties
                return properties.isAlphabetic && ![.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            }
        }
        let a = letters(words), b = letters(suggestion)
        let needed = min(3, a.count, b.count)
        guard needed >= 2 else { return false }
        // A shared run that starts the written word, or its second letter (a prefix the form
        // replaces, Hebrew «הוסיפי» → «מוסיף»): one further in means a particle was left behind
        // (Dutch "Toevoegen" → "Voegt", which needs "toe" after it).
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            for j in 0..<b.count where a[i] == b[j] {
                current[j + 1] = previous[j] + 1
                if current[j + 1] >= needed, i + 1 - current[j + 1] <= 1 { return true }
            }
            previous = current
        }
        return false
    }

    /// Whether a command whose hint goes on with `following` (its real words after the command's)
    /// is an instruction, in a language whose hints begin with the verb and a script with
    /// spaces: a purpose ("Select to open …"), a condition ("Cochez si vous voulez …": when to
    /// act) or a reflexive pronoun ("Connectez-vous": another construction) follows it.
    static func isInstruction(_ following: [Word], profile: LanguageProfile) -> Bool {
        guard profile.segmentation == .words, profile.verbPosition == .first, let next = following.first else { return false }
        return profile.purposeMarkers.contains(next.folded) || profile.conditionMarkers.contains(next.folded)
            || profile.reflexivePronouns.contains(next.folded)
    }

    /// Where `words` stand in `text` (UTF-8 offsets), when they are written there once.
    static func placement(of words: String, in text: AnalyzedText) -> (start: Int, end: Int)? {
        text.uniqueOccurrence(of: words)
    }

    /// Whether, in a script with spaces, a verb stands before the command's words (which start
    /// at `start`) across a comma or a conjunction ("Wählen, sortieren oder ordnen Sie …",
    /// "Wiedergabe pausieren oder fortsetzen"): the word before the joint is, alone, a command,
    /// an infinitive or a request. (A noun there is no verb: "AirPlay oder Bluetooth Geräte anzeigen".)
    static func followsCoordinatedVerb(before start: Int, in text: AnalyzedText, profile: LanguageProfile) -> Bool {
        guard profile.segmentation != .characters else { return false }
        let preceding = text.realWords.filter { $0.end <= start }
        for (index, word) in preceding.enumerated() {
            let nextStart = index + 1 < preceding.count ? preceding[index + 1].start : start
            let joined = text.holds(UInt8(ascii: ","), between: word.end, nextStart)
                || index + 1 < preceding.count && profile.conjunctions.contains(preceding[index + 1].folded)
            guard joined, let form = profile.hintForm(profile.analyze(text.slice(word.start, word.end))) else { continue }
            if [.imperative, .infinitive, .request].contains(form.kind) { return true }
        }
        return false
    }

    /// The form the hint should take in place of the issue's words: a verb the language
    /// describes with another ("View" → "Shows", «Ver» → «Muestra») takes that one, in the case
    /// the hint writes it; else the form the judgement suggests.
    static func suggestion(for issue: HintFormIssue, profile: LanguageProfile) -> String? {
        describedByAnother(issue, profile: profile) ?? issue.suggestion
    }

    /// The verb the language describes the issue's verb with, when it is another ("View" →
    /// "Shows"), in the case the hint writes it.
    private static func describedByAnother(_ issue: HintFormIssue, profile: LanguageProfile) -> String? {
        let verb = profile.analyze(issue.words).realWords.first?.folded ?? ""
        return profile.descriptiveVerbs[verb].map { written in
            issue.words.first?.isLowercase == true ? written.prefix(1).lowercased() + written.dropFirst() : written
        }
    }

    /// Whether, in a script with spaces, another verb of the issue's form follows the command
    /// (`following`, the words after it, which ends at `end`): after a comma or a conjunction
    /// ("Reproduzir ou pausar", "Comience o detenga"), or a conjunction written as a word's first
    /// letter (Arabic «… وأعد ترتيبها»). Its form alone would leave the other verbs as they are.
    static func coordinatesVerb(
        _ following: [Word], after end: Int, in text: AnalyzedText, _ issue: HintFormIssue, profile: LanguageProfile
    ) -> Bool {
        guard profile.segmentation != .characters else { return false }
        for (index, word) in following.enumerated() {
            // A conjunction written as the word's first letter: the clause is the rest of the
            // word and what follows it.
            if word.folded.unicodeScalars.count > 2, profile.attachedConjunctions.contains(where: { word.folded.hasPrefix($0) }) {
                let clause = profile.analyze(String(word.folded.dropFirst()) + text.slice(word.end, text.utf8.count))
                if let other = profile.hintForm(clause), other.kind == issue.kind { return true }
            }
            let previousEnd = index == 0 ? end : following[index - 1].end
            let afterComma = text.holds(UInt8(ascii: ","), between: previousEnd, word.start)
            guard afterComma || profile.conjunctions.contains(word.folded) else { continue }
            let clauseStart = afterComma ? word.start : (index + 1 < following.count ? following[index + 1].start : text.utf8.count)
            let clause = profile.analyze(text.slice(clauseStart, text.utf8.count))
            if let other = profile.hintForm(clause), other.kind == issue.kind { return true }
        }
        return false
    }

    static func rewritten(_ text: AnalyzedText, _ issue: HintFormIssue, profile: LanguageProfile) -> String? {
        guard issue.severity == .warning, !issue.words.isEmpty, !text.hasSeveralSentences, let (start, end) = text.uniqueOccurrence(of: issue.words)
        else { return nil }
        // A verb whose descriptive form is another ("View" → "Shows"), else the form's own.
        let other = Self.describedByAnother(issue, profile: profile)
        guard let suggestion = other ?? issue.suggestion else { return nil }
        switch profile.verbPosition {
        case .first: guard start >= text.trimmedStart, TextEdit.isBlankOrPunctuation(text.slice(text.trimmedStart, start)) else { return nil }
        case .last:
            guard end <= text.trimmedEnd, TextEdit.isBlankOrPunctuation(text.slice(end, text.trimmedEnd)) else { return nil }
            // Another sentence before it, even without a space after its full stop.
            let before = text.slice(text.trimmedStart, start)
            guard !profile.sentenceEnds.contains(where: { before.contains($0) }) else { return nil }
        }
        guard let written = issue.words.first, let suggested = suggestion.first,
            other != nil || written.lowercased() == suggested.lowercased() || Self.isFormOfSameVerb(issue.words, suggestion)
        else { return nil }
        guard !TextEdit.isBlankOrPunctuation(text.slice(text.trimmedStart, start) + text.slice(end, text.trimmedEnd)) else { return nil }
        // Purposes and coordinated verbs, in scripts that separate words.
        // The text with the words replaced.
        let replaced = { text.slice(0, start) + suggestion + text.slice(end, text.utf8.count) }
        guard profile.segmentation != .characters else { return replaced() }
        let following = text.realWords.filter { $0.start >= end }
        if Self.isInstruction(following, profile: profile) || Self.coordinatesVerb(following, after: end, in: text, issue, profile: profile)
            || Self.followsCoordinatedVerb(before: start, in: text, profile: profile)
        {
            return nil
        }
        return replaced()
    }
}
