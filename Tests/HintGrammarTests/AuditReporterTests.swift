import StringsParser
import TestSupport
import Testing
@testable import HintGrammar

/// A small audit result with values that break naive reporters: quotes, line breaks, `%`,
/// commas and colons in paths and messages, CJK and emoji, a finding without a position and
/// one of a rule the registry does not describe.
enum NastyAuditResult {
    static let placeholder = Finding(
        rule: "placeholder-mismatch", severity: .error,
        message: "the fr format specifiers (%d) do not match the source's (%@): 100% \"broken\"\r\nsecond line",
        location: SourceLocation(file: "App/fr.lproj/Main, Menu: 1.strings", line: 3, column: 7), language: "fr",
        table: TableID(bundle: "App", name: "Main, Menu: 1"), key: "menu\n\"item\"", role: .label, value: "%d 件, 50%")

    static let imperative = Finding(
        rule: "hint-imperative", severity: .warning, message: "hint is a command 「再生して」🎵",
        location: SourceLocation(file: "App/ja.lproj/Localizable.strings", line: 12, column: 9), language: "ja",
        table: TableID(bundle: "App", name: "Localizable"), key: "a11y.play.hint", role: .hint, value: "再生して🎵",
        variant: "count.other", fix: "曲を再生します。", applicability: .unsafe)

    static let binary = Finding(
        rule: "untranslated", severity: .info, message: "one word, kept: \"OK\"",
        location: SourceLocation(file: "./App/de.lproj/Binary.strings", position: .unknown), language: "de",
        table: TableID(bundle: "App", name: "Binary"), key: "ok", value: "OK")

    static let unknownRule = Finding(
        rule: "x-custom", severity: .warning, message: "50%, said the tool: done",
        location: SourceLocation(file: "/abs/path/Sources/View.swift", line: 1, column: 1))

    static let result = AuditResult(
        findings: [placeholder, imperative, binary, unknownRule], roles: [:], languagesWithoutTables: [:], stringCount: 4,
        accessibilityStringCount: 2, fileCount: 4, languages: ["de", "en", "fr", "ja"])
}

