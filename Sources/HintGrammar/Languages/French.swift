/// French: hints are verb phrases in the third person singular without a subject ("Lit la
/// chanson.", "Ouvre les options."); labels are short phrases without a final period, and an
/// infinitive is a normal French label ("Partager"). Elision splits words at the apostrophe
/// (`l'écran` → `l`, `écran`), and typography puts a no-break space before `?`, `!` and `:`,
/// which the shared rules already treat as white space.
extension LanguageProfile {
    public static let french = LanguageProfile(
        code: "fr", name: "French", hasLetterCase: true, splitsApostrophes: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "etc", "cf", "env", "réf", "tél", "av", "bd", "st", "ste", "mme", "mlle", "dr", "pr", "max", "min", "vol", "éd",
            "ex", "fig", "chap", "coll", "qté", "suiv", "janv", "févr", "avr", "juil", "oct", "nov", "déc",
        ],
        terms: TermTable(FrenchGrammar.terms, segmentation: .words),
        instructionMarkers: FrenchGrammar.instructionMarkers,
        vagueLabels: FrenchGrammar.vagueLabels, vagueConcepts: FrenchGrammar.vagueConcepts,
        determiners: ["le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "ce", "cet", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "votre", "vos", "tout", "tous", "toutes"],
        hintForm: FrenchGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["de", "du", "des"], headFollows: false),
        conditionMarkers: ["si"], purposeMarkers: ["pour"], conjunctions: ["et", "ou"],
        reflexivePronouns: ["vous", "toi", "te", "se"],
        descriptiveVerbs: ["voir": "Affiche", "voyez": "Affiche", "regarder": "Lit", "regardez": "Lit"],
        userActivityVerbs: ["parcourir", "parcourez", "parcours", "explorer", "explorez", "choisir", "choisissez", "choisis"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["puis", "ensuite", "enfin", "maintenant", "alors"],
        stateConcepts: FrenchGrammar.stateConcepts, controlTypeConcepts: FrenchGrammar.controlTypeConcepts,
        gestureConcepts: FrenchGrammar.gestureConcepts,
        examples: FrenchGrammar.examples)
}

