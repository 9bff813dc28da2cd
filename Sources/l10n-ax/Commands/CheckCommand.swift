import HintGrammar
import StringsParser

/// `l10n-ax check --language LANG --role label|hint TEXT`: judges one string.
enum CheckCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let text = arguments.positional("TEXT") ?? ""
        let language = LanguageTag.normalize(arguments.value("language") ?? "en")
        let role = Role(rawValue: arguments.value("role") ?? "label") ?? .label
        let findings = Auditor().check(text, language: language, role: role, label: arguments.value("label"))
        let report = arguments.value("format") == "json" ? CheckReport.json : CheckReport.text
        console.output(report(text, language, role, findings))
        return findings.contains { $0.severity >= .warning } ? .findings : .success
    }
}
