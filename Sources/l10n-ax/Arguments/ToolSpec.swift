/// The declaration of a whole command-line tool: its name, its help texts and its subcommands.
///
/// Besides its commands, a tool understands `--help`, `-h`, `--version` and `help [COMMAND]`.
struct ToolSpec: Hashable, Sendable {
    /// The executable name used in usage lines: `l10n-ax`.
    var name: String
    /// What the tool does, in one line.
    var abstract: String
    /// More about the tool, shown in its help under the abstract; may be empty.
    var discussion: String
    /// The subcommands, in the order help lists them.
    var commands: [CommandSpec]

    /// The word of the built-in command that shows help.
    static let helpCommandName = "help"

    /// Declares a tool.
    init(name: String, abstract: String, discussion: String = "", commands: [CommandSpec]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.commands = commands
    }

    /// The command called `name`, or `nil` if there is none (the built-in `help` is not a ``CommandSpec``).
    func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }
}
