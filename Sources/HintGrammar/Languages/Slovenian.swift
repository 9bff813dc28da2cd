/// Slovenian: hints are verb phrases in the third person singular without a subject
/// («Predvaja skladbo.», «Odpre nastavitve.»); labels are short noun phrases or imperatives
/// («Predvajaj», «Izbriši») without a final period. Apple ships no Slovenian interface: the
/// control-type words are those of Slovenian screen readers and of Microsoft's and Google's
/// Slovenian terminology («gumb», «drsnik», «potrditveno polje»).
extension LanguageProfile {
    /// The Slovenian table (`sl`, also used for `sl-SI`).
    public static let slovenian = LanguageProfile(
        code: "sl", name: "Slovenian", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "itd", "npr", "tj", "oz", "ipd", "idr", "prim", "št", "str", "tel", "min", "maks", "sek", "ur", "mio", "mrd", "dr", "mag",
            "prof", "ga", "g", "gdč", "ul", "cca", "pribl", "vs", "ok", "l", "jan", "feb", "mar", "apr", "jun", "jul", "avg", "sep",
            "okt", "nov", "dec", "d.o.o", "d.d", "s.p", "t.i", "t. i", "n.pr",
        ],
        terms: TermTable(SlovenianGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "za", "da", "tukaj", "tu", "sem", "kjer", "kjerkoli", "in", "dvakrat", "trikrat", "levo", "desno", "navzgor", "navzdol",
            "prst", "prstom", "prstoma", "prsti",
        ],
        vagueLabels: [
            "gumb", "ikona", "brez naslova", "neimenovano", "element", "besedilo", "oznaka",
        ],
        vagueConcepts: [
            .more: ["več", "še več"],
            .learnMore: ["izvedite več", "izvedi več", "več o tem", "preberite več", "preberi več", "beri dalje", "berite dalje"],
            .clickHere: [
                "kliknite tukaj", "klikni tukaj", "kliknite tu", "klikni tu", "tapnite tukaj", "tapni tukaj", "tapnite tu", "tapni tu",
                "pritisnite tukaj", "pritisni tukaj", "dotaknite se tukaj",
            ],
            .details: ["podrobnosti", "prikaži podrobnosti", "ogled podrobnosti"],
            .info: ["informacije", "info", "več informacij", "dodatne informacije"],
            .here: ["tukaj", "tu"],
            .link: ["povezava"],
            .image: ["slika"],
        ],
        determiners: [
            "ta", "to", "te", "ti", "tega", "tej", "teh", "vse", "vsi", "vsa", "vsak", "vsako", "svoj", "svojo", "svoje", "vaš", "vašo",
            "vaše", "tvoj", "tvojo", "tvoje", "moj", "mojo", "moje", "izbrani", "izbrano", "izbrane", "izbrana", "trenutni", "trenutno",
            "trenutne", "celoten", "celotno", "celotne",
        ],
        hintForm: SlovenianGrammar.hintForm,
        conditionMarkers: ["če"], purposeMarkers: ["da", "za"], conjunctions: ["in", "ali", "ter", "pa"],
        reflexivePronouns: ["se", "si"],
        descriptiveVerbs: [
            "oglejte": "Prikaže", "oglej": "Prikaže", "oglejta": "Prikaže", "ogledati": "Prikaže", "poglejte": "Prikaže",
            "poglej": "Prikaže", "poglejta": "Prikaže", "pogledati": "Prikaže",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["nato", "potem", "zdaj", "sedaj"],
        stateConcepts: SlovenianGrammar.stateConcepts, controlTypeConcepts: SlovenianGrammar.controlTypeConcepts,
        gestureConcepts: SlovenianGrammar.gestureConcepts,
        examples: SlovenianGrammar.examples)
}

