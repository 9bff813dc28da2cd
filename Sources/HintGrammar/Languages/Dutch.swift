/// Dutch: hints are verb phrases in the third person singular without a subject, the stem plus
/// "t" ("Speelt het nummer af.", "Opent de instellingen."); the imperative is the bare stem ("Tik",
/// "Open"), and stems that end in "t" are both ("Zet", "Start"). VoiceOver says "knop" for a button.
/// Nouns are lower case, and plural nouns end in "-en" like infinitives.
extension LanguageProfile {
    /// The Dutch table (`nl`, and through the registry `nl-BE`).
    public static let dutch = LanguageProfile(
        code: "nl", name: "Dutch", hasLetterCase: true,
        foldings: ["ë": "e", "ï": "i", "ö": "o"],
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "enz", "nr", "blz", "tel", "str", "ca", "max", "min", "bijv", "bv", "evt", "incl", "excl", "resp", "vgl", "zgn",
            "mv", "dhr", "mevr", "mw", "jl", "jr", "sr", "st", "etc", "vs", "ong", "vnl", "mln", "mld", "mrd", "sec", "co",
            "inc", "ltd", "afb", "hfst", "pag", "jan", "feb", "mrt", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "nov",
            "dec", "ma", "di", "wo", "do", "vr", "za", "zo",
        ],
        terms: TermTable(DutchGrammar.terms, segmentation: .words, compoundSuffixes: DutchGrammar.compoundSuffixes),
        instructionMarkers: ["om", "op", "hier", "twee", "drie", "dubbel", "met", "ergens", "u", "je", "alstublieft", "lang", "snel"],
        vagueLabels: [
            "knop", "pictogram", "icoon", "naamloos", "zonder titel", "item", "tekst", "label", "placeholder", "todo",
        ],
        vagueConcepts: [
            .more: ["meer", "meer weergeven", "toon meer", "meer tonen", "bekijk meer"],
            .learnMore: ["lees meer", "lees verder", "meer lezen", "meer weten"],
            .clickHere: ["klik hier", "tik hier", "druk hier"],
            .details: ["details", "details bekijken"],
            .info: ["info", "informatie", "meer info", "meer informatie"],
            .here: ["hier"],
            .link: ["link"],
            .image: ["afbeelding"],
        ],
        lowercaseOpenings: ["'s ", "’s ", "'s-", "’s-", "'t ", "’t "],
        capitalDigraphs: ["ij"],
        hintForm: DutchGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["van"], headFollows: false),
        conditionMarkers: ["als", "indien"], purposeMarkers: ["om"], conjunctions: ["en", "of"],
        reflexivePronouns: ["zich", "u", "je"],
        descriptiveVerbs: ["bekijken": "Toont", "bekijk": "Toont", "zien": "Toont"],
        userActivityVerbs: ["bladeren", "blader", "verkennen", "verken", "kiezen", "kies"],
        attributiveAdjectivesAgree: true,
        stateConcepts: DutchGrammar.stateConcepts, controlTypeConcepts: DutchGrammar.controlTypeConcepts,
        gestureConcepts: DutchGrammar.gestureConcepts,
        examples: DutchGrammar.examples)
}

