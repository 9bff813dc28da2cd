import Foundation
import HintGrammar
import Testing
@testable import l10n_ax

/// What users of other linters expect of the command line: rule lists and prefixes (Ruff),
/// `--output FILE`, `FORCE_COLOR` beside `NO_COLOR`.
@Suite("Command-line conventions")
struct CommandLineConventionTests {
    static let files = [
        "App/en.lproj/L.strings": """
            "a11y.play.label" = "Play button";
            "a11y.stop.label" = "Stop.";
            "a11y.play.hint" = "Tap to play the song";
            """
    ]

    /// The rule ids a report names.
    static func rules(in output: String) -> Set<String> {
        var found: Set<String> = []
        for id in RuleRegistry.ids where output.contains("[\(id)]") { found.insert(id) }
        return found
    }

    @Test("the environment read is the variables the sources name, with the process's values")
    func environmentNames() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/l10n-ax")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        var named: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var rest = text[...]
            while let range = rest.range(of: "environment[\"") {
                rest = rest[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { named.insert(String(rest[..<end])) }
            }
        }
        #expect(named.contains("NO_COLOR") && named.contains("HOME"))
        #expect(named.isSubset(of: Set(Console.environmentNames)), "\(named.subtracting(Console.environmentNames))")
        let read = Console.processEnvironment()
        for name in Console.environmentNames { #expect(read[name] == ProcessInfo.processInfo.environment[name], "\(name)") }
    }

    @Test("a selector is an id or the start of ids up to a hyphen; nothing else matches")
    func selectors() {
        let ids = ["hint-gesture", "hint-length", "label-length", "label-state", "untranslated"]
        #expect(RuleSelector.rules("hint-", among: ids) == ["hint-gesture", "hint-length"])
        #expect(RuleSelector.rules("hint", among: ids) == ["hint-gesture", "hint-length"])
        #expect(RuleSelector.rules("label-state", among: ids) == ["label-state"])
        #expect(RuleSelector.rules("untranslated", among: ids) == ["untranslated"])
        // Not the start of a word: no match.
        #expect(RuleSelector.rules("hin", among: ids) == nil)
        #expect(RuleSelector.rules("label-len", among: ids) == nil)
        #expect(RuleSelector.rules("", among: ids) == nil)
        #expect(RuleSelector.selectors(in: ["hint-, label-state,", "untranslated"]) == ["hint-", "label-state", "untranslated"])
        #expect(RuleSelector.suggestion(for: "hnt-", among: ids) == "hint-")
    }

    @Test("--select and --ignore take comma lists and prefixes, repeated or not")
    func ruleLists() throws {
        let project = try TemporaryProject(Self.files)
        let all = Self.rules(in: runTool(["audit"], in: project.root).output)
        #expect(all.isSuperset(of: ["label-control-type", "label-trailing-period", "hint-gesture", "hint-missing-period"]))
        let hints = runTool(["audit", "--select", "hint-,label-trailing-period"], in: project.root)
        #expect(Self.rules(in: hints.output) == all.filter { $0.hasPrefix("hint-") || $0 == "label-trailing-period" })
        let repeated = runTool(["audit", "--select", "hint-", "--select", "label-trailing-period"], in: project.root)
        #expect(repeated.output == hints.output)
        let ignored = runTool(["audit", "--ignore", "label-, hint-gesture"], in: project.root)
        #expect(Self.rules(in: ignored.output) == all.filter { !$0.hasPrefix("label-") && $0 != "hint-gesture" })
        let mistyped = runTool(["audit", "--select", "hint-,lable-"], in: project.root)
        #expect(mistyped.status == .failure)
        #expect(mistyped.error.hasPrefix("error: unknown rule 'lable-'; did you mean 'label-'?"))
        #expect(runTool(["audit", "--ignore", ","], in: project.root).status == .failure)
    }

