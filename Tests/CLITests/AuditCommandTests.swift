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

    @Test("text: findings grouped by file with their context and fix, then a summary; warnings do not fail by default")
    func text() {
        let result = runTool(["audit"], in: project.root)
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("""
            App/en.lproj/Localizable.strings
              2:16    warning label names the control type 'button', which VoiceOver already announces; write "Play" [label-control-type]
                      en Localizable "play.label" = "Play button"
                      fix: "Play"
              4:15    warning hint names the gesture 'Double tap'; describe only the result, VoiceOver says how to activate [hint-gesture]
                      en Localizable "play.hint" = "Double tap to play the song."
              4:15    warning "play.hint" has no fr translation: VoiceOver users in fr hear the en text "Double tap to play the song." [missing-translation]
                      fr Localizable "play.hint"

            App/fr.lproj/Localizable.strings
              2:11    warning the fr format specifiers (%d) do not match the source's (%@): argument 1 is an integer (%d) but an object (%@) in the source [placeholder-mismatch]
                      fr Localizable "count" = "%d chansons"

            0 errors, 4 warnings, 0 infos in 2 files; 5 strings (3 for accessibility) in 2 files, 2 languages

            """))
    }

    @Test("--fail-on and --strict decide the status; --quiet drops the summary")
    func failOn() {
        #expect(runTool(["audit", "--fail-on", "never"], in: project.root).status == .success)
        #expect(runTool(["audit", "--fail-on", "error"], in: project.root).status == .success)
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
        #expect(Set(finding.keys) == ["rule", "severity", "message", "file", "line", "column", "language", "table", "key", "role", "value", "variant", "fix"])
        #expect(finding["rule"] as? String == "label-control-type")
        #expect(finding["role"] as? String == "label")
        #expect(finding["fix"] as? String == "Play")
        #expect(finding["variant"] is NSNull)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 1)
        #expect(summary["accessibilityStrings"] as? Int == 3)
        #expect((summary["byRule"] as? [String: Int]) == ["label-control-type": 1])
    }

    @Test("an unknown rule in --select: one line with a suggestion, status 2")
    func unknownRule() {
        let result = runTool(["audit", "--select", "label-control"], in: project.root)
        #expect(result.status == .failure)
        #expect(result.error == "error: unknown rule 'label-control'; did you mean 'label-control-type'?; 'l10n-ax rules' lists them\n")
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
        #expect(bad.output.contains("fix: \"Play the song.\""))
        let good = runTool(["check", "-l", "en", "-r", "hint", "Plays the song."], in: "/")
        #expect(good.status == .success)
        #expect(good.output == "No findings: \"Plays the song.\" reads as a good en hint.\n")
        let unknown = runTool(["check", "-l", "tlh", "-r", "label", "Qapla'"], in: "/")
        #expect(unknown.output.hasPrefix("note: l10n-ax has no table for tlh; only language-neutral rules ran\n"))
    }
}
