import StringsParser

/// `audit --format xcode`: one line per finding in the form compilers print, so that a Run Script
/// build phase puts the findings in Xcode's issue navigator and beside the line in the editor.
///
///     App/en.lproj/Localizable.strings:12:9: warning: hint starts with the imperative 'Play'; … [hint-imperative]
///     App/fr.lproj/Localizable.strings: error: the file is not a property list (parse-error) [parse-error]
///
/// - Severities: `error` and `warning` as they are, `info` as `note` (Xcode knows only these three).
/// - A finding without a position (a value read from a binary property list) is written
///   `path: warning: …`, which Xcode attaches to the file.
/// - Paths are absolute when a base directory is given (the tool gives the one it ran in), as
///   compilers and SwiftLint print them, so that Xcode opens the file whatever its own working
///   directory.
/// - A finding's suggestion follows its message: `…; write "Play"`.
/// - Messages are kept on one line: a line break or other control character in a message (a key
///   can hold one) is written as `\n`, `\r`, `\t` or `\UXXXX`, as in the strings file.
/// - Nothing else is written, no summary: Xcode reads every `note:` line as an issue, a standalone
///   summary note would clutter the issue navigator on every build (or attach to the last
///   finding, as a compiler's notes do), and a clean run should leave the build log empty.
public enum XcodeReporter {
    /// Every finding, one line each, in the order of the result; relative paths are made
    /// absolute against `baseDirectory` when one is given.
    public static func render(_ result: AuditResult, baseDirectory: String? = nil) -> String {
        TextOutput.collecting { write(result, baseDirectory: baseDirectory, to: $0) }
    }

    /// Writes every finding to `output`, one line each.
    public static func write(_ result: AuditResult, baseDirectory: String? = nil, to output: TextOutput) {
        for finding in result.findings {
            output.write(line(for: finding, baseDirectory: baseDirectory))
            output.write(byte: 0x0A)
        }
    }

    /// One finding as Xcode reads it, without the line break.
    public static func line(for finding: Finding, baseDirectory: String? = nil) -> String {
        let path = baseDirectory.map { LocalizationDiscovery.absolutePath(finding.location.file, in: $0) } ?? finding.location.file
        var line = DisplayText.escaped(path)
        if finding.location.line > 0 {
            line += ":\(finding.location.line)"
            if finding.location.column > 0 { line += ":\(finding.location.column)" }
        }
        line += ": " + finding.severity.compilerKind + ": "
        line += DisplayText.escaped(finding.messageWithSuggestion)
        line += " [" + finding.rule + "]"
        return line
    }
}
