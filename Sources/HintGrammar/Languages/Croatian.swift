/// Croatian: hints are verb phrases in the third person singular of the imperfective present
/// without a subject («Reproducira pjesmu.», «Otvara postavke.»); labels are short noun phrases or
/// imperatives («Reproduciraj», «Zatvori karticu») without a final period. The control-type words
/// are those of Apple's Croatian interfaces and VoiceOver («tipka», «klizač», «potvrdni okvir»),
/// with the «gumb» of Microsoft's and Google's Croatian terminology that apps also write.
extension LanguageProfile {
    /// The Croatian table (`hr`, also used for `hr-HR`).
    public static let croatian = LanguageProfile(
        code: "hr", name: "Croatian", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "itd", "npr", "tj", "odn", "sl", "usp", "br", "str", "tel", "min", "maks", "sek", "sat", "mil", "mlrd", "dr", "mr", "prof",
            "g", "gđa", "gđica", "ul", "cca", "pribl", "vs", "ok", "l", "god", "sij", "velj", "ožu", "tra", "svi", "lip", "srp", "kol",
            "ruj", "lis", "stu", "pro", "d.o.o", "d.d", "i sl", "i dr", "t. j", "tzv", "engl", "pon", "uto", "sri", "čet", "pet", "sub",
            "ned",
        ],
        terms: TermTable(CroatianGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "za", "da", "ovdje", "tu", "gdje", "bilo gdje", "i", "dvaput", "dvostruko", "triput", "lijevo", "desno", "gore", "dolje",
            "ulijevo", "udesno", "prema", "prst", "prstom", "prsta", "prstima",
        ],
        vagueLabels: [
            "gumb", "tipka", "ikona", "bez naslova", "bez naziva", "neimenovano", "element", "stavka", "tekst", "oznaka",
        ],
        vagueConcepts: [
            .more: ["više", "još", "još više"],
            .learnMore: [
                "saznajte više", "saznaj više", "više o tome", "pročitajte više", "pročitaj više", "opširnije", "nastavite čitati",
                "nastavi čitati",
            ],
            .clickHere: [
                "kliknite ovdje", "klikni ovdje", "kliknite tu", "klikni tu", "dodirnite ovdje", "dodirni ovdje", "dodirnite tu",
                "dodirni tu", "pritisnite ovdje", "pritisni ovdje",
            ],
            .details: ["pojedinosti", "detalji", "detaljnije", "prikaži pojedinosti", "prikaži detalje"],
            .info: ["informacije", "info", "više informacija", "dodatne informacije"],
            .here: ["ovdje", "tu"],
            .link: ["poveznica"],
            .image: ["slika"],
        ],
        determiners: [
            "ovaj", "ova", "ovo", "ove", "ovu", "ovog", "ovoga", "ovih", "taj", "ta", "to", "tu", "te", "tog", "svi", "sve", "sva",
            "svaki", "svaku", "svako", "svoj", "svoju", "svoje", "svoja", "vaš", "vašu", "vaše", "vaša", "tvoj", "tvoju", "tvoje",
            "tvoja", "moj", "moju", "moje", "odabrani", "odabranu", "odabrane", "odabrano", "trenutni", "trenutnu", "trenutno",
            "trenutne", "cijeli", "cijelu", "cijelo",
        ],
        hintForm: CroatianGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["za"], headFollows: false),
        conditionMarkers: ["ako"], purposeMarkers: ["da", "za", "kako"], conjunctions: ["i", "ili", "te", "pa", "a"],
        reflexivePronouns: ["se", "si"],
        descriptiveVerbs: [
            "pogledajte": "Prikazuje", "pogledaj": "Prikazuje", "pogledati": "Prikazuje",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["zatim", "potom", "onda", "sada"],
        stateConcepts: CroatianGrammar.stateConcepts, controlTypeConcepts: CroatianGrammar.controlTypeConcepts,
        gestureConcepts: CroatianGrammar.gestureConcepts,
        examples: CroatianGrammar.examples)
}