/// French hint grammar. The right form is the third person singular ("Lit", "Ouvre", "Choisit");
/// what can be told apart from it with certainty is reported: the `vous` imperative ("Touchez",
/// "Ouvrez"), the infinitive ("Lire la chanson."), requests ("Veuillez …"), prohibitions ("Ne pas
/// …", "Ne fermez pas …") and the `tu` imperatives of verbs whose third person differs ("Lis" /
/// "Lit", "Choisis" / "Choisit"). The `tu` imperative of an `-er` verb ("Ouvre", "Joue") is spelled
/// like the third person, so it is never reported.
enum FrenchGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["sélectionné", "sélectionnée", "sélectionnés", "sélectionnées", "non sélectionné", "non sélectionnée", "désélectionné", "désélectionnée"]),
        .checked: .words(["coché", "cochée", "non coché", "non cochée", "décoché", "décochée"]),
        .dimmed: .words(["estompé", "estompée"]),
        .expanded: .none(because: "« développé » is as often an ordinary word (un pays développé)"),
        .collapsed: .none(because: "« réduit » is as often an ordinary word (un prix réduit)"),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    // MARK: Terms

    /// Directions that make a swipe or a drag an instruction ("Balayez vers la gauche").
    static let directions = ["vers le haut", "vers le bas", "vers la gauche", "vers la droite"]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. "Interrupteur" is also a smart-home device: only
    /// « bouton interrupteur » is a switch's type.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["bouton", "boutons"]),
        .link: .none(because: "« lien » is as often what the element acts on (Copier le lien)"),
        .image: .none(because: "« image » is as often what the element acts on (Enregistrer l'image); a label that is only « Image » is vague"),
        .textField: .words(["champ de texte", "champs de texte", "zone de texte", "champ de saisie"]),
        .searchField: .words(["champ de recherche"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["curseur", "curseurs", "glissière"]),
        .adjustable: .none(because: "« réglable » is an ordinary adjective of labels"),
        .toggle: .words(["bouton interrupteur", "bouton bascule"]),
        .checkbox: .words(["case à cocher", "cases à cocher"]),
        .radioButton: .words(["bouton radio", "boutons radio", "bouton d'option"]),
        .picker: .none(because: "« sélecteur » alone names what the element chooses as often (Sélecteur de langue)"),
        .segmentedControl: .words(["contrôle segmenté"]),
        .tab: .none(because: "« onglet » is as often content (a browser's tab)"),
        .tabBar: .words(["barre d'onglets"]),
        .menu: .none(because: "« menu » is as often the name of the element that opens one"),
        .popUpButton: .words(["bouton contextuel"]),
        .comboBox: .words(["menu déroulant", "liste déroulante"]),
        .heading: .none(because: "« titre » and « en-tête » are as often content"),
        .progressIndicator: .none(because: "« barre de progression » is as often what a label describes (the progress of a download)"),
        .stepper: .none(because: "no French word for a stepper is in use in labels"),
        .list: .none(because: "« liste » is as often what the element shows (Liste de lecture)"),
        .scrollBar: .none(because: "« barre de défilement » is named in labels only as what they act on"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "touchez", "touchant", "tapotez", "tapoter", "tapez sur", "tape sur", "tapez ici", "effleurez", "effleurer", "toucher", "touche",
        ]),
        .doubleTap: .words([
            "touchez deux fois", "toucher deux fois", "touche deux fois", "double-touchez", "double-toucher", "double-touche", "double tap",
            "double-tap", "tapez deux fois",
        ]),
        .tripleTap: .words(["touchez trois fois"]),
        .longPress: .words([
            "appuyez longuement", "appui long", "appui prolongé", "pression longue", "pression prolongée", "toucher prolongé",
            "maintenez appuyé", "maintenez enfoncé", "maintenez le doigt", "maintenez votre doigt", "maintenez pour", "maintiens appuyé",
            "maintenir appuyé", "3d touch", "force touch",
        ]),
        .swipe: .words([
            "balayez", "balayer", "balayant", "balaie", "balaye", "balayage", "glissez", "glisse pour", "glisse ton doigt", "glisse le doigt",
        ]),
        .drag: .words(["faites glisser", "fais glisser", "glisser", "faire glisser"]),
        .pinch: .words(["pincez", "pincer"]),
        .rotate: .none(because: "« faire pivoter » is as often what the element does (Fait pivoter la photo.)"),
        .shake: .words(["secouez", "secouer"]),
        .click: .words(["cliquez", "cliquer", "cliquant", "double-clic", "double-cliquez", "double-cliquer", "clic"]),
        .press: .words(["appuyez", "appuyer", "appuyant", "appuie"]),
        .scroll: .words(["défilez", "faites défiler", "fais défiler", "faire défiler"]),
        .fingers: .words(["deux doigts", "trois doigts", "quatre doigts"]),
    ]


    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ kind: TermKind, _ phrases: [String]) {
            for phrase in phrases { terms.append(Term(AnalyzedText.elidedPhrase(phrase), kind)) }
        }
        // Gestures: instructions wherever they are, but for the words that also name a thing or a
        // result (an instruction at the start or before a marker: « toucher », « clic ») and
        // « touche » (a key: « Touche Entrée »), « appuie » (a press the app makes), instructions
        // only before a marker.
        for term in gestureConcepts.terms(
            leading: ["toucher", "glisser", "faire glisser", "faire défiler", "balaie", "balaye", "balayage", "secouer", "clic"],
            marked: ["touche", "appuie"]) {
            add(term.kind, [term.text])
        }
        for verb in ["balayez", "balayer", "balaie", "balaye", "glissez", "glisser", "faites glisser", "fais glisser", "faire glisser"] {
            add(.gesture, directions.map { "\(verb) \($0)" })
        }
        // Names that contain a gesture word but are no instruction.
        add(.neutral, ["secouer pour annuler", "toucher pour réveiller", "glisser-déposer"])

        add(.controlType, controlTypeConcepts.allWords)
        // Hardware buttons and the text cursor are things, not the element's type.
        add(.neutral, [
            "bouton latéral", "bouton principal", "bouton home", "bouton d'accueil", "bouton marche/arrêt",
            "bouton d'alimentation", "bouton supérieur", "bouton action", "boutons de volume", "le curseur", "du curseur",
            "au curseur", "curseur de texte", "curseur de la souris",
        ])
        add(.state, stateConcepts.allWords)
        return terms
    }()

    static let instructionMarkers: Set<String> = [
        "pour", "ici", "sur", "deux", "trois", "une", "et", "longuement", "avec", "dessus", "n", "le", "la", "les", "l", "ce",
        "cette", "à", "au", "puis", "rapidement", "pendant", "verticalement", "horizontalement",
    ]

    static let vagueLabels: Set<String> = Set([
        "bouton", "icône", "sans titre", "élément", "texte", "étiquette",
    ].map(AnalyzedText.elidedPhrase))

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["plus", "voir plus", "afficher plus", "en voir plus"],
        .learnMore: ["en savoir plus", "lire la suite", "en lire plus"],
        .clickHere: ["cliquez ici", "touchez ici", "appuyez ici"],
        .details: ["détails", "les détails"],
        .info: ["info", "infos", "information", "informations", "les informations", "plus d'infos", "plus d'informations"],
        .here: ["ici"],
        .link: ["lien"],
        .image: ["image"],
    ].mapValues { $0.map(AnalyzedText.elidedPhrase) }

    // MARK: Verbs

    /// A verb's infinitive, third person singular and imperatives (`tu` empty when it is spelled
    /// like the third person).
    struct Verb: Sendable {
        let infinitive: String
        let third: String
        let tu: String
        let vous: String
    }

    /// How sure a `tu` imperative is.
    enum Ambiguity: Sendable {
        /// Only an imperative ("Prends", "Lis" before an object).
        case none
        /// Also a past participle in the plural ("Choisis", "Inclus"): without an object, it could be one.
        case participle
        /// Also a noun ("Cours", "Sens", "Mets"): only an imperative before an object.
        case noun
    }

    /// Regular `-er` verbs of user interfaces: the third person drops the final `r`.
    static let regularVerbs: [String] = [
        "afficher", "masquer", "cacher", "montrer", "présenter", "ajouter", "supprimer", "retirer", "effacer", "vider",
        "modifier", "éditer", "renommer", "partager", "enregistrer", "sauvegarder", "télécharger", "téléverser",
        "importer", "exporter", "imprimer", "copier", "coller", "couper", "dupliquer", "déplacer", "placer", "remplacer",
        "sélectionner", "désélectionner", "cocher", "décocher", "activer", "désactiver", "réactiver", "autoriser",
        "bloquer", "débloquer", "verrouiller", "déverrouiller", "signaler", "marquer", "démarquer", "épingler",
        "désépingler", "archiver", "désarchiver", "trier", "filtrer", "grouper", "regrouper", "classer", "ranger",
        "organiser", "réorganiser", "chercher", "rechercher", "trouver", "retrouver", "localiser", "explorer",
        "consulter", "visualiser", "prévisualiser", "regarder", "écouter", "jouer", "rejouer", "lancer", "relancer",
        "démarrer", "redémarrer", "arrêter", "stopper", "terminer", "fermer", "quitter", "annuler", "valider", "confirmer",
        "continuer", "passer", "sauter", "avancer", "reculer", "rembobiner", "retourner", "tourner", "pivoter",
        "basculer", "alterner", "inverser", "permuter", "changer", "échanger", "ajuster", "configurer", "personnaliser",
        "actualiser", "synchroniser", "charger", "recharger", "installer", "désinstaller", "commencer", "créer",
        "composer", "rédiger", "publier", "republier", "commenter", "aimer", "noter", "évaluer", "voter", "commander",
        "réserver", "louer", "contacter", "inviter", "connecter", "déconnecter", "reconnecter", "associer", "dissocier",
        "coupler", "brancher", "débrancher", "allumer", "diffuser", "zoomer", "dézoomer", "centrer",
        "recadrer", "capturer", "photographier", "filmer", "numériser", "vérifier", "identifier", "authentifier",
        "chiffrer", "déchiffrer", "crypter", "restaurer", "réinitialiser", "naviguer", "défiler", "dérouler",
        "développer", "replier", "déplier", "minimiser", "maximiser", "augmenter", "diminuer", "baisser", "monter",
        "mélanger", "citer", "mentionner", "ignorer", "refuser", "accepter", "approuver", "demander", "proposer",
        "indiquer", "donner", "laisser", "garder", "conserver", "utiliser", "cliquer", "glisser", "pincer", "taper",
        "entrer", "dicter", "planifier", "programmer", "notifier", "alerter", "lister", "visiter", "abonner",
        "désabonner", "déposer", "attacher", "détacher", "signer", "corriger", "compresser", "décompresser",
        "calculer", "mesurer", "comparer", "tester", "écarter", "fixer", "patienter", "renseigner", "préciser", "oublier",
        "étudier", "remercier", "apprécier", "confier", "lier", "relier", "plier", "multiplier", "participer", "rester",
        "penser", "éviter", "aider", "améliorer", "stocker", "prouver", "gagner", "forcer", "diriger", "accorder",
        "effectuer", "contrôler", "empêcher", "procurer", "assurer", "toucher", "scanner", "poster",
    ]

    /// `-er` verbs whose stem changes in the third person.
    static let stemChangingVerbs: [(infinitive: String, third: String)] = [
        ("enlever", "enlève"), ("lever", "lève"), ("relever", "relève"), ("envoyer", "envoie"), ("renvoyer", "renvoie"),
        ("transférer", "transfère"), ("acheter", "achète"), ("payer", "paie"), ("appeler", "appelle"),
        ("rappeler", "rappelle"), ("protéger", "protège"), ("récupérer", "récupère"), ("générer", "génère"),
        ("régénérer", "régénère"), ("insérer", "insère"), ("gérer", "gère"), ("accéder", "accède"), ("régler", "règle"),
        ("répéter", "répète"), ("rejeter", "rejette"), ("jeter", "jette"), ("employer", "emploie"),
        ("déployer", "déploie"), ("essayer", "essaie"), ("nettoyer", "nettoie"), ("réessayer", "réessaie"), ("considérer", "considère"), ("appuyer", "appuie"),
        ("balayer", "balaie"), ("épeler", "épelle"), ("feuilleter", "feuillette"), ("compléter", "complète"),
        ("libérer", "libère"), ("accélérer", "accélère"), ("préférer", "préfère"), ("modérer", "modère"),
        ("interpréter", "interprète"), ("renouveler", "renouvelle"), ("céder", "cède"), ("sécher", "sèche"), ("jumeler", "jumelle"),
        ("étiqueter", "étiquette"), ("projeter", "projette"), ("geler", "gèle"), ("dégeler", "dégèle"), ("semer", "sème"),
        ("emmener", "emmène"), ("amener", "amène"), ("ramener", "ramène"), ("modeler", "modèle"), ("crocheter", "crochète"),
    ]

    /// Verbs in `-ir` with `-iss-`: third person `-it`, `tu` imperative `-is` (also the plural
    /// past participle), `vous` imperative `-issez`.
    static let secondGroupVerbs: [String] = [
        "choisir", "saisir", "remplir", "finir", "définir", "redéfinir", "agrandir", "rafraîchir", "réfléchir", "établir",
        "rétablir", "élargir", "raccourcir", "ralentir", "réagir", "réunir", "unir", "fournir", "garantir", "avertir",
        "assombrir", "éclaircir", "rétrécir", "enrichir", "approfondir", "convertir", "investir", "arrondir", "aplatir",
        "adoucir", "accomplir", "bâtir", "grandir", "obéir", "réussir",
    ]

    /// Irregular verbs: infinitive, third person, `tu` imperative, `vous` imperative.
    static let irregularVerbs: [Verb] = irregularVerbTable.map { Verb(infinitive: $0.0, third: $0.1, tu: $0.2, vous: $0.3) }

    private static let irregularVerbTable: [(String, String, String, String)] = [
        ("ouvrir", "ouvre", "", "ouvrez"), ("rouvrir", "rouvre", "", "rouvrez"), ("découvrir", "découvre", "", "découvrez"),
        ("couvrir", "couvre", "", "couvrez"), ("offrir", "offre", "", "offrez"), ("accueillir", "accueille", "", "accueillez"),
        ("cueillir", "cueille", "", "cueillez"), ("aller", "va", "", "allez"),
        ("lire", "lit", "lis", "lisez"), ("relire", "relit", "relis", "relisez"), ("dire", "dit", "dis", "dites"),
        ("interdire", "interdit", "interdis", "interdisez"), ("prédire", "prédit", "prédis", "prédisez"),
        ("écrire", "écrit", "écris", "écrivez"), ("réécrire", "réécrit", "réécris", "réécrivez"),
        ("décrire", "décrit", "décris", "décrivez"), ("inscrire", "inscrit", "inscris", "inscrivez"),
        ("désinscrire", "désinscrit", "désinscris", "désinscrivez"), ("souscrire", "souscrit", "souscris", "souscrivez"),
        ("transcrire", "transcrit", "transcris", "transcrivez"),
        ("faire", "fait", "fais", "faites"), ("refaire", "refait", "refais", "refaites"), ("défaire", "défait", "défais", "défaites"),
        ("mettre", "met", "mets", "mettez"), ("remettre", "remet", "remets", "remettez"),
        ("permettre", "permet", "permets", "permettez"), ("soumettre", "soumet", "soumets", "soumettez"),
        ("transmettre", "transmet", "transmets", "transmettez"), ("admettre", "admet", "admets", "admettez"),
        ("omettre", "omet", "omets", "omettez"), ("prendre", "prend", "prends", "prenez"),
        ("reprendre", "reprend", "reprends", "reprenez"), ("apprendre", "apprend", "apprends", "apprenez"),
        ("comprendre", "comprend", "comprends", "comprenez"), ("rendre", "rend", "rends", "rendez"),
        ("attendre", "attend", "attends", "attendez"), ("entendre", "entend", "entends", "entendez"),
        ("étendre", "étend", "étends", "étendez"), ("répondre", "répond", "réponds", "répondez"),
        ("descendre", "descend", "descends", "descendez"), ("vendre", "vend", "vends", "vendez"),
        ("perdre", "perd", "perds", "perdez"), ("suspendre", "suspend", "suspends", "suspendez"),
        ("fondre", "fond", "fonds", "fondez"), ("confondre", "confond", "confonds", "confondez"),
        ("interrompre", "interrompt", "interromps", "interrompez"), ("rompre", "rompt", "romps", "rompez"),
        ("voir", "voit", "vois", "voyez"), ("revoir", "revoit", "revois", "revoyez"), ("prévoir", "prévoit", "prévois", "prévoyez"),
        ("recevoir", "reçoit", "reçois", "recevez"), ("apercevoir", "aperçoit", "aperçois", "apercevez"),
        ("savoir", "sait", "sache", "sachez"), ("venir", "vient", "viens", "venez"), ("revenir", "revient", "reviens", "revenez"),
        ("devenir", "devient", "deviens", "devenez"), ("prévenir", "prévient", "préviens", "prévenez"),
        ("tenir", "tient", "tiens", "tenez"), ("maintenir", "maintient", "maintiens", "maintenez"),
        ("obtenir", "obtient", "obtiens", "obtenez"), ("retenir", "retient", "retiens", "retenez"),
        ("contenir", "contient", "contiens", "contenez"), ("soutenir", "soutient", "soutiens", "soutenez"),
        ("sortir", "sort", "sors", "sortez"), ("partir", "part", "pars", "partez"), ("repartir", "repart", "repars", "repartez"),
        ("servir", "sert", "sers", "servez"), ("dormir", "dort", "dors", "dormez"), ("sentir", "sent", "sens", "sentez"),
        ("courir", "court", "cours", "courez"), ("parcourir", "parcourt", "parcours", "parcourez"),
        ("suivre", "suit", "suis", "suivez"), ("poursuivre", "poursuit", "poursuis", "poursuivez"),
        ("vivre", "vit", "vis", "vivez"), ("conduire", "conduit", "conduis", "conduisez"),
        ("réduire", "réduit", "réduis", "réduisez"), ("produire", "produit", "produis", "produisez"),
        ("reproduire", "reproduit", "reproduis", "reproduisez"), ("traduire", "traduit", "traduis", "traduisez"),
        ("introduire", "introduit", "introduis", "introduisez"), ("construire", "construit", "construis", "construisez"),
        ("reconstruire", "reconstruit", "reconstruis", "reconstruisez"), ("détruire", "détruit", "détruis", "détruisez"),
        ("joindre", "joint", "joins", "joignez"), ("rejoindre", "rejoint", "rejoins", "rejoignez"),
        ("atteindre", "atteint", "atteins", "atteignez"), ("éteindre", "éteint", "éteins", "éteignez"),
        ("peindre", "peint", "peins", "peignez"), ("craindre", "craint", "crains", "craignez"),
        ("connaître", "connaît", "connais", "connaissez"), ("reconnaître", "reconnaît", "reconnais", "reconnaissez"),
        ("apparaître", "apparaît", "apparais", "apparaissez"), ("disparaître", "disparaît", "disparais", "disparaissez"),
        ("croire", "croit", "crois", "croyez"), ("boire", "boit", "bois", "buvez"), ("plaire", "plaît", "plais", "plaisez"),
        ("convaincre", "convainc", "convaincs", "convainquez"), ("battre", "bat", "bats", "battez"),
        ("combattre", "combat", "combats", "combattez"), ("abattre", "abat", "abats", "abattez"),
        ("extraire", "extrait", "extrais", "extrayez"), ("distraire", "distrait", "distrais", "distrayez"),
        ("conclure", "conclut", "conclus", "concluez"), ("exclure", "exclut", "exclus", "excluez"),
        ("inclure", "inclut", "inclus", "incluez"), ("résoudre", "résout", "résous", "résolvez"),
        ("acquérir", "acquiert", "acquiers", "acquérez"), ("fuir", "fuit", "fuis", "fuyez"), ("être", "est", "sois", "soyez"),
        ("asseoir", "assied", "assieds", "asseyez"),
    ]

    /// Infinitives that are also nouns ("le toucher", "un scanner", "un poster"): an infinitive
    /// only before an object.
    static let nounInfinitives: Set<String> = ["toucher", "scanner", "poster", "savoir", "devenir"]

    /// `tu` imperatives that are also nouns ("cours", "sens", "mets", "bois", "lis", "vis",
    /// "suis" of être, "parcours", "raccourcis").
    static let nounImperatives: Set<String> = ["cours", "parcours", "sens", "mets", "bois", "lis", "vis", "suis", "raccourcis"]
    /// `tu` imperatives of the third group spelled like a plural past participle.
    static let participleImperatives: Set<String> = ["inclus", "exclus", "conclus"]

    static let verbs: [Verb] = {
        var verbs = regularVerbs.map { Verb(infinitive: $0, third: String($0.dropLast()), tu: "", vous: String($0.dropLast(2)) + "ez") }
        verbs += stemChangingVerbs.map { Verb(infinitive: $0.infinitive, third: $0.third, tu: "", vous: String($0.infinitive.dropLast(2)) + "ez") }
        verbs += secondGroupVerbs.map {
            let stem = String($0.dropLast(2))
            return Verb(infinitive: $0, third: stem + "it", tu: stem + "is", vous: stem + "issez")
        }
        return verbs + irregularVerbs
    }()

    /// Every third person of the lexicon, and common ones outside it: never reported.
    static let thirdPersons: Set<String> = Set(verbs.map(\.third)).union(["est", "a", "peut", "doit", "sert", "fait", "va"])

    /// Infinitive → third person.
    static let infinitives: [String: String] = Dictionary(verbs.map { ($0.infinitive, $0.third) }, uniquingKeysWith: { first, _ in first })

    /// `vous` imperative → third person.
    static let vousImperatives: [String: String] = Dictionary(
        verbs.filter { !thirdPersons.contains($0.vous) }.map { ($0.vous, $0.third) }, uniquingKeysWith: { first, _ in first })

    /// `tu` imperative (where it differs from the third person) → third person and ambiguity.
    static let tuImperatives: [String: (third: String, ambiguity: Ambiguity)] = {
        var forms: [String: (third: String, ambiguity: Ambiguity)] = [:]
        let secondGroup = Set(secondGroupVerbs)
        for verb in verbs where !verb.tu.isEmpty && !thirdPersons.contains(verb.tu) && forms[verb.tu] == nil {
            let ambiguity: Ambiguity
            if nounImperatives.contains(verb.tu) {
                ambiguity = .noun
            } else if secondGroup.contains(verb.infinitive) || participleImperatives.contains(verb.tu) {
                ambiguity = .participle
            } else {
                ambiguity = .none
            }
            forms[verb.tu] = (verb.third, ambiguity)
        }
        return forms
    }()

    /// Words ending in `-ez` that are not verbs.
    static let nonVerbsInEz: Set<String> = [
        "chez", "assez", "lopez", "lópez", "gomez", "gómez", "perez", "pérez", "martinez", "sanchez", "rodriguez",
        "gonzalez", "fernandez", "hernandez", "jimenez", "alvarez", "ramirez", "vasquez", "vazquez", "dominguez",
        "suarez", "velazquez", "chavez", "nunez", "benitez", "marquez", "gutierrez", "diez", "suez",
    ]

    /// Words that open an object: after an ambiguous form they make it an imperative.
    static let objectStarters: Set<String> = [
        "le", "la", "les", "l", "un", "une", "des", "du", "ce", "cet", "cette", "ces", "ton", "ta", "tes", "votre", "vos",
        "mon", "ma", "mes", "son", "sa", "ses", "leur", "leurs", "tout", "tous", "toute", "toutes", "y", "en",
    ]

    /// Words that open a hint without a verb ("La liste des médias.", "Vos commentaires.").
    static let nonVerbStarters: Set<String> = [
        "le", "la", "les", "l", "un", "une", "des", "ce", "cet", "cette", "ces", "votre", "vos", "ton", "ta", "tes", "mon",
        "ma", "mes",
    ]

    /// Verbs that follow "Vous" in a sentence addressed to the user, besides every `-ez` form.
    static let addressingVerbs: Set<String> = ["êtes", "allez", "pouvez", "devez", "avez"]

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard let first = words.first, !first.isPlaceholder else { return nil }
        let word = first.folded
        let written = text.slice(first.start, first.end)
        func folded(_ index: Int) -> String? {
            index < words.count && !words[index].isPlaceholder ? words[index].folded : nil
        }
        func hasObject(at index: Int) -> Bool {
            index < words.count && (words[index].isPlaceholder || objectStarters.contains(words[index].folded))
        }
        func through(_ index: Int) -> String { text.slice(first.start, words[index].end) }

        // "S'il vous plaît" / "s'il te plaît", anywhere.
        if let please = pleaseRange(in: words) {
            return HintFormIssue(.request, words: text.slice(words[please.lowerBound].start, words[please.upperBound].end))
        }
        switch word {
        case "veuillez":
            return HintFormIssue(.request, words: written)
        case "merci", "prière":
            // "Merci de patienter." asks; "Merci d'être là." and "Merci de votre aide." thank.
            guard let next = folded(1), next == "de" || next == "d", let verb = folded(2), verb != "être", verb != "avoir",
                infinitive(verb) != nil || verb.hasSuffix("er") || verb.hasSuffix("ir")
            else { return nil }
            return HintFormIssue(.request, words: through(1))
        case "ne", "n":
            return prohibition(words, text)
        case "vous":
            guard let next = folded(1), next.hasSuffix("ez") || addressingVerbs.contains(next) else { return nil }
            return HintFormIssue(.addressesUser, words: through(1), severity: .info)
        case "tu":
            guard folded(1) != nil else { return nil }
            return HintFormIssue(.addressesUser, words: through(1), severity: .info)
        case "pour":
            // "Pour lire la chanson." — a purpose, not the result.
            var index = 1
            if let next = folded(1), next == "se" || next == "s" { index = 2 }
            guard let verb = folded(index), let third = infinitive(verb) else { return nil }
            return HintFormIssue(.infinitive, words: through(index), suggestion: LetterCase.capitalized(third, like: written))
        case "se", "s":
            // "Se connecter au compte." (the third person is "Se connecte").
            guard let verb = folded(1), let third = infinitive(verb) else { return nil }
            return HintFormIssue(.infinitive, words: through(1), suggestion: LetterCase.capitalized(word == "s" ? "s'" + third : "se " + third, like: written))
        default:
            break
        }
        if lookUp(word, in: thirdPersons) != nil { return nil }
        if let form = lookUp(word, in: vousImperatives) ?? vousImperative(word) {
            return imperativeInEz(form.word, third: form.third, words: words, text: text, written: written)
        }
        if let form = lookUp(word, in: tuImperatives)?.1 {
            let suggestion = LetterCase.capitalized(form.third, like: written)
            if hasObject(at: 1) || form.ambiguity == .none {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion)
            }
            if form.ambiguity == .participle {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: .info)
            }
            return nil
        }
        if let found = lookUp(word, in: infinitives) {
            if nounInfinitives.contains(found.0), !hasObject(at: 1) { return nil }
            return HintFormIssue(.infinitive, words: written, suggestion: LetterCase.capitalized(found.1, like: written))
        }
        if let third = derivedInfinitive(word) {
            return HintFormIssue(.infinitive, words: written, suggestion: LetterCase.capitalized(third, like: written))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// "Touchez …", "Ouvrez …": a `vous` imperative; "Rendez-vous" is a noun, and "Voulez-vous …?"
    /// a question addressed to the user ("Connectez-vous." is an imperative).
    private static func imperativeInEz(_ word: String, third: String?, words: [Word], text: AnalyzedText, written: String) -> HintFormIssue? {
        if words.count > 1, !words[1].isPlaceholder, words[1].folded == "vous", text.slice(words[0].end, words[1].start) == "-" {
            if word == "rendez" { return nil }
            if questionVerbs.contains(word) || Bytes.contains(UInt8(ascii: "?"), in: text.text) {
                return HintFormIssue(.addressesUser, words: text.slice(words[0].start, words[1].end), severity: .info)
            }
        }
        return HintFormIssue(.imperative, words: written, suggestion: third.map { LetterCase.capitalized($0, like: written) })
    }

    /// Verbs that ask with "-vous" ("Voulez-vous", "Souhaitez-vous") and are no imperative.
    static let questionVerbs: Set<String> = [
        "voulez", "pouvez", "souhaitez", "avez", "devez", "savez", "aimeriez", "voudriez", "pourriez", "souhaiteriez",
        "préférez", "confirmez",
    ]

    /// A `-ez` word that is not in the lexicon: a `vous` form all the same ("Configurez", "Soyez"),
    /// unless it ends in `-iez`, the ending of the imperfect and the conditional ("Vouliez",
    /// "Pourriez") as well as of `-ier` verbs ("Oubliez"): those only from the lexicon.
    private static func vousImperative(_ word: String) -> (word: String, third: String?)? {
        guard word.hasSuffix("ez"), word.count >= 4, !nonVerbsInEz.contains(word) else { return nil }
        let stem = word.dropLast(2)
        if let third = infinitives[stem + "er"] ?? derivedInfinitive(stem + "er") { return (word, third) }
        if word.hasSuffix("issez"), let third = infinitives[stem.dropLast(2) + "ir"] { return (word, third) }
        if word.hasSuffix("iez") { return nil }
        return (word, nil)
    }

    /// The third person of an infinitive, from the lexicon or from a suffix no noun has.
    private static func infinitive(_ word: String) -> String? {
        if let found = lookUp(word, in: infinitives), !nounInfinitives.contains(found.0) { return found.1 }
        return derivedInfinitive(word)
    }

    /// `-iser`, `-ifier`, `-quer`: infinitives of regular verbs ("Synchroniser", "Notifier",
    /// "Appliquer"), whatever the lexicon lacks.
    private static func derivedInfinitive(_ word: String) -> String? {
        let length = word.count
        guard (word.hasSuffix("iser") && length >= 6) || (word.hasSuffix("ifier") && length >= 7)
            || (word.hasSuffix("quer") && length >= 6)
        else { return nil }
        return String(word.dropLast())
    }

    /// "Ne pas fermer …", "Ne fermez pas …", "N'oubliez pas …", "Ne fais pas …"; "Ne s'affiche pas"
    /// describes and is left alone; "N'acceptez que …" (only) is an imperative, not a prohibition.
    private static func prohibition(_ words: [Word], _ text: AnalyzedText) -> HintFormIssue? {
        guard words.count > 1, !words[1].isPlaceholder else { return nil }
        let next = words[1].folded
        let span = text.slice(words[0].start, words[1].end)
        if next == "pas" { return HintFormIssue(.negativeCommand, words: span) }
        if next == "plus" || next == "jamais", words.count > 2, !words[2].isPlaceholder, infinitive(words[2].folded) != nil {
            return HintFormIssue(.negativeCommand, words: text.slice(words[0].start, words[2].end))
        }
        if lookUp(next, in: thirdPersons) != nil { return nil }
        var isImperative = lookUp(next, in: vousImperatives) != nil || vousImperative(next) != nil
        if !isImperative, let form = lookUp(next, in: tuImperatives)?.1, form.ambiguity != .noun { isImperative = true }
        guard isImperative else { return nil }
        let negated = words.dropFirst(2).prefix(4).contains { negations.contains($0.folded) }
        return HintFormIssue(negated ? .negativeCommand : .imperative, words: span)
    }

    /// The second half of a French negation ("ne … pas").
    static let negations: Set<String> = ["pas", "jamais", "plus", "rien", "personne", "aucun", "aucune", "point"]

    /// The words of "s'il vous plaît" / "s'il te plaît", if the text has them.
    private static func pleaseRange(in words: [Word]) -> ClosedRange<Int>? {
        guard words.count >= 4 else { return nil }
        for index in 0...(words.count - 4) where words[index].folded == "s" && words[index + 1].folded == "il" {
            let pronoun = words[index + 2].folded
            let verb = words[index + 3].folded
            if pronoun == "vous" || pronoun == "te", verb == "plaît" || verb == "plait" { return index...(index + 3) }
        }
        return nil
    }

    /// Looks a word up as written, then with an unaccented capital restored ("Ecouter" → "écouter").
    private static func lookUp<Value>(_ word: String, in table: [String: Value]) -> (String, Value)? {
        if let value = table[word] { return (word, value) }
        if word.hasPrefix("e") {
            let accented = "é" + word.dropFirst()
            if let value = table[accented] { return (accented, value) }
        }
        return nil
    }

    private static func lookUp(_ word: String, in set: Set<String>) -> String? {
        if set.contains(word) { return word }
        if word.hasPrefix("e") {
            let accented = "é" + word.dropFirst()
            if set.contains(accented) { return accented }
        }
        return nil
    }
}

