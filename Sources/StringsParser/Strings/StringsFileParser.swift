/// Reads `.strings` files (the text format: `"key" = "value";`) exactly as CoreFoundation does,
/// keeping the position of every key and value and the comment before every entry.
///
/// On a valid file the result equals what `PropertyListSerialization` returns. On a broken one the
/// parser reports each mistake with its line and column, says what Apple's parser does with it,
/// recovers at the next line, and goes on: it never traps, never loops, never reads past the end.
///
/// Files that are XML or binary property lists are not handled here; see ``LocalizationFileReader``.
public enum StringsFileParser {
    /// Decodes `data` (any supported encoding) and parses it.
    public static func parse(_ data: [UInt8], file: String) -> StringsFileParseResult {
        parse(TextDecoder.decode(data), file: file)
    }

    /// Parses text that is already decoded.
    public static func parse(_ text: DecodedText, file: String) -> StringsFileParseResult {
        let parsed: (entries: [StringsFileEntry], diagnostics: [Diagnostic]) = parse(text, file: file, context: ())
        return StringsFileParseResult(entries: parsed.entries, diagnostics: parsed.diagnostics, encoding: text.encoding)
    }

    /// Parses decoded text into entries of any kind: the model's strings are made as the file
    /// is read, with no list of ``StringsFileEntry`` in between.
    /// With an `interner`, keys and comments are made by it: the same string for the same bytes
    /// in every file it reads.
    static func parse<Entry: StringsTableEntry>(
        _ text: DecodedText, file: String, context: Entry.Context, interner: StringInterner? = nil
    ) -> (entries: [Entry], diagnostics: [Diagnostic]) {
        let lines = text.makeLineTable()
        var diagnostics = text.diagnostics(file: file, lines: lines)
        let parsed = text.bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsTableParser<Entry>(
                buffer: buffer, start: text.contentStart, end: buffer.count, lines: lines, file: file, context: context, interner: interner)
            parser.parseFile()
            return (parser.entries, parser.diagnostics)
        }
        diagnostics.append(contentsOf: parsed.1)
        return (parsed.0, diagnostics)
    }
}

/// What the `.strings` grammar makes of each `"key" = "value";`: a ``StringsFileEntry``, or the
/// model's ``LocalizedString`` directly.
protocol StringsTableEntry {
    /// What every entry of a file shares (the model's ``StringOrigin``).
    associatedtype Context
    /// How long a value written without escapes must be for the grammar to hand it over as its
    /// bytes (``ParsedValue/verbatim(_:)``) rather than as a `String`.
    static var verbatimValueLength: Int { get }
    init(
        key: String, value: ParsedValue, keyPosition: SourcePosition, valuePosition: SourcePosition, comment: String?,
        interfaceBuilder: InterfaceBuilderComment?, isShorthand: Bool, context: Context, interner: StringInterner?)
    var key: String { get }
    /// Where the key starts.
    var keyStart: SourcePosition { get }
    /// Adds a comment written after the entry's `;` on its line.
    mutating func appendTrailingComment(_ text: String)
}

/// A value as the grammar hands it to an entry: its text, or the bytes of a value written
/// between quotes without escapes, which are its text's UTF-8 as they stand (an entry may keep
/// them and make the text only when it is read).
enum ParsedValue {
    case text(String)
    /// The bytes between the quotes, in the buffer being parsed (valid only during the call).
    case verbatim(UnsafeBufferPointer<UInt8>)

