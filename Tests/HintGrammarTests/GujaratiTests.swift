import Testing
@testable import HintGrammar

/// Gujarati behaviour the rule examples do not show: the light verbs of compounds («પસંદ કરો»,
/// «કાઢી નાખો»), imperatives and infinitives told from the present and from nouns spelled like
/// them, the full stop, and strings of the kind Gujarati apps ship that must stay silent.
@Suite("Gujarati")
struct GujaratiTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "gu", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { GujaratiGrammar.hintForm(LanguageProfile.gujarati.analyze(hint)) }

    @Test("gu and its regional tag find the Gujarati table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "gu")?.code == "gu")
        #expect(LanguageRegistry.profile(for: "gu-IN")?.name == "Gujarati")
        #expect(!LanguageProfile.gujarati.hasLetterCase)
    }

    @Test("the imperative, the infinitives and the purpose are derived from the stem")
    func derivedForms() {
        #expect(GujaratiGrammar.forms(of: "ખોલ").imperatives == ["ખોલો"])
        #expect(GujaratiGrammar.forms(of: "બતાવ").infinitives.contains("બતાવવું"))
        #expect(GujaratiGrammar.forms(of: "બતાવ").purpose == "બતાવવા")
        #expect(GujaratiGrammar.forms(of: "જો").imperatives.contains("જુઓ"))
    }

    static let forms: [FormCase] = [
        FormCase(hint: "આગળનો ટ્રૅક ચલાવો.", kind: .imperative, severity: .warning, suggestion: "ચલાવે છે"),
        FormCase(hint: "પ્લેબૅક ઇતિહાસ સાફ કરો.", kind: .imperative, severity: .warning, suggestion: "સાફ કરે છે"),
        FormCase(hint: "બધા ટૅબ બંધ કરો.", kind: .imperative, severity: .warning, suggestion: "બંધ કરે છે"),
        FormCase(hint: "બુકમાર્ક કાઢી નાખો.", kind: .imperative, severity: .warning, suggestion: "કાઢી નાખે છે"),
        FormCase(hint: "ફોલ્ડર ખોલો.", kind: .imperative, severity: .warning, suggestion: "ખોલે છે"),
        FormCase(hint: "સેટિંગ્સ પર જાઓ.", kind: .imperative, severity: .warning, suggestion: "જાય છે"),
        FormCase(hint: "પ્લેબૅક ચાલુ રાખો.", kind: .imperative, severity: .warning, suggestion: "ચાલુ રાખે છે"),
        FormCase(hint: "વીડિયોની ગુણવત્તા બદલવી.", kind: .infinitive, severity: .warning, suggestion: "બદલે છે"),
        FormCase(hint: "ઉપશીર્ષકો બતાવવા માટે પસંદ કરો.", kind: .imperative, severity: .warning, suggestion: "બતાવે છે"),
        FormCase(hint: "તમારું ઇમેઇલ સરનામું લખો.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "એકાઉન્ટમાં લૉગ ઇન કરો.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ડાઉનલોડ પૂરું થાય ત્યાં સુધી રાહ જુઓ.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "કૃપા કરીને થોડી વાર રાહ જુઓ.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "આ સંદેશ કોઈને મોકલશો નહીં.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ઍપ બંધ ન કરો.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "તમે પછીથી ભાષા બદલી શકો છો.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present, nouns spelled like verb forms, questions and English are left alone", arguments: [
        "આગળનો ટ્રૅક ચલાવે છે.", "પ્લેબૅક ઇતિહાસ સાફ કરે છે.", "ઉપશીર્ષકોની સૂચિ બતાવે છે.", "બુકમાર્ક કાઢી નાખે છે.",
        "ફાઇલ ખોલતું નથી.", "વીડિયો ફરી શરૂ થશે.", "આગળનું ગીત.", "તાજેતરની શોધો.", "કિંમતમાં વધારો.", "નવો ફોટો.", "બધી ફાઇલો.",
        "શું તમે બધી ફાઇલો કાઢી નાખવા માંગો છો?", "%@ ચલાવે છે.", "ગીત %@", "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the full stop ends a hint; a danda is replaced by it", arguments: [
        ("સેટિંગ્સ ખોલે છે", "સેટિંગ્સ ખોલે છે."), ("સેટિંગ્સ ખોલે છે।", "સેટિંગ્સ ખોલે છે."),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Gujarati apps ship stay silent", arguments: [
        "ચલાવો", "થોભાવો", "આગળનો ટ્રૅક", "પાછલો ટ્રૅક", "પ્લેલિસ્ટ", "ઉપશીર્ષકો", "પૂર્ણ સ્ક્રીન", "શોધો", "શોધ ફીલ્ડ સાફ કરો",
        "બુકમાર્કમાં ઉમેરો", "ટૅબ બંધ કરો", "નવું ટૅબ", "લિંક કૉપિ કરો", "સેટિંગ્સ", "પાછળ", "%lld પસંદ કરેલ", "પસંદ કરેલ ફોટા કાઢી નાખો",
        "સ્વાઇપ ક્રિયાઓ", "બૅક ટૅપ", "બટનનું કદ", "અવાજ ચાલુ", "કિંમત 500 રૂ.", "ફાઇલને ફોલ્ડરમાં ખસેડો", "રદ કરો", "સાચવો",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Gujarati apps ship stay silent", arguments: [
        "આગળનો ટ્રૅક ચલાવે છે.", "પ્લેબૅક થોભાવે છે.", "વીડિયો પૂર્ણ સ્ક્રીનમાં બતાવે છે.", "શોધ ફીલ્ડમાંનું લખાણ સાફ કરે છે.",
        "ટેક્સ્ટ ફીલ્ડ માં લખેલું લખાણ કાઢી નાખે છે.", "સૂચિમાં સૌથી ઉપર સ્ક્રોલ કરે છે.", "બુકમાર્કની સૂચિ ખોલે છે.",
        "ફાઇલને બીજા ફોલ્ડરમાં ખસેડે છે.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("પ્લે બટન", Role.label, "label-control-type"), ("અવાજ, ચેક કરેલ", .label, "label-state"),
        ("બે વાર ટૅપ કરો", .label, "label-gesture"), ("વધુ જાણો", .label, "label-vague"),
        ("ફોટો ખોલવા માટે ટૅપ કરો.", .hint, "hint-gesture"), ("સ્ક્રીનને બે આંગળીઓથી પિંચ કરો.", .hint, "hint-gesture"),
        ("પૂર્વવત્ કરવા માટે ડિવાઇસ હલાવો.", .hint, "hint-gesture"), ("આ બટન સંદેશ મોકલે છે.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: [
        "ફોટો ખોલવા માટે ટૅપ કરો.", "નિયંત્રણો બતાવવા માટે બે વાર ટૅપ કરો.", "વિકલ્પો માટે ટચ કરીને પકડી રાખો.",
        "કાઢી નાખવા માટે ડાબે સ્વાઇપ કરો.",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
