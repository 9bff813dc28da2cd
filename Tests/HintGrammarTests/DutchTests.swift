import Testing
@testable import HintGrammar

/// The Dutch table beyond its rule examples: stems and third persons, infinitives that are
/// nouns as well, compounds that name a control and look-alikes that do not.
@Suite("Dutch")
struct DutchTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, language: String = "nl") -> Set<String> {
        Set(Auditor().check(text, language: language, role: role).map(\.rule))
    }

    @Test("regional variants use the Dutch table", arguments: ["nl", "nl-NL", "nl-BE", "nl-SR"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "nl")
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: HintFormIssue.Kind?
        let severity: Severity
        let suggestion: String?
        init(_ text: String, _ kind: HintFormIssue.Kind?, _ severity: Severity = .warning, suggestion: String? = nil) {
            self.text = text
            self.kind = kind
            self.severity = severity
            self.suggestion = suggestion
        }
        var testDescription: String { text }
    }

    @Test("hint forms", arguments: [
        // The third person, and stems that are their own third person.
        FormCase("Speelt het nummer af.", nil),
        FormCase("Opent de instellingen.", nil),
        FormCase("Houdt je gegevens bij.", nil),
        FormCase("Kopieert de link.", nil),
        FormCase("Toont vrienden die reageren.", nil),
        FormCase("Toont berichten die je wilt lezen.", nil),
        FormCase("Zet de wekker.", nil),
        FormCase("Start de timer.", nil),
        FormCase("Laat de details zien.", nil),
        FormCase("Kan je wachtwoord niet opslaan.", nil),
        // Plural nouns and nouns made of infinitives.
        FormCase("Alle berichten.", nil),
        FormCase("Berichten van vrienden.", nil),
        FormCase("Afspelen van video's.", nil),
        FormCase("Downloaden mislukt.", nil),
        FormCase("Melding bij afspelen.", nil),
        FormCase("Vrienden die reageren.", nil),
        // The imperative: the stem; unsure when the stem is a noun or an adjective too.
        FormCase("Speel het nummer af.", .imperative, suggestion: "Speelt"),
        FormCase("Open de instellingen.", .imperative, suggestion: "Opent"),
        FormCase("Open bestanden.", .imperative, .info, suggestion: "Opent"),
        FormCase("Deel 2 van de reeks.", .imperative, .info, suggestion: "Deelt"),
        FormCase("Houd de knop ingedrukt.", .imperative, suggestion: "Houdt"),
        FormCase("Vind je bestanden.", .imperative, suggestion: "Vindt"),
        FormCase("Tik op het nummer.", .imperative),
        FormCase("Kiest u een optie.", .imperative),
        FormCase("Kunt u dit bevestigen?", .addressesUser, .info),
        FormCase("U kunt hier foto's delen.", .addressesUser, .info),
        FormCase("Hier kun je foto's delen.", .addressesUser, .info),
        // Infinitives.
        FormCase("Nummer afspelen.", .infinitive, suggestion: "Speelt … af"),
        FormCase("Kopiëren naar klembord.", .infinitive, suggestion: "Kopieert"),
        FormCase("Toevoegen aan wachtrij.", .infinitive, suggestion: "Voegt … toe"),
        FormCase("Afspelen stoppen.", .infinitive, suggestion: "Stopt"),
        FormCase("Selecteren om de weergave te openen.", .infinitive, suggestion: "Selecteert"),
        FormCase("Optie inschakelen om meldingen te ontvangen.", .infinitive, suggestion: "Schakelt … in"),
        FormCase("Context sorteren in oplopende volgorde.", .infinitive, .info, suggestion: "Sorteert"),
        FormCase("Afspelen.", .infinitive, .info, suggestion: "Speelt … af"),
        FormCase("Om het nummer af te spelen.", .infinitive),
        // Requests and sentences without a verb.
        FormCase("Gelieve je naam in te voeren.", .request),
        FormCase("Druk a.u.b. op de knop.", .request),
        FormCase("Vul alstublieft je naam in.", .request),
        FormCase("Je feedback.", .notAVerb, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = DutchGrammar.hintForm(LanguageProfile.dutch.analyze(example.text))
        #expect(issue?.kind == example.kind)
        if let issue, example.kind != nil {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    @Test("third person of a stem", arguments: [
        ("speel", "speelt"), ("houd", "houdt"), ("vind", "vindt"), ("zet", "zet"), ("wacht", "wacht"), ("ga", "gaat"),
        ("verplaats", "verplaatst"), ("open", "opent"),
    ])
    func thirdPerson(_ stem: String, _ third: String) {
        #expect(DutchGrammar.thirdPerson(ofStem: stem) == third)
    }

    @Test("controls named in a label, as words or at the end of a compound", arguments: [
        "Afspeelknop", "Delen-knop", "Knop Afspelen", "Volumeschuifregelaar", "Pop-upknop", "Zoekveld", "Selectievakje",
    ])
    func controlTypes(_ label: String) {
        #expect(Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("hardware buttons and other look-alikes are no control type", arguments: [
        "Thuisknop", "Zijknop", "Aan/uit-knop", "Home-knop", "Deurknop", "Knoop", "Schakelaar", "Regelaar", "Veldnaam",
    ])
    func notControlTypes(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("gestures: named ones anywhere in hints, ambiguous verbs only as instructions")
    func gestures() {
        #expect(Self.rules("Scroll om meer te zien.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Druk op de knop om te bewaren.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Veeg omhoog om te sluiten", .label).contains("label-gesture"))
        #expect(!Self.rules("Scrollt naar lijst.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Stelt de sleep-timer in.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Scroll naar boven", .label).contains("label-gesture"))
        #expect(!Self.rules("Schuif", .label).contains("label-gesture"))
    }

    @Test("a final period after an abbreviation is no full stop", arguments: [
        "Foto's, video's enz.", "Foto's, video's e.d.", "Huisnummer, nr.", "Bijv.", "Za.",
    ])
    func abbreviations(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-trailing-period"))
    }

    @Test("a state set off at the end of a label, not a word inside it")
    func states() {
        #expect(Self.rules("Wifi, geselecteerd", .label).contains("label-state"))
        #expect(Self.rules("Niet aangevinkt", .label).contains("label-state"))
        #expect(!Self.rules("Geselecteerde foto's", .label).contains("label-state"))
        #expect(!Self.rules("Ingeschakeld", .label).contains("label-state"))
    }

    @Test("the diaeresis is folded for look-ups, and the analysis keeps the text as written")
    func diaeresis() {
        let text = LanguageProfile.dutch.analyze("Kopiëren")
        #expect(text.words.map(\.folded) == ["kopieren"])
        #expect(text.slice(text.words[0].start, text.words[0].end) == "Kopiëren")
    }

    @Test("the correct hint reads as correct in every rule")
    func correctHint() {
        #expect(Auditor().check("Speelt het nummer af.", language: "nl", role: .hint).isEmpty)
        #expect(Auditor().check("Opent de instellingen.", language: "nl-BE", role: .hint).isEmpty)
    }
}