/// Slovenian hint grammar: tells the imperative — singular («Odpri»), dual («Odprita») and
/// plural or polite («Odprite») —, the infinitive («Odpreti») and requests («Prosimo …») from the
/// third person («Odpre») with a verb lexicon, and outside it by the endings no other form shares
/// (-irajte, -ujte, -irati, -ovati). Where the singular imperative is spelled as the third person
/// («Shrani», «Ustavi», «Počisti» of the verbs in -iti), it is not reported.
enum SlovenianGrammar {
    /// The states a screen reader announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["izbrano", "izbran", "izbrana", "neizbrano", "ni izbrano"]),
        .checked: .words(["označeno", "označen", "označena", "neoznačeno", "ni označeno"]),
        .dimmed: .none(because: "«onemogočeno», «ni na voljo» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["razširjeno", "razširjen", "razširjena"]),
        .collapsed: .words(["strnjeno", "strnjen", "strnjena"]),
        .on: .none(because: "«vklopljeno» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«izklopljeno» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]


    /// The control types a screen reader announces, as this language words them
    /// (``ControlTypeConcept``), in every case: the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["gumb", "gumba", "gumbu", "gumbom", "gumboma", "gumbi", "gumbov", "gumbe", "gumbih"]),
        .link: .none(because: "«povezava» is as often what the element acts on (Kopiraj povezavo, Deli povezavo)"),
        .image: .none(because: "«slika» is as often what the element acts on (Shrani sliko); a label that is only «Slika» is vague"),
        .textField: .words([
            "besedilno polje", "besedilnega polja", "besedilnemu polju", "besedilnim poljem", "besedilnem polju", "besedilni polji",
            "besedilna polja", "besedilnih polj", "polje z besedilom",
        ]),
        .searchField: .words([
            "iskalno polje", "iskalnega polja", "iskalnemu polju", "iskalnim poljem", "iskalnem polju", "polje za iskanje",
        ]),
        .secureTextField: .words([
            "varno besedilno polje", "varnega besedilnega polja", "varnemu besedilnemu polju", "varnim besedilnim poljem",
            "varnem besedilnem polju",
        ]),
        .slider: .words([
            "drsnik", "drsnika", "drsniku", "drsnikom", "drsnikoma", "drsniki", "drsnikov", "drsnike", "drsnikih",
        ]),
        .adjustable: .none(because: "«nastavljiv» is an ordinary adjective of labels (Nastavljiva hitrost)"),
        .toggle: .none(because: "«stikalo» is as often a device the app controls (a smart-home switch) as the element's type"),
        .checkbox: .words([
            "potrditveno polje", "potrditvenega polja", "potrditvenemu polju", "potrditvenim poljem", "potrditvenem polju",
            "potrditveni polji", "potrditvena polja", "potrditvenih polj",
        ]),
        .radioButton: .words([
            "izbirni gumb", "izbirnega gumba", "izbirnemu gumbu", "izbirnim gumbom", "izbirnem gumbu", "izbirni gumbi",
            "izbirnih gumbov", "radijski gumb", "radijskega gumba",
        ]),
        .picker: .words([
            "izbirnik", "izbirnika", "izbirniku", "izbirnikom", "izbirnik datuma", "izbirnika datuma", "izbirnikom datuma",
        ]),
        .segmentedControl: .none(because: "a screen reader reads each segment as a button («gumb») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («zavihek») is content (Zapri zavihek, Nov zavihek)"),
        .tabBar: .words(["vrstica z zavihki", "vrstice z zavihki", "vrstici z zavihki", "vrstico z zavihki"]),
        .menu: .none(because: "«Meni» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "a pop-up button is read as a button («gumb») with its menu, which the button words cover"),
        .comboBox: .words([
            "spustni seznam", "spustnega seznama", "spustnemu seznamu", "spustnim seznamom", "spustnem seznamu", "spustni meni",
            "spustnega menija", "spustnem meniju", "kombinirano polje", "kombiniranega polja",
        ]),
        .heading: .none(because: "«naslov» is as often content (a title, and an address)"),
        .progressIndicator: .words([
            "vrstica napredka", "vrstice napredka", "vrstici napredka", "vrstico napredka", "kazalnik napredka", "kazalnika napredka",
            "indikator napredka", "indikatorja napredka",
        ]),
        .stepper: .none(because: "a stepper is read as its two buttons (Povečaj, Zmanjšaj); Slovenian has no settled word for the whole"),
        .list: .none(because: "«seznam» is as often what the element shows (Seznam predvajanja, Prikaži seznam)"),
        .scrollBar: .words([
            "drsni trak", "drsnega traku", "drsnemu traku", "drsnim trakom", "drsnem traku", "drsna vrstica", "drsne vrstice",
            "drsni vrstici",
        ]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): imperatives (singular,
    /// dual, polite) and instrumental nouns («s tapom», by tapping) name the gesture as an
    /// instruction; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "tapnite", "tapni", "tapnita", "s tapom", "s tapkanjem", "tapkajte", "dotaknite se", "dotakni se", "dotaknita se", "z dotikom",
        ]),
        .doubleTap: .words([
            "dvakrat tapnite", "tapnite dvakrat", "dvakrat tapni", "tapni dvakrat", "dvotapnite", "dvotapni", "dvojni tap",
            "z dvojnim tapom", "z dvojnim tapkanjem", "dvakrat se dotaknite", "dvojni dotik", "z dvojnim dotikom",
        ]),
        .tripleTap: .words(["trikrat tapnite", "tapnite trikrat", "trikrat tapni", "trojni tap", "s trojnim tapom"]),
        .longPress: .words([
            "pridržite", "pridrži", "pridržita", "s pridržanjem", "tapnite in pridržite", "tapni in pridrži", "dotaknite se in pridržite",
            "pritisnite in pridržite", "pritisni in pridrži", "dolgo pritisnite", "dolgo pritisni", "dolgi pritisk", "z dolgim pritiskom",
        ]),
        .swipe: .words([
            "podrsajte", "podrsaj", "podrsnite", "podrsni", "s podrsanjem", "s podrsom", "povlecite s prstom", "povleci s prstom",
        ]),
        .drag: .words(["povlecite", "povleci", "povlecita", "z vlečenjem", "povlecite in spustite"]),
        .pinch: .words(["razprite prste", "stisnite prste", "uščipnite", "uščipni", "s ščipanjem", "razprite dva prsta", "stisnite dva prsta"]),
        .rotate: .none(because: "«zasukaj», «zavrti» are as often what the element does (Zasuka fotografijo.)"),
        .shake: .words(["stresite", "stresi", "s stresanjem", "stresite napravo", "stresite telefon"]),
        .click: .words(["kliknite", "klikni", "kliknita", "s klikom", "dvokliknite", "dvoklikni", "dvakrat kliknite", "z dvoklikom"]),
        .press: .words(["pritisnite", "pritisni", "pritisnita", "s pritiskom"]),
        .scroll: .words(["pomaknite se", "pomakni se", "drsite", "z drsenjem"]),
        .fingers: .words(["z dvema prstoma", "s tremi prsti", "s štirimi prsti", "z enim prstom"]),
    ]

    /// Gesture words that also name a setting or a feature («Dvojni tap za povečavo», «Zvok
    /// klika»): an instruction when they open the text or an instruction word follows.
    static let leadingGestures: Set<String> = [
        "dvojni tap", "trojni tap", "dvojni dotik", "dolgi pritisk", "s klikom", "s pritiskom", "z dvema prstoma", "s tremi prsti",
        "s štirimi prsti", "z enim prstom",
    ]
    /// Gesture words that are as often ordinary verbs: «Pomaknite se na naslednjo postajo» moves
    /// the user along; an instruction only when a marker follows.
    static let instructionGestures: Set<String> = ["pomaknite se", "pomakni se", "drsite"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures, marked: instructionGestures)
        // Names of features, not gestures.
        for phrase in ["stresite za razveljavitev", "povleci in spusti", "dotik zadaj"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives, its singular imperatives (the dual and the
    /// polite plural are derived: «odpri» → «odprita», «odprite»), and the third person a hint
    /// should use («odpre»), when one fits.
    typealias Verb = InterfaceVerb

    /// Slovenian hints use the perfective («Predvaja», «Odpre»: what the element does when
    /// activated). Gesture verbs and the user's own actions («Vnesite geslo») have no suggestion.
    static let verbs: [Verb] = [
        Verb(["predvajati"], ["predvajaj"], "predvaja"),
        Verb(["odpreti", "odpirati"], ["odpri", "odpiraj"], "odpre"),
        Verb(["zapreti", "zapirati"], ["zapri", "zapiraj"], "zapre"),
        Verb(["dodati", "dodajati"], ["dodaj", "dodajaj"], "doda"),
        Verb(["izbrisati", "brisati"], ["izbriši", "briši"], "izbriše"),
        Verb(["odstraniti", "odstranjevati"], ["odstrani", "odstranjuj"], "odstrani"),
        Verb(["shraniti", "shranjevati"], ["shrani", "shranjuj"], "shrani"),
        Verb(["izbrati", "izbirati"], ["izberi", "izbiraj"], "izbere"),
        Verb(["prikazati", "prikazovati"], ["prikaži", "prikazuj"], "prikaže"),
        Verb(["pokazati"], ["pokaži"], "pokaže"),
        Verb(["skriti", "skrivati"], ["skrij", "skrivaj"], "skrije"),
        Verb(["ustaviti", "ustavljati"], ["ustavi"], "ustavi"),
        Verb(["zagnati", "zaganjati"], ["zaženi"], "zažene"),
        Verb(["začeti", "začenjati"], ["začni"], "začne"),
        Verb(["končati", "končevati"], ["končaj"], "konča"),
        Verb(["nadaljevati"], ["nadaljuj"], "nadaljuje"),
        Verb(["preklicati"], ["prekliči"], "prekliče"),
        Verb(["spremeniti", "spreminjati"], ["spremeni", "spreminjaj"], "spremeni"),
        Verb(["urediti", "urejati"], ["uredi", "urejaj"], "uredi"),
        Verb(["poslati", "pošiljati"], ["pošlji", "pošiljaj"], "pošlje"),
        Verb(["ustvariti", "ustvarjati"], ["ustvari"], "ustvari"),
        Verb(["iti"], ["pojdi"], "gre"),
        Verb(["osvežiti"], ["osveži"], "osveži"),
        Verb(["prenesti", "prenašati"], ["prenesi", "prenašaj"], "prenese"),
        Verb(["naložiti", "nalagati"], ["naloži", "nalagaj"], "naloži"),
        Verb(["namestiti", "nameščati"], ["namesti"], "namesti"),
        Verb(["vklopiti", "vklapljati"], ["vklopi"], "vklopi"),
        Verb(["izklopiti", "izklapljati"], ["izklopi"], "izklopi"),
        Verb(["povezati", "povezovati"], ["poveži", "povezuj"], "poveže"),
        Verb(["prekiniti"], ["prekini"], "prekine"),
        Verb(["preklopiti", "preklapljati"], ["preklopi"], "preklopi"),
        Verb(["kopirati"], ["kopiraj"], "kopira"),
        Verb(["prilepiti"], ["prilepi"], "prilepi"),
        Verb(["izrezati"], ["izreži"], "izreže"),
        Verb(["poiskati", "iskati"], ["poišči", "išči"], "poišče"),
        Verb(["premakniti", "premikati"], ["premakni", "premikaj"], "premakne"),
        Verb(["ponoviti", "ponavljati"], ["ponovi", "ponavljaj"], "ponovi"),
        Verb(["preskočiti"], ["preskoči"], "preskoči"),
        Verb(["razširiti"], ["razširi"], "razširi"),
        Verb(["strniti"], ["strni"], "strne"),
        Verb(["zasukati", "sukati"], ["zasukaj"], "zasuka"),
        Verb(["zavrteti", "vrteti"], ["zavrti"], "zavrti"),
        Verb(["ponastaviti"], ["ponastavi"], "ponastavi"),
        Verb(["potrditi", "potrjevati"], ["potrdi"], "potrdi"),
        Verb(["omogočiti", "omogočati"], ["omogoči"], "omogoči"),
        Verb(["onemogočiti", "onemogočati"], ["onemogoči"], "onemogoči"),
        Verb(["dovoliti", "dovoljevati"], ["dovoli"], "dovoli"),
        Verb(["blokirati"], ["blokiraj"], "blokira"),
        Verb(["odblokirati"], ["odblokiraj"], "odblokira"),
        Verb(["zakleniti", "zaklepati"], ["zakleni"], "zaklene"),
        Verb(["odkleniti", "odklepati"], ["odkleni"], "odklene"),
        Verb(["označiti", "označevati"], ["označi"], "označi"),
        Verb(["pripeti", "pripenjati"], ["pripni"], "pripne"),
        Verb(["odpeti", "odpenjati"], ["odpni"], "odpne"),
        Verb(["oceniti", "ocenjevati"], ["oceni"], "oceni"),
        Verb(["kupiti", "kupovati"], ["kupi"], "kupi"),
        Verb(["poklicati", "klicati"], ["pokliči", "kliči"], "pokliče"),
        Verb(["odgovoriti", "odgovarjati"], ["odgovori"], "odgovori"),
        Verb(["posredovati"], ["posreduj"], "posreduje"),
        Verb(["preveriti", "preverjati"], ["preveri"], "preveri"),
        Verb(["nastaviti", "nastavljati"], ["nastavi"], "nastavi"),
        Verb(["uporabiti", "uporabljati"], ["uporabi", "uporabljaj"], "uporabi"),
        Verb(["aktivirati"], ["aktiviraj"], "aktivira"),
        Verb(["deaktivirati"], ["deaktiviraj"], "deaktivira"),
        Verb(["povečati", "povečevati"], ["povečaj"], "poveča"),
        Verb(["zmanjšati", "zmanjševati"], ["zmanjšaj"], "zmanjša"),
        Verb(["razvrstiti", "razvrščati"], ["razvrsti"], "razvrsti"),
        Verb(["filtrirati"], ["filtriraj"], "filtrira"),
        Verb(["natisniti", "tiskati"], ["natisni"], "natisne"),
        Verb(["sprejeti", "sprejemati"], ["sprejmi"], "sprejme"),
        Verb(["zavrniti", "zavračati"], ["zavrni"], "zavrne"),
        Verb(["sinhronizirati"], ["sinhroniziraj"], "sinhronizira"),
        Verb(["uvoziti"], ["uvozi"], "uvozi"),
        Verb(["izvoziti"], ["izvozi"], "izvozi"),
        Verb(["skenirati"], ["skeniraj"], "skenira"),
        Verb(["objaviti", "objavljati"], ["objavi"], "objavi"),
        Verb(["prebrati", "brati"], ["preberi", "beri"], "prebere"),
        Verb(["deliti"], ["deli"], "deli"),
        Verb(["vrniti", "vračati"], ["vrni"], "vrne"),
        Verb(["povabiti"], ["povabi"], "povabi"),
        Verb(["upravljati"], ["upravljaj"], "upravlja"),
        Verb(["utišati"], ["utišaj"], "utiša"),
        Verb(["premešati", "mešati"], ["premešaj"], "premeša"),
        Verb(["preimenovati"], ["preimenuj"], "preimenuje"),
        Verb(["posodobiti", "posodabljati"], ["posodobi"], "posodobi"),
        Verb(["prevesti", "prevajati"], ["prevedi"], "prevede"),
        Verb(["počistiti", "čistiti"], ["počisti"], "počisti"),
        Verb(["obnoviti", "obnavljati"], ["obnovi"], "obnovi"),
        Verb(["pomanjšati"], ["pomanjšaj"], "pomanjša"),
        Verb(["ogledati"], ["oglej"], nil),
        Verb(["pogledati", "gledati"], ["poglej", "glej"], nil),
        Verb(["poslušati"], ["poslušaj"], nil),
        Verb(["vnesti", "vnašati"], ["vnesi", "vnašaj"], nil),
        Verb(["vpisati", "pisati"], ["vpiši", "piši"], nil),
        Verb(["napisati"], ["napiši"], nil),
        Verb(["prijaviti"], ["prijavi"], nil),
        Verb(["odjaviti"], ["odjavi"], nil),
        Verb(["registrirati"], ["registriraj"], nil),
        Verb(["počakati", "čakati"], ["počakaj", "čakaj"], nil),
        Verb(["poskusiti", "poskušati"], ["poskusi", "poskušaj"], nil),
        Verb(["obiskati", "obiskovati"], ["obišči", "obiskuj"], nil),
        Verb(["narediti", "delati"], ["naredi", "delaj"], nil),
        Verb(["izvedeti"], ["izvedi"], nil),
        Verb(["tapniti", "tapkati"], ["tapni", "tapkaj"], nil),
        Verb(["dotakniti"], ["dotakni"], nil),
        Verb(["klikniti", "klikati"], ["klikni", "klikaj"], nil),
        Verb(["pritisniti", "pritiskati"], ["pritisni", "pritiskaj"], nil),
        Verb(["pridržati", "držati"], ["pridrži"], nil),
        Verb(["povleči", "vleči"], ["povleci", "vleci"], nil),
        Verb(["podrsati", "podrsniti"], ["podrsaj", "podrsni"], nil),
        Verb(["pomakniti"], ["pomakni"], nil),
        Verb(["stresti", "stresati"], ["stresi"], nil),
    ]

    /// «predvajaj» → «predvajajte», «odpri» → «odprite», «izbriši» → «izbrišite».
    static func politeImperative(of singular: String) -> String {
        singular.hasSuffix("i") ? singular.dropLast() + "ite" : singular + "te"
    }

    /// «predvajaj» → «predvajajta», «odpri» → «odprita»: the dual, for two people addressed.
    static func dualImperative(of singular: String) -> String {
        singular.hasSuffix("i") ? singular.dropLast() + "ita" : singular + "ta"
    }

    /// Every infinitive and imperative of the lexicon; a singular imperative spelled as its
    /// third person («shrani», «ustavi», «deli») is left out: it cannot be told from a description.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(
        of: verbs, derived: { [politeImperative(of: $0), dualImperative(of: $0)] }, omits: Set(verbs.compactMap(\.thirdPerson)).contains,
        descriptionsWin: true)

    /// Words that open a sentence addressed to the user: «Lahko …», «Če želite …», «Morate …».
    static let userModals: Set<String> = ["lahko", "morate", "moraš", "boste", "boš", "želite", "želiš", "morata"]
    /// Words that open a sentence without a verb: «Vaše ime.», «Če je vklopljeno, …».
    static let nonVerbStarters: Set<String> = ["vaš", "vaša", "vaše", "tvoj", "tvoja", "tvoje", "ta", "to", "ti", "ko", "tukaj", "zdaj"]
    /// Words that open a clause after a comma: «Označite, če želite …» tells the user what to do
    /// when, which the element does not do.
    static let subordinators: Set<String> = ["če", "ali", "da", "ko", "kdaj", "kaj", "kako", "kje", "kateri", "katera", "katere", "dokler", "preden"]
    /// Letters only Slovenian (of the Latin languages an app ships) writes: a text without any
    /// is not read for the endings outside the lexicon (an English string left untranslated).
    static let slovenianLetters: Set<Character> = ["č", "š", "ž", "Č", "Š", "Ž"]
    /// Nouns and other words that end like a polite imperative (-ite) or an infinitive (-ati).
    static let lookalikes: Set<String> = ["website", "favorite", "invite", "write", "delete", "satellite", "suite", "elite"]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        let hasSlovenianLetters = text.text.contains(where: { slovenianLetters.contains($0) })

        if word == "prosim" || word == "prosimo" {
            return HintFormIssue(.request, words: written)
        }
        // «Če želite nadaljevati, …»: a condition about the user.
        if word == "če", let second, second.folded.hasPrefix("želi") {
            return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
        }
        if userModals.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Ne zapirajte aplikacije.»: the negation stands before the imperative.
        if word == "ne", let second, command(second.folded, hasSlovenianLetters: hasSlovenianLetters) != nil {
            return HintFormIssue(.negativeCommand, words: text.slice(first.start, second.end))
        }
        // «Označite, če želite skriti …»: what follows is about the user; no descriptive form is certain.
        let opensClause = second.map { text.holds(UInt8(ascii: ","), between: first.end, $0.start) && subordinators.contains($0.folded) } ?? false
        guard let found = command(word, hasSlovenianLetters: hasSlovenianLetters) else {
            if let please = words.first(where: { $0.folded == "prosim" || $0.folded == "prosimo" }) {
                return HintFormIssue(.request, words: text.slice(please.start, please.end))
            }
            if nonVerbStarters.contains(word) {
                return HintFormIssue(.notAVerb, words: written, severity: .info)
            }
            return nil
        }
        let suggestion = opensClause ? nil : found.thirdPerson.map { LetterCase.capitalized($0, like: first) }
        return HintFormIssue(found.kind, words: written, suggestion: suggestion, severity: found.severity)
    }

    /// A command's form: from the lexicon, or from the endings no other form shares — the polite
    /// «-irajte» (third person «-ira») and «-ujte» («-uje»), other «-jte», and «-ite» in a text
    /// with Slovenian letters; the infinitive «-irati» and «-ovati»/«-evati» («-uje»).
    static func command(_ word: String, hasSlovenianLetters: Bool) -> (kind: HintFormIssue.Kind, thirdPerson: String?, severity: Severity)? {
        if let form = lexicon[word] {
            return (form.isInfinitive ? .infinitive : .imperative, form.thirdPerson, .warning)
        }
        guard word.count >= 5, !lookalikes.contains(word) else { return nil }
        if word.hasSuffix("irajte") { return (.imperative, String(word.dropLast(3)), .warning) }
        if word.hasSuffix("ujte") { return (.imperative, String(word.dropLast(3)) + "e", .warning) }
        if word.hasSuffix("jte") { return (.imperative, nil, .warning) }
        if word.hasSuffix("ite"), hasSlovenianLetters, word.count >= 6 { return (.imperative, nil, .warning) }
        if word.hasSuffix("irati") { return (.infinitive, String(word.dropLast(2)), .warning) }
        if word.hasSuffix("ovati") || word.hasSuffix("evati") { return (.infinitive, String(word.dropLast(5)) + "uje", .warning) }
        return nil
    }
}

extension SlovenianGrammar {
    /// Every language-specific rule, in Slovenian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "sl", .label, "Predvajaj.", fix: "Predvajaj"),
        .bad("label-trailing-period", "sl", .label, "Dodaj med priljubljene.", fix: "Dodaj med priljubljene"),
        .good("label-trailing-period", "sl", .label, "Predvajaj"),
        .good("label-trailing-period", "sl", .label, "Nalaganje..."),
        .good("label-trailing-period", "sl", .label, "Fotografije, videoposnetki itd."),
        .good("label-trailing-period", "sl", .label, "Primer d.o.o."),

