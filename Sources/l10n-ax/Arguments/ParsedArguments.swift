/// The values of one command's command line, read by option and positional names.
///
/// Names are the long option names without dashes (`"format"`) and positional names as declared (`"PATH"`).
/// A name the command does not declare reads as absent.
struct ParsedArguments: Hashable, Sendable {
    /// The command these arguments are for.
    let command: CommandSpec
    /// Every positional argument, in command-line order.
    private(set) var positionals: [String] = []
    private var givenFlags: Set<String> = []
    private var givenValues: [String: [String]] = [:]
    private var valuesOfPositionals: [String: [String]] = [:]

    /// Empty arguments for `command`; parsing fills them in.
    init(command: CommandSpec) {
        self.command = command
    }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool {
        givenFlags.contains(name)
    }

    /// The value of `--name`: the last one given, otherwise the declared default, otherwise `nil`.
    func value(_ name: String) -> String? {
        givenValues[name]?.last ?? command.option(named: name)?.defaultValue
    }

    /// Every value given to `--name`, in command-line order; empty when it was not given.
    func values(_ name: String) -> [String] {
        givenValues[name] ?? []
    }

    /// The first argument taken by the positional `name`, or `nil` when it took none.
    func positional(_ name: String) -> String? {
        valuesOfPositionals[name]?.first
    }

    /// Every argument taken by the positional `name`, in command-line order.
    func positionals(named name: String) -> [String] {
        valuesOfPositionals[name] ?? []
    }

    /// Notes that the flag `--name` was given.
    mutating func recordFlag(_ name: String) {
        givenFlags.insert(name)
    }

    /// Adds a value given to `--name`.
    mutating func recordValue(_ value: String, for name: String) {
        givenValues[name, default: []].append(value)
    }

    /// Adds the arguments taken by the positional `name`.
    mutating func recordPositionals(_ values: some Collection<String>, for name: String) {
        positionals.append(contentsOf: values)
        valuesOfPositionals[name, default: []].append(contentsOf: values)
    }
}
