import HintGrammar
import Testing

@testable import l10n_ax

/// A command with every kind of option and a variadic positional.
private let sample = CommandSpec(
    name: "sample",
    abstract: "Do something with files.",
    discussion: "First paragraph.\n\nSecond paragraph.",
    options: [
        .value("format", short: "f", valueName: "FORMAT", allowed: ["text", "json"], default: "text", help: "How to print."),
        .value("config", valueName: "FILE", help: "Read settings from FILE."),
        .repeatable("select", valueName: "RULE", help: "Run this rule."),
        .flag("strict", help: "Be strict."),
        .flag("quiet", short: "q", help: "Say less."),
    ],
    positionals: [PositionalSpec(name: "PATH", arity: .zeroOrMore, help: "The files to read.")]
)

/// A command with a required option and exactly one positional.
private let needy = CommandSpec(
    name: "needy",
    abstract: "Need things.",
    options: [.value("language", short: "l", valueName: "LANG", required: true, help: "The language.")],
    positionals: [PositionalSpec(name: "TEXT", arity: .one, help: "The text.")]
)

private let tool = ToolSpec(name: "tool", abstract: "A sample tool.", commands: [sample, needy])

/// The parsed values of `arguments`, or a failed expectation.
private func run(_ command: CommandSpec, _ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ParsedArguments
{
    let invocation = try command.parse(arguments)
    guard case let .run(parsed) = invocation else {
        Issue.record("expected values, got \(invocation)", sourceLocation: sourceLocation)
        return ParsedArguments(command: command)
    }
    return parsed
}

/// The error thrown by parsing `arguments`, or `nil` when parsing succeeds.
private func parseError(_ arguments: [String], of command: CommandSpec) -> ArgumentError? {
    do {
        _ = try command.parse(arguments)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ arguments: [String], of tool: ToolSpec) -> ArgumentError? {
    do {
        _ = try tool.parse(arguments)
        return nil
    } catch {
        return error
    }
}

@Suite("Argument parsing")
struct ArgumentParsingTests {
    @Test("an option's value in every spelling", arguments: [
        ["--format", "json"], ["--format=json"], ["-f", "json"], ["-f=json"],
    ])
    func valueSpellings(arguments: [String]) throws {
        let parsed = try run(sample, arguments)
        #expect(parsed.value("format") == "json")
        #expect(parsed.values("format") == ["json"])
        #expect(parsed.positionals.isEmpty)
    }

    @Test func absentOptionsReadAsDefaultsOrNothing() throws {
        let parsed = try run(sample, [])
        #expect(parsed.value("format") == "text")
        #expect(parsed.values("format").isEmpty)
        #expect(parsed.value("config") == nil)
        #expect(parsed.values("select").isEmpty)
        #expect(!parsed.flag("strict"))
        #expect(!parsed.flag("quiet"))
        #expect(parsed.positionals.isEmpty)
        #expect(parsed.value("undeclared") == nil)
        #expect(!parsed.flag("undeclared"))
    }

    @Test func flagsLongAndShort() throws {
        let parsed = try run(sample, ["--strict", "-q"])
        #expect(parsed.flag("strict"))
        #expect(parsed.flag("quiet"))
        #expect(try run(sample, ["-q", "-q"]).flag("quiet"))
    }

    @Test func repeatedOptionCollectsEveryValueInOrder() throws {
        let parsed = try run(sample, ["--select", "b", "--select=a", "--select", "c"])
        #expect(parsed.values("select") == ["b", "a", "c"])
        #expect(parsed.value("select") == "c")
    }

    @Test func singleValueGivenTwiceKeepsTheLast() throws {
        let parsed = try run(sample, ["--format", "json", "-f", "text"])
        #expect(parsed.value("format") == "text")
    }

    @Test func positionalsInterleavedWithOptions() throws {
        let parsed = try run(sample, ["a", "--strict", "b", "-f", "json", "c", "--select=r", "d"])
        #expect(parsed.positionals == ["a", "b", "c", "d"])
        #expect(parsed.positionals(named: "PATH") == ["a", "b", "c", "d"])
        #expect(parsed.positional("PATH") == "a")
        #expect(parsed.flag("strict"))
        #expect(parsed.value("format") == "json")
        #expect(parsed.values("select") == ["r"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try run(sample, ["--strict", "x", "--", "--format", "-q", "--", "-", "--formt", "-h"])
        #expect(parsed.positionals == ["x", "--format", "-q", "--", "-", "--formt", "-h"])
        #expect(parsed.flag("strict"))
        #expect(!parsed.flag("quiet"))
        #expect(parsed.value("format") == "text")
    }

    @Test func loneDashIsPositionalAndAValue() throws {
        #expect(try run(sample, ["-", "a"]).positionals == ["-", "a"])
        let parsed = try run(sample, ["--config", "-", "-"])
        #expect(parsed.value("config") == "-")
        #expect(parsed.positionals == ["-"])
    }

    @Test func valueStartingWithDashNeedsEquals() throws {
        #expect(try run(sample, ["--config=-odd"]).value("config") == "-odd")
        #expect(try run(sample, ["--config=a=b"]).value("config") == "a=b")
        #expect(parseError(["--config", "-odd"], of: sample) == .missingValue(option: "--config"))
    }

    @Test func emptyArgumentIsAPositional() throws {
        #expect(try run(sample, [""]).positionals == [""])
    }

    @Test("--help or -h anywhere before -- asks for the command's help", arguments: [
        ["--help"], ["-h"], ["a", "--strict", "-h"], ["--formt", "--help"], ["--format", "yaml", "-h"], ["x", "-h", "--", "y"],
    ])
    func helpAnywhere(arguments: [String]) throws {
        #expect(try sample.parse(arguments) == .help(sample))
    }

    @Test func helpAfterDoubleDashIsPositional() throws {
        #expect(try run(sample, ["--", "--help", "-h"]).positionals == ["--help", "-h"])
    }

    @Test func requiredOptionAndPositional() throws {
        let parsed = try run(needy, ["hello", "-l", "fr"])
        #expect(parsed.value("language") == "fr")
        #expect(parsed.positional("TEXT") == "hello")
        #expect(parsed.positionals(named: "TEXT") == ["hello"])
        #expect(parsed.positional("PATH") == nil)
        #expect(try run(needy, ["--language", "fr", "--", "-dash"]).positional("TEXT") == "-dash")
    }
}

@Suite("Positional arity")
struct PositionalArityTests {
    private let copy = CommandSpec(
        name: "copy", abstract: "Copy.",
        positionals: [
            PositionalSpec(name: "SOURCE", arity: .oneOrMore, help: "From."),
            PositionalSpec(name: "DESTINATION", arity: .one, help: "To."),
        ])
    private let maybe = CommandSpec(
        name: "maybe", abstract: "Maybe.", positionals: [PositionalSpec(name: "NAME", arity: .optional, help: "A name.")])

    @Test func variadicLeavesWhatLaterPositionalsNeed() throws {
        let parsed = try run(copy, ["a", "b", "c"])
        #expect(parsed.positionals(named: "SOURCE") == ["a", "b"])
        #expect(parsed.positional("DESTINATION") == "c")
        #expect(parsed.positionals == ["a", "b", "c"])
    }

    @Test func oneOrMoreNeedsOne() {
        #expect(parseError(["a"], of: copy) == .missingArgument("SOURCE"))
        #expect(parseError([], of: copy) == .missingArgument("SOURCE"))
    }

    @Test func optionalTakesZeroOrOne() throws {
        #expect(try run(maybe, []).positional("NAME") == nil)
        #expect(try run(maybe, ["x"]).positional("NAME") == "x")
        #expect(parseError(["x", "y"], of: maybe) == .unexpectedArgument("y"))
    }
}

@Suite("Argument errors")
struct ArgumentErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: ArgumentError
        var message: String
        var testDescription: String { "\(arguments)" }
    }

    static let commandCases: [Case] = [
        Case(
            arguments: ["--formt"], error: .unknownOption("--formt", suggestion: "--format"),
            message: "error: unknown option '--formt'; did you mean '--format'?"),
        Case(
            arguments: ["--fromat=json"], error: .unknownOption("--fromat", suggestion: "--format"),
            message: "error: unknown option '--fromat'; did you mean '--format'?"),
        Case(
            arguments: ["-format", "json"], error: .unknownOption("-format", suggestion: "--format"),
            message: "error: unknown option '-format'; did you mean '--format'?"),
        Case(
            arguments: ["a", "--hepl"], error: .unknownOption("--hepl", suggestion: "--help"),
            message: "error: unknown option '--hepl'; did you mean '--help'?"),
        Case(
            arguments: ["--xyz"], error: .unknownOption("--xyz", suggestion: nil), message: "error: unknown option '--xyz'"),
        Case(
            arguments: ["--verbose"], error: .unknownOption("--verbose", suggestion: nil),
            message: "error: unknown option '--verbose'"),
        Case(arguments: ["-x"], error: .unknownOption("-x", suggestion: nil), message: "error: unknown option '-x'"),
        Case(arguments: ["-qf"], error: .unknownOption("-qf", suggestion: nil), message: "error: unknown option '-qf'"),
        Case(arguments: ["--=x"], error: .unknownOption("--=x", suggestion: nil), message: "error: unknown option '--=x'"),
        Case(
            arguments: ["--bad\nname"], error: .unknownOption("--bad\nname", suggestion: nil),
            message: "error: unknown option '--bad\\nname'"),
        Case(arguments: ["--format"], error: .missingValue(option: "--format"), message: "error: missing value for option '--format'"),
        Case(arguments: ["a", "-f"], error: .missingValue(option: "-f"), message: "error: missing value for option '-f'"),
        Case(
            arguments: ["--config", "--strict"], error: .missingValue(option: "--config"),
            message: "error: missing value for option '--config'"),
        Case(
            arguments: ["--config", "--", "x"], error: .missingValue(option: "--config"),
            message: "error: missing value for option '--config'"),
        Case(arguments: ["--config="], error: .missingValue(option: "--config"), message: "error: missing value for option '--config'"),
        Case(
            arguments: ["--format", "yaml"], error: .invalidValue("yaml", option: "--format", allowed: ["text", "json"]),
            message: "error: invalid value 'yaml' for option '--format'; allowed values: text, json"),
        Case(
            arguments: ["-f=JSON"], error: .invalidValue("JSON", option: "-f", allowed: ["text", "json"]),
            message: "error: invalid value 'JSON' for option '-f'; allowed values: text, json"),
        Case(
            arguments: ["--strict=yes"], error: .flagWithValue(option: "--strict", value: "yes"),
            message: "error: option '--strict' is a flag and takes no value; remove '=yes'"),
        Case(
            arguments: ["-q="], error: .flagWithValue(option: "-q", value: ""),
            message: "error: option '-q' is a flag and takes no value; remove '='"),
        Case(
            arguments: ["--help=me"], error: .flagWithValue(option: "--help", value: "me"),
            message: "error: option '--help' is a flag and takes no value; remove '=me'"),
    ]

    @Test(arguments: commandCases)
    func commandError(_ testCase: Case) {
        #expect(parseError(testCase.arguments, of: sample) == testCase.error)
        #expect(testCase.error.message == testCase.message)
        #expect(testCase.error.description == testCase.message)
    }

    static let requirementCases: [Case] = [
        Case(arguments: ["-l", "en"], error: .missingArgument("TEXT"), message: "error: missing required argument 'TEXT'"),
        Case(
            arguments: ["hello"], error: .missingOption(synopsis: "--language LANG"),
            message: "error: missing required option '--language LANG'"),
        Case(arguments: ["a", "b", "-l", "en"], error: .unexpectedArgument("b"), message: "error: unexpected argument 'b'"),
        Case(arguments: ["-l", "en", "a", "--", "-b"], error: .unexpectedArgument("-b"), message: "error: unexpected argument '-b'"),
    ]

    @Test(arguments: requirementCases)
    func requirementError(_ testCase: Case) {
        #expect(parseError(testCase.arguments, of: needy) == testCase.error)
        #expect(testCase.error.message == testCase.message)
    }

    static let toolCases: [Case] = [
        Case(
            arguments: ["smaple"], error: .unknownCommand("smaple", suggestion: "sample"),
            message: "error: unknown command 'smaple'; did you mean 'sample'?"),
        Case(
            arguments: ["neddy", "x"], error: .unknownCommand("neddy", suggestion: "needy"),
            message: "error: unknown command 'neddy'; did you mean 'needy'?"),
        Case(
            arguments: ["hlep"], error: .unknownCommand("hlep", suggestion: "help"),
            message: "error: unknown command 'hlep'; did you mean 'help'?"),
        Case(arguments: ["compile"], error: .unknownCommand("compile", suggestion: nil), message: "error: unknown command 'compile'"),
        Case(arguments: ["./Sources"], error: .unknownCommand("./Sources", suggestion: nil), message: "error: unknown command './Sources'"),
        Case(
            arguments: ["help", "smple"], error: .unknownCommand("smple", suggestion: "sample"),
            message: "error: unknown command 'smple'; did you mean 'sample'?"),
        Case(arguments: ["help", "sample", "extra"], error: .unexpectedArgument("extra"), message: "error: unexpected argument 'extra'"),
        Case(arguments: ["--version", "sample"], error: .unexpectedArgument("sample"), message: "error: unexpected argument 'sample'"),
        Case(
            arguments: ["--versoin"], error: .unknownOption("--versoin", suggestion: "--version"),
            message: "error: unknown option '--versoin'; did you mean '--version'?"),
        Case(
            arguments: ["--strict", "sample"], error: .unknownOption("--strict", suggestion: nil),
            message: "error: unknown option '--strict'"),
        Case(
            arguments: ["--version=2"], error: .flagWithValue(option: "--version", value: "2"),
            message: "error: option '--version' is a flag and takes no value; remove '=2'"),
        Case(
            arguments: ["sample", "--formt"], error: .unknownOption("--formt", suggestion: "--format"),
            message: "error: unknown option '--formt'; did you mean '--format'?"),
    ]

    @Test(arguments: toolCases)
    func toolError(_ testCase: Case) {
        #expect(parseError(testCase.arguments, of: tool) == testCase.error)
        #expect(testCase.error.message == testCase.message)
    }
}

