/// A pull tokenizer for XML over UTF-8 bytes.
///
/// ```swift
/// var scanner = XMLScanner(bytes: decoded.bytes, from: decoded.contentStart)
/// do {
///     while let event = try scanner.next() {
///         if case let .startTag(tag) = event, scanner.bytes(in: tag.nameRange, equal: "accessibility"),
///            let label = scanner.attribute(named: "label", of: tag) {
///             print(scanner.value(of: label), "at byte", label.valueOffset)
///         }
///     }
/// } catch {
///     print(error.problem.message, "at byte", error.offset)
/// }
/// ```
///
/// The scanner works on bytes and byte offsets only; it builds a `String` only when asked for
/// one. It skips the XML declaration, processing instructions and comments outside the root
/// element, and a `<!DOCTYPE …>` declaration with or without an internal subset (whose entity
/// declarations are not read: only XML's five predefined entities and character references are
/// known).
///
/// It checks well-formedness as it goes and stops at the first problem: ``next()`` throws an
/// ``XMLSyntaxError`` with the problem and its byte offset, and throws the same error again on
/// every later call. Nesting is limited to ``maximumDepth`` elements; nothing recurses, and no
/// truncation of the input makes it read past the end.
///
/// Not checked (Apple's property-list parser does not check them either): `--` inside comments,
/// `]]>` in text, control characters, and whether names use only XML's name characters beyond
/// ASCII.
public struct XMLScanner: Sendable {
    /// The default limit on the depth of nested elements.
    public static let defaultMaximumDepth = 512

    /// The document, as UTF-8.
    public let bytes: [UInt8]
    /// Where the document starts (after a byte order mark).
    public let start: Int
    /// The deepest nesting of elements the scanner accepts.
    public let maximumDepth: Int
    /// Whether text turns `\r\n` and a lone `\r` into `\n`, as XML requires. Apple's property
    /// list parser keeps them, so the property list reader turns this off.
    public let normalizesLineEnds: Bool

    private var position: Int
    private var openElements: [OpenElement] = []
    private var attributeBuffer: [XMLAttribute] = []
    private var phase = Phase.prolog
    private var sawDoctype = false
    private var failure: XMLSyntaxError?

    private struct OpenElement: Sendable {
        let nameRange: Range<Int>
        let offset: Int
    }

    private enum Phase: Sendable {
        /// Before the root element.
        case prolog
        /// Inside the root element.
        case root
        /// After the root element.
        case epilog
        /// After the end of the input.
        case finished
    }

    private enum Step {
        case event(XMLEvent)
        case end
        case failure(XMLSyntaxError)
    }

    /// - Parameters:
    ///   - bytes: the document as UTF-8 (see ``TextDecoder``).
    ///   - start: the offset where the document starts, e.g. 3 after a UTF-8 byte order mark.
    ///   - maximumDepth: the deepest nesting of elements to accept.
    ///   - normalizesLineEnds: whether text reads `\r\n` and `\r` as `\n`.
    public init(
        bytes: [UInt8], from start: Int = 0, maximumDepth: Int = XMLScanner.defaultMaximumDepth, normalizesLineEnds: Bool = true
    ) {
        self.bytes = bytes
        self.normalizesLineEnds = normalizesLineEnds
        self.start = max(0, min(start, bytes.count))
        self.maximumDepth = max(1, maximumDepth)
        self.position = self.start
        openElements.reserveCapacity(32)
        attributeBuffer.reserveCapacity(8)
    }

    /// The offset where the next event starts.
    public var offset: Int { position }

    /// The next event, or `nil` at the end of a well-formed document.
    ///
    /// - Throws: the first well-formedness problem, with its offset; then the same error on every
    ///   later call.
    public mutating func next() throws(XMLSyntaxError) -> XMLEvent? {
        if let failure { throw failure }
        if phase == .finished { return nil }
        let bytes = self.bytes
        let step = bytes.withUnsafeBufferPointer { buffer in scan(buffer) }
        switch step {
        case let .event(event):
            return event
        case .end:
            phase = .finished
            return nil
        case let .failure(error):
            failure = error
            throw error
        }
    }

    // MARK: Access to names and values