        .bad("label-control-type", "sl", .label, "Gumb za predvajanje"),
        .bad("label-control-type", "sl", .label, "Predvajaj, gumb", fix: "Predvajaj"),
        .bad("label-control-type", "sl", .label, "Drsnik glasnosti"),
        .bad("label-control-type", "sl", .label, "Ime, besedilno polje", fix: "Ime"),
        .good("label-control-type", "sl", .label, "Predvajaj"),
        // The field is what the command acts on, not this element's type.
        .good("label-control-type", "sl", .label, "Izbriši iskalno polje"),
        .good("label-control-type", "sl", .label, "Pomanjšaj besedilno polje sporočila"),
        .good("label-control-type", "sl", .label, "Kopiraj povezavo"),
        .good("label-control-type", "sl", .label, "Pametno stikalo"),

        .bad("label-state", "sl", .label, "Wi-Fi, izbrano", fix: "Wi-Fi"),
        .bad("label-state", "sl", .label, "Označeno"),
        .bad("label-state", "sl", .label, "Podrobnosti, razširjeno", fix: "Podrobnosti"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "sl", .label, "Izbrano: %lld"),
        .good("label-state", "sl", .label, "Prikaži izbrane fotografije"),
        .good("label-state", "sl", .label, "Wi-Fi"),