@Suite("Tool-level parsing")
struct ToolParsingTests {
    @Test("requests for the tool's help", arguments: [
        [], ["--help"], ["-h"], ["help"], ["help", "help"], ["--help", "help"], ["help", "--help"], ["-h", "-h"],
    ])
    func toolHelp(arguments: [String]) throws {
        #expect(try tool.parse(arguments) == .help(nil))
    }

    @Test("requests for a command's help", arguments: [
        ["help", "sample"], ["--help", "sample"], ["-h", "sample"], ["sample", "--help"], ["sample", "x", "-h"],
    ])
    func commandHelp(arguments: [String]) throws {
        #expect(try tool.parse(arguments) == .help(sample))
    }

    @Test func version() throws {
        #expect(try tool.parse(["--version"]) == .version)
    }

    @Test func commandArgumentsGoToTheCommand() throws {
        let invocation = try tool.parse(["needy", "-l", "de", "Hallo"])
        guard case let .run(parsed) = invocation else {
            Issue.record("expected values, got \(invocation)")
            return
        }
        #expect(parsed.command == needy)
        #expect(parsed.value("language") == "de")
        #expect(parsed.positionals == ["Hallo"])
    }
}

@Suite("Name suggestions")
struct NameSuggestionTests {
    private let commands = ["audit", "diff", "list", "rules", "explain", "check", "help"]

