/// Czech: hints are verb phrases in the third person singular without a subject
/// («Přehraje skladbu.», «Otevře nastavení.»); labels are short noun phrases or, as Apple's Czech
/// interfaces write buttons, infinitives («Přehrát», «Smazat») without a final period.
extension LanguageProfile {
    /// The Czech table (`cs`, also used for `cs-CZ`).
    public static let czech = LanguageProfile(
        code: "cs", name: "Czech", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "atd", "apod", "tj", "tzv", "např", "resp", "popř", "př", "str", "č", "čís", "tel", "min", "max", "sek", "hod", "tis",
            "mil", "mld", "kč", "ks", "r", "ul", "nám", "dr", "ing", "mgr", "prof", "doc", "vs", "mj", "aj", "s.r.o", "a.s", "n.l",
            "př.n.l",
        ],
        terms: TermTable(CzechGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "pro", "sem", "zde", "tady", "na", "dvakrát", "třikrát", "prst", "prstem", "prsty", "dvěma", "třemi", "kdekoli", "kdekoliv",
            "a", "abyste", "abys", "aby", "nahoru", "dolů", "doleva", "doprava", "vlevo", "vpravo",
        ],
        vagueLabels: [
            "tlačítko", "ikona", "bez názvu", "položka", "text", "štítek",
        ],
        vagueConcepts: [
            .more: ["více", "víc", "zobrazit více", "zobrazit víc"],
            .learnMore: ["zjistit více", "zjistit víc", "další informace", "číst dále", "číst více", "přečíst více"],
            .clickHere: [
                "klikněte sem", "klikněte zde", "klepněte sem", "klepněte zde", "klikni sem", "klikni zde", "klepni sem", "klepni zde",
            ],
            .details: ["podrobnosti", "detaily"],
            .info: ["informace", "info", "více informací", "podrobné informace"],
            .here: ["zde", "sem", "tady"],
            .link: ["odkaz"],
            .image: ["obrázek"],
        ],
        determiners: [
            "ten", "tu", "to", "ty", "tento", "tuto", "toto", "tyto", "všechny", "všechna", "všech", "každý", "každou", "každé", "svůj",
            "svou", "svoji", "své", "váš", "vaši", "vaše", "tvůj", "tvou", "tvoje", "můj", "mou", "moje", "vybraný", "vybranou",
            "vybrané", "vybraná", "aktuální", "celý", "celou", "celé",
        ],
        hintForm: CzechGrammar.hintForm,
        conditionMarkers: ["pokud", "jestli", "zda"], purposeMarkers: ["abyste", "abys", "aby", "pro"], conjunctions: ["a", "nebo", "i", "či"],
        reflexivePronouns: ["se", "si"],
        descriptiveVerbs: [
            "podívejte": "Zobrazí", "podívej": "Zobrazí", "prohlédněte": "Zobrazí", "prohlédni": "Zobrazí", "prohlédnout": "Zobrazí",
            "zhlédněte": "Přehraje", "zhlédni": "Přehraje", "zhlédnout": "Přehraje",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["pak", "potom", "poté", "nyní", "nakonec"],
        stateConcepts: CzechGrammar.stateConcepts, controlTypeConcepts: CzechGrammar.controlTypeConcepts,
        gestureConcepts: CzechGrammar.gestureConcepts,
        examples: CzechGrammar.examples)
}

