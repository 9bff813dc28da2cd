import Testing
@testable import HintGrammar

/// Croatian behaviour the rule examples do not show: the plural imperative derived from the
/// singular, the imperatives spelled as the imperfective third person left alone, the endings
/// read outside the lexicon, and strings of the kind Croatian apps ship that must stay silent.
@Suite("Croatian")
struct CroatianTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "hr", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { CroatianGrammar.hintForm(LanguageProfile.croatian.analyze(hint)) }

    @Test("hr and its regional tags find the Croatian table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "hr")?.code == "hr")
        #expect(LanguageRegistry.profile(for: "hr-HR")?.name == "Croatian")
        #expect(LanguageProfile.croatian.hasLetterCase)
    }

    @Test("the plural imperative is derived from the singular")
    func derivedImperatives() {
        #expect(CroatianGrammar.politeImperative(of: "reproduciraj") == "reproducirajte")
        #expect(CroatianGrammar.politeImperative(of: "otvori") == "otvorite")
        #expect(CroatianGrammar.politeImperative(of: "izbriši") == "izbrišite")
        #expect(CroatianGrammar.politeImperative(of: "povuci") == "povucite")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Izbrišite odabrane datoteke.", kind: .imperative, severity: .warning, suggestion: "Briše"),
        FormCase(hint: "Prikaži nedavno reproducirane medije.", kind: .imperative, severity: .warning, suggestion: "Prikazuje"),
        FormCase(hint: "Odaberite titlove.", kind: .imperative, severity: .warning, suggestion: "Odabire"),
        FormCase(hint: "Nastavite reprodukciju.", kind: .imperative, severity: .warning, suggestion: "Nastavlja"),
        FormCase(hint: "Formatiraj tekst.", kind: .imperative, severity: .warning, suggestion: "Formatira"),
        FormCase(hint: "Konfigurirajte poslužitelj.", kind: .imperative, severity: .warning, suggestion: "Konfigurira"),
        FormCase(hint: "Preimenovati odabrane datoteke.", kind: .infinitive, severity: .warning, suggestion: "Preimenuje"),
        FormCase(hint: "Preuzeti datoteku.", kind: .infinitive, severity: .warning, suggestion: "Preuzima"),
        FormCase(hint: "Zatvori", kind: .imperative, severity: .warning, suggestion: "Zatvara"),
        FormCase(hint: "Unesite lozinku.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Pokušajte ponovno.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Ne prikazuj ponovno.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Nemoj dijeliti lozinku.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Molimo pričekajte.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaše ime, molim.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Ako želite nastaviti, unesite lozinku.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Tvoje povratne informacije.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, imperatives spelled like it, nouns and untranslated English are left alone", arguments: [
        "Reproducira pjesmu.", "Otvara poveznicu.", "Briše prethodni odabir.", "Traži u porukama.", "Dijeli fotografiju.",
        "Čisti povijest.", "Pokušaj nije uspio.", "Postavke reproduktora.", "Mogućnosti privatnosti.", "Nevažeća lozinka.",
        "Delete the selected files.", "Invite a friend.", "%@ otvara postavke.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("labels of the kind Croatian apps ship stay silent", arguments: [
        "Reproduciraj", "Pauza", "Sljedeća pjesma", "Popis pjesama", "Titlovi", "Način cijelog zaslona", "Pretraživanje",
        "Obriši polje za pretraživanje", "Dodaj u omiljene", "Zatvori karticu", "Nova kartica", "Kopiraj poveznicu", "Postavke",
        "Natrag", "Odabrano: %lld", "Izbriši odabrane fotografije", "Pametni prekidač", "Povuci i ispusti", "Mjenjač kartica",
        "Obriši kartice i podatke", "Veza", "Fotografije, videozapisi itd.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Croatian apps ship stay silent", arguments: [
        "Reproducira sljedeću pjesmu.", "Pauzira reprodukciju.", "Prikazuje videozapis preko cijelog zaslona.",
        "Čisti polje za pretraživanje.", "Proširuje tekstualno polje.", "Pomiče na vrh popisa.",
        "Otvara nadzornu ploču privatnosti.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("Gumb za reprodukciju", Role.label, "label-control-type"), ("Zvuk, označeno", .label, "label-state"),
        ("Dvaput dodirnite", .label, "label-gesture"), ("Saznajte više", .label, "label-vague"),
        ("Dodirni za otvaranje zaslona nadzorne ploče privatnosti", .hint, "hint-gesture"),
        ("S dva prsta povećajte sliku.", .hint, "hint-gesture"),
        ("Dvostrukim dodirom prikazuje ili skriva kontrole.", .hint, "hint-gesture"),
        ("Ovaj klizač mijenja glasnoću.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture")
    func gestureOnce() {
        let rules = Self.findings("Dodirnite za reprodukciju.", .hint).map(\.rule)
        #expect(rules == ["hint-gesture"])
    }
}
