extension Finding {
    /// The message with the string's suggestion after it, for the formats of one line per finding
    /// (Xcode, GitHub annotations): `…; write "Play"`, marked `(unsafe)` when words are rewritten.
    public var messageWithSuggestion: String {
        guard let fix, !message.contains(DisplayText.quoted(fix)) else { return message }
        return message + "; write " + DisplayText.quoted(fix) + (applicability == .unsafe ? " (unsafe)" : "")
    }
}
