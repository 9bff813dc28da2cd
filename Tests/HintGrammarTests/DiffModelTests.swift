import StringsParser
import Testing
@testable import HintGrammar

/// A small project in English and two languages without a language table, under the tags `eu`
/// and `ga` (Finnish and Swedish words, whose own tags have tables), so that only the language-neutral rules
/// judge their text, with awkward values: quotes, `|`, markup, backticks, a line break, CJK and
/// emoji.
enum DiffFixture {
    static let files: [String: String] = [
        "App/en.lproj/Localizable.strings": """
            "play.label" = "Play button";
            "play.hint" = "Double tap to play the song. ";
            "a11y.count.label" = "%@ songs";
            "a11y.quote.label" = "Say \\"hi\\" | <b>&amp;</b> `code` 50%";
            "a11y.stop.label" = "Stop";
            "title" = "Music";
            "subtitle" = "Library";
            """,
        "App/eu.lproj/Localizable.strings": """
            "play.label" = "Play button";
            "play.hint" = "Soittaa kappaleen.";
            "a11y.stop.label" = "Pysäytä";
            "title" = "Musiikki";
            """,
        "App/ga.lproj/Localizable.strings": """
            "play.label" = "Spela";
            "play.hint" = "Spelar låten. ";
            "a11y.count.label" = "%d låtar";
            "a11y.old.label" = "Gammal";
            "a11y.quote.label" = "Säg \\"hej\\" | <i>&</i> ``kod``\\n「こんにちは」🎵";
            "a11y.stop.label" = "Stoppa";
            "title" = "Musik";
            "subtitle" = "Bibliotek";
            """,
        "App/Accessibility.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a11y.close.label" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Close" } },
                  "eu" : { "stringUnit" : { "state" : "translated", "value" : "Sulje" } },
                  "ga" : { "stringUnit" : { "state" : "needs_review", "value" : "Stäng" } }
                } },
                "a11y.songs.label" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } } } } },
                  "ga" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld låt" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } } } } }
                } }
              },
              "version" : "1.0"
            }
            """,
    ]

    static let project = HintGrammarTests.project(files)

    static let localizable = TableID(bundle: "App", name: "Localizable")
    static let accessibility = TableID(bundle: "App", name: "Accessibility")

    private static func finding(
        _ rule: String, _ severity: Severity, _ message: String, _ language: String, _ table: TableID, _ key: String,
        file: String, line: Int, column: Int, role: Role?, value: String? = nil, variant: String? = nil, fix: String? = nil
    ) -> Finding {
        Finding(
            rule: rule, severity: severity, message: message, location: SourceLocation(file: file, line: line, column: column),
            language: language, table: table, key: key, role: role, value: value, variant: variant, fix: fix)
    }

    /// What an audit might say, written by hand so that the reports' tests do not depend on the
    /// wording of the rules.
    static let result: AuditResult = {
        let en = "App/en.lproj/Localizable.strings", ga = "App/ga.lproj/Localizable.strings", catalog = "App/Accessibility.xcstrings"
        let findings = [
            finding("label-control-type", .warning, "label names the control type 'button'; write \"Play\"", "en", localizable, "play.label",
                    file: en, line: 1, column: 16, role: .label, value: "Play button", fix: "Play"),
            finding("hint-gesture", .warning, "hint names the gesture 'Double tap'", "en", localizable, "play.hint",
                    file: en, line: 2, column: 15, role: .hint, value: "Double tap to play the song. "),
            finding("whitespace", .warning, "hint has trailing white space", "en", localizable, "play.hint",
                    file: en, line: 2, column: 15, role: .hint, value: "Double tap to play the song. ", fix: "Double tap to play the song."),
            finding("untranslated", .warning, "the eu text is the en text, untranslated", "eu", localizable, "play.label",
                    file: "App/eu.lproj/Localizable.strings", line: 1, column: 16, role: .label, value: "Play button"),
            finding("missing-translation", .warning, "\"a11y.count.label\" has no eu translation", "eu", localizable, "a11y.count.label",
                    file: en, line: 3, column: 22, role: .label),
            finding("missing-translation", .warning, "\"a11y.quote.label\" has no eu translation", "eu", localizable, "a11y.quote.label",
                    file: en, line: 4, column: 22, role: .label),
            finding("missing-translation", .info, "\"subtitle\" has no eu translation", "eu", localizable, "subtitle",
                    file: en, line: 7, column: 14, role: nil),
            finding("missing-translation", .warning, "\"a11y.songs.label\" has no eu translation", "eu", accessibility, "a11y.songs.label",
                    file: catalog, line: 12, column: 68, role: .label, variant: "plural.one"),
            finding("whitespace", .warning, "hint has trailing white space", "ga", localizable, "play.hint",
                    file: ga, line: 2, column: 15, role: .hint, value: "Spelar låten. ", fix: "Spelar låten."),
            finding("placeholder-mismatch", .error, "the ga format specifiers (%d) do not match the source's (%@)", "ga", localizable,
                    "a11y.count.label", file: ga, line: 3, column: 22, role: .label, value: "%d låtar"),
            finding("extra-key", .warning, "\"a11y.old.label\" is in ga but not in the source language en", "ga", localizable, "a11y.old.label",
                    file: ga, line: 4, column: 20, role: .label, value: "Gammal"),
            finding("whitespace", .warning, "label has a line break | <br> & \"so\"", "ga", localizable, "a11y.quote.label",
                    file: ga, line: 5, column: 22, role: .label, value: "Säg \"hej\" | <i>&</i> ``kod``\n「こんにちは」🎵"),
            finding("translation-state", .warning, "the ga translation is marked needs_review", "ga", accessibility, "a11y.close.label",
                    file: catalog, line: 7, column: 71, role: .label, value: "Stäng"),
            finding("untranslated", .info, "the ga text is the en text, untranslated", "ga", accessibility, "a11y.songs.label",
                    file: catalog, line: 17, column: 70, role: .label, value: "%lld songs", variant: "plural.other"),
        ]
        let roles: [TableID: [String: RoleAssignment]] = [
            localizable: [
                "play.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "play.label")]),
                "play.hint": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .hint, detail: "play.hint")]),
                "a11y.quote.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.quote.label")]),
                "a11y.count.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.count.label")]),
                "a11y.old.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.old.label")]),
                "a11y.stop.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.stop.label")]),
            ],
            accessibility: [
                "a11y.close.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.close.label")]),
                "a11y.songs.label": RoleAssignment(evidence: [RoleEvidence(source: .keyName, role: .label, detail: "a11y.songs.label")]),
            ],
        ]
        return AuditResult(
            findings: Auditor.sorted(findings), roles: roles, languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0,
            fileCount: 4, languages: ["en", "eu", "ga"])
    }()

    static let diff = TranslationDiff(project: project, result: result, sourceLanguage: "en")
}

@Suite("diff model")
struct DiffModelTests {
    private func key(_ diff: TranslationDiff, _ name: String) -> KeyDiff? {
        diff.tables.flatMap(\.keys).first { $0.key == name }
    }

    private func target(_ diff: TranslationDiff, _ name: String, _ language: String) -> TargetDiff? {
        key(diff, name)?.targets.first { $0.language == language }
    }

    @Test("the fixture's languages have no language table, so that only language-neutral rules judge them")
    func fixtureLanguages() {
        #expect(LanguageRegistry.profile(for: "eu") == nil)
        #expect(LanguageRegistry.profile(for: "ga") == nil)
    }

    @Test("with a real audit: each cross-language rule becomes its status")
    func statusesFromTheAuditor() throws {
        let project = DiffFixture.project
        let result = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", scope: .all)).audit(project)
        // Every key, to see each status whatever the role.
        let all = TranslationDiff(project: project, result: result, sourceLanguage: "en", listing: .all)
        #expect(all.targetLanguages == ["eu", "ga"])
        #expect(target(all, "a11y.count.label", "eu")?.statuses == [.missing])
        #expect(target(all, "a11y.count.label", "eu")?.values.isEmpty == true)
        #expect(target(all, "subtitle", "eu")?.statuses == [.missing])
        #expect(target(all, "play.label", "eu")?.statuses == [.untranslated])
        #expect(target(all, "a11y.count.label", "ga")?.statuses == [.placeholderMismatch])
        #expect(target(all, "a11y.count.label", "ga")?.finding(for: .placeholderMismatch)?.message.contains("%d") == true)
        #expect(target(all, "a11y.old.label", "ga")?.statuses == [.obsolete])
        #expect(key(all, "a11y.old.label")?.sourceValues.isEmpty == true)
        #expect(target(all, "a11y.stop.label", "ga")?.hasSomethingToSay == false)
        let diff = TranslationDiff(project: project, result: result, sourceLanguage: "en")
        let review = try #require(target(diff, "a11y.close.label", "ga"))
        #expect(review.statuses == [.needsReview])
        #expect(review.state == "needs_review")
        // The translated Finnish label has nothing to say, so it is not listed; nor are strings
        // that are not for accessibility, but the summary counts them.
        #expect(target(diff, "a11y.close.label", "eu") == nil)
        #expect(key(diff, "a11y.stop.label") == nil)
        #expect(key(diff, "subtitle") == nil)
        #expect(diff.summaries[1].count(.missing).all == diff.summaries[1].count(.missing).accessibility + 1)
    }

    @Test("with a real audit: a rule of the source that a target does not break is fixed only if it checked the target")
    func fixedAndNew() throws {
        let project = DiffFixture.project
        let result = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", scope: .all)).audit(project)
        let diff = TranslationDiff(project: project, result: result, sourceLanguage: "en")
        let hint = try #require(key(diff, "play.hint"))
        #expect(hint.sourceRules.contains("hint-gesture"))
        #expect(hint.sourceRules.contains("whitespace"))
        // Finnish: no trailing space (whitespace checks every language); hint-gesture never ran.
        #expect(target(diff, "play.hint", "eu")?.fixedRules == ["whitespace"])
        // The `ga` text keeps the trailing space: nothing to say.
        #expect(target(diff, "play.hint", "ga") == nil)
        // The line break is in `ga` only.
        #expect(target(diff, "a11y.quote.label", "ga")?.newFindings.map(\.rule) == ["whitespace"])
        #expect(target(diff, "a11y.quote.label", "eu")?.statuses == [.missing])
        // A missing translation fixes nothing.
        #expect(target(diff, "a11y.quote.label", "eu")?.fixedRules == [])
    }

    @Test("a rule is fixed in a translation only if the audit judged that translation by it")
    func fixedOnlyWhereJudged() throws {
        let project = HintGrammarTests.project([
            "App/en.lproj/L.strings": """
                "a11y.play.label" = "play";
                "a11y.play.hint" = "Double tap to play the song.";
                """,
            "App/ja.lproj/L.strings": "\"a11y.play.label\" = \"再生\";\n\"a11y.play.hint\" = \"曲を再生します。\";",
            "App/fr.lproj/L.strings": "\"a11y.play.label\" = \"Lecture\";\n\"a11y.play.hint\" = \"Double tap to play the song.\";",
            "App/de.lproj/L.strings": "\"a11y.play.label\" = \"Wiedergabe\";\n\"a11y.play.hint\" = \"Spielt das Lied ab.\";",
        ])
        let auditor = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", scope: .all))
        let diff = TranslationDiff(project: project, result: auditor.audit(project), auditor: auditor, sourceLanguage: "en")
        // label-capitalization has no Japanese table to judge 「再生」 by; German it judged.
        #expect(target(diff, "a11y.play.label", "ja")?.fixedRules.contains("label-capitalization") != true)
        #expect(target(diff, "a11y.play.label", "de")?.fixedRules == ["label-capitalization"])
        // The French hint copies the English one: untranslated, and no French rule judged it.
        let copy = try #require(target(diff, "a11y.play.hint", "fr"))
        #expect(copy.statuses == [.untranslated] && copy.fixedRules.isEmpty)
        #expect(target(diff, "a11y.play.hint", "ja")?.fixedRules == ["hint-gesture"])
    }

    @Test("without targets, the diff compares the languages the audit checked")
    func targetsFromTheAudit() {
        let project = DiffFixture.project
        let auditor = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", languages: ["ga"], scope: .all))
        let diff = TranslationDiff(project: project, result: auditor.audit(project), auditor: auditor, sourceLanguage: "en")
        #expect(diff.targetLanguages == ["ga"])
        #expect(diff.languages == ["en", "ga"])
    }

    @Test("summaries count keys per language, accessibility strings apart, and findings on accessibility strings by rule")
    func summaries() throws {
        let diff = DiffFixture.diff
        #expect(diff.languages == ["en", "eu", "ga"])
        let en = diff.summaries[0], eu = diff.summaries[1], ga = diff.summaries[2]
        #expect(en.isSource && !eu.isSource)
        #expect(en.strings == StringCount(all: 9, accessibility: 7))
        #expect(eu.strings == StringCount(all: 5, accessibility: 4))
        #expect(ga.strings == StringCount(all: 10, accessibility: 8))
        #expect(eu.count(.missing) == StringCount(all: 4, accessibility: 3))
        #expect(eu.count(.untranslated) == StringCount(all: 1, accessibility: 1))
        #expect(ga.count(.placeholderMismatch) == StringCount(all: 1, accessibility: 1))
        #expect(ga.count(.obsolete) == StringCount(all: 1, accessibility: 1))
        #expect(ga.count(.needsReview) == StringCount(all: 1, accessibility: 1))
        #expect(en.accessibilityFindings == ["label-control-type": 1, "hint-gesture": 1, "whitespace": 1])
        // The missing "subtitle" is not an accessibility string.
        #expect(eu.accessibilityFindings == ["untranslated": 1, "missing-translation": 3])
        #expect(ga.accessibilityFindings == [
            "whitespace": 2, "translation-state": 1, "untranslated": 1, "placeholder-mismatch": 1, "extra-key": 1,
        ])
        #expect(diff.accessibilityRules == [
            "label-control-type", "whitespace", "hint-gesture", "missing-translation", "untranslated", "translation-state",
            "placeholder-mismatch", "extra-key",
        ])
        #expect(diff.accessibilityFindings(language: "ga", rule: "whitespace").map(\.key) == ["play.hint", "a11y.quote.label"])
        #expect(diff.keyCount == 10)
        #expect(diff.accessibilityKeyCount == 8)
    }

    @Test("listing: accessibility strings with something to say; --all lists every key and target, accessibility strings first")
    func listing() {
        let changes = DiffFixture.diff
        #expect(changes.tables.map(\.table.name) == ["Accessibility", "Localizable"])
        #expect(changes.tables[1].keys.map(\.key) == ["a11y.count.label", "a11y.old.label", "a11y.quote.label", "play.hint", "play.label"])
        #expect(changes.listedKeyCount == 7)
        let all = TranslationDiff(project: DiffFixture.project, result: DiffFixture.result, sourceLanguage: "en", listing: .all)
        #expect(all.tables[1].keys.map(\.key) == [
            "a11y.count.label", "a11y.old.label", "a11y.quote.label", "a11y.stop.label", "play.hint", "play.label", "subtitle", "title",
        ])
        #expect(all.tables.flatMap(\.keys).allSatisfy { $0.targets.map(\.language) == ["eu", "ga"] })
        #expect(all.summaries.map(\.strings) == changes.summaries.map(\.strings))
    }

    @Test("target languages: only those given, never the source or Base")
    func targets() {
        let diff = TranslationDiff(project: DiffFixture.project, result: DiffFixture.result, sourceLanguage: "en", targetLanguages: ["ga", "en", "Base"])
        #expect(diff.targetLanguages == ["ga"])
        #expect(diff.languages == ["en", "ga"])
        #expect(diff.tables.flatMap(\.keys).flatMap(\.targets).allSatisfy { $0.language == "ga" })
        #expect(diff.accessibilityFindings["eu"] == nil)
    }

    @Test("a storyboard-style table whose source is Base: the Base text is the source")
    func baseSource() throws {
        let project = project([
            "App/Base.lproj/Main.strings": "\"a11y.play.label\" = \"Play\";\n\"a11y.stop.label\" = \"Stop\";",
            "App/fr.lproj/Main.strings": "\"a11y.play.label\" = \"Lecture\";",
        ])
        let result = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", scope: .all)).audit(project)
        let diff = TranslationDiff(project: project, result: result, sourceLanguage: "en")
        #expect(diff.targetLanguages == ["fr"])
        let stop = try #require(key(diff, "a11y.stop.label"))
        #expect(stop.sourceValueLanguage == "Base")
        #expect(stop.sourceValues.map(\.value) == ["Stop"])
        #expect(stop.targets.first?.statuses == [.missing])
        #expect(diff.summaries[0].strings == StringCount(all: 2, accessibility: 2))
    }

    @Test("nothing to compare: an empty project, or a project in one language")
    func nothing() {
        let empty = TranslationDiff(project: LocalizationProject(files: []), result: Auditor(configuration: AuditConfiguration(scope: .all)).audit(LocalizationProject(files: [])), sourceLanguage: "en")
        #expect(empty.tables.isEmpty)
        #expect(empty.summaries.map(\.language) == ["en"])
        #expect(empty.keyCount == 0)
        let single = project(["App/en.lproj/L.strings": "\"a11y.play.label\" = \"Play.\";"])
        let diff = TranslationDiff(project: single, result: Auditor(configuration: AuditConfiguration(scope: .all)).audit(single), sourceLanguage: "en")
        #expect(diff.targetLanguages.isEmpty)
        #expect(diff.tables.isEmpty)
        #expect(diff.summaries[0].accessibilityFindings == ["label-trailing-period": 1])
    }

    @Test("statuses map to their rules and back")
    func statusRules() {
        for status in TranslationStatus.allCases { #expect(TranslationStatus(rule: status.rule) == status) }
        #expect(TranslationStatus(rule: "hint-imperative") == nil)
        #expect(TranslationStatus.allCases.sorted() == TranslationStatus.allCases)
    }
}
