/// Encodes UTF-8 text back into the encoding a file was read in (the inverse of ``TextDecoder``):
/// the byte order mark it had, the byte order it had.
public enum TextEncoder {
    /// `text` (valid UTF-8, as ``DecodedText/bytes``, a UTF-8 byte order mark included) in `encoding`.
    public static func encode(_ text: [UInt8], as encoding: TextEncoding) -> [UInt8] {
        switch encoding {
        case .utf8, .utf8WithBOM:
            return text
        case .utf16LittleEndian, .utf16BigEndian, .utf16LittleEndianWithoutBOM, .utf16BigEndianWithoutBOM:
            let bigEndian = encoding == .utf16BigEndian || encoding == .utf16BigEndianWithoutBOM
            var output: [UInt8] = []
            output.reserveCapacity(text.count * 2 + 2)
            if encoding == .utf16LittleEndian { output += [0xFF, 0xFE] }
            if encoding == .utf16BigEndian { output += [0xFE, 0xFF] }
            func append(_ unit: UInt16) {
                if bigEndian { output += [UInt8(unit >> 8), UInt8(unit & 0xFF)] } else { output += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            }
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
                for unit in UTF16.codeUnits(of: scalar) { append(unit) }
            }
            return output
        case .utf32LittleEndian, .utf32BigEndian:
            let bigEndian = encoding == .utf32BigEndian
            var output: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
            output.reserveCapacity(text.count * 4 + 4)
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
                let value = scalar.value
                let bytes = [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
                output += bigEndian ? bytes : bytes.reversed()
            }
            return output
        }
    }
}

extension UTF16 {
    /// The code units of one scalar.
    fileprivate static func codeUnits(of scalar: Unicode.Scalar) -> [UInt16] {
        var units: [UInt16] = []
        UTF16.encode(scalar) { units.append($0) }
        return units
    }
}
