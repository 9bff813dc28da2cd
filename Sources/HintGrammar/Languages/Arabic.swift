/// Arabic: hints describe the result with the imperfect of the third person, without a subject
/// («يشغّل الأغنية.», «يفتح الإعدادات.»); labels are short noun phrases, as Apple's Arabic
/// interfaces write them, most often a verbal noun («تشغيل», «إضافة إلى المفضلة»), without a final
/// period. The full stop is «.», the question mark «؟», the comma «،». Arabic has no letter case.
/// Words are looked up with the hamza on or under an alef folded to a bare alef («أضف», «اضف»), as
/// apps write both; short vowels and the shadda («شغّل») are marks inside the word, which the hint
/// grammar drops before its look-ups (``ArabicGrammar/plain(_:)``). Bidirectional marks (U+200E,
/// U+200F, U+061C) are invisible to the analysis.
extension LanguageProfile {
    /// The Arabic table (`ar`, also used for `ar-SA`, `ar-EG` and the other regions).
    public static let arabic = LanguageProfile(
        code: "ar", name: "Arabic", hasLetterCase: false,
        foldings: ArabicGrammar.foldings,
        fullStop: ".", otherFullStops: ["。", "．", "۔"],
        abbreviations: ArabicGrammar.abbreviations,
        terms: TermTable(ArabicGrammar.terms, segmentation: .words),
        instructionMarkers: ArabicGrammar.instructionMarkers,
        vagueLabels: ArabicGrammar.vagueLabels, vagueConcepts: ArabicGrammar.vagueConcepts,
        determiners: ArabicGrammar.determiners,
        hintForm: ArabicGrammar.hintForm,
        conditionMarkers: ArabicGrammar.folded(["إذا", "إن"]), purposeMarkers: ArabicGrammar.folded(["لكي", "كي", "حتى"]), conjunctions: ArabicGrammar.folded(["و", "أو", "ثم"]), attachedConjunctions: ArabicGrammar.folded(["و", "ف"]),
        reflexivePronouns: [],
        descriptiveVerbs: ArabicGrammar.descriptiveVerbs,
        stateConcepts: ArabicGrammar.stateConcepts, controlTypeConcepts: ArabicGrammar.controlTypeConcepts,
        gestureConcepts: ArabicGrammar.gestureConcepts,
        examples: ArabicGrammar.examples)
}

/// Arabic hint grammar. What is reported: the imperative («افتح», «شغّل», «أضف», in the
/// masculine, the feminine «افتحي» and the plural «افتحوا»), found in a verb lexicon with the
/// imperfect to write; «قم بـ…» («قم بتشغيل الأغنية»); the purpose of an imperative («حدد لفتح
/// القائمة»: the second verb is the result); «لـ» with a verbal noun opening the hint («لتشغيل
/// الأغنية.», the infinitive of a command); requests («يرجى», «الرجاء», «من فضلك»); prohibitions
/// («لا تحذف», certain only in the forms of the second person alone: «لا تقم», «لا تحذفي»); and
/// «يمكنك …». A hint that opens with the verbal noun of a label («تشغيل الأغنية.») is `info`: the
/// noun names the action, right for a label, a command-like noun for a hint. An imperative also
/// spelled as a common noun without its shadda («حمل» load / pregnancy, «سجل» record / log) is
/// `info` unless the shadda is written. The imperfect of the third person, masculine («يشغّل») or
/// feminine («تعرض القائمة …»), and the passive «يتم …» are never reported.
enum ArabicGrammar {
    /// The hamza on or under an alef, and the madda, to the bare alef: apps write «اضف» for «أضف».
    static let foldings: [Unicode.Scalar: Unicode.Scalar] = ["أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا"]

    /// A phrase as the table looks it up: alefs folded, words separated by one space.
    static func folded(_ phrase: String) -> String { AnalyzedText(phrase, foldings: foldings).foldedPhrase }

    static func folded(_ phrases: [String]) -> Set<String> { Set(phrases.map(folded)) }

    /// A folded word without its short vowels, tanwin, shadda, sukun, dagger alef and tatweel
    /// («شغّل» → «شغل», «مطولاً» → «مطولا»): the hint grammar's look-up key.
    static func plain(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.unicodeScalars where !isVowelMark(scalar) { scalars.append(scalar) }
        return String(scalars)
    }

