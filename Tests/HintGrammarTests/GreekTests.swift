import Testing
@testable import HintGrammar

/// Greek behaviour the rule examples do not show, on strings of the kind apps ship: accents and
/// the final sigma folded (capitals without tonos), the question mark «;», imperatives told from
/// the third person and from the nouns labels are made of, control types in the nominative only,
/// and gesture words that are also other verbs («Σαρώστε» scans and swipes).
@Suite("Greek")
struct GreekTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "el", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { GreekGrammar.hintForm(LanguageProfile.greek.analyze(hint)) }

    @Test("el and its regional tags find the Greek table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "el")?.code == "el")
        #expect(LanguageRegistry.profile(for: "el-GR")?.name == "Greek")
        #expect(LanguageRegistry.profile(for: "el-CY")?.code == "el")
        #expect(LanguageProfile.greek.hasLetterCase)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Επιλέξτε υπότιτλους ή κομμάτι ήχου.", kind: .imperative, severity: .warning, suggestion: "Επιλέγει"),
        FormCase(hint: "Αλλάξτε τον λόγο διαστάσεων του βίντεο.", kind: .imperative, severity: .warning, suggestion: "Αλλάζει"),
        FormCase(hint: "Ενεργοποιήστε την επιλογή για κλείδωμα της διεπαφής.", kind: .imperative, severity: .warning, suggestion: "Ενεργοποιεί"),
        FormCase(hint: "ΑΝΟΙΞΤΕ ΤΙΣ ΡΥΘΜΙΣΕΙΣ.", kind: .imperative, severity: .warning, suggestion: "Ανοίγει"),
        FormCase(hint: "Άνοιξε το μενού.", kind: .imperative, severity: .warning, suggestion: "Ανοίγει"),
        FormCase(hint: "Δείτε τα πολυμέσα που αναπαράγατε πρόσφατα.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Επιβεβαιώστε τη διεύθυνση email.", kind: .imperative, severity: .warning, suggestion: "Επιβεβαιώνει"),
        FormCase(hint: "Περιηγηθείτε στους φακέλους σας.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Πάρτε ένα στιγμιότυπο.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Μοιραστείτε τον σύνδεσμο.", kind: .imperative, severity: .warning, suggestion: "Μοιράζεται"),
        FormCase(hint: "Μην κλείνετε την εφαρμογή.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Να μην επαναλαμβάνεται η λίστα πολυμέσων.", kind: .negativeCommand, severity: .info, suggestion: nil),
        FormCase(hint: "Να μην κλείσετε την εφαρμογή.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Να επαναλαμβάνεται η λίστα.", kind: .imperative, severity: .info, suggestion: nil),
        FormCase(hint: "Παρακαλούμε περιμένετε.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Το όνομά σας, παρακαλώ.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Μπορείτε να αλλάξετε τη σειρά.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Έχετε τρία νέα μηνύματα.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Αναπαραγωγή όλων των πολυμέσων της συλλογής.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Κλείσιμο της καρτέλας.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Διακοπή της αναπαραγωγής.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Εμφάνιση μενού διαθέσιμων συσκευών.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Τα σχόλιά σας.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, requests, prohibitions and label nouns, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, the passive, nouns of things and empty text are left alone", arguments: [
        "Αναπαράγει το τραγούδι.", "Ανοίγει ένα άρθρο.", "Μετακινεί το επιλεγμένο περιεχόμενο στην κορυφή.", "Εμφανίζεται ένα μενού.",
        "Το ανοίγει στο Safari.", "Τα διαγράφει από τη λίστα.", "Διεύθυνση οικιακού διακομιστή.", "Κατάσταση σύνδεσης.",
        "Άλμα πίσω.", "Επόμενο αρχείο πολυμέσων.", "Η πλήρης διεύθυνση θα είναι %1$@", "Δεν επαναλαμβάνει τη λίστα.", "Είστε συνδεδεμένοι.", "Μη αναγνωσμένα μηνύματα.",
        "%@ ανοίγει τις ρυθμίσεις.", "Το iCloud συγχρονίζει τις σημειώσεις.", "", " ", ".", "…", ";",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("a word is looked up with or without its accents, in capitals, with either sigma")
    func folding() {
        for label in ["Πληροφορίες", "ΠΛΗΡΟΦΟΡΙΕΣ", "ΠΛΗΡΟΦΟΡΊΕΣ", "πληροφοριες"] {
            #expect(Self.findings(label, .label, rule: "label-vague").count == 1, "\(label)")
        }
        for label in ["Αναπαραγωγή, κουμπί", "ΑΝΑΠΑΡΑΓΩΓΗ, ΚΟΥΜΠΙ", "Αναπαραγωγή, ΚΟΥΜΠΊ"] {
            #expect(Self.findings(label, .label, rule: "label-control-type").count == 1, "\(label)")
        }
        #expect(Self.form("ΕΠΙΛΕΞΤΕ ΦΩΤΟΓΡΑΦΙΑ.")?.suggestion == "Επιλέγει")
        #expect(Self.findings("Wi-Fi, ΕΠΙΛΕΓΜΕΝΟΣ", .label, rule: "label-state").first?.fix == "Wi-Fi")
    }

    @Test("the Greek question mark ends a hint, and does not end a label as a full stop")
    func questionMark() {
        #expect(Self.findings("Θέλετε να συνεχίσετε;", .hint, rule: "hint-missing-period").isEmpty)
        #expect(Self.findings("Θέλετε να συνεχίσετε\u{037E}", .hint, rule: "hint-missing-period").isEmpty)
        #expect(Self.findings("Τι αφορά η δημοσκόπηση;", .label, rule: "label-trailing-period").isEmpty)
        #expect(Self.findings("Αναπαράγει το τραγούδι", .hint, rule: "hint-missing-period").first?.fix == "Αναπαράγει το τραγούδι.")
    }

    @Test("a control type in the nominative or accusative, without an article, is reported", arguments: [
        "Κουμπί επιλογής.", "Κουμπί που ανοίγει το μενού.", "Ρυθμιστικό έντασης ήχου.", "Γραμμή προόδου λήψης.",
        "Αναδυόμενο κουμπί γλώσσας.",
    ])
    func controlTypeCases(_ hint: String) {
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == 1)
    }

    @Test("a control word in the genitive, after an article, or naming a hardware button is content", arguments: [
        "Ελαχιστοποίηση πεδίου κειμένου μηνύματος", "Επεκτείνετε το πεδίο κειμένου του μηνύματος", "Χρώμα κουμπιού",
        "Πλευρικό κουμπί", "Κλείσιμο καρτέλα", "Μενού περιήγησης", "Αντιγραφή συνδέσμου", "Εικονίδιο απορρήτου", "Πεδίο PIN",
    ])
    func contentWords(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").isEmpty)
    }

    @Test("gesture words that are features, results or other verbs")
    func gestureAmbiguity() {
        #expect(Self.findings("Σαρώστε τον κωδικό QR.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Σαρώστε προς τα πάνω για να κλείσετε.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Πατήστε για να αφαιρέσετε το φύλλο ενεργειών", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Πατήστε για να ανοίξετε την οθόνη Πίνακας εργαλείων ιδιωτικότητας", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Ενεργοποιεί τη μεταφορά και απόθεση.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Μεταφορά και απόθεση για αναδιάταξη.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Ανοίγει τις ρυθμίσεις του Πίσω αγγίγματος.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Κάνει κύλιση στη ροή.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Ανοίγει τις σελίδες με δύο δάχτυλα.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Ήχος κλικ", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Σύρετε κάθετα για να αλλάξετε την ένταση ήχου", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("Εντοπίζει κωδικούς σαρώνοντας την εικόνα.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Κλικ εδώ", .label, rule: "label-gesture").count == 1)
    }

    @Test("an imperative hint's gesture is reported once, by hint-gesture")
    func gestureOnce() {
        let findings = Auditor().check("Πατήστε %@ για διαγραφή", language: "el", role: .hint)
        #expect(findings.filter { $0.rule == "hint-gesture" }.count == 1)
        #expect(findings.filter { $0.rule == "hint-imperative" }.isEmpty)
    }

    @Test("abbreviations may end a label with a period", arguments: ["Φωτογραφίες κ.λπ.", "Σελ.", "Τηλ.", "Έως 5 λεπ.", "Ανακάτεμα απενεργ."])
    func abbreviations(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-trailing-period").isEmpty)
    }

    @Test("a state after a separator, or the whole label, is reported; inside a phrase or beside a count it is not")
    func states() {
        #expect(Self.findings("Λεπτομέρειες, συμπτυγμένο", .label, rule: "label-state").first?.fix == "Λεπτομέρειες")
        #expect(Self.findings("Μη επιλεγμένο", .label, rule: "label-state").count == 1)
        #expect(Self.findings("Διαγραφή επιλεγμένων αρχείων", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("%lld επιλεγμένα", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("Σε σίγαση", .label, rule: "label-state").isEmpty)
    }

    @Test("capitals: Greek lower case is reported, with its accent kept; brand names keep theirs")
    func capitals() {
        #expect(Self.findings("άνοιγμα στο Safari", .label, rule: "label-capitalization").first?.fix == "Άνοιγμα στο Safari")
        #expect(Self.findings("iPhone και iPad", .label, rule: "label-capitalization").isEmpty)
        #expect(Self.findings("κλείσιμο", .label, rule: "label-capitalization").first?.fix == "Κλείσιμο")
    }

    @Test("text that is no text yields no language finding and does not trap", arguments: ["", " ", ".", ";", "%@", "%1$@ %2$@", "…", "«»", "\u{200B}", "\u{0301}"])
    func degenerate(_ text: String) {
        for role in [Role.label, Role.hint] {
            let findings = Auditor().check(text, language: "el", role: role)
            #expect(!findings.contains { ["hint-imperative", "hint-gesture", "label-gesture", "label-state", "label-vague"].contains($0.rule) })
        }
    }
}
