/// Reads JSON text (RFC 8259) into ``JSONNode``s that know where each value starts.
///
/// Strict: no comments, no trailing commas, no single quotes, no `NaN`. Reading stops at the
/// first syntax error, which is reported with its byte offset. Objects keep their members in
/// source order with duplicates. Nesting is limited, so no input can exhaust the stack (the
/// reader does not recurse at all), and truncated input at any byte yields an error.
///
/// The bytes are expected to be valid UTF-8, as ``TextDecoder`` delivers them; an invalid
/// sequence inside a string becomes U+FFFD, outside strings it is a syntax error.
public enum JSONReader {
    /// The default limit of nested objects and arrays.
    public static let defaultMaximumDepth = 512

    /// Reads a JSON document.
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - start: the offset where the text starts (after a byte order mark); offsets in the
    ///     result still count from the start of `bytes`.
    ///   - maximumDepth: how many objects and arrays may be nested in one another. Keep it
    ///     moderate: releasing a tree of nodes recurses once per level.
    public static func read(_ bytes: [UInt8], from start: Int = 0, maximumDepth: Int = defaultMaximumDepth) -> JSONReadResult {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer: buffer, start: max(0, min(start, buffer.count)), maximumDepth: maximumDepth)
            return parser.readDocument()
        }
    }

    /// Reads the JSON document in a decoded text file (after its byte order mark, if any).
    public static func read(_ text: DecodedText, maximumDepth: Int = defaultMaximumDepth) -> JSONReadResult {
        read(text.bytes, from: text.contentStart, maximumDepth: maximumDepth)
    }
}

/// The syntax error that stops reading.
private struct JSONSyntaxError: Error {
    var problem: JSONProblem
    var offset: Int
}

/// An object or array whose members are still being read.
///
/// The members and elements read so far wait in arrays shared by all open containers (from
/// `firstItem` on); each finished container copies its own into an array of exactly the right
/// size, which saves the repeated growth (and the heap fragmentation) of one array per container.
private struct OpenContainer {
    let isObject: Bool
    /// The offset of the `{` or `[`.
    let offset: Int
    /// Where this container's members (or elements) start in the shared array.
    let firstItem: Int
    /// The name of the object member whose value is being read.
    var key = ""
    var keyOffset = 0
}

// ASCII bytes of the JSON syntax.
private let quote: UInt8 = 0x22
private let backslash: UInt8 = 0x5C
private let comma: UInt8 = 0x2C
private let colon: UInt8 = 0x3A
private let openBrace: UInt8 = 0x7B
private let closeBrace: UInt8 = 0x7D
private let openBracket: UInt8 = 0x5B
private let closeBracket: UInt8 = 0x5D
private let minus: UInt8 = 0x2D
private let plus: UInt8 = 0x2B
private let dot: UInt8 = 0x2E
private let zero: UInt8 = 0x30
private let nine: UInt8 = 0x39

@inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte &- zero <= 9 }

/// Letters, digits, `_` and non-ASCII bytes: what continues a word such as `true` or `12px`.
@inline(__always) private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xFF: true
    default: false
    }
}