/// Dutch hint grammar: a lexicon of interface verbs, each with its infinitive and stem, tells the
/// imperative (the stem) from the third person (stem + "t"), and finds the infinitive that opens
/// or ends an instruction ("Toevoegen aan wachtrij", "Nummer afspelen.").
enum DutchGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["geselecteerd", "niet geselecteerd", "gedeselecteerd"]),
        .checked: .words(["aangevinkt", "niet aangevinkt", "uitgevinkt"]),
        .dimmed: .words(["gedimd"]),
        .expanded: .words(["uitgevouwen", "uitgeklapt"]),
        .collapsed: .words(["samengevouwen", "ingeklapt"]),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    // MARK: Terms

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. "Schakelaar" (a Home Assistant switch), "regelaar"
    /// (a thermostat), "menu", "tab", "link" and "veld" are ordinary content and left out.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["knop", "knoppen"]),
        .link: .none(because: "„link“ is as often what the element acts on (Kopieer link)"),
        .image: .none(because: "„afbeelding“ is as often what the element acts on (Bewaar afbeelding); a label that is only „Afbeelding“ is vague"),
        .textField: .words(["tekstveld", "invoerveld"]),
        .searchField: .words(["zoekveld", "zoekbalk"]),
        .secureTextField: .words(["wachtwoordveld"]),
        .slider: .words(["schuifregelaar", "schuifknop"]),
        .adjustable: .none(because: "„aanpasbaar“ is an ordinary adjective of labels"),
        .toggle: .none(because: "„schakelaar“ is as often content (a smart-home switch)"),
        .checkbox: .words(["selectievakje", "aankruisvakje"]),
        .radioButton: .words(["keuzerondje", "keuzeknop"]),
        .picker: .none(because: "„kiezer“ is an ordinary word (a voter, a colour chooser's name)"),
        .segmentedControl: .none(because: "VoiceOver announces a segmented control's segments as buttons; no Dutch label names the control"),
        .tab: .none(because: "„tab“ is as often content (a browser's tab)"),
        .tabBar: .words(["tabbalk", "tabbladbalk"]),
        .menu: .none(because: "„menu“ is as often the name of the element that opens one"),
        .popUpButton: .words(["pop-upknop"]),
        .comboBox: .words(["vervolgkeuzelijst", "vervolgkeuzemenu"]),
        .heading: .none(because: "„kop“ is as often content (a headline, a cup)"),
        .progressIndicator: .words(["voortgangsbalk"]),
        .stepper: .none(because: "no Dutch word for a stepper is in use in labels"),
        .list: .none(because: "„lijst“ is as often what the element shows (Leeslijst)"),
        .scrollBar: .words(["schuifbalk"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["tik", "tikt", "tikken", "aanraken"]),
        .doubleTap: .words(["dubbeltik", "dubbeltikt", "dubbeltikken", "twee keer tikken"]),
        .tripleTap: .words(["drie keer tikken"]),
        .longPress: .words([
            "lang indrukken", "lang drukken", "lang tikken", "ingedrukt houden", "houd ingedrukt", "tik en houd vast", "aanraken en vasthouden",
        ]),
        .swipe: .words(["veeg", "veegt", "vegen", "veegbeweging"]),
        .drag: .words(["slepen", "sleep", "sleept", "schuiven", "schuif"]),
        .pinch: .words(["knijp", "knijpt", "knijpen"]),
        .rotate: .none(because: "„draaien“ is as often what the element does (Draait de foto.)"),
        .shake: .none(because: "„schudden“ is as often the name of the setting (Schudden om te herstellen)"),
        .click: .words(["klik", "klikken", "dubbelklik", "dubbelklikt", "dubbelklikken"]),
        .press: .words(["druk op", "drukken op", "indrukken"]),
        .scroll: .words(["scroll", "scrollen"]),
        .fingers: .words(["met een vinger", "met één vinger", "met twee vingers", "met drie vingers", "met vier vingers"]),
    ]

    static let terms: [Term] = {
        // "Sleep" is English in "Sleep-timer"; "schuif" a bolt; "Scroll naar boven" a button.
        var terms = gestureConcepts.terms(
            leading: ["klik", "klikken", "schuiven", "slepen", "aanraken", "indrukken"], marked: ["sleep", "sleept", "schuif", "scroll", "scrollen"])
        // With a direction, a swipe opens a label as an instruction ("Veeg naar links om …"), while
        // "naar" is no marker: "Scroll naar boven" is a button.
        for direction in ["naar links", "naar rechts", "naar boven", "naar beneden", "omhoog", "omlaag", "links", "rechts"] {
            terms.append(Term("veeg \(direction)", .gesture))
        }
        terms += controlTypeConcepts.terms()
        // Hardware buttons are content: "Aan/uit-knop", "Home-knop".
        for phrase in ["aan uit knop", "aan uitknop", "home knop", "thuis knop", "zij knop", "volume knop"] {
            terms.append(Term(phrase, .neutral))
        }

        terms += stateConcepts.terms()
        return terms
    }()

    /// Control types at the end of a compound ("afspeelknop", "volumeschuifregelaar"), minus
    /// hardware buttons and things that are no control ("thuisknop", "deurknop").
    static let compoundSuffixes: [Term] = [
        Term("knop", .controlType, except: [
            "thuisknop", "homeknop", "zijknop", "volumeknop", "sluimerknop", "actieknop", "powerknop", "aanknop", "uitknop",
            "deurknop", "bloemknop", "cameraknop",
        ]),
        Term("schuifregelaar", .controlType),
        Term("tekstveld", .controlType),
        Term("zoekveld", .controlType),
        Term("invoerveld", .controlType),
        Term("selectievakje", .controlType),
        Term("keuzerondje", .controlType),
    ]

    // MARK: Verbs

    /// Interface verbs as "infinitive:stem" (folded: "kopieren" for "kopiëren"); a separable
    /// compound is "particle|infinitive" of a verb listed with its stem ("af|spelen": "Speelt … af").
    static let verbs: [String] = [
        "accepteren:accepteer", "activeren:activeer", "annuleren:annuleer", "antwoorden:antwoord",
        "archiveren:archiveer", "beantwoorden:beantwoord", "bekijken:bekijk", "bellen:bel", "beoordelen:beoordeel",
        "berekenen:bereken", "bestellen:bestel", "betalen:betaal", "bevestigen:bevestig", "bewaren:bewaar",
        "bewegen:beweeg", "bewerken:bewerk", "bezoeken:bezoek", "bladeren:blader", "blijven:blijf", "blokkeren:blokkeer",
        "boosten:boost", "citeren:citeer", "configureren:configureer", "controleren:controleer", "deactiveren:deactiveer",
        "deblokkeren:deblokkeer", "delen:deel", "dempen:demp", "deselecteren:deselecteer", "doen:doe", "downloaden:download",
        "draaien:draai", "drukken:druk", "dubbeltikken:dubbeltik", "exporteren:exporteer", "filteren:filter", "gaan:ga",
        "gebruiken:gebruik", "geven:geef", "herhalen:herhaal", "herladen:herlaad", "hernoemen:hernoem", "herstellen:herstel",
        "hervatten:hervat", "houden:houd", "importeren:importeer", "installeren:installeer", "keren:keer", "kiezen:kies",
        "kijken:kijk", "klikken:klik", "knijpen:knijp", "knippen:knip", "komen:kom", "kopen:koop", "kopieren:kopieer",
        "koppelen:koppel", "laden:laad", "laten:laat", "lezen:lees", "liken:like", "loggen:log", "luisteren:luister",
        "maken:maak", "markeren:markeer", "melden:meld", "minimaliseren:minimaliseer", "maximaliseren:maximaliseer",
        "navigeren:navigeer", "negeren:negeer", "nemen:neem", "ontdekken:ontdek", "ontgrendelen:ontgrendel",
        "ontkoppelen:ontkoppel", "ontvolgen:ontvolg", "openen:open", "passen:pas", "pauzeren:pauzeer", "plakken:plak",
        "plannen:plan", "plaatsen:plaats", "posten:post", "printen:print", "proberen:probeer", "publiceren:publiceer",
        "rapporteren:rapporteer", "reageren:reageer", "registreren:registreer", "resetten:reset", "roteren:roteer",
        "scannen:scan", "schakelen:schakel", "schuiven:schuif", "scrollen:scroll", "selecteren:selecteer", "slaan:sla",
        "slepen:sleep", "sluiten:sluit", "snijden:snijd", "sorteren:sorteer", "spelen:speel", "spiegelen:spiegel",
        "spoelen:spoel", "springen:spring", "staan:sta", "starten:start", "stellen:stel", "stoppen:stop", "sturen:stuur",
        "synchroniseren:synchroniseer", "testen:test", "tikken:tik", "tonen:toon", "typen:typ", "updaten:update",
        "uploaden:upload", "vegen:veeg", "veranderen:verander", "verbergen:verberg", "verbinden:verbind", "vergelijken:vergelijk",
        "vergrendelen:vergrendel", "vergroten:vergroot", "verkennen:verken", "verkleinen:verklein", "verlaten:verlaat",
        "verlengen:verleng", "vernieuwen:vernieuw", "verplaatsen:verplaats", "versturen:verstuur", "verversen:ververs",
        "verwijderen:verwijder", "verzenden:verzend", "vinden:vind", "vinken:vink", "voegen:voeg", "voeren:voer",
        "volgen:volg", "vouwen:vouw", "wachten:wacht", "werken:werk", "weigeren:weiger", "wijzigen:wijzig", "wisselen:wissel",
        "wissen:wis", "zetten:zet", "zien:zie", "zoeken:zoek", "zoomen:zoom",
        "aan|maken", "aan|passen", "aan|vinken", "af|drukken", "af|melden", "af|sluiten", "af|spelen", "bij|snijden",
        "bij|werken", "door|gaan", "door|sturen", "in|loggen", "in|schakelen", "in|stellen", "in|voeren", "in|vullen",
        "in|zoomen", "mee|delen", "om|draaien", "op|nemen", "op|slaan", "over|slaan", "samen|vouwen", "terug|gaan",
        "terug|keren", "terug|spoelen", "toe|voegen", "uit|klappen", "uit|loggen", "uit|schakelen", "uit|vinken",
        "uit|vouwen", "uit|zoomen", "vast|maken", "vast|zetten", "vooruit|spoelen", "weer|geven",
    ]

    /// Third persons that do not add "t" to the stem.
    static let irregularThirdPerson: [String: String] = ["ga": "gaat", "sla": "slaat", "sta": "staat"]

    /// Particles of separable verbs ("afspelen": "Speelt … af").
    static let separablePrefixes = [
        "aan", "af", "bij", "door", "in", "los", "mee", "na", "neer", "om", "op", "over", "samen", "tegen", "terug", "toe",
        "uit", "vast", "voor", "vooruit", "achteruit", "weer", "weg", "dicht", "vrij", "binnen", "buiten", "rond", "heen",
    ]

    /// Infinitive → stem, for every verb listed with its stem.
    static let stems: [String: String] = {
        var result: [String: String] = [:]
        for entry in verbs where entry.contains(":") {
            let parts = entry.split(separator: ":", maxSplits: 1)
            result[String(parts[0])] = String(parts[1])
        }
        return result
    }()

    /// `speel` → `speelt`, `houd` → `houdt`, `zet` → `zet`, `ga` → `gaat`.
    static func thirdPerson(ofStem stem: String) -> String {
        if let irregular = irregularThirdPerson[stem] { return irregular }
        return stem.hasSuffix("t") ? stem : stem + "t"
    }

    /// Every infinitive the grammar knows, with the stem of the verb that conjugates ("afspelen" → "speel").
    static let infinitiveStems: [String: String] = {
        var result = stems
        for entry in verbs where entry.contains("|") {
            let parts = entry.split(separator: "|", maxSplits: 1)
            if let stem = stems[String(parts[1])] { result[String(parts[0]) + String(parts[1])] = stem }
        }
        return result
    }()

    /// Verbs that name a gesture: their third person is no better a hint, so no suggestion.
    static let gestureStems: Set<String> = ["tik", "dubbeltik", "veeg", "knijp", "klik", "druk", "sleep", "schuif", "scroll"]

    /// Stems that are not also their third person, with the third person to suggest (`nil` for a gesture).
    static let imperatives: [String: String?] = {
        var result: [String: String?] = [:]
        for stem in Set(stems.values) where thirdPerson(ofStem: stem) != stem {
            result[stem] = gestureStems.contains(stem) ? nil : thirdPerson(ofStem: stem)
        }
        result["hou"] = "houdt"
        return result
    }()

    /// Third-person forms that open a correct hint, and the stems that are their own third person
    /// ("Zet", "Start", "Laat … zien": imperative or third person, nobody can tell).
    static let finiteForms: Set<String> = {
        var forms = Set(Set(stems.values).map(thirdPerson(ofStem:)))
        forms.formUnion([
            "is", "zijn", "heeft", "wordt", "kan", "mag", "moet", "wil", "zal", "gaat", "komt", "blijft", "laat", "doet", "ziet",
            "biedt", "bevat", "geeft", "helpt", "hoort", "leert", "zorgt", "maakt", "brengt", "vraagt", "zegt", "legt", "telt",
            "staat", "slaat", "raakt", "houdt", "neemt", "leest", "kiest", "toont", "opent", "wisselt", "verplaatst",
            "navigeert", "scrollt", "wijzigt", "past", "stelt", "schakelt", "geeft", "vindt", "wacht", "sluit", "zet",
            "start", "test", "print", "hervat", "vergroot", "verlaat", "post", "reset", "begint", "eindigt", "beschrijft",
            "vermeldt", "waarschuwt", "informeert", "verschijnt", "verdwijnt", "vereist", "heet", "betekent", "werkt",
        ])
        return forms
    }()

    /// Stems that are nouns or adjectives as well ("Open bestanden", "Deel 2", "Toon"): an
    /// imperative for certain only when an object follows.
    static let ambiguousStems: Set<String> = [
        "open", "deel", "toon", "stuur", "keer", "voer", "kijk", "druk", "tik", "klik", "veeg", "log", "stop", "filter",
        "download", "upload", "zoom", "bel", "spring", "koppel", "wissel", "schuif", "stel", "pas", "sla", "kom", "draai",
        "vouw", "gebruik", "antwoord", "bezoek", "plan", "scan", "boost", "like", "spoel", "werk", "plak", "knip", "herstel",
        "vink", "update", "sleep", "plaats",
    ]

    /// Words that start an object: after an ambiguous stem they make it an imperative.
    static let objectStarters: Set<String> = [
        "de", "het", "een", "t", "je", "jouw", "uw", "dit", "dat", "deze", "die", "alle", "alles", "mijn", "zijn", "haar",
        "ons", "onze", "hun", "hem", "ze", "me", "mij", "op", "naar", "om", "in", "aan", "uit", "af", "door", "over", "terug",
        "hier", "daar", "met", "twee", "drie", "nog", "eerst", "omhoog", "omlaag", "links", "rechts", "vervolgens",
    ]

    /// Infinitives that are plural nouns as well ("berichten", "delen", "spelen"): unsure.
    static let nounInfinitives: Set<String> = [
        "delen", "spelen", "tonen", "vragen", "antwoorden", "berichten", "stemmen", "sporen", "kaarten", "bladeren", "zetten",
        "tekenen", "plannen", "testen", "posten", "bellen", "klikken", "tikken", "plaatsen", "passen", "stellen",
        "vouwen", "vegen", "werken", "onderdelen", "nadelen", "voordelen", "aandelen", "voorstellen", "aanvragen", "keren",
        "voeren", "knippen", "vinken",
    ]

    /// Modal and auxiliary verbs: a clause with one of them has its own finite verb.
    static let auxiliaries: Set<String> = [
        "is", "zijn", "was", "waren", "wordt", "worden", "werd", "werden", "heeft", "hebben", "had", "hadden", "kan", "kun",
        "kunt", "kunnen", "kon", "konden", "moet", "moeten", "mag", "mogen", "wil", "wilt", "willen", "zal", "zult", "zullen",
        "zou", "zouden", "gaat", "gaan", "blijft", "laat", "laten", "hoeft", "hoeven", "komt",
    ]

    /// Words that open a subordinate clause, whose verb (plural, finite) comes last:
    /// "Toont vrienden die reageren".
    static let subordinators: Set<String> = [
        "die", "dat", "wat", "waar", "waarmee", "waarin", "waarop", "waarvan", "wanneer", "omdat", "zodat", "terwijl",
        "nadat", "voordat", "zodra", "indien", "welke", "wie",
    ]

    /// Prepositions after an infinitive inside a clause ("Context sorteren in oplopende volgorde").
    static let prepositions: Set<String> = ["in", "op", "naar", "aan", "met", "als", "van", "voor", "uit", "bij", "tot", "zonder"]

    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "de", "het", "een", "dit", "dat", "deze", "die", "je", "jouw", "uw", "hier", "als", "wanneer", "nu", "momenteel", "er",
    ]

    static let pronouns: Set<String> = ["u", "je", "jij"]

    /// Verb forms that only a following "je" or "jij" can be the subject of ("Kun je …", "Wil je …");
    /// after "kan", "wordt", "heeft", "je" is "your" as often ("Kan je wachtwoord niet opslaan").
    static let secondPersonInverted: Set<String> = ["kun", "wil", "moet", "mag", "zul", "heb", "ben", "word", "ga", "hoef"]

    /// Words after an infinitive that make it the subject of a report: "Downloaden mislukt".
    static let statusWords: Set<String> = [
        "mislukt", "gelukt", "voltooid", "geslaagd", "bezig", "mogelijk", "onmogelijk", "beschikbaar", "vereist",
        "toegestaan", "klaar", "uitgeschakeld", "ingeschakeld", "actief", "inactief",
    ]

    /// Words before an infinitive that make it a noun: "bij afspelen", "het delen".
    static let nounMarkers: Set<String> = ["bij", "na", "tijdens", "zonder", "voor", "door", "met", "van", "tot", "over", "het", "te", "om"]

    /// "gestopt", "gedownload": a past participle, by its shape.
    static func isParticiple(_ word: String) -> Bool {
        word.count >= 5 && word.hasPrefix("ge") && (word.hasSuffix("t") || word.hasSuffix("d"))
    }

    /// Whether a folded word is an infinitive the grammar knows, whole or behind separable particles.
    static func isInfinitive(_ word: String) -> Bool {
        if infinitiveStems[word] != nil { return true }
        return GermanicGrammar.separableBase(word, prefixes: separablePrefixes, isBase: { stems[$0] != nil }) != nil
    }

    /// The third person to suggest for an infinitive ("afspelen" → "Speelt"), none for gestures.
    static func suggestion(forInfinitive word: String) -> String? {
        let stem = infinitiveStems[word]
            ?? GermanicGrammar.separableBase(word, prefixes: separablePrefixes, isBase: { stems[$0] != nil }).flatMap { stems[$0] }
        guard let stem, !gestureStems.contains(stem) else { return nil }
        // "afspelen" → "Speelt … af": the particle of a separable verb goes to the clause's end.
        let particles = stems[word] != nil ? nil : separableParticles[word]
            ?? GermanicGrammar.separableParticles(word, prefixes: separablePrefixes, isBase: { stems[$0] != nil })
        return GermanicGrammar.withParticles(LetterCase.capitalized(thirdPerson(ofStem: stem)), particles)
    }

    /// The particle of each separable verb of the lexicon ("afspelen" → "af").
    static let separableParticles: [String: String] = {
        var result: [String: String] = [:]
        for entry in verbs where entry.contains("|") {
            let parts = entry.split(separator: "|", maxSplits: 1)
            result[String(parts[0]) + String(parts[1])] = String(parts[0])
        }
        return result
    }()

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        guard let first = words.first else { return nil }
        if let issue = request(text) { return issue }
        let firstIsWord = !first.isPlaceholder
        let word = first.folded
        let written = text.slice(first.start, first.end)
        let second = words.count > 1 && !words[1].isPlaceholder ? words[1].folded : nil
        if firstIsWord {
            // "U kunt …", "Je kan …", "Kunt u …", "Hier kun je …": a subject addressing the user.
            if let issue = addressesUser(text) { return issue }
            // "Kiest u een optie": the polite imperative has the form of the third person.
            if finiteForms.contains(word), second == "u" {
                return HintFormIssue(.imperative, words: text.slice(first.start, words[1].end))
            }
            if finiteForms.contains(word) { return nil }
            if let suggestion = imperatives[word] {
                let certain = !ambiguousStems.contains(word) || second.map(objectStarters.contains) == true
                return HintFormIssue(
                    .imperative, words: written, suggestion: suggestion.map { LetterCase.capitalized($0, like: written) },
                    severity: certain ? .warning : .info)
            }
            // "Om het nummer af te spelen.": a purpose without the sentence it serves.
            if word == "om", let te = words.dropFirst().first(where: { $0.folded == "te" }) {
                return HintFormIssue(.infinitive, words: "\(written) … \(text.slice(te.start, te.end))")
            }
        }
        // The infinitive that ends the clause first: in "Afspelen stoppen" the noun comes first.
        if let issue = closingInfinitive(text, words: words) { return issue }
        if firstIsWord, let issue = openingInfinitive(text, words: words) { return issue }
        if firstIsWord, nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// "Alstublieft", "alsjeblieft", "a.u.b.", "Gelieve …".
    private static func request(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        for (index, word) in words.enumerated() where !word.isPlaceholder {
            switch word.folded {
            case "alstublieft", "alsjeblieft":
                return HintFormIssue(.request, words: text.slice(word.start, word.end))
            case "gelieve" where index == 0:
                return HintFormIssue(.request, words: text.slice(word.start, word.end))
            case "a" where index + 2 < words.count && words[index + 1].folded == "u" && words[index + 2].folded == "b":
                return HintFormIssue(.request, words: text.slice(word.start, words[index + 2].end))
            default:
                continue
            }
        }
        return nil
    }

    /// A pronoun for the user next to a modal verb in the first three words.
    private static func addressesUser(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        for index in 0..<min(words.count - 1, 2) {
            let (a, b) = (words[index].folded, words[index + 1].folded)
            let subjectFirst = pronouns.contains(a) && auxiliaries.contains(b)
            let verbFirst = (b == "u" && auxiliaries.contains(a)) || ((b == "je" || b == "jij") && secondPersonInverted.contains(a))
            if subjectFirst || verbFirst {
                return HintFormIssue(.addressesUser, words: text.slice(words[index].start, words[index + 1].end), severity: .info)
            }
        }
        return nil
    }

    /// An infinitive that opens the hint: "Toevoegen aan wachtrij", "Selecteren om …" (an
    /// instruction), "Afspelen" alone (unsure: it may be a noun), "Afspelen van video's" (a noun).
    private static func openingInfinitive(_ text: AnalyzedText, words: [Word]) -> HintFormIssue? {
        let first = words[0]
        guard isInfinitive(first.folded) else { return nil }
        let written = text.slice(first.start, first.end)
        let suggestion = suggestion(forInfinitive: first.folded)
        let second = words.count > 1 ? words[1].folded : nil
        if nounInfinitives.contains(first.folded) {
            return second == "om" ? HintFormIssue(.infinitive, words: written, suggestion: suggestion) : nil
        }
        guard let second else { return HintFormIssue(.infinitive, words: written, suggestion: suggestion, severity: .info) }
        if second == "van" || second == "het" { return nil }
        // "Downloaden mislukt", "Synchroniseren gestopt": a report on the action, not an instruction.
        let clause = words[1..<max(GermanicGrammar.firstClauseLength(text), 1)]
        if clause.contains(where: { statusWords.contains($0.folded) || isParticiple($0.folded) }) { return nil }
        let listed = GermanicGrammar.isClauseBreak(text, from: first.end, to: words[1].start) && second != "om"
        return HintFormIssue(.infinitive, words: written, suggestion: suggestion, severity: listed ? .info : .warning)
    }

    /// An infinitive that ends the main clause ("Alle media afspelen", "Optie inschakelen om …"),
    /// or, unsure, stands inside it before a preposition ("Context sorteren in … volgorde").
    private static func closingInfinitive(_ text: AnalyzedText, words: [Word]) -> HintFormIssue? {
        var length = GermanicGrammar.firstClauseLength(text)
        // "om … te …" is a clause of its own, without a comma.
        if let om = words[1..<max(length, 1)].firstIndex(where: { $0.folded == "om" }),
            words[om..<length].contains(where: { $0.folded == "te" })
        {
            length = om
        }
        guard length >= 2 else { return nil }
        let clause = words[0..<length]
        guard !clause.dropFirst().dropLast().contains(where: { subordinators.contains($0.folded) || auxiliaries.contains($0.folded) })
        else {
            return nil
        }
        let last = words[length - 1]
        let severity: Severity = words[0].isPlaceholder ? .info : .warning
        if !last.isPlaceholder, isInfinitive(last.folded) {
            // "… om te openen", "bij afspelen", "het delen": no instruction; "berichten": a noun.
            let before = words[length - 2].folded
            let nounMarked = nounMarkers.contains(before)
                || (length >= 3 && ["lang", "kort", "snel"].contains(before) && nounMarkers.contains(words[length - 3].folded))
            guard !nounMarked, !nounInfinitives.contains(last.folded) else { return nil }
            // "Lijst niet herhalen": the negation goes with the verb's form.
            let form = suggestion(forInfinitive: last.folded)
            return HintFormIssue(
                .infinitive, words: text.slice(last.start, last.end),
                suggestion: before == "niet" ? form.map { GermanicGrammar.negated($0, by: "niet") } : form, severity: severity)
        }
        for index in 1..<(length - 1) {
            let word = words[index]
            guard !word.isPlaceholder, isInfinitive(word.folded), !nounInfinitives.contains(word.folded),
                !["te", "het", "de", "een", "van", "om"].contains(words[index - 1].folded),
                prepositions.contains(words[index + 1].folded)
            else { continue }
            return HintFormIssue(
                .infinitive, words: text.slice(word.start, word.end), suggestion: suggestion(forInfinitive: word.folded),
                severity: .info)
        }
        return nil
    }
}

