import StringsParser
import Testing
@testable import HintGrammar

@Suite("Configuration file")
struct ConfigurationTests {
    func parse(_ text: String) -> (ConfigurationFile, [String]) {
        let (file, diagnostics) = ConfigurationFile.parse(Array(text.utf8), path: ".l10n-ax.json")
        return (file, diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" })
    }

    @Test("every setting is read")
    func everySetting() {
        let (file, problems) = parse("""
            {
              "sourceLanguage": "en",
              "languages": ["de", "pt_BR"],
              "include": ["App/**"],
              "exclude": ["**/Tests/**"],
              "select": ["hint-imperative", "label-control-type"],
              "ignore": ["label-length"],
              "severity": {"hint-gesture": "error"},
              "roles": {"*_A11Y_HINT": "hint", "Accessibility/*": "label"},
              "wrappers": ["L10n.tr"],
              "allowUntranslated": ["OK", "Wi-Fi"],
              "failOn": "warning"
            }
            """)
        #expect(problems.isEmpty)
        #expect(file.audit.sourceLanguage == "en")
        #expect(file.audit.languages == ["de", "pt-BR"])
        #expect(file.audit.selectedRules == ["hint-imperative", "label-control-type"])
        #expect(file.audit.ignoredRules == ["label-length"])
        #expect(file.audit.severities == ["hint-gesture": .error])
        #expect(file.audit.roleOverrides == [RoleOverride(pattern: "*_A11Y_HINT", role: .hint), RoleOverride(pattern: "Accessibility/*", role: .label)])
        #expect(file.wrappers == ["L10n.tr"])
        #expect(file.audit.untranslatedAllowlist == ["OK", "Wi-Fi"])
        #expect(file.failOn == .severity(.warning))
        #expect(file.accepts("App/en.lproj/Localizable.strings"))
        #expect(!file.accepts("App/Tests/en.lproj/Localizable.strings"))
        #expect(!file.accepts("Widget/en.lproj/Localizable.strings"))
    }

    @Test("an unknown setting, rule, severity or role is an error that names it, at its line and column")
    func mistakes() {
        let (_, problems) = parse("""
            {
              "selct": ["hint-imperative"],
              "ignore": ["hint-imperatve", 3],
              "severity": {"label-lenght": "warning", "hint-gesture": "fatal"},
              "roles": {"x": "title"},
              "failOn": "sometimes",
              "languages": "de"
            }
            """)
        #expect(problems == [
            "2:3 unknown-key unknown setting \"selct\"; did you mean \"select\"?",
            "3:14 unknown-rule unknown rule \"hint-imperatve\"; did you mean \"hint-imperative\"?; 'l10n-ax rules' lists them",
            "3:32 wrong-type \"ignore\" must be a list of rule ids",
            "4:16 unknown-rule unknown rule \"label-lenght\"; did you mean \"label-length\"?; 'l10n-ax rules' lists them",
            "4:59 unknown-severity unknown severity \"fatal\"; use error, warning or info",
            "5:18 unknown-role unknown role \"title\"; use label, hint, value or accessibility",
            "6:13 unknown-fail-on unknown \"failOn\" value \"sometimes\"; use error, warning, info or never",
            "7:16 wrong-type \"languages\" must be a list of strings",
        ])
    }

    @Test("a JSON syntax error is reported at its place")
    func syntax() {
        let (_, problems) = parse("{\n  \"select\": [\"a\",]\n}")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("2:17 trailing-comma") == true)
    }

    @Test("path globs: * within a component, ** across components", arguments: [
        ("App/**", "App/en.lproj/L.strings", true), ("**/Tests/**", "A/Tests/en.lproj/L.strings", true),
        ("**/Tests/**", "Tests/x.strings", true), ("*.strings", "App/x.strings", false), ("**/*.strings", "App/x.strings", true),
        ("App/*/L.strings", "App/en.lproj/L.strings", true), ("App/*/L.strings", "App/a/b/L.strings", false), ("Pods/**", "App/Pods/x", false),
    ])
    func globs(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob.matches(pattern, path) == expected)
    }
}

@Suite("Suppression and baselines")
struct SuppressionBaselineTests {
    @Test("a comment directive silences the rules it names, or all of them")
    func directives() {
        #expect(Suppression.rules(in: "l10n-ax:ignore hint-gesture label-length") == ["hint-gesture", "label-length"])
        #expect(Suppression.rules(in: "Hint of play. l10n-ax:ignore") == [])
        #expect(Suppression.rules(in: "l10n-ax:ignore hint-gesture because we must") == ["hint-gesture"])
        #expect(Suppression.rules(in: "just a comment") == nil)
    }

