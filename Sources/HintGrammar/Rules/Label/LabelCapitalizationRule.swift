/// `label-capitalization`: "play" → "Play".
struct LabelCapitalizationRule: StringRule {
    static let description = RuleDescription(
        id: "label-capitalization", name: "Label starts in lower case", severity: .warning,
        summary: "An accessibility label in a language with letter case begins with a lower-case letter.",
        rationale: "VoiceOver uses the capital to read the label with the right inflection. Apple: \"Begins with a "
            + "capital letter.\"",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .supported(LanguageRegistry.codesWithLetterCase), genericStrings: .anyShape, judgedEdge: .start, fix: .safe)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let issue = Capitalization.lowercaseStart(context) else { return }
        findings.append(context.finding(
            Self.description, "label starts with the lower-case '\(issue.word)'; begin with a capital letter", fix: issue.fix))
    }
}

/// Shared by the label and hint capitalization rules.
enum Capitalization {
    /// The first word if it starts with a lower-case letter that should be a capital, with the fix.
    /// Brand names with an inner capital ("iPhone", "macOS", "eBay") and words with digits or dots
    /// ("x.com", "3d") keep their case; so does text that opens with a format specifier.
    static func lowercaseStart(_ context: StringContext) -> (word: String, fix: String)? {
        guard let profile = context.profile, profile.hasLetterCase else { return nil }
        let text = context.text
        let trimmed = text.trimmed
        guard let firstWord = text.words.first, !firstWord.isPlaceholder else { return nil }
        guard let (scalar, offset) = text.firstSignificantScalar, offset == firstWord.start else { return nil }
        guard scalar.properties.isLowercase, firstWord.startsLowercase, !firstWord.hasInnerUppercase else { return nil }
        if profile.lowercaseOpenings.contains(where: { trimmed.hasPrefix($0) }) { return nil }
        // An identifier ("icon_close.png") is reported as such; its case is beside the point.
        if !trimmed.contains(" "), LabelIdentifierRule.reason(String(trimmed)) != nil { return nil }
        let word = text.slice(firstWord.start, firstWord.end)
        guard !word.contains(where: { $0.isNumber }) else { return nil }
        if firstWord.end < text.utf8.count, text.utf8[firstWord.end] == UInt8(ascii: "."),
            firstWord.end + 1 < text.utf8.count, text.utf8[firstWord.end + 1] != UInt8(ascii: " ")
        {
            return nil
        }
        // Dutch capitalizes "ij" as one letter: "IJsbaan".
        if let digraph = profile.capitalDigraphs.first(where: { word.hasPrefix($0) }) {
            let prefix = text.slice(0, offset)
            return (word, prefix + digraph.uppercased() + text.slice(offset + digraph.utf8.count, text.utf8.count))
        }
        return (word, TextEdit.capitalizingFirstLetter(text.text, at: offset, capitals: profile.capitals))
    }
}
