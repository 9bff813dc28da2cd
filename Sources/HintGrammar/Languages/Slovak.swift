/// Slovak: hints are verb phrases in the third person singular without a subject
/// («Prehrá skladbu.», «Otvorí nastavenia.»); labels are short noun phrases or, as Apple's Slovak
/// interfaces write buttons, infinitives («Prehrať», «Vymazať») without a final period.
extension LanguageProfile {
    /// The Slovak table (`sk`, also used for `sk-SK`).
    public static let slovak = LanguageProfile(
        code: "sk", name: "Slovak", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "atď", "napr", "tzv", "tj", "t. j", "t.j", "resp", "príp", "č", "čís", "tel", "min", "max", "sek", "hod", "tis", "mil",
            "mld", "ks", "r", "ul", "nám", "dr", "ing", "mgr", "prof", "doc", "vs", "pozn", "str", "sv", "a pod", "s.r.o", "a.s",
            "pr.n.l", "n.l",
        ],
        terms: TermTable(SlovakGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "pre", "sem", "tu", "na", "dvakrát", "trikrát", "prst", "prstom", "prstami", "dvoma", "troma", "tromi", "kdekoľvek",
            "hocikde", "a", "aby", "nahor", "nadol", "doľava", "doprava", "vľavo", "vpravo", "hore", "dole",
        ],
        vagueLabels: [
            "tlačidlo", "ikona", "bez názvu", "položka", "text", "štítok",
        ],
        vagueConcepts: [
            .more: ["viac", "ďalšie"],
            .learnMore: ["zistiť viac", "ďalšie informácie", "čítať ďalej", "čítať viac", "prečítať viac"],
            .clickHere: [
                "kliknite sem", "kliknite tu", "klepnite sem", "klepnite tu", "klikni sem", "klikni tu", "klepni sem", "klepni tu",
            ],
            .details: ["podrobnosti", "detaily", "zobraziť podrobnosti", "zobraziť detaily"],
            .info: ["informácie", "info", "viac informácií", "podrobné informácie"],
            .here: ["tu", "sem"],
            .link: ["odkaz"],
            .image: ["obrázok"],
        ],
        determiners: [
            "ten", "tú", "to", "tie", "tento", "túto", "toto", "tieto", "všetky", "všetkých", "každý", "každú", "každé", "svoj",
            "svoju", "svoje", "váš", "vašu", "vaše", "tvoj", "tvoju", "tvoje", "môj", "moju", "moje", "vybraný", "vybranú",
            "vybrané", "vybratý", "vybratú", "vybraté", "aktuálny", "aktuálnu", "aktuálne", "celý", "celú", "celé",
        ],
        hintForm: SlovakGrammar.hintForm,
        conditionMarkers: ["ak", "či"], purposeMarkers: ["aby", "pre", "na"], conjunctions: ["a", "alebo", "i", "či", "aj"],
        reflexivePronouns: ["sa", "si"],
        descriptiveVerbs: [
            "pozrite": "Zobrazí", "pozri": "Zobrazí", "pozrieť": "Zobrazí", "prezrite": "Zobrazí", "prezri": "Zobrazí",
            "prezrieť": "Zobrazí",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["potom", "následne", "teraz", "nakoniec"],
        stateConcepts: SlovakGrammar.stateConcepts, controlTypeConcepts: SlovakGrammar.controlTypeConcepts,
        gestureConcepts: SlovakGrammar.gestureConcepts,
        examples: SlovakGrammar.examples)
}