extension FrenchGrammar {
    /// Every language-specific rule, in French: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "fr", .label, "Lecture.", fix: "Lecture"),
        .bad("label-trailing-period", "fr", .label, "Ajouter aux favoris.", fix: "Ajouter aux favoris"),
        .good("label-trailing-period", "fr", .label, "Lecture"),
        .good("label-trailing-period", "fr", .label, "Chargement…"),
        .good("label-trailing-period", "fr", .label, "Photos, vidéos, etc."),
        .good("label-trailing-period", "fr", .label, "Réglages\u{A0}?"),

        .bad("label-control-type", "fr", .label, "Lecture, bouton", fix: "Lecture"),
        .bad("label-control-type", "fr", .label, "Bouton Lecture"),
        .bad("label-control-type", "fr", .label, "Curseur de volume"),
        .good("label-control-type", "fr", .label, "Effacer le champ de recherche"),
        .bad("label-control-type", "fr", .label, "Case à cocher Wi-Fi"),
        .good("label-control-type", "fr", .label, "Lecture"),
        .good("label-control-type", "fr", .label, "Bouton latéral"),
        .good("label-control-type", "fr", .label, "Position du curseur"),
        .good("label-control-type", "fr", .label, "Interrupteur du salon"),

        .bad("label-state", "fr", .label, "Wi-Fi, sélectionné", fix: "Wi-Fi"),
        .bad("label-state", "fr", .label, "Cochée"),
        .good("label-state", "fr", .label, "Afficher les photos sélectionnées"),
        .good("label-state", "fr", .label, "Wi-Fi"),

