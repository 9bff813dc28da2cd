import Foundation

/// One string for the same bytes, for everything one thread reads: a key or a comment that every
/// language's file repeats is made once, not once per file (a copy the merge would otherwise
/// drop, freeing it from the heap of the thread that made it).
///
/// Owned by one reader thread at a time. Strings short enough to be held inside a `String`
/// (15 bytes of UTF-8) are made each time: they cost no allocation. Bytes that are not valid
/// UTF-8 (whose string is repaired) are made each time too. Past `limit` strings, new ones are
/// no longer remembered.
final class StringInterner {
    private var slots: [Int32]
    private var hashes: [UInt64]
    private var strings: [String] = []
    private let limit: Int

    init(limit: Int = 1 << 20) {
        self.limit = limit
        slots = Array(repeating: -1, count: 1024)
        hashes = Array(repeating: 0, count: 1024)
    }

    /// The string of these UTF-8 bytes: the one made before for the same bytes, if any.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        let hash = ByteSearch.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            if hashes[slot] == hash {
                var known = strings[Int(slots[slot])]
                let same = known.withUTF8 { $0.count == bytes.count && memcmp($0.baseAddress!, base, bytes.count) == 0 }
                if same { return known }
            }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: bytes, as: UTF8.self)
        guard strings.count < limit, made.utf8.count == bytes.count else { return made }
        slots[slot] = Int32(truncatingIfNeeded: strings.count)
        hashes[slot] = hash
        strings.append(made)
        if strings.count * 2 > slots.count { grow() }
        return made
    }

    private func grow() {
        let oldSlots = slots
        let oldHashes = hashes
        slots = Array(repeating: -1, count: oldSlots.count * 2)
        hashes = Array(repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in oldSlots.enumerated() where entry >= 0 {
            var slot = Int(truncatingIfNeeded: oldHashes[index]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
            hashes[slot] = oldHashes[index]
        }
    }
}
