import StringsParser

/// `untranslated`: a translation identical to the source text.
struct UntranslatedRule: KeyRule {
    static let description = RuleDescription(
        id: "untranslated", name: "Untranslated text", severity: .warning,
        summary: "A translation is identical to the source language's text.",
        rationale: "A value copied from the source language is read to VoiceOver users in a language they may not "
            + "speak, with the wrong voice. Numbers, symbols, format specifiers alone, regional variants of the "
            + "source language (en-GB) and allow-listed words (brand names, \"OK\") are not reported; a single "
            + "identical word (\"Podcast\", \"Start\") is often right, and is reported as info only.",
        guideline: "iOS Accessibility Programming Guide (\"Is localized\")",
        scope: .translation, languages: .all,
        examples: [
            .bad("untranslated", "fr", .hint, "Plays the song.", source: "Plays the song."),
            .bad("untranslated", "de", .label, "Add to playlist", source: "Add to playlist"),
            .good("untranslated", "fr", .hint, "Lit la chanson.", source: "Plays the song."),
            .good("untranslated", "en-GB", .hint, "Plays the song.", source: "Plays the song."),
            .good("untranslated", "de", .label, "%@ / %@", source: "%@ / %@"),
            .good("untranslated", "ja", .value, "100 %", source: "100 %"),
        ])

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard let values, context.key.shouldTranslate, !context.sourceValues.isEmpty,
            context.otherLanguageTargets.contains(language)
        else { return }
        for value in values {
            guard value.state != "new", value.state != "needs_review", !value.isImplicitSource,
                let source = context.sourceIndex(forVariant: value.variant), context.sourceValues[source].value == value.value
            else { continue }
            let allowlist = context.configuration.untranslatedAllowlist
            if !allowlist.isEmpty, allowlist.contains(value.value.trimmingSpaces()) { continue }
            let words = WordCount.lettered(in: value.value)
            guard words > 0 else { continue }
            let severity: Severity = words >= 2 ? Self.description.severity : .info
            // A single identical word of a string outside accessibility is too often right to mention.
            if severity == .info, !context.isAccessibility { continue }
            let message = context.messages.message(
                rule: Self.description.id, language: language, sourceLanguage: context.sourceLanguage, isAccessibility: context.isAccessibility
            ) {
                let audience = context.isAccessibility ? "VoiceOver reads it to \(language) users" : "\(language) users see it"
                return "the \(language) text is the \(context.sourceLanguage) text, untranslated: \(audience) as is"
            }
            findings.append(context.finding(Self.description, message, about: value, severity: severity))
        }
    }
}

extension String {
    /// Without leading and trailing white space.
    func trimmingSpaces() -> String {
        var text = self
        return text.withUTF8 { bytes in
            let (start, end) = TextScanning.trimmedBounds(bytes)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}

/// Counts words cheaply, for rules that only need to know how many there are.
enum WordCount {
    /// The number of runs of letters (and digits) that contain at least one letter; format
    /// specifiers do not count. Bytes of other scripts count as letters (a Chinese phrase is one word).
    static func lettered(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            var inWord = false
            var wordHasLetter = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    // Skip a format specifier ("%1$@", "%lld") up to its conversion character,
                    // and a stringsdict variable ("%#@count@") up to its closing "@".
                    if inWord, wordHasLetter { count += 1 }
                    inWord = false
                    wordHasLetter = false
                    index += 1
                    var variable = false
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") {
                            variable = true
                            index += 2
                            break
                        }
                        if bytes[index] < UInt8(ascii: "0") || bytes[index] > UInt8(ascii: "9"), bytes[index] != UInt8(ascii: "$") { break }
                        index += 1
                    }
                    if variable {
                        while index < bytes.count, bytes[index] != UInt8(ascii: "@") { index += 1 }
                        index += 1
                        continue
                    }
                    while index < bytes.count {
                        let next = bytes[index]
                        index += 1
                        let isLetter = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
                        if next == UInt8(ascii: "@") || (isLetter && next != UInt8(ascii: "l") && next != UInt8(ascii: "h")) { break }
                    }
                    continue
                }
                // ASCII letters and digits by value; any other script's bytes count as letters.
                let lower = byte | 0x20
                let isLetter = (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte >= 0x80
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if isLetter || isDigit {
                    inWord = true
                    if isLetter { wordHasLetter = true }
                } else {
                    if inWord, wordHasLetter { count += 1 }
                    inWord = false
                    wordHasLetter = false
                }
                index += 1
            }
            if inWord, wordHasLetter { count += 1 }
            return count
        }
    }
}
