import Foundation
import HintGrammar
import Testing
@testable import l10n_ax

/// Runs `script` with `shell` (`-c`), when the shell is installed; its standard output.
private func run(_ shell: String, _ script: String) throws -> String? {
    guard let path = ["/bin/", "/usr/bin/", "/usr/local/bin/"].map({ $0 + shell }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
        return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-c", script]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite("Shell completion")
struct ShellCompletionTests {
    static func script(_ shell: String) -> String {
        let result = runTool(["completion", shell], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == .success)
        return result.output
    }

    @Test("every script names every command and every option of each", arguments: ShellCompletion.allCases)
    func complete(_ shell: ShellCompletion) {
        let script = Self.script(shell.rawValue)
        for command in ToolSpec.l10nAx.commands {
            #expect(script.contains(command.name), "\(shell): \(command.name)")
            for option in command.options {
                // fish names options without their dashes.
                #expect(script.contains(shell == .fish ? "-l \(option.name)" : option.longSpelling), "\(shell): \(command.name) \(option.longSpelling)")
            }
        }
        #expect(script.contains("hint-imperative"))
    }

    @Test("an unknown shell is a usage mistake")
    func unknownShell() {
        let result = runTool(["completion", "tcsh"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == .failure)
        #expect(result.error.hasPrefix("error: invalid value 'tcsh'"))
    }

    @Test("bash completes commands, options, their values and rule ids")
    func bash() throws {
        let script = Self.script("bash")
        func completions(_ words: [String]) throws -> [String]? {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program = script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _l10n_ax; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try run("bash", program).map { $0.split(separator: "\n").map(String.init) }
        }
        guard let commands = try completions(["l10n-ax", "au"]) else { return }
        #expect(commands == ["audit"])
        #expect(try completions(["l10n-ax", "audit", "--form"]) == ["--format"])
        #expect(try completions(["l10n-ax", "audit", "--format", "s"]) == ["sarif"])
        #expect(try completions(["l10n-ax", "audit", "-f", "j"]) == ["json"])
        #expect(try completions(["l10n-ax", "audit", "--select", "hint-r"]) == ["hint-repeats-label"])
        #expect(try completions(["l10n-ax", "explain", "label-s"]) == ["label-state"])
        #expect(try completions(["l10n-ax", "help", "di"]) == ["diff"])
        #expect(try completions(["l10n-ax", "completion", "z"]) == ["zsh"])
    }

    @Test("zsh and fish read their scripts; fish completes from it")
    func zshAndFish() throws {
        let zsh = Self.script("zsh")
        #expect(zsh.hasPrefix("#compdef l10n-ax\n"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-ax-completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(zsh.utf8).write(to: file)
        if let checked = try run("zsh", "zsh -n '\(file.path)' && echo ok") { #expect(checked == "ok\n") }
        try Data(Self.script("fish").utf8).write(to: file)
        if let completed = try run("fish", "source '\(file.path)'; complete -C 'l10n-ax audit --format s'; complete -C 'l10n-ax au'") {
            let words = completed.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
            #expect(words == ["sarif", "audit"])
        }
    }
}
