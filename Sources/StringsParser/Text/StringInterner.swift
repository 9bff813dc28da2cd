import Foundation

/// One string for the same bytes, for everything one thread reads: a key or a comment that every
/// language's file repeats is made once, not once per file (a copy the merge would otherwise
/// drop, freeing it from the heap of the thread that made it).
///
/// It also remembers, for the same thread, what the thread's files repeat beyond their text: the
/// fields of each Interface Builder comment read, and the box of each comment (``CommentBoxes``).
///
/// Owned by one reader thread at a time. Strings short enough to be held inside a `String`
/// (15 bytes of UTF-8) are made each time: they cost no allocation. Bytes that are not valid
/// UTF-8 (whose string is repaired) are made each time too. Past `limit` strings, new ones are
/// no longer remembered.
final class StringInterner {
    /// The strings made, and the Interface Builder comments read (every language's table of a
    /// storyboard repeats each one) with what they read as: each memory one stored property,
    /// reached once per call. Owned by one thread, and no call reaches the interner again while
    /// it changes one of them (a comment's fields are read without it): no access can overlap
    /// another, so none is checked for it (a check at each key made cost 1% of reading a file).
    @exclusivity(unchecked) private var strings: Memory<Void>
    @exclusivity(unchecked) private var comments: Memory<InterfaceBuilderComment?>
    /// The boxes of the comments of the strings made (see ``CommentBoxes``).
    @exclusivity(unchecked) var commentBoxes: CommentBoxes

    /// - Parameter commentMarker: bytes to look for in the comments of the strings made, once
    ///   for each distinct comment (see ``CommentBoxes/markedComments``).
    init(limit: Int = 1 << 20, commentMarker: BytePattern? = nil) {
        strings = Memory(limit: limit)
        comments = Memory(limit: limit)
        commentBoxes = CommentBoxes(limit: limit, marker: commentMarker)
    }

    /// The string of these UTF-8 bytes: the one made before for the same bytes, if any.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        return strings.remembered(bytes, making: {}).text
    }

    /// What the Interface Builder comment of these UTF-8 bytes reads as: `read`'s answer, made
    /// once for the same bytes (the reading is a function of the bytes alone).
    func interfaceBuilderComment(_ bytes: UnsafeBufferPointer<UInt8>, read: () -> InterfaceBuilderComment?) -> InterfaceBuilderComment? {
        comments.remembered(bytes, making: read).value
    }

    /// Texts found by the hash of their bytes, each with what was made of it; past `limit`
    /// texts, new ones are no longer remembered.
    private struct Memory<Value> {
        private var index = KeyIndex()
        private var entries: [(text: String, value: Value)] = []
        private let limit: Int

        init(limit: Int) { self.limit = limit }

        /// The text of `bytes` and what `make` made of it, remembered from before when the
        /// same bytes came; kept when its bytes are the input's (not when repaired), while
        /// there is room.
        mutating func remembered(_ bytes: UnsafeBufferPointer<UInt8>, making make: () -> Value) -> (text: String, value: Value) {
            let hash = ByteSearch.hash(bytes)
            if let found = index.existing(hash: hash, isKey: { ByteSearch.string(entries[$0].text, hasBytes: bytes) }) { return entries[found] }
            let made = (text: String(decoding: bytes, as: UTF8.self), value: make())
            if entries.count < limit, made.text.utf8.count == bytes.count {
                _ = index.firstDefinition(hash: hash, entry: entries.count) { _ in false }
                entries.append(made)
            }
            return made
        }
    }
}
