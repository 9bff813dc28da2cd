/// Italian: hints are verb phrases in the third person singular without a subject ("Riproduce il
/// brano.", "Apre le impostazioni."); labels are short phrases without a final period, usually in
/// the form Apple's Italian buttons have ("Annulla", "Condividi"). Elision splits words at the
/// apostrophe (`l'elemento` → `l`, `elemento`).
extension LanguageProfile {
    public static let italian = LanguageProfile(
        code: "it", name: "Italian", hasLetterCase: true, splitsApostrophes: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "ecc", "n", "nr", "pag", "pagg", "tel", "sig", "sigg", "dott", "prof", "ing", "avv", "ca", "es", "vol", "cap",
            "min", "max", "sec", "fig", "rif", "gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic",
        ],
        terms: TermTable(ItalianGrammar.terms, segmentation: .words),
        instructionMarkers: ItalianGrammar.instructionMarkers,
        vagueLabels: ItalianGrammar.vagueLabels, vagueConcepts: ItalianGrammar.vagueConcepts,
        determiners: ["il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "un'", "del", "dello", "della", "dei", "degli", "delle", "questo", "questa", "questi", "queste", "quel", "quella", "tutti", "tutte", "tutto", "tutta"],
        hintForm: ItalianGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["di", "del", "della", "dello", "dei", "degli", "delle"], headFollows: false),
        conditionMarkers: ["se"], purposeMarkers: ["per"], conjunctions: ["e", "ed", "o", "od"],
        reflexivePronouns: [],
        descriptiveVerbs: ["vedere": "Mostra", "vedi": "Mostra", "visualizzare": "Mostra", "visualizza": "Mostra", "guarda": "Riproduce"],
        userActivityVerbs: ["sfogliare", "sfoglia", "sfogli", "esplorare", "esplora", "esplori", "scegliere", "scegli", "scelga"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["poi", "quindi", "ora", "adesso", "infine", "dopo"],
        stateConcepts: ItalianGrammar.stateConcepts, controlTypeConcepts: ItalianGrammar.controlTypeConcepts,
        gestureConcepts: ItalianGrammar.gestureConcepts,
        examples: ItalianGrammar.examples)
}