/// Slovak hint grammar: tells the imperative («Otvor», «Otvorte»), the infinitive («Otvoriť»)
/// and requests («Prosím …») from the third person («Otvorí») with a verb lexicon, and outside it
/// by the endings no other form shares (-jte, a vowel and -ť).
enum SlovakGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words([
            "vybraté", "vybratý", "vybratá", "vybrané", "vybraný", "vybraná", "nevybraté", "nevybratý", "nevybratá", "nevybrané",
            "nevybraný", "nevybraná",
        ]),
        .checked: .words([
            "začiarknuté", "začiarknutý", "začiarknutá", "nezačiarknuté", "nezačiarknutý", "nezačiarknutá", "zaškrtnuté",
            "nezaškrtnuté",
        ]),
        .dimmed: .none(because: "«nedostupné», «neaktívne» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["rozbalené", "rozbalený", "rozbalená"]),
        .collapsed: .words(["zbalené", "zbalený", "zbalená"]),
        .on: .none(because: "«zapnuté» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«vypnuté» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]


    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in every case: the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words([
            "tlačidlo", "tlačidla", "tlačidlu", "tlačidlom", "tlačidle", "tlačidlá", "tlačidiel", "tlačidlám", "tlačidlami",
            "tlačidlách",
        ]),
        .link: .none(because: "«odkaz» is as often what the element acts on (Kopírovať odkaz, Zdieľať odkaz)"),
        .image: .none(because: "«obrázok» is as often what the element acts on (Uložiť obrázok); a label that is only «Obrázok» is vague"),
        .textField: .words([
            "textové pole", "textového poľa", "textovému poľu", "textovým poľom", "textovom poli", "textové polia",
            "textových polí", "textovým poliam", "textovými poľami", "textových poliach",
        ]),
        .searchField: .words([
            "vyhľadávacie pole", "vyhľadávacieho poľa", "vyhľadávaciemu poľu", "vyhľadávacím poľom", "vyhľadávacom poli",
            "vyhľadávacie polia", "vyhľadávacích polí", "pole vyhľadávania", "poľa vyhľadávania", "poľu vyhľadávania",
            "poľom vyhľadávania", "poli vyhľadávania",
        ]),
        .secureTextField: .words([
            "zabezpečené textové pole", "zabezpečeného textového poľa", "zabezpečenému textovému poľu", "zabezpečeným textovým poľom",
            "zabezpečenom textovom poli",
        ]),
        .slider: .words([
            "posuvník", "posuvníka", "posuvníku", "posuvníkom", "posuvníky", "posuvníkov", "posuvníkoch", "posuvníkmi",
        ]),
        .adjustable: .none(because: "«nastaviteľné» is an ordinary adjective of labels (Nastaviteľná rýchlosť)"),
        .toggle: .none(because: "«prepínač» names as often what the element opens (Prepínač kariet, the tab switcher) or a radio button"),
        .checkbox: .words([
            "začiarkavacie políčko", "začiarkavacieho políčka", "začiarkavaciemu políčku", "začiarkavacím políčkom",
            "začiarkavacom políčku", "začiarkavacie políčka", "začiarkavacích políčok", "začiarkavacím políčkam",
            "začiarkavacími políčkami", "začiarkavacích políčkach", "zaškrtávacie políčko", "zaškrtávacieho políčka",
            "zaškrtávacím políčkom",
        ]),
        .radioButton: .words([
            "prepínacie tlačidlo", "prepínacieho tlačidla", "prepínaciemu tlačidlu", "prepínacím tlačidlom", "prepínacom tlačidle",
            "prepínacie tlačidlá", "prepínacích tlačidiel", "prepínacími tlačidlami",
        ]),
        .picker: .none(because: "Slovak interfaces name a picker by what it picks («Výber dátumu»), words that are the label's content"),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («tlačidlo») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («karta», «panel») is content (Zatvoriť kartu, Nová karta)"),
        .tabBar: .words(["lišta kariet", "lišty kariet", "lište kariet", "lištu kariet", "lištou kariet"]),
        .menu: .none(because: "«Ponuka», «Menu» are as often the name of the element that opens one"),
        .popUpButton: .none(because: "VoiceOver reads a pop-up button as a button («tlačidlo») with its menu, which the button words cover"),
        .comboBox: .words([
            "rozbaľovací zoznam", "rozbaľovacieho zoznamu", "rozbaľovaciemu zoznamu", "rozbaľovacím zoznamom",
            "rozbaľovacom zozname", "rozbaľovacie zoznamy", "rozbaľovacích zoznamov", "rozbaľovacia ponuka", "rozbaľovacej ponuky",
            "rozbaľovacej ponuke", "rozbaľovaciu ponuku", "rozbaľovacou ponukou", "kombinované pole", "kombinovaného poľa",
            "kombinovaným poľom",
        ]),
        .heading: .none(because: "«nadpis», «hlavička» are as often content (an article's title, a table's or an e-mail's header)"),
        .progressIndicator: .words([
            "indikátor priebehu", "indikátora priebehu", "indikátoru priebehu", "indikátorom priebehu", "indikátore priebehu",
            "ukazovateľ priebehu", "ukazovateľa priebehu", "ukazovateľu priebehu", "ukazovateľom priebehu", "ukazovateli priebehu",
        ]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Zvýšiť, Znížiť); Slovak has no settled word for the whole"),
        .list: .none(because: "«zoznam» is as often what the element shows (Zoznam skladieb, Zobraziť zoznam)"),
        .scrollBar: .words([
            "posúvač", "posúvača", "posúvaču", "posúvačom", "posúvači", "posúvače", "posúvačov", "posúvačoch", "posúvačmi",
            "posuvná lišta", "posuvnej lišty", "posuvnej lište", "posuvnú lištu", "posuvnou lištou", "rolovacia lišta",
            "rolovacej lišty", "rolovacej lište", "rolovaciu lištu", "rolovacou lištou",
        ]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): imperatives (informal and
    /// polite) and instrumental nouns («klepnutím», by tapping) name the gesture as an
    /// instruction; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "klepnite", "klepni", "klepnutím", "klepnutie", "klepnúť", "ťuknite", "ťukni", "ťuknutím", "dotknite sa", "dotkni sa",
            "dotykom", "dotknutím",
        ]),
        .doubleTap: .words([
            "dvakrát klepnite", "klepnite dvakrát", "dvakrát klepni", "klepni dvakrát", "dvojitým klepnutím", "dvojité klepnutie",
            "dvojitým ťuknutím", "dvakrát ťuknite", "ťuknite dvakrát",
        ]),
        .tripleTap: .words(["trikrát klepnite", "klepnite trikrát", "trojitým klepnutím", "trojité klepnutie"]),
        .longPress: .words([
            "podržte", "podrž", "podržaním", "pridržte", "pridrž", "pridržaním", "klepnite a podržte", "klepni a podrž",
            "stlačte a podržte", "stlač a podrž", "dotknite sa a podržte", "dlhým stlačením", "dlhé stlačenie", "dlhým klepnutím",
            "dlhé klepnutie", "dlhým podržaním",
        ]),
        .swipe: .words([
            "potiahnite prstom", "potiahni prstom", "potiahnutím prstom", "prejdite prstom", "prejdi prstom", "prejdením prstom",
            "švihnite", "švihni", "švihnutím",
        ]),
        .drag: .words(["potiahnite", "potiahni", "potiahnutím", "potiahnuť", "presuňte myšou"]),
        .pinch: .words([
            "stiahnite prsty", "roztiahnite prsty", "zovrite prsty", "stiahnutím prstov", "roztiahnutím prstov", "zovretím prstov",
            "roztiahnite dva prsty", "stiahnite dva prsty",
        ]),
        .rotate: .none(because: "«otočiť» is as often what the element does (Otočí fotku.)"),
        .shake: .words(["zatraste", "zatras", "zatrasením", "zatraste zariadením", "zatraste telefónom"]),
        .click: .words([
            "kliknite", "klikni", "kliknutím", "kliknutie", "kliknúť", "kliknite dvakrát", "dvakrát kliknite", "dvojklikom",
            "dvojklik",
        ]),
        .press: .words(["stlačte", "stlač", "stlačením", "stlačenie", "stlačiť"]),
        .scroll: .words(["posuňte", "posuň", "posúvajte", "rolujte", "roluj", "rolovaním", "posunutím", "posúvaním"]),
        .fingers: .words(["dvoma prstami", "dvomi prstami", "troma prstami", "tromi prstami", "štyrmi prstami", "jedným prstom"]),
    ]

    /// Gesture words that also name a feature or a setting («Náhľady dlhým stlačením», «Zvuk
    /// kliknutia»): an instruction when they open the text or an instruction word follows.
    static let leadingGestures: Set<String> = [
        "klepnutie", "klepnúť", "kliknutie", "kliknúť", "stlačenie", "stlačiť", "potiahnuť", "dlhé stlačenie", "dlhé klepnutie",
        "dvojité klepnutie", "trojité klepnutie", "dvojklik", "dvoma prstami", "dvomi prstami", "troma prstami", "tromi prstami",
        "štyrmi prstami", "jedným prstom",
    ]
    /// Gesture words that are as often ordinary verbs: «Posuňte termín» moves a date, «Posunutím
    /// termínu» by moving it; an instruction only when a marker follows.
    static let instructionGestures: Set<String> = ["posuňte", "posuň", "posunutím", "posúvaním", "posúvajte"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures, marked: instructionGestures)
        // Names of features, not gestures (Back Tap, Shake to Undo).
        for phrase in ["klepnutie na zadnú stranu", "zatrasením vrátiť", "vrátiť zatrasením"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives and informal imperatives (perfective and
    /// imperfective; the polite plural is derived, «otvor» → «otvorte»), and the third person a
    /// hint should use («otvorí»), when one fits.
    typealias Verb = InterfaceVerb

    /// Slovak hints use the perfective («Prehrá skladbu.», what the element will do when
    /// activated), or the imperfective where the verb has no perfective. Gesture verbs and the
    /// user's own actions («Zadajte heslo») have no suggestion.
    static let verbs: [Verb] = [
        Verb(["prehrať", "prehrávať"], ["prehraj", "prehrávaj"], "prehrá"),
        Verb(["otvoriť", "otvárať"], ["otvor", "otváraj"], "otvorí"),
        Verb(["zatvoriť", "zatvárať"], ["zatvor", "zatváraj"], "zatvorí"),
        Verb(["pridať", "pridávať"], ["pridaj", "pridávaj"], "pridá"),
        Verb(["odstrániť", "odstraňovať"], ["odstráň", "odstraňuj"], "odstráni"),
        Verb(["vymazať", "vymazávať"], ["vymaž", "vymazávaj"], "vymaže"),
        Verb(["zmazať", "mazať"], ["zmaž", "maž"], "zmaže"),
        Verb(["odobrať", "odoberať"], ["odober", "odoberaj"], "odoberie"),
        Verb(["uložiť", "ukladať"], ["ulož", "ukladaj"], "uloží"),
        Verb(["vybrať", "vyberať"], ["vyber", "vyberaj"], "vyberie"),
        Verb(["zvoliť", "voliť"], ["zvoľ", "voľ"], "zvolí"),
        Verb(["zobraziť", "zobrazovať"], ["zobraz", "zobrazuj"], "zobrazí"),
        Verb(["ukázať", "ukazovať"], ["ukáž", "ukazuj"], "ukáže"),
        Verb(["skryť", "skrývať"], ["skry", "skrývaj"], "skryje"),
        Verb(["pozastaviť", "pozastavovať"], ["pozastav", "pozastavuj"], "pozastaví"),
        Verb(["zastaviť", "zastavovať"], ["zastav", "zastavuj"], "zastaví"),
        Verb(["spustiť", "spúšťať"], ["spusti", "spúšťaj"], "spustí"),
        Verb(["začať", "začínať"], ["začni", "začínaj"], "začne"),
        Verb(["ukončiť", "ukončovať"], ["ukonči", "ukončuj"], "ukončí"),
        Verb(["dokončiť", "dokončovať"], ["dokonči", "dokončuj"], "dokončí"),
        Verb(["pokračovať"], ["pokračuj"], "pokračuje"),
        Verb(["zrušiť", "rušiť"], ["zruš", "ruš"], "zruší"),
        Verb(["zmeniť", "meniť"], ["zmeň", "meň"], "zmení"),
        Verb(["upraviť", "upravovať"], ["uprav", "upravuj"], "upraví"),
        Verb(["odoslať", "odosielať"], ["odošli", "odosielaj"], "odošle"),
        Verb(["poslať", "posielať"], ["pošli", "posielaj"], "pošle"),
        Verb(["vytvoriť", "vytvárať"], ["vytvor", "vytváraj"], "vytvorí"),
        Verb(["prejsť", "prechádzať"], ["prejdi", "prechádzaj"], "prejde"),
        Verb(["obnoviť", "obnovovať"], ["obnov", "obnovuj"], "obnoví"),
        Verb(["stiahnuť", "sťahovať"], ["stiahni", "sťahuj"], "stiahne"),
        Verb(["nahrať", "nahrávať"], ["nahraj", "nahrávaj"], "nahrá"),
        Verb(["nainštalovať", "inštalovať"], ["nainštaluj", "inštaluj"], "nainštaluje"),
        Verb(["zapnúť", "zapínať"], ["zapni", "zapínaj"], "zapne"),
        Verb(["vypnúť", "vypínať"], ["vypni", "vypínaj"], "vypne"),
        Verb(["pripojiť", "pripájať"], ["pripoj", "pripájaj"], "pripojí"),
        Verb(["odpojiť", "odpájať"], ["odpoj", "odpájaj"], "odpojí"),
        Verb(["prepnúť", "prepínať"], ["prepni", "prepínaj"], "prepne"),
        Verb(["skopírovať", "kopírovať"], ["skopíruj", "kopíruj"], "skopíruje"),
        Verb(["vložiť", "vkladať"], ["vlož", "vkladaj"], "vloží"),
        Verb(["vystrihnúť"], ["vystrihni"], "vystrihne"),
        Verb(["orezať"], ["orež"], "oreže"),
        Verb(["nájsť", "hľadať"], ["nájdi", "hľadaj"], "nájde"),
        Verb(["vyhľadať", "vyhľadávať"], ["vyhľadaj", "vyhľadávaj"], "vyhľadá"),
        Verb(["presunúť", "presúvať"], ["presuň", "presúvaj"], "presunie"),
        Verb(["opakovať"], ["opakuj"], "opakuje"),
        Verb(["zopakovať"], ["zopakuj"], "zopakuje"),
        Verb(["preskočiť", "preskakovať"], ["preskoč", "preskakuj"], "preskočí"),
        Verb(["rozbaliť", "rozbaľovať"], ["rozbaľ", "rozbaľuj"], "rozbalí"),
        Verb(["zbaliť", "zbaľovať"], ["zbaľ", "zbaľuj"], "zbalí"),
        Verb(["otočiť", "otáčať"], ["otoč", "otáčaj"], "otočí"),
        Verb(["resetovať"], ["resetuj"], "resetuje"),
        Verb(["potvrdiť", "potvrdzovať"], ["potvrď", "potvrdzuj"], "potvrdí"),
        Verb(["povoliť", "povoľovať"], ["povoľ", "povoľuj"], "povolí"),
        Verb(["zakázať", "zakazovať"], ["zakáž", "zakazuj"], "zakáže"),
        Verb(["zablokovať", "blokovať"], ["zablokuj", "blokuj"], "zablokuje"),
        Verb(["odblokovať"], ["odblokuj"], "odblokuje"),
        Verb(["uzamknúť"], ["uzamkni"], "uzamkne"),
        Verb(["zamknúť", "zamykať"], ["zamkni", "zamykaj"], "zamkne"),
        Verb(["odomknúť", "odomykať"], ["odomkni", "odomykaj"], "odomkne"),
        Verb(["označiť", "označovať"], ["označ", "označuj"], "označí"),
        Verb(["začiarknuť", "začiarkavať"], ["začiarkni", "začiarkavaj"], "začiarkne"),
        Verb(["pripnúť", "pripínať"], ["pripni", "pripínaj"], "pripne"),
        Verb(["odopnúť", "odopínať"], ["odopni", "odopínaj"], "odopne"),
        Verb(["ohodnotiť", "hodnotiť"], ["ohodnoť", "hodnoť"], "ohodnotí"),
        Verb(["kúpiť", "kupovať"], ["kúp", "kupuj"], "kúpi"),
        Verb(["zavolať", "volať"], ["zavolaj", "volaj"], "zavolá"),
        Verb(["odpovedať"], ["odpovedz"], "odpovie"),
        Verb(["preposlať", "preposielať"], ["prepošli", "preposielaj"], "prepošle"),
        Verb(["skontrolovať", "kontrolovať"], ["skontroluj", "kontroluj"], "skontroluje"),
        Verb(["nastaviť", "nastavovať"], ["nastav", "nastavuj"], "nastaví"),
        Verb(["použiť", "používať"], ["použi", "používaj"], "použije"),
        Verb(["aktivovať"], ["aktivuj"], "aktivuje"),
        Verb(["deaktivovať"], ["deaktivuj"], "deaktivuje"),
        Verb(["zvýšiť", "zvyšovať"], ["zvýš", "zvyšuj"], "zvýši"),
        Verb(["znížiť", "znižovať"], ["zníž", "znižuj"], "zníži"),
        Verb(["zväčšiť", "zväčšovať"], ["zväčši", "zväčšuj"], "zväčší"),
        Verb(["zmenšiť", "zmenšovať"], ["zmenši", "zmenšuj"], "zmenší"),
        Verb(["zoradiť", "radiť"], ["zoraď", "raď"], "zoradí"),
        Verb(["filtrovať"], ["filtruj"], "filtruje"),
        Verb(["vyfiltrovať"], ["vyfiltruj"], "vyfiltruje"),
        Verb(["vytlačiť"], ["vytlač"], "vytlačí"),
        Verb(["prijať", "prijímať"], ["prijmi", "prijímaj"], "prijme"),
        Verb(["odmietnuť", "odmietať"], ["odmietni", "odmietaj"], "odmietne"),
        Verb(["synchronizovať"], ["synchronizuj"], "synchronizuje"),
        Verb(["importovať"], ["importuj"], "importuje"),
        Verb(["exportovať"], ["exportuj"], "exportuje"),
        Verb(["naskenovať", "skenovať"], ["naskenuj", "skenuj"], "naskenuje"),
        Verb(["zverejniť", "zverejňovať"], ["zverejni", "zverejňuj"], "zverejní"),
        Verb(["publikovať"], ["publikuj"], "publikuje"),
        Verb(["prečítať", "čítať"], ["prečítaj", "čítaj"], "prečíta"),
        Verb(["zdieľať"], ["zdieľaj"], "zdieľa"),
        Verb(["vrátiť", "vracať"], ["vráť", "vracaj"], "vráti"),
        Verb(["pozvať"], ["pozvi"], "pozve"),
        Verb(["spravovať"], ["spravuj"], "spravuje"),
        Verb(["stlmiť", "tlmiť"], ["stlm", "tlm"], "stlmí"),
        Verb(["sledovať"], ["sleduj"], "sleduje"),
        Verb(["nahlásiť", "hlásiť"], ["nahlás", "hlás"], "nahlási"),
        Verb(["premiešať", "premiešavať"], ["premiešaj", "premiešavaj"], "premieša"),
        Verb(["zamiešať", "miešať"], ["zamiešaj", "miešaj"], "zamieša"),
        Verb(["minimalizovať"], ["minimalizuj"], "minimalizuje"),
        Verb(["maximalizovať"], ["maximalizuj"], "maximalizuje"),
        Verb(["premenovať"], ["premenuj"], "premenuje"),
        Verb(["aktualizovať"], ["aktualizuj"], "aktualizuje"),
        Verb(["overiť", "overovať"], ["over", "overuj"], "overí"),
        Verb(["preložiť", "prekladať"], ["prelož", "prekladaj"], "preloží"),
        Verb(["vyčistiť", "čistiť"], ["vyčisti", "čisti"], "vyčistí"),
        Verb(["vyprázdniť"], ["vyprázdni"], "vyprázdni"),
        Verb(["pomôcť", "pomáhať"], ["pomôž", "pomáhaj"], "pomôže"),
        Verb(["prihlásiť", "prihlasovať"], ["prihlás", "prihlasuj"], nil),
        Verb(["odhlásiť", "odhlasovať"], ["odhlás", "odhlasuj"], nil),
        Verb(["zaregistrovať", "registrovať"], ["zaregistruj", "registruj"], nil),
        Verb(["zadať", "zadávať"], ["zadaj", "zadávaj"], nil),
        Verb(["napísať", "písať"], ["napíš", "píš"], nil),
        Verb(["počkať", "čakať"], ["počkaj", "čakaj"], nil),
        Verb(["skúsiť", "skúšať"], ["skús", "skúšaj"], nil),
        Verb(["nechať", "nechávať"], ["nechaj", "nechávaj"], nil),
        Verb(["pozrieť"], ["pozri"], nil),
        Verb(["prezrieť", "prezerať"], ["prezri", "prezeraj"], nil),
        Verb(["vypočuť", "počúvať"], ["vypočuj", "počúvaj"], nil),
        Verb(["navštíviť", "navštevovať"], ["navštív", "navštevuj"], nil),
        Verb(["uistiť"], ["uisti"], nil),
        Verb(["zistiť", "zisťovať"], ["zisti", "zisťuj"], nil),
        Verb(["urobiť", "robiť"], ["urob", "rob"], nil),
        Verb(["klepnúť", "klepať"], ["klepni", "klepaj"], nil),
        Verb(["ťuknúť"], ["ťukni"], nil),
        Verb(["kliknúť", "klikať"], ["klikni", "klikaj"], nil),
        Verb(["stlačiť", "stláčať"], ["stlač", "stláčaj"], nil),
        Verb(["podržať", "pridržať"], ["podrž", "pridrž"], nil),
        Verb(["potiahnuť", "ťahať"], ["potiahni", "ťahaj"], nil),
        Verb(["posunúť", "posúvať"], ["posuň", "posúvaj"], nil),
        Verb(["zatriasť", "triasť"], ["zatras"], nil),
        Verb(["dotknúť"], ["dotkni"], nil),
    ]

    /// Every infinitive, informal imperative and polite imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(of: verbs, derived: { [politeImperative(of: $0)] })

    /// «prehraj» → «prehrajte», «vymaž» → «vymažte», «otvor» → «otvorte», «zapni» → «zapnite»:
    /// Slovak adds -te to the informal imperative, whatever it ends with.
    static func politeImperative(of informal: String) -> String { informal + "te" }

    /// Words of five letters or more that end like an infinitive (a vowel and -ť): numbers and
    /// nouns. Nouns in -osť, -asť end in a consonant and -ť, which the endings leave alone.
    static let infinitiveLookalikes: Set<String> = [
        "desať", "deväť", "pamäť", "pečať", "labuť", "ortuť", "spleť", "dvadsať", "tridsať", "štyridsať", "závieť",
    ]
    /// Verbs that open a sentence addressed to the user: «Môžete …», «Chcete …».
    static let userModals: Set<String> = [
        "môžete", "môžeš", "musíte", "musíš", "budete", "budeš", "chcete", "chceš", "mali", "mal", "mala",
    ]
    /// Words that open a sentence without a verb: «Vaša spätná väzba.», «Ak je zapnuté, …».
    static let nonVerbStarters: Set<String> = [
        "váš", "vaša", "vaše", "vašu", "tvoj", "tvoja", "tvoje", "tento", "táto", "toto", "tieto", "keď", "ak", "teraz",
    ]
    /// Words that open a clause after a comma: «Označte, či chcete …» tells the user what to do
    /// when, which the element does not do («Označí, či chcete …» would be wrong).
    static let subordinators: Set<String> = [
        "či", "že", "ak", "keď", "kedy", "čo", "ako", "kde", "ktorý", "ktorá", "ktoré", "kým", "než", "aby",
    ]
    /// Letters only Slovak (and Czech) writes: a text without any is not read for the endings
    /// outside the lexicon (an English string left untranslated: "Delete", "Paste").
    static let slovakLetters: Set<Character> = [
        "á", "ä", "č", "ď", "é", "í", "ĺ", "ľ", "ň", "ó", "ô", "ŕ", "š", "ť", "ú", "ý", "ž",
        "Á", "Ä", "Č", "Ď", "É", "Í", "Ĺ", "Ľ", "Ň", "Ó", "Ô", "Ŕ", "Š", "Ť", "Ú", "Ý", "Ž",
    ]
    /// The consonants before the polite imperative's -te that no other form ends with
    /// («zobrazte», «uložte», «odstráňte», «vyberte», «skúste», «povoľte»).
    private static let politeStems: Set<Character> = ["j", "ž", "š", "č", "ď", "ť", "ň", "ľ", "z", "v", "r", "s", "l", "p"]
    /// The vowels before an infinitive's -ť.
    private static let infinitiveVowels: Set<Character> = ["a", "á", "ä", "e", "i", "í", "u", "ú", "y", "ý"]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        let hasSlovakLetters = text.text.contains(where: { slovakLetters.contains($0) })

        if word == "prosím" || word == "prosíme" {
            return HintFormIssue(.request, words: written)
        }
        // «Ak chcete pokračovať, …»
        if word == "ak", let second, userModals.contains(second.folded) {
            return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
        }
        if userModals.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Označte, či …»: what follows is about the user; no descriptive form is certain.
        let opensClause = second.map { text.holds(UInt8(ascii: ","), between: first.end, $0.start) && subordinators.contains($0.folded) } ?? false
        func described(_ thirdPerson: String?) -> String? {
            opensClause ? nil : thirdPerson.map { LetterCase.capitalized($0, like: first) }
        }
        if let form = lexicon[word] {
            return HintFormIssue(form.isInfinitive ? .infinitive : .imperative, words: written, suggestion: described(form.thirdPerson))
        }
        // «Nezatvárajte aplikáciu.», «Nezobrazovať znova.»: the negation is written as one word.
        if word.hasPrefix("ne"), word.count >= 6 {
            let rest = String(word.dropFirst(2))
            if lexicon[rest] != nil || isPoliteImperative(rest, hasSlovakLetters: hasSlovakLetters)
                || infinitive(rest) != nil
            {
                return HintFormIssue(.negativeCommand, words: written)
            }
        }
        if isPoliteImperative(word, hasSlovakLetters: hasSlovakLetters) {
            return HintFormIssue(.imperative, words: written, suggestion: described(word.hasSuffix("ujte") ? String(word.dropLast(4)) + "uje" : nil))
        }
        if let suggestion = infinitive(word) {
            return HintFormIssue(.infinitive, words: written, suggestion: described(suggestion))
        }
        // «Výberom otvoríte zobrazenie.», «Klepnutím otvoríš panel.»: by an action (instrumental),
        // the user does something, in the second person.
        if let second, word.count >= 5, word.hasSuffix("om") || word.hasSuffix("ím"), isSecondPerson(second.folded) {
            return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end))
        }
        // «Vaše meno, prosím.»
        if let please = words.first(where: { $0.folded == "prosím" }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// «Zobrazte», «Kopírujte», «Zapnite»: the polite imperative, whose endings (a consonant before
    /// -te, -nite) no other verb form shares; the present tense has a long vowel («zapnete» is
    /// no verb form, «otvoríte» is the present). Outside -jte, only in a text with Slovak letters:
    /// "Paste" is English.
    static func isPoliteImperative(_ word: String, hasSlovakLetters: Bool) -> Bool {
        guard word.count >= 5, word.hasSuffix("te") else { return false }
        let beforeEnding = word.dropLast(2)
        guard let last = beforeEnding.last else { return false }
        if last == "j" { return true }
        guard hasSlovakLetters else { return false }
        // «Zapnite», «klepnite», «stiahnite»: the -núť verbs.
        if word.hasSuffix("nite"), let consonant = word.dropLast(4).last, !"aáeéiíoóuúyýô".contains(consonant) { return true }
        return politeStems.contains(last)
    }

    /// A verb in the second person present that ends a by-action instruction: «otvoríte»,
    /// «otvoríš», «zobrazíte», «zmeníš».
    static func isSecondPerson(_ word: String) -> Bool {
        guard word.count >= 5 else { return false }
        return word.hasSuffix("te") || word.hasSuffix("eš") || word.hasSuffix("íš") || word.hasSuffix("áš") || word.hasSuffix("iš")
    }

    /// An infinitive outside the lexicon: a vowel and -ť, which only the infinitive ends with
    /// (numbers and a few nouns aside), with its third person where it is regular (-ovať → -uje,
    /// -núť → -ne, or -nie after a vowel, -ávať → -áva). Nil when the word is not one; `.some(nil)`
    /// when it is, without a suggestion.
    static func infinitive(_ word: String) -> String?? {
        guard word.count >= 5, word.hasSuffix("ť"), !infinitiveLookalikes.contains(word) else { return nil }
        guard let vowel = word.dropLast().last, infinitiveVowels.contains(vowel) else { return nil }
        if word.hasSuffix("ovať") { return .some(String(word.dropLast(4)) + "uje") }
        if word.hasSuffix("ávať") || word.hasSuffix("ievať") { return .some(String(word.dropLast())) }
        if word.hasSuffix("núť") || word.hasSuffix("nuť") {
            let stem = word.dropLast(3)
            guard let before = stem.last else { return .some(nil) }
            return .some(String(stem) + ("aeiouyáéíóúýäô".contains(before) ? "nie" : "ne"))
        }
        return .some(nil)
    }
}

