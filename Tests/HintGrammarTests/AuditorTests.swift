import SourceScanner
import StringsParser
import Testing
@testable import HintGrammar

/// Builds projects from `.strings` texts given per path, read by the real readers.
func project(_ files: [String: String]) -> LocalizationProject {
    let discovered = files.keys.sorted().compactMap { path -> (DiscoveredFile, String)? in
        guard let file = LocalizationDiscovery.classify(path, absolutePath: path, requireLproj: true, currentDirectory: "/") else { return nil }
        return (file, files[path]!)
    }
    return LocalizationProject(files: discovered.map { LocalizationFileReader.read(Array($0.1.utf8), as: $0.0) })
}

/// A `.stringsdict` of one key whose format (`%#@n@` by default) has a plural variable `n`.
func pluralStringsdict(_ key: String, format: String = "%#@n@", one: String, other: String) -> String {
    """
    <plist version="1.0"><dict><key>\(key)</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict></dict></plist>
    """
}

extension AuditResult {
    func rules(_ language: String? = nil) -> [String] {
        findings.filter { language == nil || $0.language == language }.map(\.rule)
    }
}

@Suite("Auditor")
struct AuditorTests {
    @Test("label and hint rules run on accessibility strings only, in their language")
    func scope() {
        let result = Auditor().audit(project([
            "App/en.lproj/Localizable.strings": """
                "a11y.play.label" = "Play button.";
                "a11y.play.hint" = "Play the song";
                "title" = "Play button.";
                """,
        ]))
        #expect(result.rules("en").sorted() == ["hint-imperative", "hint-missing-period", "label-control-type", "label-trailing-period"])
        #expect(result.accessibilityStringCount == 2)
        #expect(result.findings.first { $0.rule == "label-control-type" }?.fix == "Play")
    }

    @Test("the source language: configured, a catalog's, en, Base, else the language with more keys than any other, else en")
    func sourceLanguage() {
        let auditor = Auditor()
        let table = project([
            "App/Base.lproj/T.strings": "\"a\" = \"A\";\n\"b\" = \"B\";", "App/fr.lproj/T.strings": "\"a\" = \"A fr\";",
        ]).sortedTables[0]
        #expect(auditor.sourceLanguage(of: table) == "Base")
        let noEnglish = project([
            "App/de.lproj/T.strings": "\"a\" = \"A\";\n\"b\" = \"B\";", "App/fr.lproj/T.strings": "\"a\" = \"A fr\";",
        ]).sortedTables[0]
        #expect(auditor.sourceLanguage(of: noEnglish) == "de")
        #expect(Auditor(configuration: AuditConfiguration(sourceLanguage: "fr")).sourceLanguage(of: noEnglish) == "fr")
        // Translations of equal size, none of them the source: the default development language,
        // which the table lacks (nothing is compared), not the first by name.
        let translationsOnly = project([
            "App/bg.lproj/T.strings": "\"a\" = \"А\";", "App/cs.lproj/T.strings": "\"a\" = \"A\";",
        ]).sortedTables[0]
        #expect(auditor.sourceLanguage(of: translationsOnly) == "en")
    }

    @Test("on every core or on one, the same findings in the same order, and the same counts")
    func everyCoreOrOne() {
        var files: [String: String] = [:]
        for table in ["A11y", "Localizable", "Other"] {
            for language in ["en", "de", "fr", "ja"] {
                files["App/\(language).lproj/\(table).strings"] = (0..<700).map { index in
                    let text = index % 7 == 0 ? "Play button" : index % 5 == 0 ? "Tap to play the song" : "Song \(index) %@"
                    let translated = language == "en" ? text : index % 3 == 0 ? text : "\(language) \(index) %d"
                    return "\"a11y.item\(index).\(index % 2 == 0 ? "label" : "hint")\" = \"\(translated)\";"
                }.joined(separator: "\n")
                    // Findings about the files themselves, audited beside the keys: a key written
                    // again, and a line that is no entry.
                    + (language == "ja" ? "" : "\n\"a11y.item\(table.count * 2).label\" = \"again\";\n")
                    + (language == "de" ? "\nnot an entry\n" : "")
            }
        }
        let project = project(files)
        let auditor = Auditor(configuration: AuditConfiguration(scope: .all))
        let one = auditor.audit(project, onEveryCore: false)
        let every = auditor.audit(project, onEveryCore: true)
        #expect(one.findings.count > 500)
        #expect(one.findings.filter { $0.rule == FileRules.duplicateKey.id }.count == 9)
        #expect(one.findings.contains { $0.rule == FileRules.parseError.id })
        #expect(one.findings == every.findings)
        #expect(one.accessibilityStringCount == every.accessibilityStringCount)
        #expect(one.languagesWithoutTables == every.languagesWithoutTables && one.roles == every.roles)
    }