/// The reader's state over one buffer. Iterative: open containers live on an explicit stack.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let start: Int
    let maximumDepth: Int
    var index: Int
    var problems: [(problem: JSONProblem, offset: Int)] = []
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, maximumDepth: Int) {
        self.bytes = buffer
        self.end = buffer.count
        self.start = start
        self.index = start
        self.maximumDepth = max(1, maximumDepth)
    }

    mutating func readDocument() -> JSONReadResult {
        do {
            let root = try readRoot()
            return JSONReadResult(root: root, problems: problems)
        } catch {
            problems.append((error.problem, error.offset))
            return JSONReadResult(root: nil, problems: problems)
        }
    }

    private mutating func readRoot() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < end else { throw JSONSyntaxError(problem: .emptyDocument, offset: start) }
        let root = try readValueTree()
        skipWhitespace()
        guard index == end else {
            throw JSONSyntaxError(problem: .textAfterDocument(found: found(at: index)), offset: index)
        }
        return root
    }

    // MARK: Structure

    /// Reads one value with everything nested in it, starting at `index` (after whitespace).
    private mutating func readValueTree() throws(JSONSyntaxError) -> JSONNode {
        var stack: [OpenContainer] = []
        var pendingMembers: [JSONMember] = []
        var pendingElements: [JSONNode] = []
        var node: JSONNode
        readingValue: while true {
            guard index < end else {
                throw JSONSyntaxError(problem: .expectedValue(found: .endOfInput), offset: end)
            }
            let valueOffset = index
            switch bytes[index] {
            case openBrace:
                guard stack.count < maximumDepth else {
                    throw JSONSyntaxError(problem: .nestingTooDeep(limit: maximumDepth), offset: index)
                }
                index += 1
                skipWhitespace()
                if index < end, bytes[index] == closeBrace {
                    index += 1
                    node = JSONNode(.object([]), offset: valueOffset)
                } else {
                    stack.append(OpenContainer(isObject: true, offset: valueOffset, firstItem: pendingMembers.count))
                    try readMemberName(into: &stack[stack.count - 1])
                    continue readingValue
                }
            case openBracket:
                guard stack.count < maximumDepth else {
                    throw JSONSyntaxError(problem: .nestingTooDeep(limit: maximumDepth), offset: index)
                }
                index += 1
                skipWhitespace()
                if index < end, bytes[index] == closeBracket {
                    index += 1
                    node = JSONNode(.array([]), offset: valueOffset)
                } else {
                    stack.append(OpenContainer(isObject: false, offset: valueOffset, firstItem: pendingElements.count))
                    continue readingValue
                }
            default:
                node = JSONNode(try readScalar(), offset: valueOffset)
            }

            // Hand the finished value to its container; close every container that ends here.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    pendingMembers.append(JSONMember(key: stack[top].key, keyOffset: stack[top].keyOffset, value: node))
                    guard index < end else {
                        throw JSONSyntaxError(
                            problem: .expectedCommaOrObjectEnd(member: stack[top].key, found: .endOfInput), offset: end)
                    }
                    switch bytes[index] {
                    case comma:
                        let commaOffset = index
                        index += 1
                        skipWhitespace()
                        if index < end, bytes[index] == closeBrace {
                            throw JSONSyntaxError(problem: .trailingComma(closing: "}"), offset: commaOffset)
                        }
                        try readMemberName(into: &stack[top])
                        continue readingValue
                    case closeBrace:
                        index += 1
                        let object = stack.removeLast()
                        let members = Array(pendingMembers[object.firstItem...])
                        pendingMembers.removeSubrange(object.firstItem...)
                        node = JSONNode(.object(members), offset: object.offset)
                    default:
                        throw JSONSyntaxError(
                            problem: .expectedCommaOrObjectEnd(member: stack[top].key, found: found(at: index)),
                            offset: index)
                    }
                } else {
                    pendingElements.append(node)
                    guard index < end else {
                        throw JSONSyntaxError(problem: .expectedCommaOrArrayEnd(found: .endOfInput), offset: end)
                    }
                    switch bytes[index] {
                    case comma:
                        let commaOffset = index
                        index += 1
                        skipWhitespace()
                        if index < end, bytes[index] == closeBracket {
                            throw JSONSyntaxError(problem: .trailingComma(closing: "]"), offset: commaOffset)
                        }
                        continue readingValue
                    case closeBracket:
                        index += 1
                        let array = stack.removeLast()
                        let elements = Array(pendingElements[array.firstItem...])
                        pendingElements.removeSubrange(array.firstItem...)
                        node = JSONNode(.array(elements), offset: array.offset)
                    default:
                        throw JSONSyntaxError(problem: .expectedCommaOrArrayEnd(found: found(at: index)), offset: index)
                    }
                }
            }
            return node
        }
    }

    /// Reads `"name"`, the `:` after it and the whitespace before the value.
    private mutating func readMemberName(into container: inout OpenContainer) throws(JSONSyntaxError) {
        guard index < end, bytes[index] == quote else {
            throw JSONSyntaxError(problem: .expectedMemberName(found: found(at: index)), offset: index)
        }
        container.keyOffset = index
        container.key = try readString()
        skipWhitespace()
        guard index < end, bytes[index] == colon else {
            throw JSONSyntaxError(
                problem: .expectedColon(member: container.key, found: found(at: index)), offset: index)
        }
        index += 1
        skipWhitespace()
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < end, XMLByte.isWhitespace(bytes[index]) { index += 1 }  // JSON's white space is XML's
    }

    // MARK: Scalars

    /// Reads a string, number or literal at `index` (which is before `end`).
    private mutating func readScalar() throws(JSONSyntaxError) -> JSONValue {
        let byte = bytes[index]
        switch byte {
        case quote:
            return .string(try readString())
        case minus, zero...nine:
            return .number(try readNumber())
        case plus, dot:
            if index + 1 < end, isDigit(bytes[index + 1]) {
                let defect: JSONProblem.NumberDefect = byte == plus ? .leadingPlus : .leadingDecimalPoint
                throw JSONSyntaxError(problem: .invalidNumber(text: word(at: index), defect: defect), offset: index)
            }
        case 0x41...0x5A, 0x61...0x7A, 0x5F:
            return try readLiteral()
        default:
            break
        }
        throw JSONSyntaxError(problem: .expectedValue(found: found(at: index)), offset: index)
    }

    /// Reads `true`, `false` or `null` at `index`.
    private mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
        let literalStart = index
        var wordEnd = index
        while wordEnd < end, isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        let value: JSONValue?
        switch wordEnd - literalStart {
        case 4 where matches("true", at: literalStart): value = .bool(true)
        case 4 where matches("null", at: literalStart): value = .null
        case 5 where matches("false", at: literalStart): value = .bool(false)
        default: value = nil
        }
        guard let value else {
            throw JSONSyntaxError(problem: .invalidLiteral(text: word(at: literalStart)), offset: literalStart)
        }
        index = wordEnd
        return value
    }

    @inline(__always)
    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        ByteSearch.hasLiteral(literal, in: bytes, at: offset, end: end)
    }

    /// Reads a number at `index` and returns its text.
    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let numberStart = index
        var position = index
        func fail(_ defect: JSONProblem.NumberDefect) -> JSONSyntaxError {
            JSONSyntaxError(problem: .invalidNumber(text: word(at: numberStart), defect: defect), offset: numberStart)
        }
        if bytes[position] == minus { position += 1 }
        guard position < end, isDigit(bytes[position]) else { throw fail(.missingDigitsAfterMinus) }
        if bytes[position] == zero {
            position += 1
            if position < end, isDigit(bytes[position]) { throw fail(.leadingZero) }
        } else {
            while position < end, isDigit(bytes[position]) { position += 1 }
        }
        if position < end, bytes[position] == dot {
            position += 1
            guard position < end, isDigit(bytes[position]) else { throw fail(.missingFractionDigits) }
            while position < end, isDigit(bytes[position]) { position += 1 }
        }
        if position < end, bytes[position] | 0x20 == 0x65 {  // e or E
            position += 1
            if position < end, bytes[position] == plus || bytes[position] == minus { position += 1 }
            guard position < end, isDigit(bytes[position]) else { throw fail(.missingExponentDigits) }
            while position < end, isDigit(bytes[position]) { position += 1 }
        }
        if position < end {
            let next = bytes[position]
            if isWordByte(next) || next == dot || next == plus || next == minus { throw fail(.unexpectedCharacters) }
        }
        index = position
        return makeString(numberStart..<position)
    }

    /// Reads a string whose opening quote is at `index`.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        let openingQuote = index
        let contentStart = index + 1
        var position = contentStart
        while position < end {
            let byte = bytes[position]
            if byte == quote {
                index = position + 1
                return makeString(contentStart..<position)
            }
            if byte == backslash {
                return try readEscapedString(openingQuote: openingQuote, firstEscape: position)
            }
            if byte < 0x20 {
                throw JSONSyntaxError(problem: .controlCharacterInString(byte), offset: position)
            }
            position += 1
        }
        throw JSONSyntaxError(problem: .unterminatedString, offset: openingQuote)
    }

    /// Continues ``readString()`` from its first backslash, decoding into ``scratch``.
    private mutating func readEscapedString(openingQuote: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(openingQuote + 1)..<firstEscape]))
        var position = firstEscape
        let unterminated = JSONSyntaxError(problem: .unterminatedString, offset: openingQuote)
        while position < end {
            let byte = bytes[position]
            if byte == quote {
                index = position + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 {
                throw JSONSyntaxError(problem: .controlCharacterInString(byte), offset: position)
            }
            guard byte == backslash else {
                scratch.append(byte)
                position += 1
                continue
            }
            guard position + 1 < end else { throw unterminated }
            let escaped = bytes[position + 1]
            switch escaped {
            case quote, backslash, 0x2F: scratch.append(escaped)
            case 0x62: scratch.append(0x08)  // b
            case 0x66: scratch.append(0x0C)  // f
            case 0x6E: scratch.append(0x0A)  // n
            case 0x72: scratch.append(0x0D)  // r
            case 0x74: scratch.append(0x09)  // t
            case 0x75:  // u
                position = try readUnicodeEscape(at: position, openingQuote: openingQuote)
                continue
            default:
                throw JSONSyntaxError(problem: .invalidEscape(found: found(at: position + 1)), offset: position)
            }
            position += 2
        }
        throw unterminated
    }

    /// Decodes the `\uXXXX` escape (and the low half of a surrogate pair after it) at `escape`
    /// into ``scratch``; returns the offset after it.
    private mutating func readUnicodeEscape(at escape: Int, openingQuote: Int) throws(JSONSyntaxError) -> Int {
        let unit = try hexUnit(at: escape, openingQuote: openingQuote)
        var after = escape + 6
        var scalar = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            if after + 1 < end, bytes[after] == backslash, bytes[after + 1] == 0x75,
                let low = try? hexUnit(at: after, openingQuote: openingQuote), (0xDC00...0xDFFF).contains(low)
            {
                scalar = 0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(low - 0xDC00))
                after += 6
            } else {
                problems.append((.unpairedSurrogateEscape(codeUnit: unit), escape))
                scalar = 0xFFFD
            }
        case 0xDC00...0xDFFF:
            problems.append((.unpairedSurrogateEscape(codeUnit: unit), escape))
            scalar = 0xFFFD
        default:
            break
        }
        appendUTF8(scalar, to: &scratch)
        return after
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `escape`.
    private func hexUnit(at escape: Int, openingQuote: Int) throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for position in (escape + 2)..<(escape + 6) {
            guard position < end else { throw JSONSyntaxError(problem: .unterminatedString, offset: openingQuote) }
            guard let digit = XMLByte.hexadecimalDigit(bytes[position]).map(UInt16.init) else {
                // Show the escape up to the character that breaks it.
                var shownEnd = position
                if bytes[position] >= 0x20, bytes[position] != quote, bytes[position] != backslash { shownEnd += 1 }
                while shownEnd < end, bytes[shownEnd] & 0xC0 == 0x80 { shownEnd += 1 }
                let text = makeString(escape..<shownEnd)
                throw JSONSyntaxError(problem: .invalidUnicodeEscape(text: text), offset: escape)
            }
            unit = unit << 4 | digit
        }
        return unit
    }

    // MARK: Helpers

    @inline(__always)
    private func makeString(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The word (letters, digits and number signs) at `offset`, at most about 40 bytes, to show in a message.
    private func word(at offset: Int) -> String {
        var wordEnd = offset
        while wordEnd < end, wordEnd - offset < 40 {
            let byte = bytes[wordEnd]
            guard isWordByte(byte) || byte == dot || byte == plus || byte == minus else { break }
            wordEnd += 1
        }
        while wordEnd < end, bytes[wordEnd] & 0xC0 == 0x80 { wordEnd += 1 }  // finish a character
        return makeString(offset..<max(wordEnd, min(offset + 1, end)))
    }

    /// What is at `offset`: a character, an invalid byte or the end of the input.
    private func found(at offset: Int) -> JSONProblem.Found {
        guard offset < end else { return .endOfInput }
        let byte = bytes[offset]
        if byte < 0x80 { return .character(Unicode.Scalar(byte)) }
        var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<min(end, offset + 4)]).makeIterator()
        var decoder = UTF8()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return .character(scalar) }
        return .invalidByte(byte)
    }
}
