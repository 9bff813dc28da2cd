/// Bengali: hints describe the result with the verb at the end, in the simple present of the
/// third person without a subject («গানটি চালায়।», «সেটিংস খোলে।»), and end with the danda «।»;
/// labels are short noun phrases or polite commands («গান চালান», «মুছুন») without one. The
/// Bengali script has no letter case. Interface verbs are often a noun or a converb and a light
/// verb («শেয়ার করুন», «মুছে ফেলুন», «বেছে নিন»): the light verb carries the form, and the word
/// before it stays as it is.
///
/// The polite imperative of the verbs in -আ («চালান», «দেখান») is spelled as the honorific
/// present («তিনি চালান»); an element is never spoken of with the honorific, so in a hint it is the
/// command. VoiceOver's trait words are mostly English loanwords («বোতাম» and «বাটন» both name the
/// button); Bengali fuses its case endings to the noun («বোতামের», «বোতামে»), so a control-type word
/// with an ending is another word, and is not matched.
extension LanguageProfile {
    /// The Bengali table (`bn`, also used for `bn-IN` and `bn-BD`).
    public static let bengali = LanguageProfile(
        code: "bn", name: "Bengali", hasLetterCase: false,
        fullStop: "।", otherFullStops: ["॥", ".", "。", "．"],
        abbreviations: [
            "ডা", "মো", "শ্রী", "শ্রীমতী", "টা", "পৃ", "নং", "কি.মি", "সে.মি", "খ্রি", "খ্রি.পূ", "etc", "vs", "inc", "ltd", "no",
        ],
        terms: TermTable(BengaliGrammar.terms, segmentation: .words),
        instructionMarkers: BengaliGrammar.instructionMarkers,
        vagueLabels: ["বোতাম", "বাটন", "আইকন", "শিরোনামহীন", "আইটেম", "টেক্সট", "লেবেল"],
        vagueConcepts: BengaliGrammar.vagueConcepts,
        determiners: [
            "এই", "ওই", "সেই", "এটি", "এটা", "সব", "সকল", "সমস্ত", "প্রতিটি", "প্রত্যেক", "আপনার", "একটি", "একটা", "কোনো",
        ],
        hintForm: BengaliGrammar.hintForm,
        verbPosition: .last,
        // The genitive is an ending («বোতামের রং»), not a word: no link word, but the head comes last.
        modifierLinks: LanguageProfile.ModifierLinks([], headFollows: true, fusedEndings: ["র"]),
        purposeMarkers: ["জন্য", "যাতে"], conjunctions: ["এবং", "ও", "আর", "বা", "অথবা", "কিংবা"],
        descriptiveVerbs: BengaliGrammar.descriptiveVerbs,
        stateConcepts: BengaliGrammar.stateConcepts, controlTypeConcepts: BengaliGrammar.controlTypeConcepts,
        gestureConcepts: BengaliGrammar.gestureConcepts,
        examples: BengaliGrammar.examples)
}

