/// Hebrew: hints describe the result with the present participle, without a subject («מנגן את
/// השיר.», «פותח את ההגדרות.»), in the masculine as Apple's Hebrew interfaces write them; labels
/// are short noun phrases, most often a verbal noun («ניגון», «הוספה למועדפים»), without a final
/// period. The full stop is «.»; Hebrew has no letter case. The article «ה», the prepositions «ל»,
/// «ב», «מ», the conjunction «ו» and the relative «ש» are written attached to the word: «הכפתור»
/// (the button), «לחיפוש» (for searching) are words of their own. Vowel points (niqqud) and the
/// dagesh are marks inside the word, which the hint grammar drops before its look-ups
/// (``HebrewGrammar/plain(_:)``). Bidirectional marks (U+200E, U+200F) are invisible to the analysis.
extension LanguageProfile {
    /// The Hebrew table (`he`, also used for `he-IL`).
    public static let hebrew = LanguageProfile(
        code: "he", name: "Hebrew", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: HebrewGrammar.abbreviations,
        terms: TermTable(HebrewGrammar.terms, segmentation: .words),
        instructionMarkers: HebrewGrammar.instructionMarkers,
        vagueLabels: HebrewGrammar.vagueLabels, vagueConcepts: HebrewGrammar.vagueConcepts,
        determiners: HebrewGrammar.determiners,
        hintForm: HebrewGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["של"], headFollows: false),
        conditionMarkers: ["אם"], purposeMarkers: ["כדי"], conjunctions: ["או", "ואז", "וגם", "אחר"], attachedConjunctions: ["ו"],
        reflexivePronouns: [],
        stateConcepts: HebrewGrammar.stateConcepts, controlTypeConcepts: HebrewGrammar.controlTypeConcepts,
        gestureConcepts: HebrewGrammar.gestureConcepts,
        examples: HebrewGrammar.examples)
}

/// Hebrew hint grammar. What is reported: the imperative («פתח», «הוסף», in the masculine, the
/// feminine «הוסיפי», the plural «הוסיפו», and the inclusive «הוסף/י»), found in a verb lexicon
/// with the present participle to write; the infinitive used as a command («לנגן את השיר»),
/// also after «יש» («יש לבחור», one must choose) or opening with «כדי» («כדי לנגן»); the purpose
/// of a command («בחר כדי לפתוח את התפריט»: the second verb is the result); requests («נא», «אנא»,
/// «בבקשה»); prohibitions («אל תמחק», «לא לחזור על»); and «ניתן ל…», «אפשר ל…», «באפשרותך» (you
/// can), as `info`. A hint that opens with a verbal noun («הצגת התפריט.», «מחיקה») is `info`: the
/// noun names the action, right for a label. An imperative also spelled as a noun or an adjective
/// («נגן» player, «סגור» closed, «העתק» a copy, «שנה» year) is `info` unless the object marker
/// «את» follows it; the future of the second person («תמחק את הקובץ») is also the third person
/// feminine, `info`. The present participle («מנגן», «מנגנת», «מציג») is never reported.
enum HebrewGrammar {
    /// A word without its vowel points, dagesh and cantillation marks («נַגֵּן» → «נגן»): the
    /// grammar's look-up key.
    static func plain(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.unicodeScalars where !(0x0591...0x05C7).contains(scalar.value) || scalar.value == 0x05BE || scalar.value == 0x05C0
            || scalar.value == 0x05C3 || scalar.value == 0x05C6
        {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// A phrase as the table looks it up: words separated by one space.
    static func folded(_ phrase: String) -> String { AnalyzedText(phrase).foldedPhrase }

    static func folded(_ phrases: [String]) -> Set<String> { Set(phrases.map(folded)) }

    /// Abbreviations written with a period («וכו.» etc., «מס.» number, «עמ.» page, «ד.» minutes,
    /// «רח.» street); those written with a geresh («וכו׳») end with it, not with a period.
    static let abbreviations: Set<String> = ["וכו", "וכד", "מס", "עמ", "ד", "רח", "פרופ", "גב", "מר", "דר", "טל", "ש", "אלפ"]

    /// The states VoiceOver announces (``StateConcept``): Hebrew VoiceOver speaks «נבחר» for a
    /// selected element, «מסומן» for a checked box, «מעומעם» for a dimmed one.
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["נבחר", "נבחרה", "נבחרו", "לא נבחר", "לא נבחרה", "נבחרים", "נבחרות"]),
        .checked: .words(["מסומן", "מסומנת", "לא מסומן", "לא מסומנת", "מסומנים"]),
        .dimmed: .words(["מעומעם", "מעומעמת"]),
        .expanded: .words(["מורחב", "מורחבת"]),
        .collapsed: .words(["מכווץ", "מכווצת"]),
        .on: .none(because: "«מופעל» is a switch's value, which VoiceOver reads, and «פועל» an ordinary word of labels (Wi-Fi פועל)"),
        .off: .none(because: "«כבוי» is a switch's value, which VoiceOver reads, and «כיבוי» the label Turn Off"),
    ]

