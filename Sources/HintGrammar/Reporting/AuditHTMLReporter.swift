import StringsParser

/// `audit --format html`: the audit as one self-contained page (see ``HTMLPage``: a legend of
/// severities, filters by language, rule and severity, light and dark, printable).
///
/// - the summary, and the findings counted by language and severity;
/// - the findings grouped by key, as the text report groups them: the key, its role and its
///   source text, then each language that has findings, its text beside them, each finding with
///   its severity, rule, message, location (linked to its file) and suggested text;
/// - the findings about files rather than keys (code, broken files), file by file.
public enum AuditHTMLReporter {
    /// The page.
    public static func render(_ result: AuditResult) -> String {
        TextOutput.collecting { write(result, to: $0) }
    }

    /// Writes the page to `output` as it goes.
    public static func write(_ result: AuditResult, to output: TextOutput) {
        HTMLPage.begin(title: "Accessibility audit", to: output)
        output.write("<p class=\"note\">l10n-ax " + MarkupText.html(HintGrammar.version) + ". ")
        output.write("Each key shows the languages that have findings, with their text; the others have none.</p>\n")
        output.write("<h2 id=\"summary\">Summary</h2>\n<ul class=\"summary\">\n")
        for line in TextReporter.summary(result).split(separator: "\n") where !line.isEmpty {
            output.write("<li>" + MarkupText.html(String(line)) + "</li>\n")
        }
        output.write("</ul>\n")
        HTMLPage.legend(to: output)
        let languages = languages(of: result.findings)
        let rules = RuleRegistry.inReportOrder(result.findings.map(\.rule))
        let severities = [Severity.error, .warning, .info].filter { severity in result.findings.contains { $0.severity == severity } }
        appendLanguageCounts(result, languages: languages, to: output)
        output.write("<h2 id=\"findings\">Findings</h2>\n")
        guard !result.findings.isEmpty else {
            output.write("<p>No findings.</p>\n")
            HTMLPage.end(to: output)
            return
        }
        HTMLPage.filters(languages: languages, rules: rules, severities: severities, to: output)
        for (index, group) in TextReporter.groups(of: result.findings).enumerated() {
            switch group.subject {
            case let .key(table, key): appendKey(table: table, key: key, findings: group.findings, index: index, result: result, to: output)
            case let .file(file): appendFile(file, findings: group.findings, index: index, to: output)
            }
        }
        HTMLPage.end(to: output)
    }

    /// The languages findings are in, in the order of the result's languages, then any other.
    static func languages(of findings: [Finding]) -> [String] {
        var seen = Set<String>()
        return findings.compactMap(\.language).filter { seen.insert($0).inserted }.sorted()
    }

    private static func appendLanguageCounts(_ result: AuditResult, languages: [String], to output: TextOutput) {
        guard !languages.isEmpty else { return }
        var counts: [String: [Severity: Int]] = [:]
        for finding in result.findings {
            guard let language = finding.language else { continue }
            counts[language, default: [:]][finding.severity, default: 0] += 1
        }
        let most = counts.values.map { $0.values.reduce(0, +) }.max() ?? 0
        // Many languages: folded, so that the findings are one click away, not a long scroll.
        output.write("<details" + (languages.count <= 12 ? " open=\"open\"" : "") + "><summary>Findings by language (\(languages.count))</summary>\n")
        output.write("<table class=\"summary\">\n<thead><tr><th>Language</th><th>Errors</th><th>Warnings</th><th>Infos</th><th>Findings</th></tr></thead>\n<tbody>\n")
        for language in languages {
            let byseverity = counts[language] ?? [:]
            output.write("<tr" + HTMLPage.filterAttributes(languages: [language]) + "><th>" + MarkupText.html(language) + "</th>")
            for severity in [Severity.error, .warning, .info] { output.write("<td>\(byseverity[severity] ?? 0)</td>") }
            let parts = [Severity.error, .warning, .info].map { severity in
                (className: "findings " + severity.rawValue, count: byseverity[severity] ?? 0, title: "\(byseverity[severity] ?? 0) \(severity.rawValue)s")
            }
            output.write("<td>" + HTMLPage.bar(parts, total: most) + "</td></tr>\n")
        }
        output.write("</tbody>\n</table>\n<p class=\"note\">Findings without a language (code, broken files) are counted in the summary only.</p>\n</details>\n")
    }

