/// One value to rewrite in a localization file.
public struct ValueEdit: Hashable, Sendable {
    /// The value's position in the file, as the parser gives it (``SourcePosition/offset``).
    public var offset: Int
    /// The value as it was read: the edit is made only while the file still says so.
    public var expected: String
    public var replacement: String

    public init(offset: Int, expected: String, replacement: String) {
        self.offset = offset
        self.expected = expected
        self.replacement = replacement
    }
}

/// Why a file was left as it was.
public enum EditRefusal: Error, Hashable, Sendable {
    /// A binary property list, or a format l10n-ax does not write.
    case unsupportedFormat
    /// Decoding and encoding the file again would not give its bytes back (invalid bytes, an
    /// unpaired surrogate): writing it would change more than the values.
    case notRoundTrip
    /// The value at an edit's position is not the one audited: the file changed since.
    case changedSinceRead(offset: Int)
    /// The new value cannot be written in the file's syntax.
    case unwritable(offset: Int)
    /// Read back, the edited file would not hold exactly the old values with the new ones in
    /// their place.
    case verificationFailed(String)

    public var description: String {
        switch self {
        case .unsupportedFormat: "the file's format is not written by l10n-ax (a binary property list)"
        case .notRoundTrip: "the file's bytes do not survive being decoded and encoded again (invalid text)"
        case .changedSinceRead: "the file changed since it was audited"
        case .unwritable: "a new value cannot be written in the file's syntax"
        case .verificationFailed(let reason): "read back, the edited file would differ beyond the fixed values (\(reason))"
        }
    }
}

/// What replaces a value's literal in its file: the region (from the first character of its
/// content to the one after it) and the text written there.
public struct ValueReplacement: Hashable, Sendable {
    public let start: SourcePosition
    public let end: SourcePosition
    public let text: String

    public init(start: SourcePosition, end: SourcePosition, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }
}

/// A file with its values rewritten: its new bytes, and its text before and after (decoded UTF-8,
/// for showing the change as a diff).
public struct EditedFile: Sendable {
    public let bytes: [UInt8]
    public let oldText: [UInt8]
    public let newText: [UInt8]
    public let encoding: TextEncoding
    /// The edits made, in file order.
    public let edits: [ValueEdit]
    /// Edits of texts the file stands for but does not hold as values (a String Catalog's key
    /// that is its source text, an Interface Builder comment's text): not made.
    public let skipped: [ValueEdit]
}

/// Rewrites values in a localization file's bytes and nothing else: the encoding and byte order
/// mark, line endings, comments, escapes and key order stay; in a value written without escapes,
/// only the bytes that differ change. The result is read back with the same parser and must
/// hold the same keys and values, in the same order, but for the new values in their place.
public enum LocalizationFileEditor {
    public static func apply(_ edits: [ValueEdit], to data: [UInt8], as file: DiscoveredFile) -> Result<EditedFile, EditRefusal> {
        guard [.strings, .stringsdict, .xcstrings].contains(file.format), PlistFormat.detect(in: data) != .binary else {
            return .failure(.unsupportedFormat)
        }
        let decoded = TextDecoder.decode(data)
        guard TextEncoder.encode(decoded.bytes, as: decoded.encoding) == data else { return .failure(.notRoundTrip) }
        let text = decoded.bytes
        let isPropertyList = PlistFormat.detect(in: text, from: decoded.contentStart) == .xml
        let before = LocalizationFileReader.read(data, as: file)
        let (valueAt, implicitAt) = values(in: before)

        var unique: [Int: ValueEdit] = [:]
        var skipped: [ValueEdit] = []
        for edit in edits where edit.replacement != edit.expected {
            // A text the file does not hold as a value (a catalog's key standing for its source text).
            if valueAt[edit.offset] == nil, implicitAt.contains(edit.offset) {
                skipped.append(edit)
                continue
            }
            unique[edit.offset] = edit
        }
        let ordered = unique.values.sorted { $0.offset < $1.offset }
        var splices: [(range: Range<Int>, bytes: [UInt8])] = []
        for edit in ordered {
            guard valueAt[edit.offset] == edit.expected,
                let literal = ValueLiteral.find(in: text, at: edit.offset, format: file.format, isPropertyList: isPropertyList)
            else { return .failure(.changedSinceRead(offset: edit.offset)) }
            if let last = splices.last, last.range.upperBound > literal.range.lowerBound { return .failure(.changedSinceRead(offset: edit.offset)) }
            let old = Array(edit.expected.utf8)
            if literal.syntax != .stringsBare, literal.isVerbatim(in: text), Array(text[literal.range]) == old {
                // Only what differs: the common start and end stay byte for byte.
                let (prefix, suffix) = commonEnds(old, Array(edit.replacement.utf8))
                let middle = String(decoding: Array(edit.replacement.utf8)[prefix..<(edit.replacement.utf8.count - suffix)], as: UTF8.self)
                guard let written = literal.written(middle, in: text) else { return .failure(.unwritable(offset: edit.offset)) }
                splices.append(((literal.range.lowerBound + prefix)..<(literal.range.upperBound - suffix), written))
            } else {
                guard let written = literal.written(edit.replacement, in: text) else { return .failure(.unwritable(offset: edit.offset)) }
                splices.append((literal.range, written))
            }
        }
        var newText = text
        for splice in splices.reversed() { newText.replaceSubrange(splice.range, with: splice.bytes) }
        let bytes = TextEncoder.encode(newText, as: decoded.encoding)
        let after = LocalizationFileReader.read(bytes, as: file)
        if let problem = difference(before, after, edits: unique) { return .failure(.verificationFailed(problem)) }
        return .success(EditedFile(bytes: bytes, oldText: text, newText: newText, encoding: decoded.encoding, edits: ordered, skipped: skipped))
    }

