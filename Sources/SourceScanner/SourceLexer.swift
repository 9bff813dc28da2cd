/// Splits Swift or Objective-C source into ``SourceToken``s, over UTF-8 bytes and byte offsets.
///
/// Comments and whitespace are skipped (Swift block comments nest, Objective-C ones do not);
/// string literals become one token each with their decoded text (see ``StringLiteral``). Swift
/// interpolations are lexed in place: their tokens follow the string's token. The lexer never
/// reads past the end: every look-ahead goes through ``peek(_:)``, and every loop advances.
struct SourceLexer {
    /// Interpolations nested deeper than this (`"\("\("…")")"`) are read as plain text, so that
    /// hostile input cannot recurse without bound.
    static let maximumInterpolationDepth = 24

    /// Why ``lexTokens(inInterpolation:stopAtNewline:depth:)`` returned.
    enum Stop {
        /// The `)` that closes an interpolation (consumed).
        case closed
        /// A line break inside the interpolation of a single-line string (not consumed).
        case newline
        case endOfInput
    }

    let buffer: UnsafeBufferPointer<UInt8>
    let end: Int
    let language: SourceLanguage
    var position: Int
    var output = TokenizedSource()
    var newlineBefore = true
    var spaceBefore = true
    /// Reused while decoding literals.
    var scratch: [UInt8] = []
    /// Whether a Swift literal with neither escapes nor line breaks is read at once (see
    /// ``lexPlainSwiftString(start:hashes:)``); off only to test that it changes nothing.
    let readsPlainLiteralsAtOnce: Bool

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, language: SourceLanguage, readsPlainLiteralsAtOnce: Bool = true) {
        self.buffer = buffer
        self.end = buffer.count
        self.language = language
        self.position = min(max(start, 0), buffer.count)
        self.readsPlainLiteralsAtOnce = readsPlainLiteralsAtOnce
    }

    /// The tokens of `buffer` from `start` (past a byte order mark).
    static func tokenize(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, language: SourceLanguage, readsPlainLiteralsAtOnce: Bool = true
    ) -> TokenizedSource {
        var lexer = SourceLexer(buffer: buffer, start: start, language: language, readsPlainLiteralsAtOnce: readsPlainLiteralsAtOnce)
        lexer.output.tokens.reserveCapacity(buffer.count / 8)
        _ = lexer.lexTokens(inInterpolation: false, stopAtNewline: false, depth: 0)
        return lexer.output
    }

    /// The byte at `offset`, or 0 outside the buffer.
    @inline(__always)
    func peek(_ offset: Int) -> UInt8 { offset >= 0 && offset < end ? buffer[offset] : 0 }

    /// The offset just after `hashes` `#` bytes starting at `offset` (the end of a raw string's
    /// or regex's delimiter), or nil when fewer follow.
    func afterHashes(_ hashes: Int, from offset: Int) -> Int? {
        var index = offset
        while index < offset + hashes {
            guard peek(index) == Byte.hash else { return nil }
            index += 1
        }
        return index
    }

    mutating func emit(_ kind: SourceToken.Kind, from start: Int, to tokenEnd: Int, literal: Int = -1) {
        output.tokens.append(SourceToken(kind: kind, start: start, end: tokenEnd, newlineBefore: newlineBefore, spaceBefore: spaceBefore, literal: literal))
        newlineBefore = false
        spaceBefore = false
    }

    /// Lexes tokens until the end of input or, inside an interpolation, until its closing `)`.
    mutating func lexTokens(inInterpolation: Bool, stopAtNewline: Bool, depth: Int) -> Stop {
        var parenthesisDepth = 0
        while position < end {
            let byte = buffer[position]
            switch byte {
            case Byte.lineFeed, Byte.carriageReturn:
                if stopAtNewline { return .newline }
                newlineBefore = true
                spaceBefore = true
                position += 1
            case 0...0x20:
                spaceBefore = true
                position += 1
            case Byte.slash where peek(position + 1) == Byte.slash:
                skipLineComment()
            case Byte.slash where peek(position + 1) == Byte.asterisk:
                skipBlockComment()
            case Byte.quote:
                if language == .swift {
                    lexSwiftString(start: position, hashes: 0, depth: depth)
                } else {
                    lexCString(start: position)
                }
            case Byte.hash where language == .swift:
                lexHash(depth: depth)
            case Byte.at where language == .objectiveC && peek(position + 1) == Byte.quote:
                let start = position
                position += 1
                lexCString(start: start)
            case Byte.apostrophe where language == .objectiveC:
                lexCharacter()
            case Byte.openParenthesis:
                if inInterpolation { parenthesisDepth += 1 }
                emit(.punctuation, from: position, to: position + 1)
                position += 1
            case Byte.closeParenthesis:
                if inInterpolation {
                    if parenthesisDepth == 0 {
                        position += 1
                        return .closed
                    }
                    parenthesisDepth -= 1
                }
                emit(.punctuation, from: position, to: position + 1)
                position += 1
            case Byte.backquote where language == .swift:
                lexBackquotedIdentifier()
            case Byte.zero...Byte.nine:
                lexNumber()
            case Byte.dot where peek(position + 1) == Byte.dot:
                lexOperator()
            default:
                if Byte.isIdentifierStart(byte) {
                    lexIdentifier()
                } else if Byte.isOperator(byte) {
                    lexOperator()
                } else {
                    emit(.punctuation, from: position, to: position + 1)
                    position += 1
                }
            }
        }
        return .endOfInput
    }

    mutating func skipLineComment() {
        while position < end, buffer[position] != Byte.lineFeed, buffer[position] != Byte.carriageReturn { position += 1 }
        spaceBefore = true
    }

    /// Skips `/* … */`, nested in Swift; an unterminated comment runs to the end.
    mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < end {
            let byte = buffer[position]
            if byte == Byte.asterisk, peek(position + 1) == Byte.slash {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == Byte.slash, peek(position + 1) == Byte.asterisk, language == .swift {
                position += 2
                depth += 1
            } else {
                if byte == Byte.lineFeed || byte == Byte.carriageReturn { newlineBefore = true }
                position += 1
            }
        }
        position = min(position, end)
        spaceBefore = true
    }

    /// The offset after whitespace and comments from `start` (for joining adjacent C literals).
    func positionAfterTrivia(from start: Int) -> Int {
        var index = start
        while index < end {
            let byte = buffer[index]
            if byte <= 0x20 {
                index += 1
            } else if byte == Byte.slash, peek(index + 1) == Byte.slash {
                index += 2
                while index < end, buffer[index] != Byte.lineFeed, buffer[index] != Byte.carriageReturn { index += 1 }
            } else if byte == Byte.slash, peek(index + 1) == Byte.asterisk {
                index += 2
                while index < end, !(buffer[index] == Byte.asterisk && peek(index + 1) == Byte.slash) { index += 1 }
                index = min(index + 2, end)
            } else {
                break
            }
        }
        return index
    }

    mutating func lexIdentifier() {
        let start = position
        while position < end, Byte.isIdentifierContinuation(buffer[position]) { position += 1 }
        if language == .objectiveC, peek(position) == Byte.quote, let prefix = CStringPrefix(buffer, start, position) {
            switch prefix {
            case .encoding: lexCString(start: start)
            case .raw: lexRawCString(start: start)
            }
            return
        }
        emit(.identifier, from: start, to: position)
    }

    /// `` `default` ``: an identifier token covering the name inside the backquotes.
    mutating func lexBackquotedIdentifier() {
        var index = position + 1
        while index < end, buffer[index] != Byte.backquote, buffer[index] != Byte.lineFeed, buffer[index] != Byte.carriageReturn { index += 1 }
        if index < end, buffer[index] == Byte.backquote, index > position + 1 {
            emit(.identifier, from: position + 1, to: index)
            position = index + 1
        } else {
            emit(.punctuation, from: position, to: position + 1)
            position += 1
        }
    }

    mutating func lexNumber() {
        let start = position
        position += 1
        while position < end {
            let byte = buffer[position]
            if Byte.isIdentifierContinuation(byte) && byte < 0x80 {
                position += 1
            } else if byte == Byte.dot, Byte.isDigit(peek(position + 1)) {
                position += 2
            } else {
                break
            }
        }
        position = min(position, end)
        emit(.number, from: start, to: position)
    }

    /// A run of operator characters; a run that starts with `.` may hold more dots (`..<`). A
    /// `//` or `/*` inside the run starts a comment.
    mutating func lexOperator() {
        let start = position
        let startsWithDot = buffer[position] == Byte.dot
        position += 1
        while position < end {
            let byte = buffer[position]
            if byte == Byte.slash, peek(position + 1) == Byte.slash || peek(position + 1) == Byte.asterisk { break }
            guard Byte.isOperator(byte) || (startsWithDot && byte == Byte.dot) else { break }
            position += 1
        }
        emit(.operatorSymbol, from: start, to: position)
    }

    /// Swift `#`: a raw string `#"…"#`, an extended regular expression `#/…/#`, or a lone `#`
    /// (`#if`, `#selector`).
    mutating func lexHash(depth: Int) {
        var index = position
        while index < end, buffer[index] == Byte.hash { index += 1 }
        let hashes = index - position
        switch peek(index) {
        case Byte.quote:
            let start = position
            position = index
            lexSwiftString(start: start, hashes: hashes, depth: depth)
        case Byte.slash:
            lexRegularExpression(start: position, hashes: hashes, slash: index)
        default:
            emit(.punctuation, from: position, to: position + 1)
            position += 1
        }
    }

    /// `#/…/#`, `##/…/##`; single-line unless the `/` is followed by a line break.
    mutating func lexRegularExpression(start: Int, hashes: Int, slash: Int) {
        let isMultiline = peek(slash + 1) == Byte.lineFeed || peek(slash + 1) == Byte.carriageReturn
        position = slash + 1
        while position < end {
            let byte = buffer[position]
            if byte == Byte.backslash {
                position += 2
                continue
            }
            if byte == Byte.slash {
                if let after = afterHashes(hashes, from: position + 1) {
                    position = after
                    break
                }
            }
            if !isMultiline, byte == Byte.lineFeed || byte == Byte.carriageReturn { break }
            position += 1
        }
        position = min(position, end)
        emit(.other, from: start, to: position)
    }

    /// `'a'`, `'\''` in Objective-C: skipped as one token; a line break ends an unterminated one.
    mutating func lexCharacter() {
        let start = position
        position += 1
        while position < end {
            let byte = buffer[position]
            if byte == Byte.backslash {
                position += 2
                continue
            }
            if byte == Byte.lineFeed || byte == Byte.carriageReturn { break }
            position += 1
            if byte == Byte.apostrophe { break }
        }
        position = min(position, end)
        emit(.character, from: start, to: position)
    }
}