/// Croatian hint grammar: tells the imperative — singular («Otvori», «Reproduciraj») and plural
/// or polite («Otvorite», «Reproducirajte») —, the infinitive («Reproducirati»), requests
/// («Molimo …») and prohibitions («Nemojte …», «Ne …») from the third person of the imperfective
/// present («Otvara», «Reproducira») with a verb lexicon, and outside it by the endings no other
/// form shares (-irajte, -ujte, -irati, -ovati). The perfective present («otvori», «spremi») is
/// not a description in a main clause, so a singular imperative spelled like it is still a
/// command; an imperative spelled as the imperfective third person («traži», «čisti», «dijeli»)
/// cannot be told from a description and is not reported.
enum CroatianGrammar {
    /// The states VoiceOver announces, as Apple's Croatian interfaces word them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["odabrano", "odabran", "odabrana", "nije odabrano", "neodabrano"]),
        .checked: .words(["označeno", "označen", "označena", "nije označeno", "neoznačeno"]),
        .dimmed: .none(because: "«nedostupno», «zatamnjeno» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["prošireno", "proširen", "proširena"]),
        .collapsed: .words(["sažeto", "sažet", "sažeta"]),
        .on: .none(because: "«uključeno» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«isključeno» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]


    /// The control types VoiceOver announces, as Croatian words them (``ControlTypeConcept``), in
    /// every case: the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words([
            "tipka", "tipke", "tipki", "tipku", "tipkom", "tipkama", "gumb", "gumba", "gumbu", "gumbom", "gumbi", "gumbe", "gumbova",
            "gumbima",
        ]),
        .link: .none(because: "«poveznica», «veza» are as often what the element acts on (Kopiraj poveznicu, Podijeli vezu)"),
        .image: .none(because: "«slika» is as often what the element acts on (Spremi sliku); a label that is only «Slika» is vague"),
        .textField: .words([
            "tekstualno polje", "tekstualnog polja", "tekstualnom polju", "tekstualnim poljem", "tekstualna polja",
            "tekstualnih polja", "tekstualnim poljima", "tekstno polje", "tekstnog polja", "tekstnom polju", "tekstnim poljem",
            "polje za tekst", "polja za tekst", "polju za tekst",
        ]),
        .searchField: .words([
            "polje za pretraživanje", "polja za pretraživanje", "polju za pretraživanje", "poljem za pretraživanje",
            "polje za pretragu", "polja za pretragu", "polju za pretragu", "poljem za pretragu", "polje pretraživanja",
            "polja pretraživanja", "polju pretraživanja",
        ]),
        .secureTextField: .words([
            "sigurno tekstualno polje", "sigurnog tekstualnog polja", "sigurnom tekstualnom polju", "sigurnim tekstualnim poljem",
            "sigurno polje za tekst", "sigurnog polja za tekst",
        ]),
        .slider: .words(["klizač", "klizača", "klizaču", "klizačem", "klizači", "klizače", "klizačima"]),
        .adjustable: .none(because: "«prilagodljiv», «podesiv» are ordinary adjectives of labels (Podesiva brzina)"),
        .toggle: .none(because: "«prekidač» is as often a device the app controls (a smart-home switch) as the element's type"),
        .checkbox: .words([
            "potvrdni okvir", "potvrdnog okvira", "potvrdnom okviru", "potvrdnim okvirom", "potvrdni okviri", "potvrdne okvire",
            "potvrdnih okvira", "potvrdnim okvirima", "okvir za potvrdu", "okvira za potvrdu", "okviru za potvrdu",
        ]),
        .radioButton: .words([
            "izborni gumb", "izbornog gumba", "izbornom gumbu", "izbornim gumbom", "izborni gumbi", "izbornih gumba", "radio gumb",
            "radio gumba", "radijski gumb", "radijskog gumba", "izborna tipka", "izborne tipke",
        ]),
        .picker: .words([
            "birač", "birača", "biraču", "biračem", "birač datuma", "birača datuma", "biraču datuma", "birač vremena",
            "birača vremena",
        ]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («tipka») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («kartica») is content (Zatvori karticu, Nova kartica)"),
        .tabBar: .words([
            "traka kartica", "trake kartica", "traci kartica", "traku kartica", "trakom kartica", "traka s karticama",
            "trake s karticama",
        ]),
        .menu: .none(because: "«Izbornik» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "a pop-up button is read as a button («tipka») with its menu, which the button words cover"),
        .comboBox: .words([
            "padajući izbornik", "padajućeg izbornika", "padajućem izborniku", "padajućim izbornikom", "padajući popis",
            "padajućeg popisa", "padajućem popisu", "padajućim popisom", "kombinirani okvir", "kombiniranog okvira",
            "kombiniranom okviru",
        ]),
        .heading: .none(because: "«naslov» is as often content (a title, and an address: «adresa»)"),
        .progressIndicator: .words([
            "traka napretka", "trake napretka", "traci napretka", "traku napretka", "trakom napretka", "pokazatelj napretka",
            "pokazatelja napretka", "indikator napretka", "indikatora napretka", "indikator tijeka", "indikatora tijeka",
        ]),
        .stepper: .none(because: "a stepper is read as its two buttons (Povećaj, Smanji); Croatian has no settled word for the whole"),
        .list: .none(because: "«popis» is as often what the element shows (Popis pjesama, Prikaži popis)"),
        .scrollBar: .words([
            "traka za pomicanje", "trake za pomicanje", "traci za pomicanje", "traku za pomicanje", "klizna traka", "klizne trake",
            "kliznoj traci", "kliznu traku",
        ]),
    ]

    /// The gestures, as Croatian words them (``GestureConcept``): imperatives (singular and
    /// plural or polite) and instrumental nouns («dodirom», by tapping) name the gesture as an
    /// instruction; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "dodirnite", "dodirni", "dodirom", "kucnite", "kucni", "kucanjem", "lupnite", "lupni", "taknite", "takni",
        ]),
        .doubleTap: .words([
            "dvaput dodirnite", "dodirnite dvaput", "dvaput dodirni", "dodirni dvaput", "dva puta dodirnite", "dodirnite dva puta",
            "dvostruki dodir", "dvostrukim dodirom", "dvaput kucnite", "kucnite dvaput", "dvostruko dodirnite", "dvostruko kucnite",
        ]),
        .tripleTap: .words([
            "triput dodirnite", "dodirnite triput", "tri puta dodirnite", "dodirnite tri puta", "trostruki dodir",
            "trostrukim dodirom",
        ]),
        .longPress: .words([
            "zadržite", "zadrži", "dodirnite i zadržite", "dodirni i zadrži", "pritisnite i zadržite", "pritisni i zadrži",
            "dugo pritisnite", "dugo pritisni", "dugi pritisak", "dugim pritiskom", "dugim dodirom", "dodirom i zadržavanjem",
        ]),
        .swipe: .words([
            "prijeđite prstom", "prijeđi prstom", "povucite prstom", "povuci prstom", "kliznite prstom", "klizni prstom",
            "potezom prsta", "prelaskom prsta",
        ]),
        .drag: .words(["povucite", "povuci", "povlačenjem", "povucite i ispustite"]),
        .pinch: .words([
            "stisnite prste", "stisni prste", "raširite prste", "raširi prste", "razmaknite prste", "spojite prste",
            "stiskanjem prstiju", "širenjem prstiju",
        ]),
        .rotate: .none(because: "«zakreni», «okreni» are as often what the element does (Zakreće fotografiju.)"),
        .shake: .words(["protresite", "protresi", "protresanjem", "protresite uređaj", "protresite telefon"]),
        .click: .words(["kliknite", "klikni", "klikom", "dvokliknite", "dvoklikni", "dvaput kliknite", "dvoklikom"]),
        .press: .words(["pritisnite", "pritisni", "pritiskom"]),
        .scroll: .words(["pomaknite se", "pomakni se", "listajte", "listaj", "pomicanjem"]),
        .fingers: .words([
            "s dva prsta", "dvama prstima", "dvoma prstima", "s tri prsta", "trima prstima", "s četiri prsta", "jednim prstom",
        ]),
    ]

    /// Gesture words that also name a setting or a feature («Dvostruki dodir za zumiranje»,
    /// «Zvuk klika»): an instruction when they open the text or an instruction word follows.
    static let leadingGestures: Set<String> = [
        "dvostruki dodir", "trostruki dodir", "dugi pritisak", "klikom", "pritiskom", "dodirom", "s dva prsta", "dvama prstima",
        "dvoma prstima", "s tri prsta", "trima prstima", "s četiri prsta", "jednim prstom", "pomicanjem",
    ]
    /// Gesture words that are as often ordinary verbs: «Pomaknite se na sljedeću stanicu» moves
    /// the user along, «Listaj katalog» browses it; an instruction only when a marker follows.
    static let instructionGestures: Set<String> = ["pomaknite se", "pomakni se", "listajte", "listaj", "zadrži", "zadržite"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures, marked: instructionGestures)
        // Names of features, not gestures.
        for phrase in ["protresi za poništavanje", "protresite za poništavanje", "povuci i ispusti", "dodir straga"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives, its singular imperatives (the plural or
    /// polite form is derived: «otvori» → «otvorite»), and the imperfective third person a hint
    /// should use («otvara»), when one fits.
    typealias Verb = InterfaceVerb

    /// Croatian hints use the imperfective present («Reproducira», «Otvara»: what the element
    /// does when activated). Gesture verbs and the user's own actions («Unesite lozinku») have no
    /// suggestion.
    static let verbs: [Verb] = [
        Verb(["reproducirati"], ["reproduciraj"], "reproducira"),
        Verb(["pustiti", "puštati"], ["pusti"], "pušta"),
        Verb(["pauzirati"], ["pauziraj"], "pauzira"),
        Verb(["otvoriti", "otvarati"], ["otvori", "otvaraj"], "otvara"),
        Verb(["zatvoriti", "zatvarati"], ["zatvori", "zatvaraj"], "zatvara"),
        Verb(["dodati", "dodavati"], ["dodaj"], "dodaje"),
        Verb(["izbrisati", "obrisati", "brisati"], ["izbriši", "obriši", "briši"], "briše"),
        Verb(["ukloniti", "uklanjati"], ["ukloni", "uklanjaj"], "uklanja"),
        Verb(["spremiti", "spremati"], ["spremi", "spremaj"], "sprema"),
        Verb(["odabrati", "odabirati", "birati"], ["odaberi", "biraj"], "odabire"),
        Verb(["izabrati"], ["izaberi"], "bira"),
        Verb(["prikazati", "prikazivati"], ["prikaži", "prikazuj"], "prikazuje"),
        Verb(["pokazati", "pokazivati"], ["pokaži", "pokazuj"], "pokazuje"),
        Verb(["sakriti", "skrivati"], ["sakrij", "skrivaj"], "skriva"),
        Verb(["zaustaviti", "zaustavljati"], ["zaustavi"], "zaustavlja"),
        Verb(["pokrenuti", "pokretati"], ["pokreni"], "pokreće"),
        Verb(["započeti", "započinjati"], ["započni"], "započinje"),
        Verb(["završiti", "završavati"], ["završi"], "završava"),
        Verb(["nastaviti", "nastavljati"], ["nastavi"], "nastavlja"),
        Verb(["otkazati", "otkazivati"], ["otkaži"], "otkazuje"),
        Verb(["poništiti", "poništavati"], ["poništi"], "poništava"),
        Verb(["promijeniti", "mijenjati"], ["promijeni", "mijenjaj"], "mijenja"),
        Verb(["urediti", "uređivati"], ["uredi", "uređuj"], "uređuje"),
        Verb(["poslati", "slati"], ["pošalji", "šalji"], "šalje"),
        Verb(["stvoriti", "stvarati"], ["stvori"], "stvara"),
        Verb(["kreirati"], ["kreiraj"], "kreira"),
        Verb(["ići", "otići"], ["idi", "otiđi"], "ide"),
        Verb(["osvježiti", "osvježavati"], ["osvježi"], "osvježava"),
        Verb(["preuzeti", "preuzimati"], ["preuzmi"], "preuzima"),
        Verb(["učitati", "učitavati"], ["učitaj"], "učitava"),
        Verb(["prenijeti", "prenositi"], ["prenesi"], "prenosi"),
        Verb(["instalirati"], ["instaliraj"], "instalira"),
        Verb(["uključiti", "uključivati"], ["uključi"], "uključuje"),
        Verb(["isključiti", "isključivati"], ["isključi"], "isključuje"),
        Verb(["povezati", "povezivati"], ["poveži"], "povezuje"),
        Verb(["prekinuti", "prekidati"], ["prekini"], "prekida"),
        Verb(["prebaciti", "prebacivati"], ["prebaci"], "prebacuje"),
        Verb(["kopirati"], ["kopiraj"], "kopira"),
        Verb(["zalijepiti", "lijepiti"], ["zalijepi"], "lijepi"),
        Verb(["izrezati"], ["izreži"], "izrezuje"),
        Verb(["pretražiti", "pretraživati"], ["pretraži", "pretražuj"], "pretražuje"),
        Verb(["pronaći", "nalaziti"], ["pronađi"], "pronalazi"),
        Verb(["premjestiti", "premještati"], ["premjesti"], "premješta"),
        Verb(["pomaknuti", "pomicati"], ["pomakni"], "pomiče"),
        Verb(["ponoviti", "ponavljati"], ["ponovi"], "ponavlja"),
        Verb(["preskočiti", "preskakati"], ["preskoči"], "preskače"),
        Verb(["proširiti", "proširivati"], ["proširi"], "proširuje"),
        Verb(["sažeti", "sažimati"], ["sažmi"], "sažima"),
        Verb(["zakrenuti", "zakretati"], ["zakreni"], "zakreće"),
        Verb(["rotirati"], ["rotiraj"], "rotira"),
        Verb(["resetirati"], ["resetiraj"], "resetira"),
        Verb(["potvrditi", "potvrđivati"], ["potvrdi"], "potvrđuje"),
        Verb(["omogućiti", "omogućavati", "omogućivati"], ["omogući"], "omogućuje"),
        Verb(["onemogućiti", "onemogućavati", "onemogućivati"], ["onemogući"], "onemogućuje"),
        Verb(["dopustiti", "dopuštati"], ["dopusti"], "dopušta"),
        Verb(["dozvoliti", "dozvoljavati"], ["dozvoli"], "dozvoljava"),
        Verb(["blokirati"], ["blokiraj"], "blokira"),
        Verb(["deblokirati"], ["deblokiraj"], "deblokira"),
        Verb(["zaključati", "zaključavati"], ["zaključaj"], "zaključava"),
        Verb(["otključati", "otključavati"], ["otključaj"], "otključava"),
        Verb(["označiti", "označavati"], ["označi"], "označava"),
        Verb(["prikvačiti", "prikvačivati"], ["prikvači"], "prikvačuje"),
        Verb(["ocijeniti", "ocjenjivati"], ["ocijeni"], "ocjenjuje"),
        Verb(["kupiti", "kupovati"], ["kupi"], "kupuje"),
        Verb(["nazvati", "zvati"], ["nazovi", "zovi"], "zove"),
        Verb(["odgovoriti", "odgovarati"], ["odgovori"], "odgovara"),
        Verb(["proslijediti", "prosljeđivati"], ["proslijedi"], "prosljeđuje"),
        Verb(["provjeriti", "provjeravati"], ["provjeri"], "provjerava"),
        Verb(["postaviti", "postavljati"], ["postavi"], "postavlja"),
        Verb(["primijeniti", "primjenjivati"], ["primijeni"], "primjenjuje"),
        Verb(["koristiti", "iskoristiti"], ["koristi", "iskoristi"], "koristi"),
        Verb(["aktivirati"], ["aktiviraj"], "aktivira"),
        Verb(["deaktivirati"], ["deaktiviraj"], "deaktivira"),
        Verb(["povećati", "povećavati"], ["povećaj"], "povećava"),
        Verb(["smanjiti", "smanjivati"], ["smanji"], "smanjuje"),
        Verb(["zumirati"], ["zumiraj"], "zumira"),
        Verb(["razvrstati", "razvrstavati", "sortirati"], ["razvrstaj", "sortiraj"], "razvrstava"),
        Verb(["filtrirati"], ["filtriraj"], "filtrira"),
        Verb(["ispisati", "ispisivati"], ["ispiši"], "ispisuje"),
        Verb(["prihvatiti", "prihvaćati"], ["prihvati"], "prihvaća"),
        Verb(["odbiti", "odbijati"], ["odbij"], "odbija"),
        Verb(["sinkronizirati"], ["sinkroniziraj"], "sinkronizira"),
        Verb(["uvesti", "uvoziti"], ["uvezi"], "uvozi"),
        Verb(["izvesti", "izvoziti"], ["izvezi"], "izvozi"),
        Verb(["skenirati"], ["skeniraj"], "skenira"),
        Verb(["objaviti", "objavljivati"], ["objavi"], "objavljuje"),
        Verb(["pročitati", "čitati"], ["pročitaj", "čitaj"], "čita"),
        Verb(["podijeliti", "dijeliti"], ["podijeli", "dijeli"], "dijeli"),
        Verb(["vratiti", "vraćati"], ["vrati"], "vraća"),
        Verb(["pozvati", "pozivati"], ["pozovi"], "poziva"),
        Verb(["upravljati"], ["upravljaj"], "upravlja"),
        Verb(["utišati", "utišavati"], ["utišaj"], "utišava"),
        Verb(["promiješati", "miješati"], ["promiješaj"], "miješa"),
        Verb(["preimenovati"], ["preimenuj"], "preimenuje"),
        Verb(["ažurirati"], ["ažuriraj"], "ažurira"),
        Verb(["prevesti", "prevoditi"], ["prevedi"], "prevodi"),
        Verb(["očistiti", "čistiti"], ["očisti", "čisti"], "čisti"),
        Verb(["obnoviti", "obnavljati"], ["obnovi"], "obnavlja"),
        Verb(["arhivirati"], ["arhiviraj"], "arhivira"),
        Verb(["pratiti", "zapratiti"], ["prati", "zaprati"], "prati"),
        Verb(["tražiti", "potražiti"], ["traži", "potraži"], "traži"),
        Verb(["pogledati", "gledati"], ["pogledaj", "gledaj"], nil),
                Verb(["slušati", "poslušati"], ["slušaj", "poslušaj"], nil),
        Verb(["unijeti", "unositi"], ["unesi"], nil),
        Verb(["upisati", "upisivati", "pisati", "napisati"], ["upiši", "piši", "napiši"], nil),
        Verb(["prijaviti"], ["prijavi"], nil),
        Verb(["odjaviti"], ["odjavi"], nil),
        Verb(["registrirati"], ["registriraj"], nil),
        Verb(["pričekati", "čekati"], ["pričekaj", "čekaj"], nil),
        Verb(["pokušati", "pokušavati"], ["pokušaj"], nil),
        Verb(["posjetiti", "posjećivati"], ["posjeti"], nil),
        Verb(["napraviti", "raditi"], ["napravi"], nil),
        Verb(["saznati"], ["saznaj"], nil),
        Verb(["dodirnuti", "dodirivati"], ["dodirni"], nil),
        Verb(["kucnuti"], ["kucni"], nil),
        Verb(["lupnuti"], ["lupni"], nil),
        Verb(["taknuti"], ["takni"], nil),
        Verb(["kliknuti", "klikati"], ["klikni"], nil),
        Verb(["pritisnuti", "pritiskati"], ["pritisni"], nil),
        Verb(["zadržati", "držati"], ["zadrži"], nil),
        Verb(["povući", "povlačiti"], ["povuci"], nil),
        Verb(["prijeći", "prelaziti"], ["prijeđi"], nil),
        Verb(["protresti"], ["protresi"], nil),
        Verb(["listati"], ["listaj"], nil),
    ]

    /// «reproduciraj» → «reproducirajte», «otvori» → «otvorite», «izbriši» → «izbrišite»,
    /// «povuci» → «povucite»: the plural, also the polite form for one person.
    static func politeImperative(of singular: String) -> String {
        singular.hasSuffix("i") ? singular.dropLast() + "ite" : singular + "te"
    }

    /// Singular imperatives spelled as a noun a hint may open with («Pokušaj nije uspio.»: the
    /// attempt; «Posjeti», visits): only their plural is read as a command.
    static let nounHomographs: Set<String> = ["pokušaj", "posjeti", "unos", "ispis"]

    /// Every infinitive and imperative of the lexicon; an imperative spelled as an imperfective
    /// third person of the lexicon («traži», «čisti», «dijeli») is left out: it cannot be told
    /// from a description.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(
        of: verbs, derived: { [politeImperative(of: $0)] }, omits: nounHomographs.contains, descriptionsWin: true)

    /// Words that open a sentence addressed to the user: «Možete …», «Morate …», «Trebate …».
    static let userModals: Set<String> = [
        "možete", "možeš", "morate", "moraš", "trebate", "trebaš", "ćete", "ćeš", "želite", "želiš",
    ]
    /// Words that open a sentence without a verb: «Vaše ime.», «Ovdje …».
    static let nonVerbStarters: Set<String> = [
        "vaš", "vaša", "vaše", "tvoj", "tvoja", "tvoje", "ovaj", "ova", "ovo", "ovdje", "sada", "kada", "kad",
    ]
    /// Words that open a clause after a comma: «Označite, ako želite …» tells the user what to do
    /// when, which the element does not do.
    static let subordinators: Set<String> = ["ako", "da", "kada", "kad", "što", "kako", "gdje", "koji", "koja", "koje", "dok", "prije"]
    /// Letters only Croatian (of the Latin languages an app ships) writes together: a text
    /// without any is not read for the endings outside the lexicon (an English string left
    /// untranslated).
    static let croatianLetters: Set<Character> = ["č", "ć", "đ", "š", "ž", "Č", "Ć", "Đ", "Š", "Ž"]
    /// Words that end like a plural imperative (-ite) or an infinitive (-ati) and are not one.
    static let lookalikes: Set<String> = [
        "website", "favorite", "invite", "write", "delete", "satellite", "suite", "elite", "granite", "sprite",
    ]
    /// The words of a request: «Molimo …», «Molim vas …».
    static let requestWords: Set<String> = ["molimo", "molim"]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        let hasCroatianLetters = text.text.contains(where: { croatianLetters.contains($0) })

        if requestWords.contains(word) {
            return HintFormIssue(.request, words: written)
        }
        // «Nemojte zatvarati aplikaciju.»: a prohibition whatever follows.
        if word == "nemojte" || word == "nemoj" {
            let end = second.map(\.end) ?? first.end
            return HintFormIssue(.negativeCommand, words: text.slice(first.start, end))
        }
        // «Ako želite nastaviti, …»: a condition about the user.
        if word == "ako", let second, second.folded.hasPrefix("želi") || second.folded.hasPrefix("hoće") {
            return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
        }
        if userModals.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Ne zatvarajte aplikaciju.»: the negation stands before the imperative.
        if word == "ne", let second, let found = command(second.folded, hasCroatianLetters: hasCroatianLetters), !found.isInfinitive {
            return HintFormIssue(.negativeCommand, words: text.slice(first.start, second.end))
        }
        // «Označite, ako želite sakriti …»: what follows is about the user; no descriptive form is certain.
        let opensClause = second.map { text.holds(UInt8(ascii: ","), between: first.end, $0.start) && subordinators.contains($0.folded) } ?? false
        guard let found = command(word, hasCroatianLetters: hasCroatianLetters) else {
            if let please = words.first(where: { requestWords.contains($0.folded) }) {
                return HintFormIssue(.request, words: text.slice(please.start, please.end))
            }
            if nonVerbStarters.contains(word) {
                return HintFormIssue(.notAVerb, words: written, severity: .info)
            }
            return nil
        }
        let suggestion = opensClause ? nil : found.thirdPerson.map { LetterCase.capitalized($0, like: first) }
        return HintFormIssue(found.isInfinitive ? .infinitive : .imperative, words: written, suggestion: suggestion)
    }

    /// A command's form: from the lexicon, or from the endings no other form shares — the
    /// imperatives «-iraj», «-irajte» (third person «-ira») and «-ujte» («-uje»), other «-jte», and
    /// «-ite» in a text with Croatian letters; the infinitive «-irati» and «-ovati» («-uje»).
    static func command(_ word: String, hasCroatianLetters: Bool) -> (isInfinitive: Bool, thirdPerson: String?)? {
        if let form = lexicon[word] {
            return (form.isInfinitive, form.thirdPerson)
        }
        guard word.count >= 5, !lookalikes.contains(word) else { return nil }
        if word.hasSuffix("irajte") { return (false, String(word.dropLast(3))) }
        if word.hasSuffix("ujte") { return (false, String(word.dropLast(3)) + "e") }
        if word.hasSuffix("jte") { return (false, nil) }
        if word.hasSuffix("iraj"), word.count >= 6 { return (false, String(word.dropLast())) }
        if word.hasSuffix("ite"), hasCroatianLetters, word.count >= 6 { return (false, nil) }
        if word.hasSuffix("irati") { return (true, String(word.dropLast(2))) }
        if word.hasSuffix("ovati") { return (true, String(word.dropLast(5)) + "uje") }
        return nil
    }
}

