/// Swift string literals: `"…"`, multi-line `"""…"""`, raw `#"…"#`, and `\( … )` interpolations.
extension SourceLexer {
    /// Lexes a Swift string literal whose (first) opening quote is at `position`; `start` is the
    /// offset of its first `#` for a raw string.
    ///
    /// A single-line string ends at an unescaped line break (unterminated). Escapes need as many
    /// `#` as the delimiter (`\#n` in `#"…"#`). An interpolation's tokens are lexed recursively
    /// and appended after the string's token; in a single-line string a line break inside the
    /// interpolation ends the string, as in the Swift compiler.
    mutating func lexSwiftString(start: Int, hashes: Int, depth: Int) {
        let quote = position
        let isMultiline = peek(quote + 1) == Byte.quote && peek(quote + 2) == Byte.quote
        if !isMultiline, readsPlainLiteralsAtOnce, lexPlainSwiftString(start: start, hashes: hashes) { return }
        let literalIndex = output.literals.count
        output.literals.append(StringLiteral(quoteOffset: quote, segments: [], interpolations: [], tokenEnd: 0, isTerminated: false))
        let tokenIndex = output.tokens.count
        emit(.string, from: start, to: start, literal: literalIndex)
        position = quote + (isMultiline ? 3 : 1)

        var textRanges: [Range<Int>] = []
        var interpolations: [Interpolation] = []
        var segmentStart = position
        var closingDelimiter = -1
        scan: while position < end {
            let byte = buffer[position]
            if byte == Byte.backslash {
                guard let escaped = escapeCharacterOffset(afterBackslashAt: position, hashes: hashes, limit: end) else {
                    position += 1
                    continue
                }
                let character = buffer[escaped]
                if character == Byte.openParenthesis, depth < Self.maximumInterpolationDepth {
                    textRanges.append(segmentStart..<position)
                    position = escaped + 1
                    let firstToken = output.tokens.count
                    let sourceStart = position
                    let stop = lexTokens(inInterpolation: true, stopAtNewline: !isMultiline, depth: depth + 1)
                    let sourceEnd = stop == .closed ? position - 1 : position
                    interpolations.append(Interpolation(tokens: firstToken..<output.tokens.count, source: sourceStart..<max(sourceStart, sourceEnd)))
                    segmentStart = position
                    if stop != .closed { break scan }
                    continue
                }
                // A line break after `\` is a continuation (multi-line) or ends the string (single-line).
                position = character == Byte.lineFeed || character == Byte.carriageReturn ? escaped : escaped + 1
                continue
            }
            if byte == Byte.quote {
                let delimiterLength = isMultiline ? 3 : 1
                if isMultiline, peek(position + 1) != Byte.quote || peek(position + 2) != Byte.quote {
                    position += 1
                    continue
                }
                if let after = afterHashes(hashes, from: position + delimiterLength) {
                    closingDelimiter = position
                    position = after
                    break scan
                }
                position += 1
                continue
            }
            if !isMultiline, byte == Byte.lineFeed || byte == Byte.carriageReturn { break scan }
            position += 1
        }
        position = min(position, end)
        let textEnd = closingDelimiter >= 0 ? closingDelimiter : position
        textRanges.append(segmentStart..<max(segmentStart, textEnd))

        let segments: [String]
        if isMultiline {
            segments = decodeMultilineSegments(textRanges, hashes: hashes, closingDelimiter: closingDelimiter)
        } else {
            segments = textRanges.map { decodeSwiftText($0, hashes: hashes, indentation: nil, atLineStart: false) }
        }
        output.literals[literalIndex] = StringLiteral(
            quoteOffset: quote, segments: segments, interpolations: interpolations, tokenEnd: output.tokens.count,
            isTerminated: closingDelimiter >= 0)
        output.tokens[tokenIndex].end = position
        newlineBefore = false
        spaceBefore = false
    }

