/// Norwegian Bokmål: hints are verb phrases in the present tense without a subject ("Spiller av
/// sangen.", "Åpner innstillingene."), the particle kept after the verb; labels short noun or verb
/// phrases ("Spill av", "Slett"). The present adds "r" to the infinitive ("spille": "spiller");
/// the imperative drops its final "e" ("Spill", "Slett"), or keeps it after a consonant cluster
/// ("Åpne", "Lagre"). VoiceOver says "knapp" for a button. Nouns are lower case and compounds are
/// written as one word ("avspillingsknapp", "meldingstekstfeltet"). The registry sends Norwegian
/// (`no`) and Nynorsk (`nn`) here too: Nynorsk's presents in "-ar" ("Spelar") are no form this
/// grammar knows, so they pass, and what it reports in Nynorsk are forms the two share ("Slett");
/// but no present tense is suggested there, Bokmål's being none of Nynorsk's ("Sletter" for
/// «slettar»), and the commands that are Nynorsk presents too («Legg til») pass (see
/// ``LanguageRegistry/OtherStandard/nynorsk``).
extension LanguageRegistry.OtherStandard {
    /// Nynorsk, judged by the Bokmål table: its strong verbs and j-verbs whose present tense is
    /// their stem, as their command is («leggje»: «legg»; «lese»: «les»; «skrive»: «skriv»;
    /// «finne»: «finn»; «velje»: «vel»; «setje»: «set»; «gjere»: «gjer»; «spørje»: «spør»).
    static let nynorsk = LanguageRegistry.OtherStandard(presentsWrittenAsCommands: [
        "legg", "les", "skriv", "finn", "vel", "set", "gjer", "spør", "sel", "tel", "krev", "slepp", "sit", "ligg", "drikk", "syng",
    ])
}

extension LanguageProfile {
    /// The Norwegian Bokmål table (`nb`, and through the registry `nb-NO`, `no`, `nn`).
    public static let norwegianBokmal = LanguageProfile(
        code: "nb", name: "Norwegian Bokmål", hasLetterCase: true,
        foldings: ["é": "e", "è": "e", "ó": "o", "ò": "o"],
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: NorwegianBokmalGrammar.abbreviations,
        terms: TermTable(NorwegianBokmalGrammar.terms, segmentation: .words, compoundSuffixes: NorwegianBokmalGrammar.compoundSuffixes),
        instructionMarkers: ["for", "å", "på", "her", "to", "tre", "lenge", "med", "hvor", "og", "raskt", "hardt"],
        vagueLabels: [
            "knapp", "ikon", "symbol", "uten navn", "uten tittel", "navnløs", "element", "objekt", "tekst", "etikett", "plassholder",
            "todo",
        ],
        vagueConcepts: [
            .more: ["mer", "flere", "vis mer", "se mer", "vis flere"],
            .learnMore: ["les mer", "lær mer", "finn ut mer", "les videre"],
            .clickHere: ["klikk her", "trykk her"],
            .details: ["detaljer", "flere detaljer"],
            .info: ["info", "informasjon", "mer info", "mer informasjon", "ytterligere informasjon"],
            .here: ["her"],
            .link: ["lenke", "kobling"],
            .image: ["bilde"],
        ],
        determiners: NorwegianBokmalGrammar.determiners,
        hintForm: NorwegianBokmalGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["for", "av"], headFollows: false),
        conditionMarkers: ["hvis", "om"], purposeMarkers: ["for"], conjunctions: ["og", "eller"],
        reflexivePronouns: ["deg", "dere", "seg"],
        descriptiveVerbs: ["se": "Viser"],
        userActivityVerbs: ["bla", "utforsk", "utforske"],
        attributiveAdjectivesAgree: true,
        stateConcepts: NorwegianBokmalGrammar.stateConcepts, controlTypeConcepts: NorwegianBokmalGrammar.controlTypeConcepts,
        gestureConcepts: NorwegianBokmalGrammar.gestureConcepts,
        examples: NorwegianBokmalGrammar.examples)
}

