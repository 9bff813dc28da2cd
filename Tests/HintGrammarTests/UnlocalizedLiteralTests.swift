import SourceScanner
import StringsParser
import Testing
@testable import HintGrammar

/// A label or hint set from a literal in code: reported when the literal has words of its own to
/// translate, not when it only joins values.
@Suite("Literals set as accessibility text in code")
struct UnlocalizedLiteralTests {
    private func findings(_ statement: String) -> [Finding] {
        let code = "final class Cell: UITableViewCell {\n    func configure() {\n        \(statement)\n    }\n}\n"
        let file = englishLocalizable("\"Play\" = \"Play\";\n")
        return Auditor(code: CodeIndex.ofSwift(code, file: "Cell.swift")).audit(LocalizationProject(files: [file])).findings
            .filter { $0.rule != "unused-key" }
    }

    @Test("words of the literal's own are not localized", arguments: [
        #"accessibilityLabel = "\(count) items""#, #"accessibilityLabel = "Song by \(artist)""#, #"accessibilityLabel = "Play""#,
    ])
    func reported(_ statement: String) {
        #expect(findings(statement).map(\.rule) == ["unlocalized-string"])
    }

    @Test("values joined by punctuation or a sign have nothing to translate", arguments: [
        #"accessibilityLabel = "\(title). \(L10n.favorite)""#, #"accessibilityValue = "\(steps[index])%""#,
        #"accessibilityLabel = "\(episode.title), \(show?.name ?? "")""#, #"accessibilityLabel = "\(format(date, style: (a, b))) – \(name)""#,
    ])
    func joinedValues(_ statement: String) {
        #expect(findings(statement).isEmpty)
    }

    @Test("a literal's own text: interpolations removed, nested parentheses and strings inside them skipped")
    func ownText() {
        #expect(SourceReference.Value.textOutsideInterpolations(#"\(count) items"#) == " items")
        #expect(SourceReference.Value.textOutsideInterpolations(#"\(f(a, (b))) and \(g("x)")) left"#) == " and  left")
        #expect(SourceReference.Value.textOutsideInterpolations(#"a \ b"#) == #"a \ b"#)
        #expect(SourceReference.Value.textOutsideInterpolations("Play") == "Play")
        // An interpolation left open keeps nothing after it.
        #expect(SourceReference.Value.textOutsideInterpolations(#"x \(open"#) == "x ")
    }
}
