/// English words that show a hint in another language's file is untranslated English ("Sort the
/// episodes in this show"), whose grammar is not that language's: the hint-form grammars of the
/// Romance and Malay tables leave such a hint alone. Each table takes out the words it spells
/// itself (Catalan "on", Portuguese "for").
enum UntranslatedEnglish {
    static let words: Set<String> = [
        "the", "to", "your", "you", "and", "of", "with", "this", "that", "for", "from", "is", "are", "it", "in", "on", "an",
        "or", "be", "will", "can", "by", "at", "which", "what", "if", "when", "our", "my", "its", "into", "have", "next", "all",
        "not", "new", "more", "here", "there", "please", "about", "then", "than",
    ]
}
