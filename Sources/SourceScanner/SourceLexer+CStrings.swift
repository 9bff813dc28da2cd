/// Objective-C and C string literals: `@"…"`, `"…"`, `L"…"`, adjacent literals joined, and
/// Objective-C++ raw literals `R"x(…)x"`.
extension SourceLexer {
    /// Lexes a literal whose opening quote is at `position` (`start` is its `@` or prefix), and
    /// every literal adjacent to it: `@"a" @"b"`, `"a" "b"`, `@"a" "b"` are one literal, even
    /// across comments and lines. A line break ends an unterminated piece; `\` before a line
    /// break continues it.
    mutating func lexCString(start: Int) {
        let quote = position
        var pieces: [Range<Int>] = []
        var isTerminated = true
        while true {
            position += 1
            let contentStart = position
            while position < end {
                let byte = buffer[position]
                if byte == Byte.backslash {
                    position += peek(position + 1) == Byte.carriageReturn && peek(position + 2) == Byte.lineFeed ? 3 : 2
                    continue
                }
                if byte == Byte.quote || byte == Byte.lineFeed || byte == Byte.carriageReturn { break }
                position += 1
            }
            position = min(position, end)
            pieces.append(contentStart..<position)
            guard position < end, buffer[position] == Byte.quote else {
                isTerminated = false
                break
            }
            position += 1
            let next = positionAfterTrivia(from: position)
            if peek(next) == Byte.quote {
                position = next
            } else if peek(next) == Byte.at, peek(next + 1) == Byte.quote {
                position = next + 1
            } else {
                break
            }
        }
        scratch.removeAll(keepingCapacity: true)
        for piece in pieces { decodeCText(piece) }
        appendLiteral(start: start, quote: quote, text: String(decoding: scratch, as: UTF8.self), isTerminated: isTerminated)
    }

    /// `R"delimiter(…)delimiter"` (a delimiter of at most 16 characters); the text is taken as
    /// written. Without a valid delimiter the literal is an ordinary one.
    mutating func lexRawCString(start: Int) {
        let quote = position
        var index = quote + 1
        while index < end, index - quote <= 17, buffer[index] != Byte.openParenthesis {
            let byte = buffer[index]
            guard byte > 0x20, byte != Byte.backslash, byte != Byte.closeParenthesis, byte != Byte.quote else { break }
            index += 1
        }
        guard index < end, buffer[index] == Byte.openParenthesis, index - quote <= 17 else {
            lexCString(start: start)
            return
        }
        let delimiter = (quote + 1)..<index
        let contentStart = index + 1
        var contentEnd = end
        var search = contentStart
        var isTerminated = false
        while search < end {
            if buffer[search] == Byte.closeParenthesis, matchesRawDelimiter(delimiter, at: search + 1) {
                contentEnd = search
                isTerminated = true
                break
            }
            search += 1
        }
        position = isTerminated ? min(contentEnd + 1 + delimiter.count + 1, end) : end
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[contentStart..<max(contentStart, contentEnd)]), as: UTF8.self)
        appendLiteral(start: start, quote: quote, text: text, isTerminated: isTerminated)
    }

    /// Whether `delimiter` followed by `"` is at `offset`.
    func matchesRawDelimiter(_ delimiter: Range<Int>, at offset: Int) -> Bool {
        var index = offset
        for delimiterIndex in delimiter {
            guard peek(index) == buffer[delimiterIndex] else { return false }
            index += 1
        }
        return peek(index) == Byte.quote
    }

    mutating func appendLiteral(start: Int, quote: Int, text: String, isTerminated: Bool) {
        let literalIndex = output.literals.count
        emit(.string, from: start, to: position, literal: literalIndex)
        output.literals.append(StringLiteral(
            quoteOffset: quote, segments: [text], interpolations: [], tokenEnd: output.tokens.count, isTerminated: isTerminated))
    }

    /// Appends a C literal's text with its escapes decoded: `\n \t \r \a \b \f \v \e \\ \" \' \?`,
    /// octal `\101`, hexadecimal `\x41`, `\u00E9`, `\U0001F600`, and `\` + line break (nothing).
    mutating func decodeCText(_ range: Range<Int>) {
        var index = range.lowerBound
        let stop = min(range.upperBound, end)
        while index < stop {
            let byte = buffer[index]
            guard byte == Byte.backslash, index + 1 < stop else {
                scratch.append(byte)
                index += 1
                continue
            }
            let character = buffer[index + 1]
            index += 2
            switch character {
            case UInt8(ascii: "n"): scratch.append(Byte.lineFeed)
            case UInt8(ascii: "t"): scratch.append(Byte.tab)
            case UInt8(ascii: "r"): scratch.append(Byte.carriageReturn)
            case UInt8(ascii: "a"): scratch.append(0x07)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "v"): scratch.append(0x0B)
            case UInt8(ascii: "e"): scratch.append(0x1B)
            case Byte.lineFeed:
                break
            case Byte.carriageReturn:
                if index < stop, buffer[index] == Byte.lineFeed { index += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(character - Byte.zero)
                var digits = 1
                while digits < 3, index < stop, buffer[index] >= Byte.zero, buffer[index] <= UInt8(ascii: "7") {
                    value = value << 3 | UInt32(buffer[index] - Byte.zero)
                    digits += 1
                    index += 1
                }
                scratch.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                var digits = 0
                while index < stop, let digit = Byte.hexValue(buffer[index]) {
                    if digits < 8 { value = value << 4 | digit }
                    digits += 1
                    index += 1
                }
                if digits == 0 {
                    scratch.append(character)
                } else {
                    scratch.append(UInt8(truncatingIfNeeded: value))
                }
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let wanted = character == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < wanted, index < stop, let digit = Byte.hexValue(buffer[index]) {
                    value = value << 4 | digit
                    digits += 1
                    index += 1
                }
                if digits == wanted {
                    appendScalar(value)
                } else {
                    scratch.append(character)
                }
            default:
                scratch.append(character)
            }
        }
    }
}
