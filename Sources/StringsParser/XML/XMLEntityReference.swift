/// Reading one entity or character reference (`&amp;`, `&#233;`, `&#xE9;`).
///
/// The scanner uses it to check references where they stand; the decoder uses it again on
/// checked text to produce their characters.
enum XMLEntityReference {
    /// What a reference stands for, or why it is not one.
    enum Reading {
        /// The reference is valid: it stands for `scalar` and ends just before `end`.
        case scalar(UInt32, end: Int)
        /// The reference is invalid; the problem belongs at the `&`.
        case invalid(XMLProblem)
        /// The input ends before the reference does.
        case truncated
    }

    /// The longest run of digits worth reading: more would overflow any scalar anyway.
    private static let longestNumber = 16

    /// Reads the reference whose `&` is at `ampersand`, looking no further than `end`.
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, at ampersand: Int, end: Int) -> Reading {
        var index = ampersand + 1
        guard index < end else { return .truncated }
        if buffer[index] == XMLByte.numberSign {
            return readCharacterReference(buffer, at: ampersand, end: end)
        }
        guard XMLByte.isNameStart(buffer[index]) else { return .invalid(.unescapedAmpersand) }
        let nameStart = index
        while index < end, XMLByte.isNameCharacter(buffer[index]) { index += 1 }
        guard index < end else { return .truncated }
        guard buffer[index] == XMLByte.semicolon else { return .invalid(.unescapedAmpersand) }
        let name = UnsafeBufferPointer(rebasing: buffer[nameStart..<index])
        let scalar: UInt32
        switch name.count {
        case 2 where name[0] == 0x6C && name[1] == 0x74: scalar = 0x3C  // lt
        case 2 where name[0] == 0x67 && name[1] == 0x74: scalar = 0x3E  // gt
        case 3 where name[0] == 0x61 && name[1] == 0x6D && name[2] == 0x70: scalar = 0x26  // amp
        case 4 where name[0] == 0x71 && name[1] == 0x75 && name[2] == 0x6F && name[3] == 0x74: scalar = 0x22  // quot
        case 4 where name[0] == 0x61 && name[1] == 0x70 && name[2] == 0x6F && name[3] == 0x73: scalar = 0x27  // apos
        default: return .invalid(.unknownEntity(name: String(decoding: name, as: UTF8.self)))
        }
        return .scalar(scalar, end: index + 1)
    }

    /// `&#` digits `;` or `&#x` hex digits `;`, for a Unicode scalar value (U+0000 included, as
    /// Apple's parser accepts it; surrogates and values above U+10FFFF are not scalars).
    private static func readCharacterReference(_ buffer: UnsafeBufferPointer<UInt8>, at ampersand: Int, end: Int) -> Reading {
        var index = ampersand + 2
        guard index < end else { return .truncated }
        let isHexadecimal = buffer[index] == XMLByte.lowercaseX
        if isHexadecimal { index += 1 }
        var value: UInt32 = 0
        var digitCount = 0
        while index < end {
            let byte = buffer[index]
            let digit = isHexadecimal ? XMLByte.hexadecimalDigit(byte) : XMLByte.decimalDigit(byte)
            guard let digit else { break }
            // Saturate: any value above U+10FFFF is as invalid as any other.
            value = min(value * (isHexadecimal ? 16 : 10) + digit, 0x11_0000)
            digitCount += 1
            index += 1
            if digitCount > longestNumber { break }
        }
        guard index < end else { return .truncated }
        let isScalar = value < 0xD800 || (value > 0xDFFF && value < 0x11_0000)
        if digitCount == 0 || digitCount > longestNumber || buffer[index] != XMLByte.semicolon || !isScalar {
            // Quote the reference as written, up to its `;` if there is one nearby.
            var quoteEnd = index
            if buffer[index] != XMLByte.semicolon {
                quoteEnd = min(index, end - 1)
            }
            let shown = UnsafeBufferPointer(rebasing: buffer[ampersand...min(quoteEnd, ampersand + 24)])
            return .invalid(.invalidCharacterReference(reference: String(decoding: shown, as: UTF8.self)))
        }
        return .scalar(value, end: index + 1)
    }
}
