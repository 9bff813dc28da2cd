import Testing
@testable import HintGrammar

/// How tables are built: faster ways that must give what the plain way gives.
@Suite("Language tables built")
struct TableConstructionTests {
    @Test("phrases folded in parts are the phrases folded whole, in the same order")
    func foldedPairs() {
        let cases: [(firsts: [String], seconds: [String], fold: (String) -> String)] = [
            (ArabicGrammar.actionsOnElements, ArabicGrammar.controlTypeConcepts.allWords, ArabicGrammar.folded),
            (HebrewGrammar.actionsOnElements, HebrewGrammar.controlTypeConcepts.allWords, HebrewGrammar.folded),
            (GreekGrammar.articles, GreekGrammar.controlTypeConcepts.allWords, GreekGrammar.folded),
            (["Ouvrir", "l'Écran", "  "], ["Bouton  Radio", "ÉTAT", ""], { AnalyzedText($0, splitsApostrophes: true).foldedPhrase }),
        ]
        for (firsts, seconds, fold) in cases {
            let whole = firsts.filter { !fold($0).isEmpty }.flatMap { first in seconds.filter { !fold($0).isEmpty }.map { fold(first + " " + $0) } }
            #expect(whole.count > 2)
            #expect(AnalyzedText.foldedPairs(firsts, seconds, folding: fold) == whole)
        }
    }

    @Test("a term table finds a term by its first word whatever the order its terms came in, the longest first")
    func termTableOrder() {
        let terms = [Term("تبديل", .controlType), Term("مسح حقل البحث", .neutral), Term("مسح", .gesture), Term("مسح حقل", .neutral)]
        let table = TermTable(terms, segmentation: .words)
        let text = AnalyzedText("مسح حقل البحث الآن")
        #expect(table.matches(in: text).map(\.term) == [terms[1]])
        #expect(table.matches(in: AnalyzedText("مسح حقل")).map(\.term) == [terms[3]])
        #expect(table.matches(in: AnalyzedText("مسح تبديل")).map(\.term) == [terms[2], terms[0]])
    }
}