extension SlovakGrammar {
    /// Every language-specific rule, in Slovak: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "sk", .label, "Prehrať.", fix: "Prehrať"),
        .bad("label-trailing-period", "sk", .label, "Pridať do obľúbených.", fix: "Pridať do obľúbených"),
        .good("label-trailing-period", "sk", .label, "Prehrať"),
        .good("label-trailing-period", "sk", .label, "Načítava sa..."),
        .good("label-trailing-period", "sk", .label, "Fotky, videá atď."),
        .good("label-trailing-period", "sk", .label, "Hudba, podcasty a pod."),

        .bad("label-control-type", "sk", .label, "Tlačidlo prehrávania"),
        .bad("label-control-type", "sk", .label, "Prehrať, tlačidlo", fix: "Prehrať"),
        .bad("label-control-type", "sk", .label, "Posuvník hlasitosti"),
        .bad("label-control-type", "sk", .label, "Meno, textové pole", fix: "Meno"),
        .good("label-control-type", "sk", .label, "Prehrať"),
        // The field is what the command acts on, not this element's type.
        .good("label-control-type", "sk", .label, "Minimalizovať textové pole správy"),
        .good("label-control-type", "sk", .label, "Vymazať vyhľadávacie pole"),
        .good("label-control-type", "sk", .label, "Prepínač kariet"),
        .good("label-control-type", "sk", .label, "Kopírovať odkaz"),

