/// Punjabi in the Gurmukhi script: hints describe the result with the verb at the end, in the
/// present habitual without a subject («ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।», «ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।»), and end with the
/// danda «।»; labels are short noun phrases or polite commands («ਚਲਾਓ», «ਮਿਟਾਓ», «ਸਾਂਝਾ ਕਰੋ»)
/// without one. Gurmukhi has no letter case; its vowel signs, nasal signs («ਂ», «ੰ»), the addak
/// «ੱ» and the subjoined «੍ਹ» are marks inside the word. Interface verbs are often a noun and a
/// light verb («ਸਾਂਝਾ ਕਰੋ», «ਮਿਟਾ ਦਿਓ»): the light verb carries the form, the noun stays as it is.
///
/// The habitual agrees with its unnamed subject, the element: masculine singular («ਕਰਦਾ ਹੈ»), as
/// «ਬਟਨ» is; a hint in the feminine («ਕਰਦੀ ਹੈ») or the plural («ਕਰਦੇ ਹਨ») is read as descriptive
/// too. The table's words are written with and without the nukta where apps write both
/// («ਫ਼ੀਲਡ», «ਫੀਲਡ»). The bare stem, Punjabi's familiar imperative («ਖੋਲ੍ਹ»), is not told from a
/// noun and is never reported.
extension LanguageProfile {
    /// The Punjabi table (`pa`, also used for `pa-IN` and `pa-Guru`).
    public static let punjabi = LanguageProfile(
        code: "pa", name: "Punjabi", hasLetterCase: false,
        fullStop: "।", otherFullStops: ["॥", ".", "。", "．"],
        abbreviations: ["ਡਾ", "ਸ", "ਰੁ", "ਕਿ.ਮੀ", "ਈ", "etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(PunjabiGrammar.terms, segmentation: .words),
        instructionMarkers: PunjabiGrammar.instructionMarkers,
        vagueLabels: ["ਬਟਨ", "ਆਈਕਨ", "ਆਈਕਾਨ", "ਬਿਨਾਂ ਸਿਰਲੇਖ", "ਆਈਟਮ", "ਟੈਕਸਟ", "ਲੇਬਲ"],
        vagueConcepts: PunjabiGrammar.vagueConcepts,
        determiners: [
            "ਇਹ", "ਉਹ", "ਇਸ", "ਉਸ", "ਇਨ੍ਹਾਂ", "ਉਨ੍ਹਾਂ", "ਸਾਰੇ", "ਸਾਰੀਆਂ", "ਸਭ", "ਹਰ", "ਹਰੇਕ", "ਤੁਹਾਡਾ", "ਤੁਹਾਡੀ", "ਤੁਹਾਡੇ", "ਇੱਕ",
        ],
        hintForm: PunjabiGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["ਦਾ", "ਦੇ", "ਦੀ", "ਦੀਆਂ"], headFollows: true, inflectsModifier: true),
        purposeMarkers: ["ਲਈ", "ਤਾਂਕਿ"], conjunctions: ["ਅਤੇ", "ਜਾਂ"],
        descriptiveVerbs: PunjabiGrammar.descriptiveVerbs,
        stateConcepts: PunjabiGrammar.stateConcepts, controlTypeConcepts: PunjabiGrammar.controlTypeConcepts,
        gestureConcepts: PunjabiGrammar.gestureConcepts,
        examples: PunjabiGrammar.examples)
}

