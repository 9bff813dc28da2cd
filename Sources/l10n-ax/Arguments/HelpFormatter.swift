/// Renders the help of a tool or of one of its commands from their specs, wrapped to a width.
///
/// Layout: an `OVERVIEW:` line, the discussion, a `USAGE:` line, then `ARGUMENTS:`, `OPTIONS:` (or `COMMANDS:`)
/// as two aligned columns. Options list their allowed values, default, and whether they are required or
/// repeatable after their help. Text wraps at word boundaries; a single word wider than the line is not broken.
struct HelpFormatter: Hashable, Sendable {
    /// The widest a line may be, in characters.
    var width = 80
    /// The widest the left column (option or argument names) may be; longer names put their help on the next line.
    var maximumLabelWidth = 26

    /// The help of the whole tool: its commands and its own options.
    func help(for tool: ToolSpec) -> String {
        let commandRows = tool.commands.map { (label: $0.name, text: $0.abstract) }
            + [(label: ToolSpec.helpCommandName, text: "Show help for the tool or for one command.")]
        let optionRows = [OptionSpec.help, OptionSpec.version].map(optionRow)
        let labelWidth = columnWidth(for: commandRows + optionRows)
        var lines = header(abstract: tool.abstract, discussion: tool.discussion)
        lines += wrap([tool.name, "COMMAND", "[OPTIONS]"], lead: "USAGE: ", indent: 7)
        lines += [""] + section("COMMANDS:", commandRows, labelWidth: labelWidth)
        lines += [""] + section("OPTIONS:", optionRows, labelWidth: labelWidth)
        lines += ["", "See '\(tool.name) help COMMAND' for the arguments and options of a command."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help of one command, whose usage line starts with `toolName`.
    func help(for command: CommandSpec, toolName: String) -> String {
        let argumentRows = command.positionals.map { positional in
            let variadic = positional.arity == .zeroOrMore || positional.arity == .oneOrMore
            return (label: positional.name + (variadic ? "..." : ""), text: positional.help)
        }
        let optionRows = command.optionsWithHelp.map(optionRow)
        let labelWidth = columnWidth(for: argumentRows + optionRows)
        var lines = header(abstract: command.abstract, discussion: command.discussion)
        lines += wrap(usageWords(of: command, toolName: toolName), lead: "USAGE: ", indent: 7)
        if !argumentRows.isEmpty {
            lines += [""] + section("ARGUMENTS:", argumentRows, labelWidth: labelWidth)
        }
        lines += [""] + section("OPTIONS:", optionRows, labelWidth: labelWidth)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `OVERVIEW:` and the discussion, each followed by a blank line.
    private func header(abstract: String, discussion: String) -> [String] {
        var lines = wrap(words(of: abstract), lead: "OVERVIEW: ", indent: 10) + [""]
        if !discussion.isEmpty {
            for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += wrap(words(of: String(line)), lead: "", indent: 0)
            }
            lines.append("")
        }
        return lines
    }

    /// The one-line usage of a command, as printed after a usage mistake.
    func usageLine(for command: CommandSpec, toolName: String) -> String {
        usageWords(of: command, toolName: toolName).joined(separator: " ")
    }

    /// The tool and command names, the required options, `[OPTIONS]` when there are others, and the positionals.
    private func usageWords(of command: CommandSpec, toolName: String) -> [String] {
        let required = command.options.filter(\.isRequired)
        let hasOthers = command.options.contains { !$0.isRequired }
        return [toolName, command.name] + required.map(\.synopsis) + (hasOthers ? ["[OPTIONS]"] : [])
            + command.positionals.map(\.synopsis)
    }

    /// `-f, --format FORMAT` (or `    --strict`, aligned) and the help followed by `(values: …; default: …)`.
    private func optionRow(_ option: OptionSpec) -> (label: String, text: String) {
        let short = option.shortName.map { "-\($0), " } ?? "    "
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        if option.isRequired { notes.append("required") }
        if case .repeatable = option.kind { notes.append("repeatable") }
        let text = notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
        return (short + option.synopsis, text)
    }

    /// The width of the left column: the widest label that fits under ``maximumLabelWidth``.
    private func columnWidth(for rows: [(label: String, text: String)]) -> Int {
        rows.map(\.label.count).filter { $0 <= maximumLabelWidth }.max() ?? maximumLabelWidth
    }

    /// A title and its rows: labels indented by 2 and padded to `labelWidth`, texts wrapped in the second column.
    private func section(_ title: String, _ rows: [(label: String, text: String)], labelWidth: Int) -> [String] {
        let textColumn = 2 + labelWidth + 2
        var lines = [title]
        for row in rows {
            let label = "  " + row.label
            if row.text.isEmpty {
                lines.append(label)
            } else if row.label.count > labelWidth {
                lines.append(label)
                lines += wrap(words(of: row.text), lead: String(repeating: " ", count: textColumn), indent: textColumn)
            } else {
                let lead = label + String(repeating: " ", count: textColumn - label.count)
                lines += wrap(words(of: row.text), lead: lead, indent: textColumn)
            }
        }
        return lines
    }

    /// Lays `words` out in lines of at most ``width`` characters, separated by one space: the first line starts
    /// with `lead`, the next ones with `indent` spaces. A word that fits on no line gets a line of its own.
    func wrap(_ words: [String], lead: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = lead
        var lineWidth = lead.count
        var lineHasWord = false
        for word in words {
            let wordWidth = word.count
            if lineHasWord, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
                lineWidth = indent + wordWidth
            } else {
                line += (lineHasWord ? " " : "") + word
                lineWidth += (lineHasWord ? 1 : 0) + wordWidth
            }
            lineHasWord = true
        }
        lines.append(lineHasWord ? line : String(line.reversed().drop { $0 == " " }.reversed()))
        return lines
    }

    private func words(of text: String) -> [String] {
        text.split(separator: " " as Character).map(String.init)
    }
}
