import StringsParser

/// `diff --format html`: one self-contained page, for a browser or a CI artifact.
///
/// - a summary table per language (accessibility strings / all strings);
/// - a languages × rules matrix of the findings on accessibility strings, each count a link to the
///   list of its strings further down (`#cell.LANGUAGE.RULE`);
/// - those lists, one per language and rule;
/// - the listed keys, table by table, with their source and target values and what the
///   comparison says.
///
/// Inline CSS only: no script, no external resource, no font or image to fetch. The markup is
/// also well-formed XML (XHTML syntax: every element closed, attributes quoted, only XML's own
/// character references), and every text and attribute is escaped.
public enum DiffHTMLReporter {
    /// The page.
    public static func render(_ diff: TranslationDiff) -> String {
        TextOutput.collecting { write(diff, to: $0) }
    }

    /// Writes the page to `output` as it goes.
    public static func write(_ diff: TranslationDiff, to output: TextOutput) {
        let targets = diff.targetLanguages.isEmpty ? "no other language" : diff.targetLanguages.joined(separator: ", ")
        let title = "Accessibility strings: \(diff.sourceLanguage) → \(targets)"
        output.write("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        output.write("<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        output.write("<title>" + MarkupText.html(title) + "</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n")
        output.write("<h1>" + MarkupText.html(title) + "</h1>\n")
        output.write("<p class=\"note\">l10n-ax " + MarkupText.html(HintGrammar.version) + ". ")
        switch diff.listing {
        case .changes:
            output.write(DiffWording.changes(diff) + " (<code>--all</code> lists all \(DiffWording.keys(diff.keyCount))).")
        case .all:
            output.write("Every key is listed (\(diff.keyCount)).")
        }
        output.write("</p>\n")
        appendSummary(diff, to: output)
        appendMatrix(diff, to: output)
        appendFindingLists(diff, to: output)
        appendKeys(diff, to: output)
        output.write("</body>\n</html>\n")
    }

    /// The anchor of a matrix cell's list: `cell.LANGUAGE.RULE`, with anything but ASCII letters,
    /// digits, `-` and `_` written as `_XX`.
    public static func anchor(language: String, rule: String) -> String {
        "cell." + anchorPart(language) + "." + anchorPart(rule)
    }

    static func anchorPart(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let isPlain = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            if isPlain {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "_"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendSummary(_ diff: TranslationDiff, to output: TextOutput) {
        output.write("<h2 id=\"summary\">Summary</h2>\n<table class=\"summary\">\n<thead><tr><th>Language</th><th>Strings</th>")
        for status in TranslationStatus.allCases { output.write("<th>" + MarkupText.html(LetterCase.capitalized(status.columnTitle)) + "</th>") }
        output.write("<th>Accessibility findings</th></tr></thead>\n<tbody>\n")
        for summary in diff.summaries {
            output.write("<tr><th>" + MarkupText.html(summary.language) + (summary.isSource ? " <small>(source)</small>" : "") + "</th>")
            output.write("<td>" + pair(summary.strings) + "</td>")
            for status in TranslationStatus.allCases {
                output.write("<td>" + (summary.isSource ? "–" : pair(summary.count(status))) + "</td>")
            }
            output.write("<td>\(summary.accessibilityFindingCount)</td></tr>\n")
        }
        output.write("</tbody>\n</table>\n<p class=\"note\">Counts are accessibility strings / all strings; keys are counted once, whatever their variants.</p>\n")
    }

    private static func appendMatrix(_ diff: TranslationDiff, to output: TextOutput) {
        output.write("<h2 id=\"matrix\">Accessibility findings by language and rule</h2>\n")
        let rules = diff.accessibilityRules
        guard !rules.isEmpty else {
            output.write("<p>No findings on accessibility strings.</p>\n")
            return
        }
        output.write("<div class=\"scroll\"><table class=\"matrix\">\n<thead><tr><th>Language</th>")
        for rule in rules {
            let name = RuleRegistry.rule(rule)?.name ?? rule
            output.write("<th><span title=\"" + MarkupText.html(name) + "\">" + MarkupText.html(rule) + "</span></th>")
        }
        output.write("</tr></thead>\n<tbody>\n")
        for language in diff.languages {
            output.write("<tr><th>" + MarkupText.html(language) + "</th>")
            for rule in rules {
                let count = diff.accessibilityFindings(language: language, rule: rule).count
                if count == 0 {
                    output.write("<td></td>")
                } else {
                    output.write("<td><a href=\"#" + MarkupText.html(anchor(language: language, rule: rule)) + "\">\(count)</a></td>")
                }
            }
            output.write("</tr>\n")
        }
        output.write("</tbody>\n</table></div>\n")
    }

    private static func appendFindingLists(_ diff: TranslationDiff, to output: TextOutput) {
        let rules = diff.accessibilityRules
        guard !rules.isEmpty else { return }
        output.write("<h2 id=\"findings\">Findings on accessibility strings</h2>\n")
        for language in diff.languages {
            for rule in rules {
                let findings = diff.accessibilityFindings(language: language, rule: rule)
                guard !findings.isEmpty else { continue }
                let name = RuleRegistry.rule(rule)?.name ?? rule
                output.write("<section id=\"" + MarkupText.html(anchor(language: language, rule: rule)) + "\">\n")
                output.write("<h3>" + MarkupText.html(language) + " · <code>" + MarkupText.html(rule) + "</code> <small>")
                output.write(MarkupText.html(name) + ", \(findings.count)</small></h3>\n")
                output.write("<table class=\"findings\">\n<thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Value</th><th>Message</th></tr></thead>\n<tbody>\n")
                for finding in findings {
                    output.write("<tr class=\"" + finding.severity.rawValue + "\"><td class=\"where\">")
                    output.write(MarkupText.html(finding.location.description) + "</td><td>")
                    if let table = finding.table { output.write("<small>" + MarkupText.html(table.name) + "</small><br/>") }
                    output.write("<code>" + MarkupText.html(DisplayText.quoted(finding.key ?? "")) + "</code>")
                    if let variant = finding.variant { output.write(" <small>[" + MarkupText.html(variant) + "]</small>") }
                    output.write("</td><td>" + MarkupText.html(finding.role?.rawValue ?? "") + "</td><td>")
                    if let value = finding.value { output.write("<q>" + MarkupText.html(DisplayText.quoted(value)) + "</q>") }
                    output.write("</td><td>" + MarkupText.html(finding.message))
                    if let fix = finding.fix { output.write("<br/><small>fix: " + MarkupText.html(DisplayText.quoted(fix)) + "</small>") }
                    output.write("</td></tr>\n")
                }
                output.write("</tbody>\n</table>\n<p class=\"back\"><a href=\"#matrix\">↑ matrix</a></p>\n</section>\n")
            }
        }
    }

    private static func appendKeys(_ diff: TranslationDiff, to output: TextOutput) {
        output.write("<h2 id=\"keys\">Keys</h2>\n")
        guard !diff.tables.isEmpty else {
            output.write("<p>No key has anything to say.</p>\n")
            return
        }
        for table in diff.tables {
            output.write("<h3>" + MarkupText.html(table.table.name))
            if !table.table.bundle.isEmpty { output.write(" <small>" + MarkupText.html(table.table.bundle) + "</small>") }
            output.write("</h3>\n<table class=\"keys\">\n<thead><tr><th>Key</th><th>Language</th><th>Value</th><th>Comparison</th></tr></thead>\n")
            for key in table.keys {
                let rows = 1 + key.targets.count
                output.write("<tbody" + (key.isAccessibility ? " class=\"a11y\"" : "") + ">\n")
                output.write("<tr><th rowspan=\"\(rows)\"><code>" + MarkupText.html(DisplayText.quoted(key.key)) + "</code>")
                if let role = key.role { output.write("<br/><span class=\"role\">" + role.rawValue + "</span>") }
                output.write("</th><td class=\"lang\">" + MarkupText.html(key.sourceValueLanguage) + "</td><td>")
                appendValues(key.sourceValues, to: output)
                output.write("</td><td>")
                let sourceRules = key.sourceRules
                if !sourceRules.isEmpty {
                    output.write("findings: " + sourceRules.map { "<code>" + MarkupText.html($0) + "</code>" }.joined(separator: ", "))
                }
                output.write("</td></tr>\n")
                for target in key.targets {
                    output.write("<tr><td class=\"lang\">" + MarkupText.html(target.language) + "</td><td>")
                    appendValues(target.values, to: output)
                    output.write("</td><td>")
                    appendComparison(target, to: output)
                    output.write("</td></tr>\n")
                }
                output.write("</tbody>\n")
            }
            output.write("</table>\n")
        }
    }

    private static func appendValues(_ values: [LocalizedString], to output: TextOutput) {
        guard !values.isEmpty else {
            output.write("<span class=\"none\">no value</span>")
            return
        }
        for (index, value) in values.enumerated() {
            if index > 0 { output.write("<br/>") }
            if let variant = value.variant { output.write("<small>[" + MarkupText.html(variant) + "]</small> ") }
            output.write("<q>" + MarkupText.html(DisplayText.quoted(value.value)) + "</q>")
        }
    }

    private static func appendComparison(_ target: TargetDiff, to output: TextOutput) {
        var items: [String] = []
        for status in target.statuses {
            var item = "<span class=\"status\">" + MarkupText.html(status.label) + "</span>"
            let variants = target.variants(for: status)
            if !variants.isEmpty { item += " <small>[" + variants.map(MarkupText.html).joined(separator: ", ") + "]</small>" }
            if status == .needsReview, let state = target.state { item += " (" + MarkupText.html(state) + ")" }
            if status == .placeholderMismatch, let finding = target.finding(for: status) { item += ": " + MarkupText.html(finding.message) }
            items.append(item)
        }
        for finding in target.newFindings {
            items.append("<span class=\"new\">new</span> <code>" + MarkupText.html(finding.rule) + "</code>: " + MarkupText.html(finding.message))
        }
        if !target.fixedRules.isEmpty {
            items.append("<span class=\"fixed\">fixed</span> " + target.fixedRules.map { "<code>" + MarkupText.html($0) + "</code>" }.joined(separator: ", "))
        }
        output.write(items.joined(separator: "<br/>"))
    }

    private static func pair(_ count: StringCount) -> String { "\(count.accessibility) / \(count.all)" }

    /// The page's style: no `<`, `>` or `&`, so that it is also valid XML text.
    static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #1d1d1f; background: #fff; }
        h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #ddd; } h3 { margin-top: 1.5em; }
        table { border-collapse: collapse; margin: 0.5em 0; }
        th, td { border: 1px solid #d2d2d7; padding: 0.25em 0.6em; vertical-align: top; text-align: left; }
        thead th { background: #f5f5f7; position: sticky; top: 0; }
        table.summary td, table.matrix td { text-align: right; font-variant-numeric: tabular-nums; }
        table.matrix th span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
        table.matrix td a { display: block; }
        tbody.a11y th { background: #eef5ff; }
        .scroll { overflow-x: auto; }
        .note, .back, small { color: #6e6e73; }
        .role { font-size: 0.85em; color: #0a58ca; }
        .lang { font-family: ui-monospace, Menlo, monospace; white-space: nowrap; }
        .where { font-family: ui-monospace, Menlo, monospace; font-size: 0.85em; word-break: break-all; }
        q { quotes: none; font-family: ui-monospace, Menlo, monospace; white-space: pre-wrap; }
        .status { color: #b25000; font-weight: 600; } .new { color: #c9252d; font-weight: 600; } .fixed { color: #1b7f37; font-weight: 600; }
        .none { color: #b25000; font-style: italic; }
        tr.error td:first-child { border-left: 3px solid #c9252d; } tr.warning td:first-child { border-left: 3px solid #d58b00; }
        tr.info td:first-child { border-left: 3px solid #6e6e73; }
        section:target h3 { background: #fff3c4; }
        @media (prefers-color-scheme: dark) {
          body { color: #f5f5f7; background: #1d1d1f; } thead th { background: #2c2c2e; } th, td { border-color: #3a3a3c; }
          tbody.a11y th { background: #102a4c; } section:target h3 { background: #4d3d00; } .role { color: #6ea8fe; }
        }

        """
}
