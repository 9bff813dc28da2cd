/// Where a value is written in a localization file's text, and how a new value is written there
/// in the same syntax: a `.strings` quoted (or bare) string, an XML property list's `<string>`
/// text, a String Catalog's JSON string.
struct ValueLiteral {
    enum Syntax {
        /// `"Play"` in a `.strings` file: the range is inside the quotes.
        case stringsQuoted
        /// `Play` unquoted in a `.strings` file: the range is the word, written back quoted.
        case stringsBare
        /// `<string>Play</string>`: the range is the element's text.
        case xmlText
        /// `"value" : "Play"` in a String Catalog: the range is inside the quotes.
        case json
    }

    let syntax: Syntax
    /// The literal's content in the decoded UTF-8 text.
    let range: Range<Int>

    /// The literal of the value whose position (``SourcePosition/offset``) is `offset` in `text`,
    /// nil when what is there is not a literal of the format.
    static func find(in text: [UInt8], at offset: Int, format: LocalizationFormat, isPropertyList: Bool) -> ValueLiteral? {
        guard offset >= 0, offset < text.count else { return nil }
        switch format {
        case .stringsdict:
            return xmlText(in: text, at: offset)
        case .strings where isPropertyList:
            return xmlText(in: text, at: offset)
        case .strings:
            if text[offset] == UInt8(ascii: "\"") {
                return quoted(in: text, at: offset, syntax: .stringsQuoted)
            }
            var end = offset
            while end < text.count, isBareWordByte(text[end]) { end += 1 }
            return end > offset ? ValueLiteral(syntax: .stringsBare, range: offset..<end) : nil
        case .xcstrings:
            return text[offset] == UInt8(ascii: "\"") ? quoted(in: text, at: offset, syntax: .json) : nil
        case .interfaceBuilder, .sourceCode:
            return nil
        }
    }

    /// The bytes of an unquoted `.strings` word, as the text parser reads one.
    static func isBareWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func quoted(in text: [UInt8], at offset: Int, syntax: Syntax) -> ValueLiteral? {
        var index = offset + 1
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return ValueLiteral(syntax: syntax, range: (offset + 1)..<index)
            default: index += 1
            }
        }
        return nil
    }

    /// A `<string>`'s text from `offset` to the `</string>` that ends it.
    private static func xmlText(in text: [UInt8], at offset: Int) -> ValueLiteral? {
        var end = offset
        while end < text.count, text[end] != UInt8(ascii: "<") { end += 1 }
        guard text[end...].starts(with: "</string>".utf8) else { return nil }
        return ValueLiteral(syntax: .xmlText, range: offset..<end)
    }

    /// Whether the literal's bytes are its value as they stand: no escape, no entity.
    func isVerbatim(in text: [UInt8]) -> Bool {
        let content = text[range]
        switch syntax {
        case .stringsQuoted, .json: return !content.contains(UInt8(ascii: "\\"))
        case .stringsBare: return true
        case .xmlText: return !content.contains(UInt8(ascii: "&"))
        }
    }

    /// `value` written as this literal's content, in its syntax; nil when the syntax cannot hold
    /// it (a control character in XML). A `.strings` literal that holds a line break as it is
    /// keeps writing them so; otherwise they are written `\n`.
    func written(_ value: String, in text: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        let keepsLineBreaks = syntax == .stringsQuoted && text[range].contains(0x0A)
        for scalar in value.unicodeScalars {
            let byte = scalar.value < 0x80 ? UInt8(scalar.value) : nil
            switch (syntax, byte) {
            case (.stringsQuoted, UInt8(ascii: "\"")), (.stringsBare, UInt8(ascii: "\"")), (.json, UInt8(ascii: "\"")):
                output += Array("\\\"".utf8)
            case (.stringsQuoted, UInt8(ascii: "\\")), (.stringsBare, UInt8(ascii: "\\")), (.json, UInt8(ascii: "\\")):
                output += Array("\\\\".utf8)
            case (.xmlText, UInt8(ascii: "&")): output += Array("&amp;".utf8)
            case (.xmlText, UInt8(ascii: "<")): output += Array("&lt;".utf8)
            case (.xmlText, UInt8(ascii: ">")): output += Array("&gt;".utf8)
            case (.xmlText, let control?) where control < 0x20 && control != 0x09 && control != 0x0A && control != 0x0D:
                return nil
            case (_, 0x0A) where !keepsLineBreaks && syntax != .xmlText: output += Array("\\n".utf8)
            case (_, 0x0D) where syntax != .xmlText: output += Array("\\r".utf8)
            case (.json, 0x09): output += Array("\\t".utf8)
            case (_, let control?) where control < 0x20 && control != 0x09 && control != 0x0A:
                let hex = String(control, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: 4 - hex.count) + hex
                output += Array((syntax == .json ? "\\u" : "\\U").utf8) + Array(padded.utf8)
            default:
                output += Array(String(scalar).utf8)
            }
        }
        return syntax == .stringsBare ? [UInt8(ascii: "\"")] + output + [UInt8(ascii: "\"")] : output
    }
}
