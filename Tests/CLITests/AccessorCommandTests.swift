import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

/// An app as real apps are written: an accessor enum with its English text in code, a wrapper,
/// keys with plain names; run at its root with no configuration.
@Suite("Roles from accessors and wrappers, through the command line")
struct AccessorCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": """
                "share" = "Share button";
                "search_hint" = "Search";
                "close_hint" = "Closes the tab.";
                """,
            "App/de.lproj/Localizable.strings": """
                "share" = "Teilen";
                "queue" = "Tippen, um die Warteschlange zu öffnen.";
                "search_hint" = "Suchen";
                "close_hint" = "Schließt den Tab.";
                """,
            "App/Sources/UserText.swift": """
                import Foundation

                enum UserText {
                    static let share = NSLocalizedString("share", value: "Share", comment: "")
                    static let queue = NSLocalizedString("queue", value: "Tap to open the queue", comment: "")
                    static let searchHint = NSLocalizedString("search_hint", value: "Search", comment: "")
                    static let closeHint = NSLocalizedString("close_hint", comment: "")
                }
                """,
            "App/Sources/TabView.swift": """
                import UIKit

                final class TabView: UIView {
                    let shareButton = UIButton()
                    let queueButton = UIButton()
                    let field = UITextField()

                    func configure() {
                        shareButton.accessibilityLabel = UserText.share
                        queueButton.accessibilityHint = UserText.queue
                        field.placeholder = UserText.searchHint
                    }
                }
                """,
        ])
    }

    @Test("list: roles from code through accessors, with where and how, for keys whose names say nothing")
    func list() {
        let text = runTool(["list"], in: project.root).output
        #expect(text.contains("\"share\" = \"Share button\" [label: code: App/Sources/TabView.swift:9 accessibilityLabel =, via UserText.share]"))
        #expect(text.contains("\"share\" = \"Teilen\" [label: code: App/Sources/TabView.swift:9 accessibilityLabel =, via UserText.share]"))
        // Shown as a placeholder only: its name's "hint" says nothing.
        #expect(text.contains("\"search_hint\" = \"Search\"\n") || text.contains("\"search_hint\" = \"Search\"\r"))
        // Used nowhere, named like a hint: a weak hint still.
        #expect(text.contains("\"close_hint\" = \"Closes the tab.\" [hint: key name: close_hint]"))
    }

    @Test("audit: the label's text; the English text written in code, judged where it is written; roles counted by source")
    func audit() throws {
        let result = runTool(["audit", "--format", "json", "--fail-on", "never"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        func has(_ rule: String, _ file: String, _ line: Int) -> Bool {
            findings.contains { $0["rule"] as? String == rule && $0["file"] as? String == file && $0["line"] as? Int == line }
        }
        #expect(has("label-control-type", "App/en.lproj/Localizable.strings", 1))
        // "queue" has no English in the tables: the text in code is the source, a hint naming a gesture.
        #expect(has("hint-gesture", "App/Sources/UserText.swift", 5))
        #expect(has("hint-gesture", "App/de.lproj/Localizable.strings", 2))
        #expect(!findings.contains { $0["rule"] as? String == "unresolved-key" })
        #expect(!findings.contains { $0["key"] as? String == "search_hint" })
        let summary = try #require(document["summary"] as? [String: Any])
        let bySource = try #require(summary["rolesBySource"] as? [String: Int])
        #expect(bySource == ["code": 2, "Interface Builder": 0, "comments": 0, "names": 1, "configuration": 0])
        let text = runTool(["audit", "--fail-on", "never"], in: project.root).output
        #expect(text.contains("Roles of 3 accessibility keys, by evidence: code 2, names 1\n"))
    }
}
