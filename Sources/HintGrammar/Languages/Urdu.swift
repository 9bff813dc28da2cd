/// Urdu: hints describe the result with the verb at the end, in the present habitual without a
/// subject («گانا چلاتا ہے۔», «ترتیبات کھولتا ہے۔»), and end with the Urdu full stop «۔» (U+06D4);
/// labels are short noun phrases or polite commands («چلائیں», «حذف کریں») without one. The comma
/// is «،», the question mark «؟». The Arabic script has no letter case, and Urdu strings may carry
/// bidirectional marks (U+200E, U+200F, U+061C), which the analysis does not see. Urdu's grammar
/// is Hindi's: interface verbs are often a noun and a light verb («حذف کریں», «ہٹا دیں»), the
/// light verb carries the form, and the noun stays as it is.
///
/// The letters Arabic keyboards type for Urdu's are folded to Urdu's (`foldings`: «ي», «ى» → «ی»,
/// «ك» → «ک», «ه» → «ہ»); the table's words are written with Urdu's. The hint grammar looks its
/// verbs up without short vowels («براہِ» → «براہ», ``UrduGrammar/plain(_:)``), and with the
/// spellings apps write for the respectful imperative («کیجیے», «کیجئے», «کیجیئے»).
extension LanguageProfile {
    /// The Urdu table (`ur`, also used for `ur-PK` and `ur-IN`).
    public static let urdu = LanguageProfile(
        code: "ur", name: "Urdu", hasLetterCase: false,
        foldings: UrduGrammar.foldings,
        fullStop: "۔", otherFullStops: [".", "।", "。", "．"],
        abbreviations: ["etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(UrduGrammar.terms, segmentation: .words),
        instructionMarkers: UrduGrammar.instructionMarkers,
        vagueLabels: ["بٹن", "آئیکن", "آئکن", "بلا عنوان", "بے عنوان", "آئٹم", "ٹیکسٹ", "لیبل", "متن"],
        vagueConcepts: UrduGrammar.vagueConcepts,
        determiners: ["یہ", "وہ", "اس", "ان", "سب", "سبھی", "تمام", "ہر", "ایک", "آپکا", "آپکی", "آپکے"],
        hintForm: UrduGrammar.hintForm,
        verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["کا", "کے", "کی"], headFollows: true, inflectsModifier: true),
        purposeMarkers: ["لیے", "لئے", "تاکہ"], conjunctions: ["اور", "یا", "نیز", "و"],
        descriptiveVerbs: UrduGrammar.descriptiveVerbs,
        stateConcepts: UrduGrammar.stateConcepts, controlTypeConcepts: UrduGrammar.controlTypeConcepts,
        gestureConcepts: UrduGrammar.gestureConcepts,
        examples: UrduGrammar.examples)
}

/// Urdu hint grammar, Hindi's in the Urdu script: the verb that ends the hint's first sentence is
/// told apart — the habitual («کھولتا ہے») from the polite imperative («کھولیں»), the respectful
/// one («کھولیے»), the familiar one («کھولو»), the infinitive used as a command («کھولنا»), the
/// prohibition («نہ کھولیں», «مت کھولو»), the request («براہ کرم», «برائے مہربانی») and "you can"
/// («آپ … سکتے ہیں») — with a lexicon of interface verbs whose forms are derived from their stems.
enum UrduGrammar {
    /// Arabic letters typed for Urdu's: yeh and alef maksura → Farsi yeh, kaf → keheh, heh → heh goal.
    static let foldings: [Unicode.Scalar: Unicode.Scalar] = ["ي": "ی", "ى": "ی", "ك": "ک", "ه": "ہ"]

