/// Greek: hints are verb phrases in the third person singular without a subject («Αναπαράγει το
/// τραγούδι.», «Ανοίγει τις ρυθμίσεις.»); labels are short noun phrases, as Apple's Greek
/// interfaces write them («Αναπαραγωγή», «Κοινή χρήση»), without a final period. The question mark
/// is «;» (U+037E, or the ASCII semicolon). Words are looked up without their accents and with
/// «σ» for the final «ς», so that a word written in capitals without its tonos («ΑΝΑΠΑΡΑΓΩΓΗ») is
/// the same word; the tables are written with accents and folded when they are built.
extension LanguageProfile {
    /// The Greek table (`el`, also used for `el-GR` and `el-CY`).
    public static let greek = LanguageProfile(
        code: "el", name: "Greek", hasLetterCase: true,
        foldings: GreekGrammar.foldings,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: GreekGrammar.abbreviations,
        terms: TermTable(GreekGrammar.terms, segmentation: .words),
        instructionMarkers: GreekGrammar.instructionMarkers,
        vagueLabels: GreekGrammar.vagueLabels, vagueConcepts: GreekGrammar.vagueConcepts,
        determiners: GreekGrammar.determiners,
        hintForm: GreekGrammar.hintForm,
        conditionMarkers: ["αν", "εάν", "εαν"], purposeMarkers: ["για"], conjunctions: ["και", "κι", "η"],
        reflexivePronouns: [],
        descriptiveVerbs: GreekGrammar.descriptiveVerbs,
        attributiveAdjectivesAgree: true,
        stateConcepts: GreekGrammar.stateConcepts, controlTypeConcepts: GreekGrammar.controlTypeConcepts,
        gestureConcepts: GreekGrammar.gestureConcepts,
        examples: GreekGrammar.examples)
}

/// Greek hint grammar. Modern Greek has no infinitive: a label names the action with a noun
/// («Αναπαραγωγή»), a hint describes it with the third person («Αναπαράγει»). What is reported:
/// the imperative, plural or polite («Ανοίξτε», «Πατήστε», «Συνδεθείτε») and singular («Άνοιξε»,
/// «Πάτα»), found in a verb lexicon (with the third person to write) or by the endings of the
/// aorist imperative that no other form has («-ξτε», «-ψτε», «-στε», «-θείτε»); requests
/// («Παρακαλώ»), prohibitions («Μην κλείσετε»), the subjunctive used as a command («Να μην
/// επαναλαμβάνεται»), and «Μπορείτε να …»; a hint that opens with the noun of a label
/// («Αναπαραγωγή του τραγουδιού.») is `info`: the noun can name a thing as well as an action.
enum GreekGrammar {
    /// Accented vowels to plain ones (keeping the diaeresis, which tells «προϊόν» from a diphthong),
    /// the final sigma to «σ».
    static let foldings: [Unicode.Scalar: Unicode.Scalar] = [
        "ά": "α", "έ": "ε", "ή": "η", "ί": "ι", "ό": "ο", "ύ": "υ", "ώ": "ω", "ΐ": "ϊ", "ΰ": "ϋ", "ς": "σ",
    ]

    /// A phrase as the table looks it up: lower case, accents and the final sigma folded, words
    /// separated by one space.
    static func folded(_ phrase: String) -> String { AnalyzedText(phrase, foldings: foldings).foldedPhrase }

    static func folded(_ phrases: [String]) -> Set<String> { Set(phrases.map(folded)) }

    static let abbreviations: Set<String> = {
        // Several words or inner dots, matched before the final period as written: κ.λπ., π.χ., κ.ά.
        let phrases: Set<String> = ["κ.λπ", "κ.λ.π", "π.χ", "κ.ά", "κ.α", "μ.μ", "π.μ", "μ.χ", "π.χ.ε"]
        let words = folded([
            "κλπ", "δηλ", "σελ", "τηλ", "οδ", "αρ", "αριθ", "χλμ", "λεπ", "δευτ", "ώρ", "μέγ", "ελάχ", "βλ", "πρβλ", "κ", "κα", "δρ",
            "καθ", "εκατ", "δισ", "χιλ", "περ", "περίπ", "εκ", "ενεργ", "απενεργ",
            // Months and weekdays.
            "Ιαν", "Φεβ", "Μαρ", "Απρ", "Ιούν", "Ιούλ", "Αύγ", "Σεπ", "Σεπτ", "Οκτ", "Νοέ", "Δεκ",
            "Δευ", "Τρί", "Τετ", "Πέμ", "Παρ", "Σάβ", "Κυρ",
        ])
        return phrases.union(words)
    }()

