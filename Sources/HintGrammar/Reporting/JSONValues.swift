import StringsParser

/// The values every JSON report writes the same way.
extension JSONOutput {
    /// A string, or `null`.
    static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }

    /// A line or column, `null` when unknown (0: a value read from a binary property list).
    static func position(_ number: Int) -> JSONOutput { number > 0 ? .int(number) : .null }
}
