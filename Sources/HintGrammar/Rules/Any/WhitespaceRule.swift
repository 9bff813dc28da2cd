/// `whitespace`: " Play", "Play  now", a line break in a label.
struct WhitespaceRule: StringRule {
    static let description = RuleDescription(
        id: "whitespace", name: "Stray white space", severity: .warning,
        summary: "An accessibility string has leading or trailing white space, doubled spaces, or a label has a line break.",
        rationale: "VoiceOver reads white space as pauses, and a label with a line break is read as two phrases; "
            + "such strings are usually copy-paste or concatenation mistakes.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .accessibility, languages: .all, isMechanical: true,
        fix: .safe,
        examples: [
            .bad("whitespace", "en", .label, " Play", fix: "Play"), .bad("whitespace", "en", .hint, "Plays  the song.", fix: "Plays the song."),
            .bad("whitespace", "de", .label, "Wieder-\ngabe", fix: "Wieder- gabe"), .bad("whitespace", "ja", .label, "再生 ", fix: "再生"),
            .good("whitespace", "en", .label, "Play"), .good("whitespace", "en", .hint, "Plays the song.\nThen stops."),
            .good("whitespace", "ja", .label, "再生"), .good("whitespace", "fr", .label, "Lecture : 50 %"),
            .bad("whitespace", "fr", .label, "Lecture :  50 %", fix: "Lecture : 50 %"),
            // A fragment joined in code keeps the space beside its separator.
            .good("whitespace", "en", .label, "%@, "), .good("whitespace", "en", .label, " – %@"),
            .bad("whitespace", "en", .label, "%@,  ", fix: "%@, "),
        ])

    func check(_ context: StringContext, into findings: inout [Finding]) {
        let text = context.text
        guard !text.isBlank else { return }
        let value = text.text
        var problems: [String] = []
        // A space between a separator and the string's edge joins a fragment to what code puts
        // beside it ("%@, ", " – %@"): it is meant, and removing it glues the pieces.
        let trimmed = text.slice(text.trimmedStart, text.trimmedEnd)
        let leadingJoint = trimmed.unicodeScalars.first.map(TextEdit.separators.contains) ?? false
        let trailingJoint = trimmed.unicodeScalars.last.map(TextEdit.separators.contains) ?? false
        if text.trimmedStart > 0, !leadingJoint { problems.append("leading white space") }
        if text.trimmedEnd < text.utf8.count, !trailingJoint { problems.append("trailing white space") }
        if Bytes.contains("  ", in: value) { problems.append("doubled spaces") }
        if context.role == .label, Bytes.contains(0x0A, in: value) || Bytes.contains(0x0D, in: value)
            || Bytes.contains("\u{2028}", in: value) || Bytes.contains("\u{2029}", in: value)
        {
            problems.append("a line break")
        }
        guard !problems.isEmpty else { return }
        var fixed = text.slice(leadingJoint ? 0 : text.trimmedStart, trailingJoint ? text.utf8.count : text.trimmedEnd)
        if context.role == .label {
            fixed = String(String.UnicodeScalarView(fixed.unicodeScalars.map {
                $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
            }))
        }
        fixed = fixed.collapsingSpaces()
        findings.append(context.finding(
            Self.description, "\(context.role == .accessibility ? "string" : context.role.noun) has \(problems.joined(separator: ", "))",
            fix: fixed))
    }
}

extension String {
    /// Every run of spaces made one.
    fileprivate func collapsingSpaces() -> String {
        var result = ""
        var previousWasSpace = false
        for character in self {
            if character == " " {
                if previousWasSpace { continue }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
            result.append(character)
        }
        return result
    }
}
