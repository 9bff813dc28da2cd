import StringsParser

/// `l10n-ax list --format json`:
/// `{"entries":[{"file","line","column","language","table","key","variant","value","state","comment",
///   "role","evidence"}], "diagnostics":[{"file","line","column","severity","code","message"}]}`.
///
/// `line` and `column` are `null` for values with no position (binary property lists); `variant`,
/// `state`, `comment` and `role` are `null` when absent; `evidence` lists what decided the role,
/// strongest first (`"key name: a11y_play_hint"`), empty for strings that are not for accessibility.
public enum ListJSONReport {
    public static func render(_ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]] = [:]) -> String {
        TextOutput.collecting { write(project, roles: roles, to: $0) }
    }

    /// Writes the listing to `output` entry by entry.
    public static func write(_ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]] = [:], to output: TextOutput) {
        var json = JSONStream(to: output)
        json.beginObject()
        json.key("entries")
        json.beginArray()
        for file in project.files {
            for string in file.strings {
                json.element(.object([
                    ("file", .string(string.location.file)),
                    ("line", .position(string.location.line)),
                    ("column", .position(string.location.column)),
                    ("language", .string(string.language)),
                    ("table", .string(string.table.name)),
                    ("key", .string(string.key)),
                    ("variant", .optional(string.variant)),
                    ("value", .string(string.value)),
                    ("state", .optional(string.state)),
                    ("comment", .optional(string.comment)),
                    ("role", .optional(roles[string.table]?[string.key]?.role.rawValue)),
                    ("evidence", .array((roles[string.table]?[string.key]?.evidence ?? []).map { .string($0.description) })),
                ]))
            }
        }
        json.endArray()
        json.member("diagnostics", .array(project.diagnostics.map(DiagnosticJSON.object)))
        json.endObject()
        json.finish()
    }
}

/// A parse diagnostic as a JSON object.
public enum DiagnosticJSON {
    public static func object(_ diagnostic: Diagnostic) -> JSONOutput {
        .object([
            ("file", .string(diagnostic.location.file)),
            ("line", .position(diagnostic.location.line)),
            ("column", .position(diagnostic.location.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
        ])
    }
}