/// Italian hint grammar. The right form is the third person singular ("Riproduce", "Apre",
/// "Mostra"); what can be told apart from it is reported: the `tu` imperative of `-ere` and `-ire`
/// verbs ("Riproduci", "Apri"), the courtesy (`Lei`) imperative ("Prema", "Tocchi"), the
/// infinitive ("Riprodurre il brano."), requests ("Per favore", "Si prega di") and prohibitions
/// ("Non chiudere"). The `tu` imperative of an `-are` verb ("Tocca", "Mostra") is spelled like the
/// third person, so it is never reported.
enum ItalianGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["selezionato", "selezionata", "selezionati", "selezionate", "non selezionato", "non selezionata", "deselezionato", "deselezionata"]),
        .checked: .words(["spuntato", "spuntata", "non spuntato", "non spuntata"]),
        .dimmed: .none(because: "« disattivato » is as often a setting's own text"),
        .expanded: .none(because: "« espanso » is as often an ordinary word"),
        .collapsed: .none(because: "« compresso » is as often an ordinary word (un file compresso)"),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    // MARK: Terms

    /// Sideways directions that make "scorri" a swipe rather than a scroll ("Scorri verso sinistra").
    static let directions = ["verso sinistra", "verso destra", "a sinistra", "a destra"]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["pulsante", "pulsanti", "bottone", "bottoni"]),
        .link: .none(because: "« link » is as often what the element acts on (Copia link)"),
        .image: .none(because: "« immagine » is as often what the element acts on (Salva immagine); a label that is only « Immagine » is vague"),
        .textField: .words(["campo di testo", "campi di testo", "casella di testo"]),
        .searchField: .words(["campo di ricerca", "barra di ricerca"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["cursore", "cursori", "slider"]),
        .adjustable: .none(because: "« regolabile » is an ordinary adjective of labels"),
        .toggle: .none(because: "« interruttore » is as often a smart-home device"),
        .checkbox: .words(["casella di controllo", "caselle di controllo", "casella di spunta", "checkbox"]),
        .radioButton: .words(["pulsante di opzione", "pulsanti di opzione"]),
        .picker: .none(because: "« selettore » alone names what the element chooses as often (Selettore lingua)"),
        .segmentedControl: .words(["controllo segmentato"]),
        .tab: .none(because: "« scheda » is as often content (a browser's tab, a card)"),
        .tabBar: .words(["barra delle schede"]),
        .menu: .none(because: "« menu » is as often the name of the element that opens one"),
        .popUpButton: .words(["menu a comparsa"]),
        .comboBox: .words(["menu a discesa", "elenco a discesa"]),
        .heading: .none(because: "« intestazione » and « titolo » are as often content"),
        .progressIndicator: .none(because: "« barra di avanzamento » is as often what a label describes (a download's progress)"),
        .stepper: .none(because: "no Italian word for a stepper is in use in labels"),
        .list: .none(because: "« elenco » is as often what the element shows (Elenco di lettura)"),
        .scrollBar: .none(because: "« barra di scorrimento » is named in labels only as what they act on"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["toccando", "sfiorando", "fai tap", "toccare", "sfiorare", "tap", "tocca", "tocchi", "sfiora", "sfiori"]),
        .doubleTap: .words(["tocca due volte", "toccare due volte", "tocchi due volte", "doppio tocco", "doppio tap"]),
        .tripleTap: .words(["tocca tre volte", "triplo tocco"]),
        .longPress: .words([
            "tieni premuto", "tieni premuta", "tenere premuto", "tenga premuto", "mantieni premuto", "tenendo premuto", "pressione prolungata",
            "tocco prolungato", "3d touch", "force touch",
        ]),
        .swipe: .words(["fai swipe", "swipe"]),
        .drag: .words(["trascini", "trascinando", "trascina", "trascinare"]),
        .pinch: .words(["pizzica", "pizzicare", "pizzichi", "avvicina le dita", "allontana le dita", "allarga le dita"]),
        .rotate: .none(because: "« ruotare » is as often what the element does (Ruota la foto.)"),
        .shake: .words(["scuoti", "scuota", "scuotere"]),
        .click: .words([
            "doppio clic", "doppio click", "fai doppio clic", "fai clic", "fare clic", "faccia clic", "facendo clic", "clicca", "cliccare",
            "clicchi", "cliccando", "clic",
        ]),
        .press: .words(["premendo", "premere", "premi", "prema"]),
        .scroll: .words(["scorra", "scorri", "scorrere"]),
        .fingers: .words(["due dita", "tre dita", "quattro dita"]),
    ]


    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ kind: TermKind, _ phrases: [String]) {
            for phrase in phrases { terms.append(Term(AnalyzedText.elidedPhrase(phrase), kind)) }
        }
        // Gestures: instructions wherever they are, but for the words that also describe scrolling
        // or dragging as a result, or a loanword that names a feature (an instruction at the start
        // or before a marker), and « tocca » (also the third person: « tocca a te »), « premi »
        // (also "prizes"): instructions only before a marker.
        for term in gestureConcepts.terms(
            leading: ["toccare", "premere", "sfiorare", "trascina", "trascinare", "scorri", "scorrere", "scuotere", "swipe", "tap", "clic"],
            marked: ["tocca", "tocchi", "premi", "prema", "sfiora", "sfiori"]) {
            add(term.kind, [term.text])
        }
        for verb in ["scorri", "scorrere", "trascina", "trascinare"] {
            add(.gesture, directions.map { "\(verb) \($0)" })
        }
        add(.neutral, ["scuoti per annullare"])

        add(.controlType, controlTypeConcepts.allWords)
        // Hardware buttons and the text cursor are things, not the element's type.
        add(.neutral, [
            "pulsante laterale", "pulsante home", "pulsante di accensione", "pulsanti del volume", "pulsante superiore",
            "pulsante azione", "il cursore", "del cursore", "al cursore", "dal cursore", "nel cursore", "sul cursore",
            "col cursore", "cursore del mouse", "cursore di testo",
        ])
        add(.state, stateConcepts.allWords)
        return terms
    }()

    /// Not "a" ("tocca a te": your turn), not "e" ("Premi e riconoscimenti").
    static let instructionMarkers: Set<String> = [
        "per", "qui", "su", "sul", "sulla", "sullo", "sui", "sugli", "sulle", "due", "tre", "con", "ovunque", "il", "lo", "la",
        "l", "i", "gli", "le", "un", "uno", "una", "questo", "questa", "poi", "rapidamente", "verticalmente", "orizzontalmente",
    ]

    /// Not "altro": it is Apple's "More" but also "Other", a legitimate choice in a list.
    static let vagueLabels: Set<String> = Set([
        "pulsante", "icona", "senza titolo", "elemento", "etichetta", "testo",
    ].map(AnalyzedText.elidedPhrase))

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["di più", "mostra di più", "vedi di più", "mostra altro"],
        .learnMore: ["scopri di più", "leggi di più", "leggi tutto"],
        .clickHere: ["clicca qui", "fai clic qui", "tocca qui", "premi qui"],
        .details: ["dettagli", "visualizza dettagli"],
        .info: ["info", "informazioni", "maggiori informazioni", "altre informazioni", "ulteriori informazioni", "maggiori info", "più info"],
        .here: ["qui"],
        .link: ["link"],
        .image: ["immagine"],
    ].mapValues { $0.map(AnalyzedText.elidedPhrase) }

    // MARK: Verbs

    /// A verb's infinitive, third person singular and the imperatives that differ from it (empty
    /// when there is none to report).
    struct Verb: Sendable {
        let infinitive: String
        let third: String
        let tu: String
        let lei: String
    }

    /// Regular `-are` verbs: third person `-a` (also the `tu` imperative), `Lei` imperative `-i`.
    static let areVerbs: [String] = [
        "aggiornare", "annullare", "applicare", "attivare", "disattivare", "riattivare", "abilitare", "disabilitare",
        "ascoltare", "bloccare", "sbloccare", "cambiare", "cancellare", "caricare", "scaricare", "ricaricare", "cercare",
        "chiamare", "collegare", "scollegare", "commentare", "confermare", "configurare", "consultare", "contattare",
        "continuare", "controllare", "copiare", "creare", "digitare", "eliminare", "entrare", "esplorare", "esportare",
        "importare", "filtrare", "fissare", "giocare", "guardare", "ignorare", "impostare", "incollare", "iniziare",
        "inoltrare", "installare", "disinstallare", "inviare", "lasciare", "mandare", "memorizzare", "modificare",
        "mostrare", "navigare", "notificare", "ordinare", "pagare", "passare", "prenotare", "provare", "riprovare",
        "pubblicare", "registrare", "rinominare", "ripristinare", "riavviare", "avviare", "salvare", "scansionare",
        "segnalare", "selezionare", "deselezionare", "spostare", "stampare", "svuotare", "tagliare", "toccare", "tornare",
        "ritornare", "trascinare", "trovare", "usare", "utilizzare", "valutare", "verificare", "visitare", "visualizzare",
        "votare", "zoomare", "accettare", "rifiutare", "acquistare", "comprare", "associare", "dissociare", "aumentare",
        "arrestare", "fermare", "terminare", "completare", "contrassegnare", "mescolare", "saltare", "avanzare",
        "raggruppare", "riorganizzare", "ruotare", "ritagliare", "allegare", "archiviare", "silenziare", "duplicare",
        "spuntare", "evidenziare", "allineare", "ridimensionare", "minimizzare", "massimizzare", "alternare", "commutare",
        "scambiare", "autorizzare", "negare", "approvare", "segnare", "contare", "calcolare", "misurare", "localizzare",
        "fotografare", "filmare", "scattare", "catturare", "separare", "rivelare", "sfogliare", "rallentare", "accelerare",
        "abbassare", "alzare", "sincronizzare", "personalizzare", "organizzare", "ottimizzare", "marcare", "regolare",
        "lanciare", "pianificare", "programmare", "citare", "menzionare", "abbonare", "disabbonare", "cliccare",
        "sfiorare", "pizzicare", "aspettare", "rimandare",
    ]

    /// `-are` verbs whose `Lei` form keeps a stressed `i` ("invii", "avvii").
    static let stressedIVerbs: Set<String> = ["inviare", "avviare", "riavviare"]

    /// Regular `-ere` verbs: third person `-e`, `tu` imperative `-i`, `Lei` imperative `-a`.
    static let ereVerbs: [String] = [
        "chiudere", "racchiudere", "prendere", "riprendere", "sorprendere", "comprendere", "apprendere", "rendere",
        "mettere", "permettere", "rimettere", "trasmettere", "ammettere", "smettere", "promettere", "emettere", "leggere",
        "rileggere", "proteggere", "correggere", "scrivere", "riscrivere", "descrivere", "iscrivere", "disiscrivere",
        "vedere", "rivedere", "prevedere", "credere", "chiedere", "richiedere", "ricevere", "accedere", "concedere",
        "procedere", "perdere", "rispondere", "nascondere", "espandere", "accendere", "scendere", "stendere", "estendere",
        "attendere", "sospendere", "spendere", "appendere", "difendere", "comprimere", "decomprimere", "esprimere",
        "sopprimere", "interrompere", "rompere", "ripetere", "muovere", "rimuovere", "promuovere", "vincere",
        "convincere", "conoscere", "riconoscere", "condividere", "dividere", "suddividere", "decidere", "includere",
        "escludere", "concludere", "risolvere", "svolgere", "rivolgere", "coinvolgere", "aggiungere", "raggiungere",
        "spingere", "distinguere", "assumere", "riassumere", "premere", "scorrere", "riavvolgere", "capovolgere",
        "percorrere", "discutere", "connettere", "disconnettere", "riconnettere", "riflettere", "scuotere",
    ]

    /// `-ire` verbs without `-isc-`: third person `-e`, `tu` `-i`, `Lei` `-a`.
    static let ireVerbs: [String] = [
        "aprire", "riaprire", "coprire", "scoprire", "offrire", "seguire", "proseguire", "eseguire", "sentire", "consentire",
        "dormire", "partire", "ripartire", "servire", "vestire", "investire", "divertire", "convertire", "invertire",
        "avvertire", "fuggire",
    ]

    /// `-ire` verbs with `-isc-`: third person `-isce`, `tu` `-isci`, `Lei` `-isca`.
    static let iscVerbs: [String] = [
        "inserire", "gestire", "finire", "preferire", "costruire", "ricostruire", "pulire", "restituire", "sostituire",
        "definire", "ridefinire", "fornire", "suggerire", "trasferire", "unire", "riunire", "ingrandire", "diminuire",
        "capire", "colpire", "impedire", "spedire", "stabilire", "garantire", "arricchire", "agire", "reagire",
        "distribuire", "attribuire", "contribuire", "favorire", "chiarire", "approfondire", "sparire", "alleggerire",
        "appiattire", "proibire", "riferire", "istruire", "smaltire",
    ]

    /// `-urre` verbs: third person `-uce`, `tu` `-uci`, `Lei` `-uca`.
    static let urreVerbs: [String] = [
        "ridurre", "tradurre", "produrre", "riprodurre", "introdurre", "condurre", "dedurre",
    ]

    /// Irregular verbs: infinitive, third person, `tu` imperative, `Lei` imperative. No `tu` for
    /// "dare" and "stare": "dai" is also a preposition, "stai" opens "Stai guardando …".
    static let irregularVerbs: [Verb] = irregularVerbTable.map { Verb(infinitive: $0.0, third: $0.1, tu: $0.2, lei: $0.3) }

    private static let irregularVerbTable: [(String, String, String, String)] = [
        ("fare", "fa", "fai", "faccia"), ("rifare", "rifà", "rifai", "rifaccia"), ("andare", "va", "vai", "vada"),
        ("dare", "dà", "", "dia"), ("stare", "sta", "", "stia"), ("dire", "dice", "", "dica"),
        ("tenere", "tiene", "tieni", "tenga"), ("mantenere", "mantiene", "mantieni", "mantenga"),
        ("ottenere", "ottiene", "ottieni", "ottenga"), ("contenere", "contiene", "contieni", "contenga"),
        ("sostenere", "sostiene", "sostieni", "sostenga"), ("venire", "viene", "vieni", "venga"),
        ("uscire", "esce", "esci", "esca"),
        ("scegliere", "sceglie", "scegli", "scelga"), ("togliere", "toglie", "togli", "tolga"),
        ("raccogliere", "raccoglie", "raccogli", "raccolga"), ("accogliere", "accoglie", "accogli", "accolga"),
        ("cogliere", "coglie", "cogli", "colga"), ("sciogliere", "scioglie", "sciogli", "sciolga"),
        ("spegnere", "spegne", "spegni", "spenga"), ("rimanere", "rimane", "rimani", "rimanga"),
        ("porre", "pone", "poni", "ponga"), ("comporre", "compone", "componi", "componga"),
        ("disporre", "dispone", "disponi", "disponga"), ("esporre", "espone", "esponi", "esponga"),
        ("imporre", "impone", "imponi", "imponga"), ("proporre", "propone", "proponi", "proponga"),
        ("bere", "beve", "bevi", "beva"), ("trarre", "trae", "trai", "tragga"), ("estrarre", "estrae", "estrai", "estragga"),
        ("sapere", "sa", "sappi", "sappia"), ("essere", "è", "sii", "sia"), ("avere", "ha", "abbi", "abbia"),
    ]

    static let verbs: [Verb] = {
        var verbs: [Verb] = []
        for infinitive in areVerbs {
            let stem = String(infinitive.dropLast(3))
            let lei: String
            if stressedIVerbs.contains(infinitive) {
                lei = stem + "i"
            } else if stem.hasSuffix("c") || stem.hasSuffix("g") {
                lei = stem + "hi"
            } else if stem.hasSuffix("i") {
                lei = stem
            } else {
                lei = stem + "i"
            }
            verbs.append(Verb(infinitive: infinitive, third: stem + "a", tu: "", lei: lei))
        }
        for infinitive in ereVerbs + ireVerbs {
            let stem = String(infinitive.dropLast(3))
            verbs.append(Verb(infinitive: infinitive, third: stem + "e", tu: stem + "i", lei: stem + "a"))
        }
        for infinitive in iscVerbs {
            let stem = String(infinitive.dropLast(3))
            verbs.append(Verb(infinitive: infinitive, third: stem + "isce", tu: stem + "isci", lei: stem + "isca"))
        }
        for infinitive in urreVerbs {
            let stem = String(infinitive.dropLast(4))
            verbs.append(Verb(infinitive: infinitive, third: stem + "uce", tu: stem + "uci", lei: stem + "uca"))
        }
        return verbs + irregularVerbs
    }()

    /// How sure an imperative form is.
    enum Ambiguity: Sendable {
        /// Only an imperative ("Apri", "Prema").
        case none
        /// Also the second person ("Modifichi": "you edit"): an imperative before an object, else unsure.
        case secondPerson
        /// Also a noun ("Premi": prizes, "Controlli": controls): only an imperative before an object.
        case noun
    }

    /// Imperatives that are also nouns or adjectives.
    static let nounImperatives: Set<String> = [
        "leggi", "premi", "parti", "servi", "vesti", "faccia", "esca", "dia", "sia",
        "selezioni", "cancelli", "salvi", "cerchi", "usi", "cambi", "blocchi", "sblocchi", "controlli", "utilizzi", "invii",
        "ascolti", "attivi", "disattivi", "colleghi", "scarichi", "carichi", "ricarichi", "tocchi", "filtri", "commenti",
        "ordini", "segnali", "imposti", "avvii", "passi", "tagli", "segni", "acquisti", "registri", "archivi", "ritagli",
        "silenzi", "fissi", "giochi", "salti", "rifiuti", "aumenti", "contatti", "consulti", "avanzi", "arresti",
        "termini", "completi", "alterni", "scambi", "conti", "calcoli", "fotografi", "mostri", "lanci", "ritorni",
        "importi", "inizi", "scansioni", "stampi", "continui", "fermi", "programmi", "voti", "menzioni", "riavvii", "marchi",
        "aspetti", "rimandi", "pizzichi", "clicchi", "contrassegni",
    ]

    static let thirdPersons: Set<String> = Set(verbs.map(\.third)).union(["può", "deve", "vuole"])

    /// Infinitive → third person.
    static let infinitives: [String: String] = Dictionary(verbs.map { ($0.infinitive, $0.third) }, uniquingKeysWith: { first, _ in first })

    /// Infinitives that are also nouns or adjectives ("il sapere", "regolare"): an infinitive only before an object.
    static let nounInfinitives: Set<String> = ["sapere", "essere", "avere", "regolare", "bere"]

    /// `tu` and `Lei` imperatives (where they differ from every third person) → third person and ambiguity.
    static let imperatives: [String: (third: String, ambiguity: Ambiguity)] = {
        var forms: [String: (third: String, ambiguity: Ambiguity)] = [:]
        let areInfinitives = Set(areVerbs)
        func add(_ form: String, _ verb: Verb, _ ambiguity: Ambiguity) {
            guard !form.isEmpty, !thirdPersons.contains(form), forms[form] == nil else { return }
            forms[form] = (verb.third, nounImperatives.contains(form) ? .noun : ambiguity)
        }
        for verb in verbs {
            add(verb.tu, verb, .none)
            // The `Lei` form of an `-are` verb is also the second person ("tocchi": you touch).
            add(verb.lei, verb, areInfinitives.contains(verb.infinitive) ? .secondPerson : .none)
        }
        return forms
    }()

    /// Words that open an object: after an ambiguous form they make it an imperative.
    static let objectStarters: Set<String> = [
        "il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "questo", "questa", "questi", "queste", "quel", "quello",
        "quella", "quei", "quelle", "tutti", "tutte", "tutto", "ogni", "qualsiasi", "qualunque", "tuo", "tua", "tuoi", "tue", "ne",
    ]

    /// Words that open a hint without a verb ("Il tuo feedback.", "L'indirizzo completo …").
    static let nonVerbStarters: Set<String> = [
        "il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "questo", "questa", "questi", "queste", "tuo", "tua",
        "tuoi", "tue",
    ]

    /// Verbs that address the user in the second person ("Puoi …", "Devi …").
    static let addressingVerbs: Set<String> = ["puoi", "devi", "potrai", "dovrai", "potresti", "dovresti", "vuoi", "potete", "dovete"]

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

        // "Per favore", "per piacere", "per cortesia", anywhere.
        for index in words.indices.dropLast() where words[index].folded == "per" {
            let next = words[index + 1].folded
            if next == "favore" || next == "piacere" || next == "cortesia" {
                return HintFormIssue(.request, words: text.slice(words[index].start, words[index + 1].end))
            }
        }
        switch word {
        case "prego":
            return HintFormIssue(.request, words: written)
        case "si":
            // "Si prega di …"; "Si assicuri che …" (a courtesy imperative); "Si apre il menu." describes.
            switch folded(1) ?? "" {
            case "prega": return HintFormIssue(.request, words: through(1))
            case "assicuri", "ricordi": return HintFormIssue(.imperative, words: through(1))
            default: return nil
            }
        case "ti", "vi", "la":
            if folded(1) == "preghiamo" { return HintFormIssue(.request, words: through(1)) }
        case "non":
            return prohibition(words, text)
        case "tu", "voi":
            guard folded(1) != nil else { return nil }
            return HintFormIssue(.addressesUser, words: through(1), severity: .info)
        case "per":
            // "Per riprodurre il brano." — a purpose, not the result.
            guard let verb = folded(1), let third = infinitive(verb) else { return nil }
            return HintFormIssue(.infinitive, words: through(1), suggestion: LetterCase.capitalized(third, like: written))
        default:
            break
        }
        if addressingVerbs.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if thirdPersons.contains(word) { return nil }
        if let form = imperatives[word] {
            // The imperative is spelled like the second person: "Cerchi la versione per Mac?" asks.
            if text.endsWith("?") { return HintFormIssue(.addressesUser, words: written, severity: .info) }
            let suggestion = LetterCase.capitalized(form.third, like: written)
            if hasObject(at: 1) || form.ambiguity == .none {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion)
            }
            if form.ambiguity == .secondPerson {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: .info)
            }
            return nil
        }
        if let third = infinitives[word] {
            if nounInfinitives.contains(word), !hasObject(at: 1) { return nil }
            return HintFormIssue(.infinitive, words: written, suggestion: LetterCase.capitalized(third, like: written))
        }
        if let third = derivedInfinitive(word) {
            return HintFormIssue(.infinitive, words: written, suggestion: LetterCase.capitalized(third, like: written))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// The third person of an infinitive, from the lexicon, a reflexive form of it
    /// ("iscriversi" → "si iscrive") or a suffix no noun has.
    private static func infinitive(_ word: String) -> String? {
        if let third = infinitives[word], !nounInfinitives.contains(word) { return third }
        return derivedInfinitive(word)
    }

    /// `-izzare` and `-ificare` ("Ottimizzare", "Semplificare"), and reflexive infinitives of the
    /// lexicon's verbs ("Iscriversi", "Unirsi").
    private static func derivedInfinitive(_ word: String) -> String? {
        let length = word.count
        if (word.hasSuffix("izzare") || word.hasSuffix("ificare")) && length >= 8 { return String(word.dropLast(2)) }
        if word.hasSuffix("rsi"), length >= 6, let third = infinitives[word.dropLast(2) + "e"] { return "si " + third }
        return nil
    }

    /// "Non chiudere …", "Non chiuda …"; "Non disponibile." and "Non si apre." are left alone.
    private static func prohibition(_ words: [Word], _ text: AnalyzedText) -> HintFormIssue? {
        guard words.count > 1, !words[1].isPlaceholder else { return nil }
        let next = words[1].folded
        let span = text.slice(words[0].start, words[1].end)
        if infinitive(next) != nil { return HintFormIssue(.negativeCommand, words: span) }
        if thirdPersons.contains(next) { return nil }
        guard let form = imperatives[next], form.ambiguity == .none || (words.count > 2 && objectStarters.contains(words[2].folded))
        else { return nil }
        // "Non trovi il file?" asks the user.
        if text.endsWith("?") { return HintFormIssue(.addressesUser, words: span, severity: .info) }
        return HintFormIssue(.negativeCommand, words: span)
    }
}

