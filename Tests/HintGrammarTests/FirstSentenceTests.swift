import Testing
@testable import HintGrammar

/// Where a verb-final hint's verb stands: the last word of its first sentence.
@Suite("The first sentence's last word")
struct FirstSentenceTests {
    @Test("a sentence ends at one of the language's stops followed by a space; a stop inside a word, or one the language does not use, ends none")
    func lastWord() {
        func last(_ text: String, _ ends: String) -> String {
            let analyzed = AnalyzedText(text)
            let words = analyzed.realWords
            return words[analyzed.lastWordOfFirstSentence(words, endingWith: ends)].folded
        }
        #expect(last("ऐप खोलता है। फिर चलाता है।", "।.!?") == "है")
        #expect(last("मूल्य 500 रु.50 है", "।.!?") == "है")
        #expect(last("सूची खोलें! अब", "।.!?") == "खोलें")
        #expect(last("ترتیبات کھولتا ہے۔ پھر", "۔.!?؟") == "ہے")
        #expect(last("ترتیبات کھولتا ہے۔ پھر", ".!?") == "پھر")
        #expect(last("Ayarları açar", ".!?") == "açar")
    }
}
