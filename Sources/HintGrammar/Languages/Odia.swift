/// Odia: hints describe the result with the verb at the end, in the simple present of the third
/// person without a subject («ଗୀତ ଚଲାଏ।», «ସେଟିଂସ୍ ଖୋଲେ।»), and end with the danda «।»; labels are
/// short noun phrases or polite commands («ଚଲାନ୍ତୁ», «ହଟାନ୍ତୁ») without one. The Odia script has no
/// letter case. Interface verbs are often a noun and the light verb «କରିବା» («ସେୟାର୍ କରନ୍ତୁ»): the
/// light verb carries the form, and the noun stays as it is.
///
/// The polite imperative ends in «-ନ୍ତୁ» in every verb («କରନ୍ତୁ», «ଖୋଲନ୍ତୁ», «ଚଲାନ୍ତୁ»), a form a
/// hint never has; only the verbs of the lexicon get their present as a suggestion. Loanwords are
/// written with and without the final virama («ବଟନ୍», «ବଟନ»): the table's words are given in both
/// spellings. A zero-width non-joiner after a virama («ବଟନ୍‌ର») stays in its word for the shared
/// machinery (and out of its folded form), which no term matches; the case endings written apart
/// are listed with the control types as neutral phrases. «ଵ» is folded to «ୱ» (`foldings`).
extension LanguageProfile {
    /// The Odia table (`or`, also used for `or-IN`).
    public static let odia = LanguageProfile(
        code: "or", name: "Odia", hasLetterCase: false,
        foldings: ["ଵ": "ୱ"],
        fullStop: "।", otherFullStops: ["॥", ".", "。", "．"],
        abbreviations: ["ଡ", "ଡା", "ଶ୍ରୀ", "ଟ", "ନଂ", "ପୃ", "କି.ମି", "ସେ.ମି", "ଖ୍ରୀ", "etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(OdiaGrammar.terms, segmentation: .words),
        instructionMarkers: OdiaGrammar.instructionMarkers,
        vagueLabels: Set(
            ["ବଟନ୍", "ଆଇକନ୍", "ଶୀର୍ଷକହୀନ", "ଆଇଟମ୍", "ଟେକ୍ସଟ୍", "ଲେବେଲ୍"].flatMap(OdiaGrammar.spellings(of:))),
        vagueConcepts: OdiaGrammar.vagueConcepts,
        determiners: [
            "ଏହି", "ସେହି", "ଏହା", "ସମସ୍ତ", "ସବୁ", "ପ୍ରତ୍ୟେକ", "ଆପଣଙ୍କ", "ଆପଣଙ୍କର", "ଗୋଟିଏ", "ଏକ", "କୌଣସି",
        ],
        hintForm: OdiaGrammar.hintForm,
        verbPosition: .last,
        // The genitive is an ending («ବଟନର ରଙ୍ଗ»), not a word: no link word, but the head comes last.
        modifierLinks: LanguageProfile.ModifierLinks([], headFollows: true, fusedEndings: ["ର"]),
        purposeMarkers: ["ପାଇଁ", "ଯେପରି"], conjunctions: ["ଏବଂ", "ଓ", "ଆଉ", "କିମ୍ବା", "ବା"],
        descriptiveVerbs: ["ଦେଖନ୍ତୁ": "ଦେଖାଏ", "ଶୁଣନ୍ତୁ": "ଶୁଣାଏ"],
        stateConcepts: OdiaGrammar.stateConcepts, controlTypeConcepts: OdiaGrammar.controlTypeConcepts,
        gestureConcepts: OdiaGrammar.gestureConcepts,
        examples: OdiaGrammar.examples)
}

/// Odia hint grammar: the verb that ends the hint's first sentence is told apart — the present
/// («ଖୋଲେ», «ଚଲାଏ») from the polite imperative in «-ନ୍ତୁ» («ଖୋଲନ୍ତୁ»), the prohibition («ଖୋଲନ୍ତୁ
/// ନାହିଁ»), the request («ଦୟାକରି …») and "you can" («ଆପଣ … ପାରିବେ») — with the present to write for
/// the interface verbs of a small lexicon. The familiar imperative is the bare stem («ଖୋଲ»), spelled
/// as nouns are, and is left alone.
enum OdiaGrammar {
    // MARK: Spellings

    /// A phrase in every spelling of its words' final viramas: «ଟାପ୍ କରନ୍ତୁ» and «ଟାପ କରନ୍ତୁ».
    static func spellings(of phrase: String) -> [String] {
        var results: [String] = [""]
        for word in phrase.split(separator: " ").map(String.init) {
            var forms = [word]
            if word.unicodeScalars.last == "\u{0B4D}" { forms.append(String(String.UnicodeScalarView(word.unicodeScalars.dropLast()))) }
            results = results.flatMap { start in forms.map { start.isEmpty ? $0 : start + " " + $0 } }
        }
        return results
    }

