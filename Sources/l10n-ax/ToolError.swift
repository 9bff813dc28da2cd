import StringsParser

/// The tool's exit status.
enum ExitCode: Int32 {
    /// Nothing at or above the failing severity.
    case success = 0
    /// Findings at or above the failing severity.
    case findings = 1
    /// The tool could not do its job: a usage mistake, a missing path, a bad configuration.
    case failure = 2
}

/// Why a command could not do its job. Every such error maps to exit status 2, here and only here.
enum ToolError: Error {
    /// The command line could not be parsed.
    case usage(ArgumentError, command: CommandSpec?)
    /// Paths given on the command line that do not exist.
    case pathsNotFound([String])
    /// A rule id that no rule has.
    case unknownRule(String, suggestion: String?)
    /// The configuration file has mistakes: one line each, with its location.
    case configuration([String])
    /// A baseline file cannot be read or written.
    case baseline(String)

    /// One line for standard error.
    var message: String {
        switch self {
        case let .usage(error, _):
            return error.message
        case let .pathsNotFound(paths):
            let list = paths.map(quoted).joined(separator: ", ")
            return "error: no such file or folder: \(list)"
        case let .configuration(lines):
            return lines.joined(separator: "\n")
        case let .baseline(message):
            return "error: \(message)"
        case let .unknownRule(rule, suggestion):
            return "error: unknown rule \(quoted(rule))" + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "")
                + "; 'l10n-ax rules' lists them"
        }
    }

    /// The usage line to print after the message, for usage mistakes.
    func usage(toolName: String) -> String? {
        guard case let .usage(_, command) = self else { return nil }
        if let command {
            return "USAGE: " + HelpFormatter().usageLine(for: command, toolName: toolName)
                + "\n  See '\(toolName) \(command.name) --help'."
        }
        return "  See '\(toolName) --help'."
    }

    var exitCode: ExitCode { .failure }
}
