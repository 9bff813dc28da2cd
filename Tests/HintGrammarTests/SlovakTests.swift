import Testing
@testable import HintGrammar

/// Slovak behaviour the rule examples do not show: declined control types, imperatives and
/// infinitives told from the third person and from nouns that end like them, negation written as
/// one word, instructions by an action («Klepnutím otvoríte»), and strings of the kind Slovak apps
/// ship that must stay silent.
@Suite("Slovak")
struct SlovakTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "sk", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { SlovakGrammar.hintForm(LanguageProfile.slovak.analyze(hint)) }

    @Test("sk and its regional tags find the Slovak table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "sk")?.code == "sk")
        #expect(LanguageRegistry.profile(for: "sk-SK")?.name == "Slovak")
        #expect(LanguageProfile.slovak.hasLetterCase)
    }

    @Test("the polite imperative adds -te to the informal one")
    func politeImperative() {
        #expect(SlovakGrammar.politeImperative(of: "prehraj") == "prehrajte")
        #expect(SlovakGrammar.politeImperative(of: "vymaž") == "vymažte")
        #expect(SlovakGrammar.politeImperative(of: "otvor") == "otvorte")
        #expect(SlovakGrammar.politeImperative(of: "zapni") == "zapnite")
        #expect(SlovakGrammar.politeImperative(of: "odošli") == "odošlite")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Zdieľať vybrané súbory.", kind: .infinitive, severity: .warning, suggestion: "Zdieľa"),
        FormCase(hint: "Zobraziť naposledy prehrané médiá.", kind: .infinitive, severity: .warning, suggestion: "Zobrazí"),
        FormCase(hint: "Premenovať vybrané súbory.", kind: .infinitive, severity: .warning, suggestion: "Premenuje"),
        FormCase(hint: "Uzamknúť aktuálnu orientáciu videa.", kind: .infinitive, severity: .warning, suggestion: "Uzamkne"),
        FormCase(hint: "Presunúť obsah výberu na najvyššiu úroveň.", kind: .infinitive, severity: .warning, suggestion: "Presunie"),
        FormCase(hint: "Vybrať značku A.", kind: .infinitive, severity: .warning, suggestion: "Vyberie"),
        FormCase(hint: "Zaregistrovať zariadenie.", kind: .infinitive, severity: .warning, suggestion: nil),
        // Outside the lexicon: the regular endings, and a vowel and -ť without a suggestion.
        FormCase(hint: "Zoskupovať položky.", kind: .infinitive, severity: .warning, suggestion: "Zoskupuje"),
        FormCase(hint: "Pripomenúť neskôr.", kind: .infinitive, severity: .warning, suggestion: "Pripomenie"),
        FormCase(hint: "Prehľadávať priečinky.", kind: .infinitive, severity: .warning, suggestion: "Prehľadáva"),
        FormCase(hint: "Zarovnať text na stred.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "Zoraďte epizódy tejto relácie.", kind: .imperative, severity: .warning, suggestion: "Zoradí"),
        FormCase(hint: "Otvorte ponuku Pridať do zoznamu skladieb.", kind: .imperative, severity: .warning, suggestion: "Otvorí"),
        FormCase(hint: "Skontrolujte adresu servera.", kind: .imperative, severity: .warning, suggestion: "Skontroluje"),
        FormCase(hint: "Zoskupujte položky.", kind: .imperative, severity: .warning, suggestion: "Zoskupuje"),
        FormCase(hint: "Nájdi ikonu na ploche.", kind: .imperative, severity: .warning, suggestion: "Nájde"),
        FormCase(hint: "Zistite viac o súkromí.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Označte, či chcete skryť správy.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Opakovať zoznam médií.", kind: .infinitive, severity: .warning, suggestion: "Opakuje"),
        FormCase(hint: "Neopakovať zoznam médií.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Nezobrazujte znova.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaše meno, prosím.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Ak chcete pokračovať, zadajte heslo.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Výberom otvoríte zobrazenie kapitol.", kind: .addressesUser, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaša spätná väzba.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, nouns that end like verb forms, and untranslated English are left alone", arguments: [
        "Prehrá skladbu.", "Otvorí odkaz.", "Odstráni predchádzajúci výber.", "Prepína prehrávač videa.", "Zobrazí väčšiu verziu.",
        "Pokračuje na vašom iPhone.", "Rýchlosť prehrávania.", "Pamäť zariadenia.", "Desať položiek.", "Časť zoznamu.",
        "Neplatné heslo.", "Nastavenia prehrávača.", "Režim úprav", "Predchádzajúce médium", "Celá adresa bude %1$@",
        "Delete the selected files.", "Paste the link.", "%@ otvorí nastavenia.", "iCloud synchronizuje poznámky.", "", " ", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("control types are matched in every case", arguments: [
        "Pridá meno tlačidlom.", "Posunie posuvníkom.", "Otvorí rozbaľovací zoznam.", "Skryje indikátor priebehu.",
        "Vymaže textové polia.", "Tlačidlá na prehrávanie.",
    ])
    func declinedControlTypes(_ hint: String) {
        // The form is a control type; the rule reports it where it names the element (opening the
        // hint), not where it is what the hint acts on.
        let profile = LanguageProfile.slovak
        #expect(profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType })
        let opens = profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType && $0.wordIndex == 0 }
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == (opens ? 1 : 0))
    }

    @Test("labels as Slovak apps write them that are not reported", arguments: [
        "Pridať reakciu: %1$@", "Minimalizovať textové pole správy", "Skryť heslo", "Prepínač kariet", "Kopírovať odkaz",
        "Odoslať súbory", "Klepnutie na zadnú stranu", "Počet klepnutí: %li", "Náhľady dlhým stlačením", "Vybraté: %lld",
        "Vybraté fotky", "Stlmené", "Nastavenia, vyžaduje sa akcia", "Prehrať", "Neprečítaná karta", "Ponuka prehliadania",
    ])
    func silentLabels(_ label: String) {
        let findings = Auditor().check(label, language: "sk", role: .label)
            .filter { ["label-control-type", "label-gesture", "label-state", "label-vague"].contains($0.rule) }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("gesture instructions as Slovak apps write them", arguments: [
        ("Klepnite pre:", Role.label), ("Podrž prst kdekoľvek na ploche", .label), ("Potiahnite prstom nadol", .label),
        ("Klepnite sem a zmeňte nastavenia", .label),
        ("Klepnutím otvoríš panel ochrany súkromia", .hint), ("Pre vymazanie stlačte %@", .hint),
        ("Potiahnutím zmeníte poradie serverov.", .hint), ("Zatrasením telefónu otvoríte ladenie.", .hint),
        ("Ponuku zatvoríte dotykom.", .hint), ("Na zmenu skratky dvakrát kliknite na riadok.", .hint),
    ])
    func gestures(_ text: String, _ role: Role) {
        let rule = role == .label ? "label-gesture" : "hint-gesture"
        #expect(Self.findings(text, role, rule: rule).count == 1)
    }

    @Test("a reflexive verb is reported without a rewrite")
    func reflexive() {
        let findings = Self.findings("Vráťte sa na predchádzajúcu obrazovku.", .hint, rule: "hint-imperative")
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }
}
