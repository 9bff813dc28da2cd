/// Problems in the structure of an Xcode String Catalog (`.xcstrings`), once its JSON is valid.
public enum CatalogProblem: DiagnosticMessage, Hashable {
    /// The document is not a JSON object.
    case rootNotObject
    /// No `sourceLanguage` field; Xcode always writes one.
    case missingSourceLanguage(assumed: String)
    /// No `strings` object.
    case missingStrings
    /// A known field holds the wrong kind of JSON value.
    case wrongType(field: String, expected: String, found: String)
    /// A `stringUnit` without a `value`.
    case unitWithoutValue(key: String, language: String)

    public var severity: Diagnostic.Severity {
        switch self {
        case .rootNotObject, .missingStrings, .wrongType: .error
        case .missingSourceLanguage, .unitWithoutValue: .warning
        }
    }

    public var code: String {
        switch self {
        case .rootNotObject: "catalog-not-object"
        case .missingSourceLanguage: "catalog-missing-source-language"
        case .missingStrings: "catalog-missing-strings"
        case .wrongType: "catalog-wrong-type"
        case .unitWithoutValue: "catalog-unit-without-value"
        }
    }

    public var message: String {
        switch self {
        case .rootNotObject:
            "a String Catalog must be a JSON object with \"sourceLanguage\" and \"strings\"; Xcode cannot read this one"
        case let .missingSourceLanguage(assumed):
            "the catalog has no \"sourceLanguage\"; l10n-ax assumes \"\(assumed)\", Xcode would refuse the file"
        case .missingStrings:
            "the catalog has no \"strings\" object, so it holds no strings"
        case let .wrongType(field, expected, found):
            "\"\(field)\" should be \(expected), found \(found); Xcode cannot read this catalog"
        case let .unitWithoutValue(key, language):
            "the \(language) string unit of \"\(key)\" has no \"value\""
        }
    }
}
