/// Malayalam: hints describe the result with the verb at the end, in the present without a
/// subject («പാട്ട് പ്ലേ ചെയ്യുന്നു.», «ക്രമീകരണങ്ങൾ തുറക്കുന്നു.»), and end with the Latin full
/// stop, as Malayalam interfaces write it; labels are short noun phrases or commands in «-ുക»
/// («പ്ലേ ചെയ്യുക», «ഇല്ലാതാക്കുക») without one. The script has no letter case; its vowel signs
/// and the chandrakkala «്» are marks of their letter, and words are written with spaces.
///
/// Malayalam fuses its case endings to the noun: «ബട്ടൺ» (a button, the element itself) but
/// «ബട്ടണിൽ» (on the button) and «ബട്ടണിന്റെ» (the button's) name something else, so only the
/// nominative is a term. The command in «-ുക» and the present in «-ുന്നു» are regular for every
/// verb («തുറക്കുക» → «തുറക്കുന്നു», «ചെയ്യുക» → «ചെയ്യുന്നു»), which the hint grammar relies on.
///
/// Chillu letters are written atomically («ൺ», «ർ», «ൽ», «ൻ», «ൾ») in today's text, and in older
/// text as a consonant with the chandrakkala and a zero-width joiner («ണ്‍»); a zero-width
/// non-joiner sometimes keeps a conjunct apart («ടെക്‌സ്റ്റ്»). The shared word splitter keeps
/// either joiner inside its word and drops it from the folded form, so the table looks up each
/// of its words as written and with its chillus spelled the older way
/// (``MalayalamGrammar/spellings(of:)``).
extension LanguageProfile {
    /// The Malayalam table (`ml`, also used for `ml-IN`).
    public static let malayalam = LanguageProfile(
        code: "ml", name: "Malayalam", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["।", "。", "．"],
        abbreviations: ["ഉദാ", "കി.മീ", "സെ.മീ", "മി.മീ", "മി.ലി", "കി.ഗ്രാ", "രൂ", "ഡോ", "ശ്രീ", "etc", "vs", "inc", "ltd", "no"],
        terms: TermTable(MalayalamGrammar.terms, segmentation: .words),
        instructionMarkers: MalayalamGrammar.instructionMarkers,
        vagueLabels: ["ബട്ടൺ", "ഐക്കൺ", "ഇനം", "ടെക്സ്റ്റ്", "ലേബൽ", "പേരില്ലാത്തത്", "ശീർഷകമില്ലാത്തത്"],
        vagueConcepts: MalayalamGrammar.vagueConcepts,
        // «ഒരു» (a) is left out: «ഒരു ബട്ടൺ» before a verb is as often its object («ഒരു ബട്ടൺ ചേർക്കുന്നു»).
        determiners: ["ഈ", "ആ", "എല്ലാ", "ഓരോ", "നിങ്ങളുടെ"],
        hintForm: MalayalamGrammar.hintForm,
        verbPosition: .last,
        // The head of a Malayalam noun phrase comes last, the genitive fused to the modifier
        // («ബട്ടണിന്റെ നിറം»): a type word followed by more of the phrase modifies it.
        modifierLinks: LanguageProfile.ModifierLinks([], headFollows: true),
        conjunctions: ["അല്ലെങ്കിൽ", "കൂടാതെ", "പിന്നെ", "തുടർന്ന്"],
        descriptiveVerbs: ["കാണുക": "കാണിക്കുന്നു", "കാണൂ": "കാണിക്കുന്നു"],
        stateConcepts: MalayalamGrammar.stateConcepts, controlTypeConcepts: MalayalamGrammar.controlTypeConcepts,
        gestureConcepts: MalayalamGrammar.gestureConcepts,
        examples: MalayalamGrammar.examples)
}

