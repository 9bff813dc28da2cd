/// Hungarian: hints are verb phrases in the third person singular without a subject, the verb
/// first and its prefix attached ("Lejátssza a dalt.", "Megnyitja a beállításokat."); labels are
/// short noun phrases, commands written as verbal nouns ("Lejátszás", "Keresőmező törlése"),
/// without a final period. Compounds are written as one word ("lejátszógomb", "keresőmező"), so
/// control types are matched at the end of a word too; only their nominative names the element:
/// "gombot", "gombra", "keresőmezőbe" are what the element acts on.
///
/// The polite imperative of many verbs is spelled as the indicative ("zárja", "adja", "másolja"):
/// those are never reported alone. A verbal prefix that follows its verb ("Zárja be", "Adja
/// hozzá", "Válassza ki") shows the imperative for certain: the indicative keeps it in front
/// ("Bezárja"). Where the forms differ ("Törölje" / "Törli"), the object keeps its form, so the
/// verb alone can be replaced.
extension LanguageProfile {
    /// The Hungarian table (`hu`, and through the registry `hu-HU`).
    public static let hungarian = LanguageProfile(
        code: "hu", name: "Hungarian", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: HungarianGrammar.abbreviations,
        terms: TermTable(HungarianGrammar.terms, segmentation: .words, compoundSuffixes: HungarianGrammar.compoundSuffixes),
        instructionMarkers: HungarianGrammar.instructionMarkers,
        vagueLabels: ["gomb", "ikon", "elem", "szöveg", "címke", "névtelen", "helyőrző", "cím nélkül"],
        vagueConcepts: [
            .more: ["több", "még több", "továbbiak", "egyebek", "egyéb"],
            .learnMore: ["további információ", "tudjon meg többet", "tudj meg többet", "bővebben", "tovább olvasom", "olvass tovább"],
            .clickHere: ["kattintson ide", "kattints ide", "koppintson ide", "koppints ide", "érintse meg itt"],
            .details: ["részletek", "részletes adatok", "részletek megtekintése", "részletek megjelenítése"],
            .info: ["információ", "info", "infó", "információk", "további információk", "tudnivalók"],
            .here: ["itt", "ide", "erre"],
            .link: ["link", "hivatkozás"],
            .image: ["kép"],
        ],
        determiners: ["a", "az", "egy", "ez", "ezt", "e"],
        hintForm: HungarianGrammar.hintForm,
        conditionMarkers: ["ha"], purposeMarkers: ["hogy"], conjunctions: ["és", "vagy", "illetve", "valamint"],
        descriptiveVerbs: HungarianGrammar.descriptiveVerbs,
        attributiveEndings: ["i"],
        stateConcepts: HungarianGrammar.stateConcepts, controlTypeConcepts: HungarianGrammar.controlTypeConcepts,
        gestureConcepts: HungarianGrammar.gestureConcepts,
        examples: HungarianGrammar.examples)
}