    static func isVowelMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x064B...0x065F).contains(scalar.value) || scalar.value == 0x0670 || scalar.value == 0x0640
    }

    static let shadda: Unicode.Scalar = "\u{0651}"

    static let abbreviations: Set<String> = {
        // With inner dots, matched before the final period as written: ق.م. (BC), ص.ب. (P.O. box).
        let phrases: Set<String> = ["ق.م", "ص.ب", "م.م"]
        // «إلخ.» (etc.), «د.» (doctor, minutes), «م.» (AD, PM), «هـ.» (AH), «ص.» (AM, page), «ج.» (volume).
        let words = folded(["إلخ", "الخ", "د", "م", "هـ", "ه", "ص", "ج", "ت", "س", "ق"])
        return phrases.union(words)
    }()

    /// The states VoiceOver announces (``StateConcept``): Arabic VoiceOver speaks «محدد» for a
    /// selected element and a checked box alike.
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["محدد", "محددة", "غير محدد", "غير محددة", "تم التحديد", "تم تحديده"]),
        .checked: .words(["محدد", "غير محدد", "تم وضع علامة", "مع علامة اختيار"]),
        .dimmed: .words(["معتم", "معتمة", "باهت"]),
        .expanded: .words(["موسع", "موسّع", "موسعة", "تم التوسيع"]),
        .collapsed: .words(["مطوي", "مطوية", "تم الطي"]),
        .on: .none(because: "«تشغيل» / «مفعّل» is a switch's value, which VoiceOver reads, and «تشغيل» is also the label Play"),
        .off: .none(because: "«إيقاف» / «معطّل» is a switch's value, which VoiceOver reads, and «إيقاف» is also the label Stop"),
    ]

    /// The control types VoiceOver announces (``ControlTypeConcept``), indefinite as VoiceOver
    /// speaks them («زر», «حقل نص»): with the article attached («لون الزر», «قيمة المنزلق») the
    /// word is a noun of the label, what it modifies or acts on, not the element's type. The
    /// fields are also written definite («حقل البحث»), as a label carrying its type is.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["زر", "زرّ", "أزرار"]),
        .link: .none(because: "«رابط» is as often what the element acts on (نسخ الرابط، مشاركة رابط); a label that is only «رابط» is vague"),
        .image: .none(because: "«صورة» is as often what the element acts on (حفظ الصورة); a label that is only «صورة» is vague"),
        .textField: .words(["حقل نص", "حقل النص", "حقول النص", "حقل نصي"]),
        .searchField: .words(["حقل بحث", "حقل البحث"]),
        .secureTextField: .words(["حقل نص آمن", "حقل نص مؤمن"]),
        .slider: .words(["منزلق", "شريط منزلق"]),
        .adjustable: .none(because: "«قابل للتعديل» is an ordinary phrase of labels (حجم خط قابل للتعديل)"),
        // «مفتاح» is as often a key (مفتاح التشفير) or a device of Home apps.
        .toggle: .words(["زر تبديل", "أزرار تبديل", "مفتاح تبديل"]),
        .checkbox: .words(["مربع اختيار", "خانة اختيار", "مربع تحديد", "خانة تحديد"]),
        .radioButton: .words(["زر اختيار", "زر راديو", "أزرار اختيار"]),
        .picker: .words(["منتقي", "منتقي تاريخ", "منتقي التاريخ", "أداة اختيار"]),
        .segmentedControl: .words(["عنصر تحكم مقسم", "عنصر تحكم مجزأ"]),
        .tab: .none(because: "a browser's or an app's tab is content (إغلاق علامة التبويب، علامة تبويب جديدة)"),
        .tabBar: .words(["شريط علامات التبويب", "شريط علامات تبويب"]),
        .menu: .none(because: "«قائمة» is as often a list or the element that opens a menu (قائمة التشغيل، قائمة المستخدم)"),
        .popUpButton: .words(["زر منبثق", "زر قائمة منبثقة"]),
        .comboBox: .words(["قائمة منسدلة", "مربع تحرير وسرد", "مربع سرد"]),
        .heading: .none(because: "«عنوان» is as often content: a title, and an address (عنوان البريد الإلكتروني)"),
        .progressIndicator: .words(["شريط تقدم", "شريط التقدم", "مؤشر تقدم", "مؤشر التقدم"]),
        .stepper: .none(because: "Arabic interfaces have no settled word for a stepper; it is named by what it adjusts"),
        .list: .none(because: "«قائمة» is as often what the element shows (قائمة التشغيل، قائمة القراءة)"),
        .scrollBar: .words(["شريط تمرير", "شريط التمرير", "أشرطة التمرير"]),
    ]

    /// The gestures, as Arabic instructions name them (``GestureConcept``): Apple writes «اضغط»
    /// (tap), «اضغط مع الاستمرار» / «المس مع الاستمرار» (touch and hold), «اسحب» (swipe, drag),
    /// «انقر» (click; many apps tap with it too), «مرّر» (scroll); the masculine, feminine and
    /// plural imperatives, the verbal nouns with «بـ» («بالضغط»: by tapping).
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "اضغط", "اضغطي", "اضغطوا", "المس", "المسي", "المسوا", "الضغط", "بالضغط", "ضغطة", "بضغطة", "الضغط على", "بالضغط على",
        ]),
        .doubleTap: .words([
            "اضغط مرتين", "اضغطي مرتين", "اضغطوا مرتين", "انقر مرتين", "انقري مرتين", "اضغط ضغطتين", "ضغطة مزدوجة", "ضغطتين",
            "الضغط مرتين", "بالضغط مرتين", "النقر مرتين", "بالنقر مرتين", "اضغط ضغطا مزدوجا", "اضغط ضغطًا مزدوجًا",
            "اضغط ضغطاً مزدوجاً",
        ]),
        .tripleTap: .words(["اضغط ثلاث مرات", "انقر ثلاث مرات", "ضغطة ثلاثية", "الضغط ثلاث مرات"]),
        .longPress: .words([
            "اضغط مطولا", "اضغط مطولًا", "اضغط مطولاً", "اضغط مطوّلًا", "اضغط مطوّلاً", "اضغطي مطولا", "اضغط باستمرار",
            "اضغط مع الاستمرار", "اضغطي مع الاستمرار", "المس مع الاستمرار", "المس باستمرار", "المسي مع الاستمرار",
            "ضغطة مطولة", "الضغط المطول", "بالضغط المطول", "ضغط مطول", "ضغطة طويلة", "الضغط لفترة طويلة",
            "اضغط لفترة طويلة", "استمر في الضغط", "اللمس مع الاستمرار",
        ]),
        .swipe: .words([
            "اسحب", "اسحبي", "اسحبوا", "السحب", "بالسحب", "مرر سريعا", "مرر سريعًا", "مرّر سريعًا", "تمرير سريع", "التمرير السريع",
        ]),
        .drag: .words(["اسحب وأفلت", "اسحبي وأفلتي", "السحب والإفلات", "بالسحب والإفلات", "اسحبه", "اسحبها", "اسحب وأسقط"]),
        .pinch: .words(["اقرص", "ضم إصبعيك", "ضم الإصبعين", "باعد بين إصبعيك", "باعد بين الإصبعين", "قرب إصبعيك", "بإصبعين للتكبير"]),
        .rotate: .none(because: "«تدوير» is as often what the element does (يدير الصورة، تدوير الصورة), and the label of Rotate"),
        .shake: .words(["هز", "هزّ", "هزي", "هز الجهاز", "هز جهازك", "بهز", "رج الجهاز"]),
        .click: .words([
            "انقر", "انقري", "انقروا", "النقر", "بالنقر", "النقر على", "بالنقر على", "نقرة", "بنقرة", "انقر نقرا مزدوجا",
            "انقر نقرًا مزدوجًا", "انقر نقراً مزدوجاً", "نقرة مزدوجة", "النقر المزدوج", "بالنقر المزدوج", "انقر بزر الماوس الأيمن",
        ]),
        .press: .none(because: "«اضغط» names a tap and a press alike: its forms are under tap"),
        .scroll: .words(["مرر", "مرّر", "مرري", "مرّري", "مرروا", "التمرير", "بالتمرير", "قم بالتمرير"]),
        .fingers: .words(["بإصبعين", "بإصبعين اثنين", "بثلاثة أصابع", "بأربعة أصابع", "إصبعين", "ثلاثة أصابع", "أربعة أصابع"]),
    ]

    /// Gesture words that also name a thing or a result: «الضغط» is pressure too («ضغط الدم»),
    /// «السحب» a withdrawal, «التمرير» an automatic scroll, «هز» and «نقرة» ordinary nouns; an
    /// instruction only when they open the text or a marker follows.
    static let leadingGestures: Set<String> = folded([
        "الضغط", "ضغطة", "الضغط على", "السحب", "التمرير", "النقر", "نقرة", "النقر على", "هز", "هزّ", "السحب والإفلات",
        "اقرص", "مرر", "مرّر", "إصبعين", "ثلاثة أصابع", "أربعة أصابع", "التمرير السريع",
    ])

    /// Verbal nouns of the lexicon with «لـ» attached («لتشغيل», «للتشغيل»): a purpose after a
    /// gesture, as English "to".
    static let purposeWords: Set<String> = {
        var words: Set<String> = []
        for verb in verbs {
            guard let noun = verb.verbalNoun.map({ plain(folded($0)) }) else { continue }
            words.insert("ل" + noun)
            words.insert(noun.hasPrefix("ل") ? "ل" + noun : "لل" + noun)
        }
        return words
    }()

    /// What makes a gesture word an instruction when it follows it: a purpose, a place, a
    /// direction, a count.
    static let instructionMarkers: Set<String> = folded([
        "هنا", "على", "مرتين", "لكي", "كي", "حتى", "إلى", "الى", "لأعلى", "لأسفل", "للأعلى", "للأسفل", "لليمين", "لليسار", "يمينا",
        "يسارا", "يمينًا", "يسارًا", "أعلى", "أسفل", "فوق", "في", "مع", "عليه", "عليها", "بإصبعين", "سريعا", "سريعًا", "للتحديث",
        "للمزيد", "عموديا", "عموديًا", "أفقيا", "أفقيًا", "رأسيا", "رأسيًا", "لعرض", "للعرض", "للحذف", "للتحرير", "للاختيار", "للتحديد", "للفتح", "للإغلاق", "للتكبير", "للتصغير",
    ]).union(purposeWords)

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["المزيد", "مزيد", "أكثر"],
        .learnMore: ["معرفة المزيد", "اعرف المزيد", "تعرف على المزيد", "اقرأ المزيد", "قراءة المزيد", "اكتشف المزيد"],
        .clickHere: ["اضغط هنا", "انقر هنا", "المس هنا", "اضغطي هنا", "انقري هنا", "اضغطوا هنا"],
        .details: ["التفاصيل", "تفاصيل", "مزيد من التفاصيل", "المزيد من التفاصيل"],
        .info: ["معلومات", "المعلومات", "مزيد من المعلومات", "المزيد من المعلومات", "معلومات إضافية"],
        .here: ["هنا"],
        .link: ["رابط", "الرابط"],
        .image: ["صورة", "الصورة"],
    ]

    /// The vague labels of the concepts and the language's others, folded as labels are.
    static let vagueLabels: Set<String> = folded(
        ["زر", "أيقونة", "رمز", "بلا عنوان", "بدون عنوان", "عنصر", "تسمية", "نص", "عنصر نائب"] + vagueConcepts.values.joined())

    /// Demonstratives and quantifiers before a hint's subject: «هذا الزر يضيف …».
    static let determiners: Set<String> = folded(["هذا", "هذه", "ذلك", "تلك", "هؤلاء", "كل", "جميع"])

    /// The control types with a demonstrative, as a hint names the element: «هذا الزر يضيف اسمًا.».
    static let demonstratedControls = ["هذا الزر", "هذه الأزرار", "هذا المنزلق", "هذا الحقل", "هذا المفتاح", "هذه القائمة المنسدلة"]

    /// Verbal nouns of actions a label names on another element: «مسح حقل البحث» clears the search
    /// field, «إخفاء شريط التمرير» hides the scroll bar; with the control word after them, a
    /// neutral phrase.
    static let actionsOnElements = [
        "مسح", "إفراغ", "تنظيف", "إظهار", "إخفاء", "عرض", "فتح", "إغلاق", "توسيع", "طي", "تفعيل", "تعطيل", "تحديد", "تحرير",
        "تعديل", "تحديث", "إضافة", "حذف", "إزالة", "نسخ", "لصق", "تخصيص", "تغيير", "نقل", "إعادة تعيين", "التركيز على",
    ]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let key = folded(word)
            terms.append(Term(key, leadingGestures.contains(key) ? .leadingGesture : .gesture))
        }
        // Names of features and things, not gestures: Shake to Undo, Back Tap, blood and air
        // pressure, a cash withdrawal.
        for phrase in [
            "الهز للتراجع", "هز للتراجع", "الضغط على الخلف", "ضغط الدم", "الضغط الجوي", "ضغط الهواء", "ضغط الإطارات", "السحب النقدي",
            "ضغط الملفات", "الضغط التلقائي", "التمرير التلقائي",
        ] {
            terms.append(Term(folded(phrase), .neutral))
        }
        // Hardware buttons and the settings named after them: content, not the element's type.
        for phrase in ["زر التشغيل الجانبي", "الزر الجانبي", "زر الإجراءات", "زر الصفحة الرئيسية", "زر الصوت", "أزرار الصوت", "زر الطاقة"] {
            terms.append(Term(folded(phrase), .neutral))
        }
        let controls = controlTypeConcepts.allWords
        for word in controls {
            terms.append(Term(folded(word), .controlType))
        }
        for phrase in demonstratedControls {
            terms.append(Term(folded(phrase), .controlType))
        }
        for phrase in AnalyzedText.foldedPairs(actionsOnElements, controls, folding: folded) { terms.append(Term(phrase, .neutral)) }
        for word in stateConcepts.allWords {
            terms.append(Term(folded(word), .state))
        }
        return terms
    }()

    /// Verbs whose descriptive form is another verb: the element does not watch or look, it shows.
    static let descriptiveVerbs: [String: String] = [
        folded("شاهد"): "يعرض", folded("انظر"): "يعرض", folded("طالع"): "يعرض", folded("شاهدي"): "يعرض",
    ]

    /// One verb of user interfaces: its imperative (masculine singular, as written with its
    /// shadda), the imperfect a hint uses (nil for gestures, which a hint should not name), its
    /// verbal noun, and the feminine and plural imperatives where they are not the masculine with
    /// «ي» and «وا» (hollow and weak verbs: «أضف» → «أضيفي»).
    struct Verb {
        let imperative: String
        let imperfect: String?
        let verbalNoun: String?
        let otherImperatives: [String]
        /// The imperative without its shadda is also a common noun («حمل», «سجل»).
        let isNounAlike: Bool

        init(_ imperative: String, _ imperfect: String?, _ verbalNoun: String?, _ otherImperatives: [String] = [], nounAlike: Bool = false) {
            self.imperative = imperative
            self.imperfect = imperfect
            self.verbalNoun = verbalNoun
            self.otherImperatives = otherImperatives
            self.isNounAlike = nounAlike
        }
    }

    static let verbs: [Verb] = [
        Verb("افتح", "يفتح", "فتح"),
        Verb("أغلق", "يغلق", "إغلاق"),
        Verb("احذف", "يحذف", "حذف"),
        Verb("أضف", "يضيف", "إضافة", ["أضيفي", "أضيفوا"]),
        Verb("أزل", "يزيل", "إزالة", ["أزيلي", "أزيلوا"]),
        Verb("احفظ", "يحفظ", "حفظ"),
        Verb("شغّل", "يشغّل", "تشغيل", nounAlike: true),
        Verb("أوقف", "يوقف", "إيقاف"),
        Verb("اختر", "يختار", "اختيار", ["اختاري", "اختاروا"]),
        Verb("حدّد", "يحدد", "تحديد"),
        Verb("اعرض", "يعرض", "عرض"),
        Verb("أظهر", "يظهر", "إظهار"),
        Verb("أخف", "يخفي", "إخفاء", ["أخفي", "أخفوا"]),
        Verb("شارك", "يشارك", "مشاركة"),
        Verb("أرسل", "يرسل", "إرسال"),
        Verb("انسخ", "ينسخ", "نسخ"),
        Verb("الصق", "يلصق", "لصق"),
        Verb("ابحث", "يبحث", "بحث"),
        Verb("عدّل", "يعدّل", "تعديل", nounAlike: true),
        Verb("حرّر", "يحرر", "تحرير"),
        Verb("فعّل", "يفعّل", "تفعيل"),
        Verb("عطّل", "يعطّل", "تعطيل"),
        Verb("ألغ", "يلغي", "إلغاء", ["ألغي", "ألغوا"]),
        Verb("أكّد", "يؤكد", "تأكيد"),
        Verb("حمّل", "يحمّل", "تحميل", nounAlike: true),
        Verb("نزّل", "ينزّل", "تنزيل"),
        Verb("ارفع", "يرفع", "رفع"),
        Verb("حدّث", "يحدّث", "تحديث", nounAlike: true),
        Verb("أعد", "يعيد", "إعادة", ["أعيدي", "أعيدوا"]),
        Verb("كرّر", "يكرر", "تكرار"),
        Verb("انتقل", "ينتقل", "انتقال"),
        Verb("اذهب", "يذهب", "ذهاب"),
        Verb("ارجع", "يرجع", "رجوع"),
        Verb("سجّل", "يسجّل", "تسجيل", nounAlike: true),
        Verb("أدخل", "يدخل", "إدخال"),
        Verb("اكتب", "يكتب", "كتابة"),
        Verb("أنشئ", "ينشئ", "إنشاء", ["أنشئي", "أنشئوا"]),
        Verb("اتصل", "يتصل", "اتصال"),
        Verb("ادفع", "يدفع", "دفع"),
        Verb("اشتر", "يشتري", "شراء", ["اشتري", "اشتروا"]),
        Verb("قيّم", "يقيّم", "تقييم"),
        Verb("تابع", "يتابع", "متابعة"),
        Verb("استمر", "يستمر", "استمرار"),
        Verb("ابدأ", "يبدأ", "بدء"),
        Verb("أنه", "ينهي", "إنهاء", ["أنهي", "أنهوا"]),
        Verb("امسح", "يمسح", "مسح"),
        Verb("افحص", "يفحص", "فحص"),
        Verb("ثبّت", "يثبّت", "تثبيت"),
        Verb("استمع", "يستمع", "استماع"),
        Verb("اقرأ", "يقرأ", "قراءة"),
        Verb("ترجم", "يترجم", "ترجمة"),
        Verb("رتّب", "يرتب", "ترتيب"),
        Verb("صنّف", "يصنف", "تصنيف"),
        Verb("اسمح", "يسمح", "سماح"),
        Verb("امنع", "يمنع", "منع"),
        Verb("احظر", "يحظر", "حظر"),
        Verb("أقفل", "يقفل", "قفل"),
        Verb("اكتم", "يكتم", "كتم"),
        Verb("اطبع", "يطبع", "طباعة"),
        Verb("صدّر", "يصدّر", "تصدير"),
        Verb("استورد", "يستورد", "استيراد"),
        Verb("انضم", "ينضم", "انضمام"),
        Verb("غادر", "يغادر", "مغادرة"),
        Verb("أرفق", "يرفق", "إرفاق"),
        Verb("اربط", "يربط", "ربط"),
        Verb("جرّب", "يجرّب", "تجربة"),
        Verb("استعد", "يستعيد", "استعادة", ["استعيدي", "استعيدوا"]),
        Verb("اضبط", "يضبط", "ضبط"),
        Verb("خصّص", "يخصص", "تخصيص"),
        Verb("قارن", "يقارن", "مقارنة"),
        Verb("انقل", "ينقل", "نقل"),
        // «وضع» is a mode (وضع التحرير) as often as the verbal noun of «ضع».
        Verb("ضع", "يضع", nil, ["ضعي", "ضعوا"]),
        Verb("اقبل", "يقبل", "قبول"),
        Verb("ارفض", "يرفض", "رفض"),
        Verb("وافق", "يوافق", "موافقة"),
        Verb("أبلغ", "يبلغ", "إبلاغ"),
        Verb("وسّع", "يوسّع", "توسيع"),
        Verb("كبّر", "يكبّر", "تكبير"),
        Verb("صغّر", "يصغّر", "تصغير"),
        Verb("استخدم", "يستخدم", "استخدام"),
        Verb("رد", "يرد", "رد", ["ردي", "ردوا"], nounAlike: true),
        Verb("زد", "يزيد", "زيادة", ["زيدي", "زيدوا"]),
        Verb("قلّل", "يقلل", "تقليل"),
        Verb("اخفض", "يخفض", "خفض"),
        Verb("اخلط", "يخلط", "خلط"),
        Verb("افرز", "يفرز", "فرز"),
        Verb("اقفز", "يقفز", "قفز"),
        Verb("مكّن", "يمكّن", "تمكين"),
        Verb("بدّل", "يبدّل", "تبديل"),
        Verb("تحكّم", "يتحكم", "تحكم", nounAlike: true),
        Verb("تحقق", "يتحقق", "تحقق", nounAlike: true),
        // Perception verbs: the element does not watch or look, it shows (``descriptiveVerbs``).
        Verb("شاهد", "يعرض", "مشاهدة"),
        Verb("انظر", "يعرض", nil),
        // Gestures: a hint should not name them, whatever their form.
        Verb("اضغط", nil, nil),
        Verb("انقر", nil, nil),
        Verb("اسحب", nil, nil),
        Verb("المس", nil, nil),
        Verb("مرّر", nil, nil),
    ]

    /// Every imperative of the lexicon, plain → its verb.
    static let imperatives: [String: Verb] = {
        var forms: [String: Verb] = [:]
        for verb in verbs {
            let masculine = plain(folded(verb.imperative))
            let others = verb.otherImperatives.isEmpty ? [masculine + "ي", masculine + "وا"] : verb.otherImperatives.map { plain(folded($0)) }
            for form in [masculine] + others where forms[form] == nil { forms[form] = verb }
        }
        return forms
    }()

    /// Every verbal noun of the lexicon, plain → its verb.
    static let verbalNouns: [String: Verb] = {
        var nouns: [String: Verb] = [:]
        for verb in verbs {
            guard let noun = verb.verbalNoun else { continue }
            let key = plain(folded(noun))
            if nouns[key] == nil { nouns[key] = verb }
        }
        return nouns
    }()

    /// Words that ask: «يرجى إدخال …», «الرجاء …», «رجاءً …».
    static let requestWords: Set<String> = ["يرجى", "الرجاء", "رجاء", "رجاءا", "نرجو"]
    /// Words that address the user: «يمكنك …», «بإمكانك …», «عليك …», «أنت …».
    static let userAddressing: Set<String> = ["يمكنك", "يمكنكم", "بامكانك", "بامكانكم", "باستطاعتك", "تستطيع", "عليك", "عليكم", "انت", "انتم", "يجب"]
    /// After «لا», the jussive of the second person alone («لا تقم», «لا تنس»): a prohibition
    /// for certain; other verbs after «لا ت…» are also the third person feminine.
    static let jussiveOnly: Set<String> = ["تقم", "تنس", "تكن", "تقل", "تعد", "تخف"]
    /// «قم بـ…», the auxiliary of a command.
    static let doForms: Set<String> = ["قم", "قومي", "قوموا"]

    /// The imperfect to write for a verb, with its shadda only where the writer wrote one.
    static func suggestion(_ verb: Verb, like written: String) -> String? {
        guard let imperfect = verb.imperfect else { return nil }
        return written.unicodeScalars.contains(shadda) ? imperfect : plain(imperfect)
    }

    /// The verb of a verbal noun with «لـ» or «للـ» attached («لتشغيل», «للتشغيل»), if it is one.
    static func purposeVerb(_ word: String) -> Verb? {
        guard word.hasPrefix("ل") else { return nil }
        let rest = String(word.dropFirst())
        if let verb = verbalNouns[rest] { return verb }
        if rest.hasPrefix("ل"), let verb = verbalNouns[String(rest.dropFirst())] ?? verbalNouns["ا" + rest] { return verb }
        return nil
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = plain(first.folded)
        let second = words.count > 1 ? words[1] : nil
        let secondWord = second.map { plain($0.folded) }
        let written = text.slice(first.start, first.end)
        let firstTwo = second.map { text.slice(first.start, $0.end) } ?? written

        if requestWords.contains(word) { return HintFormIssue(.request, words: written) }
        if word == "من", secondWord == "فضلك" || secondWord == "فضلكم" { return HintFormIssue(.request, words: firstTwo) }
        if word == "لا", let secondWord, secondWord.hasPrefix("ت") {
            // «لا تقم بحذف …», «لا تحذفي»: the second person alone. «لا تحذف» is also «it does not delete».
            if jussiveOnly.contains(secondWord) || secondWord.count > 3 && (secondWord.hasSuffix("وا") || secondWord.hasSuffix("ي")) {
                return HintFormIssue(.negativeCommand, words: firstTwo)
            }
            return HintFormIssue(.negativeCommand, words: firstTwo, severity: .info)
        }
        if userAddressing.contains(word) { return HintFormIssue(.addressesUser, words: written, severity: .info) }
        if doForms.contains(word) {
            // «قم بتشغيل الأغنية.» → «يشغّل الأغنية.»
            if let second, let secondWord, secondWord.hasPrefix("ب"), let verb = verbalNouns[String(secondWord.dropFirst())] {
                return HintFormIssue(.imperative, words: firstTwo, suggestion: suggestion(verb, like: text.slice(second.start, second.end)))
            }
            return HintFormIssue(.imperative, words: written)
        }
        if let verb = imperatives[word] {
            // «حدد لفتح القائمة.»: the purpose is the result.
            if let second, let secondWord, let result = purposeVerb(secondWord) {
                return HintFormIssue(.imperative, words: firstTwo, suggestion: suggestion(result, like: text.slice(second.start, second.end)))
            }
            if verb.isNounAlike, !written.unicodeScalars.contains(shadda) {
                return HintFormIssue(.imperative, words: written, severity: .info)
            }
            return HintFormIssue(.imperative, words: written, suggestion: suggestion(verb, like: written))
        }
        // «لتشغيل الأغنية.»: a purpose with nothing to serve, the infinitive of a command.
        if let verb = purposeVerb(word) {
            return HintFormIssue(.infinitive, words: written, suggestion: suggestion(verb, like: written))
        }
        // «تشغيل الأغنية.»: the verbal noun of a label.
        if verbalNouns[word] != nil || word.hasPrefix("ال") && verbalNouns[String(word.dropFirst(2))] != nil {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }
}

