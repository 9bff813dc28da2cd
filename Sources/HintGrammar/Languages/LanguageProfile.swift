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

    public init(_ kind: Kind, words: String, suggestion: String? = nil, severity: Severity = .warning) {
        self.kind = kind
        self.words = words
        self.suggestion = suggestion
        self.severity = severity
    }
}

/// Everything l10n-ax knows about one language: punctuation, letter case, the words that name
/// gestures, control types and states as VoiceOver speaks them, vague labels, and how to tell a
/// hint's grammatical form. Each language's profile lives in its own file.
public struct LanguageProfile: Sendable {
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
    /// For unspaced scripts: what marks a hint that repeats its label as the subject
    /// (Japanese 「は」, Korean 「은」); spaced scripts compare words.
    public let labelSubjectMarkers: [String]
    /// Articles and determiners ("the", "il", "le"): after a one-word label at the start of a hint
    /// they show that the label word is the hint's verb ("Elimina il messaggio.", where the
    /// Italian imperative and third person are spelled alike), not a repeated subject.
    public let determiners: Set<String>
    /// Openings that stay in lower case at the start of a label or hint (Dutch `'s Avonds`).
    public let lowercaseOpenings: [String]
    /// Letter pairs capitalized together at the start of a word (Dutch `ij` → `IJ`).
    public let capitalDigraphs: [String]
    /// Judges a hint's grammatical form.
    public let hintForm: @Sendable (AnalyzedText) -> HintFormIssue?
    /// Examples of every rule in this language, run as tests and shown by `explain`.
    public let examples: [RuleExample]

    public init(
        code: String, name: String, hasLetterCase: Bool, splitsApostrophes: Bool = false,
        foldings: [Unicode.Scalar: Unicode.Scalar] = [:], fullStop: String, otherFullStops: [String] = [],
        abbreviations: Set<String> = [], terms: TermTable, instructionMarkers: Set<String>, vagueLabels: Set<String>,
        labelSubjectMarkers: [String] = [], determiners: Set<String> = [], lowercaseOpenings: [String] = [],
        capitalDigraphs: [String] = [], hintForm: @escaping @Sendable (AnalyzedText) -> HintFormIssue?, examples: [RuleExample]
    ) {
        self.code = code
        self.name = name
        self.hasLetterCase = hasLetterCase
        self.splitsApostrophes = splitsApostrophes
        self.foldings = foldings
        self.fullStop = fullStop
        self.otherFullStops = otherFullStops
        self.abbreviations = abbreviations
        self.phraseAbbreviations = abbreviations.filter { $0.contains(" ") || $0.contains(".") }.sorted()
        self.terms = terms
        self.instructionMarkers = instructionMarkers
        self.vagueLabels = vagueLabels
        self.labelSubjectMarkers = labelSubjectMarkers
        self.determiners = determiners
        self.lowercaseOpenings = lowercaseOpenings
        self.capitalDigraphs = capitalDigraphs
        self.hintForm = hintForm
        self.examples = examples
    }

    public var segmentation: Segmentation { terms.segmentation }

    /// Analyses a text with this language's conventions.
    public func analyze(_ text: String) -> AnalyzedText {
        AnalyzedText(text, splitsApostrophes: splitsApostrophes, foldings: foldings)
    }
}