    @Test("the configuration's select and ignore take prefixes too")
    func configurationPrefixes() throws {
        var files = Self.files
        files[".l10n-ax.json"] = #"{"ignore": ["label-"]}"#
        let project = try TemporaryProject(files)
        let result = runTool(["audit"], in: project.root)
        #expect(!Self.rules(in: result.output).contains { $0.hasPrefix("label-") })
        #expect(Self.rules(in: result.output).contains("hint-gesture"))
        try project.write(".l10n-ax.json", Array(#"{"ignore": ["lable-"]}"#.utf8))
        let mistyped = runTool(["audit"], in: project.root)
        #expect(mistyped.status == .failure)
        #expect(mistyped.error.contains(#"unknown rule "lable-"; did you mean "label-"?"#))
    }

    @Test("--output writes the report, whole, into a file and nothing to standard output")
    func outputFile() throws {
        let project = try TemporaryProject(Self.files)
        let printed = runTool(["audit", "--format", "json"], in: project.root)
        let written = runTool(["audit", "--format", "json", "--output", "report.json"], in: project.root)
        #expect(written.status == printed.status)
        #expect(written.output.isEmpty)
        #expect(try String(contentsOfFile: project.root + "/report.json", encoding: .utf8) == printed.output)
        for command in [["list", "--format", "json"], ["rules"], ["diff", "--source", "en"]] {
            let expected = runTool(command, in: project.root).output
            let result = runTool(command + ["-o", "out.txt"], in: project.root)
            #expect(result.output.isEmpty && result.status == .success, "\(command)")
            #expect(try String(contentsOfFile: project.root + "/out.txt", encoding: .utf8) == expected, "\(command)")
        }
        // No new file is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
    }

    @Test("--output leaves the file as it was when the command cannot run, and never writes into an input")
    func outputFileUntouched() throws {
        let project = try TemporaryProject(Self.files)
        try project.write("report.txt", Array("yesterday's report\n".utf8))
        let failed = runTool(["audit", "--source-language", "xx", "--output", "report.txt"], in: project.root)
        #expect(failed.status == .failure)
        #expect(try String(contentsOfFile: project.root + "/report.txt", encoding: .utf8) == "yesterday's report\n")
        let input = "App/en.lproj/L.strings"
        let before = try Data(contentsOf: URL(fileURLWithPath: project.root + "/" + input))
        let refused = runTool(["audit", "--output", input], in: project.root)
        #expect(refused.status == .failure)
        #expect(refused.error.contains("it is a file the command reads"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.root + "/" + input)) == before)
        let folder = runTool(["audit", "--output", "App"], in: project.root)
        #expect(folder.status == .failure && folder.error.contains("it is a folder"))
        let missing = runTool(["audit", "--output", "no/such/folder/report.txt"], in: project.root)
        #expect(missing.status == .failure && missing.error.hasPrefix("error: cannot write the report to 'no/such/folder/report.txt'"))
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
    }

    @Test("FORCE_COLOR colours text that goes to no terminal; NO_COLOR and --no-color win")
    func forceColor() throws {
        let project = try TemporaryProject(Self.files)
        let escape = "\u{1B}["
        #expect(!runTool(["audit"], in: project.root).output.contains(escape))
        #expect(runTool(["audit"], in: project.root, environment: ["FORCE_COLOR": "1"]).output.contains(escape))
        #expect(!runTool(["audit"], in: project.root, environment: ["FORCE_COLOR": "0"]).output.contains(escape))
        #expect(!runTool(["audit"], in: project.root, environment: ["FORCE_COLOR": ""]).output.contains(escape))
        #expect(!runTool(["audit"], in: project.root, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).output.contains(escape))
        #expect(!runTool(["audit", "--no-color"], in: project.root, environment: ["FORCE_COLOR": "1"]).output.contains(escape))
        // Into a report file, colour only when forced.
        _ = runTool(["audit", "-o", "plain.txt"], in: project.root)
        _ = runTool(["audit", "-o", "forced.txt"], in: project.root, environment: ["FORCE_COLOR": "true"])
        #expect(try !String(contentsOfFile: project.root + "/plain.txt", encoding: .utf8).contains(escape))
        #expect(try String(contentsOfFile: project.root + "/forced.txt", encoding: .utf8).contains(escape))
    }
}