/// Czech hint grammar: tells the imperative («Otevři», «Otevřete»), the infinitive («Otevřít»)
/// and requests («Prosím …») from the third person («Otevře») with a verb lexicon, and outside it
/// by the endings no other form shares (-ujte, -ejte, -ovat, -nout).
enum CzechGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["vybráno", "vybrané", "vybraný", "vybraná", "nevybráno", "nevybrané", "nevybraný", "nevybraná"]),
        .checked: .words([
            "zaškrtnuto", "zaškrtnuté", "zaškrtnutý", "zaškrtnutá", "nezaškrtnuto", "nezaškrtnuté", "nezaškrtnutý", "nezaškrtnutá",
        ]),
        .dimmed: .none(because: "«nedostupné», «neaktivní» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["rozbaleno", "rozbalené", "rozbalený", "rozbalená"]),
        .collapsed: .words(["sbaleno", "sbalené", "sbalený", "sbalená"]),
        .on: .none(because: "«zapnuto» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«vypnuto» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]


    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in every case: the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words([
            "tlačítko", "tlačítka", "tlačítku", "tlačítkem", "tlačítek", "tlačítkům", "tlačítky", "tlačítkách",
        ]),
        .link: .none(because: "«odkaz» is as often what the element acts on (Kopírovat odkaz, Sdílet odkaz)"),
        .image: .none(because: "«obrázek» is as often what the element acts on (Uložit obrázek); a label that is only «Obrázek» is vague"),
        .textField: .words([
            "textové pole", "textového pole", "textovému poli", "textovým polem", "textovém poli", "textová pole", "textových polí",
            "textovým polím", "textovými poli", "textových polích",
        ]),
        .searchField: .words([
            "vyhledávací pole", "vyhledávacího pole", "vyhledávacímu poli", "vyhledávacím polem", "vyhledávacím poli",
            "vyhledávacích polí", "pole pro vyhledávání",
        ]),
        .secureTextField: .words([
            "zabezpečené textové pole", "zabezpečeného textového pole", "zabezpečenému textovému poli", "zabezpečeným textovým polem",
            "zabezpečeném textovém poli",
        ]),
        .slider: .words([
            "jezdec", "jezdce", "jezdci", "jezdcem", "jezdců", "jezdcům", "jezdcích",
        ]),
        .adjustable: .none(because: "«nastavitelný» is an ordinary adjective of labels (Nastavitelná rychlost)"),
        .toggle: .none(because: "«přepínač» names as often what the element opens (Přepínač karet, the tab switcher) or a radio button"),
        .checkbox: .words([
            "zaškrtávací políčko", "zaškrtávacího políčka", "zaškrtávacímu políčku", "zaškrtávacím políčkem", "zaškrtávacím políčku",
            "zaškrtávací políčka", "zaškrtávacích políček", "zaškrtávacím políčkům", "zaškrtávacími políčky", "zaškrtávacích políčkách",
        ]),
        .radioButton: .words([
            "přepínací tlačítko", "přepínacího tlačítka", "přepínacímu tlačítku", "přepínacím tlačítkem", "přepínacím tlačítku",
            "přepínací tlačítka", "přepínacích tlačítek", "přepínacími tlačítky",
        ]),
        .picker: .words([
            "volič", "voliče", "voliči", "voličem", "voličů", "voličům", "voličích", "volič data", "voliče data", "voličem data",
        ]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («tlačítko») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («karta», «panel») is content (Zavřít kartu, Nový panel)"),
        .tabBar: .words(["lišta karet", "lišty karet", "liště karet", "lištu karet", "lištou karet", "panel karet", "panelu karet"]),
        .menu: .none(because: "«Nabídka», «Menu» are as often the name of the element that opens one"),
        .popUpButton: .none(because: "VoiceOver reads a pop-up button as a button («tlačítko») with its menu, which the button words cover"),
        .comboBox: .words([
            "rozbalovací seznam", "rozbalovacího seznamu", "rozbalovacímu seznamu", "rozbalovacím seznamem", "rozbalovacím seznamu",
            "rozbalovací seznamy", "rozbalovacích seznamů", "rozbalovací nabídka", "rozbalovací nabídky", "rozbalovací nabídce",
            "rozbalovací nabídku", "rozbalovací nabídkou", "kombinované pole", "kombinovaného pole", "kombinovaným polem",
        ]),
        .heading: .none(because: "«nadpis», «záhlaví» are as often content (an article's title, a table's or an e-mail's header)"),
        .progressIndicator: .words([
            "ukazatel průběhu", "ukazatele průběhu", "ukazateli průběhu", "ukazatelem průběhu", "indikátor průběhu",
            "indikátoru průběhu", "indikátorem průběhu",
        ]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Zvýšit, Snížit); Czech has no settled word for the whole"),
        .list: .none(because: "«seznam» is as often what the element shows (Seznam skladeb, Zobrazit seznam)"),
        .scrollBar: .words([
            "posuvník", "posuvníku", "posuvníkem", "posuvníky", "posuvníků", "posuvníkům", "posuvnících", "posuvníkách",
        ]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): imperatives (informal and
    /// polite) and instrumental nouns («klepnutím», by tapping) name the gesture as an
    /// instruction; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "klepněte", "klepni", "klepnutím", "klepnutí", "klepnout", "ťukněte", "ťukni", "ťuknutím", "dotkněte se", "dotkni se",
            "dotykem",
        ]),
        .doubleTap: .words([
            "dvakrát klepněte", "klepněte dvakrát", "dvakrát klepni", "klepni dvakrát", "dvojitým klepnutím", "dvojité klepnutí",
            "dvojím klepnutím", "poklepejte", "poklepej", "poklepáním",
        ]),
        .tripleTap: .words(["třikrát klepněte", "klepněte třikrát", "trojitým klepnutím", "trojité klepnutí"]),
        .longPress: .words([
            "podržte", "podrž", "podržením", "přidržte", "přidrž", "přidržením", "klepněte a podržte", "klepni a podrž",
            "stiskněte a podržte", "stiskni a podrž", "dlouhým stisknutím", "dlouhé stisknutí", "dlouhým klepnutím", "dlouhé klepnutí",
        ]),
        .swipe: .words([
            "přejeďte prstem", "přejeď prstem", "přejetím prstem", "přejeďte", "přejeď", "přejetím", "švihněte", "švihni",
            "švihnutím",
        ]),
        .drag: .words(["přetáhněte", "přetáhni", "přetažením", "přetáhnout"]),
        .pinch: .words([
            "sevřete prsty", "roztáhněte prsty", "stáhněte prsty", "sevřením prstů", "roztažením prstů", "sevřete dva prsty",
            "roztáhněte dva prsty",
        ]),
        .rotate: .none(because: "«otočit» is as often what the element does (Otočí fotku.)"),
        .shake: .words(["zatřeste", "zatřes", "zatřesením", "zatřeste zařízením", "zatřeste telefonem"]),
        .click: .words([
            "klikněte", "klikni", "kliknutím", "kliknutí", "kliknout", "klikněte dvakrát", "dvakrát klikněte", "dvojklikem", "dvojklik",
        ]),
        .press: .words(["stiskněte", "stiskni", "stisknutím", "stisknutí", "stisknout", "zmáčkněte", "zmáčkni"]),
        .scroll: .words(["posuňte", "posuň", "posouvejte", "rolujte", "rolováním", "posunutím"]),
        .fingers: .words(["dvěma prsty", "třemi prsty", "čtyřmi prsty", "jedním prstem"]),
    ]

    /// Gesture words that also name a feature or a setting («Náhledy dlouhého stisknutí», «Zvuk
    /// kliknutí»): an instruction when they open the text or an instruction word follows. (The
    /// noun «přejetí» is left out: «Přejetí vlevo» names a configurable gesture.)
    static let leadingGestures: Set<String> = [
        "klepnutí", "klepnout", "kliknutí", "kliknout", "stisknutí", "stisknout", "přetáhnout", "dlouhé stisknutí",
        "dlouhé klepnutí", "dvojité klepnutí", "trojité klepnutí", "dvojklik", "dvěma prsty", "třemi prsty",
        "čtyřmi prsty", "jedním prstem",
    ]
    /// Gesture words that are as often ordinary verbs: «Posuňte termín» moves a date, «Přejeďte
    /// na stanici» travels; an instruction only when a marker follows.
    static let instructionGestures: Set<String> = ["posuňte", "posuň", "posunutím", "přejeďte", "přejeď"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = instructionGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures.
        for phrase in ["klepnutí na zadní stranu", "zatřesením vrátit", "přetažení souborů"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives and informal imperatives (perfective and
    /// imperfective; the polite plural is derived, «otevři» → «otevřete»), and the third person a
    /// hint should use («otevře»), when one fits.
    typealias Verb = InterfaceVerb

    /// Czech hints use the perfective («Přehraje skladbu.», what the element will do when
    /// activated), or the imperfective where the verb has no perfective. Gesture verbs and the
    /// user's own actions («Zadejte heslo») have no suggestion.
    static let verbs: [Verb] = [
        Verb(["přehrát", "přehrávat"], ["přehraj", "přehrávej"], "přehraje"),
        Verb(["otevřít", "otevírat"], ["otevři", "otevírej"], "otevře"),
        Verb(["zavřít", "zavírat"], ["zavři", "zavírej"], "zavře"),
        Verb(["přidat", "přidávat"], ["přidej", "přidávej"], "přidá"),
        Verb(["odstranit", "odstraňovat"], ["odstraň", "odstraňuj"], "odstraní"),
        Verb(["smazat", "mazat"], ["smaž", "maž"], "smaže"),
        Verb(["vymazat"], ["vymaž"], "vymaže"),
        Verb(["odebrat", "odebírat"], ["odeber", "odebírej"], "odebere"),
        Verb(["uložit", "ukládat"], ["ulož", "ukládej"], "uloží"),
        Verb(["vybrat", "vybírat"], ["vyber", "vybírej"], "vybere"),
        Verb(["zvolit", "volit"], ["zvol", "vol"], "zvolí"),
        Verb(["zobrazit", "zobrazovat"], ["zobraz", "zobrazuj"], "zobrazí"),
        Verb(["ukázat", "ukazovat"], ["ukaž", "ukazuj"], "ukáže"),
        Verb(["skrýt", "skrývat"], ["skryj", "skrývej"], "skryje"),
        Verb(["pozastavit", "pozastavovat"], ["pozastav"], "pozastaví"),
        Verb(["zastavit", "zastavovat"], ["zastav", "zastavuj"], "zastaví"),
        Verb(["spustit", "spouštět"], ["spusť", "spouštěj"], "spustí"),
        Verb(["zahájit", "zahajovat"], ["zahaj"], "zahájí"),
        Verb(["začít", "začínat"], ["začni", "začínej"], "začne"),
        Verb(["ukončit", "ukončovat"], ["ukonči"], "ukončí"),
        Verb(["dokončit", "dokončovat"], ["dokonči"], "dokončí"),
        Verb(["pokračovat"], ["pokračuj"], "pokračuje"),
        Verb(["zrušit", "rušit"], ["zruš", "ruš"], "zruší"),
        Verb(["změnit", "měnit"], ["změň", "měň"], "změní"),
        Verb(["upravit", "upravovat"], ["uprav", "upravuj"], "upraví"),
        Verb(["odeslat", "odesílat"], ["odešli", "odesílej"], "odešle"),
        Verb(["poslat", "posílat"], ["pošli", "posílej"], "pošle"),
        Verb(["vytvořit", "vytvářet"], ["vytvoř", "vytvářej"], "vytvoří"),
        Verb(["přejít", "přecházet"], ["přejdi", "přecházej"], "přejde"),
        Verb(["obnovit", "obnovovat"], ["obnov", "obnovuj"], "obnoví"),
        Verb(["stáhnout", "stahovat"], ["stáhni", "stahuj"], "stáhne"),
        Verb(["nahrát", "nahrávat"], ["nahraj", "nahrávej"], "nahraje"),
        Verb(["nainstalovat", "instalovat"], ["nainstaluj", "instaluj"], "nainstaluje"),
        Verb(["zapnout", "zapínat"], ["zapni", "zapínej"], "zapne"),
        Verb(["vypnout", "vypínat"], ["vypni", "vypínej"], "vypne"),
        Verb(["připojit", "připojovat"], ["připoj", "připojuj"], "připojí"),
        Verb(["odpojit", "odpojovat"], ["odpoj", "odpojuj"], "odpojí"),
        Verb(["přepnout", "přepínat"], ["přepni", "přepínej"], "přepne"),
        Verb(["zkopírovat", "kopírovat"], ["zkopíruj", "kopíruj"], "zkopíruje"),
        Verb(["vložit", "vkládat"], ["vlož", "vkládej"], "vloží"),
        Verb(["vyjmout"], ["vyjmi"], "vyjme"),
        Verb(["oříznout", "ořezat"], ["ořízni"], "ořízne"),
        Verb(["najít", "hledat"], ["najdi", "hledej"], "najde"),
        Verb(["vyhledat", "vyhledávat"], ["vyhledej", "vyhledávej"], "vyhledá"),
        Verb(["přesunout", "přesouvat"], ["přesuň", "přesouvej"], "přesune"),
        Verb(["opakovat"], ["opakuj"], "opakuje"),
        Verb(["zopakovat"], ["zopakuj"], "zopakuje"),
        Verb(["přeskočit", "přeskakovat"], ["přeskoč", "přeskakuj"], "přeskočí"),
        Verb(["rozbalit", "rozbalovat"], ["rozbal", "rozbaluj"], "rozbalí"),
        Verb(["sbalit", "sbalovat"], ["sbal", "sbaluj"], "sbalí"),
        Verb(["otočit", "otáčet"], ["otoč", "otáčej"], "otočí"),
        Verb(["resetovat"], ["resetuj"], "resetuje"),
        Verb(["potvrdit", "potvrzovat"], ["potvrď", "potvrzuj"], "potvrdí"),
        Verb(["povolit", "povolovat"], ["povol", "povoluj"], "povolí"),
        Verb(["zakázat", "zakazovat"], ["zakaž", "zakazuj"], "zakáže"),
        Verb(["zablokovat", "blokovat"], ["zablokuj", "blokuj"], "zablokuje"),
        Verb(["odblokovat"], ["odblokuj"], "odblokuje"),
        Verb(["uzamknout"], ["uzamkni"], "uzamkne"),
        Verb(["zamknout", "zamykat"], ["zamkni", "zamykej"], "zamkne"),
        Verb(["odemknout", "odemykat"], ["odemkni", "odemykej"], "odemkne"),
        Verb(["označit", "označovat"], ["označ", "označuj"], "označí"),
        Verb(["zaškrtnout", "zaškrtávat"], ["zaškrtni", "zaškrtávej"], "zaškrtne"),
        Verb(["připnout", "připínat"], ["připni", "připínej"], "připne"),
        Verb(["odepnout", "odepínat"], ["odepni", "odepínej"], "odepne"),
        Verb(["ohodnotit", "hodnotit"], ["ohodnoť", "hodnoť"], "ohodnotí"),
        Verb(["koupit", "kupovat"], ["kup", "kupuj"], "koupí"),
        Verb(["zavolat", "volat"], ["zavolej", "volej"], "zavolá"),
        Verb(["odpovědět", "odpovídat"], ["odpověz", "odpovídej"], "odpoví"),
        Verb(["přeposlat", "přeposílat"], ["přepošli", "přeposílej"], "přepošle"),
        Verb(["zkontrolovat", "kontrolovat"], ["zkontroluj", "kontroluj"], "zkontroluje"),
        Verb(["nastavit", "nastavovat"], ["nastav", "nastavuj"], "nastaví"),
        Verb(["použít", "používat"], ["použij", "používej"], "použije"),
        Verb(["aktivovat"], ["aktivuj"], "aktivuje"),
        Verb(["deaktivovat"], ["deaktivuj"], "deaktivuje"),
        Verb(["zvýšit", "zvyšovat"], ["zvyš", "zvyšuj"], "zvýší"),
        Verb(["snížit", "snižovat"], ["sniž", "snižuj"], "sníží"),
        Verb(["zvětšit", "zvětšovat"], ["zvětši", "zvětšuj"], "zvětší"),
        Verb(["zmenšit", "zmenšovat"], ["zmenši", "zmenšuj"], "zmenší"),
        Verb(["seřadit", "řadit"], ["seřaď", "řaď"], "seřadí"),
        Verb(["filtrovat"], ["filtruj"], "filtruje"),
        Verb(["vyfiltrovat"], ["vyfiltruj"], "vyfiltruje"),
        Verb(["vytisknout", "tisknout"], ["vytiskni", "tiskni"], "vytiskne"),
        Verb(["přijmout", "přijímat"], ["přijmi", "přijímej"], "přijme"),
        Verb(["odmítnout", "odmítat"], ["odmítni", "odmítej"], "odmítne"),
        Verb(["synchronizovat"], ["synchronizuj"], "synchronizuje"),
        Verb(["importovat"], ["importuj"], "importuje"),
        Verb(["exportovat"], ["exportuj"], "exportuje"),
        Verb(["naskenovat", "skenovat"], ["naskenuj", "skenuj"], "naskenuje"),
        Verb(["publikovat", "zveřejnit"], ["publikuj", "zveřejni"], "publikuje"),
        Verb(["přečíst", "číst"], ["přečti", "čti"], "přečte"),
        Verb(["sdílet"], ["sdílej"], "sdílí"),
        Verb(["vrátit", "vracet"], ["vrať", "vracej"], "vrátí"),
        Verb(["pozvat", "zvát"], ["pozvi", "zvi"], "pozve"),
        Verb(["spravovat"], ["spravuj"], "spravuje"),
        Verb(["ztlumit", "tlumit"], ["ztlum", "tlum"], "ztlumí"),
        Verb(["sledovat"], ["sleduj"], "sleduje"),
        Verb(["nahlásit", "hlásit"], ["nahlas"], "nahlásí"),
        Verb(["zamíchat", "míchat"], ["zamíchej", "míchej"], "zamíchá"),
        Verb(["minimalizovat"], ["minimalizuj"], "minimalizuje"),
        Verb(["maximalizovat"], ["maximalizuj"], "maximalizuje"),
        Verb(["přejmenovat"], ["přejmenuj"], "přejmenuje"),
        Verb(["aktualizovat"], ["aktualizuj"], "aktualizuje"),
        Verb(["ověřit", "ověřovat"], ["ověř", "ověřuj"], "ověří"),
        Verb(["přeložit", "překládat"], ["přelož", "překládej"], "přeloží"),
        Verb(["vyčistit", "čistit"], ["vyčisti", "čisti"], "vyčistí"),
        Verb(["přihlásit", "přihlašovat"], ["přihlas", "přihlašuj"], nil),
        Verb(["odhlásit", "odhlašovat"], ["odhlas", "odhlašuj"], nil),
        Verb(["zaregistrovat", "registrovat"], ["zaregistruj", "registruj"], nil),
        Verb(["zadat", "zadávat"], ["zadej", "zadávej"], nil),
        Verb(["napsat", "psát"], ["napiš", "piš"], nil),
        Verb(["počkat", "čekat"], ["počkej", "čekej"], nil),
        Verb(["zkusit", "zkoušet"], ["zkus", "zkoušej"], nil),
        Verb(["podívat"], ["podívej"], nil),
        Verb(["prohlédnout", "prohlížet"], ["prohlédni", "prohlížej"], nil),
        Verb(["zhlédnout"], ["zhlédni"], nil),
        Verb(["poslechnout", "poslouchat"], ["poslechni", "poslouchej"], nil),
        Verb(["procházet", "projít"], ["procházej", "projdi"], nil),
        Verb(["navštívit", "navštěvovat"], ["navštiv", "navštěvuj"], nil),
        Verb(["ujistit"], ["ujisti"], nil),
        Verb(["zjistit", "zjišťovat"], ["zjisti", "zjišťuj"], nil),
        Verb(["udělat", "dělat"], ["udělej", "dělej"], nil),
        Verb(["klepnout", "klepat"], ["klepni", "klepej"], nil),
        Verb(["ťuknout"], ["ťukni"], nil),
        Verb(["kliknout", "klikat"], ["klikni", "klikej"], nil),
        Verb(["stisknout", "stiskat", "zmáčknout"], ["stiskni", "zmáčkni"], nil),
        Verb(["podržet", "přidržet"], ["podrž", "přidrž"], nil),
        Verb(["přetáhnout", "přetahovat"], ["přetáhni", "přetahuj"], nil),
        Verb(["přejet", "přejíždět"], ["přejeď", "přejížděj"], nil),
        Verb(["posunout", "posouvat"], ["posuň", "posouvej"], nil),
        Verb(["zatřást", "třást"], ["zatřes"], nil),
        Verb(["poklepat"], ["poklepej"], nil),
    ]

    /// Every infinitive, informal imperative and polite imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(of: verbs, derived: { [politeImperative(of: $0)] })

    /// «přehraj» → «přehrajte», «smaž» → «smažte», «otevři» → «otevřete», «zapni» → «zapněte»,
    /// «přejdi» → «přejděte».
    static func politeImperative(of informal: String) -> String {
        guard informal.hasSuffix("i") else { return informal + "te" }
        let stem = informal.dropLast()
        // After d, t, n, m, b, p, v the e is written ě (a soft consonant before it).
        if let last = stem.last, "dtnmbpv".contains(last) { return stem + "ěte" }
        return stem + "ete"
    }

    /// Nouns of five letters or more that end like an infinitive (a vowel and -t): only the
    /// endings a verb alone has (-ovat, -nout) are read without this list.
    static let infinitiveLookalikes: Set<String> = [
        "účet", "počet", "rozpočet", "předmět", "svět", "květ", "výpočet", "zápočet", "doplatek", "formát", "kabát", "citát",
        "automat", "mandát", "kandidát", "limit", "kredit", "audit", "profit", "deficit", "depozit", "tranzit", "apetit", "internet",
        "tablet", "widget", "budget", "target", "market", "ticket", "soubět", "objekt", "vzhled", "zápis", "podnět", "výsledek",
        "obsah", "chat", "stát", "plat", "byt", "let", "set", "dárek", "rozhraní", "prostředí", "amulet", "balet", "bufet", "kabinet",
        "klarinet", "magnet", "minaret", "pamflet", "parket", "raketa", "sonet", "toalet", "zaklínadlo", "sekret", "skelet",
        "šprint", "dokument", "moment",
    ]
    /// Verbs that open a sentence addressed to the user: «Můžete …», «Chcete-li …».
    static let userModals: Set<String> = [
        "můžete", "můžeš", "musíte", "musíš", "budete", "budeš", "chcete", "chceš", "měli", "měl", "měla",
    ]
    /// Words that open a sentence without a verb: «Vaše zpětná vazba.», «Pokud je zapnuto, …».
    static let nonVerbStarters: Set<String> = [
        "váš", "vaše", "vaši", "tvůj", "tvoje", "tvá", "tento", "tato", "toto", "tyto", "když", "pokud", "jestliže", "zde", "nyní",
    ]
    /// Words that open a clause after a comma: «Zaškrtněte, pokud chcete …» tells the user what to
    /// do when, which the element does not do («Zaškrtne, pokud chcete …» would be wrong).
    static let subordinators: Set<String> = [
        "zda", "zdali", "jestli", "že", "pokud", "když", "kdy", "co", "jak", "kde", "který", "která", "které", "dokud", "než", "aby",
    ]
    /// Letters only Czech writes: a text without any is not read for the endings outside the
    /// lexicon (an English string left untranslated: "Delete", "Reset").
    static let czechLetters: Set<Character> = [
        "á", "č", "ď", "é", "ě", "í", "ň", "ó", "ř", "š", "ť", "ú", "ů", "ý", "ž",
        "Á", "Č", "Ď", "É", "Ě", "Í", "Ň", "Ó", "Ř", "Š", "Ť", "Ú", "Ů", "Ý", "Ž",
    ]
    /// The consonants before the polite imperative's -te that no other form ends with
    /// («zobrazte», «uložte», «odstraňte», «spusťte», «vyberte», «zkuste»), and -ěte.
    private static let politeStems: Set<Character> = ["j", "ž", "š", "č", "ř", "ď", "ť", "ň", "z", "v", "r", "s", "l", "ě"]
    /// The vowels before an infinitive's -t.
    private static let infinitiveVowels: Set<Character> = ["a", "á", "e", "ě", "i", "í", "ý"]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        let hasCzechLetters = text.text.contains(where: { czechLetters.contains($0) })

        if word == "prosím" || word == "prosíme" {
            return HintFormIssue(.request, words: written)
        }
        if userModals.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Zaškrtněte, pokud …»: what follows is about the user; no descriptive form is certain.
        let opensClause = second.map { text.holds(UInt8(ascii: ","), between: first.end, $0.start) && subordinators.contains($0.folded) } ?? false
        func described(_ thirdPerson: String?) -> String? {
            opensClause ? nil : thirdPerson.map { LetterCase.capitalized($0, like: first) }
        }
        if let form = lexicon[word] {
            return HintFormIssue(form.isInfinitive ? .infinitive : .imperative, words: written, suggestion: described(form.thirdPerson))
        }
        // «Nezavírejte aplikaci.», «Nezobrazovat znovu.»: the negation is written as one word.
        if word.hasPrefix("ne"), word.count >= 6 {
            let rest = String(word.dropFirst(2))
            if lexicon[rest] != nil || isPoliteImperative(rest, hasCzechLetters: hasCzechLetters)
                || infinitive(rest, hasCzechLetters: hasCzechLetters)?.isCertain == true
            {
                return HintFormIssue(.negativeCommand, words: written)
            }
        }
        if isPoliteImperative(word, hasCzechLetters: hasCzechLetters) {
            return HintFormIssue(.imperative, words: written, suggestion: described(word.hasSuffix("ujte") ? String(word.dropLast(4)) + "uje" : nil))
        }
        if let form = infinitive(word, hasCzechLetters: hasCzechLetters) {
            return HintFormIssue(
                .infinitive, words: written, suggestion: described(form.suggestion),
                severity: form.isCertain ? .warning : .info)
        }
        // «Výběrem otevřete zobrazení.», «Klepnutím otevřeš panel.»: by an action (instrumental),
        // the user does something, in the second person.
        if let second, word.count >= 5, word.hasSuffix("em") || word.hasSuffix("ím"), isSecondPerson(second.folded) {
            return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end))
        }
        // «Vaše jméno, prosím.»
        if let please = words.first(where: { $0.folded == "prosím" }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// «Zobrazte», «Kopírujte», «Klepněte»: the polite imperative, whose endings (a consonant or
    /// ě before -te) no other verb form shares; «jste» (you are) and «byste» (you would) are told
    /// apart by name. Outside -jte, only in a text with Czech letters: "Paste" is English.
    static func isPoliteImperative(_ word: String, hasCzechLetters: Bool) -> Bool {
        guard word.count >= 5, word.hasSuffix("te"), !["jste", "nejste", "byste", "abyste"].contains(word) else { return false }
        let beforeEnding = word.dropLast(2)
        guard let last = beforeEnding.last, politeStems.contains(last) else { return false }
        return last == "j" || hasCzechLetters
    }

    /// A verb in the second person present that ends a by-action instruction: «otevřete»,
    /// «otevřeš», «zobrazíte», «změníš».
    static func isSecondPerson(_ word: String) -> Bool {
        guard word.count >= 5 else { return false }
        return word.hasSuffix("te") || word.hasSuffix("eš") || word.hasSuffix("íš") || word.hasSuffix("áš") || word.hasSuffix("ěš")
    }

    /// An infinitive outside the lexicon: certain for -ovat (third person -uje), -nout (-ne) and
    /// -ávat (-ává); only likely, in a text with Czech letters, for another vowel and -t, which nouns
    /// such as «účet», «formát», «limit» share.
    static func infinitive(_ word: String, hasCzechLetters: Bool) -> (suggestion: String?, isCertain: Bool)? {
        guard word.count >= 5, word.hasSuffix("t"), !infinitiveLookalikes.contains(word) else { return nil }
        if word.hasSuffix("ovat") { return (String(word.dropLast(4)) + "uje", true) }
        if word.hasSuffix("nout") { return (String(word.dropLast(3)) + "e", true) }
        if word.hasSuffix("ávat") { return (String(word.dropLast(2)) + "á", true) }
        guard hasCzechLetters, word.count >= 6 else { return nil }
        if let vowel = word.dropLast().last, infinitiveVowels.contains(vowel) { return (nil, false) }
        return nil
    }
}

extension CzechGrammar {
    /// Every language-specific rule, in Czech: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "cs", .label, "Přehrát.", fix: "Přehrát"),
        .bad("label-trailing-period", "cs", .label, "Přidat do oblíbených.", fix: "Přidat do oblíbených"),
        .good("label-trailing-period", "cs", .label, "Přehrát"),
        .good("label-trailing-period", "cs", .label, "Načítání..."),
        .good("label-trailing-period", "cs", .label, "Fotky, videa atd."),
        .good("label-trailing-period", "cs", .label, "Vydání z roku 2024 apod."),

        .bad("label-control-type", "cs", .label, "Tlačítko přehrávání"),
        .bad("label-control-type", "cs", .label, "Přehrát, tlačítko", fix: "Přehrát"),
        .bad("label-control-type", "cs", .label, "Jezdec hlasitosti"),
        .bad("label-control-type", "cs", .label, "Jméno, textové pole", fix: "Jméno"),
        .bad("label-control-type", "cs", .label, "Vodorovný posuvník"),
        .good("label-control-type", "cs", .label, "Přehrát"),
        // The field is what the command acts on, not this element's type.
        .good("label-control-type", "cs", .label, "Minimalizovat textové pole zprávy"),
        .good("label-control-type", "cs", .label, "Vymazat vyhledávací pole"),
        .good("label-control-type", "cs", .label, "Přepínač karet"),
        .good("label-control-type", "cs", .label, "Kopírovat odkaz"),

        .bad("label-state", "cs", .label, "Wi-Fi, vybráno", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "cs", .label, "Vybráno: %lld"),
        .bad("label-state", "cs", .label, "Zaškrtnuto"),
        .bad("label-state", "cs", .label, "Podrobnosti, rozbaleno", fix: "Podrobnosti"),
        .good("label-state", "cs", .label, "Zobrazit vybrané fotky"),
        .good("label-state", "cs", .label, "Wi-Fi"),

        .bad("label-gesture", "cs", .label, "Klepněte pro přehrání"),
        .bad("label-gesture", "cs", .label, "Otevřete stránku. Pak klepněte pro uložení"),
        .bad("label-gesture", "cs", .label, "Dvakrát klepněte pro zvětšení"),
        .bad("label-gesture", "cs", .label, "Přejeďte prstem doleva pro smazání"),
        .bad("label-gesture", "cs", .label, "Podržte pro nahrávání"),
        .good("label-gesture", "cs", .label, "Gesta přejetí prstem"),
        .good("label-gesture", "cs", .label, "Přehrát"),
        // Gestures named as settings, and «posunout» as an ordinary verb.
        .good("label-gesture", "cs", .label, "Přejetí vlevo"),
        .good("label-gesture", "cs", .label, "Náhledy dlouhého stisknutí"),
        .good("label-gesture", "cs", .label, "Posuňte termín schůzky"),
        .good("label-gesture", "cs", .label, "Zvuk kliknutí"),

        .bad("label-capitalization", "cs", .label, "přehrát", fix: "Přehrát"),
        .bad("label-capitalization", "cs", .label, "nová zpráva", fix: "Nová zpráva"),
        .good("label-capitalization", "cs", .label, "Přehrát"),
        .good("label-capitalization", "cs", .label, "iPhone a iCloud"),
        .good("label-capitalization", "cs", .label, "%@ lajků"),

        .bad("label-length", "cs", .label, "Klepněte na toto tlačítko, abyste vytvořili novou zprávu pro všechny účastníky této konverzace"),
        .good("label-length", "cs", .label, "Nová zpráva"),
        .good("label-length", "cs", .label, "Apple Inc., 125,25 USD, nárůst o 1,3 %"),

        .bad("label-vague", "cs", .label, "Zjistit více"),
        .bad("label-vague", "cs", .label, "Klepněte sem"),
        .bad("label-vague", "cs", .label, "Více"),
        .bad("label-vague", "cs", .label, "Informace"),
        .good("label-vague", "cs", .label, "Více o cenách"),
        .good("label-vague", "cs", .label, "Přehrát"),

        .bad("hint-imperative", "cs", .hint, "Přehrát skladbu.", fix: "Přehraje skladbu."),
        .bad("hint-imperative", "cs", .hint, "Přehrajte skladbu.", fix: "Přehraje skladbu."),
        .bad("hint-imperative", "cs", .hint, "Otevřete nastavení.", fix: "Otevře nastavení."),
        .bad("hint-imperative", "cs", .hint, "Otevři nastavení.", fix: "Otevře nastavení."),
        .bad("hint-imperative", "cs", .hint, "Archivovat konverzaci.", fix: "Archivuje konverzaci."),
        .bad("hint-imperative", "cs", .hint, "Archivujte konverzaci.", fix: "Archivuje konverzaci."),
        // The user's own action has no descriptive form; a reflexive verb is another construction.
        .badWithoutFix("hint-imperative", "cs", .hint, "Zadejte uživatelské jméno."),
        .badWithoutFix("hint-imperative", "cs", .hint, "Přihlaste se ke svému účtu."),
        .badWithoutFix("hint-imperative", "cs", .hint, "Zavřít"),
        .badWithoutFix("hint-imperative", "cs", .hint, "Povolit automatické přehrávání a zobrazit titulky."),
        .badWithoutFix("hint-imperative", "cs", .hint, "Výběrem otevřete zobrazení filtrů."),
        .badWithoutFix("hint-imperative", "cs", .hint, "Zaškrtněte, pokud chcete skrýt zprávy tohoto uživatele."),
        .bad("hint-imperative", "cs", .hint, "Prosím, zadejte jméno."),
        .bad("hint-imperative", "cs", .hint, "Nezavírejte aplikaci."),
        .bad("hint-imperative", "cs", .hint, "Můžete změnit pořadí."),
        .good("hint-imperative", "cs", .hint, "Přehraje skladbu."),
        .good("hint-imperative", "cs", .hint, "Otevře článek."),
        .good("hint-imperative", "cs", .hint, "Přepíná přehrávač mezi režimem na šířku a na výšku."),
        .good("hint-imperative", "cs", .hint, "Odstraní předchozí výběr."),
        .good("hint-imperative", "cs", .hint, "Nastavení přehrávače."),
        .good("hint-imperative", "cs", .hint, "Účet a předplatné."),
        .good("hint-imperative", "cs", .hint, "Neplatné heslo."),

        .bad("hint-gesture", "cs", .hint, "Dvakrát klepněte, abyste přehráli skladbu."),
        .bad("hint-gesture", "cs", .hint, "Klepnutím otevřete kameru."),
        .bad("hint-gesture", "cs", .hint, "Klepnutí zakoupí položku."),
        .bad("hint-gesture", "cs", .hint, "Přejeďte prstem doleva pro smazání položky."),
        .bad("hint-gesture", "cs", .hint, "Přetažením změníte pořadí."),
        .good("hint-gesture", "cs", .hint, "Posune na začátek seznamu."),
        .good("hint-gesture", "cs", .hint, "Smaže položku."),
        .good("hint-gesture", "cs", .hint, "Zapne přetažení souborů."),

        .bad("hint-control-type", "cs", .hint, "Tlačítko, které přidá jméno."),
        .bad("hint-control-type", "cs", .hint, "Jezdec, který mění měřítko."),
        .good("hint-control-type", "cs", .hint, "Přidá jméno."),
        .good("hint-control-type", "cs", .hint, "Otevře přepínač karet."),

        .bad("hint-repeats-label", "cs", .hint, "Uložit uloží změny.", label: "Uložit"),
        .bad("hint-repeats-label", "cs", .hint, "Zpět se vrátí na předchozí obrazovku.", label: "Zpět"),
        .good("hint-repeats-label", "cs", .hint, "Uloží změny.", label: "Uložit"),
        .good("hint-repeats-label", "cs", .hint, "Smaže zprávu.", label: "Smazat"),
        // The label word is the hint's verb, with its object: an infinitive (hint-imperative), not a repetition.
        .good("hint-repeats-label", "cs", .hint, "Sdílet vybrané soubory.", label: "Sdílet"),

        .bad("hint-missing-period", "cs", .hint, "Přehraje skladbu", fix: "Přehraje skladbu."),
        .bad("hint-missing-period", "cs", .hint, "Přehraje skladbu。", fix: "Přehraje skladbu."),
        .good("hint-missing-period", "cs", .hint, "Přehraje skladbu."),
        .good("hint-missing-period", "cs", .hint, "Otevře nabídku…"),

        .bad("hint-capitalization", "cs", .hint, "přehraje skladbu.", fix: "Přehraje skladbu."),
        .good("hint-capitalization", "cs", .hint, "Přehraje skladbu."),
        .good("hint-capitalization", "cs", .hint, "iCloud synchronizuje poznámky."),

        .bad("hint-length", "cs", .hint,
             "Otevře nastavení, ve kterém si můžete vybrat, který z vašich účtů se použije, když zveřejníte příspěvek, odpovíte na něj nebo ho sdílíte na časové ose."),
        .good("hint-length", "cs", .hint, "Otevře nastavení účtu."),
    ]
}