    /// Every spelling of every phrase.
    static func spelled(_ phrases: [String]) -> [String] { phrases.flatMap(spellings(of:)) }

    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(spelled(["ଚୟନିତ", "ଚୟନ କରାଯାଇଛି", "ଚୟନ କରାଯାଇନାହିଁ"])),
        .checked: .words(spelled(["ଚେକ୍ କରାଯାଇଛି", "ଚେକ୍ କରାଯାଇନାହିଁ"])),
        .dimmed: .none(because: "«ଅକ୍ଷମ», «ନିଷ୍କ୍ରିୟ» are as often a message of their own (the feature is disabled)"),
        .expanded: .words(["ବିସ୍ତାରିତ", "ବିସ୍ତାରିତ କରାଯାଇଛି"]),
        .collapsed: .words(["ସଙ୍କୁଚିତ", "ସଙ୍କୁଚିତ କରାଯାଇଛି"]),
        .on: .none(because: "«ଚାଲୁ» is a switch's value, which VoiceOver reads, and an ordinary word (ଚାଲୁ କରନ୍ତୁ: turn on)"),
        .off: .none(because: "«ବନ୍ଦ» is a switch's value, which VoiceOver reads, and an ordinary word (closed, ବନ୍ଦ କରନ୍ତୁ: close)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Odia writes them as English loanwords.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(spelled(["ବଟନ୍"])),
        .link: .none(because: "«ଲିଙ୍କ୍» is as often what the element acts on (ଲିଙ୍କ୍ କପି କରନ୍ତୁ, ଲିଙ୍କ୍ ସେୟାର୍ କରନ୍ତୁ)"),
        .image: .none(because: "«ଛବି», «ଇମେଜ୍» are as often what the element acts on (ଛବି ସେଭ୍ କରନ୍ତୁ); a label that is only «ଛବି» is vague"),
        .textField: .words(spelled(["ଟେକ୍ସଟ୍ ଫିଲ୍ଡ", "ଟେକ୍ସଟ୍ ବକ୍ସ"])),
        .searchField: .words(spelled(["ସର୍ଚ୍ଚ ଫିଲ୍ଡ", "ସର୍ଚ୍ଚ ବକ୍ସ", "ସନ୍ଧାନ ଫିଲ୍ଡ", "ସନ୍ଧାନ ବକ୍ସ"])),
        .secureTextField: .words(spelled(["ସୁରକ୍ଷିତ ଟେକ୍ସଟ୍ ଫିଲ୍ଡ"])),
        .slider: .words(spelled(["ସ୍ଲାଇଡର୍"])),
        .adjustable: .none(because: "«ସଜାଡିହେବା ଯୋଗ୍ୟ» is an ordinary adjective of labels, not the trait's word"),
        .toggle: .words(spelled(["ଟୋଗଲ୍ ବଟନ୍", "ସୁଇଚ୍ ବଟନ୍"])),
        .checkbox: .words(spelled(["ଚେକବକ୍ସ", "ଚେକ୍ ବକ୍ସ"])),
        .radioButton: .words(spelled(["ରେଡିଓ ବଟନ୍"])),
        .picker: .words(spelled(["ପିକର୍", "ତାରିଖ ପିକର୍"])),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («ବଟନ୍») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ଟାବ୍») is content (ଟାବ୍ ବନ୍ଦ କରନ୍ତୁ, ନୂଆ ଟାବ୍)"),
        .tabBar: .words(spelled(["ଟାବ୍ ବାର୍"])),
        .menu: .none(because: "«ମେନୁ» is as often the name of the element that opens one"),
        .popUpButton: .words(spelled(["ପପ୍-ଅପ୍ ବଟନ୍", "ପପ୍ଅପ୍ ବଟନ୍"])),
        .comboBox: .words(spelled(["ଡ୍ରପଡାଉନ୍", "ଡ୍ରପ୍-ଡାଉନ୍", "ଡ୍ରପଡାଉନ୍ ତାଲିକା", "ଡ୍ରପଡାଉନ୍ ମେନୁ", "କମ୍ବୋ ବକ୍ସ"])),
        .heading: .none(because: "«ଶୀର୍ଷକ» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(spelled(["ପ୍ରଗତି ବାର୍", "ପ୍ରୋଗ୍ରେସ୍ ବାର୍", "ପ୍ରଗତି ସୂଚକ"])),
        .stepper: .words(spelled(["ଷ୍ଟେପର୍"])),
        .list: .none(because: "«ତାଲିକା» is as often what the element shows (ପ୍ଲେଲିଷ୍ଟ, ପଢ଼ିବା ତାଲିକା, ତାଲିକା ଦେଖାନ୍ତୁ)"),
        .scrollBar: .words(spelled(["ସ୍କ୍ରୋଲ୍ ବାର୍", "ସ୍କ୍ରୋଲବାର୍"])),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and the light
    /// verb «କରିବା» in the polite and familiar imperative, the converb "by …ing" («ଟାପ୍ କରି»), the
    /// conditional "when … is tapped" («ଟାପ୍ କଲେ»), the verbal noun and its purpose («ଟାପ୍ କରିବା»,
    /// «ଟାପ୍ କରିବାକୁ») and the polite future used as an instruction («ଟାପ୍ କରିବେ»). The source of the
    /// gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(spelled(["ଟାପ୍", "ଟ୍ୟାପ୍", "ଟଚ୍", "ସ୍ପର୍ଶ"].flatMap(lightVerbForms(of:)))),
        .doubleTap: .words(spelled(["ଦୁଇଥର ଟାପ୍", "ଦୁଇ ଥର ଟାପ୍", "ଡବଲ୍ ଟାପ୍", "ଦୁଇଥର ଟ୍ୟାପ୍", "ଡବଲ୍ ଟ୍ୟାପ୍"].flatMap(lightVerbForms(of:)))),
        .tripleTap: .words(spelled(["ତିନିଥର ଟାପ୍", "ତିନି ଥର ଟାପ୍", "ଟ୍ରିପଲ୍ ଟାପ୍"].flatMap(lightVerbForms(of:)))),
        .longPress: .words(spelled([
            "ସ୍ପର୍ଶ କରି ଧରି ରଖନ୍ତୁ", "ଟଚ୍ କରି ଧରି ରଖନ୍ତୁ", "ଟାପ୍ କରି ଧରି ରଖନ୍ତୁ", "ଦବାଇ ଧରି ରଖନ୍ତୁ", "ଦବାଇ ରଖନ୍ତୁ", "ଦବାଇ ଧରନ୍ତୁ",
            "ଲଙ୍ଗ ପ୍ରେସ୍ କରନ୍ତୁ", "ଲଙ୍ଗ ପ୍ରେସ୍ କରି",
        ])),
        .swipe: .words(spelled(
            lightVerbForms(of: "ସ୍ୱାଇପ୍") + ["ବାମକୁ", "ଡାହାଣକୁ", "ଉପରକୁ", "ତଳକୁ"].flatMap { lightVerbForms(of: $0 + " ସ୍ୱାଇପ୍") })),
        .drag: .words(spelled(lightVerbForms(of: "ଡ୍ରାଗ୍") + ["ଟାଣନ୍ତୁ", "ଟାଣି ଆଣନ୍ତୁ", "ଟାଣି ନିଅନ୍ତୁ", "ଡ୍ରାଗ୍ ଏବଂ ଡ୍ରପ୍ କରନ୍ତୁ"])),
        .pinch: .words(spelled(lightVerbForms(of: "ପିଞ୍ଚ୍"))),
        .rotate: .none(because: "«ଘୁରାନ୍ତୁ» is as often a command of the interface, and «ଘୁରାଏ» what the element does (ଫଟୋ ଘୁରାଏ: rotates the photo)"),
        .shake: .words(spelled(["ହଲାନ୍ତୁ", "ହଲାଇ", "ଡିଭାଇସ୍ ହଲାନ୍ତୁ", "ଫୋନ୍ ହଲାନ୍ତୁ"])),
        .click: .words(spelled(["କ୍ଲିକ୍", "ଡବଲ୍ କ୍ଲିକ୍", "ଦୁଇଥର କ୍ଲିକ୍"].flatMap(lightVerbForms(of:)))),
        .press: .words(spelled(["ଦବାନ୍ତୁ", "ଦବାଇ", "ଦବାଇଲେ"] + lightVerbForms(of: "ପ୍ରେସ୍"))),
        // Not «ସ୍କ୍ରୋଲ୍ କରିବା», which also names a setting (scrolling).
        .scroll: .words(spelled(["କରନ୍ତୁ", "କର", "କରି", "କଲେ"].map { "ସ୍କ୍ରୋଲ୍ " + $0 })),
        .fingers: .words(spelled([
            "ଦୁଇ ଆଙ୍ଗୁଠିରେ", "ଦୁଇଟି ଆଙ୍ଗୁଠିରେ", "ତିନି ଆଙ୍ଗୁଠିରେ", "ଚାରି ଆଙ୍ଗୁଠିରେ", "ଦୁଇ ଆଙ୍ଗୁଠି ଦ୍ୱାରା", "ତିନି ଆଙ୍ଗୁଠି ଦ୍ୱାରା",
        ])),
    ]

