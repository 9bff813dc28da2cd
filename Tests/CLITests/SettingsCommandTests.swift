import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("Configuration, baselines, rules and explain on the command line")
struct SettingsCommandTests {
    static let table = """
        "a11y.play.label" = "Play button";
        "a11y.stop.label" = "Stop.";
        """

    @Test(".l10n-ax.json is found from the current folder upward, and flags override it")
    func configurationFile() throws {
        let project = try TemporaryProject([
            "App/en.lproj/L.strings": Self.table,
            ".l10n-ax.json": #"{"ignore": ["label-control-type"], "failOn": "warning"}"#,
        ])
        let inSubfolder = runTool(["audit", "."], in: project.root + "/App")
        #expect(!inSubfolder.output.contains("label-control-type"))
        #expect(inSubfolder.output.contains("label-trailing-period"))
        #expect(inSubfolder.status == .findings)
        #expect(runTool(["audit", "--fail-on", "error"], in: project.root).status == .success)
        let selected = runTool(["audit", "--select", "label-control-type"], in: project.root)
        #expect(!selected.output.contains("[label-control-type]"))
    }

    @Test(".l10n-ax.json is found from each audited path upward, then from the current folder; paths under different ones get a warning")
    func configurationOfTheAuditedPath() throws {
        let project = try TemporaryProject([
            "App/en.lproj/L.strings": Self.table,
            "App/.l10n-ax.json": #"{"ignore": ["label-control-type"]}"#,
            "Other/en.lproj/L.strings": Self.table,
            "Other/.l10n-ax.json": #"{"ignore": ["label-trailing-period"]}"#,
            "Elsewhere/README.md": "",
        ])
        for (directory, path) in [(project.root, "App"), (project.root + "/Elsewhere", "../App"), (project.root, "App/en.lproj/L.strings")] {
            let result = runTool(["audit", path], in: directory)
            #expect(!result.output.contains("[label-control-type]") && result.output.contains("[label-trailing-period]"), "\(path) from \(directory)")
            #expect(result.error.isEmpty)
        }
        let both = runTool(["audit", "App", "Other"], in: project.root)
        #expect(!both.output.contains("[label-control-type]"))
        #expect(both.error == "warning: Other has its own configuration Other/.l10n-ax.json; all paths are audited with App/.l10n-ax.json (audit them one at a time, or pass --config)\n")
        // The current folder's, when no path has one.
        try project.write(".l10n-ax.json", Array(#"{"ignore": ["label-trailing-period", "label-control-type"]}"#.utf8))
        try project.write("Plain/en.lproj/L.strings", Array(Self.table.utf8))
        #expect(runTool(["audit", "Plain"], in: project.root).status == .success)
        let outside = try TemporaryProject(["en.lproj/L.strings": Self.table])
        #expect(runTool(["audit", outside.root], in: project.root).status == .success)
        #expect(runTool(["audit", "--strict"], in: outside.root).status == .findings)
    }

    @Test("include and exclude are relative to the configuration's folder, wherever the tool runs")
    func globsFromTheConfigurationsFolder() throws {
        let project = try TemporaryProject([
            "App/en.lproj/L.strings": Self.table,
            "App/fr.lproj/L.strings": "\"a11y.play.label\" = \"Bouton lecture\";",
            "App/Tests/Fixture.swift": "view.accessibilityLabel = \"Play\"",
            "App/Sources/View.swift": "view.accessibilityLabel = \"Stop\"",
            ".l10n-ax.json": #"{"exclude": ["App/fr.lproj/**", "**/Tests/**"]}"#,
        ])
        for (directory, path) in [(project.root, "."), (project.root + "/App", "."), (project.root + "/App/en.lproj", "..")] {
            let result = runTool(["audit", path, "--format", "json", "--fail-on", "never"], in: directory)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let findings = try #require(document["findings"] as? [[String: Any]])
            let files = Set(findings.compactMap { $0["file"] as? String })
            #expect(!files.contains { $0.contains("fr.lproj") || $0.contains("Tests") }, "from \(directory): \(files)")
            #expect(files.contains { $0.hasSuffix("Sources/View.swift") }, "from \(directory): \(files)")
        }
    }

    @Test("a broken configuration stops the run with its location and status 2")
    func brokenConfiguration() throws {
        let project = try TemporaryProject([
            "App/en.lproj/L.strings": Self.table,
            "ax.json": "{\n  \"ignor\": []\n}",
        ])
        let result = runTool(["audit", "--config", "ax.json"], in: project.root)
        #expect(result.status == .failure)
        #expect(result.error == "error: ax.json:2:3: unknown setting \"ignor\"; did you mean \"ignore\"?\n")
        #expect(runTool(["audit", "--config", "missing.json"], in: project.root).error == "error: cannot read the configuration file missing.json\n")
    }

    @Test("--write-baseline records today's findings; --baseline reports only new ones")
    func baselines() throws {
        let project = try TemporaryProject(["App/en.lproj/L.strings": Self.table])
        let written = runTool(["audit", "--write-baseline", "baseline.json", "--fail-on", "never"], in: project.root)
        #expect(written.error == "l10n-ax: recorded 2 findings in baseline.json\n")
        #expect(FileManager.default.fileExists(atPath: project.root + "/baseline.json"))
        let unchanged = runTool(["audit", "--baseline", "baseline.json", "--strict"], in: project.root)
        #expect(unchanged.status == .success)
        #expect(unchanged.output.hasPrefix("No findings"))
        try project.write("App/en.lproj/L.strings", Array((Self.table + "\n\"a11y.next.label\" = \"Next.\";").utf8))
        let changed = runTool(["audit", "--baseline", "baseline.json", "--strict"], in: project.root)
        #expect(changed.status == .findings)
        #expect(changed.output.contains("\"a11y.next.label\""))
        #expect(!changed.output.contains("\"a11y.stop.label\""))
        let bad = runTool(["audit", "--baseline", "App/en.lproj/L.strings"], in: project.root)
        #expect(bad.status == .failure)
        #expect(bad.error.hasPrefix("error: App/en.lproj/L.strings:1:19: unexpected text after the JSON document"))
        // Never into what the audit reads.
        let before = FileManager.default.contents(atPath: project.root + "/App/en.lproj/L.strings")
        for input in ["App/en.lproj/L.strings", "./App/../App/en.lproj/L.strings", ".l10n-ax.json"] {
            let refused = runTool(["audit", "--write-baseline", input], in: project.root)
            #expect(refused.status == .failure && refused.error.contains("is a file the audit reads"), "\(input): \(refused.error)")
        }
        #expect(FileManager.default.contents(atPath: project.root + "/App/en.lproj/L.strings") == before)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/.l10n-ax.json"))
        // A baseline that cannot be written: status 2, and nothing left behind.
        let unwritable = runTool(["audit", "--write-baseline", "missing/baseline.json"], in: project.root)
        #expect(unwritable.status == .failure && unwritable.error.hasPrefix("error: cannot write the baseline missing/baseline.json: "))
        let entries = try FileManager.default.contentsOfDirectory(atPath: project.root)
        #expect(!entries.contains { $0.hasSuffix(".tmp") }, "\(entries)")
    }

    @Test("rules lists every rule; explain shows one with its examples; an unknown rule gets a suggestion")
    func rulesAndExplain() throws {
        let rules = runTool(["rules"], in: "/").output
        for id in RuleRegistry.ids { #expect(rules.contains(id)) }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(runTool(["rules", "--format", "json"], in: "/").output.utf8)) as? [String: Any])
        #expect((json["rules"] as? [Any])?.count == RuleRegistry.ids.count)
        let explained = runTool(["explain", "label-control-type"], in: "/").output
        #expect(explained.hasPrefix("label-control-type: Label names the control type\n"))
        #expect(explained.contains("✗ label \"Play button\""))
        #expect(explained.contains("fix: \"Play\""))
        let unknown = runTool(["explain", "label-contrl-type"], in: "/")
        #expect(unknown.status == .failure)
        #expect(unknown.error.hasPrefix("error: unknown rule 'label-contrl-type'; did you mean 'label-control-type'?"))
    }
}

@Suite("Progress line")
struct ProgressTests {
    @Test("shown on a terminal when the timer fires, over itself, and cleared at the end; never on a pipe")
    func terminal() {
        let captured = CapturedConsole(terminal: true)
        let progress = Progress(console: captured.console, delay: 0)
        progress.update("reading \(Progress.count(3192)) files")
        progress.tick()
        progress.update("auditing")
        progress.tick()
        progress.finish()
        progress.finish()
        progress.tick()
        #expect(captured.error == "\r\u{1B}[Kl10n-ax: reading 3,192 files…\r\u{1B}[Kl10n-ax: auditing…\r\u{1B}[K")
        let piped = CapturedConsole(terminal: false)
        let silent = Progress(console: piped.console, delay: 0)
        silent.update("reading")
        silent.tick()
        silent.finish()
        #expect(piped.error.isEmpty)
    }

    @Test("counts are grouped by thousands", arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1234567, "1,234,567")])
    func counts(number: Int, expected: String) {
        #expect(Progress.count(number) == expected)
    }
}
