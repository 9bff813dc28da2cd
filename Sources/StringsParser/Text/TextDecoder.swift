/// The character encoding a text file was stored in.
public enum TextEncoding: String, Hashable, Sendable, CaseIterable {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf16LittleEndianWithoutBOM = "UTF-16LE without BOM"
    case utf16BigEndianWithoutBOM = "UTF-16BE without BOM"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"
}

/// A file's text, decoded once into UTF-8 so that every parser works on bytes.
public struct DecodedText: Sendable {
    /// The text as UTF-8. For a UTF-8 file these are the file's own bytes (including a byte
    /// order mark, see ``contentStart``); other encodings are transcoded.
    public let bytes: [UInt8]
    /// The offset of the first byte after a UTF-8 byte order mark, otherwise 0.
    public let contentStart: Int
    public let encoding: TextEncoding
    /// Problems found while decoding, each at a byte offset in ``bytes``.
    public let problems: [(problem: TextProblem, offset: Int)]

    /// A line table over ``bytes`` whose first line starts after the byte order mark.
    public func makeLineTable() -> LineTable { LineTable(bytes: bytes, firstLineStart: contentStart) }

    /// The decoding problems as diagnostics located in `file`.
    public func diagnostics(file: String, lines: LineTable) -> [Diagnostic] {
        problems.map { Diagnostic($0.problem, at: lines.location(ofOffset: $0.offset, in: file)) }
    }
}

/// Detects the encoding of a text file from its byte order mark (or, for UTF-16 without one,
/// from where its zero bytes fall) and decodes it into UTF-8.
///
/// Invalid input never stops decoding: each invalid sequence becomes U+FFFD and the first one is
/// reported with its byte offset in the file.
public enum TextDecoder {
    public static func decode(_ data: [UInt8]) -> DecodedText {
        let count = data.count
        if count >= 3, data[0] == 0xEF, data[1] == 0xBB, data[2] == 0xBF {
            return decodeUTF8(data, contentStart: 3, encoding: .utf8WithBOM)
        }
        if count >= 4, data[0] == 0xFF, data[1] == 0xFE, data[2] == 0, data[3] == 0 {
            return decodeUTF32(data, start: 4, bigEndian: false)
        }
        if count >= 4, data[0] == 0, data[1] == 0, data[2] == 0xFE, data[3] == 0xFF {
            return decodeUTF32(data, start: 4, bigEndian: true)
        }
        if count >= 2, data[0] == 0xFF, data[1] == 0xFE {
            return decodeUTF16(data, start: 2, bigEndian: false, encoding: .utf16LittleEndian)
        }
        if count >= 2, data[0] == 0xFE, data[1] == 0xFF {
            return decodeUTF16(data, start: 2, bigEndian: true, encoding: .utf16BigEndian)
        }
        if let bigEndian = guessUTF16WithoutBOM(data) {
            return decodeUTF16(
                data, start: 0, bigEndian: bigEndian,
                encoding: bigEndian ? .utf16BigEndianWithoutBOM : .utf16LittleEndianWithoutBOM)
        }
        return decodeUTF8(data, contentStart: 0, encoding: .utf8)
    }

    /// UTF-8 text has no zero bytes; UTF-16 text of a localization file (whose syntax is ASCII)
    /// has many, all at odd offsets (little-endian) or all at even ones (big-endian).
    /// Returns `true` for big-endian, `false` for little-endian, `nil` for not UTF-16.
    static func guessUTF16WithoutBOM(_ data: [UInt8]) -> Bool? {
        let sample = min(data.count, 1024) & ~1
        guard sample >= 2 else { return nil }
        var zerosAtEven = 0
        var zerosAtOdd = 0
        var index = 0
        while index < sample {
            if data[index] == 0 { zerosAtEven += 1 }
            if data[index + 1] == 0 { zerosAtOdd += 1 }
            index += 2
        }
        let pairs = sample / 2
        if zerosAtOdd * 4 >= pairs, zerosAtEven * 8 <= zerosAtOdd { return false }
        if zerosAtEven * 4 >= pairs, zerosAtOdd * 8 <= zerosAtEven { return true }
        return nil
    }

    // MARK: UTF-8

    private static func decodeUTF8(_ data: [UInt8], contentStart: Int, encoding: TextEncoding) -> DecodedText {
        guard let firstInvalid = UTF8Validation.firstInvalidOffset(in: data, from: contentStart) else {
            return DecodedText(bytes: data, contentStart: contentStart, encoding: encoding, problems: [])
        }
        // Repair: copy valid sequences, replace each maximal invalid subpart with U+FFFD.
        var repaired: [UInt8] = []
        repaired.reserveCapacity(data.count + 16)
        repaired.append(contentsOf: data[0..<firstInvalid])
        var index = firstInvalid
        var invalidCount = 0
        var firstRepairedOffset = -1
        while index < data.count {
            let length = UTF8Validation.validSequenceLength(in: data, at: index)
            if length > 0 {
                repaired.append(contentsOf: data[index..<(index + length)])
                index += length
            } else {
                if firstRepairedOffset < 0 { firstRepairedOffset = repaired.count }
                repaired.append(contentsOf: [0xEF, 0xBF, 0xBD])
                invalidCount += 1
                index += 1
            }
        }
        let problem = TextProblem.invalidUTF8(byte: data[firstInvalid], fileOffset: firstInvalid, count: invalidCount)
        return DecodedText(
            bytes: repaired, contentStart: contentStart, encoding: encoding,
            problems: [(problem, firstRepairedOffset)])
    }

    // MARK: UTF-16

