/// Catalan (ca, and through the registry ca-ES, ca-AD, ca-ES-valencia): hints are verb phrases
/// in the third person singular without a subject ("Reprodueix la cançó."), labels short phrases
/// without a final period, usually in the form of Apple's Catalan buttons ("Cancel·la", "Desa").
/// Elision splits words at the apostrophe (`l'àlbum` → `l`, `àlbum`); the punt volat stays inside
/// a word (`col·lecció`), and the hint grammar also joins the pieces of its stand-ins (`col.lecció`,
/// `col•lecció`) before it looks a verb up.
extension LanguageProfile {
    /// The Catalan table (ca; ca-ES, ca-AD and ca-ES-valencia fall back to it).
    public static let catalan = LanguageProfile(
        code: "ca", name: "Catalan", hasLetterCase: true, splitsApostrophes: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "etc", "núm", "num", "pàg", "pàgs", "tel", "telf", "sr", "sra", "srta", "dr", "dra", "av", "pl", "c", "màx", "mín",
            "min", "seg", "aprox", "vol", "cap", "ed", "ex", "fig", "vs", "inc", "ltd", "corp", "gen", "febr", "abr", "jul",
            "set", "oct", "nov", "des", "p. ex", "p.ex",
        ],
        terms: TermTable(CatalanGrammar.terms, segmentation: .words),
        instructionMarkers: CatalanGrammar.instructionMarkers,
        vagueLabels: CatalanGrammar.vagueLabels, vagueConcepts: CatalanGrammar.vagueConcepts,
        determiners: [
            "el", "la", "els", "les", "l", "un", "una", "uns", "unes", "aquest", "aquesta", "aquests", "aquestes", "aquell",
            "aquella", "aquells", "aquelles", "tot", "tota", "tots", "totes", "del", "dels", "al", "als", "de", "d", "seu",
            "seva", "seus", "seves", "teu", "teva", "teus", "teves", "vostre", "vostra", "vostres",
        ],
        hintForm: CatalanGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["de", "del", "dels", "d"], headFollows: false),
        conditionMarkers: ["si"], purposeMarkers: ["per"], conjunctions: ["i", "o", "ni"],
        reflexivePronouns: ["t", "te", "s", "se", "vos", "us"],
        descriptiveVerbs: [
            "veure": "Mostra", "vegeu": "Mostra", "vegi": "Mostra", "veges": "Mostra", "mirar": "Mostra", "mireu": "Mostra",
            "miri": "Mostra",
        ],
        userActivityVerbs: ["explorar", "explora", "exploreu", "explori", "triar", "tria", "trieu", "trii", "escollir", "escull", "escolliu", "esculli"],
        attributiveAdjectivesAgree: true,
        stateConcepts: CatalanGrammar.stateConcepts, controlTypeConcepts: CatalanGrammar.controlTypeConcepts,
        gestureConcepts: CatalanGrammar.gestureConcepts,
        examples: CatalanGrammar.examples)
}