        .bad("label-gesture", "sl", .label, "Tapnite za predvajanje"),
        .bad("label-gesture", "sl", .label, "Odprite stran. Nato tapnite za shranjevanje"),
        .bad("label-gesture", "sl", .label, "Dvakrat tapnite za povečavo"),
        .bad("label-gesture", "sl", .label, "Podrsajte levo za brisanje"),
        .bad("label-gesture", "sl", .label, "Pridržite za snemanje"),
        .good("label-gesture", "sl", .label, "Poteze s podrsanjem"),
        .good("label-gesture", "sl", .label, "Predvajaj"),
        // Gestures named as settings, and «pomakniti se» as an ordinary verb.
        .good("label-gesture", "sl", .label, "Dvojni tap"),
        .good("label-gesture", "sl", .label, "Pomaknite se na naslednjo postajo"),
        .good("label-gesture", "sl", .label, "Povleci in spusti"),

        .bad("label-capitalization", "sl", .label, "predvajaj", fix: "Predvajaj"),
        .bad("label-capitalization", "sl", .label, "novo sporočilo", fix: "Novo sporočilo"),
        .good("label-capitalization", "sl", .label, "Predvajaj"),
        .good("label-capitalization", "sl", .label, "iPhone in iCloud"),
        .good("label-capitalization", "sl", .label, "%@ všečkov"),

