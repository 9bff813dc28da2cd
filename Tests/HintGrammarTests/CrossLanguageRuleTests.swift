import Testing
@testable import HintGrammar

/// Behaviour of shared rules that differs by script: where the full stop goes, how a quoted
/// label is compared, where a gesture stands, how long a text is.
@Suite("Rules across scripts")
struct CrossLanguageRuleTests {
    func fixes(_ text: String, _ language: String, _ role: Role, rule: String, label: String? = nil) -> [String?] {
        Auditor(configuration: AuditConfiguration(selectedRules: [rule]))
            .check(text, language: language, role: role, label: label).map(\.fix)
    }

    /// The hint-imperative finding of a hint, if any.
    func imperative(_ text: String, _ language: String) -> Finding? {
        Auditor().check(text, language: language, role: .hint).first { $0.rule == "hint-imperative" }
    }

    /// Each hint is a command reported with no form of its own: neither fixed nor suggested.
    func expectNoFormSuggested(_ hints: [(text: String, language: String)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (text, language) in hints {
            let finding = imperative(text, language)
            #expect(finding != nil && finding?.fix == nil, "\(language): \(text)", sourceLocation: sourceLocation)
            #expect(finding.map { !$0.message.contains(": '") } == true, "\(language): \(finding?.message ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test("the hint's full stop: inside English quotes, after a parenthesis, after Japanese brackets unless they wrap the whole hint")
    func fullStopPlacement() {
        #expect(fixes("Opens \"Settings\"", "en", .hint, rule: "hint-missing-period") == ["Opens \"Settings.\""])
        #expect(fixes("Opens the settings (offline)", "en", .hint, rule: "hint-missing-period") == ["Opens the settings (offline)."])
        #expect(fixes("曲を再生します（オフライン）", "ja", .hint, rule: "hint-missing-period") == ["曲を再生します（オフライン）。"])
        #expect(fixes("「播放歌曲」", "zh-Hans", .hint, rule: "hint-missing-period") == ["「播放歌曲。」"])
    }

    @Test("a table without a full stop (Thai) asks for none at the end of a hint and finds none at the end of a label")
    func noFullStop() {
        for text in ["เล่นเพลง", "เปิดเมนู (ออฟไลน์)", "วันที่ 1 ม.ค."] {
            #expect(fixes(text, "th", .hint, rule: "hint-missing-period").isEmpty, "\(text)")
            #expect(fixes(text, "th", .label, rule: "label-trailing-period").isEmpty, "\(text)")
        }
    }

    @Test("a hint that repeats its quoted label is found behind the quotes")
    func quotedLabel() {
        let findings = Auditor(configuration: AuditConfiguration(selectedRules: ["hint-repeats-label"]))
            .check("「保存」は編集内容を保存します。", language: "ja", role: .hint, label: "保存")
        #expect(findings.count == 1)
        #expect(Auditor().check("曲を再生します。", language: "ja", role: .hint, label: "曲").filter { $0.rule == "hint-repeats-label" }.isEmpty)
    }

    @Test("in Chinese and Japanese a gesture instruction may follow its object in a label")
    func gestureAfterObject() {
        #expect(!Auditor(configuration: AuditConfiguration(selectedRules: ["label-gesture"])).check("写真をタップして拡大", language: "ja", role: .label).isEmpty)
        #expect(Auditor(configuration: AuditConfiguration(selectedRules: ["label-gesture"])).check("Photos, swipe actions", language: "en", role: .label).isEmpty)
    }

    @Test("the length of an unspaced text counts a Latin word as one unit")
    func characterUnits() {
        #expect(CharacterCount.units(in: "Wi-Fi を設定します。") == 7)
        #expect(CharacterCount.units(in: "%@ 件の新しい投稿") == 8)
    }

    @Test("the imperative's message shows the words and the suggestion without assuming the verb comes first")
    func imperativeWording() {
        let japanese = imperative("曲を再生しろ。", "ja")
        #expect(japanese?.message == "hint is a command ('再生しろ'); describe the result instead: '再生します'")
        let english = imperative("Play the song.", "en")
        #expect(english?.message == "hint is a command ('Play'); describe the result instead: 'Plays'")
    }

    @Test("a command followed by a purpose is an instruction: the message suggests none of the command's own forms, as the fix does not")
    func instructionWording() {
        expectNoFormSuggested([
            ("Selecione para abrir a vista de marcadores", "pt"), ("Επιλέξτε για να ανοίξετε την προβολή", "el"),
            ("Виберіть, щоб відкрити перегляд закладок", "uk"), ("Selecteren om de weergave te openen", "nl"),
        ])
        // Anything else between the command and the purpose: the command's own form, described.
        let shown = imperative("Mostrar uma ação para criar uma lista", "pt")
        #expect(shown?.message.hasSuffix(": 'Mostra'") == true)
    }

    @Test("the message suggests what the fix writes: the verb a language describes with another, and no one form for several verbs")
    func suggestionAsFixed() {
        // "Ver" is described with «Muestra» ("shows"), not «Ve» ("sees"): the message says so too.
        let view = imperative("Ver los contenidos reproducidos recientemente", "es")
        #expect(view?.message.hasSuffix(": 'Muestra'") == true, "\(view?.message ?? "")")
        #expect(view?.fix == "Muestra los contenidos reproducidos recientemente.")
        let english = imperative("View the recently played media.", "en")
        #expect(english?.message.hasSuffix(": 'Shows'") == true, "\(english?.message ?? "")")
        // Verbs of one form joined by a conjunction or a comma: one form alone would leave the others.
        expectNoFormSuggested([
            ("Comience o detenga la reproducción actual", "es"), ("Play or pause the current media.", "en"),
            ("Seleccionar, reordenar y clasificar los elementos", "es"), ("Lire ou mettre en pause la vidéo", "fr"),
            // Verbs before the one judged: the last of several joined.
            ("Wählen, sortieren oder ordnen Sie die Medien neu", "de"), ("Aktuelle Wiedergabe pausieren oder fortsetzen", "de"),
        ])
        // One verb, with a conjunction later between other words: its form, suggested and written.
        let one = imperative("Muestra u oculta", "es")
        #expect(one == nil)
        let single = imperative("Reproducir la lista de canciones y vídeos", "es")
        #expect(single?.message.hasSuffix(": 'Reproduce'") == true && single?.fix == "Reproduce la lista de canciones y vídeos.")
        let nouns = imperative("Menü mit AirPlay oder Bluetooth Geräten anzeigen", "de")
        #expect(nouns?.message.hasSuffix(": 'Zeigt … an'") == true, "\(nouns?.message ?? "")")
    }

    @Test("a negation before a German or Dutch infinitive stays in the suggested form: it would say the opposite without it")
    func negatedInfinitives() {
        for (text, language, expected) in [
            ("Medienliste nicht wiederholen", "de", "'Wiederholt … nicht'"), ("Die Liste nicht anzeigen", "de", "'Zeigt … nicht an'"),
            ("Medienlijst niet herhalen", "nl", "'Herhaalt … niet'"), ("Medienliste wiederholen", "de", "'Wiederholt'"),
        ] {
            let finding = imperative(text, language)
            #expect(finding?.message.hasSuffix(": \(expected)") == true, "\(language): \(finding?.message ?? "none")")
            #expect(finding?.fix == nil)
        }
    }

    @Test("a command that names what the user does (browse, explore, choose) gets no form of its own: the element does not do it")
    func userActivities() {
        for (text, language) in [
            ("Browse your folders", "en"), ("Choose subtitle or audio tracks", "en"), ("Parcourir vos dossiers", "fr"),
            ("Explore sus carpetas", "es"), ("Kies ondertitels", "nl"), ("Bläddra i dina mappar", "sv"), ("Exploreu les carpetes", "ca"),
            ("Sfogliare le cartelle", "it"), ("Scegli i sottotitoli", "it"), ("Escolha legendas ou faixas de áudio", "pt"), ("Gennemse dine mapper", "da"),
            ("Utforsk mappene dine", "nb"), ("Erkunden Sie die Mediathek", "de"),
        ] {
            let finding = imperative(text, language)
            #expect(finding?.fix == nil && finding?.message.hasSuffix("is what the user does: say what the element shows or opens") == true,
                    "\(language): \(finding?.message ?? "none")")
        }
        // "Select" is also what a button may do: its form, as before.
        let select = imperative("Select all the items", "en")
        #expect(select?.fix == "Selects all the items.")
        let navigate = imperative("Navegar a la lista de seguidores.", "es")
        #expect(navigate?.fix == "Navega a la lista de seguidores.")
    }

    @Test("a Hungarian verbal noun judged as an infinitive is called what it is")
    func hungarianVerbalNouns() {
        for text in ["A kiválasztott fájlok törlése", "Menü megjelenítése"] {
            let finding = imperative(text, "hu")
            #expect(finding?.message.hasPrefix("hint is a verbal noun (") == true, "\(finding?.message ?? "none")")
        }
        let infinitive = imperative("Lejátszani a dalt", "hu")
        #expect(infinitive?.message.hasPrefix("hint is an infinitive (") == true, "\(infinitive?.message ?? "none")")
        let german = imperative("Details öffnen", "de")
        #expect(german?.message.hasPrefix("hint is an infinitive (") == true)
    }

    @Test("a hint that is its label again is told to go, and no rule polishes it")
    func hintThatIsTheLabel() {
        for (text, label, language) in [("Lire ensuite", "Lire ensuite", "fr"), ("Play", "Play", "en"), ("spela upp", "Spela upp.", "sv"), ("再生", "再生。", "ja")] {
            let findings = Auditor().check(text, language: language, role: .hint, label: label)
            #expect(findings.contains { $0.rule == "hint-repeats-label" && $0.message.contains("remove the hint") }, "\(language): \(findings.map(\.message))")
            #expect(findings.allSatisfy { $0.fix == nil }, "\(language): \(findings.map(\.fix))")
            // Nor does a message suggest another form for it.
            #expect(findings.allSatisfy { $0.rule != "hint-imperative" || !$0.message.contains(": '") }, "\(language): \(findings.map(\.message))")
        }
        // The same hint after another label: the other rules' fixes as before.
        let other = Auditor().check("Lire ensuite", language: "fr", role: .hint, label: "File d’attente")
        #expect(!other.contains { $0.rule == "hint-repeats-label" } && other.contains { $0.fix != nil })
        // More than the label is the rule's other case, with its fix.
        let more = Auditor().check("Save saves your edits.", language: "en", role: .hint, label: "Save")
        #expect(more.first { $0.rule == "hint-repeats-label" }?.message.contains("start with the result") == true)
    }

    @Test("abbreviations of several words end a label; a lone capital does not")
    func abbreviations() {
        let period = Auditor(configuration: AuditConfiguration(selectedRules: ["label-trailing-period"]))
        #expect(period.check("Farben, z. B.", language: "de", role: .label).isEmpty)
        #expect(period.check("Farben, d.h.", language: "de", role: .label).isEmpty)
        #expect(period.check("Plan B.", language: "de", role: .label).map(\.fix) == ["Plan B"])
    }

    @Test("Dutch capitalization: 's-openings stay lower case, ij is capitalized as one letter")
    func dutchCapitalization() {
        let capital = Auditor(configuration: AuditConfiguration(selectedRules: ["label-capitalization"]))
        #expect(capital.check("'s Avonds", language: "nl", role: .label).isEmpty)
        #expect(capital.check("ijsbaan", language: "nl", role: .label).map(\.fix) == ["IJsbaan"])
        #expect(capital.check("open", language: "nl", role: .label).map(\.fix) == ["Open"])
    }

    @Test("a gesture that is also the hint's verb is reported once, as a gesture")
    func gestureNotAlsoImperative() {
        let rules = Auditor().check("Tippen, um das Lied abzuspielen.", language: "de", role: .hint).map(\.rule)
        #expect(rules == ["hint-gesture"])
    }
}

@Suite("plural-categories beside untranslated text")
struct PluralCopyTests {
    @Test("a plural copied from the source is untranslated, not short of categories; once translated, it is")
    func copiedPlural() {
        let english = pluralStringsdict("a11y.files.label", one: "%d new file", other: "%d new files")
        let copied = Auditor().audit(project([
            "App/en.lproj/L.stringsdict": english, "App/ru.lproj/L.stringsdict": english,
        ]))
        #expect(Set(copied.rules("ru")) == ["untranslated"])
        let translated = Auditor().audit(project([
            "App/en.lproj/L.stringsdict": english,
            "App/ru.lproj/L.stringsdict": pluralStringsdict("a11y.files.label", one: "%d файл", other: "%d файлов"),
        ]))
        #expect(translated.rules("ru") == ["plural-categories"])
        // One copied word is only mentioned by `untranslated` (as info): the missing categories say it.
        let word = pluralStringsdict("a11y.files.label", one: "%d file", other: "%d files")
        let copiedWord = Auditor().audit(project(["App/en.lproj/L.stringsdict": word, "App/ru.lproj/L.stringsdict": word]))
        #expect(copiedWord.findings.filter { $0.language == "ru" && $0.severity >= .warning }.map(\.rule) == ["plural-categories"])
    }
}

@Suite("A generic accessibility string's shape, read from its source text")
struct SourceShapeTests {
    /// The rules found in `language` for one generic key (`a11y.x`, no role word), its source
    /// text in English and its translation.
    static func rules(source: String, _ language: String, _ translation: String) -> [String] {
        Auditor().audit(project([
            "App/en.lproj/L.strings": "\"a11y.x\" = \"\(source)\";",
            "App/\(language).lproj/L.strings": "\"a11y.x\" = \"\(translation)\";",
        ])).findings.filter { $0.language == language }.map(\.rule).sorted()
    }

    @Test("a translation is judged as what its source looks like, not by a full stop of its own")
    func judgedBySource() {
        // The source may be either (many words, no full stop): the translator's full stop does
        // not make the German a hint (whose command form would be reported).
        #expect(Self.rules(source: "Move the map to my location", "de", "Verschiebe die Karte zu meinem Standort.") == [])
        // A hint in the source: the German, short and without its full stop, is judged as a hint too.
        #expect(Self.rules(source: "Opens the settings.", "de", "Öffne die Einstellungen") == ["hint-imperative"])
        // A label in the source stays a label in German, full stop or not.
        #expect(Self.rules(source: "Settings", "de", "Öffne die Einstellungen.") == [])
    }
}
