import Foundation

/// A property list file read for l10n-ax: XML (with positions) or binary (without).
struct PropertyListFile {
    let file: String
    let root: PlistValue?
    let diagnostics: [Diagnostic]
    /// Positions of the XML text; `nil` for a binary property list.
    let lines: LineTable?
    /// The text encoding of an XML property list; `nil` for a binary one.
    let encoding: TextEncoding?

    /// What a `.strings` file holds: a property list (XML or binary), or text for the strings
    /// parser, decoded once either way.
    enum Contents {
        case propertyList(PropertyListFile)
        case text(DecodedText)
    }

    /// Reads `bytes` if they are a property list (XML or binary), else decodes them as text.
    static func read(_ bytes: consuming [UInt8], file: String) -> Contents {
        if PlistFormat.detect(in: bytes) == .binary { return .propertyList(readBinary(bytes, file: file)) }
        // The file's own bytes end here: a transcoded text is all that is held from now on.
        let text = TextDecoder.decode(consume bytes)
        guard PlistFormat.detect(in: text.bytes, from: text.contentStart) == .xml else { return .text(text) }
        return .propertyList(readXML(text, file: file))
    }

    /// Reads `bytes` as a property list whatever they look like (a `.stringsdict` must be one):
    /// binary if they start like one, else XML, so that a broken file gets XML's diagnostics.
    static func readAny(_ bytes: [UInt8], file: String) -> PropertyListFile {
        if PlistFormat.detect(in: bytes) == .binary { return readBinary(bytes, file: file) }
        return readXML(TextDecoder.decode(bytes), file: file)
    }

    private static func readBinary(_ bytes: [UInt8], file: String) -> PropertyListFile {
        let result = BinaryPlistReader.read(Data(bytes))
        return PropertyListFile(
            file: file, root: result.root, diagnostics: result.diagnostics(file: file, lines: nil), lines: nil, encoding: nil)
    }

    private static func readXML(_ text: DecodedText, file: String) -> PropertyListFile {
        let lines = text.makeLineTable()
        let result = XMLPlistReader.read(text)
        return PropertyListFile(
            file: file, root: result.root,
            diagnostics: text.diagnostics(file: file, lines: lines) + result.diagnostics(file: file, lines: lines),
            lines: lines, encoding: text.encoding)
    }

    /// Where a value's element starts.
    func location(of value: PlistValue) -> SourceLocation {
        SourceLocation(file: file, position: value.position(in: lines))
    }

    /// Where a value's text starts (for `<string>Play</string>`, the `P`).
    func location(ofContent value: PlistValue) -> SourceLocation {
        SourceLocation(file: file, position: value.contentPosition(in: lines))
    }

    /// Where a dictionary key's `<key>` element starts.
    func location(ofKey member: PlistDictionary.Member) -> SourceLocation {
        guard let offset = member.keyOffset, let lines else { return SourceLocation(file: file, position: .unknown) }
        return lines.location(ofOffset: offset, in: file)
    }
}

extension PlistValue {
    /// "a dictionary", "a list", "a number", … for messages.
    var kindDescription: String {
        switch kind {
        case .dictionary: "a dictionary"
        case .array: "a list"
        case .string: "text"
        case .integer, .unsignedInteger, .real: "a number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        }
    }
}