    @Test("suppressed findings leave the audit; others stay")
    func suppression() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": """
                /* l10n-ax:ignore hint-gesture */
                "a11y.play.hint" = "Double tap to play.";
                /* l10n-ax:ignore */
                "a11y.stop.label" = "Stop button.";
                "a11y.pause.label" = "Pause button";
                """,
        ]))
        #expect(result.findings.map(\.rule) == ["label-control-type"])
        #expect(result.findings.first?.key == "a11y.pause.label")
    }

    @Test("a translation's directive silences only that translation; the source's speaks for every language")
    func suppressionPerLanguage() {
        let result = Auditor().audit(project([
            "App/en.lproj/L.strings": """
                "a11y.play.hint" = "Double tap to play the song.";
                /* l10n-ax:ignore hint-gesture */
                "a11y.stop.hint" = "Double tap to stop.";
                """,
            "App/fr.lproj/L.strings": """
                /* l10n-ax:ignore */
                "a11y.play.hint" = "Touchez deux fois pour lire le morceau.";
                "a11y.stop.hint" = "Touchez deux fois pour arrêter.";
                """,
            "App/de.lproj/L.strings": """
                /* l10n-ax:ignore hint-imperative */
                "a11y.play.hint" = "Doppeltippen, um das Lied abzuspielen.";
                """,
        ]))
        let reported = Set(result.findings.map { "\($0.language ?? "") \($0.key ?? "") \($0.rule)" })
        // fr's "ignore everything" on a11y.play.hint silences fr alone: en and de keep theirs.
        #expect(reported.contains("en a11y.play.hint hint-gesture"))
        #expect(reported.contains("de a11y.play.hint hint-gesture"))
        #expect(!reported.contains { $0.hasPrefix("fr a11y.play.hint") })
        // en's directive on a11y.stop.hint speaks for fr, and for de, where the key is missing.
        #expect(!reported.contains { $0.hasSuffix("a11y.stop.hint hint-gesture") })
        #expect(reported.contains("de a11y.stop.hint missing-translation"))
    }

    @Test("a baseline matches findings by rule, table, key, language and variant, not lines, and counts them")
    func baseline() throws {
        let before = Auditor().audit(project(["App/en.lproj/L.strings": "\"a11y.a.label\" = \"A button\";\n\"a11y.b.label\" = \"B.\";"]))
        let baseline = Baseline(findings: before.findings)
        let decoded = try Baseline.decode(Array(baseline.encoded().utf8), file: "b.json").get()
        #expect(decoded.counts == baseline.counts)
        // Lines move and a new finding appears: only the new one is reported.
        let after = Auditor().audit(project([
            "App/en.lproj/L.strings": "\n\n\"a11y.c.label\" = \"C.\";\n\"a11y.a.label\" = \"A button\";\n\"a11y.b.label\" = \"B.\";",
        ]))
        #expect(decoded.newFindings(after.findings).map(\.key) == ["a11y.c.label"])
        // A storyboard text's finding recorded before its table had its bundle still matches; a
        // table's finding is not taken for another bundle's.
        let storyboard = Finding(
            rule: "hint-imperative", severity: .warning, message: "m", location: SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 7, column: 9),
            language: "en", table: TableID(bundle: "App", name: "Main"), key: "a1B-2c-D3e.accessibilityHint")
        let legacy = try Baseline.decode(Array("{\"findings\": [{\"id\": \"hint-imperative|/Main|a1B-2c-D3e.accessibilityHint|en|\", \"count\": 1}]}".utf8), file: "b.json").get()
        #expect(legacy.newFindings([storyboard, storyboard]).count == 1)
        var strings = storyboard
        strings.location = SourceLocation(file: "App/en.lproj/Main.strings", line: 2, column: 1)
        #expect(legacy.newFindings([strings]).count == 1)
        if case let .failure(problem) = Baseline.decode(Array("{\"x\": 1}".utf8), file: "b.json") {
            #expect(problem.message.contains("not an l10n-ax baseline"))
        } else {
            Issue.record("a file without findings must not be a baseline")
        }
    }
}

@Suite("Detected configuration")
struct DetectedConfigurationTests {
    @Test("a key's naming pattern keeps its marker and role words and stars the rest", arguments: [
        ("a11y_play_button_hint", "a11y_*_hint"), ("player.accessibilityLabel", "*.accessibilityLabel"),
        ("PLAY_A11Y", "*_A11Y"), ("Accessibility.Dismiss.Hint", "Accessibility.*.Hint"),
        ("a1B-2c-D3e.accessibilityHint", "*.accessibilityHint"), ("voiceover.settings.title", "voiceover.*.title"),
    ])
    func pattern(key: String, expected: String) {
        #expect(DetectedConfiguration.pattern(of: key) == expected)
    }

    @Test("no pattern without a marker, without anything else, or with a glob's characters")
    func noPattern() {
        for key in ["play_hint", "title", "accessibilityLabel", "a11y_hint", "a11y_*_hint", "settings.accessibility?"] {
            #expect(DetectedConfiguration.pattern(of: key) == nil, "\(key)")
        }
    }
}