    /// The raw bytes of `range` as a string (for names; values need ``value(of:)`` or ``text(of:)``).
    public func string(in range: Range<Int>) -> String {
        XMLValueDecoding.string(bytes, range, mode: .cdata, needsDecoding: false)
    }

    /// The name of a start tag's element.
    public func name(of tag: XMLStartTag) -> String { string(in: tag.nameRange) }

    /// The name of an end tag's element.
    public func name(of tag: XMLEndTag) -> String { string(in: tag.nameRange) }

    /// The name of an attribute.
    public func name(of attribute: XMLAttribute) -> String { string(in: attribute.nameRange) }

    /// The value of an attribute, with references decoded and whitespace normalized.
    public func value(of attribute: XMLAttribute) -> String {
        XMLValueDecoding.string(bytes, attribute.valueRange, mode: .attributeValue, needsDecoding: attribute.needsDecoding)
    }

    /// The characters of a text event, with references decoded and line ends normalized.
    public func text(of text: XMLText) -> String {
        XMLValueDecoding.string(bytes, text.range, mode: textMode(of: text), needsDecoding: text.needsDecoding)
    }

    /// Appends the decoded UTF-8 bytes of a text event to `output` (to join the pieces of an
    /// element's text without building a string for each).
    public func appendDecodedBytes(of text: XMLText, to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            XMLValueDecoding.append(buffer, text.range, mode: textMode(of: text), to: &output)
        }
    }

    private func textMode(of text: XMLText) -> XMLValueDecoding.Mode {
        switch (text.kind, normalizesLineEnds) {
        case (.cdata, true): .cdata
        case (.cdata, false): .literal
        case (.characters, true): .text
        case (.characters, false): .textKeepingLineEnds
        }
    }

    /// Whether the bytes of `range` are exactly `literal` (an ASCII name such as `"string"`).
    public func bytes(in range: Range<Int>, equal literal: StaticString) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count,
            range.count == literal.utf8CodeUnitCount
        else { return false }
        return bytes.withUnsafeBufferPointer { ByteSearch.hasLiteral(literal, in: $0, at: range.lowerBound, end: range.upperBound) }
    }

    /// The attribute of `tag` named `literal`, if it has one.
    public func attribute(named literal: StaticString, of tag: XMLStartTag) -> XMLAttribute? {
        tag.attributes.first { bytes(in: $0.nameRange, equal: literal) }
    }

    /// The line and column of an offset (builds a line table; meant for messages about problems).
    func sourcePosition(ofOffset offset: Int) -> SourcePosition {
        LineTable(bytes: bytes, firstLineStart: start).position(ofOffset: offset)
    }

    // MARK: Scanning

    private mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        let count = buffer.count
        while true {
            guard position < count else { return endOfInput(buffer) }
            if buffer[position] != XMLByte.lessThan {
                if phase == .root { return scanText(buffer) }
                var index = position
                while index < count, XMLByte.isWhitespace(buffer[index]) { index += 1 }
                if index < count, buffer[index] != XMLByte.lessThan {
                    return fail(phase == .prolog ? .textBeforeRootElement : .contentAfterRootElement, at: index)
                }
                position = index
                continue
            }
            let markup = position
            guard markup + 1 < count else { return fail(.unterminatedTag(name: nil), at: markup) }
            switch buffer[markup + 1] {
            case XMLByte.slash:
                return scanEndTag(buffer)
            case XMLByte.questionMark:
                guard let close = find(XMLByte.questionMark, XMLByte.greaterThan, in: buffer, from: markup + 2) else {
                    return fail(.unterminatedProcessingInstruction, at: markup)
                }
                position = close + 2
                if phase == .root { return .event(.processingInstruction(offset: markup)) }
            case XMLByte.exclamationMark:
                if let step = scanMarkupDeclaration(buffer) { return step }
            default:
                return scanStartTag(buffer)
            }
        }
    }

    private func endOfInput(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        if let open = openElements.last {
            return fail(
                .unclosedElement(name: string(in: open.nameRange), openedAt: sourcePosition(ofOffset: open.offset)),
                at: buffer.count)
        }
        if phase == .prolog { return fail(.missingRootElement, at: buffer.count) }
        return .end
    }

    /// Character data up to the next `<` (or the end), checking every reference in it.
    private mutating func scanText(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        let count = buffer.count
        let textStart = position
        var index = position
        var needsDecoding = false
        var isWhitespace = true
        while index < count {
            let byte = buffer[index]
            if byte == XMLByte.lessThan { break }
            if byte == XMLByte.ampersand {
                switch XMLEntityReference.read(buffer, at: index, end: count) {
                case let .scalar(_, end):
                    index = end
                    needsDecoding = true
                    isWhitespace = false
                    continue
                case let .invalid(problem):
                    return fail(problem, at: index)
                case .truncated:
                    return fail(.unescapedAmpersand, at: index)
                }
            }
            if byte == XMLByte.carriageReturn {
                needsDecoding = true
            } else if isWhitespace, byte != XMLByte.space, byte != XMLByte.lineFeed, byte != XMLByte.tab {
                isWhitespace = false
            }
            index += 1
        }
        position = index
        return .event(.text(XMLText(range: textStart..<index, kind: .characters, needsDecoding: needsDecoding, isWhitespace: isWhitespace)))
    }

    /// `<!--…-->`, `<![CDATA[…]]>` or `<!DOCTYPE…>`. Returns `nil` after skipping something that
    /// has no event.
    private mutating func scanMarkupDeclaration(_ buffer: UnsafeBufferPointer<UInt8>) -> Step? {
        let markup = position
        switch match("<!--", in: buffer, at: markup) {
        case .match:
            guard let close = findCommentEnd(in: buffer, from: markup + 4) else { return fail(.unterminatedComment, at: markup) }
            position = close + 3
            return phase == .root ? .event(.comment(offset: markup)) : nil
        case .truncated:
            return fail(.unterminatedComment, at: markup)
        case .mismatch:
            break
        }
        switch match("<![CDATA[", in: buffer, at: markup) {
        case .match:
            guard phase == .root else {
                return fail(phase == .prolog ? .textBeforeRootElement : .contentAfterRootElement, at: markup)
            }
            return scanCDATA(buffer)
        case .truncated:
            return fail(.unterminatedCDATA, at: markup)
        case .mismatch:
            break
        }
        switch match("<!DOCTYPE", in: buffer, at: markup) {
        case .match:
            guard phase == .prolog, !sawDoctype else { return fail(.misplacedDoctype, at: markup) }
            sawDoctype = true
            guard let end = doctypeEnd(in: buffer, from: markup + 9) else { return fail(.unterminatedDoctype, at: markup) }
            position = end
            return nil
        case .truncated:
            return fail(.unterminatedDoctype, at: markup)
        case .mismatch:
            return fail(.invalidMarkupDeclaration, at: markup)
        }
    }

    private mutating func scanCDATA(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        let count = buffer.count
        let markup = position
        let contentStart = markup + 9
        var index = contentStart
        var needsDecoding = false
        var isWhitespace = true
        while index + 2 < count {
            let byte = buffer[index]
            if byte == XMLByte.rightBracket, buffer[index + 1] == XMLByte.rightBracket, buffer[index + 2] == XMLByte.greaterThan {
                position = index + 3
                return .event(.text(XMLText(range: contentStart..<index, kind: .cdata, needsDecoding: needsDecoding, isWhitespace: isWhitespace)))
            }
            if byte == XMLByte.carriageReturn {
                needsDecoding = true
            } else if isWhitespace, byte != XMLByte.space, byte != XMLByte.lineFeed, byte != XMLByte.tab {
                isWhitespace = false
            }
            index += 1
        }
        return fail(.unterminatedCDATA, at: markup)
    }

    /// The offset after the `>` that ends a document type declaration, skipping quoted literals
    /// and an internal subset `[…]` with the comments and declarations in it.
    private func doctypeEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = buffer.count
        var index = start
        var inInternalSubset = false
        while index < count {
            let byte = buffer[index]
            switch byte {
            case XMLByte.quotationMark, XMLByte.apostrophe:
                var close = index + 1
                while close < count, buffer[close] != byte { close += 1 }
                guard close < count else { return nil }
                index = close + 1
                continue
            case XMLByte.lessThan where inInternalSubset:
                if case .match = match("<!--", in: buffer, at: index) {
                    guard let close = findCommentEnd(in: buffer, from: index + 4) else { return nil }
                    index = close + 3
                    continue
                }
                if index + 1 < count, buffer[index + 1] == XMLByte.questionMark {
                    guard let close = find(XMLByte.questionMark, XMLByte.greaterThan, in: buffer, from: index + 2) else { return nil }
                    index = close + 2
                    continue
                }
            case XMLByte.leftBracket where !inInternalSubset:
                inInternalSubset = true
            case XMLByte.rightBracket where inInternalSubset:
                inInternalSubset = false
            case XMLByte.greaterThan where !inInternalSubset:
                return index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private mutating func scanStartTag(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        let count = buffer.count
        let tagStart = position
        var index = tagStart + 1
        guard XMLByte.isNameStart(buffer[index]) else { return fail(.unescapedLessThan, at: tagStart) }
        if phase == .epilog { return fail(.contentAfterRootElement, at: tagStart) }
        let nameStart = index
        index += 1
        while index < count, XMLByte.isNameCharacter(buffer[index]) { index += 1 }
        let nameRange = nameStart..<index
        attributeBuffer.removeAll(keepingCapacity: true)
        var isSelfClosing = false
        while true {
            var sawSpace = false
            while index < count, XMLByte.isWhitespace(buffer[index]) {
                index += 1
                sawSpace = true
            }
            guard index < count else { return fail(.unterminatedTag(name: string(in: nameRange)), at: tagStart) }
            let byte = buffer[index]
            if byte == XMLByte.greaterThan {
                index += 1
                break
            }
            if byte == XMLByte.slash {
                guard index + 1 < count else { return fail(.unterminatedTag(name: string(in: nameRange)), at: tagStart) }
                guard buffer[index + 1] == XMLByte.greaterThan else {
                    return fail(.unexpectedCharacterInTag(character: XMLByte.describe(byte), tag: string(in: nameRange)), at: index)
                }
                index += 2
                isSelfClosing = true
                break
            }
            guard XMLByte.isNameStart(byte) else {
                return fail(.unexpectedCharacterInTag(character: XMLByte.describe(byte), tag: string(in: nameRange)), at: index)
            }
            guard sawSpace else { return fail(.missingSpaceBetweenAttributes(tag: string(in: nameRange)), at: index) }
            if let failure = scanAttribute(buffer, at: &index, tagStart: tagStart, tagName: nameRange) { return failure }
        }
        let tag = XMLStartTag(
            offset: tagStart, nameRange: nameRange, attributes: attributeBuffer, isSelfClosing: isSelfClosing, endOffset: index)
        if isSelfClosing {
            if openElements.isEmpty { phase = .epilog }
        } else {
            guard openElements.count < maximumDepth else { return fail(.nestingTooDeep(limit: maximumDepth), at: tagStart) }
            openElements.append(OpenElement(nameRange: nameRange, offset: tagStart))
            phase = .root
        }
        position = index
        return .event(.startTag(tag))
    }

    /// One `name="value"` at `index` (a name start), appended to ``attributeBuffer``; returns the
    /// failure if the attribute is broken.
    private mutating func scanAttribute(
        _ buffer: UnsafeBufferPointer<UInt8>, at index: inout Int, tagStart: Int, tagName: Range<Int>
    ) -> Step? {
        let count = buffer.count
        let nameStart = index
        index += 1
        while index < count, XMLByte.isNameCharacter(buffer[index]) { index += 1 }
        let nameRange = nameStart..<index
        while index < count, XMLByte.isWhitespace(buffer[index]) { index += 1 }
        guard index < count else { return fail(.unterminatedTag(name: string(in: tagName)), at: tagStart) }
        guard buffer[index] == XMLByte.equals else { return fail(.attributeWithoutValue(name: string(in: nameRange)), at: nameStart) }
        index += 1
        while index < count, XMLByte.isWhitespace(buffer[index]) { index += 1 }
        guard index < count else { return fail(.unterminatedTag(name: string(in: tagName)), at: tagStart) }
        let quote = buffer[index]
        guard quote == XMLByte.quotationMark || quote == XMLByte.apostrophe else {
            return fail(.unquotedAttributeValue(name: string(in: nameRange)), at: index)
        }
        let quoteOffset = index
        index += 1
        let valueStart = index
        var needsDecoding = false
        while true {
            guard index < count else { return fail(.unterminatedAttributeValue(attribute: string(in: nameRange)), at: quoteOffset) }
            let byte = buffer[index]
            if byte == quote { break }
            if byte < XMLByte.equals {  // One test keeps the common bytes on the fast path.
                if byte == XMLByte.lessThan {
                    return fail(.lessThanInAttributeValue(attribute: string(in: nameRange)), at: index)
                }
                if byte == XMLByte.ampersand {
                    switch XMLEntityReference.read(buffer, at: index, end: count) {
                    case let .scalar(_, end):
                        index = end
                        needsDecoding = true
                        continue
                    case let .invalid(problem):
                        return fail(problem, at: index)
                    case .truncated:
                        return fail(.unterminatedAttributeValue(attribute: string(in: nameRange)), at: quoteOffset)
                    }
                }
                if byte == XMLByte.tab || byte == XMLByte.lineFeed || byte == XMLByte.carriageReturn { needsDecoding = true }
            }
            index += 1
        }
        let valueRange = valueStart..<index
        index += 1
        for existing in attributeBuffer where sameBytes(buffer, existing.nameRange, nameRange) {
            return fail(.duplicateAttribute(name: string(in: nameRange), tag: string(in: tagName)), at: nameStart)
        }
        attributeBuffer.append(XMLAttribute(nameRange: nameRange, valueRange: valueRange, needsDecoding: needsDecoding))
        return nil
    }

    private mutating func scanEndTag(_ buffer: UnsafeBufferPointer<UInt8>) -> Step {
        let count = buffer.count
        let tagStart = position
        var index = tagStart + 2
        guard index < count else { return fail(.unterminatedTag(name: nil), at: tagStart) }
        guard XMLByte.isNameStart(buffer[index]) else {
            return fail(.unexpectedCharacterInTag(character: XMLByte.describe(buffer[index]), tag: "/"), at: index)
        }
        let nameStart = index
        index += 1
        while index < count, XMLByte.isNameCharacter(buffer[index]) { index += 1 }
        let nameRange = nameStart..<index
        while index < count, XMLByte.isWhitespace(buffer[index]) { index += 1 }
        guard index < count else { return fail(.unterminatedTag(name: "/" + string(in: nameRange)), at: tagStart) }
        guard buffer[index] == XMLByte.greaterThan else {
            return fail(.unexpectedCharacterInTag(character: XMLByte.describe(buffer[index]), tag: "/" + string(in: nameRange)), at: index)
        }
        index += 1
        guard let open = openElements.last else {
            return fail(phase == .epilog ? .contentAfterRootElement : .unexpectedEndTag(name: string(in: nameRange)), at: tagStart)
        }
        guard sameBytes(buffer, open.nameRange, nameRange) else {
            return fail(
                .mismatchedEndTag(
                    found: string(in: nameRange), expected: string(in: open.nameRange),
                    openedAt: sourcePosition(ofOffset: open.offset)),
                at: tagStart)
        }
        openElements.removeLast()
        if openElements.isEmpty { phase = .epilog }
        position = index
        return .event(.endTag(XMLEndTag(offset: tagStart, nameRange: nameRange)))
    }

    // MARK: Helpers

    private func fail(_ problem: XMLProblem, at offset: Int) -> Step {
        .failure(XMLSyntaxError(problem, at: offset))
    }

    private enum LiteralMatch {
        case match
        /// The input ends while it still matches.
        case truncated
        case mismatch
    }

    private func match(_ literal: StaticString, in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> LiteralMatch {
        literal.withUTF8Buffer { expected in
            var index = 0
            while index < expected.count {
                guard offset + index < buffer.count else { return .truncated }
                if buffer[offset + index] != expected[index] { return .mismatch }
                index += 1
            }
            return .match
        }
    }

    /// The offset of the first `first` immediately followed by `second`, from `start` on.
    private func find(_ first: UInt8, _ second: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 1 < buffer.count {
            if buffer[index] == first, buffer[index + 1] == second { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first `-->` from `start` on.
    private func findCommentEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 2 < buffer.count {
            if buffer[index] == XMLByte.hyphen, buffer[index + 1] == XMLByte.hyphen, buffer[index + 2] == XMLByte.greaterThan {
                return index
            }
            index += 1
        }
        return nil
    }

    private func sameBytes(_ buffer: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        var offset = 0
        while offset < first.count {
            if buffer[first.lowerBound + offset] != buffer[second.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }
}
