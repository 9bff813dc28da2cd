import HintGrammar

/// Shell completion scripts for a tool, made from its declaration (``ToolSpec``): commands,
/// options, the values an option accepts, rule ids, files and folders. `l10n-ax completion SHELL`
/// prints one.
enum ShellCompletion: String, CaseIterable {
    case bash, zsh, fish

    /// What completes an option's value or a positional argument.
    enum Values: Equatable {
        /// Any text: nothing to offer.
        case text
        /// One of these words.
        case words([String])
        case files
        case folders
    }

    /// The script for `tool`, whose rule ids are `ruleIDs`.
    func script(for tool: ToolSpec, ruleIDs: [String] = RuleRegistry.ids) -> String {
        let completer = Completer(tool: tool, ruleIDs: ruleIDs)
        switch self {
        case .bash: return completer.bash()
        case .zsh: return completer.zsh()
        case .fish: return completer.fish()
        }
    }

    /// How to install the script, for the command's help.
    static let installation =
        "bash: l10n-ax completion bash > ~/.local/share/bash-completion/completions/l10n-ax; "
        + "zsh: l10n-ax completion zsh > \"${fpath[1]}/_l10n-ax\"; fish: l10n-ax completion fish > ~/.config/fish/completions/l10n-ax.fish"
}

/// The three scripts, from one reading of the declaration.
private struct Completer {
    let tool: ToolSpec
    let ruleIDs: [String]

    /// The commands a user types, with the built-in `help`.
    var commandNames: [String] { tool.commands.map(\.name) + [ToolSpec.helpCommandName] }

    /// What completes an option's value, from its allowed values or the name of its value.
    func values(of option: OptionSpec) -> ShellCompletion.Values {
        if !option.allowedValues.isEmpty { return .words(option.allowedValues) }
        return values(named: option.valueName ?? "")
    }

    func values(named name: String) -> ShellCompletion.Values {
        switch name {
        case "FILE", "PATH": return .files
        case "DIR": return .folders
        case "RULE", "RULES": return .words(ruleIDs)
        case "COMMAND": return .words(tool.commands.map(\.name))
        case "SHELL": return .words(ShellCompletion.allCases.map(\.rawValue))
        default: return .text
        }
    }

    /// What completes a command's positional arguments (the first that takes any).
    func positionalValues(of command: CommandSpec) -> ShellCompletion.Values {
        command.positionals.first.map { values(named: $0.name) } ?? .text
    }