    /// One key: its heading and source text, then a row per language with findings.
    private static func appendKey(table: TableID, key: String, findings: [Finding], index: Int, result: AuditResult, to output: TextOutput) {
        output.write("<section class=\"group\" id=\"finding-group-\(index)\"" + attributes(findings) + ">\n")
        output.write("<h3 class=\"key\"><small>" + MarkupText.html(table.name) + "</small> <code>" + MarkupText.html(DisplayText.quoted(key)) + "</code>")
        if let role = findings.lazy.compactMap(\.role).first { output.write(" <span class=\"role\">" + role.rawValue + "</span>") }
        output.write("</h3>\n")
        let source = result.sourceTexts[table]?[key]
        let sourceLanguage = result.sourceLanguages[table]
        if let source {
            output.write("<p>Source" + (sourceLanguage.map { " (" + MarkupText.html($0) + ")" } ?? "") + ": <q>" + MarkupText.html(DisplayText.quoted(source)) + "</q></p>\n")
        }
        output.write("<table class=\"texts\">\n<thead><tr><th>Language</th><th>Text</th><th>Findings</th></tr></thead>\n<tbody>\n")
        var byLanguage: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings {
            let language = finding.language ?? ""
            if byLanguage[language] == nil { order.append(language) }
            byLanguage[language, default: []].append(finding)
        }
        // The source language first, then the others in order.
        if let sourceLanguage, let position = order.firstIndex(of: sourceLanguage) { order.insert(order.remove(at: position), at: 0) }
        for language in order {
            let rowFindings = byLanguage[language] ?? []
            let worst = rowFindings.map(\.severity).max() ?? .info
            output.write("<tr class=\"" + worst.rawValue + "\"" + attributes(rowFindings) + "><td class=\"lang\">" + MarkupText.html(language) + "</td>")
            output.write("<td class=\"text\">")
            if let value = rowFindings.lazy.compactMap(\.value).first {
                output.write("<q>" + MarkupText.html(DisplayText.quoted(value)) + "</q>")
            } else {
                output.write("<span class=\"none\">no text</span>")
            }
            output.write("</td><td>")
            appendFindings(rowFindings, to: output)
            output.write("</td></tr>\n")
        }
        output.write("</tbody>\n</table>\n</section>\n")
    }

    /// One file's findings about no key.
    private static func appendFile(_ file: String, findings: [Finding], index: Int, to output: TextOutput) {
        output.write("<section class=\"group\" id=\"finding-group-\(index)\"" + attributes(findings) + ">\n")
        output.write("<h3 class=\"key\"><code>" + MarkupText.html(file) + "</code></h3>\n<table class=\"texts\">\n<tbody>\n")
        for finding in findings {
            output.write("<tr class=\"" + finding.severity.rawValue + "\"" + attributes([finding]) + "><td>")
            appendFindings([finding], to: output)
            output.write("</td></tr>\n")
        }
        output.write("</tbody>\n</table>\n</section>\n")
    }

    private static func appendFindings(_ findings: [Finding], to output: TextOutput) {
        // A string has one suggestion for all its findings: shown once, with the last that has it.
        let lastWithFix = findings.lastIndex { $0.fix != nil }
        for (index, finding) in findings.enumerated() {
            if index > 0 { output.write("<br/>") }
            output.write(HTMLPage.badge(finding.severity) + " " + MarkupText.html(finding.message) + " <code>[" + MarkupText.html(finding.rule) + "]</code>")
            output.write("<br/>" + HTMLPage.fileLink(finding.location))
            if let fix = finding.fix, index == lastWithFix || findings[(index + 1)...].allSatisfy({ $0.fix != finding.fix }) {
                let unsafe = finding.applicability == .unsafe ? " (with --unsafe-fixes)" : ""
                output.write(" <small>fix" + unsafe + ":</small> <q>" + MarkupText.html(DisplayText.quoted(fix)) + "</q>")
            }
        }
    }

    private static func attributes(_ findings: [Finding]) -> String {
        HTMLPage.filterAttributes(
            languages: findings.compactMap(\.language), rules: findings.map(\.rule), severities: findings.map(\.severity))
    }
}
