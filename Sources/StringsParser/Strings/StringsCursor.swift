/// A comment found between tokens: offsets of its delimiters and of its text.
struct CommentSpan {
    var start: Int
    var contentStart: Int
    var contentEnd: Int
}

/// Decides which comments belong to the next entry (those right before its key, with no blank
/// line in between) and which to the previous one (on the same line after its `;`).
struct CommentCollector {
    var leading: [CommentSpan] = []
    var trailing: [CommentSpan] = []
    /// Whether the trivia started right after an entry's `;`.
    var followsEntry = false
    private var lineBreaksSinceComment = 0
    private var sawLineBreak = false

    mutating func begin(followsEntry: Bool) {
        self.followsEntry = followsEntry
        trailing.removeAll(keepingCapacity: true)
        sawLineBreak = false
        lineBreaksSinceComment = 0
    }

    mutating func lineBreak() {
        lineBreaksSinceComment += 1
        sawLineBreak = true
    }

    mutating func comment(_ span: CommentSpan) {
        if followsEntry && !sawLineBreak {
            trailing.append(span)
            return
        }
        if lineBreaksSinceComment >= 2 { leading.removeAll(keepingCapacity: true) }
        leading.append(span)
        lineBreaksSinceComment = 0
    }

    /// Called when the next token is reached: a blank line detaches the comments before it.
    mutating func end() {
        if lineBreaksSinceComment >= 2 { leading.removeAll(keepingCapacity: true) }
    }
}

/// A string token: its text and where its source starts and ends. (Whether it was quoted is its
/// first byte.)
///
/// Four words at most: an optional of a larger struct is destroyed through its type's metadata
/// (Swift 6's code for values of more than four words), two such calls for every entry read. So
/// whether the text is verbatim is kept in the sign bit of the end's offset.
struct ScannedString {
    /// Empty when ``isVerbatim``: the text is then the bytes between the quotes.
    let text: String
    /// The offset of its first byte: the opening quote of a quoted string.
    let start: Int
    /// ``end``, and ``isVerbatim`` as its sign.
    private let endAndVerbatim: Int

    init(text: String, start: Int, end: Int, isVerbatim: Bool = false) {
        self.text = text
        self.start = start
        endAndVerbatim = isVerbatim ? ~end : end
    }

    /// The offset just past the token (past the closing quote).
    var end: Int { endAndVerbatim < 0 ? ~endAndVerbatim : endAndVerbatim }
    /// Whether the text was left unmade (``StringsCursor/scanQuotedString(interned:verbatimFrom:unterminatedEscape:problem:)``):
    /// a quoted string without escapes, whose text is exactly the bytes `start + 1 ..< end - 1`.
    var isVerbatim: Bool { endAndVerbatim < 0 }

    /// The bytes between the quotes of a verbatim string.
    var verbatimContent: Range<Int> { (start + 1)..<(end - 1) }
}

