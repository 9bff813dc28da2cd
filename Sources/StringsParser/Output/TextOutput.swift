/// Text written as it is produced: reports go through a buffer of a few kilobytes to a file
/// descriptor (or any other destination) instead of being built whole in memory first.
///
/// A destination that fails (a full disk, a closed stream) is not written again: ``failure``
/// says why, and what follows is dropped. An output without a destination keeps everything
/// (tests, and callers that want the text as a `String`).
public final class TextOutput {
    /// Writes bytes somewhere; returns why it could not, or `nil`.
    public typealias Destination = (UnsafeBufferPointer<UInt8>) -> String?

    private var buffer: [UInt8] = []
    private let destination: Destination?
    private let bufferSize: Int
    /// Why the destination could not be written, once it could not.
    public private(set) var failure: String?

    /// An output to `destination`, written whenever `bufferSize` bytes are waiting and on ``flush()``.
    public init(bufferSize: Int = 1 << 16, to destination: @escaping Destination) {
        self.destination = destination
        self.bufferSize = bufferSize
        buffer.reserveCapacity(bufferSize)
    }

    /// An output kept in memory; ``text`` reads it.
    public init() {
        destination = nil
        bufferSize = .max
    }

    /// Everything written to an output kept in memory (for one with a destination: what waits in its buffer).
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    /// The bytes of an output kept in memory.
    public var bytes: [UInt8] { buffer }

    /// Hands what waits in the buffer to the destination.
    public func flush() {
        guard let destination, !buffer.isEmpty else { return }
        if failure == nil { failure = buffer.withUnsafeBufferPointer(destination) }
        buffer.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private func flushIfFull() {
        if buffer.count >= bufferSize { flush() }
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        flushIfFull()
    }

    public func write(_ text: Substring) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        flushIfFull()
    }

    public func write(byte: UInt8) {
        buffer.append(byte)
        flushIfFull()
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        flushIfFull()
    }

    public func write(repeating byte: UInt8, count: Int) {
        buffer.append(contentsOf: repeatElement(byte, count: count))
        flushIfFull()
    }

    /// A decimal integer.
    public func write(_ number: Int) {
        if number >= 0, number < 10 {
            buffer.append(UInt8(ascii: "0") + UInt8(number))
            flushIfFull()
        } else {
            write(String(number))
        }
    }
}
