import SourceScanner
import StringsParser
import Testing
@testable import HintGrammar

@Suite("Audit snapshots (the incremental cache)")
struct AuditSnapshotTests {
    /// A table of accessibility strings in English, German and French, and a suppression.
    static let files: [String: String] = [
        "App/en.lproj/Localizable.strings": """
            /* VoiceOver label of the play button */
            "play.label" = "Play";
            /* VoiceOver hint of the play button */
            "play.hint" = "Plays the song.";
            "count" = "%@ songs";
            /* l10n-ax:ignore label-trailing-period */
            "stop.label" = "Stop";
            "title" = "Music";
            """,
        "App/de.lproj/Localizable.strings": """
            "play.label" = "Abspielen";
            "play.hint" = "Spielt das Lied ab.";
            "count" = "%@ Lieder";
            "stop.label" = "Stopp.";
            """,
        "App/fr.lproj/Localizable.strings": """
            "play.label" = "Lire.";
            "play.hint" = "Lire le morceau.";
            "count" = "%d morceaux";
            """,
    ]

    static let invocation = Fingerprint(high: 1, low: 2)

    static func stamps(_ paths: [String], modified: Int64 = 1_000) -> [AuditSnapshot.Input] {
        paths.map { AuditSnapshot.Input(path: $0, stamp: FileStamp(size: 10, modified: modified, statusChanged: modified, inode: 7)) }
    }

    /// A full audit of `files`, recorded as a run started long after they were written.
    static func recorded(_ files: [String: String], auditor: Auditor = Auditor()) -> AuditSnapshot {
        auditor.auditRecording(project(files), invocation: invocation, inputs: stamps(files.keys.sorted()), startedAt: 1_000_000_000_000).snapshot
    }

    /// The snapshot of `before` brought up to date with `after` as a later run does, when it can.
    static func updated(_ snapshot: AuditSnapshot, to after: [String: String], changed: [String], auditor: Auditor = Auditor()) -> AuditSnapshot? {
        var inputs = stamps(after.keys.sorted())
        for index in inputs.indices where changed.contains(inputs[index].path) { inputs[index].stamp.modified += 1 }
        guard case let .translations(paths, changedPaths, buckets) = snapshot.reuse(invocation: invocation, inputs: inputs) else { return nil }
        #expect(changedPaths == changed)
        let read = project(after.filter { paths.contains($0.key) })
        guard snapshot.hasStructure(of: read.files, changed: changedPaths) else { return nil }
        return auditor.reaudit(snapshot, project: read, changes: buckets)
    }