    @Test("close names are suggested", arguments: [
        ("adit", "audit"), ("audt", "audit"), ("uadit", "audit"), ("dif", "diff"), ("lst", "list"), ("rule", "rules"),
        ("explian", "explain"), ("chekc", "check"), ("AUDIT", nil), ("xyz", nil), ("", nil), ("a", nil), ("comment", nil),
    ] as [(String, String?)])
    func suggestion(typed: String, expected: String?) {
        #expect(nearestName(to: typed, among: commands) == expected)
    }

    @Test func tieGoesToTheEarlierCandidate() {
        #expect(nearestName(to: "bat", among: ["cat", "hat"]) == "cat")
        #expect(nearestName(to: "bat", among: ["hat", "cat"]) == "hat")
    }

    @Test func nearerCandidateWinsOverEarlier() {
        #expect(nearestName(to: "formatt", among: ["form", "format"]) == "format")
    }

    @Test func noCandidates() {
        #expect(nearestName(to: "audit", among: []) == nil)
    }

    @Test func hugeInputIsRejectedByLength() {
        let huge = String(repeating: "a", count: 1_000_000)
        #expect(nearestName(to: huge, among: commands) == nil)
    }

    @Test func editDistanceCounts() {
        #expect(editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 5) == 3)
        #expect(editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 2) == nil)
        #expect(editDistance(Array("ab".utf8), Array("ba".utf8), limit: 1) == 1)
        #expect(editDistance(Array("".utf8), Array("abc".utf8), limit: 3) == 3)
        #expect(editDistance(Array("".utf8), Array("abc".utf8), limit: 2) == nil)
        #expect(editDistance(Array("same".utf8), Array("same".utf8), limit: 0) == 0)
    }
}

