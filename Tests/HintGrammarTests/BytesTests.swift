import Testing
@testable import HintGrammar

/// The byte search the rules ask (a doubled space, a directive in a comment) against a plain one.
@Suite("Byte search in strings")
struct BytesTests {
    static func plainContains(_ needle: String, in text: String) -> Bool {
        let (bytes, pattern) = (Array(text.utf8), Array(needle.utf8))
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    @Test("found at the start, the end and after a partial match; not past the end; any script around it", arguments: [
        "l10n-ax:ignore", "x l10n-ax:ignore", "comment l10n-ax:ignore hint-imperative", "l10n-ax:ignor", "l10n-ax:l10n-ax:ignore",
        "", "l", "Ünïcödé l10n-ax:ignore 再生", "Ünïcödé l10n-ax:ignor", "l10n-ax:ignorE", "ll10n-ax:ignoree", "a  b", " ", "a ",
    ])
    func agreesWithPlainSearch(_ text: String) {
        #expect(Bytes.contains("l10n-ax:ignore", in: text) == Self.plainContains("l10n-ax:ignore", in: text))
        #expect(Bytes.contains("  ", in: text) == Self.plainContains("  ", in: text))
        // The directive as comments and source files are searched for it.
        #expect(Suppression.marker.isFound(in: text) == Self.plainContains(Suppression.directive, in: text))
        #expect(Suppression.marker.isFound(in: Array(text.utf8)) == Self.plainContains(Suppression.directive, in: text))
    }
}
