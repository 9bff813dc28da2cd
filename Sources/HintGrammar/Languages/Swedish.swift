/// Swedish: hints are verb phrases in the present tense without a subject ("Spelar upp låten.",
/// "Öppnar inställningarna."), the particle kept after the verb; labels short noun or verb phrases
/// ("Spela upp", "Radera"). The imperative of the first conjugation is the infinitive ("Spela",
/// "Öppna"), that of the others the stem ("Stäng", "Välj"); verbs whose stem ends in "r" ("Gör",
/// "Kör") are imperative and present alike. VoiceOver says "knapp" for a button. Nouns are lower
/// case and compounds are written as one word ("uppspelningsknapp", "meddelandetextfältet").
extension LanguageProfile {
    /// The Swedish table (`sv`, and through the registry `sv-SE`, `sv-FI`).
    public static let swedish = LanguageProfile(
        code: "sv", name: "Swedish", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: SwedishGrammar.abbreviations,
        terms: TermTable(SwedishGrammar.terms, segmentation: .words, compoundSuffixes: SwedishGrammar.compoundSuffixes),
        instructionMarkers: ["för", "att", "på", "här", "två", "tre", "dubbelt", "länge", "med", "var", "och", "snabbt", "hårt"],
        vagueLabels: [
            "knapp", "ikon", "symbol", "namnlös", "utan titel", "utan namn", "objekt", "text", "etikett", "platshållare", "todo",
        ],
        vagueConcepts: [
            .more: ["mer", "mera", "fler", "visa mer", "visa fler"],
            .learnMore: ["läs mer", "lär dig mer", "läs vidare", "ta reda på mer"],
            .clickHere: ["klicka här", "tryck här", "knacka här"],
            .details: ["detaljer", "fler detaljer"],
            .info: ["info", "information", "mer info", "mer information", "ytterligare information"],
            .here: ["här"],
            .link: ["länk"],
            .image: ["bild"],
        ],
        determiners: SwedishGrammar.determiners,
        hintForm: SwedishGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["för", "av"], headFollows: false),
        conditionMarkers: ["om"], purposeMarkers: ["för"], conjunctions: ["och", "eller"],
        reflexivePronouns: ["dig", "er", "sig"],
        descriptiveVerbs: ["se": "Visar"],
        userActivityVerbs: ["bläddra", "utforska"],
        attributiveAdjectivesAgree: true,
        stateConcepts: SwedishGrammar.stateConcepts, controlTypeConcepts: SwedishGrammar.controlTypeConcepts,
        gestureConcepts: SwedishGrammar.gestureConcepts,
        examples: SwedishGrammar.examples)
}

