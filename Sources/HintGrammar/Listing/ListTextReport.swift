import StringsParser

/// `l10n-ax list` for people: one line per string, `file:line:column: language table "key" = "value"`,
/// with `[hint: key name: a11y_play_hint]` after an accessibility string (its role and the
/// evidence that decided it), then the parse diagnostics, then a count.
public enum ListTextReport {
    public static func render(_ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]] = [:]) -> String {
        TextOutput.collecting { write(project, roles: roles, to: $0) }
    }

    /// Writes the listing to `output` string by string.
    public static func write(_ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]] = [:], to output: TextOutput) {
        var count = 0
        for file in project.files {
            // Names are shown with their control characters escaped: one line per string.
            let shownPath = DisplayText.escaped(file.path)
            let shownTable = DisplayText.escaped(file.table.name)
            for string in file.strings {
                count += 1
                let path = string.location.file == file.path ? shownPath : DisplayText.escaped(string.location.file)
                output.write(location: path, line: string.location.line, column: string.location.column)
                output.write(": ")
                output.write(string.language)
                output.write(" ")
                output.write(string.table == file.table ? shownTable : DisplayText.escaped(string.table.name))
                output.write(" ")
                output.writeQuoted(string.key)
                if let variant = string.variant {
                    output.write(" [")
                    output.write(DisplayText.escaped(variant))
                    output.write("]")
                }
                output.write(" = ")
                output.writeQuoted(string.value)
                if let state = string.state {
                    output.write(" (")
                    output.write(state)
                    output.write(")")
                }
                if let assignment = roles[string.table]?[string.key] {
                    output.write(" [")
                    output.write(assignment.role.rawValue)
                    let deciding = assignment.decidingEvidence
                    if !deciding.isEmpty {
                        output.write(": ")
                        output.write(DisplayText.escaped(deciding.map(\.description).joined(separator: "; ")))
                    }
                    output.write("]")
                }
                output.write("\n")
            }
        }
        for diagnostic in project.diagnostics { output.write(DisplayText.escaped(diagnostic.description) + "\n") }
        var summary = ""
        let files = project.files.count
        summary += "\(count) string\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        summary += ", \(project.languages.count) language\(project.languages.count == 1 ? "" : "s")"
        let problems = project.diagnostics.count
        if problems > 0 { summary += ", \(problems) parse problem\(problems == 1 ? "" : "s")" }
        output.write(summary + "\n")
    }
}
