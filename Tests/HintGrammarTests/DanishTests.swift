import StringsParser
import Testing
@testable import HintGrammar

/// The Danish table beyond its rule examples: the tags the registry sends to it, presents,
/// imperatives (with and without their accent) and infinitives, compounds that name a control
/// and look-alikes that do not, and strings of the kind apps ship, the correct ones silent.
@Suite("Danish")
struct DanishTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, language: String = "da", label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: language, role: role, label: label).map(\.rule))
    }

    static func form(_ text: String) -> HintFormIssue? { DanishGrammar.hintForm(LanguageProfile.danish.analyze(text)) }

    @Test("Danish and its regions use the Danish table", arguments: ["da", "da-DK", "da_DK", "da-GL"])
    func danishTags(_ tag: String) {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "da")
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
        // The present, regular and not, and passives.
        FormCase("Afspiller sangen.", nil),
        FormCase("Åbner indstillingerne.", nil),
        FormCase("Giver de valgte filer et nyt navn.", nil),
        FormCase("Gør teksten større.", nil),
        FormCase("Pauser afspilningen.", nil),
        FormCase("Åbnes i Safari.", nil),
        FormCase("Redigeringstilstand.", nil),
        // The imperative: the infinitive without "e", a double consonant made single, an accent or none.
        FormCase("Afspil videofilen som en lydfil.", .imperative, suggestion: "Afspiller"),
        FormCase("Vis en menu med tilgængelige enheder.", .imperative, suggestion: "Viser"),
        FormCase("Åbn menuen.", .imperative, suggestion: "Åbner"),
        FormCase("Gem ændringerne.", .imperative, suggestion: "Gemmer"),
        FormCase("Luk afspilleren.", .imperative, suggestion: "Lukker"),
        FormCase("Tilføj til kø.", .imperative, suggestion: "Tilføjer"),
        FormCase("Markér mediet som afspillet.", .imperative, suggestion: "Markerer"),
        FormCase("Sortér episoderne.", .imperative, suggestion: "Sorterer"),
        FormCase("Gentag medielisten.", .imperative, suggestion: "Gentager"),
        FormCase("Gennemsé dine mapper.", .imperative, suggestion: "Gennemser"),
        // Unsure where the word is a noun, an adjective or a plural too, unless an object follows.
        FormCase("Spil.", .imperative, .info, suggestion: "Spiller"),
        FormCase("Marker og stier.", .imperative, .info, suggestion: "Markerer"),
        FormCase("Kopier.", .imperative, .info, suggestion: "Kopierer"),
        FormCase("Del filen.", .imperative, suggestion: "Deler"),
        FormCase("Aktiver alle konti.", .imperative, suggestion: "Aktiverer"),
        FormCase("Skift videoens billedformat.", .imperative, suggestion: "Skifter"),
        FormCase("Skift mellem liggende og stående tilstand.", .imperative, suggestion: "Skifter"),
        FormCase("Skift.", .imperative, .info, suggestion: "Skifter"),
        FormCase("Bland medielisten.", .imperative, suggestion: "Blander"),
        FormCase("Vælg for at åbne equalizeren.", .imperative, suggestion: "Åbner"),
        // No certain present: a purpose without a known verb, or the user addressed after the verb.
        FormCase("Aktivér for at vise genvejen.", .imperative, suggestion: "Viser"),
        FormCase("Markér, hvis du vil skjule beskederne.", .imperative),
        // The first part of a compound is no verb.
        FormCase("Afspil-knap.", nil),
        // Infinitives, prohibitions, requests and the user addressed.
        FormCase("At afspille sangen.", .infinitive, suggestion: "Afspiller"),
        FormCase("For at afspille sangen.", .infinitive),
        FormCase("Afspille sangen.", .infinitive, suggestion: "Afspiller"),
        FormCase("Åbne faner.", .infinitive, .info, suggestion: "Åbner"),
        FormCase("Luk ikke appen.", .negativeCommand),
        FormCase("Slet ikke alt.", .negativeCommand, .info),
        FormCase("Aldrig del din adgangskode.", .negativeCommand),
        FormCase("Indtast venligst dit navn.", .request),
        FormCase("Vær venlig at vente.", .request),
        FormCase("Du kan dele filen her.", .addressesUser, .info),
        FormCase("Her kan du dele filen.", .addressesUser, .info),
        FormCase("Dette er det vindende svar.", .notAVerb, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = Self.form(example.text)
        #expect(issue?.kind == example.kind)
        if let issue, example.kind != nil {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    @Test("the imperative of an infinitive", arguments: [
        ("afspille", "afspil"), ("åbne", "åbn"), ("gemme", "gem"), ("lukke", "luk"), ("tilføje", "tilføj"), ("tømme", "tøm"),
        ("fjerne", "fjern"), ("finde", "find"), ("aktivere", "aktiver"), ("gå", "gå"), ("se", "se"), ("slette", "slet"),
        ("lægge", "læg"), ("rydde", "ryd"), ("bladre", "bladr"),
    ])
    func imperative(_ infinitive: String, _ imperative: String) {
        #expect(DanishGrammar.imperative(of: infinitive) == imperative)
    }

    @Test("controls named in a label, as words or at the end of a compound", arguments: [
        "Afspilningsknap", "Del-knap", "Knappen Del", "Lydstyrkeskyder", "Søgefelt", "Afkrydsningsfelt", "Farvevælger",
        "Lodret justeringsskyder", "Radioknap",
    ])
    func controlTypes(_ label: String) {
        #expect(Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("hardware buttons, fields that are no input, verbs and other look-alikes are no control type", arguments: [
        "Hjemknappen", "Sideknap", "Tænd/sluk-knap", "Tastatur", "Magnetfelt", "PIN-felt", "Kontakt", "Fravælger", "Udskyder",
        "Link", "Fane", "Vælger",
    ])
    func notControlTypes(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("a field the label's verb acts on is another element", arguments: [
        "Ryd søgefeltet", "Minimér tekstfeltet for beskeder", "Udvid tekstfeltet for beskeder",
    ])
    func fieldActedOn(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("gestures: named ones anywhere in hints, ambiguous verbs only as instructions")
    func gestures() {
        #expect(Self.rules("Tryk på %@ for at slette", .hint).contains("hint-gesture"))
        #expect(Self.rules("Rul for at se flere.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Knib for at zoome.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Klik for at fjerne handlingsarket", .hint).contains("hint-gesture"))
        #expect(Self.rules("Tryk for at vise alle", .label).contains("label-gesture"))
        #expect(Self.rules("Skub op for at lukke", .label).contains("label-gesture"))
        #expect(Self.rules("Stryg op eller ned for at justere lysstyrken", .label).contains("label-gesture"))
        #expect(Self.rules("Dobbelttryk med én finger for at vælge.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Ruller til listen.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Holder skærmen tændt.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Hold skærmen tændt", .label).contains("label-gesture"))
        #expect(!Self.rules("Rul ned", .label).contains("label-gesture"))
        #expect(!Self.rules("Lufttryk", .label).contains("label-gesture"))
        #expect(!Self.rules("Træk penge tilbage", .label).contains("label-gesture"))
        #expect(!Self.rules("Sender et skub til modtageren.", .hint).contains("hint-gesture"))
    }

    @Test("a final period after an abbreviation or an ordinal is no full stop", arguments: [
        "Billeder, videoer osv.", "Tilbehør, f.eks.", "Lamper m.m.", "Husnummer, nr.", "Forfalder 17.", "Frugt, fx.",
    ])
    func abbreviations(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-trailing-period"))
    }

    @Test("a state set off at the end of a label, not a word inside it, nor a count")
    func states() {
        #expect(Self.rules("Wi-Fi, valgt", .label).contains("label-state"))
        #expect(Self.rules("Ikke markeret", .label).contains("label-state"))
        #expect(!Self.rules("Vis valgte billeder", .label).contains("label-state"))
        #expect(!Self.rules("%lld valgt", .label).contains("label-state"))
        #expect(!Self.rules("%1$d cifre indtastet", .label).contains("label-state"))
        #expect(!Self.rules("Udvidet søgning", .label).contains("label-state"))
        #expect(!Self.rules("Lyd slået fra", .label).contains("label-state"))
    }

    /// Strings of the kind apps ship in Danish, written for these tests: what a user of the
    /// language would report, and what must stay silent.
    @Test("strings of the kind apps ship")
    func appStrings() {
        // Labels that name the element: silent.
        for label in ["Afspil", "Slet", "Skjul adgangskode", "Se ordredetaljer", "Tilføj vedhæftet fil", "Nye beskeder", "Side %1$d",
                      "Talebesked, varighed: %1$@", "Reager med %1$@", "Brugermenu", "Hop til bunden", "Stop optagelsen",
                      "Luk fane", "Fanen ulæst", "Åbn i Safari", "Ikon for beskyttelse af personlige oplysninger", "Pausér",
                      "Rotér", "Afspilningshastighed", "Gennemse fremad"] {
            #expect(Self.rules(label, .label).isEmpty, "\(label): \(Self.rules(label, .label))")
        }
        // Hints that describe the result: silent.
        for hint in ["Skifter mellem liggende og stående tilstand i videoafspilleren.", "Viser dine nyligt afspillede medier.",
                     "Åbner en menu med tilgængelige AirPlay-enheder.", "Flytter det valgte indhold til det øverste niveau.",
                     "Fjerner tidligere valg.", "Åbner en artikel.", "Blander medielisten."] {
            #expect(Self.rules(hint, .hint).isEmpty, "\(hint): \(Self.rules(hint, .hint))")
        }
        // What apps get wrong.
        #expect(Self.rules("Del de valgte filer", .hint).contains("hint-imperative"))
        #expect(Self.rules("Vis en menu over tilgængelige enheder", .hint).contains("hint-imperative"))
        #expect(Self.rules("Minimér afspiller", .hint).contains("hint-imperative"))
        #expect(Self.rules("Gentag ikke medieliste", .hint).contains("hint-imperative"))
        #expect(Self.rules("Knap, der vælger", .hint).contains("hint-control-type"))
        #expect(!Self.rules("Rydder søgefeltet.", .hint).contains("hint-control-type"))
        #expect(Self.rules("Tryk for at vise alle", .label).contains("label-gesture"))
        #expect(Self.rules("Optag talebesked.", .label).contains("label-trailing-period"))
        #expect(Self.rules("Lær mere", .label).contains("label-vague"))
    }

    @Test("the correct hint reads as correct in every rule")
    func correctHint() {
        #expect(Auditor().check("Afspiller sangen.", language: "da", role: .hint).isEmpty)
        #expect(Auditor().check("Åbner indstillingerne.", language: "da-DK", role: .hint).isEmpty)
    }
}