/// Norwegian Bokmål hint grammar: a lexicon of interface verbs, their presents and imperatives
/// derived from the infinitive, tells the imperative ("Spill", "Åpne") and the infinitive ("Å
/// spille", "Spille") from the present ("Spiller", "Åpner").
enum NorwegianBokmalGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["valgt", "valgte", "ikke valgt", "markert", "ikke markert", "avmarkert"]),
        .checked: .words(["avkrysset", "krysset av", "ikke avkrysset", "avmerket", "ikke avmerket"]),
        .dimmed: .words(["nedtonet"]),
        .expanded: .words(["utvidet", "ekspandert"]),
        .collapsed: .words(["minimert", "sammenslått"]),
        .on: .none(because: "a switch's on and off (på, av) are its value, which VoiceOver reads, and the words are ordinary particles (Slå på, Logg av)"),
        .off: .none(because: "a switch's on and off (på, av) are its value, which VoiceOver reads, and the words are ordinary particles (Slå på, Logg av)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms, with their definite and plural forms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["knapp", "knappen", "knapper", "knappene"]),
        .link: .none(because: "\"lenke\" is as often what the element acts on (Kopier lenke, Del lenke)"),
        .image: .none(because: "\"bilde\" is as often what the element acts on (Lagre bilde); a label that is only \"Bilde\" is vague"),
        .textField: .words(["tekstfelt", "tekstfeltet", "tekstboks", "tekstboksen"]),
        .searchField: .words(["søkefelt", "søkefeltet"]),
        .secureTextField: .words(["sikkert tekstfelt", "passordfelt", "passordfeltet"]),
        .slider: .words(["skyveknapp", "skyveknappen", "glidebryter", "glidebryteren"]),
        .adjustable: .none(because: "\"justerbar\" is an ordinary adjective of labels (Justerbar tekststørrelse)"),
        .toggle: .words(["valgbryter", "valgbryteren"]),
        .checkbox: .words(["avkrysningsboks", "avkrysningsboksen", "avmerkingsboks", "avmerkingsboksen", "sjekkboks"]),
        .radioButton: .words(["radioknapp", "alternativknapp"]),
        .picker: .words(["datovelger", "datovelgeren", "tidsvelger", "velgeren"]),
        .segmentedControl: .words(["segmentert kontroll", "segmentkontroll"]),
        .tab: .none(because: "a browser's or an app's tab (fane) is content (Lukk fane, Ny fane)"),
        .tabBar: .words(["fanelinje", "fanelinjen", "fanerad"]),
        .menu: .none(because: "\"Meny\" is as often the name of the element that opens one"),
        .popUpButton: .words(["lokalmenyknapp", "popupknapp"]),
        .comboBox: .words(["nedtrekksmeny", "nedtrekksmenyen", "nedtrekksliste", "rullegardinmeny", "kombinasjonsboks"]),
        .heading: .none(because: "\"overskrift\" is as often content (the title of a note or a mail)"),
        .progressIndicator: .words(["fremdriftsindikator", "framdriftsindikator", "fremdriftslinje"]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Øk, Reduser), never by a word of its own"),
        .list: .none(because: "\"liste\" is as often what the element shows (Leseliste, Vis liste)"),
        .scrollBar: .words(["rullefelt", "rullefeltet"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. Apple's Norwegian says "trykk" for a tap, "sveip" for a swipe, "knip" for a pinch.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["trykk", "trykke", "trykker"]),
        .doubleTap: .words([
            "dobbelttrykk", "dobbelttrykke", "dobbelttrykker", "dobbeltrykk", "dobbeltrykke", "trykk to ganger", "trykke to ganger",
            "trykk raskt to ganger",
        ]),
        .tripleTap: .words(["trippeltrykk", "trippeltrykke", "trykk tre ganger", "trykke tre ganger"]),
        .longPress: .words([
            "trykk og hold", "trykke og holde", "trykk og hold inne", "hold inne", "holde inne", "hold nede", "holde nede", "hold",
            "trykk lenge", "trykke lenge", "langt trykk", "trykk hardt", "3d touch", "haptic touch",
        ]),
        .swipe: .words([
            "sveip", "sveipe", "sveiper", "sveip opp", "sveip ned", "sveip oppover", "sveip nedover", "sveip til venstre",
            "sveip til høyre", "sveip mot venstre", "sveip mot høyre", "sveipe opp", "sveipe ned", "sveipe til venstre",
            "sveipe til høyre",
        ]),
        .drag: .words(["dra", "dra og slipp"]),
        .pinch: .words(["knip", "knipe", "kniper", "klyp", "klype"]),
        .rotate: .none(because: "\"roter\" is as often what the element does (Roterer bildet.)"),
        .shake: .words(["rist", "riste"]),
        .click: .words(["klikk", "klikke", "klikker", "dobbeltklikk", "dobbeltklikke"]),
        .press: .words(["trykk ned", "trykke ned", "trykk inn", "trykke inn"]),
        .scroll: .words(["rull", "rulle", "skroll", "skrolle", "scroll", "scrolle"]),
        .fingers: .words([
            "med en finger", "to fingre", "tre fingre", "fire fingre", "med to fingre", "med tre fingre", "med fire fingre",
        ]),
    ]

    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("osv.", "f.eks.", "17.").
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "osv", "mv", "etc", "ca", "nr", "kl", "tlf", "obs", "jf", "ang", "evt", "inkl", "ekskl", "pga", "dvs", "bl", "stk",
            "kr", "min", "maks", "sek", "eks", "mht", "vha", "ift", "iht", "hhv", "vs", "co", "inc", "ltd", "asa",
            // Abbreviations of several words, matched as a whole before the final period.
            "f.eks", "f. eks", "bl.a", "bl. a", "m.m", "m. m", "m.fl", "o.l", "e.l", "d.v.s", "p.g.a", "t.o.m", "f.o.m", "e.kr",
            "f.kr", "m.a.o", "t.v", "t.h",
            // Months and weekdays.
            "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "des", "man", "tir", "ons", "tor",
            "fre", "lør", "søn",
        ]
        // Ordinals and dates: "17. mai", "til 24.12.".
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        return words
    }()

    // MARK: Terms

    /// Gesture words that also name things ("trykk" is pressure, "klikk" a click, "rist" a grate,
    /// "en klype salt", "i en knipe"; "dra" is to leave): instructions when they open the text or
    /// an instruction word follows them.
    static let leadingGestures: Set<String> = ["trykk", "trykke", "dra", "klikk", "rist", "riste", "knipe", "klype"]
    /// Gesture words that are instructions only before an instruction word: "Rull opp" is a
    /// button, "Rull for å se mer" an instruction; "Hold skjermen på" keeps, "Hold for å snakke"
    /// holds.
    static let instructionGestures: Set<String> = ["rull", "rulle", "skroll", "skrolle", "scroll", "scrolle", "hold"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = leadingGestures.contains(word) ? .leadingGesture : instructionGestures.contains(word) ? .instructionGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: Tap to Pay, Shake to Undo, Back Tap.
        for phrase in ["trykk for å betale", "rist for å angre", "trykk på baksiden", "bank på baksiden", "klype salt"] {
            terms.append(Term(phrase, .neutral))
        }
        // Fields written as one word ("søkefeltet") are found by their suffix, so that the label's
        // verb may act on them ("Tøm søkefeltet"), as on a field with a modifier of its own.
        for word in controlTypeConcepts.allWords where !isFoundAsCompound(word) {
            terms.append(Term(word, .controlType))
        }
        // Hardware buttons are content: "Hjem-knappen", "Av/på-knappen".
        for phrase in ["hjem knapp", "hjem knappen", "av på knapp", "av på knappen", "på av knapp", "på av knappen", "side knapp",
                       "side knappen", "volum knapp", "volum knappen"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Buttons of a device or of clothing, not of the interface ("hjemknappen", "skjorteknapp").
    static let hardwareButtons: [String] = {
        let buttons = [
            "hjemknapp", "sideknapp", "volumknapp", "dvaleknapp", "strømknapp", "handlingsknapp", "kameraknapp", "museknapp",
            "skjorteknapp", "mansjettknapp", "trykknapp",
        ]
        return buttons + buttons.map { $0 + "en" }
    }()

    /// Fields that are no input field ("magnetfelt", "fagfeltet"), and participles ("innfelt").
    static let otherFields: [String] = {
        let fields = [
            "magnetfelt", "synsfelt", "minefelt", "kraftfelt", "oljefelt", "gassfelt", "fotballfelt", "fagfelt", "arbeidsfelt",
            "forskningsfelt", "bruksfelt", "virkefelt", "interessefelt", "ansvarsfelt", "gravitasjonsfelt", "lysfelt",
            "stjernefelt", "snøfelt", "isfelt", "innfelt", "nedfelt", "utfelt",
        ]
        return fields + fields.map { $0 + "et" }
    }()

    /// Present tenses that end like a picker ("fravelger": deselects).
    static let otherPickers: [String] = ["fravelger", "utvelger", "omvelger", "gjenvelger", "forhåndsvelger"]

    /// Whether a single word ends with an input field and is found by the compound suffix.
    static func isFoundAsCompound(_ word: String) -> Bool {
        !word.contains(" ") && (word.hasSuffix("felt") || word.hasSuffix("feltet"))
    }

    /// Control types at the end of a compound ("avspillingsknapp", "meldingstekstfeltet").
    static let compoundSuffixes: [Term] = [
        Term("knapp", .controlType, except: hardwareButtons),
        Term("knappen", .controlType, except: hardwareButtons),
        Term("feltet", .controlType, except: otherFields),
        Term("felt", .controlType, except: otherFields),
        Term("avkrysningsboks", .controlType),
        Term("velger", .controlType, except: otherPickers),
        Term("velgeren", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs in the infinitive; the present adds "r" and the imperative drops the final
    /// "e", unless a consonant cluster needs it ("åpne", "lagre"), a double "m" loses a letter
    /// ("tømme": "tøm"). "infinitive:present" gives an irregular present, "infinitive:present:
    /// imperative" an irregular imperative. Verbs whose imperative is their present ("gjøre":
    /// "gjør", "spørre": "spør") are left out: the one cannot be told from the other.
    static let verbs: [String] = [
        "abonnere", "aktivere", "angi", "angre", "arkivere", "avbryte", "avinstallere", "avslutte", "avvise", "bekrefte", "besøke",
        "betale", "beholde", "bla", "blokkere", "bruke", "bytte", "dele", "deaktivere", "dempe", "eksportere", "endre", "feste",
        "filtrere", "finne", "fjerne", "flytte", "formatere", "fortsette", "forhåndsvise", "følge", "få", "gi", "gjenopprette",
        "gjenta", "godkjenne", "godta", "gå", "hente", "holde", "hoppe", "huske", "høre", "importere", "installere", "justere",
        "kjøpe", "kjøre", "klikke", "lagre", "klippe", "knipe", "koble", "kommentere", "kontrollere", "kopiere", "la", "lage", "laste",
        "legge", "lese", "lime", "logge", "lukke", "lytte", "låse", "løsne", "markere", "maksimere", "merke", "minimere",
        "navigere", "nekte", "omorganisere", "oppdage", "oppdatere", "oppgradere", "opprette", "oversette", "pause:pauser:pause", "prøve",
        "rapportere", "reagere", "redigere", "redusere", "registrere", "ringe", "riste", "rotere", "rulle", "se", "sende",
        "senke", "sette", "si:sier", "sikre", "sjekke", "skanne", "skjule", "skrive", "skru", "skyve", "slette", "slippe",
        "slå", "sortere", "spille", "spole", "starte", "stemme", "stille", "stoppe", "svare", "sveipe", "synkronisere", "ta",
        "teste", "tilbakestille", "tillate", "tilpasse", "trykke", "tømme", "utforske", "utvide", "varsle", "velge", "vente",
        "verifisere", "veksle", "videresende", "vise", "vri", "zoome", "øke", "åpne", "dobbelttrykke", "skrolle",
    ]

    /// One verb of the lexicon.
    struct Verb: Hashable {
        let infinitive: String
        let present: String
        let imperative: String
    }

    /// `spille` → `spill`, `åpne` → `åpne`, `tømme` → `tøm`, `fjerne` → `fjern`, `gå` → `gå`.
    static func imperative(of infinitive: String) -> String {
        guard infinitive.hasSuffix("e"), infinitive.count > 2 else { return infinitive }
        let stem = Array(infinitive.dropLast())
        if stem.count >= 2, stem[stem.count - 1] == "m", stem[stem.count - 2] == "m" { return String(stem.dropLast()) }
        let vowels = "aeiouyæøå"
        if stem.count >= 2, let last = stem.last, "lnrj".contains(last) {
            let before = stem[stem.count - 2]
            let isCluster = !vowels.contains(before) && before != last && !(before == "r" && last == "n")
            if isCluster { return infinitive }
        }
        return String(stem)
    }

    static let lexicon: [Verb] = verbs.map { entry in
        let parts = entry.split(separator: ":").map(String.init)
        let infinitive = parts[0]
        let present = parts.count > 1 ? parts[1] : infinitive + "r"
        return Verb(infinitive: infinitive, present: present, imperative: parts.count > 2 ? parts[2] : imperative(of: infinitive))
    }

    /// Verbs that name a gesture: their present is no better a hint, so no suggestion.
    static let gestureVerbs: Set<String> = [
        "trykke", "dobbelttrykke", "sveipe", "klikke", "knipe", "dra", "rulle", "skrolle", "riste", "holde",
    ]

    /// Imperative → the present to suggest (`nil` for a gesture).
    static let imperatives: [String: String?] = {
        var result: [String: String?] = [:]
        for verb in lexicon where !finiteForms.contains(verb.imperative) {
            result[verb.imperative] = gestureVerbs.contains(verb.infinitive) ? nil : verb.present
        }
        return result
    }()

    /// Infinitive → the present to suggest (`nil` for a gesture).
    static let infinitives: [String: String?] = {
        var result: [String: String?] = [:]
        for verb in lexicon {
            result[verb.infinitive] = gestureVerbs.contains(verb.infinitive) ? nil : verb.present
        }
        return result
    }()

    /// Present forms that open a correct hint, from the lexicon and beyond it.
    static let finiteForms: Set<String> = {
        var forms = Set(lexicon.map(\.present))
        forms.formUnion([
            "er", "har", "kan", "skal", "vil", "må", "får", "gjør", "spør", "blir", "gir", "tar", "går", "ser", "finnes",
            "inneholder", "lar", "hjelper", "fører", "bør", "trenger", "vet", "sier",
        ])
        return forms
    }()

    /// Imperatives that are nouns or adjectives as well ("et søk", "en del", "et spill", "åpne
    /// faner", "Merk:"): an imperative for certain only when an object follows.
    static let ambiguousImperatives: Set<String> = [
        "søk", "del", "svar", "ring", "lag", "test", "sjekk", "kontroller", "besøk", "start", "stopp", "spill", "last", "trykk",
        "åpne", "hopp", "zoom", "rull", "bruk", "kjøp", "blokker", "logg", "kopier", "marker", "sorter", "merk", "skriv",
        "lås", "spol", "pause", "fest", "fjern", "prøv", "still", "klikk", "hold", "lim", "klipp", "stem", "sikre",
    ]

    /// Infinitives that are nouns as well ("et merke", "en prøve", "en stemme", "en pause"):
    /// unsure.
    static let ambiguousInfinitives: Set<String> = ["merke", "feste", "prøve", "stemme", "pause", "slette", "følge", "sikre"]

    /// Words that open an object or follow a particle verb: after an ambiguous imperative they
    /// make it certain.
    static let objectStarters: Set<String> = [
        "den", "det", "de", "en", "et", "ei", "denne", "dette", "disse", "din", "ditt", "dine", "deres", "min", "mitt", "mine",
        "alle", "alt", "hele", "hver", "dem", "meg", "oss", "opp", "ned", "bort", "til", "av", "på", "inn", "ut", "fram", "frem",
        "tilbake", "om", "etter", "igjen", "gjennom",
    ]

    static let determiners: Set<String> = [
        "den", "det", "de", "en", "et", "ei", "denne", "dette", "disse", "din", "ditt", "dine", "min", "mitt", "mine", "alle",
        "alt", "hver", "hele",
    ]

    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "den", "det", "de", "denne", "dette", "disse", "din", "ditt", "dine", "en", "et", "ei", "når", "hvis", "om", "mens",
        "her", "nå",
    ]

    /// Modal and auxiliary verbs: beside "du" or "dere" they address the user ("Du kan …", "Her kan du …").
    static let auxiliaries: Set<String> = [
        "kan", "kunne", "må", "skal", "skulle", "bør", "burde", "trenger", "får", "vil", "kommer",
    ]

    // MARK: Hint form

    /// The grammar Danish, Norwegian Bokmål and Swedish share, with this language's words.
    static let grammar = ScandinavianHintGrammar(
        imperatives: imperatives, infinitives: infinitives, finiteForms: finiteForms, ambiguousImperatives: ambiguousImperatives,
        ambiguousInfinitives: ambiguousInfinitives, objectStarters: objectStarters, definiteEndings: ["en", "et", "ene"],
        nonVerbStarters: nonVerbStarters, auxiliaries: auxiliaries, userPronouns: ["du", "dere"], never: "aldri",
        infinitiveMarker: "å", purposeWord: "for", negation: "ikke", uncertainProhibitions: [],
        conditionWords: ["hvis", "om", "når", "så", "til"], requestWords: ["vennligst"], requestOpener: "vær",
        requestComplements: ["så", "vennlig", "snill"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.hintForm(text) }
}

extension NorwegianBokmalGrammar {
    /// Every language-specific rule, in Norwegian Bokmål: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "nb", .label, "Spill av.", fix: "Spill av"),
        .bad("label-trailing-period", "nb", .label, "Legg til i favoritter.", fix: "Legg til i favoritter"),
        .good("label-trailing-period", "nb", .label, "Spill av"),
        .good("label-trailing-period", "nb", .label, "Laster inn..."),
        .good("label-trailing-period", "nb", .label, "Bilder, videoer osv."),
        .good("label-trailing-period", "nb", .label, "Tilbehør, f.eks."),
        .good("label-trailing-period", "nb", .label, "Forfaller 17."),
        .good("label-trailing-period", "nb", .label, "Ingen faner ennå. Åpne en side for å begynne."),

        .bad("label-control-type", "nb", .label, "Del-knapp", fix: "Del"),
        .bad("label-control-type", "nb", .label, "Avspillingsknapp"),
        .bad("label-control-type", "nb", .label, "Volum, skyveknapp", fix: "Volum"),
        .bad("label-control-type", "nb", .label, "Knappen Del"),
        .good("label-control-type", "nb", .label, "Spill av"),
        .good("label-control-type", "nb", .label, "Tøm søkefeltet"),
        .good("label-control-type", "nb", .label, "Minimer meldingstekstfeltet"),
        .good("label-control-type", "nb", .label, "Hjemknappen"),
        .good("label-control-type", "nb", .label, "Av/på-knapp"),
        .good("label-control-type", "nb", .label, "Tastatur"),

        .bad("label-state", "nb", .label, "Wi-Fi, valgt", fix: "Wi-Fi"),
        .bad("label-state", "nb", .label, "Markert"),
        .good("label-state", "nb", .label, "%lld valgt"),
        .good("label-state", "nb", .label, "Vis valgte bilder"),
        .good("label-state", "nb", .label, "Wi-Fi"),

        .bad("label-gesture", "nb", .label, "Trykk for å spille av"),
        .bad("label-gesture", "nb", .label, "Dobbelttrykk for å zoome"),
        .bad("label-gesture", "nb", .label, "Sveip til venstre for å slette"),
        .bad("label-gesture", "nb", .label, "Hold for å snakke"),
        .good("label-gesture", "nb", .label, "Sveipehandlinger"),
        .good("label-gesture", "nb", .label, "Spill av"),
        .good("label-gesture", "nb", .label, "Rull opp"),
        .good("label-gesture", "nb", .label, "Trykk"),
        .good("label-gesture", "nb", .label, "Trykk for å betale"),

        .bad("label-capitalization", "nb", .label, "spill av", fix: "Spill av"),
        .bad("label-capitalization", "nb", .label, "ny melding", fix: "Ny melding"),
        .good("label-capitalization", "nb", .label, "Ny melding"),
        .good("label-capitalization", "nb", .label, "iPhone-lagring"),
        .good("label-capitalization", "nb", .label, "%@ liker"),

        .bad("label-length", "nb", .label, "Trykk på denne knappen for å lage en ny melding til en venn"),
        .good("label-length", "nb", .label, "Ny melding"),
        .good("label-length", "nb", .label, "Apple Inc., 125,25 kr, opp 1,3 %"),

        .bad("label-vague", "nb", .label, "Les mer"),
        .bad("label-vague", "nb", .label, "Informasjon"),
        .bad("label-vague", "nb", .label, "Klikk her"),
        .bad("label-vague", "nb", .label, "Mer"),
        .bad("label-vague", "nb", .label, "Vis detaljer"),
        .good("label-vague", "nb", .label, "Vis ordredetaljer"),
        .good("label-vague", "nb", .label, "Mer om priser"),
        .good("label-vague", "nb", .label, "Spill av"),

        .bad("hint-imperative", "nb", .hint, "Spill av sangen.", fix: "Spiller av sangen."),
        .bad("hint-imperative", "nb", .hint, "Åpne innstillingene.", fix: "Åpner innstillingene."),
        .bad("hint-imperative", "nb", .hint, "Slett meldingen.", fix: "Sletter meldingen."),
        .bad("hint-imperative", "nb", .hint, "Legg til en by.", fix: "Legger til en by."),
        .bad("hint-imperative", "nb", .hint, "Tøm loggen.", fix: "Tømmer loggen."),
        .bad("hint-imperative", "nb", .hint, "Del filen.", fix: "Deler filen."),
        // The purpose is the result ("Åpner …"); the verb alone would read "Lukker.".
        .badWithoutFix("hint-imperative", "nb", .hint, "Velg for å åpne equalizeren."),
        .badWithoutFix("hint-imperative", "nb", .hint, "Lukk"),
        // The element does not see: it shows.
        .bad("hint-imperative", "nb", .hint, "Se alle episodene.", fix: "Viser alle episodene."),
        // Coordinated imperatives: rewriting the first alone would leave the others.
        .badWithoutFix("hint-imperative", "nb", .hint, "Velg, omorganiser og sorter elementene."),
        .badWithoutFix("hint-imperative", "nb", .hint, "Registrer deg for å fortsette."),
        .bad("hint-imperative", "nb", .hint, "Å spille av sangen."),
        .bad("hint-imperative", "nb", .hint, "For å spille av sangen."),
        .bad("hint-imperative", "nb", .hint, "Spille av sangen.", fix: "Spiller av sangen."),
        .bad("hint-imperative", "nb", .hint, "Vennligst skriv inn navnet ditt."),
        .bad("hint-imperative", "nb", .hint, "Lukk ikke appen."),
        .good("hint-imperative", "nb", .hint, "Spiller av sangen."),
        .good("hint-imperative", "nb", .hint, "Åpner innstillingene."),
        .good("hint-imperative", "nb", .hint, "Viser en meny med tilgjengelige enheter."),
        .good("hint-imperative", "nb", .hint, "Gjør bildet større."),
        .good("hint-imperative", "nb", .hint, "Veksler mellom liggende og stående modus."),
        .good("hint-imperative", "nb", .hint, "Innstillinger for spilleren."),
        // Nynorsk, which the registry sends here: its presents in "-ar" are no imperative; its
        // commands are reported, without Bokmål's present tense («Slett» is «slettar» in Nynorsk).
        .good("hint-imperative", "nb", .hint, "Vekslar mellom liggjande og ståande modus."),
        .good("hint-imperative", "nn", .hint, "Slettar dei valde filene."),
        .badWithoutFix("hint-imperative", "nn", .hint, "Slett dei valde filene."),
        .badWithoutFix("hint-imperative", "nn", .hint, "Endre namn på fila."),
        .badWithoutFix("hint-imperative", "nn", .hint, "Vis ein meny med einingar."),
        // A Nynorsk present written as the Bokmål command: "adds", "reads".
        .good("hint-imperative", "nn", .hint, "Legg til i køen."),
        .good("hint-imperative", "nn", .hint, "Les opp teksten."),
        .bad("hint-imperative", "nb", .hint, "Legg til i køen.", fix: "Legger til i køen."),
        .bad("hint-imperative", "nb", .hint, "Les opp teksten.", fix: "Leser opp teksten."),

        .bad("hint-gesture", "nb", .hint, "Trykk på sangen."),
        // "for å" is two words: the purpose's verb cannot be put in its place.
        .badWithoutFix("hint-gesture", "nb", .hint, "Dobbelttrykk for å spille av sangen."),
        .bad("hint-gesture", "nb", .hint, "Trykk to ganger for å åpne."),
        .bad("hint-gesture", "nb", .hint, "Sveip for å slette elementet."),
        .badWithoutFix("hint-gesture", "nn", .hint, "Sveip for å slette elementet."),
        .bad("hint-gesture", "nb", .hint, "Dra for å endre rekkefølgen."),
        .bad("hint-gesture", "nb", .hint, "Hvis du trykker her, kjøpes varen."),
        .good("hint-gesture", "nb", .hint, "Slår på Rist for å angre."),
        .good("hint-gesture", "nb", .hint, "Ruller til toppen."),
        .good("hint-gesture", "nb", .hint, "Sletter elementet."),
        .good("hint-gesture", "nb", .hint, "Viser lufttrykket og trykket i dekkene."),
        .good("hint-gesture", "nb", .hint, "Tilsetter en klype salt."),

        .bad("hint-control-type", "nb", .hint, "Knapp som legger til et navn."),
        .bad("hint-control-type", "nb", .hint, "Skyveknapp som endrer skalaen."),
        .good("hint-control-type", "nb", .hint, "Viser avspillingsknappen."),
        .good("hint-control-type", "nb", .hint, "Legger til et navn."),
        .good("hint-control-type", "nb", .hint, "Endrer skalaen."),
        .good("hint-control-type", "nb", .hint, "Fungerer som hjemknappen."),
        .good("hint-control-type", "nb", .hint, "Avbryter nedlastingen."),

        .bad("hint-repeats-label", "nb", .hint, "Lagre lagrer endringene dine.", label: "Lagre"),
        .bad("hint-repeats-label", "nb", .hint, "Tilbake går til forrige skjerm.", label: "Tilbake"),
        .good("hint-repeats-label", "nb", .hint, "Lagrer endringene dine.", label: "Lagre"),
        .good("hint-repeats-label", "nb", .hint, "Sletter meldingen.", label: "Slett"),

        .bad("hint-missing-period", "nb", .hint, "Spiller av sangen", fix: "Spiller av sangen."),
        .bad("hint-missing-period", "nb", .hint, "Legger til en by。", fix: "Legger til en by."),
        .good("hint-missing-period", "nb", .hint, "Spiller av sangen."),
        .good("hint-missing-period", "nb", .hint, "Åpner menyen…"),

        .bad("hint-capitalization", "nb", .hint, "spiller av sangen.", fix: "Spiller av sangen."),
        .good("hint-capitalization", "nb", .hint, "Spiller av sangen."),
        .good("hint-capitalization", "nb", .hint, "iCloud holder notatene dine synkronisert."),

        .bad("hint-length", "nb", .hint,
             "Åpner innstillingene der du kan velge hvilken av kontoene dine som brukes når du publiserer, svarer på eller deler et innlegg fra tidslinjen."),
        .good("hint-length", "nb", .hint, "Åpner kontoinnstillingene."),
    ]
}