/// Catalan hint grammar. The right form is the third person singular ("Reprodueix", "Obre",
/// "Selecciona"); the `tu` imperative of almost every verb is spelled alike ("Selecciona" commands
/// and describes), so it is never reported. What can be told apart is, each form looked up in a
/// verb lexicon: the `vostè` imperative ("Toqui", "Seleccioni", "Faci"), the `vosaltres`
/// imperative ("Toqueu", "Obriu"), the `tu` imperatives that differ ("Fes", "Vés", "Digues"), an
/// imperative with an enclitic pronoun ("Obre-la", "Desplaça't": the third person puts the
/// pronoun first, "L'obre"), the infinitive ("Reproduir la cançó."), requests ("Si us plau") and
/// prohibitions ("No toquis", "No tancar").
enum CatalanGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["seleccionat", "seleccionada", "seleccionats", "seleccionades", "no seleccionat", "no seleccionada", "desseleccionat", "desseleccionada"]),
        .checked: .words(["marcat", "marcada", "no marcat", "no marcada", "desmarcat", "desmarcada"]),
        .dimmed: .words(["atenuat", "atenuada"]),
        .expanded: .words(["expandit", "expandida"]),
        .collapsed: .words(["contret", "contreta", "replegat", "replegada"]),
        .on: .none(because: "a switch's on and off (activat, desactivat) are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off (activat, desactivat) are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    /// The control types VoiceOver announces, as Apple's Catalan interfaces word them
    /// (``ControlTypeConcept``): the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["botó", "botons"]),
        .link: .none(because: "«enllaç» is as often what the element acts on (Copia l'enllaç, Comparteix l'enllaç)"),
        .image: .none(because: "«imatge» is as often what the element acts on (Desa la imatge); a label that is only «Imatge» is vague"),
        .textField: .words(["camp de text", "camps de text", "quadre de text"]),
        .searchField: .words(["camp de cerca", "quadre de cerca"]),
        .secureTextField: .words(["camp de text segur"]),
        .slider: .words(["regulador", "control lliscant"]),
        .adjustable: .none(because: "«ajustable» is an ordinary adjective of labels (Mida ajustable)"),
        // Not «interruptor»: a light switch, a smart-home device (Encén l'interruptor).
        .toggle: .words(["commutador", "botó de commutació"]),
        .checkbox: .words(["casella de selecció", "caselles de selecció", "casella de verificació"]),
        .radioButton: .words(["botó d'opció", "botons d'opció", "botó de ràdio"]),
        .picker: .words(["selector de data", "selector de dates", "selector d'hora", "selector de data i hora"]),
        .segmentedControl: .words(["control segmentat"]),
        .tab: .none(because: "a browser's or an app's tab (pestanya) is content (Tanca la pestanya, Pestanya nova)"),
        .tabBar: .words(["barra de pestanyes"]),
        .menu: .none(because: "«Menú» is as often the name of the element that opens one"),
        .popUpButton: .words(["botó emergent"]),
        .comboBox: .words(["menú desplegable", "llista desplegable", "quadre combinat"]),
        .heading: .none(because: "«capçalera» and «encapçalament» are as often content (the header of a message, of a page)"),
        .progressIndicator: .words(["barra de progrés", "indicador de progrés"]),
        .stepper: .none(because: "Catalan interfaces name a stepper by what it counts (Quantitat, Còpies), with no word of its own"),
        .list: .none(because: "«llista» is as often what the element shows (Llista de reproducció, Mostra la llista)"),
        .scrollBar: .words(["barra de desplaçament"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. «Toca», «Llisca», «Arrossega» and «Prem» are also third persons ("Toca la melodia"),
    /// so their kind (see ``instructionGestures`` and ``leadingGestures``) asks for context.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["toca", "toqueu", "toqui", "tocar", "tocant", "en tocar", "toca-ho", "fes un toc", "feu un toc", "amb un toc"]),
        .doubleTap: .words([
            "fes doble toc", "feu doble toc", "faci doble toc", "fer doble toc", "fent doble toc", "doble toc", "toca dues vegades",
            "toqueu dues vegades", "toqui dues vegades", "tocar dues vegades", "fes dos tocs", "feu dos tocs", "faci dos tocs",
            "dos tocs",
        ]),
        .tripleTap: .words(["fes triple toc", "feu triple toc", "triple toc", "toca tres vegades", "toqueu tres vegades", "tres tocs"]),
        .longPress: .words([
            "mantén premut", "mantén premuda", "mantingues premut", "mantingueu premut", "mantingui premut", "mantenir premut",
            "mantenint premut", "mantén el dit", "toca i mantén", "toqueu i mantingueu", "prem i mantén", "premeu i mantingueu",
            "pulsació llarga", "toc llarg", "3d touch", "force touch",
        ]),
        .swipe: .words([
            "llisca", "llisqueu", "llisqui", "lliscar", "lliscant", "en lliscar", "fes lliscar", "feu lliscar", "passa el dit",
            "passeu el dit", "passar el dit",
        ]),
        .drag: .words([
            "arrossega", "arrossegueu", "arrossegui", "arrossegar", "arrossegant", "en arrossegar", "arrossega i deixa anar",
            "arrossegar i deixar anar",
        ]),
        .pinch: .words(["pessiga", "pessigueu", "pessigui", "pessigar", "ajunta els dits", "separa els dits"]),
        .rotate: .none(because: "«gira» is as often what the element does (Gira la foto.)"),
        .shake: .words(["sacseja", "sacsegeu", "sacsegi", "sacsejar", "sacsejant"]),
        .click: .words([
            "fes clic", "feu clic", "faci clic", "fer clic", "fent clic", "clica", "cliqueu", "cliqui", "clicar", "fes doble clic",
            "feu doble clic", "doble clic",
        ]),
        .press: .words(["prem", "premeu", "prémer", "prement", "pressiona", "pressioneu", "pressioni", "pressionar"]),
        .scroll: .words(["desplaça't", "desplaceu-vos", "desplaci's", "desplaçar-se", "fes scroll", "feu scroll"]),
        .fingers: .words(["dos dits", "tres dits", "quatre dits"]),
    ]

    /// Gesture words that are also third persons or nouns ("Toca la melodia", "Llisca suaument"):
    /// instructions only before "per", "aquí", "dues", "cap a"….
    static let instructionGestures: Set<String> = ["toca", "llisca", "pessiga", "clica"]

    /// Gesture words that also name a result or a thing: instructions when they open the text or
    /// before an instruction word.
    static let leadingGestures: Set<String> = [
        "tocar", "lliscar", "arrossega", "arrossegar", "pessigar", "sacseja", "sacsejar", "clicar", "prem", "prémer",
        "pressiona", "pressionar",
    ]

    /// Not "a" alone ("Toca a la porta"), nor the articles ("Toca la melodia").
    static let instructionMarkers: Set<String> = [
        "per", "aquí", "dues", "tres", "cap", "amunt", "avall", "sobre", "damunt", "amb", "qualsevol", "i", "ràpidament",
        "llargament", "verticalment", "horitzontalment",
    ]

    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ kind: TermKind, _ phrases: [String]) {
            for phrase in phrases { terms.append(Term(AnalyzedText.elidedPhrase(phrase), kind)) }
        }
        for word in gestureConcepts.allWords {
            let kind: TermKind =
                instructionGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            add(kind, [word])
        }
        // Names of features, not gestures: "Activa Sacsejar per desfer."
        add(.neutral, ["sacsejar per desfer", "sacseja per desfer", "toc posterior"])
        // Hardware buttons and settings named after them: content, not the element's type.
        add(.neutral, [
            "botó lateral", "botó d'inici", "botó superior", "botó d'encesa", "botó de volum", "botons de volum", "botó d'acció",
            "botó de repòs",
        ])
        add(.controlType, controlTypeConcepts.allWords)
        add(.state, stateConcepts.allWords)
        return terms
    }()

    /// Not "altres": it is Apple's "More" but also "Other", a legitimate choice in a list.
    static let vagueLabels: Set<String> = Set([
        "botó", "icona", "sense títol", "element", "etiqueta", "text",
    ].map(AnalyzedText.elidedPhrase))

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["més", "veure'n més", "mostra'n més", "veure més", "mostra més"],
        .learnMore: ["saber-ne més", "per saber-ne més", "per saber més", "llegeix-ne més", "llegiu-ne més", "llegir-ne més", "llegeix més"],
        .clickHere: ["fes clic aquí", "feu clic aquí", "clica aquí", "cliqueu aquí", "toca aquí", "toqueu aquí", "prem aquí", "premeu aquí"],
        .details: ["detalls", "més detalls", "mostra els detalls", "veure els detalls"],
        .info: ["info", "informació", "més informació", "més info"],
        .here: ["aquí"],
        .link: ["enllaç"],
        .image: ["imatge"],
    ].mapValues { $0.map(AnalyzedText.elidedPhrase) }

    // MARK: Verbs

    /// A verb of user interfaces: its infinitive, third person singular (the right form), the
    /// imperatives that differ from it, and its gerund.
    struct Verb: Sendable {
        let infinitive: String
        let third: String
        /// The `vostè` imperative (the present subjunctive): "toqui", "afegeixi", "faci".
        let formal: String
        /// The `vosaltres` imperative: "toqueu", "afegiu", "feu".
        let plural: String
        /// `tu` imperatives spelled otherwise than the third person: "fes" (fa), "vés" (va).
        let familiar: [String]
        let gerund: String?
    }

    /// First-conjugation verbs: third person `-a` (also the `tu` imperative), `vostè` `-i`.
    static let arVerbs: [String] = [
        "acceptar", "activar", "actualitzar", "adjuntar", "agrupar", "ajustar", "alternar", "amagar", "ampliar", "analitzar",
        "anul·lar", "aplicar", "apujar", "abaixar", "arrossegar", "arxivar", "augmentar", "autoritzar", "avaluar", "avançar",
        "baixar", "barrejar", "bloquejar", "buidar", "buscar", "calcular", "canviar", "cancel·lar", "carregar", "cercar",
        "col·locar", "combinar", "començar", "comentar", "commutar", "comparar", "completar", "comprar", "comprovar",
        "configurar", "confirmar", "connectar", "contactar", "continuar", "convidar", "copiar", "crear", "demanar",
        "denunciar", "desactivar", "desar", "desbloquejar", "descarregar", "desconnectar", "desfixar", "deshabilitar",
        "desinstal·lar", "desitjar", "deixar", "desmarcar", "desplaçar", "desplegar", "destacar", "desxifrar", "dibuixar",
        "duplicar", "editar", "eliminar", "emmagatzemar", "enganxar", "enregistrar", "entrar", "enviar", "esborrar",
        "escanejar", "escoltar", "esmentar", "etiquetar", "explorar", "exportar", "filtrar", "finalitzar", "fixar", "fusionar",
        "generar", "gestionar", "girar", "gravar", "guardar", "habilitar", "importar", "informar", "inhabilitar", "iniciar",
        "instal·lar", "intercanviar", "llançar", "lliscar", "localitzar", "marcar", "maximitzar", "minimitzar", "mirar",
        "modificar", "mostrar", "navegar", "netejar", "notificar", "ocultar", "ordenar", "organitzar", "pagar", "passar",
        "pausar", "personalitzar", "pessigar", "plegar", "posar", "pressionar", "programar", "provar", "publicar", "pujar",
        "reaccionar", "rebutjar", "recarregar", "recuperar", "redactar", "reenviar", "refrescar", "reiniciar", "reordenar",
        "replegar", "reservar", "restaurar", "retallar", "revisar", "sacsejar", "saltar", "seleccionar", "silenciar",
        "sincronitzar", "sol·licitar", "tancar", "tocar", "tornar", "traslladar", "triar", "trucar", "utilitzar", "usar",
        "validar", "valorar", "verificar", "visitar", "visualitzar", "votar", "xifrar", "clicar", "desseleccionar",
        "apagar", "acabar", "indicar", "puntuar",
    ]

    /// Inchoative third-conjugation verbs: third person `-eix`, `vostè` `-eixi`, `vosaltres` `-iu`.
    static let inchoativeVerbs: [String] = [
        "afegir", "compartir", "reproduir", "introduir", "traduir", "reduir", "construir", "distribuir", "substituir",
        "disminuir", "imprimir", "inserir", "llegir", "repetir", "seguir", "unir", "expandir", "restablir", "retrocedir",
        "accedir", "protegir", "dividir", "descobrir", "oferir", "servir", "definir", "decidir", "suprimir", "elegir",
        "establir", "corregir", "transferir", "prohibir", "concedir", "preferir",
    ]

    /// Verbs whose forms cannot be derived: infinitive, third person, `vostè`, `vosaltres`, the
    /// `tu` forms that differ from the third person, gerund.
    static let irregularVerbs: [Verb] = [
        Verb(infinitive: "fer", third: "fa", formal: "faci", plural: "feu", familiar: ["fes"], gerund: "fent"),
        Verb(infinitive: "desfer", third: "desfà", formal: "desfaci", plural: "desfeu", familiar: ["desfés"], gerund: "desfent"),
        Verb(infinitive: "refer", third: "refà", formal: "refaci", plural: "refeu", familiar: ["refés"], gerund: "refent"),
        Verb(infinitive: "dir", third: "diu", formal: "digui", plural: "digueu", familiar: ["digues"], gerund: "dient"),
        Verb(infinitive: "anar", third: "va", formal: "vagi", plural: "aneu", familiar: ["vés", "ves"], gerund: "anant"),
        Verb(infinitive: "tenir", third: "té", formal: "tingui", plural: "tingueu", familiar: ["tingues"], gerund: "tenint"),
        Verb(infinitive: "mantenir", third: "manté", formal: "mantingui", plural: "mantingueu", familiar: ["mantén", "mantingues"], gerund: "mantenint"),
        Verb(infinitive: "obtenir", third: "obté", formal: "obtingui", plural: "obtingueu", familiar: ["obtén", "obtingues"], gerund: "obtenint"),
        Verb(infinitive: "detenir", third: "deté", formal: "detingui", plural: "detingueu", familiar: ["detén", "detingues"], gerund: "detenint"),
        Verb(infinitive: "venir", third: "ve", formal: "vingui", plural: "vingueu", familiar: ["vine"], gerund: "venint"),
        Verb(infinitive: "veure", third: "veu", formal: "vegi", plural: "vegeu", familiar: ["veges"], gerund: "veient"),
        Verb(infinitive: "prémer", third: "prem", formal: "premi", plural: "premeu", familiar: [], gerund: "prement"),
        Verb(infinitive: "moure", third: "mou", formal: "mogui", plural: "moveu", familiar: [], gerund: "movent"),
        Verb(infinitive: "escriure", third: "escriu", formal: "escrigui", plural: "escriviu", familiar: [], gerund: "escrivint"),
        Verb(infinitive: "descriure", third: "descriu", formal: "descrigui", plural: "descriviu", familiar: [], gerund: "descrivint"),
        Verb(infinitive: "treure", third: "treu", formal: "tregui", plural: "traieu", familiar: [], gerund: "traient"),
        Verb(infinitive: "perdre", third: "perd", formal: "perdi", plural: "perdeu", familiar: [], gerund: "perdent"),
        Verb(infinitive: "encendre", third: "encén", formal: "encengui", plural: "enceneu", familiar: [], gerund: "encenent"),
        Verb(infinitive: "estendre", third: "estén", formal: "estengui", plural: "esteneu", familiar: [], gerund: "estenent"),
        Verb(infinitive: "permetre", third: "permet", formal: "permeti", plural: "permeteu", familiar: [], gerund: "permetent"),
        Verb(infinitive: "transmetre", third: "transmet", formal: "transmeti", plural: "transmeteu", familiar: [], gerund: "transmetent"),
        Verb(infinitive: "rebre", third: "rep", formal: "rebi", plural: "rebeu", familiar: [], gerund: "rebent"),
        Verb(infinitive: "respondre", third: "respon", formal: "respongui", plural: "responeu", familiar: [], gerund: "responent"),
        Verb(infinitive: "resoldre", third: "resol", formal: "resolgui", plural: "resoleu", familiar: [], gerund: "resolent"),
        Verb(infinitive: "vendre", third: "ven", formal: "vengui", plural: "veneu", familiar: [], gerund: "venent"),
        Verb(infinitive: "aprendre", third: "aprèn", formal: "aprengui", plural: "apreneu", familiar: [], gerund: "aprenent"),
        Verb(infinitive: "reprendre", third: "reprèn", formal: "reprengui", plural: "repreneu", familiar: [], gerund: "reprenent"),
        Verb(infinitive: "incloure", third: "inclou", formal: "inclogui", plural: "incloeu", familiar: [], gerund: "incloent"),
        Verb(infinitive: "excloure", third: "exclou", formal: "exclogui", plural: "excloeu", familiar: [], gerund: "excloent"),
        Verb(infinitive: "conèixer", third: "coneix", formal: "conegui", plural: "coneixeu", familiar: [], gerund: "coneixent"),
        Verb(infinitive: "obrir", third: "obre", formal: "obri", plural: "obriu", familiar: [], gerund: "obrint"),
        Verb(infinitive: "omplir", third: "omple", formal: "ompli", plural: "ompliu", familiar: [], gerund: "omplint"),
        Verb(infinitive: "sortir", third: "surt", formal: "surti", plural: "sortiu", familiar: [], gerund: "sortint"),
        Verb(infinitive: "escollir", third: "escull", formal: "esculli", plural: "escolliu", familiar: [], gerund: "escollint"),
        Verb(infinitive: "sentir", third: "sent", formal: "senti", plural: "sentiu", familiar: [], gerund: "sentint"),
        Verb(infinitive: "interrompre", third: "interromp", formal: "interrompi", plural: "interrompeu", familiar: [], gerund: "interrompent"),
    ]

    /// The spelling a first-conjugation stem takes before `e` and `i`: toc → toqu, pag → pagu,
    /// començ → comenc, netej → neteg, averigu → averigü.
    static func softened(_ stem: String) -> String {
        if stem.hasSuffix("gu") { return stem.dropLast() + "ü" }
        if stem.hasSuffix("c") { return stem.dropLast() + "qu" }
        if stem.hasSuffix("g") { return stem + "u" }
        if stem.hasSuffix("ç") { return stem.dropLast() + "c" }
        if stem.hasSuffix("j") { return stem.dropLast() + "g" }
        return stem
    }

    /// The forms of a first-conjugation verb: "tocar" → toca, toqui, toqueu, tocant; a stem that
    /// ends in a vowel takes a diaeresis ("copiar" → copiï).
    static func firstConjugation(_ infinitive: String) -> Verb {
        let stem = String(infinitive.dropLast(2))
        let soft = softened(stem)
        // "averiguar" → averigüi: the u is a consonant's, and takes the diaeresis itself.
        let endsInVowel = (stem.last.map { "aeiou".contains($0) } ?? false) && !stem.hasSuffix("gu") && !stem.hasSuffix("qu")
        return Verb(
            infinitive: infinitive, third: stem + "a", formal: soft + (endsInVowel ? "ï" : "i"), plural: soft + "eu", familiar: [],
            gerund: stem + "ant")
    }

    /// The forms of an inchoative verb: "afegir" → afegeix, afegeixi, afegiu, afegint;
    /// "reproduir" → reprodueix, reprodueixi, reproduïu, reproduint.
    static func inchoative(_ infinitive: String) -> Verb {
        let stem = String(infinitive.dropLast(2))
        let endsInVowel = stem.last.map { "aeiou".contains($0) } ?? false
        return Verb(
            infinitive: infinitive, third: stem + "eix", formal: stem + "eixi", plural: stem + (endsInVowel ? "ïu" : "iu"),
            familiar: [], gerund: stem + "int")
    }

    /// Every verb, the irregular ones first (their forms win).
    static let verbs: [Verb] = {
        var seen: Set<String> = []
        return (irregularVerbs + arVerbs.map(firstConjugation) + inchoativeVerbs.map(inchoative)).filter { seen.insert($0.infinitive).inserted }
    }()

    /// Third persons whose descriptive form is another verb's: the element does not see, it shows
    /// ("Veure els detalls." → "Mostra els detalls.").
    static let otherThirds: [String: String] = ["veu": "mostra", "mira": "mostra"]

    /// The third person a hint writes for a verb whose third person is `third`, capitalized like
    /// the words it replaces.
    static func described(_ third: String, like written: String) -> String {
        LetterCase.capitalized(otherThirds[third] ?? third, like: written)
    }

    /// Third persons that describe with a purpose ("Serveix per obrir …": it serves to open):
    /// before "per" and an infinitive they are no instruction.
    static let purposeDescribingThirds: Set<String> = ["serveix", "permet"]

    /// Every third person singular of the lexicon: never reported.
    static let thirdPersons: Set<String> = Set(verbs.map(\.third))
    /// Infinitive → third person.
    static let infinitives: [String: String] = Dictionary(verbs.map { ($0.infinitive, $0.third) }, uniquingKeysWith: { first, _ in first })

    /// `vostè` forms that are also everyday nouns ("Premi Nobel"): an imperative only before an
    /// object, and no prohibition ("No premis" is also "no prizes").
    static let nounLikeFormals: Set<String> = ["premi"]

    /// Imperatives that cannot be a third person (`vostè`, `vosaltres`, the `tu` forms that
    /// differ) → third person. A `vostè` form with a diaeresis is also found without it, as it is
    /// often typed ("copii").
    static let imperatives: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            var candidates = [verb.formal, verb.plural] + verb.familiar
            if verb.formal.hasSuffix("ï") { candidates.append(verb.formal.dropLast() + "i") }
            for form in candidates where !thirdPersons.contains(form) && forms[form] == nil {
                forms[form] = verb.third
            }
        }
        return forms
    }()

    /// What a prohibition uses → third person: the familiar subjunctive ("No toquis"), the
    /// `vostè` and `vosaltres` forms ("No toqui", "No toqueu").
    static let negativeForms: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            for form in [verb.formal + "s", verb.formal, verb.plural]
            where !thirdPersons.contains(form) && !nounLikeFormals.contains(verb.formal) && forms[form] == nil {
                forms[form] = verb.third
            }
        }
        return forms
    }()

    /// Gerunds of the lexicon ("Reproduint la cançó"), without those that are nouns or adjectives.
    static let gerunds: Set<String> = Set(verbs.compactMap(\.gerund)).subtracting(["restaurant", "important"])

    /// Weak pronouns that follow an imperative or an infinitive after a hyphen or an apostrophe
    /// ("Obre-la", "Desplaça't", "Obrir-lo", "Envia'ls").
    static let enclitics: Set<String> = [
        "el", "la", "els", "les", "l", "ls", "lo", "los", "ho", "hi", "en", "n", "ne", "me", "m", "te", "t", "se", "s", "nos",
        "ns", "vos", "us", "li",
    ]

    /// Words that open an object: after a noun-like form they make it an imperative.
    static let objectStarters: Set<String> = [
        "el", "la", "els", "les", "l", "un", "una", "uns", "unes", "aquest", "aquesta", "aquests", "aquestes", "aquí", "per", "a",
        "al", "als", "sobre", "tot", "tots", "totes", "dues", "dos",
    ]

    /// Verbs that address the user in the second person: "Pots …", "Podeu …", "Has de …".
    static let userAddressing: Set<String> = [
        "pots", "podràs", "podries", "podeu", "podreu", "podríeu", "pugueu", "has", "heu", "hauràs", "haureu", "hauries",
        "hauríeu", "necessites", "necessiteu", "vols", "voleu", "tu", "vostè", "vosaltres",
    ]

    /// Words that open a hint without a verb: an article, "si" and "quan".
    static let nonVerbStarters: Set<String> = ["el", "un", "una", "uns", "unes", "si", "quan"]
    /// Articles that are also object pronouns before a verb ("La obre", "Els elimina", "L'obre").
    static let articlesOrPronouns: Set<String> = ["la", "les", "els", "l"]

    /// Nouns and adjectives in -ar/-ir that are no infinitive, and English words.
    static let nonInfinitives: Set<String> = [
        "familiar", "popular", "particular", "regular", "similar", "singular", "circular", "rectangular", "muscular",
        "molecular", "nuclear", "escolar", "titular", "auxiliar", "peculiar", "vulgar", "peninsular", "estel·lar", "cel·lular",
        "elixir", "porvenir", "calendar", "sidebar", "toolbar", "navbar", "seminar", "grammar", "dollar", "avatar",
        "collar", "militar", "exemplar", "solar", "lunar", "polar", "radar", "pilar", "altar", "lloguer", "sopar", "menjar",
    ]

    /// English words that no Catalan sentence uses: a hint with one is an untranslated English
    /// text ("Sort the episodes in this show"), whose grammar is not Catalan. Not "on" (where), "or" (gold),
    /// "an" nor "can" (Can Pere).
    static let englishWords: Set<String> = UntranslatedEnglish.words.subtracting(["on", "an", "or", "can"])

    /// One word of a hint as the grammar reads it: the words that the analysis cut at a punt volat
    /// (`cancel·la`, `col.lecció`) joined again.
    struct Token {
        let start: Int
        let end: Int
        let folded: String
        let isPlaceholder: Bool
    }

    /// The text's words, joined again across a punt volat (`·`, or a `.` or `•` between two l's)
    /// and with `ŀ` written as `l·`.
    static func tokens(_ text: AnalyzedText) -> [Token] {
        var tokens: [Token] = []
        for word in text.words {
            // Foundation's replacement only in a word that can hold `ŀ` (a byte 0xC5, with which
            // its UTF-8 starts): it costs a hundred times the test.
            let folded = word.folded.utf8.contains(0xC5) ? word.folded.replacingOccurrences(of: "ŀ", with: "l·") : word.folded
            if let last = tokens.last, !last.isPlaceholder, !word.isPlaceholder, last.folded.hasSuffix("l"), folded.hasPrefix("l") {
                let between = text.slice(last.end, word.start)
                if between == "·" || between == "." || between == "•" || between == "\u{2027}" {
                    tokens[tokens.count - 1] = Token(start: last.start, end: word.end, folded: last.folded + "·" + folded, isPlaceholder: false)
                    continue
                }
            }
            tokens.append(Token(start: word.start, end: word.end, folded: folded, isPlaceholder: word.isPlaceholder))
        }
        return tokens
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let tokens = tokens(text)
        guard let first = tokens.first, !first.isPlaceholder else { return nil }
        if tokens.contains(where: { englishWords.contains($0.folded) }) { return nil }
        let word = first.folded
        let written = text.slice(first.start, first.end)
        func folded(_ index: Int) -> String? {
            index < tokens.count && !tokens[index].isPlaceholder ? tokens[index].folded : nil
        }
        func through(_ index: Int) -> String { text.slice(first.start, tokens[index].end) }
        /// Whether an enclitic pronoun follows the word at `index` ("Obre-la", "Desplaça't").
        func encliticFollows(_ index: Int) -> Bool {
            guard index + 1 < tokens.count, let pronoun = folded(index + 1), enclitics.contains(pronoun) else { return false }
            let between = text.slice(tokens[index].end, tokens[index + 1].start)
            return between == "-" || between == "'" || between == "’"
        }
        /// The word at `index` with its enclitics ("Mostra-m'ho").
        func withEnclitics(_ index: Int, from start: Int? = nil) -> String {
            var last = index
            while encliticFollows(last) { last += 1 }
            return text.slice(start ?? tokens[index].start, tokens[last].end)
        }

        // "Si us plau", "sisplau", "per favor", anywhere.
        for index in tokens.indices {
            let current = tokens[index].folded
            if current == "sisplau" { return HintFormIssue(.request, words: text.slice(tokens[index].start, tokens[index].end)) }
            if current == "per", folded(index + 1) == "favor" {
                return HintFormIssue(.request, words: text.slice(tokens[index].start, tokens[index + 1].end))
            }
            if current == "si", folded(index + 1) == "us", folded(index + 2) == "plau" {
                return HintFormIssue(.request, words: text.slice(tokens[index].start, tokens[index + 2].end))
            }
        }
        switch word {
        case "no", "mai":
            guard let second = folded(1) else { return nil }
            if let third = negativeForms[second] {
                return HintFormIssue(.negativeCommand, words: through(1), suggestion: LetterCase.capitalized(word, like: written) + " " + (otherThirds[third] ?? third))
            }
            if let third = infinitives[second] {
                if encliticFollows(1) { return HintFormIssue(.infinitive, words: withEnclitics(1, from: first.start)) }
                return HintFormIssue(.infinitive, words: through(1), suggestion: LetterCase.capitalized(word, like: written) + " " + (otherThirds[third] ?? third))
            }
            return nil
        case "per":
            // "Per reproduir la cançó." is a purpose without the result; "Per la llista" is not.
            guard let second = folded(1) else { return nil }
            let verbIndex = second == "a" ? 2 : 1
            guard let verb = folded(verbIndex), infinitives[verb] != nil else { return nil }
            return HintFormIssue(.infinitive, words: through(verbIndex))
        default:
            break
        }
        if userAddressing.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if thirdPersons.contains(word) {
            // The third person puts its pronouns first ("L'obre"); after a hyphen they follow an imperative.
            if encliticFollows(0) { return HintFormIssue(.imperative, words: withEnclitics(0)) }
            // "Selecciona per obrir la vista." tells the user what to do for a result, the purpose:
            // a descriptive verb has its object ("Activa la reproducció automàtica.").
            if folded(1) == "per", !purposeDescribingThirds.contains(word) {
                let verbIndex = folded(2) == "a" ? 3 : 2
                if let verb = folded(verbIndex), let result = infinitives[verb] {
                    return HintFormIssue(.imperative, words: through(verbIndex), suggestion: described(result, like: written))
                }
            }
            return nil
        }
        if let third = imperatives[word] {
            if encliticFollows(0) { return HintFormIssue(.imperative, words: withEnclitics(0)) }
            // The imperative is spelled like the second person: "Voleu …?", "Toqueu sovint?" ask.
            if text.endsWith("?") { return HintFormIssue(.addressesUser, words: written, severity: .info) }
            if nounLikeFormals.contains(word) {
                guard let second = folded(1), objectStarters.contains(second) else { return nil }
            }
            return HintFormIssue(.imperative, words: written, suggestion: described(third, like: written))
        }
        if let third = infinitives[word] {
            if encliticFollows(0) { return HintFormIssue(.infinitive, words: withEnclitics(0)) }
            return HintFormIssue(.infinitive, words: written, suggestion: described(third, like: written))
        }
        if looksLikeInfinitive(word) {
            return HintFormIssue(.infinitive, words: written, severity: .info)
        }
        if gerunds.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if articlesOrPronouns.contains(word), let second = folded(1), !thirdPersons.contains(second) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// An unknown word with a first- or third-conjugation infinitive's ending: reported as `info`
    /// only. (-re and -er end as many nouns: "llibre", "carrer".)
    static func looksLikeInfinitive(_ word: String) -> Bool {
        guard word.count >= 7, word.hasSuffix("ar") || word.hasSuffix("ir") else { return false }
        guard !nonInfinitives.contains(word), !word.hasSuffix("air") else { return false }
        // Letters and doubled consonants Catalan does not write: an English word.
        if word.contains(where: { "wky".contains($0) }) { return false }
        for double in ["tt", "ff", "pp", "dd", "gg", "bb", "ee", "oo"] where word.contains(double) { return false }
        return true
    }
}

