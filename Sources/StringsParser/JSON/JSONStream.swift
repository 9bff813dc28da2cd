/// JSON written as it is produced, in ``JSONWriter``'s layout and byte for byte what it writes
/// for the same document: containers are opened and closed one at a time, their members and
/// elements written whole as they come, so that a report of a million findings is never one tree.
///
///     var json = JSONStream(to: output)
///     json.beginObject()
///     json.member("tool", "l10n-ax")
///     json.key("findings"); json.beginArray()
///     for finding in findings { json.element(object(finding)) }
///     json.endArray()
///     json.endObject(); json.finish()
public struct JSONStream {
    private let output: TextOutput
    private let style: JSONWriter.Style
    /// For each open container, innermost last: whether it has no member or element yet.
    private var isEmpty: [Bool] = []

    public init(to output: TextOutput, style: JSONWriter.Style = .pretty) {
        self.output = output
        self.style = style
    }

    public mutating func beginObject() { open(0x7B) }
    public mutating func endObject() { close(0x7D) }
    public mutating func beginArray() { open(0x5B) }
    public mutating func endArray() { close(0x5D) }

    /// Starts the next member of the open object: what follows (a value, or a container) is its value.
    public mutating func key(_ name: String) {
        separate()
        JSONWriter.writeString(name, to: output)
        output.write(byte: 0x3A)
        if style == .pretty { output.write(byte: 0x20) }
    }

    /// A member of the open object, written whole.
    public mutating func member(_ name: String, _ value: JSONOutput) {
        key(name)
        JSONWriter.write(value, style: style, depth: isEmpty.count, to: output)
    }

    /// An element of the open array, written whole.
    public mutating func element(_ value: JSONOutput) {
        separate()
        JSONWriter.write(value, style: style, depth: isEmpty.count, to: output)
    }

    /// Starts the next element of the open array when it is a container.
    public mutating func nextElement() { separate() }

    /// `count` elements of the open array, the value of each given by `element(index)`: written
    /// on every core in chunks, joined in order, the same bytes as ``element(_:)`` for each.
    public mutating func elements(count: Int, chunkSize: Int = 2048, _ element: @escaping @Sendable (Int) -> JSONOutput) {
        guard count > 0 else { return }
        let isFirst = isEmpty[isEmpty.count - 1]
        isEmpty[isEmpty.count - 1] = false
        let (style, depth) = (self.style, isEmpty.count)
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        let output = self.output
        ConcurrentMap.forEachInOrder(chunks, { range -> [UInt8] in
            let chunk = TextOutput()
            for index in range {
                if index > 0 || !isFirst { chunk.write(byte: 0x2C) }
                JSONWriter.newline(style, depth: depth, to: chunk)
                JSONWriter.write(element(index), style: style, depth: depth, to: chunk)
            }
            return chunk.bytes
        }) { bytes in bytes.withUnsafeBufferPointer { output.write(bytes: $0) } }
    }

    /// Ends the document (a line break, when pretty).
    public func finish() {
        if style == .pretty { output.write(byte: 0x0A) }
    }

    private mutating func open(_ bracket: UInt8) {
        output.write(byte: bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = isEmpty.removeLast()
        if !wasEmpty { JSONWriter.newline(style, depth: isEmpty.count, to: output) }
        output.write(byte: bracket)
    }

    /// The comma after the previous member or element, and the line break before this one.
    private mutating func separate() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            output.write(byte: 0x2C)
        }
        JSONWriter.newline(style, depth: isEmpty.count, to: output)
    }
}
