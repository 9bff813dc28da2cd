extension StringProtocol {
    /// Whether the text ends with `suffix`, compared by Unicode scalars: a suffix that opens with
    /// a vowel sign or a virama (Tamil «-ுகிறது», Telugu «-ించండి», Marathi «-चे») ends inside the
    /// text's last grapheme, where `hasSuffix`, which compares graphemes, does not look.
    func hasScalarSuffix(_ suffix: some StringProtocol) -> Bool {
        unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
    }

    /// The text without as many final scalars as `suffix` has.
    func droppingScalars(of suffix: some StringProtocol) -> String {
        String(String.UnicodeScalarView(unicodeScalars.dropLast(suffix.unicodeScalars.count)))
    }
}
