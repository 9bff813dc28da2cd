/// Hindi: hints describe the result with the verb at the end, in the present habitual without a
/// subject («गाना चलाता है।», «सेटिंग्स खोलता है।»), and end with the danda «।»; labels are short
/// noun phrases or polite commands («गाना चलाएं», «हटाएं») without one. Devanagari has no letter
/// case. Interface verbs are often a noun and a light verb («साझा करें», «हटा दें»): the light verb
/// carries the form, and the noun stays as it is.
///
/// The habitual agrees with its unnamed subject, the element: masculine singular («करता है»), as
/// «बटन» and «विकल्प» are; a hint in the feminine («करती है») or the plural («करते हैं») is read as
/// descriptive too. «ँ» is folded to «ं» (`foldings`: «चलाएँ» and «चलाएं» are one word); the
/// table's words are written with «ं», and with and without the nukta where both are written
/// («फ़ील्ड», «फील्ड»).
extension LanguageProfile {
    /// The Hindi table (`hi`, also used for `hi-IN`).
    public static let hindi = LanguageProfile(
        code: "hi", name: "Hindi", hasLetterCase: false,
        foldings: ["ँ": "ं"],
        fullStop: "।", otherFullStops: ["॥", ".", "。", "．"],
        abbreviations: [
            "डॉ", "श्री", "श्रीमती", "रु", "सं", "पृ", "क्र", "कि.मी", "से.मी", "मि.ली", "ई", "ई.पू", "प्रो", "etc", "vs", "inc", "ltd", "no",
        ],
        terms: TermTable(HindiGrammar.terms, segmentation: .words),
        instructionMarkers: HindiGrammar.instructionMarkers,
        vagueLabels: [
            "बटन", "आइकन", "आइकॉन", "बिना शीर्षक", "शीर्षकहीन", "आइटम", "टेक्स्ट", "लेबल", "पाठ",
        ],
        vagueConcepts: HindiGrammar.vagueConcepts,
        determiners: ["यह", "वह", "ये", "वे", "इस", "उस", "इन", "उन", "सभी", "सब", "हर", "प्रत्येक", "आपका", "आपकी", "आपके", "एक"],
        hintForm: HindiGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["का", "के", "की"], headFollows: true, inflectsModifier: true),
        purposeMarkers: ["लिए", "ताकि"], conjunctions: ["और", "या", "तथा", "एवं", "अथवा", "व"],
        descriptiveVerbs: [
            "देखें": "दिखाता है", "देखिए": "दिखाता है", "देखिये": "दिखाता है", "देखो": "दिखाता है", "देखना": "दिखाता है",
            "सुनें": "सुनाता है", "सुनिए": "सुनाता है", "सुनिये": "सुनाता है", "सुनो": "सुनाता है", "सुनना": "सुनाता है",
        ],
        stateConcepts: HindiGrammar.stateConcepts, controlTypeConcepts: HindiGrammar.controlTypeConcepts,
        gestureConcepts: HindiGrammar.gestureConcepts,
        examples: HindiGrammar.examples)
}

