import Testing
@testable import HintGrammar

/// The Finnish table beyond its rule examples: compounds that end in a control type, the
/// imperative told from the third person where the two differ, the object whose case keeps a
/// suggestion from being certain, and strings of the kind apps ship.
@Suite("Finnish")
struct FinnishTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: "fi", role: role, label: label).map(\.rule))
    }

    static func form(_ hint: String) -> HintFormIssue? { FinnishGrammar.hintForm(LanguageProfile.finnish.analyze(hint)) }

    @Test("fi and its regional tags find the Finnish table", arguments: ["fi", "fi-FI"])
    func registry(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "fi")
    }

    @Test("the second person plural imperative is derived from the infinitive")
    func pluralImperatives() {
        let expected = [
            "toistaa": "toistakaa", "avata": "avatkaa", "kopioida": "kopioikaa", "mennä": "menkää", "lisätä": "lisätkää",
            "kuunnella": "kuunnelkaa", "katkaista": "katkaiskaa", "tehdä": "tehkää", "valita": "valitkaa", "hakea": "hakekaa",
        ]
        for (infinitive, plural) in expected {
            #expect(FinnishGrammar.pluralImperative(infinitive) == plural)
        }
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
        FormCase("Toistaa kappaleen.", nil),
        FormCase("Avaa asetukset.", nil),
        FormCase("Lisää kaupungin.", nil),
        FormCase("Muokkaa profiilia.", nil),
        FormCase("Kopioi linkin.", nil),
        FormCase("Hyppää eteenpäin", nil),
        FormCase("Siirtää sisällön ylimmälle tasolle.", nil),
        FormCase("Pystysuora kirkkauden säätö", nil),
        FormCase("Kumoaa viimeisimmän muutoksen.", nil),
        FormCase("Poista valitut tiedostot", .imperative, suggestion: "Poistaa"),
        FormCase("Toista kaikki mediat kokoelmassa", .imperative, suggestion: "Toistaa"),
        FormCase("Nimeä valitut tiedostot uudelleen", .imperative, suggestion: "Nimeää"),
        FormCase("Siirry loppuun", .imperative, suggestion: "Siirtyy"),
        FormCase("Liity puheluun", .imperative, suggestion: "Liittyy"),
        FormCase("Kumoa muutos.", .imperative),
        FormCase("Yritä ryhmitellä media uudelleen.", .imperative),
        FormCase("Sekoita lista", .imperative),
        FormCase("Pienennä soitin", .imperative),
        FormCase("Poista tiedostot ja kansio.", .imperative),
        FormCase("Valitse tämä, jos haluat piilottaa viestit.", .imperative),
        FormCase("Sulkekaa ikkuna.", .imperative),
        FormCase("Tallentakaa muutokset.", .imperative, suggestion: "Tallentaa"),
        FormCase("Muokata profiilia.", .infinitive),
        FormCase("Älä toista medialistaa toistuvasti", .negativeCommand),
        FormCase("Ole hyvä ja odota.", .request),
        FormCase("Kirjoita viesti, kiitos.", .request),
        FormCase("Voit valita useita kohteita.", .addressesUser, .info),
        FormCase("Sinun täytyy kirjautua sisään.", .addressesUser, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = Self.form(example.text)
        #expect(issue?.kind == example.kind)
        if let issue {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    struct AppString: CustomTestStringConvertible, Sendable {
        let text: String
        let role: Role
        let reported: Set<String>
        let label: String?
        init(_ text: String, _ role: Role, _ reported: Set<String> = [], label: String? = nil) {
            self.text = text
            self.role = role
            self.reported = reported
            self.label = label
        }
        var testDescription: String { text }
    }

    /// Labels and hints worded as Finnish apps word them (written for these tests).
    @Test("strings of the kind apps ship", arguments: [
        AppString("Sulje välilehti", .label),
        AppString("Tyhjennä teksti", .label),
        AppString("Näytä salasana", .label),
        AppString("Laajenna viestin tekstikenttä", .label),
        AppString("Tyhjennä hakukenttä", .label),
        AppString("Käyttäjävalikko", .label),
        AppString("Välilehtien vaihtotyökalu", .label),
        AppString("Lisää", .label),
        AppString("%lld uutta viestiä", .label),
        AppString("Mykistetty", .label),
        AppString("Vaakaliukusäädin", .label, ["label-control-type"]),
        AppString("Valittu", .label, ["label-state"]),
        AppString("sulje", .label, ["label-capitalization"]),
        AppString("Tiedot", .label, ["label-vague"]),
        AppString("Avaa valikon, jossa on tallennetut laitteet.", .hint),
        AppString("Vaihtaa videosoittimen vaaka- ja pystytilan välillä.", .hint),
        AppString("Näyttää suuremman version.", .hint),
        AppString("Merkitsee median toistetuksi.", .hint),
        AppString("Jaa valitut tiedostot.", .hint, ["hint-imperative"]),
        AppString("Lukitse video nykyiseen asentoon.", .hint, ["hint-imperative"]),
        AppString("Avaa yksityisyysasetukset napauttamalla.", .hint, ["hint-gesture"]),
        AppString("Poista painamalla %@.", .hint, ["hint-gesture", "hint-imperative"]),
        AppString("Valintapainike.", .hint, ["hint-control-type"]),
        AppString("Asetukset avaa sovelluksen asetukset.", .hint, ["hint-repeats-label"], label: "Asetukset"),
        AppString("Vaihtaa soittolistan järjestystä", .hint, ["hint-missing-period"]),
    ])
    func appStrings(_ string: AppString) {
        let reported = Self.rules(string.text, string.role, label: string.label)
        #expect(reported == string.reported, "\(string.text): \(reported.sorted())")
    }

    @Test("a plural object keeps its form: the verb alone is rewritten")
    func pluralObjectRewrite() {
        let findings = Auditor().check("Nimeä valitut tiedostot uudelleen.", language: "fi", role: .hint)
        #expect(findings.first { $0.rule == "hint-imperative" }?.fix == "Nimeää valitut tiedostot uudelleen.")
        let singular = Auditor().check("Toista kappale.", language: "fi", role: .hint)
        #expect(singular.first { $0.rule == "hint-imperative" }?.fix == nil)
    }
}
