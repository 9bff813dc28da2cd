import StringsParser

/// `audit --format json`, the stable schema:
///
///     {"tool": "l10n-ax", "version": "…",
///      "findings": [{"rule", "severity", "message", "file", "line", "column", "language", "table",
///                    "key", "role", "value", "variant", "fix", "applicability"}],
///      "summary": {"findings", "errors", "warnings", "infos", "files", "strings",
///                  "accessibilityStrings", "languages", "sourceLanguages", "byRule", "languagesWithoutTables",
///                  "rolesBySource": {"code", "Interface Builder", "comments", "names", "configuration"},
///                  "scope", "minSeverity", "notShown": {"warnings", "infos"}}}
///
/// `findings` holds those of `minSeverity` or more; `notShown` counts the others;
/// `sourceLanguages` counts the tables of each source language.
///
/// Absent fields are `null`; `line` and `column` are `null` when the format has no positions.
public enum JSONReporter {
    /// The report as text (tests, and callers that want it whole).
    public static func render(_ result: AuditResult) -> String {
        let output = TextOutput()
        write(result, to: output)
        return output.text
    }

    /// Writes the report to `output` finding by finding.
    public static func write(_ result: AuditResult, to output: TextOutput) {
        let counts = result.countsBySeverity
        let byRule = result.countsByRule.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONOutput.int($0.value)) }
        let without = result.languagesWithoutTables.sorted { $0.key < $1.key }.map {
            (key: $0.key, value: JSONOutput.array($0.value.map(JSONOutput.string)))
        }
        var json = JSONStream(to: output)
        json.beginObject()
        json.member("tool", "l10n-ax")
        json.member("version", .string(HintGrammar.version))
        json.key("findings")
        json.beginArray()
        let findings = result.findings
        json.elements(count: findings.count) { finding(findings[$0]) }
        json.endArray()
        json.member("summary", .object([
            ("findings", .int(result.findings.count)),
            ("errors", .int(counts[.error] ?? 0)),
            ("warnings", .int(counts[.warning] ?? 0)),
            ("infos", .int(counts[.info] ?? 0)),
            ("files", .int(result.fileCount)),
            ("strings", .int(result.stringCount)),
            ("accessibilityStrings", .int(result.accessibilityStringCount)),
            ("languages", .array(result.languages.map(JSONOutput.string))),
            ("sourceLanguages", .object(result.sourceLanguageCounts.sorted { $0.language < $1.language }.map {
                (key: $0.language, value: JSONOutput.int($0.tables))
            })),
            ("byRule", .object(byRule)),
            ("languagesWithoutTables", .object(without)),
            ("rolesBySource", .object(result.rolesBySource.map { (key: $0.source, value: JSONOutput.int($0.count)) })),
            ("scope", .string(result.scope.rawValue)),
            ("minSeverity", .string(result.minimumSeverity.rawValue)),
            ("notShown", .object([("warnings", .int(result.notShown[.warning] ?? 0)), ("infos", .int(result.notShown[.info] ?? 0))])),
        ]))
        json.endObject()
        json.finish()
    }

    public static func finding(_ finding: Finding) -> JSONOutput {
        return .object([
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.location.file)),
            ("line", .position(finding.location.line)),
            ("column", .position(finding.location.column)),
            ("language", .optional(finding.language)),
            ("table", .optional(finding.table?.name)),
            ("key", .optional(finding.key)),
            ("role", .optional(finding.role?.rawValue)),
            ("value", .optional(finding.value)),
            ("variant", .optional(finding.variant)),
            ("fix", .optional(finding.fix)),
            ("applicability", .optional(finding.applicability?.rawValue)),
        ])
    }
}
