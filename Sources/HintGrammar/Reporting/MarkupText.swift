/// Text made safe for HTML and Markdown reports: whatever a key, value or message holds, it is
/// shown as text and never read as markup.
enum MarkupText {
    /// For HTML (and XML) text and attribute values: `&` `<` `>` `"` `'` as character references.
    static func html(_ text: String) -> String {
        let needsWork = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'") || byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // XML 1.0 allows no other control characters, not even as references: show them.
                if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" {
                    result += "\\U00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// For Markdown inline text (a table cell, a list item): on one line (control characters as
    /// `\n`, `\t`, …), with every character Markdown could read as markup backslash-escaped:
    /// `\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `&`, so no emphasis, link, HTML tag, entity,
    /// strikethrough or table cell break can appear.
    static func markdown(_ text: String) -> String {
        let line = DisplayText.escaped(text)
        let special: Set<UInt8> = Set("\\`*_[]<>|~&".utf8)
        guard line.utf8.contains(where: special.contains) else { return line }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 16)
        for byte in line.utf8 {
            if special.contains(byte) { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A Markdown code span showing `text` verbatim on one line (control characters as `\n`, …): fenced by
    /// one backtick more than the longest run inside, padded when the text starts or ends with a
    /// backtick, and with `|` escaped so that it does not end a table cell (GitHub's tables read
    /// `\|` as `|` even inside code).
    static func markdownCode(_ text: String) -> String {
        let text = DisplayText.escaped(text)
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "`") {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        var body: [UInt8] = []
        body.reserveCapacity(text.utf8.count + 4)
        for byte in (padding + text + padding).utf8 {
            if byte == UInt8(ascii: "|") { body.append(UInt8(ascii: "\\")) }
            body.append(byte)
        }
        return fence + String(decoding: body, as: UTF8.self) + fence
    }
}
