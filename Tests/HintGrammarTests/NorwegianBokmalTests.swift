import Testing
@testable import HintGrammar

/// The Norwegian Bokmål table beyond its rule examples: the tags the registry sends to it,
/// presents, imperatives and infinitives, compounds that name a control and look-alikes that do
/// not, and strings of the kind apps ship.
@Suite("Norwegian Bokmål")
struct NorwegianBokmalTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, language: String = "nb", label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: language, role: role, label: label).map(\.rule))
    }

    @Test("Bokmål, Norwegian and Nynorsk, with their regions, use the Bokmål table", arguments: [
        "nb", "nb-NO", "nb-SJ", "no", "no-NO", "nn", "nn-NO",
    ])
    func norwegianTags(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "nb")
    }

    @Test("the registry's entries match their tables, and other tags still have none")
    func registry() {
        #expect(LanguageRegistry.entriesMatchTables)
        #expect(LanguageRegistry.profile(for: "nl")?.code == "nl")
        #expect(LanguageRegistry.profile(for: "is") == nil)
        #expect(LanguageRegistry.profile(for: "non") == nil)
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
        // The present, regular and not, and Nynorsk's presents.
        FormCase("Spiller av sangen.", nil),
        FormCase("Åpner innstillingene.", nil),
        FormCase("Gir nytt navn til valgte filer.", nil),
        FormCase("Gjør teksten større.", nil),
        FormCase("Sier fra når nedlastingen er ferdig.", nil),
        FormCase("Redigeringsmodus.", nil),
        FormCase("Vekslar videospelaren mellom liggjande og ståande modus.", nil),
        // The imperative: the infinitive without "e", or whole after a consonant cluster.
        FormCase("Spill av videofilen som en lydfil.", .imperative, suggestion: "Spiller"),
        FormCase("Vis en meny med tilgjengelige enheter.", .imperative, suggestion: "Viser"),
        FormCase("Åpne menyen.", .imperative, suggestion: "Åpner"),
        FormCase("Lagre endringene.", .imperative, suggestion: "Lagrer"),
        FormCase("Tøm papirkurven.", .imperative, suggestion: "Tømmer"),
        FormCase("Gi nytt navn til valgte filer.", .imperative, suggestion: "Gir"),
        FormCase("Fjern reaksjonen.", .imperative, suggestion: "Fjerner"),
        // Unsure where the word is a noun or an adjective too, unless an object follows.
        FormCase("Åpne faner.", .imperative, .info, suggestion: "Åpner"),
        FormCase("Spill.", .imperative, .info, suggestion: "Spiller"),
        FormCase("Del filen.", .imperative, suggestion: "Deler"),
        FormCase("Merk: dette kan ikke angres.", .imperative, .info, suggestion: "Merker"),
        FormCase("Velg for å åpne equalizeren.", .imperative, suggestion: "Åpner"),
        // No certain present: a purpose without a known verb, or the user addressed after the verb.
        FormCase("Aktiver for å automatisk spille av neste fil.", .imperative),
        FormCase("Velg hvis du vil skjule meldingene.", .imperative),
        // The first part of a compound is no verb.
        FormCase("Spill-knapp.", nil),
        // Infinitives, prohibitions, requests and the user addressed.
        FormCase("Å spille av sangen.", .infinitive, suggestion: "Spiller"),
        FormCase("For å spille av sangen.", .infinitive),
        FormCase("Spille av sangen.", .infinitive, suggestion: "Spiller"),
        FormCase("Merke for uleste meldinger.", .infinitive, .info, suggestion: "Merker"),
        FormCase("Lukk ikke appen.", .negativeCommand),
        FormCase("Aldri del passordet.", .negativeCommand),
        FormCase("Vennligst skriv inn navnet ditt.", .request),
        FormCase("Vær så snill og vent.", .request),
        FormCase("Du kan dele filen her.", .addressesUser, .info),
        FormCase("Her kan du dele filen.", .addressesUser, .info),
        FormCase("Dette er vinnersvaret.", .notAVerb, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = NorwegianBokmalGrammar.hintForm(LanguageProfile.norwegianBokmal.analyze(example.text))
        #expect(issue?.kind == example.kind)
        if let issue, example.kind != nil {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    @Test("the imperative of an infinitive", arguments: [
        ("spille", "spill"), ("åpne", "åpne"), ("lagre", "lagre"), ("koble", "koble"), ("varsle", "varsle"), ("tømme", "tøm"),
        ("fjerne", "fjern"), ("finne", "finn"), ("aktivere", "aktiver"), ("gå", "gå"), ("slette", "slett"),
    ])
    func imperative(_ infinitive: String, _ imperative: String) {
        #expect(NorwegianBokmalGrammar.imperative(of: infinitive) == imperative)
    }

    @Test("controls named in a label, as words or at the end of a compound", arguments: [
        "Avspillingsknapp", "Del-knapp", "Knappen Del", "Skyveknapp", "Søkefelt", "Avkrysningsboks", "Fargevelger", "Valgbryter",
    ])
    func controlTypes(_ label: String) {
        #expect(Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("hardware buttons, fields that are no input, verbs and other look-alikes are no control type", arguments: [
        "Hjemknappen", "Sideknapp", "Av/på-knapp", "Tastatur", "Magnetfelt", "Innfelt", "PIN-felt", "Bryter", "Avbryter",
        "Fravelger", "Lenke", "Fane",
    ])
    func notControlTypes(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("a field the label's verb acts on is another element", arguments: [
        "Tøm søkefeltet", "Minimer meldingstekstfeltet", "Utvid meldingstekstfeltet",
    ])
    func fieldActedOn(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("gestures: named ones anywhere in hints, ambiguous verbs only as instructions")
    func gestures() {
        #expect(Self.rules("Trykk %@ for å slette", .hint).contains("hint-gesture"))
        #expect(Self.rules("Rull for å se flere.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Knip for å zoome.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Trykk for å vise alle", .label).contains("label-gesture"))
        #expect(Self.rules("Sveip opp for å lukke", .label).contains("label-gesture"))
        #expect(Self.rules("Dobbelttrykk med én finger for å velge.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Ruller til listen.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Holder skjermen på.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Hold skjermen på", .label).contains("label-gesture"))
        #expect(!Self.rules("Rull ned", .label).contains("label-gesture"))
        #expect(!Self.rules("Lufttrykk", .label).contains("label-gesture"))
    }

    @Test("a final period after an abbreviation or an ordinal is no full stop", arguments: [
        "Bilder, videoer osv.", "Tilbehør, f.eks.", "Lamper m.m.", "Husnummer, nr.", "Forfaller 17.",
    ])
    func abbreviations(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-trailing-period"))
    }

    @Test("a state set off at the end of a label, not a word inside it, nor a count")
    func states() {
        #expect(Self.rules("Wi-Fi, valgt", .label).contains("label-state"))
        #expect(Self.rules("Ikke avkrysset", .label).contains("label-state"))
        #expect(!Self.rules("Vis valgte bilder", .label).contains("label-state"))
        #expect(!Self.rules("%lld valgt", .label).contains("label-state"))
        #expect(!Self.rules("Aktivert", .label).contains("label-state"))
    }

    /// Strings of the kind apps ship in Norwegian, written for these tests: what a user of the
    /// language would report, and what must stay silent.
    @Test("strings of the kind apps ship")
    func appStrings() {
        // Labels that name the element: silent.
        for label in ["Spill av", "Slett", "Skjul passord", "Vis ordredetaljer", "Legg til vedlegg", "Nye meldinger", "Side %1$d",
                      "Talemelding, lengde: %1$@", "Reager med %1$@", "Brukermeny", "Spol fremover", "Stopp opptaket"] {
            #expect(Self.rules(label, .label).isEmpty, "\(label): \(Self.rules(label, .label))")
        }
        // Hints that describe the result, in Bokmål and in Nynorsk: silent.
        for (hint, language) in [("Veksler mellom liggende og stående modus i videospilleren.", "nb"),
                                 ("Viser nylig avspilte mediefiler.", "nb"), ("Åpner en meny med tilgjengelige AirPlay-enheter.", "nb"),
                                 ("Vekslar mellom liggjande og ståande modus.", "nn"), ("Viser nyleg spelte medium.", "nn")] {
            #expect(Self.rules(hint, .hint, language: language).isEmpty, "\(hint): \(Self.rules(hint, .hint, language: language))")
        }
        // What apps get wrong, in Bokmål and in the forms Nynorsk shares with it.
        #expect(Self.rules("Del valgte filer", .hint).contains("hint-imperative"))
        #expect(Self.rules("Vis en meny med tilgjengelige enheter", .hint).contains("hint-imperative"))
        #expect(Self.rules("Merk media som spelt", .hint, language: "nn").contains("hint-imperative"))
        #expect(Self.rules("Knapp som velger", .hint).contains("hint-control-type"))
        #expect(!Self.rules("Tømmer søkefeltet.", .hint).contains("hint-control-type"))
        #expect(Self.rules("Trykk for å vise alle", .label).contains("label-gesture"))
        #expect(Self.rules("Ta opp talemelding.", .label).contains("label-trailing-period"))
        #expect(Self.rules("Lær mer", .label).contains("label-vague"))
    }

    @Test("the correct hint reads as correct in every rule")
    func correctHint() {
        #expect(Auditor().check("Spiller av sangen.", language: "nb", role: .hint).isEmpty)
        #expect(Auditor().check("Åpner innstillingene.", language: "no", role: .hint).isEmpty)
    }
}