extension CatalanGrammar {
    /// Every language-specific rule, in Catalan: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ca", .label, "Reprodueix.", fix: "Reprodueix"),
        .bad("label-trailing-period", "ca", .label, "Afegeix a preferits.", fix: "Afegeix a preferits"),
        .good("label-trailing-period", "ca", .label, "Reprodueix"),
        .good("label-trailing-period", "ca", .label, "S'està carregant..."),
        .good("label-trailing-period", "ca", .label, "Fotos, vídeos, etc."),
        .good("label-trailing-period", "ca", .label, "Notes, p. ex."),

        .bad("label-control-type", "ca", .label, "Reprodueix, botó", fix: "Reprodueix"),
        .badWithoutFix("label-control-type", "ca", .label, "Botó de reproduir"),
        // The type word only modifies the control named before "de": removing it leaves "Control de".
        .badWithoutFix("label-control-type", "ca", .label, "Control de selector de data"),
        .bad("label-control-type", "ca", .label, "Volum, regulador", fix: "Volum"),
        .bad("label-control-type", "ca", .label, "Casella de selecció de condicions"),
        .good("label-control-type", "ca", .label, "Reprodueix"),
        .good("label-control-type", "ca", .label, "Botó d'acció"),
        .good("label-control-type", "ca", .label, "Menú del restaurant"),
        .good("label-control-type", "ca", .label, "Copia l'enllaç"),
        .good("label-control-type", "ca", .label, "Esborrar el camp de cerca"),

