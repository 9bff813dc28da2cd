import Testing
@testable import HintGrammar

/// The Swedish table beyond its rule examples: presents, imperatives and infinitives, compounds
/// that name a control and look-alikes that do not, and strings of the kind apps ship.
@Suite("Swedish")
struct SwedishTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: "sv", role: role, label: label).map(\.rule))
    }

    @Test("regional variants use the Swedish table", arguments: ["sv", "sv-SE", "sv-FI"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "sv")
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
        // The present, of every conjugation, and the verbs whose present is their stem.
        FormCase("Spelar upp låten.", nil),
        FormCase("Stänger fönstret.", nil),
        FormCase("Byter namn på markerade filer.", nil),
        FormCase("Tar bort meddelandet.", nil),
        FormCase("Går tillbaka till föregående skärm.", nil),
        FormCase("Gör texten större.", nil),
        FormCase("Kör genvägen.", nil),
        FormCase("Visas när en ny version finns.", nil),
        FormCase("Redigeringsläge.", nil),
        // The imperative: the infinitive of the first conjugation, the stem of the others.
        FormCase("Spela upp alla mediafiler i samlingen.", .imperative, suggestion: "Spelar"),
        FormCase("Visa en meny med tillgängliga enheter.", .imperative, suggestion: "Visar"),
        FormCase("Stäng fönstret.", .imperative, suggestion: "Stänger"),
        FormCase("Välj en färg.", .imperative, suggestion: "Väljer"),
        FormCase("Töm papperskorgen.", .imperative, suggestion: "Tömmer"),
        FormCase("Ta bort filen.", .imperative, suggestion: "Tar"),
        // Unsure where the word is a noun or an adjective too, unless an object follows.
        FormCase("Öppna flikar.", .imperative, .info, suggestion: "Öppnar"),
        FormCase("Öppna menyn för att lägga till i spellistan.", .imperative, suggestion: "Öppnar"),
        FormCase("Köp appen.", .imperative, suggestion: "Köper"),
        FormCase("Lås upp skärmen.", .imperative, suggestion: "Låser"),
        FormCase("Välj för att öppna utjämnaren.", .imperative, suggestion: "Öppnar"),
        // No certain present: a purpose without a known verb, or the user addressed after the verb.
        FormCase("Aktivera för att automatiskt spela upp nästa fil.", .imperative),
        FormCase("Markera om du vill dölja användarens meddelanden.", .imperative),
        // The first part of a compound is no verb.
        FormCase("Bläddra-meny.", nil),
        // Infinitives, prohibitions, requests and the user addressed.
        FormCase("Att spela upp låten.", .infinitive, suggestion: "Spelar"),
        FormCase("För att spela upp låten.", .infinitive),
        FormCase("Stänga fönstret.", .infinitive, suggestion: "Stänger"),
        FormCase("Stäng inte appen.", .negativeCommand),
        FormCase("Vänligen ange ditt namn.", .request),
        FormCase("Var vänlig och vänta.", .request),
        FormCase("Du kan dela filen här.", .addressesUser, .info),
        FormCase("Här kan du dela filen.", .addressesUser, .info),
        FormCase("Detta är det vinnande svaret.", .notAVerb, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = SwedishGrammar.hintForm(LanguageProfile.swedish.analyze(example.text))
        #expect(issue?.kind == example.kind)
        if let issue, example.kind != nil {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    @Test("lexicon: the present and the imperative of each conjugation", arguments: [
        ("spela", "spelar", "spela"), ("stänga", "stänger", "stäng"), ("byta", "byter", "byt"), ("gå", "går", "gå"),
        ("glömma", "glömmer", "glöm"), ("ansluta", "ansluter", "anslut"),
    ])
    func lexicon(_ infinitive: String, _ present: String, _ imperative: String) {
        let verb = SwedishGrammar.lexicon.first { $0.infinitive == infinitive }
        #expect(verb?.present == present)
        #expect(verb?.imperative == imperative)
    }

    @Test("controls named in a label, as words or at the end of a compound", arguments: [
        "Uppspelningsknapp", "Dela-knapp", "Knappen Dela", "Volymskjutreglage", "Sökfält", "Kryssruta", "Datumväljare",
        "Förloppsindikator",
    ])
    func controlTypes(_ label: String) {
        #expect(Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("hardware buttons, fields that are no input and other look-alikes are no control type", arguments: [
        "Hemknappen", "Sidoknapp", "På/av-knapp", "Knappsats", "Magnetfält", "Synfältet", "PIN-fält", "Brytare", "Reglage",
        "Länk", "Flik",
    ])
    func notControlTypes(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("a field the label's verb acts on is another element", arguments: [
        "Rensa sökfältet", "Krymp meddelandetextfältet", "Expandera meddelandetextfältet",
    ])
    func fieldActedOn(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("gestures: named ones anywhere in hints, ambiguous verbs only as instructions")
    func gestures() {
        #expect(Self.rules("Tryck på %@ för att radera", .hint).contains("hint-gesture"))
        #expect(Self.rules("Rulla för att se fler.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Nyp för att zooma.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Tryck för att visa alla", .label).contains("label-gesture"))
        #expect(Self.rules("Svep uppåt för att stänga", .label).contains("label-gesture"))
        #expect(!Self.rules("Rullar till listan.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Håller skärmen tänd.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Håll skärmen tänd", .label).contains("label-gesture"))
        #expect(!Self.rules("Rulla nedåt", .label).contains("label-gesture"))
        #expect(!Self.rules("Lufttryck", .label).contains("label-gesture"))
    }

    @Test("a final period after an abbreviation is no full stop", arguments: [
        "Foton, videor osv.", "Tillbehör, t.ex.", "Lampor, m.m.", "Husnummer, nr.", "Kl.",
    ])
    func abbreviations(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-trailing-period"))
    }

    @Test("a state set off at the end of a label, not a word inside it, nor a count")
    func states() {
        #expect(Self.rules("Wi-Fi, vald", .label).contains("label-state"))
        #expect(Self.rules("Inte ikryssad", .label).contains("label-state"))
        #expect(!Self.rules("Visa valda foton", .label).contains("label-state"))
        #expect(!Self.rules("%lld valda", .label).contains("label-state"))
        #expect(!Self.rules("Aktiverad", .label).contains("label-state"))
    }

    /// Strings of the kind apps ship in Swedish, written for these tests: what a user of the
    /// language would report, and what must stay silent.
    @Test("strings of the kind apps ship")
    func appStrings() {
        // Labels that name the element: silent.
        for label in ["Spela upp", "Pausa", "Radera", "Dölj lösenord", "Visa orderdetaljer", "Lägg till bilaga", "Nya meddelanden",
                      "Sida %1$d", "Röstmeddelande, längd: %1$@", "Reagera med %1$@", "Användarmeny", "Hoppa framåt"] {
            #expect(Self.rules(label, .label).isEmpty, "\(label): \(Self.rules(label, .label))")
        }
        // Hints that describe the result: silent.
        for hint in ["Växlar mellan liggande och stående läge i videospelaren.", "Visar nyligen uppspelade mediafiler.",
                     "Öppnar en meny med tillgängliga AirPlay-enheter.", "Lägger till låten i spellistan."] {
            #expect(Self.rules(hint, .hint).isEmpty, "\(hint): \(Self.rules(hint, .hint))")
        }
        // What apps get wrong.
        #expect(Self.rules("Markera alla mediaobjekt i den här vyn", .hint).contains("hint-imperative"))
        #expect(Self.rules("Sortera avsnitten i det här programmet", .hint).contains("hint-imperative"))
        #expect(Self.rules("Markeringsknapp", .hint).contains("hint-control-type"))
        #expect(Self.rules("Tryck för att visa alla", .label).contains("label-gesture"))
        #expect(Self.rules("Spela in röstmeddelande.", .label).contains("label-trailing-period"))
        #expect(Self.rules("Läs mer", .label).contains("label-vague"))
    }

    @Test("the correct hint reads as correct in every rule")
    func correctHint() {
        #expect(Auditor().check("Spelar upp låten.", language: "sv", role: .hint).isEmpty)
        #expect(Auditor().check("Öppnar inställningarna.", language: "sv-SE", role: .hint).isEmpty)
    }
}
