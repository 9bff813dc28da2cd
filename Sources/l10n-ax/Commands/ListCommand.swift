import HintGrammar
import StringsParser

/// `l10n-ax list [PATH…] [--format text|json]`: every string the tool read.
enum ListCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let project = try Tool.loadProject(arguments, console: console)
        switch arguments.value("format") {
        case "json": console.output(ListJSONReport.render(project))
        default: console.output(ListTextReport.render(project))
        }
        return .success
    }
}