        .bad("label-state", "ca", .label, "Wi-Fi, seleccionat", fix: "Wi-Fi"),
        .bad("label-state", "ca", .label, "Seleccionada"),
        .good("label-state", "ca", .label, "%lld seleccionats"),
        .good("label-state", "ca", .label, "Mostra les fotos seleccionades"),
        .good("label-state", "ca", .label, "Wi-Fi"),

        .bad("label-gesture", "ca", .label, "Toca per reproduir"),
        .bad("label-gesture", "ca", .label, "Fes doble toc per ampliar"),
        .bad("label-gesture", "ca", .label, "Llisca cap a l'esquerra per eliminar"),
        .bad("label-gesture", "ca", .label, "Mantén premut per parlar"),
        .bad("label-gesture", "ca", .label, "Llisca verticalment per canviar el volum"),
        .good("label-gesture", "ca", .label, "Toca la melodia"),
        .good("label-gesture", "ca", .label, "Sacsejar per desfer"),
        .good("label-gesture", "ca", .label, "Reprodueix"),

        .bad("label-capitalization", "ca", .label, "reprodueix", fix: "Reprodueix"),
        .bad("label-capitalization", "ca", .label, "l'àlbum sencer", fix: "L'àlbum sencer"),
        .good("label-capitalization", "ca", .label, "Cancel·la"),
        .good("label-capitalization", "ca", .label, "iPhone de la Núria"),
        .good("label-capitalization", "ca", .label, "%@ m'agrada"),