    /// A gesture loanword with the instruction forms of «କରିବା»: «ଟାପ୍ କରନ୍ତୁ», «ଟାପ୍ କର», «ଟାପ୍ କରି»,
    /// «ଟାପ୍ କଲେ», «ଟାପ୍ କରିବା», «ଟାପ୍ କରିବାକୁ», «ଟାପ୍ କରିବେ».
    static func lightVerbForms(of noun: String) -> [String] {
        ["କରନ୍ତୁ", "କର", "କରି", "କଲେ", "କରିବା", "କରିବାକୁ", "କରିବେ"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction, "here", or the
    /// command of the lexicon the gesture's converb leads to («ଦୁଇଥର ଟାପ୍ କରି ଚଲାନ୍ତୁ»).
    static let instructionMarkers: Set<String> = Set(["ଏବଂ", "ଓ", "ଆଉ", "ତାପରେ", "ଏଠାରେ"] + verbs.map(\.imperative))

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["ଅଧିକ", "ଆହୁରି", "ଅଧିକ ଦେଖନ୍ତୁ"],
        .learnMore: ["ଅଧିକ ଜାଣନ୍ତୁ", "ଆହୁରି ଜାଣନ୍ତୁ", "ଅଧିକ ପଢ଼ନ୍ତୁ"],
        .clickHere: spelled(["ଏଠାରେ କ୍ଲିକ୍ କରନ୍ତୁ", "ଏଠାରେ ଟାପ୍ କରନ୍ତୁ", "ଏଠି କ୍ଲିକ୍ କରନ୍ତୁ", "ଏଠି ଟାପ୍ କରନ୍ତୁ", "ଏଠାରେ ଦବାନ୍ତୁ"]),
        .details: ["ବିବରଣୀ", "ସବିଶେଷ", "ବିସ୍ତୃତ ବିବରଣୀ"],
        .info: ["ସୂଚନା", "ତଥ୍ୟ", "ଅଧିକ ସୂଚନା"],
        .here: ["ଏଠାରେ", "ଏଠି"],
        .link: spelled(["ଲିଙ୍କ୍"]),
        .image: spelled(["ଛବି", "ଚିତ୍ର", "ଇମେଜ୍"]),
    ]

    /// The case endings and postpositions after a noun, written apart («ବଟନ୍ ପାଇଁ»): a control type
    /// followed by one is what the text speaks of, not the element's own type.
    static let endings: [String] = ["ର", "ରେ", "କୁ", "ରୁ", "ଗୁଡ଼ିକ", "ଗୁଡିକ", "ଗୁଡ଼ିକର", "ଗୁଡିକର", "ପାଇଁ", "ସହିତ", "ଦ୍ୱାରା"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in spelled(["ବ୍ୟାକ୍ ଟାପ୍", "ଟାପ୍ ଟୁ ପେ"]) {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: endings)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its polite imperative and the present a hint should use, or no present
    /// where the user does it («ଲେଖନ୍ତୁ»: write your password) or where it is a gesture.
    struct Verb {
        let imperative: String
        let present: String?

        init(_ imperative: String, _ present: String?) {
            self.imperative = imperative
            self.present = present
        }
    }

    /// The interface verbs whose present is certain; «କରନ୍ତୁ», «ଦିଅନ୍ତୁ», «ନିଅନ୍ତୁ» and «ଯାଆନ୍ତୁ» are
    /// also the light verbs of compounds («ସେୟାର୍ କରନ୍ତୁ», «କାଢ଼ି ଦିଅନ୍ତୁ»).
    static let verbs: [Verb] = [
        Verb("କରନ୍ତୁ", "କରେ"), Verb("ଖୋଲନ୍ତୁ", "ଖୋଲେ"), Verb("ଚଲାନ୍ତୁ", "ଚଲାଏ"), Verb("ଦେଖାନ୍ତୁ", "ଦେଖାଏ"), Verb("ଦେଖନ୍ତୁ", "ଦେଖାଏ"),
        Verb("ବାଛନ୍ତୁ", "ବାଛେ"), Verb("ଯୋଡ଼ନ୍ତୁ", "ଯୋଡ଼େ"), Verb("ଯୋଡନ୍ତୁ", "ଯୋଡେ"), Verb("ପଠାନ୍ତୁ", "ପଠାଏ"), Verb("ଲୁଚାନ୍ତୁ", "ଲୁଚାଏ"),
        Verb("ବଢ଼ାନ୍ତୁ", "ବଢ଼ାଏ"), Verb("ବଢାନ୍ତୁ", "ବଢାଏ"), Verb("କମାନ୍ତୁ", "କମାଏ"), Verb("ବଦଳାନ୍ତୁ", "ବଦଳାଏ"), Verb("ହଟାନ୍ତୁ", "ହଟାଏ"),
        Verb("ଶୁଣନ୍ତୁ", "ଶୁଣାଏ"), Verb("ଦିଅନ୍ତୁ", "ଦିଏ"), Verb("ନିଅନ୍ତୁ", "ନିଏ"), Verb("ଯାଆନ୍ତୁ", "ଯାଏ"),
        // What the user does, and gestures.
        Verb("ଲେଖନ୍ତୁ", nil), Verb("ପଢ଼ନ୍ତୁ", nil), Verb("ପଢନ୍ତୁ", nil), Verb("ଦବାନ୍ତୁ", nil), Verb("ହଲାନ୍ତୁ", nil), Verb("ଟାଣନ୍ତୁ", nil),
        Verb("ରଖନ୍ତୁ", nil), Verb("ଧରନ୍ତୁ", nil),
    ]

    static let lexicon: [String: Verb] = Dictionary(verbs.map { ($0.imperative, $0) }, uniquingKeysWith: { first, _ in first })

    /// Light verbs whose noun or converb before them is part of the verb.
    static let lightVerbs: Set<String> = ["କରନ୍ତୁ", "ଦିଅନ୍ତୁ", "ନିଅନ୍ତୁ", "ଯାଆନ୍ତୁ", "ରଖନ୍ତୁ"]

    /// Words in «-ନ୍ତୁ» that are no imperative: but, however, animal, thread.
    static let notImperatives: Set<String> = ["କିନ୍ତୁ", "ପରନ୍ତୁ", "ଜନ୍ତୁ", "ତନ୍ତୁ", "ଜୀବଜନ୍ତୁ"]

    /// Nouns of compounds with «କରିବା» that name what the user does: no descriptive form is certain.
    static let userActionNouns: Set<String> = Set(spelled([
        "ଟାଇପ୍", "ଇନପୁଟ୍", "ପ୍ରବେଶ", "ଇନ୍", "ଆଉଟ୍", "ଅପେକ୍ଷା", "ଚେଷ୍ଟା", "ନିଶ୍ଚିତ", "ଯାଞ୍ଚ", "ସାଇନ୍", "ଲଗ୍", "ଲଗଇନ୍", "ସ୍ୱୀକାର",
    ]))

    /// The words before a light verb that show it has no noun of its own.
    static let notCompoundParts: Set<String> = [
        "ଏହା", "ଏହାକୁ", "ଏଠାରେ", "ଏଠି", "ସେଠାରେ", "ପୁଣି", "ପୁନର୍ବାର", "ଏବେ", "ତାପରେ", "ନ", "ଦୟାକରି", "କରି", "ଏବଂ", "ଓ", "ଆଉ",
        "କିମ୍ବା", "ବା", "ପାଇଁ", "ସହିତ", "ଦ୍ୱାରା",
    ]

    /// The gesture terms alone: a command that ends one («ଦୁଇଥର ଟାପ୍ କରନ୍ତୁ») is the gesture, which
    /// hint-gesture reports.
    static let gestureTable = TermTable(gestureConcepts.terms(), segmentation: .words)

    /// Whether a word is the polite imperative «-ନ୍ତୁ».
    static func isImperative(_ word: String) -> Bool {
        endsWith(word, "ନ୍ତୁ") && word.unicodeScalars.count > 4 && !notImperatives.contains(word)
            && !endsWith(word, "ଜନ୍ତୁ") && !endsWith(word, "ତନ୍ତୁ")
    }

    /// Whether `word` ends with `ending`, compared by scalars: a vowel sign or a virama is no
    /// character of its own, so `hasSuffix` would not see it.
    static func endsWith(_ word: String, _ ending: String) -> Bool {
        word.unicodeScalars.reversed().starts(with: ending.unicodeScalars.reversed())
    }

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
        // «ଦୟାକରି», «ଦୟା କରି»: please.
        for index in folded.indices {
            if folded[index] == "ଦୟାକରି" { return HintFormIssue(.request, words: written(index, index)) }
            if folded[index] == "ଦୟା", index + 1 < folded.count, folded[index + 1] == "କରି" {
                return HintFormIssue(.request, words: written(index, index + 1))
            }
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        let previous = last > 0 ? folded[last - 1] : nil
        // «ଆପଣ ସେଟିଂସ୍ ବଦଳାଇପାରିବେ।», «ଆପଣଙ୍କୁ ପାସୱାର୍ଡ ଦେବାକୁ ହେବ।»: the user is the subject.
        if let you = folded[..<last].firstIndex(of: "ଆପଣ"), endsWith(verb, "ପାରିବେ") {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        if let you = folded[..<last].firstIndex(of: "ଆପଣଙ୍କୁ"), verb == "ହେବ" {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «ବନ୍ଦ କରନ୍ତୁ ନାହିଁ», «ନ କରନ୍ତୁ»: a prohibition («ବନ୍ଦ କରେ ନାହିଁ», does not close, describes).
        if verb == "ନାହିଁ", let previous, isImperative(previous) {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        guard isImperative(verb) else { return nil }
        // «ଦୁଇଥର ଟାପ୍ କରନ୍ତୁ», «ଦବାଇ ଧରି ରଖନ୍ତୁ»: a gesture, which hint-gesture reports — the same
        // words, so that it is reported once.
        if let gesture = gestureTable.matches(in: text).last(where: { $0.end == words[last].end }) {
            return HintFormIssue(.imperative, words: text.slice(gesture.start, words[last].end))
        }
        if previous == "ନ" { return HintFormIssue(.negativeCommand, words: written(last - 1, last)) }
        let isCompound = lightVerbs.contains(verb) && !words[max(last - 1, 0)].isPlaceholder
            && previous.map { !notCompoundParts.contains($0) && !$0.allSatisfy(\.isNumber) } == true
        let first = isCompound ? last - 1 : last
        guard let present = lexicon[verb]?.present, !(isCompound && userActionNouns.contains(folded[first])),
            isCompound || !lightVerbs.contains(verb) || verb == "ଯାଆନ୍ତୁ"
        else {
            return HintFormIssue(.imperative, words: written(first, last))
        }
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + present : present
        return HintFormIssue(.imperative, words: written(first, last), suggestion: suggestion)
    }
}

extension OdiaGrammar {
    /// Every language-specific rule, in Odia: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "or", .label, "ଚଲାନ୍ତୁ।", fix: "ଚଲାନ୍ତୁ"),
        .bad("label-trailing-period", "or", .label, "ପସନ୍ଦରେ ଯୋଡ଼ନ୍ତୁ।", fix: "ପସନ୍ଦରେ ଯୋଡ଼ନ୍ତୁ"),
        .bad("label-trailing-period", "or", .label, "ନୂଆ ମେସେଜ୍.", fix: "ନୂଆ ମେସେଜ୍"),
        .good("label-trailing-period", "or", .label, "ଚଲାନ୍ତୁ"),
        .good("label-trailing-period", "or", .label, "ଲୋଡ୍ ହେଉଛି..."),
        // «ଟ.» is the rupee's abbreviation.
        .good("label-trailing-period", "or", .label, "ମୂଲ୍ୟ ୫୦୦ ଟ."),

        .bad("label-control-type", "or", .label, "ପ୍ଲେ ବଟନ୍", fix: "ପ୍ଲେ"),
        .bad("label-control-type", "or", .label, "ଭଲ୍ୟୁମ୍ ସ୍ଲାଇଡର", fix: "ଭଲ୍ୟୁମ୍"),
        .bad("label-control-type", "or", .label, "ନାମ, ଟେକ୍ସଟ୍ ଫିଲ୍ଡ", fix: "ନାମ"),
        .bad("label-control-type", "or", .label, "ବଟନ୍: ସେୟାର୍ କରନ୍ତୁ"),
        .good("label-control-type", "or", .label, "ଚଲାନ୍ତୁ"),
        // The field is what the command acts on; the button's colour is a genitive.
        .good("label-control-type", "or", .label, "ସର୍ଚ୍ଚ ଫିଲ୍ଡ ଖାଲି କରନ୍ତୁ"),
        .good("label-control-type", "or", .label, "ବଟନ୍‌ର ରଙ୍ଗ"),
        .good("label-control-type", "or", .label, "ଲିଙ୍କ୍ କପି କରନ୍ତୁ"),

        .bad("label-state", "or", .label, "ୱାଇ-ଫାଇ, ଚୟନିତ", fix: "ୱାଇ-ଫାଇ"),
        .bad("label-state", "or", .label, "ଚେକ୍ କରାଯାଇଛି"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "or", .label, "%lld ଚୟନିତ"),
        .good("label-state", "or", .label, "ଚୟନିତ ଫଟୋ ଦେଖାନ୍ତୁ"),
        .good("label-state", "or", .label, "ୱାଇ-ଫାଇ"),

        .bad("label-gesture", "or", .label, "ଟାପ୍ କରନ୍ତୁ"),
        .bad("label-gesture", "or", .label, "ଦୁଇଥର ଟାପ୍ କରି ଚଲାନ୍ତୁ"),
        .bad("label-gesture", "or", .label, "ବାମକୁ ସ୍ୱାଇପ୍ କରି ହଟାନ୍ତୁ"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "or", .label, "ଚଲାଇବା ପାଇଁ ଟାପ୍ କରନ୍ତୁ"),
        .good("label-gesture", "or", .label, "ସ୍ୱାଇପ୍ କାର୍ଯ୍ୟ"),
        .good("label-gesture", "or", .label, "ବ୍ୟାକ୍ ଟାପ୍"),
        .good("label-gesture", "or", .label, "ଚଲାନ୍ତୁ"),

        .bad("label-length", "or", .label, "ସମସ୍ତ ଅଂଶଗ୍ରହଣକାରୀଙ୍କ ପାଇଁ ଏକ ନୂଆ ମେସେଜ୍ ତିଆରି କରିବା ପାଇଁ ଏହି ବଟନ୍‌ରେ ଟାପ୍ କରନ୍ତୁ ଏବଂ ତାପରେ ପ୍ରାପକମାନଙ୍କ ତାଲିକାରୁ ବାଛନ୍ତୁ"),
        .good("label-length", "or", .label, "ନୂଆ ମେସେଜ୍"),
        .good("label-length", "or", .label, "Apple Inc., ₹୧୨୫.୨୫, ୧.୩% ବଢ଼ିଛି"),

        .bad("label-vague", "or", .label, "ଅଧିକ ଜାଣନ୍ତୁ"),
        .bad("label-vague", "or", .label, "ଏଠାରେ ଟାପ୍ କରନ୍ତୁ"),
        .bad("label-vague", "or", .label, "ଅଧିକ"),
        .bad("label-vague", "or", .label, "ସୂଚନା"),
        .good("label-vague", "or", .label, "ମୂଲ୍ୟ ବିଷୟରେ ଅଧିକ ଜାଣନ୍ତୁ"),
        .good("label-vague", "or", .label, "ଚଲାନ୍ତୁ"),

        .bad("hint-imperative", "or", .hint, "ଗୀତଟି ଚଲାନ୍ତୁ।", fix: "ଗୀତଟି ଚଲାଏ।"),
        .bad("hint-imperative", "or", .hint, "ସେଟିଂସ୍ ଖୋଲନ୍ତୁ।", fix: "ସେଟିଂସ୍ ଖୋଲେ।"),
        .bad("hint-imperative", "or", .hint, "ଚୟନିତ ଫାଇଲଗୁଡ଼ିକ ସେୟାର୍ କରନ୍ତୁ।", fix: "ଚୟନିତ ଫାଇଲଗୁଡ଼ିକ ସେୟାର୍ କରେ।"),
        // The element does not see: it shows.
        .bad("hint-imperative", "or", .hint, "ସାମ୍ପ୍ରତିକ ଡକ୍ୟୁମେଣ୍ଟ ଦେଖନ୍ତୁ।", fix: "ସାମ୍ପ୍ରତିକ ଡକ୍ୟୁମେଣ୍ଟ ଦେଖାଏ।"),
        // A verb outside the lexicon, and the user's own action, have no certain present.
        .badWithoutFix("hint-imperative", "or", .hint, "ଭିଡିଓଟି ଡାଉନଲୋଡ୍ କରିଦିଅନ୍ତୁ।"),
        .badWithoutFix("hint-imperative", "or", .hint, "ଆପଣଙ୍କ ପାସୱାର୍ଡ ଲେଖନ୍ତୁ।"),
        .badWithoutFix("hint-imperative", "or", .hint, "ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।"),
        .badWithoutFix("hint-imperative", "or", .hint, "ବନ୍ଦ କରନ୍ତୁ"),
        .bad("hint-imperative", "or", .hint, "ଦୟାକରି ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।"),
        .bad("hint-imperative", "or", .hint, "ଆପ୍ ବନ୍ଦ କରନ୍ତୁ ନାହିଁ।"),
        .bad("hint-imperative", "or", .hint, "ଆପଣ ଏଠାରେ ସେଟିଂସ୍ ବଦଳାଇପାରିବେ।"),
        .good("hint-imperative", "or", .hint, "ଗୀତଟି ଚଲାଏ।"),
        .good("hint-imperative", "or", .hint, "ସେଟିଂସ୍ ଖୋଲେ।"),
        .good("hint-imperative", "or", .hint, "ଚୟନିତ ଫାଇଲଗୁଡ଼ିକ ସେୟାର୍ କରେ।"),
        .good("hint-imperative", "or", .hint, "ଆପ୍ ବନ୍ଦ କରେ ନାହିଁ।"),
        .good("hint-imperative", "or", .hint, "ପ୍ଲେୟାରର ସେଟିଂସ୍।"),
        // «ଜନ୍ତୁ» (animals) ends as an imperative does.
        .good("hint-imperative", "or", .hint, "ଜଙ୍ଗଲର ଜନ୍ତୁ।"),

        .bad("hint-gesture", "or", .hint, "ଗୀତ ଚଲାଇବା ପାଇଁ ଦୁଇଥର ଟାପ୍ କରନ୍ତୁ।"),
        .bad("hint-gesture", "or", .hint, "ଟାପ୍ କଲେ ଆଇଟମ୍ କିଣେ।"),
        .bad("hint-gesture", "or", .hint, "ଆଇଟମ୍ ହଟାଇବା ପାଇଁ ବାମକୁ ସ୍ୱାଇପ୍ କରନ୍ତୁ।"),
        .bad("hint-gesture", "or", .hint, "ବିକଳ୍ପ ଦେଖିବା ପାଇଁ ଦବାଇ ଧରି ରଖନ୍ତୁ।"),
        .good("hint-gesture", "or", .hint, "ତାଲିକାର ଉପରକୁ ସ୍କ୍ରୋଲ୍ କରେ।"),
        .good("hint-gesture", "or", .hint, "ଆଇଟମ୍ ହଟାଏ।"),
        .good("hint-gesture", "or", .hint, "ବ୍ୟାକ୍ ଟାପ୍ ସେଟିଂସ୍ ଖୋଲେ।"),

        .bad("hint-control-type", "or", .hint, "ନାମ ଯୋଡ଼ିବା ପାଇଁ ବଟନ୍।"),
        .bad("hint-control-type", "or", .hint, "ସ୍କେଲ୍ ବଦଳାଇବା ପାଇଁ ସ୍ଲାଇଡର୍।"),
        .bad("hint-control-type", "or", .hint, "ଏହି ବଟନ୍ ନାମ ଯୋଡ଼େ।"),
        .good("hint-control-type", "or", .hint, "ନାମ ଯୋଡ଼େ।"),
        // Before the verb, the type is its object; with a case ending, another noun's modifier.
        .good("hint-control-type", "or", .hint, "ସର୍ଚ୍ଚ ଫିଲ୍ଡ ଖାଲି କରେ।"),
        .good("hint-control-type", "or", .hint, "ସମସ୍ତ ବଟନ୍‌ର ରଙ୍ଗ ବଦଳାଏ।"),

        .bad("hint-repeats-label", "or", .hint, "ସେଭ୍ ବଟନ୍ ଆପଣଙ୍କ ପରିବର୍ତ୍ତନ ସେଭ୍ କରେ।", label: "ସେଭ୍"),
        .good("hint-repeats-label", "or", .hint, "ଆପଣଙ୍କ ପରିବର୍ତ୍ତନ ସେଭ୍ କରେ।", label: "ସେଭ୍"),
        .good("hint-repeats-label", "or", .hint, "ମେସେଜ୍ ହଟାଏ।", label: "ହଟାନ୍ତୁ"),

        .bad("hint-missing-period", "or", .hint, "ଗୀତ ଚଲାଏ", fix: "ଗୀତ ଚଲାଏ।"),
        .bad("hint-missing-period", "or", .hint, "ଗୀତ ଚଲାଏ.", fix: "ଗୀତ ଚଲାଏ।"),
        .good("hint-missing-period", "or", .hint, "ଗୀତ ଚଲାଏ।"),
        .good("hint-missing-period", "or", .hint, "ମେନୁ ଖୋଲେ…"),

        .bad("hint-length", "or", .hint,
             "ଆକାଉଣ୍ଟ ସେଟିଂସ୍ ଖୋଲେ, ଯେଉଁଠାରେ ଆପଣ ବାଛିପାରିବେ ଯେ ଟାଇମଲାଇନରୁ କୌଣସି ପୋଷ୍ଟ ପ୍ରକାଶ କରିବା, ତାହାର ଉତ୍ତର ଦେବା କିମ୍ବା ତାହାକୁ ବୁଷ୍ଟ କରିବା ସମୟରେ କେଉଁ ଆକାଉଣ୍ଟ ବ୍ୟବହାର କରାଯିବ ଏବଂ ଡିଫଲ୍ଟ ଦୃଶ୍ୟମାନତା କ'ଣ ହେବ।"),
        .good("hint-length", "or", .hint, "ଆକାଉଣ୍ଟ ସେଟିଂସ୍ ଖୋଲେ।"),
    ]
}
