import Testing
@testable import HintGrammar

/// Czech behaviour the rule examples do not show: declined control types, imperatives and
/// infinitives told from the third person and from nouns that end like them, negation written as
/// one word, instructions by an action («Klepnutím otevřete»), and strings of the kind Czech apps
/// ship that must stay silent.
@Suite("Czech")
struct CzechTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "cs", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { CzechGrammar.hintForm(LanguageProfile.czech.analyze(hint)) }

    @Test("cs and its regional tags find the Czech table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "cs")?.code == "cs")
        #expect(LanguageRegistry.profile(for: "cs-CZ")?.name == "Czech")
        #expect(LanguageProfile.czech.hasLetterCase)
    }

    @Test("the polite imperative is derived from the informal one")
    func politeImperative() {
        #expect(CzechGrammar.politeImperative(of: "přehraj") == "přehrajte")
        #expect(CzechGrammar.politeImperative(of: "smaž") == "smažte")
        #expect(CzechGrammar.politeImperative(of: "otevři") == "otevřete")
        #expect(CzechGrammar.politeImperative(of: "zapni") == "zapněte")
        #expect(CzechGrammar.politeImperative(of: "přejdi") == "přejděte")
        #expect(CzechGrammar.politeImperative(of: "odešli") == "odešlete")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Sdílet vybrané soubory.", kind: .infinitive, severity: .warning, suggestion: "Sdílí"),
        FormCase(hint: "Zobrazit naposledy přehrávaná média.", kind: .infinitive, severity: .warning, suggestion: "Zobrazí"),
        FormCase(hint: "Přejmenovat vybrané soubory.", kind: .infinitive, severity: .warning, suggestion: "Přejmenuje"),
        FormCase(hint: "Uzamknout aktuální orientaci videa.", kind: .infinitive, severity: .warning, suggestion: "Uzamkne"),
        FormCase(hint: "Přesunout obsah výběru na nejvyšší úroveň.", kind: .infinitive, severity: .warning, suggestion: "Přesune"),
        FormCase(hint: "Zaregistrovat zařízení.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "Seskupovat položky.", kind: .infinitive, severity: .warning, suggestion: "Seskupuje"),
        FormCase(hint: "Připomenout později.", kind: .infinitive, severity: .warning, suggestion: "Připomene"),
        FormCase(hint: "Zarovnat text na střed.", kind: .infinitive, severity: .info, suggestion: nil),
        FormCase(hint: "Seřaďte epizody tohoto pořadu.", kind: .imperative, severity: .warning, suggestion: "Seřadí"),
        FormCase(hint: "Otevřete nabídku Přidat do seznamu skladeb.", kind: .imperative, severity: .warning, suggestion: "Otevře"),
        FormCase(hint: "Zkontrolujte volby URL serveru.", kind: .imperative, severity: .warning, suggestion: "Zkontroluje"),
        FormCase(hint: "Seskupujte položky.", kind: .imperative, severity: .warning, suggestion: "Seskupuje"),
        FormCase(hint: "Zarovnejte text doleva.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Najdi ikonu na ploše.", kind: .imperative, severity: .warning, suggestion: "Najde"),
        FormCase(hint: "Zjistěte více o soukromí.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Zaškrtněte, pokud chcete skrýt zprávy.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Opakovat seznam médií.", kind: .infinitive, severity: .warning, suggestion: "Opakuje"),
        FormCase(hint: "Neopakovat seznam médií.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Nezobrazujte znovu.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaše jméno, prosím.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Chcete-li pokračovat, zadejte heslo.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Výběrem otevřete zobrazení kapitol.", kind: .addressesUser, severity: .warning, suggestion: nil),
        FormCase(hint: "Vaše zpětná vazba.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, nouns that end like verb forms, and untranslated English are left alone", arguments: [
        "Přehraje skladbu.", "Otevře odkaz.", "Odstraní předchozí výběr.", "Přepíná přehrávač videa.", "Zobrazí větší verzi.",
        "Pokračuje na vašem iPhonu.", "Účet a předplatné.", "Formát souboru.", "Limit dat.", "Počet položek.", "Předmět zprávy.",
        "Neplatné heslo.", "Nastavení přehrávače.", "Režim editace", "Předchozí média", "Úplná adresa bude %1$@",
        "Delete the selected files.", "Paste the link.", "%@ otevře nastavení.", "iCloud synchronizuje poznámky.", "", " ", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("control types are matched in every case", arguments: [
        "Přidá jméno tlačítkem.", "Posune jezdcem.", "Otevře rozbalovací seznam.", "Skryje ukazatel průběhu.", "Vymaže textová pole.",
    ])
    func declinedControlTypes(_ hint: String) {
        // The form is a control type; the rule reports it where it names the element (opening the
        // hint), not where it is what the hint acts on.
        let profile = LanguageProfile.czech
        #expect(profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType })
        let opens = profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType && $0.wordIndex == 0 }
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == (opens ? 1 : 0))
    }

    @Test("labels as Czech apps write them that are not reported", arguments: [
        "Přidat reakci: %1$@", "Minimalizovat textové pole zprávy", "Rozbalit textové pole zprávy", "Skrýt heslo", "Přepínač karet",
        "Kopírovat odkaz", "Odeslat soubory", "Přejetí dolů", "Přejetí vlevo", "Požadovaná klepnutí: %li", "Při klepnutí",
        "Náhledy dlouhého stisknutí", "Vybráno: %lld", "Vybrané fotky", "Ztišeno", "Nastavení, vyžaduje akci", "Přehrát",
    ])
    func silentLabels(_ label: String) {
        let findings = Auditor().check(label, language: "cs", role: .label)
            .filter { ["label-control-type", "label-gesture", "label-state", "label-vague"].contains($0.rule) }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("gesture instructions as Czech apps write them", arguments: [
        ("Klepněte pro:", Role.label), ("Podrž prst kdekoli na ploše", .label), ("Přejeďte prstem dolů", .label),
        ("Klepněte sem a změňte nastavení", .label),
        ("Klepnutím otevřeš panel ochrany soukromí", .hint), ("Pro smazání stiskněte %@", .hint),
        ("Přetažením změníte pořadí serverů.", .hint), ("Zatřesením telefonu otevřete ladění.", .hint),
        ("Pro změnu klávesové zkratky klikněte dvakrát na řádek.", .hint),
    ])
    func gestures(_ text: String, _ role: Role) {
        let rule = role == .label ? "label-gesture" : "hint-gesture"
        #expect(Self.findings(text, role, rule: rule).count == 1)
    }

    @Test("a reflexive verb is reported without a rewrite")
    func reflexive() {
        let findings = Self.findings("Vraťte se na předchozí obrazovku.", .hint, rule: "hint-imperative")
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }
}