extension DutchGrammar {
    /// Every language-specific rule, in Dutch: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "nl", .label, "Afspelen.", fix: "Afspelen"),
        .bad("label-trailing-period", "nl", .label, "Aan favorieten toevoegen.", fix: "Aan favorieten toevoegen"),
        .good("label-trailing-period", "nl", .label, "Afspelen"),
        .good("label-trailing-period", "nl", .label, "Laden..."),
        .good("label-trailing-period", "nl", .label, "Foto's, video's enz."),
        .good("label-trailing-period", "nl", .label, "Foto's, video's e.d."),

        .bad("label-control-type", "nl", .label, "Afspeelknop"),
        .bad("label-control-type", "nl", .label, "Volume-schuifregelaar", fix: "Volume"),
        .bad("label-control-type", "nl", .label, "Delen-knop", fix: "Delen"),
        .bad("label-control-type", "nl", .label, "Knop Afspelen"),
        .good("label-control-type", "nl", .label, "Afspelen"),
        .good("label-control-type", "nl", .label, "Thuisknop"),
        .good("label-control-type", "nl", .label, "Aan/uit-knop"),
        .good("label-control-type", "nl", .label, "Deurknop"),

        .bad("label-state", "nl", .label, "Wifi, geselecteerd", fix: "Wifi"),
        .bad("label-state", "nl", .label, "Geselecteerd"),
        .good("label-state", "nl", .label, "Geselecteerde foto's tonen"),
        .good("label-state", "nl", .label, "Wifi"),

