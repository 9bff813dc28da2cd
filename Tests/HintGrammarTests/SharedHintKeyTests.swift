import SourceScanner
import StringsParser
import Testing
@testable import HintGrammar

/// A key set as a hint and shown as other text too: its findings stand, but a fix would rewrite
/// the other text as well ("Close" on a button → "Close." because it is also a hint).
@Suite("Hints whose key code also uses elsewhere")
struct SharedHintKeyTests {
    static let code = """
        import SwiftUI

        enum L10n {
            static var closeLabel: String { L10n.tr("Localizable", "close_label") }
            static var playHint: String { L10n.tr("Localizable", "play_hint") }
            static var stopHint: String { L10n.tr("Localizable", "stop_hint") }
            static var done: String { L10n.tr("Localizable", "done") }
            static var closeAll: String { L10n.tr("Localizable", "close_all") }
            private static func tr(_ table: String, _ key: String) -> String {
                NSLocalizedString(key, tableName: table, comment: "")
            }
        }

        struct PlayerView: View {
            var body: some View {
                Button(L10n.closeLabel) {}
                Image(systemName: "xmark").accessibilityHint(L10n.closeLabel)
                Image(systemName: "play").accessibilityHint(L10n.playHint)
                Image(systemName: "stop")
                    .accessibilityHint(Text(L10n.stopHint))
                Button(L10n.done) {}
                Image(systemName: "checkmark").accessibilityLabel(L10n.done)
                Image(systemName: "xmark.circle").accessibilityHint(L10n.closeAll)
                Button(L10n.closeAll) {}
            }
        }

        final class QueueCell: UITableViewCell {
            func configure() {
                let hint = NSLocalizedString("skip_hint", comment: "")
                skipButton.accessibilityHint = hint
                statusLabel.text = NSLocalizedString("status_hint", comment: "")
                statusButton.accessibilityHint = NSLocalizedString("status_hint", comment: "")
            }
        }
        """

    static let strings = """
        "close_label" = "Closes the player";
        "play_hint" = "Starts the song";
        "stop_hint" = "Stops the song";
        "done" = "Done.";
        "skip_hint" = "Skips the song";
        "status_hint" = "Shows the queue";
        "close_all" = "Closes every tab";
        """

    private static func index() -> CodeIndex { CodeIndex.ofSwift(code, file: "PlayerView.swift") }

    @Test("a hint's key shown as a title or a text elsewhere is told apart from one set only as an accessibility property")
    func sharedKeys() {
        let shared = Self.index().hintKeysAlsoUsedElsewhere.map(\.key).sorted()
        // Through an accessor, `Text(…)`, a local and a look-up written at the property: the
        // property's own use is never "elsewhere"; a label's key is no hint's.
        #expect(shared == ["close_all", "close_label", "status_hint"])
    }

    @Test("a shared hint that is a command is told to have a key of its own, not a verb form its other use would take too")
    func sharedCommandMessage() {
        let strings = "\"close_label\" = \"Close the player\";\n\"play_hint\" = \"Play the song\";\n"
        let findings = Auditor(code: Self.index()).audit(LocalizationProject(files: [englishLocalizable(strings)])).findings
            .filter { $0.rule == "hint-imperative" }
        #expect(findings.first { $0.key == "close_label" }?.message
            == "hint is a command ('Close'); describe the result instead; code also shows this text outside accessibility: give the hint a key of its own")
        #expect(findings.first { $0.key == "play_hint" }?.message == "hint is a command ('Play'); describe the result instead: 'Plays'")
    }

    @Test("the shared hints keep their findings but get no fix; the others, and a shared label, keep theirs")
    func fixesWithheld() throws {
        let findings = Auditor(code: Self.index()).audit(LocalizationProject(files: [englishLocalizable(Self.strings)])).findings
        var fixed: [String: Bool] = [:]
        for finding in findings where finding.rule != "unused-key" {
            guard let key = finding.key else { continue }
            fixed[key] = (fixed[key] ?? false) || finding.fix != nil
        }
        #expect(fixed == [
            "close_label": false, "status_hint": false, "close_all": false,
            "play_hint": true, "stop_hint": true, "skip_hint": true, "done": true,
        ])
    }
}
