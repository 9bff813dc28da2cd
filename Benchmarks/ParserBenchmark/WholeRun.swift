import Foundation
import HintGrammar
import StringsParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What users wait for: `l10n-ax audit --format json` run in a folder as a process of its own,
/// start-up and exit included, against Foundation merely parsing the same localization files
/// (this benchmark's `--foundation DIR`, also a process). The two run in turn, A B A B …, and
/// the ratio is taken pair by pair, so that a machine whose speed drifts moves both; the median
/// of the ratios is the figure, with their range. Peak memory is the audit process's own
/// (`ru_maxrss`), per byte of the localization files it reads.
enum WholeRun {
    /// One finished process: wall seconds and peak resident bytes.
    struct Measurement {
        let seconds: Double
        let peakBytes: Int
    }

    static func compare(tool: String, folder: String, runs: Int) {
        let directory = URL(fileURLWithPath: folder).standardizedFileURL.path
        let inputBytes = LocalizationDiscovery.discover([directory]).files.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file.absolutePath)[.size] as? Int) ?? 0)
        }
        let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let yardstick = [absolute(CommandLine.arguments[0]), "--foundation", directory]
        // The whole audit, as a first run or a run with its cache switched off.
        let audit = [absolute(tool), "audit", "--format", "json", "--fail-on", "never", "--no-cache"]
        // One of each first, not counted: files in the page cache for both.
        _ = run(audit, in: directory)
        _ = run(yardstick, in: directory)
        var ours: [Measurement] = []
        var foundation: [Measurement] = []
        for _ in 0..<runs {
            guard let a = run(audit, in: directory), let b = run(yardstick, in: directory) else {
                print("\(folder): could not run \(tool)")
                return
            }
            ours.append(a)
            foundation.append(b)
        }
        let ratios = zip(foundation, ours).map { $0.seconds / $1.seconds }.sorted()
        let peak = ours.map(\.peakBytes).sorted()[runs / 2]
        print("whole run: \(folder) (\(String(format: "%.1f", Double(inputBytes) / 1e6)) MB of localization files), \(runs) runs each, in turn")
        print(String(format: "  l10n-ax audit --format json   %7.1f ms (median)   peak %6.1f MiB = %.1f bytes per input byte",
            median(ours.map(\.seconds)) * 1000, Double(peak) / 1_048_576, Double(peak) / Double(max(inputBytes, 1))))
        print(String(format: "  Foundation parse alone        %7.1f ms (median)", median(foundation.map(\.seconds)) * 1000))
        print(String(format: "  l10n-ax is %.2fx as fast as Foundation's parse (median of pairs; %.2f-%.2f)\n",
            ratios[runs / 2], ratios.first!, ratios.last!))
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The cache: a copy of the folder is audited once with a cache; then, in turn, a run with
    /// the cache after one value changed in the largest translation file, and a full run without
    /// it, each from the same cache (restored before each run, not timed); then a run with nothing
    /// changed; then, the same way, a run after a comment was added to the largest source file
    /// that gave the scan something, and to the largest that gave it nothing.
    /// The reports are compared, byte for byte. The folder given is never written.
    static func rerun(tool: String, folder: String, runs: Int) {
        let fileManager = FileManager.default
        let copy = fileManager.temporaryDirectory.appendingPathComponent("l10n-ax-rerun-\(UUID().uuidString)").path
        let cacheFolder = copy + "/.l10n-ax-cache"
        defer { try? fileManager.removeItem(atPath: copy) }
        do {
            try fileManager.copyItem(atPath: URL(fileURLWithPath: folder).standardizedFileURL.path, toPath: copy)
        } catch {
            print("\(folder): cannot copy it for the re-run: \(error)")
            return
        }
        let absoluteTool = URL(fileURLWithPath: tool).standardizedFileURL.path
        let cached = [absoluteTool, "audit", "--format", "json", "--fail-on", "never", "--cache-dir", cacheFolder]
        let uncached = [absoluteTool, "audit", "--format", "json", "--fail-on", "never", "--no-cache"]
        // A translation: in an .lproj folder of another language than English (or Base).
        let translations = LocalizationDiscovery.discover([copy]).files.filter { file in
            guard let language = file.language, file.format == .strings else { return false }
            return language != "Base" && !language.hasPrefix("en")
        }
        let sizes = translations.map { ((try? fileManager.attributesOfItem(atPath: $0.absolutePath)[.size] as? Int) ?? 0, $0.absolutePath) }
        guard let changed = sizes.sorted(by: { $0 > $1 }).map(\.1).first(where: { changeOneValue(in: $0, dryRun: true) }) else {
            print("re-run: \(folder) has no UTF-8 translation file to change\n")
            return
        }
        _ = run(cached, in: copy)
        // Past the file system's clock tick, so that the cache trusts the stamps it recorded.
        Thread.sleep(forTimeInterval: 2.2)
        _ = run(cached, in: copy)
        guard let cacheFile = (try? fileManager.contentsOfDirectory(atPath: cacheFolder))?.first.map({ cacheFolder + "/" + $0 }),
            let recorded = fileManager.contents(atPath: cacheFile)
        else {
            print("re-run: \(folder): no cache was written\n")
            return
        }
        /// In turn, a run with the cache as `recorded` (restored before each) and a full run
        /// without it; whether their reports are the same bytes.
        func pairs(from recorded: Data) -> (reruns: [Measurement], full: [Measurement], same: Bool)? {
            var reruns: [Measurement] = []
            var full: [Measurement] = []
            for _ in 0..<runs {
                _ = fileManager.createFile(atPath: cacheFile, contents: recorded)
                guard let a = run(cached, in: copy), let b = run(uncached, in: copy) else { return nil }
                reruns.append(a)
                full.append(b)
            }
            _ = fileManager.createFile(atPath: cacheFile, contents: recorded)
            return (reruns, full, output(cached, in: copy) == output(uncached, in: copy))
        }
        func printRerun(_ what: String, _ measured: (reruns: [Measurement], full: [Measurement], same: Bool)) {
            let ratios = zip(measured.reruns, measured.full).map { $0.seconds / $1.seconds }.sorted()
            print(String(format: "  %@ %7.1f ms (median)   the report %@ a full run's", what.padding(toLength: 31, withPad: " ", startingAt: 0),
                median(measured.reruns.map(\.seconds)) * 1000, measured.same ? "is byte for byte" : "DIFFERS from"))
            print(String(format: "  the re-run costs %.2f of a full run (median of pairs; %.2f-%.2f)", ratios[runs / 2], ratios.first!, ratios.last!))
        }
        let unchanged = (0..<runs).compactMap { _ in run(cached, in: copy) }
        _ = changeOneValue(in: changed, dryRun: false)
        guard let valueChanged = pairs(from: recorded) else { return }
        print("re-run with the cache: \(folder), \(runs) runs each, in turn; one value changed in \(changed.dropFirst(copy.count + 1))")
        print(String(format: "  nothing changed                 %7.1f ms (median)", median(unchanged.map(\.seconds)) * 1000))
        print(String(format: "  full run without the cache      %7.1f ms (median)", median(valueChanged.full.map(\.seconds)) * 1000))
        printRerun("one value changed", valueChanged)

        // A developer's edit that changes nothing the tool reports: a comment added at the end of
        // the largest source file that gave the scan something (scanned again), and of the
        // largest that gave it nothing (read alone), each from a cache of the state above.
        // The cache of a run past the file system's clock tick after the last change.
        func settledCache() -> Data? {
            _ = run(cached, in: copy)
            Thread.sleep(forTimeInterval: 2.2)
            _ = run(cached, in: copy)
            return fileManager.contents(atPath: cacheFile)
        }
        guard let settled = settledCache() else { return }
        let relevant = Set(AuditSnapshot.decode([UInt8](settled))?.code?.relevance?.relevantFiles ?? [])
        let sources = (fileManager.enumerator(atPath: copy)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }
        let bySize = sources.map { ((try? fileManager.attributesOfItem(atPath: copy + "/" + $0)[.size] as? Int) ?? 0, $0) }.sorted { $0 > $1 }.map(\.1)
        let edits = [
            (bySize.first { relevant.contains($0) }, "the largest source file that gave the scan something"),
            (bySize.first { !relevant.contains($0) }, "the largest that gave it nothing"),
        ]
        for (edited, what) in edits {
            guard let edited, let original = fileManager.contents(atPath: copy + "/" + edited), let recordedBeforeEdit = settledCache() else { continue }
            _ = fileManager.createFile(atPath: copy + "/" + edited, contents: original + Data("\n// l10n-ax bench\n".utf8))
            guard let sourceChanged = pairs(from: recordedBeforeEdit) else { return }
            _ = fileManager.createFile(atPath: copy + "/" + edited, contents: original)
            print("  a comment added to \(what), \(edited):")
            printRerun("source file changed", sourceChanged)
        }
        print("")
    }

    /// Changes the first value of a UTF-8 `.strings` file (appends " x" to it); with `dryRun`,
    /// only tells whether it can.
    static func changeOneValue(in path: String, dryRun: Bool) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let assignment = text.range(of: "\" = \""), let end = text[assignment.upperBound...].firstIndex(of: "\"")
        else { return false }
        if dryRun { return true }
        var changed = text
        changed.insert(contentsOf: " x", at: end)
        return FileManager.default.createFile(atPath: path, contents: Data(changed.utf8))
    }

    /// What `arguments` print in `directory`.
    static func output(_ arguments: [String], in directory: String) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return Data() }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// Runs `arguments` in `directory`, its output thrown away; nil when it cannot start.
    static func run(_ arguments: [String], in directory: String) -> Measurement? {
        var actions: posix_spawn_file_actions_t = .init()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { return nil }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes
        #endif
        return Measurement(seconds: seconds, peakBytes: peak)
    }
}