extension ItalianGrammar {
    /// Every language-specific rule, in Italian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "it", .label, "Riproduci.", fix: "Riproduci"),
        .bad("label-trailing-period", "it", .label, "Aggiungi ai preferiti.", fix: "Aggiungi ai preferiti"),
        .good("label-trailing-period", "it", .label, "Riproduci"),
        .good("label-trailing-period", "it", .label, "Caricamento…"),
        .good("label-trailing-period", "it", .label, "Foto, video, ecc."),

        .bad("label-control-type", "it", .label, "Riproduci, pulsante", fix: "Riproduci"),
        // The field may be what the command acts on: "Cancella" alone would be another label.
        .good("label-control-type", "it", .label, "Cancella campo di ricerca"),
        .badWithoutFix("label-control-type", "it", .label, "Il campo di ricerca"),
        .bad("label-control-type", "it", .label, "Pulsante Riproduci"),
        .bad("label-control-type", "it", .label, "Cursore del volume"),
        .good("label-control-type", "it", .label, "Riproduci"),
        .good("label-control-type", "it", .label, "Pulsante laterale"),
        .good("label-control-type", "it", .label, "Posizione del cursore"),
        .good("label-control-type", "it", .label, "Interruttore del soggiorno"),

        .bad("label-state", "it", .label, "Wi-Fi, selezionato", fix: "Wi-Fi"),
        .bad("label-state", "it", .label, "Selezionata"),
        .good("label-state", "it", .label, "Mostra le foto selezionate"),
        .good("label-state", "it", .label, "Wi-Fi"),

