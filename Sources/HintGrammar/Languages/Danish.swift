/// Danish (da): hints are verb phrases in the present tense without a subject ("Afspiller sangen.",
/// "Åbner indstillingerne."), labels short noun or verb phrases ("Afspil", "Slet"). The present adds
/// "r" to the infinitive ("afspille": "afspiller", "gå": "går"); the imperative is the infinitive
/// without its final "e", a final double consonant made single ("afspil", "åbn", "gem", "luk"), and
/// verbs in "-ere" write it with or without an accent ("Markér", "Marker"). VoiceOver says "knap" for
/// a button. Nouns are lower case and compounds are written as one word ("afspilningsknap",
/// "søgefeltet").
extension LanguageProfile {
    /// The Danish table (`da`, and through the registry `da-DK`, `da-GL`).
    public static let danish = LanguageProfile(
        code: "da", name: "Danish", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: DanishGrammar.abbreviations,
        terms: TermTable(DanishGrammar.terms, segmentation: .words, compoundSuffixes: DanishGrammar.compoundSuffixes),
        instructionMarkers: ["for", "at", "på", "her", "to", "tre", "længe", "med", "hvor", "og", "eller", "hurtigt", "hårdt"],
        vagueLabels: [
            "knap", "ikon", "symbol", "uden navn", "unavngivet", "uden titel", "element", "objekt", "tekst", "etiket", "pladsholder",
            "todo",
        ],
        vagueConcepts: [
            .more: ["mere", "flere", "vis mere", "se mere", "vis flere"],
            .learnMore: ["læs mere", "lær mere", "få mere at vide", "find ud af mere", "læs videre"],
            .clickHere: ["klik her", "tryk her"],
            .details: ["detaljer", "flere detaljer"],
            .info: ["info", "information", "oplysninger", "mere info", "mere information", "flere oplysninger", "yderligere oplysninger"],
            .here: ["her"],
            .link: ["link"],
            .image: ["billede"],
        ],
        determiners: DanishGrammar.determiners,
        hintForm: DanishGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["for", "af"], headFollows: false),
        conditionMarkers: ["hvis", "om"], purposeMarkers: ["for"], conjunctions: ["og", "eller"],
        reflexivePronouns: ["dig", "jer", "sig"],
        descriptiveVerbs: ["se": "Viser"],
        userActivityVerbs: ["gennemse", "gennemsé", "udforsk", "udforske"],
        attributiveAdjectivesAgree: true,
        stateConcepts: DanishGrammar.stateConcepts, controlTypeConcepts: DanishGrammar.controlTypeConcepts,
        gestureConcepts: DanishGrammar.gestureConcepts,
        examples: DanishGrammar.examples)
}

