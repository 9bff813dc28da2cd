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
///
/// With a `limit`, the report stays within that many UTF-8 bytes (and so within as many
/// characters), as long as the summary fits: the summary always, then rows as long as they fit;
/// the rows and languages left out are counted in closing notes. GitHub refuses comments longer
/// than ``commentLimit`` characters; `diff` uses it unless `--all` asks for everything.
public enum DiffMarkdownReporter {
    /// The longest comment GitHub accepts, in characters.
    public static let commentLimit = 65_536

    /// The report; within `limit` UTF-8 bytes when one is given.
    public static func render(_ diff: TranslationDiff, limit: Int? = nil) -> String {
        TextOutput.collecting { write(diff, limit: limit, to: $0) }
    }

    /// Writes the report to `output` as it goes; within `limit` UTF-8 bytes when one is given
    /// (measured first by writing it nowhere).
    public static func write(_ diff: TranslationDiff, limit: Int? = nil, to output: TextOutput) {
        var bodyLimit: Int?
        if let limit {
            var whole = BoundedText(limit: nil, output: TextOutput(to: { _ in nil }))
            write(diff, to: &whole)
            // Room for the closing notes: a line per truncated block, a few words per language left out.
            if whole.count > limit { bodyLimit = max(0, limit - 256 - 40 * diff.targetLanguages.count) }
        }
        var bounded = BoundedText(limit: bodyLimit, output: output)
        write(diff, to: &bounded)
    }

    private static func write(_ diff: TranslationDiff, to output: inout BoundedText) {
        let targets = diff.targetLanguages.isEmpty ? "no other language" : diff.targetLanguages.map(MarkupText.markdown).joined(separator: ", ")
        output.append("## Accessibility strings: \(MarkupText.markdown(diff.sourceLanguage)) → \(targets)\n\n")
        appendSummaryTable(diff, to: &output)
        output.append("\nCounts are accessibility strings / all strings. ")
        switch diff.listing {
        case .changes:
            output.append(DiffWording.changes(diff) + " (`--all` lists all \(DiffWording.keys(diff.keyCount))).\n")
        case .all:
            output.append("Every key is listed (\(diff.keyCount)).\n")
        }
        appendFindingsByRule(diff, to: &output)
        var leftOut: [String] = []
        for language in diff.targetLanguages {
            let rows = self.rows(of: language, in: diff)
            guard !rows.isEmpty else { continue }
            if !leftOut.isEmpty || !appendDetails(of: language, rows: rows, diff: diff, to: &output) {
                leftOut.append("\(MarkupText.markdown(language)) (\(DiffWording.keys(rows.count)))")
            }
        }
        if !leftOut.isEmpty {
            output.append("\n_Not detailed, to keep this comment short: \(leftOut.joined(separator: ", ")). "
                + "`--format html` or `--all` lists everything._\n")
        }
    }

    private static func appendSummaryTable(_ diff: TranslationDiff, to output: inout BoundedText) {
        let statusTitles = TranslationStatus.allCases.map { LetterCase.capitalized($0.columnTitle) }
        output.append("| " + (["Language", "Strings"] + statusTitles + ["Accessibility findings"]).joined(separator: " | ") + " |\n")
        output.append("| :-- |" + String(repeating: " --: |", count: statusTitles.count + 2) + "\n")
        for summary in diff.summaries {
            var cells = [MarkupText.markdown(summary.language) + (summary.isSource ? " (source)" : ""), pair(summary.strings)]
            for status in TranslationStatus.allCases { cells.append(summary.isSource ? "–" : pair(summary.count(status))) }
            cells.append(String(summary.accessibilityFindingCount))
            output.append("| " + cells.joined(separator: " | ") + " |\n")
        }
    }

    private static func appendFindingsByRule(_ diff: TranslationDiff, to output: inout BoundedText) {
        let languages = diff.summaries.filter { !$0.accessibilityFindings.isEmpty }
        guard !languages.isEmpty else { return }
        output.append("\n<details>\n<summary>Accessibility findings by rule</summary>\n\n")
        for summary in languages {
            let byRule = summary.accessibilityFindingsByRule.map { "`\($0.rule)` \($0.count)" }
            output.append("- **\(MarkupText.markdown(summary.language))**: " + byRule.joined(separator: ", ") + "\n")
        }
        output.append("\n</details>\n")
    }

    /// The listed keys of one target language, with its comparison.
    private static func rows(of language: String, in diff: TranslationDiff) -> [(KeyDiff, TargetDiff)] {
        var rows: [(KeyDiff, TargetDiff)] = []
        for table in diff.tables {
            for key in table.keys {
                if let target = key.targets.first(where: { $0.language == language }) { rows.append((key, target)) }
            }
        }
        return rows
    }

    /// A language's `<details>` block, with as many rows as fit; `false` when not even its first
    /// row fits (nothing is written then).
    private static func appendDetails(
        of language: String, rows: [(KeyDiff, TargetDiff)], diff: TranslationDiff, to output: inout BoundedText
    ) -> Bool {
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
        let title = DiffWording.keys(rows.count) + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        let source = MarkupText.markdown(diff.sourceLanguage)
        let opening = "\n<details>\n<summary><b>\(MarkupText.html(language))</b>: \(title)</summary>\n\n"
            + "| Table | Key | Role | \(source) | \(MarkupText.markdown(language)) | Status |\n| :-- | :-- | :-- | :-- | :-- | :-- |\n"
        let closing = "\n</details>\n"
        let lines = rows.map { key, target in
            let cells = [
                MarkupText.markdown(key.table.name), MarkupText.markdownCode(DisplayText.quoted(key.key)), key.role?.rawValue ?? "",
                values(key.sourceValues), values(target.values), status(target),
            ]
            return "| " + cells.joined(separator: " | ") + " |\n"
        }
        guard let first = lines.first, output.fits(opening.utf8.count + first.utf8.count + closing.utf8.count) else { return false }
        output.append(opening)
        var shown = 0
        for line in lines {
            guard output.fits(line.utf8.count + closing.utf8.count) else { break }
            output.append(line)
            shown += 1
        }
        if shown < lines.count {
            let more = lines.count - shown
            output.append("\n_… and \(more) more key\(more == 1 ? "" : "s"), left out to keep this comment short._\n")
        }
        output.append(closing)
        return true
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

/// Text that keeps count of its UTF-8 bytes, for reports with a size limit.
struct BoundedText {
    /// The most bytes the body may take; the closing notes go in the room kept beyond it.
    let limit: Int?
    private let output: TextOutput
    private(set) var count = 0

    init(limit: Int?, output: TextOutput) {
        self.limit = limit
        self.output = output
    }

    /// Whether `bytes` more still fit in the body.
    func fits(_ bytes: Int) -> Bool { limit.map { count + bytes <= $0 } ?? true }

    /// Appends text whatever the limit: the caller checks with ``fits(_:)`` first.
    mutating func append(_ text: String) {
        output.write(text)
        count += text.utf8.count
    }
}
