import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("l10n-ax audit")
struct AuditCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": """
                /* VoiceOver label of the play button */
                "play.label" = "Play button";
                /* VoiceOver hint of the play button */
                "play.hint" = "Double tap to play the song.";
                "count" = "%@ songs";
                """,
            "App/fr.lproj/Localizable.strings": """
                "play.label" = "Lecture";
                "count" = "%d chansons";
                """,
        ])
    }

    @Test("text: one entry per key with its role and source text, each finding with its language and place, then a summary; a crashing format fails the run on any string")
    func text() {
        let result = runTool(["audit"], in: project.root)
        #expect(result.status == .findings)
        #expect(result.output == """
            Localizable "play.label" (label) = "Play button"
              warning label names the control type 'button', which VoiceOver already announces [label-control-type]
                      en App/en.lproj/Localizable.strings:2:16
                      fix: "Play"

            Localizable "play.hint" (hint) = "Double tap to play the song."
              warning hint names the gesture 'Double tap'; describe only the result, VoiceOver says how to activate [hint-gesture]
                      en App/en.lproj/Localizable.strings:4:15
                      fix: "Plays the song." (unsafe)
              warning "play.hint" has no fr translation: VoiceOver users in fr hear the en text "Double tap to play the song." [missing-translation]
                      fr App/en.lproj/Localizable.strings:4:15

            Localizable "count" = "%@ songs"
              error   the fr format specifiers (%d) do not match the source's (%@): argument 1 is an integer (%d) but an object (%@) in the source [placeholder-mismatch]
                      fr App/fr.lproj/Localizable.strings:2:11 = "%d chansons"

            1 error, 3 warnings in 2 files
            5 strings (3 for accessibility; --scope all audits every string) in 2 files, 2 languages (source en)
            By rule: hint-gesture 1, label-control-type 1, missing-translation 1, placeholder-mismatch 1
            Most findings: languages en 2, fr 2; files App/en.lproj/Localizable.strings 3, App/fr.lproj/Localizable.strings 1
            Fixable: 1 string with --fix, 1 more with --unsafe-fixes (--diff shows the changes)
            Roles of 2 accessibility keys, by evidence: comments 2

            """)
    }

    @Test("--scope all adds the bookkeeping of other strings; --min-severity decides what is shown, and the summary counts the rest")
    func scopeAndMinimumSeverity() throws {
        let greeting = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "/* VoiceOver label */\n\"play.label\" = \"Play button\";\n\"greeting\" = \"Hello there\";\n\"count\" = \"%@ songs\";",
            "App/fr.lproj/Localizable.strings": "\"play.label\" = \"Lecture\";\n\"greeting\" = \"Hello there\";\n\"count\" = \"%d chansons\";",
        ])
        let accessibility = runTool(["audit", "--format", "json", "--min-severity", "info"], in: greeting.root).output
        let all = runTool(["audit", "--format", "json", "--scope", "all", "--min-severity", "info"], in: greeting.root).output
        let rules = { (text: String) throws -> [String] in
            let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return (document["findings"] as? [[String: Any]] ?? []).compactMap { "\($0["key"] ?? "") \($0["rule"] ?? "")" }.sorted()
        }
        #expect(try rules(accessibility) == ["count placeholder-mismatch", "play.label label-control-type"])
        #expect(try rules(all) == ["count placeholder-mismatch", "greeting untranslated", "play.label label-control-type"])
        let errorsOnly = runTool(["audit", "--min-severity", "error", "--no-color"], in: project.root).output
        #expect(errorsOnly.contains("1 error in 1 file; 3 warnings not shown (--min-severity warning shows them)\n"))
        #expect(!errorsOnly.contains("[label-control-type]") && errorsOnly.contains("[placeholder-mismatch]"))
        let json = runTool(["audit", "--format", "json", "--min-severity", "error"], in: project.root).output
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["notShown"] as? [String: Int] == ["warnings": 3, "infos": 0])
        #expect(summary["minSeverity"] as? String == "error" && summary["scope"] as? String == "accessibility")
        #expect(runTool(["audit", "--scope", "some"], in: project.root).status == .failure)
    }

    @Test("--fail-on and --strict decide the status; --quiet drops the summary")
    func failOn() {
        #expect(runTool(["audit", "--fail-on", "never"], in: project.root).status == .success)
        #expect(runTool(["audit", "--fail-on", "error"], in: project.root).status == .findings)
        #expect(runTool(["audit", "--fail-on", "error", "--select", "label-control-type"], in: project.root).status == .success)
        #expect(runTool(["audit", "--strict"], in: project.root).status == .findings)
        #expect(runTool(["audit", "--select", "label-control-type", "--fail-on", "info"], in: project.root).status == .findings)
        let full = runTool(["audit", "--no-color"], in: project.root).output
        let quiet = runTool(["audit", "--quiet", "--no-color"], in: project.root).output
        #expect(full.hasPrefix(quiet) && full.count > quiet.count && quiet.contains("[label-control-type]"))
        #expect(quiet.hasSuffix("\n") && !quiet.hasSuffix("\n\n") && !quiet.contains(" strings ("))
    }

    @Test("json: the documented schema")
    func json() throws {
        let result = runTool(["audit", "--format", "json", "--select", "label-control-type"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["tool"] as? String == "l10n-ax")
        #expect(document["version"] as? String == HintGrammar.version)
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect(Set(finding.keys) == ["rule", "severity", "message", "file", "line", "column", "language", "table", "key", "role", "value", "variant", "fix", "applicability"])
        #expect(finding["rule"] as? String == "label-control-type")
        #expect(finding["role"] as? String == "label")
        #expect(finding["fix"] as? String == "Play")
        #expect(finding["variant"] is NSNull)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 1)
        #expect(summary["accessibilityStrings"] as? Int == 3)
        #expect((summary["byRule"] as? [String: Int]) == ["label-control-type": 1])
    }

    @Test("sarif: paths relative to the current folder when it holds the audited paths, else to the audited folder; never ../")
    func sarifRoot() throws {
        let here = runTool(["audit", "App", "--format", "sarif"], in: project.root).output
        #expect(here.contains("\"uri\" : \"App/fr.lproj/Localizable.strings\"") || here.contains("\"uri\": \"App/fr.lproj/Localizable.strings\""), "\(here)")
        let elsewhere = runTool(["audit", "..", "--format", "sarif"], in: project.root + "/App/fr.lproj")
        #expect(elsewhere.output.contains("\"uri\": \"fr.lproj/Localizable.strings\""), "\(elsewhere.output)")
        #expect(!elsewhere.output.contains("../"))
    }

    @Test("an unknown rule in --select: one line with a suggestion, status 2")
    func unknownRule() {
        let result = runTool(["audit", "--select", "label-contrl-type"], in: project.root)
        #expect(result.status == .failure)
        #expect(result.error == "error: unknown rule 'label-contrl-type'; did you mean 'label-control-type'?; 'l10n-ax rules' lists them\n")
        // The start of an id up to a hyphen is a prefix, not a mistake.
        #expect(runTool(["audit", "--select", "label-control"], in: project.root).status != .failure)
    }

    @Test("colour only on a terminal, never with NO_COLOR or --no-color")
    func colors() {
        let captured = CapturedConsole(currentDirectory: project.root, terminal: true)
        _ = Tool.run(["audit"], console: captured.console)
        #expect(captured.output.contains("\u{1B}[1;33mwarning"))
        let noColor = CapturedConsole(environment: ["NO_COLOR": "1"], currentDirectory: project.root, terminal: true)
        _ = Tool.run(["audit"], console: noColor.console)
        #expect(!noColor.output.contains("\u{1B}["))
        let flag = CapturedConsole(currentDirectory: project.root, terminal: true)
        _ = Tool.run(["audit", "--no-color"], console: flag.console)
        #expect(!flag.output.contains("\u{1B}["))
    }
}

@Suite("l10n-ax check")
struct CheckCommandTests {
    @Test("judges one string: findings and status 1, or none and status 0")
    func check() {
        let bad = runTool(["check", "--language", "en", "--role", "hint", "Play the song"], in: "/")
        #expect(bad.status == .findings)
        #expect(bad.output.contains("[hint-imperative]"))
        // One suggestion from the command and the missing full stop together.
        #expect(bad.output.contains("fix (unsafe): \"Plays the song.\""))
        let good = runTool(["check", "-l", "en", "-r", "hint", "Plays the song."], in: "/")
        #expect(good.status == .success)
        #expect(good.output == "No findings: \"Plays the song.\" reads as a good en hint.\n")
        let unknown = runTool(["check", "-l", "tlh", "-r", "label", "Qapla'"], in: "/")
        #expect(unknown.output.hasPrefix("note: l10n-ax has no table for tlh; only language-neutral rules ran\n"))
    }
}
