/// Problems with a property list (`.stringsdict`, XML or binary `.strings`), beyond XML syntax.
///
/// Every error here is one that makes Apple's parser reject the whole file, so that none of its
/// strings load at run time; ``XMLPlistReader`` still reads what it can, to check the rest.
/// Codes start with `plist-`.
public enum PlistProblem: DiagnosticMessage, Hashable {
    /// The XML itself is not well-formed (the reader stops there).
    case malformedXML(XMLProblem)
    /// A `<key>` in a `<dict>` with no value after it.
    case keyWithoutValue(key: String)
    /// A value in a `<dict>` that no `<key>` names.
    case valueWithoutKey(element: String)
    /// An element that is not part of the property-list format.
    case unknownElement(name: String)
    /// Text other than whitespace (or a CDATA section) directly inside `<plist>`, `<dict>` or `<array>`.
    case textOutsideValue(container: String)
    /// An element inside an element that holds only text, such as `<string>`.
    case elementInsideValue(element: String, container: String)
    /// A comment or processing instruction inside an element that holds only text.
    case commentInsideValue(container: String)
    /// `<true>` or `<false>` with content.
    case nonEmptyBoolean(element: String)
    /// `<integer/>`, `<real/>`, `<date/>`, `<data/>` or `<plist/>`: an element that must not be empty.
    case emptyElement(element: String)
    /// An `<integer>` whose text is not a decimal or `0x` hexadecimal integer.
    case invalidInteger(text: String)
    /// An `<integer>` outside the range of 64-bit integers.
    case integerOutOfRange(text: String)
    /// A `<real>` whose text is not a number.
    case invalidReal(text: String)
    /// A `<date>` whose text is not `YYYY-MM-DDTHH:MM:SSZ`.
    case invalidDate(text: String)
    /// A `<data>` whose text holds a non-ASCII character (Apple's parser skips every other
    /// character outside the base64 alphabet).
    case invalidData
    /// More than one value directly inside `<plist>`.
    case multipleValuesInPlist
    /// A `<plist>` element inside another element.
    case misplacedPlist
    /// The same key twice in one `<dict>`: Apple's parser keeps only the last value.
    case duplicateKey(key: String, earlierAt: SourcePosition)
    /// Data given to ``BinaryPlistReader`` that does not start with `bplist`.
    case notBinaryPropertyList
    /// A binary property list whose structure is damaged: `reason` says where and how.
    case invalidBinaryPropertyList(reason: String)
    /// A binary property list whose shared objects would expand past `limit` values.
    case expandsTooFar(limit: Int)
    /// A value in a binary property list that has no place in this tree (such as a keyed
    /// archiver's UID), named by its type.
    case unsupportedBinaryValue(type: String)
    /// A dictionary key in a binary property list that is not a string.
    case nonStringKey
    /// Containers in a binary property list nested deeper than the reader's limit.
    case nestingTooDeep(limit: Int)

    /// How bad the problem is.
    public var severity: Diagnostic.Severity {
        switch self {
        case let .malformedXML(problem): problem.severity
        case .duplicateKey: .warning
        default: .error
        }
    }

    /// The stable kebab-case identifier of the problem.
    public var code: String {
        switch self {
        case let .malformedXML(problem): problem.code
        case .keyWithoutValue: "plist-key-without-value"
        case .valueWithoutKey: "plist-value-without-key"
        case .unknownElement: "plist-unknown-element"
        case .textOutsideValue: "plist-text-outside-value"
        case .elementInsideValue: "plist-element-inside-value"
        case .commentInsideValue: "plist-comment-inside-value"
        case .nonEmptyBoolean: "plist-non-empty-boolean"
        case .emptyElement: "plist-empty-element"
        case .invalidInteger: "plist-invalid-integer"
        case .integerOutOfRange: "plist-integer-out-of-range"
        case .invalidReal: "plist-invalid-real"
        case .invalidDate: "plist-invalid-date"
        case .invalidData: "plist-invalid-data"
        case .multipleValuesInPlist: "plist-multiple-values"
        case .misplacedPlist: "plist-misplaced-plist"
        case .duplicateKey: "plist-duplicate-key"
        case .notBinaryPropertyList: "plist-not-binary"
        case .invalidBinaryPropertyList: "plist-invalid-binary"
        case .unsupportedBinaryValue: "plist-unsupported-binary-value"
        case .nonStringKey: "plist-non-string-key"
        case .nestingTooDeep: "plist-nesting-too-deep"
        case .expandsTooFar: "plist-expands-too-far"
        }
    }