        .bad("label-gesture", "it", .label, "Tocca per riprodurre"),
        .bad("label-gesture", "it", .label, "Tocca due volte per ingrandire"),
        .bad("label-gesture", "it", .label, "Scorri verso sinistra per eliminare"),
        .bad("label-gesture", "it", .label, "Scorri verticalmente per regolare il volume"),
        .good("label-gesture", "it", .label, "Azioni di scorrimento"),
        .good("label-gesture", "it", .label, "Scuoti per annullare"),
        .good("label-gesture", "it", .label, "Scorri in alto"),
        .good("label-gesture", "it", .label, "Premi e riconoscimenti"),
        .bad("label-gesture", "it", .label, "Foto. Tocca per aprire"),
        .bad("label-gesture", "it", .label, "Apri una pagina. Poi tocca la stella per salvarla"),
        .good("label-gesture", "it", .label, "Una storia che tocca il cuore"),
        .good("label-gesture", "it", .label, "Riproduci"),

        .bad("label-capitalization", "it", .label, "riproduci", fix: "Riproduci"),
        .bad("label-capitalization", "it", .label, "l'elenco dei brani", fix: "L'elenco dei brani"),
        .good("label-capitalization", "it", .label, "Riproduci"),
        .good("label-capitalization", "it", .label, "iPhone di Marco"),
        .good("label-capitalization", "it", .label, "%@ Mi piace"),

