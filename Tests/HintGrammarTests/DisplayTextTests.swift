import Testing
@testable import HintGrammar

@Suite("Text shown on one line of a report")
struct DisplayTextTests {
    @Test("plain text is left as it is")
    func plain() {
        #expect(DisplayText.escaped("Lecture « Été » 再生 😀") == "Lecture « Été » 再生 😀")
        #expect(DisplayText.quoted("Play") == "\"Play\"")
    }

    @Test("line breaks, tabs and other control characters are written as the strings format escapes them")
    func controls() {
        #expect(DisplayText.escaped("a\nb\r\tc\u{7}d\u{7F}") == "a\\nb\\r\\tc\\U0007d\\U007F")
        // C1 controls too (U+0085 is a line break to some terminals); other Latin-1 letters stay.
        #expect(DisplayText.escaped("a\u{85}b\u{9B}c é ¡") == "a\\U0085b\\U009Bc é ¡")
        #expect(DisplayText.escaped("say \"hi\" \\ there") == "say \"hi\" \\ there")
    }

    @Test("quoted text also escapes quotation marks and backslashes, so it reads back as written")
    func quotes() {
        #expect(DisplayText.quoted("say \"hi\"\\n\n") == "\"say \\\"hi\\\"\\\\n\\n\"")
        #expect(DisplayText.escaped("\"\\", quotes: true) == "\\\"\\\\")
    }
}
