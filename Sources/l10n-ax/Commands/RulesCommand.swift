import HintGrammar

/// `l10n-ax rules [--format text|json]`: every rule with its severity, languages and summary.
enum RulesCommand {
    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        console.output(arguments.value("format") == "json" ? RuleDocumentation.json() : RuleDocumentation.table())
        return .success
    }
}

/// `l10n-ax explain RULE`: a rule's rationale, guideline and examples.
enum ExplainCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let id = arguments.positional("RULE") ?? ""
        guard let rule = RuleRegistry.description(of: id) else {
            throw .unknownRule(id, suggestion: nearestName(to: id, among: RuleRegistry.ids))
        }
        console.output(RuleDocumentation.explanation(rule))
        return .success
    }
}
