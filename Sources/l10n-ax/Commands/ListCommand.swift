import HintGrammar
import StringsParser

/// `l10n-ax list [PATH…] [--format text|json]`: every string the tool read.
enum ListCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let project = try Tool.loadProject(arguments, console: console)
        let resolver = RoleResolver()
        var roles: [TableID: [String: RoleAssignment]] = [:]
        for table in project.tables.values { roles[table.id] = resolver.assignments(for: table) }
        switch arguments.value("format") {
        case "json": console.output(ListJSONReport.render(project, roles: roles))
        default: console.output(ListTextReport.render(project, roles: roles))
        }
        return .success
    }
}
