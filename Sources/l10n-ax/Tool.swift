import HintGrammar
import StringsParser

/// The tool: parses the command line, runs the command, and turns every outcome into an exit
/// status. Typed errors become status 2 here, in one place.
enum Tool {
    static let name = "l10n-ax"

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let spec = ToolSpec.l10nAx
        do {
            let invocation: Invocation
            do {
                invocation = try spec.parse(arguments)
            } catch {
                throw ToolError.usage(error, command: arguments.first.flatMap(spec.command(named:)))
            }
            switch invocation {
            case .version:
                console.output("\(name) \(HintGrammar.version)\n")
                return .success
            case let .help(command):
                let formatter = HelpFormatter()
                console.output(command.map { formatter.help(for: $0, toolName: name) } ?? formatter.help(for: spec))
                return .success
            case let .run(parsed):
                return try runCommand(parsed, console: console)
            }
        } catch let error as ToolError {
            console.error(error.message + "\n")
            if let usage = error.usage(toolName: name) { console.error(usage + "\n") }
            return error.exitCode
        } catch {
            console.error("error: \(error)\n")
            return .failure
        }
    }

    private static func runCommand(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        switch arguments.command.name {
        case CommandSpec.audit.name: return try AuditCommand.run(arguments, console: console)
        case CommandSpec.list.name: return try ListCommand.run(arguments, console: console)
        case CommandSpec.check.name: return try CheckCommand.run(arguments, console: console)
        case CommandSpec.rules.name: return RulesCommand.run(arguments, console: console)
        case CommandSpec.explain.name: return try ExplainCommand.run(arguments, console: console)
        case CommandSpec.diff.name: return try DiffCommand.run(arguments, console: console)
        default: throw ToolError.usage(.unknownCommand(arguments.command.name, suggestion: nil), command: nil)
        }
    }

    /// Scans the Swift, Objective-C, storyboard and xib files under the command's paths.
    static func scanSources(_ arguments: ParsedArguments, settings: ConfigurationFile, console: Console) -> CodeIndex {
        CodeScanning.scan(
            paths(arguments), wrappers: settings.wrappers, currentDirectory: console.currentDirectory, accepts: settings.accepts)
    }

    /// The paths a command was given, `.` when none.
    static func paths(_ arguments: ParsedArguments) -> [String] {
        arguments.positionals.isEmpty ? ["."] : arguments.positionals
    }

    /// Reads the localization files under the command's paths that the configuration's
    /// `include` and `exclude` accept, failing when a path does not exist.
    static func loadProject(
        _ arguments: ParsedArguments, settings: ConfigurationFile, console: Console, progress: Progress? = nil
    ) throws(ToolError) -> LocalizationProject {
        progress?.update("finding localization files")
        let discovery = LocalizationDiscovery.discover(paths(arguments), currentDirectory: console.currentDirectory)
        let missing = discovery.problems.compactMap { problem -> String? in
            if case let .pathNotFound(path) = problem { return path }
            return nil
        }
        if !missing.isEmpty { throw .pathsNotFound(missing) }
        for problem in discovery.problems { console.error("warning: \(problem)\n") }
        let files = discovery.files.filter { settings.accepts($0.path) }
        progress?.update("reading \(Progress.count(files.count)) files")
        return LocalizationLoader.load(files)
    }
}
