/// Romanian (ro, and through the registry ro-RO, ro-MD): hints are verb phrases in the third
/// person singular without a subject ("Redă melodia.", "Deschide setările."), labels short phrases
/// without a final period, in the form of Apple's Romanian buttons (a verb, "Partajează", or a
/// noun, "Ștergere text"). The letters ș and ț are written with a comma below; their cedilla
/// look-alikes (ş, ţ), which older keyboards type, fold to them. A hyphen separates words
/// ("site-ul", "Conectează-te").
extension LanguageProfile {
    /// The Romanian table (ro; ro-RO and ro-MD fall back to it).
    public static let romanian = LanguageProfile(
        code: "ro", name: "Romanian", hasLetterCase: true,
        foldings: RomanianGrammar.foldings,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "etc", "nr", "pag", "p", "str", "tel", "dl", "dna", "dra", "dr", "prof", "ing", "conf", "vs", "ex", "min", "max",
            "sec", "aprox", "cca", "ian", "feb", "mar", "apr", "iun", "iul", "aug", "sept", "oct", "nov", "dec", "vol", "cap",
            "fig", "art", "alin", "lit", "ed", "buc", "ș.a", "ș.a.m.d", "ş.a", "ş.a.m.d", "d-l", "d-na", "de ex", "s.a",
        ],
        terms: TermTable(RomanianGrammar.terms, segmentation: .words),
        instructionMarkers: RomanianGrammar.instructionMarkers,
        vagueLabels: RomanianGrammar.vagueLabels, vagueConcepts: RomanianGrammar.vagueConcepts,
        determiners: [
            "un", "o", "unui", "unei", "niște", "acest", "această", "acești", "aceste", "acestui", "acestei", "acel", "acea",
            "acei", "acele", "toate", "toți", "tot", "toată", "cel", "cea", "cei", "cele", "al", "a", "ai", "ale", "fiecare",
            "orice",
        ],
        // Masculine and neuter singular, plural, and their oblique forms; not the feminine "-a",
        // which ends as many verbs do once folded ("salvează").
        determinerSuffixes: ["ul", "ului", "le", "lor"],
        hintForm: RomanianGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["de", "al", "a", "ai", "ale"], headFollows: false),
        conditionMarkers: ["dacă"], purposeMarkers: ["pentru"], conjunctions: ["și", "sau", "ori"],
        reflexivePronouns: ["te", "vă"],
        descriptiveVerbs: ["vezi": "Afișează", "vedeți": "Afișează", "vizualizați": "Afișează"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["apoi", "acum", "ulterior"],
        stateConcepts: RomanianGrammar.stateConcepts, controlTypeConcepts: RomanianGrammar.controlTypeConcepts,
        gestureConcepts: RomanianGrammar.gestureConcepts,
        examples: RomanianGrammar.examples)
}

