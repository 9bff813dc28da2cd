import Testing
@testable import HintGrammar

/// The Romanian table beyond its rule examples: cedilla look-alikes, the familiar imperatives that
/// are also third persons (never reported), the polite imperatives and infinitives that are, and
/// strings of the kind apps ship, with the ones that must stay silent.
@Suite("Romanian table")
struct RomanianTests {
    static let profile = LanguageProfile.romanian

    static func form(_ hint: String) -> HintFormIssue? { profile.hintForm(profile.analyze(hint)) }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        let configuration = AuditConfiguration(selectedRules: rule.map { [$0] })
        return Auditor(configuration: configuration).check(text, language: "ro", role: role, label: label)
    }

    @Test("regional variants use the Romanian table", arguments: ["ro", "ro-RO", "ro-MD"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "ro")
    }

    @Test("ş and ţ with a cedilla fold to ș and ț with a comma below, in either case")
    func cedillaFolding() {
        #expect(Self.profile.analyze("Şterge Ţinta").words.map(\.folded) == ["șterge", "ținta"])
        #expect(!Self.findings("Ţineţi apăsat pentru a înregistra.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.form("Deschideţi setările.")?.suggestion == "Deschide")
    }

    @Test("correct third-person hints get no finding at all", arguments: [
        "Redă melodia.", "Deschide setările contului.", "Afișează detaliile comenzii.", "Închide playerul.", "Selectează un fișier.",
        "Derulează la începutul listei.", "Se deschide meniul.", "Modifică vizibilitatea postării.", "Navighează la listă.",
        "Conține atașamente.", "Poate dura câteva minute.", "Adaugă site-ul la favorite.", "Citește mesajul cu voce tare.",
        "Golește câmpul de căutare.", "Caută sau introduce o adresă.", "Nu este disponibil offline.", "A fost copiat în clipboard.",
    ])
    func correctHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(Self.findings(hint, .hint).map(\.message))")
    }

    /// The familiar imperative of almost every verb is the third person: never reported.
    @Test("familiar imperatives spelled like the third person are never reported", arguments: [
        "Atinge", "Caută", "Deschide", "Selectează", "Adaugă", "Șterge", "Citește", "Alege", "Partajează", "Trimite",
    ])
    func familiarImperatives(_ verb: String) {
        #expect(Self.form("\(verb) fișierul.") == nil)
    }

    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind?
        var severity: Severity = .warning
        var suggestion: String?
        var testDescription: String { hint }
    }

    @Test("what the hint grammar reports, and how sure it is", arguments: [
        FormCase(hint: "Deschideți setările.", kind: .imperative, suggestion: "Deschide"),
        FormCase(hint: "Redați", kind: .imperative, suggestion: "Redă"),
        FormCase(hint: "Apăsați Enter.", kind: .imperative, suggestion: "Apasă"),
        FormCase(hint: "Căutați în istoric.", kind: .imperative, suggestion: "Caută"),
        FormCase(hint: "Introduceți codul.", kind: .imperative, suggestion: "Introduce"),
        FormCase(hint: "Introdu codul.", kind: .imperative, suggestion: "Introduce"),
        FormCase(hint: "Blocați utilizatorul.", kind: .imperative, suggestion: "Blochează"),
        FormCase(hint: "Copiați linkul.", kind: .imperative, suggestion: "Copiază"),
        FormCase(hint: "Găsiți un fișier.", kind: .imperative, suggestion: "Găsește"),
        FormCase(hint: "Înlocuiți textul.", kind: .imperative, suggestion: "Înlocuiește"),
        FormCase(hint: "Luați o pauză.", kind: .imperative, suggestion: "Ia"),
        FormCase(hint: "Fă o fotografie.", kind: .imperative, suggestion: "Face"),
        FormCase(hint: "Optimizați fotografia.", kind: .imperative, suggestion: "Optimizează"),
        FormCase(hint: "Clarificați întrebarea.", kind: .imperative, suggestion: "Clarifică"),
        FormCase(hint: "Abonează-te la canal.", kind: .imperative),
        FormCase(hint: "Autentificați-vă cu contul.", kind: .imperative),
        FormCase(hint: "Răsfoiește-ți fotografiile.", kind: .imperative),
        FormCase(hint: "Deschide-l în browser.", kind: .imperative),
        FormCase(hint: "Îl deschide în browser.", kind: nil),
        FormCase(hint: "Selectează pentru a deschide filtrele.", kind: .imperative, suggestion: "Deschide"),
        FormCase(hint: "Activează pentru a reda automat următorul videoclip.", kind: .imperative, suggestion: "Redă"),
        FormCase(hint: "Activează redarea automată.", kind: nil),
        FormCase(hint: "Servește pentru a identifica dispozitivul.", kind: nil),
        FormCase(hint: "Afișarea listei de redare.", kind: .notAVerb, severity: .info),
        FormCase(hint: "Căutați versiunea pentru Mac?", kind: .addressesUser, severity: .info),
        FormCase(hint: "A reda melodia.", kind: .infinitive, suggestion: "Redă"),
        FormCase(hint: "Pentru a deschide meniul.", kind: .infinitive, suggestion: "Deschide"),
        FormCase(hint: "A sincroniza notițele.", kind: .infinitive, suggestion: "Sincronizează"),
        FormCase(hint: "A fost adăugat.", kind: nil),
        FormCase(hint: "Vă rugăm să așteptați.", kind: .request),
        FormCase(hint: "Încearcă din nou, te rog.", kind: .request),
        FormCase(hint: "Nu selecta acest fișier.", kind: .negativeCommand),
        FormCase(hint: "Nu ștergeți datele.", kind: .negativeCommand),
        FormCase(hint: "Nu șterge datele.", kind: nil),
        FormCase(hint: "Nu găsiți fișierul?", kind: .addressesUser, severity: .info),
        FormCase(hint: "Nu există conexiune.", kind: nil),
        FormCase(hint: "Poți modifica numele.", kind: .addressesUser, severity: .info),
        FormCase(hint: "Un mesaj nou.", kind: .notAVerb, severity: .info),
        FormCase(hint: "Închidere", kind: .notAVerb, severity: .info),
        FormCase(hint: "Redare melodie.", kind: .notAVerb, severity: .info),
        FormCase(hint: "Elemente selectate: 3.", kind: nil),
        FormCase(hint: "%@ deschide lista.", kind: nil),
    ])
    func forms(_ test: FormCase) {
        let issue = Self.form(test.hint)
        #expect(issue?.kind == test.kind, "\(String(describing: issue))")
        if test.kind != nil {
            #expect(issue?.severity == test.severity)
        }
        if let suggestion = test.suggestion {
            #expect(issue?.suggestion == suggestion)
        }
    }

    @Test("the verb lexicon never reports a third person as an imperative")
    func lexiconIsConsistent() {
        #expect(RomanianGrammar.thirdPersons.isDisjoint(with: RomanianGrammar.imperatives.keys))
        #expect(RomanianGrammar.imperatives["navigați"] == "navighează", "-ga → -ghează")
        #expect(RomanianGrammar.imperatives["marcați"] == "marchează", "-ca → -chează")
        #expect(RomanianGrammar.imperatives["adăugați"] == "adaugă", "vowel change")
        #expect(RomanianGrammar.imperatives["deschide"] == nil)
    }

    @Test("gesture words that are also results or feature names are not instructions")
    func gestureExclusions() {
        #expect(Self.findings("Derulează până la ultimul mesaj.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Derulați până la ultimul mesaj.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Derulează pentru a vedea mai mult.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Derulează în jos pentru a vedea mai mult.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Derulează în jos lista de mesaje.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Acțiuni de glisare", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Agitare pentru anulare", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Număr de clicuri", .label, rule: "label-gesture").isEmpty)
        #expect(!Self.findings("Atinge pentru a deschide ecranul Panou de confidențialitate", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Faceți clic pe melodie.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Trage în jos pentru a reîmprospăta", .label, rule: "label-gesture").isEmpty)
        #expect(!Self.findings("Apasa %@ pentru a sterge", .hint, rule: "hint-gesture").isEmpty, "written without diacritics")
    }

    @Test("control-type words: hardware buttons are things, an object of the verb is what it acts on")
    func controlTypes() {
        #expect(Self.findings("Butonul lateral", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Apasă butonul de pornire de două ori.", .hint, rule: "hint-control-type").isEmpty)
        #expect(Self.findings("Comutator între file", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Închidere filă", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Buton de redare", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Butonul care deschide meniul.", .hint, rule: "hint-control-type").isEmpty)
    }

    @Test("states: a count beside a state word is a count, a state that modifies a noun is content")
    func states() {
        #expect(Self.findings("%lld selectate", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("Partajează fotografiile selectate", .label, rule: "label-state").isEmpty)
        #expect(!Self.findings("Notificări, bifat", .label, rule: "label-state").isEmpty)
    }

    @Test("vague labels: 'Altele' is also 'Other', a legitimate choice")
    func vagueLabels() {
        #expect(!Self.findings("Mai multe", .label, rule: "label-vague").isEmpty)
        #expect(!Self.findings("Informații", .label, rule: "label-vague").isEmpty)
        #expect(!Self.findings("Citește mai mult", .label, rule: "label-vague").isEmpty)
        #expect(Self.findings("Altele", .label, rule: "label-vague").isEmpty)
        #expect(Self.findings("Informații despre cont", .label, rule: "label-vague").isEmpty)
    }

    @Test("abbreviations keep their period")
    func abbreviations() {
        #expect(Self.findings("Fotografii, videoclipuri etc.", .label, rule: "label-trailing-period").isEmpty)
        #expect(Self.findings("Apeluri, mesaje ș.a.", .label, rule: "label-trailing-period").isEmpty)
        #expect(Self.findings("Pag.", .label, rule: "label-trailing-period").isEmpty)
    }

    /// Romanian definite articles are suffixes ("mesajul"): after the one-word label "Șterge", a
    /// noun carrying one shows that the hint's first word is its verb, as a proclitic determiner
    /// does ("Șterge o notă."); a repeated label before another verb is still reported.
    @Test("hint-repeats-label reads a definite article written onto its noun")
    func repeatsLabelSuffixedArticle() {
        #expect(Self.findings("Șterge o notă.", .hint, rule: "hint-repeats-label", label: "Șterge").isEmpty)
        #expect(Self.findings("Șterge mesajul.", .hint, rule: "hint-repeats-label", label: "Șterge").isEmpty)
        #expect(Self.findings("Șterge modificările.", .hint, rule: "hint-repeats-label", label: "Șterge").isEmpty)
        #expect(!Self.findings("Salvare salvează modificările.", .hint, rule: "hint-repeats-label", label: "Salvare").isEmpty)
    }
}