    @Test("a table's keys are chunked by their accessibility strings as well as by their number, in key order, each key once")
    func chunksOfKeys() throws {
        // 1,200 keys; the accessibility keys (named alike, so sorted together) in four languages.
        var files: [String: String] = [:]
        for language in ["en", "de", "fr", "ja"] {
            files["App/\(language).lproj/Localizable.strings"] = (0..<1_200).map { index in
                let key = index < 200 ? String(format: "a11y.item%03d.label", index) : "screen.item\(index).title"
                return "\"\(key)\" = \"Song \(index)\";"
            }.joined(separator: "\n")
        }
        let auditor = Auditor()
        let plan = auditor.plan(of: try #require(project(files).sortedTables.first))
        #expect(plan.accessibilityKeys.count == 200 && plan.accessibilityKeys.allSatisfy { $0.strings == 4 })
        let chunks = Auditor.chunks(of: plan, plan: 0)
        // Every key once, in order.
        #expect(chunks.first?.keys.lowerBound == 0 && chunks.last?.keys.upperBound == plan.keys.count)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.keys.upperBound == $1.keys.lowerBound })
        #expect(chunks.allSatisfy { $0.keys.count <= Auditor.keysPerChunk })
        // 800 accessibility strings: three chunks of 64 keys (256 strings each), then the last 8 with other keys.
        let accessible = chunks.prefix { $0.keys.upperBound <= 200 }
        #expect(accessible.map(\.keys.count) == [64, 64, 64])
        #expect(chunks[3].keys.count == Auditor.keysPerChunk && chunks[3].keys.lowerBound == 192)
        #expect(chunks[0].weight == 64 + 256 * Auditor.accessibilityStringWeight)
        #expect(chunks[3].weight > chunks[4].weight)
    }

    @Test("a botched merge (every key twice) and one key defined thousands of times: each duplicate reported with its own key and value")
    func manyDuplicates() {
        let keys = (0..<20_000).map { "\"k\($0)\" = \"v\($0)\";" }
        let merged = Auditor().audit(project(["App/en.lproj/L.strings": (keys + keys).joined(separator: "\n")]))
        let duplicates = merged.findings.filter { $0.rule == "duplicate-key" }
        #expect(duplicates.count == 20_000)
        #expect(duplicates.allSatisfy { $0.key.map { "v" + $0.dropFirst() } == $0.value })
        #expect(duplicates.first?.location.line == 20_001)
        let repeated = Auditor().audit(project(["App/en.lproj/L.strings": (0..<30_000).map { "\"k\" = \"v\($0)\";" }.joined(separator: "\n")]))
        let again = repeated.findings.filter { $0.rule == "duplicate-key" }
        #expect(again.count == 29_999)
        #expect(again.last?.value == "v29999" && again.first?.value == "v1")
    }

    @Test("a hint in a language without a table gets no fix that only adds its full stop when its source is a command or names a gesture")
    func periodFixWithoutTableFollowsSource() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": "\"menu.accessibilityHint\" = \"Tap to open the menu\";\n\"list.accessibilityHint\" = \"Opens the list\";\n",
            "App/et.lproj/L.strings": "\"menu.accessibilityHint\" = \"Puuduta menüü avamiseks\";\n\"list.accessibilityHint\" = \"Avab loendi\";\n",
        ]))
        let periods = result.findings.filter { $0.rule == "hint-missing-period" && $0.language == "et" }
        #expect(periods.map { "\($0.key ?? "") \($0.fix ?? "-")" }.sorted() == ["list.accessibilityHint Avab loendi.", "menu.accessibilityHint -"])
        // In a language with a table, its own judgement decides (the command is reported there).
        #expect(result.findings.contains { $0.rule == "hint-gesture" && $0.language == "en" })
    }

    @Test("a key written twice with the same value is a note that one can go; with another value, a warning that the earlier is lost")
    func duplicateWithSameValue() {
        let result = Auditor().audit(project(["App/en.lproj/L.strings": """
            "title" = "Title";
            "play" = "Play";
            "title" = "Title";
            "play" = "Play now";
            "done" = "Done";
            "done" = "Done";
            "done" = "Finished";
            """]))
        let duplicates = result.findings.filter { $0.rule == "duplicate-key" }.map { "\($0.key ?? "") \($0.severity) \($0.location.line)" }
        #expect(duplicates == ["title info 3", "play warning 4", "done warning 6", "done warning 7"])
        let note = result.findings.first { $0.rule == "duplicate-key" && $0.severity == .info }
        #expect(note?.message == "the key \"title\" is defined again here with the same value: nothing is lost, but one of the two can go")
        #expect(result.findings.first { $0.key == "play" && $0.rule == "duplicate-key" }?.message.contains("is lost") == true)
    }

    @Test("Base beside the source language with the same text is judged once, in the source; with its own text, or alone, it is judged")
    func baseBesideSource() {
        let result = Auditor().audit(project([
            "App/Base.lproj/L.strings": "\"a11y.play.hint\" = \"Play the song.\";\n\"a11y.stop.hint\" = \"Stop the song.\";\n\"a11y.next.hint\" = \"Skip the song.\";",
            "App/en.lproj/L.strings": "\"a11y.play.hint\" = \"Play the song.\";\n\"a11y.stop.hint\" = \"Stops the song.\";",
        ]))
        let found = result.findings.filter { $0.rule == "hint-imperative" }.map { "\($0.language ?? "") \($0.key ?? "")" }.sorted()
        #expect(found == ["Base a11y.next.hint", "Base a11y.stop.hint", "en a11y.play.hint"])
    }

    @Test("among variants of the development language, another than it is the source only with a clear majority of the keys the others have")
    func sourceVariants() {
        let keys = (1...20).map { "\"k\($0)\" = \"V\";" }
        let table = { (english: ArraySlice<String>, british: ArraySlice<String>) in
            project([
                "App/en.lproj/T.strings": english.joined(separator: "\n"), "App/en-GB.lproj/T.strings": british.joined(separator: "\n"),
                "App/fr.lproj/T.strings": keys.joined(separator: "\n"),
            ]).sortedTables[0]
        }
        // en lacks a key or two that en-GB and fr have (removed since): still the source.
        #expect(Auditor().sourceLanguage(of: table(keys[..<19], keys[...])) == "en")
        #expect(Auditor().sourceLanguage(of: table(keys[..<18], keys[...])) == "en")
        // en holds a quarter of them: stale, and en-GB is what fr translates.
        #expect(Auditor().sourceLanguage(of: table(keys[..<5], keys[...])) == "en-GB")
        // With Base, as with en: a complete Base is the source; a complete en beside it too.
        let base = project([
            "App/Base.lproj/T.strings": keys.joined(separator: "\n"), "App/en.lproj/T.strings": keys[..<2].joined(separator: "\n"),
            "App/fr.lproj/T.strings": keys.joined(separator: "\n"),
        ]).sortedTables[0]
        #expect(Auditor().sourceLanguage(of: base) == "Base")
    }

    @Test("missing and untranslated translations; regional variants and numbers are not untranslated")
    func translations() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": """
                "a11y.play.hint" = "Plays the song.";
                "a11y.count" = "%d / %d";
                "a11y.shuffle.label" = "Shuffle all";
                """,
            "App/fr.lproj/L.strings": "\"a11y.play.hint\" = \"Plays the song.\";\n\"a11y.count\" = \"%d / %d\";",
            "App/en-GB.lproj/L.strings": "\"a11y.play.hint\" = \"Plays the song.\";\n\"a11y.count\" = \"%d / %d\";\n\"a11y.shuffle.label\" = \"Shuffle all\";",
        ]))
        #expect(result.rules("fr").sorted() == ["missing-translation", "untranslated"])
        #expect(result.rules("en-GB").isEmpty)
        let missing = result.findings.first { $0.rule == "missing-translation" }
        #expect(missing?.severity == .warning)
        #expect(missing?.value == nil)
        #expect(missing?.message.contains("\"Shuffle all\"") == true)
    }

    @Test("outside accessibility: what breaks the app always, as an error; the translation bookkeeping with --scope all, one step lower")
    func nonAccessibility() {
        let files = project([
            "App/en.lproj/L.strings": "\"greeting\" = \"Hello there\";\n\"count\" = \"%@ items\";\n\"size\" = \"%lld MB\";\n\"gone\" = \"Gone\";",
            "App/fr.lproj/L.strings": "\"greeting\" = \"Hello there\";\n\"count\" = \"%d éléments\";\n\"size\" = \"%d Mo\";\n\"extra\" = \"En trop\";",
        ])
        let findings = { (scope: AuditScope) in
            Auditor(configuration: AuditConfiguration(scope: scope)).audit(files).findings.map { "\($0.key ?? "") \($0.rule) \($0.severity)" }.sorted()
        }
        #expect(findings(.accessibility) == ["count placeholder-mismatch error", "size placeholder-mismatch info"])
        #expect(findings(.all) == [
            "count placeholder-mismatch error", "extra extra-key info", "gone missing-translation info", "greeting untranslated info",
            "size placeholder-mismatch info",
        ])
    }

    @Test("the count of accessibility strings does not depend on the rules selected")
    func accessibilityCountWithSelection() {
        let files = project([
            "App/en.lproj/L.strings": "/* VoiceOver label */\n\"play\" = \"Play\";\n\"title\" = \"Songs\";",
            "App/fr.lproj/L.strings": "\"play\" = \"Lire\";\n\"title\" = \"Chansons\";",
        ])
        #expect(Auditor().audit(files).accessibilityStringCount == 2)
        #expect(Auditor(configuration: AuditConfiguration(selectedRules: ["untranslated"])).audit(files).accessibilityStringCount == 2)
    }

    @Test("a hint known only by a weak key name is reported as info")
    func weakEvidence() {
        let result = Auditor().audit(project(["App/en.lproj/L.strings": "\"PLAY_HINT\" = \"Play the song.\";"]))
        #expect(result.findings.map { "\($0.rule) \($0.severity)" } == ["hint-imperative info"])
    }

    @Test("storyboard tables whose source text exists only in Interface Builder comments: that text is checked and compared")
    func interfaceBuilderSource() {
        let comment = "/* Class = \"UIButton\"; accessibilityLabel = \"Close button.\"; ObjectID = \"2en-CB-bYH\"; */\n"
        let result = Auditor().audit(project([
            "App/fr.lproj/Tabs.strings": comment + "\"2en-CB-bYH.accessibilityLabel\" = \"Fermer\";",
            "App/de.lproj/Tabs.strings": comment + "\"2en-CB-bYH.accessibilityLabel\" = \"Close button.\";",
        ]))
        // The English text from the comment: a control type and a period, reported once.
        #expect(result.findings.filter { $0.language == "Base" || $0.language == "en" }.map(\.rule).sorted() == ["label-control-type", "label-trailing-period"])
        #expect(result.findings.contains { $0.rule == "untranslated" && $0.language == "de" })
        #expect(!result.findings.contains { $0.language == "fr" })
    }

    @Test("hints pair with their labels by key: x.label/x.hint, ID.accessibilityLabel/ID.accessibilityHint, X/X_HINT")
    func pairing() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": """
                "a11y.save.label" = "Save";
                "a11y.save.hint" = "Save saves your edits.";
                "a1B-2c-D3e.accessibilityLabel" = "Back";
                "a1B-2c-D3e.accessibilityHint" = "Back returns to the previous screen.";
                "SHUFFLE" = "Shuffle";
                "SHUFFLE_HINT" = "Shuffle shuffles the list.";
                """,
        ]))
        let repeats = result.findings.filter { $0.rule == "hint-repeats-label" }.compactMap(\.key)
        #expect(repeats.sorted() == ["SHUFFLE_HINT", "a11y.save.hint", "a1B-2c-D3e.accessibilityHint"])
        #expect(HintLabelPairing.labelKeys(forHint: "a11y.play.Hint").contains("a11y.play.Label"))
    }

    @Test("a language without a table gets the language-neutral rules, and the result says which rules did not run")
    func unsupportedLanguage() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": "\"a11y.play.label\" = \"Play\";",
            "App/xx.lproj/L.strings": "\"a11y.play.label\" = \" btn_play\";",
        ]))
        #expect(result.rules("xx").sorted() == ["label-identifier", "whitespace"])
        #expect(result.languagesWithoutTables["xx"]?.contains("label-control-type") == true)
        // The full-stop rules run in every language, by its script.
        #expect(result.languagesWithoutTables["xx"]?.contains("label-trailing-period") == false)
        #expect(result.languagesWithoutTables["xx"]?.contains("whitespace") == false)
    }

    @Test("configuration: select, ignore, severities, role overrides, languages, allow-list")
    func configuration() {
        let files = project([
            "App/en.lproj/L.strings": "\"play\" = \"Play button.\";\n\"ok\" = \"OK thanks\";",
            "App/fr.lproj/L.strings": "\"play\" = \"Lecture\";\n\"ok\" = \"OK thanks\";",
        ])
        let overrides = [RoleOverride(pattern: "play", role: .label)]
        let selected = Auditor(configuration: AuditConfiguration(selectedRules: ["label-trailing-period"], roleOverrides: overrides)).audit(files)
        #expect(selected.rules() == ["label-trailing-period"])
        let ignored = Auditor(configuration: AuditConfiguration(ignoredRules: ["label-trailing-period"], roleOverrides: overrides)).audit(files)
        #expect(!ignored.rules().contains("label-trailing-period"))
        let raised = Auditor(configuration: AuditConfiguration(severities: ["label-control-type": .error], roleOverrides: overrides)).audit(files)
        #expect(raised.findings.first { $0.rule == "label-control-type" }?.severity == .error)
        #expect(Auditor(configuration: AuditConfiguration(roleOverrides: overrides)).audit(files).rules("fr").isEmpty)
        #expect(Auditor(configuration: AuditConfiguration(roleOverrides: overrides, scope: .all)).audit(files).rules("fr") == ["untranslated"])
        let allowed = Auditor(configuration: AuditConfiguration(roleOverrides: overrides, untranslatedAllowlist: ["OK thanks"], scope: .all)).audit(files)
        #expect(allowed.rules("fr").isEmpty)
        let onlyGerman = Auditor(configuration: AuditConfiguration(languages: ["de"], roleOverrides: overrides)).audit(files)
        #expect(onlyGerman.rules("fr").isEmpty)
    }

    @Test("plural variants are compared with the source's same or 'other' variant; leaving the number out of 'one' is fine")
    func pluralPlaceholders() {
        let plural = { (one: String, other: String) in pluralStringsdict("a11y.photos", one: one, other: other) }
        let result = Auditor().audit(project([
            "App/en.lproj/L.stringsdict": plural("%d photo", "%d photos"),
            "App/fr.lproj/L.stringsdict": plural("Une photo", "%d photos"),
            "App/de.lproj/L.stringsdict": plural("%d Foto", "%@ Fotos"),
        ]))
        #expect(result.rules("fr").filter { $0 == "placeholder-mismatch" }.isEmpty)
        let german = result.findings.filter { $0.rule == "placeholder-mismatch" && $0.language == "de" }
        #expect(german.map(\.variant) == ["n.other"])
        #expect(german.first?.severity == .error)
    }

    @Test("a full stop and a capital letter are judged on the piece that holds that edge of what VoiceOver speaks")
    func spokenPieces() {
        let judged = { (role: String, format: String, one: String, other: String, language: String) -> [String] in
            let file = pluralStringsdict("a11y.tabs.\(role)", format: format, one: one, other: other)
            return Auditor().audit(project(["App/\(language).lproj/L.stringsdict": file]))
                .findings.filter { $0.rule != "plural-categories" }.map { "\($0.rule) \($0.variant ?? "-") \($0.fix ?? "-")" }.sorted()
        }
        // The variants hold both ends: each gets its full stop, the format none ("..").
        #expect(judged("hint", "%#@n@", "One tab", "%d tabs", "en") == [
            "hint-missing-period n.one One tab.", "hint-missing-period n.other %d tabs.",
        ])
        // The format holds both ends: its variants in the middle are not sentences.
        #expect(judged("hint", "Closes %#@n@ at once", "one tab", "%d tabs", "en") == [
            "hint-missing-period NSStringLocalizedFormatKey Closes %#@n@ at once.",
        ])
        // The format holds the start, the variants the end.
        #expect(judged("hint", "closes %#@n@", "one tab.", "%d tabs.", "en") == ["hint-capitalization NSStringLocalizedFormatKey Closes %#@n@"])
        #expect(judged("hint", "%#@n@ open", "one tab", "%d tabs", "en") == [
            "hint-capitalization n.one One tab", "hint-missing-period NSStringLocalizedFormatKey %#@n@ open.",
        ])
        // A label's period: on the variants that end it, not on those in the middle.
        #expect(judged("label", "%#@n@", "One tab.", "%d tabs.", "en") == [
            "label-trailing-period n.one One tab", "label-trailing-period n.other %d tabs",
        ])
        #expect(judged("label", "%#@n@ open", "One tab.", "%d tabs.", "en").isEmpty)
        // The same in every language, with its own full stop.
        #expect(judged("hint", "%#@n@", "タブを1つ閉じます", "タブを%d個閉じます", "ja") == [
            "hint-missing-period n.one タブを1つ閉じます。", "hint-missing-period n.other タブを%d個閉じます。",
        ])
        #expect(judged("hint", "%#@n@を閉じます", "1つのタブ", "%d個のタブ", "ja") == [
            "hint-missing-period NSStringLocalizedFormatKey %#@n@を閉じます。",
        ])
        #expect(judged("label", "%#@n@", "Un onglet.", "%d onglets.", "fr") == [
            "label-trailing-period n.one Un onglet", "label-trailing-period n.other %d onglets",
        ])
        #expect(judged("label", "%#@n@ ouverts", "Un onglet.", "%d onglets.", "fr").isEmpty)
        #expect(judged("label", "%#@n@ geöffnet", "ein Tab", "%d Tabs", "de") == ["label-capitalization n.one Ein Tab"])
    }

    @Test("in a String Catalog, a substitution's variants are pieces of the format that names it")
    func catalogPieces() {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"a11y.tabs.hint": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "Closes %#@tabs@"},
              "substitutions": {"tabs": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "one tab"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg tabs."}}}}}}}}}}}
            """
        let findings = Auditor().audit(project(["App/L.xcstrings": catalog])).findings
        #expect(findings.map { "\($0.rule) \($0.variant ?? "-")" } == ["hint-missing-period substitutions.tabs.plural.one"])
    }

    @Test("parse problems become findings, duplicates under their own rule")
    func fileFindings() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": "\"a11y.a.label\" = \"A\";\n\"a11y.a.label\" = \"B\";\n\"x\" = \"y\"\n",
        ]))
        #expect(result.findings.map { "\($0.rule) \($0.severity) \($0.location.line)" } == ["duplicate-key warning 2", "parse-error error 3"])
    }

    @Test("findings are sorted by file, line, column and rule")
    func order() {
        let result = Auditor().audit(project([
            "B/en.lproj/L.strings": "\"a11y.x.label\" = \"X.\";",
            "A/en.lproj/L.strings": "\"a11y.z.label\" = \"z.\";\n\"a11y.y.label\" = \"Y.\";",
        ]))
        #expect(result.findings.map { "\($0.location.file):\($0.location.line) \($0.rule)" } == [
            "A/en.lproj/L.strings:1 label-capitalization", "A/en.lproj/L.strings:1 label-trailing-period",
            "A/en.lproj/L.strings:2 label-trailing-period", "B/en.lproj/L.strings:1 label-trailing-period",
        ])
    }
}

