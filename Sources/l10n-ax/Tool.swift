import Foundation
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
                guard let output = parsed.value("output") else {
                    let status = try runCommand(parsed, console: console)
                    if let failure = console.outputFailure { throw ToolError.outputNotWritten(failure) }
                    return status
                }
                return try runCommand(parsed, writingTo: output, console: console)
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

    /// Runs a command with `--output FILE`: its report goes into FILE, which is replaced only
    /// when the command did its job.
    private static func runCommand(_ arguments: ParsedArguments, writingTo output: String, console: Console) throws -> ExitCode {
        guard !isInput(output, arguments, console: console) else {
            throw ToolError.reportNotWritten(output, "it is a file the command reads; write the report to a file of its own")
        }
        let file = try ReportFile(output, currentDirectory: console.currentDirectory)
        let redirected = console.redirectingOutput(to: file.write)
        let status: ExitCode
        do {
            status = try runCommand(arguments, console: redirected)
        } catch {
            file.discard()
            throw error
        }
        if let failure = redirected.outputFailure {
            file.discard()
            throw ToolError.reportNotWritten(output, failure)
        }
        try file.commit()
        return status
    }

    private static func runCommand(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        switch arguments.command.name {
        case CommandSpec.audit.name: return try AuditCommand.run(arguments, console: console)
        case CommandSpec.list.name: return try ListCommand.run(arguments, console: console)
        case CommandSpec.initialize.name: return try InitCommand.run(arguments, console: console)
        case CommandSpec.check.name: return try CheckCommand.run(arguments, console: console)
        case CommandSpec.rules.name: return RulesCommand.run(arguments, console: console)
        case CommandSpec.explain.name: return try ExplainCommand.run(arguments, console: console)
        case CommandSpec.diff.name: return try DiffCommand.run(arguments, console: console)
        case CommandSpec.completion.name: return try CompletionCommand.run(arguments, console: console)
        default: throw ToolError.usage(.unknownCommand(arguments.command.name, suggestion: nil), command: nil)
        }
    }

    /// The paths a command was given, `.` when none.
    static func paths(_ arguments: ParsedArguments) -> [String] {
        arguments.positionals.isEmpty ? ["."] : arguments.positionals
    }

    /// The files a command works on, found in one walk of its paths: the localization files that
    /// the configuration's `include` and `exclude` accept, and the source and project files.
    struct Inputs {
        let walked: [WalkedFile]
        let problems: [DiscoveryProblem]
        let localizationFiles: [DiscoveredFile]
        /// The folders listed, when the walk stamped (for the cache).
        let folders: [FolderListing]
    }

    /// What a command works on (see ``Inputs``). Fails when a path does not exist or holds no
    /// localization file.
    /// With `stamping`, each file and folder with its stamp, and the folders `memory` remembers
    /// unchanged not listed again (for the cache).
    static func findInputs(
        _ arguments: ParsedArguments, settings: ConfigurationFile, console: Console, progress: Progress? = nil, stamping: Bool = false,
        memory: WalkMemory? = nil
    ) throws(ToolError) -> Inputs {
        progress?.update("finding localization and source files")
        let walk = FileWalker.files(
            under: paths(arguments), options: DiscoveryOptions(), currentDirectory: console.currentDirectory, stamping: stamping, remembering: memory,
            accepting: { LocalizationDiscovery.isLocalizationExtension($0) || CodeScanning.isScannedExtension($0) })
        let missing = walk.problems.compactMap { problem -> String? in
            if case let .pathNotFound(path) = problem { return path }
            return nil
        }
        if !missing.isEmpty { throw .pathsNotFound(missing) }

        let found = LocalizationDiscovery.localizationFiles(among: walk.files, currentDirectory: console.currentDirectory)
        let files = found.filter { settings.accepts($0.path, currentDirectory: console.currentDirectory) }
        if files.isEmpty { throw .noLocalizationFiles(paths(arguments), filtered: !found.isEmpty) }
        return Inputs(walked: walk.files, problems: walk.problems, localizationFiles: files, folders: walk.folders)
    }

    /// What a command works on, read: the localization files into a project, what the tables
    /// and the configuration say of the keys' roles, and the Swift, Objective-C, storyboard and
    /// xib files, scanned.
    static func readInputs(
        _ arguments: ParsedArguments, settings: ConfigurationFile, console: Console, progress: Progress? = nil, buildsLanguageTables: Bool = false
    ) throws(ToolError) -> (project: LocalizationProject, code: CodeIndex, tableEvidence: TableEvidence) {
        read(
            try findInputs(arguments, settings: settings, console: console, progress: progress), settings: settings, console: console,
            progress: progress, buildsLanguageTables: buildsLanguageTables)
    }

    /// Builds the tables of the languages of `files` (their `.lproj` folders') on a thread of
    /// their own, while the files are read: the audit's threads then find them built.
    static func buildLanguageTables(of files: [DiscoveredFile]) {
        let languages = Set(files.compactMap(\.language)).sorted()
        DispatchQueue.global().async { LanguageRegistry.buildTables(for: languages) }
    }

    /// With `buildsLanguageTables` (for a command that audits), the tables of the languages the
    /// `.lproj` folders name are built on a thread of their own while the files are read.
    /// - Parameter scanned: the code index, when the source files were already scanned (with
    ///   the keys these localization files give).
    /// - Parameter makesEveryValue: for a command that reads every value (an audit of every
    ///   string): each is made into text as its file is read, not when first read.
    static func read(
        _ inputs: Inputs, settings: ConfigurationFile, console: Console, progress: Progress? = nil, buildsLanguageTables: Bool = false,
        scanned: CodeIndex? = nil, makesEveryValue: Bool = false
    ) -> (project: LocalizationProject, code: CodeIndex, tableEvidence: TableEvidence) {
        let files = inputs.localizationFiles
        if buildsLanguageTables { buildLanguageTables(of: files) }
        progress?.update("reading \(Progress.count(files.count)) files")
        // The source files are read, and those that set accessibility properties analysed,
        // while the localization files are read: that part of the scan needs no table.
        let currentDirectory = console.currentDirectory
        let preparing = scanned == nil ? BackgroundResult { prepareScan(inputs, settings: settings, currentDirectory: currentDirectory) } : nil
        // A folder that cannot be listed is a finding of the report, at the folder.
        let project = LocalizationLoader.load(files, problems: inputs.problems, makesEveryValue: makesEveryValue, commentMarker: Suppression.marker)
        let tableEvidence = RoleResolver(overrides: settings.audit.roleOverrides).tableEvidence(in: project)
        progress?.update("scanning source files")
        let code = scanned ?? preparing!.value.finish(
            tableKeys: project.keysByTableName, literalKeys: tableEvidence.keysByTableName, keep: { console.keepUntilExit($0) })
        // The files' bytes and analyses: freed by the exit, at once.
        if let preparing { console.keepUntilExit(preparing) }
        return (project, code, tableEvidence)
    }

    /// The part of the source scan that needs no strings table (see ``SourceScanner/CodeScanning/prepare(_:wrappers:currentDirectory:accepts:)``).
    static func prepareScan(_ inputs: Inputs, settings: ConfigurationFile, currentDirectory: String) -> PreparedScan {
        CodeScanning.prepare(
            inputs.walked, wrappers: settings.wrappers, currentDirectory: currentDirectory,
            accepts: { settings.accepts($0, currentDirectory: currentDirectory) })
    }

    /// Whether every changed file (by the path it is shown with) is a code file that gives the
    /// last scan nothing, read alone (see ``SourceScanner/SourceRelevance``): then the code index
    /// is what that scan made, and no other file is read.
    static func changedSourcesGiveNothing(
        _ changed: [String], inputs: Inputs, relevance: SourceRelevance, keysByTableName: [String: [String]], console: Console
    ) -> Bool {
        let wanted = Set(changed)
        var files: [String: WalkedFile] = [:]
        for file in inputs.walked {
            let shown = PathDisplay.relative(file.path, to: console.currentDirectory)
            if wanted.contains(shown) { files[shown] = file }
        }
        return changed.allSatisfy { path in
            guard let file = files[path], let bytes = FileBytes.read(atFileSystemPath: file.fileSystemPath) else { return false }
            return relevance.givesNothing(bytes, path: path, keysByTableName: keysByTableName)
        }
    }

    /// The source files scanned without the localization files, with the keys a previous run's
    /// scan was given (those with evidence, by table name); nil when the code uses R.swift's
    /// accessors, whose keys are every key of the tables.
    static func scanCode(_ inputs: Inputs, keysByTableName: [String: [String]], settings: ConfigurationFile, console: Console) -> CodeIndex? {
        var needsEveryKey = false
        let code = prepareScan(inputs, settings: settings, currentDirectory: console.currentDirectory)
            .finish(tableKeys: { needsEveryKey = true; return [:] }(), literalKeys: keysByTableName)
        return needsEveryKey ? nil : code
    }

    /// The `.lproj` folders the paths name, when every path is one or a file in one
    /// (`App/fr.lproj`, `App/fr.lproj/Localizable.strings`); nil otherwise.
    static func languageFoldersOnly(_ paths: [String]) -> [String]? {
        var languages: [String] = []
        for path in paths {
            let components = path.split(separator: "/")
            guard let folder = components.last(where: { $0.hasSuffix(".lproj") }), folder == components.last || folder == components.dropLast().last
            else { return nil }
            languages.append(LanguageTag.normalize(String(folder)))
        }
        return languages.isEmpty ? nil : languages
    }

    /// `path` made absolute against the current folder and standard (see ``StandardPath``).
    static func standardized(_ path: String, console: Console) -> String {
        StandardPath.of(path, in: console.currentDirectory)
    }

    /// The folder a path given stands for, absolute: the path itself when it is a folder, the
    /// folder holding it when it is a file; nil when nothing is there.
    static func folder(of path: String, console: Console) -> String? {
        let absolute = standardized(path, console: console)
        guard let isDirectory = StandardPath.isDirectory(absolute) else { return nil }
        return isDirectory ? absolute : StandardPath.parent(of: absolute)
    }

    /// The folder reports make paths relative to, absolute: the current folder when it holds every
    /// path audited (in CI, the repository's root, which code scanning resolves paths against);
    /// else the folder that holds them all (`audit ../App`: no `../` in the report).
    static func auditedRoot(_ arguments: ParsedArguments, console: Console) -> String {
        let folders = paths(arguments).map { path in
            StandardPath.components(of: folder(of: path, console: console) ?? standardized(path, console: console))
        }
        // By index: these run once, and generic sequence operations cost a look-up of their
        // types at run time the first time.
        var common = folders.first ?? []
        for index in folders.indices where index > 0 {
            let folder = folders[index]
            var shared = 0
            while shared < common.count, shared < folder.count, common[shared] == folder[shared] { shared += 1 }
            common.removeSubrange(shared...)
        }
        let current = StandardPath.components(of: standardized(".", console: console))
        let holdsCurrent = current.count <= common.count && current.indices.allSatisfy { common[$0] == current[$0] }
        return StandardPath.joined(holdsCurrent ? current : common)
    }

    /// Whether writing `output` would write into what the command reads: a localization,
    /// source or project file under the paths audited, or a configuration file.
    static func isInput(_ output: String, _ arguments: ParsedArguments, console: Console) -> Bool {
        let components = StandardPath.components(of: standardized(output, console: console))
        let name = components.last ?? ""
        if name == ConfigurationFile.fileName { return true }
        guard let dot = name.lastIndex(of: "."),
            LocalizationDiscovery.isLocalizationExtension(name[name.index(after: dot)...]) || CodeScanning.isScannedExtension(name[name.index(after: dot)...])
        else { return false }
        return paths(arguments).contains { components.starts(with: StandardPath.components(of: standardized($0, console: console))) }
    }
}