/// A cursor over the UTF-8 bytes of a `.strings` file (or of a comment inside one), reading its
/// tokens exactly as CoreFoundation's old-style property list parser does.
struct StringsCursor {
    let buffer: UnsafeBufferPointer<UInt8>
    let end: Int
    var index: Int
    /// Reused for strings that contain escapes.
    private var scratch: [UInt8] = []
    /// Where strings asked for as interned are made (keys and comments), when the reader has one.
    let interner: StringInterner?

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int, interner: StringInterner? = nil) {
        self.buffer = buffer
        self.index = start
        self.end = end
        self.interner = interner
    }

    var isAtEnd: Bool { index >= end }
    var peek: UInt8 { buffer[index] }

    /// Characters CoreFoundation allows in an unquoted string: `[A-Za-z0-9_$/:.-]`.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether `index` starts U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR.
    @inline(__always)
    private func isUnicodeLineSeparator(at position: Int) -> Bool {
        position + 2 < end && buffer[position] == 0xE2 && buffer[position + 1] == 0x80
            && (buffer[position + 2] == 0xA8 || buffer[position + 2] == 0xA9)
    }

    // MARK: Trivia

    /// Skips white space (ASCII 9–13, space, U+2028, U+2029) and comments, reporting comments to
    /// `comments`. Returns a `/*` comment that runs to the end of the input, if any.
    mutating func skipTrivia(_ comments: inout CommentCollector) -> CommentSpan? {
        while index < end {
            let byte = buffer[index]
            switch byte {
            case 0x0A:
                comments.lineBreak()
                index += 1
            case 0x0D:
                comments.lineBreak()
                index += (index + 1 < end && buffer[index + 1] == 0x0A) ? 2 : 1
            case 0x09, 0x0B, 0x0C, 0x20:
                index += 1
            case 0xE2 where isUnicodeLineSeparator(at: index):
                comments.lineBreak()
                index += 3
            case UInt8(ascii: "/") where index + 1 < end && buffer[index + 1] == UInt8(ascii: "/"):
                let start = index
                index += 2
                while index < end {
                    let next = buffer[index]
                    if next == 0x0A || next == 0x0D || (next == 0xE2 && isUnicodeLineSeparator(at: index)) { break }
                    index += 1
                }
                comments.comment(CommentSpan(start: start, contentStart: start + 2, contentEnd: index))
            case UInt8(ascii: "/") where index + 1 < end && buffer[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                var closed = false
                while index < end {
                    if buffer[index] == UInt8(ascii: "*"), index + 1 < end, buffer[index + 1] == UInt8(ascii: "/") {
                        closed = true
                        break
                    }
                    index += 1
                }
                let contentEnd = index
                index = closed ? index + 2 : end
                let span = CommentSpan(start: start, contentStart: start + 2, contentEnd: contentEnd)
                comments.comment(span)
                if !closed { return span }
            default:
                comments.end()
                return nil
            }
        }
        comments.end()
        return nil
    }

    // MARK: Strings

    /// Reads an unquoted string at `index` (which must hold an unquoted character).
    mutating func scanUnquotedString() -> ScannedString {
        let start = index
        while index < end, Self.isUnquotedCharacter(buffer[index]) { index += 1 }
        return ScannedString(text: makeString(start, index), start: start, end: index)
    }

    /// The problems an escape sequence can have, reported through the callback with their offset.
    enum EscapeProblem {
        case emptyUnicodeEscape
        case unpairedSurrogate(UInt16)
    }

    /// Reads a quoted string whose opening quote is at `index`. Returns `nil` when no closing quote
    /// is found (the cursor is then left at the end); `unterminatedEscape` tells whether the input
    /// ended right after a backslash.
    /// With `interned`, the text is made by the cursor's interner (the same string for the same
    /// bytes), when it has one. A string without escapes of at least `verbatimFrom` bytes is
    /// returned unmade (``ScannedString/isVerbatim``): its text is its bytes as written.
    mutating func scanQuotedString(
        interned: Bool = false, verbatimFrom verbatimLength: Int = .max, unterminatedEscape: inout Bool,
        problem: (EscapeProblem, Int) -> Void
    ) -> ScannedString? {
        let start = index
        let quote = buffer[index]
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        index = ByteSearch.firstIndex(of: quote, UInt8(ascii: "\\"), in: buffer, from: index, to: end)
        guard index < end else { return nil }
        if buffer[index] == quote {
            if index - contentStart >= verbatimLength {
                index += 1
                return ScannedString(text: "", start: start, end: index, isVerbatim: true)
            }
            let text = interned ? makeInternedString(contentStart, index) : makeString(contentStart, index)
            index += 1
            return ScannedString(text: text, start: start, end: index)
        }
        // Slow path: copy into the scratch buffer, decoding escapes.
        scratch.removeAll(keepingCapacity: true)
        var mark = contentStart
        while index < end {
            index = ByteSearch.firstIndex(of: quote, UInt8(ascii: "\\"), in: buffer, from: index, to: end)
            guard index < end else { break }
            let byte = buffer[index]
            if byte == quote {
                appendSource(mark, index)
                let text = interned && interner != nil
                    ? scratch.withUnsafeBufferPointer { interner!.string($0) } : String(decoding: scratch, as: UTF8.self)
                index += 1
                return ScannedString(text: text, start: start, end: index)
            }
            appendSource(mark, index)
            let escapeStart = index
            index += 1
            guard index < end else {
                unterminatedEscape = true
                return nil
            }
            decodeEscape(escapeStart: escapeStart, problem: problem)
            mark = index
        }
        return nil
    }

    private mutating func appendSource(_ from: Int, _ to: Int) {
        if from < to { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[from..<to])) }
    }

    /// Decodes the escape whose character is at `index` (just past the backslash).
    private mutating func decodeEscape(escapeStart: Int, problem: (EscapeProblem, Int) -> Void) {
        let character = buffer[index]
        index += 1
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits in all, kept in a byte as CoreFoundation does (so it wraps),
            // naming a NeXTSTEP Latin character.
            var number = character - UInt8(ascii: "0")
            var digits = 1
            while digits < 3, index < end, buffer[index] >= UInt8(ascii: "0"), buffer[index] <= UInt8(ascii: "7") {
                number = number &<< 3 &+ (buffer[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            appendUTF8(NeXTSTEPLatin.scalar(for: number), to: &scratch)
        case UInt8(ascii: "U"):
            let unit = readHexDigits()
            if unit.digits == 0 { problem(.emptyUnicodeEscape, escapeStart) }
            appendUTF16Unit(unit.value, escapeStart: escapeStart, problem: problem)
        case UInt8(ascii: "a"): scratch.append(0x07)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "v"): scratch.append(0x0B)
        default:
            // Any other escaped character stands for itself: copy its whole UTF-8 sequence.
            let sequenceEnd = min(end, index - 1 + utf8SequenceLength(lead: character))
            scratch.append(character)
            while index < sequenceEnd { scratch.append(buffer[index]); index += 1 }
        }
    }

    /// Up to four hexadecimal digits, as CoreFoundation reads after `\U`.
    private mutating func readHexDigits() -> (value: UInt16, digits: Int) {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < end, let digit = XMLByte.hexadecimalDigit(buffer[index]) {
            value = value << 4 | UInt16(digit)
            index += 1
            digits += 1
        }
        return (value, digits)
    }

    /// Appends a UTF-16 code unit from a `\U` escape, joining a high surrogate with a `\U` low
    /// surrogate right after it, as CoreFoundation's UTF-16 string does.
    private mutating func appendUTF16Unit(_ unit: UInt16, escapeStart: Int, problem: (EscapeProblem, Int) -> Void) {
        if unit & 0xFC00 == 0xD800 {
            let save = index
            if index + 1 < end, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "U") {
                index += 2
                let low = readHexDigits()
                if low.value & 0xFC00 == 0xDC00 {
                    let scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(low.value & 0x3FF))
                    appendUTF8(scalar, to: &scratch)
                    return
                }
                index = save
            }
            problem(.unpairedSurrogate(unit), escapeStart)
            appendUTF8(0xFFFD, to: &scratch)
        } else if unit & 0xFC00 == 0xDC00 {
            problem(.unpairedSurrogate(unit), escapeStart)
            appendUTF8(0xFFFD, to: &scratch)
        } else {
            appendUTF8(UInt32(unit), to: &scratch)
        }
    }

    @inline(__always)
    private func utf8SequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// A `String` from bytes of the (already validated) UTF-8 buffer.
    @inline(__always)
    func makeString(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
    }

    /// ``makeString(_:_:)`` through the interner, when there is one.
    func makeInternedString(_ from: Int, _ to: Int) -> String {
        guard let interner else { return makeString(from, to) }
        return interner.string(UnsafeBufferPointer(rebasing: buffer[from..<to]))
    }

    // MARK: Recovery

    /// Moves to the start of the next line, where the parser resumes after a mistake; or to
    /// `stopper` if it comes first on this line (the `}` that closes a table).
    mutating func skipToNextLine(stoppingBefore stopper: UInt8? = nil) {
        while index < end {
            let byte = buffer[index]
            if byte == stopper { return }
            index += 1
            if byte == 0x0A { return }
            if byte == 0x0D {
                if index < end, buffer[index] == 0x0A { index += 1 }
                return
            }
        }
    }

    /// Skips stray text where a key should start: the characters that cannot start a key, then
    /// resumes at a quoted key later on the same line if there is one, else on the next line.
    mutating func skipStrayText(stoppingBefore stopper: UInt8?) {
        while index < end {
            let byte = buffer[index]
            if byte == stopper || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquotedCharacter(byte)
                || isASCIISpace(byte) || byte >= 0x80
            {
                break
            }
            index += 1
        }
        var lookahead = index
        while lookahead < end, buffer[lookahead] == 0x20 || buffer[lookahead] == 0x09 { lookahead += 1 }
        if lookahead < end, buffer[lookahead] == UInt8(ascii: "\"") || buffer[lookahead] == UInt8(ascii: "'") || buffer[lookahead] == stopper {
            index = lookahead
        } else {
            skipToNextLine(stoppingBefore: stopper)
        }
    }

    /// The start of the line after the one holding `offset`.
    func startOfLine(after offset: Int) -> Int {
        var position = offset
        while position < end {
            let byte = buffer[position]
            position += 1
            if byte == 0x0A { return position }
            if byte == 0x0D { return position < end && buffer[position] == 0x0A ? position + 1 : position }
        }
        return end
    }

    /// Whether the bytes between two offsets hold a line break.
    func containsLineBreak(_ from: Int, _ to: Int) -> Bool {
        var position = from
        while position < to {
            if buffer[position] == 0x0A || buffer[position] == 0x0D { return true }
            position += 1
        }
        return false
    }

    /// A short quotation of the character at `offset` for messages: `'='`, `'»'`, or "the end of the file".
    func describeCharacter(at offset: Int) -> String {
        guard offset < end else { return "the end of the file" }
        let length = min(end - offset, utf8SequenceLength(lead: buffer[offset]))
        let text = makeString(offset, offset + length)
        switch text {
        case "\"": return "'\"'"
        case "'": return "\"'\""
        default: return "'\(text)'"
        }
    }
}