@Suite("audit --format xcode")
struct XcodeReporterTests {
    @Test("one line per finding: path:line:column: kind: message [rule]; info as note; no position, path only; nothing else")
    func output() {
        #expect(XcodeReporter.render(NastyAuditResult.result) == """
            App/fr.lproj/Main, Menu: 1.strings:3:7: error: the fr format specifiers (%d) do not match the source's (%@): 100% "broken"\\r\\nsecond line [placeholder-mismatch]
            App/ja.lproj/Localizable.strings:12:9: warning: hint is a command 「再生して」🎵; write "曲を再生します。" (unsafe) [hint-imperative]
            ./App/de.lproj/Binary.strings: note: one word, kept: "OK" [untranslated]
            /abs/path/Sources/View.swift:1:1: warning: 50%, said the tool: done [x-custom]

            """)
    }

    @Test("no findings: no output at all")
    func empty() {
        let result = AuditResult(findings: [], roles: [:], languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0, fileCount: 0, languages: [])
        #expect(XcodeReporter.render(result) == "")
    }

    @Test("each line is one line, whatever the message holds", arguments: ["a\nb", "a\rb", "a\u{0}b", "tab\there", "\u{7F}"])
    func singleLine(message: String) {
        var finding = NastyAuditResult.imperative
        finding.message = message
        let line = XcodeReporter.line(for: finding)
        #expect(!line.utf8.contains { $0 < 0x20 || $0 == 0x7F })
        #expect(line.hasPrefix("App/ja.lproj/Localizable.strings:12:9: warning: "))
    }
}

@Suite("audit --format github")
struct GitHubActionsReporterTests {
    @Test("one workflow command per finding, escaped as the runner unescapes")
    func output() {
        #expect(GitHubActionsReporter.render(NastyAuditResult.result) == """
            ::error file=App/fr.lproj/Main%2C Menu%3A 1.strings,line=3,col=7,title=Format specifiers differ (placeholder-mismatch)::the fr format specifiers (%25d) do not match the source's (%25@): 100%25 "broken"%0D%0Asecond line
            ::warning file=App/ja.lproj/Localizable.strings,line=12,col=9,title=Hint is a command (hint-imperative)::hint is a command 「再生して」🎵; write "曲を再生します。" (unsafe)
            ::notice file=./App/de.lproj/Binary.strings,title=Untranslated text (untranslated)::one word, kept: "OK"
            ::warning file=/abs/path/Sources/View.swift,line=1,col=1,title=x-custom::50%25, said the tool: done

            """)
    }

    @Test("escaping: data escapes % CR LF; properties also : and ,", arguments: [
        ("100%", "100%25", "100%25"),
        ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        ("a: b, c", "a: b, c", "a%3A b%2C c"),
        ("%0A", "%250A", "%250A"),
        ("再生 🎵", "再生 🎵", "再生 🎵"),
    ])
    func escaping(text: String, data: String, property: String) {
        #expect(GitHubActionsReporter.escapedData(text) == data)
        #expect(GitHubActionsReporter.escapedProperty(text) == property)
    }

    /// The runner's own unescaping, to check that escaping round-trips.
    private func unescape(_ text: String, property: Bool) -> String {
        var result = text
        if property {
            result = result.replacing("%2C", with: ",").replacing("%3A", with: ":")
        }
        return result.replacing("%0A", with: "\n").replacing("%0D", with: "\r").replacing("%25", with: "%")
    }

    @Test("escaped text reads back as the original", arguments: ["100% sure", "%25 literal", "a:b,c\r\nd", "%%0D"])
    func roundTrip(text: String) {
        #expect(unescape(GitHubActionsReporter.escapedData(text), property: false) == text)
        #expect(unescape(GitHubActionsReporter.escapedProperty(text), property: true) == text)
    }
}

@Suite("audit --format text")
struct TextReporterTests {
    @Test("a finding is its lines and no more: line breaks in messages, keys and values are shown escaped")
    func escaped() {
        let text = TextReporter.render(NastyAuditResult.result, summary: false)
        #expect(text == #"""
            Main, Menu: 1 "menu\n\"item\"" (label)
              error   the fr format specifiers (%d) do not match the source's (%@): 100% "broken"\r\nsecond line [placeholder-mismatch]
                      fr App/fr.lproj/Main, Menu: 1.strings:3:7 = "%d 件, 50%"

            Localizable "a11y.play.hint" (hint)
              warning hint is a command 「再生して」🎵 [hint-imperative]
                      ja App/ja.lproj/Localizable.strings:12:9 [count.other] = "再生して🎵"
                      fix: "曲を再生します。" (unsafe)

            Binary "ok"
              info    one word, kept: "OK" [untranslated]
                      de ./App/de.lproj/Binary.strings = "OK"

            /abs/path/Sources/View.swift
              warning 50%, said the tool: done [x-custom]
                      1:1

            """#)
    }

    @Test("the summary follows the findings after one blank line, unless left out")
    func summary() {
        let full = TextReporter.render(NastyAuditResult.result)
        let findings = TextReporter.render(NastyAuditResult.result, summary: false)
        #expect(full == findings + "\n" + TextReporter.summary(NastyAuditResult.result))
    }

    /// One key's untranslated text in `languages`, and a label rule's finding in German.
    static func untranslated(in languages: [String], translations: Int) -> AuditResult {
        let table = TableID(bundle: "App", name: "Localizable")
        var findings = languages.map { language in
            Finding(
                rule: "untranslated", severity: .warning,
                message: "the \(language) text is the en text, untranslated: VoiceOver reads it to \(language) users as is",
                location: SourceLocation(file: "App/\(language).lproj/Localizable.strings", line: 4, column: 12), language: language,
                table: table, key: "play.label", role: .label, value: "Play song")
        }
        findings.append(Finding(
            rule: "label-trailing-period", severity: .warning, message: "label ends with '.'",
            location: SourceLocation(file: "App/de.lproj/Localizable.strings", line: 4, column: 12), language: "de", table: table,
            key: "play.label", role: .label, value: "Lied abspielen."))
        var result = AuditResult(
            findings: Auditor.sorted(findings), roles: [:], languagesWithoutTables: [:], stringCount: 9, accessibilityStringCount: 9,
            fileCount: 9, languages: ["en"] + languages)
        result.sourceTexts = [table: ["play.label": "Play song"]]
        result.translationCounts = [table: translations]
        return result
    }

    @Test("findings of one rule that differ only by variant are one entry that names the forms")
    func variantEntries() {
        let plural = { (one: String, other: String) in pluralStringsdict("a11y.tabs.hint", one: one, other: other) }
        let result = Auditor().audit(project([
            "App/en.lproj/L.stringsdict": plural("Closes one tab", "Closes %d tabs"),
            "App/fr.lproj/L.stringsdict": plural("Ferme un onglet", "Ferme %d onglets"),
        ]))
        #expect(TextReporter.render(result, summary: false) == """
            L "a11y.tabs.hint" (hint) = "%#@n@"
              warning hint without its full stop in en, fr; forms n.one, n.other [hint-missing-period]
                      en App/en.lproj/L.stringsdict:5:23 [n.one], and 3 more

            """)
    }

    @Test("a report of many keys, rendered in chunks on every core, is each key's entry in order")
    func manyKeysInChunks() {
        let table = TableID(bundle: "App", name: "Localizable")
        let count = TextReporter.groupsPerChunk * 2 + 7
        let findings = (0..<count).map { index in
            Finding(
                rule: "label-trailing-period", severity: .warning, message: "label ends with '.'",
                location: SourceLocation(file: "App/en.lproj/Localizable.strings", line: index + 1, column: 9), language: "en", table: table,
                key: "key\(index)", role: .label, value: "Value \(index).")
        }
        func result(_ findings: [Finding]) -> AuditResult {
            AuditResult(
                findings: findings, roles: [:], languagesWithoutTables: [:], stringCount: count, accessibilityStringCount: count,
                fileCount: 1, languages: ["en"])
        }
        let whole = TextReporter.render(result(findings), summary: false)
        let oneByOne = findings.map { TextReporter.render(result([$0]), summary: false) }.joined(separator: "\n")
        #expect(whole == oneByOne)
        #expect(whole.components(separatedBy: "\n\n").count == count)
    }

    @Test("a cross-language rule's findings of one key are one entry naming the languages; a language rule's stay its own")
    func oneEntryPerKey() {
        #expect(TextReporter.render(Self.untranslated(in: ["de", "fr", "it"], translations: 12), summary: false) == """
            Localizable "play.label" (label) = "Play song"
              warning label ends with '.' [label-trailing-period]
                      de App/de.lproj/Localizable.strings:4:12 = "Lied abspielen."
              warning untranslated text in de, fr, it (3 of 12 languages) [untranslated]
                      de App/de.lproj/Localizable.strings:4:12, and 2 more

            """)
        let many = ["ca", "cs", "da", "de", "el", "es", "fi", "fr", "hu", "it", "nl", "pl"]
        #expect(TextReporter.render(Self.untranslated(in: many, translations: 30), summary: false)
            .contains("untranslated text in ca, cs, da, de, el, es, fi, fr, hu, it and 2 more (12 of 30 languages) [untranslated]"))
        #expect(TextReporter.render(Self.untranslated(in: ["fr"], translations: 3), summary: false)
            .contains("warning the fr text is the en text, untranslated: VoiceOver reads it to fr users as is [untranslated]"))
    }

    @Test("a language rule's findings of one key: the rule once, each language on its own line with its place, value or message, and fix")
    func languageRuleOnce() {
        let table = TableID(bundle: "App", name: "Localizable")
        let finding = { (language: String, message: String, value: String, fix: String?) in
            Finding(
                rule: "label-control-type", severity: .warning, message: message,
                location: SourceLocation(file: "App/\(language).lproj/Localizable.strings", line: 2, column: 9), language: language,
                table: table, key: "play", role: .label, value: value, fix: fix)
        }
        var result = AuditResult(
            findings: [finding("de", "label names the control type", "Taste Abspielen", "Abspielen"), finding("en", "label names the control type", "Play button", "Play")],
            roles: [:], languagesWithoutTables: [:], stringCount: 2, accessibilityStringCount: 2, fileCount: 2, languages: ["de", "en"])
        result.sourceTexts = [table: ["play": "Play button"]]
        #expect(TextReporter.render(result, summary: false) == """
            Localizable "play" (label) = "Play button"
              warning label names the control type [label-control-type]
                      de App/de.lproj/Localizable.strings:2:9 = "Taste Abspielen": write "Abspielen"
                      en App/en.lproj/Localizable.strings:2:9: write "Play"

            """)
        let differing = result.replacingFindings([
            finding("de", "label names the control type 'Taste'; write \"Abspielen\"", "Taste Abspielen", "Abspielen"),
            finding("en", "label names the control type 'button'", "Play button", nil),
        ])
        // A fix the message gives is not repeated.
        #expect(TextReporter.render(differing, summary: false) == """
            Localizable "play" (label) = "Play button"
              warning label names the control type in 2 languages [label-control-type]
                      de App/de.lproj/Localizable.strings:2:9: label names the control type 'Taste'; write "Abspielen"
                      en App/en.lproj/Localizable.strings:2:9: label names the control type 'button'

            """)
    }

    @Test("a mechanical rule's findings of one key (a full stop): the languages named, as for bookkeeping")
    func mechanicalRule() {
        let table = TableID(bundle: "App", name: "Localizable")
        let findings = ["de", "en", "ja"].map { (language: String) in
            Finding(
                rule: "hint-missing-period", severity: .warning, message: "hint does not end with '.'; write \"x.\"",
                location: SourceLocation(file: "App/\(language).lproj/Localizable.strings", line: 3, column: 9), language: language,
                table: table, key: "play.hint", role: .hint, value: "x", fix: "x.")
        }
        var result = AuditResult(
            findings: findings, roles: [:], languagesWithoutTables: [:], stringCount: 3, accessibilityStringCount: 3, fileCount: 3,
            languages: ["de", "en", "ja"])
        result.translationCounts = [table: 2]
        #expect(TextReporter.render(result, summary: false) == """
            Localizable "play.hint" (hint)
              warning hint without its full stop in de, en, ja [hint-missing-period]
                      de App/de.lproj/Localizable.strings:3:9, and 2 more

            """)
    }

    @Test("the summary: counts by severity and rule, where most findings are; the errors again after a long report")
    func summaryLines() {
        let result = Self.untranslated(in: ["de", "fr", "it"], translations: 3).showing(from: .warning)
        #expect(TextReporter.summary(result) == """
            4 warnings in 3 files
            9 strings (9 for accessibility; --scope all audits every string) in 9 files, 4 languages
            By rule: untranslated 3, label-trailing-period 1
            Most findings: languages de 2, fr 1, it 1; files App/de.lproj/Localizable.strings 2, App/fr.lproj/Localizable.strings 1, App/it.lproj/Localizable.strings 1

            """)
        let error = Finding(
            rule: "parse-error", severity: .error, message: "missing ';'", location: SourceLocation(file: "A/x.strings", line: 2, column: 3))
        let short = result.replacingFindings(result.findings + [error])
        #expect(!TextReporter.render(short).contains("Errors, repeated from above"))
        let long = result.replacingFindings(result.findings + [error] + (1...40).map { line in
            Finding(rule: "whitespace", severity: .warning, message: "space", location: SourceLocation(file: "A/y.strings", line: line, column: 1))
        })
        #expect(TextReporter.render(long).hasSuffix("Errors, repeated from above:\n  error A/x.strings:2:3 missing ';' [parse-error]\n"))
        let hidden = result.showing(from: .error)
        #expect(TextReporter.summary(hidden).hasPrefix("No findings; 4 warnings not shown (--min-severity warning shows them)\n"))
    }
}

@Suite("Findings in report order")
struct ReportOrderTests {
    @Test("findings are put in order by file, line, column, rule and what tells them apart, however they come")
    func reportOrder() {
        var generator = SeededGenerator(seed: 29)
        let files = ["App/fr.lproj/L.strings", "App/en.lproj/L.strings", "App/View.swift", "App/de.lproj/L.strings", "App/Base.lproj/Main.storyboard"]
        let rules = ["untranslated", "hint-gesture", "label-control-type"]
        for round in 0..<20 {
            // Runs of one file, files coming back after others, positions shuffled.
            var findings: [Finding] = []
            while findings.count < 120 {
                let file = files[generator.next(below: files.count)]
                for _ in 0..<(1 + generator.next(below: 6)) {
                    findings.append(Finding(
                        rule: rules[generator.next(below: rules.count)], severity: .warning, message: "m\(generator.next(below: 3))",
                        location: SourceLocation(file: file, line: 1 + generator.next(below: 8), column: 1 + generator.next(below: 3)),
                        language: ["en", "fr", nil][generator.next(below: 3)], key: "k\(generator.next(below: 4))"))
                }
            }
            let expected = findings.sorted { a, b in
                if a.location.file != b.location.file { return a.location.file < b.location.file }
                if a.location.line != b.location.line { return a.location.line < b.location.line }
                if a.location.column != b.location.column { return a.location.column < b.location.column }
                if a.rule != b.rule { return a.rule < b.rule }
                return Auditor.precedesAtOnePlace(a, b)
            }
            #expect(Auditor.sorted(findings) == expected, "round \(round)")
        }
    }
}