        .bad("label-length", "sl", .label, "Tapnite ta gumb, da ustvarite novo sporočilo za vse udeležence tega pogovora v skupini"),
        .good("label-length", "sl", .label, "Novo sporočilo"),
        .good("label-length", "sl", .label, "Apple Inc., 125,25 USD, porast za 1,3 %"),

        .bad("label-vague", "sl", .label, "Izvedite več"),
        .bad("label-vague", "sl", .label, "Tapnite tukaj"),
        .bad("label-vague", "sl", .label, "Več"),
        .bad("label-vague", "sl", .label, "Informacije"),
        .good("label-vague", "sl", .label, "Več o cenah"),
        .good("label-vague", "sl", .label, "Predvajaj"),

        .bad("hint-imperative", "sl", .hint, "Predvajaj skladbo.", fix: "Predvaja skladbo."),
        .bad("hint-imperative", "sl", .hint, "Predvajajte skladbo.", fix: "Predvaja skladbo."),
        .bad("hint-imperative", "sl", .hint, "Predvajati skladbo.", fix: "Predvaja skladbo."),
        .bad("hint-imperative", "sl", .hint, "Odprite nastavitve.", fix: "Odpre nastavitve."),
        .bad("hint-imperative", "sl", .hint, "Odpri nastavitve.", fix: "Odpre nastavitve."),
        .bad("hint-imperative", "sl", .hint, "Odprita nastavitve.", fix: "Odpre nastavitve."),
        .bad("hint-imperative", "sl", .hint, "Shranite spremembe.", fix: "Shrani spremembe."),
        .bad("hint-imperative", "sl", .hint, "Arhivirajte pogovor.", fix: "Arhivira pogovor."),
        // The user's own action has no descriptive form; a reflexive verb is another construction.
        .badWithoutFix("hint-imperative", "sl", .hint, "Vnesite uporabniško ime."),
        .badWithoutFix("hint-imperative", "sl", .hint, "Oglejte si seznam predvajanja."),
        .badWithoutFix("hint-imperative", "sl", .hint, "Zaprite"),
        .badWithoutFix("hint-imperative", "sl", .hint, "Označite, če želite skriti sporočila tega uporabnika."),
        .bad("hint-imperative", "sl", .hint, "Prosimo, vnesite ime."),
        .bad("hint-imperative", "sl", .hint, "Ne zapirajte aplikacije."),
        .bad("hint-imperative", "sl", .hint, "Lahko spremenite vrstni red."),
        .good("hint-imperative", "sl", .hint, "Predvaja skladbo."),
        .good("hint-imperative", "sl", .hint, "Odpre članek."),
        // The singular imperative of a verb in -iti is spelled as the third person.
        .good("hint-imperative", "sl", .hint, "Shrani spremembe."),
        .good("hint-imperative", "sl", .hint, "Počisti iskalno polje."),
        .good("hint-imperative", "sl", .hint, "Nastavitve predvajalnika."),
        .good("hint-imperative", "sl", .hint, "Možnosti in zasebnost."),