@Suite("Word counting for untranslated text")
struct WordCountTests {
    @Test("format specifiers and stringsdict variables are not words", arguments: [
        ("%#@COUNT@", 0), ("%1$#@files@ in %2$@", 1), ("%lld new posts", 2), ("Play", 1), ("100 %", 0), ("播放歌曲", 1), ("%@ %@", 0),
    ])
    func counts(text: String, expected: Int) {
        #expect(WordCount.lettered(in: text) == expected)
    }
}

@Suite("Format specifiers in translations")
struct PlaceholderRefinementTests {
    func mismatches(_ files: [String: String]) -> [String] {
        Auditor(configuration: AuditConfiguration(selectedRules: ["placeholder-mismatch"])).audit(project(files)).findings
            .map { "\($0.language ?? "") \($0.severity)" }
    }

    @Test("a percent sign before a word is not a specifier unless the text has real ones")
    func literalPercent() {
        #expect(mismatches([
            "A/en.lproj/L.strings": "\"zoom\" = \"% of screen\";\n\"votes\" = \"%1$d%% of votes\";",
            "A/pl.lproj/L.strings": "\"zoom\" = \"% ekranu\";\n\"votes\" = \"%1$d%% głosów\";",
            "A/da.lproj/L.strings": "\"zoom\" = \"% af skærmen\";\n\"votes\" = \"%1$d% af stemmerne\";",
        ]) == ["da error"])
    }

    @Test("keys without a % anywhere are skipped, but not one whose source text, written in code, has specifiers")
    func skippedWithoutPercent() {
        let files = project([
            "A/en.lproj/L.strings": "\"plain\" = \"Plain\";\n\"count\" = \"%d items\";",
            "A/fr.lproj/L.strings": "\"plain\" = \"Simple\";\n\"count\" = \"Éléments\";\n\"coded\" = \"Nouveaux messages\";",
        ])
        let table = files.tables.values.first!
        let rule = PlaceholderMismatchRule()
        #expect(!rule.mayFind(in: table.keys["plain"]!, sourceValues: table.keys["plain"]!.values["en"]!))
        #expect(rule.mayFind(in: table.keys["count"]!, sourceValues: table.keys["count"]!.values["en"]!))
        var code = CodeIndex()
        code.defaultTexts = [DefaultText(table: "L", key: "coded", text: "%@ new messages", location: SourceLocation(file: "A.swift", line: 3, column: 9))]
        let findings = Auditor(configuration: AuditConfiguration(selectedRules: ["placeholder-mismatch"]), code: code).audit(files).findings
        #expect(findings.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted() == ["coded fr", "count fr"])
    }

    @Test("in a catalog's substitution, a plain specifier where the source writes %arg is a warning that says so")
    func substitutionArgument() {
        let catalog = { (one: String, other: String, name: String) in
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"posts %lld %lld": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@posts@ from %#@people@"},
                     "substitutions": {
                       "posts": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                         "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}},
                       "people": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "%arg person"}},
                         "other": {"stringUnit": {"state": "translated", "value": "%arg people"}}}}}}},
              "eu": {"stringUnit": {"state": "translated", "value": "%#@people@ %#@\(name)@"},
                     "substitutions": {
                       "\(name)": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "\(one)"}},
                         "other": {"stringUnit": {"state": "translated", "value": "\(other)"}}}}},
                       "people": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                         "one": {"stringUnit": {"state": "translated", "value": "Partaide batek"}},
                         "other": {"stringUnit": {"state": "translated", "value": "%arg partaidek"}}}}}}}}}}}
            """
        }
        let plain = Auditor().audit(project(["A/L.xcstrings": catalog("bidalketa %lld", "%lld bidalketa", "posts")])).findings
            .filter { $0.rule == "placeholder-mismatch" }
        #expect(plain.map { "\($0.variant ?? "") \($0.severity)" } == [
            "substitutions.posts.plural.one warning", "substitutions.posts.plural.other warning",
        ])
        #expect(plain.first?.message.contains("writes %lld where the source writes %arg") == true)
        let right = Auditor().audit(project(["A/L.xcstrings": catalog("bidalketa %arg", "%arg bidalketa", "posts")])).findings
        #expect(right.filter { $0.rule == "placeholder-mismatch" }.isEmpty)
        // Substitutions named otherwise in the translation.
        let renamed = Auditor().audit(project(["A/L.xcstrings": catalog("bidalketa %lld", "%lld bidalketa", "zenbat")])).findings
            .filter { $0.rule == "placeholder-mismatch" }
        #expect(renamed.map { "\($0.variant ?? "") \($0.severity)" } == [
            "substitutions.zenbat.plural.one warning", "substitutions.zenbat.plural.other warning",
        ])
    }

    @Test("a translation written without the source's variables may print their arguments itself")
    func formatOfVariables() {
        let catalog = { (korean: String) in
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"followers %lld %@": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@followers@"},
                     "substitutions": {"followers": {"formatSpecifier": "lld", "variations": {"plural": {
                       "one": {"stringUnit": {"state": "translated", "value": "%2$@ follower"}},
                       "other": {"stringUnit": {"state": "translated", "value": "%2$@ followers"}}}}}}},
              "ko": {"stringUnit": {"state": "translated", "value": "\(korean)"}}}}}}
            """
        }
        let findings = { (korean: String) in
            Auditor().audit(project(["A/L.xcstrings": catalog(korean)])).findings.filter { $0.rule == "placeholder-mismatch" }
                .map { "\($0.severity) \($0.message)" }
        }
        #expect(findings("팔로워 %2$@명").isEmpty)
        #expect(findings("%1$lld 팔로워 %2$@").isEmpty)
        #expect(findings("팔로워 %3$@명") == [
            "error the ko format specifiers (%3$@) do not match the source's (none): argument 3 (an object (%@)) is not in the source",
        ])
        #expect(findings("팔로워 %2$d명") == [
            "error the ko format specifiers (%2$d) do not match the source's (none): argument 2 is an integer (%d) but an object (%@) in the source",
        ])
    }

    @Test("%arg, Xcode's substitution placeholder, is not %a")
    func catalogArgument() {
        #expect(FormatSpecifierScanner.scan("%arg followers").map(\.type) == [.variable("arg")])
        #expect(FormatSpecifierScanner.scan("%a").map(\.type) == [.floatingPoint])
    }

    @Test("a plural variant may carry the count that the source's own variant leaves out")
    func pluralCount() {
        let plural = { (one: String, other: String) in pluralStringsdict("k", one: one, other: other) }
        #expect(mismatches([
            "A/en.lproj/L.stringsdict": plural("Delete this password?", "Delete %d passwords?"),
            "A/hr.lproj/L.stringsdict": plural("Izbrisati %1$d lozinku?", "Izbrisati %1$d lozinki?"),
            "A/de.lproj/L.stringsdict": plural("%@ Passwort löschen?", "%d Passwörter löschen?"),
        ]) == ["de error"])
    }
}
