import HintGrammar
import SourceScanner
import StringsParser

/// What every fuzz target does with its input: reads it as its format, then runs the audit on
/// what was read, beside a small English source table, and renders every report, so that the
/// parsers, the rules and the reporters all see it. Anything but a crash, a hang or a
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
    }
}
