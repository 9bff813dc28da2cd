/// Problems reading a file at all, before its format is parsed.
public enum LoadProblem: DiagnosticMessage, Hashable {
    /// The file could not be read.
    case unreadable
    /// A folder under the paths that could not be listed: what it holds is not audited.
    case unreadableFolder
    /// A `.strings` or `.stringsdict` property list whose root is not a dictionary.
    case rootNotDictionary(found: String)
    /// A value in a `.strings` property list that is not a string.
    case valueNotString(key: String, found: String)

    public var severity: Diagnostic.Severity {
        switch self {
        case .unreadableFolder: .warning
        default: .error
        }
    }

    public var code: String {
        switch self {
        case .unreadable: "unreadable-file"
        case .unreadableFolder: "unreadable-folder"
        case .rootNotDictionary: "not-a-table"
        case .valueNotString: "value-not-text"
        }
    }

    public var message: String {
        switch self {
        case .unreadable:
            "the file cannot be read"
        case .unreadableFolder:
            "the folder cannot be read (no permission to list it): the localization and source files in it are not audited"
        case let .rootNotDictionary(found):
            "the property list holds \(found), not a dictionary of keys and values, so no string loads from it"
        case let .valueNotString(key, found):
            "the value of \"\(key)\" is \(found), not text: a strings table maps keys to strings"
        }
    }
}
