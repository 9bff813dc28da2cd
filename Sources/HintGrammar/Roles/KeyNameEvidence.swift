/// Reads a key's name for accessibility markers and role words: `a11y_play_hint`,
/// `Accessibility.Dismiss.Hint`, `player.accessibilityLabel`, `SHARE_HINT`.
enum KeyNameEvidence {
    /// Words that mark a key as an accessibility string, with the common misspellings.
    static let markers: Set<String> = [
        "accessibility", "a11y", "voiceover", "ax", "accessiblity", "accesibility", "accessability", "accessibilty",
    ]
    /// Words that say which role, and the role they mean.
    static let roleWords: [String: Role] = [
        "label": .label, "title": .label, "description": .label, "hint": .hint, "value": .value,
    ]
    /// Table names whose every key is an accessibility string.
    static let accessibilityTables: Set<String> = ["accessibility", "voiceover", "a11y"]

    /// Splits a key on `.`, `_`, `-`, `:`, `/`, spaces and camelCase humps, lower-cased:
    /// `player.accessibilityLabel` → `player`, `accessibility`, `label`.
    static func words(of key: some StringProtocol) -> [String] {
        if let words = key.utf8.withContiguousStorageIfAvailable(words(of:)) { return words }
        var copy = String(key)
        return copy.withUTF8(words(of:))
    }

    /// The words of a key, read from its UTF-8.
    private static func words(of bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        func finish() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
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
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                current.append(byte)
                previousWasLower = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Digits belong to the word they are in and leave its case as it was:
                // "A11Y" is one word, "a11yLabel" two.
                current.append(byte)
            default:
                finish()
                previousWasLower = false
            }
            index += 1
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

    /// The evidence a key's name gives, if any. An Interface Builder object ID that starts the
    /// key (`Qax-7b-Zk2.headerTitle`) is not words.
    static func evidence(key: String, table: String) -> RoleEvidence? {
        let inAccessibilityTable = accessibilityTables.contains(table.lowercased())
        // Most keys name no marker and no hint: look for the letters before splitting into words.
        guard inAccessibilityTable || mayHoldMarker(key) else { return nil }
        let words = words(of: InterfaceBuilderEvidence.droppingObjectID(key))
        let markerIndex = words.firstIndex { markers.contains($0) }
        // The last role word after the marker (or anywhere, without one) decides.
        let searchFrom = markerIndex.map { $0 + 1 } ?? 0
        let role = words[min(searchFrom, words.count)...].last { roleWords[$0] != nil }.flatMap { roleWords[$0] }
        if let markerIndex {
            // "inputLabel": Voice Control's names (`accessibilityInputLabels`), not a label.
            if let input = words[markerIndex...].firstIndex(of: "input"), input + 1 < words.count, words[input + 1].hasPrefix("label") {
                return RoleEvidence(source: .keyName, role: .inputLabel, detail: key)
            }
            if markerIndex == words.count - 1 {
                // "settings.accessibility" is the title of an accessibility setting; "a11y" as
                // the last word marks the key ("play_button_a11y", "play_hint_a11y").
                guard words[markerIndex] == "a11y" else { return nil }
                let before = words[..<markerIndex].last { roleWords[$0] != nil }.flatMap { roleWords[$0] }
                return RoleEvidence(source: .keyName, role: before ?? .accessibility, detail: key)
            }
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
/// "VoiceOver hint", "Privacy Icon accessibility hint", "Label for accessibility", "Hint read by
/// Voice Over", in any letter case and with the common misspellings of "accessibility".
enum CommentEvidence {
    /// Words that name accessibility.
    static let markers: Set<String> = KeyNameEvidence.markers.subtracting(["ax"])
    /// Words that name a role, and the role.
    static let roleWords: [String: Role] = ["label": .label, "title": .label, "description": .label, "hint": .hint, "value": .value]
    /// Words that may stand between a role word and a marker: "label for accessibility", "hint
    /// read by VoiceOver".
    static let connectors: Set<String> = ["for", "of", "the", "by", "read", "used", "spoken", "in"]
    /// Words that may follow a marker ending such a phrase ("label for accessibility of the button").
    static let phraseEnds: Set<String> = ["of", "for", "on", "in", "when", "to", "at", "and"]

    static func evidence(comment: String) -> RoleEvidence? {
        // Most comments say nothing about accessibility: look for the words' stems first.
        guard mentionsAccessibility(comment) else { return nil }
        let words = KeyNameEvidence.words(of: comment)
        for index in words.indices where markers.contains(words[index]) {
            // "accessibility label", "VoiceOver hint".
            if index + 1 < words.count, let role = roleWords[words[index + 1]] {
                return RoleEvidence(source: .comment, role: role, detail: comment)
            }
            // "label for accessibility", "hint read by VoiceOver" — where the marker ends the
            // phrase ("Title of the accessibility settings" is a title).
            guard index + 1 == words.count || phraseEnds.contains(words[index + 1]) else { continue }
            var cursor = index - 1
            var skipped = 0
            while cursor >= 0, skipped < 3, connectors.contains(words[cursor]) {
                cursor -= 1
                skipped += 1
            }
            if skipped > 0, cursor >= 0, let role = roleWords[words[cursor]] {
                return RoleEvidence(source: .comment, role: role, detail: comment)
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
    /// The stems looked for before splitting a comment into words (lower case; a space stands
    /// for any separator in "voice over").
    private static let needles: [[UInt8]] = ["accessib", "accesib", "accessab", "voiceover", "voice over", "voice-over", "a11y"].map { Array($0.utf8) }

    /// Whether the text contains "accessib" (or a common misspelling), "voiceover", "voice over"
    /// or "a11y", in any letter case.
    static func mentionsAccessibility(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
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

    /// The key without an Interface Builder object ID before its first `.` (`headerTitle` for
    /// `Qax-7b-Zk2.headerTitle`).
    static func droppingObjectID(_ key: String) -> Substring {
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")), isObjectID(key[..<dot]) else { return Substring(key) }
        return key[key.utf8.index(after: dot)...]
    }

    /// Interface Builder's object IDs: `a1B-2c-D3e` (three groups of letters and digits) in
    /// storyboards and recent xibs, a number in old xibs. (Read as bytes: every character of
    /// one is ASCII.)
    static func isObjectID(_ text: Substring) -> Bool {
        let bytes = text.utf8
        if !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        let groupLengths = [3, 2, 3]
        var group = 0
        var length = 0
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                guard group < 2, length == groupLengths[group] else { return false }
                group += 1
                length = 0
            } else {
                let letter = byte | 0x20
                guard (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                else { return false }
                length += 1
            }
        }
        return group == 2 && length == groupLengths[2]
    }
}