    /// The control types VoiceOver announces (``ControlTypeConcept``), without the article as
    /// VoiceOver speaks them («כפתור», «שדה טקסט»): with the article attached («צבע הכפתור») the
    /// word is what the label's noun belongs to or acts on, not the element's type. The fields
    /// are also written with the article on their modifier («שדה החיפוש»), as a label carrying its
    /// type is.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        // Apple writes «כפתור»; many apps, as Microsoft does, «לחצן».
        .button: .words(["כפתור", "כפתורים", "לחצן", "לחצנים"]),
        .link: .none(because: "«קישור» is as often what the element acts on (העתקת קישור, שיתוף קישור); a label that is only «קישור» is vague"),
        .image: .none(because: "«תמונה» is as often what the element acts on (שמירת תמונה); a label that is only «תמונה» is vague"),
        .textField: .words(["שדה טקסט", "שדה הטקסט", "שדות טקסט", "שדה מלל"]),
        .searchField: .words(["שדה חיפוש", "שדה החיפוש"]),
        .secureTextField: .words(["שדה טקסט מאובטח", "שדה מאובטח"]),
        .slider: .words(["מחוון", "מחוונים"]),
        .adjustable: .none(because: "«ניתן לכוונון» opens ordinary sentences of labels and hints (ניתן לכוונון בהגדרות)"),
        // «מתג» alone is as often a device of Home apps (מתג תאורה) or a hardware switch.
        .toggle: .words(["כפתור מיתוג", "כפתורי מיתוג", "לחצן מיתוג"]),
        .checkbox: .words(["תיבת סימון", "תיבות סימון"]),
        .radioButton: .words(["כפתור בחירה", "לחצן בחירה", "כפתור רדיו", "לחצן רדיו"]),
        // «בוחר» alone is the participle a hint opens with (בוחר את הקובץ).
        .picker: .words(["בורר", "בורר תאריך", "בורר תאריכים", "בוחר תאריך", "בורר שעה"]),
        .segmentedControl: .words(["פקד מפולח", "פקד מקטעים", "בקרה מפולחת"]),
        .tab: .none(because: "a browser's or an app's tab is content (סגירת לשונית, לשונית חדשה)"),
        .tabBar: .words(["סרגל לשוניות", "סרגל הלשוניות", "שורת לשוניות", "סרגל כרטיסיות"]),
        .menu: .none(because: "«תפריט» is as often what the element opens (פתיחת תפריט ההוספה)"),
        .popUpButton: .words(["כפתור קופץ", "כפתור תפריט קופץ", "תפריט קופץ"]),
        .comboBox: .words(["תיבה משולבת", "תיבת בחירה משולבת"]),
        .heading: .none(because: "«כותרת» is as often content: a title (כותרת השיר, עריכת כותרת)"),
        .progressIndicator: .words(["מחוון התקדמות", "סרגל התקדמות", "פס התקדמות", "מחוון ההתקדמות", "מחוון פעילות"]),
        .stepper: .none(because: "Hebrew interfaces have no settled word for a stepper; it is named by what it adjusts"),
        .list: .none(because: "«רשימה» is as often what the element shows (רשימת נגינה, רשימת קריאה)"),
        .scrollBar: .words(["פס גלילה", "סרגל גלילה", "פסי גלילה", "פס הגלילה"]),
    ]

    /// The gestures, as Hebrew instructions name them (``GestureConcept``): Apple writes «הקש/י»
    /// (tap), «הקש/י פעמיים», «גע/י והחזק/י» (touch and hold), «החלק/י» (swipe), «גרור/י» (drag),
    /// «צבוט/י» (pinch), «לחץ/י» (click, press), «גלול/י» (scroll); the masculine, feminine and
    /// plural imperatives, the infinitive («להקיש», «יש להקיש»: one must tap) and the verbal noun
    /// («הקשה», «בהקשה»: by tapping).
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "הקש", "הקישי", "הקישו", "להקיש", "הקשה", "בהקשה", "גע", "געי", "געו", "לגעת", "נגיעה", "בנגיעה",
            "תקיש", "הקשה אחת", "יש להקיש", "יש לגעת",
        ]),
        .doubleTap: .words([
            "הקש פעמיים", "הקישי פעמיים", "הקישו פעמיים", "להקיש פעמיים", "הקשה כפולה", "בהקשה כפולה", "הקשה פעמיים",
            "גע פעמיים", "געי פעמיים", "געו פעמיים", "לגעת פעמיים", "נגיעה כפולה", "בנגיעה כפולה",
            "יש להקיש פעמיים", "יש לגעת פעמיים",
        ]),
        .tripleTap: .words(["הקש שלוש פעמים", "הקישי שלוש פעמים", "להקיש שלוש פעמים", "הקשה משולשת", "בהקשה משולשת"]),
        .longPress: .words([
            "לחיצה ארוכה", "בלחיצה ארוכה", "לחץ לחיצה ארוכה", "לחיצה ממושכת", "בלחיצה ממושכת", "לחץ והחזק", "לחצי והחזיקי",
            "לחצו והחזיקו", "גע והחזק", "געי והחזיקי", "געו והחזיקו", "הקש והחזק", "הקישי והחזיקי", "נגיעה ארוכה", "בנגיעה ארוכה",
            "הקשה ארוכה", "בהקשה ארוכה", "ללחוץ לחיצה ארוכה", "לגעת ולהחזיק", "ללחוץ ולהחזיק", "ולהחזיק",
            "יש ללחוץ לחיצה ארוכה", "יש לגעת ולהחזיק",
        ]),
        .swipe: .words([
            "החלק", "החליקי", "החליקו", "להחליק", "בהחלקה", "יש להחליק", "החלק למעלה", "החלק למטה", "החלק ימינה", "החלק שמאלה",
        ]),
        .drag: .words(["גרור", "גררי", "גררו", "לגרור", "בגרירה", "יש לגרור", "גרור ושחרר", "בגרירה ושחרור"]),
        .pinch: .words(["צבוט", "צבטי", "צבטו", "לצבוט", "צביטה", "בצביטה", "הרחק אצבעות", "קרב אצבעות"]),
        .rotate: .none(because: "«סובב» and «סיבוב» are as often what the element does (סיבוב התמונה), and the label Rotate"),
        .shake: .words(["נער את המכשיר", "נערי את המכשיר", "נערו את המכשיר", "לנער את המכשיר", "ניעור המכשיר", "בניעור", "נער", "נערי", "נערו"]),
        .click: .words([
            "לחץ", "לחצי", "לחצו", "ללחוץ", "לחיצה", "בלחיצה", "לחץ פעמיים", "לחצי פעמיים", "לחצו פעמיים",
            "ללחוץ פעמיים", "לחיצה כפולה", "בלחיצה כפולה", "לחץ לחיצה כפולה", "לחיצה ימנית", "בלחיצה ימנית", "לחץ לחיצה ימנית",
            "תלחץ", "יש ללחוץ", "יש ללחוץ פעמיים",
        ]),
        .press: .none(because: "«לחץ» names a click and a press alike: its forms are under click"),
        // The verbal nouns «גלילה», «גרירה», «החלקה» name what the element does, as a label names an
        // action («גלילה למעלה»: scroll to top); with «ב» (by scrolling) they are instructions.
        .scroll: .words(["גלול", "גללי", "גללו", "לגלול", "בגלילה", "יש לגלול"]),
        .fingers: .words(["בשתי אצבעות", "בשלוש אצבעות", "בארבע אצבעות", "שתי אצבעות", "שלוש אצבעות", "ארבע אצבעות"]),
    ]

    /// Gesture words that also name a thing or a result: «החלק» is also «the part», «לחץ»
    /// pressure, «נער» a youth, «נגיעה» and «הקשה» a touch and a keystroke; an instruction only when they open the text or a marker («על», «כדי») follows.
    static let leadingGestures: Set<String> = folded([
        "החלק", "לחץ", "לחיצה", "נער", "נערי", "נערו", "נגיעה", "הקשה", "צביטה", "גלול", "שתי אצבעות", "שלוש אצבעות", "ארבע אצבעות",
    ])

    /// Verbal nouns and infinitives of the lexicon with «ל» («למחיקה», «לנגן»): a purpose after a
    /// gesture, as English "to".
    static let purposeWords: Set<String> = {
        var words: Set<String> = []
        for verb in verbs {
            if let infinitive = verb.infinitive { words.insert(infinitive) }
            if let noun = verb.verbalNoun { words.insert("ל" + noun) }
        }
        return words
    }()

    /// What makes a gesture word an instruction when it follows it: a purpose, a place, a
    /// direction, a count.
    static let instructionMarkers: Set<String> = folded([
        "כאן", "פה", "על", "פעמיים", "כדי", "למעלה", "למטה", "ימינה", "שמאלה", "הצידה", "אל", "לכאן", "מטה", "מעלה", "אופקית", "אנכית",
        "בשתי", "בשלוש", "והחזק", "והחזיקי", "והחזיקו", "ארוכה", "ממושכת", "לאורך", "לרענון", "לעוד", "קדימה", "אחורה",
    ]).union(purposeWords)

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["עוד", "יותר", "עוד…", "עוד..."],
        .learnMore: ["מידע נוסף", "למידע נוסף", "למד עוד", "למדי עוד", "למדו עוד", "קרא עוד", "קראי עוד", "קראו עוד", "גלה עוד", "לפרטים נוספים"],
        .clickHere: ["לחץ כאן", "לחצי כאן", "לחצו כאן", "הקש כאן", "הקישי כאן", "הקישו כאן", "גע כאן", "לחץ פה", "הקש פה"],
        .details: ["פרטים", "הפרטים", "פרטים נוספים"],
        .info: ["מידע", "המידע"],
        .here: ["כאן", "פה"],
        .link: ["קישור", "הקישור", "לינק"],
        .image: ["תמונה", "התמונה"],
    ]

    /// The vague labels of the concepts and the language's others, folded as labels are.
    static let vagueLabels: Set<String> = folded(
        ["כפתור", "לחצן", "סמל", "אייקון", "סמליל", "פריט", "ללא כותרת", "ללא שם", "תווית", "טקסט", "מציין מיקום"]
            + vagueConcepts.values.joined())

    /// Demonstratives and quantifiers: «כפתור זה מוסיף …», «כל הפריטים».
    static let determiners: Set<String> = ["זה", "זו", "זאת", "הזה", "הזו", "הזאת", "כל", "אותו", "אותה"]

    /// The control types with a demonstrative, as a hint names the element: «הכפתור הזה מוסיף שם.».
    static let demonstratedControls = [
        "הכפתור הזה", "כפתור זה", "הלחצן הזה", "לחצן זה", "המחוון הזה", "מחוון זה", "השדה הזה", "שדה זה", "המתג הזה", "מתג זה",
    ]

    /// Verbal nouns, in the construct state, of actions a label names on another element: «ניקוי
    /// שדה החיפוש» clears the search field, «הסתרת פס הגלילה» hides the scroll bar; with the
    /// control word after them, a neutral phrase.
    static let actionsOnElements = [
        "ניקוי", "ריקון", "הצגת", "הסתרת", "פתיחת", "סגירת", "הרחבת", "כיווץ", "הפעלת", "השבתת", "בחירת", "עריכת", "עדכון", "הוספת",
        "מחיקת", "הסרת", "העתקת", "הדבקת", "התאמת", "שינוי", "העברת", "איפוס", "מיקוד", "נקה", "לנקות", "הצג", "הסתר",
    ]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let key = folded(word)
            terms.append(Term(key, leadingGestures.contains(key) ? .leadingGesture : .gesture))
        }
        // Names of features and things, not gestures: Shake to Undo, Back Tap, blood and air
        // pressure, automatic scrolling, a part of a text.
        for phrase in [
            "ניעור לביטול", "נער לביטול", "הקשה על הגב", "הקשה בגב", "לחץ דם", "לחץ אוויר", "לחץ ברומטרי", "לחץ הצמיגים", "לחץ אטמוספרי",
            "גלילה אוטומטית", "גלילה חלקה", "גלילה אינסופית", "החלקה אוטומטית", "החלק הבא", "החלק הקודם", "החלק הראשון", "החלק האחרון",
            "החלק העליון", "החלק התחתון", "לחיצת מקש", "לחיצות מקשים", "לחיצה על מקש",
        ] {
            terms.append(Term(folded(phrase), .neutral))
        }
        // Gauges named by what they measure, content as a battery icon is: «מחוון» is also any gauge.
        for phrase in ["מחוון סוללה", "מחוון הסוללה", "מחוון טעינה", "מחוון עוצמת אות", "מחוון האות", "מחוון מהירות"] {
            terms.append(Term(folded(phrase), .neutral))
        }
        // Hardware buttons and the settings named after them: content, not the element's type.
        for phrase in ["כפתור הצד", "הכפתור הצדדי", "כפתור הפעולה", "כפתור הבית", "כפתור עוצמת הקול", "כפתורי עוצמת הקול", "כפתור ההפעלה"] {
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

    /// One verb of user interfaces: its imperative (masculine singular), the present participle a
    /// hint uses (nil for gestures, which a hint should not name, and for perception verbs, whose
    /// descriptive form is «מציג» with another object), its infinitive, its verbal noun, the
    /// feminine and plural imperatives where they are not the masculine with «י» and «ו», and the
    /// future of the second person («תמחק»).
    struct Verb {
        let imperative: String
        let present: String?
        let infinitive: String?
        let verbalNoun: String?
        let otherImperatives: [String]
        let future: String?
        /// The imperative is also spelled as a noun or an adjective («נגן» player, «סגור» closed).
        let isNounAlike: Bool

        init(
            _ imperative: String, _ present: String?, _ infinitive: String?, _ verbalNoun: String?, _ otherImperatives: [String] = [],
            future: String? = nil, nounAlike: Bool = false
        ) {
            self.imperative = imperative
            self.present = present
            self.infinitive = infinitive
            self.verbalNoun = verbalNoun
            self.otherImperatives = otherImperatives
            self.future = future
            self.isNounAlike = nounAlike
        }

        /// The verbal noun in the construct state («הצגה» → «הצגת»), as it opens «הצגת התפריט».
        var constructNoun: String? {
            guard let noun = verbalNoun, noun.hasSuffix("ה") else { return nil }
            return String(noun.dropLast()) + "ת"
        }
    }

    static let verbs: [Verb] = [
        Verb("פתח", "פותח", "לפתוח", "פתיחה", future: "תפתח", nounAlike: true),
        Verb("סגור", "סוגר", "לסגור", "סגירה", ["סגרי", "סגרו"], future: "תסגור", nounAlike: true),
        Verb("מחק", "מוחק", "למחוק", "מחיקה", future: "תמחק"),
        Verb("הוסף", "מוסיף", "להוסיף", "הוספה", ["הוסיפי", "הוסיפו"], future: "תוסיף"),
        Verb("הסר", "מסיר", "להסיר", "הסרה", ["הסירי", "הסירו"], future: "תסיר"),
        Verb("שמור", "שומר", "לשמור", "שמירה", ["שמרי", "שמרו"], future: "תשמור", nounAlike: true),
        Verb("נגן", "מנגן", "לנגן", "ניגון", future: "תנגן", nounAlike: true),
        Verb("השהה", "משהה", "להשהות", "השהיה", ["השהי", "השהו"], future: "תשהה"),
        Verb("עצור", "עוצר", "לעצור", "עצירה", ["עצרי", "עצרו"], future: "תעצור", nounAlike: true),
        Verb("בחר", "בוחר", "לבחור", "בחירה", future: "תבחר"),
        Verb("הצג", "מציג", "להציג", "הצגה", ["הציגי", "הציגו"], future: "תציג"),
        Verb("הסתר", "מסתיר", "להסתיר", "הסתרה", ["הסתירי", "הסתירו"], future: "תסתיר"),
        Verb("שתף", "משתף", "לשתף", "שיתוף", future: "תשתף"),
        Verb("שלח", "שולח", "לשלוח", "שליחה", future: "תשלח"),
        Verb("העתק", "מעתיק", "להעתיק", "העתקה", ["העתיקי", "העתיקו"], future: "תעתיק", nounAlike: true),
        Verb("הדבק", "מדביק", "להדביק", "הדבקה", ["הדביקי", "הדביקו"], future: "תדביק"),
        Verb("חפש", "מחפש", "לחפש", "חיפוש", future: "תחפש"),
        Verb("ערוך", "עורך", "לערוך", "עריכה", ["ערכי", "ערכו"], future: "תערוך", nounAlike: true),
        Verb("הפעל", "מפעיל", "להפעיל", "הפעלה", ["הפעילי", "הפעילו"], future: "תפעיל"),
        Verb("השבת", "משבית", "להשבית", "השבתה", ["השביתי", "השביתו"], future: "תשבית", nounAlike: true),
        Verb("בטל", "מבטל", "לבטל", "ביטול", future: "תבטל", nounAlike: true),
        Verb("אשר", "מאשר", "לאשר", "אישור", future: "תאשר", nounAlike: true),
        Verb("הורד", "מוריד", "להוריד", "הורדה", ["הורידי", "הורידו"], future: "תוריד"),
        Verb("העלה", "מעלה", "להעלות", "העלאה", ["העלי", "העלו"], future: "תעלה", nounAlike: true),
        Verb("רענן", "מרענן", "לרענן", "רענון", future: "תרענן", nounAlike: true),
        Verb("עדכן", "מעדכן", "לעדכן", "עדכון", future: "תעדכן"),
        Verb("חזור", "חוזר", "לחזור", "חזרה", ["חזרי", "חזרו"], future: "תחזור"),
        Verb("עבור", "עובר", "לעבור", "מעבר", ["עברי", "עברו"], future: "תעבור", nounAlike: true),
        Verb("נווט", "מנווט", "לנווט", "ניווט", future: "תנווט", nounAlike: true),
        Verb("הירשם", "נרשם", "להירשם", "הרשמה", future: "תירשם"),
        Verb("התחבר", "מתחבר", "להתחבר", "התחברות", future: "תתחבר"),
        Verb("התנתק", "מתנתק", "להתנתק", "התנתקות", future: "תתנתק"),
        Verb("הזן", "מזין", "להזין", "הזנה", ["הזיני", "הזינו"], future: "תזין"),
        Verb("הקלד", "מקליד", "להקליד", "הקלדה", ["הקלידי", "הקלידו"], future: "תקליד"),
        Verb("צור", "יוצר", "ליצור", "יצירה", ["צרי", "צרו"], future: "תיצור", nounAlike: true),
        Verb("התקשר", "מתקשר", "להתקשר", "התקשרות", future: "תתקשר"),
        Verb("שלם", "משלם", "לשלם", "תשלום", future: "תשלם", nounAlike: true),
        Verb("קנה", "קונה", "לקנות", "קנייה", ["קני", "קנו"], future: "תקנה", nounAlike: true),
        Verb("דרג", "מדרג", "לדרג", "דירוג", future: "תדרג"),
        Verb("עקוב", "עוקב", "לעקוב", "מעקב", ["עקבי", "עקבו"], future: "תעקוב"),
        Verb("המשך", "ממשיך", "להמשיך", nil, ["המשיכי", "המשיכו"], future: "תמשיך", nounAlike: true),
        Verb("התחל", "מתחיל", "להתחיל", "התחלה", ["התחילי", "התחילו"], future: "תתחיל"),
        Verb("סיים", "מסיים", "לסיים", "סיום", future: "תסיים"),
        Verb("נקה", "מנקה", "לנקות", "ניקוי", ["נקי", "נקו"], future: "תנקה"),
        Verb("סרוק", "סורק", "לסרוק", "סריקה", ["סרקי", "סרקו"], future: "תסרוק"),
        Verb("התקן", "מתקין", "להתקין", "התקנה", ["התקיני", "התקינו"], future: "תתקין", nounAlike: true),
        Verb("האזן", "מאזין", "להאזין", "האזנה", ["האזיני", "האזינו"], future: "תאזין"),
        Verb("קרא", "קורא", "לקרוא", "קריאה", future: "תקרא"),
        Verb("תרגם", "מתרגם", "לתרגם", "תרגום", future: "תתרגם"),
        Verb("מיין", "ממיין", "למיין", "מיון", future: "תמיין"),
        Verb("סדר", "מסדר", "לסדר", "סידור", future: "תסדר", nounAlike: true),
        Verb("חסום", "חוסם", "לחסום", "חסימה", ["חסמי", "חסמו"], future: "תחסום"),
        Verb("נעל", "נועל", "לנעול", "נעילה", future: "תנעל", nounAlike: true),
        Verb("השתק", "משתיק", "להשתיק", "השתקה", ["השתיקי", "השתיקו"], future: "תשתיק"),
        Verb("הדפס", "מדפיס", "להדפיס", "הדפסה", ["הדפיסי", "הדפיסו"], future: "תדפיס", nounAlike: true),
        Verb("ייצא", "מייצא", "לייצא", "ייצוא", future: "תייצא"),
        Verb("ייבא", "מייבא", "לייבא", "ייבוא", future: "תייבא"),
        Verb("הצטרף", "מצטרף", "להצטרף", "הצטרפות", future: "תצטרף"),
        Verb("עזוב", "עוזב", "לעזוב", "עזיבה", ["עזבי", "עזבו"], future: "תעזוב"),
        Verb("צרף", "מצרף", "לצרף", "צירוף", future: "תצרף"),
        Verb("נסה", "מנסה", "לנסות", "ניסיון", ["נסי", "נסו"], future: "תנסה"),
        Verb("שחזר", "משחזר", "לשחזר", "שחזור", future: "תשחזר"),
        Verb("הגדר", "מגדיר", "להגדיר", "הגדרה", ["הגדירי", "הגדירו"], future: "תגדיר", nounAlike: true),
        Verb("התאם", "מתאים", "להתאים", "התאמה", ["התאימי", "התאימו"], future: "תתאים"),
        Verb("השווה", "משווה", "להשוות", "השוואה", ["השווי", "השוו"], future: "תשווה"),
        Verb("העבר", "מעביר", "להעביר", "העברה", ["העבירי", "העבירו"], future: "תעביר", nounAlike: true),
        Verb("קבל", "מקבל", "לקבל", "קבלה", future: "תקבל"),
        Verb("דחה", "דוחה", "לדחות", "דחייה", ["דחי", "דחו"], future: "תדחה"),
        Verb("דווח", "מדווח", "לדווח", "דיווח", future: "תדווח", nounAlike: true),
        Verb("הרחב", "מרחיב", "להרחיב", "הרחבה", ["הרחיבי", "הרחיבו"], future: "תרחיב", nounAlike: true),
        Verb("כווץ", "מכווץ", "לכווץ", "כיווץ", future: "תכווץ"),
        Verb("הגדל", "מגדיל", "להגדיל", "הגדלה", ["הגדילי", "הגדילו"], future: "תגדיל"),
        Verb("הקטן", "מקטין", "להקטין", "הקטנה", ["הקטיני", "הקטינו"], future: "תקטין", nounAlike: true),
        Verb("הגבר", "מגביר", "להגביר", "הגברה", ["הגבירי", "הגבירו"], future: "תגביר", nounAlike: true),
        Verb("הנמך", "מנמיך", "להנמיך", "הנמכה", ["הנמיכי", "הנמיכו"], future: "תנמיך"),
        Verb("ערבב", "מערבב", "לערבב", "ערבוב", future: "תערבב"),
        Verb("דלג", "מדלג", "לדלג", "דילוג", future: "תדלג"),
        Verb("קפוץ", "קופץ", "לקפוץ", "קפיצה", ["קפצי", "קפצו"], future: "תקפוץ"),
        Verb("השתמש", "משתמש", "להשתמש", "שימוש", future: "תשתמש"),
        Verb("החלף", "מחליף", "להחליף", "החלפה", ["החליפי", "החליפו"], future: "תחליף"),
        Verb("שנה", "משנה", "לשנות", "שינוי", ["שני", "שנו"], future: "תשנה", nounAlike: true),
        Verb("ענה", "עונה", "לענות", "מענה", ["עני", "ענו"], future: "תענה"),
        Verb("הצמד", "מצמיד", "להצמיד", "הצמדה", ["הצמידי", "הצמידו"], future: "תצמיד", nounAlike: true),
        Verb("סמן", "מסמן", "לסמן", "סימון", future: "תסמן", nounAlike: true),
        Verb("צלם", "מצלם", "לצלם", "צילום", future: "תצלם", nounAlike: true),
        Verb("הקלט", "מקליט", "להקליט", "הקלטה", ["הקליטי", "הקליטו"], future: "תקליט"),
        Verb("טען", "טוען", "לטעון", "טעינה", future: "תטען"),
        Verb("פרסם", "מפרסם", "לפרסם", "פרסום", future: "תפרסם"),
        Verb("הגב", "מגיב", "להגיב", "תגובה", ["הגיבי", "הגיבו"], future: "תגיב"),
        Verb("כתוב", "כותב", "לכתוב", "כתיבה", ["כתבי", "כתבו"], future: "תכתוב", nounAlike: true),
        Verb("בדוק", "בודק", "לבדוק", "בדיקה", ["בדקי", "בדקו"], future: "תבדוק", nounAlike: true),
        Verb("אמת", "מאמת", "לאמת", "אימות", future: "תאמת", nounAlike: true),
        Verb("כבה", "מכבה", "לכבות", "כיבוי", ["כבי", "כבו"], future: "תכבה"),
        Verb("הדלק", "מדליק", "להדליק", "הדלקה", ["הדליקי", "הדליקו"], future: "תדליק"),
        Verb("אפס", "מאפס", "לאפס", "איפוס", future: "תאפס", nounAlike: true),
        Verb("עיין", "מעיין", "לעיין", "עיון", future: "תעיין"),
        Verb("שכח", nil, "לשכוח", nil, future: "תשכח"),
        // Perception verbs: the element does not watch or look, it shows, with another object
        // («צפה בסרטון» → «מציג את הסרטון»): no certain rewrite.
        Verb("צפה", nil, "לצפות", "צפייה", ["צפי", "צפו"], future: "תצפה"),
        Verb("ראה", nil, "לראות", nil, ["ראי", "ראו"], future: "תראה", nounAlike: true),
        // Gestures: a hint should not name them, whatever their form.
        Verb("הקש", nil, "להקיש", "הקשה", ["הקישי", "הקישו"], future: "תקיש"),
        Verb("לחץ", nil, "ללחוץ", "לחיצה", future: "תלחץ", nounAlike: true),
        Verb("גע", nil, "לגעת", "נגיעה", future: "תיגע"),
        Verb("החלק", nil, "להחליק", "החלקה", ["החליקי", "החליקו"], future: "תחליק", nounAlike: true),
        Verb("גרור", nil, "לגרור", "גרירה", ["גררי", "גררו"], future: "תגרור"),
        Verb("גלול", nil, "לגלול", "גלילה", ["גללי", "גללו"], future: "תגלול"),
    ]

    /// Every imperative of the lexicon → its verb (single words only; «הפעל מחדש» is «הפעל»).
    static let imperatives: [String: Verb] = {
        var forms: [String: Verb] = [:]
        for verb in verbs where !verb.imperative.contains(" ") {
            let others = verb.otherImperatives.isEmpty ? [verb.imperative + "י", verb.imperative + "ו"] : verb.otherImperatives
            for form in [verb.imperative] + others where forms[form] == nil { forms[form] = verb }
        }
        return forms
    }()

    /// Every infinitive of the lexicon → its verb.
    static let infinitives: [String: Verb] = {
        var forms: [String: Verb] = [:]
        for verb in verbs {
            guard let infinitive = verb.infinitive, !infinitive.contains(" ") else { continue }
            if forms[infinitive] == nil { forms[infinitive] = verb }
        }
        return forms
    }()

    /// Every future of the second person of the lexicon → its verb.
    static let futures: [String: Verb] = {
        var forms: [String: Verb] = [:]
        for verb in verbs {
            guard let future = verb.future else { continue }
            for form in [future, future + "י", future + "ו"] where forms[form] == nil { forms[form] = verb }
        }
        return forms
    }()

    /// Every verbal noun of the lexicon, absolute and construct («הצגה», «הצגת») → its verb.
    static let verbalNouns: [String: Verb] = {
        var nouns: [String: Verb] = [:]
        for verb in verbs {
            for noun in [verb.verbalNoun, verb.constructNoun].compactMap({ $0 }) where nouns[noun] == nil { nouns[noun] = verb }
        }
        return nouns
    }()

    /// Words that ask: «נא לבחור …», «אנא המתן», «בבקשה …».
    static let requestWords: Set<String> = ["נא", "אנא", "בבקשה", "נה"]
    /// Words that address the user or say what is possible: «ניתן לבחור …», «באפשרותך …».
    static let userAddressing: Set<String> = [
        "ניתן", "אפשר", "באפשרותך", "באפשרותכם", "באפשרותכן", "אתה", "אתם", "את/ה", "תוכל", "תוכלי", "תוכלו", "עליך", "עלייך", "עליכם",
        "ביכולתך",
    ]

    /// The verb of a purpose word («לפתוח», «למחיקה», «לפתיחת»), if it is one.
    static func purposeVerb(_ word: String) -> Verb? {
        if let verb = infinitives[word] { return verb }
        guard word.hasPrefix("ל") else { return nil }
        return verbalNouns[String(word.dropFirst())]
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let keys = words.map { plain($0.folded) }
        let word = keys[0]
        // «הוסף/י», «בחר/י»: the inclusive ending belongs to the verb shown.
        var verbEnd = 1
        if words.count > 1, keys[1] == "י" || keys[1] == "ו" || keys[1] == "ה", text.slice(first.end, words[1].start) == "/" { verbEnd = 2 }
        let written = text.slice(first.start, words[verbEnd - 1].end)
        func through(_ index: Int) -> String { text.slice(first.start, words[min(index, words.count - 1)].end) }
        let next = verbEnd < keys.count ? keys[verbEnd] : nil

        // A command with a purpose («בחר כדי לפתוח», «הקש לפתיחת»): the purpose is the result.
        // A bare infinitive after a verb is its complement («המשך לנגן»: goes on playing), and «ל»
        // with a noun its destination («חזור להתחלה»), except after a gesture («הקש למחיקה»).
        func purpose(after index: Int, gesture: Bool) -> (verb: Verb, end: Int)? {
            guard index < keys.count else { return nil }
            if keys[index] == "כדי", index + 1 < keys.count, let verb = infinitives[keys[index + 1]] { return (verb, index + 1) }
            if gesture, let verb = purposeVerb(keys[index]) { return (verb, index) }
            return nil
        }
        // Another verb of the same form joined by «ו» («לנגן או להשהות», «נגן והשהה»): a rewrite of
        // the first alone would be half done.
        // A bare infinitive is the first verb's complement («התחל לנגן»: starts playing).
        func hasSecondVerb(after index: Int) -> Bool {
            keys.indices.dropFirst(index + 1).contains { position in
                let key = keys[position]
                let joined = key.hasPrefix("ו") ? String(key.dropFirst()) : keys[position - 1] == "או" ? key : nil
                return joined.map { imperatives[$0] != nil || infinitives[$0] != nil } ?? false
            }
        }
        func command(_ kind: HintFormIssue.Kind, _ verb: Verb, verbEnd: Int, nounAlike: Bool = false) -> HintFormIssue {
            if let (result, end) = purpose(after: verbEnd, gesture: verb.present == nil) {
                return HintFormIssue(kind, words: through(end), suggestion: result.present)
            }
            // «נגן וידאו» is a video player; «נגן את השיר» a command.
            if nounAlike, !(verbEnd < keys.count && keys[verbEnd] == "את") {
                return HintFormIssue(kind, words: kind == .imperative ? written : through(verbEnd - 1), severity: .info)
            }
            let shown = kind == .imperative ? written : through(verbEnd - 1)
            return HintFormIssue(kind, words: shown, suggestion: hasSecondVerb(after: verbEnd - 1) ? nil : verb.present)
        }

        if requestWords.contains(word) { return HintFormIssue(.request, words: written) }
        // «אל תמחק», «אל תשכחי»: «אל» before a future is a prohibition; before other words, "to".
        if word == "אל", let next, futures[next] != nil { return HintFormIssue(.negativeCommand, words: through(1)) }
        // «לא לחזור על …»: the infinitive of a prohibition.
        if word == "לא", let next, infinitives[next] != nil { return HintFormIssue(.negativeCommand, words: through(1)) }
        if userAddressing.contains(word) { return HintFormIssue(.addressesUser, words: written, severity: .info) }
        // «יש לבחור …»: one must choose, an impersonal command.
        if word == "יש", let next, let verb = infinitives[next] { return command(.infinitive, verb, verbEnd: 2) }
        // «כדי לנגן את השיר.»: a purpose with nothing to serve.
        if word == "כדי", let next, let verb = infinitives[next] {
            return HintFormIssue(.infinitive, words: through(1), suggestion: hasSecondVerb(after: 1) ? nil : verb.present)
        }
        if let verb = imperatives[word] {
            return command(.imperative, verb, verbEnd: verbEnd, nounAlike: verb.isNounAlike && word == verb.imperative)
        }
        if let verb = infinitives[word] { return command(.infinitive, verb, verbEnd: 1) }
        // «תמחק את הקובץ»: the future as a command, also «it (she) will delete».
        if futures[word] != nil { return HintFormIssue(.imperative, words: written, severity: .info) }
        // «הצגת התפריט.», «מחיקה»: the verbal noun of a label.
        if verbalNouns[word] != nil { return HintFormIssue(.notAVerb, words: written, severity: .info) }
        return nil
    }
}

