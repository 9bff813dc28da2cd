/// The command-line interface of `l10n-ax`: every command with its options and arguments.
///
/// Only the declarations live here; each command's behaviour is implemented elsewhere and reads its values
/// through ``ParsedArguments`` by the names declared below.
extension ToolSpec {
    /// The `l10n-ax` tool.
    static let l10nAx = ToolSpec(
        name: "l10n-ax",
        abstract: "Audit the accessibility strings of iOS and macOS apps in .strings, .stringsdict and .xcstrings files.",
        commands: [.list]
    )
}

extension CommandSpec {
    /// `l10n-ax audit [PATH...]`: report problems in accessibility strings.
    static let audit = CommandSpec(
        name: "audit",
        abstract: "Report problems in the accessibility labels and hints of localization files.",
        discussion: "Reads every .strings, .stringsdict and .xcstrings file in the given paths and checks each "
            + "accessibility string against the rules of its language.",
        options: [
            .value("source-language", valueName: "LANG", help: "The language the strings were written in."),
            .value(
                "format", short: "f", valueName: "FORMAT", allowed: ["text", "xcode", "json", "sarif", "github"], default: "text",
                help: "How to print the problems."),
            .value(
                "fail-on", valueName: "SEVERITY", allowed: ["error", "warning", "info", "never"], default: "error",
                help: "Exit with a failure status when a problem of this severity or worse is found."),
            .flag("strict", help: "Apply the stricter checks of every rule."),
            .value("config", valueName: "FILE", help: "Read the configuration from FILE."),
            .value("baseline", valueName: "FILE", help: "Report only the problems that are not recorded in FILE."),
            .value("write-baseline", valueName: "FILE", help: "Record every problem found in FILE as the new baseline."),
            .repeatable("select", valueName: "RULE", help: "Run only this rule."),
            .repeatable("ignore", valueName: "RULE", help: "Do not run this rule."),
            .flag("no-color", help: "Do not color the text output."),
            .flag("quiet", short: "q", help: "Print the problems only, without the summary."),
        ],
        positionals: [.paths]
    )

    /// `l10n-ax diff [PATH...] --source LANG`: compare the accessibility strings of languages.
    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare the accessibility strings of translations with those of the source language.",
        options: [
            .value("source", valueName: "LANG", required: true, help: "The language to compare the others with."),
            .repeatable("target", valueName: "LANG", help: "A language to compare; by default, every translation."),
            .value(
                "format", short: "f", valueName: "FORMAT", allowed: ["text", "json", "markdown", "html"], default: "text",
                help: "How to print the comparison."),
        ],
        positionals: [.paths]
    )

    /// `l10n-ax list [PATH...]`: print the accessibility strings found.
    static let list = CommandSpec(
        name: "list",
        abstract: "List every string read from localization files, with its location.",
        options: [.textOrJSONFormat],
        positionals: [.paths]
    )

    /// `l10n-ax rules`: print the rules of `audit`.
    static let rules = CommandSpec(
        name: "rules",
        abstract: "List the rules that audit applies.",
        options: [.textOrJSONFormat]
    )

    /// `l10n-ax explain RULE`: describe one rule.
    static let explain = CommandSpec(
        name: "explain",
        abstract: "Explain one rule, with examples.",
        positionals: [PositionalSpec(name: "RULE", arity: .one, help: "The name of the rule, as audit and rules print it.")]
    )

    /// `l10n-ax check --language LANG --role label|hint TEXT`: check one string.
    static let check = CommandSpec(
        name: "check",
        abstract: "Check one accessibility label or hint given on the command line.",
        options: [
            .value("language", short: "l", valueName: "LANG", required: true, help: "The language of the text."),
            .value("role", short: "r", valueName: "ROLE", allowed: ["label", "hint"], required: true, help: "What the text is used as."),
        ],
        positionals: [PositionalSpec(name: "TEXT", arity: .one, help: "The label or hint to check.")]
    )
}

extension PositionalSpec {
    /// The files and directories a command reads.
    static let paths = PositionalSpec(
        name: "PATH", arity: .zeroOrMore, help: "Files or directories to read; by default, the current directory.")
}

extension OptionSpec {
    /// `--format text|json`, for commands that print either.
    static let textOrJSONFormat = OptionSpec.value(
        "format", short: "f", valueName: "FORMAT", allowed: ["text", "json"], default: "text", help: "How to print the result.")
}
