import HintGrammar

/// Why a command line cannot be parsed, with the one-line message the tool prints for it.
///
/// Parsing throws these and never prints; every message lives in ``message``. Option spellings are kept as the
/// user typed them (`-f` or `--format`), suggestions as they should be typed.
enum ArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first argument names no command; `suggestion` is a command with a close name.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not declare; `suggestion` is a declared option with a close name.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last, or before another option, or with an empty `=`.
    case missingValue(option: String)
    /// A value that is not one of the option's allowed values.
    case invalidValue(String, option: String, allowed: [String])
    /// A positional argument the command has no place for.
    case unexpectedArgument(String)
    /// A required positional argument, by its declared name, was not given.
    case missingArgument(String)
    /// A required option was not given; `synopsis` is its `--name VALUE` form.
    case missingOption(synopsis: String)
    /// A flag was written `--flag=value`.
    case flagWithValue(option: String, value: String)
    /// Options that cannot go together, or one that needs another; `reason` says which.
    case conflictingOptions(reason: String)

    /// `error: …`, on one line.
    var message: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            "error: unknown command \(quoted(name))" + didYouMean(suggestion)
        case let .unknownOption(option, suggestion):
            "error: unknown option \(quoted(option))" + didYouMean(suggestion)
        case let .missingValue(option):
            "error: missing value for option \(quoted(option))"
        case let .invalidValue(value, option, allowed):
            "error: invalid value \(quoted(value)) for option \(quoted(option)); allowed values: \(allowed.joined(separator: ", "))"
        case let .unexpectedArgument(argument):
            "error: unexpected argument \(quoted(argument))"
        case let .missingArgument(name):
            "error: missing required argument \(quoted(name))"
        case let .missingOption(synopsis):
            "error: missing required option \(quoted(synopsis))"
        case let .flagWithValue(option, value):
            "error: option \(quoted(option)) is a flag and takes no value; remove \(quoted("=" + value))"
        case let .conflictingOptions(reason):
            "error: \(reason)"
        }
    }

    var description: String { message }
}

private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean \(quoted($0))?" } ?? ""
}

/// `'text'`, with control characters escaped so that the message stays on one line.
func quoted(_ text: String) -> String {
    "'" + DisplayText.escaped(text) + "'"
}
