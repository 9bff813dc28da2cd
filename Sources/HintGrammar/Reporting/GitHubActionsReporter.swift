import StringsParser

/// `audit --format github`: one GitHub Actions workflow command per finding, which the runner
/// turns into an annotation on the file and line of the pull request.
///
///     ::warning file=App/en.lproj/Localizable.strings,line=12,col=9,title=Hint is a command (hint-imperative)::hint starts with …
///
/// - Severities: `error` → `::error`, `warning` → `::warning`, `info` → `::notice`.
/// - A finding without a position has `file` only; a finding's suggestion follows its message.
/// - Escaping as the runner unescapes it: in the message, `%` `\r` `\n` become `%25` `%0D` `%0A`;
///   in property values (`file`, `title`) also `:` and `,` become `%3A` and `%2C`.
/// - Paths are as the findings have them; GitHub matches them against the repository, so run the
///   tool from the repository's root.
/// - Nothing else is written. GitHub shows at most a few annotations of each kind per step (the
///   rest stay in the log), so use `--fail-on` for the gate and SARIF for a full list.
public enum GitHubActionsReporter {
    /// Every finding, one command each, in the order of the result.
    public static func render(_ result: AuditResult) -> String {
        TextOutput.collecting { write(result, to: $0) }
    }

    /// Writes every finding to `output`, one command each.
    public static func write(_ result: AuditResult, to output: TextOutput) {
        for finding in result.findings {
            output.write(command(for: finding))
            output.write(byte: 0x0A)
        }
    }

    /// One finding as a workflow command, without the line break.
    public static func command(for finding: Finding) -> String {
        var properties = ["file=" + escapedProperty(finding.location.file)]
        if finding.location.line > 0 {
            properties.append("line=\(finding.location.line)")
            if finding.location.column > 0 { properties.append("col=\(finding.location.column)") }
        }
        properties.append("title=" + escapedProperty(title(for: finding.rule)))
        return "::" + command(for: finding.severity) + " " + properties.joined(separator: ",") + "::" + escapedData(finding.messageWithSuggestion)
    }

    /// `error`, `warning` or `notice`.
    public static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The annotation's title: the rule's name and id (`Hint is a command (hint-imperative)`), or
    /// the id alone for a rule without a description.
    static func title(for rule: String) -> String {
        RuleRegistry.rule(rule).map { "\($0.name) (\($0.id))" } ?? rule
    }

    /// A command's message: `%`, `\r` and `\n` escaped.
    public static func escapedData(_ text: String) -> String {
        escape(text, alsoSeparators: false)
    }

    /// A property value: `%`, `\r`, `\n`, `:` and `,` escaped.
    public static func escapedProperty(_ text: String) -> String {
        escape(text, alsoSeparators: true)
    }

    private static func escape(_ text: String, alsoSeparators: Bool) -> String {
        let needsWork = text.utf8.contains { byte in
            byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A
                || (alsoSeparators && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
        }
        guard needsWork else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): bytes += Array("%25".utf8)
            case 0x0D: bytes += Array("%0D".utf8)
            case 0x0A: bytes += Array("%0A".utf8)
            case UInt8(ascii: ":") where alsoSeparators: bytes += Array("%3A".utf8)
            case UInt8(ascii: ",") where alsoSeparators: bytes += Array("%2C".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
