/// Remembers which entry first defined each key, to report duplicates: an open-addressing hash
/// table over the keys' UTF-8 with a cheap word-at-a-time hash (Swift's `Dictionary` spends most
/// of a parse's hashing time in SipHash over long keys).
struct KeyIndex {
    private var slots: [Int32]
    private var hashes: [UInt64]
    private var count = 0

    /// Room for 64 keys before the table first grows.
    init() {
        slots = Array(repeating: -1, count: 128)
        hashes = Array(repeating: 0, count: 128)
    }

    /// The entry that already defines `key`, or `nil` after recording `entry` as its first definition.
    mutating func firstDefinition(of key: String, entry: Int, keyOf: (Int) -> String) -> Int? {
        if (count + 1) * 2 > slots.count { grow(keyOf: keyOf) }
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let existing = Int(slots[slot])
            if hashes[slot] == hash, keyOf(existing) == key { return existing }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: entry)
        hashes[slot] = hash
        count += 1
        return nil
    }

    /// The entry that defines `key`, if one does.
    func existing(_ key: String, keyOf: (Int) -> String) -> Int? {
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let existing = Int(slots[slot])
            if hashes[slot] == hash, keyOf(existing) == key { return existing }
            slot = (slot + 1) & mask
        }
        return nil
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
