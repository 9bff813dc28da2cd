import Foundation
import StringsParser

/// `audit --format text`: findings for people, one entry per key, then a summary that says what
/// to fix first.
///
///     Localizable "play.hint" (hint) = "Play the song."
///       warning hint starts with the imperative 'Play'; describe the result: 'Plays …' [hint-imperative]
///               en App/en.lproj/Localizable.strings:12:9
///               fix: "Plays the song."
///       warning untranslated text in fr, it (2 of 4 languages) [untranslated]
///               fr App/fr.lproj/Localizable.strings:12:9, and 1 more
///
/// A key's findings follow its name once, each with its language and where it is written; the
/// findings a cross-language rule makes of one key in several languages are one entry that
/// names the languages. Findings about no key (a file that does not parse, a string set in
/// code) are listed under their file.
public enum TextReporter {
    /// At most this many languages are named in one entry; the others are counted.
    static let namedLanguages = 10
    /// Errors are repeated after the summary when the findings took more lines than this.
    static let screenLines = 40
    /// At most this many errors are repeated.
    static let repeatedErrors = 10
    /// Keys (or files) rendered together on one core.
    static let groupsPerChunk = 256

    /// The report; with `summary` false (`--quiet`), the findings alone.
    public static func render(_ result: AuditResult, style: ReportStyle = .plain, summary includesSummary: Bool = true) -> String {
        TextOutput.collecting { write(result, style: style, summary: includesSummary, to: $0) }
    }

    /// Writes the report to `output` entry by entry.
    public static func write(_ result: AuditResult, style: ReportStyle = .plain, summary includesSummary: Bool = true, to output: TextOutput) {
        // The groups rendered on every core, a chunk at a time, written in order.
        let groups = groups(of: result.findings)
        let chunks = stride(from: 0, to: groups.count, by: groupsPerChunk).map { $0..<min($0 + groupsPerChunk, groups.count) }
        var lineCount = 0
        ConcurrentMap.forEachInOrder(chunks, { range -> (text: [UInt8], lines: Int) in
            let chunk = TextOutput()
            var lines = 0
            func write(_ written: [String]) {
                for line in written {
                    chunk.write(line)
                    chunk.write(byte: 0x0A)
                }
                lines += written.count
            }
            for index in range {
                let group = groups[index]
                if index > 0 { write([""]) }
                switch group.subject {
                case let .key(table, key):
                    write([style.bold(header(table: table, key: key, findings: group.findings, result: result))])
                    let entries = entries(of: group.findings)
                    for (entry, showsFix) in zip(entries, fixShown(in: entries)) {
                        write(self.lines(of: entry, underKey: true, showsFix: showsFix, result: result, style: style))
                    }
                case let .file(file):
                    write([style.bold(DisplayText.escaped(file))])
                    let entries = group.findings.map { Entry(findings: [$0]) }
                    for (entry, showsFix) in zip(entries, fixShown(in: entries)) {
                        write(self.lines(of: entry, underKey: false, showsFix: showsFix, result: result, style: style))
                    }
                }
            }
            return (chunk.bytes, lines)
        }) { rendered in
            rendered.text.withUnsafeBufferPointer { output.write(bytes: $0) }
            lineCount += rendered.lines
        }
        guard includesSummary else { return }
        if !result.findings.isEmpty { output.write(byte: 0x0A) }
        output.write(summary(result))
        let errors = result.findings.filter { $0.severity == .error }
        if lineCount > screenLines, !errors.isEmpty {
            output.write("Errors, repeated from above:\n")
            for finding in errors.prefix(repeatedErrors) {
                output.write("  " + style.severity(.error) + " " + DisplayText.escaped(location(of: finding)) + " "
                    + DisplayText.escaped(finding.message) + " " + style.dim("[\(finding.rule)]") + "\n")
            }
            if errors.count > repeatedErrors { output.write("  and \(errors.count - repeatedErrors) more\n") }
        }
    }

    /// What a run of findings is about: one key of a table, or a file (findings about no key).
    enum Subject: Hashable, Sendable {
        case key(table: TableID, key: String)
        case file(String)
    }

    /// The findings of each subject, in the order the subjects first appear among `findings`.
    static func groups(of findings: [Finding]) -> [(subject: Subject, findings: [Finding])] {
        var order: [Subject] = []
        var bySubject: [Subject: [Finding]] = [:]
        for finding in findings {
            let subject: Subject = if let table = finding.table, let key = finding.key { .key(table: table, key: key) } else { .file(finding.location.file) }
            if bySubject[subject] == nil { order.append(subject) }
            bySubject[subject, default: []].append(finding)
        }
        return order.map { ($0, bySubject[$0]!) }
    }

