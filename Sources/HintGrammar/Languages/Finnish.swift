/// Finnish: hints are verb phrases in the third person singular without a subject, the verb
/// first ("Toistaa kappaleen.", "Avaa asetukset."); labels are short noun phrases or commands
/// ("Sulje välilehti") without a final period. Compounds are written as one word
/// ("toistopainike", "hakukenttä"), so control types are matched at the end of a word too; only
/// their nominative names the element: "painikkeen", "painiketta", "hakukentän" are what the
/// element acts on.
///
/// Many verbs have one form for the imperative and the third person ("Avaa", "Lisää",
/// "Muokkaa", "Kopioi"): those are never reported. Where the forms differ ("Toista" /
/// "Toistaa"), the imperative's object is in the nominative and the third person's in the
/// genitive ("Toista kappale" → "Toistaa kappaleen"), so the verb alone is suggested only where
/// its object keeps its form: a plural, "kaikki", or no object.
extension LanguageProfile {
    /// The Finnish table (`fi`, and through the registry `fi-FI`).
    public static let finnish = LanguageProfile(
        code: "fi", name: "Finnish", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: FinnishGrammar.abbreviations,
        terms: TermTable(FinnishGrammar.terms, segmentation: .words, compoundSuffixes: FinnishGrammar.compoundSuffixes),
        instructionMarkers: FinnishGrammar.instructionMarkers,
        vagueLabels: ["painike", "nappi", "kuvake", "ikoni", "nimetön", "kohde", "teksti", "paikkamerkki"],
        vagueConcepts: [
            .more: ["enemmän", "muut", "näytä enemmän"],
            .learnMore: ["lue lisää", "katso lisää", "opi lisää"],
            .clickHere: ["napauta tästä", "napauta tätä", "napsauta tästä", "klikkaa tästä", "paina tästä"],
            .details: ["yksityiskohdat", "lisätiedot"],
            .info: ["tiedot", "info", "lisätietoja", "tietoja", "lisää tietoa"],
            .here: ["tässä", "tästä", "tänne"],
            .link: ["linkki"],
            .image: ["kuva"],
        ],
        hintForm: FinnishGrammar.hintForm,
        conditionMarkers: ["jos"], purposeMarkers: ["jotta"], conjunctions: ["ja", "tai", "sekä"],
        stateConcepts: FinnishGrammar.stateConcepts, controlTypeConcepts: FinnishGrammar.controlTypeConcepts,
        gestureConcepts: FinnishGrammar.gestureConcepts,
        examples: FinnishGrammar.examples)
}