/// Hungarian hint grammar: the imperative, polite ("Törölje", "Zárja be") and familiar ("Töröld",
/// "Válassz"), singular and plural ("Töröljék"); the infinitive ("Lejátszani") and the verbal
/// noun of commands ("A fájlok törlése", "Keresőmező törlése"), reported as an infinitive as
/// German's "Suchfeld leeren" is; prohibitions ("Ne …"), requests ("Kérjük, …") and "you can" forms
/// ("Módosíthatja", "Ön …"), told from the third person with a lexicon of interface verbs. A
/// verbal noun with its object before it ("A fájlok törlése") is the form of a command; one that
/// opens the hint ("Lejátszás") is as often a thing or a status, and reported as `info`.
enum HungarianGrammar {
    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("stb.", "pl.", "kb."), or to an
    /// ordinal or a date, which Hungarian writes with a period ("3.", "2024. 12. 24.").
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "stb", "pl", "ill", "kb", "db", "vö", "ún", "ld", "lsd", "kft", "zrt", "nyrt", "bt", "dr", "ifj", "id", "özv", "u", "krt",
            "sz", "tel", "ford", "szerk", "ált", "évf", "max", "min", "mp", "ó", "p", "vs", "inc", "ltd", "co", "ker", "em", "hsz",
            // Months and weekdays.
            "jan", "febr", "márc", "ápr", "máj", "jún", "júl", "aug", "szept", "okt", "nov", "dec",
            "h", "k", "sze", "cs", "szo", "v",
        ]
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        for year in 1900...2100 { words.insert(String(year)) }
        return words
    }()

    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["kiválasztva", "nincs kiválasztva", "kijelölve", "nincs kijelölve"]),
        .checked: .words(["bejelölve", "nincs bejelölve"]),
        .dimmed: .words(["halványítva", "elhalványítva"]),
        .expanded: .words(["kibontva"]),
        .collapsed: .words(["összecsukva"]),
        .on: .none(because: "\"be\" is a switch's value, which VoiceOver reads, and a verbal prefix"),
        .off: .none(because: "\"ki\" is a switch's value, which VoiceOver reads, and a verbal prefix"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in the nominative, alone or ending a compound ("lejátszógomb", "dátumválasztó").
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["gomb"]),
        .link: .none(because: "\"link\" and \"hivatkozás\" are as often what the element acts on (Link másolása, Hivatkozás megosztása)"),
        .image: .none(because: "\"kép\" is as often what the element acts on (Kép mentése); a label that is only \"Kép\" is vague"),
        .textField: .words(["szövegmező", "beviteli mező"]),
        .searchField: .words(["keresőmező"]),
        .secureTextField: .words(["biztonságos szövegmező", "jelszómező"]),
        .slider: .words(["csúszka"]),
        .adjustable: .none(because: "\"állítható\" is an ordinary adjective of labels (Állítható betűméret)"),
        .toggle: .words(["kapcsoló"]),
        .checkbox: .words(["jelölőnégyzet"]),
        .radioButton: .words(["választógomb", "rádiógomb"]),
        .picker: .words(["választó", "dátumválasztó", "időválasztó"]),
        .segmentedControl: .words(["szegmentált vezérlő", "szegmensvezérlő"]),
        .tab: .none(because: "a browser's or an app's tab (\"lap\") is content (Lap bezárása, Új lap)"),
        .tabBar: .words(["lapsáv"]),
        .menu: .none(because: "\"menü\" is as often the name of the element that opens one (Felhasználói menü)"),
        .popUpButton: .words(["előugró gomb", "felugró gomb"]),
        .comboBox: .words(["kombinált lista", "legördülő lista", "legördülő menü"]),
        .heading: .none(because: "\"címsor\" is as often a browser's address bar, and content (a message's subject)"),
        .progressIndicator: .words(["folyamatjelző", "folyamatjelző sáv"]),
        .stepper: .words(["léptető"]),
        .list: .none(because: "\"lista\" is as often what the element shows (Olvasási lista, Lista megjelenítése)"),
        .scrollBar: .words(["görgetősáv"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the polite and familiar
    /// imperatives, the "by …ing" forms ("koppintással", "koppintva") and the nouns of settings.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "koppintson", "koppints", "koppintsanak", "koppintva", "koppintással", "koppintás", "érintse meg", "érintsd meg",
            "megérintve", "megérintésével",
        ]),
        .doubleTap: .words([
            "koppintson duplán", "koppints duplán", "duplán koppintson", "duplán koppints", "koppintson kétszer", "koppints kétszer",
            "duplán koppintva", "kétszer koppintva", "dupla koppintás", "dupla koppintással", "érintse meg duplán", "érintse meg kétszer",
        ]),
        .tripleTap: .words(["koppintson háromszor", "koppints háromszor", "háromszor koppintva", "tripla koppintás", "tripla koppintással"]),
        .longPress: .words([
            "tartsa lenyomva", "tartsd lenyomva", "nyomja meg hosszan", "nyomd meg hosszan", "hosszan nyomja meg", "hosszan nyomd meg",
            "érintse meg hosszan", "érintsd meg hosszan", "hosszan megérintve", "hosszú nyomás", "hosszú nyomással",
        ]),
        .swipe: .words([
            "legyintsen", "legyints", "legyintve", "legyintéssel", "legyintés", "söpörjön", "söpörj", "söpréssel",
            "csúsztassa az ujját", "csúsztasd az ujjad",
        ]),
        .drag: .words(["húzza", "húzd", "húzza át", "húzd át", "húzással", "áthúzással", "húzza és ejtse"]),
        .pinch: .words(["csippentsen", "csippents", "csippentéssel", "összecsippentéssel", "csípje össze", "csípd össze"]),
        .rotate: .none(because: "\"forgatás\" and \"forgassa el\" are as often what the element does (Kép elforgatása balra)"),
        .shake: .words(["rázza meg", "rázd meg", "rázással", "megrázással"]),
        .click: .words([
            "kattintson", "kattints", "kattintsanak", "kattintva", "kattintással", "kattintás", "kattintson duplán", "kattints duplán",
            "dupla kattintás", "dupla kattintással", "klikkeljen", "klikkelj",
        ]),
        .press: .words(["nyomja meg", "nyomd meg", "nyomja le", "nyomd le", "megnyomásával"]),
        .scroll: .words(["görgessen", "görgess", "görgetve", "görgetéssel"]),
        .fingers: .words(["egy ujjal", "két ujjal", "három ujjal", "négy ujjal", "két ujjas", "három ujjas"]),
    ]

    /// Gesture words that also name a thing or a result: an instruction when they open the text
    /// or an instruction word follows ("Koppintás az ébresztéshez" names a setting; "húzza" is
    /// also "pulls").
    static let leadingGestures: Set<String> = ["koppintás", "kattintás", "legyintés", "húzza", "húzd", "hosszú nyomás"]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures)
        // Features, not gestures: Tap to Wake, Shake to Undo, Tap to Pay.
        for phrase in [
            "koppintás az ébresztéshez", "koppintás a felébresztéshez", "rázás a visszavonáshoz", "visszavonás rázással",
            "koppintás a fizetéshez", "érintéssel fizetés",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        // Control types, alone and ending compounds (`compoundSuffixes`). A field is matched at
        // the end of a compound only, so that its modifier shows ("keresőmező" is "kereső" +
        // "mező"): "Keresőmező törlése" names the field the command clears.
        for word in controlTypeConcepts.allWords where !word.hasSuffix("mező") || word.contains(" ") {
            terms.append(Term(word, .controlType))
        }
        // A device's buttons are content ("Kezdőlap gomb", "oldalsó gomb").
        for key in deviceButtons { terms.append(Term("\(key) gomb", .neutral)) }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Device buttons written before "gomb" ("Kezdőlap gomb", "oldalsó gomb").
    static let deviceButtons = ["kezdőlap", "oldalsó", "bekapcsoló", "hangerő", "művelet", "kamera", "zárolás", "home", "főkapcsoló"]

    /// Control types that end compounds ("lejátszógomb", "keresőmező", "hangerőcsúszka"), minus a
    /// device's buttons and things that are no control ("kezdőgomb", "búzamező").
    static let compoundSuffixes: [Term] = [
        Term("gomb", .controlType, except: [
            "kezdőgomb", "kezdőlapgomb", "bekapcsológomb", "hangerőgomb", "oldalgomb", "műveletgomb", "egérgomb", "kabátgomb", "ruhagomb",
            "ingomb", "csengőgomb", "kameragomb", "zárológomb",
        ]),
        Term("mező", .controlType, except: [
            "búzamező", "virágmező", "csatamező", "jégmező", "hómező", "látómező", "erőmező", "mágnesmező", "olajmező", "gázmező",
            "sakkmező", "játékmező", "aknamező", "pipacsmező", "gyepmező", "lápmező", "kukoricamező", "gabonamező",
        ]),
        Term("csúszka", .controlType),
        Term("kapcsoló", .controlType, except: ["főkapcsoló", "villanykapcsoló", "némításkapcsoló", "némítókapcsoló", "fénykapcsoló"]),
        Term("jelölőnégyzet", .controlType),
    ]

    // MARK: Verbs

    /// An interface verb: its prefix (`le` of "lejátssza", empty where it has none), and its
    /// forms without the prefix: the third person singular, definite ("játssza") and indefinite
    /// ("játszik"); the polite imperative, definite ("játssza") and indefinite ("játsszon"); the
    /// infinitive ("játszani"); the verbal noun ("játszás"). A verb with several prefixes
    /// ("bekapcsol", "kikapcsol") is listed once for each.
    struct Verb: Hashable {
        let prefix: String
        let definite: String
        let indefinite: String
        let politeDefinite: String
        let politeIndefinite: String
        let infinitive: String
        let verbalNoun: String
        /// The familiar definite imperative where it is not derived ("vedd", "tedd").
        let familiarDefinite: String?

        /// The familiar definite imperative: "játszd", "nyisd", "töröld", "add", "indítsd".
        var familiarDefiniteImperative: String {
            if let familiarDefinite { return familiarDefinite }
            var stem = String(politeDefinite.dropLast())
            if stem.hasSuffix("j") { stem.removeLast() }
            for (double, single) in [("ssz", "sz"), ("zz", "z"), ("ss", "s")] where stem.hasSuffix(double) {
                stem = String(stem.dropLast(double.count)) + single
                break
            }
            return stem + "d"
        }

        /// The familiar indefinite imperative: "játssz", "nyiss", "törölj".
        var familiarIndefiniteImperative: String { String(politeIndefinite.dropLast(2)) }

        private var isBack: Bool { politeIndefinite.hasSuffix("on") }

        /// The polite plural imperatives: "játsszák", "töröljék"; "játsszanak", "töröljenek".
        var pluralDefiniteImperative: String { String(politeDefinite.dropLast()) + (politeDefinite.hasSuffix("a") ? "ák" : "ék") }
        var pluralIndefiniteImperative: String { familiarIndefiniteImperative + (isBack ? "anak" : "enek") }

        /// The potential ("can …"), by which a hint addresses the user: "játszhat", "játszhatja".
        var potentials: [String] {
            let stem = indefinite.hasSuffix("ik") ? String(indefinite.dropLast(2)) : indefinite
            let back = stem.contains { "aáoóuú".contains($0) }
            return back ? [stem + "hat", stem + "hatja", stem + "hatod", stem + "hatsz"] : [stem + "het", stem + "heti", stem + "heted", stem + "hetsz"]
        }

        /// The verbal noun with its possessive ending: "játszása", "törlése", "vétele".
        var possessedVerbalNoun: String {
            verbalNoun.hasSuffix("ás") || verbalNoun.hasSuffix("os") ? verbalNoun + "a" : verbalNoun + "e"
        }
    }

    /// `prefix:definite:indefinite:polite definite:polite indefinite:infinitive:verbal noun[:familiar definite]`.
    static let verbs: [Verb] = {
        let list = """
            le:játssza:játszik:játssza:játsszon:játszani:játszás|meg:nyitja:nyit:nyissa:nyisson:nyitni:nyitás|\
            ki:nyitja:nyit:nyissa:nyisson:nyitni:nyitás|be:zárja:zár:zárja:zárjon:zárni:zárás|:törli:töröl:törölje:töröljön:törölni:törlés|\
            ki:törli:töröl:törölje:töröljön:törölni:törlés|el:távolítja:távolít:távolítsa:távolítson:távolítani:távolítás|\
            hozzá:adja:ad:adja:adjon:adni:adás|meg:adja:ad:adja:adjon:adni:adás|meg:jeleníti:jelenít:jelenítse:jelenítsen:jeleníteni:jelenítés|\
            el:rejti:rejt:rejtse:rejtsen:rejteni:rejtés|meg:osztja:oszt:ossza:osszon:osztani:osztás|:menti:ment:mentse:mentsen:menteni:mentés|\
            el:menti:ment:mentse:mentsen:menteni:mentés|ki:választja:választ:válassza:válasszon:választani:választás|\
            :választja:választ:válassza:válasszon:választani:választás|:szerkeszti:szerkeszt:szerkessze:szerkesszen:szerkeszteni:szerkesztés|\
            :másolja:másol:másolja:másoljon:másolni:másolás|be:illeszti:illeszt:illessze:illesszen:illeszteni:illesztés|\
            ki:vágja:vág:vágja:vágjon:vágni:vágás|el:küldi:küld:küldje:küldjön:küldeni:küldés|:küldi:küld:küldje:küldjön:küldeni:küldés|\
            le:tölti:tölt:töltse:töltsön:tölteni:töltés|fel:tölti:tölt:töltse:töltsön:tölteni:töltés|ki:tölti:tölt:töltse:töltsön:tölteni:töltés|\
            :frissíti:frissít:frissítse:frissítsen:frissíteni:frissítés|:keresi:keres:keresse:keressen:keresni:keresés|\
            meg:keresi:keres:keresse:keressen:keresni:keresés|le:állítja:állít:állítsa:állítson:állítani:állítás|\
            be:állítja:állít:állítsa:állítson:állítani:állítás|vissza:állítja:állít:állítsa:állítson:állítani:állítás|\
            :szünetelteti:szüneteltet:szüneteltesse:szüneteltessen:szüneteltetni:szüneteltetés|\
            :folytatja:folytat:folytassa:folytasson:folytatni:folytatás|el:indítja:indít:indítsa:indítson:indítani:indítás|\
            :indítja:indít:indítsa:indítson:indítani:indítás|újra:indítja:indít:indítsa:indítson:indítani:indítás|\
            be:fejezi:fejez:fejezze:fejezzen:fejezni:fejezés|meg:szakítja:szakít:szakítsa:szakítson:szakítani:szakítás|\
            meg:erősíti:erősít:erősítse:erősítsen:erősíteni:erősítés|el:fogadja:fogad:fogadja:fogadjon:fogadni:fogadás|\
            el:utasítja:utasít:utasítsa:utasítson:utasítani:utasítás|át:helyezi:helyez:helyezze:helyezzen:helyezni:helyezés|\
            ki:üríti:ürít:ürítse:ürítsen:üríteni:ürítés|ki:bontja:bont:bontsa:bontson:bontani:bontás|\
            össze:csukja:csuk:csukja:csukjon:csukni:csukás|:rendezi:rendez:rendezze:rendezzen:rendezni:rendezés|\
            át:rendezi:rendez:rendezze:rendezzen:rendezni:rendezés|:szűri:szűr:szűrje:szűrjön:szűrni:szűrés|\
            meg:keveri:kever:keverje:keverjen:keverni:keverés|:keveri:kever:keverje:keverjen:keverni:keverés|\
            meg:jelöli:jelöl:jelölje:jelöljön:jelölni:jelölés|be:jelöli:jelöl:jelölje:jelöljön:jelölni:jelölés|\
            ki:jelöli:jelöl:jelölje:jelöljön:jelölni:jelölés|át:nevezi:nevez:nevezze:nevezzen:nevezni:nevezés|\
            :zárolja:zárol:zárolja:zároljon:zárolni:zárolás|fel:oldja:old:oldja:oldjon:oldani:oldás|\
            át:váltja:vált:váltsa:váltson:váltani:váltás|:váltja:vált:váltsa:váltson:váltani:váltás|\
            meg:változtatja:változtat:változtassa:változtasson:változtatni:változtatás|:módosítja:módosít:módosítsa:módosítson:módosítani:módosítás|\
            el:forgatja:forgat:forgassa:forgasson:forgatni:forgatás|ki:nyomtatja:nyomtat:nyomtassa:nyomtasson:nyomtatni:nyomtatás|\
            :importálja:importál:importálja:importáljon:importálni:importálás|:exportálja:exportál:exportálja:exportáljon:exportálni:exportálás|\
            :böngészi:böngész:böngéssze:böngésszen:böngészni:böngészés|:tallózza:tallóz:tallózza:tallózzon:tallózni:tallózás|\
            meg:tekinti:tekint:tekintse:tekintsen:tekinteni:tekintés|meg:nézi:néz:nézze:nézzen:nézni:nézés|\
            fel:hívja:hív:hívja:hívjon:hívni:hívás|meg:hívja:hív:hívja:hívjon:hívni:hívás|\
            meg:hallgatja:hallgat:hallgassa:hallgasson:hallgatni:hallgatás|fel:veszi:vesz:vegye:vegyen:venni:vétel:vedd|\
            :ellenőrzi:ellenőriz:ellenőrizze:ellenőrizzen:ellenőrizni:ellenőrzés|be:írja:ír:írja:írjon:írni:írás|\
            létre:hozza:hoz:hozza:hozzon:hozni:hozás|:követi:követ:kövesse:kövessen:követni:követés|\
            le:tiltja:tilt:tiltsa:tiltson:tiltani:tiltás|:engedélyezi:engedélyez:engedélyezze:engedélyezzen:engedélyezni:engedélyezés|\
            el:némítja:némít:némítsa:némítson:némítani:némítás|:némítja:némít:némítsa:némítson:némítani:némítás|\
            ki:tűzi:tűz:tűzze:tűzzön:tűzni:tűzés|:jelenti:jelent:jelentse:jelentsen:jelenteni:jelentés|\
            meg:vásárolja:vásárol:vásárolja:vásároljon:vásárolni:vásárlás|ki:fizeti:fizet:fizesse:fizessen:fizetni:fizetés|\
            vissza:vonja:von:vonja:vonjon:vonni:vonás|ki:kapcsolja:kapcsol:kapcsolja:kapcsoljon:kapcsolni:kapcsolás|\
            be:kapcsolja:kapcsol:kapcsolja:kapcsoljon:kapcsolni:kapcsolás|:nagyítja:nagyít:nagyítsa:nagyítson:nagyítani:nagyítás|\
            :kicsinyíti:kicsinyít:kicsinyítse:kicsinyítsen:kicsinyíteni:kicsinyítés|\
            :minimalizálja:minimalizál:minimalizálja:minimalizáljon:minimalizálni:minimalizálás|\
            :aktiválja:aktivál:aktiválja:aktiváljon:aktiválni:aktiválás|:értékeli:értékel:értékelje:értékeljen:értékelni:értékelés|\
            be:szkenneli:szkennel:szkennelje:szkenneljen:szkennelni:szkennelés|:olvassa:olvas:olvassa:olvasson:olvasni:olvasás|\
            fel:olvassa:olvas:olvassa:olvasson:olvasni:olvasás|meg:mutatja:mutat:mutassa:mutasson:mutatni:mutatás|\
            :mutatja:mutat:mutassa:mutasson:mutatni:mutatás|:rögzíti:rögzít:rögzítse:rögzítsen:rögzíteni:rögzítés|\
            :ismétli:ismétel:ismételje:ismételjen:ismételni:ismétlés|meg:ismétli:ismétel:ismételje:ismételjen:ismételni:ismétlés|\
            :csökkenti:csökkent:csökkentse:csökkentsen:csökkenteni:csökkentés|:növeli:növel:növelje:növeljen:növelni:növelés|\
            :kedveli:kedvel:kedvelje:kedveljen:kedvelni:kedvelés|:blokkolja:blokkol:blokkolja:blokkoljon:blokkolni:blokkolás|\
            :szinkronizálja:szinkronizál:szinkronizálja:szinkronizáljon:szinkronizálni:szinkronizálás|\
            :értesíti:értesít:értesítse:értesítsen:értesíteni:értesítés|:archiválja:archivál:archiválja:archiváljon:archiválni:archiválás|\
            ki:egészíti:egészít:egészítse:egészítsen:egészíteni:egészítés|:ugrik:ugrik:ugorjon:ugorjon:ugrani:ugrás|\
            :navigál:navigál:navigáljon:navigáljon:navigálni:navigálás|vissza:lép:lép:lépjen:lépjen:lépni:lépés|\
            ki:lép:lép:lépjen:lépjen:lépni:lépés|be:lép:lép:lépjen:lépjen:lépni:lépés|\
            be:jelentkezik:jelentkezik:jelentkezzen:jelentkezzen:jelentkezni:jelentkezés|\
            ki:jelentkezik:jelentkezik:jelentkezzen:jelentkezzen:jelentkezni:jelentkezés|\
            :csatlakozik:csatlakozik:csatlakozzon:csatlakozzon:csatlakozni:csatlakozás|:vár:vár:várjon:várjon:várni:várakozás|\
            vissza:tér:tér:térjen:térjen:térni:térés|:válaszol:válaszol:válaszoljon:válaszoljon:válaszolni:válaszolás|\
            meg:szünteti:szüntet:szüntesse:szüntessen:szüntetni:szüntetés|:lapoz:lapoz:lapozzon:lapozzon:lapozni:lapozás
            """
        return list.split(separator: "|").map { entry in
            let forms = entry.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            return Verb(
                prefix: forms[0], definite: forms[1], indefinite: forms[2], politeDefinite: forms[3], politeIndefinite: forms[4],
                infinitive: forms[5], verbalNoun: forms[6], familiarDefinite: forms.count > 7 ? forms[7] : nil)
        }
    }()

    /// Where the descriptive form is another verb: the element does not look, it shows
    /// ("Tekintse meg a részleteket." → "Megjeleníti a részleteket.").
    static let descriptiveVerbs: [String: String] = {
        var verbs: [String: String] = [:]
        for verb in Self.verbs where verb.prefix == "meg" && ["tekint", "néz"].contains(verb.indefinite) {
            for form in [verb.politeDefinite, verb.familiarDefiniteImperative, verb.pluralDefiniteImperative] {
                verbs[form] = "Megjeleníti"
            }
        }
        return verbs
    }()

    /// An imperative form and the third person that describes it (definite or indefinite).
    struct Imperative: Hashable {
        let verb: Verb
        let thirdPerson: String
    }

    /// Every form of the lexicon, by the verb it belongs to.
    struct Forms {
        var imperatives: [String: [Imperative]] = [:]
        /// Infinitives, with and without their prefix, and the verb.
        var infinitives: [String: Verb] = [:]
        var thirdPersons: Set<String> = []
        var potentials: Set<String> = []
        var verbalNouns: Set<String> = []
        var possessedVerbalNouns: Set<String> = []
        var prefixes: Set<String> = []
    }

    static let forms: Forms = {
        var forms = Forms()
        for verb in verbs {
            if !verb.prefix.isEmpty { forms.prefixes.insert(verb.prefix) }
            for third in [verb.definite, verb.indefinite] {
                forms.thirdPersons.insert(third)
                forms.thirdPersons.insert(verb.prefix + third)
            }
            for potential in verb.potentials {
                forms.potentials.insert(potential)
                forms.potentials.insert(verb.prefix + potential)
            }
            forms.infinitives[verb.prefix + verb.infinitive] = verb
            forms.verbalNouns.insert(verb.prefix + verb.verbalNoun)
            forms.possessedVerbalNouns.insert(verb.prefix + verb.possessedVerbalNoun)
            if verb.prefix.isEmpty {
                forms.verbalNouns.insert(verb.verbalNoun)
                forms.possessedVerbalNouns.insert(verb.possessedVerbalNoun)
            }
            let definite = [verb.politeDefinite, verb.familiarDefiniteImperative, verb.pluralDefiniteImperative]
            let indefinite = [verb.politeIndefinite, verb.familiarIndefiniteImperative, verb.pluralIndefiniteImperative]
            for form in definite { forms.imperatives[form, default: []].append(Imperative(verb: verb, thirdPerson: verb.definite)) }
            for form in indefinite { forms.imperatives[form, default: []].append(Imperative(verb: verb, thirdPerson: verb.indefinite)) }
        }
        // An infinitive spelled as a third person is the third person.
        for third in forms.thirdPersons { forms.infinitives[third] = nil }
        return forms
    }()

    /// What makes a gesture word an instruction when it follows it: "here", a direction, "twice",
    /// the hand, a purpose ("hogy").
    static let instructionMarkers: Set<String> = [
        "ide", "itt", "erre", "rá", "le", "fel", "balra", "jobbra", "felfelé", "lefelé", "kétszer", "duplán", "háromszor", "hosszan",
        "és", "hogy", "ujjal", "ujját", "ujjad", "a", "az",
    ]

    /// Request words: "Kérjük, …", "Kérem, …".
    static let requestWords: Set<String> = ["kérjük", "kérem", "kérlek", "kérnénk"]

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let allWords = text.words
        guard let firstWord = allWords.first, !firstWord.isPlaceholder else { return nil }
        let real = text.realWords
        guard let first = real.first else { return nil }
        let words = real.map(\.folded)
        let word = words[0]
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        switch word {
        case _ where requestWords.contains(word):
            return HintFormIssue(.request, words: written)
        case "ne":
            return HintFormIssue(.negativeCommand, words: written)
        case "ön", "önök", "te", "ti":
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        default:
            break
        }
        if let please = real.dropFirst().first(where: { requestWords.contains($0.folded) }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        // "Módosíthatja a nevet.", "Itt módosíthatja …": you can.
        if let index = words.prefix(2).firstIndex(where: forms.potentials.contains) {
            return HintFormIssue(.addressesUser, words: text.slice(real[index].start, real[index].end), severity: .info)
        }
        // A purpose after the verb ("Válassza ki, hogy megnyissa …") is an instruction whose
        // result is the purpose, not the verb.
        let hasPurpose = words.dropFirst().prefix(2).contains("hogy")
        if let imperatives = forms.imperatives[word] {
            // The prefix after the verb: "Zárja be", "Adja hozzá" — an imperative whatever the verb's form.
            if let second, let imperative = imperatives.first(where: { $0.verb.prefix == second }) {
                let described = descriptiveVerbs[word] ?? second + imperative.thirdPerson
                let suggestion = hasPurpose ? nil : LetterCase.capitalized(described, like: written)
                return HintFormIssue(.imperative, words: text.slice(first.start, real[1].end), suggestion: suggestion)
            }
            if !forms.thirdPersons.contains(word) {
                let unprefixed = imperatives.first { $0.verb.prefix.isEmpty }
                let suggestion = hasPurpose ? nil : unprefixed.map { LetterCase.capitalized($0.thirdPerson, like: written) }
                return HintFormIssue(.imperative, words: written, suggestion: suggestion)
            }
        }
        if forms.thirdPersons.contains(word) { return nil }
        if let verb = forms.infinitives[word] {
            // The object shows the conjugation: "a", "az" the definite, "egy" the indefinite.
            let third: String? = switch second {
            case "a", "az": verb.definite
            case "egy": verb.indefinite
            default: nil
            }
            let prefix = word.hasPrefix(verb.prefix + verb.infinitive) ? verb.prefix : ""
            let suggestion = third.map { LetterCase.capitalized(prefix + $0, like: written) }
            return HintFormIssue(.infinitive, words: written, suggestion: suggestion)
        }
        // A noun opening the hint: "Lejátszás", "Ugrás az aljára" — a verbal noun, but as often
        // a thing or a status ("Hívás folyamatban", "Értesítés").
        if forms.verbalNouns.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if forms.possessedVerbalNouns.contains(word) {
            return HintFormIssue(.infinitive, words: written, formName: verbalNoun)
        }
        // "A kiválasztott fájlok törlése", "Médialista ismétlése": the object, then the noun. An
        // intransitive verb opening the hint ("Megkezdődik a fájlok letöltése") describes.
        guard !(word.hasSuffix("ik") && word.count > 4) else { return nil }
        if let index = words.indices.first(where: { forms.possessedVerbalNouns.contains(words[$0]) }),
            index <= 2 || index == words.count - 1
        {
            return HintFormIssue(.infinitive, words: text.slice(real[index].start, real[index].end), formName: verbalNoun)
        }
        return nil
    }

    /// What messages call a verbal noun judged as an infinitive.
    private static let verbalNoun = "a verbal noun"
}

