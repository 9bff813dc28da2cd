import Testing
@testable import HintGrammar

/// Telugu behaviour the rule examples do not show: the light verb «చేయు» of compounds («సేవ్
/// చేయండి»), polite imperatives told from the descriptive present-future and from nouns that end
/// like them, case endings after a zero-width non-joiner, and strings of the kind Telugu apps ship
/// that must stay silent.
@Suite("Telugu")
struct TeluguTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "te", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { TeluguGrammar.hintForm(LanguageProfile.telugu.analyze(hint)) }

    @Test("te and its regional tag find the Telugu table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "te")?.code == "te")
        #expect(LanguageRegistry.profile(for: "te-IN")?.name == "Telugu")
        #expect(!LanguageProfile.telugu.hasLetterCase)
    }

    @Test("a case ending after a zero-width non-joiner stays in its word, and the type before it is no term of its own")
    func caseEndingAfterNonJoiner() {
        let words = LanguageProfile.telugu.analyze("బటన్\u{200C}ను").realWords.map(\.folded)
        #expect(words == ["బటన్ను"])
        let kinds = LanguageProfile.telugu.terms.matches(in: LanguageProfile.telugu.analyze("బటన్\u{200C}ను నొక్కుతుంది")).map(\.term.kind)
        #expect(!kinds.contains(.controlType))
        // Written apart, the postposition makes the type a neutral phrase.
        #expect(LanguageProfile.telugu.terms.matches(in: LanguageProfile.telugu.analyze("బటన్ యొక్క రంగు")).map(\.term.kind) == [.neutral])
        // Without the non-joiner, the fused form is one word, which no term matches.
        #expect(LanguageProfile.telugu.terms.matches(in: LanguageProfile.telugu.analyze("బటన్ను")).isEmpty)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "తదుపరి ట్రాక్‌ను ప్లే చేయండి.", kind: .imperative, severity: .warning, suggestion: "ప్లే చేస్తుంది"),
        FormCase(hint: "ప్లేబ్యాక్ చరిత్రను క్లియర్ చెయ్యండి.", kind: .imperative, severity: .warning, suggestion: "క్లియర్ చేస్తుంది"),
        FormCase(hint: "అన్ని ట్యాబ్‌లను మూసివేయండి.", kind: .imperative, severity: .warning, suggestion: "మూసివేస్తుంది"),
        FormCase(hint: "బుక్‌మార్క్‌ను జోడించండి.", kind: .imperative, severity: .warning, suggestion: "జోడిస్తుంది"),
        FormCase(hint: "వీడియో నాణ్యతను మార్చండి.", kind: .imperative, severity: .warning, suggestion: "మారుస్తుంది"),
        FormCase(hint: "సందేశాన్ని పంపండి.", kind: .imperative, severity: .warning, suggestion: "పంపుతుంది"),
        FormCase(hint: "ఉపశీర్షికలను తెరవడానికి ఎంచుకోండి.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "మీ ఇమెయిల్ చిరునామాను నమోదు చేయండి.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ఖాతాకు లాగిన్ చేయండి.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "కొంత సమయం వేచి ఉండండి.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "దయచేసి కొంత సమయం వేచి ఉండండి.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "ఈ సందేశాన్ని తొలగించకండి.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "మీరు తర్వాత భాషను మార్చవచ్చు.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "మీరు పాస్‌వర్డ్ నమోదు చేయాలి.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("polite imperatives, requests and prohibitions, with the descriptive form to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the descriptive present-future, past and passive, nouns that end like commands, questions and English are left alone", arguments: [
        "తదుపరి ట్రాక్‌ను ప్లే చేస్తుంది.", "ప్లేబ్యాక్ చరిత్రను క్లియర్ చేస్తుంది.", "ఉపశీర్షికల జాబితాను చూపిస్తుంది.",
        "బుక్‌మార్క్‌ను తొలగిస్తుంది.", "ఫైల్‌ను తెరవదు.", "వీడియో మళ్లీ ప్రారంభమవుతుంది.", "తదుపరి పాట.", "వెండి రంగు.",
        "కొత్త ఫీచర్‌లు మరియు సేవలు.", "మీరు అన్ని ఫైల్‌లను తొలగించాలనుకుంటున్నారా?", "%@ను ప్లే చేస్తుంది.", "పాట %@",
        "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the full stop ends a hint; a danda is replaced by it", arguments: [
        ("సెట్టింగ్‌లను తెరుస్తుంది", "సెట్టింగ్‌లను తెరుస్తుంది."), ("సెట్టింగ్‌లను తెరుస్తుంది।", "సెట్టింగ్‌లను తెరుస్తుంది."),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Telugu apps ship stay silent", arguments: [
        "ప్లే చేయండి", "పాజ్ చేయండి", "తదుపరి ట్రాక్", "మునుపటి ట్రాక్", "ప్లేలిస్ట్", "ఉపశీర్షికలు", "పూర్తి స్క్రీన్", "శోధించండి",
        "శోధన ఫీల్డ్‌ను క్లియర్ చేయండి", "బుక్‌మార్క్‌లకు జోడించండి", "ట్యాబ్‌ను మూసివేయండి", "కొత్త ట్యాబ్", "లింక్‌ను కాపీ చేయండి",
        "సెట్టింగ్‌లు", "వెనుకకు", "%lld ఎంచుకోబడింది", "ఎంచుకున్న ఫోటోలను తొలగించండి", "స్వైప్ చర్యలు", "బ్యాక్ ట్యాప్",
        "బటన్ ఆకారాలు", "ఫ్లాష్ ఆన్", "రద్దు చేయండి", "పూర్తయింది",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Telugu apps ship stay silent", arguments: [
        "తదుపరి ట్రాక్‌ను ప్లే చేస్తుంది.", "ప్లేబ్యాక్‌ను ఆపుతుంది.", "వీడియోను పూర్తి స్క్రీన్‌లో చూపిస్తుంది.",
        "శోధన ఫీల్డ్‌ను క్లియర్ చేస్తుంది.", "టెక్స్ట్ ఫీల్డ్‌లో రాసిన వచనాన్ని తొలగిస్తుంది.", "బుక్‌మార్క్‌ల జాబితాను తెరుస్తుంది.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("ప్లే బటన్", Role.label, "label-control-type"), ("శబ్దం, చెక్ చేయబడింది", .label, "label-state"),
        ("రెండుసార్లు ట్యాప్ చేయండి", .label, "label-gesture"), ("మరింత తెలుసుకోండి", .label, "label-vague"),
        ("ఫోటోను తెరవడానికి ట్యాప్ చేయండి.", .hint, "hint-gesture"), ("స్క్రీన్‌ను రెండు వేళ్లతో పించ్ చేయండి.", .hint, "hint-gesture"),
        ("అన్‌డూ చేయడానికి పరికరాన్ని కదిలించండి.", .hint, "hint-gesture"), ("ఈ బటన్ సందేశాన్ని పంపుతుంది.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: [
        "ఫోటోను తెరవడానికి ట్యాప్ చేయండి.", "ఎంపికలను చూడటానికి నొక్కి పట్టుకోండి.", "ఫోటోను తెరవడానికి నొక్కండి.",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
