/// Reads an XML property list into a ``PlistValue`` tree whose every node knows its byte offset.
///
/// It accepts what Apple's parser accepts: a missing `<?xml?>` declaration or DOCTYPE, a
/// `<plist>` without `version`, no `<plist>` at all (a bare root value), `<string/>`, `<true/>`,
/// `<true></true>`, `<dict/>`, whitespace and comments between elements, CDATA in strings,
/// a `<key>` where a value stands (read as a string), duplicate keys (the last wins, reported
/// as a warning).
///
/// Problems:
/// - XML that is not well-formed stops the reader at the first problem (see ``XMLScanner``);
///   the result then has no root, except for content after the root element, which Apple's
///   parser ignores (a warning).
/// - Property-list problems (a key without a value, an unknown element, an integer that is not
///   one, …) are errors, as Apple's parser rejects the file for them, but the reader goes on:
///   it leaves out the broken part and reads the rest, so that the other strings can still be
///   checked.
public enum XMLPlistReader {
    /// Reads the property list in `bytes` (UTF-8, e.g. ``DecodedText/bytes``) from `start`
    /// (e.g. ``DecodedText/contentStart``).
    public static func read(_ bytes: [UInt8], from start: Int = 0) -> PlistReadResult {
        var reader = Reader(scanner: XMLScanner(bytes: bytes, from: start, normalizesLineEnds: false))
        return reader.run()
    }

    /// Reads the property list in a decoded text file. The decoding problems of `text` are not
    /// repeated in the result; report them from ``DecodedText/diagnostics(file:lines:)``.
    public static func read(_ text: DecodedText) -> PlistReadResult {
        read(text.bytes, from: text.contentStart)
    }
}

/// The elements of the property-list format.
private enum PlistElement: Equatable {
    case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

    init?(_ scanner: XMLScanner, _ range: Range<Int>) {
        switch range.count {
        case 3 where scanner.bytes(in: range, equal: "key"): self = .key
        case 4 where scanner.bytes(in: range, equal: "dict"): self = .dict
        case 4 where scanner.bytes(in: range, equal: "data"): self = .data
        case 4 where scanner.bytes(in: range, equal: "date"): self = .date
        case 4 where scanner.bytes(in: range, equal: "real"): self = .real
        case 4 where scanner.bytes(in: range, equal: "true"): self = .true
        case 5 where scanner.bytes(in: range, equal: "array"): self = .array
        case 5 where scanner.bytes(in: range, equal: "plist"): self = .plist
        case 5 where scanner.bytes(in: range, equal: "false"): self = .false
        case 6 where scanner.bytes(in: range, equal: "string"): self = .string
        case 7 where scanner.bytes(in: range, equal: "integer"): self = .integer
        default: return nil
        }
    }

    var name: String {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        }
    }

    /// Whether the element holds other elements rather than text.
    var isContainer: Bool { self == .plist || self == .dict || self == .array }
}

/// One open element of the property list.
private struct Frame {
    let element: PlistElement
    let offset: Int
    let contentOffset: Int
    /// `<dict>`: the members so far, and a key still waiting for its value.
    var members: [PlistDictionary.Member] = []
    var pendingKey: (key: String, offset: Int)?
    /// `<array>`: the elements so far; `<plist>`: its one value.
    var elements: [PlistValue] = []
    /// Text elements: the first piece of text, and all pieces decoded once there is more than one.
    var firstText: XMLText?
    var textPieceCount = 0
    var joinedText: [UInt8] = []
    /// Whether a problem inside this element was already reported (once per element is enough).
    var reportedContentProblem = false
    /// The number of problems reported before this element started.
    let problemCountAtStart: Int

    init(element: PlistElement, offset: Int, contentOffset: Int, problemCountAtStart: Int) {
        self.element = element
        self.offset = offset
        self.contentOffset = contentOffset
        self.problemCountAtStart = problemCountAtStart
    }
}

private struct Reader {
    var scanner: XMLScanner
    var stack: [Frame] = []
    var root: PlistValue?
    var problems: [(problem: PlistProblem, offset: Int?)] = []
    /// The depth of an unknown or misplaced element being skipped with its content.
    var skipDepth = 0
    var lineTable: LineTable?

    init(scanner: XMLScanner) {
        self.scanner = scanner
    }

