/// Tamil: hints describe the result with the verb at the end, in the present tense of the third
/// person neuter without a subject («பாடலை இயக்குகிறது.», «அமைப்புகளைத் திறக்கிறது.»), and end
/// with the Latin full stop, as Tamil interfaces write it; labels are short noun phrases or
/// commands («இயக்கு», «ரத்துசெய்») without one. The Tamil script has no letter case; its vowel
/// signs and the pulli «்» are marks of their letter, and words are written with spaces.
///
/// Tamil fuses its case endings to the noun: «பட்டன்» (a button, the element itself) but
/// «பட்டனை» (the button, as an object) and «பட்டனில்» (on the button) name what the hint acts on,
/// so only the nominative forms are terms. Interfaces write the polite imperative in «-அவும்»
/// («திறக்கவும்», «தட்டவும்»), and the respectful one in «-ங்கள்» («இயக்குங்கள்»).
extension LanguageProfile {
    /// The Tamil table (`ta`, also used for `ta-IN`, `ta-LK`, `ta-SG`).
    public static let tamil = LanguageProfile(
        code: "ta", name: "Tamil", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["।", "。", "．"],
        abbreviations: [
            "எ.கா", "கி.மீ", "செ.மீ", "மி.மீ", "மி.லி", "கி.கி", "கி.பி", "கி.மு", "ரூ", "திரு", "திருமதி", "etc", "vs", "inc", "ltd", "no",
        ],
        terms: TermTable(TamilGrammar.terms, segmentation: .words),
        instructionMarkers: TamilGrammar.instructionMarkers,
        vagueLabels: ["பட்டன்", "பொத்தான்", "ஐகான்", "உருப்படி", "உரை", "தலைப்பில்லாதது", "பெயரிடப்படாதது"],
        vagueConcepts: TamilGrammar.vagueConcepts,
        // «ஒரு» (a) is left out: «ஒரு பட்டன்» before a verb is as often its object («ஒரு பட்டன் சேர்க்கிறது»).
        determiners: ["இந்த", "அந்த", "இந்தப்", "அந்தப்", "எல்லா", "அனைத்து", "ஒவ்வொரு", "உங்கள்", "உனது"],
        hintForm: TamilGrammar.hintForm,
        verbPosition: .last,
        // The head of a Tamil noun phrase comes last, the genitive fused to the modifier
        // («பட்டனின் நிறம்»): a type word followed by more of the phrase modifies it.
        modifierLinks: LanguageProfile.ModifierLinks([], headFollows: true),
        conjunctions: ["மற்றும்", "அல்லது", "பின்னர்"],
        stateConcepts: TamilGrammar.stateConcepts, controlTypeConcepts: TamilGrammar.controlTypeConcepts,
        gestureConcepts: TamilGrammar.gestureConcepts,
        examples: TamilGrammar.examples)
}

