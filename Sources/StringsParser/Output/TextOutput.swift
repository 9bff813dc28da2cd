/// Text written as it is produced: reports go through a buffer of a few kilobytes to a file
/// descriptor (or any other destination) instead of being built whole in memory first.
///
/// A destination that fails (a full disk, a closed stream) is not written again: ``failure``
/// says why, and what follows is dropped. An output without a destination keeps everything
/// (tests, and callers that want the text as a `String`).
public final class TextOutput {
    /// Writes bytes somewhere; returns why it could not, or `nil`.
    public typealias Destination = (UnsafeBufferPointer<UInt8>) -> String?

    // The buffer is memory of its own, not an array: a report writes a few bytes at a time,
    // millions of times, and an array stored in a class is checked for exclusive access and
    // uniqueness at each append.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private let destination: Destination?
    private let bufferSize: Int
    /// Why the destination could not be written, once it could not.
    public private(set) var failure: String?

    /// An output to `destination`, written whenever `bufferSize` bytes are waiting and on ``flush()``.
    public init(bufferSize: Int = 1 << 16, to destination: @escaping Destination) {
        self.destination = destination
        self.bufferSize = max(1, bufferSize)
        capacity = self.bufferSize
        storage = .allocate(capacity: capacity)
    }

    /// An output kept in memory; ``text`` reads it.
    public init() {
        destination = nil
        bufferSize = .max
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Everything written to an output kept in memory (for one with a destination: what waits in its buffer).
    public var text: String { String(decoding: written, as: UTF8.self) }

    /// The bytes of an output kept in memory.
    public var bytes: [UInt8] { Array(written) }

    /// Hands what waits in the buffer to the destination.
    public func flush() {
        guard let destination, count > 0 else { return }
        if failure == nil { failure = destination(written) }
        count = 0
    }

    @inline(__always)
    private func flushIfFull() {
        if count >= bufferSize { flush() }
    }

    /// Room for `more` bytes after those written.
    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    public func write(_ text: String) {
        ByteSearch.withUTF8(of: text) { write(bytes: $0) }
    }

    public func write(_ text: Substring) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    public func write(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
        flushIfFull()
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
        flushIfFull()
    }

    public func write(repeating byte: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        reserve(repeated)
        (storage + count).update(repeating: byte, count: repeated)
        count += repeated
        flushIfFull()
    }

    /// A decimal integer.
    public func write(_ number: Int) {
        if number >= 0, number < 10 {
            write(byte: UInt8(ascii: "0") + UInt8(number))
        } else {
            write(String(number))
        }
    }
}
