import HintGrammar

/// The command-line interface of `l10n-ax`: every command with its options and arguments.
///
/// Only the declarations live here; each command's behaviour is implemented elsewhere and reads its values
/// through ``ParsedArguments`` by the names declared below.
extension ToolSpec {
    /// The `l10n-ax` tool.
    static let l10nAx = ToolSpec(
        name: "l10n-ax",
        abstract: "Audit the accessibility strings of iOS and macOS apps in .strings, .stringsdict and .xcstrings files.",
        commands: [.audit, .diff, .list, .initialize, .rules, .explain, .check, .completion]
    )
}

extension CommandSpec {
    /// `l10n-ax audit [PATH...]`: report problems in accessibility strings.
    static let audit = CommandSpec(
        name: "audit",
        abstract: "Check the accessibility labels and hints of localization files in every language.",
        discussion: "Reads every .strings, .stringsdict and .xcstrings file under the paths, finds the accessibility "
            + "labels and hints, and checks them against Apple's guidelines in their language, and every string "
            + "across languages. Exit status: 0 when nothing reaches the failing severity, 1 when something does, "
            + "2 when the tool could not run.",
        options: [
            .value(
                "source-language", valueName: "LANG",
                help: "The language translations are compared with (default: per table, a catalog's sourceLanguage, else the Xcode "
                    + "project's developmentRegion or the package's defaultLocalization, else en)."),
            .value(
                "format", short: "f", valueName: "FORMAT", allowed: ["text", "json", "xcode", "sarif", "github", "html"], default: "text",
                help: "How to print the findings."),
            .output,
            .value(
                "fail-on", valueName: "SEVERITY", allowed: FailureThreshold.names, default: "error",
                help: "Exit with status 1 when a finding of this severity or worse is found."),
            .flag("strict", help: "Fail on warnings too: the same as --fail-on warning."),
            .value(
                "scope", valueName: "SCOPE", allowed: AuditScope.names, default: "accessibility",
                help: "The strings to report on: accessibility strings and what breaks any string (accessibility), or also the "
                    + "translation bookkeeping of every other string (all)."),
            .value(
                "min-severity", valueName: "SEVERITY", allowed: ["error", "warning", "info"], default: "warning",
                help: "Show findings of this severity or worse; the summary counts the others."),
            .value("config", valueName: "FILE", help: "Read the settings from FILE instead of .l10n-ax.json found from the paths upward, then from the current folder."),
            .value("baseline", valueName: "FILE", help: "Report only the findings that FILE (written by --write-baseline) does not record."),
            .value("write-baseline", valueName: "FILE", help: "Record today's findings in FILE, by table, key, language and rule."),
            .repeatable(
                "select", valueName: "RULES",
                help: "Run only these rules: ids or prefixes of ids, separated by commas (hint-,label-trailing-period)."),
            .repeatable("ignore", valueName: "RULES", help: "Do not run these rules: ids or prefixes of ids, separated by commas (label-length,hint-length)."),
            .flag("no-color", help: "Do not color the text output (also when NO_COLOR is set; FORCE_COLOR colors it where it is no terminal)."),
            .flag("quiet", short: "q", help: "Print the findings only, without the summary."),
            .value(
                "cache-dir", valueName: "DIR",
                help: "Keep what the next run may reuse in DIR (default: $L10N_AX_CACHE_DIR, else l10n-ax in the user's cache folder); a run after only "
                    + "translations' values changed re-audits those translations alone, and one after only source files that set "
                    + "and look up nothing changed reads those files alone. The report is the same either way."),
            .flag("no-cache", help: "Neither read nor write the cache: audit everything."),
            .flag(
                "fix",
                help: "Write each string's safe suggestion into its localization file (a full stop, white space, a capital, a "
                    + "control-type word at the edge), then report what is left. Only the values fixed change; source code and "
                    + "storyboards are never edited."),
            .flag("unsafe-fixes", help: "With --fix or --diff, also the suggestions that rewrite words (a command made a description)."),
            .flag("diff", help: "Print the suggestions as a unified diff (patch -p1 and git apply take it) and write nothing; exit 1 when there is one."),
        ],
        positionals: [.paths]
    )

