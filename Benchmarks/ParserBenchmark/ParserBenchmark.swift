import Foundation
import HintGrammar
import SourceScanner
import StringsParser

/// `make bench`: parses the text `.strings` files of ../shared/corpus (or of a generated corpus
/// when it is absent) with l10n-ax's parser and with PropertyListSerialization, on one core, and
/// prints MB/s and entries/s for both. It also checks that both give the same table for every
/// file CoreFoundation accepts, and counts the files where they differ.
///
/// Then, on a whole app (`--app DIR`, by default ../shared/apps/home-assistant+iOS when present),
/// the run of `l10n-ax audit` end to end in one process, step by step: finding files, reading
/// the localization files, the roles the tables' names and comments give (used by the scan and
/// the audit), scanning the source code, the audit and the JSON report; and the share of the
/// whole that scanning takes.
///
/// Usage: ParserBenchmark [CORPUS_DIR] [--app DIR] [--repeat N] [--profile]
/// `--profile` runs only l10n-ax's parser, `--profile-audit` only the model and the audit,
/// `--scan-only` only the app's source scan, for a profiler such as `valgrind --tool=callgrind`,
/// `--analyze FILE` the scan of one Swift file alone;
/// `--app-only` measures only the app.
/// `--whole-run TOOL DIR…` times `TOOL audit --format json` in each folder as a process, end to
/// end, against Foundation's parse of the same files (`--foundation DIR`), in turn (see ``WholeRun``);
/// with `--rerun`, then a re-run with the cache after one value changed, against a full run.
@main
struct ParserBenchmark {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var repeats = 5
        if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count {
            repeats = max(1, Int(arguments[index + 1]) ?? repeats)
            arguments.removeSubrange(index...(index + 1))
        }
        var app = "../shared/apps/home-assistant+iOS"
        if let index = arguments.firstIndex(of: "--app"), index + 1 < arguments.count {
            app = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        if arguments.contains("--scan-only") {
            let directory = URL(fileURLWithPath: app).standardizedFileURL.path
            let walked = FileWalker.files(
                under: [directory], options: DiscoveryOptions(), currentDirectory: directory,
                accepting: { LocalizationDiscovery.isLocalizationExtension($0) || CodeScanning.isSourceExtension($0) }).files
            let project = LocalizationLoader.load(LocalizationDiscovery.localizationFiles(among: walked, currentDirectory: directory))
            let literalKeys = RoleResolver().tableEvidence(in: project).keysByTableName
            var count = 0
            for _ in 0..<repeats {
                count += CodeScanning.scan(walked, currentDirectory: directory, tableKeys: project.keysByTableName, literalKeys: literalKeys).references.count
            }
            print(count)
            return
        }
        if let index = arguments.firstIndex(of: "--analyze"), index + 1 < arguments.count {
            guard let data = FileManager.default.contents(atPath: arguments[index + 1]) else {
                print("cannot read \(arguments[index + 1])")
                return
            }
            let bytes = [UInt8](data)
            let seconds = measure(repeats: repeats) { SourceScanner.scan(bytes, file: "file.swift", language: .swift).lookups.count }
            print(String(format: "scan of one file: %.2f ms", seconds * 1000))
            return
        }
        if let index = arguments.firstIndex(of: "--foundation"), index + 1 < arguments.count {
            print(foundationParse(arguments[index + 1]))
            return
        }
        if let index = arguments.firstIndex(of: "--whole-run"), index + 1 < arguments.count {
            let tool = arguments[index + 1]
            let folders = arguments.enumerated().filter { $0.offset != index && $0.offset != index + 1 && !$0.element.hasPrefix("--") }.map(\.element)
            for folder in folders { WholeRun.compare(tool: tool, folder: folder, runs: max(repeats, 5)) }
            if arguments.contains("--rerun"), let folder = folders.first { WholeRun.rerun(tool: tool, folder: folder, runs: max(repeats, 5)) }
            return
        }
        if arguments.contains("--app-only") {
            benchmarkApp(app, repeats: repeats)
            return
        }
        let profileOnly = arguments.contains("--profile")
        let profileAudit = arguments.contains("--profile-audit")
        let perRule = arguments.contains("--per-rule")
        arguments.removeAll { $0 == "--profile" || $0 == "--profile-audit" || $0 == "--per-rule" }
        let corpus = arguments.first ?? "../shared/corpus"
        let inputs: [BenchmarkInput]
        if FileManager.default.fileExists(atPath: corpus) {
            print("corpus: \(corpus)")
            inputs = try BenchmarkInput.load(from: corpus)
        } else {
            print("corpus: \(corpus) not found; using a generated corpus")
            inputs = BenchmarkInput.generated()
        }
        let textInputs = inputs.filter { $0.format == .strings && !$0.isPropertyList }
        let bytes = textInputs.reduce(0) { $0 + $1.bytes.count }
        print("files: \(inputs.count) localization files, \(textInputs.count) text .strings files, "
            + String(format: "%.1f MB", Double(bytes) / 1e6) + " of .strings text\n")

        if profileAudit {
            let project = LocalizationProject(files: inputs.map { LocalizationFileReader.read($0.bytes, as: $0.discovered) })
            var findings = 0
            let only = ProcessInfo.processInfo.environment["L10NAX_BENCH_RULE"].map { Set([$0]) }
            for _ in 0..<repeats { findings += Auditor(configuration: AuditConfiguration(selectedRules: only)).audit(project).findings.count }
            print("\(findings) findings")
            return
        }
        if profileOnly {
            var entries = 0
            for _ in 0..<repeats {
                for input in textInputs { entries += StringsFileParser.parse(input.bytes, file: input.path).entries.count }
            }
            print("parsed \(entries) entries")
            return
        }

        // Correctness first: the same table as CoreFoundation for every file it accepts.
        var agreed = 0, differed = 0, rejectedByApple = 0, reportedByUs = 0, empty = 0
        var entryCount = 0
        for input in textInputs {
            let ours = StringsFileParser.parse(input.bytes, file: input.path)
            entryCount += ours.entries.count
            // Foundation refuses a file without characters; l10n-ax reads an empty table (a
            // documented difference: at run time both amount to no strings).
            if TextDecoder.decode(input.bytes).bytes.count == TextDecoder.decode(input.bytes).contentStart {
                empty += 1
                continue
            }
            if let apple = try? PropertyListSerialization.propertyList(from: Data(input.bytes), options: [], format: nil) as? [String: String] {
                if ours.table == apple { agreed += 1 } else {
                    differed += 1
                    print("  differs from CoreFoundation: \(input.path)")
                }
            } else {
                rejectedByApple += 1
                if ours.hasErrors { reportedByUs += 1 } else { print("  CoreFoundation rejects, l10n-ax accepts: \(input.path)") }
            }
        }
        print("agreement: \(agreed) files identical to CoreFoundation, \(differed) different; "
            + "\(rejectedByApple) rejected by CoreFoundation, of which l10n-ax reports errors in \(reportedByUs); "
            + "\(empty) empty (an empty table for l10n-ax, refused by Foundation)\n")

        let ours = measure(repeats: repeats) {
            var entries = 0
            for input in textInputs { entries += StringsFileParser.parse(input.bytes, file: input.path).entries.count }
            return entries
        }
        let apple = measure(repeats: repeats) {
            var entries = 0
            for input in textInputs {
                let table = try? PropertyListSerialization.propertyList(from: Data(input.bytes), options: [], format: nil)
                entries += (table as? [String: Any])?.count ?? 0
            }
            return entries
        }
        report("l10n-ax StringsFileParser", seconds: ours, bytes: bytes, entries: entryCount)
        report("PropertyListSerialization", seconds: apple, bytes: bytes, entries: entryCount)
        print(String(format: "speed-up: %.1fx\n", apple / ours))

        // Every format, as `list` and `audit` read them (still one core).
        let allBytes = inputs.reduce(0) { $0 + $1.bytes.count }
        var valueCount = 0
        let loading = measure(repeats: repeats) {
            var values = 0
            for input in inputs { values += LocalizationFileReader.read(input.bytes, as: input.discovered).strings.count }
            valueCount = values
            return values
        }
        report("all formats (.strings, .stringsdict, .xcstrings)", seconds: loading, bytes: allBytes, entries: valueCount)

        // The audit: model, roles and every rule, on the files already in memory (one core).
        print("")
        var project = LocalizationProject(files: [])
        let modelling = measure(repeats: repeats) {
            project = LocalizationProject(files: inputs.map { LocalizationFileReader.read($0.bytes, as: $0.discovered) })
            return project.files.count
        }
        var findingCount = 0
        let auditing = measure(repeats: repeats) {
            let result = Auditor().audit(project)
            findingCount = result.findings.count
            return findingCount
        }
        report("read + merge into tables", seconds: modelling, bytes: allBytes, entries: valueCount)
        report("audit (roles and every rule, \(findingCount) findings)", seconds: auditing, bytes: allBytes, entries: valueCount)
        print(String(format: "audit / parse: %.2f (read, merge and audit against reading alone: %.2f)\n",
            auditing / loading, (modelling + auditing) / loading))

        if FileManager.default.fileExists(atPath: app) {
            benchmarkApp(app, repeats: repeats)
        } else {
            print("app: \(app) not found; no whole-app measurement\n")
        }

        if perRule {
            let none = measure(repeats: repeats) {
                Auditor(configuration: AuditConfiguration(selectedRules: [])).audit(project).findings.count
            }
            report("audit without rules (roles, pairing, sorting)", seconds: none, bytes: allBytes, entries: valueCount)
            for rule in RuleRegistry.ids {
                var count = 0
                let seconds = measure(repeats: repeats) {
                    count = Auditor(configuration: AuditConfiguration(selectedRules: [rule])).audit(project).findings.count
                    return count
                }
                print("  " + rule.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + String(format: "%8.1f ms  (%.1f ms over no rule)  %6d findings", seconds * 1000, (seconds - none) * 1000, count))
            }
        }
    }

