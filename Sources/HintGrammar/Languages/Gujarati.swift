/// Gujarati: hints describe the result with the verb at the end, in the present without a subject
/// («ગીત ચલાવે છે.», «સેટિંગ્સ ખોલે છે.»), and end with the full stop «.» (Gujarati does not
/// write the danda); labels are short noun phrases or polite commands («ગીત ચલાવો», «કાઢી નાખો»)
/// without one. The Gujarati script has no letter case. Interface verbs are often a noun and a
/// light verb («પસંદ કરો», «કાઢી નાખો»): the light verb carries the form, and the word before it
/// stays as it is.
///
/// The present is the verb's stem in «-ે» and the auxiliary «છે» («ખોલે છે»), the same for every
/// gender; the plural «ખોલે છે» is spelled alike, so nothing in the present is ever reported.
/// Postpositions are written joined to their noun («બટનને», «ફીલ્ડમાં») or apart after a
/// loanword («ફીલ્ડ માં»), which the neutral terms cover. «ઁ» is folded to «ં».
extension LanguageProfile {
    /// The Gujarati table (`gu`, also used for `gu-IN`).
    public static let gujarati = LanguageProfile(
        code: "gu", name: "Gujarati", hasLetterCase: false,
        foldings: ["ઁ": "ં"],
        fullStop: ".", otherFullStops: ["।", "॥", "。", "．"],
        abbreviations: [
            "ડૉ", "ડો", "શ્રી", "શ્રીમતી", "રૂ", "નં", "પ્રો", "કિ.મી", "સે.મી", "મિ.લી", "ઇ.સ", "etc", "vs", "inc", "ltd", "no",
        ],
        terms: TermTable(GujaratiGrammar.terms, segmentation: .words),
        instructionMarkers: GujaratiGrammar.instructionMarkers,
        vagueLabels: ["બટન", "આઇકન", "આઇકૉન", "આયકન", "શીર્ષક વિનાનું", "આઇટમ", "ટેક્સ્ટ", "લેબલ"],
        vagueConcepts: GujaratiGrammar.vagueConcepts,
        determiners: ["આ", "તે", "એ", "બધા", "બધી", "બધું", "દરેક", "તમારો", "તમારી", "તમારું", "તમારા", "એક"],
        hintForm: GujaratiGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["નો", "ની", "નું", "ના", "નાં"], headFollows: true, inflectsModifier: true, fusedEndings: ["નો", "ની", "નું", "ના", "નાં"]),
        purposeMarkers: ["માટે"], conjunctions: ["અને", "અથવા", "કે", "તથા"],
        descriptiveVerbs: ["જુઓ": "બતાવે છે", "જોવું": "બતાવે છે", "સાંભળો": "સંભળાવે છે"],
        stateConcepts: GujaratiGrammar.stateConcepts, controlTypeConcepts: GujaratiGrammar.controlTypeConcepts,
        gestureConcepts: GujaratiGrammar.gestureConcepts,
        examples: GujaratiGrammar.examples)
}