@Suite("Help rendering")
struct HelpRenderingTests {
    @Test func commandHelpLayout() {
        let expected = """
            OVERVIEW: Do something with files.

            First paragraph.

            Second paragraph.

            USAGE: tool sample [OPTIONS] [PATH...]

            ARGUMENTS:
              PATH...              The files to read.

            OPTIONS:
              -f, --format FORMAT  How to print. (values: text, json; default: text)
                  --config FILE    Read settings from FILE.
                  --select RULE    Run this rule. (repeatable)
                  --strict         Be strict.
              -q, --quiet          Say less.
              -h, --help           Show help information.

            """
        #expect(HelpFormatter().help(for: sample, toolName: "tool") == expected)
    }

    @Test func requiredOptionsAppearInUsage() {
        let expected = """
            OVERVIEW: Need things.

            USAGE: tool needy --language LANG TEXT

            ARGUMENTS:
              TEXT                 The text.

            OPTIONS:
              -l, --language LANG  The language. (required)
              -h, --help           Show help information.

            """
        #expect(HelpFormatter().help(for: needy, toolName: "tool") == expected)
    }

    @Test func toolHelpLayout() {
        let expected = """
            OVERVIEW: A sample tool.

            USAGE: tool COMMAND [OPTIONS]

            COMMANDS:
              sample         Do something with files.
              needy          Need things.
              help           Show help for the tool or for one command.

            OPTIONS:
              -h, --help     Show help information.
                  --version  Show the version.

            See 'tool help COMMAND' for the arguments and options of a command.

            """
        #expect(HelpFormatter().help(for: tool) == expected)
    }