        .bad("hint-gesture", "sl", .hint, "Dvakrat tapnite, da predvajate skladbo."),
        .bad("hint-gesture", "sl", .hint, "Dotaknite se, da odprete kamero."),
        .bad("hint-gesture", "sl", .hint, "S tapom kupi izdelek."),
        .bad("hint-gesture", "sl", .hint, "Podrsajte levo, da izbrišete element."),
        .bad("hint-gesture", "sl", .hint, "Povlecite za spremembo vrstnega reda."),
        .good("hint-gesture", "sl", .hint, "Pomakne na začetek seznama."),
        .good("hint-gesture", "sl", .hint, "Izbriše element."),
        .good("hint-gesture", "sl", .hint, "Vklopi funkcijo Stresite za razveljavitev."),

        .bad("hint-control-type", "sl", .hint, "Gumb, ki doda ime."),
        .bad("hint-control-type", "sl", .hint, "Drsnik, ki spreminja merilo."),
        .bad("hint-control-type", "sl", .hint, "Ta gumb doda ime."),
        .good("hint-control-type", "sl", .hint, "Doda ime."),
        // Another element the hint acts on is its result.
        .good("hint-control-type", "sl", .hint, "Počisti iskalno polje."),
        .good("hint-control-type", "sl", .hint, "Razširi besedilno polje."),