extension ArabicGrammar {
    /// Every language-specific rule, in Arabic: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ar", .label, "تشغيل.", fix: "تشغيل"),
        .bad("label-trailing-period", "ar", .label, "إضافة إلى المفضلة.", fix: "إضافة إلى المفضلة"),
        // A right-to-left mark after the period stays where it was.
        .bad("label-trailing-period", "ar", .label, "تشغيل.\u{200F}", fix: "تشغيل\u{200F}"),
        .good("label-trailing-period", "ar", .label, "تشغيل"),
        .good("label-trailing-period", "ar", .label, "جارٍ التحميل..."),
        .good("label-trailing-period", "ar", .label, "صور وفيديوهات وملفات إلخ."),
        .good("label-trailing-period", "ar", .label, "هل تريد المتابعة؟"),

        .bad("label-control-type", "ar", .label, "زر التشغيل"),
        .bad("label-control-type", "ar", .label, "تشغيل، زر", fix: "تشغيل"),
        .bad("label-control-type", "ar", .label, "تشغيل, زر", fix: "تشغيل"),
        .bad("label-control-type", "ar", .label, "منزلق مستوى الصوت"),
        .bad("label-control-type", "ar", .label, "الاسم، حقل نص"),
        .good("label-control-type", "ar", .label, "تشغيل"),
        // With the article, the type word is what the label's noun belongs to or acts on.
        .good("label-control-type", "ar", .label, "لون الزر"),
        .good("label-control-type", "ar", .label, "مسح حقل البحث"),
        .good("label-control-type", "ar", .label, "إظهار شريط التمرير"),
        .good("label-control-type", "ar", .label, "إعدادات زر الإجراءات"),
        .good("label-control-type", "ar", .label, "قائمة المستخدم"),