        .bad("label-gesture", "nl", .label, "Tik om af te spelen"),
        .bad("label-gesture", "nl", .label, "Dubbeltik om in te zoomen"),
        .bad("label-gesture", "nl", .label, "Veeg naar links om te verwijderen"),
        .good("label-gesture", "nl", .label, "Veegacties"),
        .good("label-gesture", "nl", .label, "Afspelen"),
        .good("label-gesture", "nl", .label, "Scroll naar boven"),
        .good("label-gesture", "nl", .label, "Sleep-timer"),

        .bad("label-capitalization", "nl", .label, "afspelen", fix: "Afspelen"),
        .bad("label-capitalization", "nl", .label, "nieuw bericht", fix: "Nieuw bericht"),
        .good("label-capitalization", "nl", .label, "Nieuw bericht"),
        .good("label-capitalization", "nl", .label, "iPhone-opslag"),
        .good("label-capitalization", "nl", .label, "IJsbaan"),

        .bad("label-length", "nl", .label, "Tik op deze knop om een nieuw bericht te maken"),
        .good("label-length", "nl", .label, "Nieuw bericht"),
        .good("label-length", "nl", .label, "Apple Inc., $ 125,25, 1,3% hoger"),

        .bad("label-vague", "nl", .label, "Lees meer"),
        .bad("label-vague", "nl", .label, "Klik hier"),
        .bad("label-vague", "nl", .label, "Meer"),
        .good("label-vague", "nl", .label, "Meer over prijzen"),
        .good("label-vague", "nl", .label, "Afspelen"),

