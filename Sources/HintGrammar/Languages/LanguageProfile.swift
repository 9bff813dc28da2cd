/// What is wrong with the grammatical form of a hint, as a language's grammar sees it.
public struct HintFormIssue: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// "Play the song." — a command; a hint describes the result: "Plays the song."
        case imperative
        /// "To play the song.", "Details öffnen.", "Reproducir la canción."
        case infinitive
        /// "Please …", 「〜してください」, 「请…」: a request addressed to the user.
        case request
        /// "Don't …", 「不要…」.
        case negativeCommand
        /// "You can …": a subject addressing the user.
        case addressesUser
        /// "The …", "Playing …": not a verb in the third person.
        case notAVerb
    }

    public let kind: Kind
    /// The words that show the form, as written: "Play", "Tippen Sie", "してください".
    public let words: String
    /// What to write instead, when it can be said: "Plays".
    public let suggestion: String?
    /// `warning` when the form is certain, `info` when it could also be read as correct.
    public let severity: Severity
    /// What messages call the form where the kind's own name would be wrong: a Hungarian verbal
    /// noun ("A fájlok törlése") is judged as an infinitive, and is called "a verbal noun".
    public let formName: String?

    public init(_ kind: Kind, words: String, suggestion: String? = nil, severity: Severity = .warning, formName: String? = nil) {
        self.kind = kind
        self.words = words
        self.suggestion = suggestion
        self.severity = severity
        self.formName = formName
    }
}

/// Everything l10n-ax knows about one language: punctuation, letter case, the words that name
/// gestures, control types and states as VoiceOver speaks them, vague labels, and how to tell a
/// hint's grammatical form. Each language's profile lives in its own file.
///
/// Immutable, and a class: each language has one, which every string judged in it refers to
/// (a copy of its forty fields for every string would cost more than most rules).
public final class LanguageProfile: Sendable {
    /// Where a descriptive hint's verb stands in the sentence.
    public enum VerbPosition: String, Hashable, Sendable {
        case first
        case last
    }

    /// The words that link a noun to the noun phrase it modifies (「再生のボタン」, "botón de
    /// reproducir", "Control de selector de fecha"), and on which side of them the head noun is.
    public struct ModifierLinks: Hashable, Sendable {
        /// Folded; for scripts without spaces, particles matched as text (`の`, `的`).
        public let words: Set<String>
        /// Whether the head follows the link (Japanese, Chinese, Korean: 「再生のボタン」 is a
        /// button) or precedes it (Romance languages: "Control de selector de fecha" is a control).
        public let headFollows: Bool
        /// Whether a link puts the word before it in a dependent form (Hindi «चलाने का बटन»: the
        /// oblique of «चलाना»), so that the word left once the link and the type word are gone is
        /// no label of its own: no fix then.
        public let inflectsModifier: Bool
        /// Links written joined to the modifier (Marathi «चालवण्याचे बटण», Bengali «চালানোর বোতাম»):
        /// a word before the type word that ends with one keeps the link, and is no label alone.
        public let fusedEndings: [String]

        public init(_ words: Set<String>, headFollows: Bool, inflectsModifier: Bool = false, fusedEndings: [String] = []) {
            self.words = words
            self.headFollows = headFollows
            self.inflectsModifier = inflectsModifier
            self.fusedEndings = fusedEndings
        }

        /// Whether `word` ends with a fused link, and has something before it (compared by scalars:
        /// an ending may begin with a vowel sign).
        func endsWithFusedLink(_ word: some StringProtocol) -> Bool {
            fusedEndings.contains { word.unicodeScalars.count > $0.unicodeScalars.count && word.hasScalarSuffix($0) }
        }

        public static let none = ModifierLinks([], headFollows: false)
    }

