/// Turns the raw bytes of checked text and attribute values into their characters.
///
/// - Text: entity and character references are replaced, `\r\n` and a lone `\r` become `\n`.
/// - CDATA sections: only line ends are normalized.
/// - Attribute values: references are replaced; a literal tab, line feed, carriage return or
///   `\r\n` becomes one space, as XML's attribute-value normalization requires, while a
///   reference such as `&#10;` keeps its character.
///
/// The bytes are expected to have passed the scanner. On bytes that did not, nothing traps: a
/// `&` that does not start a valid reference is kept as it is.
enum XMLValueDecoding {
    /// How a range is decoded.
    enum Mode {
        case text
        /// Text whose line ends stay as written (property lists, as Apple reads them).
        case textKeepingLineEnds
        case cdata
        /// CDATA whose line ends stay as written.
        case literal
        case attributeValue
    }

    /// Appends the decoded bytes of `range` (clamped to the buffer) to `output`.
    static func append(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, mode: Mode, to output: inout [UInt8]) {
        let start = max(0, min(range.lowerBound, buffer.count))
        let end = max(start, min(range.upperBound, buffer.count))
        output.reserveCapacity(output.count + end - start)
        var index = start
        var runStart = start
        @inline(__always) func flushRun() {
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index])) }
        }
        while index < end {
            let byte = buffer[index]
            switch byte {
            case XMLByte.ampersand where mode != .cdata && mode != .literal:
                guard case let .scalar(scalar, referenceEnd) = XMLEntityReference.read(buffer, at: index, end: end) else {
                    index += 1
                    continue
                }
                flushRun()
                appendUTF8(scalar, to: &output)
                index = referenceEnd
                runStart = index
            case XMLByte.carriageReturn where mode != .textKeepingLineEnds && mode != .literal:
                flushRun()
                output.append(mode == .attributeValue ? XMLByte.space : XMLByte.lineFeed)
                index += 1
                if index < end, buffer[index] == XMLByte.lineFeed { index += 1 }
                runStart = index
            case XMLByte.lineFeed where mode == .attributeValue, XMLByte.tab where mode == .attributeValue:
                flushRun()
                output.append(XMLByte.space)
                index += 1
                runStart = index
            default:
                index += 1
            }
        }
        flushRun()
    }

    /// The decoded string of `range` in `bytes`.
    static func string(_ bytes: [UInt8], _ range: Range<Int>, mode: Mode, needsDecoding: Bool) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let start = max(0, min(range.lowerBound, buffer.count))
            let end = max(start, min(range.upperBound, buffer.count))
            if !needsDecoding {
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
            var output: [UInt8] = []
            append(buffer, start..<end, mode: mode, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }
}