/// Punjabi hint grammar: the verb that ends the hint's first sentence is told apart — the
/// habitual («ਖੋਲ੍ਹਦਾ ਹੈ») from the polite imperative («ਖੋਲ੍ਹੋ», «ਚਲਾਓ», «ਕਰੋ», «ਦਿਓ»), the
/// infinitive used as a command («ਖੋਲ੍ਹਣਾ»), the prohibition («ਨਾ ਖੋਲ੍ਹੋ»), the request («ਕਿਰਪਾ
/// ਕਰਕੇ») and "you can" («ਤੁਸੀਂ … ਸਕਦੇ ਹੋ») — with a lexicon of interface verbs whose forms are
/// derived from their stems.
enum PunjabiGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as Punjabi words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["ਚੁਣਿਆ ਗਿਆ", "ਚੁਣੀ ਗਈ", "ਚੁਣੇ ਗਏ", "ਚੁਣਿਆ ਨਹੀਂ ਗਿਆ"]),
        .checked: .words(["ਚੈੱਕ ਕੀਤਾ ਗਿਆ", "ਚੈਕ ਕੀਤਾ ਗਿਆ", "ਚੈੱਕ ਨਹੀਂ ਕੀਤਾ ਗਿਆ", "ਨਿਸ਼ਾਨ ਲਗਾਇਆ ਗਿਆ"]),
        .dimmed: .none(because: "«ਅਯੋਗ», «ਮੱਧਮ» are as often a message of their own (the feature is disabled) or an ordinary word (dim)"),
        .expanded: .words(["ਵਿਸਤਾਰ ਕੀਤਾ ਗਿਆ", "ਫੈਲਾਇਆ ਗਿਆ"]),
        .collapsed: .words(["ਸਮੇਟਿਆ ਗਿਆ"]),
        .on: .none(because: "«ਚਾਲੂ» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«ਬੰਦ» is a switch's value, which VoiceOver reads, and an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as Punjabi words them (``ControlTypeConcept``): the
    /// source of the control-type terms. Punjabi writes most of them as the English loanword;
    /// «ਖੇਤਰ» (field) is the native word of Punjabi localizations.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["ਬਟਨ", "ਬਟਨਾਂ"]),
        .link: .none(because: "«ਲਿੰਕ» is as often what the element acts on (ਲਿੰਕ ਕਾਪੀ ਕਰੋ, ਲਿੰਕ ਸਾਂਝਾ ਕਰੋ)"),
        .image: .none(because: "«ਚਿੱਤਰ», «ਤਸਵੀਰ» are as often what the element acts on (ਚਿੱਤਰ ਰੱਖਿਅਤ ਕਰੋ); a label that is only «ਚਿੱਤਰ» is vague"),
        .textField: .words(["ਟੈਕਸਟ ਫ਼ੀਲਡ", "ਟੈਕਸਟ ਫੀਲਡ", "ਟੈਕਸਟ ਖੇਤਰ", "ਟੈਕਸਟ ਬਾਕਸ", "ਲਿਖਤ ਖੇਤਰ"]),
        .searchField: .words(["ਖੋਜ ਖੇਤਰ", "ਖੋਜ ਫ਼ੀਲਡ", "ਖੋਜ ਫੀਲਡ", "ਖੋਜ ਬਾਕਸ", "ਸਰਚ ਬਾਕਸ"]),
        .secureTextField: .words(["ਸੁਰੱਖਿਅਤ ਟੈਕਸਟ ਫ਼ੀਲਡ", "ਸੁਰੱਖਿਅਤ ਟੈਕਸਟ ਫੀਲਡ", "ਸੁਰੱਖਿਅਤ ਟੈਕਸਟ ਖੇਤਰ"]),
        .slider: .words(["ਸਲਾਈਡਰ"]),
        .adjustable: .none(because: "«ਵਿਵਸਥਿਤ ਕਰਨਯੋਗ» is an ordinary adjective of labels (the adjustable font size)"),
        .toggle: .words(["ਟੌਗਲ ਬਟਨ", "ਸਵਿੱਚ ਬਟਨ"]),
        .checkbox: .words(["ਚੈੱਕਬਾਕਸ", "ਚੈੱਕ ਬਾਕਸ", "ਚੈਕਬਾਕਸ", "ਚੈਕ ਬਾਕਸ"]),
        .radioButton: .words(["ਰੇਡੀਓ ਬਟਨ"]),
        .picker: .words(["ਪਿਕਰ", "ਮਿਤੀ ਪਿਕਰ"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («ਬਟਨ») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ਟੈਬ») is content (ਟੈਬ ਬੰਦ ਕਰੋ, ਨਵੀਂ ਟੈਬ)"),
        .tabBar: .words(["ਟੈਬ ਬਾਰ"]),
        .menu: .none(because: "«ਮੀਨੂ» is as often the name of the element that opens one"),
        .popUpButton: .words(["ਪੌਪ-ਅੱਪ ਬਟਨ", "ਪੌਪਅੱਪ ਬਟਨ"]),
        .comboBox: .words(["ਡ੍ਰੌਪਡਾਊਨ", "ਡ੍ਰੌਪ-ਡਾਊਨ", "ਡ੍ਰੌਪਡਾਊਨ ਸੂਚੀ", "ਡ੍ਰੌਪਡਾਊਨ ਮੀਨੂ", "ਕੰਬੋ ਬਾਕਸ"]),
        .heading: .none(because: "«ਸਿਰਲੇਖ» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["ਪ੍ਰਗਤੀ ਪੱਟੀ", "ਪ੍ਰੋਗਰੈੱਸ ਬਾਰ"]),
        .stepper: .words(["ਸਟੈਪਰ"]),
        .list: .none(because: "«ਸੂਚੀ» is as often what the element shows (ਪਲੇਲਿਸਟ, ਪੜ੍ਹਨ ਸੂਚੀ, ਸੂਚੀ ਦਿਖਾਓ)"),
        .scrollBar: .words(["ਸਕ੍ਰੌਲ ਬਾਰ", "ਸਕ੍ਰੋਲ ਬਾਰ", "ਸਕ੍ਰੌਲ ਪੱਟੀ"]),
    ]

    /// The gestures, as Punjabi words them (``GestureConcept``): the loanword and its light verb in
    /// the polite imperative, the converb "by …ing" («ਟੈਪ ਕਰਕੇ», in one word or two) and the
    /// oblique infinitive with a postposition («ਟੈਪ ਕਰਨ ਤੇ», on tapping); «ਸਪਰਸ਼ ਕਰਕੇ ਰੱਖੋ» (touch
    /// and hold) as Punjabi localizations word it; the native verbs «ਦਬਾਉਣਾ» (press), «ਘਸੀਟਣਾ»
    /// (drag) and «ਹਿਲਾਉਣਾ» (shake) in the same forms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["ਟੈਪ", "ਟਚ", "ਸਪਰਸ਼", "ਸਪੱਰਸ਼"].flatMap(lightVerbForms(of:))),
        .doubleTap: .words(["ਡਬਲ ਟੈਪ", "ਡਬਲ-ਟੈਪ", "ਦੋ ਵਾਰ ਟੈਪ", "ਦੋ ਵਾਰ ਸਪਰਸ਼"].flatMap(lightVerbForms(of:))),
        .tripleTap: .words(["ਤਿੰਨ ਵਾਰ ਟੈਪ", "ਟ੍ਰਿਪਲ ਟੈਪ"].flatMap(lightVerbForms(of:))),
        .longPress: .words([
            "ਦਬਾ ਕੇ ਰੱਖੋ", "ਦਬਾਈ ਰੱਖੋ", "ਦਬਾ ਕੇ ਰੱਖਣ", "ਦੇਰ ਤੱਕ ਦਬਾਓ", "ਲੰਮਾ ਦਬਾਓ", "ਲੌਂਗ ਪ੍ਰੈੱਸ ਕਰੋ",
        ] + ["ਟੈਪ", "ਟਚ", "ਸਪਰਸ਼", "ਸਪੱਰਸ਼"].flatMap { ["\($0) ਕਰਕੇ ਰੱਖੋ", "\($0) ਕਰ ਕੇ ਰੱਖੋ"] }),
        .swipe: .words(
            lightVerbForms(of: "ਸਵਾਈਪ")
                + ["ਖੱਬੇ", "ਸੱਜੇ", "ਉੱਪਰ", "ਹੇਠਾਂ", "ਖੱਬੇ ਪਾਸੇ", "ਸੱਜੇ ਪਾਸੇ", "ਉੱਪਰ ਵੱਲ", "ਹੇਠਾਂ ਵੱਲ"].flatMap { lightVerbForms(of: $0 + " ਸਵਾਈਪ") }),
        .drag: .words(lightVerbForms(of: "ਡ੍ਰੈਗ") + ["ਘਸੀਟੋ", "ਘਸੀਟ ਕੇ", "ਘਸੀਟਣ ਤੇ"]),
        .pinch: .words(lightVerbForms(of: "ਪਿੰਚ")),
        .rotate: .none(because: "«ਘੁਮਾਓ» is as often what the element does (ਫ਼ੋਟੋ ਘੁਮਾਉਂਦਾ ਹੈ।)"),
        .shake: .words(["ਹਿਲਾਓ", "ਹਿਲਾ ਕੇ", "ਡੀਵਾਈਸ ਹਿਲਾਓ", "ਫ਼ੋਨ ਹਿਲਾਓ", "ਫੋਨ ਹਿਲਾਓ"]),
        .click: .words(["ਕਲਿੱਕ", "ਕਲਿਕ", "ਡਬਲ ਕਲਿੱਕ", "ਦੋ ਵਾਰ ਕਲਿੱਕ"].flatMap(lightVerbForms(of:))),
        .press: .words(["ਦਬਾਓ", "ਦਬਾ ਕੇ", "ਦਬਾਉਣ ਤੇ"] + lightVerbForms(of: "ਪ੍ਰੈੱਸ") + lightVerbForms(of: "ਪ੍ਰੈਸ")),
        .scroll: .words(lightVerbForms(of: "ਸਕ੍ਰੌਲ") + lightVerbForms(of: "ਸਕ੍ਰੋਲ")),
        .fingers: .words(["ਦੋ ਉਂਗਲਾਂ ਨਾਲ", "ਤਿੰਨ ਉਂਗਲਾਂ ਨਾਲ", "ਚਾਰ ਉਂਗਲਾਂ ਨਾਲ"]),
    ]

    /// A gesture loanword with the instruction forms of «ਕਰਨਾ»: «ਟੈਪ ਕਰੋ», «ਟੈਪ ਕਰਕੇ», «ਟੈਪ ਕਰ ਕੇ»,
    /// «ਟੈਪ ਕਰਨ ਤੇ», «ਟੈਪ ਕਰਨ ਉੱਤੇ», «ਟੈਪ ਕਰਨ ਨਾਲ», «ਟੈਪ ਕਰਨਾ».
    static func lightVerbForms(of noun: String) -> [String] {
        ["ਕਰੋ", "ਕਰਕੇ", "ਕਰ ਕੇ", "ਕਰਨ ਤੇ", "ਕਰਨ ਉੱਤੇ", "ਕਰਨ ਨਾਲ", "ਕਰਨਾ"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («ਟੈਪ ਕਰੋ ਅਤੇ
    /// ਰੱਖੋ»), a purpose, or the command the gesture's converb leads to («ਟੈਪ ਕਰਕੇ ਚਲਾਓ»).
    static let instructionMarkers: Set<String> = Set(["ਅਤੇ", "ਜਾਂ", "ਫਿਰ", "ਤਾਂਕਿ", "ਇੱਥੇ"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["ਹੋਰ", "ਹੋਰ ਦੇਖੋ", "ਹੋਰ ਵੇਖੋ", "ਜ਼ਿਆਦਾ"],
        .learnMore: ["ਹੋਰ ਜਾਣੋ", "ਹੋਰ ਪੜ੍ਹੋ", "ਅੱਗੇ ਪੜ੍ਹੋ"],
        .clickHere: ["ਇੱਥੇ ਕਲਿੱਕ ਕਰੋ", "ਇੱਥੇ ਟੈਪ ਕਰੋ", "ਇੱਥੇ ਦਬਾਓ", "ਇਥੇ ਕਲਿੱਕ ਕਰੋ", "ਇਥੇ ਟੈਪ ਕਰੋ"],
        .details: ["ਵੇਰਵੇ", "ਵੇਰਵਾ"],
        .info: ["ਜਾਣਕਾਰੀ", "ਹੋਰ ਜਾਣਕਾਰੀ", "ਸੂਚਨਾ"],
        .here: ["ਇੱਥੇ", "ਇਥੇ"],
        .link: ["ਲਿੰਕ"],
        .image: ["ਚਿੱਤਰ", "ਤਸਵੀਰ", "ਇਮੇਜ"],
    ]

    /// The postpositions after a noun: a control type followed by one is what the hint acts on or
    /// speaks of («ਖੋਜ ਖੇਤਰ ਨੂੰ ਸਾਫ਼ ਕਰਦਾ ਹੈ।», «ਬਟਨ ਦਾ ਰੰਗ»), not the element's own type.
    static let postpositions: [String] = ["ਨੂੰ", "ਤੋਂ", "ਵਿੱਚ", "ਵਿਚ", "ਤੇ", "ਉੱਤੇ", "ਦਾ", "ਦੇ", "ਦੀ", "ਦੀਆਂ", "ਤੱਕ", "ਨਾਲ"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["ਬੈਕ ਟੈਪ", "ਟੈਪ ਟੂ ਪੇ"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its stem («ਖੋਲ੍ਹ», «ਚਲਾ») and the habitual a hint should use, or `nil`
    /// where the user does it («ਦਰਜ ਕਰੋ»: enter your password), where it is a gesture, or where
    /// the habitual would not describe the element («ਰੁਕੋ»: wait).
    struct Verb {
        let stem: String
        let habitual: String?

        init(_ stem: String, _ habitual: String? = nil, describes: Bool = true) {
            self.stem = stem
            self.habitual = describes ? (habitual ?? PunjabiGrammar.habitual(of: stem)) : nil
        }
    }

    /// Whether a stem ends in a vowel sign or a vowel letter («ਚਲਾ», «ਆ»), which takes «-ਉਂਦਾ»,
    /// «-ਓ», «-ਉਣਾ».
    static func endsInVowel(_ stem: String) -> Bool {
        stem.unicodeScalars.last == "ਾ" || stem == "ਆ"
    }

    /// The habitual of a stem: «ਚਲਾਉਂਦਾ ਹੈ», «ਖੋਲ੍ਹਦਾ ਹੈ», «ਜਾਂਦਾ ਹੈ».
    static func habitual(of stem: String) -> String {
        if stem == "ਜਾ" { return "ਜਾਂਦਾ ਹੈ" }
        return stem + (endsInVowel(stem) ? "ਉਂਦਾ ਹੈ" : "ਦਾ ਹੈ")
    }

    /// Simple verbs of interfaces; «ਕਰਨਾ», «ਦੇਣਾ», «ਲੈਣਾ», «ਰੱਖਣਾ» and «ਜਾਣਾ» are also the light
    /// verbs of compounds («ਸਾਂਝਾ ਕਰੋ», «ਮਿਟਾ ਦਿਓ», «ਦੇਖ ਲਓ»).
    static let verbs: [Verb] = [
        // Stems in «ਾ».
        Verb("ਚਲਾ"), Verb("ਦਿਖਾ"), Verb("ਵਿਖਾ"), Verb("ਹਟਾ"), Verb("ਬਣਾ"), Verb("ਮਿਟਾ"), Verb("ਲੁਕਾ"), Verb("ਛੁਪਾ"), Verb("ਵਧਾ"),
        Verb("ਘਟਾ"), Verb("ਲਗਾ"), Verb("ਬੁਲਾ"), Verb("ਸੁਣਾ"), Verb("ਬਚਾ"), Verb("ਉਠਾ"), Verb("ਘੁਮਾ"), Verb("ਮਿਲਾ"), Verb("ਅਪਣਾ"),
        Verb("ਦੁਹਰਾ"), Verb("ਚਿਪਕਾ"), Verb("ਜਾ"), Verb("ਆ"), Verb("ਪਾ"), Verb("ਖਿਸਕਾ"), Verb("ਸਰਕਾ"),
        Verb("ਹਿਲਾ", describes: false), Verb("ਦਬਾ", describes: false),
        // Stems in a consonant.
        Verb("ਖੋਲ੍ਹ"), Verb("ਖੋਲ"), Verb("ਬਦਲ"), Verb("ਚੁਣ"), Verb("ਭੇਜ"), Verb("ਦੇਖ", "ਦਿਖਾਉਂਦਾ ਹੈ"), Verb("ਵੇਖ", "ਵਿਖਾਉਂਦਾ ਹੈ"),
        Verb("ਸੁਣ", "ਸੁਣਾਉਂਦਾ ਹੈ"), Verb("ਰੋਕ"), Verb("ਛੱਡ"), Verb("ਲੱਭ"), Verb("ਖੋਜ"), Verb("ਜੋੜ"), Verb("ਰੱਖ"), Verb("ਕੱਢ"),
        Verb("ਮੋੜ"), Verb("ਵੰਡ"), Verb("ਕੱਟ"), Verb("ਜਾਂਚ"), Verb("ਛਾਂਟ"), Verb("ਸਮੇਟ"), Verb("ਤੋੜ"), Verb("ਦੱਸ"), Verb("ਸੰਭਾਲ"),
        Verb("ਸੁਧਾਰ"),
        Verb("ਚੱਲ", describes: false), Verb("ਲਿਖ", describes: false), Verb("ਪੜ੍ਹ", describes: false), Verb("ਭਰ", describes: false),
        Verb("ਪੁੱਛ", describes: false), Verb("ਰੁਕ", describes: false), Verb("ਠਹਿਰ", describes: false), Verb("ਮਿਲ", describes: false),
        Verb("ਖਿੱਚ", describes: false), Verb("ਘਸੀਟ", describes: false), Verb("ਉਡੀਕ", describes: false),
        // Irregular: the light verbs.
        Verb("ਕਰ"), Verb("ਦੇ", "ਦਿੰਦਾ ਹੈ"), Verb("ਲੈ", "ਲੈਂਦਾ ਹੈ"),
    ]

    /// Verbs whose descriptive form is another verb: the element does not see, it shows; it does
    /// not listen, it plays.
    static let descriptiveVerbs: [String: String] = {
        var verbs: [String: String] = [:]
        for (stem, habitual) in [("ਦੇਖ", "ਦਿਖਾਉਂਦਾ ਹੈ"), ("ਵੇਖ", "ਵਿਖਾਉਂਦਾ ਹੈ"), ("ਸੁਣ", "ਸੁਣਾਉਂਦਾ ਹੈ")] {
            let (imperatives, infinitive, _) = forms(of: stem)
            for form in imperatives + [infinitive] { verbs[form] = habitual }
        }
        return verbs
    }()

    /// Light verbs whose noun or verb before them is part of the verb («ਸਾਂਝਾ ਕਰੋ», «ਮਿਟਾ ਦਿਓ»):
    /// the form shown and rewritten takes that word with it.
    static let lightVerbs: Set<String> = ["ਕਰ", "ਦੇ", "ਲੈ", "ਰੱਖ", "ਜਾ"]

    /// Nouns of compounds with «ਕਰਨਾ» that name what the user does («ਪਾਸਵਰਡ ਦਰਜ ਕਰੋ», «ਸਾਈਨ ਇਨ
    /// ਕਰੋ», «ਉਡੀਕ ਕਰੋ»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "ਦਰਜ", "ਟਾਈਪ", "ਇਨ", "ਆਊਟ", "ਉਡੀਕ", "ਇੰਤਜ਼ਾਰ", "ਕੋਸ਼ਿਸ਼", "ਯਕੀਨੀ", "ਧਿਆਨ", "ਵਿਚਾਰ", "ਸਾਈਨ", "ਪੁਸ਼ਟੀ", "ਸਵੀਕਾਰ",
    ]

    /// The words before a light verb that show it has no noun of its own: postpositions,
    /// pronouns and negations («ਸੈਟਿੰਗਾਂ ਤੇ ਜਾਓ», «ਇਸਨੂੰ ਕਰੋ»).
    static let notCompoundParts: Set<String> = [
        "ਨੂੰ", "ਤੋਂ", "ਵਿੱਚ", "ਵਿਚ", "ਤੇ", "ਉੱਤੇ", "ਦਾ", "ਦੇ", "ਦੀ", "ਤੱਕ", "ਨਾਲ", "ਲਈ", "ਅਤੇ", "ਜਾਂ", "ਵੀ", "ਹੀ", "ਇੱਥੇ",
        "ਉੱਥੇ", "ਇਸਨੂੰ", "ਉਸਨੂੰ", "ਇਸ", "ਉਸ", "ਨਾ", "ਨਹੀਂ", "ਕਿਰਪਾ", "ਹੁਣ", "ਫਿਰ", "ਤਾਂ", "ਕੇ", "ਕਰਕੇ",
    ]

    /// The words of a compound's first half that make it a gesture («ਟੈਪ ਕਰੋ», «ਕਲਿੱਕ ਕਰੋ»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = [
        "ਟੈਪ", "ਟਚ", "ਸਪਰਸ਼", "ਸਪੱਰਸ਼", "ਕਲਿੱਕ", "ਕਲਿਕ", "ਸਵਾਈਪ", "ਡ੍ਰੈਗ", "ਪਿੰਚ", "ਸਕ੍ਰੌਲ", "ਸਕ੍ਰੋਲ", "ਪ੍ਰੈੱਸ", "ਪ੍ਰੈਸ",
    ]

    enum FormKind: Hashable, Sendable {
        case imperative
        case infinitive
    }

    /// A form found in the lexicon: which it is, its verb.
    struct LexiconForm: Sendable {
        let kind: FormKind
        let stem: String
        let habitual: String?
    }

    /// The polite imperatives, the infinitive and the oblique infinitive of a stem: «ਖੋਲ੍ਹੋ»,
    /// «ਖੋਲ੍ਹਣਾ», «ਖੋਲ੍ਹਣ»; «ਚਲਾਓ», «ਚਲਾਉਣਾ», «ਚਲਾਉਣ»; after «ਰ», «ੜ» and «ਣ» the infinitive is in
    /// «-ਨਾ» («ਕਰਨਾ», «ਜੋੜਨਾ», «ਚੁਣਨਾ»).
    static func forms(of stem: String) -> (imperatives: [String], infinitive: String, oblique: String) {
        switch stem {
        case "ਕਰ": return (["ਕਰੋ"], "ਕਰਨਾ", "ਕਰਨ")
        case "ਦੇ": return (["ਦਿਓ", "ਦੇਵੋ"], "ਦੇਣਾ", "ਦੇਣ")
        case "ਲੈ": return (["ਲਓ", "ਲਵੋ"], "ਲੈਣਾ", "ਲੈਣ")
        case "ਜਾ": return (["ਜਾਓ"], "ਜਾਣਾ", "ਜਾਣ")
        default: break
        }
        if endsInVowel(stem) {
            return ([stem + "ਓ"], stem + "ਉਣਾ", stem + "ਉਣ")
        }
        let nasal = ["ਰ", "ੜ", "ਣ"].contains(stem.unicodeScalars.last.map(String.init) ?? "") ? "ਨ" : "ਣ"
        return ([stem + "ੋ"], stem + nasal + "ਾ", stem + nasal)
    }

    /// Every imperative and infinitive of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var lexicon: [String: LexiconForm] = [:]
        for verb in verbs {
            let (imperatives, infinitive, _) = forms(of: verb.stem)
            for imperative in imperatives {
                lexicon[imperative] = LexiconForm(kind: .imperative, stem: verb.stem, habitual: verb.habitual)
            }
            lexicon[infinitive] = LexiconForm(kind: .infinitive, stem: verb.stem, habitual: verb.habitual)
        }
        return lexicon
    }()

    /// The oblique infinitives of the lexicon («ਖੋਲ੍ਹਣ», «ਚਲਾਉਣ»), which open a purpose («… ਖੋਲ੍ਹਣ
    /// ਲਈ ਚੁਣੋ»), with their habitual.
    static let obliqueInfinitives: [String: String] = {
        var obliques: [String: String] = [:]
        for verb in verbs {
            guard let habitual = verb.habitual else { continue }
            obliques[forms(of: verb.stem).oblique] = habitual
        }
        return obliques
    }()

    /// The negations before a command: «ਨਾ ਖੋਲ੍ਹੋ», «ਨਹੀਂ ਖੋਲ੍ਹੋ».
    static let negations: Set<String> = ["ਨਾ", "ਨਹੀਂ", "ਮਤ"]

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
        // «ਕਿਰਪਾ ਕਰਕੇ»: please.
        if let please = folded.firstIndex(of: "ਕਿਰਪਾ") {
            let end = please + 1 < folded.count && folded[please + 1] == "ਕਰਕੇ" ? please + 1 : please
            return HintFormIssue(.request, words: written(please, end))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        let previous = last > 0 ? folded[last - 1] : nil
        // «ਤੁਸੀਂ ਸੈਟਿੰਗਾਂ ਬਦਲ ਸਕਦੇ ਹੋ।», «ਤੁਹਾਨੂੰ ਪਾਸਵਰਡ ਦਰਜ ਕਰਨਾ ਪਵੇਗਾ।»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { $0 == "ਤੁਸੀਂ" || $0 == "ਤੁਹਾਨੂੰ" }),
            ["ਪਵੇਗਾ", "ਪਵੇਗੀ", "ਹੋਵੇਗਾ", "ਹੋਵੇਗੀ"].contains(verb) || verb == "ਹੋ" && ["ਸਕਦੇ", "ਸਕਦੀ"].contains(previous ?? "")
                || verb == "ਹੈ" && ["ਚਾਹੀਦਾ", "ਚਾਹੀਦੀ", "ਪੈਂਦਾ"].contains(previous ?? "")
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        guard let form = lexicon[verb] else { return nil }
        if let previous, negations.contains(previous) {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        let kind: HintFormIssue.Kind = form.kind == .imperative ? .imperative : .infinitive
        // «ਦਬਾ ਕੇ ਰੱਖੋ», «ਟੈਪ ਕਰਕੇ ਖੋਲ੍ਹੋ»: a converb before the verb; the form is certain, what to
        // write instead is not.
        if let previous, previous == "ਕੇ" || previous == "ਕਰਕੇ" {
            let start = previous == "ਕੇ" && last >= 3 && folded[last - 2] == "ਕਰ" ? last - 3 : last - 2
            return HintFormIssue(kind, words: written(max(start, 0), last))
        }
        // «ਸਾਂਝਾ ਕਰੋ», «ਮਿਟਾ ਦਿਓ»: the noun or verb before a light verb is part of it.
        let isCompound = lightVerbs.contains(form.stem) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        // «ਟੈਪ ਕਰੋ»: a gesture, which hint-gesture reports (the same words, once).
        if isCompound, let previous, gestureParts.contains(previous) {
            return HintFormIssue(kind, words: written(first, last))
        }
        if form.habitual == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(kind, words: written(first, last))
        }
        // «ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਣ ਲਈ ਚੁਣੋ।»: the purpose is what the element does («ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।»).
        if form.kind == .imperative, first >= 2, folded[first - 1] == "ਲਈ", let purpose = obliqueInfinitives[folded[first - 2]] {
            return HintFormIssue(.imperative, words: written(first - 2, last), suggestion: purpose)
        }
        let habitual = descriptiveVerbs[verb] ?? form.habitual ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + habitual : habitual
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }
}

extension PunjabiGrammar {
    /// Every language-specific rule, in Punjabi: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "pa", .label, "ਚਲਾਓ।", fix: "ਚਲਾਓ"),
        .bad("label-trailing-period", "pa", .label, "ਮਨਪਸੰਦ ਵਿੱਚ ਸ਼ਾਮਲ ਕਰੋ।", fix: "ਮਨਪਸੰਦ ਵਿੱਚ ਸ਼ਾਮਲ ਕਰੋ"),
        .bad("label-trailing-period", "pa", .label, "ਨਵਾਂ ਸੁਨੇਹਾ.", fix: "ਨਵਾਂ ਸੁਨੇਹਾ"),
        .good("label-trailing-period", "pa", .label, "ਚਲਾਓ"),
        .good("label-trailing-period", "pa", .label, "ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ..."),
        .good("label-trailing-period", "pa", .label, "ਕੀਮਤ 500 ਰੁ."),

        .bad("label-control-type", "pa", .label, "ਪਲੇ ਬਟਨ", fix: "ਪਲੇ"),
        .bad("label-control-type", "pa", .label, "ਆਵਾਜ਼ ਸਲਾਈਡਰ", fix: "ਆਵਾਜ਼"),
        .bad("label-control-type", "pa", .label, "ਪਲੇ ਬਟਨ", fix: "ਪਲੇ"),
        // «ਚਲਾਉਣ» alone would be the oblique of a verb: no fix.
        .badWithoutFix("label-control-type", "pa", .label, "ਚਲਾਉਣ ਦਾ ਬਟਨ"),
        .bad("label-control-type", "pa", .label, "ਨਾਮ, ਟੈਕਸਟ ਖੇਤਰ", fix: "ਨਾਮ"),
        .good("label-control-type", "pa", .label, "ਚਲਾਓ"),
        // The field is what the command acts on; the button is what the colour belongs to.
        .good("label-control-type", "pa", .label, "ਖੋਜ ਖੇਤਰ ਸਾਫ਼ ਕਰੋ"),
        .good("label-control-type", "pa", .label, "ਬਟਨ ਦਾ ਰੰਗ"),
        .good("label-control-type", "pa", .label, "ਲਿੰਕ ਕਾਪੀ ਕਰੋ"),

        .bad("label-state", "pa", .label, "ਵਾਈ-ਫਾਈ, ਚੁਣਿਆ ਗਿਆ", fix: "ਵਾਈ-ਫਾਈ"),
        .bad("label-state", "pa", .label, "ਚੈੱਕ ਕੀਤਾ ਗਿਆ"),
        // Beside a count, the state words count selected items.
        .good("label-state", "pa", .label, "%lld ਚੁਣੇ ਗਏ"),
        .good("label-state", "pa", .label, "ਚੁਣੀਆਂ ਗਈਆਂ ਫ਼ੋਟੋਆਂ ਦਿਖਾਓ"),
        .good("label-state", "pa", .label, "ਵਾਈ-ਫਾਈ"),

        .bad("label-gesture", "pa", .label, "ਟੈਪ ਕਰੋ"),
        .bad("label-gesture", "pa", .label, "ਦੋ ਵਾਰ ਟੈਪ ਕਰਕੇ ਚਲਾਓ"),
        .bad("label-gesture", "pa", .label, "ਖੱਬੇ ਸਵਾਈਪ ਕਰਕੇ ਹਟਾਓ"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "pa", .label, "ਚਲਾਉਣ ਲਈ ਟੈਪ ਕਰੋ"),
        .good("label-gesture", "pa", .label, "ਸਵਾਈਪ ਕਾਰਵਾਈਆਂ"),
        .good("label-gesture", "pa", .label, "ਬੈਕ ਟੈਪ"),
        .good("label-gesture", "pa", .label, "ਚਲਾਓ"),

        .bad("label-length", "pa", .label, "ਸਾਰੇ ਭਾਗੀਦਾਰਾਂ ਲਈ ਨਵਾਂ ਸੁਨੇਹਾ ਬਣਾਉਣ ਲਈ ਇਸ ਬਟਨ ਤੇ ਟੈਪ ਕਰੋ ਅਤੇ ਫਿਰ ਪ੍ਰਾਪਤਕਰਤਾਵਾਂ ਨੂੰ ਚੁਣੋ"),
        .good("label-length", "pa", .label, "ਨਵਾਂ ਸੁਨੇਹਾ"),

        .bad("label-vague", "pa", .label, "ਹੋਰ ਜਾਣੋ"),
        .bad("label-vague", "pa", .label, "ਇੱਥੇ ਟੈਪ ਕਰੋ"),
        .bad("label-vague", "pa", .label, "ਹੋਰ"),
        .bad("label-vague", "pa", .label, "ਜਾਣਕਾਰੀ"),
        .good("label-vague", "pa", .label, "ਕੀਮਤਾਂ ਬਾਰੇ ਹੋਰ ਜਾਣੋ"),
        .good("label-vague", "pa", .label, "ਚਲਾਓ"),

        .bad("hint-imperative", "pa", .hint, "ਗੀਤ ਚਲਾਓ।", fix: "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .bad("hint-imperative", "pa", .hint, "ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹੋ।", fix: "ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"),
        .bad("hint-imperative", "pa", .hint, "ਚੁਣੀਆਂ ਫ਼ਾਈਲਾਂ ਸਾਂਝੀਆਂ ਕਰੋ।", fix: "ਚੁਣੀਆਂ ਫ਼ਾਈਲਾਂ ਸਾਂਝੀਆਂ ਕਰਦਾ ਹੈ।"),
        .bad("hint-imperative", "pa", .hint, "ਸੁਨੇਹਾ ਮਿਟਾ ਦਿਓ।", fix: "ਸੁਨੇਹਾ ਮਿਟਾ ਦਿੰਦਾ ਹੈ।"),
        .bad("hint-imperative", "pa", .hint, "ਗੀਤ ਚਲਾਉਣਾ।", fix: "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .bad("hint-imperative", "pa", .hint, "ਬੁੱਕਮਾਰਕ ਖੋਲ੍ਹਣ ਲਈ ਚੁਣੋ।", fix: "ਬੁੱਕਮਾਰਕ ਖੋਲ੍ਹਦਾ ਹੈ।"),
        // The element does not see: it shows.
        .bad("hint-imperative", "pa", .hint, "ਹਾਲੀਆ ਦਸਤਾਵੇਜ਼ ਦੇਖੋ।", fix: "ਹਾਲੀਆ ਦਸਤਾਵੇਜ਼ ਦਿਖਾਉਂਦਾ ਹੈ।"),
        // The user's own action has no descriptive form.
        .badWithoutFix("hint-imperative", "pa", .hint, "ਆਪਣਾ ਪਾਸਵਰਡ ਦਰਜ ਕਰੋ।"),
        .bad("hint-imperative", "pa", .hint, "ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਨਾਮ ਲਿਖੋ।"),
        .bad("hint-imperative", "pa", .hint, "ਐਪ ਬੰਦ ਨਾ ਕਰੋ।"),
        .bad("hint-imperative", "pa", .hint, "ਤੁਸੀਂ ਇੱਥੇ ਸੈਟਿੰਗਾਂ ਬਦਲ ਸਕਦੇ ਹੋ।"),
        .good("hint-imperative", "pa", .hint, "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .good("hint-imperative", "pa", .hint, "ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"),
        .good("hint-imperative", "pa", .hint, "ਚੁਣੀਆਂ ਫ਼ਾਈਲਾਂ ਸਾਂਝੀਆਂ ਕਰਦੀ ਹੈ।"),
        .good("hint-imperative", "pa", .hint, "ਸੁਨੇਹਾ ਮਿਟਾ ਦਿੰਦਾ ਹੈ।"),
        .good("hint-imperative", "pa", .hint, "ਪਲੇਅਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ।"),
        // «ਗਾਣਾ» (song) is no infinitive of the lexicon, «ਵੀਡੀਓ» no command.
        .good("hint-imperative", "pa", .hint, "ਅਗਲਾ ਗਾਣਾ।"),
        .good("hint-imperative", "pa", .hint, "ਪਿਛਲਾ ਵੀਡੀਓ।"),

        .bad("hint-gesture", "pa", .hint, "ਗੀਤ ਚਲਾਉਣ ਲਈ ਦੋ ਵਾਰ ਟੈਪ ਕਰੋ।"),
        .bad("hint-gesture", "pa", .hint, "ਟੈਪ ਕਰਨ ਤੇ ਆਈਟਮ ਖਰੀਦਦਾ ਹੈ।"),
        .bad("hint-gesture", "pa", .hint, "ਆਈਟਮ ਹਟਾਉਣ ਲਈ ਖੱਬੇ ਸਵਾਈਪ ਕਰੋ।"),
        .bad("hint-gesture", "pa", .hint, "ਵਿਕਲਪ ਦੇਖਣ ਲਈ ਸਪਰਸ਼ ਕਰਕੇ ਰੱਖੋ।"),
        .good("hint-gesture", "pa", .hint, "ਸੂਚੀ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਪਰ ਸਕ੍ਰੋਲ ਕਰਦਾ ਹੈ।"),
        .good("hint-gesture", "pa", .hint, "ਆਈਟਮ ਹਟਾਉਂਦਾ ਹੈ।"),
        .good("hint-gesture", "pa", .hint, "ਬੈਕ ਟੈਪ ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"),

        .bad("hint-control-type", "pa", .hint, "ਨਾਮ ਜੋੜਨ ਵਾਲਾ ਬਟਨ।"),
        .bad("hint-control-type", "pa", .hint, "ਇਹ ਬਟਨ ਨਾਮ ਜੋੜਦਾ ਹੈ।"),
        .good("hint-control-type", "pa", .hint, "ਨਾਮ ਜੋੜਦਾ ਹੈ।"),
        // The type followed by a postposition, or before the verb, is what the hint acts on.
        .good("hint-control-type", "pa", .hint, "ਖੋਜ ਖੇਤਰ ਨੂੰ ਸਾਫ਼ ਕਰਦਾ ਹੈ।"),
        .good("hint-control-type", "pa", .hint, "ਖੋਜ ਖੇਤਰ ਸਾਫ਼ ਕਰਦਾ ਹੈ।"),
        .good("hint-control-type", "pa", .hint, "ਸਾਰੇ ਬਟਨਾਂ ਦਾ ਰੰਗ ਬਦਲਦਾ ਹੈ।"),

        .bad("hint-repeats-label", "pa", .hint, "ਰੱਖਿਅਤ ਕਰੋ ਬਟਨ ਤੁਹਾਡੀਆਂ ਤਬਦੀਲੀਆਂ ਰੱਖਿਅਤ ਕਰਦਾ ਹੈ।", label: "ਰੱਖਿਅਤ ਕਰੋ"),
        .good("hint-repeats-label", "pa", .hint, "ਤੁਹਾਡੀਆਂ ਤਬਦੀਲੀਆਂ ਰੱਖਿਅਤ ਕਰਦਾ ਹੈ।", label: "ਰੱਖਿਅਤ ਕਰੋ"),
        .good("hint-repeats-label", "pa", .hint, "ਸੁਨੇਹਾ ਮਿਟਾਉਂਦਾ ਹੈ।", label: "ਮਿਟਾਓ"),

        .bad("hint-missing-period", "pa", .hint, "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ", fix: "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .bad("hint-missing-period", "pa", .hint, "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ.", fix: "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .good("hint-missing-period", "pa", .hint, "ਗੀਤ ਚਲਾਉਂਦਾ ਹੈ।"),
        .good("hint-missing-period", "pa", .hint, "ਮੀਨੂ ਖੋਲ੍ਹਦਾ ਹੈ…"),

        .bad("hint-length", "pa", .hint,
             "ਖਾਤਾ ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ, ਜਿੱਥੇ ਤੁਸੀਂ ਚੁਣ ਸਕਦੇ ਹੋ ਕਿ ਟਾਈਮਲਾਈਨ ਤੋਂ ਕੋਈ ਪੋਸਟ ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਨ, ਉਸਦਾ ਜਵਾਬ ਦੇਣ ਜਾਂ ਉਸਨੂੰ ਬੂਸਟ ਕਰਨ ਵੇਲੇ ਤੁਹਾਡਾ ਕਿਹੜਾ ਖਾਤਾ ਵਰਤਿਆ ਜਾਵੇ ਅਤੇ ਪੂਰਵ-ਨਿਰਧਾਰਤ ਦਿੱਖ ਕੀ ਹੋਵੇ।"),
        .good("hint-length", "pa", .hint, "ਖਾਤਾ ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"),
    ]
}
