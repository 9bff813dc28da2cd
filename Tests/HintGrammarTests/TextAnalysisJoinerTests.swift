import Testing
@testable import HintGrammar

/// Zero-width joiners and non-joiners inside words (Indic scripts, Persian): one word, folded
/// without them, in every table.
@Suite("Joiners inside words")
struct JoinerTests {
    @Test("a joiner between letters stays in its word and leaves the folded form; at an edge it is no word")
    func joiners() {
        let profile = LanguageProfile.telugu
        #expect(profile.analyze("బటన్\u{200C}ను").realWords.map(\.folded) == ["బటన్ను"])
        #expect(profile.analyze("బటన్ను").realWords.map(\.folded) == ["బటన్ను"])
        #expect(profile.analyze("\u{200C}బటన్\u{200C} ను").realWords.map(\.folded) == ["బటన్", "ను"])
        // The word's written text keeps the joiner.
        let words = LanguageProfile.malayalam.analyze("ചേര്\u{200D}ക്കുക").realWords
        #expect(words.count == 1)
        #expect(words.first?.folded == "ചേര്ക്കുക")
    }
}
