import StringsParser

/// `translation-state`: a String Catalog unit still `new`, `needs_review` or `stale`.
struct TranslationStateRule: KeyRule {
    static let description = RuleDescription(
        id: "translation-state", name: "Translation not final", severity: .warning,
        summary: "A String Catalog translation is marked new, needs_review or stale.",
        rationale: "Xcode marks a translation needs_review when its source text changed, new when it was never "
            + "translated, stale when its key left the code: the text users hear may no longer match the element.",
        guideline: "Xcode String Catalogs; iOS Accessibility Programming Guide (\"Is localized\")",
        scope: .translation, languages: .all,
        examples: [
            .bad("translation-state", "ja", .hint, "曲を再生します。", source: "Plays the song.", state: "needs_review"),
            .bad("translation-state", "de", .label, "Wiedergabe", source: "Play", state: "new"),
            .good("translation-state", "ja", .hint, "曲を再生します。", source: "Plays the song.", state: "translated"),
            .good("translation-state", "de", .label, "Wiedergabe", source: "Play"),
        ])

    static let unfinishedStates: Set<String> = ["new", "needs_review", "stale"]

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard let values else { return }
        for value in values {
            guard let state = value.state, Self.unfinishedStates.contains(state) else { continue }
            let what = context.isAccessibility ? "VoiceOver users may hear a wrong or outdated text" : "users may see a wrong or outdated text"
            findings.append(context.finding(
                Self.description, "the \(language) translation is marked \(state): \(what); review it in Xcode", about: value))
        }
    }
}