/// Hindi hint grammar: the verb that ends the hint's first sentence is told apart — the habitual
/// («खोलता है») from the polite imperative («खोलें», «खोलिए»), the familiar one («खोलो»), the
/// infinitive used as a command («खोलना»), the prohibition («न खोलें», «मत खोलो») and "you can"
/// («आप … सकते हैं») — with a lexicon of interface verbs whose forms are derived from their stems.
enum HindiGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["चयनित", "अचयनित", "चयनित नहीं", "चुना गया", "चुना हुआ", "चुनी गई"]),
        .checked: .words(["चेक किया गया", "चेक किया हुआ", "चेक नहीं किया गया", "अनचेक किया गया", "अनचेक"]),
        .dimmed: .none(because: "«मंद», «अक्षम» are as often a message of their own (the feature is disabled) or an ordinary word (dim, slow)"),
        .expanded: .words(["विस्तारित"]),
        .collapsed: .words(["संकुचित"]),
        .on: .none(because: "«चालू» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«बंद» is a switch's value, which VoiceOver reads, and an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Hindi writes most of them as the English loanword.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["बटन", "बटनों"]),
        .link: .none(because: "«लिंक» is as often what the element acts on (लिंक कॉपी करें, लिंक शेयर करें)"),
        .image: .none(because: "«छवि», «इमेज» are as often what the element acts on (छवि सहेजें); a label that is only «छवि» is vague"),
        .textField: .words(["टेक्स्ट फ़ील्ड", "टेक्स्ट फील्ड", "पाठ फ़ील्ड", "पाठ फील्ड", "टेक्स्ट बॉक्स"]),
        .searchField: .words(["खोज फ़ील्ड", "खोज फील्ड", "सर्च फ़ील्ड", "सर्च फील्ड", "खोज बॉक्स"]),
        .secureTextField: .words(["सुरक्षित टेक्स्ट फ़ील्ड", "सुरक्षित टेक्स्ट फील्ड"]),
        .slider: .words(["स्लाइडर"]),
        .adjustable: .none(because: "«समायोज्य» is an ordinary adjective of labels (समायोज्य फ़ॉन्ट आकार)"),
        .toggle: .words(["टॉगल बटन", "स्विच बटन"]),
        .checkbox: .words(["चेकबॉक्स", "चेक बॉक्स"]),
        .radioButton: .words(["रेडियो बटन"]),
        .picker: .words(["पिकर", "दिनांक पिकर", "तारीख पिकर", "तारीख़ पिकर"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («बटन») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («टैब») is content (टैब बंद करें, नया टैब)"),
        .tabBar: .words(["टैब बार"]),
        .menu: .none(because: "«मेनू» is as often the name of the element that opens one"),
        .popUpButton: .words(["पॉप-अप बटन", "पॉपअप बटन"]),
        .comboBox: .words(["ड्रॉपडाउन", "ड्रॉप-डाउन", "ड्रॉपडाउन सूची", "ड्रॉपडाउन मेनू", "कॉम्बो बॉक्स"]),
        .heading: .none(because: "«शीर्षक» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["प्रगति बार", "प्रोग्रेस बार", "प्रगति सूचक"]),
        .stepper: .words(["स्टेपर"]),
        .list: .none(because: "«सूची» is as often what the element shows (प्लेलिस्ट, पठन सूची, सूची दिखाएं)"),
        .scrollBar: .words(["स्क्रॉल बार", "स्क्रॉलबार"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and its light
    /// verb in the polite, respectful and familiar imperative, the converb "by …ing" («टैप करके»)
    /// and the oblique infinitive («टैप करने पर», on tapping); the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "टैप") + lightVerbForms(of: "टच") + lightVerbForms(of: "स्पर्श")),
        .doubleTap: .words(
            lightVerbForms(of: "दो बार टैप") + lightVerbForms(of: "डबल टैप") + ["डबल-टैप करें", "डबल-टैप करके"]),
        .tripleTap: .words(lightVerbForms(of: "तीन बार टैप") + lightVerbForms(of: "ट्रिपल टैप")),
        .longPress: .words([
            "टच और होल्ड करें", "टच करके रखें", "टैप करके रखें", "स्पर्श करके रखें", "दबाकर रखें", "दबाए रखें", "दबाकर रखने",
            "देर तक दबाएं", "लंबे समय तक दबाएं", "लॉन्ग प्रेस करें", "लॉन्ग प्रेस करके",
        ]),
        .swipe: .words(
            lightVerbForms(of: "स्वाइप") + ["बाएं", "दाएं", "ऊपर", "नीचे", "बाईं ओर", "दाईं ओर"].flatMap { lightVerbForms(of: $0 + " स्वाइप") }),
        .drag: .words(lightVerbForms(of: "ड्रैग") + ["ड्रैग और ड्रॉप करें", "ड्रैग एंड ड्रॉप करें"]),
        .pinch: .words(lightVerbForms(of: "पिंच")),
        .rotate: .none(because: "«घुमाएं» is as often what the element does (फ़ोटो घुमाता है।)"),
        .shake: .words(["हिलाएं", "हिलाइए", "हिलाकर", "डिवाइस हिलाएं", "फ़ोन हिलाएं", "फोन हिलाएं"]),
        .click: .words(lightVerbForms(of: "क्लिक") + lightVerbForms(of: "डबल क्लिक") + lightVerbForms(of: "दो बार क्लिक")),
        .press: .words(["दबाएं", "दबाइए", "दबाइये", "दबाओ", "दबाकर", "दबाने पर"] + lightVerbForms(of: "प्रेस")),
        .scroll: .words(lightVerbForms(of: "स्क्रॉल")),
        .fingers: .words(["दो उंगलियों से", "तीन उंगलियों से", "चार उंगलियों से", "दो अंगुलियों से", "तीन अंगुलियों से"]),
    ]

    /// A gesture loanword with the instruction forms of «करना»: «टैप करें», «टैप कीजिए», «टैप करो»,
    /// «टैप करके», «टैप करने पर», «टैप करना».
    static func lightVerbForms(of noun: String) -> [String] {
        ["करें", "कीजिए", "कीजिये", "करिए", "करो", "करके", "करने पर", "करना"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («टैप करें और
    /// रखें»), a purpose, or the command the gesture's converb leads to («टैप करके चलाएं»).
    static let instructionMarkers: Set<String> = Set(["और", "या", "फिर", "तथा", "ताकि", "यहां"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["अधिक", "और", "और देखें", "ज़्यादा", "ज्यादा"],
        .learnMore: ["और जानें", "अधिक जानें", "ज़्यादा जानें", "ज्यादा जानें", "और पढ़ें", "आगे पढ़ें", "अधिक पढ़ें"],
        .clickHere: ["यहां क्लिक करें", "यहां टैप करें", "यहां दबाएं", "यहां क्लिक कीजिए", "यहां टैप कीजिए"],
        .details: ["विवरण", "ब्यौरा", "विस्तृत जानकारी"],
        .info: ["जानकारी", "सूचना", "अधिक जानकारी", "और जानकारी", "इन्फ़ो", "इन्फो"],
        .here: ["यहां", "इधर"],
        .link: ["लिंक"],
        .image: ["छवि", "इमेज", "चित्र", "तस्वीर"],
    ]

    /// The postpositions after a noun: a control type followed by one is what the hint acts on or
    /// speaks of («खोज फ़ील्ड को साफ़ करता है।», «बटन का रंग»), not the element's own type.
    static let postpositions: [String] = ["को", "से", "में", "पर", "का", "के", "की", "तक"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay, Shake to Undo.
        for phrase in ["पूर्ववत करने के लिए हिलाएं", "बैक टैप", "टैप टू पे"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its stem («खोल», «चला») and the habitual a hint should use, or `nil`
    /// where the user does it («डालें»: enter your password), where it is a gesture, or where the
    /// habitual would not describe the element («रुकें»: wait).
    struct Verb {
        let stem: String
        let habitual: String?

        init(_ stem: String, _ habitual: String? = nil, describes: Bool = true) {
            self.stem = stem
            self.habitual = describes ? (habitual ?? stem + "ता है") : nil
        }
    }

    /// Simple verbs of interfaces; «करना», «देना», «लेना», «रखना», «डालना» and «जाना» are also the
    /// light verbs of compounds («साझा करें», «हटा दें», «देख लें»).
    static let verbs: [Verb] = [
        // Stems in -ा.
        Verb("चला"), Verb("दिखा"), Verb("हटा"), Verb("बना"), Verb("मिटा"), Verb("छिपा"), Verb("छुपा"), Verb("बढ़ा"), Verb("घटा"),
        Verb("लगा"), Verb("बुला"), Verb("सुना"), Verb("बचा"), Verb("उठा"), Verb("लौटा"), Verb("बता"), Verb("गिरा"), Verb("बजा"),
        Verb("घुमा"), Verb("फैला"), Verb("मिला"), Verb("अपना"), Verb("दोहरा"), Verb("चिपका"), Verb("जा"),
        Verb("आ"), Verb("पा"), Verb("हिला", describes: false), Verb("दबा", describes: false), Verb("खिसका"), Verb("सरका"),
        // Stems in a consonant.
        Verb("खोल"), Verb("बदल"), Verb("चुन"), Verb("भेज"), Verb("देख", "दिखाता है"), Verb("सुन", "सुनाता है"), Verb("रोक"),
        Verb("छोड़"), Verb("ढूंढ"), Verb("खोज"), Verb("जोड़"), Verb("रख"), Verb("सहेज"), Verb("लौट"), Verb("निकल"), Verb("पलट"),
        Verb("मोड़"), Verb("बांट"), Verb("काट"), Verb("जांच"), Verb("छांट"), Verb("समेट"), Verb("सिकोड़"), Verb("तोड़"), Verb("बढ़"),
        Verb("चल", describes: false), Verb("लिख", describes: false), Verb("पढ़", describes: false), Verb("डाल", describes: false),
        Verb("भर", describes: false), Verb("पूछ", describes: false), Verb("रुक", describes: false), Verb("ठहर", describes: false),
        Verb("मिल", describes: false), Verb("खींच", describes: false), Verb("गिन"), Verb("माप"), Verb("सुधार"), Verb("संभाल"),
        // Irregular: the light verbs.
        Verb("कर"), Verb("दे"), Verb("ले"),
    ]

    /// Light verbs whose noun or verb before them is part of the verb («साझा करें», «हटा दें»): the
    /// form shown and rewritten takes that word with it.
    static let lightVerbs: Set<String> = ["कर", "दे", "ले", "रख", "डाल", "जा"]

    /// Nouns of compounds with «करना» that name what the user does («पासवर्ड दर्ज करें», «लॉग इन
    /// करें», «प्रतीक्षा करें»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "दर्ज", "टाइप", "इनपुट", "इन", "आउट", "प्रतीक्षा", "इंतजार", "इंतज़ार", "कोशिश", "प्रयास", "सुनिश्चित", "ध्यान", "विचार",
        "साइन", "पुष्टि", "स्वीकार",
    ]

    /// The words before a light verb that show it has no noun of its own: postpositions,
    /// pronouns and negations («सेटिंग्स पर जाएं», «इसे करें»).
    static let notCompoundParts: Set<String> = [
        "को", "से", "में", "पर", "का", "के", "की", "तक", "लिए", "और", "या", "भी", "ही", "यहां", "वहां", "इसे", "उसे", "इन्हें",
        "उन्हें", "इसको", "उसको", "न", "मत", "नहीं", "कृपया", "अब", "फिर", "तो",
    ]

    /// The gesture terms alone: a command that ends one («दो बार टैप करें», «टैप करके रखें») is the
    /// gesture, which hint-gesture reports.
    static let gestureTable = TermTable(gestureConcepts.terms(), segmentation: .words)

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

    /// The polite, respectful and familiar imperatives and the infinitive of a stem.
    static func forms(of stem: String) -> (imperatives: [String], infinitive: String) {
        switch stem {
        case "कर": return (["करें", "कीजिए", "कीजिये", "करिए", "करिये", "करो"], "करना")
        case "दे": return (["दें", "दीजिए", "दीजिये", "दिजिए"], "देना")
        case "ले": return (["लें", "लीजिए", "लीजिये", "लिजिए"], "लेना")
        default: break
        }
        if stem.unicodeScalars.last == "ा" || stem == "आ" {
            // «चलाएं», «चलायें», «चलाइए», «चलाइये», «चलाओ».
            return ([stem + "एं", stem + "यें", stem + "इए", stem + "इये", stem + "ओ"], stem + "ना")
        }
        // «खोलें», «खोलिए», «खोलिये», «खोलो».
        return ([stem + "ें", stem + "िए", stem + "िये", stem + "ो"], stem + "ना")
    }

    /// Every imperative and infinitive of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var lexicon: [String: LexiconForm] = [:]
        for verb in verbs {
            let (imperatives, infinitive) = forms(of: verb.stem)
            for imperative in imperatives {
                lexicon[imperative] = LexiconForm(kind: .imperative, stem: verb.stem, habitual: verb.habitual)
            }
            lexicon[infinitive] = LexiconForm(kind: .infinitive, stem: verb.stem, habitual: verb.habitual)
        }
        return lexicon
    }()

    /// The oblique infinitives of the lexicon («खोलने», «चलाने»), which open a purpose («… खोलने के
    /// लिए चुनें»), with their habitual.
    static let obliqueInfinitives: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            guard let habitual = verb.habitual else { continue }
            forms[verb.stem + "ने"] = habitual
        }
        return forms
    }()

    /// The negations before a command: «न खोलें», «मत खोलो», «नहीं खोलें».
    static let negations: Set<String> = ["न", "मत", "नहीं", "ना"]

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
        // «आप सेटिंग बदल सकते हैं।», «आपको पासवर्ड डालना होगा।»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { $0 == "आप" || $0 == "आपको" }),
            verb == "चाहिए" || verb == "होगा" || verb == "होगी" || verb == "पड़ेगा"
                || (verb == "हैं" || verb == "है") && last > 0 && ["सकते", "सकती"].contains(folded[last - 1])
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        guard let form = lexicon[verb] else { return nil }
        let previous = last > 0 ? folded[last - 1] : nil
        if let previous, negations.contains(previous) {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        let kind: HintFormIssue.Kind = form.kind == .imperative ? .imperative : .infinitive
        // «साझा करें», «हटा दें»: the noun or verb before a light verb is part of it.
        let isCompound = lightVerbs.contains(form.stem) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        // «दो बार टैप करें», «टैप करके रखें»: a gesture, which hint-gesture reports — the same
        // words, so that it is reported once.
        if let gesture = gestureTable.matches(in: text).last(where: { $0.end == words[last].end }) {
            return HintFormIssue(kind, words: text.slice(gesture.start, words[last].end))
        }
        if form.habitual == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(kind, words: written(first, last))
        }
        // «सेटिंग्स खोलने के लिए चुनें।»: the purpose is what the element does («सेटिंग्स खोलता है।»).
        if form.kind == .imperative, first >= 3, folded[first - 1] == "लिए", folded[first - 2] == "के",
            let purpose = obliqueInfinitives[folded[first - 3]]
        {
            return HintFormIssue(.imperative, words: written(first - 3, last), suggestion: purpose)
        }
        let habitual = form.habitual ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + habitual : habitual
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }
}

extension HindiGrammar {
    /// Every language-specific rule, in Hindi: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "hi", .label, "चलाएं।", fix: "चलाएं"),
        .bad("label-trailing-period", "hi", .label, "पसंदीदा में जोड़ें।", fix: "पसंदीदा में जोड़ें"),
        .bad("label-trailing-period", "hi", .label, "नया संदेश.", fix: "नया संदेश"),
        .good("label-trailing-period", "hi", .label, "चलाएं"),
        .good("label-trailing-period", "hi", .label, "लोड हो रहा है..."),
        .good("label-trailing-period", "hi", .label, "कीमत 500 रु."),

        .bad("label-control-type", "hi", .label, "प्ले बटन", fix: "प्ले"),
        .bad("label-control-type", "hi", .label, "वॉल्यूम स्लाइडर", fix: "वॉल्यूम"),
        .bad("label-control-type", "hi", .label, "प्ले बटन", fix: "प्ले"),
        // «चलाने» alone would be the oblique of a verb: no fix.
        .badWithoutFix("label-control-type", "hi", .label, "चलाने का बटन"),
        .bad("label-control-type", "hi", .label, "नाम, टेक्स्ट फ़ील्ड", fix: "नाम"),
        .bad("label-control-type", "hi", .label, "बटन: साझा करें"),
        .good("label-control-type", "hi", .label, "चलाएं"),
        // The field is what the command acts on; the button is what the colour belongs to.
        .good("label-control-type", "hi", .label, "खोज फ़ील्ड साफ़ करें"),
        .good("label-control-type", "hi", .label, "बटन का रंग"),
        .good("label-control-type", "hi", .label, "लिंक कॉपी करें"),

        .bad("label-state", "hi", .label, "वाई-फ़ाई, चयनित", fix: "वाई-फ़ाई"),
        .bad("label-state", "hi", .label, "चेक किया गया"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "hi", .label, "%lld चयनित"),
        .good("label-state", "hi", .label, "चयनित फ़ोटो दिखाएं"),
        .good("label-state", "hi", .label, "वाई-फ़ाई"),

        // The gesture opens the label; one that ends it after its purpose («चलाने के लिए टैप करें»)
        // is a label-gesture the shared matching does not see (the verb comes last in Hindi).
        .bad("label-gesture", "hi", .label, "टैप करें"),
        .bad("label-gesture", "hi", .label, "दो बार टैप करके चलाएं"),
        .bad("label-gesture", "hi", .label, "बाएं स्वाइप करके हटाएं"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "hi", .label, "चलाने के लिए टैप करें"),
        .good("label-gesture", "hi", .label, "स्वाइप क्रियाएं"),
        .good("label-gesture", "hi", .label, "बैक टैप"),
        .good("label-gesture", "hi", .label, "चलाएं"),

        .bad("label-length", "hi", .label, "सभी प्रतिभागियों के लिए नया संदेश बनाने के लिए इस बटन पर टैप करें और फिर प्राप्तकर्ता चुनें"),
        .good("label-length", "hi", .label, "नया संदेश"),
        .good("label-length", "hi", .label, "Apple Inc., ₹125.25, 1.3% ऊपर"),

        .bad("label-vague", "hi", .label, "और जानें"),
        .bad("label-vague", "hi", .label, "यहाँ टैप करें"),
        .bad("label-vague", "hi", .label, "अधिक"),
        .bad("label-vague", "hi", .label, "जानकारी"),
        .good("label-vague", "hi", .label, "कीमतों के बारे में और जानें"),
        .good("label-vague", "hi", .label, "चलाएं"),

        .bad("hint-imperative", "hi", .hint, "गाना चलाएं।", fix: "गाना चलाता है।"),
        .bad("hint-imperative", "hi", .hint, "गाना चलाइए।", fix: "गाना चलाता है।"),
        .bad("hint-imperative", "hi", .hint, "सेटिंग्स खोलें।", fix: "सेटिंग्स खोलता है।"),
        .bad("hint-imperative", "hi", .hint, "चुनी गई फ़ाइलें साझा करें।", fix: "चुनी गई फ़ाइलें साझा करता है।"),
        .bad("hint-imperative", "hi", .hint, "संदेश हटा दें।", fix: "संदेश हटा देता है।"),
        .badWithoutFix("hint-imperative", "hi", .hint, "गाना चलाएँ या रोकें।"),
        .bad("hint-imperative", "hi", .hint, "गाना चलाना।", fix: "गाना चलाता है।"),
        .bad("hint-imperative", "hi", .hint, "बुकमार्क खोलने के लिए चुनें।", fix: "बुकमार्क खोलता है।"),
        // The element does not see: it shows.
        .bad("hint-imperative", "hi", .hint, "हाल के दस्तावेज़ देखें।", fix: "हाल के दस्तावेज़ दिखाता है।"),
        // The user's own action has no descriptive form; a verb alone would read «बंद करता है।».
        .badWithoutFix("hint-imperative", "hi", .hint, "अपना पासवर्ड दर्ज करें।"),
        .badWithoutFix("hint-imperative", "hi", .hint, "बंद करें"),
        .bad("hint-imperative", "hi", .hint, "कृपया अपना नाम लिखें।"),
        .bad("hint-imperative", "hi", .hint, "ऐप बंद न करें।"),
        .bad("hint-imperative", "hi", .hint, "आप यहाँ सेटिंग्स बदल सकते हैं।"),
        .good("hint-imperative", "hi", .hint, "गाना चलाता है।"),
        .good("hint-imperative", "hi", .hint, "सेटिंग्स खोलता है।"),
        .good("hint-imperative", "hi", .hint, "चुनी गई फ़ाइलें साझा करती है।"),
        .good("hint-imperative", "hi", .hint, "संदेश हटा देता है।"),
        .good("hint-imperative", "hi", .hint, "प्लेयर की सेटिंग्स।"),
        // «गाना» (song) is no infinitive, «घटना» (event) no command.
        .good("hint-imperative", "hi", .hint, "अगला गाना।"),
        .good("hint-imperative", "hi", .hint, "पिछली घटना।"),

        .bad("hint-gesture", "hi", .hint, "गाना चलाने के लिए दो बार टैप करें।"),
        .bad("hint-gesture", "hi", .hint, "टैप करने पर आइटम खरीदता है।"),
        .bad("hint-gesture", "hi", .hint, "आइटम हटाने के लिए बाएं स्वाइप करें।"),
        .bad("hint-gesture", "hi", .hint, "विकल्प देखने के लिए दबाकर रखें।"),
        .good("hint-gesture", "hi", .hint, "सूची में सबसे ऊपर स्क्रॉल करता है।"),
        .good("hint-gesture", "hi", .hint, "आइटम हटाता है।"),
        .good("hint-gesture", "hi", .hint, "बैक टैप सेटिंग्स खोलता है।"),

        .bad("hint-control-type", "hi", .hint, "नाम जोड़ने वाला बटन।"),
        .bad("hint-control-type", "hi", .hint, "पैमाना बदलने वाला स्लाइडर।"),
        .bad("hint-control-type", "hi", .hint, "यह बटन नाम जोड़ता है।"),
        .good("hint-control-type", "hi", .hint, "नाम जोड़ता है।"),
        // The type followed by a postposition is what the hint acts on.
        .good("hint-control-type", "hi", .hint, "खोज फ़ील्ड को साफ़ करता है।"),
        // Before the verb without «को», the type may be its object.
        .good("hint-control-type", "hi", .hint, "खोज फ़ील्ड साफ़ करता है।"),
        .good("hint-control-type", "hi", .hint, "सभी बटनों का रंग बदलता है।"),

        .bad("hint-repeats-label", "hi", .hint, "सहेजें बटन आपके बदलाव सहेजता है।", label: "सहेजें"),
        .good("hint-repeats-label", "hi", .hint, "आपके बदलाव सहेजता है।", label: "सहेजें"),
        .good("hint-repeats-label", "hi", .hint, "संदेश हटाता है।", label: "हटाएं"),
        .good("hint-repeats-label", "hi", .hint, "प्लेलिस्ट खोलता है।", label: "प्लेलिस्ट"),

        .bad("hint-missing-period", "hi", .hint, "गाना चलाता है", fix: "गाना चलाता है।"),
        .bad("hint-missing-period", "hi", .hint, "गाना चलाता है.", fix: "गाना चलाता है।"),
        .good("hint-missing-period", "hi", .hint, "गाना चलाता है।"),
        .good("hint-missing-period", "hi", .hint, "मेनू खोलता है…"),

        .bad("hint-length", "hi", .hint,
             "खाता सेटिंग्स खोलता है, जहाँ आप चुन सकते हैं कि टाइमलाइन से कोई पोस्ट प्रकाशित करते, उसका जवाब देते या उसे बूस्ट करते समय आपके कौन से खाते का उपयोग किया जाए और डिफ़ॉल्ट दृश्यता क्या हो।"),
        .good("hint-length", "hi", .hint, "खाता सेटिंग्स खोलता है।"),
    ]
}