        .bad("label-state", "sk", .label, "Wi-Fi, vybraté", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "sk", .label, "Vybraté: %lld"),
        .bad("label-state", "sk", .label, "Začiarknuté"),
        .bad("label-state", "sk", .label, "Podrobnosti, rozbalené", fix: "Podrobnosti"),
        .good("label-state", "sk", .label, "Zobraziť vybraté fotky"),
        .good("label-state", "sk", .label, "Wi-Fi"),

        .bad("label-gesture", "sk", .label, "Klepnite na prehranie"),
        .bad("label-gesture", "sk", .label, "Otvorte stránku. Potom klepnite na uloženie"),
        .bad("label-gesture", "sk", .label, "Dvakrát klepnite pre zväčšenie"),
        .bad("label-gesture", "sk", .label, "Potiahnite prstom doľava na vymazanie"),
        .bad("label-gesture", "sk", .label, "Podržte pre nahrávanie"),
        .good("label-gesture", "sk", .label, "Gestá potiahnutia prstom"),
        .good("label-gesture", "sk", .label, "Prehrať"),
        // Gestures named as settings, and «posunúť» as an ordinary verb.
        .good("label-gesture", "sk", .label, "Klepnutie na zadnú stranu"),
        .good("label-gesture", "sk", .label, "Náhľady dlhým stlačením"),
        .good("label-gesture", "sk", .label, "Posuňte termín stretnutia"),
        .good("label-gesture", "sk", .label, "Zvuk kliknutia"),