extension CroatianGrammar {
    /// Every language-specific rule, in Croatian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "hr", .label, "Reproduciraj.", fix: "Reproduciraj"),
        .bad("label-trailing-period", "hr", .label, "Dodaj u omiljene.", fix: "Dodaj u omiljene"),
        .good("label-trailing-period", "hr", .label, "Reproduciraj"),
        .good("label-trailing-period", "hr", .label, "Učitavanje..."),
        .good("label-trailing-period", "hr", .label, "Fotografije, videozapisi itd."),
        .good("label-trailing-period", "hr", .label, "Primjer d.o.o."),

        .bad("label-control-type", "hr", .label, "Tipka za reprodukciju"),
        .bad("label-control-type", "hr", .label, "Reproduciraj, tipka", fix: "Reproduciraj"),
        .bad("label-control-type", "hr", .label, "Gumb za dijeljenje"),
        .bad("label-control-type", "hr", .label, "Klizač glasnoće"),
        .bad("label-control-type", "hr", .label, "Ime, tekstualno polje", fix: "Ime"),
        .good("label-control-type", "hr", .label, "Reproduciraj"),
        // The field is what the command acts on, not this element's type.
        .good("label-control-type", "hr", .label, "Obriši polje za pretraživanje"),
        .good("label-control-type", "hr", .label, "Očisti tekstualno polje poruke"),
        .good("label-control-type", "hr", .label, "Formatiraj tekstno polje komentara"),
        .good("label-control-type", "hr", .label, "Kopiraj poveznicu"),
        .good("label-control-type", "hr", .label, "Pametni prekidač"),