/// Romanian hint grammar. The right form is the third person singular ("Redă", "Deschide",
/// "Selectează", "Citește"); the familiar (`tu`) imperative of almost every verb is spelled alike
/// ("Selectează" commands and describes), so it is never reported. What can be told apart is
/// reported, each form looked up in a lexicon of the verbs of user interfaces: the polite and
/// plural imperative ("Redați", "Deschideți", "Citiți"), the few familiar imperatives that differ
/// ("Vezi", "Fă", "Introdu"), a familiar imperative with its pronoun ("Conectează-te"), the
/// infinitive ("A reda melodia.", "Pentru a deschide meniul."), requests ("Vă rugăm", "Te rog"),
/// prohibitions ("Nu selecta", "Nu închideți"; "Nu închide" also describes, and is left alone),
/// and "Poți …", which addresses the user.
enum RomanianGrammar {
    /// Cedilla look-alikes of the comma-below letters, and their capitals.
    static let foldings: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{15F}": "\u{219}", "\u{163}": "\u{21B}", "\u{15E}": "\u{218}", "\u{162}": "\u{21A}",
    ]

    /// A table phrase as the words of a text fold it (hyphens separate words).
    static func folded(_ phrase: String) -> String { AnalyzedText(phrase, foldings: foldings).foldedPhrase }

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["selectat", "selectată", "selectate", "neselectat", "neselectată", "neselectate", "deselectat"]),
        .checked: .words(["bifat", "bifată", "bifate", "nebifat", "nebifată", "debifat"]),
        .dimmed: .words(["estompat", "estompată"]),
        .expanded: .none(because: "« extins » is as often an ordinary word (Vizualizare extinsă)"),
        .collapsed: .none(because: "« restrâns » is as often an ordinary word (Acces restrâns)"),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and « activat » is a setting's own text"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and « dezactivat » is a setting's own text"),
    ]

    // MARK: Terms

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// with the definite (« butonul ») and plural forms a label or hint writes: the source of the
    /// control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["buton", "butonul", "butoane", "butoanele", "butonului", "butoanelor"]),
        .link: .none(because: "« link » is as often what the element acts on (Copiază linkul)"),
        .image: .none(because: "« imagine » is as often what the element acts on (Salvează imaginea); a label that is only « Imagine » is vague"),
        .textField: .words(["câmp de text", "câmpul de text", "câmpuri de text", "câmpurile de text", "câmpului de text", "casetă de text", "caseta de text"]),
        .searchField: .words(["câmp de căutare", "câmpul de căutare", "câmpului de căutare"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["glisor", "glisorul", "glisoare", "glisorului"]),
        .adjustable: .none(because: "« ajustabil » is an ordinary adjective of labels"),
        .toggle: .none(because: "« comutator » is as often what the element is about (Comutator între file)"),
        .checkbox: .words(["casetă de selectare", "caseta de selectare", "casete de selectare", "căsuță de bifare", "căsuța de bifare", "checkbox"]),
        .radioButton: .words(["buton radio", "butonul radio", "butoane radio"]),
        .picker: .none(because: "« selector » alone names what the element chooses as often (Selector de limbă)"),
        .segmentedControl: .words(["control segmentat", "controlul segmentat"]),
        .tab: .none(because: "« filă » is as often content (a browser's tab)"),
        .tabBar: .words(["bară de file", "bara de file"]),
        .menu: .none(because: "« meniu » is as often the name of the element that opens one"),
        .popUpButton: .words(["meniu pop-up", "meniul pop-up"]),
        .comboBox: .words(["listă derulantă", "lista derulantă", "meniu derulant", "meniul derulant", "casetă combinată"]),
        .heading: .none(because: "« titlu » and « antet » are as often content"),
        .progressIndicator: .none(because: "« bară de progres » is as often what a label describes (a download's progress)"),
        .stepper: .none(because: "no Romanian word for a stepper is in use in labels"),
        .list: .none(because: "« listă » is as often what the element shows (Lista de lectură)"),
        .scrollBar: .none(because: "« bară de derulare » is named in labels only as what they act on"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. The polite imperatives ("Atingeți", "Glisați") command only; the familiar ones
    /// ("Atinge", "Glisează") are also third persons, instructions where they open the text or
    /// before a marker.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["atingeți", "atingeti", "atingând", "atinge"]),
        .doubleTap: .words([
            "atinge de două ori", "atingeți de două ori", "atingere dublă", "dublă atingere", "apasă de două ori", "apăsați de două ori",
        ]),
        .tripleTap: .words(["atinge de trei ori", "atingeți de trei ori", "atingere triplă", "triplă atingere"]),
        .longPress: .words([
            "ține apăsat", "țineți apăsat", "ține apăsată", "țineți apăsată", "menține apăsat", "mențineți apăsat", "ținând apăsat",
            "apăsare lungă", "apasă lung", "apăsați lung", "atinge lung", "atingeți lung", "atingere lungă", "3d touch", "force touch",
        ]),
        .swipe: .words(["glisați", "glisati", "glisând", "glisează", "trage cu degetul", "trageți cu degetul"]),
        .drag: .words(["trageți", "trageti", "trăgând", "trage"]),
        .pinch: .words(["ciupiți", "ciupește", "ciupind", "apropiați degetele", "depărtați degetele", "apropie degetele", "depărtează degetele"]),
        .rotate: .none(because: "« rotește » is as often what the element does (Rotește fotografia.)"),
        .shake: .words(["scuturați", "scuturând", "scutură", "agitați", "agită"]),
        .click: .words([
            "dublu clic", "clic dublu", "dă clic", "dați clic", "faceți clic", "fă clic", "dând clic", "clic", "click",
        ]),
        .press: .words(["apăsați", "apasati", "apăsând", "apasă", "apasa"]),
        .scroll: .words(["derulați", "derulati", "derulând", "derulează"]),
        .fingers: .words(["două degete", "trei degete", "patru degete"]),
    ]

    /// The directions of a swipe or drag ("Glisați la stânga").
    static let directions = ["la stânga", "la dreapta", "spre stânga", "spre dreapta", "în sus", "în jos"]

    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ kind: TermKind, _ phrases: [String]) {
            for phrase in phrases { terms.append(Term(folded(phrase), kind)) }
        }
        // Gestures: instructions wherever they are, but for the familiar imperatives that are also
        // third persons (« Atinge limita », « Trage concluzii »), instructions at the start or
        // before a marker, and « derulează », which describes scrolling as a result (« Derulează
        // la început. »): an instruction only before a marker.
        for term in gestureConcepts.terms(
            leading: ["atinge", "atingând", "glisează", "glisând", "trage", "trăgând", "ciupește", "scutură", "agită", "apasă", "apasa", "apăsând",
                      "derulând", "clic", "click"],
            marked: ["derulează"]) {
            add(term.kind, [term.text])
        }
        // With a direction, the whole phrase is the gesture ("Glisați la stânga pentru a șterge");
        // « derulează în jos » also describes scrolling as a result: an instruction only before a
        // marker ("Derulează în jos pentru a vedea mai multe").
        for verb in ["glisați", "trageți", "derulați", "trage cu degetul", "trageți cu degetul"] {
            add(.gesture, directions.map { "\(verb) \($0)" })
        }
        for verb in ["glisează", "trage"] {
            add(.leadingGesture, directions.map { "\(verb) \($0)" })
        }
        add(.instructionGesture, directions.map { "derulează \($0)" })
        // A feature's name, not an instruction.
        add(.neutral, ["agitare pentru anulare", "scutură pentru a anula"])

        add(.controlType, controlTypeConcepts.allWords)
        // Hardware buttons and the buttons of a remote are things, not the element's type.
        add(.neutral, [
            "butonul lateral", "buton lateral", "butonul de pornire", "butonul home", "butonul principal", "butoanele de volum",
            "butonul de volum", "butonul de acțiune", "butonul superior", "butonul mouse-ului", "butoanele mouse-ului",
        ])
        add(.state, stateConcepts.allWords)
        return terms
    }()

    /// What makes a familiar gesture verb an instruction when it follows it ("Apasă pe Salvare",
    /// "Atinge aici", "Derulează pentru a vedea mai mult").
    static let instructionMarkers: Set<String> = [
        "pentru", "aici", "pe", "oriunde", "apoi", "rapid", "ușor", "cu", "lung", "și", "ca",
    ]

    /// Not "altele": it is also "Other", a legitimate choice in a list.
    static let vagueLabels: Set<String> = Set([
        "buton", "pictogramă", "fără titlu", "element", "etichetă", "text",
    ].map(folded))

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["mai mult", "mai multe"],
        .learnMore: [
            "află mai multe", "aflați mai multe", "citește mai mult", "citește mai multe", "citiți mai mult", "citiți mai multe",
            "vezi mai mult", "vezi mai multe", "vedeți mai multe",
        ],
        .clickHere: [
            "clic aici", "click aici", "dă clic aici", "faceți clic aici", "fă clic aici", "atinge aici", "atingeți aici", "apasă aici",
            "apăsați aici",
        ],
        .details: ["detalii", "mai multe detalii", "vezi detalii", "vizualizați detalii", "afișează detaliile", "afișați detaliile"],
        .info: ["info", "informații", "mai multe informații", "informații suplimentare"],
        .here: ["aici"],
        .link: ["link", "linkul"],
        .image: ["imagine", "imaginea"],
    ].mapValues { $0.map(folded) }

    // MARK: Verbs

    /// A verb of the lexicon: its short infinitive, third person singular, polite (second plural)
    /// imperative, and familiar imperative where it differs from the third person (else empty).
    struct Verb: Sendable {
        let infinitive: String
        let third: String
        let plural: String
        let familiar: String
    }

    /// First-conjugation verbs with `-ez-`: "selecta" → "selectează", "selectați".
    static let ezVerbs: [String] = [
        "selecta", "deselecta", "salva", "edita", "seta", "reseta", "configura", "activa", "dezactiva", "reactiva", "bloca",
        "debloca", "marca", "demarca", "bifa", "debifa", "anula", "actualiza", "filtra", "sorta", "partaja", "naviga", "derula",
        "micșora", "conecta", "deconecta", "reconecta", "abona", "dezabona", "apela", "vizualiza", "previzualiza", "raporta",
        "semnala", "instala", "dezinstala", "reinstala", "sincroniza", "personaliza", "fixa", "atașa", "arhiva",
        "dezarhiva", "decupa", "evalua", "vota", "comenta", "posta", "utiliza", "finaliza", "înainta", "redirecționa", "explora",
        "vizita", "reîmprospăta", "gestiona", "administra", "contacta", "memora", "nota", "fotografia", "filma", "înregistra",
        "scana", "captura", "alterna", "ordona", "grupa", "afișa", "accesa", "glisa", "păstra", "copia", "lansa", "optimiza",
        "organiza", "aranja", "redimensiona", "poziționa", "menționa", "cita", "autoriza", "valida", "calcula", "localiza",
        "programa", "minimiza", "maximiza", "formata", "completa", "dubla", "estompa", "transfera", "genera",
        "regenera", "parca", "recomanda", "descuraja", "încuraja", "închiria", 
    ]

    /// First-conjugation verbs without `-ez-`, with their third person (its vowel may change:
    /// "apăsa" → "apasă"); the polite imperative is the infinitive's stem + `-ați`.
    static let plainFirstVerbs: [(String, String)] = [
        ("căuta", "caută"), ("apăsa", "apasă"), ("adăuga", "adaugă"), ("reda", "redă"), ("arăta", "arată"), ("lăsa", "lasă"),
        ("încerca", "încearcă"), ("reîncerca", "reîncearcă"), ("schimba", "schimbă"), ("juca", "joacă"), ("întreba", "întreabă"),
        ("asculta", "ascultă"), ("intra", "intră"), ("aștepta", "așteaptă"), ("cânta", "cântă"), ("număra", "numără"),
        ("ajuta", "ajută"), ("descărca", "descarcă"), ("încărca", "încarcă"), ("reîncărca", "reîncarcă"), ("mișca", "mișcă"),
        ("muta", "mută"), ("imprima", "imprimă"), ("modifica", "modifică"), ("verifica", "verifică"), ("confirma", "confirmă"),
        ("elimina", "elimină"), ("comuta", "comută"), ("continua", "continuă"), ("repeta", "repetă"), ("amesteca", "amestecă"),
        ("cumpăra", "cumpără"), ("suna", "sună"), ("ignora", "ignoră"), ("accepta", "acceptă"), ("refuza", "refuză"),
        ("exporta", "exportă"), ("importa", "importă"), ("aplica", "aplică"), ("rezerva", "rezervă"), ("publica", "publică"),
        ("termina", "termină"), ("invita", "invită"), ("duplica", "duplică"), ("autentifica", "autentifică"),
        ("notifica", "notifică"), ("curăța", "curăță"), ("afla", "află"), ("urca", "urcă"), ("comanda", "comandă"),
        ("plasa", "plasează"), ("scutura", "scutură"), ("agita", "agită"), ("anunța", "anunță"), ("renunța", "renunță"),
        ("specifica", "specifică"), ("indica", "indică"),
    ]

    /// Fourth-conjugation verbs with `-esc-`: "citi" → "citește", "citiți".
    static let escVerbs: [String] = [
        "citi", "găsi", "porni", "reporni", "opri", "redenumi", "folosi", "primi", "goli", "urmări", "mări", "lipi", "tipări",
        "roti", "plăti", "dori", "vorbi", "aminti", "reaminti", "sfârși", "converti", "înlocui", "construi", "reînnoi", "numi",
        "reciti", "răsfoi", "grăbi", "ocoli", "privi", "obișnui", "netezi", "întări",
        "îmbunătăți", "dezlipi", "împărtăși", 
    ]

    /// Third-conjugation verbs (`-e`): the third person is the infinitive, the polite imperative
    /// its stem + `-eți`; with the familiar imperatives that differ ("introduce" → "introdu").
    static let thirdConjugationVerbs: [(String, String)] = [
        ("deschide", ""), ("redeschide", ""), ("închide", ""), ("șterge", ""), ("alege", ""), ("scrie", ""), ("rescrie", ""),
        ("descrie", ""), ("înscrie", ""), ("trimite", ""), ("retrimite", ""), ("transmite", ""), ("permite", ""), ("atinge", ""),
        ("trage", ""), ("ține", ""), ("menține", ""), ("obține", ""), ("pune", ""), ("compune", ""), ("propune", ""),
        ("depune", ""), ("spune", ""), ("răspunde", ""), ("ascunde", ""), ("extinde", ""), ("restrânge", ""), ("respinge", ""),
        ("începe", ""), ("trece", ""), ("întoarce", ""), ("scoate", ""), ("include", ""), ("exclude", ""), ("întrerupe", ""),
        ("prinde", ""), ("aprinde", ""), ("stinge", ""), ("cere", ""), ("împinge", ""), ("strânge", ""), ("merge", "mergi"),
        ("face", "fă"), ("reface", "refă"), ("desface", "desfă"), ("reduce", ""), ("introduce", "introdu"),
        ("reintroduce", "reintrodu"), ("traduce", "tradu"), ("aduce", "adu"), ("duce", "du"), ("produce", ""), ("rupe", ""),
        ("conduce", ""), ("bate", ""),
    ]

    /// Irregular verbs: infinitive, third person, polite imperative, familiar imperative where it
    /// differs. No familiar form for "avea" ("ai" also says "you have").
    private static let irregularVerbTable: [(String, String, String, String)] = [
        ("vedea", "vede", "vedeți", "vezi"), ("revedea", "revede", "revedeți", "revezi"), ("veni", "vine", "veniți", "vino"),
        ("reveni", "revine", "reveniți", "revino"), ("ieși", "iese", "ieșiți", "ieși"), ("sări", "sare", "săriți", "sari"),
        ("descoperi", "descoperă", "descoperiți", ""), ("acoperi", "acoperă", "acoperiți", ""), ("oferi", "oferă", "oferiți", ""),
        ("distribui", "distribuie", "distribuiți", ""), ("dezvălui", "dezvăluie", "dezvăluiți", ""),
        ("cobori", "coboară", "coborâți", ""), ("hotărî", "hotărăște", "hotărâți", ""), ("lua", "ia", "luați", ""),
        ("relua", "reia", "reluați", ""), ("da", "dă", "dați", ""), ("sta", "stă", "stați", "stai"),
        ("tăia", "taie", "tăiați", ""), ("încheia", "încheie", "încheiați", ""), ("crea", "creează", "creați", ""),
        ("recrea", "recreează", "recreați", ""), ("fi", "este", "fiți", "fii"), ("ști", "știe", "știți", ""),
        ("împărți", "împarte", "împărțiți", ""), ("dormi", "doarme", "dormiți", ""), ("auzi", "aude", "auziți", ""),
        ("simți", "simte", "simțiți", ""), ("apărea", "apare", "apăreți", ""), ("rămâne", "rămâne", "rămâneți", "rămâi"),
    ]

    static let verbs: [Verb] = {
        var verbs: [Verb] = []
        for infinitive in ezVerbs {
            let stem = String(infinitive.dropLast())
            let third: String
            if stem.hasSuffix("c") || stem.hasSuffix("g") {
                third = stem + "hează"
            } else if stem.hasSuffix("i") {
                third = stem + "ază"
            } else {
                third = stem + "ează"
            }
            verbs.append(Verb(infinitive: infinitive, third: third, plural: stem + "ați", familiar: ""))
        }
        for (infinitive, third) in plainFirstVerbs {
            verbs.append(Verb(infinitive: infinitive, third: third, plural: String(infinitive.dropLast()) + "ați", familiar: ""))
        }
        for infinitive in escVerbs {
            let stem = String(infinitive.dropLast())
            let third = stem.hasSuffix("u") || stem.hasSuffix("o") ? infinitive + "ește" : stem + "ește"
            verbs.append(Verb(infinitive: infinitive, third: third, plural: infinitive + "ți", familiar: ""))
        }
        for (infinitive, familiar) in thirdConjugationVerbs {
            verbs.append(Verb(infinitive: infinitive, third: infinitive, plural: String(infinitive.dropLast()) + "eți", familiar: familiar))
        }
        for (infinitive, third, plural, familiar) in irregularVerbTable {
            verbs.append(Verb(infinitive: infinitive, third: third, plural: plural, familiar: familiar))
        }
        return verbs
    }()

    static let thirdPersons: Set<String> = Set(verbs.map(\.third)).union(["poate", "trebuie", "are"])

    /// Short infinitive → third person.
    static let infinitives: [String: String] = Dictionary(verbs.map { ($0.infinitive, $0.third) }, uniquingKeysWith: { first, _ in first })

    /// Polite imperatives and the familiar ones that differ from every third person → third person.
    static let imperatives: [String: String] = {
        var forms: [String: String] = [:]
        for verb in verbs {
            for form in [verb.plural, verb.familiar] where !form.isEmpty && !thirdPersons.contains(form) && forms[form] == nil {
                forms[form] = verb.third
            }
        }
        return forms
    }()

    /// Polite imperatives of verbs outside the lexicon, by suffixes no noun opening a hint has:
    /// "-izați" → "-izează", "-ificați" → "-ifică", "-ionați" → "-ionează".
    static func derivedImperative(_ word: String) -> String? {
        guard word.count >= 8 else { return nil }
        if word.hasSuffix("izați") || word.hasSuffix("ionați") { return String(word.dropLast(3)) + "ează" }
        if word.hasSuffix("ificați") { return String(word.dropLast(3)) + "ă" }
        return nil
    }

    /// Short infinitives of verbs outside the lexicon, by the same suffixes: "optimiza", "clarifica".
    static func derivedInfinitive(_ word: String) -> String? {
        guard word.count >= 7 else { return nil }
        if word.hasSuffix("iza") || word.hasSuffix("iona") { return String(word.dropLast()) + "ează" }
        if word.hasSuffix("ifica") { return String(word.dropLast()) + "ă" }
        return nil
    }

    static func third(ofInfinitive word: String) -> String? { infinitives[word] ?? derivedInfinitive(word) }

    /// The pronouns that follow an imperative after a hyphen ("Deschide-l", "Conectează-te").
    static let encliticPronouns: Set<String> = ["te", "ți", "l", "o", "i", "le", "mi", "ne", "vă", "ni"]

    /// Third persons that describe with a purpose ("Servește pentru a …": it serves to …).
    static let purposeDescribingThirds: Set<String> = ["servește", "este", "folosește", "poate", "trebuie", "are"]

    /// Verbs that address the user ("Poți …", "Puteți …").
    static let addressingVerbs: Set<String> = ["poți", "puteți"]

    /// Words that open a hint without a verb ("Un mesaj nou.", "Acest buton …").
    static let nonVerbStarters: Set<String> = ["un", "niște", "acest", "această", "acești", "aceste"]

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
        func through(_ index: Int) -> String { text.slice(first.start, words[index].end) }
        func capitalized(_ form: String) -> String { LetterCase.capitalized(form, like: written) }

        // "Vă rugăm", "Te rugăm", "Vă rog", "Te rog", anywhere.
        for index in words.indices.dropLast() where words[index].folded == "vă" || words[index].folded == "te" {
            let next = words[index + 1].folded
            if next == "rugăm" || next == "rog" {
                return HintFormIssue(.request, words: text.slice(words[index].start, words[index + 1].end))
            }
        }
        switch word {
        case "nu":
            return prohibition(words, text)
        case "a":
            // "A reda melodia." — an infinitive; "A fost adăugat." describes.
            guard let verb = folded(1), let third = third(ofInfinitive: verb) else { return nil }
            return HintFormIssue(.infinitive, words: through(1), suggestion: capitalized(third))
        case "pentru":
            // "Pentru a deschide meniul." — a purpose, not the result.
            guard folded(1) == "a", let verb = folded(2), let third = third(ofInfinitive: verb) else { return nil }
            return HintFormIssue(.infinitive, words: through(2), suggestion: capitalized(third))
        case "tu", "dumneavoastră":
            guard folded(1) != nil else { return nil }
            return HintFormIssue(.addressesUser, words: through(1), severity: .info)
        default:
            break
        }
        if addressingVerbs.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if thirdPersons.contains(word) {
            // The familiar imperative puts its pronouns after a hyphen ("Conectează-te",
            // "Răsfoiește-ți folderele", "Deschide-l"); the third person puts them first ("Îl deschide").
            if let pronoun = folded(1), encliticPronouns.contains(pronoun), text.slice(first.end, words[1].start) == "-" {
                return HintFormIssue(.imperative, words: through(1))
            }
            // "Selectează pentru a deschide vizualizarea." tells the user what to do for a result,
            // the purpose; a descriptive verb has its object ("Activează redarea automată.").
            if folded(1) == "pentru", folded(2) == "a", !purposeDescribingThirds.contains(word),
                let verb = folded(3), let result = third(ofInfinitive: verb)
            {
                return HintFormIssue(.imperative, words: through(3), suggestion: capitalized(result))
            }
            return nil
        }
        if let third = imperatives[word] ?? derivedImperative(word) {
            // "Căutați un fișier?" asks the user.
            if text.endsWith("?") { return HintFormIssue(.addressesUser, words: written, severity: .info) }
            // "Conectați-vă": the descriptive form is reflexive ("Se conectează").
            if folded(1) == "vă" { return HintFormIssue(.imperative, words: through(1)) }
            return HintFormIssue(.imperative, words: written, suggestion: capitalized(third))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        // The long infinitive, a noun ("Redare melodie.", "Închidere", "Afișarea listei"): a
        // button's name, not a result.
        if word.count >= 5, word.hasSuffix("re") && infinitives[String(word.dropLast(2))] != nil
            || word.hasSuffix("rea") && infinitives[String(word.dropLast(3))] != nil
        {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// "Nu selecta …", "Nu închideți …"; "Nu închide" also says "does not close", and "Nu este
    /// disponibil." describes: both are left alone.
    private static func prohibition(_ words: [Word], _ text: AnalyzedText) -> HintFormIssue? {
        guard words.count > 1, !words[1].isPlaceholder else { return nil }
        let next = words[1].folded
        let span = text.slice(words[0].start, words[1].end)
        if thirdPersons.contains(next) { return nil }
        guard infinitives[next] != nil || imperatives[next] != nil || derivedImperative(next) != nil else { return nil }
        // "Nu găsiți fișierul?" asks the user.
        if text.endsWith("?") { return HintFormIssue(.addressesUser, words: span, severity: .info) }
        return HintFormIssue(.negativeCommand, words: span)
    }
}

extension RomanianGrammar {
    /// Every language-specific rule, in Romanian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ro", .label, "Redare.", fix: "Redare"),
        .bad("label-trailing-period", "ro", .label, "Adaugă la favorite.", fix: "Adaugă la favorite"),
        .good("label-trailing-period", "ro", .label, "Redare"),
        .good("label-trailing-period", "ro", .label, "Se încarcă…"),
        .good("label-trailing-period", "ro", .label, "Fotografii, videoclipuri etc."),

        .bad("label-control-type", "ro", .label, "Redare, buton", fix: "Redare"),
        .bad("label-control-type", "ro", .label, "Butonul Redare"),
        .bad("label-control-type", "ro", .label, "Glisor pentru volum"),
        // The field may be what the command acts on: "Golește" alone would be another label.
        .good("label-control-type", "ro", .label, "Golește câmpul de căutare"),
        .good("label-control-type", "ro", .label, "Redare"),
        .good("label-control-type", "ro", .label, "Butonul lateral"),
        .good("label-control-type", "ro", .label, "Comutator între file"),

        .bad("label-state", "ro", .label, "Wi-Fi, selectat", fix: "Wi-Fi"),
        .bad("label-state", "ro", .label, "Bifată"),
        .good("label-state", "ro", .label, "Șterge elementele selectate"),
        .good("label-state", "ro", .label, "%lld selectate"),
        .good("label-state", "ro", .label, "Wi-Fi"),

        .bad("label-gesture", "ro", .label, "Atinge pentru a reda"),
        .bad("label-gesture", "ro", .label, "Deschide o pagină. Apoi atinge pentru a salva"),
        .bad("label-gesture", "ro", .label, "Atingeți de două ori pentru a mări"),
        .bad("label-gesture", "ro", .label, "Glisați la stânga pentru a șterge"),
        .good("label-gesture", "ro", .label, "Acțiuni de glisare"),
        .good("label-gesture", "ro", .label, "Agitare pentru anulare"),
        .good("label-gesture", "ro", .label, "Derulează la început"),
        .good("label-gesture", "ro", .label, "Redare"),

        .bad("label-capitalization", "ro", .label, "redare", fix: "Redare"),
        .bad("label-capitalization", "ro", .label, "ștergere text", fix: "Ștergere text"),
        .good("label-capitalization", "ro", .label, "Redare"),
        .good("label-capitalization", "ro", .label, "iPhone-ul lui Andrei"),
        .good("label-capitalization", "ro", .label, "%@ aprecieri"),

        .bad("label-length", "ro", .label, "Apasă acest buton pentru a crea un mesaj nou către toți contactele tale"),
        .good("label-length", "ro", .label, "Mesaj nou"),

        .bad("label-vague", "ro", .label, "Află mai multe"),
        .bad("label-vague", "ro", .label, "Faceți clic aici"),
        .bad("label-vague", "ro", .label, "Mai multe informații"),
        .good("label-vague", "ro", .label, "Află mai multe despre prețuri"),
        .good("label-vague", "ro", .label, "Altele"),
        .good("label-vague", "ro", .label, "Redare"),

        .bad("hint-imperative", "ro", .hint, "Deschideți setările.", fix: "Deschide setările."),
        .bad("hint-imperative", "ro", .hint, "Redați melodia.", fix: "Redă melodia."),
        .bad("hint-imperative", "ro", .hint, "Selectați o dată.", fix: "Selectează o dată."),
        .bad("hint-imperative", "ro", .hint, "Citiți mesajul.", fix: "Citește mesajul."),
        .bad("hint-imperative", "ro", .hint, "Introdu codul.", fix: "Introduce codul."),
        .bad("hint-imperative", "ro", .hint, "Vezi detaliile.", fix: "Afișează detaliile."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Conectează-te la cont."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Conectați-vă la cont."),
        // A verb with a purpose is an instruction, whose result is the purpose: "Deschide …" would be right.
        .badWithoutFix("hint-imperative", "ro", .hint, "Selectează pentru a deschide vizualizarea egalizatorului."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Răsfoiește-ți folderele."),
        .badWithoutFix("hint-imperative", "ro", .hint, "A reda melodia."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Pentru a deschide meniul."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Vă rugăm să introduceți numele."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Nu selecta acest fișier."),
        .badWithoutFix("hint-imperative", "ro", .hint, "Nu închideți aplicația."),
        .good("hint-imperative", "ro", .hint, "Redă melodia."),
        .good("hint-imperative", "ro", .hint, "Deschide setările."),
        .good("hint-imperative", "ro", .hint, "Selectează o dată."),
        .good("hint-imperative", "ro", .hint, "Derulează la începutul listei."),
        .good("hint-imperative", "ro", .hint, "Se deschide meniul."),
        .good("hint-imperative", "ro", .hint, "Nu închide aplicația."),
        .good("hint-imperative", "ro", .hint, "Nu este disponibil offline."),
        .good("hint-imperative", "ro", .hint, "A fost adăugat la favorite."),
        .good("hint-imperative", "ro", .hint, "Poate dura câteva minute."),
        .good("hint-imperative", "ro", .hint, "Activează redarea automată."),

        .bad("hint-gesture", "ro", .hint, "Atingeți de două ori pentru a reda melodia."),
        .bad("hint-gesture", "ro", .hint, "Atinge pentru a deschide ecranul."),
        .bad("hint-gesture", "ro", .hint, "Glisați în sus pentru a șterge."),
        .bad("hint-gesture", "ro", .hint, "Țineți apăsat pentru a înregistra."),
        .bad("hint-gesture", "ro", .hint, "Salvează fișierul, apoi apasă pe Trimite."),
        .good("hint-gesture", "ro", .hint, "Derulează până sus."),
        .good("hint-gesture", "ro", .hint, "Șterge elementul."),
        .good("hint-gesture", "ro", .hint, "Arată numărul de atingeri."),

        .bad("hint-control-type", "ro", .hint, "Buton care adaugă un nume."),
        .bad("hint-control-type", "ro", .hint, "Acest glisor reglează scara."),
        .good("hint-control-type", "ro", .hint, "Adaugă un nume."),
        .good("hint-control-type", "ro", .hint, "Golește câmpul de căutare."),

        .bad("hint-repeats-label", "ro", .hint, "Salvare salvează modificările.", label: "Salvare"),
        .bad("hint-repeats-label", "ro", .hint, "Înapoi revine la ecranul anterior.", label: "Înapoi"),
        .good("hint-repeats-label", "ro", .hint, "Revine la ecranul anterior.", label: "Înapoi"),
        .good("hint-repeats-label", "ro", .hint, "Șterge o notă.", label: "Șterge"),
        .good("hint-repeats-label", "ro", .hint, "Șterge mesajul.", label: "Șterge"),

        .bad("hint-missing-period", "ro", .hint, "Redă melodia", fix: "Redă melodia."),
        .bad("hint-missing-period", "ro", .hint, "Adaugă un oraș。", fix: "Adaugă un oraș."),
        .good("hint-missing-period", "ro", .hint, "Redă melodia."),
        .good("hint-missing-period", "ro", .hint, "Deschide meniul…"),

        .bad("hint-capitalization", "ro", .hint, "redă melodia.", fix: "Redă melodia."),
        .bad("hint-capitalization", "ro", .hint, "șterge mesajul.", fix: "Șterge mesajul."),
        .good("hint-capitalization", "ro", .hint, "Redă melodia."),
        .good("hint-capitalization", "ro", .hint, "iCloud sincronizează notițele."),

        .bad("hint-length", "ro", .hint,
             "Deschide setările în care poți alege care dintre conturile tale este folosit când publici, răspunzi sau partajezi o postare din cronologie."),
        .good("hint-length", "ro", .hint, "Deschide setările contului."),
    ]
}