        .bad("label-capitalization", "sk", .label, "prehrať", fix: "Prehrať"),
        .bad("label-capitalization", "sk", .label, "nová správa", fix: "Nová správa"),
        .good("label-capitalization", "sk", .label, "Prehrať"),
        .good("label-capitalization", "sk", .label, "iPhone a iCloud"),
        .good("label-capitalization", "sk", .label, "%@ obľúbených"),

        .bad("label-length", "sk", .label, "Klepnite na toto tlačidlo, aby ste vytvorili novú správu pre všetkých účastníkov tejto konverzácie"),
        .good("label-length", "sk", .label, "Nová správa"),
        .good("label-length", "sk", .label, "Apple Inc., 125,25 USD, nárast o 1,3 %"),

        .bad("label-vague", "sk", .label, "Zistiť viac"),
        .bad("label-vague", "sk", .label, "Klepnite sem"),
        .bad("label-vague", "sk", .label, "Viac"),
        .bad("label-vague", "sk", .label, "Informácie"),
        .good("label-vague", "sk", .label, "Viac o cenách"),
        .good("label-vague", "sk", .label, "Prehrať"),

        .bad("hint-imperative", "sk", .hint, "Prehrať skladbu.", fix: "Prehrá skladbu."),
        .bad("hint-imperative", "sk", .hint, "Prehrajte skladbu.", fix: "Prehrá skladbu."),
        .bad("hint-imperative", "sk", .hint, "Otvorte nastavenia.", fix: "Otvorí nastavenia."),
        .bad("hint-imperative", "sk", .hint, "Otvor nastavenia.", fix: "Otvorí nastavenia."),
        .bad("hint-imperative", "sk", .hint, "Archivovať konverzáciu.", fix: "Archivuje konverzáciu."),
        .bad("hint-imperative", "sk", .hint, "Archivujte konverzáciu.", fix: "Archivuje konverzáciu."),
        .bad("hint-imperative", "sk", .hint, "Aktualizovať zoznam skladieb.", fix: "Aktualizuje zoznam skladieb."),
        // The user's own action has no descriptive form; a reflexive verb is another construction.
        .badWithoutFix("hint-imperative", "sk", .hint, "Zadajte používateľské meno."),
        .badWithoutFix("hint-imperative", "sk", .hint, "Prihláste sa do svojho účtu."),
        .badWithoutFix("hint-imperative", "sk", .hint, "Zatvoriť"),
        .badWithoutFix("hint-imperative", "sk", .hint, "Povoliť automatické prehrávanie a zobraziť titulky."),
        .badWithoutFix("hint-imperative", "sk", .hint, "Výberom otvoríte zobrazenie filtrov."),
        .badWithoutFix("hint-imperative", "sk", .hint, "Označte, či chcete skryť správy tohto používateľa."),
        // A purpose after the verb: «Zapne na zobrazenie» would say something else.
        .badWithoutFix("hint-imperative", "sk", .hint, "Zapnite na zobrazenie skratky."),
        .bad("hint-imperative", "sk", .hint, "Prosím, zadajte meno."),
        .bad("hint-imperative", "sk", .hint, "Nezatvárajte aplikáciu."),
        .bad("hint-imperative", "sk", .hint, "Môžete zmeniť poradie."),
        .good("hint-imperative", "sk", .hint, "Prehrá skladbu."),
        .good("hint-imperative", "sk", .hint, "Otvorí článok."),
        .good("hint-imperative", "sk", .hint, "Prepne prehrávač medzi režimom na šírku a na výšku."),
        .good("hint-imperative", "sk", .hint, "Odstráni predchádzajúci výber."),
        .good("hint-imperative", "sk", .hint, "Nastavenia prehrávača."),
        .good("hint-imperative", "sk", .hint, "Rýchlosť prehrávania."),
        .good("hint-imperative", "sk", .hint, "Neplatné heslo."),