    /// Lexes a single-line literal whose text holds no backslash and no line break (most
    /// literals: `"Localizable"`, `"cancel_label"`) at once: its text is its bytes, with no
    /// segment ranges gathered and no copy to decode escapes. Returns false, having read
    /// nothing, for any other literal (``lexSwiftString(start:hashes:depth:)`` reads it).
    mutating func lexPlainSwiftString(start: Int, hashes: Int) -> Bool {
        let textStart = position + 1
        var index = textStart
        while index < end {
            let byte = buffer[index]
            if byte == Byte.quote {
                if let after = afterHashes(hashes, from: index + 1) {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[textStart..<index]), as: UTF8.self)
                    let literalIndex = output.literals.count
                    output.literals.append(StringLiteral(
                        quoteOffset: position, segments: [text], interpolations: [], tokenEnd: output.tokens.count + 1, isTerminated: true))
                    emit(.string, from: start, to: after, literal: literalIndex)
                    position = after
                    return true
                }
            } else if byte == Byte.backslash || byte == Byte.lineFeed || byte == Byte.carriageReturn {
                return false
            }
            index += 1
        }
        return false
    }

    /// The offset of the character escaped by the `\` at `backslash` when it is followed by the
    /// delimiter's `#`s (`\#` in `#"…"#`), else nil (a plain backslash in a raw string).
    func escapeCharacterOffset(afterBackslashAt backslash: Int, hashes: Int, limit: Int) -> Int? {
        var index = backslash + 1
        var count = 0
        while count < hashes, index < limit, buffer[index] == Byte.hash {
            index += 1
            count += 1
        }
        return count == hashes && index < limit ? index : nil
    }

    /// Decodes the text of a multi-line literal: the content starts on the line after the
    /// opening `"""`, ends before the line break that precedes the closing `"""`, and loses on
    /// every line the closing delimiter's indentation.
    mutating func decodeMultilineSegments(_ ranges: [Range<Int>], hashes: Int, closingDelimiter: Int) -> [String] {
        var ranges = ranges
        guard let last = ranges.indices.last else { return [] }
        // The content starts after the opening line's line break.
        var contentStart = ranges[0].lowerBound
        while contentStart < ranges[0].upperBound, buffer[contentStart] != Byte.lineFeed, buffer[contentStart] != Byte.carriageReturn {
            contentStart += 1
        }
        if contentStart < ranges[0].upperBound {
            contentStart += buffer[contentStart] == Byte.carriageReturn && peek(contentStart + 1) == Byte.lineFeed ? 2 : 1
        } else {
            contentStart = ranges[0].lowerBound
        }
        // It ends before the line break that precedes the closing delimiter's indentation.
        var indentation: Range<Int>?
        var contentEnd = ranges[last].upperBound
        if closingDelimiter >= 0 {
            let floor = ranges[last].lowerBound
            var index = closingDelimiter
            while index > floor, buffer[index - 1] == Byte.space || buffer[index - 1] == Byte.tab { index -= 1 }
            if index > floor, buffer[index - 1] == Byte.lineFeed || buffer[index - 1] == Byte.carriageReturn {
                indentation = index..<closingDelimiter
                contentEnd = index - 1
                if buffer[contentEnd] == Byte.lineFeed, contentEnd > floor, buffer[contentEnd - 1] == Byte.carriageReturn { contentEnd -= 1 }
            }
        }
        ranges[0] = min(contentStart, ranges[0].upperBound)..<ranges[0].upperBound
        ranges[last] = ranges[last].lowerBound..<max(ranges[last].lowerBound, min(contentEnd, ranges[last].upperBound))
        return ranges.indices.map { index in
            decodeSwiftText(ranges[index], hashes: hashes, indentation: indentation, atLineStart: index == 0)
        }
    }

    /// Decodes escapes (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`; with the delimiter's
    /// `#`s in a raw string), line continuations and, for multi-line text, line breaks (each
    /// becomes `\n`) and indentation. An unknown escape keeps its backslash.
    mutating func decodeSwiftText(_ range: Range<Int>, hashes: Int, indentation: Range<Int>?, atLineStart: Bool) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        let stop = min(range.upperBound, end)
        var lineStart = atLineStart
        while index < stop {
            if lineStart {
                lineStart = false
                if let indentation {
                    var matched = indentation.lowerBound
                    while matched < indentation.upperBound, index < stop, buffer[index] == buffer[matched] {
                        index += 1
                        matched += 1
                    }
                    continue
                }
            }
            let byte = buffer[index]
            if byte == Byte.carriageReturn || byte == Byte.lineFeed {
                scratch.append(Byte.lineFeed)
                index += byte == Byte.carriageReturn && index + 1 < stop && buffer[index + 1] == Byte.lineFeed ? 2 : 1
                lineStart = true
                continue
            }
            if byte == Byte.backslash, let escaped = escapeCharacterOffset(afterBackslashAt: index, hashes: hashes, limit: stop),
                let next = decodeSwiftEscape(at: escaped, stop: stop)
            {
                index = next.index
                lineStart = next.continuesLine
                continue
            }
            scratch.append(byte)
            index += 1
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Appends the character an escape stands for; returns the offset after it, or nil when it
    /// is not an escape Swift knows. A backslash before trailing blanks and a line break joins
    /// the lines (`continuesLine`: the next line's indentation is still stripped).
    mutating func decodeSwiftEscape(at escaped: Int, stop: Int) -> (index: Int, continuesLine: Bool)? {
        let character = buffer[escaped]
        switch character {
        case UInt8(ascii: "n"): scratch.append(Byte.lineFeed)
        case UInt8(ascii: "t"): scratch.append(Byte.tab)
        case UInt8(ascii: "r"): scratch.append(Byte.carriageReturn)
        case UInt8(ascii: "0"): scratch.append(0)
        case Byte.backslash, Byte.quote, Byte.apostrophe: scratch.append(character)
        case UInt8(ascii: "u"):
            guard escaped + 1 < stop, buffer[escaped + 1] == Byte.openBrace else { return nil }
            var index = escaped + 2
            var value: UInt32 = 0
            var digits = 0
            while index < stop, digits < 8, let digit = Byte.hexValue(buffer[index]) {
                value = value << 4 | digit
                digits += 1
                index += 1
            }
            guard digits > 0, index < stop, buffer[index] == Byte.closeBrace else { return nil }
            appendScalar(value)
            return (index + 1, false)
        case Byte.space, Byte.tab, Byte.lineFeed, Byte.carriageReturn:
            var index = escaped
            while index < stop, buffer[index] == Byte.space || buffer[index] == Byte.tab { index += 1 }
            guard index < stop, buffer[index] == Byte.lineFeed || buffer[index] == Byte.carriageReturn else { return nil }
            index += buffer[index] == Byte.carriageReturn && index + 1 < stop && buffer[index + 1] == Byte.lineFeed ? 2 : 1
            return (index, true)
        default:
            return nil
        }
        return (escaped + 1, false)
    }

    /// Appends a scalar's UTF-8 (U+FFFD for a value that is not one).
    mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        scratch.append(contentsOf: String(Character(scalar)).utf8)
    }
}
