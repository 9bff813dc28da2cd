import StringsParser

/// `l10n-ax list` for people: one line per string, `file:line:column: language table "key" = "value"`,
/// then the parse diagnostics, then a count.
public enum ListTextReport {
    public static func render(_ project: LocalizationProject) -> String {
        var output = ""
        var count = 0
        for file in project.files {
            for string in file.strings {
                count += 1
                output += string.location.description + ": " + string.language + " " + string.table.name + " "
                output += DisplayText.quoted(string.key)
                if let variant = string.variant { output += " [" + variant + "]" }
                output += " = " + DisplayText.quoted(string.value)
                if let state = string.state { output += " (" + state + ")" }
                output += "\n"
            }
        }
        for diagnostic in project.diagnostics { output += diagnostic.description + "\n" }
        let files = project.files.count
        output += "\(count) string\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        output += ", \(project.languages.count) language\(project.languages.count == 1 ? "" : "s")"
        let problems = project.diagnostics.count
        if problems > 0 { output += ", \(problems) parse problem\(problems == 1 ? "" : "s")" }
        return output + "\n"
    }
}
