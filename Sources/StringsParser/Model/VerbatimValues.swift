/// The bytes of the values a `.strings` file writes between quotes without escapes, one after
/// another, for its strings to make their text from only when it is read.
///
/// Such a value's text is its bytes as written, so nothing is lost by keeping the bytes; and most
/// values are never read at all (an audit reads the accessibility strings, and the few with a
/// `%`). A value kept here costs its bytes in one array, where a `String` of its own costs a check
/// of its UTF-8 and a copy while the file is read, and beyond 15 bytes an allocation with a header
/// for as long as the project lives. (What it gives up: an untranslated copy of a value in another
/// language's file is kept again, not shared as the merge shares made values.)
///
/// Appended to only by the thread that parses the file, before its strings are handed to any
/// other thread; read-only from then on. So no access to its bytes can overlap another, and they
/// are not checked for it at each access (a check at each value appended cost 2% of reading a
/// file's strings).
public final class VerbatimValues: @unchecked Sendable {
    @exclusivity(unchecked) private var bytes: [UInt8]

    /// Room for `capacity` bytes (at most the file's text: its values are part of it).
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Keeps `value`'s bytes; returns where they are, or nil when the offsets would not fit in
    /// 32 bits (the caller then makes the text at once).
    func append(_ value: UnsafeBufferPointer<UInt8>) -> (offset: UInt32, count: UInt32)? {
        guard let offset = UInt32(exactly: bytes.count), let count = UInt32(exactly: value.count), UInt32.max - offset >= count else { return nil }
        bytes.append(contentsOf: value)
        return (offset, count)
    }

    /// Frees the room reserved and left unused, once the file is read: the bytes are copied into
    /// an array of their size. (`Array(bytes[...])` would not: a slice of the whole array gives
    /// back the same storage, room and all.)
    func finish() {
        guard unusedCapacity > 4096 else { return }
        bytes = bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// The room reserved and not used.
    var unusedCapacity: Int { bytes.capacity - bytes.count }

    /// `body` on the bytes at `offset`.
    func withBytes<Result>(at offset: UInt32, count: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in body(UnsafeBufferPointer(rebasing: buffer[Int(offset)..<(Int(offset) + Int(count))])) }
    }

    /// The text of the bytes at `offset`, as the parser would have made it.
    func text(at offset: UInt32, count: UInt32) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(offset)..<(Int(offset) + Int(count))]), as: UTF8.self)
        }
    }
}
