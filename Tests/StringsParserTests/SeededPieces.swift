/// Inputs made of pieces in an order that a seed repeats (a linear congruential generator): what
/// the tests that hold a fast path against a plain one read.
struct SeededPieces {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator's next state.
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// The next index below `count`.
    mutating func index(below count: Int) -> Int { Int(next() >> 33) % count }

    /// `count` of `pieces`, one after the other, in the seed's order.
    static func joined<Piece: RangeReplaceableCollection>(_ pieces: [Piece], count: Int, seed: UInt64) -> Piece {
        var generator = SeededPieces(seed: seed)
        var joined = Piece()
        for _ in 0..<count { joined += pieces[generator.index(below: pieces.count)] }
        return joined
    }
}
