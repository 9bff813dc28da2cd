import Testing
@testable import HintGrammar

/// The French table beyond its rule examples: regional variants, elision, typographic spaces,
/// ambiguous verb forms, and the exclusions of its term lists.
@Suite("French table")
struct FrenchTests {
    static let profile = LanguageProfile.french

    static func form(_ hint: String) -> HintFormIssue? { profile.hintForm(profile.analyze(hint)) }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        let configuration = AuditConfiguration(selectedRules: rule.map { [$0] })
        return Auditor(configuration: configuration).check(text, language: "fr", role: role, label: label)
    }

    @Test("regional variants use the French table", arguments: ["fr", "fr-FR", "fr-CA", "fr-CH", "fr-BE"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "fr")
    }

    @Test("apostrophes split elided words, straight or curly")
    func elision() {
        #expect(Self.profile.analyze("l'écran d’accueil").words.map(\.folded) == ["l", "écran", "d", "accueil"])
        #expect(Self.profile.analyze("S’abonner").words.map(\.folded) == ["s", "abonner"])
    }

    /// French puts a no-break space (U+00A0) or a narrow one (U+202F) before `?`, `!`, `:` and `;`.
    @Test("typographic spaces before punctuation are not reported", arguments: [
        "Ouvre les réglages\u{A0}?", "Ouvre les réglages\u{202F}?", "Supprime l'élément\u{A0}!",
        "Affiche la durée\u{202F}: 3 min.", "Lit la chanson.",
    ])
    func typographicSpaces(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty)
    }

    @Test("correct third-person hints get no finding at all", arguments: [
        "Lit la chanson.", "Ouvre les options.", "Joue la musique.", "Affiche tout le contenu.", "Choisit un fichier.",
        "Prend une photo.", "Met la lecture en pause.", "Fait défiler la liste.", "Se connecte au serveur.",
        "Défile jusqu'à la liste.", "Ne s'affiche pas dans la liste.", "Permet de lire le média suivant.",
        "Contient des pièces jointes.",
    ])
    func correctHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(Self.findings(hint, .hint).map(\.message))")
    }

    /// The `tu` imperative of `-er` verbs is the third person: never reported.
    @Test("-er verbs in the third person are never imperatives", arguments: [
        "Ouvre", "Joue", "Affiche", "Sélectionne", "Touche", "Appuie", "Glisse", "Ecoute", "Change",
    ])
    func erVerbs(_ verb: String) {
        #expect(Self.form("\(verb) la liste.") == nil)
    }

    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind?
        var severity: Severity = .warning
        var suggestion: String?
        var testDescription: String { hint }
    }

    @Test("what the hint grammar reports, and how sure it is", arguments: [
        FormCase(hint: "Ouvrez les options.", kind: .imperative, suggestion: "Ouvre"),
        FormCase(hint: "Choisissez un fichier.", kind: .imperative, suggestion: "Choisit"),
        FormCase(hint: "Configurez le compte.", kind: .imperative, suggestion: "Configure"),
        FormCase(hint: "Ecoutez le message.", kind: .imperative, suggestion: "Écoute"),
        FormCase(hint: "Connectez-vous au compte.", kind: .imperative, suggestion: "Connecte"),
        FormCase(hint: "Voulez-vous continuer\u{A0}?", kind: .addressesUser, severity: .info),
        FormCase(hint: "Recevez-vous des doublons\u{A0}? Ce réglage les supprime.", kind: .addressesUser, severity: .info),
        FormCase(hint: "Vouliez-vous dire…", kind: nil),
        FormCase(hint: "Rendez-vous manqués.", kind: nil),
        FormCase(hint: "Chez vous.", kind: nil),
        FormCase(hint: "Fais une sauvegarde.", kind: .imperative, suggestion: "Fait"),
        FormCase(hint: "Lis le message.", kind: .imperative, suggestion: "Lit"),
        FormCase(hint: "Choisis les photos.", kind: .imperative, suggestion: "Choisit"),
        FormCase(hint: "Choisis.", kind: .imperative, severity: .info, suggestion: "Choisit"),
        // "Inclus" is also the past participle ("Inclus dans l'abonnement"): unsure alone.
        FormCase(hint: "Inclus.", kind: .imperative, severity: .info, suggestion: "Inclut"),
        FormCase(hint: "Inclus les photos.", kind: .imperative, suggestion: "Inclut"),
        FormCase(hint: "Exclus les doublons.", kind: .imperative, suggestion: "Exclut"),
        FormCase(hint: "Raccourcis clavier.", kind: nil),
        FormCase(hint: "Cours de cuisine.", kind: nil),
        FormCase(hint: "Lire la chanson.", kind: .infinitive, suggestion: "Lit"),
        FormCase(hint: "Synchroniser les notes.", kind: .infinitive, suggestion: "Synchronise"),
        FormCase(hint: "Pour jumeler les appareils.", kind: .infinitive, suggestion: "Jumelle"),
        FormCase(hint: "Se connecter au compte.", kind: .infinitive, suggestion: "Se connecte"),
        FormCase(hint: "Scanner le code.", kind: .infinitive, suggestion: "Scanne"),
        FormCase(hint: "Scanner de documents.", kind: nil),
        FormCase(hint: "Veuillez patienter.", kind: .request),
        FormCase(hint: "Merci de patienter.", kind: .request),
        FormCase(hint: "Merci d'être là.", kind: nil),
        FormCase(hint: "Merci de votre aide.", kind: nil),
        FormCase(hint: "Réessaie plus tard, s'il te plaît.", kind: .request),
        FormCase(hint: "Ne pas répéter la liste.", kind: .negativeCommand),
        FormCase(hint: "Ne partagez cela avec personne.", kind: .negativeCommand),
        FormCase(hint: "N'acceptez que les invitations connues.", kind: .imperative),
        FormCase(hint: "Ne plus afficher ce message.", kind: .negativeCommand),
        FormCase(hint: "Vous pouvez modifier le nom.", kind: .addressesUser, severity: .info),
        FormCase(hint: "La liste des médias.", kind: .notAVerb, severity: .info),
        FormCase(hint: "%@ ouvre la liste.", kind: nil),
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
        let thirds = FrenchGrammar.thirdPersons
        #expect(thirds.isDisjoint(with: FrenchGrammar.tuImperatives.keys))
        #expect(thirds.isDisjoint(with: FrenchGrammar.vousImperatives.keys))
        #expect(thirds.isDisjoint(with: FrenchGrammar.infinitives.keys))
        for verb in FrenchGrammar.verbs {
            #expect(verb.vous.hasSuffix("ez") || verb.vous.hasSuffix("es"), "\(verb.infinitive)")
        }
    }

    @Test("gesture words that name a thing or a result are not instructions")
    func gestureExclusions() {
        #expect(Self.findings("Insère la touche Entrée.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Touche pour ouvrir.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Active les actions de balayage.", .hint, rule: "hint-gesture").isEmpty)
        #expect(!Self.findings("Balayage vers la gauche pour supprimer.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Défiler vers le haut", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Touche de raccourci", .label, rule: "label-gesture").isEmpty)
        #expect(!Self.findings("Appuyer sur %@ pour effacer", .hint, rule: "hint-gesture").isEmpty)
    }

    @Test("control-type words: the text cursor, hardware buttons and smart-home switches are things")
    func controlTypeExclusions() {
        #expect(Self.findings("Taille du curseur", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Place le curseur au début.", .hint, rule: "hint-control-type").isEmpty)
        #expect(Self.findings("Bouton latéral", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Interrupteur", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("Barre de progression", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Curseur vertical", .label, rule: "label-control-type").isEmpty)
        #expect(!Self.findings("Bouton qui ajoute un nom.", .hint, rule: "hint-control-type").isEmpty)
        #expect(Self.findings("Efface le champ de recherche.", .hint, rule: "hint-control-type").isEmpty)
    }

    @Test("vague labels match whole labels, with elision and curly apostrophes")
    func vagueLabels() {
        #expect(!Self.findings("Plus d'informations", .label, rule: "label-vague").isEmpty)
        #expect(!Self.findings("plus d’infos", .label, rule: "label-vague").isEmpty)
        #expect(Self.findings("Plus d'informations sur les tarifs", .label, rule: "label-vague").isEmpty)
        #expect(Self.findings("Plus de texte alternatif disponible", .label, rule: "label-vague").isEmpty)
    }

    @Test("abbreviations may end a label with a period")
    func abbreviations() {
        #expect(Self.findings("Rue Victor Hugo, av.", .label, rule: "label-trailing-period").isEmpty)
        #expect(!Self.findings("Avancer.", .label, rule: "label-trailing-period").isEmpty)
    }
}