        .bad("label-state", "hr", .label, "Wi-Fi, odabrano", fix: "Wi-Fi"),
        .bad("label-state", "hr", .label, "Označeno"),
        .bad("label-state", "hr", .label, "Pojedinosti, prošireno", fix: "Pojedinosti"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "hr", .label, "Odabrano: %lld"),
        .good("label-state", "hr", .label, "Prikaži odabrane fotografije"),
        .good("label-state", "hr", .label, "Wi-Fi"),

        .bad("label-gesture", "hr", .label, "Dodirnite za reprodukciju"),
        .bad("label-gesture", "hr", .label, "Otvorite stranicu. Zatim dodirnite za spremanje"),
        .bad("label-gesture", "hr", .label, "Dvaput dodirnite za zumiranje"),
        .bad("label-gesture", "hr", .label, "Prijeđite prstom ulijevo za brisanje"),
        .bad("label-gesture", "hr", .label, "Zadržite za snimanje"),
        .good("label-gesture", "hr", .label, "Reproduciraj"),
        // Gestures named as settings, and «pomaknuti se» as an ordinary verb.
        .good("label-gesture", "hr", .label, "Dvostruki dodir"),
        .good("label-gesture", "hr", .label, "Pomaknite se na sljedeću stanicu"),
        .good("label-gesture", "hr", .label, "Povuci i ispusti"),
        .good("label-gesture", "hr", .label, "Protresi za poništavanje"),

