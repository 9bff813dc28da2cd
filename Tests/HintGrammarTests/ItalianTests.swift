import Testing
@testable import HintGrammar

/// The Italian table beyond its rule examples: regional variants, elision, the imperatives that
/// are also nouns or second persons, and the exclusions of its term lists.
@Suite("Italian table")
struct ItalianTests {
    static let profile = LanguageProfile.italian

    static func form(_ hint: String) -> HintFormIssue? { profile.hintForm(profile.analyze(hint)) }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        let configuration = AuditConfiguration(selectedRules: rule.map { [$0] })
        return Auditor(configuration: configuration).check(text, language: "it", role: role, label: label)
    }

    @Test("regional variants use the Italian table", arguments: ["it", "it-IT", "it-CH"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "it")
    }

    @Test("apostrophes split elided words, straight or curly")
    func elision() {
        #expect(Self.profile.analyze("l'elemento dell’app").words.map(\.folded) == ["l", "elemento", "dell", "app"])
    }

    @Test("correct third-person hints get no finding at all", arguments: [
        "Riproduce il brano.", "Apre le impostazioni.", "Mostra i dettagli.", "Chiude il lettore.", "Sceglie un file.",
        "Scorre fino alla lista.", "Si apre il menu.", "Modifica la visibilità del post.", "Naviga alla lista.",
        "Contiene allegati.", "Può richiedere alcuni minuti.",
    ])
    func correctHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(Self.findings(hint, .hint).map(\.message))")
    }

    /// The `tu` imperative of `-are` verbs is the third person: never reported.
    @Test("-are verbs in the third person are never imperatives", arguments: [
        "Tocca", "Mostra", "Elimina", "Seleziona", "Trascina", "Salva", "Condivide", "Visualizza",
    ])
    func areVerbs(_ verb: String) {
        #expect(Self.form("\(verb) il brano.") == nil)
    }

    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind?
        var severity: Severity = .warning
        var suggestion: String?
        var testDescription: String { hint }
    }

    @Test("what the hint grammar reports, and how sure it is", arguments: [
        FormCase(hint: "Apri le impostazioni.", kind: .imperative, suggestion: "Apre"),
        FormCase(hint: "Riproduci", kind: .imperative, suggestion: "Riproduce"),
        FormCase(hint: "Inserisci il codice.", kind: .imperative, suggestion: "Inserisce"),
        FormCase(hint: "Scegli un file.", kind: .imperative, suggestion: "Sceglie"),
        FormCase(hint: "Prema Invio.", kind: .imperative, suggestion: "Preme"),
        FormCase(hint: "Tocchi il brano.", kind: .imperative, suggestion: "Tocca"),
        FormCase(hint: "Modifichi il nome.", kind: .imperative, suggestion: "Modifica"),
        FormCase(hint: "Modifichi.", kind: .imperative, severity: .info, suggestion: "Modifica"),
        FormCase(hint: "Tocchi richiesti: 3", kind: nil),
        FormCase(hint: "Premi vinti.", kind: nil),
        FormCase(hint: "Premi %@ per eliminare", kind: .imperative, suggestion: "Preme"),
        FormCase(hint: "Premi qualsiasi tasto.", kind: .imperative, suggestion: "Preme"),
        FormCase(hint: "Leggi e regolamenti.", kind: nil),
        FormCase(hint: "Controlli di riproduzione.", kind: nil),
        FormCase(hint: "Faccia rivolta verso l'alto.", kind: nil),
        FormCase(hint: "Dai preferiti.", kind: nil),
        FormCase(hint: "Cerchi la versione per Mac?", kind: .addressesUser, severity: .info),
        FormCase(hint: "Non trovi il file?", kind: .addressesUser, severity: .info),
        FormCase(hint: "Riprodurre il brano.", kind: .infinitive, suggestion: "Riproduce"),
        FormCase(hint: "Ottimizzare la foto.", kind: .infinitive, suggestion: "Ottimizza"),
        FormCase(hint: "Iscriversi al canale.", kind: .infinitive, suggestion: "Si iscrive"),
        FormCase(hint: "Regolare il volume.", kind: .infinitive, suggestion: "Regola"),
        FormCase(hint: "Regolare.", kind: nil),
        FormCase(hint: "Diversi elementi selezionati.", kind: nil),
        FormCase(hint: "Per aprire il menu.", kind: .infinitive, suggestion: "Apre"),
        FormCase(hint: "Per favore, inserisci il nome.", kind: .request),
        FormCase(hint: "Riprova più tardi, per cortesia.", kind: .request),
        FormCase(hint: "Si prega di attendere.", kind: .request),
        FormCase(hint: "Ti preghiamo di riprovare.", kind: .request),
        FormCase(hint: "Si assicuri che il dispositivo sia acceso.", kind: .imperative),
        FormCase(hint: "Non chiudere l'app.", kind: .negativeCommand),
        FormCase(hint: "Non chiuda l'app.", kind: .negativeCommand),
        FormCase(hint: "Non disponibile.", kind: nil),
        FormCase(hint: "Non si apre.", kind: nil),
        FormCase(hint: "Puoi modificare il nome.", kind: .addressesUser, severity: .info),
        FormCase(hint: "Il tuo feedback.", kind: .notAVerb, severity: .info),
        FormCase(hint: "%@ apre la lista.", kind: nil),
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

    @Test("the verb lexicon never reports a third person as an imperative or infinitive")
    func lexiconIsConsistent() {
        let thirds = ItalianGrammar.thirdPersons
        #expect(thirds.isDisjoint(with: ItalianGrammar.imperatives.keys))
        #expect(thirds.isDisjoint(with: ItalianGrammar.infinitives.keys))
        #expect(ItalianGrammar.imperatives["dai"] == nil, "'dai' is also a preposition")
        #expect(ItalianGrammar.imperatives["tocchi"]?.ambiguity == .noun)
        #expect(ItalianGrammar.imperatives["invii"] != nil, "stressed i: inviare → invii")
        #expect(ItalianGrammar.imperatives["cerchi"] != nil, "-care → -chi")
    }

    @Test("gesture words that are also results, turns or prizes are not instructions")
    func gestureExclusions() {
        #expect(Self.findings("Indica quando tocca a te.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Scorre fino in cima.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Scorri fino in cima.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Scorri in alto", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Premi e riconoscimenti", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Scuoti per annullare", .label, rule: "label-gesture").isEmpty)
        #expect(!Self.findings("Premi su un messaggio per citarlo.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Fai clic sul brano.", .hint, rule: "hint-gesture").isEmpty)
    }

    @Test("control-type words: the text cursor, hardware buttons and smart-home switches are things")
    func controlTypeExclusions() {
        #expect(Self.findings("Dimensione del cursore", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Sposta il cursore all'inizio.", .hint, rule: "hint-control-type").isEmpty)
        #expect(Self.findings("Pulsante laterale", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Interruttore", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Cursore verticale", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Pulsante di selezione", .hint, rule: "hint-control-type").isEmpty)
    }

    @Test("vague labels: 'Altro' is also 'Other', a legitimate choice")
    func vagueLabels() {
        #expect(!Self.findings("Scopri di più", .label, rule: "label-vague").isEmpty)
        #expect(!Self.findings("Più info", .label, rule: "label-vague").isEmpty)
        #expect(Self.findings("Altro", .label, rule: "label-vague").isEmpty)
    }

    /// Italian buttons read like `tu` imperatives ("Elimina"), which for `-are` verbs is also the
    /// third person a hint should use: the shared `hint-repeats-label` rule, comparing words, takes
    /// the right hint "Elimina il messaggio." for a repetition of the label "Elimina".
    @Test("hint-repeats-label misreads a correct hint whose verb is spelled like its label")
    func repeatsLabelKnownIssue() {
        #expect(Self.findings("Elimina il messaggio.", .hint, rule: "hint-repeats-label", label: "Elimina").isEmpty)
        #expect(!Self.findings("Elimina elimina il messaggio.", .hint, rule: "hint-repeats-label", label: "Elimina").isEmpty)
    }
}
