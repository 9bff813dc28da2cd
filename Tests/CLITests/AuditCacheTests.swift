import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("l10n-ax audit: the cache")
struct AuditCacheTests {
    let project: TemporaryProject
    let cacheFolder: String

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": """
                /* VoiceOver label of the play button */
                "play.label" = "Play";
                /* VoiceOver hint of the play button */
                "play.hint" = "Plays the song.";
                "count" = "%@ songs";
                """,
            "App/de.lproj/Localizable.strings": "\"play.label\" = \"Abspielen\";\n\"play.hint\" = \"Spielt das Lied ab.\";\n\"count\" = \"%@ Lieder\";\n",
            "App/fr.lproj/Localizable.strings": "\"play.label\" = \"Lire.\";\n\"play.hint\" = \"Lit le morceau.\";\n\"count\" = \"%d morceaux\";\n",
            "App/Player.swift": "button.accessibilityLabel = NSLocalizedString(\"play.label\", comment: \"\")\n",
        ])
        cacheFolder = project.root + "/.cache"
    }

    func audit(_ options: [String] = [], cached: Bool = true) -> (status: ExitCode, output: String, error: String) {
        runTool(["audit"] + options + (cached ? ["--cache-dir", cacheFolder] : ["--no-cache"]), in: project.root)
    }

    var cacheFile: String? {
        (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder))?.first { $0.hasSuffix(".cache") }.map { cacheFolder + "/" + $0 }
    }

    func snapshot() throws -> AuditSnapshot {
        let path = try #require(cacheFile)
        return try #require(AuditSnapshot.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    /// The cache as if written long after its files last changed (a run right after a change
    /// reads the changed file again: its stamp may not show a second change in the same tick).
    func ageCache() throws {
        var snapshot = try snapshot()
        snapshot.startedAt += 60_000_000_000
        try Data(snapshot.encoded()).write(to: URL(fileURLWithPath: try #require(cacheFile)))
    }

    /// The files the next run of `audit` finds.
    func inputs() throws -> Tool.Inputs {
        let captured = CapturedConsole(currentDirectory: project.root)
        let arguments = try ToolSpec.l10nAx.parse(["audit", "--cache-dir", cacheFolder])
        guard case let .run(parsed) = arguments else { throw CancellationError() }
        let settings = try Settings.load(parsed, console: captured.console)
        return try Tool.findInputs(parsed, settings: settings.file, console: captured.console, stamping: true)
    }

    /// What the next run of `audit` will reuse.
    func reuse(_ options: [String] = []) throws -> AuditSnapshot.Reuse {
        let captured = CapturedConsole(currentDirectory: project.root)
        let arguments = try ToolSpec.l10nAx.parse(["audit"] + options + ["--cache-dir", cacheFolder])
        guard case let .run(parsed) = arguments else { throw CancellationError() }
        let settings = try Settings.load(parsed, console: captured.console)
        let cache = try #require(AuditCache(parsed, settings: settings, console: captured.console))
        let inputs = try Tool.findInputs(parsed, settings: settings.file, console: captured.console, stamping: true)
        let stamps = try #require(AuditCache.stamps(of: inputs, console: captured.console))
        return try snapshot().reuse(invocation: cache.invocation, inputs: stamps)
    }

    @Test("a run with nothing changed reports from the cache, the same bytes in every format as a run without it")
    func unchanged() throws {
        let first = audit(["--format", "json"])
        #expect(first.status == .findings)
        // The folder it made is its owner's alone: it holds the app's strings.
        #expect((try FileManager.default.attributesOfItem(atPath: cacheFolder)[.posixPermissions] as? Int) == 0o700)
        try ageCache()
        #expect(try reuse() == .unchanged)
        for format in ["text", "json", "sarif", "xcode", "github"] {
            let cached = audit(["--format", format, "--min-severity", "info"])
            let uncached = audit(["--format", format, "--min-severity", "info"], cached: false)
            #expect(cached.output == uncached.output, "\(format)")
            #expect(cached.status == uncached.status && cached.error == uncached.error)
        }
    }

    @Test("after a translation's value changes, that translation alone is audited again, and the report is a full run's")
    func translationChanged() throws {
        _ = audit()
        try ageCache()
        try project.write("App/de.lproj/Localizable.strings", Array("\"play.label\" = \"Abspielen Taste.\";\n\"play.hint\" = \"Spielt das Lied ab.\";\n\"count\" = \"%d Lieder\";\n".utf8))
        guard case let .translations(files, changed, _) = try reuse() else {
            Issue.record("expected only the German translation to be audited again")
            return
        }
        #expect(files == ["App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"])
        #expect(changed == ["App/de.lproj/Localizable.strings"])
        let cached = audit(["--format", "json"])
        let uncached = audit(["--format", "json"], cached: false)
        #expect(cached.output == uncached.output)
        #expect(cached.output.contains("label-control-type") && cached.output.contains("Abspielen Taste."))
        // And the cache now holds the new state: an unchanged re-run reports the same.
        try ageCache()
        #expect(try reuse() == .unchanged)
        #expect(audit(["--format", "json"]).output == uncached.output)
    }

    @Test("a change to the source language or the options, or a key added, audits everything again")
    func wholeAudit() throws {
        _ = audit()
        try ageCache()
        try project.write("App/en.lproj/Localizable.strings", Array("/* VoiceOver label of the play button */\n\"play.label\" = \"Play button\";\n\"play.hint\" = \"Plays the song.\";\n\"count\" = \"%@ songs\";\n".utf8))
        #expect(try reuse() == .nothing)
        #expect(audit(["--format", "json"]).output == audit(["--format", "json"], cached: false).output)
        try ageCache()
        // Code and a translation at once.
        try project.write("App/Player.swift", Array("button.accessibilityHint = NSLocalizedString(\"play.label\", comment: \"\")\n".utf8))
        try project.write("App/de.lproj/Localizable.strings", Array("\"play.label\" = \"Abspielen\";\n\"play.hint\" = \"Spielt ab.\";\n\"count\" = \"%@ Lieder\";\n".utf8))
        #expect(try reuse() == .nothing)
        #expect(audit(["--format", "json"]).output == audit(["--format", "json"], cached: false).output)
        try ageCache()
        #expect(try reuse(["--scope", "all"]) == .nothing)
        try project.write("App/fr.lproj/Localizable.strings", Array("\"play.label\" = \"Lire\";\n\"extra\" = \"En plus\";\n".utf8))
        let cached = audit(["--format", "json", "--scope", "all", "--min-severity", "info"])
        #expect(cached.output == audit(["--format", "json", "--scope", "all", "--min-severity", "info"], cached: false).output)
        #expect(cached.output.contains("extra-key"))
    }

    @Test("after only code changes, the code is scanned again: the cached report when it sets and looks up what it did, where it did, else a full audit")
    func codeChanged() throws {
        _ = audit()
        // A finding only the cache holds tells a report from the cache from a full audit's.
        func markCache() throws {
            try ageCache()
            var snapshot = try snapshot()
            snapshot.otherFindings.append(Finding(
                rule: "cached", severity: .error, message: "from the cache", location: SourceLocation(file: "App/Player.swift", line: 1, column: 1)))
            try Data(snapshot.encoded()).write(to: URL(fileURLWithPath: try #require(cacheFile)))
        }
        try markCache()
        // A new file that sets nothing, and a line added after what the file sets.
        try project.write("App/Model.swift", Array("struct Song { var title: String }\n".utf8))
        #expect(try reuse() == .nothing)
        _ = audit()
        try markCache()
        try project.write("App/Model.swift", Array("struct Song { var title: String; var length: Int }\n".utf8))
        try project.write("App/Player.swift", Array("button.accessibilityLabel = NSLocalizedString(\"play.label\", comment: \"\")\n// Plays.\n".utf8))
        guard case .code = try reuse() else {
            Issue.record("expected the code alone to be scanned again")
            return
        }
        let reused = audit(["--format", "json"])
        #expect(reused.output.contains("from the cache"))
        #expect(reused.status == .findings)
        // The cache now holds the new stamps: nothing to scan.
        try ageCache()
        #expect(try reuse() == .unchanged)

        // A file that gives the scan nothing, changed alone: no other file is read.
        try markCache()
        try project.write("App/Model.swift", Array("struct Song { var title: String; var length: Int; var year: Int }\n".utf8))
        #expect(Tool.changedSourcesGiveNothing(
            ["App/Model.swift"], inputs: try inputs(), relevance: try #require(try snapshot().code?.relevance),
            keysByTableName: try #require(try snapshot().code?.keysByTableName), console: CapturedConsole(currentDirectory: project.root).console))
        #expect(audit(["--format", "json"]).output.contains("from the cache"))
        // Now it looks a key up.
        try markCache()
        try project.write("App/Model.swift", Array("let title = NSLocalizedString(\"count\", comment: \"\")\n".utf8))
        var cached = audit(["--format", "json", "--min-severity", "info"])
        #expect(!cached.output.contains("from the cache"))
        #expect(cached.output == audit(["--format", "json", "--min-severity", "info"], cached: false).output)

        // The label moved one line down: its findings are elsewhere.
        try markCache()
        try project.write("App/Player.swift", Array("// The player.\nbutton.accessibilityLabel = NSLocalizedString(\"play.label\", comment: \"\")\n".utf8))
        cached = audit(["--format", "json", "--min-severity", "info"])
        #expect(!cached.output.contains("from the cache"))
        #expect(cached.output == audit(["--format", "json", "--min-severity", "info"], cached: false).output)
        // The key set as a hint instead: other rules run on it.
        try markCache()
        try project.write("App/Player.swift", Array("// The player.\nbutton.accessibilityHint = NSLocalizedString(\"play.label\", comment: \"\")\n".utf8))
        cached = audit(["--format", "json", "--min-severity", "info"])
        #expect(!cached.output.contains("from the cache"))
        #expect(cached.output == audit(["--format", "json", "--min-severity", "info"], cached: false).output)
        #expect(try snapshot().code?.fingerprint != nil)
    }

    @Test("code that uses R.swift's accessors, once changed, audits everything again: their keys are every key of the tables")
    func generatedAccessorsChanged() throws {
        try project.write("App/Player.swift", Array("button.accessibilityLabel = R.string.localizable.playLabel()\n".utf8))
        _ = audit()
        try ageCache()
        var snapshot = try snapshot()
        snapshot.otherFindings.append(Finding(
            rule: "cached", severity: .error, message: "from the cache", location: SourceLocation(file: "App/Player.swift", line: 1, column: 1)))
        try Data(snapshot.encoded()).write(to: URL(fileURLWithPath: try #require(cacheFile)))
        try project.write("App/Player.swift", Array("button.accessibilityLabel = R.string.localizable.playLabel()\n// Plays.\n".utf8))
        guard case .code = try reuse() else {
            Issue.record("expected the code alone to be scanned again")
            return
        }
        let cached = audit(["--format", "json"])
        #expect(!cached.output.contains("from the cache"))
        #expect(cached.output == audit(["--format", "json"], cached: false).output)
        #expect(cached.output.contains("play.label"))
    }

    @Test("a corrupt, cut or foreign cache is ignored and written anew; the report is the same")
    func corruptCache() throws {
        let expected = audit(["--format", "json"], cached: false).output
        _ = audit()
        let path = try #require(cacheFile)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for broken in [Array(bytes.prefix(bytes.count / 2)), Array("not a cache".utf8), bytes.map { $0 ^ 0x55 }, []] {
            try Data(broken).write(to: URL(fileURLWithPath: path))
            let run = audit(["--format", "json"])
            #expect(run.output == expected)
            #expect(run.error.isEmpty)
            #expect(AuditSnapshot.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))) != nil)
        }
    }

    @Test("--no-cache neither reads nor writes; a cache folder that cannot be written warns only when asked for")
    func noCache() throws {
        _ = audit(cached: false)
        #expect(!FileManager.default.fileExists(atPath: cacheFolder))
        // No HOME, no XDG_CACHE_HOME (as in these tests): no cache at all.
        #expect(AuditCache.userCacheFolder([:]) == nil)
        try project.write("blocked", Array("a file where the folder would be".utf8))
        let blocked = runTool(["audit", "--format", "json", "--cache-dir", project.root + "/blocked/cache"], in: project.root)
        #expect(blocked.output == audit(["--format", "json"], cached: false).output)
        #expect(blocked.status == .findings)
        #expect(blocked.error.hasPrefix("warning: cannot write the cache blocked/cache/audit-"))
        let home = runTool(["audit", "--format", "json"], in: project.root, environment: ["HOME": project.root + "/blocked"])
        #expect(home.error.isEmpty)
        #expect(home.output == blocked.output)
    }

    @Test("a write removes the caches of folders not audited for 30 days, and old leftovers of cut writes; nothing else")
    func staleCaches() throws {
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -40 * 24 * 3600)
        for name in ["audit-old.cache", "audit-recent.cache", ".audit-x.cache.1.tmp", "notes.txt", "old-other.cache"] {
            #expect(FileManager.default.createFile(atPath: cacheFolder + "/" + name, contents: Data("x".utf8)))
            if name != "audit-recent.cache" {
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: cacheFolder + "/" + name)
            }
        }
        _ = audit()
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: cacheFolder))
        #expect(!left.contains("audit-old.cache") && !left.contains(".audit-x.cache.1.tmp"))
        #expect(left.isSuperset(of: ["audit-recent.cache", "notes.txt", "old-other.cache"]))
        #expect(left.count == 4)
    }

    @Test("L10N_AX_CACHE_DIR names the cache folder when --cache-dir does not (a CI cache step keeps it between runs)")
    func environmentFolder() throws {
        let folder = project.root + "/ci-cache"
        let run = runTool(["audit", "--format", "json"], in: project.root, environment: ["L10N_AX_CACHE_DIR": folder, "HOME": project.root + "/home"])
        #expect(run.output == audit(["--format", "json"], cached: false).output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("audit-") })
        #expect(!FileManager.default.fileExists(atPath: project.root + "/home"))
    }

    @Test("the default cache folder: XDG_CACHE_HOME when absolute, else HOME's")
    func defaultFolder() {
        #if os(macOS)
        #expect(AuditCache.userCacheFolder(["HOME": "/Users/a"]) == "/Users/a/Library/Caches")
        #else
        #expect(AuditCache.userCacheFolder(["HOME": "/home/a"]) == "/home/a/.cache")
        #expect(AuditCache.userCacheFolder(["HOME": "/home/a", "XDG_CACHE_HOME": "/var/cache/a"]) == "/var/cache/a")
        #expect(AuditCache.userCacheFolder(["HOME": "/home/a", "XDG_CACHE_HOME": "relative"]) == "/home/a/.cache")
        #endif
    }
}
