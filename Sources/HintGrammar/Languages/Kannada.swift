/// Kannada: hints describe the result with the verb at the end, in the third person neuter of the
/// non-past without a subject («ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ.», «ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ.»), and end with
/// the Latin full stop, as Kannada writes it; labels are short noun phrases or commands («ಪ್ಲೇ
/// ಮಾಡಿ», «ಅಳಿಸಿ», «ರದ್ದುಮಾಡು») without one. Kannada script has no letter case. Interface verbs are
/// often an English loanword or a native noun and the light verb «ಮಾಡು», written apart («ಪ್ಲೇ
/// ಮಾಡಿ») or joined to the noun («ಆಯ್ಕೆಮಾಡಿ», «ರದ್ದುಮಾಡಿ»): the light verb carries the form.
///
/// The polite imperative of a verb in «-ಇಸು» («ಸೇರಿಸಿ», add) is spelled as its converb ("having
/// added"); a converb does not end a sentence, so the word that ends a hint's first sentence is
/// read as the imperative. Case endings are fused to their noun («ಬಟನ್‌ನ್ನು»), written apart
/// («ಬಟನ್ ಅನ್ನು»), or joined after a loanword's final virama by a zero-width non-joiner (U+200C),
/// which the shared analysis keeps in the word and drops from its folded form («ಬಟನ್‌ಗಳು» is one
/// word, «ಬಟನ್ಗಳು», which no term matches): each control type followed by each ending written
/// apart is a `neutral` term, and compounds are listed joined and apart («ಚೆಕ್ಬಾಕ್ಸ್», «ಚೆಕ್ ಬಾಕ್ಸ್»).
extension LanguageProfile {
    /// The Kannada table (`kn`, also used for `kn-IN`).
    public static let kannada = LanguageProfile(
        code: "kn", name: "Kannada", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["।", "॥", "。", "．"],
        abbreviations: ["ಡಾ", "ಶ್ರೀ", "ಶ್ರೀಮತಿ", "ರೂ", "ಕಿ.ಮೀ", "ಸೆಂ.ಮೀ", "ಮಿ.ಲೀ", "etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(KannadaGrammar.terms, segmentation: .words),
        instructionMarkers: KannadaGrammar.instructionMarkers,
        vagueLabels: ["ಬಟನ್", "ಐಕಾನ್", "ಶೀರ್ಷಿಕೆರಹಿತ", "ಐಟಂ", "ಪಠ್ಯ", "ಲೇಬಲ್"],
        vagueConcepts: KannadaGrammar.vagueConcepts,
        determiners: ["ಈ", "ಆ", "ಒಂದು", "ಎಲ್ಲಾ", "ಎಲ್ಲ", "ಪ್ರತಿ", "ನಿಮ್ಮ", "ನನ್ನ"],
        hintForm: KannadaGrammar.hintForm,
        verbPosition: .last,
        // The genitive is fused to its noun («ಬಟನ್‌ನ»): no word links a modifier, and the head follows.
        modifierLinks: LanguageProfile.ModifierLinks([], headFollows: true),
        purposeMarkers: ["ಗಾಗಿ", "ಸಲುವಾಗಿ"], conjunctions: ["ಮತ್ತು", "ಅಥವಾ", "ಆದರೆ"],
        descriptiveVerbs: ["ನೋಡಿ": "ತೋರಿಸುತ್ತದೆ"],
        stateConcepts: KannadaGrammar.stateConcepts, controlTypeConcepts: KannadaGrammar.controlTypeConcepts,
        gestureConcepts: KannadaGrammar.gestureConcepts,
        examples: KannadaGrammar.examples)
}

/// Kannada hint grammar: the verb that ends the hint's first sentence is told apart — the
/// descriptive non-past («ತೆರೆಯುತ್ತದೆ») from the polite imperative («ತೆರೆಯಿರಿ», «ಸೇರಿಸಿ»), the
/// familiar one («ಮಾಡು»), the prohibition («ಅಳಿಸಬೇಡಿ»), "please" («ದಯವಿಟ್ಟು») and "you can"
/// («ನೀವು … ಬದಲಾಯಿಸಬಹುದು») — with a lexicon of interface verbs; words outside it are not judged
/// («ಪಾಲಿಸಿ» is a policy as often as "obey").
enum KannadaGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``): the
    /// impersonal passive «…ಲಾಗಿದೆ» and its negative «…ಲಾಗಿಲ್ಲ».
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["ಆಯ್ಕೆಮಾಡಲಾಗಿದೆ", "ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ", "ಆಯ್ಕೆಮಾಡಲಾಗಿಲ್ಲ", "ಆಯ್ಕೆ ಮಾಡಲಾಗಿಲ್ಲ"]),
        .checked: .words(["ಚೆಕ್ ಮಾಡಲಾಗಿದೆ", "ಚೆಕ್ ಮಾಡಲಾಗಿಲ್ಲ", "ಗುರುತು ಮಾಡಲಾಗಿದೆ", "ಗುರುತು ಮಾಡಲಾಗಿಲ್ಲ"]),
        .dimmed: .none(because: "«ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ», «ಲಭ್ಯವಿಲ್ಲ» are as often a message of their own (the feature is disabled, unavailable)"),
        .expanded: .words(["ವಿಸ್ತರಿಸಲಾಗಿದೆ"]),
        .collapsed: .words(["ಕುಗ್ಗಿಸಲಾಗಿದೆ"]),
        .on: .none(because: "«ಆನ್» is a switch's value, which VoiceOver reads, and part of ordinary labels (ಫ್ಲ್ಯಾಶ್ ಆನ್)"),
        .off: .none(because: "«ಆಫ್» is a switch's value, which VoiceOver reads, and part of ordinary labels (ಫ್ಲ್ಯಾಶ್ ಆಫ್)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms; native words («ಪಠ್ಯ ಕ್ಷೇತ್ರ») beside the loanwords.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["ಬಟನ್"]),
        .link: .none(because: "«ಲಿಂಕ್» is as often what the element acts on (ಲಿಂಕ್ ನಕಲಿಸಿ, ಲಿಂಕ್ ಹಂಚಿಕೊಳ್ಳಿ)"),
        .image: .none(because: "«ಚಿತ್ರ», «ಇಮೇಜ್» are as often what the element acts on (ಚಿತ್ರವನ್ನು ಉಳಿಸಿ); a label that is only «ಚಿತ್ರ» is vague"),
        .textField: .words(["ಪಠ್ಯ ಕ್ಷೇತ್ರ", "ಟೆಕ್ಸ್ಟ್ ಫೀಲ್ಡ್", "ಪಠ್ಯ ಪೆಟ್ಟಿಗೆ"]),
        .searchField: .words(["ಹುಡುಕಾಟ ಕ್ಷೇತ್ರ", "ಸರ್ಚ್ ಫೀಲ್ಡ್", "ಹುಡುಕಾಟ ಪೆಟ್ಟಿಗೆ"]),
        .secureTextField: .words(["ಸುರಕ್ಷಿತ ಪಠ್ಯ ಕ್ಷೇತ್ರ"]),
        .slider: .words(["ಸ್ಲೈಡರ್"]),
        .adjustable: .none(because: "«ಹೊಂದಿಸಬಹುದಾದ» is an ordinary adjective of labels (ಹೊಂದಿಸಬಹುದಾದ ಫಾಂಟ್ ಗಾತ್ರ)"),
        .toggle: .words(["ಟಾಗಲ್ ಬಟನ್", "ಸ್ವಿಚ್ ಬಟನ್"]),
        .checkbox: .words(["ಚೆಕ್ ಬಾಕ್ಸ್", "ಚೆಕ್ಬಾಕ್ಸ್"]),
        .radioButton: .words(["ರೇಡಿಯೋ ಬಟನ್", "ರೇಡಿಯೊ ಬಟನ್"]),
        .picker: .words(["ಪಿಕರ್", "ದಿನಾಂಕ ಪಿಕರ್"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («ಬಟನ್») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ಟ್ಯಾಬ್») is content (ಟ್ಯಾಬ್ ಮುಚ್ಚಿ, ಹೊಸ ಟ್ಯಾಬ್)"),
        .tabBar: .words(["ಟ್ಯಾಬ್ ಬಾರ್"]),
        .menu: .none(because: "«ಮೆನು» is as often the name of the element that opens one"),
        .popUpButton: .words(["ಪಾಪ್ ಅಪ್ ಬಟನ್", "ಪಾಪ್ಅಪ್ ಬಟನ್"]),
        .comboBox: .words(["ಡ್ರಾಪ್ ಡೌನ್", "ಡ್ರಾಪ್ಡೌನ್", "ಡ್ರಾಪ್ ಡೌನ್ ಪಟ್ಟಿ", "ಡ್ರಾಪ್ ಡೌನ್ ಮೆನು", "ಕಾಂಬೊ ಬಾಕ್ಸ್"]),
        .heading: .none(because: "«ಶೀರ್ಷಿಕೆ» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["ಪ್ರಗತಿ ಪಟ್ಟಿ", "ಪ್ರೋಗ್ರೆಸ್ ಬಾರ್", "ಪ್ರಗತಿ ಸೂಚಕ"]),
        .stepper: .words(["ಸ್ಟೆಪ್ಪರ್"]),
        .list: .none(because: "«ಪಟ್ಟಿ» is as often what the element shows (ಪ್ಲೇಪಟ್ಟಿ, ಓದುವ ಪಟ್ಟಿ, ಪಟ್ಟಿಯನ್ನು ತೋರಿಸುತ್ತದೆ)"),
        .scrollBar: .words(["ಸ್ಕ್ರಾಲ್ ಬಾರ್", "ಸ್ಕ್ರೋಲ್ ಬಾರ್"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and «ಮಾಡು» in
    /// the polite and familiar imperative (the polite one also the converb, «ಟ್ಯಾಪ್ ಮಾಡಿ»), the
    /// conditional and "when" («ಟ್ಯಾಪ್ ಮಾಡಿದರೆ», «ಟ್ಯಾಪ್ ಮಾಡಿದಾಗ»), and the native verbs («ಒತ್ತಿ»,
    /// «ಎಳೆಯಿರಿ»); the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "ಟ್ಯಾಪ್") + ["ಸ್ಪರ್ಶಿಸಿ"]),
        .doubleTap: .words(["ಡಬಲ್", "ಎರಡು ಬಾರಿ", "ಎರಡು ಸಲ"].flatMap { lightVerbForms(of: $0 + " ಟ್ಯಾಪ್") }),
        .tripleTap: .words(["ಟ್ರಿಪಲ್", "ಮೂರು ಬಾರಿ", "ಮೂರು ಸಲ"].flatMap { lightVerbForms(of: $0 + " ಟ್ಯಾಪ್") }),
        .longPress: .words([
            "ಒತ್ತಿ ಹಿಡಿದುಕೊಳ್ಳಿ", "ಒತ್ತಿ ಹಿಡಿಯಿರಿ", "ಸ್ಪರ್ಶಿಸಿ ಹಿಡಿದುಕೊಳ್ಳಿ", "ಸ್ಪರ್ಶಿಸಿ ಹಿಡಿದಿಟ್ಟುಕೊಳ್ಳಿ", "ಟ್ಯಾಪ್ ಮಾಡಿ ಹಿಡಿದುಕೊಳ್ಳಿ",
            "ದೀರ್ಘವಾಗಿ ಒತ್ತಿ",
        ] + lightVerbForms(of: "ಲಾಂಗ್ ಪ್ರೆಸ್")),
        .swipe: .words(lightVerbForms(of: "ಸ್ವೈಪ್")),
        .drag: .words(lightVerbForms(of: "ಡ್ರ್ಯಾಗ್") + ["ಎಳೆಯಿರಿ", "ಎಳೆದು ಬಿಡಿ"]),
        .pinch: .words(lightVerbForms(of: "ಪಿಂಚ್")),
        .rotate: .none(because: "«ತಿರುಗಿಸಿ» is as often what the element does (ಫೋಟೋವನ್ನು ತಿರುಗಿಸುತ್ತದೆ; a label «ತಿರುಗಿಸಿ» rotates the photo)"),
        .shake: .words(lightVerbForms(of: "ಶೇಕ್") + ["ಅಲುಗಾಡಿಸಿ"]),
        .click: .words(lightVerbForms(of: "ಕ್ಲಿಕ್") + lightVerbForms(of: "ಡಬಲ್ ಕ್ಲಿಕ್")),
        .press: .words(["ಒತ್ತಿ", "ಒತ್ತಿರಿ", "ಒತ್ತಿದರೆ", "ಒತ್ತಿದಾಗ"] + lightVerbForms(of: "ಪ್ರೆಸ್")),
        .scroll: .words(lightVerbForms(of: "ಸ್ಕ್ರಾಲ್") + lightVerbForms(of: "ಸ್ಕ್ರೋಲ್")),
        .fingers: .words(["ಎರಡು ಬೆರಳುಗಳಿಂದ", "ಮೂರು ಬೆರಳುಗಳಿಂದ", "ನಾಲ್ಕು ಬೆರಳುಗಳಿಂದ", "ಎರಡು ಬೆರಳುಗಳನ್ನು", "ಮೂರು ಬೆರಳುಗಳನ್ನು"]),
    ]

    /// A gesture loanword with the instruction forms of «ಮಾಡು»: «ಟ್ಯಾಪ್ ಮಾಡಿ», «ಟ್ಯಾಪ್ ಮಾಡು»,
    /// «ಟ್ಯಾಪ್ ಮಾಡಿರಿ», «ಟ್ಯಾಪ್ ಮಾಡಿದರೆ», «ಟ್ಯಾಪ್ ಮಾಡಿದಾಗ».
    static func lightVerbForms(of noun: String) -> [String] {
        ["ಮಾಡಿ", "ಮಾಡು", "ಮಾಡಿರಿ", "ಮಾಡಿದರೆ", "ಮಾಡಿದಾಗ"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction, "here", "then",
    /// or a command of the lexicon.
    static let instructionMarkers: Set<String> = Set(["ಮತ್ತು", "ಅಥವಾ", "ಇಲ್ಲಿ", "ನಂತರ"] + imperatives.keys)

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["ಇನ್ನಷ್ಟು", "ಹೆಚ್ಚು", "ಇನ್ನಷ್ಟು ನೋಡಿ", "ಹೆಚ್ಚು ನೋಡಿ"],
        .learnMore: ["ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ", "ಇನ್ನಷ್ಟು ತಿಳಿದುಕೊಳ್ಳಿ", "ಹೆಚ್ಚು ತಿಳಿಯಿರಿ", "ಇನ್ನಷ್ಟು ಓದಿ", "ಹೆಚ್ಚು ಓದಿ"],
        .clickHere: ["ಇಲ್ಲಿ ಕ್ಲಿಕ್ ಮಾಡಿ", "ಇಲ್ಲಿ ಟ್ಯಾಪ್ ಮಾಡಿ", "ಇಲ್ಲಿ ಒತ್ತಿ"],
        .details: ["ವಿವರಗಳು", "ವಿವರ", "ಹೆಚ್ಚಿನ ವಿವರಗಳು"],
        .info: ["ಮಾಹಿತಿ", "ಹೆಚ್ಚಿನ ಮಾಹಿತಿ", "ಇನ್ನಷ್ಟು ಮಾಹಿತಿ"],
        .here: ["ಇಲ್ಲಿ"],
        .link: ["ಲಿಂಕ್"],
        .image: ["ಚಿತ್ರ", "ಇಮೇಜ್"],
    ]

    /// The case endings and postpositions after a noun, written apart («ಬಟನ್ ಅನ್ನು»): a control type
    /// followed by one is what the hint acts on or speaks of, or a plural, not the element's own
    /// type. (Joined to it, by a non-joiner or not, they make one word that is no term.)
    static let caseEndings: [String] = [
        "ಅನ್ನು", "ನ್ನು", "ಗೆ", "ಗಳು", "ಗಳ", "ಗಳನ್ನು", "ಗಳಿಗೆ", "ಗಳಲ್ಲಿ", "ನಲ್ಲಿ", "ಅಲ್ಲಿ", "ನ", "ಇಂದ", "ನಿಂದ", "ಮೇಲೆ",
        "ಗಾಗಿ", "ಅನ್ನ", "ದ",
    ]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["ಬ್ಯಾಕ್ ಟ್ಯಾಪ್", "ಟ್ಯಾಪ್ ಟು ಪೇ"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: caseEndings)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// The imperatives of interface verbs, with the descriptive form a hint should use, or `nil`
    /// where the user does it («ನಮೂದಿಸಿ»: enter your password), where it is a gesture, or where the
    /// descriptive form would not describe the element («ನಿರೀಕ್ಷಿಸಿ»: wait).
    static let imperatives: [String: String?] = [
        "ತೆರೆಯಿರಿ": "ತೆರೆಯುತ್ತದೆ", "ತೆರೆ": "ತೆರೆಯುತ್ತದೆ", "ಮುಚ್ಚಿ": "ಮುಚ್ಚುತ್ತದೆ", "ಮುಚ್ಚು": "ಮುಚ್ಚುತ್ತದೆ",
        "ತೋರಿಸಿ": "ತೋರಿಸುತ್ತದೆ", "ತೋರಿಸು": "ತೋರಿಸುತ್ತದೆ", "ನೋಡಿ": "ತೋರಿಸುತ್ತದೆ", "ಸೇರಿಸಿ": "ಸೇರಿಸುತ್ತದೆ", "ಸೇರಿಸು": "ಸೇರಿಸುತ್ತದೆ",
        "ಅಳಿಸಿ": "ಅಳಿಸುತ್ತದೆ", "ಅಳಿಸು": "ಅಳಿಸುತ್ತದೆ", "ತೆಗೆದುಹಾಕಿ": "ತೆಗೆದುಹಾಕುತ್ತದೆ", "ಬದಲಾಯಿಸಿ": "ಬದಲಾಯಿಸುತ್ತದೆ",
        "ಕಳುಹಿಸಿ": "ಕಳುಹಿಸುತ್ತದೆ", "ನಿಲ್ಲಿಸಿ": "ನಿಲ್ಲಿಸುತ್ತದೆ", "ಪ್ರಾರಂಭಿಸಿ": "ಪ್ರಾರಂಭಿಸುತ್ತದೆ", "ಮರೆಮಾಡಿ": "ಮರೆಮಾಡುತ್ತದೆ",
        "ಹುಡುಕಿ": "ಹುಡುಕುತ್ತದೆ", "ಹೆಚ್ಚಿಸಿ": "ಹೆಚ್ಚಿಸುತ್ತದೆ", "ಉಳಿಸಿ": "ಉಳಿಸುತ್ತದೆ", "ಉಳಿಸು": "ಉಳಿಸುತ್ತದೆ",
        "ನವೀಕರಿಸಿ": "ನವೀಕರಿಸುತ್ತದೆ", "ಹಂಚಿಕೊಳ್ಳಿ": "ಹಂಚಿಕೊಳ್ಳುತ್ತದೆ", "ನಕಲಿಸಿ": "ನಕಲಿಸುತ್ತದೆ", "ಮುಂದುವರಿಸಿ": "ಮುಂದುವರಿಸುತ್ತದೆ",
        "ಮಾಡಿ": "ಮಾಡುತ್ತದೆ", "ಮಾಡು": "ಮಾಡುತ್ತದೆ", "ಮಾಡಿರಿ": "ಮಾಡುತ್ತದೆ",
        // The user's own actions, and the gestures (hint-gesture reports those).
        "ಆಯ್ಕೆಮಾಡಿ": nil, "ನಮೂದಿಸಿ": nil, "ನಿರೀಕ್ಷಿಸಿ": nil, "ಪ್ರಯತ್ನಿಸಿ": nil, "ಓದಿ": nil, "ಬರೆಯಿರಿ": nil, "ಹೋಗಿ": nil,
        "ಖಚಿತಪಡಿಸಿ": nil, "ದೃಢೀಕರಿಸಿ": nil, "ಸಂಪರ್ಕಿಸಿ": nil, "ಅನುಮತಿಸಿ": nil, "ಒತ್ತಿ": nil, "ಒತ್ತಿರಿ": nil, "ಸ್ಪರ್ಶಿಸಿ": nil,
        "ಎಳೆಯಿರಿ": nil, "ಹಿಡಿದುಕೊಳ್ಳಿ": nil, "ಹಿಡಿಯಿರಿ": nil, "ಅಲುಗಾಡಿಸಿ": nil, "ಬಿಡಿ": nil,
    ]

    /// The light verb «ಮಾಡು», whose noun before it is part of the verb («ಪ್ಲೇ ಮಾಡಿ»); joined to it
    /// («ರದ್ದುಮಾಡಿ»), the whole word is the verb.
    static let lightVerbs: [String: String] = ["ಮಾಡಿ": "ಮಾಡುತ್ತದೆ", "ಮಾಡು": "ಮಾಡುತ್ತದೆ", "ಮಾಡಿರಿ": "ಮಾಡುತ್ತದೆ"]

    /// Nouns of compounds with «ಮಾಡು» that name what the user does («ಪಾಸ್‌ವರ್ಡ್ ಟೈಪ್ ಮಾಡಿ», «ಲಾಗಿನ್
    /// ಮಾಡಿ», «ಆಯ್ಕೆ ಮಾಡಿ»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "ಟೈಪ್", "ಲಾಗಿನ್", "ಇನ್", "ಔಟ್", "ಸೈನ್", "ಪ್ರಯತ್ನ", "ಆಯ್ಕೆ", "ಎಂಟರ್", "ನಮೂದು",
    ]

    /// The words before a light verb that show it has no noun of its own: case endings
    /// written apart, pronouns and negations («ಇದನ್ನು ಮಾಡಿ»).
    static let notCompoundParts: Set<String> = Set(caseEndings + [
        "ಇದನ್ನು", "ಅದನ್ನು", "ಇವುಗಳನ್ನು", "ಇದು", "ಅದು", "ಮತ್ತು", "ಅಥವಾ", "ಈಗ", "ಮತ್ತೆ", "ದಯವಿಟ್ಟು", "ಇಲ್ಲಿ",
    ])

    /// The words before a verb that make it a gesture («ಟ್ಯಾಪ್ ಮಾಡಿ», «ಒತ್ತಿ ಹಿಡಿದುಕೊಳ್ಳಿ»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = [
        "ಟ್ಯಾಪ್", "ಕ್ಲಿಕ್", "ಸ್ವೈಪ್", "ಡ್ರ್ಯಾಗ್", "ಪಿಂಚ್", "ಸ್ಕ್ರಾಲ್", "ಸ್ಕ್ರೋಲ್", "ಪ್ರೆಸ್", "ಶೇಕ್", "ಒತ್ತಿ", "ಸ್ಪರ್ಶಿಸಿ", "ಎಳೆದು",
        "ಮಾಡಿ",
    ]

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // The verb ends the sentence: a text that ends with a placeholder has none to judge.
        guard text.words.last?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard !words.isEmpty else { return nil }
        // A question asks; it does not command.
        if text.endsWith("?") || text.endsWith("？") { return nil }
        let folded = words.map(\.folded)
        func written(_ from: Int, _ to: Int) -> String { text.slice(words[from].start, words[to].end) }
        if let please = folded.firstIndex(of: "ದಯವಿಟ್ಟು") {
            return HintFormIssue(.request, words: written(please, please))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: ".!?।")
        let verb = folded[last]
        // «ನೀವು ಭಾಷೆಯನ್ನು ಬದಲಾಯಿಸಬಹುದು.», «ನೀವು ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಬೇಕು.»: the user is the subject.
        if let you = folded[..<last].firstIndex(of: "ನೀವು"), verb.hasScalarSuffix("ಬಹುದು") || verb.hasScalarSuffix("ಬೇಕು") {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «ಅಳಿಸಬೇಡಿ», «ಮುಚ್ಚಬೇಡಿ»: the prohibition.
        if verb.hasScalarSuffix("ಬೇಡಿ"), verb.unicodeScalars.count > 4 {
            return HintFormIssue(.negativeCommand, words: written(last, last))
        }
        let previous = last > 0 ? folded[last - 1] : nil
        // «ಒತ್ತಿ ಹಿಡಿದುಕೊಳ್ಳಿ», «ಟ್ಯಾಪ್ ಮಾಡಿ»: a gesture, which hint-gesture reports (the same words, once).
        // The words shown start where the gesture term does («ಎರಡು ಬಾರಿ ಟ್ಯಾಪ್ ಮಾಡಿ»).
        if let previous, gestureParts.contains(previous), imperatives[verb] != nil {
            let gesture = LanguageProfile.kannada.terms.matches(in: text).last { match in
                match.term.kind == .gesture && match.start <= words[last - 1].start && match.end >= words[last - 1].end
            }
            return HintFormIssue(.imperative, words: text.slice(gesture?.start ?? words[last - 1].start, words[last].end))
        }
        // «ರದ್ದುಮಾಡಿ», «ಆಯ್ಕೆಮಾಡಿ»: a noun joined to the light verb.
        if imperatives[verb] == nil,
            let light = lightVerbs.keys.sorted(by: { $0.unicodeScalars.count > $1.unicodeScalars.count })
                .first(where: { verb.hasScalarSuffix($0) && verb.unicodeScalars.count > $0.unicodeScalars.count })
        {
            let noun = String(String.UnicodeScalarView(verb.unicodeScalars.dropLast(light.unicodeScalars.count)))
            let writtenVerb = written(last, last)
            let writtenNoun = String(String.UnicodeScalarView(writtenVerb.unicodeScalars.dropLast(light.unicodeScalars.count)))
            let suggestion = userActionNouns.contains(noun) ? nil : writtenNoun + (lightVerbs[light] ?? "")
            return HintFormIssue(.imperative, words: written(last, last), suggestion: suggestion)
        }
        guard let descriptive = imperatives[verb] else { return nil }
        // «ಪ್ಲೇ ಮಾಡಿ»: the noun before a light verb is part of it.
        let isCompound = lightVerbs[verb] != nil && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        if descriptive == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(.imperative, words: written(first, last))
        }
        // «ತೆರೆಯಲು ಆಯ್ಕೆಮಾಡಿ»: after a purpose («-ಲು», «ಗಾಗಿ»), the command is the user's.
        if first > 0, folded[first - 1].hasScalarSuffix("ಲು") || folded[first - 1].hasScalarSuffix("ಗಾಗಿ") {
            return HintFormIssue(.imperative, words: written(first, last))
        }
        let form = descriptive ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + form : form
        return HintFormIssue(.imperative, words: written(first, last), suggestion: suggestion)
    }


}

extension KannadaGrammar {
    /// Every language-specific rule, in Kannada: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "kn", .label, "ಪ್ಲೇ ಮಾಡಿ.", fix: "ಪ್ಲೇ ಮಾಡಿ"),
        .bad("label-trailing-period", "kn", .label, "ಹೊಸ ಸಂದೇಶ.", fix: "ಹೊಸ ಸಂದೇಶ"),
        .good("label-trailing-period", "kn", .label, "ಪ್ಲೇ ಮಾಡಿ"),
        .good("label-trailing-period", "kn", .label, "ಲೋಡ್ ಆಗುತ್ತಿದೆ..."),
        .good("label-trailing-period", "kn", .label, "ಬೆಲೆ 500 ರೂ."),

        .bad("label-control-type", "kn", .label, "ಪ್ಲೇ ಬಟನ್", fix: "ಪ್ಲೇ"),
        .bad("label-control-type", "kn", .label, "ವಾಲ್ಯೂಮ್ ಸ್ಲೈಡರ್", fix: "ವಾಲ್ಯೂಮ್"),
        .bad("label-control-type", "kn", .label, "ಹೆಸರು, ಪಠ್ಯ ಕ್ಷೇತ್ರ", fix: "ಹೆಸರು"),
        .bad("label-control-type", "kn", .label, "ಬಟನ್: ಹಂಚಿಕೊಳ್ಳಿ"),
        .good("label-control-type", "kn", .label, "ಪ್ಲೇ ಮಾಡಿ"),
        // The field is what the command acts on; the buttons are what the size belongs to.
        .good("label-control-type", "kn", .label, "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರವನ್ನು ತೆರವುಗೊಳಿಸಿ"),
        .good("label-control-type", "kn", .label, "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರ ತೆರವುಗೊಳಿಸಿ"),
        .good("label-control-type", "kn", .label, "ಬಟನ್‌ಗಳ ಗಾತ್ರ"),
        .good("label-control-type", "kn", .label, "ಲಿಂಕ್ ನಕಲಿಸಿ"),

        .bad("label-state", "kn", .label, "Wi-Fi, ಆಯ್ಕೆಮಾಡಲಾಗಿದೆ", fix: "Wi-Fi"),
        .bad("label-state", "kn", .label, "ಚೆಕ್ ಮಾಡಲಾಗಿದೆ"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "kn", .label, "%lld ಆಯ್ಕೆಮಾಡಲಾಗಿದೆ"),
        .good("label-state", "kn", .label, "ಆಯ್ಕೆಮಾಡಿದ ಫೋಟೋಗಳನ್ನು ತೋರಿಸಿ"),
        .good("label-state", "kn", .label, "Wi-Fi"),

        .bad("label-gesture", "kn", .label, "ಟ್ಯಾಪ್ ಮಾಡಿ"),
        .bad("label-gesture", "kn", .label, "ಎರಡು ಬಾರಿ ಟ್ಯಾಪ್ ಮಾಡಿ ತೆರೆಯಿರಿ"),
        .bad("label-gesture", "kn", .label, "ಪ್ಲೇ ಮಾಡಲು ಒತ್ತಿ"),
        .bad("label-gesture", "kn", .label, "ಅಳಿಸಲು ಎಡಕ್ಕೆ ಸ್ವೈಪ್ ಮಾಡಿ"),
        .good("label-gesture", "kn", .label, "ಸ್ವೈಪ್ ಕ್ರಿಯೆಗಳು"),
        .good("label-gesture", "kn", .label, "ಬ್ಯಾಕ್ ಟ್ಯಾಪ್"),
        .good("label-gesture", "kn", .label, "ಪ್ಲೇ ಮಾಡಿ"),

        .bad("label-length", "kn", .label, "ಎಲ್ಲಾ ಭಾಗವಹಿಸುವವರಿಗೆ ಹೊಸ ಸಂದೇಶವನ್ನು ರಚಿಸಲು ಈ ಬಟನ್ ಅನ್ನು ಒತ್ತಿ, ನಂತರ ಸ್ವೀಕರಿಸುವವರನ್ನು ಆಯ್ಕೆಮಾಡಿ ಮತ್ತು ಕಳುಹಿಸಿ"),
        .good("label-length", "kn", .label, "ಹೊಸ ಸಂದೇಶ"),
        .good("label-length", "kn", .label, "Apple Inc., ₹125.25, 1.3% ಏರಿಕೆ"),

        .bad("label-vague", "kn", .label, "ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ"),
        .bad("label-vague", "kn", .label, "ಇಲ್ಲಿ ಟ್ಯಾಪ್ ಮಾಡಿ"),
        .bad("label-vague", "kn", .label, "ಇನ್ನಷ್ಟು"),
        .bad("label-vague", "kn", .label, "ಮಾಹಿತಿ"),
        .good("label-vague", "kn", .label, "ಬೆಲೆಗಳ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ"),
        .good("label-vague", "kn", .label, "ಪ್ಲೇ ಮಾಡಿ"),

        .bad("hint-imperative", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡಿ.", fix: "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ."),
        .bad("hint-imperative", "kn", .hint, "ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ.", fix: "ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."),
        .bad("hint-imperative", "kn", .hint, "ಸಂದೇಶವನ್ನು ಅಳಿಸಿ.", fix: "ಸಂದೇಶವನ್ನು ಅಳಿಸುತ್ತದೆ."),
        .bad("hint-imperative", "kn", .hint, "ಡೌನ್‌ಲೋಡ್ ಅನ್ನು ರದ್ದುಮಾಡು.", fix: "ಡೌನ್‌ಲೋಡ್ ಅನ್ನು ರದ್ದುಮಾಡುತ್ತದೆ."),
        // The element does not look: it shows.
        .bad("hint-imperative", "kn", .hint, "ಇತ್ತೀಚಿನ ಡಾಕ್ಯುಮೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ.", fix: "ಇತ್ತೀಚಿನ ಡಾಕ್ಯುಮೆಂಟ್‌ಗಳನ್ನು ತೋರಿಸುತ್ತದೆ."),
        // The user's own action has no descriptive form.
        .badWithoutFix("hint-imperative", "kn", .hint, "ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ನಮೂದಿಸಿ."),
        .badWithoutFix("hint-imperative", "kn", .hint, "ಫೋಟೋವನ್ನು ಆಯ್ಕೆಮಾಡಿ."),
        .bad("hint-imperative", "kn", .hint, "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು ಬರೆಯಿರಿ."),
        .bad("hint-imperative", "kn", .hint, "ಆ್ಯಪ್ ಅನ್ನು ಮುಚ್ಚಬೇಡಿ."),
        .bad("hint-imperative", "kn", .hint, "ನೀವು ಇಲ್ಲಿ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಬದಲಾಯಿಸಬಹುದು."),
        .good("hint-imperative", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ."),
        .good("hint-imperative", "kn", .hint, "ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."),
        .good("hint-imperative", "kn", .hint, "ಸಂದೇಶವನ್ನು ಅಳಿಸುತ್ತದೆ."),
        .good("hint-imperative", "kn", .hint, "ಪ್ಲೇಯರ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳು."),
        // «ಪಾಲಿಸಿ» is a policy here, not "obey": a word outside the lexicon is not judged.
        .good("hint-imperative", "kn", .hint, "ಗೌಪ್ಯತಾ ಪಾಲಿಸಿ."),

        .bad("hint-gesture", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡಲು ಎರಡು ಬಾರಿ ಟ್ಯಾಪ್ ಮಾಡಿ."),
        .bad("hint-gesture", "kn", .hint, "ಟ್ಯಾಪ್ ಮಾಡಿದರೆ ಐಟಂ ಅನ್ನು ಖರೀದಿಸುತ್ತದೆ."),
        .bad("hint-gesture", "kn", .hint, "ಐಟಂ ಅನ್ನು ಅಳಿಸಲು ಎಡಕ್ಕೆ ಸ್ವೈಪ್ ಮಾಡಿ."),
        .bad("hint-gesture", "kn", .hint, "ಆಯ್ಕೆಗಳನ್ನು ನೋಡಲು ಒತ್ತಿ ಹಿಡಿದುಕೊಳ್ಳಿ."),
        .good("hint-gesture", "kn", .hint, "ಪಟ್ಟಿಯ ಮೇಲ್ಭಾಗಕ್ಕೆ ಸ್ಕ್ರಾಲ್ ಆಗುತ್ತದೆ."),
        .good("hint-gesture", "kn", .hint, "ಐಟಂ ಅನ್ನು ಅಳಿಸುತ್ತದೆ."),
        .good("hint-gesture", "kn", .hint, "ಬ್ಯಾಕ್ ಟ್ಯಾಪ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."),

        .bad("hint-control-type", "kn", .hint, "ಹೆಸರನ್ನು ಸೇರಿಸುವ ಬಟನ್."),
        .bad("hint-control-type", "kn", .hint, "ಅಳತೆಯನ್ನು ಬದಲಾಯಿಸುವ ಸ್ಲೈಡರ್."),
        .bad("hint-control-type", "kn", .hint, "ಈ ಬಟನ್ ಹೆಸರನ್ನು ಸೇರಿಸುತ್ತದೆ."),
        .good("hint-control-type", "kn", .hint, "ಹೆಸರನ್ನು ಸೇರಿಸುತ್ತದೆ."),
        // The type followed by a case ending is what the hint acts on.
        .good("hint-control-type", "kn", .hint, "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರವನ್ನು ತೆರವುಗೊಳಿಸುತ್ತದೆ."),
        .good("hint-control-type", "kn", .hint, "ಎಲ್ಲಾ ಬಟನ್‌ಗಳ ಬಣ್ಣವನ್ನು ಬದಲಾಯಿಸುತ್ತದೆ."),
        // Before the verb without an ending, the type may be its object.
        .good("hint-control-type", "kn", .hint, "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರ ತೆರವುಗೊಳಿಸುತ್ತದೆ."),

        .bad("hint-repeats-label", "kn", .hint, "ಉಳಿಸಿ ಬಟನ್ ನಿಮ್ಮ ಬದಲಾವಣೆಗಳನ್ನು ಉಳಿಸುತ್ತದೆ.", label: "ಉಳಿಸಿ"),
        .good("hint-repeats-label", "kn", .hint, "ನಿಮ್ಮ ಬದಲಾವಣೆಗಳನ್ನು ಉಳಿಸುತ್ತದೆ.", label: "ಉಳಿಸಿ"),
        .good("hint-repeats-label", "kn", .hint, "ಸಂದೇಶವನ್ನು ಅಳಿಸುತ್ತದೆ.", label: "ಅಳಿಸಿ"),

        .bad("hint-missing-period", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ", fix: "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ."),
        .bad("hint-missing-period", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ।", fix: "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ."),
        .good("hint-missing-period", "kn", .hint, "ಹಾಡನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ."),
        .good("hint-missing-period", "kn", .hint, "ಮೆನುವನ್ನು ತೆರೆಯುತ್ತದೆ…"),

        .bad("hint-length", "kn", .hint,
             "ಖಾತೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ, ಅಲ್ಲಿ ಟೈಮ್‌ಲೈನ್‌ನಿಂದ ಪೋಸ್ಟ್ ಅನ್ನು ಪ್ರಕಟಿಸುವಾಗ, ಅದಕ್ಕೆ ಪ್ರತ್ಯುತ್ತರಿಸುವಾಗ ಅಥವಾ ಅದನ್ನು ಬೂಸ್ಟ್ ಮಾಡುವಾಗ ಯಾವ ಖಾತೆಯನ್ನು ಬಳಸಬೇಕು ಮತ್ತು ಡೀಫಾಲ್ಟ್ ಗೋಚರತೆ ಏನಾಗಿರಬೇಕು ಎಂಬುದನ್ನು ನೀವು ಆಯ್ಕೆ ಮಾಡಬಹುದು."),
        .good("hint-length", "kn", .hint, "ಖಾತೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."),
    ]
}