    /// `l10n-ax diff [PATH...] --source LANG`: compare the accessibility strings of languages.
    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare the accessibility strings of translations with those of the source language.",
        discussion: "Lists, for each accessibility string, what each translation lacks (missing, untranslated, needs review, "
            + "placeholders) and the findings it has that the source does not, or has fixed; then sums it up per language, "
            + "for every string. Markdown is kept short enough for a pull-request comment unless --all is given. "
            + "Exit status: 0 (it is a report), 2 when the tool could not run.",
        options: [
            .value("source", valueName: "LANG", required: true, help: "The language to compare the others with."),
            .repeatable("target", valueName: "LANG", help: "A language to compare; by default, every translation."),
            .value(
                "format", short: "f", valueName: "FORMAT", allowed: ["text", "json", "markdown", "html"], default: "text",
                help: "How to print the comparison."),
            .output,
            .flag("all", help: "List every key, accessibility string or not, in every target language, not only those with something to say."),
        ],
        positionals: [.paths]
    )

    /// `l10n-ax list [PATH...]`: print the accessibility strings found.
    static let list = CommandSpec(
        name: "list",
        abstract: "List every string read from localization files, with its location.",
        options: [
            .textOrJSONFormat,
            .output,
            .value("config", valueName: "FILE", help: "Read the settings from FILE instead of .l10n-ax.json found from the paths upward, then from the current folder."),
        ],
        positionals: [.paths]
    )

    /// `l10n-ax init [PATH]`: write a configuration file with what was detected.
    static let initialize = CommandSpec(
        name: "init",
        abstract: "Write a .l10n-ax.json with the settings detected in the project.",
        discussion: "Reads the project as audit does and writes what it detected — the source language, the languages, "
            + "the naming patterns of accessibility keys and the look-up functions of the code — to PATH/.l10n-ax.json, "
            + "to read and edit. Never replaces an existing file. Exit status: 0 when written, 2 otherwise.",
        positionals: [PositionalSpec(name: "PATH", arity: .optional, help: "The project's folder; by default, the current folder.")]
    )

    /// `l10n-ax rules`: print the rules of `audit`.
    static let rules = CommandSpec(
        name: "rules",
        abstract: "List the rules that audit applies.",
        options: [.textOrJSONFormat, .output]
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
            .value("label", valueName: "TEXT", help: "For a hint: the label of its element, to find a hint that repeats it."),
            .textOrJSONFormat,
        ],
        positionals: [PositionalSpec(name: "TEXT", arity: .one, help: "The label or hint to check.")]
    )
}

extension CommandSpec {
    /// `l10n-ax completion SHELL`: print a shell completion script.
    static let completion = CommandSpec(
        name: "completion",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: "Completes commands, options, their values, rule ids and paths. To install it, " + ShellCompletion.installation + ".",
        options: [.output],
        positionals: [PositionalSpec(name: "SHELL", arity: .one, help: "bash, zsh or fish.")]
    )
}

extension PositionalSpec {
    /// The files and directories a command reads.
    static let paths = PositionalSpec(
        name: "PATH", arity: .zeroOrMore, help: "Files or directories to read; by default, the current directory.")
}

extension OptionSpec {
    /// `--output FILE`, for commands that print a report.
    static let output = OptionSpec.value(
        "output", short: "o", valueName: "FILE",
        help: "Write the report to FILE instead of standard output (FILE is replaced once the report is complete, and left as it was when the command cannot run).")

    /// `--format text|json`, for commands that print either.
    static let textOrJSONFormat = OptionSpec.value(
        "format", short: "f", valueName: "FORMAT", allowed: ["text", "json"], default: "text", help: "How to print the result.")
}
