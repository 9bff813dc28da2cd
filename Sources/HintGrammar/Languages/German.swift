/// German: hints are verb phrases in the third person singular without a subject, the separable
/// particle at the end ("Spielt das Lied ab."); labels short noun or verb phrases. VoiceOver says
/// "Taste" for a button. Every noun is capitalized, so a capital proves nothing about a word; a
/// lower-case word at the end of a clause, though, is no noun.
extension LanguageProfile {
    /// The German table (`de`, and through the registry `de-AT`, `de-CH`).
    public static let german = LanguageProfile(
        code: "de", name: "German", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: GermanGrammar.abbreviations,
        terms: TermTable(GermanGrammar.terms, segmentation: .words, compoundSuffixes: GermanGrammar.compoundSuffixes),
        instructionMarkers: [
            "um", "zum", "zur", "sie", "hier", "auf", "mit", "nach", "doppelt", "zweimal", "dreimal", "einmal", "lange",
            "lang", "darauf", "drauf", "irgendwo", "bitte", "über",
        ],
        vagueLabels: [
            "taste", "schaltfläche", "button", "knopf", "symbol", "icon", "unbenannt", "ohne titel", "element", "text", "platzhalter", "todo",
        ],
        vagueConcepts: [
            .more: ["mehr", "mehr anzeigen", "mehr sehen", "mehr zeigen"],
            .learnMore: ["mehr erfahren", "weiterlesen", "mehr lesen"],
            .clickHere: ["hier klicken", "hier tippen", "klicken sie hier", "tippen sie hier", "klicke hier", "tippe hier"],
            .details: ["details"],
            .info: ["info", "infos", "information", "informationen", "mehr info", "mehr infos", "mehr informationen", "weitere informationen", "weitere infos"],
            .here: ["hier"],
            .link: ["link"],
            .image: ["bild"],
        ],
        hintForm: GermanGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["von", "des", "der"], headFollows: false),
        conditionMarkers: ["wenn", "falls", "ob"], purposeMarkers: ["um"], conjunctions: ["und", "oder"],
        reflexivePronouns: ["sich"],
        descriptiveVerbs: ["sehen": "Zeigt", "ansehen": "Zeigt"],
        userActivityVerbs: ["stöbern", "durchstöbern", "erkunden", "erkunde"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["dann", "danach", "jetzt", "nun", "anschließend", "abschließend"],
        stateConcepts: GermanGrammar.stateConcepts, controlTypeConcepts: GermanGrammar.controlTypeConcepts,
        gestureConcepts: GermanGrammar.gestureConcepts,
        examples: GermanGrammar.examples)
}