    /// `l10n-ax audit APP --format json` in one process, step by step, best of `repeats` runs
    /// for each step; the scan's share of the whole.
    static func benchmarkApp(_ app: String, repeats: Int) {
        let directory = URL(fileURLWithPath: app).standardizedFileURL.path
        print("app: \(app)")
        var walked: [WalkedFile] = []
        let walking = measure(repeats: repeats) {
            walked = FileWalker.files(
                under: [directory], options: DiscoveryOptions(), currentDirectory: directory,
                accepting: { LocalizationDiscovery.isLocalizationExtension($0) || CodeScanning.isSourceExtension($0) }
            ).files
            return walked.count
        }
        let localizationFiles = LocalizationDiscovery.localizationFiles(among: walked, currentDirectory: directory)
        var project = LocalizationProject(files: [])
        let reading = measure(repeats: repeats) {
            project = LocalizationLoader.load(localizationFiles)
            return project.files.count
        }
        var tableEvidence: TableEvidence?
        let evidencing = measure(repeats: repeats) {
            tableEvidence = RoleResolver().tableEvidence(in: project)
            return tableEvidence?.keysByTableName.count ?? 0
        }
        var code = CodeIndex()
        let scanning = measure(repeats: repeats) {
            code = CodeScanning.scan(
                walked, currentDirectory: directory, tableKeys: project.keysByTableName, literalKeys: tableEvidence?.keysByTableName ?? [:])
            return code.references.count
        }
        var result: AuditResult?
        let auditing = measure(repeats: repeats) {
            result = Auditor(code: code, tableEvidence: tableEvidence).audit(project)
            return result?.findings.count ?? 0
        }
        let reporting = measure(repeats: repeats) { result.map { JSONReporter.render($0).utf8.count } ?? 0 }
        let whole = walking + reading + evidencing + scanning + auditing + reporting
        let sourceFiles = walked.filter { file in file.path.split(separator: ".").last.map { CodeScanning.isSourceExtension($0) } ?? false }.count
        print("  \(walked.count) files: \(localizationFiles.count) localization files, \(sourceFiles) source files; "
            + "\(code.references.count) accessibility references, \(code.lookups.count) look-ups, \(code.wrappers.count) wrappers found")
        for (name, seconds) in [("find files", walking), ("read localization files", reading), ("roles from names, comments", evidencing),
                                ("scan source code", scanning), ("audit", auditing), ("JSON report", reporting)] {
            print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", seconds * 1000))
        }
        print(String(format: "  whole run %.1f ms; scanning is %.0f%% of it\n", whole * 1000, scanning / whole * 100))
    }