extension HebrewGrammar {
    /// Every language-specific rule, in Hebrew: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "he", .label, "ניגון.", fix: "ניגון"),
        .bad("label-trailing-period", "he", .label, "הוספה למועדפים.", fix: "הוספה למועדפים"),
        // A right-to-left mark after the period stays where it was.
        .bad("label-trailing-period", "he", .label, "ניגון.\u{200F}", fix: "ניגון\u{200F}"),
        .good("label-trailing-period", "he", .label, "ניגון"),
        .good("label-trailing-period", "he", .label, "טוען..."),
        .good("label-trailing-period", "he", .label, "תמונות, סרטונים וכו."),
        .good("label-trailing-period", "he", .label, "להמשיך?"),

        .bad("label-control-type", "he", .label, "כפתור ניגון"),
        .bad("label-control-type", "he", .label, "ניגון, כפתור", fix: "ניגון"),
        .bad("label-control-type", "he", .label, "מחוון עוצמת הקול"),
        .bad("label-control-type", "he", .label, "שם, שדה טקסט", fix: "שם"),
        .good("label-control-type", "he", .label, "ניגון"),
        // With the article attached, the type word is what the label's noun belongs to or acts on.
        .good("label-control-type", "he", .label, "צבע הכפתור"),
        .good("label-control-type", "he", .label, "ניקוי שדה החיפוש"),
        .good("label-control-type", "he", .label, "הסתרת פס הגלילה"),
        .good("label-control-type", "he", .label, "הגדרות כפתור הפעולה"),
        .good("label-control-type", "he", .label, "רשימת נגינה"),