extension HungarianGrammar {
    /// Every language-specific rule, in Hungarian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "hu", .label, "Lejátszás.", fix: "Lejátszás"),
        .bad("label-trailing-period", "hu", .label, "Hozzáadás a kedvencekhez.", fix: "Hozzáadás a kedvencekhez"),
        .good("label-trailing-period", "hu", .label, "Lejátszás"),
        .good("label-trailing-period", "hu", .label, "Betöltés..."),
        .good("label-trailing-period", "hu", .label, "Fotók, videók stb."),
        .good("label-trailing-period", "hu", .label, "Lejár: 2025. 12. 24."),
        .good("label-trailing-period", "hu", .label, "Fejezetek, pl."),

        .bad("label-control-type", "hu", .label, "Lejátszás gomb", fix: "Lejátszás"),
        .bad("label-control-type", "hu", .label, "Hálózati gomb"),
        .bad("label-control-type", "hu", .label, "Lejátszógomb"),
        .bad("label-control-type", "hu", .label, "Megosztás, gomb", fix: "Megosztás"),
        .bad("label-control-type", "hu", .label, "Hangerő, csúszka", fix: "Hangerő"),
        .bad("label-control-type", "hu", .label, "Hangerőcsúszka"),
        .bad("label-control-type", "hu", .label, "Gomb: Megosztás"),
        .good("label-control-type", "hu", .label, "Lejátszás"),
        // The field is what the command acts on.
        .good("label-control-type", "hu", .label, "Keresőmező törlése"),
        .good("label-control-type", "hu", .label, "Üzenet szövegmezőjének kibontása"),
        .good("label-control-type", "hu", .label, "Kezdőlap gomb"),
        .good("label-control-type", "hu", .label, "Búzamező"),
        .good("label-control-type", "hu", .label, "Link másolása"),

