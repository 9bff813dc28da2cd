import StringsParser

/// `l10n-ax list` for people: one line per string, `file:line:column: language table "key" = "value"`,
/// with `[hint: key name: a11y_play_hint]` after an accessibility string (its role and the
/// evidence that decided it), then the parse diagnostics, then a count.
public enum ListTextReport {
    public static func render(_ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]] = [:]) -> String {
        var output = ReportBuffer(capacity: project.files.count * 4096)
        var count = 0
        for file in project.files {
            // Names are shown with their control characters escaped: one line per string.
            let shownPath = DisplayText.escaped(file.path)
            let shownTable = DisplayText.escaped(file.table.name)
            for string in file.strings {
                count += 1
                let path = string.location.file == file.path ? shownPath : DisplayText.escaped(string.location.file)
                output.append(location: path, line: string.location.line, column: string.location.column)
                output.append(": ")
                output.append(string.language)
                output.append(" ")
                output.append(string.table == file.table ? shownTable : DisplayText.escaped(string.table.name))
                output.append(" ")
                output.appendQuoted(string.key)
                if let variant = string.variant {
                    output.append(" [")
                    output.append(DisplayText.escaped(variant))
                    output.append("]")
                }
                output.append(" = ")
                output.appendQuoted(string.value)
                if let state = string.state {
                    output.append(" (")
                    output.append(state)
                    output.append(")")
                }
                if let assignment = roles[string.table]?[string.key] {
                    output.append(" [")
                    output.append(assignment.role.rawValue)
                    let deciding = assignment.decidingEvidence
                    if !deciding.isEmpty {
                        output.append(": ")
                        output.append(DisplayText.escaped(deciding.map(\.description).joined(separator: "; ")))
                    }
                    output.append("]")
                }
                output.append("\n")
            }
        }
        for diagnostic in project.diagnostics { output.append(DisplayText.escaped(diagnostic.description) + "\n") }
        var summary = ""
        let files = project.files.count
        summary += "\(count) string\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        summary += ", \(project.languages.count) language\(project.languages.count == 1 ? "" : "s")"
        let problems = project.diagnostics.count
        if problems > 0 { summary += ", \(problems) parse problem\(problems == 1 ? "" : "s")" }
        output.append(summary + "\n")
        return output.text
    }
}