    private static func decodeUTF16(_ data: [UInt8], start: Int, bigEndian: Bool, encoding: TextEncoding) -> DecodedText {
        var problems: [(problem: TextProblem, offset: Int)] = []
        if encoding == .utf16LittleEndianWithoutBOM || encoding == .utf16BigEndianWithoutBOM {
            problems.append((.utf16WithoutBOM(encoding), 0))
        }
        let end = start + (data.count - start) & ~1
        var reportedSurrogate = false
        // A code unit makes at most three bytes of UTF-8 (a pair of them, four).
        let output = [UInt8](unsafeUninitializedCapacity: (end - start) / 2 * 3) { output, initialized in
            var written = 0
            data.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, start < end else { return }
                let raw = UnsafeRawPointer(base)
                @inline(__always) func unit(at index: Int) -> UInt16 {
                    bigEndian
                        ? UInt16(buffer[index]) << 8 | UInt16(buffer[index + 1])
                        : UInt16(buffer[index + 1]) << 8 | UInt16(buffer[index])
                }
                // Four units at a time while they are ASCII (most of a localization file): in a
                // little-endian word, each unit's high byte and its low byte's top bit are clear.
                let notASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
                let shift: UInt64 = bigEndian ? 8 : 0
                var index = start
                while index < end {
                    if index + 8 <= end {
                        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        if word & notASCII == 0 {
                            // Each unit's low byte, at a multiple of 16 bits once shifted.
                            let units = word >> shift
                            output[written] = UInt8(truncatingIfNeeded: units)
                            output[written + 1] = UInt8(truncatingIfNeeded: units >> 16)
                            output[written + 2] = UInt8(truncatingIfNeeded: units >> 32)
                            output[written + 3] = UInt8(truncatingIfNeeded: units >> 48)
                            written += 4
                            index += 8
                            continue
                        }
                    }
                    let first = unit(at: index)
                    if first < 0x80 {
                        output[written] = UInt8(first)
                        written += 1
                        index += 2
                        continue
                    }
                    var scalar: UInt32
                    var width = 2
                    if first & 0xFC00 == 0xD800, index + 2 < end, unit(at: index + 2) & 0xFC00 == 0xDC00 {
                        let second = unit(at: index + 2)
                        scalar = 0x10000 + (UInt32(first & 0x3FF) << 10 | UInt32(second & 0x3FF))
                        width = 4
                    } else if first & 0xF800 == 0xD800 {
                        if !reportedSurrogate {
                            problems.append((.unpairedSurrogate(codeUnit: first, fileOffset: index, encoding: encoding), written))
                            reportedSurrogate = true
                        }
                        scalar = 0xFFFD
                    } else {
                        scalar = UInt32(first)
                    }
                    written += writeUTF8(scalar, to: output, at: written)
                    index += width
                }
            }
            initialized = written
        }
        if end < data.count {
            problems.append((.truncatedCodeUnit(fileOffset: end, encoding: encoding), output.count))
        }
        return DecodedText(bytes: output, contentStart: 0, encoding: encoding, problems: problems)
    }

    // MARK: UTF-32

    private static func decodeUTF32(_ data: [UInt8], start: Int, bigEndian: Bool) -> DecodedText {
        let encoding: TextEncoding = bigEndian ? .utf32BigEndian : .utf32LittleEndian
        var output: [UInt8] = []
        output.reserveCapacity((data.count - start) / 2)
        var problems: [(problem: TextProblem, offset: Int)] = []
        let end = start + (data.count - start) & ~3
        var index = start
        while index < end {
            let b0 = UInt32(data[index]), b1 = UInt32(data[index + 1])
            let b2 = UInt32(data[index + 2]), b3 = UInt32(data[index + 3])
            let value = bigEndian ? (b0 << 24 | b1 << 16 | b2 << 8 | b3) : (b3 << 24 | b2 << 16 | b1 << 8 | b0)
            if Unicode.Scalar(value) == nil {
                if problems.isEmpty { problems.append((.invalidUTF32(value: value, fileOffset: index), output.count)) }
                appendUTF8(0xFFFD, to: &output)
            } else {
                appendUTF8(value, to: &output)
            }
            index += 4
        }
        if end < data.count {
            problems.append((.truncatedCodeUnit(fileOffset: end, encoding: encoding), output.count))
        }
        return DecodedText(bytes: output, contentStart: 0, encoding: encoding, problems: problems)
    }
}

/// Writes the UTF-8 of `scalar` (below 0x110000) at `offset`, where there is room for it;
/// returns the number of bytes written.
@inline(__always)
func writeUTF8(_ scalar: UInt32, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    switch scalar {
    case 0..<0x80:
        output[offset] = UInt8(scalar)
        return 1
    case 0x80..<0x800:
        output[offset] = UInt8(0xC0 | scalar >> 6)
        output[offset + 1] = UInt8(0x80 | scalar & 0x3F)
        return 2
    case 0x800..<0x10000:
        output[offset] = UInt8(0xE0 | scalar >> 12)
        output[offset + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
        output[offset + 2] = UInt8(0x80 | scalar & 0x3F)
        return 3
    default:
        output[offset] = UInt8(0xF0 | scalar >> 18)
        output[offset + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
        output[offset + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
        output[offset + 3] = UInt8(0x80 | scalar & 0x3F)
        return 4
    }
}

/// Appends the UTF-8 encoding of a scalar value (which must be a valid scalar or U+FFFD).
@inline(__always)
func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        output.append(UInt8(scalar))
    case 0x80..<0x800:
        output.append(UInt8(0xC0 | scalar >> 6))
        output.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        output.append(UInt8(0xE0 | scalar >> 12))
        output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        output.append(UInt8(0x80 | scalar & 0x3F))
    default:
        output.append(UInt8(0xF0 | scalar >> 18))
        output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        output.append(UInt8(0x80 | scalar & 0x3F))
    }
}