    /// One entry of the report: a finding, or one rule's findings of a key in several languages.
    struct Entry {
        var findings: [Finding]
        var layout = Layout.single
        var first: Finding { findings[0] }
    }

    /// How an entry of several languages is shown.
    enum Layout {
        /// One finding.
        case single
        /// The languages named in one line: bookkeeping (untranslated, missing, defined twice) and
        /// mechanical findings (a missing full stop).
        case namingLanguages
        /// A line for each language: a language rule's findings, each with its own value or message.
        case linePerLanguage
    }

    /// How a rule's findings of one key in several languages are shown: those of translation
    /// bookkeeping, of file rules (a key defined twice in every language's file) and of
    /// mechanical rules (a missing full stop) name their languages; a language rule's get a line
    /// each. A format specifier's finding says what differs in its language, and code's findings
    /// have no language: each stays its own.
    static func layout(of rule: RuleDescription) -> Layout {
        switch rule.scope {
        case .translation: rule.reportsEveryString ? .single : rule.reportsEachLanguage ? .linePerLanguage : .namingLanguages
        case .file: .namingLanguages
        case .label, .hint, .accessibility: rule.isMechanical ? .namingLanguages : .linePerLanguage
        case .code: .single
        }
    }

    /// The entries of one key's findings: a rule's findings of the same severity are one entry,
    /// where the rule's layout merges them (a full stop missing from every plural form of a
    /// key in many languages is one entry, not one per form).
    static func entries(of findings: [Finding]) -> [Entry] {
        struct Shape: Hashable {
            let rule: String
            let severity: Severity
        }
        var entries: [Entry] = []
        var merged: [Shape: Int] = [:]
        for finding in findings {
            let layout = finding.language == nil ? .single : RuleRegistry.rule(finding.rule).map(layout(of:)) ?? .single
            guard layout != .single else {
                entries.append(Entry(findings: [finding]))
                continue
            }
            let shape = Shape(rule: finding.rule, severity: finding.severity)
            if let index = merged[shape] {
                entries[index].findings.append(finding)
            } else {
                merged[shape] = entries.count
                entries.append(Entry(findings: [finding], layout: layout))
            }
        }
        return entries
    }

    /// `Localizable "play.hint" (hint) = "Play the song."`: the key, its role and its source text.
    static func header(table: TableID, key: String, findings: [Finding], result: AuditResult) -> String {
        var text = DisplayText.escaped(table.name) + " " + DisplayText.quoted(key)
        if let role = findings.lazy.compactMap(\.role).first { text += " (\(role.rawValue))" }
        if let source = result.sourceTexts[table]?[key] { text += " = " + DisplayText.quoted(source) }
        return text
    }

    static let indent = "          "

    /// `  warning message [rule]`.
    private static func headline(_ finding: Finding, _ message: String, style: ReportStyle) -> String {
        "  " + style.severity(finding.severity) + String(repeating: " ", count: 8 - finding.severity.rawValue.count) + message + " "
            + style.dim("[\(finding.rule)]")
    }

    /// `de App/de.lproj/Localizable.strings:4:12 [count.one] = "Lied abspielen."`: where a
    /// finding of a key is, and its value when it is not the source text the header shows.
    private static func place(of finding: Finding, result: AuditResult, withValue: Bool = true) -> String {
        var place = (finding.language.map { $0 + " " } ?? "") + DisplayText.escaped(location(of: finding))
        if let variant = finding.variant { place += " [\(DisplayText.escaped(variant))]" }
        if withValue, let value = finding.value, finding.language != nil, let table = finding.table, let key = finding.key,
            value != result.sourceTexts[table]?[key]
        {
            place += " = " + DisplayText.quoted(value)
        }
        return place
    }

    /// The rule's name as a phrase: "untranslated text", "hint is a command".
    private static func phrase(of rule: String) -> String {
        RuleRegistry.rule(rule).map { $0.name.prefix(1).lowercased() + $0.name.dropFirst() } ?? rule
    }