        .bad("label-state", "he", .label, "Wi-Fi, נבחר", fix: "Wi-Fi"),
        .bad("label-state", "he", .label, "נבחר"),
        .bad("label-state", "he", .label, "פרטים (מורחב)", fix: "פרטים"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "he", .label, "%lld נבחרו"),
        .good("label-state", "he", .label, "הצגת התמונות שנבחרו"),
        .good("label-state", "he", .label, "הפריט הנבחר"),
        .good("label-state", "he", .label, "Wi-Fi"),

        .bad("label-gesture", "he", .label, "הקש לניגון"),
        .bad("label-gesture", "he", .label, "הקש פעמיים כדי להגדיל"),
        .bad("label-gesture", "he", .label, "החלק שמאלה למחיקה"),
        .bad("label-gesture", "he", .label, "לחץ כאן כדי להציג הכול"),
        .bad("label-gesture", "he", .label, "גע והחזק כדי להקליט"),
        .bad("label-gesture", "he", .label, "יש להחליק אנכית כדי לשנות את הבהירות"),
        .good("label-gesture", "he", .label, "פעולות החלקה"),
        .good("label-gesture", "he", .label, "ניגון"),
        .good("label-gesture", "he", .label, "לחץ דם"),
        .good("label-gesture", "he", .label, "החלק הבא"),
        .good("label-gesture", "he", .label, "ניעור לביטול"),

