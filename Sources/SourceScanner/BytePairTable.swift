/// A set of pairs of adjacent bytes, each with a small mark, and the search for the next place
/// in a text where a pair of the set begins: the fast part of the scans that read every byte of
/// every source file (``SourcePrefilter``, ``AccessorUseFinder``).
///
/// The table has one byte for each of the 65,536 pairs, so that a test is one load; the search
/// reads eight bytes at a time and tests the seven pairs that begin in them.
struct BytePairTable: Sendable {
    /// Marks by pair, at `first | second << 8`; 0 for a pair not in the set.
    private var marks: [UInt8]

    init() {
        marks = [UInt8](repeating: 0, count: 1 << 16)
    }

    /// The mark of the pair `first`, `second` (0 when it is not in the set).
    @inline(__always)
    func mark(_ first: UInt8, _ second: UInt8) -> UInt8 { marks[Int(first) | Int(second) << 8] }

    /// Adds the pair `first`, `second`, with `mark` (not 0) added to its mark's bits.
    mutating func insert(_ first: UInt8, _ second: UInt8, mark: UInt8) {
        marks[Int(first) | Int(second) << 8] |= mark
    }

    /// Adds every pair that begins with `first`.
    mutating func insertEveryPair(beginningWith first: UInt8, mark: UInt8) {
        for second in 0...255 { marks[Int(first) | second << 8] |= mark }
    }

    /// The first index at or after `start` where a pair of the set begins (the last byte
    /// pairs with a 0 after the end), or `buffer.count` when there is none.
    func firstHit(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = buffer.count
        guard start < count, let base = buffer.baseAddress else { return count }
        return marks.withUnsafeBufferPointer { marks in
            let raw = UnsafeRawPointer(base)
            var index = start
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let hits = marks[Int(truncatingIfNeeded: word & 0xFFFF)] | marks[Int(truncatingIfNeeded: (word >> 8) & 0xFFFF)]
                    | marks[Int(truncatingIfNeeded: (word >> 16) & 0xFFFF)] | marks[Int(truncatingIfNeeded: (word >> 24) & 0xFFFF)]
                    | marks[Int(truncatingIfNeeded: (word >> 32) & 0xFFFF)] | marks[Int(truncatingIfNeeded: (word >> 40) & 0xFFFF)]
                    | marks[Int(truncatingIfNeeded: (word >> 48) & 0xFFFF)]
                if hits != 0 { break }
                index += 7
            }
            while index < count {
                let next = index + 1 < count ? Int(buffer[index + 1]) : 0
                if marks[Int(buffer[index]) | next << 8] != 0 { return index }
                index += 1
            }
            return count
        }
    }
}