    /// The first line is exactly 80 characters wide; the option's help needs three lines.
    @Test func longTextsWrapAndLongLabelsTakeTheirOwnLine() {
        let wordy = CommandSpec(
            name: "wordy",
            abstract: "An abstract long enough to need a second line when the help is printed eighty columns wide.",
            options: [
                .value("a-really-long-option-name", valueName: "SOMETHING", help: "Short."),
                .flag(
                    "x",
                    help: "A help text that goes on and on, long past the end of an eighty-column line, so that it has "
                        + "to wrap at least twice, each time with the same indent."),
            ])
        let expected = """
            OVERVIEW: An abstract long enough to need a second line when the help is printed
                      eighty columns wide.

            USAGE: tool wordy [OPTIONS]

            OPTIONS:
                  --a-really-long-option-name SOMETHING
                          Short.
                  --x     A help text that goes on and on, long past the end of an
                          eighty-column line, so that it has to wrap at least twice, each
                          time with the same indent.
              -h, --help  Show help information.

            """
        #expect(HelpFormatter().help(for: wordy, toolName: "tool") == expected)
    }

    @Test func wrapBreaksBetweenWordsAndNeverInsideOne() {
        let formatter = HelpFormatter(width: 12)
        #expect(formatter.wrap(["aaa", "bbb", "ccc"], lead: "> ", indent: 2) == ["> aaa bbb", "  ccc"])
        #expect(formatter.wrap(["aaaaa", "bbbbbb"], lead: "", indent: 0) == ["aaaaa bbbbbb"], "exactly the width fits")
        #expect(formatter.wrap(["aaaaa", "bbbbbbb"], lead: "", indent: 0) == ["aaaaa", "bbbbbbb"])
        #expect(formatter.wrap(["a", "abcdefghijklmnop", "b"], lead: "", indent: 1) == ["a", " abcdefghijklmnop", " b"])
        #expect(formatter.wrap(["abcdefghijklmnop"], lead: "> ", indent: 2) == ["> abcdefghijklmnop"])
        #expect(formatter.wrap([], lead: "TITLE: ", indent: 0) == ["TITLE:"])
    }
}

/// Every command spec the tool declares, whether or not the tool offers it yet.
private let declaredCommands: [CommandSpec] = [.audit, .diff, .list, .initialize, .rules, .explain, .check, .completion]

@Suite("l10n-ax commands")
struct L10nAxCommandTests {
    private let l10nAx = ToolSpec(name: "l10n-ax", abstract: ToolSpec.l10nAx.abstract, commands: declaredCommands)

    private func run(_ arguments: [String]) throws -> ParsedArguments? {
        guard case let .run(parsed) = try l10nAx.parse(arguments) else { return nil }
        return parsed
    }

    @Test func everyOfferedCommandIsDeclared() {
        #expect(ToolSpec.l10nAx.commands.allSatisfy { offered in declaredCommands.contains { $0.name == offered.name } })
    }

