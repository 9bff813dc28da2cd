/// Problems in a JSON document (a string catalog, the configuration file), each reported by
/// ``JSONReader`` at a byte offset.
///
/// The reader stops at the first error; the only warning, ``unpairedSurrogateEscape(codeUnit:)``,
/// lets it read on.
public enum JSONProblem: DiagnosticMessage, Hashable {
    /// What the reader found at the place of a syntax error.
    public enum Found: Hashable, Sendable {
        /// A character (decoded from its UTF-8 bytes).
        case character(Unicode.Scalar)
        /// A byte that does not start a valid UTF-8 sequence.
        case invalidByte(UInt8)
        /// The end of the file.
        case endOfInput
    }

    /// What is wrong with a number.
    public enum NumberDefect: Hashable, Sendable {
        /// `01`: a `0` followed by more digits.
        case leadingZero
        /// `-`, `-x`: a minus sign not followed by a digit.
        case missingDigitsAfterMinus
        /// `.5`: no digit before the decimal point.
        case leadingDecimalPoint
        /// `+1`: a plus sign in front.
        case leadingPlus
        /// `1.`: no digit after the decimal point.
        case missingFractionDigits
        /// `1e`, `1e+`: no digit in the exponent.
        case missingExponentDigits
        /// `1.5.3`, `12px`: characters after the number that do not belong to it.
        case unexpectedCharacters
    }

    /// The file holds nothing but whitespace.
    case emptyDocument
    /// A value was expected (at the start of the document, after `:`, `[` or `,` in an array).
    case expectedValue(found: Found)
    /// A member name in double quotes was expected after `{` or after `,` in an object.
    case expectedMemberName(found: Found)
    /// The `:` after a member name is missing.
    case expectedColon(member: String, found: Found)
    /// After a member's value neither `,` nor `}` follows.
    case expectedCommaOrObjectEnd(member: String, found: Found)
    /// After an array element neither `,` nor `]` follows.
    case expectedCommaOrArrayEnd(found: Found)
    /// A comma right before the `}` or `]` that closes an object or array; `closing` is that bracket.
    case trailingComma(closing: Unicode.Scalar)
    /// Something other than whitespace after the document's value.
    case textAfterDocument(found: Found)
    /// The file ends inside a string (reported at its opening quote).
    case unterminatedString
    /// A raw control character (U+0000 to U+001F) inside a string.
    case controlCharacterInString(UInt8)
    /// A backslash followed by a character that does not form an escape.
    case invalidEscape(found: Found)
    /// `\u` not followed by four hexadecimal digits; `text` is the escape as written.
    case invalidUnicodeEscape(text: String)
    /// A `\uD800`–`\uDFFF` escape without its other half; read as U+FFFD. A warning.
    case unpairedSurrogateEscape(codeUnit: UInt16)
    /// Text that starts like a number but is not one.
    case invalidNumber(text: String, defect: NumberDefect)
    /// A word that is not `true`, `false` or `null` where a value was expected.
    case invalidLiteral(text: String)
    /// Objects and arrays nested deeper than the reader's limit.
    case nestingTooDeep(limit: Int)

