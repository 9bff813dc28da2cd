/// UTF-8 validation over bytes, following the Unicode standard's table of well-formed byte
/// sequences (no overlongs, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// Whether the bytes are well-formed UTF-8.
    static func isValid(_ bytes: [UInt8]) -> Bool { firstInvalidOffset(in: bytes, from: 0) == nil }

    /// The offset of the first byte that does not start a well-formed sequence, or `nil`.
    static func firstInvalidOffset(in data: [UInt8], from start: Int) -> Int? {
        data.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = start
            while index < count {
                // ASCII fast path, eight bytes at a time.
                while index + 8 <= count, !ByteSearch.hasNonASCII(ByteSearch.load(buffer, at: index)) { index += 8 }
                guard index < count else { return nil }
                if buffer[index] < 0x80 {
                    index += 1
                    continue
                }
                let length = sequenceLength(buffer, at: index)
                if length == 0 { return index }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed sequence at `index`, or 0 if the byte there does not start one.
    static func validSequenceLength(in data: [UInt8], at index: Int) -> Int {
        data.withUnsafeBufferPointer { sequenceLength($0, at: index) }
    }

    @inline(__always)
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let count = buffer.count
        let lead = buffer[index]
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && buffer[index + offset] >= low && buffer[index + offset] <= high
        }
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
