/// Telugu: hints describe the result with the verb at the end, in the third person neuter of the
/// present-future without a subject («పాటను ప్లే చేస్తుంది.», «సెట్టింగ్‌లను తెరుస్తుంది.»), and end
/// with the Latin full stop, as Telugu writes it; labels are short noun phrases or polite commands
/// («ప్లే చేయండి», «తొలగించండి») without one. Telugu script has no letter case. Interface verbs are
/// often an English loanword and the light verb «చేయు» («సేవ్ చేయండి», «షేర్ చేయండి»): the light
/// verb carries the form, and the noun stays as it is.
///
/// Case endings are fused to their noun («బటన్‌ను», the button, as an object), and after a
/// loanword's final virama they are often written after a zero-width non-joiner (U+200C), which
/// the shared analysis keeps in the word and drops from its folded form: «బటన్‌ను» and «బటన్ను»
/// are the same word, which no term matches (the element acts on a button; it is not one). The
/// table lists each control type followed by each case ending or postposition written apart as a
/// `neutral` term («బటన్ యొక్క»), and its compounds joined and apart («చెక్బాక్స్», «చెక్ బాక్స్»).
extension LanguageProfile {
    /// The Telugu table (`te`, also used for `te-IN`).
    public static let telugu = LanguageProfile(
        code: "te", name: "Telugu", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["।", "॥", "。", "．"],
        abbreviations: ["డా", "శ్రీ", "శ్రీమతి", "రూ", "కి.మీ", "సెం.మీ", "మి.లీ", "ని", "etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(TeluguGrammar.terms, segmentation: .words),
        instructionMarkers: TeluguGrammar.instructionMarkers,
        vagueLabels: ["బటన్", "ఐకాన్", "చిహ్నం", "శీర్షిక లేనిది", "అంశం", "టెక్స్ట్", "వచనం", "లేబుల్"],
        vagueConcepts: TeluguGrammar.vagueConcepts,
        determiners: ["ఈ", "ఆ", "ఒక", "అన్ని", "ప్రతి", "మీ", "నా"],
        hintForm: TeluguGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["యొక్క"], headFollows: true),
        purposeMarkers: ["కోసం", "కొరకు"], conjunctions: ["మరియు", "లేదా", "కానీ"],
        descriptiveVerbs: ["చూడండి": "చూపిస్తుంది", "వినండి": "వినిపిస్తుంది"],
        stateConcepts: TeluguGrammar.stateConcepts, controlTypeConcepts: TeluguGrammar.controlTypeConcepts,
        gestureConcepts: TeluguGrammar.gestureConcepts,
        examples: TeluguGrammar.examples)
}

