/// Numbers strings from 0 in the order they are first given, by their UTF-8 bytes: the same
/// bytes, the same number; strings that are only canonically equivalent (`"é"` composed and
/// decomposed) keep numbers of their own, so that a table written from it gives each back as it
/// was. The string table of a compact format (the audit's cache): an open-addressing table with
/// ``KeyIndex``'s word-at-a-time hash, where a `Dictionary` of `String`s spends its time in
/// SipHash and Unicode comparison.
public struct StringNumbering: Sendable {
    private var index = KeyIndex()
    /// Every string given, once, in the order of their numbers.
    public private(set) var strings: [String] = []

    public init() {}

    /// The number of `text`, and whether this is the first time it was given.
    public mutating func number(of text: String) -> (number: Int, isNew: Bool) {
        return ByteSearch.withUTF8(of: text) { bytes in
            let hash = ByteSearch.hash(bytes)
            if let existing = index.existing(hash: hash, isKey: { ByteSearch.string(strings[$0], hasBytes: bytes) }) { return (existing, false) }
            let entry = strings.count
            _ = index.firstDefinition(hash: hash, entry: entry) { _ in false }
            strings.append(text)
            return (entry, true)
        }
    }

    /// The string one field of a caller's was last numbered for, with its number (see
    /// ``number(of:recent:)``).
    public struct Recent: Sendable {
        fileprivate var text: String?
        fileprivate var number = 0

        public init() {}

        fileprivate init(text: String, number: Int) {
            self.text = text
            self.number = number
        }
    }

    /// The number of `text`, given through the `recent` string of the field it is for: when it
    /// holds the same bytes as that field's last string (a finding's rule, file or language
    /// repeats the one before's), it is not looked up again.
    public mutating func number(of text: String, recent: inout Recent) -> Int {
        if let last = recent.text, ByteSearch.sameBytes(last, text) { return recent.number }
        let found = number(of: text).number
        recent = Recent(text: text, number: found)
        return found
    }
}