/// Malayalam hint grammar: the verb that ends the hint's first sentence is told apart — the
/// present («തുറക്കുന്നു») from the command in «-ുക» («തുറക്കുക») and «-ൂ» («തുറക്കൂ»), the
/// prohibition in «-രുത്» («അടയ്ക്കരുത്»), "please" («ദയവായി») and "you can" («നിങ്ങൾക്ക് …
/// മാറ്റാം») — the present derived from the command by its ending.
enum MalayalamGrammar {
    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["തിരഞ്ഞെടുത്തു", "തിരഞ്ഞെടുത്തത്", "തിരഞ്ഞെടുക്കപ്പെട്ടു", "തിരഞ്ഞെടുത്തിട്ടില്ല", "തിരഞ്ഞെടുക്കാത്തത്"]),
        .checked: .words(["ചെക്ക് ചെയ്തു", "ചെക്ക് ചെയ്തിട്ടില്ല", "ടിക്ക് ചെയ്തു", "ടിക്ക് ചെയ്തിട്ടില്ല"]),
        .dimmed: .none(because: "«മങ്ങിയത്», «പ്രവർത്തനരഹിതം» are as often a message of their own (the feature is off) or an ordinary word"),
        .expanded: .words(["വികസിപ്പിച്ചു", "വികസിപ്പിച്ചത്"]),
        .collapsed: .words(["ചുരുക്കി", "ചുരുക്കിയത്"]),
        .on: .none(because: "«ഓൺ» is a switch's value, which VoiceOver reads"),
        .off: .none(because: "«ഓഫ്» is a switch's value, which VoiceOver reads"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in the nominative, which names the element: Malayalam interfaces write them as the English
    /// loanword.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["ബട്ടൺ", "ബട്ടൻ"]),
        .link: .none(because: "«ലിങ്ക്» is as often what the element acts on (ലിങ്ക് പകർത്തുക, ലിങ്ക് പങ്കിടുക)"),
        .image: .none(because: "«ചിത്രം» is as often what the element acts on (ചിത്രം സംരക്ഷിക്കുക); a label that is only «ചിത്രം» is vague"),
        .textField: .words(["ടെക്സ്റ്റ് ഫീൽഡ്", "ടെക്‌സ്റ്റ് ഫീൽഡ്", "ടെക്സ്റ്റ് ബോക്സ്", "വാചക ഫീൽഡ്"]),
        .searchField: .words(["തിരയൽ ഫീൽഡ്", "സെർച്ച് ഫീൽഡ്", "തിരയൽ ബോക്സ്", "സെർച്ച് ബോക്സ്"]),
        .secureTextField: .words(["സുരക്ഷിത ടെക്സ്റ്റ് ഫീൽഡ്"]),
        .slider: .words(["സ്ലൈഡർ"]),
        .adjustable: .none(because: "«ക്രമീകരിക്കാവുന്നത്» is an ordinary adjective of labels (ക്രമീകരിക്കാവുന്ന ഫോണ്ട് വലുപ്പം)"),
        .toggle: .words(["ടോഗിൾ ബട്ടൺ", "സ്വിച്ച് ബട്ടൺ"]),
        .checkbox: .words(["ചെക്ക്ബോക്സ്", "ചെക്ക് ബോക്സ്"]),
        .radioButton: .words(["റേഡിയോ ബട്ടൺ"]),
        .picker: .words(["പിക്കർ", "തീയതി പിക്കർ"]),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («ബട്ടൺ») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («ടാബ്») is content (ടാബ് അടയ്ക്കുക, പുതിയ ടാബ്)"),
        .tabBar: .words(["ടാബ് ബാർ"]),
        .menu: .none(because: "«മെനു» is as often the name of the element that opens one"),
        .popUpButton: .words(["പോപ്പ്-അപ്പ് ബട്ടൺ", "പോപ്പ്അപ്പ് ബട്ടൺ"]),
        .comboBox: .words(["ഡ്രോപ്പ്ഡൗൺ", "ഡ്രോപ്പ്-ഡൗൺ", "ഡ്രോപ്പ്ഡൗൺ ലിസ്റ്റ്", "കോംബോ ബോക്സ്"]),
        .heading: .none(because: "«തലക്കെട്ട്», «ശീർഷകം» are as often content (an article's or a song's title)"),
        .progressIndicator: .words(["പ്രോഗ്രസ് ബാർ", "പുരോഗതി ബാർ"]),
        .stepper: .words(["സ്റ്റെപ്പർ"]),
        .list: .none(because: "«ലിസ്റ്റ്», «പട്ടിക» are as often what the element shows (പ്ലേലിസ്റ്റ്, വാങ്ങൽ പട്ടിക)"),
        .scrollBar: .words(["സ്ക്രോൾ ബാർ", "സ്ക്രോൾബാർ"]),
    ]

    /// A gesture loanword with the instruction forms of «ചെയ്യുക»: the command («ടാപ്പ് ചെയ്യുക»,
    /// «ടാപ്പ് ചെയ്യൂ»), the converb («ടാപ്പ് ചെയ്ത്»), "if you …" («ടാപ്പ് ചെയ്താൽ»), "when you
    /// …" («ടാപ്പ് ചെയ്യുമ്പോൾ») and "by …ing" («ടാപ്പ് ചെയ്യുന്നതിലൂടെ»).
    static func lightVerbForms(of noun: String) -> [String] {
        ["ചെയ്യുക", "ചെയ്യൂ", "ചെയ്ത്", "ചെയ്താൽ", "ചെയ്യുമ്പോൾ", "ചെയ്യുന്നതിലൂടെ"].map { noun + " " + $0 }
    }

    /// The gestures, as this language words them (``GestureConcept``): the loanword with
    /// «ചെയ്യുക» and the native verbs, in their instruction forms; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(lightVerbForms(of: "ടാപ്പ്") + ["സ്പർശിക്കുക", "സ്പർശിക്കൂ", "സ്പർശിച്ചാൽ"]),
        .doubleTap: .words(
            lightVerbForms(of: "ഡബിൾ ടാപ്പ്") + lightVerbForms(of: "ഇരട്ട ടാപ്പ്") + lightVerbForms(of: "രണ്ടുതവണ ടാപ്പ്") + lightVerbForms(of: "രണ്ട് തവണ ടാപ്പ്")),
        .tripleTap: .words(lightVerbForms(of: "ട്രിപ്പിൾ ടാപ്പ്") + lightVerbForms(of: "മൂന്നുതവണ ടാപ്പ്")),
        .longPress: .words([
            "അമർത്തിപ്പിടിക്കുക", "അമർത്തിപ്പിടിക്കൂ", "അമർത്തിപ്പിടിച്ചാൽ", "സ്പർശിച്ച് പിടിക്കുക", "ടാപ്പ് ചെയ്ത് പിടിക്കുക",
            "ദീർഘനേരം അമർത്തുക", "ലോംഗ് പ്രസ്സ് ചെയ്യുക",
        ]),
        .swipe: .words(
            lightVerbForms(of: "സ്വൈപ്പ്") + ["ഇടത്തേക്ക്", "വലത്തേക്ക്", "മുകളിലേക്ക്", "താഴേക്ക്"].flatMap { direction in
                lightVerbForms(of: direction + " സ്വൈപ്പ്") + [direction + " നിരക്കുക"]
            }),
        .drag: .words(["വലിച്ചിടുക", "വലിച്ചിഴയ്ക്കുക", "വലിച്ചിടൂ"] + lightVerbForms(of: "ഡ്രാഗ്")),
        .pinch: .words(lightVerbForms(of: "പിഞ്ച്")),
        .rotate: .none(because: "«തിരിക്കുക» is as often what the element does (ചിത്രം തിരിക്കുന്നു.)"),
        .shake: .words(["കുലുക്കുക", "കുലുക്കൂ", "കുലുക്കിയാൽ", "കുലുക്കുമ്പോൾ"]),
        .click: .words(lightVerbForms(of: "ക്ലിക്ക്") + lightVerbForms(of: "ഡബിൾ ക്ലിക്ക്")),
        .press: .words(["അമർത്തുക", "അമർത്തൂ", "അമർത്തിയാൽ", "അമർത്തുമ്പോൾ"]),
        .scroll: .words(lightVerbForms(of: "സ്ക്രോൾ")),
        .fingers: .words([
            "രണ്ട് വിരലുകൾ ഉപയോഗിച്ച്", "മൂന്ന് വിരലുകൾ ഉപയോഗിച്ച്", "നാല് വിരലുകൾ ഉപയോഗിച്ച്", "രണ്ട് വിരലുകൾകൊണ്ട്", "രണ്ടു വിരലുകൾ കൊണ്ട്",
        ]),
    ]

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["കൂടുതൽ", "കൂടുതൽ കാണുക", "കൂടുതൽ കാണിക്കുക"],
        .learnMore: ["കൂടുതലറിയുക", "കൂടുതൽ അറിയുക", "കൂടുതൽ മനസ്സിലാക്കുക", "കൂടുതൽ വായിക്കുക"],
        .clickHere: ["ഇവിടെ ക്ലിക്ക് ചെയ്യുക", "ഇവിടെ ടാപ്പ് ചെയ്യുക", "ഇവിടെ അമർത്തുക", "ഇവിടെ സ്പർശിക്കുക"],
        .details: ["വിശദാംശങ്ങൾ", "വിശദാംശം", "വിശദവിവരങ്ങൾ"],
        .info: ["വിവരങ്ങൾ", "വിവരം", "കൂടുതൽ വിവരങ്ങൾ", "വിവരണം"],
        .here: ["ഇവിടെ"],
        .link: ["ലിങ്ക്"],
        .image: ["ചിത്രം", "ഇമേജ്"],
    ]

    /// What makes a gesture word an instruction when it follows it: a conjunction, "here", or a
    /// command («ടാപ്പ് ചെയ്ത് തുറക്കുക»: the converb's command is in «-ുക»).
    static let instructionMarkers: Set<String> = [
        "ഇവിടെ", "പിന്നെ", "തുടർന്ന്", "അല്ലെങ്കിൽ", "കൂടാതെ", "തുറക്കുക", "പ്ലേ", "ഇല്ലാതാക്കുക", "ചേർക്കുക", "കാണുക", "പിടിക്കുക",
        "തിരഞ്ഞെടുക്കുക", "പങ്കിടുക", "മായ്ക്കുക", "മാറ്റുക",
    ]

    // MARK: Spellings

    /// The atomic chillu letters and the consonants they stand for.
    static let chillus: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{0D7A}": "\u{0D23}", "\u{0D7B}": "\u{0D28}", "\u{0D7C}": "\u{0D30}", "\u{0D7D}": "\u{0D32}", "\u{0D7E}": "\u{0D33}",
        "\u{0D7F}": "\u{0D15}",
    ]

    /// A phrase as the table looks it up in both spellings of its chillus: as written (atomic
    /// chillu, «ചേർക്കുക»), and the older way, consonant and chandrakkala (and a joiner, which
    /// the word splitter keeps in the word and drops from its folded form: «ചേര്‍ക്കുക»).
    static func spellings(of phrase: String) -> [String] {
        var older = String.UnicodeScalarView()
        for scalar in phrase.unicodeScalars {
            if let consonant = chillus[scalar] {
                older.append(consonant)
                older.append("\u{0D4D}")
            } else {
                older.append(scalar)
            }
        }
        return String(older) == phrase ? [phrase] : [phrase, String(older)]
    }

    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ words: [String], _ kind: TermKind) {
            for word in words {
                for spelling in spellings(of: word) { terms.append(Term(spelling, kind)) }
            }
        }
        add(gestureConcepts.allWords, .gesture)
        add(controlTypeConcepts.allWords, .controlType)
        add(stateConcepts.allWords, .state)
        return terms
    }()

    // MARK: Hint form

    /// Nouns that end like a command in «-ുക»: an amount, smoke.
    static let nounsEndingLikeCommands: Set<String> = ["തുക", "പുക", "ആകെത്തുക"]

    /// Commands whose subject is the user («പാസ്‌വേഡ് നൽകുക»: enter the password; «കാത്തിരിക്കുക»:
    /// wait): no descriptive form is certain.
    static let userVerbs: Set<String> = [
        "നൽകുക", "കാത്തിരിക്കുക", "ശ്രമിക്കുക", "ഉറപ്പാക്കുക", "സ്ഥിരീകരിക്കുക", "എഴുതുക", "വായിക്കുക", "കേൾക്കുക", "അനുവദിക്കുക",
        "ശ്രദ്ധിക്കുക", "ഓർക്കുക",
    ]

    /// Nouns of compounds with «ചെയ്യുക» that name what the user does («ടൈപ്പ് ചെയ്യുക», «ലോഗിൻ
    /// ചെയ്യുക», «സൈൻ ഇൻ ചെയ്യുക»).
    static let userActionNouns: Set<String> = ["ടൈപ്പ്", "ലോഗിൻ", "ഇൻ", "ഔട്ട്", "രജിസ്റ്റർ"]

    /// The gesture words whose command hint-gesture reports (the verb itself, or the noun before
    /// «ചെയ്യുക»).
    static let gestureWords: Set<String> = [
        "ടാപ്പ്", "ക്ലിക്ക്", "സ്വൈപ്പ്", "പിഞ്ച്", "സ്ക്രോൾ", "ഡ്രാഗ്", "പ്രസ്സ്", "സ്പർശിക്കുക", "അമർത്തുക", "അമർത്തിപ്പിടിക്കുക",
        "വലിച്ചിടുക", "വലിച്ചിഴയ്ക്കുക", "കുലുക്കുക", "നിരക്കുക", "പിടിക്കുക", "സ്പർശിക്കൂ", "അമർത്തൂ", "കുലുക്കൂ",
    ]

    /// The beginnings of the gesture loanwords, which their verbal nouns share («ടാപ്പിംഗ്», «ടാപിംഗ്»).
    static let gestureStems: [String] = ["ടാപ", "ക്ലിക", "സ്വൈപ", "സ്ക്രോള", "പിഞ്ച", "ഡ്രാഗ"]

    /// Whether a word is a command in «-ുക» (not a noun that ends like one) or in «-ൂ».
    static func isCommand(_ word: String) -> Bool {
        if word.hasScalarSuffix("ുക") { return word.unicodeScalars.count >= 4 && !nounsEndingLikeCommands.contains(word) }
        return word.hasScalarSuffix("ക്കൂ") || word.hasScalarSuffix("യ്യൂ")
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        guard text.words.last?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard !words.isEmpty else { return nil }
        if text.endsWith("?") || text.endsWith("？") { return nil }
        let folded = words.map(\.folded)
        func written(_ from: Int, _ to: Int) -> String { text.slice(words[from].start, words[to].end) }
        if let please = folded.firstIndex(where: { $0 == "ദയവായി" || $0 == "ദയവുചെയ്ത്" }) {
            return HintFormIssue(.request, words: written(please, please))
        }
        let last = text.lastWordOfFirstSentence(words, endingWith: "।.!?")
        let verb = folded[last]
        let endsWith = { (suffix: String) in verb.hasScalarSuffix(suffix) }
        // «നിങ്ങൾക്ക് ഭാഷ മാറ്റാം.», «നിങ്ങൾ പാസ്‌വേഡ് നൽകണം.»: the user is the subject.
        if let you = folded[..<last].firstIndex(where: { $0 == "നിങ്ങൾക്ക്" || $0 == "നിങ്ങൾ" }),
            endsWith("ാം") || endsWith("ണം") || verb == "കഴിയും" || verb == "സാധിക്കും"
        {
            return HintFormIssue(.addressesUser, words: written(you, you), severity: .info)
        }
        // «ആപ്പ് അടയ്ക്കരുത്.»: a prohibition.
        if endsWith("രുത്") { return HintFormIssue(.negativeCommand, words: written(last, last)) }
        guard isCommand(verb) else { return nil }
        let ending = endsWith("ുക") ? "ുക" : "ൂ"
        let previous = last > 0 ? folded[last - 1] : nil
        // «ടാപ്പ് ചെയ്യുക», «അമർത്തുക»: a gesture, which hint-gesture reports.
        let isLightVerb = verb.unicodeScalars.starts(with: "ചെയ്".unicodeScalars)
        if gestureWords.contains(verb) || isLightVerb && previous.map(gestureWords.contains) == true { return nil }
        // A verbal noun of a gesture («ടാപ്പിംഗ് ചെയ്യുക»), a verb of the user's, or another command
        // before this one («പ്ലേ ചെയ്യുക അല്ലെങ്കിൽ നിർത്തുക»), which a rewrite of the last would
        // leave as it is: a command, with no certain rewrite.
        let isGestureNoun = previous.map { noun in gestureStems.contains { noun.unicodeScalars.starts(with: $0.unicodeScalars) } } == true
        let commandBefore = folded[..<last].contains(where: isCommand)
        if userVerbs.contains(verb) || isLightVerb && (isGestureNoun || previous.map(userActionNouns.contains) == true) || commandBefore {
            return HintFormIssue(.imperative, words: written(last, last))
        }
        let shown = written(last, last)
        return HintFormIssue(.imperative, words: shown, suggestion: shown.droppingScalars(of: ending) + "ുന്നു")
    }
}