    /// The value's text.
    var text: String {
        switch self {
        case .text(let text): text
        case .verbatim(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }
}

extension StringsFileEntry: StringsTableEntry {
    static var verbatimValueLength: Int { .max }

    init(
        key: String, value: ParsedValue, keyPosition: SourcePosition, valuePosition: SourcePosition, comment: String?,
        interfaceBuilder: InterfaceBuilderComment?, isShorthand: Bool, context: Void, interner: StringInterner?
    ) {
        self.init(
            key: key, value: value.text, keyPosition: keyPosition, valuePosition: valuePosition, comment: comment,
            interfaceBuilder: interfaceBuilder, isShorthand: isShorthand)
    }

    var keyStart: SourcePosition { keyPosition }

    mutating func appendTrailingComment(_ text: String) {
        comment = comment.map { $0 + "\n" + text } ?? text
    }
}

/// The grammar of a strings table, over a ``StringsCursor``.
struct StringsTableParser<Entry: StringsTableEntry> {
    private var cursor: StringsCursor
    private let file: String
    private let context: Entry.Context
    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []

    private var comments = CommentCollector()
    private var keyIndex = KeyIndex()
    private var positions: PositionResolver
    /// Diagnostics about stray text whose count of lost entries is known only at the end.
    private var strayTextDiagnostics: [(diagnosticIndex: Int, entryCount: Int, found: String)] = []

    init(
        buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lines: LineTable, file: String, context: Entry.Context,
        interner: StringInterner? = nil
    ) {
        self.cursor = StringsCursor(buffer: buffer, start: start, end: end, interner: interner)
        self.positions = lines.resolver()
        self.file = file
        self.context = context
        // About one entry for every two lines: room for most files without growing (the key
        // index too, which would otherwise be rebuilt at each doubling from 64 keys up).
        entries.reserveCapacity(lines.lineStarts.count / 2 + 1)
        keyIndex.reserve(lines.lineStarts.count / 2 + 1)
    }

    private mutating func position(_ offset: Int) -> SourcePosition { positions.position(ofOffset: offset) }

    private mutating func report(_ problem: StringsProblem, at offset: Int) {
        diagnostics.append(Diagnostic(problem, at: SourceLocation(file: file, position: position(offset))))
    }

    /// Skips trivia, reporting an unterminated comment. After an entry's `;` (`followsEntry`), a
    /// comment on the same line belongs to the entry at `owner` (none when the entry was dropped).
    private mutating func skipTrivia(followsEntry: Bool = false, owner: Int? = nil) {
        comments.begin(followsEntry: followsEntry)
        if let unclosed = cursor.skipTrivia(&comments) {
            let containsEntries = containsByte(UInt8(ascii: "="), unclosed.contentStart, unclosed.contentEnd)
            report(.unterminatedComment(swallowsEntries: containsEntries), at: unclosed.start)
        }
        if !comments.trailing.isEmpty, let owner {
            let text = commentText(comments.trailing)
            entries[owner].appendTrailingComment(text)
            cursor.interner?.commentBoxes.count(unboxed: text)
        }
    }

    // MARK: File

    mutating func parseFile() {
        skipTrivia()
        guard !cursor.isAtEnd else { return }  // empty, or comments only: an empty table
        if cursor.peek == UInt8(ascii: "{") {
            let open = cursor.index
            cursor.index += 1
            parseEntries(braceOpenedAt: open)
        } else if cursor.peek == UInt8(ascii: "(") {
            report(.notATable(kind: "a list"), at: cursor.index)
            return
        } else {
            parseEntries(braceOpenedAt: nil)
        }
        for stray in strayTextDiagnostics {
            let lost = entries.count - stray.entryCount
            let problem = StringsProblem.strayTextBetweenEntries(found: stray.found, entriesAfter: lost)
            diagnostics[stray.diagnosticIndex].message = problem.message
        }
        foldErrorsAfterTheFirst()
    }

    /// Apple's parser stops at the first error: the errors after it never happen at run time,
    /// and most follow from it (a `,` for a `;` on every line). The first is reported, with how
    /// many more there are; warnings stay.
    private mutating func foldErrorsAfterTheFirst() {
        guard let first = diagnostics.firstIndex(where: { $0.severity == .error }) else { return }
        let later = diagnostics[(first + 1)...].filter { $0.severity == .error }.count
        guard later > 0 else { return }
        diagnostics = diagnostics.enumerated().filter { $0.offset <= first || $0.element.severity != .error }.map(\.element)
        diagnostics[first].message += StringsProblem.laterErrors(count: later)
    }

    private mutating func parseEntries(braceOpenedAt: Int?) {
        var followsEntry = false
        var owner: Int?
        while true {
            skipTrivia(followsEntry: followsEntry, owner: owner)
            followsEntry = false
            owner = nil
            guard !cursor.isAtEnd else {
                if let open = braceOpenedAt { report(.missingClosingBrace(openedAt: position(open)), at: cursor.index) }
                return
            }
            let byte = cursor.peek
            if braceOpenedAt != nil, byte == UInt8(ascii: "}") {
                cursor.index += 1
                skipTrivia()
                if !cursor.isAtEnd {
                    report(.textAfterClosingBrace(found: cursor.describeCharacter(at: cursor.index)), at: cursor.index)
                }
                return
            }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || StringsCursor.isUnquotedCharacter(byte) else {
                reportStrayText(inBraces: braceOpenedAt != nil)
                cursor.skipStrayText(stoppingBefore: braceOpenedAt == nil ? nil : UInt8(ascii: "}"))
                comments.leading.removeAll(keepingCapacity: true)
                continue
            }
            // Comments read inside the entry (`"a" /* … */ = "x";`) stay with it: cleared after.
            let count = entries.count
            followsEntry = parseEntry(leadingComments: comments.leading)
            comments.leading.removeAll(keepingCapacity: true)
            if entries.count > count { owner = entries.count - 1 }
        }
    }

    private mutating func reportStrayText(inBraces: Bool) {
        let found = cursor.describeCharacter(at: cursor.index)
        if entries.isEmpty && strayTextDiagnostics.isEmpty && !inBraces {
            report(.strayTextAtStart(found: found), at: cursor.index)
        } else if inBraces {
            report(.strayTextInBraces(found: found), at: cursor.index)
        } else {
            report(.strayTextBetweenEntries(found: found, entriesAfter: 0), at: cursor.index)
            strayTextDiagnostics.append((diagnostics.count - 1, entries.count, found))
        }
    }

    /// Parses `key = value;` or `key;` at the cursor. Returns whether it ended with `;`.
    private mutating func parseEntry(leadingComments: [CommentSpan]) -> Bool {
        // Keys repeat in every language's file: interned.
        guard let key = scanString(interned: true) else { return false }
        skipTrivia()
        guard !cursor.isAtEnd else {
            report(.missingEqualsAtEnd(key: key.text), at: key.start)
            return false
        }
        switch cursor.peek {
        case UInt8(ascii: ";"):
            cursor.index += 1
            addEntry(key: key, value: key, comments: leadingComments, isShorthand: true)
            return true
        case UInt8(ascii: "="):
            let equals = cursor.index
            cursor.index += 1
            skipTrivia()
            guard !cursor.isAtEnd else {
                report(.missingValueAtEnd(key: key.text), at: equals)
                return false
            }
            return parseValue(key: key, comments: leadingComments)
        default:
            report(.expectedEqualsOrSemicolon(key: key.text, found: cursor.describeCharacter(at: cursor.index)), at: cursor.index)
            cursor.skipToNextLine()
            return false
        }
    }

    private mutating func parseValue(key: ScannedString, comments leadingComments: [CommentSpan]) -> Bool {
        let byte = cursor.peek
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") {
            let kind = byte == UInt8(ascii: "{") ? "a dictionary" : byte == UInt8(ascii: "(") ? "a list" : "data"
            report(.valueIsNotText(key: key.text, kind: kind), at: cursor.index)
            skipNestedObject()
            skipTrivia()
            if !cursor.isAtEnd, cursor.peek == UInt8(ascii: ";") {
                cursor.index += 1
                return true
            }
            return false
        }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || StringsCursor.isUnquotedCharacter(byte) else {
            report(.expectedValue(key: key.text, found: cursor.describeCharacter(at: cursor.index)), at: cursor.index)
            cursor.skipToNextLine()
            return false
        }
        guard let value = scanString(verbatimFrom: Entry.verbatimValueLength) else { return false }
        skipTrivia()
        if !cursor.isAtEnd, cursor.peek == UInt8(ascii: ";") {
            cursor.index += 1
            addEntry(key: key, value: value, comments: leadingComments, isShorthand: false)
            return true
        }
        let isQuoted = cursor.buffer[value.start] == UInt8(ascii: "\"") || cursor.buffer[value.start] == UInt8(ascii: "'")
        let spansLines = isQuoted && cursor.containsLineBreak(value.start, value.end)
        report(
            .missingSemicolonAfterValue(key: key.text, valueStart: position(value.start), stringSpansLines: spansLines),
            at: value.end)
        if spansLines {
            // Most likely a closing quote is missing and the string swallowed the next line's
            // opening quote: drop the value and resume on the line after the one it started on.
            cursor.index = cursor.startOfLine(after: value.start)
        } else {
            addEntry(key: key, value: value, comments: leadingComments, isShorthand: false)
        }
        return false
    }

    /// Reads a quoted or unquoted string at the cursor, reporting escape problems and an
    /// unterminated string (after which the cursor resumes on the next line).
    private mutating func scanString(interned: Bool = false, verbatimFrom verbatimLength: Int = .max) -> ScannedString? {
        let byte = cursor.peek
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else {
            return cursor.scanUnquotedString()
        }
        let start = cursor.index
        var unterminatedEscape = false
        var escapeProblems: [(StringsCursor.EscapeProblem, Int)] = []
        let scanned = cursor.scanQuotedString(interned: interned, verbatimFrom: verbatimLength, unterminatedEscape: &unterminatedEscape) { escapeProblems.append(($0, $1)) }
        for (problem, offset) in escapeProblems {
            switch problem {
            case .emptyUnicodeEscape: report(.emptyUnicodeEscape, at: offset)
            case let .unpairedSurrogate(unit): report(.unpairedSurrogateEscape(codeUnit: unit), at: offset)
            }
        }
        if let scanned { return scanned }
        if unterminatedEscape {
            report(.unterminatedEscape, at: cursor.end - 1)
        } else {
            report(.unterminatedString(quote: Character(Unicode.Scalar(byte))), at: start)
        }
        cursor.index = cursor.startOfLine(after: start)
        return nil
    }

    /// Skips a dictionary, list or data value, minding quoted strings and comments, to its
    /// matching closing bracket (or the end of the input).
    private mutating func skipNestedObject() {
        var depth = 0
        var unused = CommentCollector()
        while !cursor.isAtEnd {
            _ = cursor.skipTrivia(&unused)
            guard !cursor.isAtEnd else { return }
            let byte = cursor.peek
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
                depth += 1
                cursor.index += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ">"):
                depth -= 1
                cursor.index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var unterminatedEscape = false
                if cursor.scanQuotedString(unterminatedEscape: &unterminatedEscape, problem: { _, _ in }) == nil { return }
            default:
                cursor.index += 1
            }
        }
    }

    // MARK: Entries

    private mutating func addEntry(key: ScannedString, value: ScannedString, comments leadingComments: [CommentSpan], isShorthand: Bool) {
        let keyPosition = position(key.start)
        let valuePosition = isShorthand ? keyPosition : position(value.start)
        if let first = keyIndex.firstDefinition(of: key.text, entry: entries.count, keyOf: { [entries] in entries[$0].key }) {
            report(.duplicateKey(key: key.text, first: entries[first].keyStart), at: key.start)
        }
        var comment: String?
        var interfaceBuilder: InterfaceBuilderComment?
        if !leadingComments.isEmpty {
            comment = commentText(leadingComments)
            if let last = leadingComments.last {
                interfaceBuilder = InterfaceBuilderCommentReader.read(
                    cursor.buffer, from: last.contentStart, to: last.contentEnd, interner: cursor.interner)
            }
        }
        entries.append(
            Entry(
                key: key.text,
                value: value.isVerbatim ? .verbatim(UnsafeBufferPointer(rebasing: cursor.buffer[value.verbatimContent])) : .text(value.text),
                keyPosition: keyPosition, valuePosition: valuePosition,
                comment: comment, interfaceBuilder: interfaceBuilder, isShorthand: isShorthand, context: context, interner: cursor.interner))
    }

    private func commentText(_ spans: [CommentSpan]) -> String {
        if spans.count == 1 { return trimmedText(spans[0]) }
        return spans.map(trimmedText).joined(separator: "\n")
    }

    /// The text of a comment without its delimiters and surrounding white space.
    private func trimmedText(_ span: CommentSpan) -> String {
        var start = span.contentStart
        var end = span.contentEnd
        let buffer = cursor.buffer
        while start < end, isASCIISpace(buffer[start]) { start += 1 }
        while end > start, isASCIISpace(buffer[end - 1]) { end -= 1 }
        return cursor.makeInternedString(start, end)
    }

    private func containsByte(_ byte: UInt8, _ from: Int, _ to: Int) -> Bool {
        var position = from
        while position < to {
            if cursor.buffer[position] == byte { return true }
            position += 1
        }
        return false
    }
}

