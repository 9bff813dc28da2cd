import Testing
@testable import HintGrammar

/// Marathi behaviour the rule examples do not show: the light verbs of compounds («जतन करा»,
/// «खोडून टाका»), imperatives and verbal nouns told from the present and from nouns that end like
/// them, the full stop (and the danda read as one), and strings of the kind Marathi apps ship that
/// must stay silent.
@Suite("Marathi")
struct MarathiTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "mr", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { MarathiGrammar.hintForm(LanguageProfile.marathi.analyze(hint)) }

    @Test("mr and its regional tag find the Marathi table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "mr")?.code == "mr")
        #expect(LanguageRegistry.profile(for: "mr-IN")?.name == "Marathi")
        #expect(!LanguageProfile.marathi.hasLetterCase)
    }

    @Test("the imperative, the verbal noun and the purpose are derived from the stem")
    func derivedForms() {
        #expect(MarathiGrammar.forms(of: "उघड").imperatives == ["उघडा"])
        #expect(MarathiGrammar.forms(of: "दाखव").verbalNouns.contains("दाखविणे"))
        #expect(MarathiGrammar.forms(of: "दाखव").purposes.contains("दाखवण्यासाठी"))
        #expect(MarathiGrammar.forms(of: "दे").imperatives == ["द्या"])
    }

    static let forms: [FormCase] = [
        FormCase(hint: "पुढील ट्रॅक प्ले करा.", kind: .imperative, severity: .warning, suggestion: "प्ले करते"),
        FormCase(hint: "प्लेबॅक इतिहास साफ करा.", kind: .imperative, severity: .warning, suggestion: "साफ करते"),
        FormCase(hint: "सर्व टॅब बंद करा.", kind: .imperative, severity: .warning, suggestion: "बंद करते"),
        FormCase(hint: "बुकमार्क काढून टाका.", kind: .imperative, severity: .warning, suggestion: "काढून टाकते"),
        FormCase(hint: "फोल्डर उघडा.", kind: .imperative, severity: .warning, suggestion: "उघडते"),
        FormCase(hint: "प्लेबॅक नियंत्रणे दाखवा.", kind: .imperative, severity: .warning, suggestion: "दाखवते"),
        FormCase(hint: "व्हिडिओची गुणवत्ता बदलणे.", kind: .infinitive, severity: .warning, suggestion: "बदलते"),
        FormCase(hint: "उपशीर्षके दाखविण्यासाठी निवडा.", kind: .imperative, severity: .warning, suggestion: "दाखवते"),
        FormCase(hint: "आपला ईमेल पत्ता भरा.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "खात्यात लॉग इन करा.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "डाउनलोड पूर्ण होईपर्यंत वाट पहा.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "कृपया थोडा वेळ प्रतीक्षा करा.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "हा संदेश कोणालाही पाठवू नका.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "तुम्ही नंतर भाषा बदलू शकता.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, verbal nouns, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present in every gender and number, nouns that end like verb forms, questions and English are left alone", arguments: [
        "पुढील ट्रॅक प्ले करते.", "प्लेबॅक इतिहास साफ करतो.", "उपशीर्षकांची सूची दाखवते.", "सर्व टॅब बंद करतात.",
        "बुकमार्क काढून टाकते.", "फाइल उघडत नाही.", "व्हिडिओ पुन्हा सुरू होईल.", "पुढील गाणे.", "शेवटचा बदल.", "तुमची निवड.",
        "नवीन शोध.", "सर्व फाइल्स.", "तुम्हाला सर्व फाइल्स हटवायच्या आहेत का?", "%@ प्ले करते.", "गाणे %@", "Plays the song.",
        "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the full stop ends a hint; a danda is replaced by it", arguments: [
        ("सेटिंग्ज उघडते", "सेटिंग्ज उघडते."), ("सेटिंग्ज उघडते।", "सेटिंग्ज उघडते."),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Marathi apps ship stay silent", arguments: [
        "प्ले करा", "थांबवा", "पुढील ट्रॅक", "मागील ट्रॅक", "प्लेलिस्ट", "उपशीर्षके", "पूर्ण स्क्रीन", "शोध", "शोध फील्ड साफ करा",
        "बुकमार्कमध्ये जोडा", "टॅब बंद करा", "नवीन टॅब", "लिंक कॉपी करा", "सेटिंग्ज", "मागे", "%lld निवडले", "निवडलेले फोटो हटवा",
        "स्वाइप क्रिया", "बॅक टॅप", "बटणाचा आकार", "आवाज चालू", "किंमत 500 रु.", "फाइल फोल्डरमध्ये हलवा", "रद्द करा", "जतन करा",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Marathi apps ship stay silent", arguments: [
        "पुढील ट्रॅक प्ले करते.", "प्लेबॅक थांबवते.", "व्हिडिओ पूर्ण स्क्रीनवर दाखवते.", "शोध फील्डमधील मजकूर साफ करते.",
        "मजकूर फील्ड मधील मजकूर हटवते.", "सूचीच्या सर्वात वर स्क्रोल करते.", "बुकमार्कची सूची उघडते.", "फाइल दुसऱ्या फोल्डरमध्ये हलवते.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("प्ले बटण", Role.label, "label-control-type"), ("आवाज, चेक केलेले", .label, "label-state"),
        ("दोनदा टॅप करा", .label, "label-gesture"), ("अधिक जाणून घ्या", .label, "label-vague"),
        ("फोटो उघडण्यासाठी टॅप करा.", .hint, "hint-gesture"), ("स्क्रीन दोन बोटांनी पिंच करा.", .hint, "hint-gesture"),
        ("प्लेबॅक नियंत्रणे दाखवण्यासाठी डबल टॅप करा", .hint, "hint-gesture"),
        ("पूर्ववत करण्यासाठी डिव्हाइस हलवा.", .hint, "hint-gesture"), ("हे बटण संदेश पाठवते.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: [
        "फोटो उघडण्यासाठी टॅप करा.", "नियंत्रणे दाखवण्यासाठी डबल टॅप करा.", "पर्यायांसाठी टच करून धरून ठेवा.", "हटवण्यासाठी डावीकडे स्वाइप करा.",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