        .bad("label-state", "ar", .label, "Wi-Fi, محدد", fix: "Wi-Fi"),
        .bad("label-state", "ar", .label, "محدد"),
        .bad("label-state", "ar", .label, "التفاصيل (موسع)", fix: "التفاصيل"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "ar", .label, "%lld محدد"),
        .good("label-state", "ar", .label, "إظهار الصور المحددة"),
        .good("label-state", "ar", .label, "وقت محدد"),
        .good("label-state", "ar", .label, "Wi-Fi"),

        .bad("label-gesture", "ar", .label, "اضغط للتشغيل"),
        .bad("label-gesture", "ar", .label, "اضغط مرتين للتكبير"),
        .bad("label-gesture", "ar", .label, "اسحب لليسار للحذف"),
        .bad("label-gesture", "ar", .label, "انقر هنا لعرض الكل"),
        .bad("label-gesture", "ar", .label, "اضغط مع الاستمرار للتسجيل"),
        .good("label-gesture", "ar", .label, "إجراءات السحب"),
        .good("label-gesture", "ar", .label, "تشغيل"),
        .good("label-gesture", "ar", .label, "ضغط الدم"),
        .good("label-gesture", "ar", .label, "السحب النقدي"),
        .good("label-gesture", "ar", .label, "الهز للتراجع"),

