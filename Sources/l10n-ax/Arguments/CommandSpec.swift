/// The declaration of one subcommand: its name, its help texts, its options and its positional arguments.
///
/// Every command also accepts the built-in `-h, --help`, which is not listed in ``options``.
struct CommandSpec: Hashable, Sendable {
    /// The word that selects the command: `audit`.
    var name: String
    /// What the command does, in one line, for the list of commands.
    var abstract: String
    /// More about the command, shown in its help under the abstract; may be empty.
    var discussion: String
    /// The options the command declares, in the order help lists them.
    var options: [OptionSpec]
    /// The positional arguments, in the order they are given.
    var positionals: [PositionalSpec]

    /// Declares a command.
    init(name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [], positionals: [PositionalSpec] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
    }

    /// The declared options followed by the built-in `--help`.
    var optionsWithHelp: [OptionSpec] { options + [.help] }

    /// The option whose long name is `name` (given without dashes), `--help` included.
    func option(named name: String) -> OptionSpec? {
        optionsWithHelp.first { $0.name == name }
    }

    /// The option whose one-letter name is `shortName`, `-h` included.
    func option(short shortName: Character) -> OptionSpec? {
        optionsWithHelp.first { $0.shortName == shortName }
    }
}