        .bad("label-gesture", "fr", .label, "Touchez pour lire"),
        .bad("label-gesture", "fr", .label, "Touchez deux fois pour agrandir"),
        .bad("label-gesture", "fr", .label, "Balayez vers la gauche pour supprimer"),
        .bad("label-gesture", "fr", .label, "Faites glisser verticalement pour régler le volume"),
        .bad("label-gesture", "fr", .label, "Ouvrez une page. Puis touchez l'étoile pour l'enregistrer"),
        .bad("label-gesture", "fr", .label, "Glisser pour déverrouiller"),
        .good("label-gesture", "fr", .label, "Actions de balayage"),
        .good("label-gesture", "fr", .label, "Secouer pour annuler"),
        .good("label-gesture", "fr", .label, "Touche Entrée"),
        .good("label-gesture", "fr", .label, "Lecture"),

        .bad("label-capitalization", "fr", .label, "lecture", fix: "Lecture"),
        .bad("label-capitalization", "fr", .label, "l'écran d'accueil", fix: "L'écran d'accueil"),
        .good("label-capitalization", "fr", .label, "Lecture"),
        .good("label-capitalization", "fr", .label, "iPhone de Marie"),
        .good("label-capitalization", "fr", .label, "%@ mentions J'aime"),

        .bad("label-length", "fr", .label, "Appuyez sur ce bouton pour créer un nouveau message"),
        .good("label-length", "fr", .label, "Nouveau message"),
        .good("label-length", "fr", .label, "Apple Inc., 125,25 $, en hausse de 1,3 %"),

