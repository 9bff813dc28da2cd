import StringsParser

/// Mistakes in a configuration file, with their wording.
public enum ConfigurationProblem: DiagnosticMessage, Hashable {
    case unknownKey(String, suggestion: String?)
    case wrongType(key: String, expected: String)
    case unknownRule(String, suggestion: String?)
    case unknownSeverity(String)
    case unknownRole(String)
    case unknownFailOn(String)
    case unknownChoice(key: String, value: String, allowed: [String])

    public var severity: Diagnostic.Severity { .error }

    public var code: String {
        switch self {
        case .unknownKey: "unknown-key"
        case .wrongType: "wrong-type"
        case .unknownRule: "unknown-rule"
        case .unknownSeverity: "unknown-severity"
        case .unknownRole: "unknown-role"
        case .unknownFailOn: "unknown-fail-on"
        case .unknownChoice: "unknown-value"
        }
    }

    public var message: String {
        switch self {
        case let .unknownKey(key, suggestion):
            "unknown setting \"\(key)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case let .wrongType(key, expected):
            "\"\(key)\" must be \(expected)"
        case let .unknownRule(rule, suggestion):
            "unknown rule \"\(rule)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "") + "; 'l10n-ax rules' lists them"
        case let .unknownSeverity(value):
            "unknown severity \"\(value)\"; use error, warning or info"
        case let .unknownRole(value):
            "unknown role \"\(value)\"; use label, hint, value or accessibility"
        case let .unknownFailOn(value):
            "unknown \"failOn\" value \"\(value)\"; use error, warning, info or never"
        case let .unknownChoice(key, value, allowed):
            "unknown \"\(key)\" value \"\(value)\"; use " + allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
        }
    }
}
