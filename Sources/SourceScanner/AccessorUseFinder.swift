import StringsParser

/// Finds in a file's bytes, without lexing it, where the program's accessors are used and which
/// table keys its string literals name: the look-ups of code that sets no accessibility property
/// and defines no string (most of an app's files), for telling which keys code uses.
///
/// An accessor use is a dotted path that begins with an accessor's path (or ends with one, after
/// a module's or namespace's name): `L10n.Player.play`, `UserText.share`, `A11y.playLabel(3)`,
/// and in Objective-C `[AppStrings share]`. A literal is a `"…"` whose text is one of the keys
/// asked about. Text in comments counts too: a use too many only makes a key count as used. Each
/// path and key is reported once per file, where it is first used.
struct AccessorUseFinder: Sendable {
    /// What the finder says of a file.
    struct FileUses: Sendable {
        var occurrences: [CodeOccurrence] = []
        /// Whether the file calls one of the wrappers with a literal (`tr("`, `AppString(@"`).
        var callsWrapper = false
        /// Whether the file uses R.swift's generated accessors (`R.string.localizable.play()`).
        var usesGeneratedNames = false
    }

    /// Hashes of the accessors' paths, written with dots (`L10n.Player.play`).
    private let pathHashes: HashedSet
    /// The names accessor paths begin with.
    private let roots: NameSet
    /// Whether R.swift's `R.string.<table>.<key>` paths count (when the tables' keys are known).
    private let readsGeneratedNames: Bool
    /// The tables' keys (a literal's text → the tables that have it), when known.
    private let keys: [String: [String]]
    /// Hashes of the keys' UTF-8, and their lengths, to reject most literals without making a
    /// `String`.
    private let keyHashes: HashedSet
    /// By length in bytes, whether a key has it.
    private let keyLengths: [Bool]

    /// The wrappers' call patterns (`tr("`, `".localized`), each with the index of its one quote:
    /// a call is looked for where a literal begins or ends.
    private let wrapperCalls: [(bytes: [UInt8], quote: Int)]
    /// Where the scan stops: 1 at a quote, 2 at the first two bytes of a root (at its first
    /// byte followed by anything, for a root of one byte).
    private let stops: BytePairTable

    /// - Parameters:
    ///   - paths: the accessors' paths to find, each as its hash (``CodeResolver/hash(_:)``) and
    ///     its first name.
    ///   - keys: the table keys to find as literals (a key → the tables that have it).
    ///   - wrapperCalls: the patterns of wrappers' calls with a literal (`tr("`).
    ///   - readsGeneratedNames: whether R.swift's `R.string.<table>.<key>` paths count.
    init(paths: [UInt64: String], keys: [String: [String]], wrapperCalls: [String] = [], readsGeneratedNames: Bool = false) {
        self.wrapperCalls = wrapperCalls.compactMap { pattern in
            let bytes = Array(pattern.utf8)
            return bytes.firstIndex(of: UInt8(ascii: "\"")).map { (bytes, $0) }
        }
        self.pathHashes = HashedSet(paths.keys)
        self.readsGeneratedNames = readsGeneratedNames
        let roots = Set(paths.values).union(readsGeneratedNames ? ["R"] : [])
        self.roots = NameSet(roots)
        var stops = BytePairTable()
        stops.insertEveryPair(beginningWith: UInt8(ascii: "\""), mark: 1)
        for root in roots {
            let bytes = Array(root.utf8)
            guard let first = bytes.first else { continue }
            if bytes.count >= 2 { stops.insert(first, bytes[1], mark: 2) } else { stops.insertEveryPair(beginningWith: first, mark: 2) }
        }
        self.stops = stops
        self.keys = keys
        self.keyHashes = HashedSet(keys.keys.map { Self.hash($0.utf8) })
        var lengths = [Bool](repeating: false, count: (keys.keys.map(\.utf8.count).max() ?? 0) + 1)
        for key in keys.keys { lengths[key.utf8.count] = true }
        self.keyLengths = lengths
    }

    /// Whether the finder looks for anything.
    var isEmpty: Bool { keys.isEmpty && pathHashes.isEmpty && wrapperCalls.isEmpty && !readsGeneratedNames }

