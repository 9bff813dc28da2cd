import StringsParser

/// `diff --format html`: one self-contained page, for a browser or a CI artifact (see
/// ``HTMLPage``: a legend of severities, filters by language, rule and severity, light and dark).
///
/// - a summary table per language (accessibility strings / all strings), with a bar of each
///   translation's progress: translated, needing review, untranslated, missing;
/// - a languages × rules matrix of the findings on accessibility strings, each count a link to the
///   list of its strings further down (`#cell.LANGUAGE.RULE`);
/// - those lists, one per language and rule, with the source text beside each translation and
///   each location linked to its file;
/// - the listed keys, table by table, with their source and target values and what the
///   comparison says ("fixed" only where the rule judged the translation).
public enum DiffHTMLReporter {
    /// The page.
    public static func render(_ diff: TranslationDiff) -> String {
        TextOutput.collecting { write(diff, to: $0) }
    }

    /// Writes the page to `output` as it goes.
    public static func write(_ diff: TranslationDiff, to output: TextOutput) {
        let targets = diff.targetLanguages.isEmpty ? "no other language" : diff.targetLanguages.joined(separator: ", ")
        let title = "Accessibility strings: \(diff.sourceLanguage) → \(targets)"
        HTMLPage.begin(title: title, to: output)
        output.write("<p class=\"note\">l10n-ax " + MarkupText.html(HintGrammar.version) + ". ")
        switch diff.listing {
        case .changes:
            output.write(DiffWording.changes(diff) + " (<code>--all</code> lists all \(DiffWording.keys(diff.keyCount))).")
        case .all:
            output.write("Every key is listed (\(diff.keyCount)).")
        }
        output.write("</p>\n")
        HTMLPage.legend(to: output)
        let severities = Set(diff.accessibilityFindings.values.flatMap { $0.values.flatMap { $0.map(\.severity) } })
        HTMLPage.filters(
            languages: diff.languages, rules: diff.accessibilityRules, severities: [Severity.error, .warning, .info].filter(severities.contains), to: output)
        appendSummary(diff, to: output)
        appendMatrix(diff, to: output)
        appendFindingLists(diff, to: output)
        appendKeys(diff, to: output)
        HTMLPage.end(to: output)
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
        output.write("<th>Accessibility findings</th><th>Progress of the accessibility strings</th></tr></thead>\n<tbody>\n")
        let total = diff.summaries.first { $0.isSource }?.strings.accessibility ?? 0
        for summary in diff.summaries {
            // The source stays in view whatever the filter: the translations are compared with it.
            output.write("<tr" + (summary.isSource ? "" : HTMLPage.filterAttributes(languages: [summary.language])) + "><th>" + MarkupText.html(summary.language)
                + (summary.isSource ? " <small>(source)</small>" : "") + "</th>")
            output.write("<td>" + pair(summary.strings) + "</td>")
            for status in TranslationStatus.allCases {
                output.write("<td>" + (summary.isSource ? "–" : pair(summary.count(status))) + "</td>")
            }
            output.write("<td>\(summary.accessibilityFindingCount)</td><td>" + progress(summary, total: total) + "</td></tr>\n")
        }
        output.write("</tbody>\n</table>\n<p class=\"note\">Counts are accessibility strings / all strings; keys are counted once, whatever their variants. ")
        output.write("The bars show each translation's accessibility strings against the source's: ")
        output.write("<span class=\"swatch ok\">translated</span>, <span class=\"swatch review\">needing review</span>, ")
        output.write("<span class=\"swatch untranslated\">untranslated</span>, <span class=\"swatch missing\">missing</span>.</p>\n")
    }

    /// A translation's progress on the accessibility strings: translated (and not needing review),
    /// needing review, untranslated, missing, out of the source's; the count with findings said in
    /// its title.
    static func progress(_ summary: LanguageSummary, total: Int) -> String {
        guard !summary.isSource else { return "" }
        let review = summary.count(.needsReview).accessibility
        let untranslated = summary.count(.untranslated).accessibility
        let missing = summary.count(.missing).accessibility
        let translated = max(0, summary.strings.accessibility - review - untranslated)
        return HTMLPage.bar(
            [
                ("ok", translated, "\(translated) translated"), ("review", review, "\(review) needing review"),
                ("untranslated", untranslated, "\(untranslated) untranslated"), ("missing", missing, "\(missing) missing"),
            ], total: max(total, translated + review + untranslated + missing))
            + "<small>\(translated) of \(total) translated; \(summary.accessibilityFindingCount) findings</small>"
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
            output.write("<tr" + HTMLPage.filterAttributes(languages: [language]) + "><th>" + MarkupText.html(language) + "</th>")
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
                output.write("<section id=\"" + MarkupText.html(anchor(language: language, rule: rule)) + "\""
                    + HTMLPage.filterAttributes(languages: [language], rules: [rule]) + ">\n")
                output.write("<h3>" + MarkupText.html(language) + " · <code>" + MarkupText.html(rule) + "</code> <small>")
                output.write(MarkupText.html(name) + ", \(findings.count)</small></h3>\n")
                // Beside a translation, the source's text.
                let showsSource = language != diff.sourceLanguage
                output.write("<table class=\"findings\">\n<thead><tr><th>Where</th><th>Key</th><th>Role</th>" + (showsSource ? "<th>Source</th>" : ""))
                output.write("<th>Value</th><th>Message</th></tr></thead>\n<tbody>\n")
                for finding in findings {
                    output.write("<tr class=\"" + finding.severity.rawValue + "\"" + HTMLPage.filterAttributes(severities: [finding.severity]) + "><td>")
                    output.write(HTMLPage.fileLink(finding.location) + "</td><td>")
                    if let table = finding.table { output.write("<small>" + MarkupText.html(table.name) + "</small><br/>") }
                    output.write("<code>" + MarkupText.html(DisplayText.quoted(finding.key ?? "")) + "</code>")
                    if let variant = finding.variant { output.write(" <small>[" + MarkupText.html(variant) + "]</small>") }
                    output.write("</td><td>" + MarkupText.html(finding.role?.rawValue ?? "") + "</td><td>")
                    if showsSource {
                        if let table = finding.table, let key = finding.key, let source = diff.sourceTexts[table]?[key] {
                            output.write("<q>" + MarkupText.html(DisplayText.quoted(source)) + "</q>")
                        }
                        output.write("</td><td>")
                    }
                    if let value = finding.value { output.write("<q>" + MarkupText.html(DisplayText.quoted(value)) + "</q>") }
                    output.write("</td><td>" + HTMLPage.badge(finding.severity) + " " + MarkupText.html(finding.message))
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
                output.write("<tbody" + (key.isAccessibility ? " class=\"a11y\"" : "")
                    + HTMLPage.filterAttributes(languages: [diff.sourceLanguage] + key.targets.map(\.language)) + ">\n")
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
                    output.write("<tr" + HTMLPage.filterAttributes(languages: [target.language]) + "><td class=\"lang\">" + MarkupText.html(target.language) + "</td><td>")
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
}
