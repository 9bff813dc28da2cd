import Testing
@testable import HintGrammar

/// Hebrew behaviour the rule examples do not show, on strings of the kind apps ship: the
/// imperative, the infinitive of a command and «יש ל…» told from the present participle and the
/// verbal noun, attached prefixes that make other words, vowel points dropped, and bidirectional
/// marks that rules see through.
@Suite("Hebrew")
struct HebrewTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "he", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { HebrewGrammar.hintForm(LanguageProfile.hebrew.analyze(hint)) }

    @Test("he and he-IL find the Hebrew table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "he")?.code == "he")
        #expect(LanguageRegistry.profile(for: "he-IL")?.name == "Hebrew")
        #expect(!LanguageProfile.hebrew.hasLetterCase)
        #expect(!LanguageRegistry.codesWithLetterCase.contains("he"))
    }

    static let forms: [FormCase] = [
        FormCase(hint: "פתח את רשימת האפשרויות.", kind: .imperative, severity: .warning, suggestion: "פותח"),
        FormCase(hint: "הצג את הסרטון הבא.", kind: .imperative, severity: .warning, suggestion: "מציג"),
        FormCase(hint: "בחר קובץ כתוביות.", kind: .imperative, severity: .warning, suggestion: "בוחר"),
        FormCase(hint: "הוסיפו את השרת למועדפים.", kind: .imperative, severity: .warning, suggestion: "מוסיף"),
        FormCase(hint: "מחק/י את ההודעה.", kind: .imperative, severity: .warning, suggestion: "מוחק"),
        FormCase(hint: "בחר כדי לפתוח את תצוגת הפרקים.", kind: .imperative, severity: .warning, suggestion: "פותח"),
        FormCase(hint: "יש לבחור כדי לפתוח את מתזמן השינה.", kind: .infinitive, severity: .warning, suggestion: "פותח"),
        FormCase(hint: "יש להפעיל את האפשרות.", kind: .infinitive, severity: .warning, suggestion: "מפעיל"),
        FormCase(hint: "לנגן את קובץ הווידאו כקובץ שמע.", kind: .infinitive, severity: .warning, suggestion: "מנגן"),
        FormCase(hint: "לסמן שהמדיה התנגנה.", kind: .infinitive, severity: .warning, suggestion: "מסמן"),
        // Two verbs: the first alone cannot be rewritten.
        FormCase(hint: "לנגן או להשהות את הנגינה.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "מחק והעבר את הקבצים לארכיון.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "התחל לנגן מההתחלה.", kind: .imperative, severity: .warning, suggestion: "מתחיל"),
        FormCase(hint: "כדי לשתף את הקובץ.", kind: .infinitive, severity: .warning, suggestion: "משתף"),
        // A complement, not a purpose: «המשך לנגן» goes on playing.
        FormCase(hint: "המשך לנגן מהמקום שבו עצרת.", kind: .imperative, severity: .info, suggestion: nil),
        FormCase(hint: "נא לבחור את הסמן.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "אנא המתן.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "אל תשכח לשמור.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "לא לחזור על רשימת המדיה.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ניתן לבחור ולמיין את הפריטים.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "באפשרותך לשנות את הסדר.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "הצגת תפריט עם ההתקנים הזמינים.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "מחיקת הקבצים שנבחרו.", kind: .notAVerb, severity: .info, suggestion: nil),
        // Also «you will» and «she will»: uncertain.
        FormCase(hint: "תפתח את ההגדרות.", kind: .imperative, severity: .info, suggestion: nil),
        // Noun-like imperatives without the object marker.
        FormCase(hint: "נגן וידאו.", kind: .imperative, severity: .info, suggestion: nil),
        FormCase(hint: "העתק של הקובץ.", kind: .imperative, severity: .info, suggestion: nil),
        FormCase(hint: "\u{200F}הסר את הפריט.", kind: .imperative, severity: .warning, suggestion: "מסיר"),
    ]

    @Test("imperatives, infinitives, requests, prohibitions and label nouns, with the participle to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present participle, masculine or feminine, nouns of things and empty text are left alone", arguments: [
        "מנגן את השיר.", "מנגנת את הסרטון הבא.", "פותח מאמר.", "מוסיף את השרת למועדפים.", "מציג את התפריט.", "לא חוזר על רשימת הנגינה.",
        "לא זמין במצב לא מקוון.", "כתובת השרת הביתי.", "מצב החיבור.", "הקובץ הבא.", "%@ פותח את ההגדרות.", "אל תיקיית הבית.",
        "\u{200F}פותח את ההגדרות.\u{200F}", "", " ", ".", "…", "?",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("a word is looked up without its vowel points")
    func vowelPoints() {
        #expect(Self.form("נַגֵּן אֶת הַשִּׁיר.")?.kind == .imperative)
        #expect(Self.form("פְּתַח את ההגדרות.")?.suggestion == "פותח")
    }

    @Test("the imperative rewritten in place where the participle starts as it does")
    func rewrite() {
        #expect(Self.findings("סגור את החלון.", .hint, rule: "hint-imperative").first?.fix == "סוגר את החלון.")
        #expect(Self.findings("שמור את השינויים.", .hint, rule: "hint-imperative").first?.fix == "שומר את השינויים.")
        // The participle of «הוסף» starts with another letter: the message suggests it.
        let finding = Self.findings("הוסף את העיר.", .hint, rule: "hint-imperative").first
        #expect(finding?.fix == nil)
        #expect(finding?.message.contains("מוסיף") == true)
    }

    @Test("bidirectional marks are invisible: rules see through them, positions and suggestions keep them")
    func bidirectionalMarks() {
        #expect(Self.findings("\u{200F}ניגון, כפתור", .label, rule: "label-control-type").first?.fix == "\u{200F}ניגון")
        #expect(Self.findings("\u{200F}%lld נבחרו", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("הקש \u{200E}%@\u{200E} למחיקה.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.form("\u{200F}פתח את ההגדרות.")?.words == "פתח")
        #expect(Self.findings("\u{200F}כפתור ניגון", .label, rule: "label-control-type").count == 1)
    }

    @Test("a control type without the article, alone or setting off the label, is reported", arguments: [
        "כפתור ניגון", "כפתור שפותח את התפריט.", "מחוון עוצמת הקול", "סרגל התקדמות", "שדה החיפוש", "תיבת סימון", "לחצן בחירה",
    ])
    func controlTypeCases(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").count == 1)
    }

    @Test("a control word with the article or a prefix, acted on, or naming a hardware button is content", arguments: [
        "צבע הכפתור", "ניקוי שדה הטקסט", "הסתרת פס הגלילה", "כפתור הצד", "סגירת לשונית", "תפריט ניווט", "העתקת קישור", "עיצוב הלחצנים",
        "בכפתור הבית", "מתג תאורה", "מחוון סוללה",
    ])
    func contentWords(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").isEmpty)
    }

    @Test("gesture words that are features, results or other nouns")
    func gestureAmbiguity() {
        #expect(Self.findings("מציג מדידות של לחץ דם.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("החלק הבא", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("גלילה אוטומטית", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("מפעיל גלילה אוטומטית.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("החלק מטה לרענון", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("לחץ לחיצה כפולה כדי לפתוח את הקובץ.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("מעביר דפים בשתי אצבעות.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("לחץ על התמונה כדי להגדיל", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("רמת לחץ", .label, rule: "label-gesture").isEmpty)
        // A verbal noun names the element's action: scroll to top.
        #expect(Self.findings("גלילה למעלה", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("פעולות גרירה ושחרור", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("נגיעה תסיר את גיליון הפעולות.", .hint, rule: "hint-gesture").count == 1)
    }

    @Test("an imperative hint's gesture is reported once, by hint-gesture")
    func gestureOnce() {
        let impersonal = Auditor().check("יש לגעת פעמיים כדי להציג את הפקדים.", language: "he", role: .hint)
        #expect(impersonal.filter { $0.rule == "hint-gesture" }.count == 1)
        #expect(impersonal.filter { $0.rule == "hint-imperative" }.isEmpty)
        let findings = Auditor().check("הקש כדי למחוק את %@", language: "he", role: .hint)
        #expect(findings.filter { $0.rule == "hint-gesture" }.count == 1)
        #expect(findings.filter { $0.rule == "hint-imperative" }.isEmpty)
    }

    @Test("labels of the kind apps ship stay silent", arguments: [
        "ניגון", "השהיה", "הבא", "הקודם", "סגירה", "שיתוף", "חיפוש", "הוספה לרשימת נגינה", "השתקה", "מסך מלא", "כתוביות", "מהירות ניגון",
        "ערבוב", "חזרה על הכול", "קדימה 10 שניות", "אחורה 10 שניות", "אפשרויות נוספות", "פרופיל", "נגן וידאו", "תצוגת זמן",
    ])
    func silentLabels(_ label: String) {
        let findings = Auditor().check(label, language: "he", role: .label)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("abbreviations may end a label with a period", arguments: ["תמונות וקבצים וכו.", "מס.", "עמ."])
    func abbreviations(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-trailing-period").isEmpty)
    }
}
