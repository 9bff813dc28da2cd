import Foundation
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
        let audit = [absolute(tool), "audit", "--format", "json", "--fail-on", "never"]
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
