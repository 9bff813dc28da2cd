import Foundation
import HintGrammar
@testable import StringsParser
import Testing
@testable import l10n_ax

/// The repository's `Samples/` folder.
let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples").path

/// The `l10n-ax` executable built beside the test bundle.
func builtExecutable() -> String? {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("l10n-ax").path,
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("l10n-ax").path,
        Bundle.main.bundleURL.appendingPathComponent("l10n-ax").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("Samples")
struct SamplesTests {
    @Test("the audit of Samples/ is the checked-in expected-audit.json (regenerate with make samples-expected)")
    func expectedReport() throws {
        let result = runTool(["audit", ".", "--format", "json", "--min-severity", "info", "--fail-on", "never"], in: samplesDirectory)
        let expected = try String(contentsOfFile: samplesDirectory + "/expected-audit.json", encoding: .utf8)
        #expect(result.status == .success)
        #expect(result.output == expected)
    }

    @Test("values kept as their files' bytes (made when read) give the audit that values made as the files are read give, in either scope")
    func valuesKeptAsBytes() throws {
        let files = LocalizationDiscovery.discover(["."], currentDirectory: samplesDirectory).files
        let kept = LocalizationLoader.load(files)
        let made = LocalizationLoader.load(files, makesEveryValue: true)
        // The samples' values are read both ways: most kept as bytes, or all made.
        let keptStrings = kept.files.flatMap(\.strings)
        #expect(keptStrings.filter { $0.madeValue == nil }.count > keptStrings.count / 2)
        #expect(made.files.flatMap(\.strings).allSatisfy { $0.madeValue != nil })
        for scope in [AuditScope.accessibility, .all] {
            let auditor = Auditor(configuration: AuditConfiguration(scope: scope))
            let keptResult = auditor.audit(kept)
            #expect(!keptResult.findings.isEmpty)
            #expect(JSONReporter.render(keptResult) == JSONReporter.render(auditor.audit(made)))
        }
    }

    @Test("every rule has at least one deliberate mistake in Samples/")
    func everyRuleShown() throws {
        let result = runTool(["audit", ".", "--format", "json", "--min-severity", "info", "--fail-on", "never"], in: samplesDirectory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let byRule = try #require((document["summary"] as? [String: Any])?["byRule"] as? [String: Int])
        #expect(Set(byRule.keys) == Set(RuleRegistry.ids))
    }

    @Test("Samples/Makefile stops the release on errors, and lets it through once they are fixed")
    func releaseTarget() throws {
        let executable = try #require(builtExecutable(), "the l10n-ax executable is built beside the tests")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("samples-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: samplesDirectory, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }

        let failing = try make(["release", "L10NAX=\(executable)"], in: copy)
        #expect(failing.status != 0)
        #expect(failing.output.contains("[placeholder-mismatch]"))
        #expect(!failing.output.contains("building the release"))

        // Fix the three errors: a missing ';', a specifier of the wrong type, a misspelt key.
        try replace("\"settings.title\" = \"Réglages\"\n", with: "\"settings.title\" = \"Réglages\";\n",
                    in: copy + "/DogGallery/Resources/fr.lproj/Settings.strings")
        try replace("%1$@、%2$@歳", with: "%1$@、%2$lld歳", in: copy + "/DogGallery/Resources/ja.lproj/Localizable.strings")
        try replace("a11y.gallery.hnt", with: "a11y.gallery.hint", in: copy + "/DogGallery/Sources/Gallery/DogCarouselViewController.swift")
        let passing = try make(["release", "L10NAX=\(executable)"], in: copy)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.output.contains("building the release"))
    }

    private func make(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-C", directory] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(old) in \(path)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@Suite("The Samples' release gate")
struct SamplesReleaseGateTests {
    /// Runs `make -C Samples release` in a copy of the repository's layout (`Samples/Makefile`,
    /// and `.build/release/l10n-ax` when `built` is given), with a PATH that holds no l10n-ax.
    static func release(built: String?) throws -> (status: Int32, output: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-ax-gate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Samples", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: samplesDirectory + "/Makefile", toPath: root + "/Samples/Makefile")
        if let built {
            try FileManager.default.createDirectory(atPath: root + "/.build/release", withIntermediateDirectories: true)
            try Data(built.utf8).write(to: URL(fileURLWithPath: root + "/.build/release/l10n-ax"))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/.build/release/l10n-ax")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-s", "-C", root + "/Samples", "release"]
        process.environment = ["PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("without l10n-ax on the PATH, the gate runs the l10n-ax that make audit built, and stops the release when it fails")
    func builtToolByDefault() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") || FileManager.default.isExecutableFile(atPath: "/bin/make"),
            !FileManager.default.isExecutableFile(atPath: "/usr/bin/l10n-ax"), !FileManager.default.isExecutableFile(atPath: "/bin/l10n-ax")
        else { return }
        let passing = try Self.release(built: "#!/bin/sh\necho \"audited with: $*\"\n")
        #expect(passing.status == 0)
        #expect(passing.output.contains("audited with: audit . --fail-on error"))
        #expect(passing.output.contains("building the release"))
        let failing = try Self.release(built: "#!/bin/sh\nexit 1\n")
        #expect(failing.status != 0)
        #expect(!failing.output.contains("building the release"))
        // Neither on the PATH nor built: make says which command it could not find.
        let missing = try Self.release(built: nil)
        #expect(missing.status != 0)
        #expect(missing.output.contains("l10n-ax"))
    }
}