/// Tamil hint grammar: the verb that ends the hint's first sentence is told apart — the present
/// («திறக்கிறது») from the polite imperative («திறக்கவும்»), the respectful one («இயக்குங்கள்»),
/// the optative of «செய்» («தட்டச்சு செய்க»), the prohibition («மூட வேண்டாம்», «மூடாதீர்கள்»),
/// "please" («தயவுசெய்து») and "you can" («நீங்கள் … மாற்றலாம்») — with a lexicon of interface
/// verbs, each given by its infinitive and its present, since the present of an infinitive in
/// «-க்க» is not certain without the verb («திறக்க» → «திறக்கிறது», «இயக்க» → «இயக்குகிறது»).
///
/// The familiar imperative («இயக்கு», «மூடு», «மாற்று») is left alone: several are also nouns
/// («மாற்று», an alternative; «மூடு», a lid), and hints hardly use it.
enum TamilGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words([
            "தேர்ந்தெடுக்கப்பட்டது", "தேர்ந்தெடுக்கப்பட்டுள்ளது", "தேர்ந்தெடுக்கப்படவில்லை", "தேர்வுசெய்யப்பட்டது",
            "தேர்வு செய்யப்பட்டது", "தேர்வுசெய்யப்படவில்லை",
        ]),
        .checked: .words(["டிக் செய்யப்பட்டது", "டிக் செய்யப்படவில்லை", "சரிபார்க்கப்பட்டது", "சரிபார்க்கப்படவில்லை"]),
        .dimmed: .none(because: "«மங்கலானது», «முடக்கப்பட்டது» are as often a message of their own (the feature is off) or an ordinary word"),
        .expanded: .words(["விரிவாக்கப்பட்டது"]),
        .collapsed: .words(["சுருக்கப்பட்டது"]),
        .on: .none(because: "«ஆன்», «இயக்கத்தில்» are a switch's value, which VoiceOver reads"),
        .off: .none(because: "«ஆஃப்», «முடக்கத்தில்» are a switch's value, which VoiceOver reads"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in the nominative, which names the element (the accusative «பட்டனை» is what a hint acts
    /// on): the English loanword written in Tamil, and the native word beside it where interfaces
    /// use it («பொத்தான்»).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["பட்டன்", "பொத்தான்"]),
        .link: .none(because: "«இணைப்பு», «லிங்க்» are as often what the element acts on (இணைப்பை நகலெடு, இணைப்பைப் பகிர்)"),
        .image: .none(because: "«படம்» is as often what the element acts on or shows (படத்தைச் சேமி, a film); a label that is only «படம்» is vague"),
        .textField: .words(["உரைப் புலம்", "உரை புலம்", "உரைப்புலம்", "உரைப் பெட்டி", "உரைப்பெட்டி", "டெக்ஸ்ட் ஃபீல்டு", "டெக்ஸ்ட் ஃபீல்ட்"]),
        .searchField: .words(["தேடல் புலம்", "தேடல் பெட்டி", "தேடல் பட்டி", "சர்ச் ஃபீல்டு", "தேடல் ஃபீல்டு"]),
        .secureTextField: .words(["பாதுகாப்பான உரைப் புலம்", "பாதுகாப்பான உரை புலம்"]),
        .slider: .words(["ஸ்லைடர்"]),
        .adjustable: .none(because: "«சரிசெய்யக்கூடியது» is an ordinary adjective of labels (சரிசெய்யக்கூடிய எழுத்துரு அளவு)"),
        .toggle: .words(["ஸ்விட்ச் பட்டன்", "டாகிள் பட்டன்", "நிலைமாற்றி"]),
        .checkbox: .words(["தேர்வுப்பெட்டி", "தேர்வுப் பெட்டி", "செக்பாக்ஸ்", "செக் பாக்ஸ்"]),
        .radioButton: .words(["ரேடியோ பட்டன்", "ரேடியோ பொத்தான்"]),
        .picker: .words(["பிக்கர்", "தேதி பிக்கர்"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («பட்டன்») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («தாவல்», «டேப்») is content (தாவலை மூடு, புதிய தாவல்)"),
        .tabBar: .words(["தாவல் பட்டி", "டேப் பார்"]),
        .menu: .none(because: "«மெனு», «பட்டி» are as often the name of the element that opens one"),
        .popUpButton: .words(["பாப்-அப் பட்டன்", "பாப்அப் பட்டன்", "பாப்-அப் பொத்தான்"]),
        .comboBox: .words(["கீழ்தோன்றும் பட்டியல்", "டிராப்டவுன்", "டிராப்-டவுன்", "காம்போ பாக்ஸ்"]),
        .heading: .none(because: "«தலைப்பு» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["முன்னேற்றப் பட்டி", "முன்னேற்ற பட்டி", "புரோக்ரஸ் பார்"]),
        .stepper: .words(["ஸ்டெப்பர்"]),
        .list: .none(because: "«பட்டியல்» is as often what the element shows (இசைப்பட்டியல், வாசிப்புப் பட்டியல்)"),
        .scrollBar: .words(["ஸ்க்ரோல் பார்", "உருட்டுப் பட்டி"]),
    ]

    /// A gesture loanword with the instruction forms of «செய்»: the polite, familiar, optative and
    /// respectful imperatives, the converb («ஸ்வைப் செய்து»), "if you …" («ஸ்வைப் செய்தால்») and
    /// "by …ing" («ஸ்வைப் செய்வதன் மூலம்»).
    static func lightVerbForms(of noun: String) -> [String] {
        ["செய்யவும்", "செய்", "செய்க", "செய்யுங்கள்", "செய்து", "செய்தால்", "செய்வதன் மூலம்"].map { noun + " " + $0 }
    }

    /// The gestures, as this language words them (``GestureConcept``): the native verb and the
    /// loanword with «செய்», in their instruction forms; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["தட்டவும்", "தட்டுங்கள்", "தட்டினால்", "தட்டும்போது", "தட்டுவதன் மூலம்"] + lightVerbForms(of: "டேப்")),
        .doubleTap: .words(
            ["இருமுறை", "இரு முறை", "இரண்டு முறை", "இரட்டைத்", "இரட்டை"].flatMap { times in
                ["தட்டவும்", "தட்டுங்கள்", "தட்டி", "தட்டினால்", "தட்டுவதன் மூலம்", "தட்டலில்"].map { times + " " + $0 }
            } + lightVerbForms(of: "டபுள் டேப்")),
        .tripleTap: .words(["மூன்று முறை தட்டவும்", "மும்முறை தட்டவும்", "மூன்று முறை தட்டினால்"]),
        .longPress: .words([
            "தொட்டுப் பிடிக்கவும்", "தொட்டு பிடிக்கவும்", "தொட்டுப்பிடிக்கவும்", "அழுத்திப் பிடிக்கவும்", "அழுத்தி பிடிக்கவும்",
            "அழுத்திப்பிடிக்கவும்", "நீண்ட நேரம் அழுத்தவும்", "நீண்ட நேரம் அழுத்தினால்",
        ]),
        .swipe: .words(
            lightVerbForms(of: "ஸ்வைப்") + ["இடதுபுறம்", "வலதுபுறம்", "இடப்புறம்", "வலப்புறம்", "மேலே", "கீழே", "இடது", "வலது"].flatMap {
                lightVerbForms(of: $0 + " ஸ்வைப்")
            }),
        .drag: .words(["இழுக்கவும்", "இழுங்கள்", "இழுத்து விடவும்", "இழுத்தால்"] + lightVerbForms(of: "டிராக்")),
        .pinch: .words(["கிள்ளவும்"] + lightVerbForms(of: "பிஞ்ச்")),
        .rotate: .none(because: "«சுழற்று» is as often what the element does (படத்தைச் சுழற்றுகிறது.)"),
        .shake: .words(["குலுக்கவும்", "குலுக்குங்கள்", "குலுக்கினால்"]),
        .click: .words(
            lightVerbForms(of: "கிளிக்") + lightVerbForms(of: "இருமுறை கிளிக்") + lightVerbForms(of: "டபுள் கிளிக்")
                + ["சொடுக்கவும்", "சொடுக்குக", "சொடுக்குங்கள்"]),
        .press: .words(["அழுத்தவும்", "அழுத்துங்கள்", "அழுத்து", "அழுத்தினால்", "அழுத்துவதன் மூலம்"]),
        .scroll: .words(["உருட்டவும்"] + lightVerbForms(of: "ஸ்க்ரோல்")),
        .fingers: .words(["இரண்டு விரல்களால்", "மூன்று விரல்களால்", "நான்கு விரல்களால்", "இரு விரல்களால்"]),
    ]

    /// What makes a gesture word an instruction when it follows it: a conjunction, "here", or
    /// the command the gesture's converb leads to («இருமுறை தட்டி இயக்கவும்»).
    static let instructionMarkers: Set<String> = Set(["மற்றும்", "அல்லது", "பின்னர்", "இங்கே"] + lexicon.keys)

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["மேலும்", "இன்னும்", "மேலும் பார்க்க", "மேலும் காட்டு"],
        .learnMore: ["மேலும் அறிக", "மேலும் அறிய", "மேலும் அறியவும்", "மேலும் படிக்க", "மேலும் படிக்கவும்"],
        .clickHere: [
            "இங்கே கிளிக் செய்யவும்", "இங்கே கிளிக் செய்க", "இங்கு கிளிக் செய்யவும்", "இங்கே தட்டவும்", "இங்கு தட்டவும்", "இங்கே அழுத்தவும்",
            "இங்கே சொடுக்கவும்",
        ],
        .details: ["விவரங்கள்", "விவரம்", "மேலும் விவரங்கள்"],
        .info: ["தகவல்", "தகவல்கள்", "மேலும் தகவல்", "கூடுதல் தகவல்"],
        .here: ["இங்கே", "இங்கு"],
        .link: ["இணைப்பு", "லிங்க்"],
        .image: ["படம்", "இமேஜ்"],
    ]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features and things, not gestures: typing («தட்டச்சு») starts like a tap,
        // pressure («அழுத்தம்») like a press; the words differ, so no term needs them. A
        // double-tap or swipe setting named as a noun («இருமுறை தட்டல்», «ஸ்வைப் செயல்கள்») matches none.
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its infinitive («திறக்க»), and the present a hint should use, or `nil`
    /// where the user does it («உள்ளிடவும்»: enter your password) or the present would not
    /// describe the element («காத்திருக்கவும்»: wait).
    struct Verb {
        let infinitive: String
        let present: String?

        init(_ infinitive: String, _ present: String?) {
            self.infinitive = infinitive
            self.present = present
        }

        /// Whether the verb is weak (its stem ends in «-உ»: «இயக்கு», present «இயக்குகிறது»), whose
        /// respectful imperative is the stem with «-ங்கள்» («இயக்குங்கள்»).
        var isWeak: Bool { present.map { $0.hasScalarSuffix("ுகிறது") } == true }
    }

    static let verbs: [Verb] = [
        Verb("திறக்க", "திறக்கிறது"), Verb("மூட", "மூடுகிறது"), Verb("இயக்க", "இயக்குகிறது"), Verb("நிறுத்த", "நிறுத்துகிறது"),
        Verb("இடைநிறுத்த", "இடைநிறுத்துகிறது"), Verb("நீக்க", "நீக்குகிறது"), Verb("அழிக்க", "அழிக்கிறது"), Verb("சேர்க்க", "சேர்க்கிறது"),
        Verb("காட்ட", "காட்டுகிறது"), Verb("மறைக்க", "மறைக்கிறது"), Verb("பகிர", "பகிர்கிறது"), Verb("அனுப்ப", "அனுப்புகிறது"),
        Verb("தேட", "தேடுகிறது"), Verb("மாற்ற", "மாற்றுகிறது"), Verb("சேமிக்க", "சேமிக்கிறது"), Verb("பதிவிறக்க", "பதிவிறக்குகிறது"),
        Verb("திருத்த", "திருத்துகிறது"), Verb("நகலெடுக்க", "நகலெடுக்கிறது"), Verb("ஒட்ட", "ஒட்டுகிறது"), Verb("புதுப்பிக்க", "புதுப்பிக்கிறது"),
        Verb("தேர்ந்தெடுக்க", "தேர்ந்தெடுக்கிறது"), Verb("செல்ல", "செல்கிறது"), Verb("விரிவாக்க", "விரிவாக்குகிறது"),
        Verb("சுருக்க", "சுருக்குகிறது"), Verb("பெரிதாக்க", "பெரிதாக்குகிறது"), Verb("உருவாக்க", "உருவாக்குகிறது"),
        Verb("பதிவேற்ற", "பதிவேற்றுகிறது"), Verb("இணைக்க", "இணைக்கிறது"), Verb("துண்டிக்க", "துண்டிக்கிறது"), Verb("முடக்க", "முடக்குகிறது"),
        Verb("தொடங்க", "தொடங்குகிறது"), Verb("முடிக்க", "முடிக்கிறது"), Verb("ஏற்ற", "ஏற்றுகிறது"), Verb("அச்சிட", "அச்சிடுகிறது"),
        // What the user does; and «பார்க்கவும்» (view), whose descriptive form is another verb
        // («காட்டுகிறது»), which would break the sandhi of the word before («ஆவணங்களைப் பார்க்கவும்»).
        Verb("பார்க்க", nil), Verb("உள்ளிட", nil), Verb("காத்திருக்க", nil), Verb("முயற்சிக்க", nil), Verb("உறுதிப்படுத்த", nil), Verb("படிக்க", nil),
        Verb("எழுத", nil), Verb("உள்நுழைய", nil), Verb("கேட்க", nil), Verb("அனுமதிக்க", nil),
    ]

    /// Every imperative of the lexicon → its verb: the polite («-அவும்») and, for weak verbs, the
    /// respectful («-உங்கள்») forms.
    static let lexicon: [String: Verb] = {
        var lexicon: [String: Verb] = [:]
        for verb in verbs {
            lexicon[verb.infinitive + "வும்"] = verb
            if verb.isWeak { lexicon[verb.infinitive + "ுங்கள்"] = verb }
        }
        return lexicon
    }()

    /// The imperative forms of the light verb «செய்» («ரத்து செய்யவும்», «ரத்துசெய்யவும்»).
    static let lightVerbImperatives: [String] = ["செய்யவும்", "செய்யுங்கள்", "செய்க"]

    /// Nouns of compounds with «செய்» that name what the user does («தட்டச்சு செய்யவும்»: type),
    /// or that are gestures (hint-gesture reports them).
    static let userActionNouns: Set<String> = ["தட்டச்சு", "உறுதி", "முயற்சி", "பதிவு", "உள்நுழைவு"]
    static let gestureNouns: Set<String> = ["டேப்", "கிளிக்", "ஸ்வைப்", "பிஞ்ச்", "ஸ்க்ரோல்", "டிராக்"]


    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        guard text.words.last?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard !words.isEmpty else { return nil }
        if text.endsWith("?") || text.endsWith("？") { return nil }
        let folded = words.map(\.folded)
        func written(_ from: Int, _ to: Int) -> String { text.slice(words[from].start, words[to].end) }
        if let please = folded.firstIndex(where: { $0 == "தயவுசெய்து" || $0 == "தயைகூர்ந்து" }) {
            return HintFormIssue(.request, words: written(please, please))
        }
        if let please = folded.indices.dropLast().first(where: { folded[$0] == "தயவு" && folded[$0 + 1] == "செய்து" }) {
            return HintFormIssue(.request, words: written(please, please + 1))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        // «நீங்கள் மொழியை மாற்றலாம்.», «நீங்கள் … மாற்ற முடியும்.»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { $0 == "நீங்கள்" || $0 == "உங்களால்" }),
            verb.hasScalarSuffix("லாம்") || verb == "முடியும்" || verb == "வேண்டும்"
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «மூட வேண்டாம்», «மூடாதீர்கள்»: a prohibition.
        if verb == "வேண்டாம்", last > 0 {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        if verb.hasScalarSuffix("ாதீர்கள்") {
            return HintFormIssue(.negativeCommand, words: written(last, last))
        }
        // Another command before this one («இயக்கவும் அல்லது நிறுத்தவும்»): a rewrite of the last
        // would leave the first as it is.
        let commandBefore = folded[..<last].contains { word in
            lexicon[word] != nil || lightVerbImperatives.contains { word == $0 || word.hasScalarSuffix($0) }
        }
        // «ரத்து செய்யவும்», «ரத்துசெய்யவும்», «தட்டச்சு செய்க»: the light verb carries the form.
        if let ending = lightVerbImperatives.first(where: { verb == $0 || verb.hasScalarSuffix($0) }) {
            let noun = verb == ending ? (last > 0 ? folded[last - 1] : nil) : verb.droppingScalars(of: ending)
            if let noun, gestureNouns.contains(noun) { return nil }
            let first = verb == ending && last > 0 && !words[last - 1].isPlaceholder ? last - 1 : last
            guard let noun, !userActionNouns.contains(noun), first < last || verb != ending, !commandBefore else {
                return HintFormIssue(.imperative, words: written(first, last))
            }
            let shown = written(first, last)
            return HintFormIssue(.imperative, words: shown, suggestion: shown.droppingScalars(of: ending) + "செய்கிறது")
        }
        guard let form = lexicon[verb] else { return nil }
        guard let present = form.present, !commandBefore else { return HintFormIssue(.imperative, words: written(last, last)) }
        return HintFormIssue(.imperative, words: written(last, last), suggestion: present)
    }
}

extension TamilGrammar {
    /// Every language-specific rule, in Tamil: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ta", .label, "இயக்கு.", fix: "இயக்கு"),
        .bad("label-trailing-period", "ta", .label, "பிடித்தவற்றில் சேர்.", fix: "பிடித்தவற்றில் சேர்"),
        .good("label-trailing-period", "ta", .label, "இயக்கு"),
        .good("label-trailing-period", "ta", .label, "ஏற்றுகிறது..."),
        .good("label-trailing-period", "ta", .label, "விலை 500 ரூ."),

        .bad("label-control-type", "ta", .label, "இயக்கு பட்டன்", fix: "இயக்கு"),
        .bad("label-control-type", "ta", .label, "ஒலியளவு ஸ்லைடர்", fix: "ஒலியளவு"),
        .bad("label-control-type", "ta", .label, "பகிர் பொத்தான்", fix: "பகிர்"),
        .bad("label-control-type", "ta", .label, "பெயர், உரைப் புலம்", fix: "பெயர்"),
        .bad("label-control-type", "ta", .label, "பட்டன்: பகிர்"),
        .good("label-control-type", "ta", .label, "இயக்கு"),
        // The field, in the accusative, is what the command acts on; the button's colour is a colour.
        .good("label-control-type", "ta", .label, "தேடல் புலத்தை அழி"),
        .good("label-control-type", "ta", .label, "பட்டன் நிறம்"),
        .good("label-control-type", "ta", .label, "இணைப்பை நகலெடு"),

        .bad("label-state", "ta", .label, "வைஃபை, தேர்ந்தெடுக்கப்பட்டது", fix: "வைஃபை"),
        .bad("label-state", "ta", .label, "டிக் செய்யப்பட்டது"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "ta", .label, "%lld தேர்ந்தெடுக்கப்பட்டது"),
        .good("label-state", "ta", .label, "தேர்ந்தெடுக்கப்பட்ட படங்களைப் பகிர்"),
        .good("label-state", "ta", .label, "வைஃபை"),

        .bad("label-gesture", "ta", .label, "தட்டவும்"),
        .bad("label-gesture", "ta", .label, "இருமுறை தட்டி இயக்கவும்"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "ta", .label, "பாடலை இயக்க தட்டவும்"),
        .bad("label-gesture", "ta", .label, "நீக்க இடதுபுறம் ஸ்வைப் செய்யவும்"),
        // A setting named by a noun, and typing, which starts like a tap.
        .good("label-gesture", "ta", .label, "ஸ்வைப் செயல்கள்"),
        .good("label-gesture", "ta", .label, "தட்டச்சு செய்"),
        .good("label-gesture", "ta", .label, "இயக்கு"),

        .bad("label-length", "ta", .label, "அனைத்துப் பங்கேற்பாளர்களுக்கும் புதிய செய்தியை உருவாக்க இந்தப் பட்டனைத் தட்டி பின்னர் பெறுநர்களைத் தேர்ந்தெடுக்கவும்"),
        .good("label-length", "ta", .label, "புதிய செய்தி"),
        .good("label-length", "ta", .label, "Apple Inc., ₹125.25, 1.3% உயர்வு"),

        .bad("label-vague", "ta", .label, "மேலும் அறிக"),
        .bad("label-vague", "ta", .label, "இங்கே கிளிக் செய்யவும்"),
        .bad("label-vague", "ta", .label, "மேலும்"),
        .bad("label-vague", "ta", .label, "தகவல்"),
        .good("label-vague", "ta", .label, "விலைகள் பற்றி மேலும் அறிக"),
        .good("label-vague", "ta", .label, "இயக்கு"),

        .bad("hint-imperative", "ta", .hint, "பாடலை இயக்கவும்.", fix: "பாடலை இயக்குகிறது."),
        .bad("hint-imperative", "ta", .hint, "அமைப்புகளைத் திறக்கவும்.", fix: "அமைப்புகளைத் திறக்கிறது."),
        .bad("hint-imperative", "ta", .hint, "செய்தியை நீக்குங்கள்.", fix: "செய்தியை நீக்குகிறது."),
        .bad("hint-imperative", "ta", .hint, "பதிவிறக்கத்தை ரத்து செய்யவும்.", fix: "பதிவிறக்கத்தை ரத்து செய்கிறது."),
        .bad("hint-imperative", "ta", .hint, "பதிவிறக்கத்தை ரத்துசெய்யவும்.", fix: "பதிவிறக்கத்தை ரத்துசெய்கிறது."),
        // The user's own action has no descriptive form; nor has "view" one certain in place.
        .badWithoutFix("hint-imperative", "ta", .hint, "சமீபத்திய ஆவணங்களைப் பார்க்கவும்."),
        .badWithoutFix("hint-imperative", "ta", .hint, "உங்கள் கடவுச்சொல்லை உள்ளிடவும்."),
        .badWithoutFix("hint-imperative", "ta", .hint, "உங்கள் பெயரைத் தட்டச்சு செய்யவும்."),
        // Two commands: rewriting the last would leave the first.
        .badWithoutFix("hint-imperative", "ta", .hint, "பாடலை இயக்கவும் அல்லது இடைநிறுத்தவும்."),
        .bad("hint-imperative", "ta", .hint, "தயவுசெய்து காத்திருக்கவும்."),
        .bad("hint-imperative", "ta", .hint, "செயலியை மூட வேண்டாம்."),
        .bad("hint-imperative", "ta", .hint, "நீங்கள் இங்கே அமைப்புகளை மாற்றலாம்."),
        .good("hint-imperative", "ta", .hint, "பாடலை இயக்குகிறது."),
        .good("hint-imperative", "ta", .hint, "அமைப்புகளைத் திறக்கிறது."),
        .good("hint-imperative", "ta", .hint, "பதிவிறக்கத்தை ரத்து செய்கிறது."),
        .good("hint-imperative", "ta", .hint, "பிளேயரின் அமைப்புகள்."),

        .bad("hint-gesture", "ta", .hint, "பாடலை இயக்க இருமுறை தட்டவும்."),
        .bad("hint-gesture", "ta", .hint, "தட்டினால் பொருளை வாங்குகிறது."),
        .bad("hint-gesture", "ta", .hint, "உருப்படியை நீக்க இடதுபுறம் ஸ்வைப் செய்யவும்."),
        .bad("hint-gesture", "ta", .hint, "விருப்பங்களைக் காண தொட்டுப் பிடிக்கவும்."),
        .good("hint-gesture", "ta", .hint, "பட்டியலின் மேலே ஸ்க்ரோல் செய்கிறது."),
        .good("hint-gesture", "ta", .hint, "உருப்படியை நீக்குகிறது."),
        .good("hint-gesture", "ta", .hint, "தட்டச்சு செய்த உரையை அழிக்கிறது."),

        .bad("hint-control-type", "ta", .hint, "பெயரைச் சேர்க்கும் பட்டன்."),
        .bad("hint-control-type", "ta", .hint, "அளவை மாற்றும் ஸ்லைடர்."),
        .bad("hint-control-type", "ta", .hint, "இந்தப் பட்டன் பெயரைச் சேர்க்கிறது."),
        .good("hint-control-type", "ta", .hint, "பெயரைச் சேர்க்கிறது."),
        // In the accusative, the field is what the hint acts on.
        .good("hint-control-type", "ta", .hint, "தேடல் புலத்தை அழிக்கிறது."),
        .good("hint-control-type", "ta", .hint, "எல்லா பட்டன்களின் நிறத்தையும் மாற்றுகிறது."),

        .bad("hint-repeats-label", "ta", .hint, "சேமி பட்டன் உங்கள் மாற்றங்களைச் சேமிக்கிறது.", label: "சேமி"),
        .good("hint-repeats-label", "ta", .hint, "உங்கள் மாற்றங்களைச் சேமிக்கிறது.", label: "சேமி"),
        .good("hint-repeats-label", "ta", .hint, "செய்தியை நீக்குகிறது.", label: "நீக்கு"),

        .bad("hint-missing-period", "ta", .hint, "பாடலை இயக்குகிறது", fix: "பாடலை இயக்குகிறது."),
        .good("hint-missing-period", "ta", .hint, "பாடலை இயக்குகிறது."),
        .good("hint-missing-period", "ta", .hint, "மெனுவைத் திறக்கிறது…"),

        .bad("hint-length", "ta", .hint,
             "கணக்கு அமைப்புகளைத் திறக்கிறது, அங்கு காலவரிசையிலிருந்து ஒரு இடுகையை வெளியிடும்போது, அதற்குப் பதிலளிக்கும்போது அல்லது அதைப் பகிரும்போது எந்தக் கணக்கு பயன்படுத்தப்பட வேண்டும் என்பதையும் இயல்புநிலைத் தெரிவுநிலை என்ன என்பதையும் நீங்கள் தேர்வுசெய்யலாம்."),
        .good("hint-length", "ta", .hint, "கணக்கு அமைப்புகளைத் திறக்கிறது."),
    ]
}
