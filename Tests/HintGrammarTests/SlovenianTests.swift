import Testing
@testable import HintGrammar

/// Slovenian behaviour the rule examples do not show: the dual and polite imperatives derived
/// from the singular, the singular imperative of verbs in -iti left alone where it is spelled as
/// the third person, the endings read outside the lexicon, and strings of the kind Slovenian apps
/// ship that must stay silent.
@Suite("Slovenian")
struct SlovenianTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "sl", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { SlovenianGrammar.hintForm(LanguageProfile.slovenian.analyze(hint)) }

    @Test("sl and its regional tags find the Slovenian table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "sl")?.code == "sl")
        #expect(LanguageRegistry.profile(for: "sl-SI")?.name == "Slovenian")
        #expect(LanguageProfile.slovenian.hasLetterCase)
    }

    @Test("the polite plural and the dual are derived from the singular imperative")
    func derivedImperatives() {
        #expect(SlovenianGrammar.politeImperative(of: "predvajaj") == "predvajajte")
        #expect(SlovenianGrammar.politeImperative(of: "odpri") == "odprite")
        #expect(SlovenianGrammar.politeImperative(of: "izbriši") == "izbrišite")
        #expect(SlovenianGrammar.dualImperative(of: "predvajaj") == "predvajajta")
        #expect(SlovenianGrammar.dualImperative(of: "odpri") == "odprita")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Izbrišite izbrane datoteke.", kind: .imperative, severity: .warning, suggestion: "Izbriše"),
        FormCase(hint: "Prikaži nedavno predvajane medije.", kind: .imperative, severity: .warning, suggestion: "Prikaže"),
        FormCase(hint: "Izberite podnapise.", kind: .imperative, severity: .warning, suggestion: "Izbere"),
        FormCase(hint: "Nadaljujte predvajanje.", kind: .imperative, severity: .warning, suggestion: "Nadaljuje"),
        FormCase(hint: "Konfigurirajte strežnik.", kind: .imperative, severity: .warning, suggestion: "Konfigurira"),
        FormCase(hint: "Preimenovati izbrane datoteke.", kind: .infinitive, severity: .warning, suggestion: "Preimenuje"),
        FormCase(hint: "Prenesti datoteko.", kind: .infinitive, severity: .warning, suggestion: "Prenese"),
        FormCase(hint: "Odprite meni Dodaj na seznam predvajanja.", kind: .imperative, severity: .warning, suggestion: "Odpre"),
        FormCase(hint: "Vnesite geslo.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Prijavite se v svoj račun.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Ne prikaži več.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Prosimo, počakajte.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaše ime, prosim.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Če želite nadaljevati, vnesite geslo.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Vaše povratne informacije.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, imperatives spelled like it, nouns and untranslated English are left alone", arguments: [
        "Predvaja skladbo.", "Odpre povezavo.", "Izbriše prejšnji izbor.", "Shrani spremembe.", "Ustavi predvajanje.",
        "Počisti zgodovino.", "Preklopi celozaslonski način.", "Nastavitve predvajalnika.", "Možnosti zasebnosti.",
        "Neveljavno geslo.", "Delete the selected files.", "Invite a friend.", "%@ odpre nastavitve.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("labels of the kind Slovenian apps ship stay silent", arguments: [
        "Predvajaj", "Premor", "Naslednja skladba", "Seznam predvajanja", "Podnapisi", "Celozaslonski način", "Iskanje",
        "Izbriši iskalno polje", "Dodaj med priljubljene", "Zapri zavihek", "Nov zavihek", "Kopiraj povezavo", "Nastavitve",
        "Nazaj", "Izbrano: %lld", "Izbriši izbrane fotografije", "Pametno stikalo", "Poteze s podrsanjem", "Povleci in spusti",
        "Fotografije, videoposnetki itd.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Slovenian apps ship stay silent", arguments: [
        "Predvaja naslednjo skladbo.", "Začasno ustavi predvajanje.", "Prikaže video v celozaslonskem načinu.",
        "Počisti iskalno polje.", "Razširi besedilno polje.", "Pomakne na vrh seznama.", "Odpre nadzorno ploščo zasebnosti.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("Gumb za predvajanje", Role.label, "label-control-type"), ("Zvok, označeno", .label, "label-state"),
        ("Dvakrat tapnite", .label, "label-gesture"), ("Izvedite več", .label, "label-vague"),
        ("Dotaknite se, da odprete nadzorno ploščo zasebnosti.", .hint, "hint-gesture"),
        ("Z dvema prstoma povečajte sliko.", .hint, "hint-gesture"), ("Z dvojnim tapkanjem prikaže ali skrije kontrolnike.", .hint, "hint-gesture"), ("Ta drsnik spremeni glasnost.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture")
    func gestureOnce() {
        let rules = Self.findings("Tapnite za predvajanje.", .hint).map(\.rule)
        #expect(rules == ["hint-gesture"])
    }
}