    /// The yardstick of the end-to-end figures: Foundation merely parsing every localization file
    /// under `directory` (PropertyListSerialization for `.strings` and `.stringsdict`,
    /// JSONSerialization for `.xcstrings`), one file after the other, as a process of its own.
    /// Returns the number of top-level entries read.
    static func foundationParse(_ directory: String) -> Int {
        var entries = 0
        for file in LocalizationDiscovery.discover([directory]).files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            if file.format == .xcstrings {
                let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                entries += (catalog?["strings"] as? [String: Any])?.count ?? 0
            } else {
                let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                entries += (table as? [String: Any])?.count ?? 0
            }
        }
        return entries
    }

    /// The best of `repeats` runs, in seconds.
    static func measure(repeats: Int, _ body: () -> Int) -> Double {
        var best = Double.infinity
        var sink = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            sink &+= body()
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        if sink == -1 { print(sink) }
        return best
    }

    static func report(_ name: String, seconds: Double, bytes: Int, entries: Int) {
        print(name.padding(toLength: 50, withPad: " ", startingAt: 0)
            + String(format: "%8.1f ms %9.1f MB/s %12.0f entries/s", seconds * 1000, Double(bytes) / 1e6 / seconds, Double(entries) / seconds))
    }
}

/// One file of the benchmark corpus, read into memory up front.
struct BenchmarkInput {
    let discovered: DiscoveredFile
    let bytes: [UInt8]
    var path: String { discovered.path }
    var format: LocalizationFormat { discovered.format }
    var isPropertyList: Bool { PlistFormat.detect(in: bytes) != nil || PlistFormat.detect(in: TextDecoder.decode(bytes).bytes) != nil }