    /// What a file holds: its accessor uses and (with `literals`) literal keys, and whether it
    /// calls a wrapper or uses R.swift's accessors.
    func uses(in bytes: [UInt8], file: String, literals: Bool) -> FileUses {
        var callsWrapper = false
        let occurrences = occurrences(in: bytes, file: file, literals: literals, callsWrapper: &callsWrapper)
        let usesGeneratedNames = readsGeneratedNames && occurrences.contains { occurrence in
            guard case .path(let path) = occurrence.value else { return false }
            return path.count >= 4 && path[0] == "R" && path[1] == "string"
        }
        return FileUses(occurrences: occurrences, callsWrapper: callsWrapper, usesGeneratedNames: usesGeneratedNames)
    }

    /// The accessor uses (as paths) and, with `literals`, literal keys (as look-ups) of a file.
    /// A file read in full has its literals' look-ups already, and its accessors' definitions
    /// name keys without using them: only the other files' literals count.
    func occurrences(in bytes: [UInt8], file: String, literals: Bool = true) -> [CodeOccurrence] {
        var callsWrapper = false
        return occurrences(in: bytes, file: file, literals: literals, callsWrapper: &callsWrapper)
    }

    /// The scan stops only at quotes and at the first two bytes of roots; the file's lines are
    /// counted only up to what is found in it.
    private func occurrences(in bytes: [UInt8], file: String, literals: Bool, callsWrapper: inout Bool) -> [CodeOccurrence] {
        var found: [(value: CodeValue, offset: Int, hash: UInt64)] = []
        var kept: [CodeOccurrence] = []
        var seen = HashedSet()
        let searchesLiterals = literals && !keys.isEmpty
        var wrapperCalled = callsWrapper
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var index = first
            // Counted up to each thing found, in order: most files hold nothing.
            var positions = ForwardPositions(buffer: buffer, firstLineStart: first)
            while true {
                index = stops.firstHit(in: buffer, from: index)
                guard index < count else { break }
                if buffer[index] == UInt8(ascii: "\"") {
                    // A string's text is no path: skip it (and look it up, when asked).
                    if !wrapperCalled, wrapperCallIsAt(in: buffer, quoteAt: index, opening: true) { wrapperCalled = true }
                    let end = literal(at: index, in: buffer, into: &found, looksUp: searchesLiterals)
                    // `"key".localized`: the pattern begins at the closing quote.
                    if !wrapperCalled, end > index + 1, buffer[end - 1] == UInt8(ascii: "\""),
                        wrapperCallIsAt(in: buffer, quoteAt: end - 1, opening: false)
                    {
                        wrapperCalled = true
                    }
                    index = end
                } else if index > first, Self.isIdentifierByte(buffer[index - 1]) {
                    // Inside a name: not a root.
                    index += 1
                    continue
                } else {
                    index = path(at: index, in: buffer, into: &found, unless: seen)
                }
                guard !found.isEmpty else { continue }
                // What was found, once per file, with its position.
                for hit in found where seen.insert(hit.hash) {
                    let position = positions.position(ofOffset: hit.offset)
                    kept.append(CodeOccurrence(value: hit.value, location: SourceLocation(file: file, position: position)))
                }
                found.removeAll(keepingCapacity: true)
            }
        }
        callsWrapper = wrapperCalled
        return kept
    }

    /// Whether a wrapper's call pattern is at the quote at `index`: one whose quote ends it
    /// (`tr("`, at the start of a name) where a literal opens, one that begins with it
    /// (`".localized`) where a literal closes.
    private func wrapperCallIsAt(in buffer: UnsafeBufferPointer<UInt8>, quoteAt index: Int, opening: Bool) -> Bool {
        for (pattern, quote) in wrapperCalls where (quote > 0) == opening {
            let start = index - quote
            guard start >= 0, start + pattern.count <= buffer.count,
                start == 0 || quote == 0 || !Self.isIdentifierByte(buffer[start - 1]),
                buffer[start..<(start + pattern.count)].elementsEqual(pattern)
            else { continue }
            return true
        }
        return false
    }

    /// A path that begins at `start` with a root: `Root.a.b` (spaces around the dots allowed),
    /// or `[Root name]`, kept when it begins with an accessor's path and is not among `seen`
    /// (the paths the file used before). Returns the index after what was read.
    private func path(
        at start: Int, in buffer: UnsafeBufferPointer<UInt8>, into found: inout [(value: CodeValue, offset: Int, hash: UInt64)], unless seen: HashedSet
    ) -> Int {
        var end = start
        while end < buffer.count, Self.isIdentifierByte(buffer[end]) { end += 1 }
        guard roots.contains(buffer, start, end) else { return end }
        // The components' ranges, and the hash of the dotted path so far.
        var ranges = [start..<end]
        var hash = Self.hash(buffer[start..<end])
        var matched = pathHashes.contains(hash)
        var cursor = end
        while true {
            var next = cursor
            while next < buffer.count, buffer[next] == UInt8(ascii: " ") { next += 1 }
            guard next < buffer.count, buffer[next] == UInt8(ascii: ".") else { break }
            next += 1
            while next < buffer.count, buffer[next] == UInt8(ascii: " ") { next += 1 }
            let nameStart = next
            while next < buffer.count, Self.isIdentifierByte(buffer[next]) { next += 1 }
            guard next > nameStart else { break }
            hash = Self.hash(buffer[nameStart..<next], continuing: Self.hash(CollectionOfOne(UInt8(ascii: ".")), continuing: hash))
            matched = matched || pathHashes.contains(hash)
            ranges.append(nameStart..<next)
            cursor = next
        }
        if ranges.count == 1, start > 0, buffer[start - 1] == UInt8(ascii: "[") {
            // `[AppStrings share]`.
            var next = cursor
            while next < buffer.count, buffer[next] == UInt8(ascii: " ") { next += 1 }
            let nameStart = next
            while next < buffer.count, Self.isIdentifierByte(buffer[next]) { next += 1 }
            let nameEnd = next
            while next < buffer.count, buffer[next] == UInt8(ascii: " ") { next += 1 }
            if nameEnd > nameStart, next < buffer.count, buffer[next] == UInt8(ascii: "]") {
                hash = Self.hash(buffer[nameStart..<nameEnd], continuing: Self.hash(CollectionOfOne(UInt8(ascii: ".")), continuing: hash))
                matched = matched || pathHashes.contains(hash)
                ranges.append(nameStart..<nameEnd)
                cursor = next
            }
        }
        let isGenerated = readsGeneratedNames && ranges.count >= 4 && buffer[ranges[0]].elementsEqual("R".utf8)
            && buffer[ranges[1]].elementsEqual("string".utf8)
        guard matched || isGenerated, !seen.contains(hash) else { return cursor }
        let components = ranges.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) }
        found.append((.path(components), start, hash))
        return cursor
    }

    /// A one-line `"…"` at `start`: a look-up in each table that has its text as a key.
    /// Returns the index after the literal.
    private func literal(
        at start: Int, in buffer: UnsafeBufferPointer<UInt8>, into found: inout [(value: CodeValue, offset: Int, hash: UInt64)], looksUp: Bool
    ) -> Int {
        var end = start + 1
        var escaped = false
        while end < buffer.count {
            let byte = buffer[end]
            if byte == UInt8(ascii: "\\") { escaped = true }
            if byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D { break }
            end += 1
        }
        guard end < buffer.count, buffer[end] == UInt8(ascii: "\"") else { return end }
        if looksUp, !escaped, end - start > 1, end - start - 1 < keyLengths.count, keyLengths[end - start - 1] {
            let hash = Self.hash(buffer[(start + 1)..<end])
            if keyHashes.contains(hash) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<end]), as: UTF8.self)
                for table in keys[text] ?? [] {
                    found.append((.lookup(CodeLookup(table: .literal(table), key: .literal(text))), start, Self.hash(table.utf8, continuing: hash)))
                }
            }
        }
        return end + 1
    }

    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool { Byte.isIdentifierContinuation(byte) }

    /// FNV-1a over bytes, from `continuing` (the hash of what comes before them).
    static func hash(_ bytes: some Sequence<UInt8>, continuing: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var hash = continuing
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
