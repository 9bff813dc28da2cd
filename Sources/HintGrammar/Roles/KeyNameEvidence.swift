/// Reads a key's name for accessibility markers and role words: `a11y_play_hint`,
/// `Accessibility.Dismiss.Hint`, `player.accessibilityLabel`, `SHARE_HINT`.
enum KeyNameEvidence {
    /// Words that mark a key as an accessibility string.
    static let markers: Set<String> = ["accessibility", "a11y", "voiceover", "ax"]
    /// Words that say which role, and the role they mean.
    static let roleWords: [String: Role] = [
        "label": .label, "title": .label, "description": .label, "hint": .hint, "value": .value,
    ]
    /// Table names whose every key is an accessibility string.
    static let accessibilityTables: Set<String> = ["accessibility", "voiceover", "a11y"]

    /// Splits a key on `.`, `_`, `-`, `:`, `/`, spaces and camelCase humps, lower-cased:
    /// `player.accessibilityLabel` → `player`, `accessibility`, `label`.
    static func words(of key: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        func finish() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        var utf8 = key
        utf8.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 {
                    // Non-ASCII: decode the scalar and keep letters as they are (lower-cased).
                    let (scalar, length) = TextScanning.decode(bytes, at: index)
                    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                        if scalar.properties.isUppercase, previousWasLower { finish() }
                        current.append(contentsOf: Array(scalar.properties.lowercaseMapping.utf8))
                        previousWasLower = scalar.properties.isLowercase
                    } else {
                        finish()
                        previousWasLower = false
                    }
                    index += length
                    continue
                }
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    // A new word at "aB", and at "BCd" before the "C" ("URLLabel": url, label).
                    let nextIsLower = index + 1 < bytes.count && bytes[index + 1] >= UInt8(ascii: "a") && bytes[index + 1] <= UInt8(ascii: "z")
                    if previousWasLower || (nextIsLower && current.count > 1) { finish() }
                    current.append(byte | 0x20)
                    previousWasLower = false
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    current.append(byte)
                    previousWasLower = true
                default:
                    finish()
                    previousWasLower = false
                }
                index += 1
            }
        }
        finish()
        // "VoiceOver" splits into "voice", "over".
        var joined: [String] = []
        for word in words {
            if word == "over", joined.last == "voice" { joined[joined.count - 1] = "voiceover" } else { joined.append(word) }
        }
        return joined
    }

    /// Whether the key contains, in any letter case, "access", "a11y", "voice", "hint" or "ax":
    /// without one of them it has neither a marker nor a word that says "hint".
    static func mayHoldMarker(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            var index = 0
            while index + 1 < bytes.count {
                let first = bytes[index] | 0x20
                let second = bytes[index + 1] | 0x20
                switch (first, second) {
                case (UInt8(ascii: "a"), UInt8(ascii: "c")), (UInt8(ascii: "a"), UInt8(ascii: "1")), (UInt8(ascii: "a"), UInt8(ascii: "x")),
                    (UInt8(ascii: "v"), UInt8(ascii: "o")), (UInt8(ascii: "h"), UInt8(ascii: "i")):
                    return true
                default:
                    index += 1
                }
            }
            return false
        }
    }

    /// The evidence a key's name gives, if any.
    static func evidence(key: String, table: String) -> RoleEvidence? {
        let inAccessibilityTable = accessibilityTables.contains(table.lowercased())
        // Most keys name no marker and no hint: look for the letters before splitting into words.
        guard inAccessibilityTable || mayHoldMarker(key) else { return nil }
        let words = words(of: key)
        let markerIndex = words.firstIndex { markers.contains($0) }
        // The last role word after the marker (or anywhere, without one) decides.
        let searchFrom = markerIndex.map { $0 + 1 } ?? 0
        let role = words[min(searchFrom, words.count)...].last { roleWords[$0] != nil }.flatMap { roleWords[$0] }
        if let markerIndex {
            // "settings.accessibility" is the title of an accessibility setting, not a label.
            guard markerIndex < words.count - 1 || role != nil else { return nil }
            return RoleEvidence(source: .keyName, role: role ?? .accessibility, detail: key)
        }
        if inAccessibilityTable {
            return RoleEvidence(source: .tableName, role: role ?? .accessibility, detail: table)
        }
        // No marker: only a key that ends in "hint" says anything, and weakly, because text
        // field placeholders are named that way too ("screen_report_content_hint").
        if words.last == "hint" {
            return RoleEvidence(source: .keyName, role: .hint, detail: key, isWeak: true)
        }
        return nil
    }
}