/// Swedish hint grammar: a lexicon of interface verbs, each with its infinitive and present
/// tense, tells the imperative ("Spela", "Stäng") and the infinitive ("Att spela", "Stänga") from
/// the present ("Spelar", "Stänger").
enum SwedishGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["vald", "valt", "valda", "markerad", "markerat", "markerade", "inte vald", "inte markerad", "avmarkerad"]),
        .checked: .words(["ikryssad", "kryssad", "inte ikryssad", "avkryssad"]),
        .dimmed: .words(["nedtonad"]),
        .expanded: .words(["expanderad", "utfälld", "utvidgad"]),
        .collapsed: .words(["hopfälld", "ihopfälld", "komprimerad"]),
        .on: .none(because: "a switch's on and off (på, av) are its value, which VoiceOver reads, and the words are ordinary particles (Slå på, Logga av)"),
        .off: .none(because: "a switch's on and off (på, av) are its value, which VoiceOver reads, and the words are ordinary particles (Slå på, Logga av)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms, with their definite and plural forms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["knapp", "knappen", "knappar", "knapparna"]),
        .link: .none(because: "\"länk\" is as often what the element acts on (Kopiera länk, Dela länk)"),
        .image: .none(because: "\"bild\" is as often what the element acts on (Spara bild); a label that is only \"Bild\" is vague"),
        .textField: .words(["textfält", "textfältet", "textruta", "textrutan"]),
        .searchField: .words(["sökfält", "sökfältet"]),
        .secureTextField: .words(["säkert textfält", "lösenordsfält", "lösenordsfältet"]),
        .slider: .words(["skjutreglage", "skjutreglaget"]),
        .adjustable: .none(because: "\"justerbar\" is an ordinary adjective of labels (Justerbar textstorlek)"),
        .toggle: .none(because: "\"reglage\" is as often a player's or a device's controls (Visa reglage), and \"brytare\" a smart-home switch (Home Assistant)"),
        .checkbox: .words(["kryssruta", "kryssrutan", "kryssrutor", "markeringsruta"]),
        .radioButton: .words(["alternativknapp", "radioknapp"]),
        .picker: .words(["väljare", "väljaren", "datumväljare", "datumväljaren"]),
        .segmentedControl: .words(["segmenterad kontroll", "segmentkontroll"]),
        .tab: .none(because: "a browser's or an app's tab (flik) is content (Stäng flik, Ny flik)"),
        .tabBar: .words(["flikfält", "flikfältet", "flikrad"]),
        .menu: .none(because: "\"Meny\" is as often the name of the element that opens one"),
        .popUpButton: .words(["popupknapp", "popupmenyknapp"]),
        .comboBox: .words(["rullgardinsmeny", "rullgardinsmenyn", "rullgardinslista", "kombinationsruta", "listruta"]),
        .heading: .none(because: "\"rubrik\" is as often content (the title of a note or a mail)"),
        .progressIndicator: .words(["förloppsindikator", "förloppsindikatorn", "förloppsfält", "förloppsstapel"]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Öka, Minska), and \"stegräknare\" is a pedometer"),
        .list: .none(because: "\"lista\" is as often what the element shows or is a verb (Läslista, Lista filer)"),
        .scrollBar: .words(["rullningslist", "rullningslisten"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. Apple's Swedish says "tryck" for a tap, "svep" for a swipe, "nyp" for a pinch.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["tryck", "trycka", "trycker", "knacka"]),
        .doubleTap: .words([
            "dubbeltryck", "dubbeltrycka", "dubbeltrycker", "tryck två gånger", "trycka två gånger", "tryck snabbt två gånger",
            "trycka snabbt två gånger", "dubbelknacka",
        ]),
        .tripleTap: .words(["trippeltryck", "trippeltrycka", "tryck tre gånger", "trycka tre gånger"]),
        .longPress: .words([
            "tryck länge", "trycka länge", "tryck och håll", "tryck och håll ned", "trycka och hålla", "håll ned", "hålla ned",
            "håll ner", "håll intryckt", "hålla intryckt", "håll", "långt tryck", "tryck hårt", "3d touch", "haptic touch",
        ]),
        .swipe: .words([
            "svep", "svepa", "sveper", "svep uppåt", "svep nedåt", "svep neråt", "svep åt vänster", "svep åt höger",
            "svep till vänster", "svep till höger", "svepa uppåt", "svepa nedåt", "svepa åt vänster", "svepa åt höger",
        ]),
        .drag: .words(["dra", "dra och släpp"]),
        .pinch: .words(["nyp", "nypa", "nyper"]),
        .rotate: .none(because: "\"rotera\" is as often what the element does (Roterar bilden.)"),
        .shake: .words(["skaka"]),
        .click: .words(["klicka", "klickar", "dubbelklicka", "dubbelklickar", "dubbelklick"]),
        .press: .words(["tryck ned", "trycka ned", "tryck ner", "trycka ner"]),
        .scroll: .words(["rulla", "scrolla", "skrolla"]),
        .fingers: .words([
            "med ett finger", "två fingrar", "tre fingrar", "fyra fingrar", "med två fingrar", "med tre fingrar", "med fyra fingrar",
        ]),
    ]

    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("osv.", "t.ex.", "m.m.").
    static let abbreviations: Set<String> = [
        "osv", "etc", "ca", "nr", "st", "tel", "kl", "obs", "jfr", "resp", "inkl", "exkl", "max", "min", "sek", "tim", "kr",
        "dvs", "pga", "bl", "mfl", "tex", "mm", "ang", "bil", "fr", "tr", "vs", "co", "inc", "ltd", "ab",
        // Abbreviations of several words, matched as a whole before the final period.
        "t.ex", "t. ex", "bl.a", "bl. a", "m.m", "m. m", "m.fl", "d.v.s", "o.s.v", "p.g.a", "s.k", "f.d", "fr.o.m", "t.o.m",
        "e.kr", "f.kr", "m.h.a", "t.v", "t.h",
        // Months and weekdays.
        "jan", "feb", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov", "dec", "mån", "tis", "ons", "tors", "fre", "lör", "sön",
    ]

    // MARK: Terms

    /// Gesture words that also name things or results ("tryck" is pressure, "håll" a direction,
    /// "dra" to leave, "en nypa" a pinch of salt): instructions when they open the text or an
    /// instruction word follows them.
    static let leadingGestures: Set<String> = ["tryck", "trycka", "dra", "nypa", "skaka"]
    /// Gesture words that are instructions only before an instruction word: "Rulla uppåt" is a
    /// button, "Rulla för att se mer" an instruction; "Håll skärmen tänd" keeps, "Håll för att
    /// prata" holds.
    static let instructionGestures: Set<String> = ["rulla", "scrolla", "skrolla", "håll"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = leadingGestures.contains(word) ? .leadingGesture : instructionGestures.contains(word) ? .instructionGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: Tap to Pay, Shake to Undo, Back Tap.
        for phrase in ["tryck för att betala", "skaka för att ångra", "tryck på baksidan", "knacka på baksidan", "nypa salt"] {
            terms.append(Term(phrase, .neutral))
        }
        // Fields written as one word ("sökfältet") are found by their suffix, so that the label's
        // verb may act on them ("Rensa sökfältet"), as on a field with a modifier of its own.
        for word in controlTypeConcepts.allWords where !isFoundAsCompound(word) {
            terms.append(Term(word, .controlType))
        }
        // Hardware buttons are content: "Hem-knappen", "På/av-knappen".
        for phrase in ["hem knapp", "hem knappen", "på av knapp", "på av knappen", "av på knapp", "av på knappen", "sido knapp",
                       "volym knapp", "volym knappen"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Buttons of a device or of clothing, not of the interface ("hemknappen", "skjortknapp").
    static let hardwareButtons: [String] = [
        "hemknapp", "sidoknapp", "volymknapp", "strömknapp", "åtgärdsknapp", "vilolägesknapp", "kameraknapp", "musknapp",
        "skjortknapp", "manschettknapp", "tryckknapp", "hemknappen", "sidoknappen", "volymknappen", "strömknappen",
        "åtgärdsknappen", "vilolägesknappen", "kameraknappen", "musknappen",
    ]

    /// Fields that are no input field ("magnetfält", "synfältet").
    static let otherFields: [String] = {
        let fields = [
            "magnetfält", "synfält", "blickfält", "slagfält", "kraftfält", "minfält", "sädesfält", "vetefält", "elfält",
            "gravitationsfält", "fotbollsfält", "isfält", "snöfält", "oljefält", "gasfält", "ämnesfält", "arbetsfält",
            "verksamhetsfält", "forskningsfält", "användningsfält", "ljusfält", "stjärnfält",
        ]
        return fields + fields.map { $0 + "et" }
    }()

    /// Whether a single word ends with an input field and is found by the compound suffix.
    static func isFoundAsCompound(_ word: String) -> Bool {
        !word.contains(" ") && (word.hasSuffix("fält") || word.hasSuffix("fältet"))
    }

    /// Control types at the end of a compound ("uppspelningsknapp", "meddelandetextfältet").
    static let compoundSuffixes: [Term] = [
        Term("knapp", .controlType, except: hardwareButtons),
        Term("knappen", .controlType, except: hardwareButtons),
        Term("fältet", .controlType, except: otherFields),
        Term("fält", .controlType, except: otherFields),
        Term("skjutreglage", .controlType),
        Term("skjutreglaget", .controlType),
        Term("kryssruta", .controlType),
        Term("kryssrutan", .controlType),
        Term("väljare", .controlType),
        Term("väljaren", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs: the infinitive alone for the first conjugation and the short verbs, whose
    /// present adds "r" and whose imperative is the infinitive ("spela": "spelar", "Spela"); else
    /// "infinitive:present", the imperative being the present without "er" ("stänga:stänger":
    /// "Stäng"), or given third ("glömma:glömmer:glöm"). Verbs whose present is their stem ("göra":
    /// "gör") are left out: their imperative cannot be told from it.
    static let verbs: [String] = [
        "acceptera", "aktivera", "anpassa", "arkivera", "avaktivera", "avinstallera", "avsluta", "avvisa", "bekräfta",
        "beräkna", "besvara", "betala", "betygsätta:betygsätter", "bevaka", "bifoga", "blanda", "blockera", "bläddra", "bokmärka:bokmärker",
        "börja", "duplicera", "e-posta", "expandera", "exportera", "filtrera", "flagga", "flytta", "formatera", "fylla:fyller",
        "förhandsgranska", "förhandsvisa", "förminska", "förnya", "förstora", "gilla", "granska", "hantera", "hitta", "hoppa",
        "hämta", "ignorera", "importera", "installera", "justera", "kasta", "klicka", "klistra", "kommentera", "konfigurera",
        "kontrollera", "kopiera", "koppla", "kryptera", "ladda", "lagra", "leta", "lista", "lossa", "lyssna", "lämna", "logga",
        "markera", "maximera", "mejla", "minimera", "minska", "navigera", "neka", "organisera", "panorera", "pausa", "placera",
        "prenumerera", "prova", "publicera", "radera", "rapportera", "redigera", "registrera", "rensa", "rotera", "rulla",
        "rösta", "sortera", "skaka", "skanna", "skapa", "skicka", "skydda", "spara", "spegla", "spela", "spola", "starta",
        "stoppa", "svara", "synka", "synkronisera", "säkerhetskopiera", "tagga", "testa", "titta", "tysta", "uppdatera",
        "uppgradera", "upprepa", "utforska", "verifiera", "vidarebefordra", "visa", "vänta", "växla", "zooma", "ändra", "ångra",
        "återuppta", "öka", "öppna", "autentisera", "avprenumerera", "avfölja", "kontakta", "beskriva:beskriver",
        "gå", "ta", "se", "få", "dra", "slå", "stå", "ge",
        "ansluta:ansluter", "använda:använder", "anmäla:anmäler", "avbryta:avbryter", "behålla:behåller", "besöka:besöker",
        "bestämma:bestämmer:bestäm", "byta:byter", "dölja:döljer", "fortsätta:fortsätter", "försöka:försöker", "fästa:fäster",
        "följa:följer", "glömma:glömmer:glöm", "godkänna:godkänner", "hålla:håller", "höja:höjer", "klippa:klipper",
        "krympa:krymper", "köpa:köper", "lägga:lägger", "låsa:låser", "läsa:läser", "mäta:mäter", "nypa:nyper", "ringa:ringer",
        "skriva:skriver", "släppa:släpper", "stänga:stänger", "ställa:ställer", "svepa:sveper", "sända:sänder", "sänka:sänker",
        "sätta:sätter", "söka:söker", "tillåta:tillåter", "trycka:trycker", "tömma:tömmer:töm", "upptäcka:upptäcker",
        "vrida:vrider", "vända:vänder", "välja:väljer", "återställa:återställer", "översätta:översätter", "ange",
    ]

    /// One verb of the lexicon.
    struct Verb: Hashable {
        let infinitive: String
        let present: String
        let imperative: String
    }

    static let lexicon: [Verb] = verbs.map { entry in
        let parts = entry.split(separator: ":").map(String.init)
        guard parts.count > 1 else { return Verb(infinitive: parts[0], present: parts[0] + "r", imperative: parts[0]) }
        let imperative = parts.count > 2 ? parts[2] : String(parts[1].dropLast(2))
        return Verb(infinitive: parts[0], present: parts[1], imperative: imperative)
    }

    /// Verbs that name a gesture: their present is no better a hint, so no suggestion.
    static let gestureVerbs: Set<String> = ["trycka", "svepa", "klicka", "nypa", "dra", "rulla", "skaka", "hålla"]

    /// Imperative → the present to suggest (`nil` for a gesture).
    static let imperatives: [String: String?] = {
        var result: [String: String?] = [:]
        for verb in lexicon where !finiteForms.contains(verb.imperative) {
            result[verb.imperative] = gestureVerbs.contains(verb.infinitive) ? nil : verb.present
        }
        return result
    }()

    /// Infinitives → the present to suggest (`nil` for a gesture).
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
            "är", "har", "kan", "ska", "skall", "vill", "måste", "får", "gör", "kör", "hör", "lär", "blir", "ger", "tar", "går",
            "ser", "finns", "innehåller", "låter", "hjälper", "leder", "beskär", "för", "behöver", "bör",
        ])
        return forms
    }()

    /// Imperatives that are nouns or adjectives as well ("ett köp", "ett lås", "öppna flikar",
    /// "logga" a logo): an imperative for certain only when an object follows.
    static let ambiguousImperatives: Set<String> = [
        "sök", "köp", "lås", "ring", "lista", "försök", "besök", "flagga", "logga", "klipp", "håll", "tysta", "öppna", "tryck",
        "svep", "skaka", "spola", "ställ",
    ]

    /// Words that open an object or follow a particle verb: after an ambiguous imperative they
    /// make it certain.
    static let objectStarters: Set<String> = [
        "den", "det", "de", "en", "ett", "denna", "detta", "dessa", "din", "ditt", "dina", "er", "ert", "era", "min", "mitt",
        "mina", "alla", "allt", "hela", "varje", "dem", "mig", "oss", "upp", "ned", "ner", "bort", "till", "av", "på", "in",
        "ut", "fram", "tillbaka", "om", "efter", "igen",
    ]

    static let determiners: Set<String> = [
        "den", "det", "de", "en", "ett", "denna", "detta", "dessa", "din", "ditt", "dina", "min", "mitt", "mina", "alla", "allt",
        "varje", "hela",
    ]

    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "den", "det", "de", "denna", "detta", "dessa", "din", "ditt", "dina", "en", "ett", "när", "om", "medan", "här", "nu",
    ]

    /// Modal and auxiliary verbs: beside "du" or "ni" they address the user ("Du kan …", "Här kan du …").
    static let auxiliaries: Set<String> = [
        "kan", "kunde", "måste", "ska", "skall", "skulle", "bör", "borde", "behöver", "får", "vill", "kommer", "måste",
    ]

    // MARK: Hint form

    /// The grammar Danish, Norwegian Bokmål and Swedish share, with this language's words.
    static let grammar = ScandinavianHintGrammar(
        imperatives: imperatives, infinitives: infinitives, finiteForms: finiteForms, ambiguousImperatives: ambiguousImperatives,
        ambiguousInfinitives: [], objectStarters: objectStarters, definiteEndings: ["en", "et", "na", "yn"],
        nonVerbStarters: nonVerbStarters, auxiliaries: auxiliaries, userPronouns: ["du", "ni"], never: "aldrig",
        infinitiveMarker: "att", purposeWord: "för", negation: "inte", uncertainProhibitions: [],
        conditionWords: ["om", "när", "så", "tills"], requestWords: ["vänligen", "snälla"], requestOpener: "var",
        requestComplements: ["vänlig", "god", "snäll"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.hintForm(text) }
}

extension SwedishGrammar {
    /// Every language-specific rule, in Swedish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "sv", .label, "Spela upp.", fix: "Spela upp"),
        .bad("label-trailing-period", "sv", .label, "Lägg till i favoriter.", fix: "Lägg till i favoriter"),
        .good("label-trailing-period", "sv", .label, "Spela upp"),
        .good("label-trailing-period", "sv", .label, "Laddar..."),
        .good("label-trailing-period", "sv", .label, "Foton, videor osv."),
        .good("label-trailing-period", "sv", .label, "Tillbehör, t.ex."),
        .good("label-trailing-period", "sv", .label, "Inga flikar ännu. Öppna en sida för att börja."),

        .bad("label-control-type", "sv", .label, "Dela-knapp", fix: "Dela"),
        .bad("label-control-type", "sv", .label, "Uppspelningsknapp"),
        .bad("label-control-type", "sv", .label, "Volym, skjutreglage", fix: "Volym"),
        .bad("label-control-type", "sv", .label, "Knappen Dela"),
        .good("label-control-type", "sv", .label, "Spela upp"),
        .good("label-control-type", "sv", .label, "Rensa sökfältet"),
        .good("label-control-type", "sv", .label, "Expandera meddelandetextfältet"),
        .good("label-control-type", "sv", .label, "Hemknappen"),
        .good("label-control-type", "sv", .label, "På/av-knapp"),
        .good("label-control-type", "sv", .label, "Knappsats"),

        .bad("label-state", "sv", .label, "Wi-Fi, vald", fix: "Wi-Fi"),
        .bad("label-state", "sv", .label, "Markerad"),
        .good("label-state", "sv", .label, "%lld valda"),
        .good("label-state", "sv", .label, "Visa valda foton"),
        .good("label-state", "sv", .label, "Wi-Fi"),

        .bad("label-gesture", "sv", .label, "Tryck för att spela upp"),
        .bad("label-gesture", "sv", .label, "Dubbeltryck för att zooma"),
        .bad("label-gesture", "sv", .label, "Svep åt vänster för att radera"),
        .bad("label-gesture", "sv", .label, "Håll för att prata"),
        .good("label-gesture", "sv", .label, "Svepåtgärder"),
        .good("label-gesture", "sv", .label, "Spela upp"),
        .good("label-gesture", "sv", .label, "Rulla uppåt"),
        .good("label-gesture", "sv", .label, "Tryck"),
        .good("label-gesture", "sv", .label, "Tryck för att betala"),

        .bad("label-capitalization", "sv", .label, "spela upp", fix: "Spela upp"),
        .bad("label-capitalization", "sv", .label, "nytt meddelande", fix: "Nytt meddelande"),
        .good("label-capitalization", "sv", .label, "Nytt meddelande"),
        .good("label-capitalization", "sv", .label, "iPhone-lagring"),
        .good("label-capitalization", "sv", .label, "%@ gillamarkeringar"),

        .bad("label-length", "sv", .label, "Tryck på den här knappen för att skapa ett nytt meddelande"),
        .good("label-length", "sv", .label, "Nytt meddelande"),
        .good("label-length", "sv", .label, "Apple Inc., 125,25 kr, upp 1,3 %"),

        .bad("label-vague", "sv", .label, "Läs mer"),
        .bad("label-vague", "sv", .label, "Information"),
        .bad("label-vague", "sv", .label, "Klicka här"),
        .bad("label-vague", "sv", .label, "Visa detaljer"),
        .good("label-vague", "sv", .label, "Visa orderdetaljer"),
        .bad("label-vague", "sv", .label, "Mer"),
        .good("label-vague", "sv", .label, "Mer om priser"),
        .good("label-vague", "sv", .label, "Spela upp"),

        .bad("hint-imperative", "sv", .hint, "Spela upp låten.", fix: "Spelar upp låten."),
        .bad("hint-imperative", "sv", .hint, "Stäng fönstret.", fix: "Stänger fönstret."),
        .bad("hint-imperative", "sv", .hint, "Byt namn på markerade filer.", fix: "Byter namn på markerade filer."),
        .bad("hint-imperative", "sv", .hint, "Ta bort meddelandet.", fix: "Tar bort meddelandet."),
        .bad("hint-imperative", "sv", .hint, "Öppna menyn.", fix: "Öppnar menyn."),
        // The purpose is the result ("Öppnar …"); the verb alone would read "Stänger.".
        .badWithoutFix("hint-imperative", "sv", .hint, "Välj för att öppna utjämnaren."),
        .badWithoutFix("hint-imperative", "sv", .hint, "Stäng"),
        // The element does not see: it shows.
        .bad("hint-imperative", "sv", .hint, "Se alla avsnitt.", fix: "Visar alla avsnitt."),
        // Coordinated imperatives: rewriting the first alone would leave the others.
        .badWithoutFix("hint-imperative", "sv", .hint, "Markera, byt ordning och sortera objekten."),
        .badWithoutFix("hint-imperative", "sv", .hint, "Registrera dig för att fortsätta."),
        .bad("hint-imperative", "sv", .hint, "Att spela upp låten."),
        .bad("hint-imperative", "sv", .hint, "För att spela upp låten."),
        .bad("hint-imperative", "sv", .hint, "Stänga fönstret.", fix: "Stänger fönstret."),
        .bad("hint-imperative", "sv", .hint, "Vänligen ange ditt namn."),
        .bad("hint-imperative", "sv", .hint, "Stäng inte appen."),
        .good("hint-imperative", "sv", .hint, "Spelar upp låten."),
        .good("hint-imperative", "sv", .hint, "Öppnar inställningarna."),
        .good("hint-imperative", "sv", .hint, "Stänger fönstret."),
        .good("hint-imperative", "sv", .hint, "Visar en meny med tillgängliga enheter."),
        .good("hint-imperative", "sv", .hint, "Gör bilden större."),
        .good("hint-imperative", "sv", .hint, "Kör genvägen."),
        .good("hint-imperative", "sv", .hint, "Växlar mellan liggande och stående läge."),
        .good("hint-imperative", "sv", .hint, "Inställningar för spelaren."),

        .bad("hint-gesture", "sv", .hint, "Tryck på låten."),
        // "för att" is two words: the purpose's verb cannot be put in its place.
        .badWithoutFix("hint-gesture", "sv", .hint, "Dubbeltryck för att spela upp låten."),
        .bad("hint-gesture", "sv", .hint, "Tryck två gånger för att öppna."),
        .bad("hint-gesture", "sv", .hint, "Svep för att radera objektet."),
        .bad("hint-gesture", "sv", .hint, "Dra för att ändra ordning."),
        .bad("hint-gesture", "sv", .hint, "Om du trycker här köps objektet."),
        .good("hint-gesture", "sv", .hint, "Aktiverar Skaka för att ångra."),
        .good("hint-gesture", "sv", .hint, "Rullar till toppen."),
        .good("hint-gesture", "sv", .hint, "Raderar objektet."),
        .good("hint-gesture", "sv", .hint, "Visar lufttrycket och trycket i däcken."),
        .good("hint-gesture", "sv", .hint, "Tillsätter en nypa salt."),

        .bad("hint-control-type", "sv", .hint, "Knapp som lägger till ett namn."),
        .bad("hint-control-type", "sv", .hint, "Skjutreglage som ändrar skalan."),
        .good("hint-control-type", "sv", .hint, "Visar uppspelningsknappen."),
        .good("hint-control-type", "sv", .hint, "Lägger till ett namn."),
        .good("hint-control-type", "sv", .hint, "Ändrar skalan."),
        .good("hint-control-type", "sv", .hint, "Fungerar som hemknappen."),

        .bad("hint-repeats-label", "sv", .hint, "Spara sparar dina ändringar.", label: "Spara"),
        .bad("hint-repeats-label", "sv", .hint, "Tillbaka går till föregående skärm.", label: "Tillbaka"),
        .good("hint-repeats-label", "sv", .hint, "Sparar dina ändringar.", label: "Spara"),
        .good("hint-repeats-label", "sv", .hint, "Raderar meddelandet.", label: "Radera"),

        .bad("hint-missing-period", "sv", .hint, "Spelar upp låten", fix: "Spelar upp låten."),
        .bad("hint-missing-period", "sv", .hint, "Lägger till en stad。", fix: "Lägger till en stad."),
        .good("hint-missing-period", "sv", .hint, "Spelar upp låten."),
        .good("hint-missing-period", "sv", .hint, "Öppnar menyn…"),

        .bad("hint-capitalization", "sv", .hint, "spelar upp låten.", fix: "Spelar upp låten."),
        .good("hint-capitalization", "sv", .hint, "Spelar upp låten."),
        .good("hint-capitalization", "sv", .hint, "iCloud håller dina anteckningar synkroniserade."),

        .bad("hint-length", "sv", .hint,
             "Öppnar inställningarna där du kan välja vilket av dina konton som används när du publicerar, svarar på eller delar ett inlägg från tidslinjen."),
        .good("hint-length", "sv", .hint, "Öppnar kontoinställningarna."),
    ]
}