/// Bengali hint grammar: the verb that ends the hint's first sentence is told apart — the simple
/// present («খোলে», «চালায়») from the polite and familiar imperatives («খুলুন», «খোলো»,
/// «চালান», «চালাও»), the prohibition («খুলবেন না»), the request («দয়া করে …») and "you can»
/// («আপনি … পারেন») — with a lexicon of interface verbs whose forms are derived from their stems.
enum BengaliGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["নির্বাচিত", "অনির্বাচিত", "নির্বাচিত নয়", "নির্বাচন করা হয়েছে", "নির্বাচন করা হয়নি", "বেছে নেওয়া হয়েছে"]),
        .checked: .words(["চেক করা হয়েছে", "চেক করা হয়নি", "টিক দেওয়া হয়েছে"]),
        .dimmed: .none(because: "«নিষ্ক্রিয়», «অনুজ্জ্বল» are as often a message of their own (the feature is disabled) or an ordinary word (dim)"),
        .expanded: .words(["প্রসারিত", "প্রসারিত করা হয়েছে"]),
        .collapsed: .words(["সঙ্কুচিত", "সংকুচিত", "সঙ্কুচিত করা হয়েছে", "সংকুচিত করা হয়েছে"]),
        .on: .none(because: "«চালু» is a switch's value, which VoiceOver reads, and an ordinary word (চালু করুন: turn on)"),
        .off: .none(because: "«বন্ধ» is a switch's value, which VoiceOver reads, and an ordinary word (closed, বন্ধ করুন: close)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Most are English loanwords; the button is «বোতাম» or
    /// «বাটন», also with the definite ending («বোতামটি»: this button, in «এই বোতামটি …»).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["বোতাম", "বাটন", "বোতামটি", "বাটনটি"]),
        .link: .none(because: "«লিঙ্ক» is as often what the element acts on (লিঙ্ক কপি করুন, লিঙ্ক শেয়ার করুন)"),
        .image: .none(because: "«ছবি», «ইমেজ» are as often what the element acts on (ছবি সংরক্ষণ করুন); a label that is only «ছবি» is vague"),
        .textField: .words(["টেক্সট ফিল্ড", "টেক্সট বক্স", "পাঠ্য ক্ষেত্র"]),
        .searchField: .words(["সার্চ ফিল্ড", "অনুসন্ধান ফিল্ড", "অনুসন্ধান ক্ষেত্র", "সার্চ বক্স"]),
        .secureTextField: .words(["সুরক্ষিত টেক্সট ফিল্ড", "নিরাপদ টেক্সট ফিল্ড"]),
        .slider: .words(["স্লাইডার"]),
        .adjustable: .none(because: "«সামঞ্জস্যযোগ্য» is an ordinary adjective of labels (সামঞ্জস্যযোগ্য ফন্টের আকার)"),
        .toggle: .words(["টগল বোতাম", "টগল বাটন", "সুইচ বোতাম", "সুইচ বাটন"]),
        .checkbox: .words(["চেকবক্স", "চেক বক্স"]),
        .radioButton: .words(["রেডিও বোতাম", "রেডিও বাটন"]),
        .picker: .words(["পিকার", "তারিখ পিকার"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («বোতাম») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ট্যাব») is content (ট্যাব বন্ধ করুন, নতুন ট্যাব)"),
        .tabBar: .words(["ট্যাব বার"]),
        .menu: .none(because: "«মেনু» is as often the name of the element that opens one"),
        .popUpButton: .words(["পপ-আপ বোতাম", "পপআপ বোতাম", "পপ-আপ বাটন", "পপআপ বাটন"]),
        .comboBox: .words(["ড্রপডাউন", "ড্রপ-ডাউন", "ড্রপডাউন তালিকা", "ড্রপডাউন মেনু", "কম্বো বক্স"]),
        .heading: .none(because: "«শিরোনাম» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["প্রোগ্রেস বার", "অগ্রগতি বার", "অগ্রগতি সূচক"]),
        .stepper: .words(["স্টেপার"]),
        .list: .none(because: "«তালিকা» is as often what the element shows (প্লেলিস্ট, পড়ার তালিকা, তালিকা দেখান)"),
        .scrollBar: .words(["স্ক্রোল বার", "স্ক্রল বার", "স্ক্রোলবার", "স্ক্রলবার"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and the light
    /// verb «করা» in the polite and familiar imperative, the converb "by …ing" («ট্যাপ করে»), the
    /// conditional "when … is tapped" («ট্যাপ করলে»), the infinitive of purpose and obligation
    /// («ট্যাপ করতে হবে») and the polite future used as an instruction («ট্যাপ করবেন»); Android's
    /// «আলতো চাপুন» (tap lightly) too. The source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(
            lightVerbForms(of: "ট্যাপ") + lightVerbForms(of: "টাচ") + lightVerbForms(of: "স্পর্শ")
                + ["আলতো চাপুন", "আলতো চাপ দিন", "আলতো করে চাপুন"]),
        .doubleTap: .words(
            ["দুবার ট্যাপ", "দুইবার ট্যাপ", "ডবল ট্যাপ", "ডাবল ট্যাপ"].flatMap(lightVerbForms(of:))
                + ["দুবার আলতো চাপুন", "দুবার স্পর্শ করুন"]),
        .tripleTap: .words(["তিনবার ট্যাপ", "ট্রিপল ট্যাপ"].flatMap(lightVerbForms(of:))),
        .longPress: .words([
            "স্পর্শ করে ধরে রাখুন", "টাচ করে ধরে রাখুন", "ট্যাপ করে ধরে রাখুন", "চেপে ধরে রাখুন", "টিপে ধরে রাখুন", "চেপে ধরে রাখলে",
            "চেপে ধরুন", "চেপে রাখুন", "টিপে ধরুন", "টিপে রাখুন", "দীর্ঘক্ষণ চাপুন", "দীর্ঘক্ষণ টিপুন", "লং প্রেস করুন", "লং প্রেস করে",
        ]),
        .swipe: .words(
            lightVerbForms(of: "সোয়াইপ")
                + ["বাঁদিকে", "ডানদিকে", "বাম দিকে", "ডান দিকে", "বাঁয়ে", "ডানে", "উপরে", "নিচে"].flatMap { lightVerbForms(of: $0 + " সোয়াইপ") }),
        .drag: .words(
            lightVerbForms(of: "ড্র্যাগ")
                + ["টেনে আনুন", "টেনে নিন", "টেনে নিয়ে যান", "টেনে আনলে", "টেনে ছেড়ে দিন", "টেনে এনে ছেড়ে দিন", "ড্র্যাগ অ্যান্ড ড্রপ করুন"]),
        .pinch: .words(lightVerbForms(of: "পিঞ্চ")),
        .rotate: .none(because: "«ঘোরান» is as often what the element does (ছবি ঘোরায়: rotates the photo) or a command of the interface"),
        .shake: .words(["ঝাঁকান", "ঝাঁকাও", "ঝাঁকিয়ে", "ঝাঁকালে", "ডিভাইস ঝাঁকান", "ফোন ঝাঁকান", "ডিভাইসটি ঝাঁকান", "ফোনটি ঝাঁকান"]),
        .click: .words(["ক্লিক", "ডবল ক্লিক", "দুবার ক্লিক"].flatMap(lightVerbForms(of:))),
        .press: .words(["চাপুন", "চাপো", "চাপ দিন", "চেপে", "চাপলে", "টিপুন", "টেপো", "টিপে", "টিপলে"] + lightVerbForms(of: "প্রেস")),
        // Not «স্ক্রোল করে», which is also "scrolls" («তালিকার শীর্ষে স্ক্রোল করে।»), nor «স্ক্রোল
        // করতে» ("lets you scroll").
        .scroll: .words(["স্ক্রোল", "স্ক্রল"].flatMap { noun in ["করুন", "করো", "করলে", "করবেন"].map { noun + " " + $0 } }),
        .fingers: .words([
            "দুই আঙুল দিয়ে", "দুটি আঙুল দিয়ে", "তিন আঙুল দিয়ে", "তিনটি আঙুল দিয়ে", "চার আঙুল দিয়ে", "দুই আঙুলে", "তিন আঙুলে",
        ]),
    ]

    /// A gesture loanword with the instruction forms of «করা»: «ট্যাপ করুন», «ট্যাপ করো», «ট্যাপ
    /// করে», «ট্যাপ করলে», «ট্যাপ করতে», «ট্যাপ করবেন».
    static func lightVerbForms(of noun: String) -> [String] {
        ["করুন", "করো", "করে", "করলে", "করতে", "করবেন"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («ট্যাপ করুন এবং
    /// …»), "here", or the command the gesture's converb leads to («দুবার ট্যাপ করে চালান»).
    static let instructionMarkers: Set<String> = Set(["এবং", "ও", "আর", "বা", "তারপর", "যাতে", "এখানে"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["আরও", "আরো", "আরও দেখুন", "আরো দেখুন"],
        .learnMore: ["আরও জানুন", "আরো জানুন", "আরও পড়ুন", "আরো পড়ুন", "বিস্তারিত জানুন"],
        .clickHere: ["এখানে ক্লিক করুন", "এখানে ট্যাপ করুন", "এখানে চাপুন", "এখানে টিপুন", "এখানে আলতো চাপুন"],
        .details: ["বিস্তারিত", "বিশদ", "বিশদ বিবরণ", "বিবরণ"],
        .info: ["তথ্য", "আরও তথ্য", "আরো তথ্য", "ইনফো"],
        .here: ["এখানে"],
        .link: ["লিঙ্ক", "লিংক"],
        .image: ["ছবি", "চিত্র", "ইমেজ"],
    ]

    /// The postpositions written as words after a noun: a control type followed by one is what
    /// the text speaks of («বোতাম দিয়ে», with the button), not the element's own type.
    static let postpositions: [String] = ["দিয়ে", "থেকে", "পর্যন্ত", "সহ", "ছাড়া", "সাথে", "সঙ্গে"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["ব্যাক ট্যাপ", "ট্যাপ টু পে"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its polite imperative («খুলুন»), familiar imperative («খোলো») and the
    /// simple present a hint should use («খোলে»), or no present where the user does it («লিখুন»:
    /// write your password), where it is a gesture, or where it would not describe the element.
    struct Verb {
        let polite: String
        let familiar: String
        let present: String?

        /// A verb in -আ: «চালা» → «চালান», «চালাও», «চালায়».
        init(vowelStem stem: String, present: String? = nil, describes: Bool = true) {
            polite = stem + "ন"
            familiar = stem + "ও"
            self.present = describes ? (present ?? stem + "য়") : nil
        }

        /// A verb in a consonant, whose vowel rises in the polite imperative: «খোল» (raised «খুল»)
        /// → «খুলুন», «খোলো», «খোলে».
        init(consonantStem stem: String, raised: String? = nil, present: String? = nil, describes: Bool = true) {
            polite = (raised ?? stem) + "ুন"
            familiar = stem + "ো"
            self.present = describes ? (present ?? stem + "ে") : nil
        }

        init(polite: String, familiar: String, present: String) {
            self.polite = polite
            self.familiar = familiar
            self.present = present
        }
    }

    /// Simple verbs of interfaces; «করা», «দেওয়া», «নেওয়া», «রাখা», «ফেলা», «যাওয়া» and «আনা» are
    /// also the light verbs of compounds («শেয়ার করুন», «মুছে দিন», «বেছে নিন», «মুছে ফেলুন»).
    static let verbs: [Verb] = [
        // Verbs in -আ.
        Verb(vowelStem: "চালা"), Verb(vowelStem: "পাঠা"), Verb(vowelStem: "দেখা"), Verb(vowelStem: "লুকা"), Verb(vowelStem: "বাড়া"),
        Verb(vowelStem: "কমা"), Verb(vowelStem: "সরা"), Verb(vowelStem: "ঘোরা"), Verb(vowelStem: "বদলা"), Verb(vowelStem: "থামা"),
        Verb(vowelStem: "বাজা"), Verb(vowelStem: "জানা"), Verb(vowelStem: "ফেরা"), Verb(vowelStem: "শোনা"), Verb(vowelStem: "সাজা"),
        Verb(vowelStem: "ঝাঁকা", describes: false),
        // Verbs in a consonant.
        Verb(consonantStem: "কর"), Verb(consonantStem: "রাখ"), Verb(consonantStem: "ফেল"), Verb(consonantStem: "আন"),
        Verb(consonantStem: "খোল", raised: "খুল"), Verb(consonantStem: "তোল", raised: "তুল"), Verb(consonantStem: "মোছ", raised: "মুছ"),
        Verb(consonantStem: "খোঁজ", raised: "খুঁজ"), Verb(consonantStem: "দেখ", present: "দেখায়"),
        Verb(consonantStem: "শোন", raised: "শুন", present: "শোনায়"), Verb(consonantStem: "ছাড়"), Verb(consonantStem: "বাছ"),
        Verb(consonantStem: "লেখ", raised: "লিখ", describes: false), Verb(consonantStem: "পড়", describes: false),
        Verb(consonantStem: "ধর", describes: false), Verb(consonantStem: "চাপ", describes: false),
        Verb(consonantStem: "টেপ", raised: "টিপ", describes: false),
        // Irregular: the light verbs «দেওয়া», «নেওয়া» and «যাওয়া».
        Verb(polite: "দিন", familiar: "দাও", present: "দেয়"), Verb(polite: "নিন", familiar: "নাও", present: "নেয়"),
        Verb(polite: "যান", familiar: "যাও", present: "যায়"),
    ]

    /// Light verbs whose noun or converb before them is part of the verb («শেয়ার করুন», «মুছে
    /// ফেলুন»): the form shown and rewritten takes that word with it. Keyed by the present.
    static let lightVerbs: Set<String> = ["করে", "দেয়", "নেয়", "রাখে", "ফেলে", "যায়", "আনে"]

    /// «দিন» is also "day" («শেষ ৭ দিন»), «নিন» and «দিন» follow a converb («মুছে দিন») or one of
    /// these nouns to be a verb.
    static let nounsBeforeGive: Set<String> = ["চাপ", "উত্তর", "অনুমতি", "টিক", "সাড়া", "জবাব"]

    /// Nouns of compounds with «করা» that name what the user does («পাসওয়ার্ড টাইপ করুন», «সাইন
    /// ইন করুন», «অপেক্ষা করুন»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "টাইপ", "ইনপুট", "প্রবেশ", "ইন", "আউট", "অপেক্ষা", "চেষ্টা", "নিশ্চিত", "যাচাই", "লক্ষ্য", "সাইন", "লগ", "স্বীকার",
    ]

    /// The words before a light verb that show it has no noun of its own: postpositions,
    /// pronouns, adverbs and negations («এখানে করুন», «এটি করুন»).
    static let notCompoundParts: Set<String> = [
        "এটি", "এটা", "এগুলি", "এগুলো", "ওটি", "এখানে", "সেখানে", "আবার", "পুনরায়", "এখন", "তারপর", "না", "দয়া", "অনুগ্রহ",
        "এবং", "ও", "আর", "বা", "অথবা", "জন্য", "থেকে", "দিয়ে", "সাথে", "সঙ্গে", "পর্যন্ত", "কাছে", "মধ্যে", "ভাবে", "ভালো",
    ]

    /// The gesture terms alone: a command that ends one («দুবার ট্যাপ করুন») is the gesture, which
    /// hint-gesture reports.
    static let gestureTable = TermTable(gestureConcepts.terms(), segmentation: .words)

    enum FormKind: Hashable, Sendable {
        case imperative
        case familiarImperative
    }

    /// A form found in the lexicon: which it is, and the present a hint should use.
    struct LexiconForm: Sendable {
        let kind: FormKind
        let present: String?
    }

    /// Every imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var lexicon: [String: LexiconForm] = [:]
        for verb in verbs {
            lexicon[verb.polite] = LexiconForm(kind: .imperative, present: verb.present)
            lexicon[verb.familiar] = LexiconForm(kind: .familiarImperative, present: verb.present)
        }
        return lexicon
    }()

    /// The imperatives whose present begins otherwise (the raised vowel: «খুলুন» → «খোলে»), and
    /// the verbs described by another («দেখুন» → «দেখায়»: the element does not see, it shows):
    /// the shared suggestion machinery takes the present from here.
    static let descriptiveVerbs: [String: String] = {
        var verbsToWrite: [String: String] = [:]
        for verb in verbs {
            guard let present = verb.present, verb.polite.first != present.first else { continue }
            verbsToWrite[verb.polite] = present
        }
        verbsToWrite["দেখুন"] = "দেখায়"
        verbsToWrite["দেখো"] = "দেখায়"
        verbsToWrite["শোনো"] = "শোনায়"
        return verbsToWrite
    }()

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
        // «দয়া করে», «অনুগ্রহ করে», «অনুগ্রহপূর্বক»: please.
        for index in folded.indices {
            let word = folded[index]
            if word == "অনুগ্রহপূর্বক" || word == "দয়াকরে" { return HintFormIssue(.request, words: written(index, index)) }
            if word == "দয়া" || word == "অনুগ্রহ", index + 1 < folded.count, folded[index + 1] == "করে" {
                return HintFormIssue(.request, words: written(index, index + 1))
            }
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        let previous = last > 0 ? folded[last - 1] : nil
        // «আপনি সেটিংস বদলাতে পারেন।», «আপনাকে পাসওয়ার্ড লিখতে হবে।»: the user is the subject.
        if let you = folded[..<last].firstIndex(of: "আপনি"), verb == "পারেন" {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        if let you = folded[..<last].firstIndex(of: "আপনাকে"), verb == "হবে" {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «খুলবেন না», «খুলো না»: a prohibition («খোলে না», does not open, describes).
        if verb == "না", let previous, endsWith(previous, "বেন") || lexicon[previous]?.kind == .familiarImperative {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        guard let form = lexicon[verb] else { return nil }
        // «পণ্যের চালান» (the goods' invoice): a noun after a genitive, not a verb.
        if let previous, endsWith(previous, "ের") { return nil }
        let previousIsPart = previous.map { !notCompoundParts.contains($0) && !$0.allSatisfy(\.isNumber) } == true
            && !words[last - 1].isPlaceholder
        // «দিন», «নিন» are verbs after a converb («মুছে দিন») or a noun of giving («অনুমতি দিন»);
        // otherwise «দিন» is a day («শেষ ৭ দিন»).
        if form.present == "দেয়" || form.present == "নেয়" {
            guard previousIsPart, let previous, endsWith(previous, "ে") || nounsBeforeGive.contains(previous) else { return nil }
        }
        let isCompound = previousIsPart && lightVerbs.contains(form.present ?? "")
        let first = isCompound ? last - 1 : last
        let kind = HintFormIssue.Kind.imperative
        // «দুবার ট্যাপ করুন», «চেপে ধরে রাখুন»: a gesture, which hint-gesture reports — the same
        // words, so that it is reported once.
        if let gesture = gestureTable.matches(in: text).last(where: { $0.end == words[last].end }) {
            return HintFormIssue(kind, words: text.slice(gesture.start, words[last].end))
        }
        guard let present = form.present, !(isCompound && userActionNouns.contains(folded[first])) else {
            return HintFormIssue(kind, words: written(first, last))
        }
        // A light verb without its noun («এখানে করুন»): what it does is not said.
        if !isCompound && lightVerbs.contains(present) && present != "যায়" {
            return HintFormIssue(kind, words: written(first, last))
        }
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + present : present
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }

    /// Whether `word` ends with `ending`, compared by scalars: a vowel sign («ে») is no character
    /// of its own, so `hasSuffix` would not see it.
    static func endsWith(_ word: String, _ ending: String) -> Bool {
        word.unicodeScalars.reversed().starts(with: ending.unicodeScalars.reversed())
    }
}

extension BengaliGrammar {
    /// Every language-specific rule, in Bengali: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "bn", .label, "চালান।", fix: "চালান"),
        .bad("label-trailing-period", "bn", .label, "পছন্দের তালিকায় যোগ করুন।", fix: "পছন্দের তালিকায় যোগ করুন"),
        .bad("label-trailing-period", "bn", .label, "নতুন বার্তা.", fix: "নতুন বার্তা"),
        .good("label-trailing-period", "bn", .label, "চালান"),
        .good("label-trailing-period", "bn", .label, "লোড হচ্ছে..."),
        // «টা.» is the taka's abbreviation.
        .good("label-trailing-period", "bn", .label, "দাম ৫০০ টা."),

        .bad("label-control-type", "bn", .label, "প্লে বোতাম", fix: "প্লে"),
        .bad("label-control-type", "bn", .label, "ভলিউম স্লাইডার", fix: "ভলিউম"),
        .bad("label-control-type", "bn", .label, "নাম, টেক্সট ফিল্ড", fix: "নাম"),
        .bad("label-control-type", "bn", .label, "বোতাম: শেয়ার করুন"),
        .good("label-control-type", "bn", .label, "চালান"),
        // The field is what the command acts on; the button's colour is a genitive, another word.
        .good("label-control-type", "bn", .label, "অনুসন্ধান ফিল্ড পরিষ্কার করুন"),
        .good("label-control-type", "bn", .label, "বোতামের রং"),
        .good("label-control-type", "bn", .label, "লিঙ্ক কপি করুন"),

        .bad("label-state", "bn", .label, "ওয়াই-ফাই, নির্বাচিত", fix: "ওয়াই-ফাই"),
        .bad("label-state", "bn", .label, "চেক করা হয়েছে"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "bn", .label, "%lld নির্বাচিত"),
        .good("label-state", "bn", .label, "নির্বাচিত ছবি দেখান"),
        .good("label-state", "bn", .label, "ওয়াই-ফাই"),

        .bad("label-gesture", "bn", .label, "ট্যাপ করুন"),
        .bad("label-gesture", "bn", .label, "দুবার ট্যাপ করে চালান"),
        .bad("label-gesture", "bn", .label, "বাঁদিকে সোয়াইপ করে মুছুন"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "bn", .label, "চালাতে ট্যাপ করুন"),
        .good("label-gesture", "bn", .label, "সোয়াইপ অ্যাকশন"),
        .good("label-gesture", "bn", .label, "ব্যাক ট্যাপ"),
        .good("label-gesture", "bn", .label, "চালান"),

        .bad("label-length", "bn", .label, "সব অংশগ্রহণকারীর জন্য একটি নতুন বার্তা তৈরি করতে এই বোতামে ট্যাপ করুন এবং তারপর প্রাপকদের তালিকা থেকে বেছে নিন"),
        .good("label-length", "bn", .label, "নতুন বার্তা"),
        .good("label-length", "bn", .label, "Apple Inc., ৳১২৫.২৫, ১.৩% বেড়েছে"),

        .bad("label-vague", "bn", .label, "আরও জানুন"),
        .bad("label-vague", "bn", .label, "এখানে ট্যাপ করুন"),
        .bad("label-vague", "bn", .label, "আরও"),
        .bad("label-vague", "bn", .label, "তথ্য"),
        .good("label-vague", "bn", .label, "দাম সম্পর্কে আরও জানুন"),
        .good("label-vague", "bn", .label, "চালান"),

        .bad("hint-imperative", "bn", .hint, "গানটি চালান।", fix: "গানটি চালায়।"),
        .bad("hint-imperative", "bn", .hint, "গানটি চালাও।", fix: "গানটি চালায়।"),
        // The polite imperative raises the vowel; the present keeps it.
        .bad("hint-imperative", "bn", .hint, "সেটিংস খুলুন।", fix: "সেটিংস খোলে।"),
        .bad("hint-imperative", "bn", .hint, "নির্বাচিত ফাইলগুলি শেয়ার করুন।", fix: "নির্বাচিত ফাইলগুলি শেয়ার করে।"),
        .bad("hint-imperative", "bn", .hint, "বার্তাটি মুছে ফেলুন।", fix: "বার্তাটি মুছে ফেলে।"),
        .bad("hint-imperative", "bn", .hint, "একটি ভাষা বেছে নিন।", fix: "একটি ভাষা বেছে নেয়।"),
        // The element does not see: it shows.
        .bad("hint-imperative", "bn", .hint, "সাম্প্রতিক নথিগুলি দেখুন।", fix: "সাম্প্রতিক নথিগুলি দেখায়।"),
        // The user's own action has no descriptive form; a verb alone would read «বন্ধ করে।».
        .badWithoutFix("hint-imperative", "bn", .hint, "আপনার পাসওয়ার্ড লিখুন।"),
        .badWithoutFix("hint-imperative", "bn", .hint, "আবার চেষ্টা করুন।"),
        .badWithoutFix("hint-imperative", "bn", .hint, "বন্ধ করুন"),
        .bad("hint-imperative", "bn", .hint, "দয়া করে আপনার নাম লিখুন।"),
        .bad("hint-imperative", "bn", .hint, "অ্যাপটি বন্ধ করবেন না।"),
        .bad("hint-imperative", "bn", .hint, "আপনি এখানে সেটিংস বদলাতে পারেন।"),
        .good("hint-imperative", "bn", .hint, "গানটি চালায়।"),
        .good("hint-imperative", "bn", .hint, "সেটিংস খোলে।"),
        .good("hint-imperative", "bn", .hint, "নির্বাচিত ফাইলগুলি শেয়ার করে।"),
        .good("hint-imperative", "bn", .hint, "বার্তাটি মুছে ফেলে।"),
        .good("hint-imperative", "bn", .hint, "অ্যাপটি বন্ধ করে না।"),
        .good("hint-imperative", "bn", .hint, "প্লেয়ারের সেটিংস।"),
        // «দিন» is a day, «চালান» after a genitive an invoice.
        .good("hint-imperative", "bn", .hint, "শেষ ৭ দিন।"),
        .good("hint-imperative", "bn", .hint, "পণ্যের চালান।"),

        .bad("hint-gesture", "bn", .hint, "গানটি চালাতে দুবার ট্যাপ করুন।"),
        .bad("hint-gesture", "bn", .hint, "ট্যাপ করলে আইটেমটি কেনে।"),
        .bad("hint-gesture", "bn", .hint, "আইটেম মুছতে বাঁদিকে সোয়াইপ করুন।"),
        .bad("hint-gesture", "bn", .hint, "বিকল্পগুলি দেখতে চেপে ধরে রাখুন।"),
        .good("hint-gesture", "bn", .hint, "তালিকার শীর্ষে স্ক্রোল করে।"),
        .good("hint-gesture", "bn", .hint, "আইটেমটি মুছে ফেলে।"),
        .good("hint-gesture", "bn", .hint, "ব্যাক ট্যাপ সেটিংস খোলে।"),

        .bad("hint-control-type", "bn", .hint, "নাম যোগ করার বোতাম।"),
        .bad("hint-control-type", "bn", .hint, "স্কেল পরিবর্তন করার স্লাইডার।"),
        .bad("hint-control-type", "bn", .hint, "এই বোতামটি নাম যোগ করে।"),
        .good("hint-control-type", "bn", .hint, "নাম যোগ করে।"),
        // Before the verb, the type is its object.
        .good("hint-control-type", "bn", .hint, "অনুসন্ধান ফিল্ড পরিষ্কার করে।"),
        .good("hint-control-type", "bn", .hint, "সব বোতামের রং বদলায়।"),

        .bad("hint-repeats-label", "bn", .hint, "সংরক্ষণ বোতাম আপনার পরিবর্তনগুলি সংরক্ষণ করে।", label: "সংরক্ষণ"),
        .good("hint-repeats-label", "bn", .hint, "আপনার পরিবর্তনগুলি সংরক্ষণ করে।", label: "সংরক্ষণ"),
        .good("hint-repeats-label", "bn", .hint, "বার্তাটি মুছে ফেলে।", label: "মুছুন"),

        .bad("hint-missing-period", "bn", .hint, "গানটি চালায়", fix: "গানটি চালায়।"),
        .bad("hint-missing-period", "bn", .hint, "গানটি চালায়.", fix: "গানটি চালায়।"),
        .good("hint-missing-period", "bn", .hint, "গানটি চালায়।"),
        .good("hint-missing-period", "bn", .hint, "মেনু খোলে…"),

        .bad("hint-length", "bn", .hint,
             "অ্যাকাউন্টের সেটিংস খোলে, যেখানে আপনি বেছে নিতে পারেন টাইমলাইন থেকে কোনো পোস্ট প্রকাশ করার, তার উত্তর দেওয়ার বা সেটি বুস্ট করার সময় কোন অ্যাকাউন্ট ব্যবহার করা হবে এবং ডিফল্ট দৃশ্যমানতা কী হবে।"),
        .good("hint-length", "bn", .hint, "অ্যাকাউন্টের সেটিংস খোলে।"),
    ]
}