        .bad("label-length", "ar", .label, "اضغط على هذا الزر من أجل إنشاء رسالة جديدة وإرسالها إلى جميع جهات الاتصال"),
        .good("label-length", "ar", .label, "رسالة جديدة"),
        // The Arabic comma separates the parts VoiceOver reads with a pause, as "," does.
        .good("label-length", "ar", .label, "شركة آبل، ١٢٥٫٢٥ دولار، ارتفاع بنسبة ١٫٣٪ اليوم في السوق"),
        .good("label-length", "ar", .label, "إرسال رسالة جديدة إلى جميع جهات الاتصال"),

        .bad("label-vague", "ar", .label, "معرفة المزيد"),
        .bad("label-vague", "ar", .label, "اضغط هنا"),
        .bad("label-vague", "ar", .label, "المزيد"),
        .bad("label-vague", "ar", .label, "معلومات"),
        .bad("label-vague", "ar", .label, "\u{200F}المزيد\u{200F}"),
        .good("label-vague", "ar", .label, "المزيد عن الأسعار"),
        .good("label-vague", "ar", .label, "تشغيل"),

        // The imperfect adds its prefix to the imperative's stem: the text is rewritten where the
        // stem is kept («افتح» → «يفتح»), or where the verb is another (``descriptiveVerbs``).
        .bad("hint-imperative", "ar", .hint, "افتح الإعدادات.", fix: "يفتح الإعدادات."),
        .bad("hint-imperative", "ar", .hint, "شاهد الفيديو.", fix: "يعرض الفيديو."),
        .bad("hint-imperative", "ar", .hint, "شغّل الأغنية.", fix: "يشغّل الأغنية."),
        .badWithoutFix("hint-imperative", "ar", .hint, "أضف المدينة إلى القائمة."),
        .badWithoutFix("hint-imperative", "ar", .hint, "اضف المدينة إلى القائمة."),
        .bad("hint-imperative", "ar", .hint, "افتحي الإعدادات.", fix: "يفتح الإعدادات."),
        .badWithoutFix("hint-imperative", "ar", .hint, "حدد لفتح المعادل."),
        .badWithoutFix("hint-imperative", "ar", .hint, "قم بتشغيل الأغنية."),
        .badWithoutFix("hint-imperative", "ar", .hint, "لتشغيل الأغنية."),
        .badWithoutFix("hint-imperative", "ar", .hint, "يرجى إدخال اسمك."),
        .badWithoutFix("hint-imperative", "ar", .hint, "لا تقم بإغلاق التطبيق."),
        .badWithoutFix("hint-imperative", "ar", .hint, "يمكنك تغيير الترتيب."),
        // The verbal noun of a label: info.
        .badWithoutFix("hint-imperative", "ar", .hint, "تشغيل الأغنية."),
        // The right-to-left marks stay where they were.
        .bad("hint-imperative", "ar", .hint, "\u{200F}افتح الإعدادات.\u{200F}", fix: "\u{200F}يفتح الإعدادات.\u{200F}"),
        .good("hint-imperative", "ar", .hint, "يشغّل الأغنية."),
        .good("hint-imperative", "ar", .hint, "يشغل الأغنية."),
        .good("hint-imperative", "ar", .hint, "يفتح الإعدادات."),
        .good("hint-imperative", "ar", .hint, "يتم تشغيل الأغنية."),
        .good("hint-imperative", "ar", .hint, "تعرض القائمة جهات الاتصال."),
        .good("hint-imperative", "ar", .hint, "لا يكرر القائمة."),
        .good("hint-imperative", "ar", .hint, "غير متاح دون اتصال."),
        .good("hint-imperative", "ar", .hint, "\u{200F}يفتح الإعدادات.\u{200F}"),