    /// What makes a gesture word an instruction when it follows it.
    static let instructionMarkers: Set<String> = folded([
        "για", "εδώ", "δύο", "δυο", "τρεις", "προς", "πάνω", "κάτω", "αριστερά", "δεξιά", "οπουδήποτε", "παρατεταμένα", "διπλά",
        "κάθετα", "κατακόρυφα", "οριζόντια", "σε", "στο", "στη", "στην", "στα", "στον",
    ])

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["περισσότερα", "περισσότερο"],
        .learnMore: ["μάθετε περισσότερα", "μάθε περισσότερα", "διαβάστε περισσότερα", "διάβασε περισσότερα", "περισσότερα εδώ"],
        .clickHere: [
            "κάντε κλικ εδώ", "κάνε κλικ εδώ", "πατήστε εδώ", "πάτα εδώ", "αγγίξτε εδώ", "άγγιξε εδώ", "κλικ εδώ",
        ],
        .details: ["λεπτομέρειες", "περισσότερες λεπτομέρειες", "προβολή λεπτομερειών"],
        .info: ["πληροφορίες", "πληροφορία", "περισσότερες πληροφορίες", "πληροφ"],
        .here: ["εδώ"],
        .link: ["σύνδεσμος", "σύνδεσμο"],
        .image: ["εικόνα"],
    ]

    /// The vague labels of the concepts and the language's others, folded as labels are.
    static let vagueLabels: Set<String> = folded(
        ["κουμπί", "εικονίδιο", "χωρίς τίτλο", "στοιχείο", "ετικέτα", "κείμενο"] + vagueConcepts.values.joined())

    static let determiners: Set<String> = folded([
        "ο", "η", "το", "τη", "την", "τον", "τα", "τις", "τους", "οι", "ένα", "έναν", "μια", "μία", "αυτό", "αυτή", "αυτά",
    ])

    /// The states VoiceOver announces, as this language words them (``StateConcept``): the
    /// neuter VoiceOver speaks («επιλεγμένο») and the other genders of a label's noun.
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words([
            "επιλεγμένο", "επιλεγμένη", "επιλεγμένος", "επιλεγμένα", "μη επιλεγμένο", "μη επιλεγμένη", "μη επιλεγμένος", "αποεπιλεγμένο",
        ]),
        .checked: .words(["τσεκαρισμένο", "τσεκαρισμένη", "μη τσεκαρισμένο", "μη τσεκαρισμένη", "σημειωμένο", "μη σημειωμένο"]),
        .dimmed: .words(["αχνό", "αχνή"]),
        .expanded: .words(["αναπτυγμένο", "αναπτυγμένη", "ανεπτυγμένο", "ανεπτυγμένη"]),
        .collapsed: .words(["συμπτυγμένο", "συμπτυγμένη"]),
        .on: .none(because: "«ενεργό» / «ναι» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«ανενεργό» / «όχι» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]

    /// The control types VoiceOver announces (``ControlTypeConcept``), in the nominative and the
    /// accusative: the genitive («Χρώμα κουμπιού», «Απαλοιφή πεδίου κειμένου») makes the word a
    /// modifier of another noun, or the object of the label's action noun. With an article («το
    /// κουμπί», «στο πεδίο αναζήτησης») the word is content, not the element's type (see ``terms``).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["κουμπί", "κουμπιά"]),
        .link: .none(because: "«σύνδεσμος» is as often what the element acts on (Αντιγραφή συνδέσμου); a label that is only «Σύνδεσμος» is vague"),
        .image: .none(because: "«εικόνα» is as often what the element acts on (Αποθήκευση εικόνας); a label that is only «Εικόνα» is vague"),
        .textField: .words(["πεδίο κειμένου", "πεδία κειμένου"]),
        .searchField: .words(["πεδίο αναζήτησης", "πεδία αναζήτησης"]),
        .secureTextField: .words(["ασφαλές πεδίο κειμένου", "ασφαλή πεδία κειμένου"]),
        .slider: .words(["ρυθμιστικό", "ρυθμιστικά"]),
        .adjustable: .none(because: "«προσαρμόσιμο», «ρυθμιζόμενο» are ordinary adjectives of labels (Ρυθμιζόμενο ύψος)"),
        // «Διακόπτης» is as often a device of Home apps (Ενεργοποιεί τον διακόπτη της κουζίνας).
        .toggle: .words(["κουμπί εναλλαγής", "κουμπιά εναλλαγής"]),
        .checkbox: .words(["πλαίσιο επιλογής", "πλαίσια επιλογής", "πλαίσιο ελέγχου"]),
        .radioButton: .words(["κουμπί επιλογής", "κουμπιά επιλογής"]),
        .picker: .words(["επιλογέας", "επιλογείς", "επιλογέας ημερομηνίας"]),
        .segmentedControl: .words(["τμηματοποιημένο στοιχείο ελέγχου", "τμηματικό στοιχείο ελέγχου"]),
        .tab: .none(because: "a browser's or an app's tab is content (Κλείσιμο καρτέλας, Νέα καρτέλα)"),
        .tabBar: .words(["γραμμή καρτελών"]),
        .menu: .none(because: "«μενού» is as often the name of the element that opens one (Μενού χρήστη)"),
        .popUpButton: .words(["αναδυόμενο κουμπί", "αναδυόμενα κουμπιά"]),
        .comboBox: .words(["σύνθετο πλαίσιο", "αναπτυσσόμενο μενού", "αναπτυσσόμενη λίστα"]),
        .heading: .none(because: "«επικεφαλίδα» is as often content (the heading of a message or a page)"),
        .progressIndicator: .words(["γραμμή προόδου", "δείκτης προόδου", "ένδειξη προόδου"]),
        .stepper: .none(because: "Greek interfaces have no settled word for a stepper; it is named by what it adjusts"),
        .list: .none(because: "«λίστα» is as often what the element shows (Λίστα αναπαραγωγής, Λίστα ανάγνωσης)"),
        .scrollBar: .words(["γραμμή κύλισης", "γραμμές κύλισης"]),
    ]

    /// The gestures, as Greek instructions name them (``GestureConcept``): Apple writes «Αγγίξτε»
    /// (tap), «Σαρώστε» (swipe), «Σύρετε» (drag), «Τσιμπήστε» (pinch); apps often «Πατήστε» and
    /// «Πάτα». Plural and singular imperatives, participles («πατώντας») and nouns («άγγιγμα»).
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["αγγίξτε", "άγγιξε", "αγγίζοντας", "άγγιγμα", "αγγίγματος"]),
        .doubleTap: .words([
            "αγγίξτε δύο φορές", "αγγίξτε δυο φορές", "άγγιξε δύο φορές", "αγγίξτε διπλά", "πατήστε δύο φορές", "πάτα δύο φορές",
            "πατήστε διπλά", "διπλό άγγιγμα", "διπλό πάτημα", "με διπλό άγγιγμα", "με διπλό πάτημα",
        ]),
        .tripleTap: .words(["αγγίξτε τρεις φορές", "πατήστε τρεις φορές", "τριπλό άγγιγμα", "τριπλό πάτημα"]),
        .longPress: .words([
            "αγγίξτε παρατεταμένα", "άγγιξε παρατεταμένα", "πατήστε παρατεταμένα", "πάτα παρατεταμένα", "πατήστε και κρατήστε",
            "αγγίξτε και κρατήστε", "κρατήστε πατημένο", "κράτα πατημένο", "παρατεταμένο πάτημα", "παρατεταμένο άγγιγμα",
        ]),
        .swipe: .words(["σαρώστε", "σάρωσε", "σαρώνοντας", "σύρετε το δάχτυλο", "σύρετε το δάχτυλό σας", "σάρωση προς"]),
        .drag: .words(["σύρετε", "σύρε", "σύροντας", "μεταφορά και απόθεση"]),
        .pinch: .words(["τσιμπήστε", "τσίμπησε", "τσιμπώντας", "τσίμπημα"]),
        .rotate: .none(because: "«περιστροφή» is as often what the element does (Περιστρέφει τη φωτογραφία.), and the label of Rotate"),
        .shake: .words(["κουνήστε", "κούνησε", "ανακινήστε", "ανακίνησε"]),
        .click: .words(["κάντε κλικ", "κάνε κλικ", "κάνοντας κλικ", "κάντε διπλό κλικ", "κάνε διπλό κλικ", "διπλό κλικ", "κλικ"]),
        .press: .words(["πατήστε", "πάτα", "πατώντας", "πάτημα"]),
        .scroll: .words(["κάντε κύλιση", "κάνε κύλιση", "κυλήστε", "κυλίστε"]),
        .fingers: .words(["δύο δάχτυλα", "δυο δάχτυλα", "τρία δάχτυλα", "τέσσερα δάχτυλα", "δύο δακτύλων", "τριών δακτύλων"]),
    ]

    /// Gesture words that also name a thing or a feature («Ήχος κλικ», «Ενεργοποιεί τη μεταφορά
    /// και απόθεση.»): an instruction only when they open the text or a marker follows.
    static let leadingGestures: Set<String> = folded(["άγγιγμα", "αγγίγματος", "πάτημα", "τσίμπημα", "κλικ", "μεταφορά και απόθεση"])
    /// «Σαρώστε τον κωδικό QR» scans; «Σαρώστε προς τα πάνω» swipes.
    static let instructionGestures: Set<String> = folded(["σαρώστε", "σάρωσε", "σαρώνοντας"])

    /// The articles and demonstratives before a control-type word that make it content: «Πατήστε
    /// το κουμπί», «Απαλείφει το πεδίο αναζήτησης.».
    static let articles = ["το", "τα", "τον", "την", "τη", "ένα", "έναν", "μια", "μία", "στο", "στα", "στον", "στην", "στη", "αυτό", "αυτά", "αυτόν", "αυτή", "αυτήν"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let key = folded(word)
            let kind: TermKind = leadingGestures.contains(key) ? .leadingGesture : instructionGestures.contains(key) ? .instructionGesture : .gesture
            terms.append(Term(key, kind))
        }
        // The gesture as the subject of a hint: «Το πάτημα αγοράζει το προϊόν.» (Tapping purchases the item.)
        for phrase in ["το πάτημα", "το άγγιγμα", "με ένα πάτημα", "με ένα άγγιγμα"] {
            terms.append(Term(folded(phrase), .gesture))
        }
        // Names of features, not gestures: Shake to Undo, Back Tap.
        for phrase in ["ανακίνηση για αναίρεση", "άγγιγμα στο πίσω μέρος", "πίσω άγγιγμα"] {
            terms.append(Term(folded(phrase), .neutral))
        }
        // Hardware buttons and the settings named after them: content, not the element's type.
        for phrase in [
            "κουμπί λειτουργίας", "κουμπί ενεργειών", "κουμπί ενέργειας", "κουμπί αφετηρίας", "κουμπί αρχικής οθόνης",
            "πλευρικό κουμπί", "κουμπί έντασης", "κουμπιά έντασης", "κουμπί ύπνου",
        ] {
            terms.append(Term(folded(phrase), .neutral))
        }
        let controls = controlTypeConcepts.allWords
        for word in controls {
            terms.append(Term(folded(word), .controlType))
        }
        for phrase in AnalyzedText.foldedPairs(articles, controls, folding: folded) { terms.append(Term(phrase, .neutral)) }
        for word in stateConcepts.allWords {
            terms.append(Term(folded(word), .state))
        }
        return terms
    }()

    /// Verbs whose descriptive form is another: the element does not see, it shows.
    static let descriptiveVerbs: [String: String] = [
        folded("δείτε"): "Εμφανίζει", folded("δες"): "Εμφανίζει", folded("προβάλετε"): "Εμφανίζει", folded("πρόβαλε"): "Εμφανίζει",
    ]

    /// One verb of user interfaces: its imperatives (plural and singular, aorist and present), and
    /// the third person a hint should use («ανοίγει»), when one fits.
    struct Verb {
        let imperatives: [String]
        let thirdPerson: String?

        init(_ imperatives: [String], _ thirdPerson: String?) {
            self.imperatives = imperatives
            self.thirdPerson = thirdPerson
        }
    }

    /// Gesture verbs have no suggestion: the hint should not name them. A singular imperative
    /// spelled like the past («Άλλαξε» is also "it changed») is no right form either, and the
    /// present third person is what to write in both readings.
    static let verbs: [Verb] = [
        Verb(["ανοίξτε", "ανοίγετε", "άνοιξε", "άνοιγε"], "ανοίγει"),
        Verb(["κλείστε", "κλείνετε", "κλείσε", "κλείνε"], "κλείνει"),
        Verb(["προσθέστε", "προσθέτετε", "πρόσθεσε", "πρόσθετε"], "προσθέτει"),
        Verb(["διαγράψτε", "διαγράφετε", "διάγραψε"], "διαγράφει"),
        Verb(["αφαιρέστε", "αφαιρείτε", "αφαίρεσε"], "αφαιρεί"),
        Verb(["καταργήστε", "κατάργησε"], "καταργεί"),
        Verb(["αποθηκεύστε", "αποθηκεύετε", "αποθήκευσε"], "αποθηκεύει"),
        Verb(["επιλέξτε", "επιλέγετε", "επίλεξε", "διαλέξτε", "διάλεξε"], "επιλέγει"),
        Verb(["αποεπιλέξτε", "αποεπίλεξε"], "αποεπιλέγει"),
        Verb(["εμφανίστε", "εμφάνισε"], "εμφανίζει"),
        Verb(["αποκρύψτε", "απόκρυψε"], "αποκρύπτει"),
        Verb(["κρύψτε", "κρύψε"], "κρύβει"),
        Verb(["αναπαραγάγετε", "αναπαράγετε", "αναπαράγαγε"], "αναπαράγει"),
        Verb(["παίξτε", "παίξε"], "παίζει"),
        Verb(["σταματήστε", "σταμάτησε", "σταμάτα"], "σταματά"),
        Verb(["διακόψτε", "διάκοψε"], "διακόπτει"),
        Verb(["ξεκινήστε", "ξεκίνησε", "ξεκίνα"], "ξεκινά"),
        Verb(["συνεχίστε", "συνέχισε", "συνέχιζε"], "συνεχίζει"),
        Verb(["ακυρώστε", "ακύρωσε"], "ακυρώνει"),
        Verb(["αλλάξτε", "αλλάζετε", "άλλαξε"], "αλλάζει"),
        Verb(["επεξεργαστείτε", "επεξεργάσου"], "επεξεργάζεται"),
        Verb(["στείλτε", "στείλε"], "στέλνει"),
        Verb(["αποστείλετε"], "αποστέλλει"),
        Verb(["δημιουργήστε", "δημιούργησε"], "δημιουργεί"),
        Verb(["μεταβείτε", "πηγαίνετε", "πήγαινε"], "μεταβαίνει"),
        Verb(["επιστρέψτε", "επίστρεψε"], "επιστρέφει"),
        Verb(["ανανεώστε", "ανανέωσε"], "ανανεώνει"),
        Verb(["ενημερώστε", "ενημέρωσε"], "ενημερώνει"),
        Verb(["κατεβάστε", "κατέβασε"], "κατεβάζει"),
        Verb(["ανεβάστε", "ανέβασε"], "ανεβάζει"),
        Verb(["φορτώστε", "φόρτωσε"], "φορτώνει"),
        Verb(["εγκαταστήστε", "εγκατάστησε"], "εγκαθιστά"),
        Verb(["ενεργοποιήστε", "ενεργοποίησε"], "ενεργοποιεί"),
        Verb(["απενεργοποιήστε", "απενεργοποίησε"], "απενεργοποιεί"),
        Verb(["συνδέστε", "σύνδεσε"], "συνδέει"),
        Verb(["αποσυνδέστε", "αποσύνδεσε"], "αποσυνδέει"),
        Verb(["αντιγράψτε", "αντίγραψε"], "αντιγράφει"),
        Verb(["επικολλήστε", "επικόλλησε"], "επικολλά"),
        Verb(["αποκόψτε", "απόκοψε"], "αποκόπτει"),
        Verb(["βρείτε", "βρες"], "βρίσκει"),
        Verb(["αναζητήστε", "αναζήτησε"], "αναζητά"),
        Verb(["ψάξτε", "ψάξε"], "ψάχνει"),
        Verb(["μετονομάστε", "μετονόμασε"], "μετονομάζει"),
        Verb(["μετακινήστε", "μετακίνησε"], "μετακινεί"),
        Verb(["επαναλάβετε", "επανάλαβε"], "επαναλαμβάνει"),
        Verb(["παραλείψτε", "παράλειψε"], "παραλείπει"),
        Verb(["ανακατέψτε", "ανακάτεψε"], "ανακατεύει"),
        Verb(["αναπτύξτε", "ανάπτυξε"], "αναπτύσσει"),
        Verb(["συμπτύξτε", "σύμπτυξε"], "συμπτύσσει"),
        Verb(["επεκτείνετε", "επέκτεινε"], "επεκτείνει"),
        Verb(["ελαχιστοποιήστε", "ελαχιστοποίησε"], "ελαχιστοποιεί"),
        Verb(["μεγιστοποιήστε", "μεγιστοποίησε"], "μεγιστοποιεί"),
        Verb(["περιστρέψτε", "περίστρεψε"], "περιστρέφει"),
        Verb(["αναστρέψτε", "ανάστρεψε"], "αναστρέφει"),
        Verb(["απαλείψτε", "απάλειψε"], "απαλείφει"),
        Verb(["εκκαθαρίστε", "εκκαθάρισε"], "εκκαθαρίζει"),
        Verb(["επαναφέρετε", "επανάφερε"], "επαναφέρει"),
        Verb(["επιβεβαιώστε", "επιβεβαίωσε"], "επιβεβαιώνει"),
        Verb(["επιτρέψτε", "επίτρεψε"], "επιτρέπει"),
        Verb(["αποκλείστε", "απόκλεισε"], "αποκλείει"),
        Verb(["ξεμπλοκάρετε", "ξεμπλόκαρε"], "ξεμπλοκάρει"),
        Verb(["κλειδώστε", "κλείδωσε"], "κλειδώνει"),
        Verb(["ξεκλειδώστε", "ξεκλείδωσε"], "ξεκλειδώνει"),
        Verb(["επισημάνετε", "επισήμανε"], "επισημαίνει"),
        Verb(["καρφιτσώστε", "καρφίτσωσε"], "καρφιτσώνει"),
        Verb(["ξεκαρφιτσώστε", "ξεκαρφίτσωσε"], "ξεκαρφιτσώνει"),
        Verb(["βαθμολογήστε", "βαθμολόγησε"], "βαθμολογεί"),
        Verb(["αγοράστε", "αγόρασε"], "αγοράζει"),
        Verb(["καλέστε", "κάλεσε"], "καλεί"),
        Verb(["απαντήστε", "απάντησε"], "απαντά"),
        Verb(["προωθήστε", "προώθησε"], "προωθεί"),
        Verb(["καταγράψτε", "κατάγραψε"], "καταγράφει"),
        Verb(["ηχογραφήστε", "ηχογράφησε"], "ηχογραφεί"),
        Verb(["ελέγξτε", "έλεγξε"], "ελέγχει"),
        Verb(["ρυθμίστε", "ρύθμισε"], "ρυθμίζει"),
        Verb(["προσαρμόστε", "προσάρμοσε"], "προσαρμόζει"),
        Verb(["καθορίστε", "καθόρισε"], "καθορίζει"),
        Verb(["εφαρμόστε", "εφάρμοσε"], "εφαρμόζει"),
        Verb(["χρησιμοποιήστε", "χρησιμοποίησε"], "χρησιμοποιεί"),
        Verb(["αυξήστε", "αύξησε"], "αυξάνει"),
        Verb(["μειώστε", "μείωσε"], "μειώνει"),
        Verb(["μεγεθύνετε", "μεγέθυνε"], "μεγεθύνει"),
        Verb(["σμικρύνετε", "σμίκρυνε"], "σμικρύνει"),
        Verb(["ταξινομήστε", "ταξινόμησε"], "ταξινομεί"),
        Verb(["φιλτράρετε", "φιλτράρισε"], "φιλτράρει"),
        Verb(["εκτυπώστε", "εκτύπωσε"], "εκτυπώνει"),
        Verb(["εξαγάγετε", "εξάγετε"], "εξάγει"),
        Verb(["συγχρονίστε", "συγχρόνισε"], "συγχρονίζει"),
        Verb(["δημοσιεύστε", "δημοσίευσε"], "δημοσιεύει"),
        Verb(["κοινοποιήστε", "κοινοποίησε"], "κοινοποιεί"),
        Verb(["μοιραστείτε", "μοιράσου"], "μοιράζεται"),
        Verb(["διαβάστε", "διάβασε"], "διαβάζει"),
        Verb(["αναιρέστε", "αναίρεσε"], "αναιρεί"),
        Verb(["ολοκληρώστε", "ολοκλήρωσε"], "ολοκληρώνει"),
        Verb(["τερματίστε", "τερμάτισε"], "τερματίζει"),
        Verb(["απορρίψτε", "απόρριψε"], "απορρίπτει"),
        Verb(["αποδεχτείτε", "αποδεχθείτε", "αποδέξου"], "αποδέχεται"),
        Verb(["προσκαλέστε", "προσκάλεσε"], "προσκαλεί"),
        Verb(["αναφέρετε", "ανάφερε"], "αναφέρει"),
        Verb(["σαρώστε", "σάρωσε"], "σαρώνει"),
        Verb(["δείτε", "δες"], nil),
        Verb(["προβάλετε", "πρόβαλε"], nil),
        Verb(["ακούστε", "άκου"], nil),
        Verb(["δοκιμάστε", "δοκίμασε"], nil),
        Verb(["περιμένετε", "περίμενε"], nil),
        Verb(["κάντε", "κάνε"], nil),
        Verb(["εισαγάγετε", "εισάγετε"], nil),
        Verb(["πληκτρολογήστε", "πληκτρολόγησε"], nil),
        Verb(["γράψτε", "γράψε"], nil),
        Verb(["συνδεθείτε", "συνδέσου"], nil),
        Verb(["αποσυνδεθείτε", "αποσυνδέσου"], nil),
        Verb(["εγγραφείτε", "εγγράψου"], nil),
        Verb(["βεβαιωθείτε", "βεβαιώσου"], nil),
        Verb(["πατήστε", "πάτα"], nil),
        Verb(["αγγίξτε", "άγγιξε"], nil),
        Verb(["σύρετε", "σύρε"], nil),
        Verb(["κρατήστε", "κράτα"], nil),
        Verb(["τσιμπήστε", "τσίμπησε"], nil),
        Verb(["κυλήστε", "κυλίστε"], nil),
    ]

    /// Every imperative of the lexicon, folded → the third person to write.
    static let lexicon: [String: String?] = {
        var forms: [String: String?] = [:]
        for verb in verbs {
            for imperative in verb.imperatives { forms[folded(imperative)] = verb.thirdPerson }
        }
        return forms
    }()

    /// The endings of the aorist imperative, plural or polite, that no other verb form has
    /// (folded): «ανοίξτε», «γράψτε», «κλείστε», «στείλτε», «πάρτε», «συνδεθείτε», «μοιραστείτε».
    static let imperativeEndings: [String] = ["ξτε", "ψτε", "στε", "λτε", "ρτε", "θειτε", "χτειτε", "φτειτε", "στειτε"]
    /// Words that end like one: «είστε» (you are), «ήσαστε» (you were).
    static let imperativeLookalikes: Set<String> = ["ειστε", "ησαστε", "ησασταν", "ησουν", "ωστε"]
    /// Words that address the user: «Μπορείτε να …», «Πρέπει να …», «Εσείς …».
    static let userAddressing: Set<String> = ["μπορειτε", "μπορεισ", "πρεπει", "εσεισ", "εσυ", "θελετε", "θελεισ", "χρειαζεται"]
    /// The endings of action nouns, the form of a label («Αναπαραγωγή», «Προσθήκη», «Άνοιγμα»,
    /// «Κλείσιμο», «Εμφάνιση»), folded.
    static let actionNounEndings: [String] = ["ση", "ξη", "ψη", "γη", "φη", "πη", "θηκη", "γμα", "ιμο"]
    /// Nouns with those endings that name things, not actions.
    static let nounsOfThings: Set<String> = folded([
        "διεύθυνση", "θέση", "κατάσταση", "έκδοση", "ειδοποίηση", "πρόσβαση", "λέξη", "τάξη", "όψη", "ένδειξη", "φράση",
        "βάση", "σύνδεση", "ρύθμιση", "πληροφόρηση", "γνώση", "σημείωση", "απάντηση", "ερώτηση", "πρόσκληση", "δήλωση",
        "σύσταση", "λύση", "πηγή", "μορφή", "κορυφή", "σιωπή",
    ])
    /// Words that open a hint without a verb: an article, «Όταν», «Αν».
    static let nonVerbStarters: Set<String> = folded(["ο", "η", "το", "τα", "οι", "ένα", "μια", "μία", "όταν", "αν", "εάν", "εδώ", "τώρα"])
    /// Words that show a verb follows or is there: «θα» (future), «δεν» (negation), «είναι».
    static let verbSignals: Set<String> = folded(["θα", "δεν", "είναι", "ήταν", "έχει"])
    /// Object pronouns that come before the verb: «Το ανοίγει», «Τα διαγράφει».
    static let cliticPronouns: Set<String> = folded(["το", "τα", "τον", "την", "τη", "τους", "τις", "του", "της", "σας", "μας"])

    /// Whether a folded word is a second person («ανοίξετε», «κλείνεις»).
    static func isSecondPerson(_ word: String) -> Bool { word.count >= 4 && (word.hasSuffix("τε") || word.hasSuffix("εισ")) }

    /// The third persons of the lexicon, folded («σταματα», «επικολλα», whose ending nouns share).
    static let thirdPersons: Set<String> = Set(verbs.compactMap { $0.thirdPerson.map(folded) })

    /// Whether a folded word is a third person, as after a clitic pronoun («Το ανοίγει»).
    static func isThirdPerson(_ word: String) -> Bool {
        word.hasSuffix("ει") || word.hasSuffix("εται") || word.hasSuffix("αται") || thirdPersons.contains(word)
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        let firstTwo = second.map { text.slice(first.start, $0.end) } ?? written

        switch word {
        case "παρακαλω", "παρακαλουμε":
            return HintFormIssue(.request, words: written)
        case "μην", "μη":
            // «Μην κλείσετε την εφαρμογή.»; not «Μη αναγνωσμένα μηνύματα».
            guard let second, lexicon[second.folded] != nil || isSecondPerson(second.folded) else { return nil }
            return HintFormIssue(.negativeCommand, words: firstTwo)
        case "να":
            // The subjunctive as a command: «Να μην επαναλαμβάνεται η λίστα.», «Να ανοίξετε …».
            guard let second else { return nil }
            if second.folded == "μην" || second.folded == "μη" {
                let third = words.count > 2 ? words[2] : nil
                let certain = third.map { isSecondPerson($0.folded) } ?? false
                return HintFormIssue(.negativeCommand, words: third.map { text.slice(first.start, $0.end) } ?? firstTwo,
                                     severity: certain ? .warning : .info)
            }
            return HintFormIssue(.imperative, words: firstTwo, severity: .info)
        default:
            break
        }
        if userAddressing.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if let third = lexicon[word] {
            return HintFormIssue(.imperative, words: written, suggestion: third.map { LetterCase.capitalized($0, like: first) })
        }
        if word.count >= 5, !imperativeLookalikes.contains(word), imperativeEndings.contains(where: word.hasSuffix) {
            return HintFormIssue(.imperative, words: written)
        }
        // «Εισαγάγετε …», «Έχετε νέα μηνύματα.»: the second person plural, a command or the user addressed.
        if word.count >= 5, word.hasSuffix("ετε") || word.hasSuffix("ατε") || word.hasSuffix("ειτε") {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Το όνομά σας, παρακαλώ.»
        if let please = words.first(where: { $0.folded == "παρακαλω" || $0.folded == "παρακαλουμε" }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        // «Αναπαραγωγή του τραγουδιού.»: the noun of a label, like an English gerund.
        if word.count >= 5, actionNounEndings.contains(where: word.hasSuffix), !nounsOfThings.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if cliticPronouns.contains(word), let second, isThirdPerson(second.folded) { return nil }
        // An article opens the subject: «Το iCloud συγχρονίζει τις σημειώσεις.», «Η διεύθυνση θα
        // είναι …» have their verb after it.
        if nonVerbStarters.contains(word),
            words.dropFirst().prefix(4).contains(where: { isThirdPerson($0.folded) || verbSignals.contains($0.folded) })
        {
            return nil
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }
}

extension GreekGrammar {
    /// Every language-specific rule, in Greek: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "el", .label, "Αναπαραγωγή.", fix: "Αναπαραγωγή"),
        .bad("label-trailing-period", "el", .label, "Προσθήκη στα αγαπημένα.", fix: "Προσθήκη στα αγαπημένα"),
        .good("label-trailing-period", "el", .label, "Αναπαραγωγή"),
        .good("label-trailing-period", "el", .label, "Φόρτωση..."),
        .good("label-trailing-period", "el", .label, "Φωτογραφίες, βίντεο κ.λπ."),
        .good("label-trailing-period", "el", .label, "Ανακάτεμα απενεργ."),
        .good("label-trailing-period", "el", .label, "Θέλετε να συνεχίσετε;"),

        .bad("label-control-type", "el", .label, "Κουμπί αναπαραγωγής"),
        .bad("label-control-type", "el", .label, "Αναπαραγωγή, κουμπί", fix: "Αναπαραγωγή"),
        .bad("label-control-type", "el", .label, "Ρυθμιστικό έντασης ήχου"),
        .bad("label-control-type", "el", .label, "Όνομα, πεδίο κειμένου", fix: "Όνομα"),
        .good("label-control-type", "el", .label, "Αναπαραγωγή"),
        // In the genitive the type word modifies a noun, or is what the action acts on.
        .good("label-control-type", "el", .label, "Χρώμα κουμπιού"),
        .good("label-control-type", "el", .label, "Απαλοιφή πεδίου αναζήτησης"),
        .good("label-control-type", "el", .label, "Ρυθμίσεις κουμπιού ενεργειών"),
        .good("label-control-type", "el", .label, "Μενού χρήστη"),

        .bad("label-state", "el", .label, "Wi-Fi, επιλεγμένο", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "el", .label, "Επιλεγμένα: %lld"),
        .bad("label-state", "el", .label, "Επιλεγμένο"),
        .bad("label-state", "el", .label, "Λεπτομέρειες, αναπτυγμένο", fix: "Λεπτομέρειες"),
        .good("label-state", "el", .label, "Εμφάνιση επιλεγμένων φωτογραφιών"),
        .good("label-state", "el", .label, "Wi-Fi"),

        .bad("label-gesture", "el", .label, "Πατήστε για αναπαραγωγή"),
        .bad("label-gesture", "el", .label, "Αγγίξτε δύο φορές για μεγέθυνση"),
        .bad("label-gesture", "el", .label, "Σαρώστε προς τα αριστερά για διαγραφή"),
        .bad("label-gesture", "el", .label, "Πάτα για εμφάνιση όλων"),
        .good("label-gesture", "el", .label, "Ενέργειες σάρωσης"),
        .good("label-gesture", "el", .label, "Αναπαραγωγή"),
        .good("label-gesture", "el", .label, "Ήχος κλικ"),
        .good("label-gesture", "el", .label, "Σαρώστε τον κωδικό QR"),

        .bad("label-capitalization", "el", .label, "αναπαραγωγή", fix: "Αναπαραγωγή"),
        .bad("label-capitalization", "el", .label, "νέο μήνυμα", fix: "Νέο μήνυμα"),
        .good("label-capitalization", "el", .label, "Αναπαραγωγή"),
        .good("label-capitalization", "el", .label, "iPhone και iCloud"),
        .good("label-capitalization", "el", .label, "%@ επισημάνσεις"),

        .bad("label-length", "el", .label, "Πατήστε αυτό το κουμπί για τη δημιουργία ενός νέου μηνύματος"),
        .good("label-length", "el", .label, "Νέο μήνυμα"),
        .good("label-length", "el", .label, "Apple Inc., 125,25 $, άνοδος 1,3 %"),

        .bad("label-vague", "el", .label, "Μάθετε περισσότερα"),
        .bad("label-vague", "el", .label, "Πατήστε εδώ"),
        .bad("label-vague", "el", .label, "Περισσότερα"),
        .bad("label-vague", "el", .label, "ΠΛΗΡΟΦΟΡΙΕΣ"),
        .good("label-vague", "el", .label, "Περισσότερα για τις τιμές"),
        .good("label-vague", "el", .label, "Αναπαραγωγή"),

        .bad("hint-imperative", "el", .hint, "Ανοίξτε τις ρυθμίσεις.", fix: "Ανοίγει τις ρυθμίσεις."),
        .bad("hint-imperative", "el", .hint, "Αναπαραγάγετε το τραγούδι.", fix: "Αναπαράγει το τραγούδι."),
        .bad("hint-imperative", "el", .hint, "Διάγραψε το μήνυμα.", fix: "Διαγράφει το μήνυμα."),
        // The element does not see: it shows.
        .bad("hint-imperative", "el", .hint, "Δείτε τη λίστα.", fix: "Εμφανίζει τη λίστα."),
        // A verb with a purpose is an instruction; a verb alone would read «Κλείνει.»; every
        // coordinated verb would have to change.
        .badWithoutFix("hint-imperative", "el", .hint, "Επιλέξτε για να ανοίξετε τον ισοσταθμιστή."),
        .badWithoutFix("hint-imperative", "el", .hint, "Κλείστε"),
        .badWithoutFix("hint-imperative", "el", .hint, "Επιλέξτε, μετακινήστε και ταξινομήστε τα στοιχεία."),
        .bad("hint-imperative", "el", .hint, "Εισαγάγετε το όνομα χρήστη."),
        .bad("hint-imperative", "el", .hint, "Συνδεθείτε στον λογαριασμό σας."),
        .bad("hint-imperative", "el", .hint, "Παρακαλώ εισαγάγετε το όνομά σας."),
        .bad("hint-imperative", "el", .hint, "Μην κλείσετε την εφαρμογή."),
        .bad("hint-imperative", "el", .hint, "Μπορείτε να αλλάξετε τη σειρά."),
        .good("hint-imperative", "el", .hint, "Αναπαράγει το τραγούδι."),
        .good("hint-imperative", "el", .hint, "Ανοίγει τις ρυθμίσεις."),
        .good("hint-imperative", "el", .hint, "Μεταβαίνει στη λίστα."),
        .good("hint-imperative", "el", .hint, "Εμφανίζεται ένα μενού."),
        .good("hint-imperative", "el", .hint, "Το προσθέτει στα αγαπημένα."),
        .good("hint-imperative", "el", .hint, "Ρυθμίσεις του προγράμματος αναπαραγωγής."),
        .good("hint-imperative", "el", .hint, "Δεν επαναλαμβάνει τη λίστα."),

        .bad("hint-gesture", "el", .hint, "Αγγίξτε δύο φορές για να αναπαραγάγετε το τραγούδι."),
        .bad("hint-gesture", "el", .hint, "Το πάτημα αγοράζει το προϊόν."),
        .bad("hint-gesture", "el", .hint, "Σαρώστε για να διαγράψετε το στοιχείο."),
        .bad("hint-gesture", "el", .hint, "Πατήστε %@ για διαγραφή."),
        .bad("hint-gesture", "el", .hint, "Κάντε κλικ για να ανοίξετε το μενού."),
        .good("hint-gesture", "el", .hint, "Κάνει κύλιση στην αρχή."),
        .good("hint-gesture", "el", .hint, "Διαγράφει το στοιχείο."),
        .good("hint-gesture", "el", .hint, "Ενεργοποιεί τη μεταφορά και απόθεση αρχείων."),
        .good("hint-gesture", "el", .hint, "Ενεργοποιεί την Ανακίνηση για αναίρεση."),
        .good("hint-gesture", "el", .hint, "Σαρώνει τον κωδικό QR."),

        .bad("hint-control-type", "el", .hint, "Κουμπί που προσθέτει ένα όνομα."),
        .bad("hint-control-type", "el", .hint, "Ρυθμιστικό που αλλάζει την κλίμακα."),
        .good("hint-control-type", "el", .hint, "Προσθέτει ένα όνομα."),
        .good("hint-control-type", "el", .hint, "Απαλείφει το πεδίο αναζήτησης."),
        .good("hint-control-type", "el", .hint, "Ανοίγει τις ρυθμίσεις του κουμπιού ενεργειών."),

        .bad("hint-repeats-label", "el", .hint, "Αποθήκευση αποθηκεύει τις αλλαγές.", label: "Αποθήκευση"),
        .bad("hint-repeats-label", "el", .hint, "Πίσω επιστρέφει στην προηγούμενη οθόνη.", label: "Πίσω"),
        .good("hint-repeats-label", "el", .hint, "Αποθηκεύει τις αλλαγές.", label: "Αποθήκευση"),
        .good("hint-repeats-label", "el", .hint, "Διαγράφει το μήνυμα.", label: "Διαγραφή"),

        .bad("hint-missing-period", "el", .hint, "Αναπαράγει το τραγούδι", fix: "Αναπαράγει το τραγούδι."),
        .bad("hint-missing-period", "el", .hint, "Προσθέτει μια πόλη。", fix: "Προσθέτει μια πόλη."),
        .good("hint-missing-period", "el", .hint, "Αναπαράγει το τραγούδι."),
        .good("hint-missing-period", "el", .hint, "Ανοίγει το μενού…"),
        .good("hint-missing-period", "el", .hint, "Αποθηκεύει τις αλλαγές;"),
        .good("hint-missing-period", "el", .hint, "Αποθηκεύει τις αλλαγές\u{037E}"),

        .bad("hint-capitalization", "el", .hint, "αναπαράγει το τραγούδι.", fix: "Αναπαράγει το τραγούδι."),
        .good("hint-capitalization", "el", .hint, "Αναπαράγει το τραγούδι."),
        .good("hint-capitalization", "el", .hint, "Το iCloud συγχρονίζει τις σημειώσεις."),

        .bad("hint-length", "el", .hint,
             "Ανοίγει τις ρυθμίσεις όπου μπορείτε να επιλέξετε ποιος από τους λογαριασμούς σας χρησιμοποιείται όταν δημοσιεύετε, απαντάτε ή προωθείτε μια ανάρτηση από τη ροή."),
        .good("hint-length", "el", .hint, "Ανοίγει τις ρυθμίσεις του λογαριασμού."),
    ]
}