        .bad("label-length", "he", .label, "יש ללחוץ על הכפתור הזה כדי ליצור הודעה חדשה ולשלוח אותה לכל אנשי הקשר שלך ברשימה"),
        .good("label-length", "he", .label, "הודעה חדשה"),
        .good("label-length", "he", .label, "שליחת הודעה חדשה לכל אנשי הקשר"),

        .bad("label-vague", "he", .label, "מידע נוסף"),
        .bad("label-vague", "he", .label, "לחץ כאן"),
        .bad("label-vague", "he", .label, "עוד"),
        .bad("label-vague", "he", .label, "פרטים"),
        .bad("label-vague", "he", .label, "\u{200F}עוד\u{200F}"),
        .good("label-vague", "he", .label, "עוד על המחירים"),
        .good("label-vague", "he", .label, "ניגון"),

        // The imperative and the participle share their first letter in the simple stem («פתח» →
        // «פותח»): the hint is rewritten in place; in the others («נגן» → «מנגן») the suggestion
        // is in the message.
        .bad("hint-imperative", "he", .hint, "פתח את ההגדרות.", fix: "פותח את ההגדרות."),
        .bad("hint-imperative", "he", .hint, "שלח את ההודעה.", fix: "שולח את ההודעה."),
        .bad("hint-imperative", "he", .hint, "נגן את השיר.", fix: "מנגן את השיר."),
        .badWithoutFix("hint-imperative", "he", .hint, "הוסף את העיר לרשימה."),
        .bad("hint-imperative", "he", .hint, "הוסיפי את העיר לרשימה.", fix: "מוסיף את העיר לרשימה."),
        .badWithoutFix("hint-imperative", "he", .hint, "הוסף/י את העיר לרשימה."),
        .bad("hint-imperative", "he", .hint, "לנגן את השיר.", fix: "מנגן את השיר."),
        .badWithoutFix("hint-imperative", "he", .hint, "בחר כדי לפתוח את האקולייזר."),
        .badWithoutFix("hint-imperative", "he", .hint, "יש לבחור קובץ."),
        .badWithoutFix("hint-imperative", "he", .hint, "נא להזין את שמך."),
        .badWithoutFix("hint-imperative", "he", .hint, "אל תסגור את היישום."),
        .badWithoutFix("hint-imperative", "he", .hint, "ניתן לשנות את הסדר."),
        // The verbal noun of a label, the noun-like imperative, the future: info.
        .badWithoutFix("hint-imperative", "he", .hint, "הצגת התפריט."),
        .badWithoutFix("hint-imperative", "he", .hint, "נגן וידאו."),
        .badWithoutFix("hint-imperative", "he", .hint, "תמחק את הקובץ."),
        .badWithoutFix("hint-imperative", "he", .hint, "\u{200F}הצג את ההגדרות.\u{200F}"),
        .good("hint-imperative", "he", .hint, "מנגן את השיר."),
        .good("hint-imperative", "he", .hint, "פותח את ההגדרות."),
        .good("hint-imperative", "he", .hint, "מוסיף את העיר לרשימה."),
        .good("hint-imperative", "he", .hint, "מציגה את אנשי הקשר."),
        .good("hint-imperative", "he", .hint, "לא חוזר על הרשימה."),
        .good("hint-imperative", "he", .hint, "אל תיקיית הבית."),
        .good("hint-imperative", "he", .hint, "לא זמין במצב לא מקוון."),
        .good("hint-imperative", "he", .hint, "\u{200F}פותח את ההגדרות.\u{200F}"),

