/// The accessors R.swift generates at build time, whose definitions are not in the code:
/// `R.string.localizable.playLabel()` looks up the key of the `Localizable` table whose name,
/// made a Swift identifier, is `playLabel` (`play.label`, `play_Label`, `Play Label`).
public struct GeneratedKeyNames: Sendable {
    /// Table name → each key's identifier → the keys with that identifier.
    private let keysByIdentifier: [String: [String: [String]]]
    /// Table identifier → table name.
    private let tableByIdentifier: [String: String]

    /// - Parameter tables: every table's name and keys.
    public init(tables: [String: [String]]) {
        var byIdentifier: [String: String] = [:]
        for name in tables.keys.sorted() where byIdentifier[Self.identifier(for: name)] == nil {
            byIdentifier[Self.identifier(for: name)] = name
        }
        self.tableByIdentifier = byIdentifier
        self.keysByIdentifier = tables.mapValues { keys in
            var identifiers: [String: [String]] = [:]
            for key in keys { identifiers[Self.identifier(for: key), default: []].append(key) }
            return identifiers
        }
    }

    /// The look-up a call `R.string.<table>.<name>(…)` makes: `receiverPath` ends with
    /// `R`, `string` and the table's identifier. Nil when no key fits, or several do.
    func lookup(receiverPath: [String], name: String) -> ResolvedLookup? {
        guard receiverPath.count >= 3, receiverPath[receiverPath.count - 3] == "R", receiverPath[receiverPath.count - 2] == "string",
            let table = tableByIdentifier[receiverPath[receiverPath.count - 1]], let matching = keysByIdentifier[table]?[name],
            matching.count == 1
        else { return nil }
        return ResolvedLookup(table: table, keys: matching, via: (receiverPath + [name]).joined(separator: "."))
    }

    /// R.swift's identifier for a name: split at characters that cannot be in an identifier
    /// (`_` can), each part after the first with its first letter upper-cased; leading digits
    /// dropped; a leading run of capitals lower-cased (`URLTitle` → `urlTitle`), else the first
    /// letter; a keyword in backquotes is compared without them.
    static func identifier(for name: String) -> String {
        var parts: [[Character]] = [[]]
        for character in name {
            if character == "_" || character.isLetter || character.isNumber {
                parts[parts.count - 1].append(character)
            } else if !(parts.last?.isEmpty ?? true) {
                parts.append([])
            }
        }
        var joined: [Character] = []
        for (index, part) in parts.enumerated() where !part.isEmpty {
            if index == 0 || joined.isEmpty {
                joined += part
            } else {
                joined += [Character(part[0].uppercased())] + part.dropFirst()
            }
        }
        while let first = joined.first, first.isNumber { joined.removeFirst() }
        // `^([A-Z]+)(?=[^a-z])`: a run of capitals not followed by a lower-case letter.
        var run = 0
        while run < joined.count, joined[run].isUppercase, joined[run].isASCII { run += 1 }
        if run == joined.count {
            run = 0
        } else if run > 0, joined[run].isLowercase {
            run -= 1
        }
        if run > 0 {
            for index in 0..<run { joined[index] = Character(joined[index].lowercased()) }
        } else if let first = joined.first {
            joined[0] = Character(first.lowercased())
        }
        return String(joined)
    }
}
