/// Text shown on one line of a report: a value with its line breaks and tabs made visible.
public enum DisplayText {
    /// `"value"` with `\n`, `\r`, `\t`, `"` and `\` escaped, as in the strings file itself.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// `text` made to fit on one line of a line-oriented format: each control character (C0, DEL
    /// and C1) written as the strings format escapes it (`\n`, `\r`, `\t`, `\UXXXX`), and with
    /// `quotes`, `"` and `\` too; everything else as it is.
    public static func escaped(_ text: String, quotes: Bool = false) -> String {
        let needsWork = text.utf8.contains { byte in
            // 0xC2 leads the C1 controls (U+0080–U+009F), and other characters: the loop tells.
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\"))
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
