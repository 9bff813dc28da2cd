import HintGrammar
import StringsParser

/// `l10n-ax list [PATH…] [--format text|json]`: every string the tool read.
enum ListCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let settings = try Settings.load(arguments, console: console)
        let project = try Tool.loadProject(arguments, settings: settings.file, console: console)
        let code = Tool.scanSources(arguments, settings: settings.file, console: console)
        let resolver = RoleResolver(overrides: settings.audit.roleOverrides, references: code.keyReferences)
        var roles: [TableID: [String: RoleAssignment]] = [:]
        for table in project.tables.values { roles[table.id] = resolver.assignments(for: table) }
        switch arguments.value("format") {
        case "json": console.output(ListJSONReport.render(project, roles: roles))
        default: console.output(ListTextReport.render(project, roles: roles))
        }
        return .success
    }
}