extension MalayalamGrammar {
    /// Every language-specific rule, in Malayalam: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ml", .label, "പ്ലേ ചെയ്യുക.", fix: "പ്ലേ ചെയ്യുക"),
        .bad("label-trailing-period", "ml", .label, "പ്രിയപ്പെട്ടവയിലേക്ക് ചേർക്കുക.", fix: "പ്രിയപ്പെട്ടവയിലേക്ക് ചേർക്കുക"),
        .good("label-trailing-period", "ml", .label, "പ്ലേ ചെയ്യുക"),
        .good("label-trailing-period", "ml", .label, "ലോഡ് ചെയ്യുന്നു..."),
        .good("label-trailing-period", "ml", .label, "വില 500 രൂ."),

        .bad("label-control-type", "ml", .label, "പ്ലേ ബട്ടൺ", fix: "പ്ലേ"),
        .bad("label-control-type", "ml", .label, "വോളിയം സ്ലൈഡർ", fix: "വോളിയം"),
        .bad("label-control-type", "ml", .label, "പേര്, ടെക്സ്റ്റ് ഫീൽഡ്", fix: "പേര്"),
        .bad("label-control-type", "ml", .label, "ബട്ടൺ: പങ്കിടുക"),
        .good("label-control-type", "ml", .label, "പ്ലേ ചെയ്യുക"),
        // The field is what the command acts on; the button's colour is a colour.
        .good("label-control-type", "ml", .label, "തിരയൽ ഫീൽഡ് മായ്ക്കുക"),
        .good("label-control-type", "ml", .label, "ബട്ടൺ നിറം"),
        .good("label-control-type", "ml", .label, "ലിങ്ക് പകർത്തുക"),

