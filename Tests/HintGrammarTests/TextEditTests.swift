import Testing
@testable import HintGrammar

/// The separators between the parts of a label in right-to-left scripts: the Arabic comma and
/// semicolon, and the bidirectional marks written beside them, which are invisible.
@Suite("Separators in right-to-left text")
struct TextEditTests {
    @Test("the Arabic comma and semicolon separate the parts of a label")
    func arabicPunctuation() {
        #expect(TextEdit.endsWithSeparator("تشغيل، ", segmentation: .words))
        #expect(TextEdit.endsWithSeparator("تشغيل؛", segmentation: .words))
        #expect(TextEdit.startsWithSeparator("، محدد"))
        #expect(TextEdit.trimmingTrailingSeparators("تشغيل، ") == "تشغيل")
        #expect(!TextEdit.endsWithSeparator("تشغيل ", segmentation: .words))
    }

    @Test("a bidirectional mark beside a separator does not hide it, and is kept")
    func marksBesideSeparators() {
        #expect(TextEdit.endsWithSeparator("תפריט,\u{200F} ", segmentation: .words))
        #expect(TextEdit.endsWithSeparator("تشغيل،\u{200F} ", segmentation: .words))
        #expect(TextEdit.startsWithSeparator("\u{200E}, נבחר"))
        #expect(!TextEdit.endsWithSeparator("\u{200F} ", segmentation: .words))
        #expect(TextEdit.trimmingTrailingSeparators("\u{200F}تشغيل، ") == "\u{200F}تشغيل")
    }
}