        .bad("label-state", "hu", .label, "Wi-Fi, kiválasztva", fix: "Wi-Fi"),
        .bad("label-state", "hu", .label, "Kiválasztva"),
        .good("label-state", "hu", .label, "%lld kiválasztva"),
        .good("label-state", "hu", .label, "Kiválasztva: %lld"),
        .good("label-state", "hu", .label, "Kiválasztott fotók megjelenítése"),
        .good("label-state", "hu", .label, "Wi-Fi"),

        .bad("label-gesture", "hu", .label, "Koppintson a lejátszáshoz"),
        .bad("label-gesture", "hu", .label, "Koppints duplán a nagyításhoz"),
        .bad("label-gesture", "hu", .label, "Legyintsen balra a törléshez"),
        .good("label-gesture", "hu", .label, "Koppintás az ébresztéshez"),
        .good("label-gesture", "hu", .label, "Görgetés felfelé"),
        .good("label-gesture", "hu", .label, "Lejátszás"),

        .bad("label-capitalization", "hu", .label, "lejátszás", fix: "Lejátszás"),
        .bad("label-capitalization", "hu", .label, "új üzenet", fix: "Új üzenet"),
        .good("label-capitalization", "hu", .label, "Új üzenet"),
        .good("label-capitalization", "hu", .label, "iPhone-tárhely"),
        .good("label-capitalization", "hu", .label, "%@ kedvelés"),