    /// Whether each entry shows its fix: a string's one suggestion is shown once, under the
    /// last of the one-line entries that carry it.
    static func fixShown(in entries: [Entry]) -> [Bool] {
        struct SuggestedString: Hashable {
            let file: String
            let offset: Int
            let language: String?
            let variant: String?
            let fix: String
        }
        var later: Set<SuggestedString> = []
        var shown = [Bool](repeating: true, count: entries.count)
        for index in entries.indices.reversed() where entries[index].findings.count == 1 {
            let finding = entries[index].first
            guard let fix = finding.fix else { continue }
            shown[index] = later.insert(SuggestedString(
                file: finding.location.file, offset: finding.location.offset, language: finding.language, variant: finding.variant, fix: fix)).inserted
        }
        return shown
    }

    private static func lines(of entry: Entry, underKey: Bool, showsFix: Bool, result: AuditResult, style: ReportStyle) -> [String] {
        let finding = entry.first
        let fix = showsFix ? shownFix(of: finding).map { indent + "fix: " + $0 } : nil
        switch entry.findings.count == 1 ? .single : entry.layout {
        case .single where underKey:
            return [headline(finding, DisplayText.escaped(finding.message), style: style), indent + style.dim(place(of: finding, result: result))]
                + (fix.map { [$0] } ?? [])
        case .single:
            var context = [finding.location.position.isKnown ? "\(finding.location.line):\(finding.location.column)" : "-"]
            if let language = finding.language { context.append(language) }
            if let table = finding.table { context.append(DisplayText.escaped(table.name)) }
            if let value = finding.value { context.append(DisplayText.quoted(value)) }
            return [headline(finding, DisplayText.escaped(finding.message), style: style), indent + style.dim(context.joined(separator: " "))]
                + (fix.map { [$0] } ?? [])
        case .namingLanguages:
            var variants: [String] = []
            for each in entry.findings { if let variant = each.variant, !variants.contains(variant) { variants.append(variant) } }
            let forms = variants.count > 1 ? "; forms " + variants.map { DisplayText.escaped($0) }.joined(separator: ", ") : ""
            return [
                headline(finding, phrase(of: finding.rule) + " in " + languageList(entry, result: result) + forms, style: style),
                indent + style.dim((finding.language.map { $0 + " " } ?? "") + DisplayText.escaped(location(of: finding))
                    + (finding.variant.map { " [\(DisplayText.escaped($0))]" } ?? "") + ", and \(entry.findings.count - 1) more"),
            ]
        case .linePerLanguage:
            // The message once when every language has the same, else each language's on its line.
            let sameMessage = entry.findings.allSatisfy { $0.message == finding.message }
            let message = sameMessage ? DisplayText.escaped(finding.message) : phrase(of: finding.rule) + " in " + plural(entry.findings.count, "language")
            return [headline(finding, message, style: style)] + entry.findings.map { each in
                let line = sameMessage ? place(of: each, result: result)
                    : place(of: each, result: result, withValue: false) + ": " + DisplayText.escaped(each.message)
                let fix = shownFix(of: each).map { (sameMessage ? ": write " : "; write ") + $0 } ?? ""
                return indent + style.dim(line) + fix
            }
        }
    }

    /// The fix, quoted (marked when unsafe), unless the message already says to write it.
    private static func shownFix(of finding: Finding) -> String? {
        guard let fix = finding.fix else { return nil }
        let quoted = DisplayText.quoted(fix)
        guard !finding.message.contains(quoted) else { return nil }
        // A rewrite of the author's words is worth a look before it is applied.
        return finding.applicability == .unsafe ? quoted + " (unsafe)" : quoted
    }

    /// "fr, it (2 of 4 languages)": the languages of an entry, the first few named.
    static func languageList(_ entry: Entry, result: AuditResult) -> String {
        var languages: [String] = []
        for finding in entry.findings { if let language = finding.language, !languages.contains(language) { languages.append(language) } }
        var text = languages.prefix(namedLanguages).joined(separator: ", ")
        if languages.count > namedLanguages { text += " and \(languages.count - namedLanguages) more" }
        // Of the translations, for what compares them with the source; other rules judge the source too.
        if RuleRegistry.rule(entry.first.rule)?.scope == .translation, let table = entry.first.table,
            let total = result.translationCounts[table], total >= languages.count
        {
            text += " (\(languages.count) of \(total) language\(total == 1 ? "" : "s"))"
        } else if languages.count > namedLanguages {
            text += " (\(languages.count) languages)"
        }
        return text
    }

    /// `path:line:column`, or the path alone when the format has no positions.
    static func location(of finding: Finding) -> String {
        guard finding.location.position.isKnown else { return finding.location.file }
        return "\(finding.location.file):\(finding.location.line):\(finding.location.column)"
    }

