import Testing
import StringsParser

@Suite("String numbering: a compact format's string table")
struct StringNumberingTests {
    @Test("strings are numbered from 0 as first given; the same bytes get the same number, canonically equivalent ones their own")
    func numbers() {
        var numbering = StringNumbering()
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(numbering.number(of: composed) == (0, true))
        #expect(numbering.number(of: decomposed) == (1, true))
        #expect(numbering.number(of: "") == (2, true))
        #expect(numbering.number(of: "caf" + "\u{E9}") == (0, false))
        #expect(numbering.number(of: "") == (2, false))
        #expect(numbering.strings.map { Array($0.utf8) } == [composed, decomposed, ""].map { Array($0.utf8) })
    }

    @Test("a field's recent string gives its number again without a look-up, only for the same bytes")
    func recent() {
        var numbering = StringNumbering()
        var (rule, file) = (StringNumbering.Recent(), StringNumbering.Recent())
        #expect(numbering.number(of: "hint-imperative", recent: &rule) == 0)
        #expect(numbering.number(of: "App/fr.lproj/L.strings", recent: &file) == 1)
        #expect(numbering.number(of: "hint-" + "imperative", recent: &rule) == 0)
        // Another field's string, and one only canonically equivalent to the last: looked up.
        #expect(numbering.number(of: "App/fr.lproj/L.strings", recent: &rule) == 1)
        #expect(numbering.number(of: "caf\u{E9}", recent: &rule) == 2)
        #expect(numbering.number(of: "cafe\u{301}", recent: &rule) == 3)
        #expect(numbering.number(of: "caf\u{E9}", recent: &file) == 2)
        #expect(numbering.strings.count == 4)
    }

    @Test("thousands of strings, short and long, keep their numbers as the table grows")
    func grows() {
        var numbering = StringNumbering()
        let texts = (0..<5_000).map { $0 % 3 == 0 ? "\($0)" : "key.\($0).accessibility.label.with.a.long.name" }
        for (index, text) in texts.enumerated() { #expect(numbering.number(of: text) == (index, true)) }
        for (index, text) in texts.enumerated().reversed() { #expect(numbering.number(of: text) == (index, false)) }
        #expect(numbering.strings == texts)
    }
}