        .bad("label-length", "hu", .label, "Koppintson erre a gombra, ha új üzenetet szeretne írni és címzettet szeretne választani hozzá"),
        .good("label-length", "hu", .label, "Új üzenet"),
        .good("label-length", "hu", .label, "Apple Inc., 125,25 $, 1,3%-os emelkedés"),

        .bad("label-vague", "hu", .label, "További információ"),
        .bad("label-vague", "hu", .label, "Részletek"),
        .bad("label-vague", "hu", .label, "Kattintson ide"),
        .bad("label-vague", "hu", .label, "Több"),
        .good("label-vague", "hu", .label, "További beállítások"),
        .good("label-vague", "hu", .label, "További információ az árakról"),
        .good("label-vague", "hu", .label, "Lejátszás"),

        .bad("hint-imperative", "hu", .hint, "Törölje a kiválasztott fájlokat.", fix: "Törli a kiválasztott fájlokat."),
        .bad("hint-imperative", "hu", .hint, "Töröld a kiválasztott fájlokat.", fix: "Törli a kiválasztott fájlokat."),
        .bad("hint-imperative", "hu", .hint, "Válasszon egy fájlt.", fix: "Választ egy fájlt."),
        .bad("hint-imperative", "hu", .hint, "Tekintse meg a részleteket.", fix: "Megjeleníti a részleteket."),
        // The prefix goes back in front of the verb ("Zárja be" → "Bezárja"), both words replaced.
        .bad("hint-imperative", "hu", .hint, "Zárja be az ablakot.", fix: "Bezárja az ablakot."),
        // A condition after the command tells the user when to act: "Bejelöli, ha…" would say another thing.
        .badWithoutFix("hint-imperative", "hu", .hint, "Jelölje be, ha el akarja rejteni az üzeneteket."),
        .badWithoutFix("hint-imperative", "hu", .hint, "Válassza ki, hogy megnyissa a hangszínszabályzót."),
        .badWithoutFix("hint-imperative", "hu", .hint, "Törölje"),
        .badWithoutFix("hint-imperative", "hu", .hint, "A kiválasztott fájlok törlése."),
        .badWithoutFix("hint-imperative", "hu", .hint, "Lejátszás."),
        .bad("hint-imperative", "hu", .hint, "Lejátszani a dalt.", fix: "Lejátssza a dalt."),
        .bad("hint-imperative", "hu", .hint, "Ne zárja be az alkalmazást."),
        .bad("hint-imperative", "hu", .hint, "Kérjük, adja meg a nevét."),
        .bad("hint-imperative", "hu", .hint, "Itt módosíthatja a fiókját."),
        .good("hint-imperative", "hu", .hint, "Lejátssza a dalt."),
        .good("hint-imperative", "hu", .hint, "Bezárja az ablakot."),
        .good("hint-imperative", "hu", .hint, "Kiválasztja az összes elemet."),
        // The polite imperative and the third person are one word: it cannot be told.
        .good("hint-imperative", "hu", .hint, "Másolja a hivatkozást."),
        .good("hint-imperative", "hu", .hint, "Átvált a fekvő és az álló nézet között."),
        .good("hint-imperative", "hu", .hint, "Megkezdődik a fájlok letöltése."),
        .good("hint-imperative", "hu", .hint, "Nem ismétli a lejátszási listát."),

