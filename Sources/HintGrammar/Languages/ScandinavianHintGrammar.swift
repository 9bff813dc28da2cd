/// The hint grammar Danish, Norwegian Bokmål and Swedish share, each table giving its words: a
/// descriptive hint opens with the present ("Afspiller sangen.", "Spiller av sangen.", "Spelar
/// upp låten."); the imperative, the infinitive with or without its marker ("At afspille …", "Å
/// spille av …"), a purpose without its sentence ("For at …"), a prohibition ("Luk ikke …",
/// "Aldrig …"), a request ("Venligst …", "Vær venlig …") and a sentence about the user ("Du kan
/// …") are reported as such.
struct ScandinavianHintGrammar: Sendable {
    /// Imperative → its present, where one is certain.
    let imperatives: [String: String?]
    /// Infinitive → its present, where one is certain.
    let infinitives: [String: String?]
    /// Finite forms that also look like commands: no command.
    let finiteForms: Set<String>
    /// Imperatives and infinitives that are as often nouns: certain only before an object.
    let ambiguousImperatives: Set<String>
    let ambiguousInfinitives: Set<String>
    /// Words that open an object, and the endings of a definite noun ("filen", "filene").
    let objectStarters: Set<String>
    let definiteEndings: [String]
    /// Words that open a hint without its verb.
    let nonVerbStarters: Set<String>
    /// Modal verbs beside which the user is the subject, and the pronouns of the user.
    let auxiliaries: Set<String>
    let userPronouns: Set<String>
    /// "aldrig", the infinitive's marker ("at", "å", "att"), the purpose word before it ("for",
    /// "för"), the negation after a verb ("ikke", "inte").
    let never: String
    let infinitiveMarker: String
    let purposeWord: String
    let negation: String
    /// Imperatives whose prohibition is as often an adverb ("Slet ikke": not at all): info.
    let uncertainProhibitions: Set<String>
    /// Words after an imperative that open a clause about the user ("hvis du …"): no suggestion.
    let conditionWords: Set<String>
    /// Request words anywhere ("venligst"), and the opening verb of a request phrase ("Vær")
    /// with the words that complete it ("venlig", "sød").
    let requestWords: Set<String>
    let requestOpener: String
    let requestComplements: Set<String>

    func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard let first = words.first, !first.isPlaceholder else { return nil }
        if let issue = request(text) { return issue }
        let word = first.folded
        let written = text.slice(first.start, first.end)
        let second = words.count > 1 && !words[1].isPlaceholder ? words[1].folded : nil
        if word == never {
            return HintFormIssue(.negativeCommand, words: written)
        }
        if let issue = addressesUser(text) { return issue }
        // "At afspille sangen.": an infinitive; "For at afspille sangen.": a purpose without its sentence.
        if word == infinitiveMarker, let second, let present = infinitives[second] {
            return HintFormIssue(
                .infinitive, words: text.slice(first.start, words[1].end), suggestion: present.map { LetterCase.capitalized($0) })
        }
        if word == purposeWord, second == infinitiveMarker {
            return HintFormIssue(.infinitive, words: text.slice(first.start, words[1].end))
        }
        if finiteForms.contains(word) { return nil }
        // "Afspil-knap", "Spill-knapp": the first part of a compound, no verb.
        if words.count > 1, text.slice(first.end, words[1].start) == "-" { return nil }
        if let present = imperatives[word] {
            // "Luk ikke appen.": a prohibition.
            if second == negation {
                return HintFormIssue(
                    .negativeCommand, words: text.slice(first.start, words[1].end), severity: uncertainProhibitions.contains(word) ? .info : .warning)
            }
            // "Vælg for at åbne equalizeren.": the result is the purpose's verb.
            if second == purposeWord, words.count > 3, words[2].folded == infinitiveMarker {
                guard let result = infinitives[words[3].folded] else { return HintFormIssue(.imperative, words: written) }
                return HintFormIssue(
                    .imperative, words: text.slice(first.start, words[3].end), suggestion: result.map { LetterCase.capitalized($0) })
            }
            // "Markér, hvis du vil skjule …": the user is addressed, and the verb's present says nothing certain.
            if words.count > 2, conditionWords.contains(words[1].folded), userPronouns.contains(words[2].folded) {
                return HintFormIssue(.imperative, words: written)
            }
            let certain = !ambiguousImperatives.contains(word) || isObject(after: first, in: text)
            return HintFormIssue(
                .imperative, words: written, suggestion: present.map { LetterCase.capitalized($0, like: written) },
                severity: certain ? .warning : .info)
        }
        // "Afspille sangen.": an infinitive used as a command.
        if let present = infinitives[word] {
            let certain = !ambiguousInfinitives.contains(word) || isObject(after: first, in: text)
            return HintFormIssue(
                .infinitive, words: written, suggestion: present.map { LetterCase.capitalized($0, like: written) },
                severity: certain ? .warning : .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// Whether a following word is, for certain, the object of an ambiguous imperative: an
    /// object starter, or a noun in the definite form, in the same clause ("Del filen").
    func isObject(after first: Word, in text: AnalyzedText) -> Bool {
        let words = text.words
        guard words.count > 1, !words[1].isPlaceholder, !GermanicGrammar.isClauseBreak(text, from: first.end, to: words[1].start) else {
            return false
        }
        let word = words[1]
        let folded = word.folded
        if objectStarters.contains(folded) { return true }
        return word.startsLowercase && folded.count >= 4 && definiteEndings.contains { folded.hasSuffix($0) }
    }

    /// "Venligst …", "Vær venlig at …".
    private func request(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        for (index, word) in words.enumerated() where !word.isPlaceholder {
            if requestWords.contains(word.folded) { return HintFormIssue(.request, words: text.slice(word.start, word.end)) }
            if word.folded == requestOpener, index == 0, words.count > 1, requestComplements.contains(words[1].folded) {
                return HintFormIssue(.request, words: text.slice(word.start, words[1].end))
            }
        }
        return nil
    }

    /// The user's pronoun beside a modal verb in the first three words: "Du kan …", "Her kan du …".
    private func addressesUser(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard words.count >= 2 else { return nil }
        for index in 0..<min(words.count - 1, 2) {
            let (a, b) = (words[index].folded, words[index + 1].folded)
            if (userPronouns.contains(a) && auxiliaries.contains(b)) || (auxiliaries.contains(a) && userPronouns.contains(b)) {
                return HintFormIssue(.addressesUser, words: text.slice(words[index].start, words[index + 1].end), severity: .info)
            }
        }
        return nil
    }
}
