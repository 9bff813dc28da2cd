import Foundation
import Testing
@testable import l10n_ax

/// Runs `command` with bash (`$0` is the executable, `$1` the project's folder) and returns its
/// exit status, standard output and standard error.
private func bash(_ command: String, executable: String, root: String) throws -> (status: Int32, output: Data, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", "-c", command, executable, root]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outputData, String(decoding: errorData, as: UTF8.self))
}

/// The executable as users run it, in processes of its own.
@Suite("l10n-ax as a process")
struct ProcessTests {
    /// A project whose reports are long (more than a pipe holds) and hold what used to depend on
    /// dictionary order: accessibility keys that only translations have, in many languages.
    static func project() throws -> TemporaryProject {
        let languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "sv", "zh-Hans"]
        var files = ["App/View.swift": "let title = NSLocalizedString(\"title\", comment: \"\")"]
        let hints = (0..<150).map { "\"a11y.item\($0).hint\" = \"Play the song number \($0)\";" }
        files["App/en.lproj/Localizable.strings"] = (["\"title\" = \"Title\";"] + hints).joined(separator: "\n")
        for language in languages {
            files["App/\(language).lproj/Localizable.strings"] = (["\"title\" = \"T\";", "\"a11y.old.label\" = \"Old\";"] + hints).joined(separator: "\n")
        }
        return try TemporaryProject(files)
    }

    @Test("every output is byte-identical from run to run, in separate processes")
    func deterministic() throws {
        let executable = try #require(builtExecutable())
        let project = try Self.project()
        for command in [
            "\"$0\" audit --format json --min-severity info", "\"$0\" audit --no-color --min-severity info", "\"$0\" audit --format sarif",
            "\"$0\" diff --source en --format json", "\"$0\" list --format json",
            "\"$0\" audit --write-baseline b.json > /dev/null; cat b.json",
        ] {
            let first = try bash(command, executable: executable, root: project.root)
            let second = try bash(command, executable: executable, root: project.root)
            #expect(!first.output.isEmpty, "\(command): \(first.error)")
            #expect(first.output == second.output, "\(command)")
        }
    }

    @Test("a report that cannot be written: one line on standard error and status 2; cut short by SIGPIPE, a quiet end")
    func unwritableOutput() throws {
        let executable = try #require(builtExecutable())
        let project = try Self.project()
        var cases = [
            ("\"$0\" audit --format json >&-", "error: cannot write the report to standard output: "),
            ("trap '' PIPE; \"$0\" audit --format json | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}", "error: cannot write the report to standard output: Broken pipe"),
        ]
        if FileManager.default.fileExists(atPath: "/dev/full") {
            cases.append(("\"$0\" audit --format json > /dev/full", "error: cannot write the report to standard output: No space left on device"))
        }
        for (command, message) in cases {
            let result = try bash(command, executable: executable, root: project.root)
            #expect(result.status == 2, "\(command): \(result.error)")
            #expect(result.error.hasPrefix(message) && result.error.split(separator: "\n").count == 1, "\(command): \(result.error)")
        }
        // With SIGPIPE as shells leave it, `| head` ends the run by the signal, without a word.
        let quiet = try bash("\"$0\" audit --format json | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}", executable: executable, root: project.root)
        #expect(quiet.status == 128 + 13 && quiet.error.isEmpty, "\(quiet.status): \(quiet.error)")
    }

    #if os(Linux)
    @Test("started again for huge pages where the kernel gives them to those who ask: the tunable set, the process still named l10n-ax")
    func startedAgainForHugePages() throws {
        let executable = try #require(builtExecutable())
        let project = try Self.project()
        // The report (1.5 MB) fills the pipe of a reader that waits a second: the process is
        // looked at while it waits to write, then let go. Started without tunables of its own:
        // glibc cuts the string it reads them from at the first `:` as it parses it, so that
        // /proc shows only the first of several.
        let script = """
            env -u GLIBC_TUNABLES "$0" rules --format json > >(sleep 1; cat > /dev/null) & pid=$!
            sleep 0.4
            cat /proc/$pid/comm
            tr '\\0' '\\n' < /proc/$pid/environ | grep '^GLIBC_TUNABLES=' || echo none
            wait $pid
            """
        let result = try bash(script, executable: executable, root: project.root)
        #expect(result.status == 0, "\(result.error)")
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        // Named after its file, not after /proc/self/exe, which the second start executes.
        #expect(lines.first == "l10n-ax")
        let setting = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""
        // The tunable where the kernel gives huge pages to those who ask; else nothing added.
        #expect(lines.dropFirst().first == (setting.contains("[madvise]") ? "GLIBC_TUNABLES=glibc.malloc.hugetlb=1" : "none"), "\(lines)")
    }
    #endif
}
