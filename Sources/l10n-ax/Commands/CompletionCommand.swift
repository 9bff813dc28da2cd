/// `l10n-ax completion SHELL`: the shell completion script for bash, zsh or fish.
enum CompletionCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let name = arguments.positional("SHELL") ?? ""
        guard let shell = ShellCompletion(rawValue: name) else {
            throw .usage(.invalidValue(name, option: "SHELL", allowed: ShellCompletion.allCases.map(\.rawValue)), command: .completion)
        }
        console.output(shell.script(for: .l10nAx))
        return .success
    }
}
