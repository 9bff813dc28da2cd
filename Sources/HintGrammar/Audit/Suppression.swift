import StringsParser

/// `l10n-ax:ignore rule-a rule-b` in the comment before an entry (or in a String Catalog key's
/// comment) silences those rules for that string; `l10n-ax:ignore` alone silences every rule.
public enum Suppression {
    public static let directive = "l10n-ax:ignore"
    /// The directive's bytes, looked for in comments as files are read (see
    /// ``StringsParser/LocalizationFile/commentsHoldMarker``).
    public static let marker = BytePattern(directive)

    /// The rules a comment silences: `nil` without a directive, empty for "every rule".
    public static func rules(in comment: String) -> Set<String>? {
        var text = Substring(comment)
        guard let start = text.firstRange(of: directive) else { return nil }
        text = text[start.upperBound...]
        var rules: Set<String> = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }) {
            guard RuleRegistry.rule(String(word)) != nil else { break }
            rules.insert(String(word))
        }
        return rules
    }

    /// The directives of a project's comments: a string's own comment, else the comment of its
    /// key in the table's source language (`sourceLanguages`), which also speaks for a missing
    /// translation; never another translation's.
    struct Directives {
        private var byKey: [TableID: [String: [String?: Set<String>]]] = [:]

        init(in project: LocalizationProject, sourceLanguages: [TableID: String]) {
            // Each file's comments are read on every core; the directives are then kept in file order.
            let found = ConcurrentMap.map(project.files) { file -> [(string: LocalizedString, rules: Set<String>)] in
                // A file read with the marker looked for says whether any of its comments holds it.
                guard file.commentsHoldMarker != false else { return [] }
                return file.strings.compactMap { string in
                    guard let comment = string.comment, marker.isFound(in: comment), let rules = rules(in: comment) else { return nil }
                    return (string, rules)
                }
            }
            for (file, directives) in zip(project.files, found) {
                for (string, rules) in directives {
                    byKey[string.table, default: [:]][string.key, default: [:]][string.language] = rules
                    // The source's comment, and a catalog key's comment, speak for every language.
                    if file.format == .xcstrings || string.language == sourceLanguages[string.table] {
                        byKey[string.table, default: [:]][string.key, default: [:]][nil] = rules
                    }
                }
            }
        }

        /// Most projects have none, and then nothing else happens.
        var isEmpty: Bool { byKey.isEmpty }

        /// Whether a directive silences the finding.
        func silences(_ finding: Finding) -> Bool {
            guard let table = finding.table, let key = finding.key, let byLanguage = byKey[table]?[key] else { return false }
            guard let rules = finding.language.flatMap({ byLanguage[$0] }) ?? byLanguage[nil] else { return false }
            return rules.isEmpty || rules.contains(finding.rule)
        }
    }
}