        .bad("label-length", "ca", .label, "Prem aquest botó per crear un missatge nou ara"),
        .good("label-length", "ca", .label, "Missatge nou"),
        .good("label-length", "ca", .label, "Apple Inc., 125,25 $, puja un 1,3 %"),

        .bad("label-vague", "ca", .label, "Més informació"),
        .bad("label-vague", "ca", .label, "Fes clic aquí"),
        .bad("label-vague", "ca", .label, "Més"),
        .bad("label-vague", "ca", .label, "Llegeix-ne més"),
        .good("label-vague", "ca", .label, "Més sobre els preus"),
        .good("label-vague", "ca", .label, "Reprodueix"),

        .bad("hint-imperative", "ca", .hint, "Reproduir la cançó.", fix: "Reprodueix la cançó."),
        .bad("hint-imperative", "ca", .hint, "Seleccioni una data.", fix: "Selecciona una data."),
        .bad("hint-imperative", "ca", .hint, "Afegiu la ciutat a la llista.", fix: "Afegeix la ciutat a la llista."),
        .bad("hint-imperative", "ca", .hint, "Fes una foto.", fix: "Fa una foto."),
        .bad("hint-imperative", "ca", .hint, "Cancel·lar la baixada.", fix: "Cancel·la la baixada."),
        .bad("hint-imperative", "ca", .hint, "Veure els detalls de la cançó.", fix: "Mostra els detalls de la cançó."),
        .badWithoutFix("hint-imperative", "ca", .hint, "No tanquis l'aplicació."),
        // The third person puts its pronoun first ("L'obre"): the words would have to move.
        .badWithoutFix("hint-imperative", "ca", .hint, "Obre-la al Safari."),
        .badWithoutFix("hint-imperative", "ca", .hint, "Obrir-lo al Safari."),
        // Every coordinated verb would have to change, not the first alone.
        .badWithoutFix("hint-imperative", "ca", .hint, "Seleccionar i ordenar els elements."),
        .badWithoutFix("hint-imperative", "ca", .hint, "Si us plau, escriu el teu nom."),
        // A verb with a purpose is an instruction, whose result is the purpose: "Obre …" would be right.
        .badWithoutFix("hint-imperative", "ca", .hint, "Selecciona per obrir la vista de l'equalitzador."),
        .good("hint-imperative", "ca", .hint, "Reprodueix la cançó."),
        // Also the tu imperative, spelled alike: it cannot be told apart.
        .good("hint-imperative", "ca", .hint, "Selecciona la foto."),
        .good("hint-imperative", "ca", .hint, "Obre el full d'opcions."),
        .good("hint-imperative", "ca", .hint, "L'obre al Safari."),
        .good("hint-imperative", "ca", .hint, "S'uneix a la trucada."),
        .good("hint-imperative", "ca", .hint, "Cancel·la la baixada."),
        .good("hint-imperative", "ca", .hint, "No repeteix la llista."),
        .good("hint-imperative", "ca", .hint, "Premi de la temporada."),
        .good("hint-imperative", "ca", .hint, "Navega per la llista de reproducció."),
        .good("hint-imperative", "ca", .hint, "Permet per defecte les notificacions."),