/// Gujarati hint grammar: the verb that ends the hint's first sentence is told apart — the present
/// («ખોલે છે») from the polite imperative («ખોલો», «કરો», «જુઓ»), the infinitive used as a command
/// («ખોલવું»), the prohibition («ન ખોલો», «ખોલશો નહીં») and "you can" («તમે … બદલી શકો છો») — with
/// a lexicon of interface verbs whose forms are derived from their stems. Verbs whose imperative
/// is spelled as a common noun («શોધો»: searches, «વધારો»: an increase, «ઘટાડો»: a decrease) are
/// left out of the lexicon.
enum GujaratiGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["પસંદ કરેલ", "પસંદ કરેલું", "પસંદ કરેલા", "પસંદ કરેલી", "પસંદ કરેલ નથી", "પસંદ ન કરેલ"]),
        .checked: .words(["ચેક કરેલ", "ચેક કરેલું", "ચેક કરેલ નથી", "ચેક ન કરેલ", "અનચેક કરેલ"]),
        .dimmed: .none(because: "«અક્ષમ», «ઝાંખું» are as often a message of their own (the feature is disabled) or an ordinary word (faint)"),
        .expanded: .none(because: "«વિસ્તૃત» is as often an ordinary adjective (detailed: વિસ્તૃત માહિતી), and the state's phrase in Apple's Gujarati is not certain"),
        .collapsed: .none(because: "«સંકુચિત» is as often an ordinary adjective (narrow), and the state's phrase in Apple's Gujarati is not certain"),
        .on: .none(because: "«ચાલુ» is a switch's value, which VoiceOver reads, and an ordinary word (running, current)"),
        .off: .none(because: "«બંધ» is a switch's value, which VoiceOver reads, and an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. Gujarati writes most of them as the English loanword.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["બટન"]),
        .link: .none(because: "«લિંક» is as often what the element acts on (લિંક કૉપિ કરો, લિંક શેર કરો)"),
        .image: .none(because: "«છબી», «ઇમેજ» are as often what the element acts on (છબી સાચવો); a label that is only «છબી» is vague"),
        .textField: .words(["ટેક્સ્ટ ફીલ્ડ", "ટેક્સ્ટ ફિલ્ડ", "ટેક્સ્ટ બૉક્સ", "ટેક્સ્ટ બોક્સ"]),
        .searchField: .words(["શોધ ફીલ્ડ", "શોધ ફિલ્ડ", "સર્ચ ફીલ્ડ", "સર્ચ ફિલ્ડ", "શોધ બૉક્સ", "શોધ બોક્સ"]),
        .secureTextField: .words(["સુરક્ષિત ટેક્સ્ટ ફીલ્ડ", "સુરક્ષિત ટેક્સ્ટ ફિલ્ડ"]),
        .slider: .words(["સ્લાઇડર", "સ્લાઈડર"]),
        .adjustable: .none(because: "«એડજસ્ટ કરી શકાય તેવું» is a description of labels as often as a type"),
        .toggle: .words(["ટૉગલ બટન", "ટોગલ બટન", "સ્વિચ બટન"]),
        .checkbox: .words(["ચેકબૉક્સ", "ચેકબોક્સ", "ચેક બૉક્સ", "ચેક બોક્સ"]),
        .radioButton: .words(["રેડિયો બટન"]),
        .picker: .words(["પિકર", "તારીખ પિકર"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («બટન») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ટૅબ») is content (ટૅબ બંધ કરો, નવું ટૅબ)"),
        .tabBar: .words(["ટૅબ બાર", "ટેબ બાર"]),
        .menu: .none(because: "«મેનૂ» is as often the name of the element that opens one"),
        .popUpButton: .words(["પૉપ-અપ બટન", "પોપ-અપ બટન", "પૉપઅપ બટન", "પોપઅપ બટન"]),
        .comboBox: .words(["ડ્રોપડાઉન", "ડ્રૉપડાઉન", "ડ્રોપ-ડાઉન", "ડ્રોપડાઉન સૂચિ", "ડ્રોપડાઉન મેનૂ", "કૉમ્બો બૉક્સ"]),
        .heading: .none(because: "«શીર્ષક» is as often content (an article's or a song's title)"),
        .progressIndicator: .words(["પ્રગતિ બાર", "પ્રોગ્રેસ બાર", "પ્રગતિ સૂચક"]),
        .stepper: .words(["સ્ટેપર"]),
        .list: .none(because: "«સૂચિ», «યાદી» are as often what the element shows (પ્લેલિસ્ટ, વાંચન સૂચિ, સૂચિ બતાવો)"),
        .scrollBar: .words(["સ્ક્રોલ બાર", "સ્ક્રૉલ બાર"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the loanword and its light
    /// verb in the polite imperative, the converb "by …ing" («ટૅપ કરીને»), "on …ing" («ટૅપ કરવાથી»,
    /// «ટૅપ કરવા પર»), the infinitive and the future imperative («ટૅપ કરજો»); the source of the
    /// gesture terms. «ટૅપ» is also written «ટેપ».
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["ટૅપ", "ટેપ", "ટચ", "સ્પર્શ"].flatMap(lightVerbForms)),
        .doubleTap: .words(["બે વાર ટૅપ", "બે વાર ટેપ", "ડબલ ટૅપ", "ડબલ ટેપ", "ડબલ-ટૅપ"].flatMap(lightVerbForms)),
        .tripleTap: .words(["ત્રણ વાર ટૅપ", "ત્રણ વાર ટેપ", "ટ્રિપલ ટૅપ"].flatMap(lightVerbForms)),
        .longPress: .words([
            "ટચ કરીને પકડી રાખો", "ટૅપ કરીને પકડી રાખો", "ટેપ કરીને પકડી રાખો", "સ્પર્શ કરીને પકડી રાખો", "દબાવી રાખો",
            "દબાવીને પકડી રાખો", "લાંબો સમય દબાવો", "લાંબું દબાવો", "લૉન્ગ પ્રેસ કરો", "લોંગ પ્રેસ કરો",
        ]),
        .swipe: .words(
            (["સ્વાઇપ", "સ્વાઈપ"] + ["ડાબે", "જમણે", "ઉપર", "નીચે", "ડાબી બાજુ", "જમણી બાજુ"].map { $0 + " સ્વાઇપ" }).flatMap(lightVerbForms)),
        .drag: .words(["ડ્રૅગ", "ડ્રેગ"].flatMap(lightVerbForms) + ["ડ્રૅગ અને ડ્રૉપ કરો", "ડ્રેગ અને ડ્રોપ કરો"]),
        .pinch: .words(lightVerbForms(of: "પિંચ")),
        .rotate: .none(because: "«ફેરવો» is as often what the element does (ફોટો ફેરવે છે.)"),
        // «હલાવો» alone also moves or stirs: shaking is the device's.
        .shake: .words(
            ["ડિવાઇસ", "ઉપકરણ", "ફોન", "ડિવાઇસને", "ઉપકરણને", "ફોનને"].flatMap { [$0 + " હલાવો", $0 + " હલાવીને"] } + lightVerbForms(of: "શેક")),
        .click: .words(["ક્લિક", "ડબલ ક્લિક", "બે વાર ક્લિક"].flatMap(lightVerbForms)),
        .press: .words(["દબાવો", "દબાવીને", "દબાવવાથી", "દબાવવા પર"] + lightVerbForms(of: "પ્રેસ")),
        .scroll: .words(["સ્ક્રોલ", "સ્ક્રૉલ"].flatMap(lightVerbForms)),
        .fingers: .words(["બે આંગળીઓથી", "ત્રણ આંગળીઓથી", "ચાર આંગળીઓથી", "બે આંગળીઓ વડે", "ત્રણ આંગળીઓ વડે"]),
    ]

    /// A gesture loanword with the instruction forms of «કરવું»: «ટૅપ કરો», «ટૅપ કરીને», «ટૅપ
    /// કરવાથી», «ટૅપ કરવા પર», «ટૅપ કરવું», «ટૅપ કરજો».
    static func lightVerbForms(of noun: String) -> [String] {
        ["કરો", "કરીને", "કરવાથી", "કરવા પર", "કરવું", "કરજો"].map { noun + " " + $0 }
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («ટૅપ કરો અને
    /// પકડી રાખો»), a sequence, "here", or the command the gesture's converb leads to («ટૅપ કરીને
    /// ચલાવો»).
    static let instructionMarkers: Set<String> = Set(["અને", "અથવા", "પછી", "અહીં"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["વધુ", "વધારે", "વધુ જુઓ"],
        .learnMore: ["વધુ જાણો", "વધુ વાંચો", "વધુ શીખો", "વધુ જાણકારી મેળવો"],
        .clickHere: ["અહીં ક્લિક કરો", "અહીં ટૅપ કરો", "અહીં ટેપ કરો", "અહીં દબાવો"],
        .details: ["વિગતો", "વિગત"],
        .info: ["માહિતી", "વધુ માહિતી", "જાણકારી", "ઇન્ફો"],
        .here: ["અહીં"],
        .link: ["લિંક"],
        .image: ["છબી", "ઇમેજ", "ચિત્ર"],
    ]

    /// The postpositions written apart from a noun (mostly after a loanword): a control type
    /// followed by one is what the hint acts on or speaks of («શોધ ફીલ્ડ માં લખાણ સાફ કરે છે.»),
    /// not the element's own type.
    static let postpositions: [String] = ["માં", "માંથી", "ને", "પર", "થી", "નો", "ની", "નું", "ના", "નાં", "માટે", "વડે"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["બૅક ટૅપ", "બેક ટેપ", "ટૅપ ટુ પે"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its stem («ખોલ», «બતાવ») and the present a hint should use, or `nil`
    /// where the user does it («લખો»: write your name), where it is a gesture, or where the
    /// present would not describe the element.
    struct Verb {
        let stem: String
        let present: String?

        init(_ stem: String, _ present: String? = nil, describes: Bool = true) {
            self.stem = stem
            self.present = describes ? (present ?? stem + "ે છે") : nil
        }
    }

    /// Interface verbs; «કરવું», «આપવું», «નાખવું», «લેવું», «રાખવું» and «જવું» are also the light
    /// verbs of compounds («પસંદ કરો», «કાઢી નાખો», «ચાલુ રાખો»).
    static let verbs: [Verb] = [
        Verb("ખોલ"), Verb("બદલ"), Verb("ઉમેર"), Verb("મોકલ"), Verb("બતાવ"), Verb("છુપાવ"), Verb("ચલાવ"), Verb("રોક"), Verb("સાચવ"),
        Verb("ફેરવ"), Verb("ખસેડ"), Verb("કાઢ"), Verb("બનાવ"), Verb("વગાડ"), Verb("ભૂંસ"), Verb("જોડ"), Verb("સુધાર"), Verb("તપાસ"),
        Verb("જો", "બતાવે છે"), Verb("સાંભળ", "સંભળાવે છે"),
        Verb("લખ", describes: false), Verb("વાંચ", describes: false), Verb("ભર", describes: false), Verb("દબાવ", describes: false),
        Verb("પકડ", describes: false),
        // The light verbs.
        Verb("કર"), Verb("આપ"), Verb("નાખ"), Verb("લે", "લે છે"), Verb("રાખ"), Verb("જા", "જાય છે"),
    ]

    /// Light verbs whose noun or converb before them is part of the verb («પસંદ કરો», «કાઢી
    /// નાખો»): the form shown and rewritten takes that word with it.
    static let lightVerbs: Set<String> = ["કર", "આપ", "નાખ", "લે", "રાખ", "જા"]

    /// Nouns of compounds that name what the user does («પાસવર્ડ દાખલ કરો», «લૉગ ઇન કરો», «રાહ
    /// જુઓ»: wait, «ધ્યાન આપો»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "દાખલ", "ટાઇપ", "ઇનપુટ", "ઇન", "આઉટ", "પ્રયાસ", "પ્રયત્ન", "ખાતરી", "પુષ્ટિ", "સ્વીકાર", "સાઇન", "રાહ", "ધ્યાન",
    ]

    /// The words before a light verb that show it has no noun of its own: postpositions written
    /// apart, pronouns, adverbs and conjunctions («સેટિંગ્સ પર જાઓ», «તે કરો»).
    static let notCompoundParts: Set<String> = [
        "માં", "ને", "પર", "થી", "માટે", "અને", "અથવા", "પણ", "અહીં", "ત્યાં", "આ", "તે", "એ", "તેને", "આને", "હવે", "ફરી", "પછી", "ન",
        "કૃપા", "કરીને",
    ]

    /// The words of a compound's first half that make it a gesture («ટૅપ કરો», «દબાવી રાખો»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = [
        "ટૅપ", "ટેપ", "ટચ", "સ્પર્શ", "ક્લિક", "સ્વાઇપ", "સ્વાઈપ", "ડ્રૅગ", "ડ્રેગ", "પિંચ", "સ્ક્રોલ", "સ્ક્રૉલ", "પ્રેસ", "દબાવી", "દબાવીને",
        "પકડી", "શેક",
    ]

    /// The words a gesture phrase opens with before its verb («બે વાર ટૅપ», «ડાબે સ્વાઇપ», «ટચ
    /// કરીને પકડી»): a gesture command's words start with them, as the gesture term does.
    static let gesturePhraseWords: Set<String> = gestureParts.union([
        "બે", "ત્રણ", "વાર", "ડબલ", "ટ્રિપલ", "ડાબે", "જમણે", "ઉપર", "નીચે", "ડાબી", "જમણી", "બાજુ", "કરીને", "લૉન્ગ", "લોંગ", "આંગળીઓથી",
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

    /// The polite imperatives, the infinitives (which agree with their object: «ખોલવું»,
    /// «ખોલવી») and the purpose form before «માટે» («ખોલવા») of a stem.
    static func forms(of stem: String) -> (imperatives: [String], infinitives: [String], purpose: String) {
        switch stem {
        case "જો": return (["જુઓ", "જુઓને"], ["જોવું", "જોવી"], "જોવા")
        case "જા": return (["જાઓ", "જાવ"], ["જવું"], "જવા")
        case "લે": return (["લો"], ["લેવું", "લેવી"], "લેવા")
        default: return ([stem + "ો"], [stem + "વું", stem + "વી"], stem + "વા")
        }
    }

    /// Every imperative and infinitive of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var lexicon: [String: LexiconForm] = [:]
        for verb in verbs {
            let (imperatives, infinitives, _) = forms(of: verb.stem)
            for imperative in imperatives {
                lexicon[imperative] = LexiconForm(kind: .imperative, stem: verb.stem, present: verb.present)
            }
            for infinitive in infinitives {
                lexicon[infinitive] = LexiconForm(kind: .infinitive, stem: verb.stem, present: verb.present)
            }
        }
        return lexicon
    }()

    /// The purpose forms of the lexicon («ખોલવા», «કરવા»), which open a purpose with «માટે» before a
    /// command («… ખોલવા માટે પસંદ કરો»), with their present.
    static let purposeForms: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            guard let present = verb.present else { continue }
            forms[Self.forms(of: verb.stem).purpose] = present
        }
        return forms
    }()

    /// The words that ask the user: «કૃપા કરીને», «કૃપયા», «મહેરબાની કરીને».
    static let pleaseWords: Set<String> = ["કૃપા", "કૃપયા", "મહેરબાની"]

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
        if let please = folded.firstIndex(where: pleaseWords.contains) {
            return HintFormIssue(.request, words: written(please, please))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        // «તમે સેટિંગ્સ બદલી શકો છો.»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { $0 == "તમે" || $0 == "આપ" }), verb == "છો", last > 0, folded[last - 1] == "શકો" {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «ઍપ બંધ કરશો નહીં.»
        if verb == "નહીં" || verb == "નહિ", last > 0, folded[last - 1].hasSuffix("શો") {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        guard let form = lexicon[verb] else { return nil }
        let previous = last > 0 ? folded[last - 1] : nil
        // «ઍપ બંધ ન કરો.»
        if previous == "ન" {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        let kind: HintFormIssue.Kind = form.kind == .imperative ? .imperative : .infinitive
        // «પસંદ કરો», «કાઢી નાખો»: the noun or converb before a light verb is part of it.
        let isCompound = lightVerbs.contains(form.stem) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        // «ટૅપ કરો», «દબાવી રાખો»: a gesture, which hint-gesture reports (the same words, once:
        // from the gesture phrase's first word, «બે વાર ટૅપ કરો», «ટચ કરીને પકડી રાખો»).
        if isCompound, let previous, gestureParts.contains(previous) {
            var start = first
            while start > 0, gesturePhraseWords.contains(folded[start - 1]) { start -= 1 }
            return HintFormIssue(kind, words: written(start, last))
        }
        // «રાહ જુઓ» (wait) is no «જુઓ» (see): the noun goes with the verb, which has no result.
        if let previous, userActionNouns.contains(previous) {
            return HintFormIssue(kind, words: written(last - 1, last))
        }
        guard let present = form.present else { return HintFormIssue(kind, words: written(first, last)) }
        // «સેટિંગ્સ ખોલવા માટે પસંદ કરો.»: the purpose is what the element does («સેટિંગ્સ ખોલે છે.»).
        if form.kind == .imperative, first >= 2, folded[first - 1] == "માટે", let purpose = purposeForms[folded[first - 2]] {
            return HintFormIssue(.imperative, words: written(first - 2, last), suggestion: purpose)
        }
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + present : present
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }
}

extension GujaratiGrammar {
    /// Every language-specific rule, in Gujarati: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "gu", .label, "ચલાવો.", fix: "ચલાવો"),
        .bad("label-trailing-period", "gu", .label, "મનપસંદમાં ઉમેરો.", fix: "મનપસંદમાં ઉમેરો"),
        .good("label-trailing-period", "gu", .label, "ચલાવો"),
        .good("label-trailing-period", "gu", .label, "લોડ થઈ રહ્યું છે..."),
        .good("label-trailing-period", "gu", .label, "કિંમત 500 રૂ."),

        .bad("label-control-type", "gu", .label, "પ્લે બટન", fix: "પ્લે"),
        .bad("label-control-type", "gu", .label, "વૉલ્યૂમ સ્લાઇડર", fix: "વૉલ્યૂમ"),
        .bad("label-control-type", "gu", .label, "નામ, ટેક્સ્ટ ફીલ્ડ", fix: "નામ"),
        .bad("label-control-type", "gu", .label, "બટન: શેર કરો"),
        .good("label-control-type", "gu", .label, "ચલાવો"),
        // The field is what the command acts on; the button is what the colour belongs to.
        .good("label-control-type", "gu", .label, "શોધ ફીલ્ડ સાફ કરો"),
        .good("label-control-type", "gu", .label, "બટનનો રંગ"),
        .good("label-control-type", "gu", .label, "લિંક કૉપિ કરો"),

        .bad("label-state", "gu", .label, "વાઇ-ફાઇ, પસંદ કરેલ", fix: "વાઇ-ફાઇ"),
        .bad("label-state", "gu", .label, "ચેક કરેલ"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "gu", .label, "%lld પસંદ કરેલ"),
        .good("label-state", "gu", .label, "પસંદ કરેલ ફોટા કાઢી નાખો"),
        .good("label-state", "gu", .label, "વાઇ-ફાઇ"),

        .bad("label-gesture", "gu", .label, "ટૅપ કરો"),
        .bad("label-gesture", "gu", .label, "બે વાર ટૅપ કરીને ચલાવો"),
        .bad("label-gesture", "gu", .label, "ડાબે સ્વાઇપ કરીને ખસેડો"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "gu", .label, "ચલાવવા માટે ટેપ કરો"),
        .good("label-gesture", "gu", .label, "સ્વાઇપ ક્રિયાઓ"),
        .good("label-gesture", "gu", .label, "બૅક ટૅપ"),
        .good("label-gesture", "gu", .label, "ચલાવો"),

        .bad("label-length", "gu", .label, "બધા સહભાગીઓ માટે નવો સંદેશ બનાવવા માટે આ બટન પર ટૅપ કરો અને પછી પ્રાપ્તકર્તાઓ પસંદ કરો"),
        .good("label-length", "gu", .label, "નવો સંદેશ"),
        .good("label-length", "gu", .label, "Apple Inc., ₹125.25, 1.3% ઉપર"),

        .bad("label-vague", "gu", .label, "વધુ જાણો"),
        .bad("label-vague", "gu", .label, "અહીં ટૅપ કરો"),
        .bad("label-vague", "gu", .label, "વધુ"),
        .bad("label-vague", "gu", .label, "માહિતી"),
        .good("label-vague", "gu", .label, "કિંમતો વિશે વધુ જાણો"),
        .good("label-vague", "gu", .label, "ચલાવો"),

        .bad("hint-imperative", "gu", .hint, "ગીત ચલાવો.", fix: "ગીત ચલાવે છે."),
        .bad("hint-imperative", "gu", .hint, "સેટિંગ્સ ખોલો.", fix: "સેટિંગ્સ ખોલે છે."),
        .bad("hint-imperative", "gu", .hint, "પસંદ કરેલી ફાઇલો શેર કરો.", fix: "પસંદ કરેલી ફાઇલો શેર કરે છે."),
        .bad("hint-imperative", "gu", .hint, "સંદેશ કાઢી નાખો.", fix: "સંદેશ કાઢી નાખે છે."),
        .bad("hint-imperative", "gu", .hint, "ગીત ચલાવવું.", fix: "ગીત ચલાવે છે."),
        .bad("hint-imperative", "gu", .hint, "બુકમાર્ક ખોલવા માટે પસંદ કરો.", fix: "બુકમાર્ક ખોલે છે."),
        // The element does not see: it shows.
        .bad("hint-imperative", "gu", .hint, "તાજેતરના દસ્તાવેજો જુઓ.", fix: "તાજેતરના દસ્તાવેજો બતાવે છે."),
        // The user's own action has no descriptive form; a verb alone would read «બંધ કરે છે.».
        .badWithoutFix("hint-imperative", "gu", .hint, "તમારો પાસવર્ડ દાખલ કરો."),
        .badWithoutFix("hint-imperative", "gu", .hint, "થોડી વાર રાહ જુઓ."),
        .badWithoutFix("hint-imperative", "gu", .hint, "બંધ કરો"),
        .bad("hint-imperative", "gu", .hint, "કૃપા કરીને તમારું નામ લખો."),
        .bad("hint-imperative", "gu", .hint, "ઍપ બંધ કરશો નહીં."),
        .bad("hint-imperative", "gu", .hint, "તમે અહીં સેટિંગ્સ બદલી શકો છો."),
        .good("hint-imperative", "gu", .hint, "ગીત ચલાવે છે."),
        .good("hint-imperative", "gu", .hint, "સેટિંગ્સ ખોલે છે."),
        .good("hint-imperative", "gu", .hint, "સંદેશ કાઢી નાખે છે."),
        .good("hint-imperative", "gu", .hint, "પ્લેયરના સેટિંગ્સ."),
        // «શોધો» (searches) and «વધારો» (an increase) are nouns here, not commands.
        .good("hint-imperative", "gu", .hint, "તાજેતરની શોધો."),
        .good("hint-imperative", "gu", .hint, "કિંમતમાં વધારો."),

        .bad("hint-gesture", "gu", .hint, "ગીત ચલાવવા માટે બે વાર ટૅપ કરો."),
        .bad("hint-gesture", "gu", .hint, "ટૅપ કરવાથી આઇટમ ખરીદે છે."),
        .bad("hint-gesture", "gu", .hint, "આઇટમ કાઢી નાખવા માટે ડાબે સ્વાઇપ કરો."),
        .bad("hint-gesture", "gu", .hint, "વિકલ્પો જોવા માટે દબાવી રાખો."),
        .good("hint-gesture", "gu", .hint, "સૂચિમાં સૌથી ઉપર સ્ક્રોલ કરે છે."),
        .good("hint-gesture", "gu", .hint, "આઇટમ કાઢી નાખે છે."),
        .good("hint-gesture", "gu", .hint, "બૅક ટૅપ સેટિંગ્સ ખોલે છે."),

        .bad("hint-control-type", "gu", .hint, "નામ ઉમેરતું બટન."),
        .bad("hint-control-type", "gu", .hint, "માપ બદલતું સ્લાઇડર."),
        .bad("hint-control-type", "gu", .hint, "આ બટન નામ ઉમેરે છે."),
        .good("hint-control-type", "gu", .hint, "નામ ઉમેરે છે."),
        // The type with its case ending, or before the verb, is what the hint acts on.
        .good("hint-control-type", "gu", .hint, "શોધ ફીલ્ડ માં લખેલું લખાણ સાફ કરે છે."),
        .good("hint-control-type", "gu", .hint, "શોધ ફીલ્ડ સાફ કરે છે."),
        .good("hint-control-type", "gu", .hint, "બધા બટનોનો રંગ બદલે છે."),

        .bad("hint-repeats-label", "gu", .hint, "સાચવો બટન તમારા ફેરફારો સાચવે છે.", label: "સાચવો"),
        .good("hint-repeats-label", "gu", .hint, "તમારા ફેરફારો સાચવે છે.", label: "સાચવો"),
        .good("hint-repeats-label", "gu", .hint, "સંદેશ કાઢી નાખે છે.", label: "કાઢી નાખો"),

        .bad("hint-missing-period", "gu", .hint, "ગીત ચલાવે છે", fix: "ગીત ચલાવે છે."),
        .bad("hint-missing-period", "gu", .hint, "ગીત ચલાવે છે।", fix: "ગીત ચલાવે છે."),
        .good("hint-missing-period", "gu", .hint, "ગીત ચલાવે છે."),
        .good("hint-missing-period", "gu", .hint, "મેનૂ ખોલે છે…"),

        .bad("hint-length", "gu", .hint,
             "એકાઉન્ટ સેટિંગ્સ ખોલે છે, જ્યાં તમે પસંદ કરી શકો છો કે ટાઇમલાઇન પરથી કોઈ પોસ્ટ પ્રકાશિત કરતી વખતે, તેનો જવાબ આપતી વખતે અથવા તેને બૂસ્ટ કરતી વખતે તમારા કયા એકાઉન્ટનો ઉપયોગ થશે અને ડિફૉલ્ટ દૃશ્યતા શું હશે."),
        .good("hint-length", "gu", .hint, "એકાઉન્ટ સેટિંગ્સ ખોલે છે."),
    ]
}
