/// Everything the `.strings` parser can say about a file, with its wording.
///
/// Messages distinguish what Apple's own parser does with the same input, because that is what
/// happens at run time: some mistakes make it reject the whole table (every string of the table
/// then shows its raw key), others make it stop reading silently (the entries after the mistake
/// are lost), others are read the way the author probably did not mean.
public enum StringsProblem: DiagnosticMessage, Hashable {
    /// A value is not followed by `;`.
    case missingSemicolonAfterValue(key: String, valueStart: SourcePosition, stringSpansLines: Bool)
    /// A key is followed by something other than `=` or `;`.
    case expectedEqualsOrSemicolon(key: String, found: String)
    /// A key is the last thing in the file.
    case missingEqualsAtEnd(key: String)
    /// `=` is followed by the end of the file.
    case missingValueAtEnd(key: String)
    /// `=` is followed by something that cannot start a value (`;`, `=`, `}`, …).
    case expectedValue(key: String, found: String)
    /// A quoted string has no closing quote.
    case unterminatedString(quote: Character)
    /// A `/* …` comment has no closing `*/`; Apple ignores the rest of the file.
    case unterminatedComment(swallowsEntries: Bool)
    /// Something that is not a key where a key should start, between entries.
    case strayTextBetweenEntries(found: String, entriesAfter: Int)
    /// The same, inside a table wrapped in `{ }`.
    case strayTextInBraces(found: String)
    /// The same, at the very start of the file.
    case strayTextAtStart(found: String)
    /// A value that is a dictionary, array or data instead of text.
    case valueIsNotText(key: String, kind: String)
    /// The file holds a single string or list, not a table of keys and values.
    case notATable(kind: String)
    /// A key defined again later in the same file.
    case duplicateKey(key: String, first: SourcePosition)
    /// `\` is the last character of the file.
    case unterminatedEscape
    /// `\U` not followed by a hexadecimal digit.
    case emptyUnicodeEscape
    /// `\UD83D` (or a low surrogate) without its other half.
    case unpairedSurrogateEscape(codeUnit: UInt16)
    /// The `{` that opens the file is never closed.
    case missingClosingBrace(openedAt: SourcePosition)
    /// Text after the `}` that closes the file.
    case textAfterClosingBrace(found: String)

    /// What is added to the first error of a file with `count` more after it.
    static func laterErrors(count: Int) -> String {
        "; \(count) more error\(count == 1 ? "" : "s") after it \(count == 1 ? "is" : "are") not listed, as Apple's parser stops "
            + "at this one: fix it and audit again"
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateKey, .emptyUnicodeEscape, .unpairedSurrogateEscape: .warning
        case let .unterminatedComment(swallowsEntries): swallowsEntries ? .error : .warning
        default: .error
        }
    }

    public var code: String {
        switch self {
        case .missingSemicolonAfterValue: "missing-semicolon"
        case .expectedEqualsOrSemicolon: "expected-equals"
        case .missingEqualsAtEnd: "expected-equals"
        case .missingValueAtEnd: "missing-value"
        case .expectedValue: "missing-value"
        case .unterminatedString: "unterminated-string"
        case .unterminatedComment: "unterminated-comment"
        case .strayTextBetweenEntries, .strayTextInBraces, .strayTextAtStart: "stray-text"
        case .valueIsNotText: "value-not-text"
        case .notATable: "not-a-table"
        case .duplicateKey: "duplicate-key"
        case .unterminatedEscape: "unterminated-escape"
        case .emptyUnicodeEscape: "empty-unicode-escape"
        case .unpairedSurrogateEscape: "unpaired-surrogate-escape"
        case .missingClosingBrace: "missing-closing-brace"
        case .textAfterClosingBrace: "text-after-table"
        }
    }

    private static let rejectsFile = "Apple's parser rejects the whole file, so none of its strings load at run time"

    public var message: String {
        switch self {
        case let .missingSemicolonAfterValue(key, valueStart, stringSpansLines):
            let hint = stringSpansLines
                ? " (the value runs over several lines: is a closing quote missing?)" : ""
            return "missing ';' after the value of \"\(key)\" that starts at \(valueStart)\(hint); \(Self.rejectsFile)"
        case let .expectedEqualsOrSemicolon(key, found):
            return "expected '=' after the key \"\(key)\", found \(found); \(Self.rejectsFile)"
        case let .missingEqualsAtEnd(key):
            return "the file ends after the key \"\(key)\": add '= \"value\";'; \(Self.rejectsFile)"
        case let .missingValueAtEnd(key):
            return "the file ends after '=' of the key \"\(key)\": add the value and ';'; \(Self.rejectsFile)"
        case let .expectedValue(key, found):
            return "expected a quoted value after '=' of the key \"\(key)\", found \(found); \(Self.rejectsFile)"
        case let .unterminatedString(quote):
            return "this string is never closed: add the closing \(quote); \(Self.rejectsFile)"
        case let .unterminatedComment(swallowsEntries):
            return swallowsEntries
                ? "this comment is never closed with '*/': Apple's parser treats the rest of the file as comment, so the entries after it are lost"
                : "this comment is never closed with '*/'; close it"
        case let .strayTextBetweenEntries(found, entriesAfter):
            let lost = entriesAfter == 1 ? "the entry after it is" : "the \(entriesAfter) entries after it are"
            return entriesAfter > 0
                ? "unexpected \(found) where a key should start: Apple's parser silently stops reading here, so \(lost) lost at run time"
                : "unexpected \(found) where a key should start: Apple's parser silently stops reading here"
        case let .strayTextInBraces(found):
            return "unexpected \(found) where a key or the closing '}' should be; \(Self.rejectsFile)"
        case let .strayTextAtStart(found):
            return "unexpected \(found) where the first key should start; \(Self.rejectsFile)"
        case let .valueIsNotText(key, kind):
            return "the value of \"\(key)\" is \(kind), not text: a strings table maps keys to quoted strings"
        case let .notATable(kind):
            return "the file holds \(kind), not a table of key-value pairs (\"key\" = \"value\";), so no string loads from it"
        case let .duplicateKey(key, first):
            return "the key \"\(key)\" is defined again here: the value at \(first) is lost, because the later value wins"
        case .unterminatedEscape:
            return "the file ends right after a backslash; \(Self.rejectsFile)"
        case .emptyUnicodeEscape:
            return "'\\U' is not followed by hexadecimal digits: Apple reads it as the character U+0000; write '\\U' and 4 hex digits"
        case let .unpairedSurrogateEscape(unit):
            let digits = String(unit, radix: 16, uppercase: true)
            return "'\\U\(digits)' is half of a surrogate pair without its other half: it is read as U+FFFD; "
                + "write the pair (\\UD83D\\UDE00) or the character itself"
        case let .missingClosingBrace(openedAt):
            return "the '{' at \(openedAt) that opens the table is never closed with '}'; \(Self.rejectsFile)"
        case let .textAfterClosingBrace(found):
            return "unexpected \(found) after the '}' that closes the table; \(Self.rejectsFile)"
        }
    }
}