        .badWithoutFix("hint-gesture", "ar", .hint, "اضغط مرتين لتشغيل الأغنية."),
        .badWithoutFix("hint-gesture", "ar", .hint, "اسحب لحذف العنصر."),
        .badWithoutFix("hint-gesture", "ar", .hint, "الضغط على الزر يشتري المنتج."),
        .badWithoutFix("hint-gesture", "ar", .hint, "انقر لفتح القائمة."),
        .badWithoutFix("hint-gesture", "ar", .hint, "اضغط %@ للحذف."),
        .good("hint-gesture", "ar", .hint, "ينتقل إلى الأعلى."),
        .good("hint-gesture", "ar", .hint, "يحذف العنصر."),
        .good("hint-gesture", "ar", .hint, "يفعّل الهز للتراجع."),
        .good("hint-gesture", "ar", .hint, "يعرض ضغط الدم."),

        .bad("hint-control-type", "ar", .hint, "زر يضيف اسمًا."),
        .bad("hint-control-type", "ar", .hint, "منزلق يغير المقياس."),
        .bad("hint-control-type", "ar", .hint, "هذا الزر يضيف اسمًا."),
        .good("hint-control-type", "ar", .hint, "يضيف اسمًا."),
        .good("hint-control-type", "ar", .hint, "يمسح حقل البحث."),
        .good("hint-control-type", "ar", .hint, "يفتح إعدادات زر الإجراءات."),