        .bad("label-vague", "fr", .label, "En savoir plus"),
        .bad("label-vague", "fr", .label, "Informations"),
        .bad("label-vague", "fr", .label, "Cliquez ici"),
        .bad("label-vague", "fr", .label, "Plus d’infos"),
        .bad("label-vague", "fr", .label, "Afficher les détails"),
        .bad("label-vague", "fr", .label, "Voir les détails"),
        .good("label-vague", "fr", .label, "Voir les détails de la commande"),
        .good("label-vague", "fr", .label, "En savoir plus sur les tarifs"),
        .good("label-vague", "fr", .label, "Lecture"),

        .bad("hint-imperative", "fr", .hint, "Ouvrez les réglages.", fix: "Ouvre les réglages."),
        // A condition after the command tells the user when to act: "Coche si…" would say another thing.
        .badWithoutFix("hint-imperative", "fr", .hint, "Cochez si vous voulez masquer les messages."),
        .badWithoutFix("hint-imperative", "fr", .hint, "Parcourez vos dossiers."),
        .bad("hint-imperative", "fr", .hint, "Voir plus de contrôles.", fix: "Affiche plus de contrôles."),
        .badWithoutFix("hint-imperative", "fr", .hint, "Connectez-vous à votre compte."),
        .bad("hint-imperative", "fr", .hint, "Sélectionnez une date."),
        .bad("hint-gesture", "fr", .hint, "Appuyez sur Entrée."),
        .bad("hint-gesture", "fr", .hint, "Touchez deux fois pour ouvrir la liste.", fix: "Ouvre la liste."),
        .bad("hint-imperative", "fr", .hint, "Lire la chanson."),
        .bad("hint-imperative", "fr", .hint, "Ouvrir les options."),
        .bad("hint-imperative", "fr", .hint, "Ecouter le message."),
        .bad("hint-imperative", "fr", .hint, "Synchroniser les notes."),
        .bad("hint-imperative", "fr", .hint, "S'abonner au fil."),
        .bad("hint-imperative", "fr", .hint, "Pour lire la chanson."),
        .bad("hint-imperative", "fr", .hint, "Veuillez saisir votre nom."),
        .bad("hint-imperative", "fr", .hint, "Ouvre les options, s’il vous plaît."),
        .bad("hint-imperative", "fr", .hint, "Ne fermez pas l'app."),
        .bad("hint-imperative", "fr", .hint, "Ne pas répéter la liste."),
        .bad("hint-imperative", "fr", .hint, "Prends une photo."),
        .bad("hint-imperative", "fr", .hint, "Choisis un fichier."),
        .bad("hint-imperative", "fr", .hint, "Faites une sauvegarde."),
        .good("hint-imperative", "fr", .hint, "Lit la chanson."),
        .good("hint-imperative", "fr", .hint, "Ouvre les options."),
        .good("hint-imperative", "fr", .hint, "Ouvre les réglages\u{A0}?"),
        .good("hint-imperative", "fr", .hint, "Choisit un fichier."),
        .good("hint-imperative", "fr", .hint, "Prend une photo."),
        .good("hint-imperative", "fr", .hint, "Se connecte au serveur."),
        .good("hint-imperative", "fr", .hint, "Ne s'affiche pas dans la liste."),
        .good("hint-imperative", "fr", .hint, "Rendez-vous de la semaine."),
        .good("hint-imperative", "fr", .hint, "Permet de lire automatiquement le média suivant."),