        .bad("label-capitalization", "hr", .label, "reproduciraj", fix: "Reproduciraj"),
        .bad("label-capitalization", "hr", .label, "nova poruka", fix: "Nova poruka"),
        .good("label-capitalization", "hr", .label, "Reproduciraj"),
        .good("label-capitalization", "hr", .label, "iPhone i iCloud"),
        .good("label-capitalization", "hr", .label, "%@ sviđanja"),

        .bad("label-length", "hr", .label, "Dodirnite ovu tipku kako biste stvorili novu poruku za sve sudionike ovog grupnog razgovora"),
        .good("label-length", "hr", .label, "Nova poruka"),
        .good("label-length", "hr", .label, "Apple Inc., 125,25 USD, rast od 1,3 %"),

        .bad("label-vague", "hr", .label, "Saznajte više"),
        .bad("label-vague", "hr", .label, "Dodirnite ovdje"),
        .bad("label-vague", "hr", .label, "Više"),
        .bad("label-vague", "hr", .label, "Pojedinosti"),
        .good("label-vague", "hr", .label, "Više o cijenama"),
        .good("label-vague", "hr", .label, "Reproduciraj"),

        .bad("hint-imperative", "hr", .hint, "Reproduciraj pjesmu.", fix: "Reproducira pjesmu."),
        .bad("hint-imperative", "hr", .hint, "Reproducirajte pjesmu.", fix: "Reproducira pjesmu."),
        .bad("hint-imperative", "hr", .hint, "Reproducirati pjesmu.", fix: "Reproducira pjesmu."),
        .bad("hint-imperative", "hr", .hint, "Otvorite postavke.", fix: "Otvara postavke."),
        // The perfective present is not a description in a main clause: «Otvori» is a command.
        .bad("hint-imperative", "hr", .hint, "Otvori postavke.", fix: "Otvara postavke."),
        .bad("hint-imperative", "hr", .hint, "Spremite promjene.", fix: "Sprema promjene."),
        .bad("hint-imperative", "hr", .hint, "Arhivirajte razgovor.", fix: "Arhivira razgovor."),
        // The user's own action has no descriptive form; a reflexive verb is another construction.
        .badWithoutFix("hint-imperative", "hr", .hint, "Unesite korisničko ime."),
        .badWithoutFix("hint-imperative", "hr", .hint, "Prijavite se na svoj račun."),
        .badWithoutFix("hint-imperative", "hr", .hint, "Označite, ako želite sakriti poruke ovog korisnika."),
        .bad("hint-imperative", "hr", .hint, "Molimo, unesite ime."),
        .bad("hint-imperative", "hr", .hint, "Ne zatvarajte aplikaciju."),
        .bad("hint-imperative", "hr", .hint, "Nemojte zatvarati aplikaciju."),
        .bad("hint-imperative", "hr", .hint, "Možete promijeniti redoslijed."),
        .good("hint-imperative", "hr", .hint, "Reproducira pjesmu."),
        .good("hint-imperative", "hr", .hint, "Otvara članak."),
        // The imperative of «tražiti», «čistiti» is spelled as the imperfective third person.
        .good("hint-imperative", "hr", .hint, "Traži u porukama."),
        .good("hint-imperative", "hr", .hint, "Čisti povijest pregledavanja."),
        .good("hint-imperative", "hr", .hint, "Postavke reproduktora."),
        .good("hint-imperative", "hr", .hint, "Mogućnosti i privatnost."),

