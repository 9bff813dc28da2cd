/// Marathi: hints describe the result with the verb at the end, in the present without a subject
/// («गाणे प्ले करते.», «सेटिंग्ज उघडते.»), and end with the full stop «.», which Marathi writes
/// where Hindi writes the danda (a danda «।» is read as a full stop too); labels are short noun
/// phrases or polite commands («प्ले करा», «हटवा») without one. Devanagari has no letter case.
/// Interface verbs are often a noun and a light verb («जतन करा», «खोडून टाका»): the light verb
/// carries the form, and the word before it stays as it is.
///
/// Postpositions are written joined to their noun («बटणावर», «फील्डमधील», «उघडण्यासाठी»), so a
/// control-type or gesture word with a case ending is another word, which the terms do not
/// match; after a Latin word or a loanword they are sometimes written apart («iOS साठी», «शोध
/// फील्ड मधील»), which the neutral terms cover. The present agrees with its unnamed subject, the
/// element: «बटण» is neuter, so a hint reads «करते»; the masculine «करतो» and the plural «करतात»
/// are descriptive too and never reported.
extension LanguageProfile {
    /// The Marathi table (`mr`, also used for `mr-IN`).
    public static let marathi = LanguageProfile(
        code: "mr", name: "Marathi", hasLetterCase: false,
        foldings: ["ँ": "ं"],
        fullStop: ".", otherFullStops: ["।", "॥", "。", "．"],
        abbreviations: [
            "डॉ", "श्री", "सौ", "कु", "रु", "क्र", "पृ", "इ", "प्रा", "कि.मी", "से.मी", "मि.ली", "etc", "vs", "inc", "ltd", "no",
        ],
        terms: TermTable(MarathiGrammar.terms, segmentation: .words),
        instructionMarkers: MarathiGrammar.instructionMarkers,
        vagueLabels: ["बटण", "बटन", "आयकॉन", "आयकन", "शीर्षकहीन", "अशीर्षकित", "आयटम", "मजकूर", "लेबल"],
        vagueConcepts: MarathiGrammar.vagueConcepts,
        determiners: [
            "हा", "ही", "हे", "तो", "ती", "ते", "या", "त्या", "सर्व", "प्रत्येक", "आपला", "आपली", "आपले", "तुमचा", "तुमची", "तुमचे", "एक",
        ],
        hintForm: MarathiGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["चा", "ची", "चे", "च्या"], headFollows: true, inflectsModifier: true, fusedEndings: ["चा", "ची", "चे", "च्या"]),
        purposeMarkers: ["साठी", "करिता"], conjunctions: ["आणि", "किंवा", "व", "अथवा", "नि"],
        descriptiveVerbs: ["पहा": "दाखवते", "पाहा": "दाखवते", "बघा": "दाखवते", "पाहणे": "दाखवते", "बघणे": "दाखवते", "ऐका": "ऐकवते"],
        stateConcepts: MarathiGrammar.stateConcepts, controlTypeConcepts: MarathiGrammar.controlTypeConcepts,
        gestureConcepts: MarathiGrammar.gestureConcepts,
        examples: MarathiGrammar.examples)
}

