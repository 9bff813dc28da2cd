import HintGrammar
import SourceScanner
import StringsParser

/// What every fuzz target does with its input: reads it as its format, then runs the audit on
/// what was read, beside a small English source table, and renders every report, so that the
/// parsers, the rules and the reporters all see it; a localization file's values are then
/// rewritten (``edit(_:read:suggestions:)``). Anything but a crash, a hang or a
/// sanitizer's report is fine.
public enum FuzzHarness {
    /// The formats there are targets for.
    public enum Format: Sendable {
        case strings, stringsdict, xcstrings, swift, objectiveC, storyboard
    }

    /// The input as a cache snapshot's content (framed with a valid checksum, so that the
    /// decoder's every field is reached): decoded, and when it decodes, reported, asked what a
    /// run may reuse, and re-audited against a small project. None of it may crash.
    public static func runCache(_ bytes: [UInt8]) {
        guard let snapshot = AuditSnapshot.decode(AuditSnapshot.framed(content: bytes)) else { return }
        let auditor = Auditor(configuration: AuditConfiguration(scope: .all))
        let result = auditor.result(of: snapshot)
        _ = TextReporter.render(result)
        _ = JSONReporter.render(result)
        _ = SARIFReporter.render(result)
        _ = snapshot.encoded()
        guard case let .translations(_, _, buckets) = snapshot.reuse(invocation: snapshot.invocation, inputs: snapshot.inputs.reversed())
        else { return }
        let table = TableID(bundle: "App", name: "Localizable")
        let project = LocalizationProject(files: [LocalizationFileReader.read(
            englishTable, as: DiscoveredFile(path: "App/en.lproj/Localizable.strings", format: .strings, language: "en", table: table))])
        _ = auditor.reaudit(snapshot, project: project, changes: buckets)
    }

    /// A source table the fuzzed translations are compared with.
    static let englishTable = Array("""
        /* VoiceOver hint of the play button */
        "a11y.play.hint" = "Plays the song.";
        "a11y.play.label" = "Play";
        "count" = "%lld songs, %@";
        """.utf8)

    public static func run(_ data: UnsafePointer<UInt8>, count: Int, as format: Format) {
        run(Array(UnsafeBufferPointer(start: data, count: count)), as: format)
    }

    public static func run(_ bytes: [UInt8], as format: Format) {
        let table = TableID(bundle: "App", name: "Localizable")
        var files = [LocalizationFileReader.read(
            englishTable, as: DiscoveredFile(path: "App/en.lproj/Localizable.strings", format: .strings, language: "en", table: table))]
        var code = CodeIndex()
        switch format {
        case .strings, .stringsdict:
            let suffix = format == .strings ? "strings" : "stringsdict"
            files.append(LocalizationFileReader.read(bytes, as: DiscoveredFile(
                path: "App/fr.lproj/Localizable.\(suffix)", format: format == .strings ? .strings : .stringsdict, language: "fr", table: table)))
        case .xcstrings:
            files.append(LocalizationFileReader.read(
                bytes, as: DiscoveredFile(path: "App/Catalog.xcstrings", format: .xcstrings, language: nil, table: TableID(bundle: "App", name: "Catalog"))))
        case .swift: code = CodeScanning.scan(contents: [("App/View.swift", bytes)], tableKeys: ["Localizable": ["a11y.play.hint"]])
        case .objectiveC: code = CodeScanning.scan(contents: [("App/View.m", bytes)])
        case .storyboard: code = CodeScanning.scan(contents: [("App/Base.lproj/Main.storyboard", bytes)])
        }
        let project = LocalizationProject(files: files)
        let result = Auditor(configuration: AuditConfiguration(scope: .all), code: code).audit(project)
        _ = TextReporter.render(result)
        _ = JSONReporter.render(result)
        _ = SARIFReporter.render(result)
        _ = ListTextReport.render(project)
        if let fuzzed = files.dropFirst().first { edit(bytes, read: fuzzed, suggestions: result.findings) }
    }

    /// The fuzzed file's values rewritten: the audit's suggestions, and every value given text
    /// that must be escaped (quotes, backslashes, entities, a line break), through the editor
    /// (which reads its result back and refuses what differs), its SARIF replacements and a diff.
    static func edit(_ bytes: [UInt8], read file: LocalizationFile, suggestions: [Finding]) {
        let discovered = DiscoveredFile(path: file.path, format: file.format, language: file.language, table: file.table)
        var edits = FixPlan(findings: suggestions, applying: .unsafe).edits[file.path] ?? []
        for string in file.strings where string.location.position.isKnown {
            edits.append(ValueEdit(offset: string.location.offset, expected: string.value, replacement: string.value + " \"&<\\>\n."))
        }
        _ = LocalizationFileEditor.replacements(for: edits, in: bytes, as: discovered)
        if case let .success(edited) = LocalizationFileEditor.apply(edits, to: bytes, as: discovered) {
            _ = UnifiedDiff.render(path: file.path, old: bytes, new: edited.bytes)
        }
    }
}
