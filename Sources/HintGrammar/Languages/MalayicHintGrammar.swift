/// The hint grammar Indonesian and Malay share, each table giving its own words: a descriptive
/// hint opens with the active verb ("Memutar lagu.", "Memainkan lagu."); the bare command form
/// ("Putar lagu.", "Main lagu."), with or without `-lah`, is a command; a request word ("Silakan",
/// "Sila"), "Jangan", an invitation ("Mari", "Ayo", "Jom"), a purpose without its result ("Untuk
/// memutar lagu.") and a sentence about the user ("Anda dapat …") are reported as such.
struct MalayicHintGrammar: Sendable {
    /// Command form → active form.
    let descriptives: [String: String]
    /// Commands whose descriptive form is another verb's ("lihat" → "Menampilkan").
    let otherVerbs: [String: String]
    /// Command forms that are as often nouns: a command only before an object.
    let nounLikeCommands: Set<String>
    /// Words that open an object, after a noun-like command.
    let objectStarters: Set<String>
    /// Openings whose first word is a command but which are none ("terima kasih").
    let fixedPhrases: Set<String>
    /// Words that open a request to the user.
    let requestWords: Set<String>
    /// Words that invite the user to act with them ("mari").
    let invitations: Set<String>
    /// Words that open a purpose ("untuk").
    let purposeWords: Set<String>
    /// Words that address the user as the subject.
    let userPronouns: Set<String>
    /// Words that open a hint without its verb: a condition, a state in progress.
    let nonVerbStarters: Set<String>
    /// English words no sentence of the language uses: a hint with one is untranslated English.
    let englishWords: Set<String>
    private let activeForms: Set<String>

    init(
        descriptives: [String: String], otherVerbs: [String: String], nounLikeCommands: Set<String>, objectStarters: Set<String>,
        fixedPhrases: Set<String>, requestWords: Set<String>, invitations: Set<String>, purposeWords: Set<String>,
        userPronouns: Set<String>, nonVerbStarters: Set<String>, englishWords: Set<String> = UntranslatedEnglish.words
    ) {
        self.descriptives = descriptives
        self.otherVerbs = otherVerbs
        self.nounLikeCommands = nounLikeCommands
        self.objectStarters = objectStarters
        self.fixedPhrases = fixedPhrases
        self.requestWords = requestWords
        self.invitations = invitations
        self.purposeWords = purposeWords
        self.userPronouns = userPronouns
        self.nonVerbStarters = nonVerbStarters
        self.englishWords = englishWords
        self.activeForms = Set(descriptives.values)
    }

    /// Whether a word is a verb of the active voice or of the lexicon: what a purpose word opens
    /// when it opens a purpose.
    func isVerb(_ word: String) -> Bool {
        descriptives[word] != nil || activeForms.contains(word)
    }

    /// The descriptive form of a command form, with or without `-lah`.
    func descriptive(of word: String) -> String? {
        if let form = descriptives[word] { return form }
        if word.hasSuffix("lah"), let form = descriptives[String(word.dropLast(3))] { return form }
        return nil
    }

    func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        if words.contains(where: { englishWords.contains($0.folded) }) { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1].folded : nil
        let written = text.slice(first.start, first.end)
        let firstTwo = words.count > 1 ? text.slice(first.start, words[1].end) : written
        if let second, fixedPhrases.contains(word + " " + second) { return nil }

        if requestWords.contains(word) {
            return HintFormIssue(.request, words: written)
        }
        if word == "jangan" {
            return HintFormIssue(.negativeCommand, words: firstTwo)
        }
        if invitations.contains(word) {
            return HintFormIssue(.imperative, words: written)
        }
        if purposeWords.contains(word) {
            // "Untuk memutar lagu." is a purpose without the result.
            guard let second, isVerb(second) else { return nil }
            return HintFormIssue(.infinitive, words: firstTwo)
        }
        if userPronouns.contains(word), second != nil {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if let form = descriptive(of: word) {
            let suggestion = LetterCase.capitalized(otherVerbs[word] ?? form, like: written)
            // A confirmation's question ("Hapus pesan?", "Padam mesej?") asks the user.
            if text.endsWith("?") { return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: .info) }
            if nounLikeCommands.contains(word) {
                let hasObject = second.map(objectStarters.contains) ?? false
                return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: hasObject ? .warning : .info)
            }
            return HintFormIssue(.imperative, words: written, suggestion: suggestion)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }
}