        .bad("hint-gesture", "hr", .hint, "Dvaput dodirnite za reprodukciju pjesme."),
        .bad("hint-gesture", "hr", .hint, "Dodirnite za otvaranje kamere."),
        .bad("hint-gesture", "hr", .hint, "Dodirom kupuje proizvod."),
        .bad("hint-gesture", "hr", .hint, "Prijeđite prstom ulijevo za brisanje stavke."),
        .bad("hint-gesture", "hr", .hint, "Povucite za promjenu redoslijeda."),
        .good("hint-gesture", "hr", .hint, "Pomiče na početak popisa."),
        .good("hint-gesture", "hr", .hint, "Briše stavku."),
        .good("hint-gesture", "hr", .hint, "Uključuje značajku Protresi za poništavanje."),

        .bad("hint-control-type", "hr", .hint, "Tipka koja dodaje ime."),
        .bad("hint-control-type", "hr", .hint, "Klizač koji mijenja mjerilo."),
        .bad("hint-control-type", "hr", .hint, "Ova tipka dodaje ime."),
        .good("hint-control-type", "hr", .hint, "Dodaje ime."),
        // Another element the hint acts on is its result.
        .good("hint-control-type", "hr", .hint, "Čisti polje za pretraživanje."),
        .good("hint-control-type", "hr", .hint, "Proširuje tekstualno polje."),