        .bad("hint-gesture", "hu", .hint, "Koppintson duplán a dal lejátszásához."),
        .badWithoutFix("hint-gesture", "hu", .hint, "Koppintson a beállítások megnyitásához."),
        .bad("hint-gesture", "hu", .hint, "Balra legyintve törli az elemet."),
        .bad("hint-gesture", "hu", .hint, "Koppintással megnyitja a menüt."),
        .bad("hint-gesture", "hu", .hint, "Tartsa lenyomva a lehetőségek megjelenítéséhez."),
        .good("hint-gesture", "hu", .hint, "A lista elejére görget."),
        .good("hint-gesture", "hu", .hint, "Törli az elemet."),
        .good("hint-gesture", "hu", .hint, "Bekapcsolja a Rázás a visszavonáshoz funkciót."),
        .good("hint-gesture", "hu", .hint, "Megnyitja a legyintési mozdulatok beállításait."),

        .bad("hint-control-type", "hu", .hint, "Gomb, amely hozzáad egy nevet."),
        .bad("hint-control-type", "hu", .hint, "Csúszka, amely a méretet módosítja."),
        .bad("hint-control-type", "hu", .hint, "Ez a gomb megnyitja a menüt."),
        .good("hint-control-type", "hu", .hint, "Hozzáad egy nevet."),
        // The type as the object, or in another case, is what the element acts on.
        .good("hint-control-type", "hu", .hint, "Kiüríti a keresőmezőt."),
        .good("hint-control-type", "hu", .hint, "Megjeleníti a lejátszógombot."),
        .good("hint-control-type", "hu", .hint, "A név szövegmezőjébe helyezi a fókuszt."),

