import StringsParser

/// `diff --format text`: the comparison for people, in a terminal.
///
///     en → de, fr: 1 of 2 accessibility strings has something to say (--all lists all 5 keys)
///
///     Localizable (App)
///       "play.hint"  hint
///         en  "Double tap to play the song."
///             findings: hint-gesture
///         de  (no value)
///             missing
///         fr  "Lit la chanson. "
///             new: hint has trailing white space [whitespace]
///             fixed: hint-gesture
///
///     Summary (accessibility strings / all strings)
///       language     strings  missing  untranslated  needs review  placeholders  obsolete  a11y findings
///       en (source)      2/3        -             -             -             -         -              1
///       de               1/2      1/1           0/0           0/0           0/0       0/0              1
///
///     Accessibility findings by rule
///       en  hint-gesture 1
///       de  missing-translation 1
///
/// Values are quoted with their line breaks and tabs escaped, so each stays on one line; the
/// language column is as wide as the longest language tag.
public enum DiffTextReporter {
    /// The report, ending with a line break.
    public static func render(_ diff: TranslationDiff) -> String {
        TextOutput.collecting { write(diff, to: $0) }
    }

    /// Writes the report to `output` as it goes.
    public static func write(_ diff: TranslationDiff, to output: TextOutput) {
        output.write(headline(diff))
        output.write("\n")
        let width = diff.languages.map(\.count).max() ?? 2
        for table in diff.tables {
            output.write("\n")
            output.write(table.table.name)
            if !table.table.bundle.isEmpty { output.write(" (" + DisplayText.escaped(table.table.bundle) + ")") }
            output.write("\n")
            for key in table.keys { append(key, width: width, to: output) }
        }
        output.write("\n")
        output.write(summary(diff))
    }

    /// `en → de, fr: 1 of 2 accessibility strings has something to say (--all lists all 5 keys)`.
    static func headline(_ diff: TranslationDiff) -> String {
        let targets = diff.targetLanguages.isEmpty ? "no other language" : diff.targetLanguages.joined(separator: ", ")
        var line = "\(diff.sourceLanguage) → \(targets): "
        switch diff.listing {
        case .changes:
            line += DiffWording.changes(diff) + " (--all lists all \(DiffWording.keys(diff.keyCount)))"
        case .all:
            line += "every key (\(diff.keyCount))"
        }
        return line
    }

    private static func append(_ key: KeyDiff, width: Int, to output: TextOutput) {
        let indent = String(repeating: " ", count: 4 + width + 2)
        output.write("  ")
        output.writeQuoted(key.key)
        if let role = key.role {
            output.write("  ")
            output.write(role.rawValue)
        }
        output.write("\n")
        appendValues(key.sourceValues, language: key.sourceValueLanguage, width: width, to: output)
        let sourceRules = key.sourceRules
        if !sourceRules.isEmpty { output.write(indent + "findings: " + sourceRules.joined(separator: ", ") + "\n") }
        for target in key.targets {
            appendValues(target.values, language: target.language, width: width, to: output)
            for status in target.statuses {
                output.write(indent)
                output.write(status.label)
                let variants = target.variants(for: status)
                if !variants.isEmpty { output.write(" [" + variants.map { DisplayText.escaped($0) }.joined(separator: ", ") + "]") }
                switch status {
                case .needsReview:
                    if let state = target.state { output.write(" (" + DisplayText.escaped(state) + ")") }
                case .placeholderMismatch:
                    if let finding = target.finding(for: status) { output.write(": " + DisplayText.escaped(finding.message)) }
                case .missing, .untranslated, .obsolete:
                    break
                }
                output.write("\n")
            }
            for finding in target.newFindings {
                output.write(indent + "new: " + DisplayText.escaped(finding.message))
                if let variant = finding.variant { output.write(" (" + DisplayText.escaped(variant) + ")") }
                output.write(" [" + finding.rule + "]\n")
            }
            if !target.fixedRules.isEmpty { output.write(indent + "fixed: " + target.fixedRules.joined(separator: ", ") + "\n") }
        }
    }

    /// One line per value: the language (on the first only), the variant, the quoted text.
    private static func appendValues(_ values: [LocalizedString], language: String, width: Int, to output: TextOutput) {
        let padded = "    " + language + String(repeating: " ", count: max(0, width - language.count)) + "  "
        let blank = String(repeating: " ", count: padded.count)
        guard !values.isEmpty else {
            output.write(padded + "(no value)\n")
            return
        }
        for (index, value) in values.enumerated() {
            output.write(index == 0 ? padded : blank)
            if let variant = value.variant { output.write("[" + DisplayText.escaped(variant) + "] ") }
            output.writeQuoted(value.value)
            output.write("\n")
        }
    }

    /// The summary table and the accessibility findings by rule.
    static func summary(_ diff: TranslationDiff) -> String {
        let statuses = TranslationStatus.allCases
        var rows: [[String]] = [["language", "strings"] + statuses.map(\.columnTitle) + ["a11y findings"]]
        for summary in diff.summaries {
            var row = [summary.isSource ? "\(summary.language) (source)" : summary.language, pair(summary.strings)]
            row += statuses.map { summary.isSource ? "-" : pair(summary.count($0)) }
            row.append(String(summary.accessibilityFindingCount))
            rows.append(row)
        }
        var text = "Summary (accessibility strings / all strings)\n"
        text += TextTable.render(rows, indent: "  ")
        let rules = diff.summaries.filter { !$0.accessibilityFindings.isEmpty }
        if !rules.isEmpty {
            text += "\nAccessibility findings by rule\n"
            let width = rules.map(\.language.count).max() ?? 0
            for summary in rules {
                let byRule = summary.accessibilityFindingsByRule.map { "\($0.rule) \($0.count)" }
                text += "  " + summary.language + String(repeating: " ", count: width - summary.language.count) + "  "
                    + byRule.joined(separator: ", ") + "\n"
            }
        }
        return text
    }

    private static func pair(_ count: StringCount) -> String { "\(count.accessibility)/\(count.all)" }
}

/// Columns of ASCII text, the first left-aligned and the others right-aligned.
enum TextTable {
    static func render(_ rows: [[String]], indent: String) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.unicodeScalars.count) }
        }
        var text = ""
        for row in rows {
            var line = indent
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.unicodeScalars.count)
                if index == 0 {
                    line += cell + padding
                } else {
                    line += "  " + padding + cell
                }
            }
            text += line + "\n"
        }
        return text
    }
}

/// Phrases the reports share.
enum DiffWording {
    /// `1 of 2 accessibility strings has something to say`.
    static func changes(_ diff: TranslationDiff) -> String {
        let listed = diff.listedKeyCount, total = diff.accessibilityKeyCount
        return "\(listed) of \(total) accessibility string\(total == 1 ? "" : "s") " + (listed == 1 ? "has" : "have") + " something to say"
    }

    /// `5 keys`.
    static func keys(_ count: Int) -> String { "\(count) key\(count == 1 ? "" : "s")" }
}