        .bad("label-length", "it", .label, "Premi questo pulsante per creare un nuovo messaggio"),
        .good("label-length", "it", .label, "Nuovo messaggio"),

        .bad("label-vague", "it", .label, "Scopri di più"),
        .bad("label-vague", "it", .label, "Clicca qui"),
        .bad("label-vague", "it", .label, "Visualizza dettagli"),
        .good("label-vague", "it", .label, "Visualizza dettagli dell'ordine"),
        .bad("label-vague", "it", .label, "Maggiori informazioni"),
        .good("label-vague", "it", .label, "Scopri di più sui prezzi"),
        .good("label-vague", "it", .label, "Altro"),
        .good("label-vague", "it", .label, "Riproduci"),

        .bad("hint-imperative", "it", .hint, "Apri le impostazioni.", fix: "Apre le impostazioni."),
        .bad("hint-imperative", "it", .hint, "Riproduci il brano."),
        .bad("hint-imperative", "it", .hint, "Chiudi il lettore."),
        .bad("hint-imperative", "it", .hint, "Prema Invio."),
        .bad("hint-imperative", "it", .hint, "Selezioni una data."),
        .bad("hint-imperative", "it", .hint, "Leggi il messaggio."),
        .bad("hint-imperative", "it", .hint, "Riprodurre il brano."),
        .bad("hint-imperative", "it", .hint, "Ottimizzare la foto."),
        .bad("hint-imperative", "it", .hint, "Iscriversi al canale."),
        .bad("hint-imperative", "it", .hint, "Per riprodurre il brano."),
        .bad("hint-imperative", "it", .hint, "Per favore, inserisci il nome."),
        .bad("hint-imperative", "it", .hint, "Si prega di attendere."),
        .bad("hint-imperative", "it", .hint, "Non chiudere l'app."),
        .bad("hint-imperative", "it", .hint, "Non ripetere l'elenco."),
        .good("hint-imperative", "it", .hint, "Riproduce il brano."),
        .good("hint-imperative", "it", .hint, "Apre le impostazioni."),
        .good("hint-imperative", "it", .hint, "Mostra i dettagli."),
        .good("hint-imperative", "it", .hint, "Scorre fino alla lista."),
        .good("hint-imperative", "it", .hint, "Si apre il menu."),
        .good("hint-imperative", "it", .hint, "Non disponibile offline."),
        .good("hint-imperative", "it", .hint, "Premi vinti nella stagione."),
        .good("hint-imperative", "it", .hint, "Controlli di riproduzione."),
        .good("hint-imperative", "it", .hint, "Può richiedere alcuni minuti."),