        .bad("label-state", "ml", .label, "വൈഫൈ, തിരഞ്ഞെടുത്തു", fix: "വൈഫൈ"),
        .bad("label-state", "ml", .label, "ചെക്ക് ചെയ്തു"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "ml", .label, "%lld തിരഞ്ഞെടുത്തു"),
        .good("label-state", "ml", .label, "തിരഞ്ഞെടുത്ത ഫോട്ടോകൾ പങ്കിടുക"),
        .good("label-state", "ml", .label, "വൈഫൈ"),

        .bad("label-gesture", "ml", .label, "ടാപ്പ് ചെയ്യുക"),
        .bad("label-gesture", "ml", .label, "ഡബിൾ ടാപ്പ് ചെയ്ത് തുറക്കുക"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "ml", .label, "പാട്ട് പ്ലേ ചെയ്യാൻ ടാപ്പ് ചെയ്യുക"),
        .bad("label-gesture", "ml", .label, "ഇല്ലാതാക്കാൻ ഇടത്തേക്ക് സ്വൈപ്പ് ചെയ്യുക"),
        // A setting named by a noun.
        .good("label-gesture", "ml", .label, "സ്വൈപ്പ് പ്രവർത്തനങ്ങൾ"),
        .good("label-gesture", "ml", .label, "ടൈപ്പ് ചെയ്യുക"),
        .good("label-gesture", "ml", .label, "പ്ലേ ചെയ്യുക"),