/// Reads a translator's comment for what the string is: "Accessibility label on remove button",
/// "VoiceOver hint", "Privacy Icon accessibility hint".
enum CommentEvidence {
    /// Phrases and the role they name; looked up in the comment's words, in order.
    private static let phrases: [(words: [String], role: Role)] = [
        (["accessibility", "label"], .label), (["accessibility", "title"], .label), (["accessibility", "description"], .label),
        (["accessibility", "hint"], .hint), (["accessibility", "value"], .value),
        (["voiceover", "label"], .label), (["voiceover", "hint"], .hint), (["voiceover", "value"], .value),
        (["a11y", "label"], .label), (["a11y", "hint"], .hint), (["a11y", "value"], .value),
    ]

    static func evidence(comment: String) -> RoleEvidence? {
        // Most comments say nothing about accessibility: look for the words' stems first.
        guard mentionsAccessibility(comment) else { return nil }
        let words = KeyNameEvidence.words(of: comment)
        for index in words.indices {
            for phrase in phrases where index + phrase.words.count <= words.count {
                if words[index..<(index + phrase.words.count)].elementsEqual(phrase.words) {
                    return RoleEvidence(source: .comment, role: phrase.role, detail: comment)
                }
            }
        }
        // "VoiceOver" anywhere marks an accessibility string; "accessibility" alone does not
        // ("Settings screen accessibility section title" is a visible title).
        if words.contains("voiceover") || words.contains("a11y") {
            return RoleEvidence(source: .comment, role: .accessibility, detail: comment)
        }
        return nil
    }
}

extension CommentEvidence {
    /// Whether the text contains "accessib", "voiceover" or "a11y" in any letter case.
    static func mentionsAccessibility(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let needles: [[UInt8]] = [Array("accessib".utf8), Array("voiceover".utf8), Array("a11y".utf8)]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index] | 0x20
                if byte == UInt8(ascii: "a") || byte == UInt8(ascii: "v") {
                    for needle in needles where index + needle.count <= bytes.count {
                        var matched = true
                        for offset in 0..<needle.count where bytes[index + offset] | 0x20 != needle[offset] {
                            matched = false
                            break
                        }
                        if matched { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

/// Interface Builder's keys for the accessibility properties of an object:
/// `<ObjectID>.accessibilityLabel`.
enum InterfaceBuilderEvidence {
    static let properties: [String: Role] = [
        "accessibilityLabel": .label, "accessibilityHint": .hint, "accessibilityValue": .value,
        "ibExternalAccessibilityDescription": .label,
    ]

    static func evidence(key: String) -> RoleEvidence? {
        // The property name first (a byte search and a look-up), the object ID only then.
        guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let suffix = key.utf8[key.utf8.index(after: dot)...]
        guard suffix.first == UInt8(ascii: "a") || suffix.first == UInt8(ascii: "i") else { return nil }
        guard let role = properties[String(Substring(suffix))], isObjectID(key[..<dot]) else { return nil }
        return RoleEvidence(source: .interfaceBuilder, role: role, detail: key)
    }

    /// Interface Builder's object IDs: `a1B-2c-D3e` (three groups of letters and digits) in
    /// storyboards and recent xibs, a number in old xibs.
    static func isObjectID(_ text: Substring) -> Bool {
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.count == 3 && groups.map(\.count) == [3, 2, 3]
            && groups.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
