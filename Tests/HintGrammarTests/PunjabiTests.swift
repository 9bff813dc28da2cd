import Testing
@testable import HintGrammar

/// Punjabi (Gurmukhi) behaviour the rule examples do not show: the light verbs of compounds
/// («ਸਾਂਝਾ ਕਰੋ», «ਮਿਟਾ ਦਿਓ»), imperatives and infinitives told from the habitual and from nouns
/// that end like them, the danda, and strings of the kind Punjabi apps ship that must stay silent.
@Suite("Punjabi")
struct PunjabiTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "pa", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { PunjabiGrammar.hintForm(LanguageProfile.punjabi.analyze(hint)) }

    @Test("pa and its regional tags find the Punjabi table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "pa")?.code == "pa")
        #expect(LanguageRegistry.profile(for: "pa-IN")?.name == "Punjabi")
        #expect(LanguageRegistry.profile(for: "pa-Guru")?.name == "Punjabi")
        #expect(!LanguageProfile.punjabi.hasLetterCase)
    }

    @Test("Punjabi in Shahmukhi (pa-Arab, pa-PK) is not judged by the Gurmukhi table, and its full stop is ۔")
    func shahmukhi() {
        #expect(LanguageRegistry.profile(for: "pa-Arab") == nil)
        #expect(LanguageRegistry.profile(for: "pa-Arab-PK") == nil)
        #expect(LanguageRegistry.profile(for: "pa-PK") == nil)
        #expect(LanguageRegistry.profile(for: "pa-Guru-IN")?.code == "pa")
        #expect(ScriptPunctuation.of("pa-Arab")?.fullStop == "۔")
        #expect(ScriptPunctuation.of("pa-PK")?.fullStop == "۔")
        #expect(ScriptPunctuation.of("pa")?.fullStop == "।")
        let hint = "گانا چلاندا اے۔"
        #expect(Auditor().check(hint, language: "pa-Arab", role: .hint).isEmpty)
        let missing = Auditor().check("گانا چلاندا اے", language: "pa-Arab", role: .hint).filter { $0.rule == "hint-missing-period" }
        #expect(missing.first?.fix == hint)
    }

    @Test("the imperative, the infinitive and its oblique form are derived from the stem")
    func derivedForms() {
        #expect(PunjabiGrammar.forms(of: "ਖੋਲ੍ਹ").imperatives == ["ਖੋਲ੍ਹੋ"])
        #expect(PunjabiGrammar.forms(of: "ਖੋਲ੍ਹ").infinitive == "ਖੋਲ੍ਹਣਾ")
        #expect(PunjabiGrammar.forms(of: "ਚਲਾ").imperatives == ["ਚਲਾਓ"])
        #expect(PunjabiGrammar.forms(of: "ਚਲਾ").infinitive == "ਚਲਾਉਣਾ")
        #expect(PunjabiGrammar.forms(of: "ਚਲਾ").oblique == "ਚਲਾਉਣ")
        #expect(PunjabiGrammar.forms(of: "ਜੋੜ").infinitive == "ਜੋੜਨਾ")
        #expect(PunjabiGrammar.forms(of: "ਚੁਣ").infinitive == "ਚੁਣਨਾ")
        #expect(PunjabiGrammar.habitual(of: "ਚਲਾ") == "ਚਲਾਉਂਦਾ ਹੈ")
        #expect(PunjabiGrammar.habitual(of: "ਜਾ") == "ਜਾਂਦਾ ਹੈ")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "ਅਗਲਾ ਟਰੈਕ ਚਲਾਓ।", kind: .imperative, severity: .warning, suggestion: "ਚਲਾਉਂਦਾ ਹੈ"),
        FormCase(hint: "ਪਲੇਬੈਕ ਇਤਿਹਾਸ ਸਾਫ਼ ਕਰੋ।", kind: .imperative, severity: .warning, suggestion: "ਸਾਫ਼ ਕਰਦਾ ਹੈ"),
        FormCase(hint: "ਬੁੱਕਮਾਰਕ ਹਟਾ ਦਿਓ।", kind: .imperative, severity: .warning, suggestion: "ਹਟਾ ਦਿੰਦਾ ਹੈ"),
        FormCase(hint: "ਫੋਲਡਰ ਖੋਲੋ।", kind: .imperative, severity: .warning, suggestion: "ਖੋਲਦਾ ਹੈ"),
        FormCase(hint: "ਸੈਟਿੰਗਾਂ ਤੇ ਜਾਓ।", kind: .imperative, severity: .warning, suggestion: "ਜਾਂਦਾ ਹੈ"),
        FormCase(hint: "ਵੀਡੀਓ ਦੀ ਗੁਣਵੱਤਾ ਬਦਲਣਾ।", kind: .infinitive, severity: .warning, suggestion: "ਬਦਲਦਾ ਹੈ"),
        FormCase(hint: "ਉਪਸਿਰਲੇਖ ਚੁਣਨ ਲਈ ਚੁਣੋ।", kind: .imperative, severity: .warning, suggestion: "ਚੁਣਦਾ ਹੈ"),
        FormCase(hint: "ਸੁਨੇਹੇ ਸੁਣੋ।", kind: .imperative, severity: .warning, suggestion: "ਸੁਣਾਉਂਦਾ ਹੈ"),
        FormCase(hint: "ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਦਰਜ ਕਰੋ।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ਖਾਤੇ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ਮੀਨੂ ਦੇਖਣ ਲਈ ਦਬਾ ਕੇ ਰੱਖੋ।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਉਡੀਕ ਕਰੋ।", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "ਇਹ ਸੁਨੇਹਾ ਕਿਸੇ ਨੂੰ ਨਾ ਭੇਜੋ।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ਤੁਸੀਂ ਬਾਅਦ ਵਿੱਚ ਭਾਸ਼ਾ ਬਦਲ ਸਕਦੇ ਹੋ।", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "ਤੁਹਾਨੂੰ ਪਾਸਵਰਡ ਦਰਜ ਕਰਨਾ ਪਵੇਗਾ।", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the habitual to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the habitual in every gender and number, nouns that end like verb forms, questions and English are left alone", arguments: [
        "ਅਗਲਾ ਟਰੈਕ ਚਲਾਉਂਦਾ ਹੈ।", "ਪਲੇਬੈਕ ਇਤਿਹਾਸ ਸਾਫ਼ ਕਰਦਾ ਹੈ।", "ਉਪਸਿਰਲੇਖਾਂ ਦੀ ਸੂਚੀ ਦਿਖਾਉਂਦੀ ਹੈ।", "ਸਾਰੀਆਂ ਟੈਬਾਂ ਬੰਦ ਕਰਦੇ ਹਨ।",
        "ਬੁੱਕਮਾਰਕ ਹਟਾ ਦਿੰਦਾ ਹੈ।", "ਫ਼ਾਈਲ ਨਹੀਂ ਖੋਲ੍ਹਦਾ।", "ਵੀਡੀਓ ਦੁਬਾਰਾ ਸ਼ੁਰੂ ਹੋ ਜਾਵੇਗਾ।", "ਅਗਲਾ ਗਾਣਾ।", "ਨਵਾਂ ਟਿਕਾਣਾ।",
        "ਆਡੀਓ ਅਤੇ ਵੀਡੀਓ।", "ਸਾਰੀਆਂ ਫ਼ਾਈਲਾਂ।", "ਕੀ ਤੁਸੀਂ ਸਾਰੀਆਂ ਫ਼ਾਈਲਾਂ ਮਿਟਾਉਣਾ ਚਾਹੁੰਦੇ ਹੋ?", "%@ ਚਲਾਉਂਦਾ ਹੈ।", "ਗੀਤ %@",
        "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the danda ends a hint; a Latin full stop is replaced by it", arguments: [
        ("ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ", "ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"), ("ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ.", "ਸੈਟਿੰਗਾਂ ਖੋਲ੍ਹਦਾ ਹੈ।"),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Punjabi apps ship stay silent", arguments: [
        "ਚਲਾਓ", "ਰੋਕੋ", "ਅਗਲਾ ਟਰੈਕ", "ਪਿਛਲਾ ਟਰੈਕ", "ਪਲੇਲਿਸਟ", "ਉਪਸਿਰਲੇਖ", "ਪੂਰੀ ਸਕ੍ਰੀਨ", "ਖੋਜ", "ਖੋਜ ਖੇਤਰ ਸਾਫ਼ ਕਰੋ",
        "ਬੁੱਕਮਾਰਕਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਕਰੋ", "ਟੈਬ ਬੰਦ ਕਰੋ", "ਨਵੀਂ ਟੈਬ", "ਲਿੰਕ ਕਾਪੀ ਕਰੋ", "ਸੈਟਿੰਗਾਂ", "ਪਿੱਛੇ", "%lld ਚੁਣੇ ਗਏ",
        "ਚੁਣੀਆਂ ਗਈਆਂ ਫ਼ੋਟੋਆਂ ਮਿਟਾਓ", "ਸਵਾਈਪ ਕਾਰਵਾਈਆਂ", "ਬੈਕ ਟੈਪ", "ਬਟਨ ਦਾ ਆਕਾਰ", "ਆਵਾਜ਼ ਚਾਲੂ", "ਕੀਮਤ 500 ਰੁ.", "ਪਾਸਵਰਡ ਦਿਖਾਓ",
        "ਵੀਡੀਓ ਕਾਲ ਸ਼ੁਰੂ ਕਰੋ", "ਪੰਨਾ %1$d",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Punjabi apps ship stay silent", arguments: [
        "ਅਗਲਾ ਟਰੈਕ ਚਲਾਉਂਦਾ ਹੈ।", "ਪਲੇਬੈਕ ਨੂੰ ਰੋਕਦਾ ਹੈ।", "ਵੀਡੀਓ ਨੂੰ ਪੂਰੀ ਸਕ੍ਰੀਨ ਵਿੱਚ ਦਿਖਾਉਂਦਾ ਹੈ।", "ਖੋਜ ਖੇਤਰ ਨੂੰ ਸਾਫ਼ ਕਰਦਾ ਹੈ।",
        "ਟੈਕਸਟ ਖੇਤਰ ਵਿੱਚ ਲਿਖਿਆ ਟੈਕਸਟ ਮਿਟਾਉਂਦਾ ਹੈ।", "ਸੂਚੀ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਪਰ ਸਕ੍ਰੋਲ ਕਰਦਾ ਹੈ।", "ਬੁੱਕਮਾਰਕਾਂ ਦੀ ਸੂਚੀ ਖੋਲ੍ਹਦੀ ਹੈ।",
        "ਗੱਲਬਾਤ ਨੂੰ ਮਿਊਟ ਕਰ ਦਿੰਦਾ ਹੈ।",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("ਪਲੇ ਬਟਨ", Role.label, "label-control-type"), ("ਆਵਾਜ਼, ਚੈੱਕ ਕੀਤਾ ਗਿਆ", .label, "label-state"),
        ("ਦੋ ਵਾਰ ਟੈਪ ਕਰੋ", .label, "label-gesture"), ("ਹੋਰ ਜਾਣੋ", .label, "label-vague"), ("ਵੇਰਵੇ", .label, "label-vague"),
        ("ਫ਼ੋਟੋ ਖੋਲ੍ਹਣ ਲਈ ਟੈਪ ਕਰੋ।", .hint, "hint-gesture"), ("ਸਕ੍ਰੀਨ ਨੂੰ ਦੋ ਉਂਗਲਾਂ ਨਾਲ ਪਿੰਚ ਕਰੋ।", .hint, "hint-gesture"),
        ("ਅਣਕੀਤਾ ਕਰਨ ਲਈ ਡੀਵਾਈਸ ਹਿਲਾਓ।", .hint, "hint-gesture"), ("ਫ਼ਾਈਲ ਨੂੰ ਘਸੀਟ ਕੇ ਫੋਲਡਰ ਵਿੱਚ ਰੱਖੋ।", .hint, "hint-gesture"),
        ("ਇਹ ਬਟਨ ਸੁਨੇਹਾ ਭੇਜਦਾ ਹੈ।", .hint, "hint-control-type"), ("ਸੁਨੇਹਾ ਭੇਜੋ।", .hint, "hint-imperative"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: ["ਫ਼ੋਟੋ ਖੋਲ੍ਹਣ ਲਈ ਟੈਪ ਕਰੋ।", "ਵਿਕਲਪ ਦੇਖਣ ਲਈ ਸਪਰਸ਼ ਕਰਕੇ ਰੱਖੋ।"])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"])
    }
}
