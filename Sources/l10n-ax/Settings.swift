import Foundation
import HintGrammar
import StringsParser

/// The settings of one run: the configuration file's, overridden by the command line's flags.
struct Settings {
    var file: ConfigurationFile
    var audit: AuditConfiguration
    /// The severity that fails the run; `nil` for `never`.
    var failOn: Severity?

    /// Reads `--config FILE`, or `.l10n-ax.json` found from the current directory upward, then
    /// applies the flags: `--source-language` replaces, `--select` replaces, `--ignore` adds,
    /// `--fail-on` and `--strict` replace.
    static func load(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> Settings {
        var file = ConfigurationFile()
        let explicit = arguments.command.option(named: "config") != nil ? arguments.value("config") : nil
        if let path = explicit.map({ LocalizationDiscovery.absolutePath($0, in: console.currentDirectory) })
            ?? ConfigurationFile.find(from: console.currentDirectory)
        {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .configuration(["error: cannot read the configuration file \(PathDisplay.relative(path, to: console.currentDirectory))"])
            }
            let (parsed, diagnostics) = ConfigurationFile.parse([UInt8](data), path: PathDisplay.relative(path, to: console.currentDirectory))
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw .configuration(errors.map { "error: \($0.location): \($0.message)" }) }
            file = parsed
        }
        var audit = file.audit
        if let language = arguments.values("source-language").last { audit.sourceLanguage = LanguageTag.normalize(language) }
        let known = Set(RuleRegistry.ids)
        for rule in arguments.values("select") + arguments.values("ignore") where !known.contains(rule) {
            throw .unknownRule(rule, suggestion: nearestName(to: rule, among: RuleRegistry.ids))
        }
        if !arguments.values("select").isEmpty { audit.selectedRules = Set(arguments.values("select")) }
        audit.ignoredRules.formUnion(arguments.values("ignore"))

        var failOnName = arguments.values("fail-on").last ?? file.failOn ?? "error"
        if arguments.flag("strict") { failOnName = "warning" }
        let failOn = failOnName == "never" ? nil : Severity(rawValue: failOnName) ?? .error
        return Settings(file: file, audit: audit, failOn: failOn)
    }
}