    /// The BCP 47 tag the table is for (`en`, `zh-Hans`).
    public let code: String
    public let name: String
    public let hasLetterCase: Bool
    /// French and Italian elide with apostrophes (`l'écran`): split there to find words.
    public let splitsApostrophes: Bool
    /// Characters folded before look-ups (Russian `ё` → `е`).
    public let foldings: [Unicode.Scalar: Unicode.Scalar]
    /// The full stop a hint ends with (`.`, `。`).
    public let fullStop: String
    /// Other characters that end a sentence in this language: a label must not end with them
    /// either, and a hint ending with one gets the right full stop instead (`．` in Japanese).
    public let otherFullStops: [String]
    /// What ends a sentence: the full stops, "!" and "?".
    public let sentenceEnds: [String]
    /// Abbreviations after which a final `.` is theirs, not a full stop, in lower case: single
    /// words (`etc`, `nr`) or several (`z. b`, `d. h`, matched as a whole before the period).
    public let abbreviations: Set<String>
    /// The abbreviations of several words or with inner dots (`z. b`, `u.s`), matched against the
    /// text before a final period rather than its last word: picked out once, not per label.
    let phraseAbbreviations: [String]
    /// Gesture, control-type and state words.
    public let terms: TermTable
    /// What makes a gesture word an instruction when it follows it: words for spaced scripts
    /// ("to", "here"), text for unspaced ones (「して」).
    public let instructionMarkers: Set<String>
    /// Whole labels that say nothing out of context ("learn more"), folded, words joined by one space.
    public let vagueLabels: Set<String>
    /// The vague labels of each concept every table names (``VagueLabelConcept``); ``vagueLabels``
    /// holds them with the language's others (a placeholder, an icon's name).
    public let vagueConcepts: [VagueLabelConcept: [String]]
    /// For unspaced scripts: what marks a hint that repeats its label as the subject
    /// (Japanese 「は」, Korean 「은」); spaced scripts compare words.
    public let labelSubjectMarkers: [String]
    /// Articles and determiners ("the", "il", "le"): after a one-word label at the start of a hint
    /// they show that the label word is the hint's verb ("Elimina il messaggio.", where the
    /// Italian imperative and third person are spelled alike), not a repeated subject.
    public let determiners: Set<String>
    /// Endings of a definite article written onto its noun (Romanian "mesajul", "modificările"):
    /// after a one-word label at the start of a hint, a noun with one shows, as a determiner
    /// does, that the label word is the hint's verb ("Șterge mesajul.").
    public let determinerSuffixes: [String]
    /// Openings that stay in lower case at the start of a label or hint (Dutch `'s Avonds`).
    public let lowercaseOpenings: [String]
    /// Letter pairs capitalized together at the start of a word (Dutch `ij` → `IJ`).
    public let capitalDigraphs: [String]
    /// Letters whose capital is another than Unicode's default (Turkish `i` → `İ`), for the
    /// suggestions that capitalize a first letter.
    public let capitals: [Character: String]
    /// Whether a full stop goes inside the closing quotation mark that ends a sentence (American
    /// English: `Opens "Settings."`); elsewhere it follows it (`Avaa valikon "Asetukset".`).
    public let fullStopInsideQuotes: Bool
    /// Judges a hint's grammatical form.
    public let hintForm: @Sendable (AnalyzedText) -> HintFormIssue?
    /// Where a hint's verb stands: first ("Plays the song."), or last (「曲を再生します。」). A
    /// hint-form suggestion replaces the words in place only when they stand there; elsewhere
    /// ("Tierheim anrufen." → "Ruft das Tierheim an.") the words would have to move.
    public let verbPosition: VerbPosition
    /// What links a modifier to its noun: a control-type word removed from the end of a label
    /// takes its link with it where it is the head (「再生のボタン」 → 「再生」), and where it is the
    /// modifier ("Control de selector de fecha") no removal leaves a label.
    public let modifierLinks: ModifierLinks
    /// Whether an adjective before its noun takes the noun's gender, number or case (German
    /// «Vertikaler Schieberegler», Czech «Svislý posuvník», Spanish «Nuevo botón»): once a
    /// control-type noun is removed from the end of a label, such a word would be left agreeing
    /// with nothing, so `label-control-type` suggests no removal after a plain space.
    public let attributiveAdjectivesAgree: Bool
    /// Endings that make a word a modifier only, which cannot stand for the noun it modifies
    /// (Hungarian -i: «növelési gomb», «hálózati beállítások»): such a word left at the end of a
    /// label once a control-type noun is removed would modify nothing, so no removal is suggested.
    public let attributiveEndings: [String]
    /// Endings of a noun that make the words before it its modifier, in another case than the
    /// subject's (Turkish possessive and case: «ekranını», «menüsüne», «sekmesinde»): a label
    /// before such a noun names what the hint acts on ("Ayarlar ekranını açar": opens the
    /// Settings screen), not the hint's subject, so `hint-repeats-label` leaves it.
    public let modifiedHeadEndings: [String]
    /// Words that open a step of instructions ("then", "next", «poi», «dann»): a gesture after
    /// them at a sentence's start opens that sentence as much as a gesture alone ("Visit a site.
    /// Then tap Share.").
    public let sequenceWords: Set<String>
    /// Words that open a purpose after a verb ("Select to open", "Seleccionar para abrir"): a
    /// verb followed by one is an instruction, whose descriptive form is not the verb's.
    public let purposeMarkers: Set<String>
    /// Words that open a condition after a verb ("Check if you want…", "Cochez si…", "Jelölje
    /// be, ha…"): a command followed by one tells the user when to act, and its descriptive form
    /// ("Checks if you want…") says something else.
    public let conditionMarkers: Set<String>
    /// Words that join clauses ("and", "o"): a hint whose form is rewritten must not leave a
    /// second verb of the same form after one ("Reproduzir ou pausar").
    public let conjunctions: Set<String>
    /// Conjunctions written as a word's first letter (Arabic «و», Hebrew «ו»): «وأعد ترتيبها» joins a
    /// second command as a separate "and" would.
    public let attachedConjunctions: Set<String>
    /// Reflexive pronouns that follow an imperative ("Sehen Sie sich … an", "Connectez-vous"):
    /// the verb's descriptive form is another construction.
    public let reflexivePronouns: Set<String>
    /// Verbs whose descriptive form is another verb, folded → the word to write: the element does
    /// not see, it shows ("View the list." → "Shows the list.", not "Views the list.").
    public let descriptiveVerbs: [String: String]
    /// Verbs that name what the user does, not what the element does, folded: browsing,
    /// exploring, choosing ("Browse your folders." → "Browses your folders." would say the button
    /// browses). Their descriptive form is no result: the hint should say what the element shows
    /// or opens, which nothing here can tell. (Not a verb that is also "select" or "navigate": a
    /// button may select, or navigate to a list.)
    public let userActivityVerbs: Set<String>
    /// Control types a user types into (the words of ``ControlTypeConcept/inputFields``), folded:
    /// what a label's other words may act on ("Clear search field", 「清除搜索框」), so that
    /// removing one leaves no certain label.
    public let inputFieldTypes: Set<String>
    /// The states VoiceOver announces, by concept: the words of the state terms, or why the
    /// language has none (``StateConcept``).
    public let stateConcepts: [StateConcept: ConceptWords]
    /// The control types VoiceOver announces, by concept: the words VoiceOver speaks for each,
    /// each a control-type term of ``terms``, or why the language leaves them out
    /// (``ControlTypeConcept``).
    public let controlTypeConcepts: [ControlTypeConcept: ConceptWords]
    /// The gestures, by concept: the words that name each as an instruction, each a gesture term
    /// of ``terms``, or why the language has none (``GestureConcept``).
    public let gestureConcepts: [GestureConcept: ConceptWords]
    /// Examples of every rule in this language, run as tests and shown by `explain`.
    public let examples: [RuleExample]

