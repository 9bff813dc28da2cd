import Foundation
import StringsParser

/// `audit --format text`: findings for people, grouped by file, then a summary.
///
///     Samples/App/en.lproj/Localizable.strings
///       12:9  warning  hint-imperative  hint starts with the imperative 'Play'; describe the result: 'Plays …'
///             en Localizable "play.hint" = "Play the song."
public enum TextReporter {
    /// The report; with `summary` false (`--quiet`), the findings alone.
    public static func render(_ result: AuditResult, style: ReportStyle = .plain, summary includesSummary: Bool = true) -> String {
        var output = ""
        var currentFile: String?
        for finding in result.findings {
            if finding.location.file != currentFile {
                if currentFile != nil { output += "\n" }
                currentFile = finding.location.file
                output += style.bold(DisplayText.escaped(finding.location.file)) + "\n"
            }
            let position = finding.location.position.isKnown ? "\(finding.location.line):\(finding.location.column)" : "-"
            output += "  " + position.padding(toLength: max(position.count, 7), withPad: " ", startingAt: 0) + " "
            output += style.severity(finding.severity) + String(repeating: " ", count: 8 - finding.severity.rawValue.count)
            output += DisplayText.escaped(finding.message) + " " + style.dim("[\(finding.rule)]") + "\n"
            var context: [String] = []
            if let language = finding.language { context.append(language) }
            if let table = finding.table { context.append(table.name) }
            if let key = finding.key {
                var subject = DisplayText.quoted(key)
                if let variant = finding.variant { subject += " [\(variant)]" }
                if let value = finding.value { subject += " = " + DisplayText.quoted(value) }
                context.append(subject)
            }
            if !context.isEmpty { output += "          " + style.dim(context.joined(separator: " ")) + "\n" }
            if let fix = finding.fix { output += "          fix: " + DisplayText.quoted(fix) + "\n" }
        }
        guard includesSummary else { return output }
        if !result.findings.isEmpty { output += "\n" }
        output += summary(result)
        return output
    }

    /// "3 errors, 12 warnings, 4 infos in 6 files; 812 strings (57 for accessibility) in 5 languages".
    public static func summary(_ result: AuditResult) -> String {
        let counts = result.countsBySeverity
        var parts: [String] = []
        for severity in [Severity.error, .warning, .info] {
            let count = counts[severity] ?? 0
            parts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")")
        }
        let files = Set(result.findings.map(\.location.file)).count
        var text = result.findings.isEmpty ? "No findings" : parts.joined(separator: ", ") + " in \(files) file\(files == 1 ? "" : "s")"
        text += "; \(result.stringCount) string\(result.stringCount == 1 ? "" : "s") (\(result.accessibilityStringCount) for accessibility)"
        text += " in \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"), \(result.languages.count) language\(result.languages.count == 1 ? "" : "s")\n"
        let roles = result.rolesBySource
        let keys = roles.reduce(0) { $0 + $1.count }
        if keys > 0 {
            text += "Roles of \(keys) accessibility key\(keys == 1 ? "" : "s"), by evidence: "
                + roles.filter { $0.count > 0 }.map { "\($0.source) \($0.count)" }.joined(separator: ", ") + "\n"
        }
        if !result.languagesWithoutTables.isEmpty {
            let languages = result.languagesWithoutTables.keys.sorted()
            text += "No language table for \(languages.joined(separator: ", ")): only language-neutral rules ran there; "
                + "skipped: \(Set(result.languagesWithoutTables.values.flatMap { $0 }).sorted().joined(separator: ", "))\n"
        }
        return text
    }
}
