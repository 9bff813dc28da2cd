/// `hint-length`: a hint that is a paragraph.
struct HintLengthRule: StringRule {
    static let maximumWords = 20
    static let maximumCharacters = 50

    static let description = RuleDescription(
        id: "hint-length", name: "Long hint", severity: .info,
        summary: "An accessibility hint is longer than a short sentence.",
        rationale: "Apple: a hint \"describes the result of the action, very briefly, without losing clarity\". "
            + "VoiceOver reads it after a pause every time the element is focused.",
        guideline: "iOS Accessibility Programming Guide, hints (p.16)",
        scope: .hint, languages: .supported(LanguageRegistry.supportedCodes))

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile else { return }
        switch profile.segmentation {
        case .words:
            let count = context.words.count
            if count > Self.maximumWords {
                findings.append(context.finding(Self.description, "hint has \(count) words; describe the result in one short sentence"))
            }
        case .characters:
            let count = CharacterCount.units(in: context.text.trimmed)
            if count > Self.maximumCharacters {
                findings.append(context.finding(Self.description, "hint has \(count) characters; describe the result in one short sentence"))
            }
        }
    }
}