        .bad("label-length", "ml", .label, "എല്ലാ പങ്കാളികൾക്കും ഒരു പുതിയ സന്ദേശം സൃഷ്ടിക്കാൻ ഈ ബട്ടണിൽ ടാപ്പ് ചെയ്ത് തുടർന്ന് സ്വീകർത്താക്കളെ തിരഞ്ഞെടുക്കുക"),
        .good("label-length", "ml", .label, "പുതിയ സന്ദേശം"),
        .good("label-length", "ml", .label, "Apple Inc., ₹125.25, 1.3% ഉയർന്നു"),

        .bad("label-vague", "ml", .label, "കൂടുതലറിയുക"),
        .bad("label-vague", "ml", .label, "ഇവിടെ ക്ലിക്ക് ചെയ്യുക"),
        .bad("label-vague", "ml", .label, "കൂടുതൽ"),
        .bad("label-vague", "ml", .label, "വിവരങ്ങൾ"),
        .good("label-vague", "ml", .label, "വിലകളെക്കുറിച്ച് കൂടുതലറിയുക"),
        .good("label-vague", "ml", .label, "പ്ലേ ചെയ്യുക"),

        .bad("hint-imperative", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യുക.", fix: "പാട്ട് പ്ലേ ചെയ്യുന്നു."),
        .bad("hint-imperative", "ml", .hint, "ക്രമീകരണങ്ങൾ തുറക്കുക.", fix: "ക്രമീകരണങ്ങൾ തുറക്കുന്നു."),
        .bad("hint-imperative", "ml", .hint, "സന്ദേശം ഇല്ലാതാക്കുക.", fix: "സന്ദേശം ഇല്ലാതാക്കുന്നു."),
        .bad("hint-imperative", "ml", .hint, "ആൽബം തുറക്കൂ.", fix: "ആൽബം തുറക്കുന്നു."),
        // The element does not see: it shows.
        .bad("hint-imperative", "ml", .hint, "സമീപകാല പ്രമാണങ്ങൾ കാണുക.", fix: "സമീപകാല പ്രമാണങ്ങൾ കാണിക്കുന്നു."),
        // The user's own action has no descriptive form.
        .badWithoutFix("hint-imperative", "ml", .hint, "നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക."),
        .badWithoutFix("hint-imperative", "ml", .hint, "നിങ്ങളുടെ പേര് ടൈപ്പ് ചെയ്യുക."),
        // Two commands: rewriting the last would leave the first.
        .badWithoutFix("hint-imperative", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യുക അല്ലെങ്കിൽ താൽക്കാലികമായി നിർത്തുക."),
        .bad("hint-imperative", "ml", .hint, "ദയവായി കാത്തിരിക്കുക."),
        .bad("hint-imperative", "ml", .hint, "ആപ്പ് അടയ്ക്കരുത്."),
        .bad("hint-imperative", "ml", .hint, "നിങ്ങൾക്ക് ഇവിടെ ക്രമീകരണങ്ങൾ മാറ്റാം."),
        .good("hint-imperative", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യുന്നു."),
        .good("hint-imperative", "ml", .hint, "ക്രമീകരണങ്ങൾ തുറക്കുന്നു."),
        .good("hint-imperative", "ml", .hint, "പ്ലെയറിന്റെ ക്രമീകരണങ്ങൾ."),
        // «തുക» (an amount) is no command.
        .good("hint-imperative", "ml", .hint, "ആകെ തുക."),

        .bad("hint-gesture", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യാൻ ഡബിൾ ടാപ്പ് ചെയ്യുക."),
        .bad("hint-gesture", "ml", .hint, "ടാപ്പ് ചെയ്യുമ്പോൾ ഇനം വാങ്ങുന്നു."),
        .bad("hint-gesture", "ml", .hint, "ഇനം ഇല്ലാതാക്കാൻ ഇടത്തേക്ക് സ്വൈപ്പ് ചെയ്യുക."),
        .bad("hint-gesture", "ml", .hint, "ഓപ്ഷനുകൾ കാണാൻ അമർത്തിപ്പിടിക്കുക."),
        .good("hint-gesture", "ml", .hint, "ലിസ്റ്റിന്റെ മുകളിലേക്ക് സ്ക്രോൾ ചെയ്യുന്നു."),
        .good("hint-gesture", "ml", .hint, "ഇനം ഇല്ലാതാക്കുന്നു."),

        .bad("hint-control-type", "ml", .hint, "പേര് ചേർക്കുന്ന ബട്ടൺ."),
        .bad("hint-control-type", "ml", .hint, "സ്കെയിൽ മാറ്റുന്ന സ്ലൈഡർ."),
        .bad("hint-control-type", "ml", .hint, "ഈ ബട്ടൺ പേര് ചേർക്കുന്നു."),
        .good("hint-control-type", "ml", .hint, "പേര് ചേർക്കുന്നു."),
        // In a case form, or before the verb as its object, the field is what the hint acts on.
        .good("hint-control-type", "ml", .hint, "തിരയൽ ഫീൽഡിലെ വാചകം മായ്ക്കുന്നു."),
        .good("hint-control-type", "ml", .hint, "തിരയൽ ഫീൽഡ് മായ്ക്കുന്നു."),

        .bad("hint-repeats-label", "ml", .hint, "സംരക്ഷിക്കുക ബട്ടൺ നിങ്ങളുടെ മാറ്റങ്ങൾ സംരക്ഷിക്കുന്നു.", label: "സംരക്ഷിക്കുക"),
        .good("hint-repeats-label", "ml", .hint, "നിങ്ങളുടെ മാറ്റങ്ങൾ സംരക്ഷിക്കുന്നു.", label: "സംരക്ഷിക്കുക"),
        .good("hint-repeats-label", "ml", .hint, "സന്ദേശം ഇല്ലാതാക്കുന്നു.", label: "ഇല്ലാതാക്കുക"),

        .bad("hint-missing-period", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യുന്നു", fix: "പാട്ട് പ്ലേ ചെയ്യുന്നു."),
        .good("hint-missing-period", "ml", .hint, "പാട്ട് പ്ലേ ചെയ്യുന്നു."),
        .good("hint-missing-period", "ml", .hint, "മെനു തുറക്കുന്നു…"),

        .bad("hint-length", "ml", .hint,
             "അക്കൗണ്ട് ക്രമീകരണങ്ങൾ തുറക്കുന്നു, അവിടെ ടൈംലൈനിൽ നിന്ന് ഒരു പോസ്റ്റ് പ്രസിദ്ധീകരിക്കുമ്പോഴോ അതിന് മറുപടി നൽകുമ്പോഴോ അത് ബൂസ്റ്റ് ചെയ്യുമ്പോഴോ ഏത് അക്കൗണ്ട് ഉപയോഗിക്കണമെന്നും സ്ഥിരസ്ഥിതി ദൃശ്യപരത എന്തായിരിക്കണമെന്നും നിങ്ങൾക്ക് തിരഞ്ഞെടുക്കാം."),
        .good("hint-length", "ml", .hint, "അക്കൗണ്ട് ക്രമീകരണങ്ങൾ തുറക്കുന്നു."),
    ]
}
