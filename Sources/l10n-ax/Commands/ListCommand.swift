import HintGrammar
import StringsParser

/// `l10n-ax list [PATH…] [--format text|json]`: every string the tool read.
enum ListCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let settings = try Settings.load(arguments, console: console)
        let (project, code, tableEvidence) = try Tool.readInputs(arguments, settings: settings.file, console: console)
        let roles = Auditor(configuration: settings.audit, code: code, tableEvidence: tableEvidence).roles(in: project)
        console.keepUntilExit(project, code, tableEvidence, roles)
        switch arguments.value("format") {
        case "json": console.output { ListJSONReport.write(project, roles: roles, to: $0) }
        default: console.output { ListTextReport.write(project, roles: roles, to: $0) }
        }
        return .success
    }
}
