import Testing
@testable import HintGrammar

/// Odia behaviour the rule examples do not show: the polite imperative in «-ନ୍ତୁ» told from the
/// present and from the nouns and conjunctions that end like it («କିନ୍ତୁ», «ଜନ୍ତୁ»), the light verb
/// «କରନ୍ତୁ», the spellings with and without the final virama, the zero-width non-joiner before a case
/// ending, the danda, and strings of the kind Odia apps ship that must stay silent.
@Suite("Odia")
struct OdiaTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "or", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { OdiaGrammar.hintForm(LanguageProfile.odia.analyze(hint)) }

    @Test("or and its regional tag find the Odia table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "or")?.code == "or")
        #expect(LanguageRegistry.profile(for: "or-IN")?.name == "Odia")
        #expect(!LanguageProfile.odia.hasLetterCase)
    }

    @Test("every word is given with and without its final virama")
    func spellings() {
        #expect(Set(OdiaGrammar.spellings(of: "ଟାପ୍ କରନ୍ତୁ")) == ["ଟାପ୍ କରନ୍ତୁ", "ଟାପ କରନ୍ତୁ"])
        #expect(OdiaGrammar.spellings(of: "ସ୍କ୍ରୋଲ୍ ବାର୍").count == 4)
        #expect(OdiaGrammar.spellings(of: "ଟେକ୍ସଟ୍ ଫିଲ୍ଡ") == ["ଟେକ୍ସଟ୍ ଫିଲ୍ଡ", "ଟେକ୍ସଟ ଫିଲ୍ଡ"])
    }

    static let forms: [FormCase] = [
        FormCase(hint: "ପରବର୍ତ୍ତୀ ଟ୍ରାକ୍ ଚଲାନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ଚଲାଏ"),
        FormCase(hint: "ପ୍ଲେବ୍ୟାକ୍ ଇତିହାସ ସଫା କରନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ସଫା କରେ"),
        FormCase(hint: "ସମସ୍ତ ଟାବ୍‌ ବନ୍ଦ କରନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ବନ୍ଦ କରେ"),
        FormCase(hint: "ବୁକମାର୍କ ହଟାଇ ଦିଅନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ହଟାଇ ଦିଏ"),
        FormCase(hint: "ଫୋଲ୍ଡର ଖୋଲନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ଖୋଲେ"),
        FormCase(hint: "ସେଟିଂସକୁ ଯାଆନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: "ସେଟିଂସକୁ ଯାଏ"),
        FormCase(hint: "ଭିଡିଓର ଗୁଣବତ୍ତା ସେଟ୍ କରିଦିଅନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା ଟାଇପ୍ କରନ୍ତୁ।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ଦୟାକରି କିଛି ସମୟ ଅପେକ୍ଷା କରନ୍ତୁ।", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "ଏହି ମେସେଜ୍ କାହାକୁ ପଠାନ୍ତୁ ନାହିଁ।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ଆପ୍ ବନ୍ଦ ନ କରନ୍ତୁ।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ଆପଣ ପରେ ଭାଷା ବଦଳାଇ ପାରିବେ।", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present, the passive, negations, words ending like the imperative, questions and English are left alone", arguments: [
        "ପରବର୍ତ୍ତୀ ଟ୍ରାକ୍ ଚଲାଏ।", "ପ୍ଲେବ୍ୟାକ୍ ଇତିହାସ ସଫା କରେ।", "ସବଟାଇଟଲ୍ ତାଲିକା ଦେଖାଏ।", "ଫାଇଲ୍ ଖୋଲେ ନାହିଁ।",
        "ଭିଡିଓ ପୁଣି ଚଲାଯାଏ।", "ଗୀତ ଚଲାଏ କିନ୍ତୁ", "ଜଙ୍ଗଲର ଜୀବଜନ୍ତୁ।", "ସମସ୍ତ ଫାଇଲ୍।", "ଆପଣ ସମସ୍ତ ଫାଇଲ୍ ହଟାଇବାକୁ ଚାହାଁନ୍ତି କି?",
        "%@ ଚଲାଏ।", "ଗୀତ %@", "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the danda ends a hint; a Latin full stop is replaced by it", arguments: [
        ("ସେଟିଂସ୍ ଖୋଲେ", "ସେଟିଂସ୍ ଖୋଲେ।"), ("ସେଟିଂସ୍ ଖୋଲେ.", "ସେଟିଂସ୍ ଖୋଲେ।"),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Odia apps ship stay silent", arguments: [
        "ଚଲାନ୍ତୁ", "ବିରତି", "ପରବର୍ତ୍ତୀ ଟ୍ରାକ୍", "ପୂର୍ବବର୍ତ୍ତୀ ଟ୍ରାକ୍", "ପ୍ଲେଲିଷ୍ଟ", "ସବଟାଇଟଲ୍", "ପୂର୍ଣ୍ଣ ସ୍କ୍ରିନ୍", "ସନ୍ଧାନ",
        "ସର୍ଚ୍ଚ ଫିଲ୍ଡ ଖାଲି କରନ୍ତୁ", "ବୁକମାର୍କରେ ଯୋଡ଼ନ୍ତୁ", "ଟାବ୍ ବନ୍ଦ କରନ୍ତୁ", "ନୂଆ ଟାବ୍", "ଲିଙ୍କ୍ କପି କରନ୍ତୁ", "ସେଟିଂସ୍", "ପଛକୁ ଯାଆନ୍ତୁ",
        "%lld ଚୟନିତ", "ଚୟନିତ ଫଟୋ ହଟାନ୍ତୁ", "ସ୍ୱାଇପ୍ କାର୍ଯ୍ୟ", "ବ୍ୟାକ୍ ଟାପ୍", "ବଟନ୍‌ର ଆକାର", "ସାଉଣ୍ଡ ଚାଲୁ", "ମୂଲ୍ୟ ୫୦୦ ଟ.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Odia apps ship stay silent", arguments: [
        "ପରବର୍ତ୍ତୀ ଟ୍ରାକ୍ ଚଲାଏ।", "ପ୍ଲେବ୍ୟାକ୍ ବନ୍ଦ କରେ।", "ଭିଡିଓକୁ ପୂର୍ଣ୍ଣ ସ୍କ୍ରିନରେ ଦେଖାଏ।", "ସର୍ଚ୍ଚ ଫିଲ୍ଡ ଖାଲି କରେ।",
        "ଟେକ୍ସଟ୍ ଫିଲ୍ଡରେ ଲେଖାଯାଇଥିବା ଟେକ୍ସଟ୍ ହଟାଏ।", "ତାଲିକାର ଉପରକୁ ସ୍କ୍ରୋଲ୍ କରେ।", "ବୁକମାର୍କ ତାଲିକା ଖୋଲେ।",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported, in either spelling", arguments: [
        ("ପ୍ଲେ ବଟନ୍", Role.label, "label-control-type"), ("ପ୍ଲେ ବଟନ", .label, "label-control-type"),
        ("ସାଉଣ୍ଡ, ଚେକ୍ କରାଯାଇଛି", .label, "label-state"), ("ଦୁଇଥର ଟାପ କରନ୍ତୁ", .label, "label-gesture"),
        ("ଅଧିକ ଜାଣନ୍ତୁ", .label, "label-vague"), ("ଫଟୋ ଖୋଲିବା ପାଇଁ ଟାପ୍‌ କରନ୍ତୁ।", .hint, "hint-gesture"),
        ("ଦୁଇ ଆଙ୍ଗୁଠିରେ ସ୍କ୍ରିନ୍ ପିଞ୍ଚ କରନ୍ତୁ।", .hint, "hint-gesture"), ("ପୂର୍ବାବସ୍ଥାକୁ ଫେରିବା ପାଇଁ ଡିଭାଇସ୍ ହଲାନ୍ତୁ।", .hint, "hint-gesture"),
        ("ଏହି ବଟନ୍ ମେସେଜ୍ ପଠାଏ।", .hint, "hint-control-type"), ("ସ୍ଵାଇପ୍ କରି ହଟାନ୍ତୁ", .label, "label-gesture"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture, with its count, direction or hold", arguments: [
        "ଫଟୋ ଖୋଲିବା ପାଇଁ ଟାପ୍ କରନ୍ତୁ।", "ମେନୁ ଦେଖାଇବା ପାଇଁ ଦୁଇଥର ଟାପ୍ କରନ୍ତୁ।", "ବିକଳ୍ପ ଦେଖିବା ପାଇଁ ଦବାଇ ଧରି ରଖନ୍ତୁ।",
        "ଆଇଟମ୍ ହଟାଇବା ପାଇଁ ବାମକୁ ସ୍ୱାଇପ୍ କରନ୍ତୁ।", "ତଳକୁ ଟାଣି ଆଣନ୍ତୁ।",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
