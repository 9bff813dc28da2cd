import Foundation

/// Where the tool writes: standard output and standard error of the process, or buffers in tests.
final class Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard output is a terminal (colour and progress are only for terminals).
    let outputIsTerminal: Bool
    /// Whether standard error is a terminal.
    let errorIsTerminal: Bool
    /// The process environment (`NO_COLOR`, …).
    let environment: [String: String]
    /// The directory paths are shown relative to.
    let currentDirectory: String

    init(
        outputIsTerminal: Bool, errorIsTerminal: Bool, environment: [String: String], currentDirectory: String,
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's own streams.
    static func standardStreams() -> Console {
        Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath,
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    func output(_ text: String) { writeOutput(text) }
    func error(_ text: String) { writeError(text) }

    /// Whether coloured text output is wanted: on a terminal, unless `NO_COLOR` is set.
    var colorsOutput: Bool { outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty }
}

/// A console that keeps what is written, for tests.
final class CapturedConsole {
    private(set) var output = ""
    private(set) var error = ""
    private(set) var console: Console!

    init(environment: [String: String] = [:], currentDirectory: String = FileManager.default.currentDirectoryPath, terminal: Bool = false) {
        console = Console(
            outputIsTerminal: terminal, errorIsTerminal: terminal, environment: environment, currentDirectory: currentDirectory,
            writeOutput: { [unowned self] in self.output += $0 }, writeError: { [unowned self] in self.error += $0 })
    }
}
