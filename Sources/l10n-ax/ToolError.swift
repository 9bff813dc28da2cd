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
    /// Standard output could not be written: the system's reason.
    case outputNotWritten(String)
    /// `--output FILE` cannot be written (the path, and the system's reason), or names a file
    /// the command reads.
    case reportNotWritten(String, String)
    /// `init` would replace a configuration file, or cannot write it.
    case configurationNotWritten(String)
    /// No localization file under the paths given (`filtered`: the configuration's `include`
    /// and `exclude` left none of those found).
    case noLocalizationFiles([String], filtered: Bool)
    /// The source language asked for (`--source-language`, or the configuration's
    /// `sourceLanguage`) is none of the languages found.
    case sourceLanguageNotFound(String, setting: String, available: [String])

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
        case let .outputNotWritten(reason):
            return "error: cannot write the report to standard output: \(reason)"
        case let .reportNotWritten(path, reason):
            return "error: cannot write the report to \(quoted(path)): \(reason)"
        case let .configurationNotWritten(message):
            return "error: \(message)"
        case let .noLocalizationFiles(paths, filtered):
            let list = paths.map(quoted).joined(separator: ", ")
            return filtered
                ? "error: the configuration's include and exclude leave no localization file under \(list)"
                : "error: no localization files under \(list): l10n-ax reads .xcstrings catalogs, and .strings and "
                    + ".stringsdict files in .lproj folders"
        case let .sourceLanguageNotFound(language, setting, available):
            let found = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "error: \(setting) is \(quoted(language)), but no table is in that language; the languages found: \(found)"
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
