import StringsParser

/// `diff --format json`, the stable schema:
///
///     {"tool": "l10n-ax", "version": "…",
///      "sourceLanguage": "en", "targetLanguages": ["de", "fr"],
///      "listing": "changes" | "all",          // "tables" holds the accessibility strings with something
///                                             // to say (and only those targets), or every key and target
///      "keys": 120,                           // keys in the compared tables
///      "accessibilityKeys": 30,               // of which accessibility strings
///      "summary": [                           // the source first, then each target
///        {"language": "en", "source": true,
///         "strings": COUNT,                   // keys with a value in this language
///         "statuses": {"missing": COUNT, "untranslated": COUNT, "needs-review": COUNT,
///                      "placeholder-mismatch": COUNT, "obsolete": COUNT},
///         "accessibilityFindings": {"RULE": N, …}}],   // findings on accessibility strings
///      "tables": [
///        {"table": "Localizable", "bundle": "App",
///         "keys": [
///           {"key": "play.hint", "role": "hint" | null, "comment": "…" | null,
///            "source": {"language": "en", "values": [VALUE], "findings": [FINDING]},
///            "targets": [
///              {"language": "fr", "values": [VALUE],             // [] when missing
///               "statuses": ["missing" | "untranslated" | "needs-review" | "placeholder-mismatch" | "obsolete"],
///               "state": "needs_review" | null,                  // a catalog state that is not final
///               "translationFindings": [FINDING],                // the findings behind the statuses
///               "newFindings": [FINDING],                        // on the target, not on the source
///               "fixedRules": ["RULE"]}]}]}]}                    // on the source, not on the target
///
///     COUNT   = {"all": N, "accessibility": N}
///     VALUE   = {"value": "…", "variant": "count.one" | null, "state": "translated" | null,
///                "file": "…", "line": N | null, "column": N | null}
///     FINDING = a finding as `audit --format json` writes it (rule, severity, message, file, line,
///               column, language, table, key, role, value, variant, fix)
///
/// Accessibility strings come first in each table. Statuses, rules and findings are in a fixed
/// order; absent fields are `null`, never missing.
public enum DiffJSONReporter {
    /// The document as pretty-printed JSON.
    public static func render(_ diff: TranslationDiff) -> String {
        TextOutput.collecting { write(diff, to: $0) }
    }

    /// Writes the document to `output` key by key.
    public static func write(_ diff: TranslationDiff, to output: TextOutput) {
        var json = JSONStream(to: output)
        json.beginObject()
        json.member("tool", "l10n-ax")
        json.member("version", .string(HintGrammar.version))
        json.member("sourceLanguage", .string(diff.sourceLanguage))
        json.member("targetLanguages", .array(diff.targetLanguages.map(JSONOutput.string)))
        json.member("listing", .string(diff.listing.rawValue))
        json.member("keys", .int(diff.keyCount))
        json.member("accessibilityKeys", .int(diff.accessibilityKeyCount))
        json.member("summary", .array(diff.summaries.map(summary)))
        json.key("tables")
        json.beginArray()
        for table in diff.tables {
            json.nextElement()
            json.beginObject()
            json.member("table", .string(table.table.name))
            json.member("bundle", .string(table.table.bundle))
            json.key("keys")
            json.beginArray()
            for key in table.keys { json.element(self.key(key)) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.finish()
    }

    static func summary(_ summary: LanguageSummary) -> JSONOutput {
        let byRule = summary.accessibilityFindingsByRule.map { (key: $0.rule, value: JSONOutput.int($0.count)) }
        return .object([
            ("language", .string(summary.language)),
            ("source", .bool(summary.isSource)),
            ("strings", count(summary.strings)),
            ("statuses", .object(TranslationStatus.allCases.map { (key: $0.rawValue, value: count(summary.count($0))) })),
            ("accessibilityFindings", .object(byRule)),
        ])
    }

    static func key(_ key: KeyDiff) -> JSONOutput {
        .object([
            ("key", .string(key.key)),
            ("role", .optional(key.role?.rawValue)),
            ("comment", .optional(key.comment)),
            ("source", .object([
                ("language", .string(key.sourceValueLanguage)),
                ("values", .array(key.sourceValues.map(value))),
                ("findings", .array(key.sourceFindings.map(JSONReporter.finding))),
            ])),
            ("targets", .array(key.targets.map(target))),
        ])
    }

    static func target(_ target: TargetDiff) -> JSONOutput {
        .object([
            ("language", .string(target.language)),
            ("values", .array(target.values.map(value))),
            ("statuses", .array(target.statuses.map { .string($0.rawValue) })),
            ("state", .optional(target.state)),
            ("translationFindings", .array(target.translationFindings.map(JSONReporter.finding))),
            ("newFindings", .array(target.newFindings.map(JSONReporter.finding))),
            ("fixedRules", .array(target.fixedRules.map(JSONOutput.string))),
        ])
    }

    static func value(_ value: LocalizedString) -> JSONOutput {
        .object([
            ("value", .string(value.value)),
            ("variant", .optional(value.variant)),
            ("state", .optional(value.state)),
            ("file", .string(value.location.file)),
            ("line", .position(value.location.line)),
            ("column", .position(value.location.column)),
        ])
    }

    static func count(_ count: StringCount) -> JSONOutput {
        .object([("all", .int(count.all)), ("accessibility", .int(count.accessibility))])
    }
}