        .bad("hint-gesture", "it", .hint, "Tocca due volte per riprodurre il brano.", fix: "Riproduce il brano."),
        .bad("hint-gesture", "it", .hint, "Tocca per aprire la schermata."),
        .bad("hint-gesture", "it", .hint, "Scorri verso l'alto per eliminare."),
        .bad("hint-gesture", "it", .hint, "Tieni premuto per registrare."),
        .bad("hint-gesture", "it", .hint, "Toccando si acquista l'articolo."),
        .good("hint-gesture", "it", .hint, "Scorre fino in cima."),
        .good("hint-gesture", "it", .hint, "Elimina l'elemento."),
        .good("hint-gesture", "it", .hint, "Indica quando tocca a te."),

        .bad("hint-control-type", "it", .hint, "Pulsante che aggiunge un nome."),
        .bad("hint-control-type", "it", .hint, "Cursore che regola la scala."),
        .good("hint-control-type", "it", .hint, "Aggiunge un nome."),
        .good("hint-control-type", "it", .hint, "Sposta il cursore all'inizio del testo."),

        .bad("hint-repeats-label", "it", .hint, "Salva salva le modifiche.", label: "Salva"),
        .bad("hint-repeats-label", "it", .hint, "Indietro torna alla schermata precedente.", label: "Indietro"),
        .good("hint-repeats-label", "it", .hint, "Torna alla schermata precedente.", label: "Indietro"),
        .good("hint-repeats-label", "it", .hint, "Rimuove il messaggio.", label: "Elimina"),

        .bad("hint-missing-period", "it", .hint, "Riproduce il brano", fix: "Riproduce il brano."),
        .bad("hint-missing-period", "it", .hint, "Aggiunge una città。", fix: "Aggiunge una città."),
        .good("hint-missing-period", "it", .hint, "Riproduce il brano."),
        .good("hint-missing-period", "it", .hint, "Apre il menu…"),

        .bad("hint-capitalization", "it", .hint, "riproduce il brano.", fix: "Riproduce il brano."),
        .bad("hint-capitalization", "it", .hint, "l'elenco si aggiorna.", fix: "L'elenco si aggiorna."),
        .good("hint-capitalization", "it", .hint, "Riproduce il brano."),
        .good("hint-capitalization", "it", .hint, "iCloud sincronizza le note."),

        .bad("hint-length", "it", .hint,
             "Apre le impostazioni dove puoi scegliere quale dei tuoi account viene usato quando pubblichi, rispondi o condividi un post dalla cronologia."),
        .good("hint-length", "it", .hint, "Apre le impostazioni dell'account."),
    ]
}