        .bad("hint-gesture", "ca", .hint, "Fes doble toc per reproduir la cançó.", fix: "Reprodueix la cançó."),
        .bad("hint-gesture", "ca", .hint, "Toca per obrir el menú.", fix: "Obre el menú."),
        .badWithoutFix("hint-gesture", "ca", .hint, "Prem %@ per esborrar"),
        .bad("hint-gesture", "ca", .hint, "Llisca cap amunt per veure més opcions."),
        .bad("hint-gesture", "ca", .hint, "Mantén premut per reordenar."),
        .bad("hint-gesture", "ca", .hint, "Feu dos tocs per mostrar o amagar els controls."),
        .good("hint-gesture", "ca", .hint, "Es desplaça fins a dalt."),
        .good("hint-gesture", "ca", .hint, "Elimina l'element."),
        .good("hint-gesture", "ca", .hint, "Toca la melodia del despertador."),
        .good("hint-gesture", "ca", .hint, "Activa Sacsejar per desfer."),

        .bad("hint-control-type", "ca", .hint, "Botó que afegeix un nom."),
        .bad("hint-control-type", "ca", .hint, "Regulador que ajusta l'escala."),
        .good("hint-control-type", "ca", .hint, "Afegeix un nom."),
        .good("hint-control-type", "ca", .hint, "Encén l'interruptor de la cuina."),