@inline(__always)
func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
}

/// Reads `Class = "UIButton"; accessibilityLabel = "Play"; ObjectID = "a1B-2c-D3e";` from the text
/// of a comment, with the strings-table syntax.
enum InterfaceBuilderCommentReader {
    /// The fields of the comment text `buffer[start..<end]`, if it is Interface Builder's. With
    /// an `interner`, a text read before (the same comment in another language's table) is not
    /// read again.
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, interner: StringInterner? = nil) -> InterfaceBuilderComment? {
        var cursor = StringsCursor(buffer: buffer, start: start, end: end)
        var ignored = CommentCollector()
        _ = cursor.skipTrivia(&ignored)
        // Cheap test first: Interface Builder comments start with `Class`.
        guard end - cursor.index >= 5,
            buffer[cursor.index] == UInt8(ascii: "C"), buffer[cursor.index + 1] == UInt8(ascii: "l"),
            buffer[cursor.index + 2] == UInt8(ascii: "a"), buffer[cursor.index + 3] == UInt8(ascii: "s"),
            buffer[cursor.index + 4] == UInt8(ascii: "s")
        else { return nil }
        guard let interner else { return readFields(&cursor) }
        return interner.interfaceBuilderComment(UnsafeBufferPointer(rebasing: buffer[cursor.index..<end])) { readFields(&cursor) }
    }

    /// The fields from the cursor (at `Class`) to its end.
    private static func readFields(_ cursor: inout StringsCursor) -> InterfaceBuilderComment? {
        var ignored = CommentCollector()
        var className: String?
        var objectID: String?
        var properties: [InterfaceBuilderComment.Property] = []
        while true {
            _ = cursor.skipTrivia(&ignored)
            guard !cursor.isAtEnd else { break }
            guard let name = readString(&cursor) else { return nil }
            _ = cursor.skipTrivia(&ignored)
            guard !cursor.isAtEnd, cursor.peek == UInt8(ascii: "=") else { return nil }
            cursor.index += 1
            _ = cursor.skipTrivia(&ignored)
            guard !cursor.isAtEnd, let value = readString(&cursor) else { return nil }
            _ = cursor.skipTrivia(&ignored)
            guard !cursor.isAtEnd, cursor.peek == UInt8(ascii: ";") else { return nil }
            cursor.index += 1
            switch name {
            case "Class": className = value
            case "ObjectID": objectID = value
            default: properties.append(.init(name: name, value: value))
            }
        }
        guard className != nil || objectID != nil else { return nil }
        return InterfaceBuilderComment(className: className, objectID: objectID, properties: properties)
    }

    private static func readString(_ cursor: inout StringsCursor) -> String? {
        let byte = cursor.peek
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var unterminatedEscape = false
            return cursor.scanQuotedString(unterminatedEscape: &unterminatedEscape) { _, _ in }?.text
        }
        guard StringsCursor.isUnquotedCharacter(byte) else { return nil }
        return cursor.scanUnquotedString().text
    }
}
