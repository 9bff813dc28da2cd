/// `label-length`: "Press this button to create a new message" → "New message".
struct LabelLengthRule: StringRule {
    /// More words than this in one comma-separated part of a label is verbose.
    static let maximumWords = 7
    /// More characters than this (without spaces and punctuation) in a label of an unspaced script.
    static let maximumCharacters = 20

    static let description = RuleDescription(
        id: "label-length", name: "Long label", severity: .info,
        summary: "An accessibility label is a long phrase or a sentence.",
        rationale: "VoiceOver reads the label every time focus lands on the element. Apple: \"Very short: ideally one "
            + "word\"; \"New message\", not \"Press this button to create a new message\". Parts separated by commas "
            + "(a table row's \"Apple Inc., $125.25, up 1.3%\") are counted one by one.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .supported(LanguageRegistry.supportedCodes), genericStrings: .never)

    func check(_ context: StringContext, into findings: inout [Finding]) {
        guard let profile = context.profile else { return }
        let text = context.text
        switch profile.segmentation {
        case .words:
            var longest = 0
            var current = 0
            var previousEnd = text.trimmedStart
            for word in text.words {
                if Self.hasClauseBreak(text.utf8[previousEnd..<word.start]) { current = 0 }
                current += 1
                longest = max(longest, current)
                previousEnd = word.end
            }
            if longest > Self.maximumWords {
                findings.append(context.finding(
                    Self.description, "label has \(longest) words in a row; keep it to a word or a short phrase"))
            }
        case .characters:
            let count = CharacterCount.units(in: text.trimmed)
            if count > Self.maximumCharacters {
                findings.append(context.finding(
                    Self.description, "label has \(count) characters; keep it to a word or a short phrase"))
            }
        }
    }

    /// Whether the bytes between two words hold a comma, semicolon or colon (`,` `;` `:` `，` `、`).
    static func hasClauseBreak(_ gap: ArraySlice<UInt8>) -> Bool {
        var index = gap.startIndex
        while index < gap.endIndex {
            switch gap[index] {
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"): return true
            // `，` is EF BC 8C, `、` is E3 80 81; the Arabic comma `،` D8 8C and semicolon `؛` D8 9B.
            case 0xEF where gap[index...].starts(with: [0xEF, 0xBC, 0x8C]): return true
            case 0xE3 where gap[index...].starts(with: [0xE3, 0x80, 0x81]): return true
            case 0xD8 where gap[index...].starts(with: [0xD8, 0x8C]) || gap[index...].starts(with: [0xD8, 0x9B]): return true
            default: index += 1
            }
        }
        return false
    }
}
