/// A set of ASCII names asked about tokens' bytes without making a `String` of each token:
/// most identifiers of a file are rejected by their length and first byte alone.
struct NameSet: Sendable {
    /// By length, then first byte: the names' bytes.
    private let names: [Int: [UInt8: [[UInt8]]]]
    private let maximumLength: Int

    init(_ names: some Sequence<String>) {
        var grouped: [Int: [UInt8: [[UInt8]]]] = [:]
        var longest = 0
        for name in names {
            let bytes = Array(name.utf8)
            guard let first = bytes.first else { continue }
            grouped[bytes.count, default: [:]][first, default: []].append(bytes)
            longest = max(longest, bytes.count)
        }
        self.names = grouped
        self.maximumLength = longest
    }

    /// Whether the bytes `start..<end` of `buffer` are one of the names.
    func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length > 0, length <= maximumLength, let byLength = names[length], let candidates = byLength[buffer[start]] else { return false }
        for candidate in candidates where buffer[start..<end].elementsEqual(candidate) { return true }
        return false
    }
}
