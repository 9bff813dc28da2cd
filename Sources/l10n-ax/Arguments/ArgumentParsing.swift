import HintGrammar

extension ToolSpec {
    /// Parses a command line, without the executable name (`CommandLine.arguments.dropFirst()`).
    ///
    /// No arguments, `--help`, `-h` or `help` ask for the tool's help; `help COMMAND`, `--help COMMAND` and
    /// `COMMAND --help` for a command's help; `--version` for the version. Anything else must start with a
    /// command name and is parsed by that command's ``CommandSpec/parse(_:)``.
    func parse(_ arguments: [String]) throws(ArgumentError) -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", Self.helpCommandName:
            return try helpRequest(rest)
        case "--version":
            if let extra = rest.first { throw .unexpectedArgument(extra) }
            return .version
        default:
            break
        }
        if first.hasPrefix("-"), first != "-" {
            let (spelling, value) = splitOption(first)
            if let value, ["--help", "-h", "--version"].contains(spelling) {
                throw .flagWithValue(option: spelling, value: value)
            }
            throw .unknownOption(spelling, suggestion: suggestedOption(for: spelling, among: [OptionSpec.help.name, OptionSpec.version.name]))
        }
        guard let command = command(named: first) else {
            throw .unknownCommand(first, suggestion: nearestName(to: first, among: commands.map(\.name) + [Self.helpCommandName]))
        }
        return try command.parse(rest)
    }

    /// The help asked for by the arguments after `help` or `--help`: none, or one command name.
    private func helpRequest(_ arguments: [String]) throws(ArgumentError) -> Invocation {
        guard let name = arguments.first else { return .help(nil) }
        if arguments.count > 1 { throw .unexpectedArgument(arguments[1]) }
        if [Self.helpCommandName, "--help", "-h"].contains(name) { return .help(nil) }
        guard let command = command(named: name) else {
            throw .unknownCommand(name, suggestion: nearestName(to: name, among: commands.map(\.name) + [Self.helpCommandName]))
        }
        return .help(command)
    }
}

extension CommandSpec {
    /// Parses the arguments that follow the command's name.
    ///
    /// Options are `--name value`, `--name=value`, `-n value`, `-n=value` and flags, anywhere among the
    /// positionals. An option's value is the next argument unless that one starts with `-` (a lone `-` excepted);
    /// `--name=-value` passes such a value. `--` ends the options: every later argument is positional. A lone `-`
    /// is positional. `--help` or `-h` anywhere before `--` asks for this command's help, whatever else is there.
    /// The first problem found is thrown.
    func parse(_ arguments: [String]) throws(ArgumentError) -> Invocation {
        for argument in arguments {
            if argument == "--" { break }
            if argument == "--help" || argument == "-h" { return .help(self) }
        }
        var parsed = ParsedArguments(command: self)
        var positionalArguments: [String] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionalArguments.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inlineValue) = splitOption(argument)
            guard let option = option(spelled: spelling) else {
                throw .unknownOption(spelling, suggestion: suggestedOption(for: spelling, among: optionsWithHelp.map(\.name)))
            }
            guard option.kind != .flag else {
                if let inlineValue { throw .flagWithValue(option: spelling, value: inlineValue) }
                parsed.recordFlag(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: spelling)
            }
            if value.isEmpty { throw .missingValue(option: spelling) }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw .invalidValue(value, option: spelling, allowed: option.allowedValues)
            }
            parsed.recordValue(value, for: option.name)
        }
        try assignPositionals(positionalArguments, to: &parsed)
        for option in options where option.isRequired && parsed.values(option.name).isEmpty {
            throw .missingOption(synopsis: option.synopsis)
        }
        return .run(parsed)
    }

    /// The declared option written `--name` or `-n`.
    private func option(spelled spelling: String) -> OptionSpec? {
        if spelling.hasPrefix("--") { return option(named: String(spelling.dropFirst(2))) }
        let letters = spelling.dropFirst()
        guard letters.count == 1, let letter = letters.first else { return nil }
        return option(short: letter)
    }

    /// Hands the positional arguments to the declared positionals, in order.
    private func assignPositionals(_ arguments: [String], to parsed: inout ParsedArguments) throws(ArgumentError) {
        var remaining = arguments[...]
        for (index, positional) in positionals.enumerated() {
            let neededLater = positionals[(index + 1)...].reduce(0) { $0 + $1.arity.minimum }
            let available = max(0, remaining.count - neededLater)
            let taken: Int
            switch positional.arity {
            case .one, .optional: taken = min(1, available)
            case .zeroOrMore, .oneOrMore: taken = available
            }
            if taken < positional.arity.minimum { throw .missingArgument(positional.name) }
            parsed.recordPositionals(remaining.prefix(taken), for: positional.name)
            remaining = remaining.dropFirst(taken)
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
    }
}

/// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil). Only the first `=` splits, and only
/// after a name: `--=x` stays whole.
private func splitOption(_ argument: String) -> (spelling: String, value: String?) {
    guard let equals = argument.firstIndex(of: "="), argument[..<equals].contains(where: { $0 != "-" }) else {
        return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

/// Whether an argument would be read as an option rather than as a value.
private func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
}

/// `--name` of the long option closest to what was typed, dashes aside, if any is close.
private func suggestedOption(for spelling: String, among names: [String]) -> String? {
    let typed = String(spelling.drop { $0 == "-" })
    guard !typed.isEmpty else { return nil }
    return nearestName(to: typed, among: names).map { "--" + $0 }
}