        .bad("hint-repeats-label", "hr", .hint, "Spremi sprema promjene.", label: "Spremi"),
        .bad("hint-repeats-label", "hr", .hint, "Natrag se vraća na prethodni zaslon.", label: "Natrag"),
        .good("hint-repeats-label", "hr", .hint, "Sprema vaše promjene.", label: "Spremi"),
        .good("hint-repeats-label", "hr", .hint, "Briše poruku.", label: "Izbriši"),

        .bad("hint-missing-period", "hr", .hint, "Reproducira pjesmu", fix: "Reproducira pjesmu."),
        .bad("hint-missing-period", "hr", .hint, "Reproducira pjesmu。", fix: "Reproducira pjesmu."),
        .good("hint-missing-period", "hr", .hint, "Reproducira pjesmu."),
        .good("hint-missing-period", "hr", .hint, "Otvara izbornik…"),

        .bad("hint-capitalization", "hr", .hint, "reproducira pjesmu.", fix: "Reproducira pjesmu."),
        .good("hint-capitalization", "hr", .hint, "Reproducira pjesmu."),
        .good("hint-capitalization", "hr", .hint, "iCloud sinkronizira bilješke."),

        .bad("hint-length", "hr", .hint,
             "Otvara postavke u kojima možete odabrati koji će se od vaših računa koristiti kada objavite sadržaj, odgovorite na njega ili ga podijelite na vremenskoj traci, te zadanu vidljivost objava."),
        .good("hint-length", "hr", .hint, "Otvara postavke računa."),
    ]
}
