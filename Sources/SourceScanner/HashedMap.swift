/// A map from 64-bit hashes (FNV-1a of names and paths, already well spread) to values: open
/// addressing with linear probing, so that a look-up is a multiplication and a few compares
/// rather than a general-purpose hash of the key.
struct HashedMap<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private var mask: Int
    private var shift: UInt64
    /// The number of keys.
    private(set) var count = 0

    init(capacity: Int = 8) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    var isEmpty: Bool { count == 0 }

    /// The slot of `key`, or of the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while values[index] != nil, keys[index] != key { index = (index + 1) & mask }
        return index
    }

    /// The value of `key`, if any.
    subscript(key: UInt64) -> Value? { values[slot(of: key)] }

    /// Sets the value of `key` (nothing is ever removed).
    mutating func set(_ value: Value, for key: UInt64) {
        var index = slot(of: key)
        if values[index] == nil {
            if (count + 1) * 2 > keys.count {
                grow()
                index = slot(of: key)
            }
            keys[index] = key
            count += 1
        }
        values[index] = value
    }

    /// Changes the value of `key` in place, `defaultValue` when it has none yet.
    mutating func modify(_ key: UInt64, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        if !contains(key) { set(defaultValue(), for: key) }
        let index = slot(of: key)
        body(&values[index]!)
    }

    func contains(_ key: UInt64) -> Bool { values[slot(of: key)] != nil }

    private mutating func grow() {
        let old = zip(keys, values).compactMap { key, value in value.map { (key, $0) } }
        self = HashedMap(capacity: keys.count)
        for (key, value) in old { set(value, for: key) }
    }
}

extension HashedMap: Sendable where Value: Sendable {}

/// A set of 64-bit hashes (see ``HashedMap``).
struct HashedSet: Sendable {
    private var map = HashedMap<Bool>()

    init() {}

    init(_ keys: some Sequence<UInt64>) {
        for key in keys { insert(key) }
    }

    var isEmpty: Bool { map.isEmpty }
    var count: Int { map.count }

    func contains(_ key: UInt64) -> Bool { map.contains(key) }

    /// Adds `key`; whether it was not there.
    @discardableResult
    mutating func insert(_ key: UInt64) -> Bool {
        guard !map.contains(key) else { return false }
        map.set(true, for: key)
        return true
    }
}