        .bad("hint-repeats-label", "ar", .hint, "حفظ يحفظ التعديلات.", label: "حفظ"),
        .bad("hint-repeats-label", "ar", .hint, "رجوع يعود إلى الشاشة السابقة.", label: "رجوع"),
        .good("hint-repeats-label", "ar", .hint, "يحفظ التعديلات.", label: "حفظ"),
        .good("hint-repeats-label", "ar", .hint, "يحذف الرسالة.", label: "حذف"),

        .bad("hint-missing-period", "ar", .hint, "يشغّل الأغنية", fix: "يشغّل الأغنية."),
        .bad("hint-missing-period", "ar", .hint, "يضيف مدينة。", fix: "يضيف مدينة."),
        // The period goes before the right-to-left mark that closes the hint, as the other stops would.
        .bad("hint-missing-period", "ar", .hint, "يشغّل الأغنية\u{200F}", fix: "يشغّل الأغنية.\u{200F}"),
        // After a closing quote, before the right-to-left mark that ends the text.
        .bad("hint-missing-period", "ar", .hint, "يفتح قائمة \"الإعدادات\"\u{200F}", fix: "يفتح قائمة \"الإعدادات\".\u{200F}"),
        .good("hint-missing-period", "ar", .hint, "يشغّل الأغنية."),
        .good("hint-missing-period", "ar", .hint, "يفتح القائمة…"),
        .good("hint-missing-period", "ar", .hint, "هل تريد حفظ التغييرات؟"),
        .good("hint-missing-period", "ar", .hint, "يشغّل الأغنية.\u{200F}"),

        .bad("hint-length", "ar", .hint,
             "يفتح الإعدادات التي يمكنك فيها اختيار الحساب الذي يستخدم عندما تنشر أو ترد أو تعيد نشر منشور من الخط الزمني الخاص بك في التطبيق."),
        .good("hint-length", "ar", .hint, "يفتح إعدادات الحساب."),
    ]
}
