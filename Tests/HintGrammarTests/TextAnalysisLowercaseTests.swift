import Testing
@testable import HintGrammar

/// A word's folded form is its lower case: made only where a scalar may change.
@Suite("Lower-casing words")
struct LowercaseTests {
    @Test("no scalar of the blocks taken as unchanged changes when lower-cased")
    func blocksUnchanged() {
        let changing = TextScanning.unchangedWhenLowercased.flatMap { $0 }.compactMap { Unicode.Scalar($0) }.filter { scalar in
            scalar.properties.changesWhenLowercased || scalar.properties.lowercaseMapping != String(scalar)
        }
        #expect(changing.isEmpty, "\(changing.prefix(5).map { "U+" + String($0.value, radix: 16, uppercase: true) })")
    }

    @Test("the same as the standard library's lower case, in every script", arguments: [
        "закрывает", "Закрыть", "κλείσιμο", "Κλείσιμο", "播放歌曲", "ヘルプ", "도움말", "שלום", "إغلاق", "बंद करें", "ปิด",
        "fermé", "Fermé", "zatvoriť", "Zavřít", "straße", "İstanbul", "ǅemal", "Ωmega", "ÿ÷ß", "",
    ])
    func sameAsStandardLibrary(word: String) {
        let lowered = TextScanning.lowercased(word)
        #expect(Array(lowered.utf8) == Array(word.lowercased().utf8))
    }

    /// Greek folds its accents away too (its table's foldings, before and after lower-casing).
    @Test("words of a sentence folded as before")
    func folded() {
        #expect(LanguageProfile.russian.analyze("Закрывает окно").realWords.map(\.folded) == ["закрывает", "окно"])
        #expect(LanguageProfile.greek.analyze("Κλείνει το παράθυρο").realWords.map(\.folded) == ["κλεινει", "το", "παραθυρο"])
    }
}

/// A character between two words, told without making the text between them.
@Suite("Characters between words")
struct CharacterBetweenWordsTests {
    @Test("a character between two offsets, told from the bytes as a search of the text tells it")
    func holdsBetween() {
        let text = AnalyzedText("Ouvre, ferme ou «choisit»; lit")
        for (start, end) in [(0, 5), (0, 6), (5, 6), (6, 13), (0, text.utf8.count), (13, 13), (20, 10)] {
            for character in [",", ";", "o"] {
                let expected = start < end && text.slice(start, end).contains(character)
                #expect(text.holds(UInt8(ascii: Unicode.Scalar(character)!), between: start, end) == expected, "\(character) in \(start)..<\(end)")
            }
        }
    }
}
