import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

/// Runs the tool in `directory` and returns its status and output.
func runTool(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> (status: ExitCode, output: String, error: String) {
    let captured = CapturedConsole(environment: environment, currentDirectory: directory)
    let status = Tool.run(arguments, console: captured.console)
    return (status, captured.output, captured.error)
}

@Suite("l10n-ax list")
struct ListCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "/* Play button */\n\"play\" = \"Play\";\n\"tab\" = \"A\\tB\";\n",
            "App/ja.lproj/Localizable.strings": "\"play\" = \"再生\"\n",
            "App/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Hallo"}}}}},"version":"1.0"}"#,
        ])
    }

    @Test("text: one line per string with its location, then parse problems and a count")
    func text() {
        let result = runTool(["list"], in: project.root)
        #expect(result.status == .success)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            App/Localizable.xcstrings:1:100: de Localizable "Hi" = "Hallo" (new)
            App/Localizable.xcstrings:1:35: en Localizable "Hi" = "Hi"
            App/en.lproj/Localizable.strings:2:10: en Localizable "play" = "Play"
            App/en.lproj/Localizable.strings:3:9: en Localizable "tab" = "A\\tB"
            App/ja.lproj/Localizable.strings:1:10: ja Localizable "play" = "再生"
            App/ja.lproj/Localizable.strings:1:14: error: missing ';' after the value of "play" that starts at 1:10; Apple's parser rejects the whole file, so none of its strings load at run time [missing-semicolon]
            5 strings in 3 files, 3 languages, 1 parse problem

            """)
    }

    @Test("json: the documented fields, null for what is absent, diagnostics beside the entries")
    func json() throws {
        let result = runTool(["list", "App/en.lproj", "--format", "json"], in: project.root)
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        #expect(entries.count == 2)
        let first = entries[0]
        #expect(Set(first.keys) == ["file", "line", "column", "language", "table", "key", "variant", "value", "state", "comment", "role", "evidence"])
        #expect(first["role"] is NSNull)
        #expect((first["evidence"] as? [Any])?.isEmpty == true)
        #expect(first["file"] as? String == "App/en.lproj/Localizable.strings")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 10)
        #expect(first["comment"] as? String == "Play button")
        #expect(first["variant"] is NSNull)
        #expect(first["state"] is NSNull)
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test("a path that does not exist: one line on stderr and status 2")
    func missingPath() {
        let result = runTool(["list", "Nowhere"], in: project.root)
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(result.error == "error: no such file or folder: 'Nowhere'\n")
    }

    @Test("an unknown option: the nearest valid one suggested, usage, status 2")
    func unknownOption() {
        let result = runTool(["list", "--formt", "json"], in: project.root)
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("error: unknown option '--formt'; did you mean '--format'?\nUSAGE: l10n-ax list [OPTIONS] [PATH...]\n"))
    }

    @Test("--version and --help")
    func versionAndHelp() {
        #expect(runTool(["--version"], in: project.root).output == "l10n-ax \(HintGrammar.version)\n")
        let help = runTool(["list", "--help"], in: project.root)
        #expect(help.status == .success)
        #expect(help.output.contains("USAGE: l10n-ax list [OPTIONS] [PATH...]"))
    }
}

@Suite("l10n-ax list roles")
struct ListRoleTests {
    @Test("accessibility strings show their role and the evidence that decided it")
    func roles() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "/* VoiceOver hint of play */\n\"play.a11y.hint\" = \"Plays.\";\n\"a1B-2c-D3e.accessibilityLabel\" = \"Play\";\n\"title\" = \"T\";\n",
        ])
        let text = runTool(["list"], in: project.root).output
        #expect(text.contains("\"play.a11y.hint\" = \"Plays.\" [hint: key name: play.a11y.hint]"))
        #expect(text.contains("\"a1B-2c-D3e.accessibilityLabel\" = \"Play\" [label: Interface Builder: a1B-2c-D3e.accessibilityLabel]"))
        #expect(text.contains("\"title\" = \"T\"\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(runTool(["list", "--format", "json"], in: project.root).output.utf8)) as? [String: Any])
        let hint = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(hint["role"] as? String == "hint")
        #expect(hint["evidence"] as? [String] == ["key name: play.a11y.hint", "comment: VoiceOver hint of play"])
    }
}
