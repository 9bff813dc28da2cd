import StringsParser

/// `diff --format markdown`: for a pull-request comment (GitHub-flavoured Markdown).
///
/// A summary table with a row per language (counts are accessibility strings / all strings), the
/// accessibility findings by rule in a `<details>` block, then a `<details>` block per target
/// language with a row per listed key: its table, key, role, the source and target values, and
/// what the comparison says.
///
/// Keys and values are shown in code spans (quoted, line breaks as `\n`), messages as escaped
/// text: nothing in a string can turn into markup, a link or a broken table.
public enum DiffMarkdownReporter {
    public static func render(_ diff: TranslationDiff) -> String {
        var output = ReportBuffer(capacity: 4096 + diff.listedKeyCount * 512)
        let targets = diff.targetLanguages.isEmpty ? "no other language" : diff.targetLanguages.map(MarkupText.markdown).joined(separator: ", ")
        output.append("## Accessibility strings: \(MarkupText.markdown(diff.sourceLanguage)) → \(targets)\n\n")
        appendSummaryTable(diff, to: &output)
        output.append("\nCounts are accessibility strings / all strings. ")
        switch diff.listing {
        case .changes:
            let listed = diff.listedKeyCount
            output.append("\(listed) of \(diff.keyCount) key\(diff.keyCount == 1 ? "" : "s") ")
            output.append((listed == 1 ? "has" : "have") + " something to say (`--all` lists every key).\n")
        case .all:
            output.append("Every key is listed (\(diff.keyCount)).\n")
        }
        appendFindingsByRule(diff, to: &output)
        for language in diff.targetLanguages { appendDetails(of: language, diff: diff, to: &output) }
        return output.text
    }

    private static func appendSummaryTable(_ diff: TranslationDiff, to output: inout ReportBuffer) {
        output.append("| Language | Strings | Missing | Untranslated | Needs review | Placeholders | Obsolete | Accessibility findings |\n")
        output.append("| :-- | --: | --: | --: | --: | --: | --: | --: |\n")
        for summary in diff.summaries {
            var cells = [MarkupText.markdown(summary.language) + (summary.isSource ? " (source)" : ""), pair(summary.strings)]
            for status in TranslationStatus.allCases { cells.append(summary.isSource ? "–" : pair(summary.count(status))) }
            cells.append(String(summary.accessibilityFindingCount))
            output.append("| " + cells.joined(separator: " | ") + " |\n")
        }
    }

    private static func appendFindingsByRule(_ diff: TranslationDiff, to output: inout ReportBuffer) {
        let languages = diff.summaries.filter { !$0.accessibilityFindings.isEmpty }
        guard !languages.isEmpty else { return }
        output.append("\n<details>\n<summary>Accessibility findings by rule</summary>\n\n")
        for summary in languages {
            let byRule = TranslationDiff.Builder.ordered(Set(summary.accessibilityFindings.keys)).map {
                "`\($0)` \(summary.accessibilityFindings[$0] ?? 0)"
            }
            output.append("- **\(MarkupText.markdown(summary.language))**: " + byRule.joined(separator: ", ") + "\n")
        }
        output.append("\n</details>\n")
    }

    private static func appendDetails(of language: String, diff: TranslationDiff, to output: inout ReportBuffer) {
        var rows: [(KeyDiff, TargetDiff)] = []
        for table in diff.tables {
            for key in table.keys {
                if let target = key.targets.first(where: { $0.language == language }) { rows.append((key, target)) }
            }
        }
        guard !rows.isEmpty else { return }
        var statusCounts: [TranslationStatus: Int] = [:]
        var newCount = 0
        var fixedCount = 0
        for (_, target) in rows {
            for status in target.statuses { statusCounts[status, default: 0] += 1 }
            newCount += target.newFindings.count
            fixedCount += target.fixedRules.count
        }
        var parts = TranslationStatus.allCases.compactMap { status in statusCounts[status].map { "\($0) \(status.label)" } }
        if newCount > 0 { parts.append("\(newCount) new finding\(newCount == 1 ? "" : "s")") }
        if fixedCount > 0 { parts.append("\(fixedCount) fixed") }
        let title = "\(rows.count) key\(rows.count == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        output.append("\n<details>\n<summary><b>\(MarkupText.html(language))</b>: \(title)</summary>\n\n")
        let source = MarkupText.markdown(diff.sourceLanguage)
        output.append("| Table | Key | Role | \(source) | \(MarkupText.markdown(language)) | Status |\n")
        output.append("| :-- | :-- | :-- | :-- | :-- | :-- |\n")
        for (key, target) in rows {
            let cells = [
                MarkupText.markdown(key.table.name), MarkupText.markdownCode(DisplayText.quoted(key.key)), key.role?.rawValue ?? "",
                values(key.sourceValues), values(target.values), status(target),
            ]
            output.append("| " + cells.joined(separator: " | ") + " |\n")
        }
        output.append("\n</details>\n")
    }

    /// The values of a cell, one per line, each with its variant: `—` when there is none.
    private static func values(_ values: [LocalizedString]) -> String {
        guard !values.isEmpty else { return "—" }
        return values.map { value in
            (value.variant.map { "\\[\(MarkupText.markdown($0))\\] " } ?? "") + MarkupText.markdownCode(DisplayText.quoted(value.value))
        }.joined(separator: "<br>")
    }

    /// What the comparison says, one item per line.
    private static func status(_ target: TargetDiff) -> String {
        var lines: [String] = []
        for status in target.statuses {
            var line = status.label
            let variants = target.variants(for: status)
            if !variants.isEmpty { line += " \\[" + variants.map(MarkupText.markdown).joined(separator: ", ") + "\\]" }
            if status == .needsReview, let state = target.state { line += " (\(MarkupText.markdown(state)))" }
            if status == .placeholderMismatch, let finding = target.finding(for: status) { line += ": " + MarkupText.markdown(finding.message) }
            lines.append(line)
        }
        for finding in target.newFindings {
            lines.append("new `\(finding.rule)`: " + MarkupText.markdown(finding.message))
        }
        if !target.fixedRules.isEmpty { lines.append("fixed: " + target.fixedRules.map { "`\($0)`" }.joined(separator: ", ")) }
        return lines.joined(separator: "<br>")
    }

    private static func pair(_ count: StringCount) -> String { "\(count.accessibility) / \(count.all)" }
}