    /// A folded word without its short vowels, tanwin, shadda, sukun, dagger alef and tatweel
    /// («براہِ» → «براہ»): the hint grammar's look-up key.
    static func plain(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.unicodeScalars where !((0x064B...0x065F).contains(scalar.value) || scalar.value == 0x0670 || scalar.value == 0x0640) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    // MARK: Concepts

    /// The states VoiceOver announces, as Urdu words them (``StateConcept``). «منتخب» is also the
    /// noun of «منتخب کریں» (select): the state rule reports it only set off at an end of a label.
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["منتخب", "منتخب شدہ", "منتخب کردہ", "غیر منتخب"]),
        .checked: .words(["نشان زد", "نشان زدہ", "چیک شدہ", "چیک کیا گیا", "ان چیک"]),
        .dimmed: .none(because: "«غیر فعال», «مدھم» are as often a message of their own (the feature is disabled) or an ordinary word (dim)"),
        .expanded: .words(["پھیلا ہوا", "توسیع شدہ"]),
        .collapsed: .words(["سمٹا ہوا", "سکڑا ہوا"]),
        .on: .none(because: "«آن», «فعال» are a switch's value, which VoiceOver reads"),
        .off: .none(because: "«آف», «بند» are a switch's value, which VoiceOver reads, and «بند» is an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as Urdu words them (``ControlTypeConcept``): the
    /// source of the control-type terms. Urdu interfaces write most of them as the English loanword.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["بٹن", "بٹنوں"]),
        .link: .none(because: "«لنک», «ربط» are as often what the element acts on (لنک کاپی کریں, لنک شیئر کریں)"),
        .image: .none(because: "«تصویر», «امیج» are as often what the element acts on (تصویر محفوظ کریں); a label that is only «تصویر» is vague"),
        .textField: .words(["ٹیکسٹ فیلڈ", "متن فیلڈ", "متنی فیلڈ", "ٹیکسٹ باکس"]),
        .searchField: .words(["تلاش فیلڈ", "سرچ فیلڈ", "تلاش باکس", "سرچ باکس"]),
        .secureTextField: .words(["محفوظ ٹیکسٹ فیلڈ", "محفوظ متن فیلڈ"]),
        .slider: .words(["سلائیڈر", "سلائڈر"]),
        .adjustable: .none(because: "«قابل ترتیب» is an ordinary adjective of labels (قابل ترتیب فونٹ سائز)"),
        .toggle: .words(["ٹوگل بٹن", "سوئچ بٹن"]),
        .checkbox: .words(["چیک باکس"]),
        .radioButton: .words(["ریڈیو بٹن"]),
        .picker: .words(["پکر", "تاریخ پکر"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («بٹن») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ٹیب») is content (ٹیب بند کریں, نیا ٹیب)"),
        .tabBar: .words(["ٹیب بار"]),
        .menu: .none(because: "«مینو», «فہرست» are as often the name of the element that opens one"),
        .popUpButton: .words(["پاپ اپ بٹن", "پاپ-اپ بٹن"]),
        .comboBox: .words(["ڈراپ ڈاؤن", "ڈراپ ڈاؤن فہرست", "ڈراپ ڈاؤن مینو", "کومبو باکس"]),
        .heading: .none(because: "«سرخی», «عنوان» are as often content (an article's or a song's title)"),
        .progressIndicator: .words(["پیش رفت بار", "پروگریس بار"]),
        .stepper: .words(["اسٹیپر", "سٹیپر"]),
        .list: .none(because: "«فہرست» is as often what the element shows (پلے لسٹ, فہرست دکھائیں)"),
        .scrollBar: .words(["اسکرول بار", "سکرول بار"]),
    ]

    /// The gestures, as Urdu words them (``GestureConcept``): the loanword and its light verb in the
    /// polite, respectful and familiar imperative, the converb "by …ing" («ٹیپ کر کے», written in
    /// one word or two) and the oblique infinitive («ٹیپ کرنے پر», on tapping); the native verbs
    /// «تھپتھپانا» (tap), «دبانا» (press), «گھسیٹنا» (drag) and «ہلانا» (shake) in the same forms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "ٹیپ") + lightVerbForms(of: "ٹچ") + nativeForms(of: "تھپتھپا")),
        .doubleTap: .words(
            lightVerbForms(of: "ڈبل ٹیپ") + lightVerbForms(of: "دو بار ٹیپ") + lightVerbForms(of: "دو مرتبہ ٹیپ")
                + nativeForms(of: "دو بار تھپتھپا")),
        .tripleTap: .words(lightVerbForms(of: "تین بار ٹیپ") + lightVerbForms(of: "ٹرپل ٹیپ") + nativeForms(of: "تین بار تھپتھپا")),
        .longPress: .words([
            "دبا کر رکھیں", "دبائے رکھیں", "دبا کر رکھنے", "دیر تک دبائیں", "ٹچ کر کے رکھیں", "ٹیپ کر کے رکھیں", "ٹچ کرکے رکھیں",
            "ٹیپ کرکے رکھیں", "ٹچ اینڈ ہولڈ کریں", "لانگ پریس کریں", "لانگ پریس کر کے",
        ]),
        .swipe: .words(
            lightVerbForms(of: "سوائپ") + ["بائیں", "دائیں", "اوپر", "نیچے", "بائیں طرف", "دائیں طرف"].flatMap { lightVerbForms(of: $0 + " سوائپ") }),
        .drag: .words(lightVerbForms(of: "ڈریگ") + ["ڈریگ اینڈ ڈراپ کریں", "گھسیٹیں", "گھسیٹیے", "گھسیٹ کر", "گھسیٹنے پر"]),
        .pinch: .words(lightVerbForms(of: "پنچ")),
        .rotate: .none(because: "«گھمائیں» is as often what the element does (تصویر گھماتا ہے۔)"),
        .shake: .words(["ہلائیں", "ہلائیے", "ہلا کر", "ڈیوائس ہلائیں", "فون ہلائیں"]),
        .click: .words(lightVerbForms(of: "کلک") + lightVerbForms(of: "ڈبل کلک") + lightVerbForms(of: "دو بار کلک")),
        .press: .words(["دبائیں", "دبائیے", "دباؤ", "دبا کر", "دبانے پر"] + lightVerbForms(of: "پریس")),
        .scroll: .words(lightVerbForms(of: "اسکرول") + lightVerbForms(of: "سکرول")),
        .fingers: .words(["دو انگلیوں سے", "تین انگلیوں سے", "چار انگلیوں سے"]),
    ]

