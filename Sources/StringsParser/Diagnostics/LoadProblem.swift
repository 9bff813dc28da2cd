/// Problems reading a file at all, before its format is parsed.
public enum LoadProblem: DiagnosticMessage, Hashable {
    /// The file could not be read.
    case unreadable
    /// A `.strings` or `.stringsdict` property list whose root is not a dictionary.
    case rootNotDictionary(found: String)
    /// A value in a `.strings` property list that is not a string.
    case valueNotString(key: String, found: String)

    public var severity: Diagnostic.Severity { .error }

    public var code: String {
        switch self {
        case .unreadable: "unreadable-file"
        case .rootNotDictionary: "not-a-table"
        case .valueNotString: "value-not-text"
        }
    }

    public var message: String {
        switch self {
        case .unreadable:
            "the file cannot be read"
        case let .rootNotDictionary(found):
            "the property list holds \(found), not a dictionary of keys and values, so no string loads from it"
        case let .valueNotString(key, found):
            "the value of \"\(key)\" is \(found), not text: a strings table maps keys to strings"
        }
    }
}