        .bad("hint-gesture", "fr", .hint, "Touchez deux fois pour lire la chanson."),
        .bad("hint-gesture", "fr", .hint, "Balayez vers le haut pour supprimer."),
        .bad("hint-gesture", "fr", .hint, "Appuyer sur %@ pour supprimer."),
        .bad("hint-gesture", "fr", .hint, "En touchant cet élément, vous achetez l'article."),
        .bad("hint-gesture", "fr", .hint, "Faire glisser pour réorganiser."),
        .good("hint-gesture", "fr", .hint, "Défile jusqu'en haut."),
        .good("hint-gesture", "fr", .hint, "Supprime l'élément."),
        .good("hint-gesture", "fr", .hint, "Active les actions de balayage."),
        .good("hint-gesture", "fr", .hint, "Insère la touche Entrée."),

        .bad("hint-control-type", "fr", .hint, "Bouton qui ajoute un nom."),
        .bad("hint-control-type", "fr", .hint, "Curseur qui règle l'échelle."),
        .good("hint-control-type", "fr", .hint, "Ajoute un nom."),
        .good("hint-control-type", "fr", .hint, "Place le curseur au début du texte."),

        .bad("hint-repeats-label", "fr", .hint, "Enregistrer enregistre vos modifications.", label: "Enregistrer"),
        .bad("hint-repeats-label", "fr", .hint, "Retour revient à l'écran précédent.", label: "Retour"),
        .badWithoutFix("hint-repeats-label", "fr", .hint, "Lire ensuite", label: "Lire ensuite"),
        .good("hint-repeats-label", "fr", .hint, "Enregistre vos modifications.", label: "Enregistrer"),
        .good("hint-repeats-label", "fr", .hint, "Supprime le message.", label: "Supprimer"),

        .bad("hint-missing-period", "fr", .hint, "Lit la chanson", fix: "Lit la chanson."),
        .bad("hint-missing-period", "fr", .hint, "Ajoute une ville。", fix: "Ajoute une ville."),
        .good("hint-missing-period", "fr", .hint, "Lit la chanson."),
        .good("hint-missing-period", "fr", .hint, "Ouvre les réglages\u{202F}?"),
        .good("hint-missing-period", "fr", .hint, "Ouvre le menu…"),
        .good("hint-missing-period", "fr", .hint, "Ouvre « Réglages »."),

        .bad("hint-capitalization", "fr", .hint, "lit la chanson.", fix: "Lit la chanson."),
        .bad("hint-capitalization", "fr", .hint, "l'écran s'ouvre.", fix: "L'écran s'ouvre."),
        .good("hint-capitalization", "fr", .hint, "Lit la chanson."),
        .good("hint-capitalization", "fr", .hint, "iCloud synchronise vos notes."),

        .bad("hint-length", "fr", .hint,
             "Ouvre les réglages où vous pouvez choisir lequel de vos comptes est utilisé lorsque vous publiez, répondez ou partagez un message."),
        .good("hint-length", "fr", .hint, "Ouvre les réglages du compte."),
    ]
}
