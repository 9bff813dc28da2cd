import Foundation
import StringsParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the tool writes: standard output and standard error of the process, or buffers in tests.
final class Console {
    /// Writes to standard output; returns why it could not, if it could not.
    private let writeOutput: TextOutput.Destination
    private let writeError: (String) -> Void
    /// Why standard output could not be written (a full disk, a closed stream, a broken pipe
    /// with SIGPIPE ignored): nothing more is written to it, and the run fails with status 2.
    private(set) var outputFailure: String?
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
        writeOutput: @escaping TextOutput.Destination, writeError: @escaping (String) -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The environment variables the tool reads (a test holds the sources to this list).
    static let environmentNames = ["NO_COLOR", "FORCE_COLOR", "L10N_AX_CACHE_DIR", "HOME", "XDG_CACHE_HOME"]

    /// The process's values of ``environmentNames``: Foundation's `ProcessInfo.environment`
    /// makes a dictionary of every variable, a third of a millisecond of each run.
    static func processEnvironment() -> [String: String] {
        var values: [String: String] = [:]
        for name in environmentNames {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// The process's own streams.
    static func standardStreams() -> Console {
        let console = Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: processEnvironment(), currentDirectory: StandardPath.currentDirectory() ?? FileManager.default.currentDirectoryPath,
            writeOutput: { write($0, to: STDOUT_FILENO) },
            writeError: { text in
                var text = text
                _ = text.withUTF8 { write($0, to: STDERR_FILENO) }
            })
        console.keepsInputsUntilExit = true
        return console
    }

    /// Writes all of `buffer` to a file descriptor, as the system lets it; the system's reason
    /// when it does not (never a trap: a full disk or a closed stream is a message).
    static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> String? {
        var written = 0
        while written < buffer.count {
            #if canImport(Glibc)
            let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            #else
            let result = Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
        }
        return nil
    }

    /// The same console with its output going to `destination` (a report file, which is no
    /// terminal); errors still go where this console's go.
    func redirectingOutput(to destination: @escaping TextOutput.Destination) -> Console {
        let redirected = Console(
            outputIsTerminal: false, errorIsTerminal: errorIsTerminal, environment: environment, currentDirectory: currentDirectory,
            writeOutput: destination, writeError: writeError)
        redirected.keepsInputsUntilExit = keepsInputsUntilExit
        return redirected
    }

    /// Whether what a command read may be left to the end of the process rather than freed (the
    /// process's own streams; a test's console frees everything).
    private(set) var keepsInputsUntilExit = false

    /// Keeps `values` (a project, a code index, a result) alive until the process exits: freeing a
    /// model of a million strings one by one costs a sixth of a run, and the exit returns the
    /// memory at once.
    func keepUntilExit(_ values: Any...) {
        guard keepsInputsUntilExit else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(values))
    }

    /// Writes to standard output, unless it already failed.
    func output(_ text: String) {
        guard outputFailure == nil else { return }
        var text = text
        outputFailure = text.withUTF8 { writeOutput($0) }
    }

    /// Writes a report to standard output as `body` produces it, through a buffer, unless the
    /// output already failed (then, and once it fails, the rest is dropped).
    func output(_ body: (TextOutput) -> Void) {
        guard outputFailure == nil else { return }
        let output = TextOutput(to: writeOutput)
        body(output)
        output.flush()
        outputFailure = output.failure
    }
    func error(_ text: String) { writeError(text) }

    /// Whether coloured text output is wanted: never when `NO_COLOR` is set (not empty); always
    /// when `FORCE_COLOR` is (not empty, and not `0` or `false`: a CI log that shows colours);
    /// else on a terminal.
    var colorsOutput: Bool {
        if !(environment["NO_COLOR"] ?? "").isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0", force.lowercased() != "false" { return true }
        return outputIsTerminal
    }
}

/// Values kept alive until the process exits (see ``Console/keepUntilExit(_:)``).
private final class KeptUntilExit {
    let values: [Any]
    init(_ values: [Any]) { self.values = values }
}

/// A console that keeps what is written, for tests.
final class CapturedConsole {
    private var outputBytes: [UInt8] = []
    var output: String { String(decoding: outputBytes, as: UTF8.self) }
    private(set) var error = ""
    private(set) var console: Console!

    init(environment: [String: String] = [:], currentDirectory: String = FileManager.default.currentDirectoryPath, terminal: Bool = false) {
        console = Console(
            outputIsTerminal: terminal, errorIsTerminal: terminal, environment: environment, currentDirectory: currentDirectory,
            writeOutput: { [unowned self] in
                self.outputBytes.append(contentsOf: $0)
                return nil
            }, writeError: { [unowned self] in self.error += $0 })
    }
}
