/// Capital letters in suggested fixes: a suggestion starts the way the written word did.
enum LetterCase {
    /// `word` with a capital first letter ("öffnet" → "Öffnet", "ıçin" → "Için").
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `word` with a capital first letter when `written` starts with one ("calls", "Call" → "Calls");
    /// as it is otherwise.
    static func capitalized(_ word: String, like written: some StringProtocol) -> String {
        written.first?.isUppercase == true ? capitalized(word) : word
    }

    /// `word` with a capital first letter when the written word starts with one.
    static func capitalized(_ word: String, like written: Word) -> String {
        written.startsUppercase ? capitalized(word) : word
    }
}
