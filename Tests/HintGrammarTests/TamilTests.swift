import Testing
@testable import HintGrammar

/// Tamil behaviour the rule examples do not show: the polite and respectful imperatives told
/// from the present, the light verb «செய்» written apart and fused, case endings that make a
/// control type an object, and strings of the kind Tamil apps ship that must stay silent.
@Suite("Tamil")
struct TamilTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "ta", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { TamilGrammar.hintForm(LanguageProfile.tamil.analyze(hint)) }

    @Test("ta and its regional tags find the Tamil table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ta")?.code == "ta")
        #expect(LanguageRegistry.profile(for: "ta-IN")?.name == "Tamil")
        #expect(LanguageRegistry.profile(for: "ta-LK")?.name == "Tamil")
        #expect(!LanguageProfile.tamil.hasLetterCase)
    }

    @Test("the respectful imperative is derived for weak verbs only")
    func derivedForms() {
        #expect(TamilGrammar.lexicon["இயக்குங்கள்"]?.present == "இயக்குகிறது")
        #expect(TamilGrammar.lexicon["திறக்கவும்"]?.present == "திறக்கிறது")
        #expect(TamilGrammar.lexicon["திறக்குங்கள்"] == nil)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "அடுத்த பாடலை இயக்கவும்.", kind: .imperative, severity: .warning, suggestion: "இயக்குகிறது"),
        FormCase(hint: "இயக்கப் பட்டியலைக் காட்டுங்கள்.", kind: .imperative, severity: .warning, suggestion: "காட்டுகிறது"),
        FormCase(hint: "எல்லா தாவல்களையும் மூடவும்.", kind: .imperative, severity: .warning, suggestion: "மூடுகிறது"),
        FormCase(hint: "கோப்பைப் பகிரவும்.", kind: .imperative, severity: .warning, suggestion: "பகிர்கிறது"),
        FormCase(hint: "அமைப்புகளுக்குச் செல்லவும்.", kind: .imperative, severity: .warning, suggestion: "செல்கிறது"),
        FormCase(hint: "வரலாற்றை அழிக்கவும்.", kind: .imperative, severity: .warning, suggestion: "அழிக்கிறது"),
        FormCase(hint: "பதிவிறக்கத்தை ரத்துசெய்க.", kind: .imperative, severity: .warning, suggestion: "ரத்துசெய்கிறது"),
        // Two commands: rewriting the last would leave the first.
        FormCase(hint: "பாடலை இயக்கவும் அல்லது இடைநிறுத்தவும்.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "சிறிது நேரம் காத்திருக்கவும்.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "தயவு செய்து மீண்டும் முயற்சிக்கவும்.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "இந்தச் செய்தியை யாருக்கும் அனுப்பாதீர்கள்.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "நீங்கள் பின்னர் மொழியை மாற்றலாம்.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present, nouns with «-உம்», gestures, questions and English are left alone", arguments: [
        "அடுத்த பாடலை இயக்குகிறது.", "கோப்பைப் பகிர்கிறது.", "பதிவிறக்கத்தை ரத்துசெய்கிறது.", "பாடல்களும் படங்களும்.",
        "அடுத்த பாடல்.", "எல்லா கோப்புகளையும் நீக்க வேண்டுமா?", "%@ இயக்குகிறது.", "பாடல் %@", "Plays the song.",
        "பாடலை இயக்க இருமுறை தட்டவும்.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("labels of the kind Tamil apps ship stay silent", arguments: [
        "இயக்கு", "இடைநிறுத்து", "அடுத்த பாடல்", "முந்தைய பாடல்", "இசைப்பட்டியல்கள்", "வசனவரிகள்", "முழுத்திரை", "தேடல்",
        "தேடல் புலத்தை அழி", "புக்மார்க்குகளில் சேர்", "தாவலை மூடு", "புதிய தாவல்", "இணைப்பை நகலெடு", "அமைப்புகள்", "பின்செல்",
        "%lld தேர்ந்தெடுக்கப்பட்டது", "தேர்ந்தெடுக்கப்பட்ட படங்களை நீக்கு", "பட்டன் அளவு", "ஒலியளவு", "ரத்துசெய்",
        "தட்டச்சு செய்ய தொடங்கவும்", "விலை 500 ரூ.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Tamil apps ship stay silent", arguments: [
        "அடுத்த பாடலை இயக்குகிறது.", "இயக்கத்தை இடைநிறுத்துகிறது.", "காணொளியை முழுத்திரையில் காட்டுகிறது.", "தேடல் புலத்தை அழிக்கிறது.",
        "உரைப் புலத்தில் தட்டச்சு செய்த உரையை நீக்குகிறது.", "பட்டியலின் மேலே செல்கிறது.", "புக்மார்க்குகளின் பட்டியலைத் திறக்கிறது.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("இயக்கு பொத்தான்", Role.label, "label-control-type"), ("ஒலி, டிக் செய்யப்பட்டது", .label, "label-state"),
        ("இருமுறை தட்டவும்", .label, "label-gesture"), ("மேலும் அறிக", .label, "label-vague"),
        ("படத்தைத் திறக்க தட்டவும்.", .hint, "hint-gesture"), ("இரண்டு விரல்களால் பெரிதாக்குகிறது.", .hint, "hint-gesture"),
        ("செயல்தவிர்க்க சாதனத்தைக் குலுக்கவும்.", .hint, "hint-gesture"), ("இந்தப் பட்டன் செய்தியை அனுப்புகிறது.", .hint, "hint-control-type"),
        ("பட்டியலைக் காண கிளிக் செய்யவும்.", .hint, "hint-gesture"),
        ("இரட்டைத் தட்டலில் கட்டுப்பாடுகளைக் காட்டுகிறது.", .hint, "hint-gesture"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture")
    func gestureOnce() {
        #expect(Self.findings("படத்தைத் திறக்க இருமுறை தட்டவும்.", .hint).map(\.rule) == ["hint-gesture"])
        #expect(Self.findings("நீக்க இடதுபுறம் ஸ்வைப் செய்யவும்.", .hint).map(\.rule) == ["hint-gesture"])
    }
}
