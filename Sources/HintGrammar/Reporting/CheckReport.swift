import StringsParser

/// What `l10n-ax check` prints about one string judged by ``Auditor/check(_:language:role:label:)``.
public enum CheckReport {
    /// For people: each finding with its fix, or a line saying the string reads well; a note
    /// first when the language has no table.
    public static func text(_ text: String, language: String, role: Role, findings: [Finding]) -> String {
        let hasTable = LanguageRegistry.profile(for: language) != nil
        var output = hasTable ? "" : "note: l10n-ax has no table for \(language); only language-neutral rules ran\n"
        for finding in findings {
            output += "\(finding.severity.rawValue): \(DisplayText.escaped(finding.message)) [\(finding.rule)]\n"
        }
        // The string's one suggestion, once, after every finding it answers.
        if let suggested = findings.first(where: { $0.fix != nil }), let fix = suggested.fix {
            output += "fix (\(suggested.applicability?.rawValue ?? FixApplicability.safe.rawValue)): \(DisplayText.quoted(fix))\n"
        }
        if findings.isEmpty {
            output += hasTable
                ? "No findings: \(DisplayText.quoted(text)) reads as a good \(language) \(role.rawValue).\n"
                : "No findings from the language-neutral rules.\n"
        }
        return output
    }

    /// `{"text", "language", "role", "languageTable", "findings"}`; `languageTable` is the table
    /// that judged the text (`de` for `de-CH`), `null` when there is none.
    public static func json(_ text: String, language: String, role: Role, findings: [Finding]) -> String {
        JSONWriter.write(.object([
            ("text", .string(text)), ("language", .string(language)), ("role", .string(role.rawValue)),
            ("languageTable", .optional(LanguageRegistry.profile(for: language)?.code)),
            ("findings", .array(findings.map(JSONReporter.finding))),
        ]))
    }
}