    /// An option's or command's help, short enough for a completion menu: its first sentence.
    func summary(_ help: String) -> String {
        var text = help
        if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) }
        if let open = text.range(of: " (") { text = String(text[..<open.lowerBound]) }
        if let colon = text.range(of: ": ") { text = String(text[..<colon.lowerBound]) }
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    // MARK: bash

    func bash() -> String {
        var lines = [
            "# bash completion for \(tool.name); written by `\(tool.name) completion bash`.",
            "_\(identifier)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \(bashWords(commandNames + ["--help", "--version"])) -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in tool.commands {
            lines.append("    \(command.name))")
            let valued = command.options.filter { $0.valueName != nil }
            if !valued.isEmpty {
                lines.append("        case \"$prev\" in")
                for option in valued {
                    let spellings = ([option.longSpelling] + (option.shortName.map { ["-\($0)"] } ?? [])).joined(separator: "|")
                    lines.append("            \(spellings)) \(bashReply(values(of: option))); return ;;")
                }
                lines.append("        esac")
            }
            let flags = command.optionsWithHelp.flatMap { [$0.longSpelling] + ($0.shortName.map { ["-\($0)"] } ?? []) }
            lines.append("        if [[ \"$cur\" == -* ]]; then")
            lines.append("            COMPREPLY=($(compgen -W \(bashWords(flags)) -- \"$cur\"))")
            lines.append("        else")
            lines.append("            \(bashReply(positionalValues(of: command)))")
            lines.append("        fi")
            lines.append("        ;;")
        }
        lines.append("    \(ToolSpec.helpCommandName)) [[ $COMP_CWORD -eq 2 ]] && \(bashReply(.words(tool.commands.map(\.name)))) ;;")
        lines += ["    esac", "}", "complete -o bashdefault -o default -F _\(identifier) \(tool.name)", ""]
        return lines.joined(separator: "\n")
    }

    private var identifier: String { tool.name.replacingOccurrences(of: "-", with: "_") }

    private func bashWords(_ words: [String]) -> String { "'" + words.joined(separator: " ") + "'" }

    private func bashReply(_ values: ShellCompletion.Values) -> String {
        switch values {
        case .text: return "COMPREPLY=()"
        case .words(let words): return "COMPREPLY=($(compgen -W \(bashWords(words)) -- \"$cur\"))"
        case .files: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .folders: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
        }
    }

    // MARK: zsh

    func zsh() -> String {
        var lines = [
            "#compdef \(tool.name)",
            "# zsh completion for \(tool.name); written by `\(tool.name) completion zsh`.",
            "_\(identifier)() {",
            "  local -a commands",
            "  commands=(",
        ]
        for command in tool.commands { lines.append("    \(zshQuoted(zshEscaped(command.name) + ":" + zshEscaped(summary(command.abstract))))") }
        lines.append("    \(zshQuoted(ToolSpec.helpCommandName + ":Show help for the tool or for one command"))")
        lines += [
            "  )",
            "  if (( CURRENT == 2 )); then",
            "    _describe -t commands 'command' commands",
            "    return",
            "  fi",
            "  local command=$words[2]",
            "  shift words",
            "  (( CURRENT-- ))",
            "  case $command in",
        ]
        for command in tool.commands {
            lines.append("    \(command.name))")
            lines.append("      _arguments -S \\")
            for option in command.optionsWithHelp {
                lines.append("        \(zshSpec(option)) \\")
            }
            lines.append("        \(zshQuoted("*:" + (command.positionals.first?.name ?? "argument") + ":" + zshAction(positionalValues(of: command))))")
            lines.append("      ;;")
        }
        lines.append("    \(ToolSpec.helpCommandName)) _arguments \(zshQuoted("1:command:" + zshAction(.words(tool.commands.map(\.name))))) ;;")
        lines += ["  esac", "}", "_\(identifier) \"$@\"", ""]
        return lines.joined(separator: "\n")
    }

    private func zshSpec(_ option: OptionSpec) -> String {
        let help = "[" + zshEscaped(summary(option.help)) + "]"
        let repeatable: Bool
        if case .repeatable = option.kind { repeatable = true } else { repeatable = false }
        let takesValue = option.valueName != nil
        let long = option.longSpelling + (takesValue ? "=" : "")
        let argument = option.valueName.map { ":" + zshEscaped($0) + ":" + zshAction(values(of: option)) } ?? ""
        if let short = option.shortName {
            let exclusion = repeatable ? "*" : "(-\(short) \(option.longSpelling))"
            return zshQuoted(exclusion) + "{" + "-\(short)," + long + "}" + zshQuoted(help + argument)
        }
        return zshQuoted((repeatable ? "*" : "") + long + help + argument)
    }

    private func zshAction(_ values: ShellCompletion.Values) -> String {
        switch values {
        case .text: return " "
        case .words(let words): return "(" + words.joined(separator: " ") + ")"
        case .files: return "_files"
        case .folders: return "_files -/"
        }
    }

    /// Text inside a spec's brackets or after its colons: `[`, `]` and `:` escaped.
    private func zshEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private func zshQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    // MARK: fish

    func fish() -> String {
        let name = tool.name
        var lines = [
            "# fish completion for \(name); written by `\(name) completion fish`.",
            "complete -c \(name) -f",
        ]
        for command in tool.commands {
            lines.append("complete -c \(name) -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(summary(command.abstract)))")
        }
        lines.append("complete -c \(name) -n __fish_use_subcommand -a \(ToolSpec.helpCommandName) -d 'Show help for the tool or for one command'")
        lines.append("complete -c \(name) -n __fish_use_subcommand -l version -d 'Show the version'")
        for command in tool.commands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.optionsWithHelp {
                var line = "complete -c \(name) \(condition) -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                if option.valueName != nil {
                    switch values(of: option) {
                    case .text: line += " -x"
                    case .words(let words): line += " -x -a " + fishQuoted(words.joined(separator: " "))
                    case .files: line += " -r -F"
                    case .folders: line += " -x -a '(__fish_complete_directories)'"
                    }
                }
                lines.append(line + " -d " + fishQuoted(summary(option.help)))
            }
            switch positionalValues(of: command) {
            case .text: break
            case .words(let words): lines.append("complete -c \(name) \(condition) -a \(fishQuoted(words.joined(separator: " ")))")
            case .files: lines.append("complete -c \(name) \(condition) -F")
            case .folders: lines.append("complete -c \(name) \(condition) -a '(__fish_complete_directories)'")
            }
        }
        lines.append(
            "complete -c \(name) -n '__fish_seen_subcommand_from \(ToolSpec.helpCommandName)' -a "
                + fishQuoted(tool.commands.map(\.name).joined(separator: " ")))
        return lines.joined(separator: "\n") + "\n"
    }

    private func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