    @Test("specs are well formed", arguments: declaredCommands)
    func wellFormed(command: CommandSpec) {
        let names = command.optionsWithHelp.map(\.name)
        #expect(Set(names).count == names.count, "duplicate option name")
        let shortNames = command.optionsWithHelp.compactMap(\.shortName)
        #expect(Set(shortNames).count == shortNames.count, "duplicate short name")
        for option in command.options {
            #expect(!option.help.isEmpty)
            if let defaultValue = option.defaultValue, !option.allowedValues.isEmpty {
                #expect(option.allowedValues.contains(defaultValue), "default of --\(option.name) is not allowed")
            }
            #expect(!(option.isRequired && option.defaultValue != nil), "--\(option.name) is required and has a default")
        }
        let variadic = command.positionals.filter { $0.arity == .zeroOrMore || $0.arity == .oneOrMore }
        #expect(variadic.count <= 1)
        if let last = variadic.last { #expect(command.positionals.last == last) }
    }

    @Test("help fits in 80 columns without trailing spaces", arguments: [nil] + declaredCommands.map(Optional.some))
    func helpFits(command: CommandSpec?) {
        let help = command.map { HelpFormatter().help(for: $0, toolName: "l10n-ax") } ?? HelpFormatter().help(for: ToolSpec.l10nAx)
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func auditWithEveryOption() throws {
        let parsed = try #require(
            try run([
                "audit", "App", "--source-language", "en", "--format", "json", "--fail-on", "warning", "--strict",
                "--select", "r1", "--select", "r2", "--ignore", "r3", "--no-color", "--quiet", "Widget",
            ]))
        #expect(parsed.command.name == "audit")
        #expect(parsed.positionals(named: "PATH") == ["App", "Widget"])
        #expect(parsed.value("source-language") == "en")
        #expect(parsed.value("format") == "json")
        #expect(parsed.value("fail-on") == "warning")
        #expect(parsed.values("select") == ["r1", "r2"])
        #expect(parsed.values("ignore") == ["r3"])
        #expect(parsed.flag("strict") && parsed.flag("no-color") && parsed.flag("quiet"))
    }

    @Test func auditDefaults() throws {
        let parsed = try #require(try run(["audit"]))
        #expect(parsed.value("format") == "text")
        #expect(parsed.value("fail-on") == "error")
        #expect(parsed.value("source-language") == nil)
        #expect(parsed.positionals.isEmpty)
    }

    @Test func diff() throws {
        let parsed = try #require(try run(["diff", "--source", "en", "--target", "de", "--target=fr", "-f", "markdown", "App"]))
        #expect(parsed.value("source") == "en")
        #expect(parsed.values("target") == ["de", "fr"])
        #expect(parsed.value("format") == "markdown")
        #expect(parsed.positionals == ["App"])
        #expect(parseError(["diff", "App"], of: l10nAx) == .missingOption(synopsis: "--source LANG"))
    }

    @Test func listRulesExplain() throws {
        #expect(try #require(try run(["list", "a", "--format", "json"])).value("format") == "json")
        #expect(try #require(try run(["rules"])).value("format") == "text")
        #expect(parseError(["rules", "extra"], of: l10nAx) == .unexpectedArgument("extra"))
        #expect(try #require(try run(["explain", "label-ends-with-period"])).positional("RULE") == "label-ends-with-period")
        #expect(parseError(["explain"], of: l10nAx) == .missingArgument("RULE"))
    }

    @Test func check() throws {
        let parsed = try #require(try run(["check", "--language", "en", "--role", "hint", "Opens the settings."]))
        #expect(parsed.value("language") == "en")
        #expect(parsed.value("role") == "hint")
        #expect(parsed.positional("TEXT") == "Opens the settings.")
        #expect(
            parseError(["check", "--language", "en", "--role", "title", "x"], of: l10nAx)
                == .invalidValue("title", option: "--role", allowed: ["label", "hint"]))
        #expect(parseError(["check", "--role", "label", "x"], of: l10nAx) == .missingOption(synopsis: "--language LANG"))
    }

    @Test func suggestionsForTheRealNames() {
        #expect(
            parseError(["adit"], of: l10nAx)?.message == "error: unknown command 'adit'; did you mean 'audit'?")
        #expect(
            parseError(["audit", "--formt"], of: l10nAx)?.message
                == "error: unknown option '--formt'; did you mean '--format'?")
        #expect(
            parseError(["audit", "--no-colour"], of: l10nAx)?.message
                == "error: unknown option '--no-colour'; did you mean '--no-color'?")
        #expect(
            parseError(["audit", "--fail-of", "x"], of: l10nAx)?.message
                == "error: unknown option '--fail-of'; did you mean '--fail-on'?")
    }
}