        .bad("hint-gesture", "he", .hint, "הקש פעמיים כדי לנגן את השיר.", fix: "מנגן את השיר."),
        .badWithoutFix("hint-gesture", "he", .hint, "החלק כדי למחוק את הפריט."),
        .badWithoutFix("hint-gesture", "he", .hint, "לחיצה על הכפתור קונה את המוצר."),
        .badWithoutFix("hint-gesture", "he", .hint, "לחץ לפתיחת התפריט."),
        .badWithoutFix("hint-gesture", "he", .hint, "יש לגעת פעמיים כדי להציג את הפקדים."),
        .badWithoutFix("hint-gesture", "he", .hint, "לחץ על %@ למחיקה."),
        .good("hint-gesture", "he", .hint, "עובר לראש הדף."),
        .good("hint-gesture", "he", .hint, "מוחק את הפריט."),
        .good("hint-gesture", "he", .hint, "מפעיל ניעור לביטול."),
        .good("hint-gesture", "he", .hint, "מציג את לחץ הדם."),
        .good("hint-gesture", "he", .hint, "מנגן את החלק הבא."),

        .bad("hint-control-type", "he", .hint, "כפתור שמוסיף שם."),
        .bad("hint-control-type", "he", .hint, "מחוון שמשנה את קנה המידה."),
        .bad("hint-control-type", "he", .hint, "הכפתור הזה מוסיף שם."),
        .good("hint-control-type", "he", .hint, "מוסיף שם."),
        .good("hint-control-type", "he", .hint, "מנקה את שדה החיפוש."),
        .good("hint-control-type", "he", .hint, "פותח את הגדרות כפתור הפעולה."),

