/// Writes ``JSONOutput`` values as JSON text, deterministically.
///
/// Object members appear in the order given. Strings escape `"`, `\` and the control characters
/// U+0000–U+001F (`\n`, `\r`, `\t`, `\b`, `\f`, the others as `\u00xx`); every other character,
/// `/` included, is written as is. Integers are written as integers; a double that is a whole
/// number in `Int`'s range is written without fraction or exponent (`3`, `-0`,
/// `9007199254740992`), any other as the shortest text that reads back as the same double
/// (`0.1`, `1e-07`, `1e+20`); infinity and NaN, which JSON cannot express, are written as `null`.
public enum JSONWriter {
    /// The layout of the text.
    public enum Style: Hashable, Sendable {
        /// Two-space indentation, one member or element per line, `"key": value`, and a line
        /// break at the end. Empty objects and arrays are written as `{}` and `[]`.
        case pretty
        /// No whitespace at all and no line break at the end.
        case compact
    }

    /// The JSON text of `value`.
    public static func write(_ value: JSONOutput, style: Style = .pretty) -> String {
        String(decoding: utf8(value, style: style), as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 bytes, ready to be written to a file.
    public static func utf8(_ value: JSONOutput, style: Style = .pretty) -> [UInt8] {
        let output = TextOutput()
        write(value, style: style, to: output)
        return output.bytes
    }

    /// Writes the JSON text of `value` to `output`, with its final line break when pretty.
    public static func write(_ value: JSONOutput, style: Style = .pretty, to output: TextOutput) {
        write(value, style: style, depth: 0, to: output)
        if style == .pretty { output.write(byte: 0x0A) }
    }

    /// Writes `value` as the member or element of a container nested `depth` levels deep (see ``JSONStream``).
    static func write(_ value: JSONOutput, style: Style, depth: Int, to output: TextOutput) {
        switch value {
        case let .object(members):
            guard !members.isEmpty else {
                output.write("{}")  // {}
                return
            }
            output.write(byte: 0x7B)
            for (index, member) in members.enumerated() {
                if index > 0 { output.write(byte: 0x2C) }
                newline(style, depth: depth + 1, to: output)
                writeString(member.key, to: output)
                output.write(byte: 0x3A)
                if style == .pretty { output.write(byte: 0x20) }
                write(member.value, style: style, depth: depth + 1, to: output)
            }
            newline(style, depth: depth, to: output)
            output.write(byte: 0x7D)
        case let .array(elements):
            guard !elements.isEmpty else {
                output.write("[]")  // []
                return
            }
            output.write(byte: 0x5B)
            for (index, element) in elements.enumerated() {
                if index > 0 { output.write(byte: 0x2C) }
                newline(style, depth: depth + 1, to: output)
                write(element, style: style, depth: depth + 1, to: output)
            }
            newline(style, depth: depth, to: output)
            output.write(byte: 0x5D)
        case let .string(text):
            writeString(text, to: output)
        case let .int(number):
            output.write(number)
        case let .double(number):
            output.write(text(of: number))
        case let .bool(flag):
            output.write(flag ? "true" : "false")
        case .null:
            output.write("null")
        }
    }

    static func newline(_ style: Style, depth: Int, to output: TextOutput) {
        guard style == .pretty else { return }
        output.write(byte: 0x0A)
        output.write(repeating: 0x20, count: 2 * depth)
    }

    /// A lowercase hexadecimal digit for a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x57 + value
    }

    /// The JSON text of a double.
    private static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        // A whole number in Int's range converts exactly; write it without ".0" or exponent.
        if number >= -0x1p63, number < 0x1p63, Double(Int(number)) == number {
            return number == 0 && number.sign == .minus ? "-0" : String(Int(number))
        }
        return number.description
    }

    static func writeString(_ text: String, to output: TextOutput) {
        output.write(byte: 0x22)
        ByteSearch.withUTF8(of: text) { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                output.write(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                output.write(byte: 0x5C)
                switch byte {
                case 0x22, 0x5C: output.write(byte: byte)
                case 0x0A: output.write(byte: 0x6E)  // n
                case 0x0D: output.write(byte: 0x72)  // r
                case 0x09: output.write(byte: 0x74)  // t
                case 0x08: output.write(byte: 0x62)  // b
                case 0x0C: output.write(byte: 0x66)  // f
                default:
                    for digit in [0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)] { output.write(byte: digit) }  // u00xx
                }
            }
            output.write(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.write(byte: 0x22)
    }
}