    /// What to fix first, in a few lines: the counts by severity and rule, where most findings
    /// are, the roles found by their evidence, and the languages without a table.
    public static func summary(_ result: AuditResult) -> String {
        let counts = result.countsBySeverity
        var parts: [String] = []
        for severity in [Severity.error, .warning, .info] {
            if let count = counts[severity] { parts.append(plural(count, severity.rawValue)) }
        }
        let files = Set(result.findings.map(\.location.file)).count
        var text = result.findings.isEmpty ? "No findings" : parts.joined(separator: ", ") + " in " + plural(files, "file")
        if result.notShownCount > 0 {
            let hidden = [Severity.warning, .info].compactMap { severity in result.notShown[severity].map { plural($0, severity.rawValue) } }
            text += "; \(hidden.joined(separator: ", ")) not shown (--min-severity \(result.notShown.keys.min()!.rawValue) shows them)"
        }
        text += "\n" + plural(result.stringCount, "string") + " (\(result.accessibilityStringCount) for accessibility"
        text += result.scope == .accessibility ? "; --scope all audits every string)" : ")"
        text += " in " + plural(result.fileCount, "file") + ", " + plural(result.languages.count, "language") + sources(result) + "\n"
        if !result.findings.isEmpty {
            text += "By rule: " + ranked(result.countsByRule, limit: 8, noun: "rule") + "\n"
            var places: [String] = []
            let byLanguage = Dictionary(grouping: result.findings.compactMap(\.language), by: { $0 }).mapValues(\.count)
            if byLanguage.count > 1 { places.append("languages " + ranked(byLanguage, limit: 5, noun: "language")) }
            let byFile = Dictionary(grouping: result.findings.map(\.location.file), by: { $0 }).mapValues(\.count)
            if byFile.count > 1 { places.append("files " + ranked(byFile, limit: 3, noun: "file")) }
            if !places.isEmpty { text += "Most findings: " + places.joined(separator: "; ") + "\n" }
            // What `--fix` would write, as Ruff says it.
            let safe = FixPlan(findings: result.findings, applying: .safe).edits.values.reduce(0) { $0 + $1.count }
            let all = FixPlan(findings: result.findings, applying: .unsafe).edits.values.reduce(0) { $0 + $1.count }
            if all > 0 {
                var fixable = safe > 0 ? "\(plural(safe, "string")) with --fix" : ""
                if all > safe { fixable += (safe > 0 ? ", \(all - safe) more" : plural(all - safe, "string")) + " with --unsafe-fixes" }
                text += "Fixable: \(fixable) (--diff shows the changes)\n"
            }
        }
        let roles = result.rolesBySource
        let keys = roles.reduce(0) { $0 + $1.count }
        if result.accessibilityStringCount == 0, result.stringCount > 0 {
            text += "No accessibility strings recognised in the localization files: name their keys with \"roles\", or the app's "
                + "look-up functions with \"wrappers\", in .l10n-ax.json\n"
        }
        if keys > 0 {
            text += "Roles of \(plural(keys, "accessibility key")), by evidence: "
                + roles.filter { $0.count > 0 }.map { "\($0.source) \($0.count)" }.joined(separator: ", ") + "\n"
        }
        if !result.languagesWithoutTables.isEmpty {
            let languages = result.languagesWithoutTables.keys.sorted()
            text += "No language table for \(languages.joined(separator: ", ")): only language-neutral rules ran there; "
                + "skipped: \(Set(result.languagesWithoutTables.values.flatMap { $0 }).sorted().joined(separator: ", "))\n"
        }
        return text
    }

    /// " (source en)", " (source en; Base in 3 tables)": the language most tables are translated
    /// from, and any other.
    static func sources(_ result: AuditResult) -> String {
        let counts = result.sourceLanguageCounts
        guard let main = counts.first else { return "" }
        let others = counts.dropFirst().prefix(3).map { "\($0.language) in \(plural($0.tables, "table"))" }
        let more = counts.count > 4 ? ", and \(counts.count - 4) more" : ""
        return " (source \(main.language)" + (others.isEmpty ? "" : "; " + others.joined(separator: ", ") + more) + ")"
    }

    /// "untranslated 12, hint-imperative 9, and 4 more rules": the largest counts first.
    static func ranked(_ counts: [String: Int], limit: Int, noun: String) -> String {
        let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var text = sorted.prefix(limit).map { "\(DisplayText.escaped($0.key)) \($0.value)" }.joined(separator: ", ")
        if sorted.count > limit { text += ", and \(plural(sorted.count - limit, "more \(noun)"))" }
        return text
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
