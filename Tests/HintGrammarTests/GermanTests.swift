import Testing
@testable import HintGrammar

/// The German table beyond its rule examples: how hints are told apart, which compounds name a
/// control, and which look-alikes do not.
@Suite("German")
struct GermanTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, language: String = "de") -> Set<String> {
        Set(Auditor().check(text, language: language, role: role).map(\.rule))
    }

    @Test("regional variants use the German table", arguments: ["de", "de-DE", "de-AT", "de-CH", "de-LI"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "de")
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: HintFormIssue.Kind?
        let severity: Severity
        let suggestion: String?
        init(_ text: String, _ kind: HintFormIssue.Kind?, _ severity: Severity = .warning, suggestion: String? = nil) {
            self.text = text
            self.kind = kind
            self.severity = severity
            self.suggestion = suggestion
        }
        var testDescription: String { text }
    }

    @Test("hint forms", arguments: [
        // The third person, with the particle at the end, and what follows it.
        FormCase("Spielt das Lied ab.", nil),
        FormCase("Öffnet die Details.", nil),
        FormCase("Schließt den Player und lässt das Audio weiterlaufen.", nil),
        FormCase("Zeigt Beiträge, die dir gefallen.", nil),
        FormCase("Listet die Konten auf, denen Sie folgen.", nil),
        FormCase("Berechnet die Summe.", nil),
        FormCase("Zeichnet eine Linie.", nil),
        FormCase("Tritt der Gruppe bei.", nil),
        FormCase("Schliesst das Fenster.", nil),
        FormCase("Öffnet alle Listen. Sie enthalten deine Konten.", nil),
        // Nouns: an infinitive in capitals, or no verb at all.
        FormCase("Optionen zum Teilen.", nil),
        FormCase("Wiedergabe.", nil),
        FormCase("Beiträge werden geladen.", nil),
        FormCase("Einfach einzurichten.", nil),
        FormCase("Zeigt die Bitte um Freigabe.", nil),
        // The polite imperative, and the user addressed.
        FormCase("Tippen Sie auf das Lied.", .imperative),
        FormCase("Wählen Sie ein Foto aus.", .imperative, suggestion: "Wählt"),
        FormCase("Sehen Sie sich die Liste an.", .imperative, suggestion: "Sieht"),
        FormCase("Wählen, sortieren oder ordnen Sie die Fotos neu.", .imperative, suggestion: "Ordnet"),
        FormCase("Können Sie das bestätigen?", .addressesUser, .info),
        FormCase("Hier können Sie Fotos teilen.", .addressesUser, .info),
        FormCase("Du kannst Fotos teilen.", .addressesUser, .info),
        // The du-imperative; "Suche" is a noun as well.
        FormCase("Öffne die Details.", .imperative, suggestion: "Öffnet"),
        FormCase("Gib deinen Namen ein.", .imperative, suggestion: "Gibt"),
        FormCase("Wechsle das Konto.", .imperative, suggestion: "Wechselt"),
        FormCase("Suche nach Beiträgen.", .imperative, .info, suggestion: "Sucht"),
        FormCase("Sperre aufheben.", .infinitive, suggestion: "Hebt … auf"),
        // Infinitives.
        FormCase("Details öffnen.", .infinitive, suggestion: "Öffnet"),
        FormCase("Lied abspielen.", .infinitive, suggestion: "Spielt … ab"),
        FormCase("Standardeinstellungen wiederherstellen.", .infinitive, suggestion: "Stellt … wieder her"),
        FormCase("Fenster schliessen.", .infinitive, suggestion: "Schliesst"),
        FormCase("Letzte Änderung rückgängig machen.", .infinitive, suggestion: "Macht"),
        FormCase("Diese Option auswählen, um die Ansicht zu öffnen.", .infinitive, suggestion: "Wählt … aus"),
        FormCase("Aktivieren, um Mitteilungen zu erhalten.", .infinitive, suggestion: "Aktiviert"),
        FormCase("Zum Löschen nach links wischen.", .infinitive),
        FormCase("Berühren und halten, um Optionen anzuzeigen.", .infinitive),
        FormCase("Wiedergabe anhalten.", .infinitive, suggestion: "Hält … an"),
        FormCase("Schließen.", .infinitive, .info, suggestion: "Schließt"),
        FormCase("%@ zum Löschen drücken.", .infinitive, .info),
        FormCase("Um das Lied abzuspielen.", .infinitive),
        // Requests and sentences without a verb.
        FormCase("Bitte einen Namen eingeben.", .request),
        FormCase("Öffnet die Einstellungen; bitte vorher sichern.", .request),
        FormCase("Dein Profil.", .notAVerb, .info),
        FormCase("Wenn Sie tippen, öffnet sich das Menü.", .notAVerb, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = GermanGrammar.hintForm(LanguageProfile.german.analyze(example.text))
        #expect(issue?.kind == example.kind)
        if let issue, example.kind != nil {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    @Test("third person singular", arguments: [
        ("öffnen", "öffnet"), ("berechnen", "berechnet"), ("atmen", "atmet"), ("wohnen", "wohnt"), ("lernen", "lernt"),
        ("scannen", "scannt"), ("zoomen", "zoomt"), ("ändern", "ändert"), ("wechseln", "wechselt"), ("senden", "sendet"),
        ("geben", "gibt"), ("lesen", "liest"), ("laden", "lädt"), ("enthalten", "enthält"), ("verlassen", "verlässt"),
        ("verbergen", "verbirgt"), ("heißen", "heißt"), ("tun", "tut"),
    ])
    func thirdPerson(_ verb: String, _ third: String) {
        #expect(GermanGrammar.thirdPerson(verb) == third)
    }

    @Test("controls named in a label, as words or at the end of a compound", arguments: [
        "Wiedergabetaste", "Play-Taste", "Teilen-Schaltfläche", "Teilenschaltfläche", "Lautstärkeschieberegler", "Playbutton",
        "Suchfeld", "Nachrichtentextfeld", "Kontrollkästchen für AGB",
    ])
    func controlTypes(_ label: String) {
        #expect(Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("keys, keyboards and other look-alikes are no control type", arguments: [
        "Tastatur", "Tastenkombinationen", "Leertaste", "Eingabetaste", "Home-Taste", "Esc-Taste", "Ein-/Aus-Taste",
        "Seitentaste", "Beliebige Taste drücken", "Hosenknopf", "Auf Knopfdruck", "Lautstärkeregler", "Schalter",
        "Feldnamen",
    ])
    func notControlTypes(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-control-type"))
    }

    @Test("gestures in hints: named ones anywhere, ambiguous verbs only as instructions")
    func gesturesInHints() {
        #expect(Self.rules("Zum Löschen nach links streichen.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Scrollen, um mehr zu sehen.", .hint).contains("hint-gesture"))
        #expect(Self.rules("Mit zwei Fingern nach oben wischen.", .hint).contains("hint-gesture"))
        // The gesture verb is also the command: reported once, as a gesture.
        #expect(Self.rules("Drücken Sie die Leertaste.", .hint) == ["hint-gesture"])
        #expect(!Self.rules("Streicht den Eintrag durch.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Zieht den Rabatt vom Preis ab.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Zeigt beim Tippen Vorschläge an.", .hint).contains("hint-gesture"))
        #expect(!Self.rules("Scrollt nach oben.", .hint).contains("hint-gesture"))
    }

    @Test("gestures in labels only open an instruction")
    func gesturesInLabels() {
        #expect(Self.rules("Tippen zum Abspielen", .label).contains("label-gesture"))
        #expect(Self.rules("Streichen Sie nach oben", .label).contains("label-gesture"))
        #expect(!Self.rules("Nach oben scrollen", .label).contains("label-gesture"))
        #expect(!Self.rules("Karte ziehen", .label).contains("label-gesture"))
        #expect(!Self.rules("Wischgesten", .label).contains("label-gesture"))
        #expect(!Self.rules("Tippfehler korrigieren", .label).contains("label-gesture"))
    }

    @Test("a final period after an abbreviation, an ordinal or a date is no full stop", arguments: [
        "Fotos, Videos usw.", "Zubehör, z. B.", "Zubehör, z.B.", "Hausnummer, Nr.", "Fällig am 24.12.", "Ab dem 3.",
        "Preis inkl.", "Mo.",
    ])
    func abbreviations(_ label: String) {
        #expect(!Self.rules(label, .label).contains("label-trailing-period"))
    }

    @Test("a label that ends a sentence is reported, with its fix")
    func trailingPeriod() {
        let findings = Auditor().check("Neue Nachricht.", language: "de", role: .label)
        #expect(findings.first { $0.rule == "label-trailing-period" }?.fix == "Neue Nachricht")
    }

    @Test("a state set off at the end of a label, not a word inside it")
    func states() {
        #expect(Self.rules("WLAN, eingeschaltet", .label).contains("label-state"))
        #expect(Self.rules("Nicht ausgewählt", .label).contains("label-state"))
        #expect(!Self.rules("Ausgewählte Fotos", .label).contains("label-state"))
        #expect(!Self.rules("Kein Konto ausgewählt", .label).contains("label-state"))
    }

    @Test("the required hint reads as correct in every rule")
    func requiredGoodHint() {
        #expect(Auditor().check("Spielt das Lied ab.", language: "de", role: .hint).isEmpty)
        #expect(Auditor().check("Spielt das Lied ab.", language: "de-CH", role: .hint).isEmpty)
    }
}
