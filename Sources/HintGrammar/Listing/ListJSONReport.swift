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
        var entries: [JSONOutput] = []
        for file in project.files {
            for string in file.strings {
                entries.append(.object([
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
        let diagnostics = project.diagnostics.map(DiagnosticJSON.object)
        return JSONWriter.write(.object([("entries", .array(entries)), ("diagnostics", .array(diagnostics))]))
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
