/// What a command line asks the tool to do, as parsing found it.
enum Invocation: Hashable, Sendable {
    /// Run ``ParsedArguments/command`` with the parsed values.
    case run(ParsedArguments)
    /// Show the help of one command, or of the whole tool when the command is `nil`.
    case help(CommandSpec?)
    /// Show the version.
    case version
}