    static func load(from directory: String) throws -> [BenchmarkInput] {
        let files = LocalizationDiscovery.discover([directory]).files
        return try files.map { BenchmarkInput(discovered: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0.path)))) }
    }

    /// A deterministic corpus of about 20 MB shaped like real tables: comments, escapes, CJK,
    /// Interface Builder comments, UTF-8 and UTF-16.
    static func generated() -> [BenchmarkInput] {
        var inputs: [BenchmarkInput] = []
        let words = ["Play", "Pause", "Opens the settings.", "再生", "播放歌曲", "Zurück", "Lecture", "%@ new messages", "Tap \\\"OK\\\"", "é\\n"]
        for fileIndex in 0..<200 {
            var text = "/* Generated table \(fileIndex) */\n\n"
            for entry in 0..<1000 {
                let word = words[(entry + fileIndex) % words.count]
                if entry % 3 == 0 {
                    text += "/* Class = \"UIButton\"; accessibilityLabel = \"\(word)\"; ObjectID = \"a\(entry)-b\"; */\n"
                } else {
                    text += "/* Accessibility label for item \(entry) */\n"
                }
                text += "\"key.\(fileIndex).\(entry).accessibilityLabel\" = \"\(word) \(entry)\";\n\n"
            }
            var bytes = Array(text.utf8)
            if fileIndex % 4 == 0 { bytes = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
            let language = ["en", "ja", "de", "fr"][fileIndex % 4]
            let discovered = DiscoveredFile(
                path: "generated/\(language).lproj/Table\(fileIndex).strings", format: .strings, language: language,
                table: TableID(bundle: "generated", name: "Table\(fileIndex)"))
            inputs.append(BenchmarkInput(discovered: discovered, bytes: bytes))
        }
        return inputs
    }
}