    /// A warning for an unpaired surrogate escape (the document is still read), otherwise an error.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unpairedSurrogateEscape: .warning
        default: .error
        }
    }

    /// A stable kebab-case identifier, e.g. `trailing-comma`.
    public var code: String {
        switch self {
        case .emptyDocument: "empty-document"
        case .expectedValue: "expected-value"
        case .expectedMemberName: "expected-member-name"
        case .expectedColon: "expected-colon"
        case .expectedCommaOrObjectEnd: "expected-comma-or-object-end"
        case .expectedCommaOrArrayEnd: "expected-comma-or-array-end"
        case .trailingComma: "trailing-comma"
        case .textAfterDocument: "text-after-document"
        case .unterminatedString: "unterminated-string"
        case .controlCharacterInString: "control-character-in-string"
        case .invalidEscape: "invalid-escape"
        case .invalidUnicodeEscape: "invalid-unicode-escape"
        case .unpairedSurrogateEscape: "unpaired-surrogate-escape"
        case .invalidNumber: "invalid-number"
        case .invalidLiteral: "invalid-literal"
        case .nestingTooDeep: "nesting-too-deep"
        }
    }

    /// What is wrong and what to do about it, for someone who edited the file by hand.
    public var message: String {
        switch self {
        case .emptyDocument:
            return "the file contains no JSON value: it is empty or holds only whitespace"
        case let .expectedValue(found):
            return "expected a value (text in double quotes, a number, an object, an array, true, false or null), "
                + "but \(found.phrase)" + found.hint
        case let .expectedMemberName(found):
            return "expected the name of a member, in double quotes, but \(found.phrase)" + found.hint
        case let .expectedColon(member, found):
            return "expected ':' after the member name \(quoted(member)), but \(found.phrase)" + found.hint
        case let .expectedCommaOrObjectEnd(member, found):
            if found == .endOfInput {
                return "expected ',' or '}' after the member \(quoted(member)), but the file ends here: an object is not closed"
            }
            let missingComma = found == .character("\"") ? "; is a comma missing after this member?" : found.hint
            return "expected ',' or '}' after the member \(quoted(member)), but \(found.phrase)" + missingComma
        case let .expectedCommaOrArrayEnd(found):
            if found == .endOfInput {
                return "expected ',' or ']' after an element of an array, but the file ends here: an array is not closed"
            }
            let missingComma: String
            switch found {
            case .character("\""), .character("{"), .character("["): missingComma = "; is a comma missing between two elements?"
            default: missingComma = found.hint
            }
            return "expected ',' or ']' after an element of an array, but \(found.phrase)" + missingComma
        case let .trailingComma(closing):
            let what = closing == "}" ? "the last member of an object" : "the last element of an array"
            return "trailing comma before '\(closing)': JSON allows no comma after \(what); delete this comma"
        case let .textAfterDocument(found):
            let extraBracket: String
            switch found {
            case .character("}"), .character("]"): extraBracket = "; is there one closing bracket too many?"
            default: extraBracket = found.hint
            }
            return "unexpected text after the JSON document: \(found.phrase) after the end of its value, "
                + "where only whitespace may follow" + extraBracket
        case .unterminatedString:
            return "unterminated string that starts here: the file ends before its closing double quote (\")"
        case let .controlCharacterInString(byte):
            let name = "control character \(codePoint(UInt32(byte))) inside a string"
            switch byte {
            case 0x0A, 0x0D:
                return name + " (a line break): a string must stay on one line, write \\n for a line break; "
                    + "if the string was meant to end before it, its closing double quote (\") is missing"
            case 0x09:
                return name + " (a tab): write it as \\t"
            default:
                return name + ": write it as \\u00\(hex(byte)) or delete it"
            }
        case let .invalidEscape(found):
            let escape: String
            switch found {
            case let .character(scalar) where scalar.value >= 0x20: escape = "'\\\(Character(scalar))'"
            case let .character(scalar): escape = "a backslash followed by \(codePoint(scalar.value))"
            case let .invalidByte(byte): escape = "a backslash followed by byte 0x\(hex(byte))"
            case .endOfInput: escape = "a backslash at the end of the file"
            }
            return "invalid escape \(escape) in a string: a backslash may only be followed by \" \\ / b f n r t or u "
                + "and four hexadecimal digits; write \\\\ for a backslash itself"
        case let .invalidUnicodeEscape(text):
            return "invalid escape '\(text)': \\u must be followed by exactly four hexadecimal digits (0-9, A-F)"
        case let .unpairedSurrogateEscape(unit):
            let example = unit < 0xDC00 ? "\\u\(hex(unit))\\uDE00" : "\\uD83D\\u\(hex(unit))"
            return "the escape \\u\(hex(unit)) is half of a surrogate pair without its other half; it was read as U+FFFD. "
                + "Write the character itself, or both halves of the pair (for example \(example))"
        case let .invalidNumber(text, defect):
            let shown = shortened(text)
            let reason: String
            switch defect {
            case .leadingZero: reason = "a number cannot start with 0 followed by more digits"
            case .missingDigitsAfterMinus: reason = "a '-' must be followed by a digit"
            case .leadingDecimalPoint: reason = "a digit must come before the decimal point (write 0\(shown))"
            case .leadingPlus: reason = "a number cannot start with '+' (write \(shown.dropFirst()))"
            case .missingFractionDigits: reason = "a digit must follow the decimal point"
            case .missingExponentDigits: reason = "a digit must follow the exponent 'e'"
            case .unexpectedCharacters: reason = "it contains characters that do not belong to a number"
            }
            return "invalid number \(shown): \(reason)"
        case let .invalidLiteral(text):
            let shown = shortened(text)
            let advice: String
            switch text.lowercased() {
            case "true", "false", "null": advice = "write it in lowercase: \(text.lowercased())"
            case "nil", "none", "undefined", "nan", "infinity": advice = "JSON has no such value (null means no value)"
            default: advice = "text must be written in double quotes (\"\(shown)\")"
            }
            return "\(shown) is not a JSON value: \(advice)"
        case let .nestingTooDeep(limit):
            return "objects and arrays are nested more than \(limit) levels deep here; l10n-ax stops reading the file"
        }
    }
}

extension JSONProblem.Found {
    /// "found 'x'" or "the file ends here", to follow "expected …, but".
    fileprivate var phrase: String {
        switch self {
        case let .character(scalar):
            if scalar.value < 0x20 || scalar.value == 0x7F { return "found the control character \(codePoint(scalar.value))" }
            if scalar == "'" { return "found \"'\"" }
            if scalar.value < 0x80 { return "found '\(Character(scalar))'" }
            return "found '\(Character(scalar))' (\(codePoint(scalar.value)))"
        case let .invalidByte(byte):
            return "found byte 0x\(hex(byte)), which is not valid UTF-8"
        case .endOfInput:
            return "the file ends here"
        }
    }

    /// Advice for characters that typically end up in hand-edited JSON, prefixed with "; ".
    fileprivate var hint: String {
        guard case let .character(scalar) = self else { return "" }
        switch scalar.value {
        case 0x27:
            return "; JSON text and names are written in straight double quotes (\"), not single quotes"
        case 0x2F:
            return "; JSON does not allow comments"
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB, 0x2018, 0x2019, 0x300C, 0x300D, 0xFF02:
            return "; typographic quotation marks cannot enclose JSON text, use straight double quotes (\")"
        case 0x00A0, 0x200B, 0x2060, 0x3000:
            return "; this is an invisible space that JSON does not accept outside text, replace it with an ordinary space"
        case 0xFEFF:
            return "; this is an invisible byte order mark, delete it"
        default:
            return ""
        }
    }
}

/// A member name or other text from the file, in double quotes, shortened and with control
/// characters escaped so that it fits on one line of a diagnostic.
private func quoted(_ text: String) -> String {
    "\"" + shortened(text) + "\""
}

/// At most 40 characters of `text`, with control characters written as escapes.
private func shortened(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == 40 {
            result += "…"
            break
        }
        switch scalar.value {
        case 0x0A: result += "\\n"
        case 0x0D: result += "\\r"
        case 0x09: result += "\\t"
        case 0..<0x20, 0x7F: result += "\\u\(hex(UInt16(scalar.value)))"
        default: result.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return result
}

/// `U+000A`, `U+1F600`.
private func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