    /// The vague phrases a table's own "show more" makes of its other vague nouns: "show more"
    /// and "view more" give "show details", "view details", "view info"; «mehr anzeigen» gives
    /// «details anzeigen»; «показать больше», «показать подробности». A phrase of ``VagueLabelConcept/more``
    /// that is another of its phrases with a verb before or after it ("show" + "more") lends that
    /// verb, in its place, to each phrase of ``VagueLabelConcept/details`` and ``VagueLabelConcept/info``.
    /// (Spaced scripts: an unspaced one's table writes its phrases whole, 「詳細を表示」.)
    static func showingPhrases(of concepts: [VagueLabelConcept: [String]]) -> Set<String> {
        let more = concepts[.more] ?? []
        let nouns = (concepts[.details] ?? []) + (concepts[.info] ?? [])
        var phrases: Set<String> = []
        for phrase in more {
            for word in more where word != phrase {
                if phrase.hasSuffix(" " + word) {
                    let verb = phrase.dropLast(word.count + 1)
                    for noun in nouns { phrases.insert(verb + " " + noun) }
                } else if phrase.hasPrefix(word + " ") {
                    let verb = phrase.dropFirst(word.count + 1)
                    for noun in nouns { phrases.insert(noun + " " + verb) }
                }
            }
        }
        return phrases
    }