        .bad("hint-repeats-label", "ca", .hint, "Desa desa els canvis.", label: "Desa"),
        .bad("hint-repeats-label", "ca", .hint, "Enrere torna a la pantalla anterior.", label: "Enrere"),
        .good("hint-repeats-label", "ca", .hint, "Desa els canvis.", label: "Desa"),
        .good("hint-repeats-label", "ca", .hint, "Elimina el missatge.", label: "Elimina"),

        .bad("hint-missing-period", "ca", .hint, "Reprodueix la cançó", fix: "Reprodueix la cançó."),
        .bad("hint-missing-period", "ca", .hint, "Afegeix una ciutat。", fix: "Afegeix una ciutat."),
        .good("hint-missing-period", "ca", .hint, "Reprodueix la cançó."),
        .good("hint-missing-period", "ca", .hint, "Obre el menú…"),

        .bad("hint-capitalization", "ca", .hint, "reprodueix la cançó.", fix: "Reprodueix la cançó."),
        .good("hint-capitalization", "ca", .hint, "Reprodueix la cançó."),
        .good("hint-capitalization", "ca", .hint, "L'iCloud manté les notes sincronitzades."),

        .bad("hint-length", "ca", .hint,
             "Obre la configuració on pots triar quin dels teus comptes s'utilitza quan publiques, respons o comparteixes un estat des de la cronologia."),
        .good("hint-length", "ca", .hint, "Obre la configuració del compte."),
    ]
}
