import SourceScanner
import StringsParser
import Testing
@testable import HintGrammar

/// A key no table defines: read raw when it is an identifier, read as written when it is text.
@Suite("Keys no table defines")
struct UnresolvedKeyTests {
    private func findings(code: String) -> [Finding] {
        let file = englishLocalizable("\"Play\" = \"Play\";\n")
        return Auditor(code: CodeIndex.ofSwift(code, file: "View.swift")).audit(LocalizationProject(files: [file])).findings
    }

    @Test("an identifier key is an error: VoiceOver reads the raw key", arguments: ["player.close.label", "PLAY_HINT", "a11y.tabs.boosts picker"])
    func identifier(_ key: String) throws {
        let finding = try #require(findings(code: "Image(\"x\").accessibilityLabel(\"\(key)\")").first { $0.rule == "unresolved-key" })
        #expect(finding.severity == .error)
        #expect(finding.message.hasSuffix("VoiceOver reads the key itself"))
    }

    @Test("a key written as its text is a warning, and its text is judged as the label or hint it is")
    func text() throws {
        let all = findings(code: "Image(\"x\").accessibilityLabel(\"Play button\")\nImage(\"y\").help(\"Run the code\")")
        let unresolved = all.filter { $0.rule == "unresolved-key" }
        #expect(unresolved.count == 2)
        #expect(unresolved.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("untranslated, in every language") })
        #expect(all.contains { $0.rule == "label-control-type" && $0.location.line == 1 })
        #expect(all.contains { $0.rule == "hint-imperative" && $0.location.line == 2 })
        // The text is the key too: a new text is a new key, not an edit in place (`--fix` edits no code).
        #expect(all.contains { $0.rule == "hint-missing-period" } && all.allSatisfy { $0.fix == nil })
        #expect(UnresolvedKeyTests.readsAsText("Add all tabs as bookmarks") && !UnresolvedKeyTests.readsAsText("status.action context-menu"))
    }

    @Test("a key of a table no file defines is a warning that names the table; a key the table has is no finding")
    func tables() throws {
        let missing = findings(code: "button.accessibilityLabel = NSLocalizedString(\"player.close.label\", tableName: \"Player\", comment: \"\")")
        let finding = try #require(missing.first { $0.rule == "unresolved-key" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("no table named Player was found"))
        let defined = findings(code: "button.accessibilityLabel = NSLocalizedString(\"Play\", comment: \"\")")
        #expect(!defined.contains { $0.rule == "unresolved-key" })
    }

    private static func readsAsText(_ key: String) -> Bool { Auditor.readsAsText(key) }
}