/// Danish hint grammar: a lexicon of interface verbs, their presents and imperatives derived from
/// the infinitive, tells the imperative ("Afspil", "Åbn") and the infinitive ("At afspille",
/// "Afspille") from the present ("Afspiller", "Åbner").
enum DanishGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as Apple's Danish interfaces word them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["valgt", "valgte", "ikke valgt", "fravalgt"]),
        .checked: .words(["markeret", "ikke markeret", "afkrydset", "ikke afkrydset"]),
        .dimmed: .words(["nedtonet"]),
        .expanded: .words(["udvidet", "foldet ud"]),
        .collapsed: .words(["sammenklappet", "foldet sammen"]),
        .on: .none(because: "a switch's on and off (til, fra) are its value, which VoiceOver reads, and the words are ordinary particles (Slå til, Log af)"),
        .off: .none(because: "a switch's on and off (til, fra) are its value, which VoiceOver reads, and the words are ordinary particles (Slå til, Log af)"),
    ]

    /// The control types VoiceOver announces, as Apple's Danish interfaces word them
    /// (``ControlTypeConcept``): the source of the control-type terms, with their definite and
    /// plural forms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["knap", "knappen", "knapper", "knapperne"]),
        .link: .none(because: "\"link\" is as often what the element acts on (Kopiér link, Del link)"),
        .image: .none(because: "\"billede\" is as often what the element acts on (Gem billede); a label that is only \"Billede\" is vague"),
        .textField: .words(["tekstfelt", "tekstfeltet", "tekstfelter", "tekstboks", "tekstboksen"]),
        .searchField: .words(["søgefelt", "søgefeltet"]),
        .secureTextField: .words(["sikkert tekstfelt", "adgangskodefelt", "adgangskodefeltet"]),
        .slider: .words(["skyder", "skyderen", "skydere", "skyderne"]),
        .adjustable: .none(because: "\"justerbar\" is an ordinary adjective of labels (Justerbar tekststørrelse)"),
        .toggle: .none(because: "Apple's Danish calls a switch \"kontakt\", which is as often a contact (Tilføj kontakt, Kontakt os)"),
        .checkbox: .words(["afkrydsningsfelt", "afkrydsningsfeltet", "afkrydsningsboks", "afkrydsningsboksen", "tjekboks"]),
        .radioButton: .words(["radioknap", "radioknappen"]),
        .picker: .words(["datovælger", "datovælgeren", "tidsvælger", "farvevælger"]),
        .segmentedControl: .words(["segmenteret kontrol", "segmentkontrol"]),
        .tab: .none(because: "a browser's or an app's tab (fane) is content (Luk fane, Ny fane)"),
        .tabBar: .words(["fanelinje", "fanelinjen", "fanebjælke", "fanebjælken"]),
        .menu: .none(because: "\"Menu\" is as often the name of the element that opens one"),
        .popUpButton: .words(["lokalmenuknap", "popupknap"]),
        .comboBox: .words(["rullemenu", "rullemenuen", "rulleliste", "rullelisten", "kombinationsboks"]),
        .heading: .none(because: "\"overskrift\" is as often content (the title of a note or a mail)"),
        .progressIndicator: .words(["statusindikator", "fremskridtsindikator", "fremskridtslinje"]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Øg, Formindsk), never by a word of its own"),
        .list: .none(because: "\"liste\" is as often what the element shows (Læseliste, Vis liste)"),
        .scrollBar: .words(["rullepanel", "rullepanelet", "rullebjælke", "rullebjælken"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. Apple's Danish says "tryk" for a tap, "svirp" or "skub" for a swipe, "knib" for a
    /// pinch, "træk" for a drag.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["tryk", "trykke", "trykker", "tryk let", "tap"]),
        .doubleTap: .words([
            "dobbelttryk", "dobbelttrykke", "dobbelttrykker", "dobbeltryk", "tryk to gange", "trykke to gange", "tryk hurtigt to gange",
        ]),
        .tripleTap: .words(["tredobbelttryk", "tredobbelttrykke", "tryk tre gange", "trykke tre gange"]),
        .longPress: .words([
            "tryk og hold", "trykke og holde", "tryk og hold nede", "hold nede", "holde nede", "hold", "tryk længe", "trykke længe",
            "langt tryk", "tryk hårdt", "3d touch", "haptic touch",
        ]),
        .swipe: .words([
            "svirp", "svirpe", "svirper", "skub", "skubbe", "stryg", "stryge", "swipe", "swipe op", "swipe ned", "skub op", "skub ned",
            "skub opad", "skub nedad", "skub til venstre", "skub til højre", "svirp op", "svirp ned", "svirp til venstre",
            "svirp til højre", "stryg op", "stryg ned", "stryg opad", "stryg nedad", "stryg til venstre", "stryg til højre",
        ]),
        .drag: .words(["træk", "trække", "træk og slip"]),
        .pinch: .words(["knib", "knibe", "kniber", "knib sammen"]),
        .rotate: .none(because: "\"rotér\" is as often what the element does (Roterer billedet.)"),
        .shake: .words(["ryst", "ryste"]),
        .click: .words(["klik", "klikke", "klikker", "dobbeltklik", "dobbeltklikke"]),
        .press: .words(["tryk ned", "trykke ned", "tryk ind", "trykke ind"]),
        .scroll: .words(["rul", "rulle", "scroll", "scrolle"]),
        .fingers: .words([
            "med én finger", "med en finger", "to fingre", "tre fingre", "fire fingre", "med to fingre", "med tre fingre", "med fire fingre",
        ]),
    ]

    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("osv.", "f.eks.", "17.").
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "osv", "mv", "etc", "ca", "nr", "kl", "tlf", "obs", "jf", "ang", "evt", "inkl", "ekskl", "pga", "dvs", "bl", "stk",
            "kr", "min", "maks", "sek", "fx", "mht", "vha", "iflg", "ifm", "hhv", "vs", "co", "inc", "ltd", "aps", "pkt", "str",
            "afd", "mio", "mia", "gl",
            // Abbreviations of several words, matched as a whole before the final period.
            "f.eks", "f. eks", "bl.a", "bl. a", "m.m", "m. m", "m.fl", "m.v", "o.l", "el.lign", "el. lign", "d.v.s", "p.g.a",
            "t.o.m", "f.o.m", "m.h.t", "i.e", "t.v", "t.h",
            // Months and weekdays.
            "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "dec", "man", "tir", "ons", "tor",
            "fre", "lør", "søn",
        ]
        // Ordinals and dates: "17. maj", "til 24.12.".
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        return words
    }()

    // MARK: Terms

    /// Gesture words that also name things ("tryk" is pressure and print, "klik" a click, "et
    /// skub" a push, "ryste" to shock): instructions when they open the text or an instruction
    /// word follows them.
    static let leadingGestures: Set<String> = ["tryk", "trykke", "klik", "skub", "skubbe", "ryst", "ryste", "knibe", "stryg", "stryge"]
    /// Gesture words that are instructions only before an instruction word: "Rul op" is a
    /// button, "Rul for at se mere" an instruction; "Hold skærmen tændt" keeps and a "hold" is a
    /// team, "Hold for at tale" holds; "Træk fra" subtracts, "Træk for at opdatere" drags.
    static let instructionGestures: Set<String> = ["rul", "rulle", "scroll", "scrolle", "hold", "træk", "trække", "swipe", "tap"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = leadingGestures.contains(word) ? .leadingGesture : instructionGestures.contains(word) ? .instructionGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: Shake to Undo, Back Tap, Tap to Pay.
        for phrase in ["ryst for at fortryde", "tryk på bagsiden", "bank på bagsiden", "tryk for at betale"] {
            terms.append(Term(phrase, .neutral))
        }
        // Fields written as one word ("søgefeltet") are found by their suffix, so that the label's
        // verb may act on them ("Ryd søgefeltet"), as on a field with a modifier of its own.
        for word in controlTypeConcepts.allWords where !isFoundAsCompound(word) {
            terms.append(Term(word, .controlType))
        }
        // Hardware buttons are content: "Hjem-knappen", "Tænd/sluk-knappen".
        for phrase in ["hjem knap", "hjem knappen", "tænd sluk knap", "tænd sluk knappen", "side knap", "side knappen",
                       "lydstyrke knap", "lydstyrke knappen", "til fra knap", "til fra knappen"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Buttons of a device or of clothing, not of the interface ("hjemknappen", "skjorteknap").
    static let hardwareButtons: [String] = {
        let buttons = [
            "hjemknap", "sideknap", "lydstyrkeknap", "dvaleknap", "tændknap", "slukknap", "strømknap", "handlingsknap", "kameraknap",
            "museknap", "skjorteknap", "manchetknap", "trykknap", "topknap",
        ]
        return buttons + buttons.map { $0 + "pen" } + buttons.map { $0 + "per" }
    }()

    /// Fields that are no input field ("magnetfelt", "fagfeltet"), and words that only end like
    /// one.
    static let otherFields: [String] = {
        let fields = [
            "magnetfelt", "synsfelt", "minefelt", "kraftfelt", "oliefelt", "gasfelt", "fagfelt", "arbejdsfelt", "forskningsfelt",
            "interessefelt", "ansvarsfelt", "tyngdefelt", "lysfelt", "stjernefelt", "snefelt", "isfelt", "startfelt", "målfelt",
            "græsfelt", "kornfelt", "slagfelt", "elektrisk felt",
        ]
        return fields + fields.map { $0 + "et" } + fields.map { $0 + "er" }
    }()

    /// Present tenses that end like a picker ("fravælger": deselects).
    static let otherPickers: [String] = ["fravælger", "tilvælger", "udvælger", "genvælger", "forudvælger", "bortvælger"]

    /// Present tenses that end like a slider ("udskyder": postpones).
    static let otherSliders: [String] = ["udskyder", "forskyder", "fremskyder", "tilbageskyder", "afskyder", "indskyder", "bortskyder"]

    /// Whether a single word ends with an input field and is found by the compound suffix.
    static func isFoundAsCompound(_ word: String) -> Bool {
        !word.contains(" ") && (word.hasSuffix("felt") || word.hasSuffix("feltet") || word.hasSuffix("felter"))
    }

    /// Control types at the end of a compound ("afspilningsknap", "beskedtekstfeltet").
    static let compoundSuffixes: [Term] = [
        Term("knap", .controlType, except: hardwareButtons),
        Term("knappen", .controlType, except: hardwareButtons),
        Term("knapper", .controlType, except: hardwareButtons),
        Term("feltet", .controlType, except: otherFields),
        Term("felter", .controlType, except: otherFields),
        Term("felt", .controlType, except: otherFields),
        Term("skyder", .controlType, except: otherSliders),
        Term("skyderen", .controlType),
        Term("vælger", .controlType, except: otherPickers),
        Term("vælgeren", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs in the infinitive; the present adds "r" and the imperative drops the final
    /// "e" and makes a final double consonant single ("afspille": "afspil", "gemme": "gem");
    /// infinitives without a final "e" ("gå", "se") are their own imperative, and verbs in
    /// "-ere" write theirs with an accent too ("markér"). "infinitive:present:imperative" gives
    /// irregular forms. Verbs whose imperative is their present ("gøre": "gør") are left out: the
    /// one cannot be told from the other.
    static let verbs: [String] = [
        "abonnere", "acceptere", "aktivere", "afbryde", "afinstallere", "afmelde", "afslutte", "afspille", "afvise", "angive",
        "annullere", "anmelde", "arkivere", "bekræfte", "besøge", "betale", "beholde", "bladre", "blande", "blokere", "bruge",
        "dele", "deaktivere", "deltage", "downloade", "dæmpe", "eksportere", "filtrere", "finde", "fjerne", "flytte", "formatere",
        "fortsætte", "fortryde", "forhåndsvise", "forbinde", "følge", "få", "gemme", "gendanne", "genindlæse", "genstarte",
        "gentage", "gennemse:gennemser:gennemse", "give", "godkende", "gå", "hente", "holde", "hoppe", "huske", "høre",
        "importere", "indlæse", "indsætte", "indtaste", "indstille", "installere", "invitere", "justere", "klikke", "knibe", "kommentere",
        "kontrollere", "kopiere", "købe", "køre", "lave", "logge", "lukke", "lytte", "lægge", "læse", "låse", "løsne",
        "markere", "maksimere", "minimere", "navigere", "nulstille", "omdøbe", "omarrangere", "opdatere", "opgradere", "oprette",
        "optage", "oversætte", "pausere", "prøve", "rapportere", "reagere", "redigere", "reducere", "registrere", "rette",
        "ringe", "rotere", "rulle", "rydde", "ryste", "scanne", "se", "sende", "sige", "skanne", "skifte", "skjule", "skrive",
        "skubbe", "slette", "slippe", "slukke", "slå", "sortere", "spille", "spole", "springe", "starte", "stemme", "stille",
        "stoppe", "svare", "svirpe", "synkronisere", "søge", "sætte", "tage", "teste", "tilføje", "tilmelde", "tillade",
        "tilpasse", "tjekke", "trykke", "trække", "tænde", "tømme", "udvide", "udskrive", "uploade", "vise", "vælge", "vente",
        "verificere", "zoome", "åbne", "ændre", "øge", "dobbelttrykke", "scrolle",
    ]

    /// One verb of the lexicon, with the imperative's other spellings ("markér" beside "marker").
    struct Verb: Hashable {
        let infinitive: String
        let present: String
        let imperatives: [String]
    }

    /// `afspille` → `afspil`, `åbne` → `åbn`, `gemme` → `gem`, `tilføje` → `tilføj`, `gå` → `gå`.
    static func imperative(of infinitive: String) -> String {
        guard infinitive.hasSuffix("e"), infinitive.count > 2 else { return infinitive }
        let stem = Array(infinitive.dropLast())
        if stem.count >= 3, stem[stem.count - 1] == stem[stem.count - 2], !"aeiouyæøå".contains(stem[stem.count - 1]) {
            return String(stem.dropLast())
        }
        return String(stem)
    }

    static let lexicon: [Verb] = verbs.map { entry in
        let parts = entry.split(separator: ":").map(String.init)
        let infinitive = parts[0]
        let present = parts.count > 1 ? parts[1] : infinitive + "r"
        let imperative = parts.count > 2 ? parts[2] : imperative(of: infinitive)
        // "Markér", "Redigér": the accent of the "-ere" verbs' imperative, often written.
        var imperatives = [imperative]
        if infinitive.hasSuffix("ere"), imperative.hasSuffix("er") { imperatives.append(String(imperative.dropLast(2)) + "ér") }
        if imperative.hasSuffix("se"), imperative == infinitive { imperatives.append(String(imperative.dropLast()) + "é") }
        return Verb(infinitive: infinitive, present: present, imperatives: imperatives)
    }

    /// Verbs that name a gesture: their present is no better a hint, so no suggestion.
    static let gestureVerbs: Set<String> = [
        "trykke", "dobbelttrykke", "svirpe", "skubbe", "klikke", "knibe", "trække", "rulle", "scrolle", "ryste", "holde",
    ]

    /// Imperative → the present to suggest (`nil` for a gesture).
    static let imperatives: [String: String?] = {
        var result: [String: String?] = [:]
        for verb in lexicon {
            for imperative in verb.imperatives where !finiteForms.contains(imperative) {
                result[imperative] = gestureVerbs.contains(verb.infinitive) ? nil : verb.present
            }
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
            "er", "har", "kan", "skal", "vil", "må", "får", "gør", "spørger", "bliver", "giver", "tager", "går", "ser", "findes",
            "indeholder", "lader", "hjælper", "fører", "bør", "behøver", "ved", "siger", "pauser", "fastgør", "frigør",
        ])
        return forms
    }()

    /// Imperatives that are nouns, adjectives or plurals as well ("et spil", "en del", "et svar",
    /// "fjern" distant, "lav" low, "aktiver" assets, "kopier" copies, "marker" fields, "Bemærk:"):
    /// an imperative for certain only when an object follows. Their accented spellings
    /// ("Markér") are certain.
    static let ambiguousImperatives: Set<String> = [
        "del", "svar", "ring", "lav", "test", "tjek", "kontroller", "besøg", "start", "stop", "spil", "tryk", "hop", "zoom", "rul",
        "brug", "køb", "log", "kopier", "marker", "sorter", "aktiver", "lås", "fjern", "stil", "klik", "hold", "ret", "skift",
        "spring", "træk",
    ]

    /// Infinitives that are nouns or adjectives as well ("åbne faner", "dele" parts, "en prøve",
    /// "en stemme", "ringe" poor): unsure.
    static let ambiguousInfinitives: Set<String> = [
        "åbne", "fjerne", "dele", "lave", "rette", "følge", "prøve", "stemme", "spole", "rulle", "ringe", "vise", "skifte", "hoppe",
        "svare",
    ]

    /// Words that open an object or follow a particle verb: after an ambiguous imperative they
    /// make it certain.
    static let objectStarters: Set<String> = [
        "den", "det", "de", "en", "et", "denne", "dette", "disse", "din", "dit", "dine", "jeres", "min", "mit", "mine", "alle",
        "alt", "hele", "hver", "dem", "mig", "os", "op", "ned", "væk", "til", "af", "på", "ind", "ud", "frem", "tilbage", "om",
        "efter", "igen", "gennem", "over", "sammen", "mellem",
    ]

    static let determiners: Set<String> = [
        "den", "det", "de", "en", "et", "denne", "dette", "disse", "din", "dit", "dine", "min", "mit", "mine", "alle", "alt",
        "hver", "hele", "jeres", "vores",
    ]

    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "den", "det", "de", "denne", "dette", "disse", "din", "dit", "dine", "en", "et", "når", "hvis", "om", "mens", "her", "nu",
    ]

    /// Modal and auxiliary verbs: beside "du" they address the user ("Du kan …", "Her kan du …").
    static let auxiliaries: Set<String> = ["kan", "kunne", "må", "skal", "skulle", "bør", "burde", "behøver", "får", "vil"]

    // MARK: Hint form

    /// The grammar Danish, Norwegian Bokmål and Swedish share, with this language's words.
    static let grammar = ScandinavianHintGrammar(
        imperatives: imperatives, infinitives: infinitives, finiteForms: finiteForms, ambiguousImperatives: ambiguousImperatives,
        ambiguousInfinitives: ambiguousInfinitives, objectStarters: objectStarters, definiteEndings: ["en", "et", "ne", "ens", "ets", "nes"],
        nonVerbStarters: nonVerbStarters, auxiliaries: auxiliaries, userPronouns: ["du"], never: "aldrig",
        infinitiveMarker: "at", purposeWord: "for", negation: "ikke", uncertainProhibitions: ["slet"],
        conditionWords: ["hvis", "om", "når", "så", "til"], requestWords: ["venligst"], requestOpener: "vær",
        requestComplements: ["venlig", "sød", "rar"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.hintForm(text) }
}

extension DanishGrammar {
    /// Every language-specific rule, in Danish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "da", .label, "Afspil.", fix: "Afspil"),
        .bad("label-trailing-period", "da", .label, "Føj til favoritter.", fix: "Føj til favoritter"),
        .good("label-trailing-period", "da", .label, "Afspil"),
        .good("label-trailing-period", "da", .label, "Indlæser..."),
        .good("label-trailing-period", "da", .label, "Billeder, videoer osv."),
        .good("label-trailing-period", "da", .label, "Tilbehør, f.eks."),
        .good("label-trailing-period", "da", .label, "Forfalder 17."),
        .good("label-trailing-period", "da", .label, "Ingen faner endnu. Åbn en side for at begynde."),

        .bad("label-control-type", "da", .label, "Del-knap", fix: "Del"),
        .bad("label-control-type", "da", .label, "Afspilningsknap"),
        .bad("label-control-type", "da", .label, "Lydstyrke, skyder", fix: "Lydstyrke"),
        .bad("label-control-type", "da", .label, "Knappen Del"),
        .good("label-control-type", "da", .label, "Afspil"),
        .good("label-control-type", "da", .label, "Ryd søgefeltet"),
        .good("label-control-type", "da", .label, "Minimér tekstfeltet for beskeder"),
        .good("label-control-type", "da", .label, "Hjemknappen"),
        .good("label-control-type", "da", .label, "Tænd/sluk-knap"),
        .good("label-control-type", "da", .label, "Fravælger"),
        .good("label-control-type", "da", .label, "Tilføj kontakt"),

        .bad("label-state", "da", .label, "Wi-Fi, valgt", fix: "Wi-Fi"),
        .bad("label-state", "da", .label, "Markeret"),
        .good("label-state", "da", .label, "%lld valgt"),
        .good("label-state", "da", .label, "Vis valgte billeder"),
        .good("label-state", "da", .label, "Wi-Fi"),

        .bad("label-gesture", "da", .label, "Tryk for at afspille"),
        .bad("label-gesture", "da", .label, "Dobbelttryk for at zoome"),
        .bad("label-gesture", "da", .label, "Svirp til venstre for at slette"),
        .bad("label-gesture", "da", .label, "Hold for at tale"),
        .good("label-gesture", "da", .label, "Svirphandlinger"),
        .good("label-gesture", "da", .label, "Afspil"),
        .good("label-gesture", "da", .label, "Rul op"),
        .good("label-gesture", "da", .label, "Træk fra"),
        .good("label-gesture", "da", .label, "Ryst for at fortryde"),

        .bad("label-capitalization", "da", .label, "afspil", fix: "Afspil"),
        .bad("label-capitalization", "da", .label, "ny besked", fix: "Ny besked"),
        .good("label-capitalization", "da", .label, "Ny besked"),
        .good("label-capitalization", "da", .label, "iPhone-lagring"),
        .good("label-capitalization", "da", .label, "%@ synes godt om"),

        .bad("label-length", "da", .label, "Tryk på denne knap for at skrive en ny besked til en af dine venner"),
        .good("label-length", "da", .label, "Ny besked"),
        .good("label-length", "da", .label, "Apple Inc., 125,25 kr., op 1,3 %"),

        .bad("label-vague", "da", .label, "Læs mere"),
        .bad("label-vague", "da", .label, "Information"),
        .bad("label-vague", "da", .label, "Klik her"),
        .bad("label-vague", "da", .label, "Mere"),
        .bad("label-vague", "da", .label, "Se detaljer"),
        .good("label-vague", "da", .label, "Se ordredetaljer"),
        .good("label-vague", "da", .label, "Mere om priser"),
        .good("label-vague", "da", .label, "Afspil"),

        .bad("hint-imperative", "da", .hint, "Afspil sangen.", fix: "Afspiller sangen."),
        .bad("hint-imperative", "da", .hint, "Åbn indstillingerne.", fix: "Åbner indstillingerne."),
        .bad("hint-imperative", "da", .hint, "Slet beskeden.", fix: "Sletter beskeden."),
        .bad("hint-imperative", "da", .hint, "Markér mediet som afspillet.", fix: "Markerer mediet som afspillet."),
        .bad("hint-imperative", "da", .hint, "Tøm papirkurven.", fix: "Tømmer papirkurven."),
        .bad("hint-imperative", "da", .hint, "Del filen.", fix: "Deler filen."),
        // The purpose is the result ("Åbner …"); the verb alone would read "Vælger.".
        .badWithoutFix("hint-imperative", "da", .hint, "Vælg for at åbne equalizeren."),
        .badWithoutFix("hint-imperative", "da", .hint, "Luk"),
        // The element does not see: it shows.
        .bad("hint-imperative", "da", .hint, "Se alle episoderne.", fix: "Viser alle episoderne."),
        // Coordinated imperatives: rewriting the first alone would leave the others.
        .badWithoutFix("hint-imperative", "da", .hint, "Vælg, omarrangér og sortér medierne."),
        .badWithoutFix("hint-imperative", "da", .hint, "Tilmeld dig for at fortsætte."),
        .bad("hint-imperative", "da", .hint, "At afspille sangen."),
        .bad("hint-imperative", "da", .hint, "For at afspille sangen."),
        .bad("hint-imperative", "da", .hint, "Afspille sangen.", fix: "Afspiller sangen."),
        .bad("hint-imperative", "da", .hint, "Indtast venligst dit navn."),
        .bad("hint-imperative", "da", .hint, "Luk ikke appen."),
        .good("hint-imperative", "da", .hint, "Afspiller sangen."),
        .good("hint-imperative", "da", .hint, "Åbner indstillingerne."),
        .good("hint-imperative", "da", .hint, "Viser en menu med tilgængelige enheder."),
        .good("hint-imperative", "da", .hint, "Gør billedet større."),
        .good("hint-imperative", "da", .hint, "Pauser afspilningen."),
        .good("hint-imperative", "da", .hint, "Skifter mellem liggende og stående tilstand."),
        .good("hint-imperative", "da", .hint, "Åbnes i Safari."),
        .good("hint-imperative", "da", .hint, "Indstillinger for afspilleren."),

        .bad("hint-gesture", "da", .hint, "Tryk på sangen."),
        // "for at" is two words: the purpose's verb cannot be put in its place.
        .badWithoutFix("hint-gesture", "da", .hint, "Dobbelttryk for at slette sangen."),
        .bad("hint-gesture", "da", .hint, "Tryk to gange for at åbne."),
        .bad("hint-gesture", "da", .hint, "Svirp for at slette elementet."),
        .bad("hint-gesture", "da", .hint, "Træk for at ændre rækkefølgen."),
        .bad("hint-gesture", "da", .hint, "Hvis du trykker her, købes varen."),
        .good("hint-gesture", "da", .hint, "Slår Ryst for at fortryde til."),
        .good("hint-gesture", "da", .hint, "Ruller til toppen."),
        .good("hint-gesture", "da", .hint, "Sletter elementet."),
        .good("hint-gesture", "da", .hint, "Viser lufttrykket og trykket i dækkene."),
        .good("hint-gesture", "da", .hint, "Trækker beløbet fra saldoen."),

        .bad("hint-control-type", "da", .hint, "Knap, der tilføjer et navn."),
        .bad("hint-control-type", "da", .hint, "Skyder, som ændrer skalaen."),
        .good("hint-control-type", "da", .hint, "Viser afspilningsknappen."),
        .good("hint-control-type", "da", .hint, "Tilføjer et navn."),
        .good("hint-control-type", "da", .hint, "Rydder søgefeltet."),
        .good("hint-control-type", "da", .hint, "Fungerer som hjemknappen."),
        .good("hint-control-type", "da", .hint, "Udskyder påmindelsen."),

        .bad("hint-repeats-label", "da", .hint, "Gem gemmer dine ændringer.", label: "Gem"),
        .bad("hint-repeats-label", "da", .hint, "Tilbage går til forrige skærm.", label: "Tilbage"),
        .good("hint-repeats-label", "da", .hint, "Gemmer dine ændringer.", label: "Gem"),
        .good("hint-repeats-label", "da", .hint, "Sletter beskeden.", label: "Slet"),

        .bad("hint-missing-period", "da", .hint, "Afspiller sangen", fix: "Afspiller sangen."),
        .bad("hint-missing-period", "da", .hint, "Tilføjer en by。", fix: "Tilføjer en by."),
        .good("hint-missing-period", "da", .hint, "Afspiller sangen."),
        .good("hint-missing-period", "da", .hint, "Åbner menuen…"),

        .bad("hint-capitalization", "da", .hint, "afspiller sangen.", fix: "Afspiller sangen."),
        .good("hint-capitalization", "da", .hint, "Afspiller sangen."),
        .good("hint-capitalization", "da", .hint, "iCloud holder dine noter synkroniseret."),

        .bad("hint-length", "da", .hint,
             "Åbner indstillingerne, hvor du kan vælge, hvilken af dine konti der bruges, når du udgiver, besvarer eller deler et opslag fra tidslinjen."),
        .good("hint-length", "da", .hint, "Åbner kontoindstillingerne."),
    ]
}