    /// What is wrong and what to do about it, in words a translator understands.
    public var message: String {
        let rejected = "; Apple's parser rejects the whole file"
        switch self {
        case let .malformedXML(problem):
            return problem.message
        case let .keyWithoutValue(key):
            return "the key \"\(key)\" has no value after it\(rejected). Add its value (for example <string>…</string>) "
                + "right after </key>"
        case let .valueWithoutKey(element):
            return "this <\(element)> inside a <dict> has no <key> before it\(rejected). Put <key>name</key> before it"
        case let .unknownElement(name):
            return "<\(name)> is not a property-list element\(rejected). Use <dict>, <array>, <key>, <string>, "
                + "<integer>, <real>, <true/>, <false/>, <date> or <data>"
        case let .textOutsideValue(container):
            return "text directly inside <\(container)>\(rejected). Put text inside <string>…</string>"
        case let .elementInsideValue(element, container):
            return "<\(element)> inside <\(container)>\(rejected). Write < as &lt; if it is meant as text"
        case let .commentInsideValue(container):
            return "a comment or <?…?> inside <\(container)>\(rejected). Move it outside the element"
        case let .nonEmptyBoolean(element):
            return "<\(element)> must be empty\(rejected). Write <\(element)/>"
        case let .emptyElement(element):
            return "<\(element)> has no content\(rejected)"
        case let .invalidInteger(text):
            return "\"\(text)\" is not an integer\(rejected). Write digits, optionally with a sign or a 0x prefix, "
                + "with no space after them"
        case let .integerOutOfRange(text):
            return "\(text) is too large for an integer\(rejected)"
        case let .invalidReal(text):
            return "\"\(text)\" is not a number\(rejected)"
        case let .invalidDate(text):
            return "\"\(text)\" is not a date\(rejected). Write YYYY-MM-DDTHH:MM:SSZ, for example 2024-01-31T12:00:00Z"
        case .invalidData:
            return "the content of <data> holds a character that is not ASCII, so it is not base64\(rejected)"
        case .multipleValuesInPlist:
            return "<plist> may hold only one value\(rejected). Put the values inside one <dict> or <array>"
        case .misplacedPlist:
            return "<plist> inside another element; <plist> may only be the outermost element"
        case let .duplicateKey(key, earlierAt):
            let earlier = earlierAt.isKnown ? " at \(earlierAt)" : ""
            return "the key \"\(key)\" is defined again here; the definition\(earlier) is ignored, because Apple's "
                + "parser keeps only the last one. Remove one of them"
        case .notBinaryPropertyList:
            return "the file is not a binary property list (it does not start with bplist)"
        case let .invalidBinaryPropertyList(reason):
            return "the binary property list cannot be read\(rejected): \(reason)"
        case let .unsupportedBinaryValue(type):
            return "the binary property list holds a value of type \(type), which has no place in a localization file"
        case .nonStringKey:
            return "a dictionary key in the binary property list is not a string"
        case let .nestingTooDeep(limit):
            return "dictionaries and arrays are nested more than \(limit) levels deep; the file is not read further"
        case let .expandsTooFar(limit):
            return "the binary property list shares its objects so that they would expand to more than \(limit) values; "
                + "no localization file is built that way, and it is not read further"
        }
    }
}
