/// Byte-level questions about source text, asked before anything is lexed or parsed.
enum ByteText {
    /// Whether `bytes` contain `needle` (ASCII), compared byte for byte.
    static func contains(_ needle: StaticString, in bytes: [UInt8]) -> Bool {
        needle.withUTF8Buffer { pattern in
            bytes.withUnsafeBufferPointer { buffer in
                guard let first = pattern.first else { return true }
                guard buffer.count >= pattern.count else { return false }
                var index = 0
                let last = buffer.count - pattern.count
                while index <= last {
                    if buffer[index] == first, buffer[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
                    index += 1
                }
                return false
            }
        }
    }
}