        .bad("hint-repeats-label", "hu", .hint, "Mentés menti a módosításokat.", label: "Mentés"),
        .bad("hint-repeats-label", "hu", .hint, "Vissza visszalép az előző nézetre.", label: "Vissza"),
        .good("hint-repeats-label", "hu", .hint, "Menti a módosításokat.", label: "Mentés"),
        .good("hint-repeats-label", "hu", .hint, "Törli az üzenetet.", label: "Törlés"),

        .bad("hint-missing-period", "hu", .hint, "Lejátssza a dalt", fix: "Lejátssza a dalt."),
        .bad("hint-missing-period", "hu", .hint, "Hozzáad egy várost。", fix: "Hozzáad egy várost."),
        .good("hint-missing-period", "hu", .hint, "Lejátssza a dalt."),
        .good("hint-missing-period", "hu", .hint, "Megnyitja a menüt…"),

        .bad("hint-capitalization", "hu", .hint, "lejátssza a dalt.", fix: "Lejátssza a dalt."),
        .good("hint-capitalization", "hu", .hint, "Lejátssza a dalt."),
        .good("hint-capitalization", "hu", .hint, "iCloud naprakészen tartja a jegyzeteit."),

        .bad("hint-length", "hu", .hint,
             "Megnyitja a beállításokat, ahol kiválaszthatja, melyik fiókját használja az alkalmazás, amikor bejegyzést tesz közzé, válaszol vagy megoszt valamit az idővonalról vagy bárhonnan máshonnan, valamint az alapértelmezett láthatóságot."),
        .good("hint-length", "hu", .hint, "Megnyitja a fiók beállításait."),
    ]
}