        .bad("hint-gesture", "sk", .hint, "Dvakrát klepnite, aby ste prehrali skladbu."),
        .bad("hint-gesture", "sk", .hint, "Klepnutím otvoríte kameru."),
        .bad("hint-gesture", "sk", .hint, "Klepnutie kúpi položku."),
        .bad("hint-gesture", "sk", .hint, "Potiahnite prstom doľava na vymazanie položky."),
        .bad("hint-gesture", "sk", .hint, "Potiahnutím zmeníte poradie."),
        .good("hint-gesture", "sk", .hint, "Posunie na začiatok zoznamu."),
        .good("hint-gesture", "sk", .hint, "Vymaže položku."),
        .good("hint-gesture", "sk", .hint, "Zapne klepnutie na zadnú stranu."),

        .bad("hint-control-type", "sk", .hint, "Tlačidlo, ktoré pridá meno."),
        .bad("hint-control-type", "sk", .hint, "Posuvník, ktorý mení mierku."),
        .good("hint-control-type", "sk", .hint, "Pridá meno."),
        .good("hint-control-type", "sk", .hint, "Vymaže vyhľadávacie pole."),

        .bad("hint-repeats-label", "sk", .hint, "Uložiť uloží zmeny.", label: "Uložiť"),
        .bad("hint-repeats-label", "sk", .hint, "Späť sa vráti na predchádzajúcu obrazovku.", label: "Späť"),
        .good("hint-repeats-label", "sk", .hint, "Uloží zmeny.", label: "Uložiť"),
        .good("hint-repeats-label", "sk", .hint, "Vymaže správu.", label: "Vymazať"),
        // The label word is the hint's verb, with its object: an infinitive (hint-imperative), not a repetition.
        .good("hint-repeats-label", "sk", .hint, "Zdieľať vybrané súbory.", label: "Zdieľať"),

        .bad("hint-missing-period", "sk", .hint, "Prehrá skladbu", fix: "Prehrá skladbu."),
        .bad("hint-missing-period", "sk", .hint, "Prehrá skladbu。", fix: "Prehrá skladbu."),
        .good("hint-missing-period", "sk", .hint, "Prehrá skladbu."),
        .good("hint-missing-period", "sk", .hint, "Otvorí ponuku…"),

        .bad("hint-capitalization", "sk", .hint, "prehrá skladbu.", fix: "Prehrá skladbu."),
        .good("hint-capitalization", "sk", .hint, "Prehrá skladbu."),
        .good("hint-capitalization", "sk", .hint, "iCloud synchronizuje poznámky."),

        .bad("hint-length", "sk", .hint,
             "Otvorí nastavenia, v ktorých si môžete vybrať, ktorý z vašich účtov sa použije, keď zverejníte príspevok, odpoviete naň alebo ho zdieľate na časovej osi."),
        .good("hint-length", "sk", .hint, "Otvorí nastavenia účtu."),
    ]
}
