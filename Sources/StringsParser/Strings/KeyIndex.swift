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
    mutating func firstDefinition(of key: String, entry: Int, keyOf: (Int) -> String) -> Int? {
        if (count + 1) * 2 > slots.count { grow(keyOf: keyOf) }
        let hash = Self.hash(key)
        let (existing, slot) = probe(key, hash: hash, keyOf: keyOf)
        if let existing { return existing }
        slots[slot] = Int32(truncatingIfNeeded: entry)
        hashes[slot] = hash
        count += 1
        return nil
    }

    /// The entry that defines `key`, if one does.
    func existing(_ key: String, keyOf: (Int) -> String) -> Int? {
        probe(key, hash: Self.hash(key), keyOf: keyOf).existing
    }

    /// The entry that defines `key`, or else the free slot where it would go.
    private func probe(_ key: String, hash: UInt64, keyOf: (Int) -> String) -> (existing: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let existing = Int(slots[slot])
            if hashes[slot] == hash, keyOf(existing) == key { return (existing, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    private mutating func grow(keyOf: (Int) -> String) {
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

    static func hash(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { ByteSearch.hash($0) }
    }
}
