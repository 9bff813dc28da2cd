import Testing
@testable import HintGrammar

/// Arabic behaviour the rule examples do not show, on strings of the kind apps ship: the
/// imperative told from the imperfect and the verbal noun, hamza and short vowels folded, the
/// Arabic comma and question mark, and bidirectional marks (U+200E, U+200F, U+061C) that rules
/// see through, keeping positions and suggestions where they were.
@Suite("Arabic")
struct ArabicTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "ar", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { ArabicGrammar.hintForm(LanguageProfile.arabic.analyze(hint)) }

    @Test("ar and its regional tags find the Arabic table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ar")?.code == "ar")
        #expect(LanguageRegistry.profile(for: "ar-SA")?.name == "Arabic")
        #expect(LanguageRegistry.profile(for: "ar-EG")?.code == "ar")
        #expect(!LanguageProfile.arabic.hasLetterCase)
        #expect(!LanguageRegistry.codesWithLetterCase.contains("ar"))
    }

    static let forms: [FormCase] = [
        FormCase(hint: "افتح قائمة الخيارات.", kind: .imperative, severity: .warning, suggestion: "يفتح"),
        FormCase(hint: "شغّل الفيديو التالي.", kind: .imperative, severity: .warning, suggestion: "يشغّل"),
        FormCase(hint: "اختر ملف الترجمة.", kind: .imperative, severity: .warning, suggestion: "يختار"),
        FormCase(hint: "أضف الخادم إلى المفضلة.", kind: .imperative, severity: .warning, suggestion: "يضيف"),
        FormCase(hint: "اضف الخادم إلى المفضلة.", kind: .imperative, severity: .warning, suggestion: "يضيف"),
        FormCase(hint: "أضيفي الخادم إلى المفضلة.", kind: .imperative, severity: .warning, suggestion: "يضيف"),
        FormCase(hint: "احذفوا الرسالة.", kind: .imperative, severity: .warning, suggestion: "يحذف"),
        FormCase(hint: "ألغِ التنزيل.", kind: .imperative, severity: .warning, suggestion: "يلغي"),
        FormCase(hint: "حدد لفتح المعادل.", kind: .imperative, severity: .warning, suggestion: "يفتح"),
        FormCase(hint: "قم بتشغيل الأغنية.", kind: .imperative, severity: .warning, suggestion: "يشغل"),
        FormCase(hint: "قم بمزامنة الملاحظات.", kind: .imperative, severity: .warning, suggestion: nil),
        // Without its shadda, «حمل» is also pregnancy, «سجل» a log.
        FormCase(hint: "حمل الملف.", kind: .imperative, severity: .info, suggestion: nil),
        FormCase(hint: "حمّل الملف.", kind: .imperative, severity: .warning, suggestion: "يحمّل"),
        FormCase(hint: "لتشغيل الأغنية.", kind: .infinitive, severity: .warning, suggestion: "يشغل"),
        FormCase(hint: "للبحث في المكتبة.", kind: .infinitive, severity: .warning, suggestion: "يبحث"),
        FormCase(hint: "يرجى إدخال كلمة المرور.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "الرجاء الانتظار.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "من فضلك أدخل اسمك.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "لا تقم بإغلاق التطبيق.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "لا تغلقي التطبيق.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        // Also «it (she) does not close the app».
        FormCase(hint: "لا تغلق التطبيق.", kind: .negativeCommand, severity: .info, suggestion: nil),
        FormCase(hint: "يمكنك تغيير ترتيب القائمة.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "بإمكانك مشاركة الرابط.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "تشغيل جميع الوسائط في المجموعة.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "إضافة مدينة جديدة.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "\u{200F}افتح الإعدادات.", kind: .imperative, severity: .warning, suggestion: "يفتح"),
    ]

    @Test("imperatives, requests, prohibitions and label nouns, with the imperfect to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the imperfect, masculine or feminine, the passive, nouns of things and empty text are left alone", arguments: [
        "يشغّل الأغنية.", "يشغل الفيديو التالي.", "يفتح مقالًا.", "يضيف الخادم إلى المفضلة.", "يتم عرض قائمة.", "تعرض القائمة جهات الاتصال.",
        "يقوم بتشغيل الأغنية.", "لا يكرر قائمة التشغيل.", "غير متاح دون اتصال.", "عنوان الخادم المنزلي.", "حالة الاتصال.",
        "الملف التالي.", "%@ يفتح الإعدادات.", "\u{200F}يفتح الإعدادات.\u{200F}", "", " ", ".", "…", "؟",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("a word is looked up with or without its hamza and short vowels")
    func folding() {
        for label in ["معلومات", "\u{200F}معلومات", "المزيد من المعلومات", "مزيد من المعلومات"] {
            #expect(Self.findings(label, .label, rule: "label-vague").count == 1, "\(label)")
        }
        #expect(Self.form("أضف مدينة.")?.suggestion == Self.form("اضف مدينة.")?.suggestion)
        #expect(Self.findings("شاهد الفيديو.", .hint, rule: "hint-imperative").first?.fix == "يعرض الفيديو.")
        #expect(Self.form("شَغِّلْ الأغنية.")?.suggestion == "يشغّل")
        #expect(Self.findings("اضغط مطوّلاً للتسجيل", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("اضغط مطولا للتسجيل", .label, rule: "label-gesture").count == 1)
    }

    @Test("the Arabic question mark ends a hint and is no full stop of a label")
    func questionMark() {
        #expect(Self.findings("هل تريد حذف الملف؟", .hint, rule: "hint-missing-period").isEmpty)
        #expect(Self.findings("ما هذا؟", .label, rule: "label-trailing-period").isEmpty)
        #expect(Self.findings("يحذف الملف", .hint, rule: "hint-missing-period").first?.fix == "يحذف الملف.")
    }

    @Test("the Arabic comma sets a control type or a state off, and goes with it")
    func arabicComma() {
        #expect(Self.findings("تشغيل، زر", .label, rule: "label-control-type").first?.fix == "تشغيل")
        #expect(Self.findings("الصوت، محدد", .label, rule: "label-state").first?.fix == "الصوت")
        #expect(Self.findings("Wi-Fi، غير محدد", .label, rule: "label-state").first?.fix == "Wi-Fi")
    }

    @Test("bidirectional marks are invisible: rules see through them, positions and suggestions keep them")
    func bidirectionalMarks() throws {
        let profile = LanguageProfile.arabic
        // The control word is found at its bytes, after the mark.
        let text = profile.analyze("\u{200F}تشغيل، زر\u{200F}")
        let match = try #require(profile.terms.matches(in: text).first { $0.term.kind == .controlType })
        #expect(text.slice(match.start, match.end) == "زر")
        // The marks stay where they were when the type word goes.
        #expect(Self.findings("\u{200F}تشغيل، زر", .label, rule: "label-control-type").first?.fix == "\u{200F}تشغيل")
        #expect(Self.findings("تشغيل.\u{200F}", .label, rule: "label-trailing-period").first?.fix == "تشغيل\u{200F}")
        #expect(Self.findings("\u{061C}يحذف الملف\u{061C}", .hint, rule: "hint-missing-period").first?.fix == "\u{061C}يحذف الملف.\u{061C}")
        // A format specifier beside a mark is still a placeholder: "%@" and a count.
        #expect(Self.findings("\u{200F}%lld محدد", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("اضغط \u{200E}%@\u{200E} للحذف.", .hint, rule: "hint-gesture").count == 1)
        // The words a hint-form issue shows carry no mark.
        #expect(Self.form("\u{200F}افتح الإعدادات.")?.words == "افتح")
        #expect(Self.findings("\u{200E}المزيد\u{200E}", .label, rule: "label-vague").count == 1)
        #expect(Self.findings("\u{200F}زر التشغيل", .label, rule: "label-control-type").count == 1)
    }

    @Test("a control type without the article, alone or setting off the label, is reported", arguments: [
        "زر التشغيل", "زر يفتح القائمة.", "منزلق مستوى الصوت", "شريط التقدم", "حقل البحث", "مربع اختيار", "زر منبثق للغة",
    ])
    func controlTypeCases(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").count == 1)
    }

    @Test("a control word with the article, acted on, or naming a hardware button is content", arguments: [
        "لون الزر", "مسح حقل النص", "إخفاء شريط التمرير", "إظهار أشرطة التمرير", "الزر الجانبي", "إغلاق علامة التبويب", "قائمة التنقل",
        "نسخ الرابط", "أيقونة الخصوصية", "حقل الاسم",
    ])
    func contentWords(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").isEmpty)
    }

    @Test("gesture words that are features, results or other nouns")
    func gestureAmbiguity() {
        #expect(Self.findings("يعرض قياسات ضغط الدم.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("السحب النقدي", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("التمرير التلقائي", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("يفعّل السحب والإفلات.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("اسحب لأسفل للتحديث", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("انقر نقرًا مزدوجًا لفتح الملف.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("يفتح الصفحات بإصبعين.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("اضغط على الصورة لتكبيرها", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("مستوى الضغط", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("قم بالتمرير أفقيًا لتغيير السرعة", .label, rule: "label-gesture").count == 1)
        #expect(Self.form("وضع القراءة.") == nil)
        #expect(Self.form("زيادة حجم الخط.")?.kind == .notAVerb)
    }

    @Test("an imperative hint's gesture is reported once, by hint-gesture")
    func gestureOnce() {
        let findings = Auditor().check("اضغط لحذف %@", language: "ar", role: .hint)
        #expect(findings.filter { $0.rule == "hint-gesture" }.count == 1)
        #expect(findings.filter { $0.rule == "hint-imperative" }.isEmpty)
    }

    @Test("labels of the kind apps ship stay silent", arguments: [
        "تشغيل", "إيقاف مؤقت", "التالي", "السابق", "إغلاق", "مشاركة", "بحث", "إضافة إلى قائمة التشغيل", "كتم الصوت", "ملء الشاشة",
        "الترجمات", "سرعة التشغيل", "خلط", "تكرار الكل", "تقديم 10 ثوانٍ", "الرجوع 10 ثوانٍ", "المزيد من الخيارات", "الملف الشخصي",
    ])
    func silentLabels(_ label: String) {
        let findings = Auditor().check(label, language: "ar", role: .label)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("abbreviations may end a label with a period", arguments: ["صور وملفات إلخ.", "صور وملفات الخ.", "سنة 300 ق.م.", "د."])
    func abbreviations(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-trailing-period").isEmpty)
    }
}
