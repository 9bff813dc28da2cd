import StringsParser

/// What reports write the same way.
extension TextOutput {
    /// `"text"` with line breaks, tabs, quotes and backslashes escaped.
    func writeQuoted(_ text: String) { write(DisplayText.quoted(text)) }

    /// `file:line:column`, or `file` when the position is unknown.
    func write(location file: String, line: Int, column: Int) {
        write(file)
        guard line > 0 else { return }
        write(byte: UInt8(ascii: ":"))
        write(line)
        write(byte: UInt8(ascii: ":"))
        write(column)
    }

    /// The text written to a new output kept in memory by `body`.
    static func collecting(_ body: (TextOutput) -> Void) -> String {
        let output = TextOutput()
        body(output)
        return output.text
    }
}