        .bad("hint-repeats-label", "he", .hint, "שמירה שומרת את השינויים.", label: "שמירה"),
        .bad("hint-repeats-label", "he", .hint, "חזרה חוזרת למסך הקודם.", label: "חזרה"),
        .good("hint-repeats-label", "he", .hint, "שומר את השינויים.", label: "שמירה"),
        .good("hint-repeats-label", "he", .hint, "מוחק את ההודעה.", label: "מחיקה"),

        .bad("hint-missing-period", "he", .hint, "מנגן את השיר", fix: "מנגן את השיר."),
        .bad("hint-missing-period", "he", .hint, "מוסיף עיר。", fix: "מוסיף עיר."),
        // The period goes before the right-to-left mark that closes the hint.
        .bad("hint-missing-period", "he", .hint, "מנגן את השיר\u{200F}", fix: "מנגן את השיר.\u{200F}"),
        .good("hint-missing-period", "he", .hint, "מנגן את השיר."),
        .good("hint-missing-period", "he", .hint, "פותח את התפריט…"),
        .good("hint-missing-period", "he", .hint, "לשמור את השינויים?"),
        .good("hint-missing-period", "he", .hint, "מנגן את השיר.\u{200F}"),

        .bad("hint-length", "he", .hint,
             "פותח את ההגדרות שבהן אפשר לבחור את החשבון שמשמש כשאתה מפרסם, מגיב או משתף מחדש פוסט מציר הזמן שלך ביישום הזה."),
        .good("hint-length", "he", .hint, "פותח את הגדרות החשבון."),
    ]
}