        .bad("hint-imperative", "nl", .hint, "Speel het nummer af.", fix: "Speelt het nummer af."),
        // The separable particle would have to move to the end ("Voegt … toe").
        .badWithoutFix("hint-imperative", "nl", .hint, "Toevoegen aan wachtrij."),
        .bad("hint-imperative", "nl", .hint, "Open de instellingen."),
        .bad("hint-imperative", "nl", .hint, "Selecteer een foto."),
        .bad("hint-imperative", "nl", .hint, "Houd je gegevens bij."),
        .bad("hint-imperative", "nl", .hint, "Kiest u een optie."),
        .bad("hint-imperative", "nl", .hint, "Nummer afspelen."),
        .bad("hint-imperative", "nl", .hint, "Toevoegen aan afspeellijst."),
        .bad("hint-imperative", "nl", .hint, "Selecteren om de weergave te openen."),
        .bad("hint-imperative", "nl", .hint, "Optie inschakelen om meldingen te ontvangen."),
        .bad("hint-imperative", "nl", .hint, "Om het nummer af te spelen."),
        .bad("hint-imperative", "nl", .hint, "Gelieve je naam in te voeren."),
        .good("hint-imperative", "nl", .hint, "Speelt het nummer af."),
        .good("hint-imperative", "nl", .hint, "Opent de instellingen."),
        .good("hint-imperative", "nl", .hint, "Toont alle berichten."),
        .good("hint-imperative", "nl", .hint, "Houdt je gegevens bij."),
        .good("hint-imperative", "nl", .hint, "Laat de details zien."),
        .good("hint-imperative", "nl", .hint, "Zet de wekker."),
        .good("hint-imperative", "nl", .hint, "Toont vrienden die reageren."),
        .good("hint-imperative", "nl", .hint, "Instellingen voor de speler."),

