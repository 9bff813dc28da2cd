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
        var current = ""
        var previousWasLower = false
        for scalar in key.unicodeScalars {
            let isLetterOrDigit = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if scalar.properties.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            previousWasLower = scalar.properties.isLowercase || scalar.properties.numericType != nil
        }
        if !current.isEmpty { words.append(current) }
        // "VoiceOver" splits into "voice", "over".
        var joined: [String] = []
        for word in words {
            if word == "over", joined.last == "voice" { joined[joined.count - 1] = "voiceover" } else { joined.append(word) }
        }
        return joined
    }

    /// The evidence a key's name gives, if any.
    static func evidence(key: String, table: String) -> RoleEvidence? {
        let words = words(of: key)
        let inAccessibilityTable = accessibilityTables.contains(table.lowercased())
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

/// Interface Builder's keys for the accessibility properties of an object:
/// `<ObjectID>.accessibilityLabel`.
enum InterfaceBuilderEvidence {
    static let properties: [String: Role] = [
        "accessibilityLabel": .label, "accessibilityHint": .hint, "accessibilityValue": .value,
        "ibExternalAccessibilityDescription": .label,
    ]

    static func evidence(key: String) -> RoleEvidence? {
        guard let dot = key.lastIndex(of: "."), !key[..<dot].contains(" ") else { return nil }
        guard let role = properties[String(key[key.index(after: dot)...])] else { return nil }
        return RoleEvidence(source: .interfaceBuilder, role: role, detail: key)
    }
}