/// Telugu hint grammar: the verb that ends the hint's first sentence is told apart — the
/// descriptive present-future («తెరుస్తుంది») from the polite imperative («తెరవండి»), the
/// prohibition («తొలగించకండి»), "please" («దయచేసి») and "you can" («మీరు … మార్చవచ్చు») — with a
/// lexicon of interface verbs. The polite imperative of every verb in «-ించు» ends in «-ించండి»
/// and is reported as a command; its descriptive form is suggested only for the verbs of the
/// lexicon, since some («ప్రయత్నించండి», try) name what the user does. The familiar imperative
/// («చేయి») is not judged: it is also a noun (hand).
enum TeluguGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``): the
    /// passive perfect «…బడింది» and its negative «…బడలేదు».
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["ఎంచుకోబడింది", "ఎంచుకోబడలేదు", "ఎంపిక చేయబడింది", "ఎంపిక చేయబడలేదు"]),
        .checked: .words(["చెక్ చేయబడింది", "చెక్ చేయబడలేదు", "టిక్ చేయబడింది"]),
        .dimmed: .none(because: "«నిలిపివేయబడింది», «అందుబాటులో లేదు» are as often a message of their own (the feature is disabled, unavailable)"),
        .expanded: .words(["విస్తరించబడింది"]),
        .collapsed: .words(["కుదించబడింది"]),
        .on: .none(because: "«ఆన్» is a switch's value, which VoiceOver reads, and part of ordinary labels (ఫ్లాష్ ఆన్)"),
        .off: .none(because: "«ఆఫ్» is a switch's value, which VoiceOver reads, and part of ordinary labels (ఫ్లాష్ ఆఫ్)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Telugu writes most of them as the English loanword;
    /// compounds are listed joined and apart (see the file's note).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["బటన్"]),
        .link: .none(because: "«లింక్» is as often what the element acts on (లింక్‌ను కాపీ చేయండి, లింక్‌ను షేర్ చేయండి)"),
        .image: .none(because: "«చిత్రం», «ఇమేజ్» are as often what the element acts on (చిత్రాన్ని సేవ్ చేయండి); a label that is only «చిత్రం» is vague"),
        .textField: .words(["టెక్స్ట్ ఫీల్డ్", "వచన ఫీల్డ్", "టెక్స్ట్ బాక్స్"]),
        .searchField: .words(["శోధన ఫీల్డ్", "సెర్చ్ ఫీల్డ్", "శోధన బాక్స్"]),
        .secureTextField: .words(["సురక్షిత టెక్స్ట్ ఫీల్డ్"]),
        .slider: .words(["స్లయిడర్", "స్లైడర్"]),
        .adjustable: .none(because: "«సర్దుబాటు» is an ordinary noun of labels (ప్రకాశం సర్దుబాటు, brightness adjustment)"),
        .toggle: .words(["టోగుల్ బటన్", "స్విచ్ బటన్"]),
        .checkbox: .words(["చెక్ బాక్స్", "చెక్బాక్స్"]),
        .radioButton: .words(["రేడియో బటన్"]),
        .picker: .words(["పికర్", "తేదీ పికర్"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («బటన్») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ట్యాబ్») is content (ట్యాబ్‌ను మూసివేయండి, కొత్త ట్యాబ్)"),
        .tabBar: .words(["ట్యాబ్ బార్"]),
        .menu: .none(because: "«మెనూ» is as often the name of the element that opens one"),
        .popUpButton: .words(["పాప్ అప్ బటన్", "పాప్అప్ బటన్"]),
        .comboBox: .words(["డ్రాప్ డౌన్", "డ్రాప్డౌన్", "డ్రాప్ డౌన్ జాబితా", "డ్రాప్ డౌన్ మెనూ", "కాంబో బాక్స్"]),
        .heading: .none(because: "«శీర్షిక» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["ప్రోగ్రెస్ బార్", "పురోగతి బార్", "ప్రోగ్రెస్ ఇండికేటర్"]),
        .stepper: .words(["స్టెప్పర్"]),
        .list: .none(because: "«జాబితా» is as often what the element shows (ప్లేలిస్ట్, పఠన జాబితా, జాబితాను చూపుతుంది)"),
        .scrollBar: .words(["స్క్రోల్ బార్", "స్క్రోల్బార్"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and its light
    /// verb in the polite and familiar imperative, the converb "having …" («ట్యాప్ చేసి») and the
    /// conditional "if you …" («ట్యాప్ చేస్తే»), and the native verbs («తట్టండి», «నొక్కండి»,
    /// «లాగండి»); the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "ట్యాప్") + ["తట్టండి", "తాకండి"]),
        .doubleTap: .words(
            ["రెండుసార్లు", "రెండు సార్లు", "డబుల్"].flatMap { lightVerbForms(of: $0 + " ట్యాప్") }
                + ["రెండుసార్లు తట్టండి", "రెండుసార్లు నొక్కండి", "రెండు సార్లు నొక్కండి"]),
        .tripleTap: .words(["మూడుసార్లు", "మూడు సార్లు", "ట్రిపుల్"].flatMap { lightVerbForms(of: $0 + " ట్యాప్") }),
        .longPress: .words([
            "తాకి పట్టుకోండి", "తాకి ఉంచండి", "నొక్కి పట్టుకోండి", "నొక్కి ఉంచండి", "ఎక్కువసేపు నొక్కండి", "ట్యాప్ చేసి పట్టుకోండి",
        ] + lightVerbForms(of: "లాంగ్ ప్రెస్")),
        .swipe: .words(lightVerbForms(of: "స్వైప్")),
        .drag: .words(lightVerbForms(of: "డ్రాగ్") + ["లాగండి", "లాగి వదలండి"]),
        .pinch: .words(lightVerbForms(of: "పించ్")),
        .rotate: .none(because: "«తిప్పండి» is as often what the element does (ఫోటోను తిప్పుతుంది, a label «తిప్పండి» rotates the photo)"),
        .shake: .words(lightVerbForms(of: "షేక్") + ["పరికరాన్ని కదిలించండి", "ఫోన్ను కదిలించండి"]),
        .click: .words(lightVerbForms(of: "క్లిక్") + lightVerbForms(of: "డబుల్ క్లిక్")),
        .press: .words(["నొక్కండి", "నొక్కి", "నొక్కితే"] + lightVerbForms(of: "ప్రెస్")),
        .scroll: .words(lightVerbForms(of: "స్క్రోల్")),
        .fingers: .words(["రెండు వేళ్లతో", "మూడు వేళ్లతో", "నాలుగు వేళ్లతో"]),
    ]

    /// A gesture loanword with the instruction forms of «చేయు»: «ట్యాప్ చేయండి», «ట్యాప్ చెయ్యండి»,
    /// «ట్యాప్ చేయి», «ట్యాప్ చెయ్యి», «ట్యాప్ చేసి», «ట్యాప్ చేస్తే».
    static func lightVerbForms(of noun: String) -> [String] {
        ["చేయండి", "చెయ్యండి", "చేయి", "చెయ్యి", "చేసి", "చేస్తే"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction, "here", "then",
    /// or a command of the lexicon.
    static let instructionMarkers: Set<String> = Set(["మరియు", "లేదా", "ఇక్కడ", "తర్వాత", "ఆపై"] + imperatives.keys)

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["మరిన్ని", "మరింత", "ఇంకా", "మరిన్ని చూడండి", "ఇంకా చూడండి"],
        .learnMore: ["మరింత తెలుసుకోండి", "మరిన్ని తెలుసుకోండి", "ఇంకా తెలుసుకోండి", "మరింత చదవండి", "ఇంకా చదవండి"],
        .clickHere: ["ఇక్కడ క్లిక్ చేయండి", "ఇక్కడ ట్యాప్ చేయండి", "ఇక్కడ నొక్కండి", "ఇక్కడ తట్టండి"],
        .details: ["వివరాలు", "మరిన్ని వివరాలు"],
        .info: ["సమాచారం", "మరింత సమాచారం", "మరిన్ని సమాచారం", "ఇన్ఫో"],
        .here: ["ఇక్కడ"],
        .link: ["లింక్"],
        .image: ["చిత్రం", "ఇమేజ్", "బొమ్మ"],
    ]

    /// The case endings and postpositions after a noun, written apart («బటన్ యొక్క»): a control
    /// type followed by one is what the hint acts on or speaks of, or a plural, not the element's
    /// own type. (Fused to it, after a non-joiner or not, they make one word that is no term.)
    static let caseEndings: [String] = [
        "ను", "ని", "కు", "కి", "లో", "పై", "తో", "లు", "ల", "లను", "లకు", "లలో", "లపై", "యొక్క", "కోసం", "మీద", "నుండి",
    ]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["బ్యాక్ ట్యాప్", "ట్యాప్ టు పే"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: caseEndings)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// The polite imperatives of interface verbs, with the descriptive form a hint should use, or
    /// `nil` where the user does it («నమోదు చేయండి»: enter your password), where it is a gesture,
    /// or where the descriptive form would not describe the element («వేచి ఉండండి»: wait).
    static let imperatives: [String: String?] = [
        "తెరవండి": "తెరుస్తుంది", "మూసివేయండి": "మూసివేస్తుంది", "మూసేయండి": "మూసేస్తుంది", "చూపించండి": "చూపిస్తుంది",
        "చూడండి": "చూపిస్తుంది", "జోడించండి": "జోడిస్తుంది", "తొలగించండి": "తొలగిస్తుంది", "మార్చండి": "మారుస్తుంది",
        "పంపండి": "పంపుతుంది", "ఆపండి": "ఆపుతుంది", "ప్రారంభించండి": "ప్రారంభిస్తుంది", "దాచండి": "దాస్తుంది",
        "వెతకండి": "వెతుకుతుంది", "పెంచండి": "పెంచుతుంది", "తగ్గించండి": "తగ్గిస్తుంది", "నవీకరించండి": "నవీకరిస్తుంది",
        "వినండి": "వినిపిస్తుంది", "ప్రదర్శించండి": "ప్రదర్శిస్తుంది", "కొనసాగించండి": "కొనసాగిస్తుంది",
        "చేయండి": "చేస్తుంది", "చెయ్యండి": "చేస్తుంది",
        // The user's own actions, and the gestures (hint-gesture reports those).
        "ఎంచుకోండి": nil, "చదవండి": nil, "రాయండి": nil, "వ్రాయండి": nil, "వేచి": nil, "ఉండండి": nil, "వెళ్లండి": nil,
        "వెళ్ళండి": nil, "ఉంచండి": nil, "పట్టుకోండి": nil, "నొక్కండి": nil, "తట్టండి": nil, "తాకండి": nil, "లాగండి": nil,
        "వదలండి": nil, "ప్రయత్నించండి": nil, "నిర్ధారించండి": nil, "ధృవీకరించండి": nil, "సంప్రదించండి": nil,
        "గమనించండి": nil, "అనుమతించండి": nil, "ఆనందించండి": nil, "క్షమించండి": nil,
    ]

    /// The light verb «చేయు», whose noun before it is part of the verb («సేవ్ చేయండి»).
    static let lightVerbs: Set<String> = ["చేయండి", "చెయ్యండి"]

    /// Nouns of compounds with «చేయు» that name what the user does («పాస్‌వర్డ్ నమోదు చేయండి»,
    /// «లాగిన్ చేయండి»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "నమోదు", "టైప్", "లాగిన్", "ఇన్", "అవుట్", "సైన్", "ప్రయత్నం", "నిర్ధారణ", "ధృవీకరణ", "పుట్", "ఎంటర్",
    ]

    /// The words before a light verb that show it has no noun of its own: case endings written
    /// apart, pronouns and negations («దీన్ని చేయండి»).
    static let notCompoundParts: Set<String> = Set(caseEndings + [
        "దీన్ని", "దానిని", "వాటిని", "ఇది", "అది", "మరియు", "లేదా", "ఇప్పుడు", "మళ్ళీ", "మళ్లీ", "దయచేసి", "ఇక్కడ",
    ])

    /// The words before a verb that make it a gesture («ట్యాప్ చేయండి», «నొక్కి పట్టుకోండి»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = [
        "ట్యాప్", "క్లిక్", "స్వైప్", "డ్రాగ్", "పించ్", "స్క్రోల్", "ప్రెస్", "షేక్", "నొక్కి", "తాకి", "లాగి", "చేసి",
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
        if let please = folded.firstIndex(of: "దయచేసి") {
            return HintFormIssue(.request, words: written(please, please))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: ".!?।")
        let verb = folded[last]
        // «మీరు సెట్టింగ్‌లను మార్చవచ్చు.», «మీరు పాస్‌వర్డ్ నమోదు చేయాలి.»: the user is the subject.
        if let you = folded[..<last].firstIndex(of: "మీరు"), verb.hasScalarSuffix("వచ్చు") || verb.hasScalarSuffix("ాలి") {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «తొలగించకండి», «మూసివేయకండి»: the prohibition of a verb in «-ించు» or of «చేయు».
        if verb.hasScalarSuffix("ించకండి") || verb.hasScalarSuffix("చేయకండి") || verb.hasScalarSuffix("చెయ్యకండి") || verb.hasScalarSuffix("వేయకండి") {
            return HintFormIssue(.negativeCommand, words: written(last, last))
        }
        let previous = last > 0 ? folded[last - 1] : nil
        // «నొక్కి పట్టుకోండి», «ట్యాప్ చేయండి»: a gesture, which hint-gesture reports (the same words, once).
        // The words shown start where the gesture term does («రెండుసార్లు ట్యాప్ చేయండి»).
        if let previous, gestureParts.contains(previous), imperatives[verb] != nil {
            let gesture = LanguageProfile.telugu.terms.matches(in: text).last { match in
                match.term.kind == .gesture && match.start <= words[last - 1].start && match.end >= words[last - 1].end
            }
            return HintFormIssue(.imperative, words: text.slice(gesture?.start ?? words[last - 1].start, words[last].end))
        }
        guard let descriptive = imperatives[verb] else {
            // Every «-ించు» verb: a command, whose descriptive form the lexicon does not know.
            if verb.hasScalarSuffix("ించండి") { return HintFormIssue(.imperative, words: written(last, last)) }
            return nil
        }
        // «సేవ్ చేయండి»: the noun before a light verb is part of it.
        let isCompound = lightVerbs.contains(verb) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        if descriptive == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(.imperative, words: written(first, last))
        }
        // «తెరవడానికి ఎంచుకోండి»: after a purpose, the command is the user's, not the result.
        if let previous, previous.hasScalarSuffix("డానికి") || previous == "కోసం" {
            return HintFormIssue(.imperative, words: written(first, last))
        }
        let form = descriptive ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + form : form
        return HintFormIssue(.imperative, words: written(first, last), suggestion: suggestion)
    }


}

extension TeluguGrammar {
    /// Every language-specific rule, in Telugu: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "te", .label, "ప్లే చేయండి.", fix: "ప్లే చేయండి"),
        .bad("label-trailing-period", "te", .label, "కొత్త సందేశం.", fix: "కొత్త సందేశం"),
        .good("label-trailing-period", "te", .label, "ప్లే చేయండి"),
        .good("label-trailing-period", "te", .label, "లోడ్ అవుతోంది..."),
        .good("label-trailing-period", "te", .label, "ధర 500 రూ."),

        .bad("label-control-type", "te", .label, "ప్లే బటన్", fix: "ప్లే"),
        .bad("label-control-type", "te", .label, "వాల్యూమ్ స్లయిడర్", fix: "వాల్యూమ్"),
        .bad("label-control-type", "te", .label, "పేరు, టెక్స్ట్ ఫీల్డ్", fix: "పేరు"),
        .bad("label-control-type", "te", .label, "బటన్: షేర్ చేయండి"),
        .good("label-control-type", "te", .label, "ప్లే చేయండి"),
        // The field is what the command acts on; the button is what the colour belongs to.
        .good("label-control-type", "te", .label, "శోధన ఫీల్డ్‌ను క్లియర్ చేయండి"),
        .good("label-control-type", "te", .label, "బటన్ యొక్క రంగు"),
        .good("label-control-type", "te", .label, "బటన్‌ల పరిమాణం"),
        .good("label-control-type", "te", .label, "లింక్‌ను కాపీ చేయండి"),

        .bad("label-state", "te", .label, "Wi-Fi, ఎంచుకోబడింది", fix: "Wi-Fi"),
        .bad("label-state", "te", .label, "చెక్ చేయబడింది"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "te", .label, "%lld ఎంచుకోబడింది"),
        .good("label-state", "te", .label, "ఎంచుకున్న ఫోటోలను చూపించు"),
        .good("label-state", "te", .label, "Wi-Fi"),

        .bad("label-gesture", "te", .label, "ట్యాప్ చేయండి"),
        .bad("label-gesture", "te", .label, "రెండుసార్లు ట్యాప్ చేసి తెరవండి"),
        .bad("label-gesture", "te", .label, "ప్లే చేయడానికి నొక్కండి"),
        .bad("label-gesture", "te", .label, "తొలగించడానికి ఎడమకు స్వైప్ చేయండి"),
        .good("label-gesture", "te", .label, "స్వైప్ చర్యలు"),
        .good("label-gesture", "te", .label, "బ్యాక్ ట్యాప్"),
        .good("label-gesture", "te", .label, "ప్లే చేయండి"),

        .bad("label-length", "te", .label, "పాల్గొనే వారందరికీ కొత్త సందేశాన్ని సృష్టించడానికి ఈ బటన్‌ను నొక్కి, ఆపై స్వీకర్తలను ఎంచుకుని పంపండి"),
        .good("label-length", "te", .label, "కొత్త సందేశం"),
        .good("label-length", "te", .label, "Apple Inc., ₹125.25, 1.3% పెరిగింది"),

        .bad("label-vague", "te", .label, "మరింత తెలుసుకోండి"),
        .bad("label-vague", "te", .label, "ఇక్కడ ట్యాప్ చేయండి"),
        .bad("label-vague", "te", .label, "మరిన్ని"),
        .bad("label-vague", "te", .label, "సమాచారం"),
        .good("label-vague", "te", .label, "ధరల గురించి మరింత తెలుసుకోండి"),
        .good("label-vague", "te", .label, "ప్లే చేయండి"),

        .bad("hint-imperative", "te", .hint, "పాటను ప్లే చేయండి.", fix: "పాటను ప్లే చేస్తుంది."),
        .bad("hint-imperative", "te", .hint, "సెట్టింగ్‌లను తెరవండి.", fix: "సెట్టింగ్‌లను తెరుస్తుంది."),
        .bad("hint-imperative", "te", .hint, "ఎంచుకున్న ఫైల్‌లను షేర్ చెయ్యండి.", fix: "ఎంచుకున్న ఫైల్‌లను షేర్ చేస్తుంది."),
        .bad("hint-imperative", "te", .hint, "సందేశాన్ని తొలగించండి.", fix: "సందేశాన్ని తొలగిస్తుంది."),
        // The element does not look: it shows.
        .bad("hint-imperative", "te", .hint, "ఇటీవలి పత్రాలను చూడండి.", fix: "ఇటీవలి పత్రాలను చూపిస్తుంది."),
        // The user's own action has no descriptive form; nor has an «-ించు» verb the lexicon lacks.
        .badWithoutFix("hint-imperative", "te", .hint, "మీ పాస్‌వర్డ్‌ను నమోదు చేయండి."),
        .badWithoutFix("hint-imperative", "te", .hint, "మళ్లీ ప్రయత్నించండి."),
        .badWithoutFix("hint-imperative", "te", .hint, "ఖాతాను ధృవీకరించండి."),
        .bad("hint-imperative", "te", .hint, "దయచేసి మీ పేరు రాయండి."),
        .bad("hint-imperative", "te", .hint, "యాప్‌ను మూసివేయకండి."),
        .bad("hint-imperative", "te", .hint, "మీరు ఇక్కడ సెట్టింగ్‌లను మార్చవచ్చు."),
        .good("hint-imperative", "te", .hint, "పాటను ప్లే చేస్తుంది."),
        .good("hint-imperative", "te", .hint, "సెట్టింగ్‌లను తెరుస్తుంది."),
        .good("hint-imperative", "te", .hint, "సందేశాన్ని తొలగిస్తుంది."),
        .good("hint-imperative", "te", .hint, "ప్లేయర్ సెట్టింగ్‌లు."),
        // «బండి» (vehicle) ends like a polite imperative, and is none.
        .good("hint-imperative", "te", .hint, "తదుపరి బండి."),

        .bad("hint-gesture", "te", .hint, "పాటను ప్లే చేయడానికి రెండుసార్లు ట్యాప్ చేయండి."),
        .bad("hint-gesture", "te", .hint, "ట్యాప్ చేస్తే వస్తువును కొనుగోలు చేస్తుంది."),
        .bad("hint-gesture", "te", .hint, "అంశాన్ని తొలగించడానికి ఎడమకు స్వైప్ చేయండి."),
        .bad("hint-gesture", "te", .hint, "ఎంపికలను చూడటానికి నొక్కి పట్టుకోండి."),
        .good("hint-gesture", "te", .hint, "జాబితాలో పైకి స్క్రోల్ అవుతుంది."),
        .good("hint-gesture", "te", .hint, "అంశాన్ని తొలగిస్తుంది."),
        .good("hint-gesture", "te", .hint, "బ్యాక్ ట్యాప్ సెట్టింగ్‌లను తెరుస్తుంది."),

        .bad("hint-control-type", "te", .hint, "పేరును జోడించే బటన్."),
        .bad("hint-control-type", "te", .hint, "స్కేల్‌ను మార్చే స్లయిడర్."),
        .bad("hint-control-type", "te", .hint, "ఈ బటన్ పేరును జోడిస్తుంది."),
        .good("hint-control-type", "te", .hint, "పేరును జోడిస్తుంది."),
        // The type followed by a case ending is what the hint acts on.
        .good("hint-control-type", "te", .hint, "శోధన ఫీల్డ్‌ను క్లియర్ చేస్తుంది."),
        .good("hint-control-type", "te", .hint, "అన్ని బటన్‌ల రంగును మారుస్తుంది."),
        // Before the verb without an ending, the type may be its object.
        .good("hint-control-type", "te", .hint, "శోధన ఫీల్డ్ క్లియర్ చేస్తుంది."),

        .bad("hint-repeats-label", "te", .hint, "సేవ్ బటన్ మీ మార్పులను సేవ్ చేస్తుంది.", label: "సేవ్"),
        .good("hint-repeats-label", "te", .hint, "మీ మార్పులను సేవ్ చేస్తుంది.", label: "సేవ్"),
        .good("hint-repeats-label", "te", .hint, "సందేశాన్ని తొలగిస్తుంది.", label: "తొలగించు"),

        .bad("hint-missing-period", "te", .hint, "పాటను ప్లే చేస్తుంది", fix: "పాటను ప్లే చేస్తుంది."),
        .bad("hint-missing-period", "te", .hint, "పాటను ప్లే చేస్తుంది।", fix: "పాటను ప్లే చేస్తుంది."),
        .good("hint-missing-period", "te", .hint, "పాటను ప్లే చేస్తుంది."),
        .good("hint-missing-period", "te", .hint, "మెనూను తెరుస్తుంది…"),

        .bad("hint-length", "te", .hint,
             "ఖాతా సెట్టింగ్‌లను తెరుస్తుంది, అక్కడ మీరు టైమ్‌లైన్ నుండి పోస్ట్‌ను ప్రచురించేటప్పుడు, దానికి ప్రత్యుత్తరం ఇచ్చేటప్పుడు లేదా దాన్ని బూస్ట్ చేసేటప్పుడు ఏ ఖాతాను ఉపయోగించాలో మరియు డిఫాల్ట్ దృశ్యమానత ఏమిటో ఎంచుకోవచ్చు."),
        .good("hint-length", "te", .hint, "ఖాతా సెట్టింగ్‌లను తెరుస్తుంది."),
    ]
}