    mutating func run() -> PlistReadResult {
        while true {
            let event: XMLEvent?
            do {
                event = try scanner.next()
            } catch {
                report(.malformedXML(error.problem), at: error.offset)
                if error.problem.severity == .error { root = nil }
                break
            }
            guard let event else { break }
            if skipDepth > 0 {
                skip(event)
                continue
            }
            switch event {
            case let .startTag(tag): startElement(tag)
            case .endTag: endElement()
            case let .text(text): addText(text)
            case let .comment(offset), let .processingInstruction(offset): addComment(at: offset)
            }
        }
        return PlistReadResult(root: root, problems: problems, format: .xml)
    }

    // MARK: Events

    mutating func skip(_ event: XMLEvent) {
        switch event {
        case let .startTag(tag) where !tag.isSelfClosing: skipDepth += 1
        case .endTag: skipDepth -= 1
        default: break
        }
    }

    mutating func startElement(_ tag: XMLStartTag) {
        if let top = stack.last, !top.element.isContainer {
            reportOnce(.elementInsideValue(element: scanner.name(of: tag), container: top.element.name), at: tag.offset)
            skipContent(of: tag)
            return
        }
        guard let element = PlistElement(scanner, tag.nameRange) else {
            report(.unknownElement(name: scanner.name(of: tag)), at: tag.offset)
            skipContent(of: tag)
            discardValue()
            return
        }
        if element == .plist, !stack.isEmpty {
            report(.misplacedPlist, at: tag.offset)
            skipContent(of: tag)
            discardValue()
            return
        }
        guard tag.isSelfClosing else {
            stack.append(Frame(element: element, offset: tag.offset, contentOffset: tag.endOffset, problemCountAtStart: problems.count))
            return
        }
        func value(_ kind: PlistValue.Kind) -> PlistValue {
            PlistValue(kind, offset: tag.offset, contentOffset: tag.endOffset)
        }
        switch element {
        case .dict:
            complete(value(.dictionary(PlistDictionary(members: []))), isKey: false)
        case .array:
            complete(value(.array([])), isKey: false)
        case .string, .key:
            complete(value(.string("")), isKey: element == .key)
        case .true, .false:
            complete(value(.bool(element == .true)), isKey: false)
        case .plist, .integer, .real, .date, .data:
            report(.emptyElement(element: element.name), at: tag.offset)
            discardValue()
        }
    }

    mutating func skipContent(of tag: XMLStartTag) {
        if !tag.isSelfClosing { skipDepth = 1 }
    }

    mutating func endElement() {
        guard let frame = stack.popLast() else { return }
        let offset = frame.offset
        let contentOffset = frame.contentOffset
        func value(_ kind: PlistValue.Kind) -> PlistValue {
            PlistValue(kind, offset: offset, contentOffset: contentOffset)
        }
        switch frame.element {
        case .plist:
            if frame.elements.isEmpty, problems.count == frame.problemCountAtStart {
                report(.emptyElement(element: "plist"), at: offset)
            }
            root = frame.elements.first
        case .dict:
            if let pending = frame.pendingKey { report(.keyWithoutValue(key: pending.key), at: pending.offset) }
            let dictionary = PlistDictionary(members: frame.members)
            reportDuplicates(in: dictionary)
            complete(value(.dictionary(dictionary)), isKey: false)
        case .array:
            complete(value(.array(frame.elements)), isKey: false)
        case .string, .key:
            complete(value(.string(text(of: frame))), isKey: frame.element == .key)
        case .true, .false:
            complete(value(.bool(frame.element == .true)), isKey: false)
        case .integer:
            let text = text(of: frame)
            switch PlistScalarText.integer(text) {
            case let .value(kind): complete(value(kind), isKey: false)
            case .invalid:
                report(text.isEmpty ? .emptyElement(element: "integer") : .invalidInteger(text: text), at: offset)
                discardValue()
            case .outOfRange:
                report(.integerOutOfRange(text: text), at: offset)
                discardValue()
            }
        case .real:
            let text = text(of: frame)
            if let real = PlistScalarText.real(text) {
                complete(value(.real(real)), isKey: false)
            } else {
                report(text.isEmpty ? .emptyElement(element: "real") : .invalidReal(text: text), at: offset)
                discardValue()
            }
        case .date:
            let text = text(of: frame)
            if let date = PlistScalarText.date(text) {
                complete(value(.date(date)), isKey: false)
            } else {
                report(text.isEmpty ? .emptyElement(element: "date") : .invalidDate(text: text), at: offset)
                discardValue()
            }
        case .data:
            if let data = PlistScalarText.data(text(of: frame)) {
                complete(value(.data(data)), isKey: false)
            } else {
                report(.invalidData, at: offset)
                discardValue()
            }
        }
    }

