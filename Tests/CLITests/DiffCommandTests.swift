import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("l10n-ax diff")
struct DiffCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": """
                /* VoiceOver label of the play button */
                "a11y.play.label" = "Play";
                /* VoiceOver label of the shuffle button */
                "a11y.shuffle.label" = "Shuffle all";
                "title" = "Music";
                """,
            "App/de.lproj/Localizable.strings": """
                "a11y.play.label" = "Wiedergabe";
                "a11y.shuffle.label" = "Shuffle all";
                "title" = "Musik";
                """,
            "App/fr.lproj/Localizable.strings": """
                "a11y.play.label" = "Lecture";
                "title" = "Musique";
                """,
        ])
    }

    @Test("text: the keys with something to say and a summary; status 0 although translations are missing")
    func text() {
        let result = runTool(["diff", "--source", "en"], in: project.root)
        #expect(result.status == .success)
        #expect(result.error == "")
        #expect(result.output == """
            en → de, fr: 1 of 2 accessibility strings has something to say (--all lists all 3 keys)

            Localizable (App)
              "a11y.shuffle.label"  label
                en  "Shuffle all"
                de  "Shuffle all"
                    untranslated
                fr  (no value)
                    missing

            Summary (accessibility strings / all strings)
              language     strings  missing  untranslated  needs review  placeholders  obsolete  a11y findings
              en (source)      2/3        -             -             -             -         -              0
              de               2/3      0/0           1/1           0/0           0/0       0/0              1
              fr               1/2      1/1           0/0           0/0           0/0       0/0              1

            Accessibility findings by rule
              de  untranslated 1
              fr  missing-translation 1

            """)
    }

    @Test("--target limits the languages (normalized); --all lists every key")
    func targetsAndAll() {
        let french = runTool(["diff", "--source", "en", "--target", "FR"], in: project.root)
        #expect(french.status == .success)
        #expect(french.output.hasPrefix("en → fr: 1 of 2 accessibility strings has something to say"))
        #expect(!french.output.contains("  de "))
        let all = runTool(["diff", "--source", "en", "--target", "fr", "--all"], in: project.root)
        #expect(all.output.hasPrefix("en → fr: every key (3)\n"))
        #expect(all.output.contains("  \"title\"\n    en  \"Music\"\n    fr  \"Musique\"\n"))
    }

    @Test("json, markdown and html: each format, all status 0")
    func formats() throws {
        let json = runTool(["diff", "--source", "en", "--format", "json"], in: project.root)
        #expect(json.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["sourceLanguage"] as? String == "en")
        #expect(document["targetLanguages"] as? [String] == ["de", "fr"])
        #expect(document["listing"] as? String == "changes")
        let markdown = runTool(["diff", "--source", "en", "-f", "markdown"], in: project.root)
        #expect(markdown.status == .success)
        #expect(markdown.output.hasPrefix("## Accessibility strings: en → de, fr\n"))
        #expect(markdown.output.contains("<summary><b>fr</b>: 1 key: 1 missing</summary>"))
        let html = runTool(["diff", "--source", "en", "--format", "html"], in: project.root)
        #expect(html.status == .success)
        #expect(html.output.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.output.contains("<a href=\"#cell.fr.missing-translation\">1</a>"))
        #expect(html.output.hasSuffix("</html>\n"))
    }

    @Test("usage errors, status 2: no --source; a language the project does not have, with the list of those it has")
    func usageErrors() {
        let noSource = runTool(["diff"], in: project.root)
        #expect(noSource.status == .failure)
        #expect(noSource.error.hasPrefix("error: missing required option '--source LANG'\n"))
        let source = runTool(["diff", "--source", "ja"], in: project.root)
        #expect(source.status == .failure)
        #expect(source.output == "")
        #expect(source.error.hasPrefix("error: invalid value 'ja' for option '--source'; allowed values: de, en, fr\nUSAGE: l10n-ax diff"))
        let target = runTool(["diff", "--source", "en", "--target", "de", "--target", "it"], in: project.root)
        #expect(target.status == .failure)
        #expect(target.error.hasPrefix("error: invalid value 'it' for option '--target'; allowed values: de, fr\n"))
        let itself = runTool(["diff", "--source", "en", "--target", "en"], in: project.root)
        #expect(itself.status == .failure)
        #expect(itself.error.hasPrefix("error: invalid value 'en' for option '--target'; allowed values: de, fr\n"))
        let format = runTool(["diff", "--source", "en", "--format", "pdf"], in: project.root)
        #expect(format.status == .failure)
        #expect(format.error.hasPrefix("error: invalid value 'pdf' for option '--format'; allowed values: text, json, markdown, html\n"))
    }

    @Test("markdown fits in a pull-request comment unless --all asks for everything")
    func markdownLimit() throws {
        let keys = (0..<1500).map { "\"a11y.item\($0).label\" = \"Item number \($0) in the list\";" }.joined(separator: "\n")
        let big = try TemporaryProject([
            "App/en.lproj/Localizable.strings": keys,
            "App/fr.lproj/Localizable.strings": "\"a11y.item0.label\" = \"Élément 0\";",
        ])
        let comment = runTool(["diff", "--source", "en", "--format", "markdown"], in: big.root)
        #expect(comment.status == .success)
        #expect(comment.output.utf8.count <= DiffMarkdownReporter.commentLimit)
        #expect(comment.output.contains("more keys, left out to keep this comment short."))
        let everything = runTool(["diff", "--source", "en", "--format", "markdown", "--all"], in: big.root)
        #expect(everything.output.utf8.count > DiffMarkdownReporter.commentLimit)
        #expect(!everything.output.contains("left out"))
    }

    @Test("help lists the command and its options")
    func help() {
        let help = runTool(["diff", "--help"], in: project.root)
        #expect(help.status == .success)
        #expect(help.output.contains("--all"))
        #expect(runTool(["--help"], in: project.root).output.contains("diff"))
    }
}

/// The audit formats for other tools, through the command line (their exact output is tested
/// in HintGrammarTests on a hand-made result).
@Suite("l10n-ax audit --format xcode|sarif|github")
struct DiffAuditFormatCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "/* VoiceOver label of the play button */\n\"play.label\" = \"Play button\";\n",
        ])
    }

    @Test("xcode: one line per finding; the failing severity still decides the status")
    func xcode() {
        let result = runTool(["audit", "--format", "xcode", "--select", "label-control-type"], in: project.root)
        #expect(result.status == .success)
        // Absolute paths, as compilers print them, so that Xcode opens the file.
        #expect(result.output == project.root + "/App/en.lproj/Localizable.strings:2:16: warning: label names the control type 'button', which VoiceOver already announces; write \"Play\" [label-control-type]\n")
        #expect(runTool(["audit", "--format", "xcode", "--strict"], in: project.root).status == .findings)
    }

    @Test("github: one workflow command per finding")
    func github() {
        let result = runTool(["audit", "--format", "github", "--select", "label-control-type"], in: project.root)
        #expect(result.output.hasPrefix("::warning file=App/en.lproj/Localizable.strings,line=2,col=16,title=Label names the control type (label-control-type)::"))
        #expect(result.output.split(separator: "\n").count == 1)
    }

    @Test("sarif: a SARIF log with the finding")
    func sarif() throws {
        let result = runTool(["audit", "--format", "sarif", "--select", "label-control-type"], in: project.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["label-control-type"])
    }
}
