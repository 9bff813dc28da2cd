import Testing
import StringsParser

@Suite("Exact text: a key compared by its bytes")
struct ExactTextTests {
    @Test("the same bytes are equal and hash alike; text only canonically equivalent is not equal, as it is for String")
    func comparesBytes() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(ExactText(composed) != ExactText(decomposed))
        #expect(ExactText(composed) == ExactText(String(decoding: Array(composed.utf8), as: UTF8.self)))
        #expect(ExactText(composed).hashValue == ExactText("caf" + "\u{E9}").hashValue)
        // A short (inline) string and a long one, and strings that differ only in length or at the end.
        let long = String(repeating: "ü", count: 40)
        #expect(ExactText(long) == ExactText(String(repeating: "ü", count: 40)))
        #expect(ExactText(long) != ExactText(long + "ü"))
        #expect(ExactText("ab") != ExactText("ac"))
        #expect(Set([ExactText(composed), ExactText(decomposed), ExactText(composed)]).count == 2)
    }
}
