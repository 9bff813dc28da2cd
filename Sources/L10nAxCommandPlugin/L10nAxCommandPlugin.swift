import Foundation
import PackagePlugin

/// The command plugin: `swift package l10n-ax [COMMAND] [OPTIONS] [--target NAME…]` runs l10n-ax
/// in the package's folder (`audit` when no command is given), on the folders of the targets
/// named (their files), or on the whole package. Its exit status is the tool's.
@main
struct L10nAxCommandPlugin: CommandPlugin {
    /// The commands that take paths.
    static let commandsWithPaths: Set<String> = ["audit", "diff", "list"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        if toolArguments.first.map({ $0.hasPrefix("-") }) ?? true { toolArguments.insert("audit", at: 0) }
        if !targetNames.isEmpty {
            guard Self.commandsWithPaths.contains(toolArguments[0]) else {
                Diagnostics.error("--target is for audit, diff and list")
                throw PluginFailure.status(2)
            }
            // Each target's own files, as the package lists them.
            let targets = try context.package.targets(named: targetNames)
            toolArguments += targets.flatMap { ($0 as? SourceModuleTarget)?.sourceFiles.map(\.url.path) ?? [] }
        }
        // The cache in the plugin's own folder (a sandboxed plugin may write nowhere else).
        if toolArguments[0] == "audit", !toolArguments.contains("--no-cache"), !toolArguments.contains(where: { $0.hasPrefix("--cache-dir") }) {
            toolArguments += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "l10n-ax").url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PluginFailure.status(process.terminationStatus) }
    }
}

/// The tool's exit status, when it is not 0: `swift package` fails with it.
enum PluginFailure: Error, CustomStringConvertible {
    case status(Int32)

    var description: String {
        switch self {
        case .status(1): "l10n-ax found what the configuration fails on (exit status 1)"
        case .status(let status): "l10n-ax could not do its job (exit status \(status))"
        }
    }
}
