import StringsParser

/// Writes a cache snapshot as bytes: unsigned LEB128 integers, and strings as numbers into a
/// table of the distinct strings written (file paths, rule ids and languages repeat in every
/// finding). Framed as magic, format version, string table, body, then a checksum of it all.
struct SnapshotWriter: Sendable {
    private var body: [UInt8] = []
    private var strings = StringNumbering()

    mutating func integer(_ value: UInt64) { Self.append(value, to: &body) }
    mutating func integer(_ value: Int) { integer(UInt64(bitPattern: Int64(value))) }
    mutating func integer(_ value: Int64) { integer(UInt64(bitPattern: value)) }
    mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }

    /// String numbers start at 1 (0 is an absent string).
    mutating func string(_ text: String) {
        integer(strings.number(of: text).number + 1)
    }

    mutating func string(_ text: String?) {
        guard let text else { return integer(0) }
        string(text)
    }

    /// `text`, or its absence, through the field's `recent` string: a field that repeats its
    /// last string (a finding's rule, file, language) is written without looking it up again.
    mutating func string(_ text: String?, recent: inout StringNumbering.Recent) {
        guard let text else { return integer(0) }
        integer(strings.number(of: text, recent: &recent) + 1)
    }

    /// A count, then each string.
    mutating func stringList(_ texts: [String]) {
        integer(texts.count)
        for text in texts { string(text) }
    }

    mutating func fingerprint(_ value: Fingerprint) {
        integer(value.high)
        integer(value.low)
    }

    /// The whole snapshot: header, string table, body, checksum.
    func bytes() -> [UInt8] {
        let table = strings.strings
        var output = Self.header(capacity: table.reduce(body.count + 16 * (table.count + 2)) { $0 + $1.utf8.count })
        Self.append(UInt64(table.count), to: &output)
        for text in table {
            Self.append(UInt64(text.utf8.count), to: &output)
            // Copied at once where the string keeps its UTF-8 (every string made here does).
            if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil { output += text.utf8 }
        }
        output += body
        Self.appendChecksum(to: &output)
        return output
    }

    /// `content` (a string table, then a body) with the header before it and the checksum after.
    static func framed(_ content: [UInt8]) -> [UInt8] {
        var output = header(capacity: content.count + 32)
        output += content
        appendChecksum(to: &output)
        return output
    }

    /// The magic and the format version, in an array with room for `capacity` bytes.
    private static func header(capacity: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        output += SnapshotReader.magic.utf8
        output.append(SnapshotReader.formatVersion)
        return output
    }

    /// An unsigned LEB128 integer: seven bits a byte, the lowest first.
    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func appendChecksum(to output: inout [UInt8]) {
        var hasher = StableHasher()
        output.withUnsafeBytes { hasher.combine($0) }
        let checksum = hasher.finalize()
        withUnsafeBytes(of: checksum.high.littleEndian) { output += $0 }
        withUnsafeBytes(of: checksum.low.littleEndian) { output += $0 }
    }
}

/// Reads what ``SnapshotWriter`` wrote. Every read is checked: bytes that are not a snapshot of
/// this format, cut short or altered, throw, and are never trusted.
struct SnapshotReader {
    static let magic = "l10n-ax cache\n"
    static let formatVersion: UInt8 = 3

    struct Invalid: Error {}

    private let bytes: [UInt8]
    private var index: Int
    private let end: Int
    private var strings: [String] = []

    init(_ bytes: [UInt8]) throws(Invalid) {
        let magic = Array(Self.magic.utf8)
        guard bytes.count >= magic.count + 1 + 16, bytes.starts(with: magic), bytes[magic.count] == Self.formatVersion else { throw Invalid() }
        end = bytes.count - 16
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(UnsafeRawBufferPointer(rebasing: $0[..<(bytes.count - 16)])) }
        let checksum = hasher.finalize()
        let stored = bytes.withUnsafeBytes { raw in
            (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 16, as: UInt64.self)),
             UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)))
        }
        guard stored == (checksum.high, checksum.low) else { throw Invalid() }
        self.bytes = bytes
        index = magic.count + 1
        let count = try self.count()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try self.count()
            strings.append(String(decoding: bytes[index..<(index + length)], as: UTF8.self))
            index += length
        }
    }

    var isAtEnd: Bool { index == end }

    mutating func unsigned() throws(Invalid) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < end, shift < 64 else { throw Invalid() }
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func integer() throws(Invalid) -> Int { Int(Int64(bitPattern: try unsigned())) }
    mutating func integer64() throws(Invalid) -> Int64 { Int64(bitPattern: try unsigned()) }

    /// A count of things still to read: never more than the bytes left, so that a corrupt count
    /// cannot ask for a huge allocation.
    mutating func count() throws(Invalid) -> Int {
        let value = try unsigned()
        guard value <= UInt64(end - index) else { throw Invalid() }
        return Int(value)
    }

    mutating func bool() throws(Invalid) -> Bool {
        guard index < end, bytes[index] <= 1 else { throw Invalid() }
        index += 1
        return bytes[index - 1] == 1
    }

    mutating func optionalString() throws(Invalid) -> String? {
        let number = try unsigned()
        guard number > 0 else { return nil }
        guard number <= UInt64(strings.count) else { throw Invalid() }
        return strings[Int(number - 1)]
    }

    mutating func string() throws(Invalid) -> String {
        guard let text = try optionalString() else { throw Invalid() }
        return text
    }

    /// What ``SnapshotWriter/stringList(_:)`` wrote.
    mutating func stringList() throws(Invalid) -> [String] {
        let count = try count()
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try string()) }
        return texts
    }

    mutating func fingerprint() throws(Invalid) -> Fingerprint {
        Fingerprint(high: try unsigned(), low: try unsigned())
    }

    /// A case of a `String`-backed enumeration.
    mutating func value<Value: RawRepresentable>(_: Value.Type) throws(Invalid) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Invalid() }
        return value
    }
}
