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
    /// The strings made, found by the hash of their bytes.
    private var index = KeyIndex()
    private var strings: [String] = []
    private let limit: Int
    /// The Interface Builder comments read before (every language's table of a storyboard
    /// repeats each one), found by the hash of their text's bytes: their text, and what it reads as.
    private var commentIndex = KeyIndex()
    private var comments: [(text: String, fields: InterfaceBuilderComment?)] = []
    /// The boxes of the comments of the strings made (see ``CommentBoxes``).
    var commentBoxes: CommentBoxes

    init(limit: Int = 1 << 20) {
        self.limit = limit
        commentBoxes = CommentBoxes(limit: limit)
    }

    /// The string of these UTF-8 bytes: the one made before for the same bytes, if any.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
        let hash = ByteSearch.hash(bytes)
        // Reads the strings through `self`: a copy of the array held here would make each
        // append copy it whole.
        let isBytes = { (entry: Int) -> Bool in ByteSearch.string(self.strings[entry], hasBytes: bytes) }
        if let found = index.existing(hash: hash, isKey: isBytes) { return strings[found] }
        let made = String(decoding: bytes, as: UTF8.self)
        // Kept when its bytes are the input's (not when repaired), and while there is room.
        if strings.count < limit, made.utf8.count == bytes.count {
            _ = index.firstDefinition(hash: hash, entry: strings.count) { _ in false }
            strings.append(made)
        }
        return made
    }

    /// What the Interface Builder comment of these UTF-8 bytes reads as: `read`'s answer, made
    /// once for the same bytes (the reading is a function of the bytes alone).
    func interfaceBuilderComment(_ bytes: UnsafeBufferPointer<UInt8>, read: () -> InterfaceBuilderComment?) -> InterfaceBuilderComment? {
        let hash = ByteSearch.hash(bytes)
        let isBytes = { (entry: Int) -> Bool in ByteSearch.string(self.comments[entry].text, hasBytes: bytes) }
        if let found = commentIndex.existing(hash: hash, isKey: isBytes) { return comments[found].fields }
        let fields = read()
        let text = String(decoding: bytes, as: UTF8.self)
        if comments.count < limit, text.utf8.count == bytes.count {
            _ = commentIndex.firstDefinition(hash: hash, entry: comments.count) { _ in false }
            comments.append((text, fields))
        }
        return fields
    }
}