/// German hint grammar. The third person is told from the polite imperative ("Tippen Sie …"),
/// the du-imperative ("Öffne …") and the infinitive that ends an instruction ("Details öffnen.")
/// with a lexicon of interface verbs whose forms are derived once.
enum GermanGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["ausgewählt", "nicht ausgewählt", "abgewählt"]),
        .checked: .words(["abgehakt", "angehakt", "nicht abgehakt"]),
        .dimmed: .words(["abgeblendet"]),
        .expanded: .words(["ausgeklappt"]),
        .collapsed: .words(["eingeklappt"]),
        .on: .words(["eingeschaltet"]),
        .off: .words(["ausgeschaltet"]),
    ]

    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("usw.", "Nr.", "z. B.", "24.12.").
    /// The rule looks at the last word only, so "z. B." is known by its "b", "d. h." by its "h".
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "nr", "str", "bzw", "usw", "ggf", "inkl", "exkl", "zzgl", "ca", "tsd", "mio", "mrd", "tel", "abs", "abt", "kap",
            "bd", "hr", "fr", "frl", "dr", "prof", "vgl", "evtl", "bspw", "bsp", "etc", "min", "max", "sek", "std", "mind",
            "jh", "jhd", "jr", "sen", "jun", "st", "co", "inc", "ltd", "corp", "vs", "ff", "bzgl", "gem", "ges", "allg",
            "orig", "anm", "abb", "hrsg", "aufl", "dt", "engl", "lt", "zz", "zt", "ugs", "urspr", "geb", "gest", "ehem",
            // Abbreviations of several words, matched as a whole before the final period.
            "z. b", "z.b", "d. h", "d.h", "u. a", "u.a", "o. ä", "o.ä", "u. ä", "u. v. m", "z. t", "s. o", "s. u", "m. e",
            // Months and weekdays.
            "jan", "feb", "mär", "apr", "jul", "aug", "sep", "sept", "okt", "nov", "dez", "mo", "di", "mi", "do", "sa", "so",
        ]
        // Ordinals and dates: "am 3.", "bis 24.12.".
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        return words
    }()

    // MARK: Terms

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. VoiceOver says "Taste" for a button.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["taste", "schaltfläche", "schaltflächen", "button", "buttons", "knopf"]),
        .link: .none(because: "„Link“ is as often what the element acts on (Link kopieren)"),
        .image: .none(because: "„Bild“ is as often what the element acts on (Bild sichern); a label that is only „Bild“ is vague"),
        .textField: .words(["textfeld", "eingabefeld"]),
        .searchField: .words(["suchfeld", "suchleiste"]),
        .secureTextField: .words(["passwortfeld", "kennwortfeld"]),
        .slider: .words(["schieberegler", "slider"]),
        .adjustable: .none(because: "„anpassbar“ is an ordinary adjective of labels"),
        .toggle: .words(["umschalter"]),
        .checkbox: .words(["kontrollkästchen", "checkbox", "markierungsfeld", "auswahlkästchen"]),
        .radioButton: .words(["optionsfeld", "radiobutton"]),
        .picker: .none(because: "„Auswahl“, VoiceOver's word for a picker, is as often content (a selection)"),
        .segmentedControl: .words(["segmentsteuerung", "segmentierte steuerung"]),
        .tab: .none(because: "„Tab“ is as often content (a browser's tab)"),
        .tabBar: .words(["tableiste", "tab leiste", "tabbar"]),
        .menu: .none(because: "„Menü“ is as often the name of the element that opens one"),
        .popUpButton: .words(["einblendmenü", "aufklappmenü", "ausklappmenü"]),
        .comboBox: .words(["dropdown", "dropdownmenü"]),
        .heading: .none(because: "„Überschrift“ is as often content (a document's heading)"),
        .progressIndicator: .words(["fortschrittsbalken", "fortschrittsleiste"]),
        .stepper: .none(because: "„Stepper“ is not German, and „Schrittregler“ is unknown to users: no label carries either"),
        .list: .none(because: "„Liste“ is as often what the element shows (Leseliste)"),
        .scrollBar: .words(["bildlaufleiste", "scrollleiste"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. "tippt", "wischt", "klickt" are left out: "Wischt den Verlauf" is a result, and
    /// "Tipp"/"Klick" are nouns ("Tipp: …", "mit einem Klick").
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["tippen", "tippe", "tippst", "antippen", "berühren", "berühre"]),
        .doubleTap: .words(["doppeltippen", "doppeltippe", "doppeltippst", "doppeltipp", "zweimal tippen", "doppelt tippen"]),
        .tripleTap: .words(["dreimal tippen"]),
        .longPress: .words([
            "lange tippen", "berühren und halten", "tippen und halten", "gedrückt halten", "lange gedrückt halten", "lange drücken",
            "lang drücken", "lange berühren",
        ]),
        .swipe: .words(["wischen", "wische", "wischst", "streichen", "streiche"]),
        .drag: .words(["ziehen", "ziehe", "zieh", "ziehen und ablegen", "schieben", "schiebe"]),
        .pinch: .none(because: "German names a pinch by what the fingers do („Finger auseinanderziehen“), words that describe zooming as often"),
        .rotate: .none(because: "„drehen“ is as often what the element does (Dreht das Foto.)"),
        .shake: .none(because: "„Schütteln“ is as often the name of the setting (Schütteln zum Widerrufen)"),
        .click: .words(["klicken", "klicke", "klickst", "anklicken", "doppelklicken", "doppelklick", "doppelklicke"]),
        .press: .words(["drücken", "drücke", "drück"]),
        .scroll: .words(["scrollen", "scrolle"]),
        .fingers: .words(["mit einem finger", "mit zwei fingern", "mit drei fingern", "mit vier fingern"]),
    ]

    static let terms: [Term] = {
        // "Berühren" is also "to move someone": an instruction at the start. "Streichen" crosses
        // out, "Ziehen" draws a card, "Drücken" presses a key, "Nach oben scrollen" is a button:
        // instructions only before "um", "Sie", "auf"….
        var terms = gestureConcepts.terms(
            leading: ["berühren", "berühre"],
            marked: ["streichen", "streiche", "ziehen", "ziehe", "zieh", "drücken", "drücke", "drück", "scrollen", "scrolle", "schieben", "schiebe"])
        // Swipes and drags with a direction: instructions wherever they stand ("Zum Löschen nach
        // links streichen."), while the bare verbs also mean "cross out", "pull", "draw".
        for verb in ["streichen", "wischen", "ziehen"] {
            for direction in ["links", "rechts", "oben", "unten"] { terms.append(Term("nach \(direction) \(verb)", .gesture)) }
        }
        for verb in ["streiche", "wische", "ziehe"] {
            for direction in ["links", "rechts", "oben", "unten"] { terms.append(Term("\(verb) nach \(direction)", .gesture)) }
        }
        // "Zeigt beim Tippen Vorschläge an": typing, not tapping.
        for phrase in ["beim tippen", "während des tippens"] { terms.append(Term(phrase, .neutral)) }

        // Control types. "Schalter" (a Home Assistant switch, a bank counter), "Regler" (a
        // thermostat), "Menü", "Tab", "Link", "Symbol" and "Feld" are ordinary content and left out.
        terms += controlTypeConcepts.terms()
        // Keys of a keyboard or a device are content: "Home-Taste", "Esc-Taste", "eine beliebige Taste".
        for key in keyNames { terms.append(Term("\(key) taste", .neutral)) }
        for phrase in ["beliebige taste", "eine taste", "einer taste", "jede taste", "home button", "ein aus taste"] {
            terms.append(Term(phrase, .neutral))
        }

        terms += stateConcepts.terms()
        return terms
    }()

    /// Keys written before "-Taste" ("Home-Taste", "Strg-Taste").
    static let keyNames: [String] = [
        "home", "esc", "escape", "tab", "tabulator", "enter", "return", "eingabe", "shift", "umschalt", "alt", "option", "wahl",
        "ctrl", "strg", "control", "cmd", "command", "befehls", "fn", "leer", "lösch", "entf", "rück", "pfeil", "seiten",
        "lautstärke", "lauter", "leiser", "power", "standby", "stumm", "action", "aktion", "kamera", "menü", "siri", "tv",
        "reset", "wps", "pairing",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    ]

    /// Control types at the end of a compound ("Wiedergabetaste", "Teilenschaltfläche"), minus
    /// keys and things that are no control ("Leertaste", "Hosenknopf").
    static let compoundSuffixes: [Term] = [
        Term("taste", .controlType, except: [
            "leertaste", "eingabetaste", "umschalttaste", "rücktaste", "rückschritttaste", "tabulatortaste", "tabtaste",
            "löschtaste", "entfernentaste", "entftaste", "steuerungstaste", "strgtaste", "controltaste", "wahltaste",
            "optionstaste", "befehlstaste", "commandtaste", "funktionstaste", "pfeiltaste", "seitentaste", "lautstärketaste",
            "stummtaste", "aktionstaste", "kamerataste", "feststelltaste", "hochstelltaste", "großschreibtaste",
            "escapetaste", "esctaste", "returntaste", "entertaste", "shifttaste", "alttaste", "zifferntaste",
            "buchstabentaste", "sondertaste", "tastaturtaste", "hardwaretaste", "medientaste", "schnelltaste",
            "zugriffstaste", "modifikatortaste", "endetaste", "einfügetaste", "druckentaste", "hometaste", "menütaste",
            "standbytaste", "powertaste", "einschalttaste", "ausschalttaste", "kurzwahltaste", "notruftaste",
            "resettaste", "rücksetztaste", "wpstaste", "kopplungstaste", "koppeltaste", "pairingtaste",
        ]),
        Term("schaltfläche", .controlType),
        Term("button", .controlType),
        Term("knopf", .controlType, except: ["hosenknopf", "jackenknopf", "manschettenknopf", "druckknopf"]),
        Term("schieberegler", .controlType),
        Term("textfeld", .controlType),
        Term("eingabefeld", .controlType),
        Term("suchfeld", .controlType),
        Term("kontrollkästchen", .controlType),
        Term("checkbox", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs in the infinitive; "|" separates a separable particle ("ab|spielen":
    /// "Spielt … ab"). Inseparable verbs are written whole ("verschieben": "Verschiebt …").
    static let verbs: [String] = [
        "ab|brechen", "ab|lehnen", "ab|legen", "ab|melden", "ab|rufen", "ab|schließen", "ab|senden", "ab|spielen",
        "ab|stimmen", "ab|wählen", "abonnieren", "aktivieren", "aktualisieren", "akzeptieren", "an|fordern", "an|heften",
        "an|hängen", "an|halten", "an|hören", "an|melden", "an|nehmen", "an|passen", "an|pinnen", "an|rufen", "an|sehen",
        "an|wenden", "an|zeigen", "ändern", "antworten", "archivieren", "auf|heben", "auf|klappen", "auf|legen",
        "auf|listen", "auf|nehmen", "auf|rufen", "auf|zeichnen", "aus|blenden", "aus|führen", "aus|füllen", "aus|klappen",
        "aus|loggen", "aus|probieren", "aus|richten", "aus|schalten", "aus|schneiden", "aus|wählen", "aus|werfen",
        "authentifizieren", "beantworten", "bearbeiten", "bedienen", "beenden", "begrenzen", "beginnen", "behalten",
        "bei|treten", "benachrichtigen", "benennen", "berechnen", "berühren", "besuchen", "bestätigen", "bestellen",
        "betrachten", "bewegen", "bewerten", "bezahlen", "blättern", "blenden", "blockieren", "bleiben", "buchen",
        "dimmen", "doppelklicken", "doppeltippen", "drehen", "drucken", "drücken", "duplizieren", "durchsuchen",
        "ein|blenden", "ein|fügen", "ein|geben", "ein|klappen", "ein|laden", "ein|loggen", "ein|reichen", "ein|richten",
        "ein|schalten", "ein|setzen", "ein|stellen", "empfangen", "entdecken", "entfernen", "entfolgen", "entkoppeln",
        "entschlüsseln", "entsperren", "erhalten", "erhöhen", "erinnern", "erkunden", "erlauben", "ermöglichen",
        "erneuern", "ersetzen", "erstellen", "erwähnen", "erweitern", "exportieren", "favorisieren", "fest|legen",
        "filtern", "finden", "fixieren", "folgen", "fort|fahren", "fort|setzen", "frei|geben", "füllen", "geben",
        "gehen", "gruppieren", "halten", "heben", "her|stellen", "herunter|laden", "hervor|heben", "hinzu|fügen",
        "hoch|laden", "hören", "importieren", "installieren", "kaufen", "klappen", "klicken", "kontrollieren",
        "konfigurieren", "kopieren", "koppeln", "kündigen", "laden", "lassen", "leeren", "legen", "leiten", "lesen",
        "liken", "löschen", "lösen", "machen", "markieren", "maximieren", "melden", "merken", "minimieren", "mischen",
        "mit|teilen", "nach|sehen", "navigieren", "nehmen", "neu|laden", "öffnen", "ordnen", "pausieren", "pinnen",
        "planen", "platzieren", "positionieren", "posten", "prüfen", "reagieren", "reduzieren", "registrieren", "rufen",
        "scannen", "schalten", "schauen", "schicken", "schieben", "schließen", "schneiden", "schreiben", "scrollen",
        "sehen", "senden", "setzen", "sichern", "sortieren", "speichern", "sperren", "spiegeln", "spielen", "springen",
        "spulen", "starten", "steuern", "stellen", "stoppen", "streichen", "stumm|schalten", "suchen", "synchronisieren",
        "tauschen", "teilen", "testen", "tippen", "trennen", "übernehmen", "überprüfen", "überspringen", "übersetzen",
        "übertragen", "um|benennen", "um|drehen", "um|ordnen", "um|schalten", "unterbrechen", "verbergen", "verbinden",
        "verfassen", "vergleichen", "vergrößern", "verifizieren", "verkleinern", "verknüpfen", "verlassen", "verlängern",
        "verringern", "verschieben", "verschlüsseln", "versenden", "verstecken", "verwalten", "verwenden",
        "veröffentlichen", "vor|lesen", "vor|merken", "vor|schlagen", "vor|spulen", "wählen", "wechseln", "weiter|leiten",
        "wenden", "wiederholen", "wieder|geben", "wieder|her|stellen", "wischen", "zählen", "zeichnen", "zeigen",
        "ziehen", "zitieren", "zoomen", "zu|lassen", "zu|ordnen", "zu|schneiden", "zu|weisen", "zurück|gehen",
        "zurück|kehren", "zurück|setzen", "zurück|spulen", "zusammen|führen",
    ]

    /// Verbs whose third person singular changes its vowel or is otherwise irregular.
    static let irregularThirdPerson: [String: String] = [
        "geben": "gibt", "sehen": "sieht", "lesen": "liest", "nehmen": "nimmt", "sprechen": "spricht", "helfen": "hilft",
        "vergessen": "vergisst", "werfen": "wirft", "treffen": "trifft", "messen": "misst", "essen": "isst",
        "empfehlen": "empfiehlt", "brechen": "bricht", "treten": "tritt", "gelten": "gilt", "bergen": "birgt",
        "laden": "lädt", "fahren": "fährt", "halten": "hält", "lassen": "lässt", "fallen": "fällt", "tragen": "trägt",
        "schlagen": "schlägt", "fangen": "fängt", "raten": "rät", "laufen": "läuft", "stoßen": "stößt", "wissen": "weiß",
        "tun": "tut", "sein": "ist", "haben": "hat", "werden": "wird", "schlafen": "schläft", "waschen": "wäscht",
        "wachsen": "wächst",
    ]

    /// The du-imperatives of verbs that change their vowel ("gib", "lies"); others add "e" to the stem.
    static let irregularImperative: [String: String] = [
        "geben": "gib", "sehen": "sieh", "lesen": "lies", "nehmen": "nimm", "sprechen": "sprich", "helfen": "hilf",
        "vergessen": "vergiss", "werfen": "wirf", "treffen": "triff", "messen": "miss", "essen": "iss",
        "empfehlen": "empfiehl", "brechen": "brich", "bergen": "birg", "treten": "tritt", "lassen": "lass", "tun": "tu",
        "sein": "sei",
    ]

    /// Prefixes that stay on the verb ("verschieben": "verschiebt"); an irregular base keeps its
    /// change behind them ("enthalten": "enthält").
    static let inseparablePrefixes = ["be", "emp", "ent", "er", "ge", "miss", "ver", "zer", "hinter", "über", "unter", "wider"]

    /// Particles that leave the verb in a main clause ("abspielen": "Spielt … ab").
    static let separablePrefixes = [
        "ab", "an", "auf", "aus", "bei", "dar", "ein", "fest", "fort", "frei", "her", "herab", "heran", "herauf", "heraus",
        "herein", "herum", "herunter", "hervor", "hin", "hinab", "hinauf", "hinaus", "hinein", "hinzu", "hoch", "los", "mit",
        "nach", "neu", "nieder", "vor", "voran", "voraus", "vorbei", "weg", "weiter", "wieder", "zu", "zurück", "zusammen",
        "um", "durch", "stumm", "laut", "kennen",
    ]

    /// `öffnen` → `öffnet`, `ändern` → `ändert`, `geben` → `gibt`, `enthalten` → `enthält`.
    static func thirdPerson(_ verb: String) -> String {
        if let irregular = irregularThirdPerson[verb] { return irregular }
        for prefix in inseparablePrefixes where verb.hasPrefix(prefix) {
            if let irregular = irregularThirdPerson[String(verb.dropFirst(prefix.count))] { return prefix + irregular }
        }
        if verb.hasSuffix("eln") || verb.hasSuffix("ern") { return verb.dropLast() + "t" }
        guard verb.hasSuffix("en") else { return verb.hasSuffix("n") ? verb.dropLast() + "t" : verb }
        let stem = Array(verb.dropLast(2))
        guard let last = stem.last else { return verb }
        if last == "d" || last == "t" { return String(stem) + "et" }
        // "öffnet", "atmet", "zeichnet" — but "lernt", "filmt", "wohnt", "scannt", "zoomt".
        if last == "m" || last == "n", stem.count >= 2 {
            let before = stem[stem.count - 2]
            let isCh = before == "h" && stem.count >= 3 && stem[stem.count - 3] == "c"
            if isCh || (!"aeiouäöülrhy".contains(before) && before != last) { return String(stem) + "et" }
        }
        return String(stem) + "t"
    }

    /// `öffnen` → `öffne`, `wechseln` → `wechsle`, `ändern` → `ändere`, `geben` → `gib`.
    static func imperatives(_ verb: String) -> [String] {
        if let irregular = irregularImperative[verb] { return [irregular] }
        for prefix in inseparablePrefixes where verb.hasPrefix(prefix) {
            if let irregular = irregularImperative[String(verb.dropFirst(prefix.count))] { return [prefix + irregular] }
        }
        if verb.hasSuffix("eln") { return [verb.dropLast(3) + "le", verb.dropLast(1) + "e"] }
        if verb.hasSuffix("ern") { return [verb.dropLast(1) + "e"] }
        guard verb.hasSuffix("en") else { return [] }
        return [verb.dropLast(2) + "e"]
    }

    /// Every entry without its "|", and every base: the infinitives the grammar knows.
    static let infinitives: Set<String> = {
        var forms: Set<String> = []
        for entry in verbs {
            forms.insert(entry.split(separator: "|").joined())
            if let base = entry.split(separator: "|").last { forms.insert(String(base)) }
        }
        return withSwissSpelling(forms)
    }()

    /// The verb that conjugates for each entry: the base of a separable one ("ab|spielen" → "spielen").
    static let conjugatedVerb: [String: String] = {
        var result: [String: String] = [:]
        for entry in verbs {
            let parts = entry.split(separator: "|")
            guard let base = parts.last else { continue }
            result[parts.joined()] = String(base)
            result[String(base)] = String(base)
        }
        return result
    }()

    /// Third-person forms that open a correct hint, from the lexicon and beyond it.
    static let finiteForms: Set<String> = {
        var forms = Set(Set(conjugatedVerb.values).map(thirdPerson))
        forms.formUnion([
            "ist", "sind", "hat", "wird", "kann", "muss", "soll", "darf", "will", "möchte", "lässt", "gibt", "bleibt",
            "enthält", "hilft", "erlaubt", "ermöglicht", "bietet", "dient", "führt", "bringt", "macht", "kehrt", "geht",
            "kommt", "listet", "liefert", "sorgt", "beschreibt", "benötigt", "erfordert", "bestimmt", "legt", "gestattet",
            "nennt", "fragt", "sagt", "spricht", "zählt", "wartet", "lädt", "hört", "sieht", "fühlt", "lernt", "lehrt",
            "heißt", "erscheint", "verhindert", "zeigt", "bewegt", "blendet", "klappt", "schaltet", "spult", "tritt", "nimmt",
            "schlägt", "informiert", "erklärt", "enthüllt", "verrät", "erhält", "verwendet", "nutzt", "benutzt", "gelangt",
            "wiederholt", "übersetzt", "durchsucht", "überspringt", "unterbricht",
        ])
        return withSwissSpelling(forms)
    }()

    /// Modal and auxiliary verbs: "Können Sie …" asks, a clause with "werden" has its own verb.
    static let auxiliaries: Set<String> = [
        "ist", "sind", "war", "waren", "wird", "werden", "wurde", "wurden", "hat", "haben", "hatte", "hatten", "kann",
        "können", "konnte", "konnten", "muss", "müssen", "musste", "soll", "sollen", "sollte", "sollten", "darf", "dürfen",
        "will", "wollen", "möchte", "möchten", "lässt", "lassen", "bleibt", "bleiben", "würde", "würden", "könnte",
        "könnten", "müsste",
    ]

    /// Verbs that name a gesture: their third person is no better a hint, so no suggestion.
    static let gestureVerbs: Set<String> = [
        "tippen", "doppeltippen", "antippen", "wischen", "streichen", "ziehen", "drücken", "berühren", "klicken",
        "doppelklicken", "anklicken", "scrollen", "schieben",
    ]

    /// du-imperatives ("öffne", "gib") with the third person to suggest, or `nil` for a gesture.
    static let duImperatives: [String: String?] = {
        var result: [String: String?] = [:]
        for verb in Set(conjugatedVerb.values) {
            let third: String? = gestureVerbs.contains(verb) ? nil : thirdPerson(verb)
            for form in imperatives(verb) {
                result[form] = third
                if form.unicodeScalars.contains("ß") { result[swissSpelling(form)] = third }
            }
        }
        // Short forms that are no noun ("Tipp" and "Klick" are).
        for (short, verb) in ["geh": "gehen", "komm": "kommen", "mach": "machen", "hol": "holen", "schau": "schauen",
                              "hör": "hören", "zieh": "ziehen", "wähl": "wählen", "drück": "drücken", "schick": "schicken",
                              "probier": "probieren", "gib": "geben", "nimm": "nehmen", "lies": "lesen", "sieh": "sehen",
                              "lasse": "lassen"] {
            result[short] = gestureVerbs.contains(verb) ? nil : thirdPerson(verb)
        }
        // "Tritt der Gruppe bei.": a form that is also the third person proves nothing.
        return result.filter { !finiteForms.contains($0.key) }
    }()

    /// du-imperatives that are nouns as well ("Suche", "Teile", "Spiele", "Folge"): unsure.
    static let imperativeNouns: Set<String> = [
        "suche", "spiele", "teile", "folge", "stelle", "blende", "lade", "rufe", "sperre", "drucke", "drücke", "messe",
        "buche", "plane", "bleibe", "wende", "liste", "rate", "weise", "reiche", "hefte", "lehne", "hänge", "stimme",
        "klappe", "like", "spule", "fülle", "leere", "sichere",
    ]

    /// Words that open a clause whose verb comes last and may be finite ("Wenn Sie tippen, …").
    static let subordinators: Set<String> = [
        "wenn", "falls", "ob", "sobald", "während", "nachdem", "bevor", "damit", "weil", "sofern", "solange", "wo", "wie",
        "was", "als", "da", "dass", "sodass", "indem", "obwohl", "seit", "seitdem", "bis", "je", "welche", "welcher",
        "welches",
    ]

    /// Words before "Sie" that are no verb ("denen Sie folgen").
    static let nonVerbsBeforeSie: Set<String> = [
        "denen", "ihnen", "einen", "diesen", "jenen", "welchen", "allen", "deren", "wegen", "zwischen", "oben", "unten",
        "neben", "gegen", "wann", "dann", "wen", "den", "wenn",
    ]

    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "der", "die", "das", "dem", "den", "des", "ein", "eine", "einen", "einem", "einer", "dies", "diese", "dieser",
        "dieses", "diesen", "dein", "deine", "deinen", "ihr", "ihre", "ihren", "es", "wenn", "falls", "hier", "jetzt",
        "aktuell", "derzeit", "momentan",
    ]

    /// Adds the Swiss spelling with "ss" of every form with "ß" ("schließt" → "schliesst").
    static func withSwissSpelling(_ forms: Set<String>) -> Set<String> {
        forms.union(forms.filter { $0.unicodeScalars.contains("ß") }.map(swissSpelling))
    }

    /// "schließt" → "schliesst".
    static func swissSpelling(_ form: String) -> String {
        form.split(separator: "ß", omittingEmptySubsequences: false).joined(separator: "ss")
    }

    /// Whether a folded word is a bare infinitive the grammar knows, whole or behind separable
    /// particles; not one with "zu" inside ("einzurichten").
    static func isInfinitive(_ word: String) -> Bool {
        if infinitives.contains(word) { return true }
        // Both without side effects: the cheaper, rarely true, test first.
        return isCompoundInfinitive(word) && !isZuInfinitive(word)
    }

    private static func isCompoundInfinitive(_ word: String) -> Bool {
        GermanicGrammar.separableBase(word, prefixes: separablePrefixes, isBase: infinitives.contains) != nil
    }

    /// The third person to suggest for an infinitive ("abspielen" → "Spielt"), none for gestures.
    static func suggestion(forInfinitive word: String) -> String? {
        let verb = conjugatedVerb[word]
            ?? GermanicGrammar.separableBase(word, prefixes: separablePrefixes, isBase: infinitives.contains).map { conjugatedVerb[$0] ?? $0 }
            ?? (infinitives.contains(word) ? word : nil)
        guard let verb, !gestureVerbs.contains(verb) else { return nil }
        // "abspielen" → "Spielt … ab": the particle of a separable verb goes to the clause's end.
        let particles = word == verb ? nil : separableParticles[word]
            ?? GermanicGrammar.separableParticles(word, prefixes: separablePrefixes, isBase: infinitives.contains)
        return GermanicGrammar.withParticles(LetterCase.capitalized(thirdPerson(verb)), particles)
    }

    /// The particles of each separable verb of the lexicon, written apart ("wiederherstellen" → "wieder her").
    static let separableParticles: [String: String] = {
        var result: [String: String] = [:]
        for entry in verbs where entry.contains("|") {
            let parts = entry.split(separator: "|")
            result[parts.joined()] = parts.dropLast().joined(separator: " ")
        }
        return result
    }()

    /// Each separable prefix followed by "zu" ("abzu"), in the order of `separablePrefixes`.
    private static let zuPrefixes = separablePrefixes.map { $0 + "zu" }

    /// "abzuspielen", "hinzuzufügen": an infinitive with "zu" after its particle ("hinzufügen",
    /// a lexicon entry, is none).
    static func isZuInfinitive(_ word: String) -> Bool {
        guard !infinitives.contains(word) else { return false }
        for (prefix, withZu) in zip(separablePrefixes, zuPrefixes) where word.hasPrefix(withZu) {
            let rest = String(word.dropFirst(prefix.count + 2))
            if infinitives.contains(rest) || isCompoundInfinitive(rest) { return true }
        }
        return false
    }

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard let first = words.first else { return nil }
        // "Bitte …", or "bitte" in lower case anywhere ("Bitte" inside a sentence is a noun).
        if let please = words.first(where: { $0.folded == "bitte" && !$0.isPlaceholder && ($0.start == first.start || $0.startsLowercase) }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        if let issue = politeImperative(text) { return issue }

        let firstIsWord = !first.isPlaceholder
        let word = first.folded
        let written = text.slice(first.start, first.end)
        let second = words.count > 1 && !words[1].isPlaceholder ? words[1].folded : nil
        if firstIsWord {
            // "Sie können …", "Du kannst …", "Kannst du …": a subject addressing the user.
            if word == "sie" || word == "du" || second == "du" {
                let end = second == "du" ? words[1].end : first.end
                return HintFormIssue(.addressesUser, words: text.slice(first.start, end), severity: .info)
            }
            if let suggestion = duImperatives[word] {
                // "Sperre aufheben": a noun, then the infinitive that tells.
                if imperativeNouns.contains(word), let issue = infinitive(text, words: words) { return issue }
                return HintFormIssue(
                    .imperative, words: written, suggestion: suggestion.map { LetterCase.capitalized($0, like: written) },
                    severity: imperativeNouns.contains(word) ? .info : .warning)
            }
            if finiteForms.contains(word) { return nil }
            // "Um das Lied abzuspielen.": a purpose without the sentence it serves.
            if word == "um", let zu = words.dropFirst().first(where: { $0.folded == "zu" || isZuInfinitive($0.folded) }) {
                return HintFormIssue(.infinitive, words: "\(written) … \(text.slice(zu.start, zu.end))")
            }
        }
        if let issue = infinitive(text, words: words) { return issue }
        if firstIsWord, nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// "Tippen Sie …", "Wählen, sortieren oder ordnen Sie …" (an imperative); "Können Sie …",
    /// "Hier können Sie …" (addressing the user). "Sie" after the first word must be written with
    /// a capital: in lower case it is "she" or "they".
    private static func politeImperative(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard words.count >= 2 else { return nil }
        for index in 1..<words.count {
            let pronoun = words[index]
            guard pronoun.folded == "sie", !pronoun.isPlaceholder, index == 1 || pronoun.startsUppercase else { continue }
            let verb = words[index - 1]
            guard !verb.isPlaceholder, index == 1 || verb.startsLowercase,
                verb.folded.hasSuffix("en") || verb.folded.hasSuffix("rn") || verb.folded.hasSuffix("ln"),
                !nonVerbsBeforeSie.contains(verb.folded),
                GermanicGrammar.isOnlySpace(text, from: verb.end, to: pronoun.start)
            else { continue }
            let written = text.slice(verb.start, pronoun.end)
            if auxiliaries.contains(verb.folded) {
                return HintFormIssue(.addressesUser, words: written, severity: .info)
            }
            return HintFormIssue(.imperative, words: written, suggestion: suggestion(forInfinitive: verb.folded))
        }
        return nil
    }

    /// An infinitive that opens the hint and asks for a purpose ("Tippen, um …", "Aktivieren zum
    /// …"), stands alone ("Schließen.", unsure: it may be a noun), or ends its first clause in lower
    /// case ("Details öffnen.", "Diese Option auswählen, um …"), where no noun can be.
    private static func infinitive(_ text: AnalyzedText, words: [Word]) -> HintFormIssue? {
        let first = words[0]
        let realCount = words.reduce(0) { $0 + ($1.isPlaceholder ? 0 : 1) }
        if !first.isPlaceholder, isInfinitive(first.folded) {
            let written = text.slice(first.start, first.end)
            let suggestion = suggestion(forInfinitive: first.folded)
            if realCount == 1 {
                return HintFormIssue(.infinitive, words: written, suggestion: suggestion, severity: .info)
            }
            if words.count > 1, ["um", "zum", "zur"].contains(words[1].folded) {
                return HintFormIssue(.infinitive, words: written, suggestion: suggestion)
            }
        }
        if !first.isPlaceholder, subordinators.contains(first.folded) { return nil }
        let length = GermanicGrammar.firstClauseLength(text)
        guard length >= 2 else { return nil }
        let last = words[length - 1]
        guard !last.isPlaceholder, last.startsLowercase, isInfinitive(last.folded) else { return nil }
        let clause = words[0..<length]
        guard words[length - 2].folded != "zu", !clause.dropLast().contains(where: { auxiliaries.contains($0.folded) }) else {
            return nil
        }
        // "Berühren und halten", "gedrückt halten": a gesture, whose third person is no better.
        let isHoldGesture = last.folded == "halten" && ["und", "gedrückt"].contains(words[length - 2].folded)
        // "Medienliste nicht wiederholen": the negation goes with the verb's form.
        let negation = words[length - 2].folded == "nicht" ? "nicht" : nil
        let form = isHoldGesture ? nil : suggestion(forInfinitive: last.folded)
        return HintFormIssue(
            .infinitive, words: text.slice(last.start, last.end),
            suggestion: form.map { form in negation.map { GermanicGrammar.negated(form, by: $0) } ?? form },
            severity: first.isPlaceholder ? .info : .warning)
    }
}

extension GermanGrammar {
    /// Every language-specific rule, in German: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "de", .label, "Abspielen.", fix: "Abspielen"),
        .bad("label-trailing-period", "de", .label, "Zu Favoriten hinzufügen.", fix: "Zu Favoriten hinzufügen"),
        .good("label-trailing-period", "de", .label, "Abspielen"),
        .good("label-trailing-period", "de", .label, "Laden..."),
        .good("label-trailing-period", "de", .label, "Fotos, Videos usw."),
        .good("label-trailing-period", "de", .label, "Fällig am 24.12."),
        .good("label-trailing-period", "de", .label, "Zubehör, z. B."),

        .bad("label-control-type", "de", .label, "Play-Taste", fix: "Play"),
        .bad("label-control-type", "de", .label, "Wiedergabetaste"),
        .bad("label-control-type", "de", .label, "Teilen-Schaltfläche", fix: "Teilen"),
        .good("label-control-type", "de", .label, "Nachrichtentextfeld minimieren"),
        .bad("label-control-type", "de", .label, "Lautstärke-Schieberegler", fix: "Lautstärke"),
        .bad("label-control-type", "de", .label, "Horizontaler Schieberegler"),
        .bad("label-control-type", "de", .label, "Schaltfläche „Teilen“"),
        .good("label-control-type", "de", .label, "Abspielen"),
        .good("label-control-type", "de", .label, "Tastatur"),
        .good("label-control-type", "de", .label, "Leertaste"),
        .good("label-control-type", "de", .label, "Home-Taste"),
        .good("label-control-type", "de", .label, "Tastenkombinationen"),

        .bad("label-state", "de", .label, "WLAN, ausgewählt", fix: "WLAN"),
        .bad("label-state", "de", .label, "Ausgewählt"),
        .good("label-state", "de", .label, "Ausgewählte Fotos anzeigen"),
        .good("label-state", "de", .label, "WLAN"),

        .bad("label-gesture", "de", .label, "Tippen zum Abspielen"),
        .bad("label-gesture", "de", .label, "Fotos. Tippen zum Öffnen"),
        .bad("label-gesture", "de", .label, "Öffne eine Seite. Dann tippe auf den Stern"),
        .bad("label-gesture", "de", .label, "Doppeltippen, um zu zoomen"),
        .bad("label-gesture", "de", .label, "Nach links wischen zum Löschen"),
        .bad("label-gesture", "de", .label, "Seitlich schieben, um zu blättern"),
        .good("label-gesture", "de", .label, "Wischgesten"),
        .good("label-gesture", "de", .label, "Abspielen"),
        .good("label-gesture", "de", .label, "Nach oben scrollen"),
        .good("label-gesture", "de", .label, "Tipps"),

        .bad("label-capitalization", "de", .label, "abspielen", fix: "Abspielen"),
        .bad("label-capitalization", "de", .label, "neue Nachricht", fix: "Neue Nachricht"),
        .good("label-capitalization", "de", .label, "Neue Nachricht"),
        .good("label-capitalization", "de", .label, "iPhone-Speicher"),
        .good("label-capitalization", "de", .label, "%@ Likes"),

        .bad("label-length", "de", .label, "Tippen Sie auf diese Taste zum Erstellen einer neuen Nachricht"),
        .good("label-length", "de", .label, "Neue Nachricht"),
        .good("label-length", "de", .label, "Apple Inc., 125,25 $, plus 1,3 %"),

        .bad("label-vague", "de", .label, "Mehr erfahren"),
        .bad("label-vague", "de", .label, "Informationen"),
        .bad("label-vague", "de", .label, "Hier tippen"),
        .bad("label-vague", "de", .label, "Mehr"),
        .bad("label-vague", "de", .label, "Details anzeigen"),
        .good("label-vague", "de", .label, "Bestelldetails anzeigen"),
        .good("label-vague", "de", .label, "Mehr über Preise"),
        .good("label-vague", "de", .label, "Abspielen"),

        .bad("hint-gesture", "de", .hint, "Tippen Sie auf das Lied."),
        // The purpose's verb would have to move ("Spielt das Lied ab.").
        .badWithoutFix("hint-gesture", "de", .hint, "Tippen, um das Lied abzuspielen."),
        .bad("hint-imperative", "de", .hint, "Wählen Sie ein Foto aus.", fix: "Wählt ein Foto aus."),
        // The verb would have to move ("Ruft das Tierheim an."), and a question is not rewritten.
        .badWithoutFix("hint-imperative", "de", .hint, "Tierheim anrufen."),
        .badWithoutFix("hint-imperative", "de", .hint, "Sehen Sie sich Ihre Medien an."),
        .badWithoutFix("hint-imperative", "de", .hint, "Wählen, sortieren oder ordnen Sie die Medien neu."),
        .badWithoutFix("hint-imperative", "de", .hint, "Die Liste nicht wiederholen."),
        .badWithoutFix("hint-imperative", "de", .hint, "Erkunden Sie die Mediathek."),
        .badWithoutFix("hint-imperative", "de", .hint, "Keine E-Mail erhalten?"),
        .bad("hint-imperative", "de", .hint, "Details öffnen."),
        .bad("hint-imperative", "de", .hint, "Lied abspielen."),
        .bad("hint-imperative", "de", .hint, "Die Einstellungen wiederherstellen."),
        .bad("hint-imperative", "de", .hint, "Diese Option auswählen, um die Ansicht zu öffnen."),
        .bad("hint-imperative", "de", .hint, "Aktivieren, um Mitteilungen zu erhalten."),
        .bad("hint-imperative", "de", .hint, "Öffne die Details."),
        .bad("hint-imperative", "de", .hint, "Gib deinen Namen ein."),
        .bad("hint-imperative", "de", .hint, "Bitte einen Namen eingeben."),
        .bad("hint-imperative", "de", .hint, "Um das Lied abzuspielen."),
        .good("hint-imperative", "de", .hint, "Spielt das Lied ab."),
        .good("hint-imperative", "de", .hint, "Öffnet die Details."),
        .good("hint-imperative", "de", .hint, "Gibt deinen Namen weiter."),
        .good("hint-imperative", "de", .hint, "Schließt den Player und lässt das Audio weiterlaufen."),
        .good("hint-imperative", "de", .hint, "Zeigt Beiträge, die dir gefallen."),
        .good("hint-imperative", "de", .hint, "Listet die Konten auf, denen Sie folgen."),
        .good("hint-imperative", "de", .hint, "Einstellungen für den Player."),
        .good("hint-imperative", "de", .hint, "Schliesst das Fenster."),

        .bad("hint-gesture", "de", .hint, "Doppeltippen, um das Lied abzuspielen."),
        .bad("hint-gesture", "de", .hint, "Tippen Sie hier, um den Kauf abzuschließen."),
        .bad("hint-gesture", "de", .hint, "Zum Löschen nach links streichen."),
        .bad("hint-gesture", "de", .hint, "Ziehen, um neu anzuordnen."),
        .good("hint-gesture", "de", .hint, "Scrollt nach oben."),
        .good("hint-gesture", "de", .hint, "Löscht den Eintrag."),
        .good("hint-gesture", "de", .hint, "Zeigt beim Tippen Vorschläge an."),
        .good("hint-gesture", "de", .hint, "Zieht den Rabatt vom Preis ab."),

        .bad("hint-control-type", "de", .hint, "Taste, die einen Namen hinzufügt."),
        .bad("hint-control-type", "de", .hint, "Schieberegler, der die Größe ändert."),
        .bad("hint-control-type", "de", .hint, "Teilen-Taste, die das Foto sendet."),
        .good("hint-control-type", "de", .hint, "Blendet die Wiedergabetaste ein."),
        .good("hint-control-type", "de", .hint, "Fügt einen Namen hinzu."),
        .good("hint-control-type", "de", .hint, "Ändert die Größe."),
        .good("hint-control-type", "de", .hint, "Öffnet die Tastatur."),
        .good("hint-control-type", "de", .hint, "Fügt ein Leerzeichen ein wie die Leertaste."),

        .bad("hint-repeats-label", "de", .hint, "Sichern sichert deine Änderungen.", label: "Sichern"),
        .bad("hint-repeats-label", "de", .hint, "Zurück kehrt zum vorherigen Bildschirm zurück.", label: "Zurück"),
        .good("hint-repeats-label", "de", .hint, "Sichert deine Änderungen.", label: "Sichern"),
        .good("hint-repeats-label", "de", .hint, "Löscht die Nachricht.", label: "Löschen"),

        .bad("hint-missing-period", "de", .hint, "Spielt das Lied ab", fix: "Spielt das Lied ab."),
        .bad("hint-missing-period", "de", .hint, "Fügt eine Stadt hinzu。", fix: "Fügt eine Stadt hinzu."),
        .good("hint-missing-period", "de", .hint, "Spielt das Lied ab."),
        .good("hint-missing-period", "de", .hint, "Öffnet das Menü …"),

        .bad("hint-capitalization", "de", .hint, "spielt das Lied ab.", fix: "Spielt das Lied ab."),
        .good("hint-capitalization", "de", .hint, "Spielt das Lied ab."),
        .good("hint-capitalization", "de", .hint, "iCloud hält deine Notizen synchron."),

        .bad("hint-length", "de", .hint,
             "Öffnet die Einstellungen, in denen du auswählen kannst, welches deiner Konten verwendet wird, wenn du einen Beitrag aus der Zeitleiste teilst oder beantwortest."),
        .good("hint-length", "de", .hint, "Öffnet die Kontoeinstellungen."),
    ]
}