    /// A gesture loanword with the instruction forms of «کرنا»: «ٹیپ کریں», «ٹیپ کیجیے», «ٹیپ
    /// کرو», «ٹیپ کر کے», «ٹیپ کرکے», «ٹیپ کرنے پر», «ٹیپ کرنا».
    static func lightVerbForms(of noun: String) -> [String] {
        ["کریں", "کیجیے", "کیجئے", "کیجیئے", "کرو", "کر کے", "کرکے", "کرنے پر", "کرنا"].map { noun + " " + $0 }
    }

    /// A native gesture verb in «ا» with its instruction forms: «تھپتھپائیں», «تھپتھپائیے»,
    /// «تھپتھپا کر», «تھپتھپانے پر».
    static func nativeForms(of stem: String) -> [String] {
        [stem + "ئیں", stem + "ئیے", stem + " کر", stem + "نے پر"]
    }

    /// What makes a gesture word an instruction when it follows it: a conjunction («ٹیپ کریں اور
    /// رکھیں»), a purpose, or the command the gesture's converb leads to («ٹیپ کر کے چلائیں»).
    static let instructionMarkers: Set<String> = Set(["اور", "یا", "پھر", "تاکہ", "یہاں"] + lexicon.keys.filter { key in
        lexicon[key]?.kind == .imperative
    })

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["مزید", "اور", "زیادہ", "مزید دیکھیں", "اور دیکھیں"],
        .learnMore: ["مزید جانیں", "مزید جانئے", "مزید جانیے", "اور جانیں", "مزید پڑھیں", "آگے پڑھیں"],
        .clickHere: ["یہاں کلک کریں", "یہاں ٹیپ کریں", "یہاں دبائیں", "یہاں تھپتھپائیں", "یہاں کلک کیجیے"],
        .details: ["تفصیلات", "تفصیل"],
        .info: ["معلومات", "مزید معلومات", "انفو"],
        .here: ["یہاں", "ادھر"],
        .link: ["لنک", "ربط"],
        .image: ["تصویر", "امیج", "عکس"],
    ]

    /// The postpositions after a noun: a control type followed by one is what the hint acts on or
    /// speaks of («تلاش فیلڈ کو صاف کرتا ہے۔», «بٹن کا رنگ»), not the element's own type.
    static let postpositions: [String] = ["کو", "سے", "میں", "پر", "کا", "کے", "کی", "تک"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms()
        // Names of features, not gestures: Back Tap, Tap to Pay.
        for phrase in ["بیک ٹیپ", "ٹیپ ٹو پے"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += controlTypeConcepts.neutralTerms(followedBy: postpositions)
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// One interface verb: its stem («کھول», «چلا») and the habitual a hint should use, or `nil`
    /// where the user does it («درج کریں»: enter your password), where it is a gesture, or where
    /// the habitual would not describe the element («رکیں»: wait).
    struct Verb {
        let stem: String
        let habitual: String?

        init(_ stem: String, _ habitual: String? = nil, describes: Bool = true) {
            self.stem = stem
            self.habitual = describes ? (habitual ?? stem + "تا ہے") : nil
        }
    }

    /// Simple verbs of interfaces; «کرنا», «دینا», «لینا», «رکھنا», «ڈالنا» and «جانا» are also the
    /// light verbs of compounds («حذف کریں», «ہٹا دیں», «دیکھ لیں»).
    static let verbs: [Verb] = [
        // Stems in «ا».
        Verb("چلا"), Verb("دکھا"), Verb("ہٹا"), Verb("بنا"), Verb("مٹا"), Verb("چھپا"), Verb("بڑھا"), Verb("گھٹا"), Verb("لگا"),
        Verb("بلا"), Verb("سنا"), Verb("بچا"), Verb("اٹھا"), Verb("لوٹا"), Verb("بتا"), Verb("گرا"), Verb("بجا"), Verb("گھما"),
        Verb("پھیلا"), Verb("ملا"), Verb("اپنا"), Verb("دہرا"), Verb("چپکا"), Verb("جا"), Verb("آ"), Verb("پا"), Verb("کھسکا"),
        Verb("سرکا"), Verb("ہلا", describes: false), Verb("دبا", describes: false), Verb("تھپتھپا", describes: false),
        // Stems in a consonant.
        Verb("کھول"), Verb("بدل"), Verb("چن"), Verb("بھیج"), Verb("دیکھ", "دکھاتا ہے"), Verb("سن", "سناتا ہے"), Verb("روک"),
        Verb("چھوڑ"), Verb("ڈھونڈ"), Verb("جوڑ"), Verb("رکھ"), Verb("نکال"), Verb("لوٹ"), Verb("پلٹ"), Verb("موڑ"), Verb("بانٹ"),
        Verb("کاٹ"), Verb("جانچ"), Verb("چھانٹ"), Verb("سمیٹ"), Verb("توڑ"), Verb("ناپ"), Verb("سنبھال"), Verb("سدھار"),
        Verb("چل", describes: false), Verb("لکھ", describes: false), Verb("پڑھ", describes: false), Verb("ڈال", describes: false),
        Verb("بھر", describes: false), Verb("پوچھ", describes: false), Verb("رک", describes: false), Verb("ٹھہر", describes: false),
        Verb("مل", describes: false), Verb("کھینچ", describes: false), Verb("گھسیٹ", describes: false),
        // Irregular: the light verbs.
        Verb("کر"), Verb("دے", "دیتا ہے"), Verb("لے", "لیتا ہے"),
    ]

    /// Verbs whose descriptive form is another verb: the element does not see, it shows; it does
    /// not listen, it plays.
    static let descriptiveVerbs: [String: String] = {
        var verbs: [String: String] = [:]
        for (stem, habitual) in [("دیکھ", "دکھاتا ہے"), ("سن", "سناتا ہے")] {
            let (imperatives, infinitive) = forms(of: stem)
            for form in imperatives + [infinitive] { verbs[form] = habitual }
        }
        return verbs
    }()

    /// Light verbs whose noun or verb before them is part of the verb («حذف کریں», «ہٹا دیں»): the
    /// form shown and rewritten takes that word with it.
    static let lightVerbs: Set<String> = ["کر", "دے", "لے", "رکھ", "ڈال", "جا"]

    /// Nouns of compounds with «کرنا» that name what the user does («پاس ورڈ درج کریں», «لاگ ان
    /// کریں», «انتظار کریں»): no descriptive form is certain.
    static let userActionNouns: Set<String> = [
        "درج", "ٹائپ", "ان", "آؤٹ", "انتظار", "کوشش", "یقینی", "دھیان", "غور", "سائن", "تصدیق", "قبول", "انٹر",
    ]

    /// The words before a light verb that show it has no noun of its own: postpositions,
    /// pronouns, negations and the converb «کر» («ترتیبات پر جائیں», «اسے کریں», «دبا کر رکھیں»).
    static let notCompoundParts: Set<String> = [
        "کو", "سے", "میں", "پر", "کا", "کے", "کی", "تک", "لیے", "لئے", "اور", "یا", "بھی", "ہی", "یہاں", "وہاں", "اسے", "انہیں",
        "اس", "نہ", "مت", "نہیں", "کرم", "مہربانی", "اب", "پھر", "تو", "کر",
    ]

    /// The words of a compound's first half that make it a gesture («ٹیپ کریں», «کلک کریں»):
    /// hint-gesture reports it.
    static let gestureParts: Set<String> = ["ٹیپ", "ٹچ", "کلک", "سوائپ", "ڈریگ", "پنچ", "اسکرول", "سکرول", "پریس", "ہولڈ"]

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

    /// The polite, respectful and familiar imperatives and the infinitive of a stem, in the
    /// spellings apps write.
    static func forms(of stem: String) -> (imperatives: [String], infinitive: String) {
        switch stem {
        case "کر": return (["کریں", "کیجیے", "کیجئے", "کیجیئے", "کرو"], "کرنا")
        // «دو» (give!) is also the number two: left out.
        case "دے": return (["دیں", "دیجیے", "دیجئے", "دیجیئے"], "دینا")
        case "لے": return (["لیں", "لیجیے", "لیجئے", "لیجیئے", "لو"], "لینا")
        default: break
        }
        if stem.unicodeScalars.last == "ا" || stem == "آ" {
            // «چلائیں», «چلائیے», «چلایئے», «چلاؤ».
            return ([stem + "ئیں", stem + "ئیے", stem + "یئے", stem + "ؤ"], stem + "نا")
        }
        // «کھولیں», «کھولیے», «کھولئے», «کھولیئے», «کھولو».
        return ([stem + "یں", stem + "یے", stem + "ئے", stem + "یئے", stem + "و"], stem + "نا")
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

    /// The oblique infinitives of the lexicon («کھولنے», «چلانے»), which open a purpose («… کھولنے
    /// کے لیے منتخب کریں»), with their habitual.
    static let obliqueInfinitives: [String: String] = {
        var obliques: [String: String] = [:]
        for verb in verbs {
            guard let habitual = verb.habitual else { continue }
            // The infinitive's «ا» becomes «ے»: «کھولنا» → «کھولنے», «دینا» → «دینے».
            obliques[String(forms(of: verb.stem).infinitive.dropLast()) + "ے"] = habitual
        }
        return obliques
    }()

    /// The negations before a command: «نہ کھولیں», «مت کھولو», «نہیں کھولیں».
    static let negations: Set<String> = ["نہ", "مت", "نہیں"]

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // The verb ends the sentence: a text that ends with a placeholder has none to judge.
        guard text.words.last?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard !words.isEmpty else { return nil }
        // A question asks; it does not command.
        if text.endsWith("؟") || text.endsWith("?") { return nil }
        let folded = words.map { plain($0.folded) }
        func written(_ from: Int, _ to: Int) -> String { text.slice(words[from].start, words[to].end) }
        // «براہ کرم», «برائے مہربانی», «مہربانی کر کے»: please.
        if let please = folded.indices.first(where: { index in
            folded[index] == "مہربانی" || folded[index] == "براہ" && index + 1 < folded.count && folded[index + 1] == "کرم"
        }) {
            let end = folded[please] == "براہ" ? please + 1 : please
            let start = please > 0 && folded[please - 1] == "برائے" ? please - 1 : please
            return HintFormIssue(.request, words: written(start, end))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "۔.!?؟")
        let verb = folded[last]
        let previous = last > 0 ? folded[last - 1] : nil
        // «آپ ترتیبات بدل سکتے ہیں۔», «آپ کو پاس ورڈ درج کرنا ہوگا۔»: the user is the subject.
        if let you = folded[..<last].firstIndex(of: "آپ"),
            ["چاہیے", "چاہئے", "ہوگا", "ہوگی"].contains(verb) || ["گا", "گی"].contains(verb) && previous == "ہو"
                || ["ہیں", "ہے"].contains(verb) && ["سکتے", "سکتی"].contains(previous ?? "")
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        guard let form = lexicon[verb] else { return nil }
        if let previous, negations.contains(previous) {
            return HintFormIssue(.negativeCommand, words: written(last - 1, last))
        }
        let kind: HintFormIssue.Kind = form.kind == .imperative ? .imperative : .infinitive
        // «حذف کر دیں», «بند کر دیجیے»: a compound with «کرنا» and the vector verb «دینا» or «لینا».
        if let previous, previous == "کر", form.stem == "دے" || form.stem == "لے", last >= 2, !notCompoundParts.contains(folded[last - 2]),
            !words[last - 2].isPlaceholder
        {
            let noun = folded[last - 2]
            if gestureParts.contains(noun) || userActionNouns.contains(noun) { return HintFormIssue(kind, words: written(last - 2, last)) }
            let habitual = form.stem == "دے" ? "دیتا ہے" : "لیتا ہے"
            return HintFormIssue(kind, words: written(last - 2, last), suggestion: written(last - 2, last - 1) + " " + habitual)
        }
        // «دبا کر رکھیں», «ٹیپ کر کے کھولیں»: a converb before the verb; the form is certain, what to
        // write instead is not.
        if let previous, previous == "کر" || previous == "کرکے" || previous == "کے" && last >= 2 && folded[last - 2] == "کر" {
            let start = previous == "کے" ? last - 2 : last - 1
            return HintFormIssue(kind, words: written(max(start - 1, 0), last))
        }
        // «حذف کریں», «ہٹا دیں»: the noun or verb before a light verb is part of it.
        let isCompound = lightVerbs.contains(form.stem) && previous.map { !notCompoundParts.contains($0) } == true
            && !words[last - 1].isPlaceholder
        let first = isCompound ? last - 1 : last
        // «ٹیپ کریں»: a gesture, which hint-gesture reports (the same words, once).
        if isCompound, let previous, gestureParts.contains(previous) {
            return HintFormIssue(kind, words: written(first, last))
        }
        if form.habitual == nil || isCompound && userActionNouns.contains(folded[first]) {
            return HintFormIssue(kind, words: written(first, last))
        }
        // «ترتیبات کھولنے کے لیے منتخب کریں۔»: the purpose is what the element does («ترتیبات کھولتا ہے۔»).
        if form.kind == .imperative, first >= 3, ["لیے", "لئے"].contains(folded[first - 1]), folded[first - 2] == "کے",
            let purpose = obliqueInfinitives[folded[first - 3]]
        {
            return HintFormIssue(.imperative, words: written(first - 3, last), suggestion: purpose)
        }
        let habitual = descriptiveVerbs[verb] ?? form.habitual ?? ""
        let suggestion = isCompound ? text.slice(words[first].start, words[first].end) + " " + habitual : habitual
        return HintFormIssue(kind, words: written(first, last), suggestion: suggestion)
    }
}

extension UrduGrammar {
    /// Every language-specific rule, in Urdu: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ur", .label, "چلائیں۔", fix: "چلائیں"),
        .bad("label-trailing-period", "ur", .label, "پسندیدہ میں شامل کریں۔", fix: "پسندیدہ میں شامل کریں"),
        .bad("label-trailing-period", "ur", .label, "نیا پیغام.", fix: "نیا پیغام"),
        .bad("label-trailing-period", "ur", .label, "چلائیں۔\u{200F}", fix: "چلائیں\u{200F}"),
        .good("label-trailing-period", "ur", .label, "چلائیں"),
        .good("label-trailing-period", "ur", .label, "لوڈ ہو رہا ہے..."),

        .bad("label-control-type", "ur", .label, "پلے بٹن", fix: "پلے"),
        .bad("label-control-type", "ur", .label, "والیوم سلائیڈر", fix: "والیوم"),
        .bad("label-control-type", "ur", .label, "پلے بٹن", fix: "پلے"),
        // «چلانے» alone would be the oblique of a verb: no fix.
        .badWithoutFix("label-control-type", "ur", .label, "چلانے کا بٹن"),
        .bad("label-control-type", "ur", .label, "نام، ٹیکسٹ فیلڈ", fix: "نام"),
        .good("label-control-type", "ur", .label, "چلائیں"),
        // The field is what the command acts on; the button is what the colour belongs to.
        .good("label-control-type", "ur", .label, "تلاش فیلڈ صاف کریں"),
        .good("label-control-type", "ur", .label, "بٹن کا رنگ"),
        .good("label-control-type", "ur", .label, "لنک کاپی کریں"),

        .bad("label-state", "ur", .label, "وائی فائی، منتخب", fix: "وائی فائی"),
        .bad("label-state", "ur", .label, "نشان زدہ"),
        // Beside a count, the state word counts selected items; before a noun, it is an adjective.
        .good("label-state", "ur", .label, "%lld منتخب"),
        .good("label-state", "ur", .label, "منتخب تصاویر دکھائیں"),
        // «منتخب کریں» is the command Select.
        .good("label-state", "ur", .label, "تصویر منتخب کریں"),
        .good("label-state", "ur", .label, "وائی فائی"),

        .bad("label-gesture", "ur", .label, "ٹیپ کریں"),
        .bad("label-gesture", "ur", .label, "دو بار ٹیپ کر کے چلائیں"),
        .bad("label-gesture", "ur", .label, "بائیں سوائپ کر کے ہٹائیں"),
        // A compound's noun after the converb («… سوائپ کر کے حذف کریں») is no instruction word the
        // shared matching knows: only a converb that ends the label or precedes a simple verb is seen.
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "ur", .label, "چلانے کے لیے تھپتھپائیں"),
        .good("label-gesture", "ur", .label, "سوائپ کارروائیاں"),
        .good("label-gesture", "ur", .label, "بیک ٹیپ"),
        .good("label-gesture", "ur", .label, "چلائیں"),

        .bad("label-length", "ur", .label, "تمام شرکاء کے لیے نیا پیغام بنانے کے لیے اس بٹن پر ٹیپ کریں اور پھر وصول کنندگان منتخب کریں"),
        .good("label-length", "ur", .label, "نیا پیغام"),

        .bad("label-vague", "ur", .label, "مزید جانیں"),
        .bad("label-vague", "ur", .label, "یہاں ٹیپ کریں"),
        .bad("label-vague", "ur", .label, "مزید"),
        .bad("label-vague", "ur", .label, "\u{200F}معلومات\u{200F}"),
        .good("label-vague", "ur", .label, "قیمتوں کے بارے میں مزید جانیں"),
        .good("label-vague", "ur", .label, "چلائیں"),

        .bad("hint-imperative", "ur", .hint, "گانا چلائیں۔", fix: "گانا چلاتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "گانا چلائیے۔", fix: "گانا چلاتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "ترتیبات کھولیں۔", fix: "ترتیبات کھولتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "منتخب فائلیں شیئر کریں۔", fix: "منتخب فائلیں شیئر کرتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "پیغام ہٹا دیں۔", fix: "پیغام ہٹا دیتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "پیغام حذف کر دیں۔", fix: "پیغام حذف کر دیتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "گانا چلانا۔", fix: "گانا چلاتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "بک مارک کھولنے کے لیے منتخب کریں۔", fix: "بک مارک کھولتا ہے۔"),
        // The element does not see: it shows.
        .bad("hint-imperative", "ur", .hint, "حالیہ دستاویزات دیکھیں۔", fix: "حالیہ دستاویزات دکھاتا ہے۔"),
        .bad("hint-imperative", "ur", .hint, "\u{200F}ترتیبات کھولیں۔\u{200F}", fix: "\u{200F}ترتیبات کھولتا ہے۔\u{200F}"),
        // The user's own action has no descriptive form.
        .badWithoutFix("hint-imperative", "ur", .hint, "اپنا پاس ورڈ درج کریں۔"),
        .bad("hint-imperative", "ur", .hint, "براہ کرم اپنا نام لکھیں۔"),
        .bad("hint-imperative", "ur", .hint, "ایپ بند نہ کریں۔"),
        .bad("hint-imperative", "ur", .hint, "آپ یہاں ترتیبات بدل سکتے ہیں۔"),
        .good("hint-imperative", "ur", .hint, "گانا چلاتا ہے۔"),
        .good("hint-imperative", "ur", .hint, "ترتیبات کھولتا ہے۔"),
        .good("hint-imperative", "ur", .hint, "منتخب فائلیں شیئر کرتی ہے۔"),
        .good("hint-imperative", "ur", .hint, "پیغام ہٹا دیتا ہے۔"),
        .good("hint-imperative", "ur", .hint, "\u{200F}ترتیبات کھولتا ہے۔\u{200F}"),
        .good("hint-imperative", "ur", .hint, "پلیئر کی ترتیبات۔"),
        // «گانا» (song) is no infinitive.
        .good("hint-imperative", "ur", .hint, "اگلا گانا۔"),
        .good("hint-imperative", "ur", .hint, "کیا آپ تمام فائلیں حذف کرنا چاہتے ہیں؟"),

        .bad("hint-gesture", "ur", .hint, "گانا چلانے کے لیے دو بار ٹیپ کریں۔"),
        .bad("hint-gesture", "ur", .hint, "ٹیپ کرنے پر آئٹم خریدتا ہے۔"),
        .bad("hint-gesture", "ur", .hint, "آئٹم ہٹانے کے لیے بائیں سوائپ کریں۔"),
        .bad("hint-gesture", "ur", .hint, "اختیارات دیکھنے کے لیے دبا کر رکھیں۔"),
        .bad("hint-gesture", "ur", .hint, "سب دکھانے کے لیے تھپتھپائیں۔"),
        .good("hint-gesture", "ur", .hint, "فہرست میں سب سے اوپر اسکرول کرتا ہے۔"),
        .good("hint-gesture", "ur", .hint, "آئٹم ہٹاتا ہے۔"),
        .good("hint-gesture", "ur", .hint, "بیک ٹیپ کی ترتیبات کھولتا ہے۔"),

        .bad("hint-control-type", "ur", .hint, "نام شامل کرنے والا بٹن۔"),
        .bad("hint-control-type", "ur", .hint, "یہ بٹن نام شامل کرتا ہے۔"),
        .good("hint-control-type", "ur", .hint, "نام شامل کرتا ہے۔"),
        // The type followed by a postposition, or before the verb, is what the hint acts on.
        .good("hint-control-type", "ur", .hint, "تلاش فیلڈ کو صاف کرتا ہے۔"),
        .good("hint-control-type", "ur", .hint, "تلاش فیلڈ صاف کرتا ہے۔"),
        .good("hint-control-type", "ur", .hint, "تمام بٹنوں کا رنگ بدلتا ہے۔"),

        .bad("hint-repeats-label", "ur", .hint, "محفوظ کریں بٹن آپ کی تبدیلیاں محفوظ کرتا ہے۔", label: "محفوظ کریں"),
        .good("hint-repeats-label", "ur", .hint, "آپ کی تبدیلیاں محفوظ کرتا ہے۔", label: "محفوظ کریں"),
        .good("hint-repeats-label", "ur", .hint, "پیغام ہٹاتا ہے۔", label: "ہٹائیں"),

        .bad("hint-missing-period", "ur", .hint, "گانا چلاتا ہے", fix: "گانا چلاتا ہے۔"),
        .bad("hint-missing-period", "ur", .hint, "گانا چلاتا ہے.", fix: "گانا چلاتا ہے۔"),
        .bad("hint-missing-period", "ur", .hint, "گانا چلاتا ہے\u{200F}", fix: "گانا چلاتا ہے۔\u{200F}"),
        .good("hint-missing-period", "ur", .hint, "گانا چلاتا ہے۔"),
        .good("hint-missing-period", "ur", .hint, "کیا آپ جاری رکھنا چاہتے ہیں؟"),
        .good("hint-missing-period", "ur", .hint, "مینو کھولتا ہے…"),

        .bad("hint-length", "ur", .hint,
             "اکاؤنٹ کی ترتیبات کھولتا ہے، جہاں آپ منتخب کر سکتے ہیں کہ ٹائم لائن سے کوئی پوسٹ شائع کرتے، اس کا جواب دیتے یا اسے بوسٹ کرتے وقت آپ کا کون سا اکاؤنٹ استعمال کیا جائے اور پہلے سے طے شدہ مرئیت کیا ہو۔"),
        .good("hint-length", "ur", .hint, "اکاؤنٹ کی ترتیبات کھولتا ہے۔"),
    ]
}