        .bad("hint-repeats-label", "sl", .hint, "Shrani shrani spremembe.", label: "Shrani"),
        .bad("hint-repeats-label", "sl", .hint, "Nazaj se vrne na prejšnji zaslon.", label: "Nazaj"),
        .good("hint-repeats-label", "sl", .hint, "Shrani vaše spremembe.", label: "Shrani"),
        .good("hint-repeats-label", "sl", .hint, "Izbriše sporočilo.", label: "Izbriši"),

        .bad("hint-missing-period", "sl", .hint, "Predvaja skladbo", fix: "Predvaja skladbo."),
        .bad("hint-missing-period", "sl", .hint, "Predvaja skladbo。", fix: "Predvaja skladbo."),
        .good("hint-missing-period", "sl", .hint, "Predvaja skladbo."),
        .good("hint-missing-period", "sl", .hint, "Odpre meni…"),

        .bad("hint-capitalization", "sl", .hint, "predvaja skladbo.", fix: "Predvaja skladbo."),
        .good("hint-capitalization", "sl", .hint, "Predvaja skladbo."),
        .good("hint-capitalization", "sl", .hint, "iCloud sinhronizira zapiske."),

        .bad("hint-length", "sl", .hint,
             "Odpre nastavitve, v katerih lahko izberete, kateri od vaših računov se uporabi, ko objavite prispevek, nanj odgovorite ali ga delite na časovnici, ter privzeto vidnost objav."),
        .good("hint-length", "sl", .hint, "Odpre nastavitve računa."),
    ]
}
