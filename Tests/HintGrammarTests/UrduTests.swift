import Testing
@testable import HintGrammar

/// Urdu behaviour the rule examples do not show: the light verbs of compounds («حذف کریں», «ہٹا
/// دیں», «حذف کر دیں»), imperatives and infinitives told from the habitual and from nouns that end
/// like them, the Urdu full stop «۔», the letters of Arabic keyboards, bidirectional marks, and
/// strings of the kind Urdu apps ship that must stay silent.
@Suite("Urdu")
struct UrduTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "ur", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { UrduGrammar.hintForm(LanguageProfile.urdu.analyze(hint)) }

    @Test("ur and its regional tags find the Urdu table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ur")?.code == "ur")
        #expect(LanguageRegistry.profile(for: "ur-PK")?.name == "Urdu")
        #expect(LanguageRegistry.profile(for: "ur-IN")?.name == "Urdu")
        #expect(!LanguageProfile.urdu.hasLetterCase)
    }

    @Test("the imperatives and the infinitive are derived from the stem")
    func derivedForms() {
        #expect(UrduGrammar.forms(of: "کھول").imperatives.contains("کھولیں"))
        #expect(UrduGrammar.forms(of: "کھول").imperatives.contains("کھولیے"))
        #expect(UrduGrammar.forms(of: "چلا").imperatives.contains("چلائیں"))
        #expect(UrduGrammar.forms(of: "چلا").imperatives.contains("چلاؤ"))
        #expect(UrduGrammar.forms(of: "چلا").infinitive == "چلانا")
        #expect(UrduGrammar.forms(of: "کر").imperatives.contains("کیجیے"))
        #expect(!UrduGrammar.forms(of: "دے").imperatives.contains("دو"), "«دو» is also the number two")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "اگلا ٹریک چلائیں۔", kind: .imperative, severity: .warning, suggestion: "چلاتا ہے"),
        FormCase(hint: "پلے بیک کی تاریخ صاف کریں۔", kind: .imperative, severity: .warning, suggestion: "صاف کرتا ہے"),
        FormCase(hint: "تمام ٹیب بند کیجیے۔", kind: .imperative, severity: .warning, suggestion: "بند کرتا ہے"),
        FormCase(hint: "تمام ٹیب بند کیجئے۔", kind: .imperative, severity: .warning, suggestion: "بند کرتا ہے"),
        FormCase(hint: "بک مارک ہٹا دیں۔", kind: .imperative, severity: .warning, suggestion: "ہٹا دیتا ہے"),
        FormCase(hint: "فولڈر کھولو۔", kind: .imperative, severity: .warning, suggestion: "کھولتا ہے"),
        FormCase(hint: "ترتیبات پر جائیں۔", kind: .imperative, severity: .warning, suggestion: "جاتا ہے"),
        FormCase(hint: "ویڈیو کا معیار بدلنا۔", kind: .infinitive, severity: .warning, suggestion: "بدلتا ہے"),
        // Arabic keyboards' yeh and kaf.
        FormCase(hint: "ترتيبات کھوليں۔", kind: .imperative, severity: .warning, suggestion: "کھولتا ہے"),
        FormCase(hint: "اپنا ای میل پتہ درج کریں۔", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "اکاؤنٹ میں لاگ ان کریں۔", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "مینو دیکھنے کے لیے دبا کر رکھیں۔", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "براہِ کرم تھوڑی دیر انتظار کریں۔", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "برائے مہربانی دوبارہ کوشش کریں۔", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "یہ پیغام کسی کو نہ بھیجیں۔", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ایپ بند مت کرو۔", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "آپ بعد میں زبان بدل سکتے ہیں۔", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "آپ کو پاس ورڈ درج کرنا ہو گا۔", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the habitual to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the habitual in every gender and number, nouns that end like verb forms, questions and English are left alone", arguments: [
        "اگلا ٹریک چلاتا ہے۔", "پلے بیک کی تاریخ صاف کرتا ہے۔", "سب ٹائٹلز کی فہرست دکھاتی ہے۔", "تمام ٹیب بند کرتے ہیں۔",
        "بک مارک ہٹا دیتا ہے۔", "فائل نہیں کھولتا۔", "ویڈیو دوبارہ شروع ہو جائے گی۔", "اگلا گانا۔", "آج کا کھانا۔",
        "نئی خصوصیات اور خدمات۔", "تمام فائلیں۔", "کیا آپ تمام فائلیں حذف کرنا چاہتے ہیں؟", "%@ چلاتا ہے۔", "گانا %@",
        "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the Urdu full stop ends a hint; a Latin full stop is replaced by it, through bidirectional marks", arguments: [
        ("ترتیبات کھولتا ہے", "ترتیبات کھولتا ہے۔"), ("ترتیبات کھولتا ہے.", "ترتیبات کھولتا ہے۔"),
        ("\u{200F}ترتیبات کھولتا ہے.\u{200F}", "\u{200F}ترتیبات کھولتا ہے۔\u{200F}"),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Urdu apps ship stay silent", arguments: [
        "چلائیں", "روکیں", "اگلا ٹریک", "پچھلا ٹریک", "پلے لسٹ", "سب ٹائٹلز", "پوری اسکرین", "تلاش", "تلاش فیلڈ صاف کریں",
        "بک مارکس میں شامل کریں", "ٹیب بند کریں", "نیا ٹیب", "لنک کاپی کریں", "ترتیبات", "واپس", "%lld منتخب", "منتخب تصاویر حذف کریں",
        "تصویر منتخب کریں", "بیک ٹیپ", "بٹن کا سائز", "آواز آن", "\u{200F}حذف کریں\u{200F}", "%1$@ کے ساتھ ردعمل ہٹائیں",
        "لفظ عبور دکھائیں", "صوتی پیغام", "ویڈیو کال شروع کریں", "صفحہ %1$d",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Urdu apps ship stay silent", arguments: [
        "اگلا ٹریک چلاتا ہے۔", "پلے بیک کو روکتا ہے۔", "ویڈیو کو پوری اسکرین میں دکھاتا ہے۔", "تلاش فیلڈ کو صاف کرتا ہے۔",
        "ٹیکسٹ فیلڈ میں لکھا ہوا متن حذف کرتا ہے۔", "فہرست میں سب سے اوپر اسکرول کرتا ہے۔", "بک مارکس کی فہرست کھولتی ہے۔",
        "\u{200F}پیغام بھیجتا ہے۔\u{200F}", "گفتگو کو خاموش کر دیتا ہے۔",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("پلے بٹن", Role.label, "label-control-type"), ("آواز، نشان زدہ", .label, "label-state"),
        ("دو بار ٹیپ کریں", .label, "label-gesture"), ("مزید جانیں", .label, "label-vague"), ("تفصیلات", .label, "label-vague"),
        ("تصویر کھولنے کے لیے ٹیپ کریں۔", .hint, "hint-gesture"), ("اسکرین کو دو انگلیوں سے پنچ کریں۔", .hint, "hint-gesture"),
        ("کالعدم کرنے کے لیے ڈیوائس ہلائیں۔", .hint, "hint-gesture"), ("تصویر کو گھسیٹ کر منتقل کریں۔", .hint, "hint-gesture"),
        ("یہ بٹن پیغام بھیجتا ہے۔", .hint, "hint-control-type"), ("پیغام بھیجیں۔", .hint, "hint-imperative"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: ["تصویر کھولنے کے لیے ٹیپ کریں۔", "سب دکھانے کے لیے تھپتھپائیں۔"])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"])
    }
}