        .bad("hint-gesture", "nl", .hint, "Dubbeltik om het nummer af te spelen."),
        .bad("hint-gesture", "nl", .hint, "Tikken koopt het item."),
        .bad("hint-gesture", "nl", .hint, "Veeg om het item te verwijderen."),
        .bad("hint-gesture", "nl", .hint, "Sleep om de volgorde te wijzigen."),
        .good("hint-gesture", "nl", .hint, "Scrollt naar boven."),
        .good("hint-gesture", "nl", .hint, "Verwijdert het item."),
        .good("hint-gesture", "nl", .hint, "Stelt de sleep-timer in."),

        .bad("hint-control-type", "nl", .hint, "Knop die een naam toevoegt."),
        .bad("hint-control-type", "nl", .hint, "Schuifregelaar die de schaal aanpast."),
        .bad("hint-control-type", "nl", .hint, "Deel-knop die de foto verstuurt."),
        .good("hint-control-type", "nl", .hint, "Toont de afspeelknop."),
        .good("hint-control-type", "nl", .hint, "Voegt een naam toe."),
        .good("hint-control-type", "nl", .hint, "Past de schaal aan."),
        .good("hint-control-type", "nl", .hint, "Werkt als de thuisknop."),

        .bad("hint-repeats-label", "nl", .hint, "Bewaar bewaart je wijzigingen.", label: "Bewaar"),
        .bad("hint-repeats-label", "nl", .hint, "Terug gaat naar het vorige scherm.", label: "Terug"),
        .good("hint-repeats-label", "nl", .hint, "Bewaart je wijzigingen.", label: "Bewaar"),
        .good("hint-repeats-label", "nl", .hint, "Verwijdert het bericht.", label: "Verwijder"),

        .bad("hint-missing-period", "nl", .hint, "Speelt het nummer af", fix: "Speelt het nummer af."),
        .bad("hint-missing-period", "nl", .hint, "Voegt een stad toe。", fix: "Voegt een stad toe."),
        .good("hint-missing-period", "nl", .hint, "Speelt het nummer af."),
        .good("hint-missing-period", "nl", .hint, "Opent het menu…"),

        .bad("hint-capitalization", "nl", .hint, "speelt het nummer af.", fix: "Speelt het nummer af."),
        .good("hint-capitalization", "nl", .hint, "Speelt het nummer af."),
        .good("hint-capitalization", "nl", .hint, "iCloud houdt je notities gesynchroniseerd."),

        .bad("hint-length", "nl", .hint,
             "Opent de instellingen waar je kunt kiezen welke van je accounts wordt gebruikt wanneer je een bericht uit de tijdlijn plaatst, beantwoordt of deelt."),
        .good("hint-length", "nl", .hint, "Opent de accountinstellingen."),
    ]
}
