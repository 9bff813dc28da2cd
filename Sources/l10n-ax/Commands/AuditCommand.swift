import HintGrammar
import StringsParser

/// `l10n-ax audit [PATH…]`: every finding of every rule.
enum AuditCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let configuration = try configuration(from: arguments)
        let failOn = try failingSeverity(arguments)
        let project = try Tool.loadProject(arguments, console: console)
        let result = Auditor(configuration: configuration).audit(project)
        switch arguments.value("format") {
        case "json":
            console.output(JSONReporter.render(result))
        case "xcode":
            console.output(XcodeReporter.render(result))
        case "sarif":
            console.output(SARIFReporter.render(result))
        case "github":
            console.output(GitHubActionsReporter.render(result))
        default:
            let style = ReportStyle(colors: console.colorsOutput && !arguments.flag("no-color"))
            var text = TextReporter.render(result, style: style)
            if arguments.flag("quiet") { text = QuietText.findingsOnly(text, result: result) }
            console.output(text)
        }
        guard let failOn, let highest = result.highestSeverity, highest >= failOn else { return .success }
        return .findings
    }

    /// The severity that fails the run, `nil` for `never`.
    static func failingSeverity(_ arguments: ParsedArguments) throws(ToolError) -> Severity? {
        if arguments.flag("strict") { return .warning }
        switch arguments.value("fail-on") ?? "error" {
        case "never": return nil
        case let name: return Severity(rawValue: name) ?? .error
        }
    }

    static func configuration(from arguments: ParsedArguments) throws(ToolError) -> AuditConfiguration {
        let known = Set(RuleRegistry.ids)
        for rule in arguments.values("select") + arguments.values("ignore") where !known.contains(rule) {
            throw .unknownRule(rule, suggestion: nearestName(to: rule, among: RuleRegistry.ids))
        }
        let selected = arguments.values("select")
        return AuditConfiguration(
            sourceLanguage: arguments.value("source-language").map(LanguageTag.normalize),
            selectedRules: selected.isEmpty ? nil : Set(selected),
            ignoredRules: Set(arguments.values("ignore")))
    }
}

/// `--quiet`: the report without its summary lines.
enum QuietText {
    static func findingsOnly(_ text: String, result: AuditResult) -> String {
        let summary = TextReporter.summary(result)
        return text.hasSuffix(summary) ? String(text.dropLast(summary.count)) : text
    }
}
