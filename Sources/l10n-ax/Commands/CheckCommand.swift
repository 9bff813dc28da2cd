import HintGrammar
import StringsParser

/// `l10n-ax check --language LANG --role label|hint TEXT`: judges one string.
enum CheckCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let text = arguments.positional("TEXT") ?? ""
        let language = LanguageTag.normalize(arguments.value("language") ?? "en")
        let role = Role(rawValue: arguments.value("role") ?? "label") ?? .label
        let findings = Auditor().check(text, language: language, role: role, label: arguments.value("label"))
        switch arguments.value("format") {
        case "json":
            console.output(JSONWriter.write(.object([
                ("text", .string(text)), ("language", .string(language)), ("role", .string(role.rawValue)),
                ("languageTable", LanguageRegistry.profile(for: language).map { .string($0.code) } ?? .null),
                ("findings", .array(findings.map(JSONReporter.finding))),
            ])))
        default:
            var output = ""
            if LanguageRegistry.profile(for: language) == nil {
                output += "note: l10n-ax has no table for \(language); only language-neutral rules ran\n"
            }
            for finding in findings {
                output += "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
                if let fix = finding.fix { output += "  fix: \(DisplayText.quoted(fix))\n" }
            }
            if findings.isEmpty {
                output += LanguageRegistry.profile(for: language) == nil
                    ? "No findings from the language-neutral rules.\n"
                    : "No findings: \(DisplayText.quoted(text)) reads as a good \(language) \(role.rawValue).\n"
            }
            console.output(output)
        }
        return findings.contains { $0.severity >= .warning } ? .findings : .success
    }
}
