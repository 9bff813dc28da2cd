import Foundation
import Testing
@testable import HintGrammar

@Suite("The one place some words occur in a text")
struct TextOccurrenceTests {
    /// What Foundation's search finds: the words' one occurrence, in byte offsets.
    static func foundationOccurrence(of words: String, in text: String) -> (start: Int, end: Int)? {
        guard !words.isEmpty, let range = text.range(of: words), text.range(of: words, range: range.upperBound..<text.endIndex) == nil else { return nil }
        return (text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound), text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound))
    }

    static let cases: [(text: String, words: String)] = [
        ("Plays the song.", "Plays"), ("Plays the song.", "song"), ("Plays the song and the album.", "the"),
        ("Ouvre la fenêtre.", "Ouvre"), ("Ouvre la fenêtre.", "fenêtre"), ("Öffnet das Menü, öffnet es.", "Öffnet"),
        ("Çalar şarkıyı.", "Çalar"), ("Zavře okno. Zavře", "Zavře"), ("Ȁ ȁ Ɏ ɏ", "ɏ"), ("", "a"), ("abc", ""),
        // Decomposed accents: equal to the precomposed ones for Foundation, not by their bytes.
        ("Ouvre la fene\u{302}tre et la fenêtre.", "fenêtre"), ("Ouvre la fene\u{302}tre.", "fenêtre"),
        ("Ouvre la fenêtre.", "fene\u{302}tre"), ("Cafe\u{301} ou cafe", "cafe"), ("Cafe\u{301}", "Cafe"),
        // Other scripts, and characters of several scalars.
        ("播放歌曲。播放", "播放"), ("再生します。", "再生"), ("खोलता है", "खोल"), ("👍🏽 ok 👍", "👍"),
        ("Line one\r\nLine two", "one\r"), ("Line one\r\nLine two", "one"), ("\u{212B} \u{C5}", "\u{C5}"), ("ﬁle file", "file"),
    ]

    @Test("Found where Foundation finds it, once or not at all", arguments: cases)
    func sameAsFoundation(text: String, words: String) {
        let found = AnalyzedText(text).uniqueOccurrence(of: words)
        let expected = Self.foundationOccurrence(of: words, in: text)
        #expect(found?.start == expected?.start && found?.end == expected?.end, "\(text) / \(words)")
    }

    @Test("A byte sequence is found from an index on, in arrays and in slices")
    func byteSequence() {
        let bytes = Array("abcabc".utf8)
        #expect(bytes.firstIndex(of: Array("bc".utf8), from: 0) == 1)
        #expect(bytes.firstIndex(of: Array("bc".utf8), from: 2) == 4)
        #expect(bytes.firstIndex(of: Array("bc".utf8), from: 5) == nil)
        #expect(bytes.firstIndex(of: Array("abcabcd".utf8), from: 0) == nil)
        #expect(bytes.firstIndex(of: [UInt8](), from: 0) == nil)
        // A slice keeps its array's indices, and is searched within its own bounds.
        #expect(bytes[2..<5].firstIndex(of: Array("ca".utf8), from: 0) == 2)
        #expect(bytes[2..<5].firstIndex(of: Array("bc".utf8), from: 2) == nil)
    }

    @Test("Only texts of precomposed Latin are searched by their bytes")
    func precomposedLatin() {
        #expect(AnalyzedText.isPrecomposedLatin(Array("Öffnet das Menü; Ɏ ɏ".utf8)))
        #expect(!AnalyzedText.isPrecomposedLatin(Array("fene\u{302}tre".utf8)))
        #expect(!AnalyzedText.isPrecomposedLatin(Array("ɐ".utf8)))
        #expect(!AnalyzedText.isPrecomposedLatin(Array("\u{212B}".utf8)))
        #expect(!AnalyzedText.isPrecomposedLatin(Array("播放".utf8)))
    }
}
