import Testing
@testable import HintGrammar

/// Polish behaviour the rule examples do not show: declined control types, imperatives and
/// infinitives told from the third person and from nouns that end like them, gesture verbs that
/// are also ordinary verbs, and strings of the kind Polish apps ship that must stay silent.
@Suite("Polish")
struct PolishTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "pl", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { PolishGrammar.hintForm(LanguageProfile.polish.analyze(hint)) }

    @Test("pl and its regional tags find the Polish table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "pl")?.code == "pl")
        #expect(LanguageRegistry.profile(for: "pl-PL")?.name == "Polish")
        #expect(LanguageProfile.polish.hasLetterCase)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Pokaż menu dostępnych urządzeń.", kind: .imperative, severity: .warning, suggestion: "Pokazuje"),
        FormCase(hint: "Udostępnij wybrane pliki.", kind: .imperative, severity: .warning, suggestion: "Udostępnia"),
        FormCase(hint: "Zmień nazwę wybranych plików.", kind: .imperative, severity: .warning, suggestion: "Zmienia"),
        FormCase(hint: "zablokuj wideo w bieżącej orientacji.", kind: .imperative, severity: .warning, suggestion: "blokuje"),
        FormCase(hint: "Wybierzcie napisy.", kind: .imperative, severity: .warning, suggestion: "Wybiera"),
        FormCase(hint: "Posortujcie odcinki.", kind: .imperative, severity: .warning, suggestion: "Sortuje"),
        FormCase(hint: "Zarchiwizuj rozmowę.", kind: .imperative, severity: .warning, suggestion: "Zarchiwizuje"),
        FormCase(hint: "Wprowadź hasło.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Dowiedz się więcej o prywatności.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Sprawdź, czy chcesz ukryć wiadomości.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Sprawdź aktualizacje.", kind: .imperative, severity: .warning, suggestion: "Sprawdza"),
        FormCase(hint: "Wyświetlić szczegóły.", kind: .infinitive, severity: .warning, suggestion: "Wyświetla"),
        FormCase(hint: "Przejść do listy.", kind: .infinitive, severity: .warning, suggestion: "Przechodzi"),
        FormCase(hint: "Zarchiwizować rozmowę.", kind: .infinitive, severity: .warning, suggestion: "Zarchiwizuje"),
        FormCase(hint: "Wyrównać tekst do lewej.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "Nie zamykaj aplikacji.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Nie pokazywać ponownie.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Proszę czekać.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Twoje imię, proszę.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Możesz zmienić kolejność.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Jeśli chcesz, zmień kolejność.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Twoja opinia.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, nouns that end like infinitives, and untranslated English are left alone", arguments: [
        "Odtwarza utwór.", "Otwiera panel opcji.", "Zmienia odbiorców postu.", "Przechodzi do listy.", "Wyświetla większą wersję.",
        "Przewija strumień.", "Otworzy ustawienia.", "Głośność dźwięku.", "Jasność ekranu.", "Sieć niedostępna.", "Pamięć urządzenia.",
        "Treść wiadomości.", "Nie można wczytać pliku.", "Nie udało się połączyć.", "Tryb edycji", "Poprzednie media",
        "Select to open the equalizer view", "%@ otwiera ustawienia.", "iCloud synchronizuje notatki.", "", " ", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("control types are matched in every case", arguments: [
        "Dodaje imię przyciskiem.", "Przesuwa suwakiem.", "Otwiera listę rozwijaną.", "Ukrywa pasek postępu.", "Czyści pola tekstowe.",
    ])
    func declinedControlTypes(_ hint: String) {
        // The form is a control type; the rule reports it where it names the element (opening the
        // hint), not where it is what the hint acts on.
        let profile = LanguageProfile.polish
        #expect(profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType })
        let opens = profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType && $0.wordIndex == 0 }
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == (opens ? 1 : 0))
    }

    @Test("labels as Polish apps write them that are not reported", arguments: [
        "Dodaj awatar", "Wyczyść pole wyszukiwania", "Zmniejsz pole tekstowe wiadomości", "Powiększ pole tekstowe wiadomości",
        "Przełącznik kart", "Kopiuj łącze", "Wyślij pliki", "Pokaż hasło", "Przesuń mapę do mojej lokalizacji", "Przewiń napisy",
        "Przewiń w tył o 10 s", "Przesuń w górę", "Wybrano: %lld", "Wybrane zdjęcia", "Zwinięte posty", "Rozmowa w toku",
        "Ustawienia, wymagane działanie",
    ])
    func silentLabels(_ label: String) {
        let findings = Auditor().check(label, language: "pl", role: .label)
            .filter { ["label-control-type", "label-gesture", "label-state", "label-vague"].contains($0.rule) }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("gesture instructions as Polish apps write them", arguments: [
        ("Stuknij, aby załadować mapę", Role.label), ("Dotknij tutaj, aby zmienić", .label), ("Przytrzymaj, aby nagrywać", .label),
        ("Przesuń w górę/w dół dla głośności", .label), ("Dotknij dwoma palcami, aby odtworzyć", .label),
        ("Dotknij, aby otworzyć ekran panelu prywatności", .hint), ("Naciśnij %@, aby usunąć", .hint),
        ("Kliknij dwukrotnie, aby ukryć elementy sterowania.", .hint), ("Odtwarza wideo po dwukrotnym stuknięciu.", .hint),
    ])
    func gestures(_ text: String, _ role: Role) {
        let rule = role == .label ? "label-gesture" : "hint-gesture"
        #expect(Self.findings(text, role, rule: rule).count == 1)
    }

    @Test("a gesture with a purpose becomes the purpose, described")
    func gestureFix() {
        let findings = Self.findings("Dotknij, aby otworzyć ekran prywatności.", .hint, rule: "hint-gesture")
        #expect(findings.first?.fix == "Otwiera ekran prywatności.")
    }

    @Test("a reflexive verb is reported without a rewrite")
    func reflexive() {
        let findings = Self.findings("Zapisz się do newslettera.", .hint, rule: "hint-imperative")
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }
}
