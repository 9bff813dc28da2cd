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
        #expect(Set(first.keys) == ["file", "line", "column", "language", "table", "key", "variant", "value", "state", "comment"])
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