    static func expectSameReport(_ a: AuditResult, _ b: AuditResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.findings == b.findings, sourceLocation: sourceLocation)
        #expect(a.sourceTexts == b.sourceTexts, sourceLocation: sourceLocation)
        #expect(a.accessibilityStringCount == b.accessibilityStringCount, sourceLocation: sourceLocation)
        #expect(a.stringCount == b.stringCount, sourceLocation: sourceLocation)
        #expect(a.languagesWithoutTables == b.languagesWithoutTables, sourceLocation: sourceLocation)
        #expect(a.translationCounts == b.translationCounts && a.sourceLanguages == b.sourceLanguages, sourceLocation: sourceLocation)
        #expect(a.rolesBySource.map(\.count) == b.rolesBySource.map(\.count), sourceLocation: sourceLocation)
        #expect(a.languages == b.languages && a.fileCount == b.fileCount, sourceLocation: sourceLocation)
        #expect(JSONReporter.render(a) == JSONReporter.render(b), sourceLocation: sourceLocation)
    }

    @Test("a snapshot gives back the result of the audit that recorded it, through its bytes")
    func replay() throws {
        let auditor = Auditor()
        let full = auditor.audit(project(Self.files))
        let snapshot = try #require(AuditSnapshot.decode(Self.recorded(Self.files).encoded()))
        #expect(!full.findings.isEmpty)
        // Suggestions come back with how safe they are.
        #expect(full.findings.contains { $0.applicability == .unsafe } && full.findings.contains { $0.applicability == .safe })
        Self.expectSameReport(auditor.result(of: snapshot), full)
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: Self.stamps(Self.files.keys.sorted())) == .unchanged)
    }

    @Test("a translation whose values changed is audited alone, reading only it and its source, with the result of a full audit")
    func translationChanged() throws {
        let snapshot = Self.recorded(Self.files)
        var after = Self.files
        after["App/de.lproj/Localizable.strings"] = """
            "play.label" = "Abspielen Taste.";
            "play.hint" = "Tippe, um das Lied abzuspielen";
            "count" = "%d Lieder";
            "stop.label" = "Stopp";
            """
        var inputs = Self.stamps(after.keys.sorted())
        inputs[0].stamp.size += 1
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: inputs) != .nothing)
        guard case let .translations(paths, _, buckets) = snapshot.reuse(invocation: Self.invocation, inputs: inputs) else {
            Issue.record("expected a re-audit of one translation")
            return
        }
        #expect(paths == ["App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"])
        #expect(buckets.map { snapshot.buckets[$0].language } == ["de"])
        let updated = try #require(Self.updated(snapshot, to: after, changed: ["App/de.lproj/Localizable.strings"]))
        let full = Auditor().audit(project(after))
        #expect(Set(full.findings.filter { $0.language == "de" }.map(\.rule)).isSuperset(of: ["label-control-type", "hint-gesture", "placeholder-mismatch"]))
        Self.expectSameReport(Auditor().result(of: updated), full)
        // And back: the finding that was fixed is gone again.
        let back = try #require(Self.updated(updated, to: Self.files, changed: ["App/de.lproj/Localizable.strings"]))
        Self.expectSameReport(Auditor().result(of: back), Auditor().audit(project(Self.files)))
    }

    @Test("a snapshot encoded after its beginning was encoded apart has the same bytes; a beginning of other stamps is not used")
    func encodingStart() throws {
        let snapshot = Self.recorded(Self.files)
        let folders = [FolderListing(path: "/App/en.lproj", stamp: FileStamp(size: 1, modified: 2, statusChanged: 3, inode: 4), files: ["Localizable.strings"], folders: [])]
        let restamped = snapshot.restamped(Self.stamps(Self.files.keys.sorted(), modified: 5_000), folders: folders, startedAt: 2_000_000_000_000)
        let whole = restamped.encoded()
        let start = AuditSnapshot.EncodingStart(
            invocation: Self.invocation, startedAt: 2_000_000_000_000, inputs: Self.stamps(Self.files.keys.sorted(), modified: 5_000), folders: folders)
        #expect(restamped.encoded(after: start) == whole)
        // Begun with the stamps of before: encoded whole again, the same bytes.
        let stale = AuditSnapshot.EncodingStart(
            invocation: Self.invocation, startedAt: 2_000_000_000_000, inputs: Self.stamps(Self.files.keys.sorted()), folders: folders)
        #expect(restamped.encoded(after: stale) == whole)
        #expect(try #require(AuditSnapshot.decode(restamped.encoded(after: start))).inputs == restamped.inputs)
    }

    @Test("a translation of a table too large for one chunk of keys is audited again in several, with the result of a full audit")
    func largeTranslationChanged() throws {
        // 1,500 keys, 400 of them for accessibility: chunks by number and by accessibility strings.
        func table(_ language: String, broken: Bool) -> String {
            (0..<1_500).map { index in
                let key = index % 4 == 0 ? "a11y.item\(index).\(index % 8 == 0 ? "label" : "hint")" : "screen.item\(index).title"
                let text = language == "en" ? (index % 8 == 0 ? "Song \(index)" : "Plays song \(index).") : "\(language) \(index)"
                return "\"\(key)\" = \"\(broken && index % 40 == 0 ? text + " button." : text)\";"
            }.joined(separator: "\n")
        }
        let files = ["en", "de", "fr"].reduce(into: [String: String]()) { $0["App/\($1).lproj/Localizable.strings"] = table($1, broken: false) }
        let plan = Auditor().plan(of: try #require(project(files).sortedTables.first))
        #expect(Auditor.chunks(of: plan, plan: 0).count > 3)
        var after = files
        after["App/de.lproj/Localizable.strings"] = table("de", broken: true)
        let updated = try #require(Self.updated(Self.recorded(files), to: after, changed: ["App/de.lproj/Localizable.strings"]))
        let full = Auditor().audit(project(after))
        #expect(full.findings.filter { $0.language == "de" && $0.rule == "label-control-type" }.count > 10)
        Self.expectSameReport(Auditor().result(of: updated), full)
    }

    @Test("a re-audit keeps the configuration: selected rules, severities, suppressions")
    func configuration() throws {
        var configuration = AuditConfiguration()
        configuration.severities = ["label-trailing-period": .error]
        configuration.ignoredRules = ["hint-imperative"]
        let auditor = Auditor(configuration: configuration)
        let snapshot = Self.recorded(Self.files, auditor: auditor)
        var after = Self.files
        after["App/fr.lproj/Localizable.strings"] = "\"play.label\" = \"Lire\";\n\"play.hint\" = \"Lire le morceau\";\n\"count\" = \"%@ morceaux.\";\n"
        let updated = try #require(Self.updated(snapshot, to: after, changed: ["App/fr.lproj/Localizable.strings"], auditor: auditor))
        Self.expectSameReport(auditor.result(of: updated), auditor.audit(project(after)))
        // The German "Stopp." is reported (its own comment is silent); the source's directive speaks for every language.
        #expect(auditor.result(of: updated).findings.contains { $0.key == "stop.label" && $0.language == "de" && $0.severity == .error } == false)
    }

    @Test("what a translation's values cannot change alone runs the whole audit: the source, a key, a comment, code, a file added")
    func wholeAudit() {
        let snapshot = Self.recorded(Self.files)
        let paths = Self.files.keys.sorted()
        func changing(_ path: String) -> AuditSnapshot.Reuse {
            var inputs = Self.stamps(paths)
            for index in inputs.indices where inputs[index].path == path { inputs[index].stamp.inode += 1 }
            return snapshot.reuse(invocation: Self.invocation, inputs: inputs)
        }
        #expect(changing("App/en.lproj/Localizable.strings") == .nothing)
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: Self.stamps(paths + ["App/Player.swift"])) == .nothing)
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: Self.stamps(paths.dropLast() + ["App/it.lproj/Localizable.strings"])) == .nothing)
        #expect(snapshot.reuse(invocation: Fingerprint(high: 3, low: 4), inputs: Self.stamps(paths)) == .nothing)
        // A key added to a translation, or a comment changed: its structure differs, and the run reads everything.
        for changed in ["\"play.label\" = \"Abspielen\";\n\"new\" = \"Neu\";\n", "/* l10n-ax:ignore */\n\"play.label\" = \"Abspielen\";\n"] {
            var after = Self.files
            after["App/de.lproj/Localizable.strings"] = changed
            #expect(Self.updated(snapshot, to: after, changed: ["App/de.lproj/Localizable.strings"]) == nil)
        }
    }

    @Test("only code changed: the code is scanned again when the snapshot records its scan, with the keys it was given; code and a translation, everything")
    func codeChanged() throws {
        let paths = (Self.files.keys + ["App/Player.swift"]).sorted()
        var snapshot = Self.recorded(Self.files)
        snapshot.inputs = Self.stamps(paths)
        func changing(_ changed: [String]) -> AuditSnapshot.Reuse {
            var inputs = Self.stamps(paths)
            for index in inputs.indices where changed.contains(inputs[index].path) { inputs[index].stamp.size += 1 }
            return snapshot.reuse(invocation: Self.invocation, inputs: inputs)
        }
        // A snapshot of a run that scanned no code.
        #expect(changing(["App/Player.swift"]) == .nothing)
        let relevance = SourceRelevance(
            relevantFiles: ["App/Player.swift"], fullReadingWords: ["ccessibilityLabel"], accessorPaths: [42: "L10n"], wrapperCalls: ["tr(\""])
        let scan = AuditSnapshot.CodeScan(
            fingerprint: Fingerprint(high: 1, low: 2), keysByTableName: ["Localizable": ["play.hint", "play.label"]], relevance: relevance)
        snapshot.code = scan
        #expect(changing(["App/Player.swift"]) == .code(scan: scan, changed: ["App/Player.swift"]))
        #expect(changing(["App/Player.swift", "App/de.lproj/Localizable.strings"]) == .nothing)
        #expect(changing([]) == .unchanged)
        // Through its bytes, with and without what the scan found relevant.
        let decoded = try #require(AuditSnapshot.decode(snapshot.encoded()))
        #expect(decoded.code == scan)
        snapshot.code?.relevance = nil
        #expect(try #require(AuditSnapshot.decode(snapshot.encoded())).code?.relevance == nil)
    }

    @Test("a file changed within the file system's clock tick before the recording run is read again, even with the same stamp")
    func uncertainStamps() {
        let paths = Self.files.keys.sorted()
        let startedAt: Int64 = 10_000_000_000
        func reuse(modified: Int64) -> AuditSnapshot.Reuse {
            let snapshot = Auditor().auditRecording(
                project(Self.files), invocation: Self.invocation, inputs: Self.stamps(paths, modified: modified), startedAt: startedAt
            ).snapshot
            return snapshot.reuse(invocation: Self.invocation, inputs: Self.stamps(paths, modified: modified))
        }
        #expect(reuse(modified: startedAt - AuditSnapshot.uncertainWindow - 1) == .unchanged)
        // The source's file among them: the whole audit runs again.
        #expect(reuse(modified: startedAt - AuditSnapshot.uncertainWindow) == .nothing)
        #expect(reuse(modified: startedAt + 1) == .nothing)
    }

    @Test("a table with a key its source lacks, or a catalog, is audited whole when a translation changes")
    func tablesAuditedWhole() {
        var files = Self.files
        files["App/de.lproj/Localizable.strings"]! += "\n\"only.german\" = \"Nur Deutsch\";"
        let snapshot = Self.recorded(files)
        #expect(snapshot.tables.map(\.auditsLanguagesAlone) == [false])
        var inputs = Self.stamps(files.keys.sorted())
        inputs[0].stamp.size += 1
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: inputs) == .nothing)
        #expect(Self.recorded(Self.files).tables.map(\.auditsLanguagesAlone) == [true])
        let catalog = #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Play"}},"#
            + #""de":{"stringUnit":{"state":"translated","value":"Abspielen"}}}}},"version":"1.0"}"#
        #expect(Self.recorded(["App/Localizable.xcstrings": catalog]).tables.map(\.auditsLanguagesAlone) == [false])
    }

    @Test("bytes that are not a whole snapshot of this version are refused, never trusted: cut anywhere, altered, another format")
    func corruptBytes() {
        let bytes = Self.recorded(Self.files).encoded()
        #expect(AuditSnapshot.decode(bytes) != nil)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(AuditSnapshot.decode(Array(bytes[..<length])) == nil)
        }
        for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            var altered = bytes
            altered[index] ^= 0x20
            #expect(AuditSnapshot.decode(altered) == nil)
        }
        #expect(AuditSnapshot.decode(Array("{\"version\": 1}".utf8)) == nil)
        // What the fuzz target does to reach past the checksum: the same frame around the same content.
        let header = SnapshotReader.magic.utf8.count + 1
        #expect(AuditSnapshot.framed(content: Array(bytes[header..<(bytes.count - 16)])) == bytes)
        var otherVersion = bytes
        otherVersion[SnapshotReader.magic.utf8.count] += 1
        #expect(AuditSnapshot.decode(otherVersion) == nil)
    }

    @Test("inputs found in another order than the recording run's are compared by path: the same files are unchanged, a changed one is found")
    func inputOrder() {
        let snapshot = Self.recorded(Self.files)
        let inputs = Self.stamps(Self.files.keys.sorted())
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: Array(inputs.reversed())) == .unchanged)
        var changed = Array(inputs.reversed())
        changed[0].stamp.modified += 1
        guard case let .translations(_, paths, _) = snapshot.reuse(invocation: Self.invocation, inputs: changed) else {
            Issue.record("a translation's change is a translation's change in any order")
            return
        }
        #expect(paths == [changed[0].path])
        var other = inputs
        other[1].path += ".moved"
        #expect(snapshot.reuse(invocation: Self.invocation, inputs: other) == .nothing)
    }

    @Test("strings come back with their own bytes: text only canonically equivalent to another is kept apart")
    func exactStrings() throws {
        let texts = ["Caf\u{E9}", "Cafe\u{301}", "Caf\u{E9}", "", "\u{212B}", "\u{C5}"]
        var writer = SnapshotWriter()
        for text in texts { writer.string(text) }
        var reader = try SnapshotReader(writer.bytes())
        let read = try texts.map { _ in try reader.string() }
        #expect(read.map { Array($0.utf8) } == texts.map { Array($0.utf8) })
    }

    @Test("every language has commands among its examples to prepare its hint judgement with, ahead of the audit")
    func hintFormPreparations() {
        for profile in LanguageRegistry.profiles {
            #expect(!profile.hintFormPreparations.isEmpty, "\(profile.code)")
            #expect(profile.hintFormPreparations.allSatisfy { profile.hintForm(profile.analyze($0)) != nil }, "\(profile.code)")
        }
    }

    @Test("the language registry names each table by its own code and letter case (it builds a table when first needed)")
    func languageRegistry() {
        #expect(LanguageRegistry.entriesMatchTables)
        #expect(LanguageRegistry.supportedCodes == LanguageRegistry.profiles.map(\.code))
        #expect(LanguageRegistry.codesWithLetterCase == LanguageRegistry.profiles.filter(\.hasLetterCase).map(\.code))
        // Built ahead of the audit: each table once, by the same fallbacks as the audit's look-up.
        #expect(LanguageRegistry.buildTables(for: ["Base", "en-GB", "fr-CA", "fr", "zh-HK", "xx", "pa-Arab", "nn"]) == ["en", "fr", "zh-Hant", "nb"])
    }
}