/// Marathi hint grammar: the verb that ends the hint's first sentence is told apart — the present
/// («उघडते») from the polite imperative («उघडा», «करा», «द्या»), the verbal noun used as a command
/// («उघडणे»), the prohibition («उघडू नका») and "you can" («आपण … बदलू शकता») — with a lexicon of
/// interface verbs whose forms are derived from their stems. The familiar imperative is the bare
/// stem («उघड», «निवड», «बदल»), which is as often a noun (choice, change): it is never reported.
enum MarathiGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["निवडलेले", "निवडलेला", "निवडलेली", "निवडले", "निवडलेले नाही", "निवडले नाही", "न निवडलेले"]),
        .checked: .words(["चेक केलेले", "चेक केले", "चेक केलेले नाही", "चेक न केलेले", "अनचेक केलेले"]),
        .dimmed: .none(because: "«अक्षम», «मंद» are as often a message of their own (the feature is disabled) or an ordinary word (dim, slow)"),
        .expanded: .words(["विस्तारित"]),
        .collapsed: .words(["संकुचित"]),
        .on: .none(because: "«चालू» is a switch's value, which VoiceOver reads, and an ordinary word (running, current)"),
        .off: .none(because: "«बंद» is a switch's value, which VoiceOver reads, and an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Marathi writes most of them as the English loanword,
    /// «button» as «बटण» (and «बटन», the Hindi spelling, which apps write too).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["बटण", "बटन"]),
        .link: .none(because: "«लिंक», «दुवा» are as often what the element acts on (लिंक कॉपी करा, लिंक शेअर करा)"),
        .image: .none(because: "«प्रतिमा», «इमेज» are as often what the element acts on (प्रतिमा जतन करा); a label that is only «प्रतिमा» is vague"),
        .textField: .words(["मजकूर फील्ड", "मजकूर फिल्ड", "टेक्स्ट फील्ड", "टेक्स्ट फिल्ड", "मजकूर बॉक्स", "टेक्स्ट बॉक्स"]),
        .searchField: .words(["शोध फील्ड", "शोध फिल्ड", "सर्च फील्ड", "सर्च फिल्ड", "शोध बॉक्स"]),
        .secureTextField: .words(["सुरक्षित मजकूर फील्ड", "सुरक्षित मजकूर फिल्ड", "सुरक्षित टेक्स्ट फील्ड"]),
        .slider: .words(["स्लाइडर", "स्लायडर"]),
        .adjustable: .none(because: "«समायोज्य» is an ordinary adjective of labels (समायोज्य फॉन्ट आकार)"),
        .toggle: .words(["टॉगल बटण", "टॉगल बटन", "स्विच बटण"]),
        .checkbox: .words(["चेकबॉक्स", "चेक बॉक्स"]),
        .radioButton: .words(["रेडिओ बटण", "रेडिओ बटन"]),
        .picker: .words(["पिकर", "तारीख पिकर", "दिनांक पिकर"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («बटण») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («टॅब») is content (टॅब बंद करा, नवीन टॅब)"),
        .tabBar: .words(["टॅब बार"]),
        .menu: .none(because: "«मेनू» is as often the name of the element that opens one"),
        .popUpButton: .words(["पॉप-अप बटण", "पॉपअप बटण", "पॉप-अप बटन"]),
        .comboBox: .words(["ड्रॉपडाउन", "ड्रॉप-डाउन", "ड्रॉपडाउन सूची", "ड्रॉपडाउन मेनू", "कॉम्बो बॉक्स"]),
        .heading: .none(because: "«शीर्षक» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["प्रगती बार", "प्रोग्रेस बार", "प्रगती दर्शक"]),
        .stepper: .words(["स्टेपर"]),
        .list: .none(because: "«सूची», «यादी» are as often what the element shows (प्लेलिस्ट, वाचन सूची, सूची दाखवा)"),
        .scrollBar: .words(["स्क्रोल बार", "स्क्रॉल बार"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and its light
    /// verb in the polite imperative, the converb "by …ing" («टॅप करून»), "on …ing" («टॅप
    /// केल्यावर», «टॅप केल्यास»), the verbal noun and the "should" form; the source of the gesture
    /// terms. The words are written with «ं» for «ँ» («लांग प्रेस»), as the folding reads them.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "टॅप") + lightVerbForms(of: "टच") + lightVerbForms(of: "स्पर्श")),
        .doubleTap: .words(
            lightVerbForms(of: "दोनदा टॅप") + lightVerbForms(of: "डबल टॅप") + lightVerbForms(of: "डबल-टॅप") + lightVerbForms(of: "दोन वेळा टॅप")),
        .tripleTap: .words(lightVerbForms(of: "तीनदा टॅप") + lightVerbForms(of: "ट्रिपल टॅप")),
        .longPress: .words([
            "टच करून धरून ठेवा", "स्पर्श करून धरून ठेवा", "टॅप करून धरून ठेवा", "दाबून ठेवा", "दाबून धरा", "दाबून धरून ठेवा", "जास्त वेळ दाबा",
            "लांग प्रेस करा", "लांग प्रेस करून",
        ]),
        .swipe: .words(
            lightVerbForms(of: "स्वाइप") + lightVerbForms(of: "स्वाईप")
                + ["डावीकडे", "उजवीकडे", "वर", "खाली"].flatMap { lightVerbForms(of: $0 + " स्वाइप") }),
        .drag: .words(lightVerbForms(of: "ड्रॅग") + ["ड्रॅग आणि ड्रॉप करा", "ड्रॅग अंड ड्रॉप करा"]),
        .pinch: .words(lightVerbForms(of: "पिंच")),
        .rotate: .none(because: "«फिरवा» is as often what the element does (फोटो फिरवते.)"),
        // «हलवा» alone is "move" (फाइल फोल्डरमध्ये हलवा): shaking is the device's.
        .shake: .words(["डिव्हाइस हलवा", "फोन हलवा", "डिव्हाइस हलवून", "फोन हलवून"] + lightVerbForms(of: "शेक")),
        .click: .words(lightVerbForms(of: "क्लिक") + lightVerbForms(of: "डबल क्लिक") + lightVerbForms(of: "दोनदा क्लिक")),
        .press: .words(["दाबा", "दाबून", "दाबल्यावर", "दाबल्यास"] + lightVerbForms(of: "प्रेस")),
        .scroll: .words(lightVerbForms(of: "स्क्रोल") + lightVerbForms(of: "स्क्रॉल")),
        .fingers: .words(["दोन बोटांनी", "तीन बोटांनी", "चार बोटांनी"]),
    ]

    /// A gesture loanword with the instruction forms of «करणे»: «टॅप करा», «टॅप करून», «टॅप
    /// केल्यावर», «टॅप केल्यास», «टॅप करणे», «टॅप करावे».
    static func lightVerbForms(of noun: String) -> [String] {
        ["करा", "करून", "केल्यावर", "केल्यास", "करणे", "करावे"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («टॅप करा आणि
    /// धरून ठेवा»), a sequence, "here", or the command the gesture's converb leads to («टॅप करून
    /// प्ले करा»).
    static let instructionMarkers: Set<String> = Set(["आणि", "किंवा", "मग", "नंतर", "येथे", "इथे"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["अधिक", "आणखी", "अधिक पहा", "आणखी पहा", "आणखी बघा"],
        .learnMore: ["अधिक जाणून घ्या", "आणखी जाणून घ्या", "अधिक जाणा", "अधिक शिका", "अधिक वाचा", "पुढे वाचा", "आणखी वाचा"],
        .clickHere: ["येथे क्लिक करा", "येथे टॅप करा", "इथे क्लिक करा", "इथे टॅप करा", "येथे दाबा", "इथे दाबा"],
        .details: ["तपशील", "तपशीलवार माहिती"],
        .info: ["माहिती", "अधिक माहिती", "आणखी माहिती", "इन्फो"],
        .here: ["येथे", "इथे"],
        .link: ["लिंक", "दुवा"],
        .image: ["प्रतिमा", "इमेज", "चित्र"],
    ]

    /// The postpositions written apart from a noun (mostly after a loanword or a Latin word): a
    /// control type followed by one is what the hint acts on or speaks of («शोध फील्ड मधील मजकूर
    /// साफ करते.»), not the element's own type.
    static let postpositions: [String] = ["मध्ये", "मधील", "मधून", "वर", "वरील", "ला", "ना", "चा", "ची", "चे", "च्या", "साठी", "पासून"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["बॅक टॅप", "टॅप टू पे"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its stem («उघड», «दाखव») and the present a hint should use, or `nil`
    /// where the user does it («भरा»: fill in the form), where it is a gesture, or where the
    /// present would not describe the element («थांबा»: wait).
    struct Verb {
        let stem: String
        let present: String?

        init(_ stem: String, _ present: String? = nil, describes: Bool = true) {
            self.stem = stem
            self.present = describes ? (present ?? stem + "ते") : nil
        }
    }

    /// Interface verbs; «करणे», «देणे», «घेणे», «टाकणे», «ठेवणे» and «जाणे» are also the light
    /// verbs of compounds («जतन करा», «उत्तर द्या», «खोडून टाका», «सुरू ठेवा»).
    static let verbs: [Verb] = [
        Verb("उघड"), Verb("निवड"), Verb("बदल"), Verb("जोड"), Verb("पाठव"), Verb("हटव"), Verb("काढ"), Verb("दाखव"), Verb("लपव"),
        Verb("चालव"), Verb("थांबव"), Verb("शोध"), Verb("वाढव"), Verb("घटव"), Verb("उचल"), Verb("फिरव"), Verb("हलव"), Verb("मिटव"),
        Verb("वाजव"), Verb("सांग"), Verb("बनव"), Verb("लाव"), Verb("साठव"), Verb("सोड"), Verb("तपास"), Verb("सुधार"), Verb("आण"),
        Verb("ऐक", "ऐकवते"), Verb("बघ", "दाखवते"), Verb("पाह", "दाखवते"), Verb("मांड"), Verb("उलगड"), Verb("गुंडाळ"),
        Verb("लिह", describes: false), Verb("वाच", describes: false), Verb("भर", describes: false), Verb("विचार", describes: false),
        Verb("थांब", describes: false), Verb("धर", describes: false), Verb("टाक", describes: false), Verb("दाब", describes: false),
        // The light verbs.
        Verb("कर"), Verb("दे"), Verb("घे"), Verb("ठेव"), Verb("जा"),
    ]

    /// Light verbs whose noun or converb before them is part of the verb («जतन करा», «खोडून
    /// टाका»): the form shown and rewritten takes that word with it.
    static let lightVerbs: Set<String> = ["कर", "दे", "घे", "टाक", "ठेव", "जा"]

    /// Nouns of compounds that name what the user does («पासवर्ड प्रविष्ट करा», «लॉग इन करा»,
    /// «प्रतीक्षा करा», «लक्ष द्या», «वाट पहा»: wait): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "प्रविष्ट", "टाइप", "इनपुट", "इन", "आउट", "प्रतीक्षा", "प्रयत्न", "खात्री", "पुष्टी", "पुष्टि", "स्वीकार", "साइन", "लॉगिन",
        "लॉगीन", "नोंद", "लक्ष", "विचार", "वाट",
    ]

    /// The words before a light verb that show it has no noun of its own: pronouns, adverbs and
    /// conjunctions («ते करा», «आता करा»).
    static let notCompoundParts: Set<String> = [
        "आणि", "किंवा", "व", "ही", "पण", "येथे", "इथे", "तेथे", "हे", "ते", "त्याला", "याला", "कृपया", "आता", "पुन्हा", "मग", "तर",
        "नंतर", "साठी", "न",
    ]

    /// The words of a compound's first half that make it a gesture («टॅप करा», «दाबून ठेवा»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = [
        "टॅप", "टच", "स्पर्श", "क्लिक", "स्वाइप", "स्वाईप", "ड्रॅग", "पिंच", "स्क्रोल", "स्क्रॉल", "प्रेस", "होल्ड", "दाबून", "धरून",
        "शेक",
    ]

    /// The words a gesture phrase opens with before its verb («डबल टॅप», «डावीकडे स्वाइप», «टच
    /// करून धरून»): a gesture command's words start with them, as the gesture term does.
    static let gesturePhraseWords: Set<String> = gestureParts.union([
        "डबल", "दोनदा", "तीनदा", "ट्रिपल", "दोन", "वेळा", "डावीकडे", "उजवीकडे", "वर", "खाली", "करून", "लांग", "जास्त", "वेळ", "बोटांनी",
    ])

    enum FormKind: Hashable, Sendable {
        case imperative
        case infinitive
    }

    /// A form found in the lexicon: which it is, its verb.
    struct LexiconForm: Sendable {
        let kind: FormKind
        let stem: String
        let present: String?
    }

    /// The polite imperatives, the verbal nouns and the purpose forms («…ण्यासाठी», "in order to
    /// …") of a stem. Stems in «व» are also written with «वि» before «णे» («दाखविणे»).
    static func forms(of stem: String) -> (imperatives: [String], verbalNouns: [String], purposes: [String]) {
        switch stem {
        case "कर": return (["करा"], ["करणे"], ["करण्यासाठी"])
        case "दे": return (["द्या"], ["देणे"], ["देण्यासाठी"])
        case "घे": return (["घ्या"], ["घेणे"], ["घेण्यासाठी"])
        case "जा": return (["जा"], ["जाणे"], ["जाण्यासाठी"])
        case "पाह": return (["पहा", "पाहा"], ["पाहणे"], ["पाहण्यासाठी"])
        case "लिह": return (["लिहा"], ["लिहिणे"], ["लिहिण्यासाठी"])
        default: break
        }
        var nounStems = [stem]
        if stem.unicodeScalars.last == "व" { nounStems.append(stem + "ि") }
        return ([stem + "ा"], nounStems.map { $0 + "णे" }, nounStems.map { $0 + "ण्यासाठी" })
    }

    /// Every imperative and verbal noun of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var lexicon: [String: LexiconForm] = [:]
        for verb in verbs {
            let (imperatives, verbalNouns, _) = forms(of: verb.stem)
            for imperative in imperatives {
                lexicon[imperative] = LexiconForm(kind: .imperative, stem: verb.stem, present: verb.present)
            }
            for noun in verbalNouns {
                lexicon[noun] = LexiconForm(kind: .infinitive, stem: verb.stem, present: verb.present)
            }
        }
        return lexicon
    }()

    /// The purpose forms of the lexicon («उघडण्यासाठी», «करण्यासाठी»), which open a purpose before
    /// a command («… उघडण्यासाठी निवडा»), with their present.
    static let purposeForms: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            guard let present = verb.present else { continue }
            for purpose in Self.forms(of: verb.stem).purposes { forms[purpose] = present }
        }
        return forms
    }()

    /// The prohibitive auxiliaries after a verb in «-ू»: «उघडू नका», «करू नकोस».
    static let prohibitions: Set<String> = ["नका", "नकोस"]

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
        if let please = folded.firstIndex(of: "कृपया") {
            return HintFormIssue(.request, words: written(please, please))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        // «आपण सेटिंग्ज बदलू शकता.»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { ["आपण", "तुम्ही", "आपल्याला", "तुम्हाला"].contains($0) }),
            verb == "शकता" || verb == "शकाल"
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «अ‍ॅप बंद करू नका.»
        if prohibitions.contains(verb), last > 0, folded[last - 1].unicodeScalars.last == "ू" {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        guard let form = lexicon[verb] else { return nil }
        let previous = last > 0 ? folded[last - 1] : nil
        let kind: HintFormIssue.Kind = form.kind == .imperative ? .imperative : .infinitive
        // «जतन करा», «खोडून टाका»: the noun or converb before a light verb is part of it.
        let isCompound = lightVerbs.contains(form.stem) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        // «टॅप करा», «दाबून ठेवा»: a gesture, which hint-gesture reports (the same words, once:
        // from the gesture phrase's first word, «डबल टॅप करा», «टच करून धरून ठेवा»).
        if isCompound, let previous, gestureParts.contains(previous) {
            var start = first
            while start > 0, gesturePhraseWords.contains(folded[start - 1]) { start -= 1 }
            return HintFormIssue(kind, words: written(start, last))
        }
        // «खोडून टाका» (delete) describes; «पासवर्ड टाका» (enter the password) is the user's.
        var present = form.present
        if form.stem == "टाक", let previous, previous.unicodeScalars.suffix(2).elementsEqual("ून".unicodeScalars) { present = "टाकते" }
        // «वाट पहा» (wait) is no «पहा» (see): the noun goes with the verb, which has no result.
        if !isCompound, let previous, userActionNouns.contains(previous) {
            return HintFormIssue(kind, words: written(last - 1, last))
        }
        if present == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(kind, words: written(first, last))
        }
        // «सेटिंग्ज उघडण्यासाठी निवडा.»: the purpose is what the element does («सेटिंग्ज उघडते.»).
        if form.kind == .imperative, first >= 1, let purpose = purposeForms[folded[first - 1]] {
            return HintFormIssue(.imperative, words: written(first - 1, last), suggestion: purpose)
        }
        let result = present ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + result : result
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }
}

extension MarathiGrammar {
    /// Every language-specific rule, in Marathi: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "mr", .label, "प्ले करा.", fix: "प्ले करा"),
        .bad("label-trailing-period", "mr", .label, "आवडीमध्ये जोडा।", fix: "आवडीमध्ये जोडा"),
        .good("label-trailing-period", "mr", .label, "प्ले करा"),
        .good("label-trailing-period", "mr", .label, "लोड होत आहे..."),
        .good("label-trailing-period", "mr", .label, "किंमत 500 रु."),

        .bad("label-control-type", "mr", .label, "प्ले बटण", fix: "प्ले"),
        .bad("label-control-type", "mr", .label, "आवाज स्लाइडर", fix: "आवाज"),
        .bad("label-control-type", "mr", .label, "नाव, मजकूर फील्ड", fix: "नाव"),
        .bad("label-control-type", "mr", .label, "बटण: शेअर करा"),
        .good("label-control-type", "mr", .label, "प्ले करा"),
        // The field is what the command acts on; the buttons are what the colour belongs to.
        .good("label-control-type", "mr", .label, "शोध फील्ड साफ करा"),
        .good("label-control-type", "mr", .label, "बटणाचा रंग"),
        .good("label-control-type", "mr", .label, "लिंक कॉपी करा"),

        .bad("label-state", "mr", .label, "वाय-फाय, निवडलेले", fix: "वाय-फाय"),
        .bad("label-state", "mr", .label, "चेक केलेले"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "mr", .label, "%lld निवडले"),
        .good("label-state", "mr", .label, "निवडलेले फोटो हटवा"),
        .good("label-state", "mr", .label, "वाय-फाय"),

        .bad("label-gesture", "mr", .label, "टॅप करा"),
        .bad("label-gesture", "mr", .label, "दोनदा टॅप करून उघडा"),
        .bad("label-gesture", "mr", .label, "डावीकडे स्वाइप करून हटवा"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "mr", .label, "प्ले करण्यासाठी टॅप करा"),
        .good("label-gesture", "mr", .label, "स्वाइप क्रिया"),
        .good("label-gesture", "mr", .label, "बॅक टॅप"),
        .good("label-gesture", "mr", .label, "प्ले करा"),

        .bad("label-length", "mr", .label, "सर्व सहभागींसाठी नवीन संदेश तयार करण्यासाठी या बटणावर टॅप करा आणि नंतर प्राप्तकर्ते निवडा"),
        .good("label-length", "mr", .label, "नवीन संदेश"),
        .good("label-length", "mr", .label, "Apple Inc., ₹125.25, 1.3% वर"),

        .bad("label-vague", "mr", .label, "अधिक जाणून घ्या"),
        .bad("label-vague", "mr", .label, "येथे टॅप करा"),
        .bad("label-vague", "mr", .label, "आणखी"),
        .bad("label-vague", "mr", .label, "माहिती"),
        .good("label-vague", "mr", .label, "किमतींबद्दल अधिक जाणून घ्या"),
        .good("label-vague", "mr", .label, "प्ले करा"),

        .bad("hint-imperative", "mr", .hint, "गाणे प्ले करा.", fix: "गाणे प्ले करते."),
        .bad("hint-imperative", "mr", .hint, "सेटिंग्ज उघडा.", fix: "सेटिंग्ज उघडते."),
        .bad("hint-imperative", "mr", .hint, "निवडलेल्या फाइल्स शेअर करा.", fix: "निवडलेल्या फाइल्स शेअर करते."),
        .bad("hint-imperative", "mr", .hint, "संदेश खोडून टाका.", fix: "संदेश खोडून टाकते."),
        .bad("hint-imperative", "mr", .hint, "गाणे प्ले करणे.", fix: "गाणे प्ले करते."),
        .bad("hint-imperative", "mr", .hint, "बुकमार्क उघडण्यासाठी निवडा.", fix: "बुकमार्क उघडते."),
        // The element does not see: it shows.
        .bad("hint-imperative", "mr", .hint, "अलीकडील दस्तऐवज पहा.", fix: "अलीकडील दस्तऐवज दाखवते."),
        // The user's own action has no descriptive form; a verb alone would read «बंद करते.».
        .badWithoutFix("hint-imperative", "mr", .hint, "आपला पासवर्ड प्रविष्ट करा."),
        .badWithoutFix("hint-imperative", "mr", .hint, "आपला पासवर्ड टाका."),
        .badWithoutFix("hint-imperative", "mr", .hint, "बंद करा"),
        .bad("hint-imperative", "mr", .hint, "कृपया आपले नाव लिहा."),
        .bad("hint-imperative", "mr", .hint, "ॲप बंद करू नका."),
        .bad("hint-imperative", "mr", .hint, "आपण येथे सेटिंग्ज बदलू शकता."),
        .good("hint-imperative", "mr", .hint, "गाणे प्ले करते."),
        .good("hint-imperative", "mr", .hint, "सेटिंग्ज उघडतो."),
        .good("hint-imperative", "mr", .hint, "निवडलेल्या फाइल्स शेअर करतात."),
        .good("hint-imperative", "mr", .hint, "संदेश खोडून टाकते."),
        .good("hint-imperative", "mr", .hint, "प्लेअरची सेटिंग्ज."),
        // «गाणे» (song) is no verbal noun, «बदल» (change) and «निवड» (choice) no command.
        .good("hint-imperative", "mr", .hint, "पुढील गाणे."),
        .good("hint-imperative", "mr", .hint, "शेवटचा बदल."),

        .bad("hint-gesture", "mr", .hint, "गाणे प्ले करण्यासाठी दोनदा टॅप करा."),
        .bad("hint-gesture", "mr", .hint, "टॅप केल्यावर आयटम खरेदी करते."),
        .bad("hint-gesture", "mr", .hint, "आयटम हटवण्यासाठी डावीकडे स्वाइप करा."),
        .bad("hint-gesture", "mr", .hint, "पर्याय पाहण्यासाठी दाबून ठेवा."),
        .good("hint-gesture", "mr", .hint, "सूचीच्या सर्वात वर स्क्रोल करते."),
        .good("hint-gesture", "mr", .hint, "आयटम हटवते."),
        .good("hint-gesture", "mr", .hint, "बॅक टॅप सेटिंग्ज उघडते."),

        .bad("hint-control-type", "mr", .hint, "नाव जोडणारे बटण."),
        .bad("hint-control-type", "mr", .hint, "प्रमाण बदलणारा स्लाइडर."),
        .bad("hint-control-type", "mr", .hint, "हे बटण नाव जोडते."),
        .good("hint-control-type", "mr", .hint, "नाव जोडते."),
        // The type with its case ending, or before the verb, is what the hint acts on.
        .good("hint-control-type", "mr", .hint, "शोध फील्डमधील मजकूर साफ करते."),
        .good("hint-control-type", "mr", .hint, "शोध फील्ड साफ करते."),
        .good("hint-control-type", "mr", .hint, "सर्व बटणांचा रंग बदलते."),

        .bad("hint-repeats-label", "mr", .hint, "जतन बटण आपले बदल जतन करते.", label: "जतन"),
        .good("hint-repeats-label", "mr", .hint, "आपले बदल जतन करते.", label: "जतन करा"),
        .good("hint-repeats-label", "mr", .hint, "संदेश हटवते.", label: "हटवा"),

        .bad("hint-missing-period", "mr", .hint, "गाणे प्ले करते", fix: "गाणे प्ले करते."),
        .bad("hint-missing-period", "mr", .hint, "गाणे प्ले करते।", fix: "गाणे प्ले करते."),
        .good("hint-missing-period", "mr", .hint, "गाणे प्ले करते."),
        .good("hint-missing-period", "mr", .hint, "मेनू उघडते…"),

        .bad("hint-length", "mr", .hint,
             "खाते सेटिंग्ज उघडते, जिथे आपण निवडू शकता की टाइमलाइनवरून एखादी पोस्ट प्रकाशित करताना, तिला उत्तर देताना किंवा ती बूस्ट करताना आपले कोणते खाते वापरले जाईल आणि डीफॉल्ट दृश्यमानता काय असेल."),
        .good("hint-length", "mr", .hint, "खाते सेटिंग्ज उघडते."),
    ]
}