/// Finnish hint grammar: the imperative ("Toista", "Toistakaa"), the first infinitive used as a
/// command ("Avata asetukset"), prohibitions ("Älä …"), requests ("Ole hyvä ja …") and "you can"
/// ("Voit …") told from the third person with a lexicon of interface verbs.
enum FinnishGrammar {
    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("jne.", "esim.", "klo"), or an
    /// ordinal or date ("3.", "24.12.").
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "esim", "jne", "yms", "ym", "ns", "mm", "ks", "vrt", "n", "noin", "klo", "os", "puh", "nro", "kpl", "oy", "oyj", "ab", "ry",
            "tri", "prof", "ts", "alv", "sis", "ed", "min", "max", "s", "t", "h", "v", "vs", "inc", "ltd", "co", "yht", "mrd", "milj", "t. k",
            // Months and weekdays.
            "tammik", "helmik", "maalisk", "huhtik", "toukok", "kesäk", "heinäk", "elok", "syysk", "lokak", "marrask", "jouluk",
            "ma", "ti", "ke", "to", "pe", "la", "su",
        ]
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        return words
    }()

    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["valittu", "ei valittu", "valitsematon"]),
        .checked: .words(["rastitettu", "merkitty", "ei merkitty"]),
        .dimmed: .words(["himmennetty"]),
        .expanded: .words(["laajennettu"]),
        .collapsed: .words(["kutistettu", "supistettu"]),
        .on: .none(because: "\"päällä\" is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "\"pois\" is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in the nominative, alone or ending a compound ("toistopainike", "päivämäärävalitsin").
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["painike", "nappi"]),
        .link: .none(because: "\"linkki\" is as often what the element acts on (Kopioi linkki, Jaa linkki)"),
        .image: .none(because: "\"kuva\" is as often what the element acts on (Tallenna kuva); a label that is only \"Kuva\" is vague"),
        .textField: .words(["tekstikenttä", "syöttökenttä"]),
        .searchField: .words(["hakukenttä"]),
        .secureTextField: .words(["suojattu tekstikenttä", "salasanakenttä"]),
        .slider: .words(["liukusäädin"]),
        .adjustable: .none(because: "\"säädettävä\" is an ordinary adjective of labels (Säädettävä tekstikoko)"),
        .toggle: .words(["kytkinpainike", "vaihtopainike"]),
        .checkbox: .words(["valintaruutu"]),
        .radioButton: .words(["valintanappi", "radiopainike"]),
        .picker: .words(["valitsin", "päivämäärävalitsin"]),
        .segmentedControl: .words(["segmentoitu säädin", "segmenttisäädin"]),
        .tab: .none(because: "a browser's or an app's tab (\"välilehti\") is content (Sulje välilehti, Uusi välilehti)"),
        .tabBar: .words(["välilehtipalkki"]),
        .menu: .none(because: "\"Valikko\" is as often the name of the element that opens one"),
        .popUpButton: .words(["ponnahduspainike"]),
        .comboBox: .words(["yhdistelmäruutu", "pudotusvalikko", "alasvetovalikko"]),
        .heading: .none(because: "\"otsikko\" is as often content (a message's subject, a title)"),
        .progressIndicator: .words(["edistymispalkki", "edistymisilmaisin"]),
        .stepper: .words(["askellin"]),
        .list: .none(because: "\"luettelo\" and \"lista\" are as often what the element shows (Lukulista, Näytä lista)"),
        .scrollBar: .words(["vierityspalkki"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the imperative and the
    /// "by …ing" form ("napauttamalla").
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["napauta", "napauttamalla", "napauttakaa", "kosketa", "koskettamalla"]),
        .doubleTap: .words(["kaksoisnapauta", "kaksoisnapauttamalla", "napauta kahdesti", "kaksoisnapautus"]),
        .tripleTap: .words(["kolmoisnapauta", "kolmoisnapauttamalla", "napauta kolmesti"]),
        .longPress: .words([
            "pidä painettuna", "pitämällä painettuna", "paina pitkään", "painamalla pitkään", "kosketa pitkään", "kosketa ja pidä",
            "pitkä painallus",
        ]),
        .swipe: .words(["pyyhkäise", "pyyhkäisemällä", "pyyhkäisy"]),
        .drag: .words(["vedä", "vetämällä", "raahaa", "raahaamalla", "vedä ja pudota"]),
        .pinch: .words(["nipistä", "nipistämällä"]),
        .rotate: .none(because: "\"kierrä\" is as often what the element does (Kierrä kuvaa vasemmalle)"),
        .shake: .words(["ravista", "ravistamalla"]),
        .click: .words(["napsauta", "napsauttamalla", "klikkaa", "klikkaamalla", "kaksoisnapsauta", "kaksoisklikkaa"]),
        .press: .words(["paina", "painamalla"]),
        .scroll: .words(["vieritä", "vierittämällä"]),
        .fingers: .words(["kahdella sormella", "kolmella sormella", "neljällä sormella", "yhdellä sormella"]),
    ]

    /// Gesture words that also name a thing or a result: an instruction when they open the text
    /// or an instruction word follows ("Vieritä ylös" is a button that scrolls; "Pyyhkäisy"
    /// names a setting).
    static let leadingGestures: Set<String> = ["vieritä", "vierittämällä", "pyyhkäisy", "kaksoisnapautus", "pitkä painallus", "paina", "raahaa"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            terms.append(Term(word, leadingGestures.contains(word) ? .leadingGesture : .gesture))
        }
        // Features, not gestures: Shake to Undo.
        for phrase in ["kumoa ravistamalla", "ravista kumotaksesi"] { terms.append(Term(phrase, .neutral)) }
        // Control types, alone and ending compounds (`compoundSuffixes`). A field is matched at
        // the end of a compound only, so that its modifier shows ("hakukenttä" is "haku" +
        // "kenttä"): "Tyhjennä hakukenttä" names the field the command clears.
        for word in controlTypeConcepts.allWords where !word.hasSuffix("kenttä") || word.contains(" ") {
            terms.append(Term(word, .controlType))
        }
        // A device's buttons are content ("Koti-painike", "sivupainike").
        for key in deviceButtons { terms.append(Term("\(key) painike", .neutral)) }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Device buttons written before "-painike" ("Koti-painike", "Virta-painike").
    static let deviceButtons = ["koti", "sivu", "virta", "äänenvoimakkuus", "toiminto", "kamera", "kotivalikko", "lukitus"]

    /// Control types that end compounds ("toistopainike", "hakukenttä", "päivämäärävalitsin"),
    /// minus a device's buttons and things that are no control ("kotipainike", "lentokenttä").
    /// A field is matched by "kenttä" at the end of any compound: the prefix names what the
    /// field is for, and the compound as written shows it ("Tyhjennä hakukenttä" clears it).
    static let compoundSuffixes: [Term] = [
        Term("painike", .controlType, except: [
            "kotipainike", "sivupainike", "virtapainike", "äänenvoimakkuuspainike", "toimintopainike", "kamerapainike", "lukituspainike",
            "hiirenpainike",
        ]),
        Term("nappi", .controlType, except: ["kotinappi", "virtanappi", "sivunappi", "hiirennappi", "takinnappi"]),
        Term("kenttä", .controlType, except: [
            "lentokenttä", "jalkapallokenttä", "pallokenttä", "urheilukenttä", "golfkenttä", "tenniskenttä", "pelikenttä", "näkökenttä",
            "magneettikenttä", "sähkökenttä", "taistelukenttä", "voimakenttä", "painovoimakenttä", "harjoituskenttä", "koripallokenttä",
            "lentopallokenttä", "ruohokenttä", "hiekkakenttä", "tähtikenttä", "pesäpallokenttä", "jääkiekkokenttä", "kuntokenttä",
        ]),
        Term("liukusäädin", .controlType),
        Term("valintaruutu", .controlType),
        Term("valitsin", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs: the first infinitive, the imperative and the third person singular.
    /// Where the imperative and the third person are one word ("avaa"), the form cannot be told
    /// and is never reported; `intransitive` verbs have no object whose case would change.
    struct Verb {
        let infinitive: String
        let imperative: String
        let thirdPerson: String
        let intransitive: Bool
    }

    static let verbs: [Verb] = {
        let transitive = """
            toistaa toista toistaa|avata avaa avaa|sulkea sulje sulkee|poistaa poista poistaa|lisätä lisää lisää|näyttää näytä näyttää|\
            piilottaa piilota piilottaa|jakaa jaa jakaa|tallentaa tallenna tallentaa|valita valitse valitsee|muokata muokkaa muokkaa|\
            kopioida kopioi kopioi|liittää liitä liittää|leikata leikkaa leikkaa|lähettää lähetä lähettää|ladata lataa lataa|\
            päivittää päivitä päivittää|hakea hae hakee|etsiä etsi etsii|pysäyttää pysäytä pysäyttää|keskeyttää keskeytä keskeyttää|\
            jatkaa jatka jatkaa|aloittaa aloita aloittaa|lopettaa lopeta lopettaa|peruuttaa peruuta peruuttaa|vahvistaa vahvista vahvistaa|\
            hyväksyä hyväksy hyväksyy|hylätä hylkää hylkää|siirtää siirrä siirtää|tyhjentää tyhjennä tyhjentää|pienentää pienennä pienentää|\
            suurentaa suurenna suurentaa|laajentaa laajenna laajentaa|kutistaa kutista kutistaa|lajitella lajittele lajittelee|\
            suodattaa suodata suodattaa|järjestää järjestä järjestää|sekoittaa sekoita sekoittaa|merkitä merkitse merkitsee|\
            nimetä nimeä nimeää|lukita lukitse lukitsee|ottaa ota ottaa|vaihtaa vaihda vaihtaa|muuttaa muuta muuttaa|asettaa aseta asettaa|\
            säätää säädä säätää|kiertää kierrä kiertää|kääntää käännä kääntää|tulostaa tulosta tulostaa|tuoda tuo tuo|viedä vie vie|\
            selata selaa selaa|tarkastella tarkastele tarkastelee|soittaa soita soittaa|vastata vastaa vastaa|kuunnella kuuntele kuuntelee|\
            nauhoittaa nauhoita nauhoittaa|kelata kelaa kelaa|tarkistaa tarkista tarkistaa|kokeilla kokeile kokeilee|syöttää syötä syöttää|\
            kirjoittaa kirjoita kirjoittaa|luoda luo luo|seurata seuraa seuraa|estää estä estää|mykistää mykistä mykistää|\
            kiinnittää kiinnitä kiinnittää|ilmoittaa ilmoita ilmoittaa|tilata tilaa tilaa|ostaa osta ostaa|maksaa maksa maksaa|\
            kumota kumoa kumoaa|tehdä tee tekee|pitää pidä pitää|käynnistää käynnistä käynnistää|sammuttaa sammuta sammuttaa|\
            yhdistää yhdistä yhdistää|katkaista katkaise katkaisee|sallia salli sallii|aktivoida aktivoi aktivoi|määrittää määritä määrittää|\
            hallita hallitse hallitsee|palauttaa palauta palauttaa|lukea lue lukee|arvioida arvioi arvioi|rajata rajaa rajaa|\
            skannata skannaa skannaa|jättää jätä jättää|liittää liitä liittää|katsoa katso katsoo|ryhmitellä ryhmittele ryhmittelee|\
            luetella luettele luettelee|yrittää yritä yrittää|kirjata kirjaa kirjaa|tyhjätä tyhjää tyhjää|vaimentaa vaimenna vaimentaa|zoomata zoomaa zoomaa
            """
        let intransitive = """
            siirtyä siirry siirtyy|palata palaa palaa|mennä mene menee|kirjautua kirjaudu kirjautuu|liittyä liity liittyy|\
            hypätä hyppää hyppää|odottaa odota odottaa|reagoida reagoi reagoi|jatkua jatku jatkuu
            """
        func parse(_ list: String, intransitive: Bool) -> [Verb] {
            list.split(separator: "|").map { entry in
                let forms = entry.split(separator: " ").map(String.init)
                return Verb(infinitive: forms[0], imperative: forms[1], thirdPerson: forms[2], intransitive: intransitive)
            }
        }
        return parse(transitive, intransitive: false) + parse(intransitive, intransitive: true)
    }()

    /// The second person plural imperative: "toistakaa", "avatkaa", "kopioikaa", "menkää".
    static func pluralImperative(_ infinitive: String) -> String {
        let dropped: Int
        if infinitive.hasSuffix("da") || infinitive.hasSuffix("dä") {
            dropped = 2
        } else if ["la", "lä", "na", "nä", "ra", "rä", "sta", "stä"].contains(where: infinitive.hasSuffix) {
            dropped = 2
        } else {
            dropped = 1
        }
        let back = infinitive.contains { "aou".contains($0) }
        return String(infinitive.dropLast(dropped)) + (back ? "kaa" : "kää")
    }

    /// Every form of the lexicon, by the verb it belongs to.
    struct Forms {
        var imperatives: [String: Verb] = [:]
        var infinitives: [String: Verb] = [:]
        var thirdPersons: Set<String> = []
        var purposes: Set<String> = []
    }

    static let forms: Forms = {
        var forms = Forms()
        for verb in verbs {
            forms.thirdPersons.insert(verb.thirdPerson)
            forms.purposes.insert(verb.infinitive + "ksesi")
            forms.purposes.insert(verb.infinitive + "ksenne")
            forms.imperatives[pluralImperative(verb.infinitive)] = verb
            if verb.imperative != verb.thirdPerson { forms.imperatives[verb.imperative] = verb }
            if verb.infinitive != verb.thirdPerson { forms.infinitives[verb.infinitive] = verb }
        }
        // A third person is never read as another verb's imperative or infinitive.
        for third in forms.thirdPersons {
            forms.imperatives[third] = nil
            forms.infinitives[third] = nil
        }
        return forms
    }()

    /// What makes a gesture word an instruction when it follows it: its purpose ("toistaaksesi"),
    /// "here", "twice", the hand.
    static let instructionMarkers: Set<String> = Set(
        ["tästä", "tähän", "tätä", "vasemmalle", "oikealle", "kahdesti", "kolmesti", "kerran", "ja", "jotta", "pitkään", "sormella", "kahdella", "kolmella", "nähdäksesi",
         "painiketta", "kohdetta", "näyttöä", "ruutua"]
    ).union(forms.purposes)

    /// Whether a third person can stand where the command was without any other word changing:
    /// the verb has no object, or its object opens right after it in a form both take — a
    /// plural ("valitut tiedostot") or "kaikki" — with no second object joined to it ("ja
    /// kansio" would become "ja kansion"). An adverb before the object ("Ota käyttöön
    /// automaattinen toisto") hides what follows: not certain.
    static func objectKeepsItsForm(_ words: [String], after index: Int, verb: Verb) -> Bool {
        if verb.intransitive { return true }
        guard index + 1 < words.count else { return true }
        let next = words[index + 1]
        guard next == "kaikki" || next.hasSuffix("t") else { return false }
        return !words[(index + 2)...].contains { ["ja", "tai", "sekä"].contains($0) }
    }

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let allWords = text.words
        guard let first = allWords.first, !first.isPlaceholder else { return nil }
        let words = text.realWords.map(\.folded)
        let word = words[0]
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        switch word {
        case "ole" where second == "hyvä", "olkaa" where second == "hyvä":
            return HintFormIssue(.request, words: text.slice(first.start, text.realWords[1].end))
        case "älä", "älkää":
            return HintFormIssue(.negativeCommand, words: written)
        case "voit", "voitte":
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        case "sinun" where ["täytyy", "pitää", "tulee", "kannattaa"].contains(second ?? ""):
            return HintFormIssue(.addressesUser, words: text.slice(first.start, text.realWords[1].end), severity: .info)
        default:
            break
        }
        if let please = text.realWords.first(where: { $0.folded == "kiitos" }), please.start != first.start {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        if forms.thirdPersons.contains(word) { return nil }
        if let verb = forms.imperatives[word] ?? forms.infinitives[word] {
            let kind: HintFormIssue.Kind = forms.imperatives[word] != nil ? .imperative : .infinitive
            // "Valitse ja avaa …": the last verb's object decides.
            var objectIndex = 0
            if let second, ["ja", "tai"].contains(second), words.count > 2 { objectIndex = 2 }
            // A purpose after the verb ("Valitse avataksesi …") is an instruction whose result
            // is the purpose, not the verb.
            let hasPurpose = second.map(forms.purposes.contains) ?? false
            let certain = !hasPurpose && objectKeepsItsForm(words, after: objectIndex, verb: verb)
            let suggestion = certain ? LetterCase.capitalized(verb.thirdPerson, like: written) : nil
            return HintFormIssue(kind, words: written, suggestion: suggestion)
        }
        return nil
    }
}

extension FinnishGrammar {
    /// Every language-specific rule, in Finnish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "fi", .label, "Toista.", fix: "Toista"),
        .bad("label-trailing-period", "fi", .label, "Lisää suosikkeihin.", fix: "Lisää suosikkeihin"),
        .good("label-trailing-period", "fi", .label, "Toista"),
        .good("label-trailing-period", "fi", .label, "Ladataan..."),
        .good("label-trailing-period", "fi", .label, "Kuvat, videot jne."),
        .good("label-trailing-period", "fi", .label, "Erääntyy 24.12."),
        .good("label-trailing-period", "fi", .label, "Esimerkki Oy, esim."),

        .bad("label-control-type", "fi", .label, "Toista-painike", fix: "Toista"),
        .bad("label-control-type", "fi", .label, "Toistopainike"),
        .bad("label-control-type", "fi", .label, "Jaa, painike", fix: "Jaa"),
        .bad("label-control-type", "fi", .label, "Äänenvoimakkuus, liukusäädin", fix: "Äänenvoimakkuus"),
        .bad("label-control-type", "fi", .label, "Pystyliukusäädin"),
        .bad("label-control-type", "fi", .label, "Painike: Jaa"),
        .good("label-control-type", "fi", .label, "Toista"),
        // The field is what the command acts on.
        .good("label-control-type", "fi", .label, "Tyhjennä hakukenttä"),
        .good("label-control-type", "fi", .label, "Pienennä viestin tekstikenttä"),
        .good("label-control-type", "fi", .label, "Koti-painike"),
        .good("label-control-type", "fi", .label, "Lentokenttä"),
        .good("label-control-type", "fi", .label, "Kopioi linkki"),

        .bad("label-state", "fi", .label, "Wi-Fi, valittu", fix: "Wi-Fi"),
        .bad("label-state", "fi", .label, "Valittu"),
        .good("label-state", "fi", .label, "%lld valittu"),
        .good("label-state", "fi", .label, "Valittu: %lld"),
        .good("label-state", "fi", .label, "Näytä valitut kuvat"),
        .good("label-state", "fi", .label, "Wi-Fi"),

        .bad("label-gesture", "fi", .label, "Napauta toistaaksesi"),
        .bad("label-gesture", "fi", .label, "Kaksoisnapauta zoomataksesi"),
        .bad("label-gesture", "fi", .label, "Pyyhkäise vasemmalle poistaaksesi"),
        .good("label-gesture", "fi", .label, "Pyyhkäisytoiminnot"),
        .good("label-gesture", "fi", .label, "Vieritä ylös"),
        .good("label-gesture", "fi", .label, "Toista"),

        .bad("label-capitalization", "fi", .label, "toista", fix: "Toista"),
        .bad("label-capitalization", "fi", .label, "uusi viesti", fix: "Uusi viesti"),
        .good("label-capitalization", "fi", .label, "Uusi viesti"),
        .good("label-capitalization", "fi", .label, "iPhonen tallennustila"),
        .good("label-capitalization", "fi", .label, "%@ tykkäystä"),

        .bad("label-length", "fi", .label, "Napauta tätä painiketta, jos haluat luoda uuden viestin ja valita sille vastaanottajan"),
        .good("label-length", "fi", .label, "Uusi viesti"),
        .good("label-length", "fi", .label, "Apple Inc., 125,25 $, nousua 1,3 %"),

        .bad("label-vague", "fi", .label, "Lue lisää"),
        .bad("label-vague", "fi", .label, "Tiedot"),
        .bad("label-vague", "fi", .label, "Napauta tästä"),
        .bad("label-vague", "fi", .label, "Enemmän"),
        .good("label-vague", "fi", .label, "Lisää"),
        .good("label-vague", "fi", .label, "Lue lisää hinnoittelusta"),
        .good("label-vague", "fi", .label, "Toista"),

        .bad("hint-imperative", "fi", .hint, "Poista valitut tiedostot.", fix: "Poistaa valitut tiedostot."),
        .bad("hint-imperative", "fi", .hint, "Siirry loppuun.", fix: "Siirtyy loppuun."),
        // "Ottaa käyttöön automaattisen toiston": the object after the adverb changes too.
        .badWithoutFix("hint-imperative", "fi", .hint, "Ota käyttöön automaattinen toisto."),
        .bad("hint-imperative", "fi", .hint, "Valitse ja avaa kirjanmerkit.", fix: "Valitsee ja avaa kirjanmerkit."),
        // The object would change its case ("Toistaa kappaleen."): the verb alone is not enough.
        .badWithoutFix("hint-imperative", "fi", .hint, "Toista kappale."),
        .badWithoutFix("hint-imperative", "fi", .hint, "Valitse avataksesi taajuuskorjaimen."),
        .badWithoutFix("hint-imperative", "fi", .hint, "Sulje"),
        .bad("hint-imperative", "fi", .hint, "Toistakaa kaikki kappaleet.", fix: "Toistaa kaikki kappaleet."),
        .bad("hint-imperative", "fi", .hint, "Avata asetukset.", fix: "Avaa asetukset."),
        .bad("hint-imperative", "fi", .hint, "Älä sulje sovellusta."),
        .bad("hint-imperative", "fi", .hint, "Ole hyvä ja anna nimesi."),
        .bad("hint-imperative", "fi", .hint, "Voit vaihtaa tilin täältä."),
        .good("hint-imperative", "fi", .hint, "Toistaa kappaleen."),
        // The imperative and the third person are one word: it cannot be told.
        .good("hint-imperative", "fi", .hint, "Avaa asetukset."),
        .good("hint-imperative", "fi", .hint, "Lisää kaupungin."),
        .good("hint-imperative", "fi", .hint, "Kopioi linkin."),
        .good("hint-imperative", "fi", .hint, "Sulkee ikkunan."),
        .good("hint-imperative", "fi", .hint, "Valitsee kaikki kohteet."),
        .good("hint-imperative", "fi", .hint, "Soittimen asetukset."),

        .bad("hint-gesture", "fi", .hint, "Kaksoisnapauta toistaaksesi kappaleen."),
        .badWithoutFix("hint-gesture", "fi", .hint, "Napauta avataksesi asetukset."),
        .bad("hint-gesture", "fi", .hint, "Poista kohde pyyhkäisemällä vasemmalle."),
        .bad("hint-gesture", "fi", .hint, "Avaa valikko napauttamalla."),
        .bad("hint-gesture", "fi", .hint, "Pidä painettuna nähdäksesi vaihtoehdot."),
        .good("hint-gesture", "fi", .hint, "Vierittää luettelon alkuun."),
        .good("hint-gesture", "fi", .hint, "Poistaa kohteen."),
        .good("hint-gesture", "fi", .hint, "Ottaa käyttöön toiminnon Kumoa ravistamalla."),
        .good("hint-gesture", "fi", .hint, "Avaa pyyhkäisyeleiden asetukset."),

        .bad("hint-control-type", "fi", .hint, "Painike, joka lisää nimen."),
        .bad("hint-control-type", "fi", .hint, "Liukusäädin, joka muuttaa kokoa."),
        .bad("hint-control-type", "fi", .hint, "Valintapainike."),
        .good("hint-control-type", "fi", .hint, "Lisää nimen."),
        // The type as the object, or in another case, is what the element acts on.
        .good("hint-control-type", "fi", .hint, "Tyhjentää hakukentän."),
        .good("hint-control-type", "fi", .hint, "Näyttää toistopainikkeen."),
        .good("hint-control-type", "fi", .hint, "Siirtää kohdistuksen nimikenttään."),

        .bad("hint-repeats-label", "fi", .hint, "Tallenna tallentaa muutoksesi.", label: "Tallenna"),
        .bad("hint-repeats-label", "fi", .hint, "Takaisin palaa edelliseen näkymään.", label: "Takaisin"),
        .good("hint-repeats-label", "fi", .hint, "Tallentaa muutoksesi.", label: "Tallenna"),
        .good("hint-repeats-label", "fi", .hint, "Poistaa viestin.", label: "Poista"),

        .bad("hint-missing-period", "fi", .hint, "Toistaa kappaleen", fix: "Toistaa kappaleen."),
        .bad("hint-missing-period", "fi", .hint, "Lisää kaupungin。", fix: "Lisää kaupungin."),
        .bad("hint-missing-period", "fi", .hint, "Näyttää valikon \"Lisää soittolistaan\"", fix: "Näyttää valikon \"Lisää soittolistaan\"."),
        .good("hint-missing-period", "fi", .hint, "Toistaa kappaleen."),
        .good("hint-missing-period", "fi", .hint, "Avaa valikon…"),

        .bad("hint-capitalization", "fi", .hint, "toistaa kappaleen.", fix: "Toistaa kappaleen."),
        .good("hint-capitalization", "fi", .hint, "Toistaa kappaleen."),
        .good("hint-capitalization", "fi", .hint, "iCloud pitää muistiinpanosi ajan tasalla."),

        .bad("hint-length", "fi", .hint,
             "Avaa asetukset, joissa voit valita, mitä tiliäsi käytetään, kun julkaiset, vastaat tai jaat julkaisun aikajanalta tai mistä tahansa muualta sovelluksessa, sekä oletusnäkyvyyden."),
        .good("hint-length", "fi", .hint, "Avaa tilin asetukset."),
    ]
}
