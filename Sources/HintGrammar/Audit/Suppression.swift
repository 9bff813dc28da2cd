import StringsParser

/// `l10n-ax:ignore rule-a rule-b` in the comment before an entry (or in a String Catalog key's
/// comment) silences those rules for that string; `l10n-ax:ignore` alone silences every rule.
public enum Suppression {
    public static let directive = "l10n-ax:ignore"

    /// The rules a comment silences: `nil` without a directive, empty for "every rule".
    public static func rules(in comment: String) -> Set<String>? {
        var text = Substring(comment)
        guard let start = text.firstRange(of: directive) else { return nil }
        text = text[start.upperBound...]
        var rules: Set<String> = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }) {
            guard RuleRegistry.description(of: String(word)) != nil else { break }
            rules.insert(String(word))
        }
        return rules
    }

    /// Findings minus those a comment silences: a string's own comment, else the comment of its
    /// key in the table's source language (`sourceLanguages`), which also speaks for a missing
    /// translation; never another translation's.
    static func filter(_ findings: [Finding], in project: LocalizationProject, sourceLanguages: [TableID: String]) -> [Finding] {
        // Index the directives once: most projects have none, and then nothing else happens.
        var directives: [TableID: [String: [String?: Set<String>]]] = [:]
        for file in project.files {
            for string in file.strings {
                guard let comment = string.comment, Bytes.contains("l10n-ax:ignore", in: comment), let rules = rules(in: comment) else { continue }
                directives[string.table, default: [:]][string.key, default: [:]][string.language] = rules
                // The source's comment, and a catalog key's comment, speak for every language.
                if file.format == .xcstrings || string.language == sourceLanguages[string.table] {
                    directives[string.table, default: [:]][string.key, default: [:]][nil] = rules
                }
            }
        }
        guard !directives.isEmpty else { return findings }
        return findings.filter { finding in
            guard let table = finding.table, let key = finding.key, let byLanguage = directives[table]?[key] else { return true }
            guard let rules = finding.language.flatMap({ byLanguage[$0] }) ?? byLanguage[nil] else { return true }
            return !(rules.isEmpty || rules.contains(finding.rule))
        }
    }
}