    mutating func addText(_ text: XMLText) {
        guard !stack.isEmpty else { return }
        let top = stack.count - 1
        switch stack[top].element {
        case .plist, .dict, .array:
            if !text.isWhitespace || text.kind == .cdata {
                reportOnce(.textOutsideValue(container: stack[top].element.name), at: text.offset)
            }
        case .true, .false:
            reportOnce(.nonEmptyBoolean(element: stack[top].element.name), at: text.offset)
        case .key, .string, .integer, .real, .date, .data:
            if stack[top].textPieceCount == 0 {
                stack[top].firstText = text
            } else {
                if stack[top].textPieceCount == 1, let first = stack[top].firstText {
                    scanner.appendDecodedBytes(of: first, to: &stack[top].joinedText)
                }
                scanner.appendDecodedBytes(of: text, to: &stack[top].joinedText)
            }
            stack[top].textPieceCount += 1
        }
    }

    mutating func addComment(at offset: Int) {
        guard let top = stack.last, !top.element.isContainer else { return }
        reportOnce(.commentInsideValue(container: top.element.name), at: offset)
    }

    // MARK: Values

    func text(of frame: Frame) -> String {
        switch frame.textPieceCount {
        case 0: ""
        case 1: frame.firstText.map { scanner.text(of: $0) } ?? ""
        default: String(decoding: frame.joinedText, as: UTF8.self)
        }
    }

    /// Puts a finished value where it belongs: into the open container, or at the root.
    mutating func complete(_ value: PlistValue, isKey: Bool) {
        guard !stack.isEmpty else {
            root = value
            return
        }
        let top = stack.count - 1
        switch stack[top].element {
        case .dict:
            if isKey {
                if let pending = stack[top].pendingKey { report(.keyWithoutValue(key: pending.key), at: pending.offset) }
                stack[top].pendingKey = (value.string ?? "", value.offset ?? stack[top].offset)
            } else if let pending = stack[top].pendingKey {
                stack[top].members.append(PlistDictionary.Member(key: pending.key, keyOffset: pending.offset, value: value))
                stack[top].pendingKey = nil
            } else {
                report(.valueWithoutKey(element: value.elementName), at: value.offset)
            }
        case .array:
            stack[top].elements.append(value)
        case .plist:
            if stack[top].elements.isEmpty {
                stack[top].elements.append(value)
            } else {
                report(.multipleValuesInPlist, at: value.offset)
            }
        case .key, .string, .integer, .real, .date, .data, .true, .false:
            break  // Unreachable: elements inside text elements are skipped.
        }
    }

    /// Stands in for a value that was left out because it is broken: the key waiting for it is
    /// used up, so that the next key is not reported as a key without a value.
    mutating func discardValue() {
        guard let top = stack.indices.last, stack[top].element == .dict else { return }
        stack[top].pendingKey = nil
    }

    // MARK: Problems

    mutating func report(_ problem: PlistProblem, at offset: Int?) {
        problems.append((problem, offset))
    }

    /// Reports a problem about the content of the innermost element, once for that element.
    mutating func reportOnce(_ problem: PlistProblem, at offset: Int) {
        guard !stack.isEmpty else { return }
        let top = stack.count - 1
        guard !stack[top].reportedContentProblem else { return }
        stack[top].reportedContentProblem = true
        report(problem, at: offset)
    }

    mutating func reportDuplicates(in dictionary: PlistDictionary) {
        guard !dictionary.duplicates.isEmpty else { return }
        let lines = lineTable ?? LineTable(bytes: scanner.bytes, firstLineStart: scanner.start)
        lineTable = lines
        for duplicate in dictionary.duplicates {
            for (earlier, later) in zip(duplicate.memberIndices, duplicate.memberIndices.dropFirst()) {
                let earlierPosition = dictionary.members[earlier].keyOffset.map { lines.position(ofOffset: $0) } ?? .unknown
                report(.duplicateKey(key: duplicate.key, earlierAt: earlierPosition), at: dictionary.members[later].keyOffset)
            }
        }
    }
}
