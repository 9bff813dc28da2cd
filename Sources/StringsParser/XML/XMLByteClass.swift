/// The bytes XML syntax is made of, and the classes of bytes the scanner tests for.
///
/// Names are checked by bytes: every non-ASCII byte is accepted as part of a name, which
/// accepts all of XML's non-ASCII name characters (and, leniently, a few more).
enum XMLByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamationMark: UInt8 = 0x21
    static let quotationMark: UInt8 = 0x22
    static let numberSign: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let fullStop: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let questionMark: UInt8 = 0x3F
    static let leftBracket: UInt8 = 0x5B
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let lowercaseX: UInt8 = 0x78

    /// Space, tab, line feed or carriage return: XML's whitespace.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == tab || byte == carriageReturn
    }

    /// A byte that can start a name: an ASCII letter, `_`, `:` or any non-ASCII byte.
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == underscore || byte == colon || byte >= 0x80
    }

    /// A byte that can continue a name: a name start, an ASCII digit, `-` or `.`.
    @inline(__always)
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte &- 0x30 < 10 || byte == hyphen || byte == fullStop
    }

    /// The value of a decimal digit, or `nil`.
    @inline(__always)
    static func decimalDigit(_ byte: UInt8) -> UInt32? {
        byte &- 0x30 < 10 ? UInt32(byte &- 0x30) : nil
    }

    /// The value of a hexadecimal digit (either case), or `nil`.
    @inline(__always)
    static func hexadecimalDigit(_ byte: UInt8) -> UInt32? {
        if byte &- 0x30 < 10 { return UInt32(byte &- 0x30) }
        let lower = byte | 0x20
        if lower &- 0x61 < 6 { return UInt32(lower &- 0x61 + 10) }
        return nil
    }

    /// How to show a byte that has no place where it stands, in a message.
    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case tab: "tab"
        case lineFeed, carriageReturn: "line break"
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        default: "character U+00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
    }
}
