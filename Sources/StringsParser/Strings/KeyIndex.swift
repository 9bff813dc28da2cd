/// Remembers which entry first defined each key (a file's, to report duplicates; a table's, as
/// its files are merged): an open-addressing hash table over the keys' UTF-8 with a cheap
/// word-at-a-time hash (Swift's `Dictionary` spends most of that time in SipHash over long keys).
struct KeyIndex {
    private var slots: [Int32]
    private var hashes: [UInt64]
    private var count = 0

    /// Room for 64 keys before the table first grows.
    init() {
        slots = Array(repeating: -1, count: 128)
        hashes = Array(repeating: 0, count: 128)
    }

    /// Room for `count` keys before the table grows (when it has none yet).
    mutating func reserve(_ count: Int) {
        guard self.count == 0 else { return }
        var size = slots.count
        while size < count * 2 { size *= 2 }
        guard size > slots.count else { return }
        slots = Array(repeating: -1, count: size)
        hashes = Array(repeating: 0, count: size)
    }

    /// The entry that already defines `key`, or `nil` after recording `entry` as its first definition.
    @inline(__always)
    mutating func firstDefinition(of key: String, entry: Int, keyOf: (Int) -> String) -> Int? {
        firstDefinition(hash: Self.hash(key), entry: entry) { keyOf($0) == key }
    }

    /// The entry whose key has this hash (``ByteSearch/hash(_:)`` of its UTF-8) and is the one
    /// `isKey` tells, or `nil` after recording `entry` for it.
    @inline(__always)
    mutating func firstDefinition(hash: UInt64, entry: Int, isKey: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let (existing, slot) = probe(hash: hash, isKey: isKey)
        if let existing { return existing }
        slots[slot] = Int32(truncatingIfNeeded: entry)
        hashes[slot] = hash
        count += 1
        return nil
    }

    /// The entry that defines `key`, if one does.
    @inline(__always)
    func existing(_ key: String, keyOf: (Int) -> String) -> Int? {
        existing(hash: Self.hash(key)) { keyOf($0) == key }
    }

    /// The entry whose key has this hash and is the one `isKey` tells, if one does.
    @inline(__always)
    func existing(hash: UInt64, isKey: (Int) -> Bool) -> Int? {
        probe(hash: hash, isKey: isKey).existing
    }

    /// The entry of the key, or else the free slot where it would go.
    @inline(__always)
    private func probe(hash: UInt64, isKey: (Int) -> Bool) -> (existing: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let existing = Int(slots[slot])
            if hashes[slot] == hash, isKey(existing) { return (existing, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    private mutating func grow() {
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

    /// The hash of the key's UTF-8, read where the string keeps it.
    static func hash(_ key: String) -> UInt64 {
        ByteSearch.withUTF8(of: key) { ByteSearch.hash($0) }
    }
}
