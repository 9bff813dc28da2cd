/// A set of ASCII names asked about tokens' bytes without making a `String` of each token:
/// most identifiers of a file are rejected by their length and first byte alone, with one bit
/// test.
struct NameSet: Sendable {
    /// The names' bytes, by length (index), then checked one by one.
    private let names: [[[UInt8]]]
    /// For each length, 256 bits: the first bytes of the names of that length.
    private let firstBytes: [UInt64]

    init(_ names: some Sequence<String>) {
        var byLength: [[[UInt8]]] = []
        for name in names {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty else { continue }
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
        }
        var firstBytes = [UInt64](repeating: 0, count: byLength.count * 4)
        for (length, group) in byLength.enumerated() {
            for name in group { firstBytes[length * 4 + Int(name[0] >> 6)] |= 1 << UInt64(name[0] & 63) }
        }
        self.names = byLength
        self.firstBytes = firstBytes
    }

    /// Whether the bytes `start..<end` of `buffer` are one of the names.
    @inline(__always)
    func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length > 0, length < names.count else { return false }
        let first = buffer[start]
        guard firstBytes[length * 4 + Int(first >> 6)] & (1 << UInt64(first & 63)) != 0 else { return false }
        for candidate in names[length] where buffer[start..<end].elementsEqual(candidate) { return true }
        return false
    }
}