/// The C literal prefixes of an identifier directly followed by `"`.
enum CStringPrefix {
    /// `L"…"`, `u"…"`, `U"…"`, `u8"…"`: an ordinary literal in another encoding.
    case encoding
    /// `R"(…)"` and its encoding variants: a C++ raw literal (Objective-C++).
    case raw

    init?(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end - start
        guard length >= 1, length <= 3 else { return nil }
        var isRaw = false
        var stop = end
        if buffer[end - 1] == UInt8(ascii: "R") {
            isRaw = true
            stop -= 1
        }
        let encoding = Array(buffer[start..<stop])
        switch encoding {
        case [], [UInt8(ascii: "L")], [UInt8(ascii: "u")], [UInt8(ascii: "U")], [UInt8(ascii: "u"), UInt8(ascii: "8")]:
            if encoding.isEmpty && !isRaw { return nil }
            self = isRaw ? .raw : .encoding
        default:
            return nil
        }
    }
}

/// Byte constants and classes for the lexer.
enum Byte {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let asterisk = UInt8(ascii: "*")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let backquote = UInt8(ascii: "`")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let colon = UInt8(ascii: ":")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case zero...nine: return UInt32(byte - zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Letters, `_`, `$` and every byte of a non-ASCII character.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Characters of Swift operators (`/ = - + ! * % < > & | ^ ~ ?`), the same set in C.
    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
