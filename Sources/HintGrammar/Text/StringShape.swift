/// What a string known only to be for accessibility looks like: a label or a hint.
///
/// A string whose role stays the generic `accessibility` (an `Accessibility` table, a key marked
/// `a11y` without a role word) still gets the label or hint rules its shape decides: a hint ends
/// like a sentence; a label is a few words without a full stop. Longer text without a full stop
/// may be either (a long button label, a hint missing its period): only the rules that hold for
/// both run (``GenericStringUse``). A translation takes its source text's shape, so that a key is
/// one thing in every language (a translator's full stop makes no label a hint).
enum StringShape {
    /// More words than this (in spaced scripts), without a full stop, may be either role.
    static let labelWordLimit = 3
    /// More letters than this (in scripts without spaces between words), likewise.
    static let labelCharacterLimit = 8
    /// Endings of a sentence in any language.
    static let sentenceEndings = [".", "。", "!", "?", "！", "？", "…", "．"]

    /// The role the text's shape suggests, nil when it may be either.
    static func role(of text: AnalyzedText, profile: LanguageProfile?) -> Role? {
        guard !text.isBlank else { return nil }
        // A script without a full stop (Thai) shows no sentence by its end.
        if let profile, !profile.fullStop.isEmpty && text.endsWith(profile.fullStop) || profile.otherFullStops.contains(where: text.endsWith) {
            return .hint
        }
        if sentenceEndings.contains(where: text.endsWith) { return .hint }
        if profile?.segmentation == .characters {
            let letters = text.trimmed.unicodeScalars.filter { $0.properties.isAlphabetic }.count
            return letters > labelCharacterLimit ? nil : .label
        }
        return text.realWords.count > labelWordLimit ? nil : .label
    }
}
