import Foundation
import PackagePlugin

/// The build-tool plugin: audits a target's localization files and code on every build, with
/// `--format xcode`, so that findings appear in Xcode's issue navigator and in `swift build`'s
/// output. The configuration (`.l10n-ax.json`, found from the target's folder upward) decides
/// the exit status, and so whether the build fails (`failOn`).
///
/// ```swift
/// .target(name: "App", resources: [.process("Resources")], plugins: [.plugin(name: "L10nAxBuildToolPlugin", package: "l10n-ax")])
/// ```
@main
struct L10nAxBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try AuditCommand.commands(
            tool: context.tool(named: "l10n-ax").url, name: module.name, files: module.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nAxBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same audit for a target of an Xcode project: its files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try AuditCommand.commands(
            tool: context.tool(named: "l10n-ax").url, name: target.displayName, files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The build command that audits a target.
enum AuditCommand {
    /// The files the audit reads, by extension: a change to one runs it again.
    static let auditedExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "swift", "m", "mm", "h", "storyboard", "xib"]
    static let localizationExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// One command for a target with localization files, which audits the target's own files
    /// (its localization files, code and storyboards, as the package or project lists them);
    /// none for a target without.
    static func commands(tool: URL, name: String, files: [URL], workDirectory: URL) -> [Command] {
        let inputs = files.filter { auditedExtensions.contains($0.pathExtension.lowercased()) }
        guard inputs.contains(where: { localizationExtensions.contains($0.pathExtension.lowercased()) }) else { return [] }
        return [
            .buildCommand(
                displayName: "l10n-ax: auditing the accessibility strings of \(name)",
                executable: tool,
                arguments: ["audit", "--format", "xcode", "--cache-dir", workDirectory.appendingPathComponent("cache").path]
                    + inputs.map(\.path),
                inputFiles: inputs + [tool],
                // No output: the command runs on every build (its cache makes an unchanged run cheap).
                outputFiles: [])
        ]
    }
}
