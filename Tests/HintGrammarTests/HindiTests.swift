import Testing
@testable import HintGrammar

/// Hindi behaviour the rule examples do not show: the light verbs of compounds («साझा करें»,
/// «हटा दें»), imperatives and infinitives told from the habitual and from nouns that end like
/// them, the danda, and strings of the kind Hindi apps ship that must stay silent.
@Suite("Hindi")
struct HindiTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "hi", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { HindiGrammar.hintForm(LanguageProfile.hindi.analyze(hint)) }

    @Test("hi and its regional tags find the Hindi table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "hi")?.code == "hi")
        #expect(LanguageRegistry.profile(for: "hi-IN")?.name == "Hindi")
        #expect(!LanguageProfile.hindi.hasLetterCase)
    }

    @Test("the imperatives and the infinitive are derived from the stem")
    func derivedForms() {
        #expect(HindiGrammar.forms(of: "खोल").imperatives.contains("खोलें"))
        #expect(HindiGrammar.forms(of: "खोल").imperatives.contains("खोलिए"))
        #expect(HindiGrammar.forms(of: "चला").imperatives.contains("चलाएं"))
        #expect(HindiGrammar.forms(of: "चला").imperatives.contains("चलाइए"))
        #expect(HindiGrammar.forms(of: "चला").infinitive == "चलाना")
        #expect(HindiGrammar.forms(of: "कर").imperatives.contains("कीजिए"))
    }

    static let forms: [FormCase] = [
        FormCase(hint: "अगला ट्रैक चलाएँ।", kind: .imperative, severity: .warning, suggestion: "चलाता है"),
        FormCase(hint: "प्लेबैक इतिहास साफ़ करें।", kind: .imperative, severity: .warning, suggestion: "साफ़ करता है"),
        FormCase(hint: "सभी टैब बंद कीजिए।", kind: .imperative, severity: .warning, suggestion: "बंद करता है"),
        FormCase(hint: "बुकमार्क हटा दें।", kind: .imperative, severity: .warning, suggestion: "हटा देता है"),
        FormCase(hint: "फ़ोल्डर खोलो।", kind: .imperative, severity: .warning, suggestion: "खोलता है"),
        FormCase(hint: "सेटिंग्स पर जाएं।", kind: .imperative, severity: .warning, suggestion: "जाता है"),
        FormCase(hint: "वीडियो की गुणवत्ता बदलना।", kind: .infinitive, severity: .warning, suggestion: "बदलता है"),
        FormCase(hint: "उपशीर्षक चुनने के लिए चुनें।", kind: .imperative, severity: .warning, suggestion: "चुनता है"),
        FormCase(hint: "अपना ईमेल पता डालें।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "खाते में लॉग इन करें।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "कृपया थोड़ी देर प्रतीक्षा करें।", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "यह संदेश किसी को न भेजें।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ऐप बंद मत करो।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "आप बाद में भाषा बदल सकते हैं।", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "आपको पासवर्ड डालना होगा।", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the habitual to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the habitual in every gender and number, nouns that end like verb forms, questions and English are left alone", arguments: [
        "अगला ट्रैक चलाता है।", "प्लेबैक इतिहास साफ़ करता है।", "उपशीर्षक की सूची दिखाती है।", "सभी टैब बंद करते हैं।",
        "बुकमार्क हटा देता है।", "फ़ाइल नहीं खोलता।", "वीडियो फिर से शुरू हो जाएगा।", "अगला गाना।", "हाल की घटना।",
        "नई सुविधाएं और सेवाएं।", "सभी फ़ाइलें।", "क्या आप सभी फ़ाइलें हटाना चाहते हैं?", "%@ चलाता है।", "गाना %@", "Plays the song.",
        "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the danda ends a hint; a Latin full stop is replaced by it", arguments: [
        ("सेटिंग्स खोलता है", "सेटिंग्स खोलता है।"), ("सेटिंग्स खोलता है.", "सेटिंग्स खोलता है।"),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Hindi apps ship stay silent", arguments: [
        "चलाएं", "रोकें", "अगला ट्रैक", "पिछला ट्रैक", "प्लेलिस्ट", "उपशीर्षक", "पूर्ण स्क्रीन", "खोज", "खोज फ़ील्ड साफ़ करें",
        "बुकमार्क में जोड़ें", "टैब बंद करें", "नया टैब", "लिंक कॉपी करें", "सेटिंग्स", "वापस", "%lld चयनित", "चयनित फ़ोटो हटाएं",
        "स्वाइप क्रियाएं", "बैक टैप", "बटन का आकार", "ध्वनि चालू", "कीमत 500 रु.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Hindi apps ship stay silent", arguments: [
        "अगला ट्रैक चलाता है।", "प्लेबैक को रोकता है।", "वीडियो को पूर्ण स्क्रीन में दिखाता है।", "खोज फ़ील्ड को साफ़ करता है।",
        "टेक्स्ट फ़ील्ड में लिखा गया पाठ हटाता है।", "सूची में सबसे ऊपर स्क्रॉल करता है।", "बुकमार्क की सूची खोलती है।",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("प्ले बटन", Role.label, "label-control-type"), ("ध्वनि, चेक किया गया", .label, "label-state"),
        ("दो बार टैप करें", .label, "label-gesture"), ("और जानें", .label, "label-vague"),
        ("फ़ोटो खोलने के लिए टैप करें।", .hint, "hint-gesture"), ("स्क्रीन को दो उंगलियों से पिंच करें।", .hint, "hint-gesture"),
        ("पूर्ववत करने के लिए डिवाइस हिलाएँ।", .hint, "hint-gesture"), ("यह बटन संदेश भेजता है।", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture, also when the gesture has words before the light verb", arguments: [
        "फ़ोटो खोलने के लिए टैप करें।", "फ़ोटो खोलने के लिए दो बार टैप करें।", "विकल्प देखने के लिए टैप करके रखें।",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}

/// The shared rule, for every verb-final table: a command whose words end a gesture phrase is the
/// gesture, reported once.
@Suite("A gesture command in verb-final languages")
struct VerbFinalGestureCommandTests {
    @Test("reported once, by hint-gesture", arguments: [
        ("hi", "फ़ोटो खोलने के लिए दो बार टैप करें।"), ("ur", "تصویر کھولنے کے لیے دو بار ٹیپ کریں۔"),
        ("pa", "ਫੋਟੋ ਖੋਲ੍ਹਣ ਲਈ ਦੋ ਵਾਰ ਟੈਪ ਕਰੋ।"), ("mr", "फोटो उघडण्यासाठी डबल टॅप करा."),
    ])
    func once(_ example: (String, String)) {
        let rules = Auditor().check(example.1, language: example.0, role: .hint).map(\.rule)
        #expect(rules == ["hint-gesture"], "\(example.0): \(rules)")
    }
}

/// The control-type fix in languages whose link inflects the modifier or is fused to it: no fix
/// that leaves a dangling «चलाने» or «চালানোর».
@Suite("Control-type fixes and modifier links")
struct ModifierLinkFixTests {
    @Test("a type word after an inflected or fused modifier is reported without a fix; after a plain noun, with one", arguments: [
        ("hi", "चलाने का बटन", nil), ("hi", "प्ले बटन", "प्ले"), ("ur", "چلانے کا بٹن", nil), ("mr", "चालवण्याचे बटण", nil),
        ("mr", "प्ले बटण", "प्ले"), ("gu", "વગાડવાનું બટન", nil), ("bn", "চালানোর বোতাম", nil), ("bn", "প্লে বোতাম", "প্লে"),
        ("ja", "再生のボタン", "再生"),
    ] as [(String, String, String?)])
    func fix(_ example: (String, String, String?)) {
        let finding = Auditor().check(example.1, language: example.0, role: .label).first { $0.rule == "label-control-type" }
        #expect(finding != nil, "\(example.1)")
        #expect(finding?.fix == example.2, "\(example.1)")
    }

    @Test("a fused ending is found by scalars, and only after something")
    func fusedEnding() {
        let links = LanguageProfile.ModifierLinks([], headFollows: true, fusedEndings: ["চে", "র"])
        #expect(links.endsWithFusedLink("চালানোর"))
        #expect(!links.endsWithFusedLink("র"))
        #expect(!links.endsWithFusedLink("প্লে"))
    }
}

/// label-gesture where the verb ends the label: a gesture before a command the grammar is sure of.
@Suite("A gesture before the command of a verb-final label")
struct VerbFinalGestureLabelTests {
    @Test("reported as the label's gesture", arguments: [
        ("hi", "दो बार टैप करके चलाएँ"), ("hi", "बाएँ स्वाइप करके हटा दें"), ("mr", "दोनदा टॅप करून प्ले करा"),
        ("ur", "بائیں سوائپ کر کے حذف کریں"), ("te", "రెండుసార్లు ట్యాప్ చేసి ప్లే చేయండి"),
    ])
    func reported(_ example: (String, String)) {
        #expect(Auditor().check(example.1, language: example.0, role: .label).map(\.rule).contains("label-gesture"), "\(example)")
    }

    @Test("a feature's name, a plain command or a description stays silent", arguments: [
        ("hi", "टैप टू पे सेट करें"), ("hi", "शेयर करें"), ("hi", "टैप करने पर चलता है"),
    ])
    func silent(_ example: (String, String)) {
        #expect(!Auditor().check(example.1, language: example.0, role: .label).map(\.rule).contains("label-gesture"), "\(example)")
    }
}