    /// The values a file holds by their offset, and the offsets of the texts it stands for but
    /// does not hold as values (implicit sources: a catalog's key, an Interface Builder comment's
    /// text, which are found at their key).
    static func values(in file: LocalizationFile) -> (values: [Int: String], implicit: Set<Int>) {
        var values: [Int: String] = [:]
        var implicit: Set<Int> = []
        for string in file.strings where string.location.position.isKnown {
            if string.isImplicitSource { implicit.insert(string.location.offset) } else { values[string.location.offset] = string.value }
            // A key's place stands for texts its comment gives (Interface Builder's).
            if let key = string.keyLocation, key.file == string.location.file, key.position.isKnown { implicit.insert(key.offset) }
        }
        return (values, implicit)
    }

    /// Where each edit's value is written, and what would be written there instead (the whole
    /// literal's content, escaped as its syntax wants), by the edit's offset: what a SARIF fix
    /// names. Edits whose value is not found, or cannot be written, are left out; a binary
    /// property list has none.
    public static func replacements(for edits: [ValueEdit], in data: [UInt8], as file: DiscoveredFile) -> [Int: ValueReplacement] {
        guard [.strings, .stringsdict, .xcstrings].contains(file.format), PlistFormat.detect(in: data) != .binary else { return [:] }
        let decoded = TextDecoder.decode(data)
        let text = decoded.bytes
        let isPropertyList = PlistFormat.detect(in: text, from: decoded.contentStart) == .xml
        let valueAt = values(in: LocalizationFileReader.read(data, as: file)).values
        var resolver = decoded.makeLineTable().resolver()
        var result: [Int: ValueReplacement] = [:]
        for edit in edits.sorted(by: { $0.offset < $1.offset }) where valueAt[edit.offset] == edit.expected {
            guard let literal = ValueLiteral.find(in: text, at: edit.offset, format: file.format, isPropertyList: isPropertyList),
                let written = literal.written(edit.replacement, in: text)
            else { continue }
            result[edit.offset] = ValueReplacement(
                start: resolver.position(ofOffset: literal.range.lowerBound), end: resolver.position(ofOffset: literal.range.upperBound),
                text: String(decoding: written, as: UTF8.self))
        }
        return result
    }

    /// The lengths of the longest common start and end of two UTF-8 texts, on scalar boundaries,
    /// not overlapping.
    static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        while prefix > 0, prefix < a.count || prefix < b.count,
            (prefix < a.count && a[prefix] & 0xC0 == 0x80) || (prefix < b.count && b[prefix] & 0xC0 == 0x80)
        {
            prefix -= 1
        }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, a[a.count - suffix] & 0xC0 == 0x80 || b[b.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        return (prefix, suffix)
    }

    /// What differs between a file read before and after its edits, beyond the edited values.
    static func difference(_ before: LocalizationFile, _ after: LocalizationFile, edits: [Int: ValueEdit]) -> String? {
        guard before.strings.count == after.strings.count else { return "\(before.strings.count) values before, \(after.strings.count) after" }
        guard before.diagnostics.count == after.diagnostics.count else { return "other diagnostics" }
        for (old, new) in zip(before.strings, after.strings) {
            guard old.key == new.key, old.variant == new.variant, old.language == new.language, old.state == new.state,
                old.comment == new.comment
            else { return "the entry \"\(old.key)\" changed" }
            let expected = old.location.position.isKnown ? edits[old.location.offset]?.replacement ?? old.value : old.value
            guard new.value == expected else { return "the value of \"\(old.key)\" reads \"\(new.value)\"" }
        }
        return nil
    }
}