    public init(
        code: String, name: String, hasLetterCase: Bool, splitsApostrophes: Bool = false,
        foldings: [Unicode.Scalar: Unicode.Scalar] = [:], fullStop: String, otherFullStops: [String] = [], fullStopInsideQuotes: Bool = false,
        abbreviations: Set<String> = [], terms: TermTable, instructionMarkers: Set<String>, vagueLabels: Set<String>,
        vagueConcepts: [VagueLabelConcept: [String]],
        labelSubjectMarkers: [String] = [], determiners: Set<String> = [], determinerSuffixes: [String] = [], lowercaseOpenings: [String] = [],
        capitalDigraphs: [String] = [], capitals: [Character: String] = [:], hintForm: @escaping @Sendable (AnalyzedText) -> HintFormIssue?, verbPosition: VerbPosition = .first,
        modifierLinks: ModifierLinks = .none, conditionMarkers: Set<String> = [], purposeMarkers: Set<String> = [], conjunctions: Set<String> = [],
        attachedConjunctions: Set<String> = [],
        reflexivePronouns: Set<String> = [], descriptiveVerbs: [String: String] = [:], userActivityVerbs: Set<String> = [],
        attributiveAdjectivesAgree: Bool = false,
        attributiveEndings: [String] = [], modifiedHeadEndings: [String] = [], sequenceWords: Set<String> = [],
        stateConcepts: [StateConcept: ConceptWords], controlTypeConcepts: [ControlTypeConcept: ConceptWords],
        gestureConcepts: [GestureConcept: ConceptWords], examples: [RuleExample]
    ) {
        self.code = code
        self.name = name
        self.hasLetterCase = hasLetterCase
        self.splitsApostrophes = splitsApostrophes
        self.foldings = foldings
        self.fullStop = fullStop
        self.otherFullStops = otherFullStops
        self.sentenceEnds = ([fullStop, "!", "?"] + otherFullStops).filter { !$0.isEmpty }
        self.fullStopInsideQuotes = fullStopInsideQuotes
        self.abbreviations = abbreviations
        self.phraseAbbreviations = abbreviations.filter { $0.unicodeScalars.contains { $0 == " " || $0 == "." } }.sorted()
        self.terms = terms
        self.instructionMarkers = instructionMarkers
        self.vagueLabels = vagueLabels.union(vagueConcepts.values.joined())
            .union(terms.segmentation == .words ? Self.showingPhrases(of: vagueConcepts) : [])
        self.vagueConcepts = vagueConcepts
        self.labelSubjectMarkers = labelSubjectMarkers
        self.determiners = determiners
        self.determinerSuffixes = determinerSuffixes
        self.lowercaseOpenings = lowercaseOpenings
        self.capitalDigraphs = capitalDigraphs
        self.capitals = capitals
        self.hintForm = hintForm
        self.verbPosition = verbPosition
        self.modifierLinks = modifierLinks
        self.purposeMarkers = purposeMarkers
        self.conditionMarkers = conditionMarkers
        self.conjunctions = conjunctions
        self.attachedConjunctions = attachedConjunctions
        self.reflexivePronouns = reflexivePronouns
        self.descriptiveVerbs = descriptiveVerbs
        self.userActivityVerbs = userActivityVerbs
        self.attributiveAdjectivesAgree = attributiveAdjectivesAgree
        self.attributiveEndings = attributiveEndings
        self.modifiedHeadEndings = modifiedHeadEndings
        self.sequenceWords = sequenceWords
        self.inputFieldTypes = Set(ControlTypeConcept.inputFields.flatMap { controlTypeConcepts[$0]?.words ?? [] }.map { word in
            AnalyzedText(word, splitsApostrophes: splitsApostrophes, foldings: foldings).foldedPhrase
        })
        self.stateConcepts = stateConcepts
        self.controlTypeConcepts = controlTypeConcepts
        self.gestureConcepts = gestureConcepts
        self.examples = examples
    }

    public var segmentation: Segmentation { terms.segmentation }

    /// `text` with its first letter in upper case, as this language writes its capitals.
    func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return (capitals[first] ?? first.uppercased()) + text.dropFirst()
    }

    /// Analyses a text with this language's conventions.
    public func analyze(_ text: String) -> AnalyzedText {
        AnalyzedText(text, splitsApostrophes: splitsApostrophes, foldings: foldings)
    }

    /// Judges this language's own commands among its examples with ``hintForm``: what the
    /// judgement makes on first use (a verb lexicon, tables of endings) is made now, on the
    /// calling thread, instead of by the first audit thread that meets a hint while the others wait.
    func prepareHintForm() {
        for text in hintFormPreparations { _ = hintForm(analyze(text)) }
    }

    /// The hints ``prepareHintForm()`` judges: the examples of commands `hint-imperative` reports.
    var hintFormPreparations: [String] {
        examples.compactMap { example in
            example.triggers && example.role == .hint && example.rule == HintImperativeRule.description.id ? example.text : nil
        }
    }
}
