import Foundation
import HintGrammar
import StringsParser

/// The settings of one run: the configuration file's, overridden by the command line's flags.
struct Settings {
    var file: ConfigurationFile
    var audit: AuditConfiguration
    /// When the run fails.
    var failOn: FailureThreshold
    /// The least severe findings reports show.
    var minSeverity: Severity
    /// The configuration file read, and its bytes.
    var source: (path: String, bytes: [UInt8])? = nil

    /// Reads `--config FILE`, or `.l10n-ax.json` found from the paths upward, else from the
    /// current directory upward (``configurationPath(for:console:)``), then applies the flags:
    /// `--source-language` replaces, `--select` replaces, `--ignore` adds (both take rule ids and
    /// prefixes, ``RuleSelector``), `--fail-on` and
    /// `--strict` replace.
    static func load(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> Settings {
        var file = ConfigurationFile()
        var source: (path: String, bytes: [UInt8])?
        if let path = arguments.value("config").map({ LocalizationDiscovery.absolutePath($0, in: console.currentDirectory) })
            ?? configurationPath(for: Tool.paths(arguments), console: console)
        {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .configuration(["error: cannot read the configuration file \(PathDisplay.relative(path, to: console.currentDirectory))"])
            }
            let (parsed, diagnostics) = ConfigurationFile.parse([UInt8](data), path: PathDisplay.relative(path, to: console.currentDirectory))
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw .configuration(errors.map { "error: \($0.location): \($0.message)" }) }
            file = parsed
            source = (path, [UInt8](data))
            file.directory = StandardPath.parent(of: StandardPath.of(path, in: console.currentDirectory))
        }
        var audit = file.audit
        if let language = arguments.values("source-language").last { audit.sourceLanguage = LanguageTag.normalize(language) }
        // `--select hint-,label-trailing-period`: ids and prefixes, in lists or one by one.
        func rules(_ option: String) throws(ToolError) -> Set<String>? {
            let values = arguments.values(option)
            guard !values.isEmpty else { return nil }
            let selectors = RuleSelector.selectors(in: values)
            if selectors.isEmpty { throw .unknownRule(values.last ?? "", suggestion: nil) }
            var rules: Set<String> = []
            for selector in selectors {
                guard let named = RuleSelector.rules(selector) else { throw .unknownRule(selector, suggestion: RuleSelector.suggestion(for: selector)) }
                rules.formUnion(named)
            }
            return rules
        }
        if let selected = try rules("select") { audit.selectedRules = selected }
        if let ignored = try rules("ignore") { audit.ignoredRules.formUnion(ignored) }

        // The parser has checked --fail-on against FailureThreshold.names.
        var failOn = arguments.values("fail-on").last.flatMap(FailureThreshold.init(name:)) ?? file.failOn ?? .severity(.error)
        if arguments.flag("strict") { failOn = .severity(.warning) }
        // The parser has checked --scope and --min-severity against their names.
        if let scope = arguments.values("scope").last.flatMap(AuditScope.init(rawValue:)) { audit.scope = scope }
        let minSeverity = arguments.values("min-severity").last.flatMap(Severity.init(rawValue:)) ?? file.minSeverity ?? .warning
        return Settings(file: file, audit: audit, failOn: failOn, minSeverity: minSeverity, source: source)
    }

    /// The configuration file of the paths audited, as Ruff and SwiftLint find theirs: the first
    /// found from a path (a folder, or a file's folder) upward, else from the current folder
    /// upward. Paths under different files are audited with the first, and a warning says so.
    static func configurationPath(for paths: [String], console: Console) -> String? {
        var found: [(path: String, file: String)] = []
        for path in paths {
            guard let folder = Tool.folder(of: path, console: console), let file = ConfigurationFile.find(from: folder),
                !found.contains(where: { $0.file == file })
            else { continue }
            found.append((path, file))
        }
        guard let first = found.first else { return ConfigurationFile.find(from: console.currentDirectory) }
        for other in found.dropFirst() {
            let shown = { (file: String) in PathDisplay.relative(file, to: console.currentDirectory) }
            console.error(
                "warning: \(other.path) has its own configuration \(shown(other.file)); all paths are audited with \(shown(first.file)) "
                    + "(audit them one at a time, or pass --config)\n")
        }
        return first.file
    }
}
