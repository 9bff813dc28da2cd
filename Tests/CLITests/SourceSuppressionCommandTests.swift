import Foundation
import HintGrammar
import Testing
@testable import l10n_ax

@Suite("Suppression where the finding is: code and Interface Builder files")
struct SourceSuppressionCommandTests {
    static let swift = """
        import UIKit
        final class PlayerView: UIView {
            func setUp() {
                closeButton.accessibilityLabel = "Close" // l10n-ax:ignore unlocalized-string
                // l10n-ax:ignore
                openButton.accessibilityLabel = "Open"
                stopButton.accessibilityLabel = "Stop" // l10n-ax:ignore unresolved-key
                playButton.accessibilityHint = NSLocalizedString("play.hnt", comment: "") /* l10n-ax:ignore unresolved-key */
                let note = "// l10n-ax:ignore"; goButton.accessibilityLabel = "Go"
                // l10n-ax:ignore unlocalized-string
                let unrelated = 1
                nextButton.accessibilityLabel = "Next"
            }
        }
        """

    static let objectiveC = """
        - (void)setUp {
            self.closeButton.accessibilityLabel = @"Close"; // l10n-ax:ignore unlocalized-string
            self.openButton.accessibilityLabel = @"Open";
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1">
                            <view key="view" id="v1">
                                <subviews>
                                    <!-- l10n-ax:ignore label-control-type -->
                                    <button id="b1">
                                        <accessibility key="accessibilityConfiguration" label="Next button"/>
                                    </button>
                                    <button id="b2">
                                        <!-- l10n-ax:ignore -->
                                        <accessibility key="accessibilityConfiguration" label="Back button"/>
                                    </button>
                                    <!-- l10n-ax:ignore label-state -->
                                    <button id="b3">
                                        <accessibility key="accessibilityConfiguration" label="Share button"/>
                                    </button>
                                    <!-- l10n-ax:ignore label-control-type -->
                                    <view id="v2"/>
                                    <button id="b4">
                                        <accessibility key="accessibilityConfiguration" label="Menu button"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a comment at the end of the line or alone on the line before silences that finding, for the rules it names")
    func code() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "\"play\" = \"Play\";\n",
            "App/PlayerView.swift": Self.swift,
            "App/Legacy.m": Self.objectiveC,
        ])
        let result = runTool(["audit", "--format", "xcode", "--no-cache"], in: project.root)
        let lines = result.output.split(separator: "\n").map(String.init)
        // Left: a directive for another rule (7), one inside a string (9), one not on the line
        // before (12), and the Objective-C line without one.
        #expect(lines.filter { $0.contains("PlayerView.swift") }.compactMap { $0.split(separator: ":").dropFirst().first.map(String.init) } == ["7", "9", "12"])
        #expect(lines.filter { $0.contains("Legacy.m") }.count == 1)
        #expect(lines.contains { $0.contains("Legacy.m:3:") })
        // Without the directives, every one of them is reported.
        let plain = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "\"play\" = \"Play\";\n",
            "App/PlayerView.swift": Self.swift.replacingOccurrences(of: "l10n-ax:ignore", with: "nothing"),
        ])
        let all = runTool(["audit", "--format", "xcode", "--no-cache"], in: plain.root).output
        #expect(all.split(separator: "\n").filter { $0.contains("PlayerView.swift") }.count == 6)
    }

    @Test("an XML comment before the element, or before the object an <accessibility> describes, silences its findings")
    func interfaceBuilder() throws {
        let project = try TemporaryProject([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/en.lproj/Localizable.strings": "\"play\" = \"Play\";\n",
        ])
        let output = runTool(["audit", "--format", "json", "--no-cache"], in: project.root).output
        // b1 and b2 are silenced; b3's directive names another rule; b4's comment is before another element.
        #expect(!output.contains("Next button") && !output.contains("Back button"))
        #expect(output.contains("Share button") && output.contains("Menu button"))
    }

    @Test("a directive in a strings file's comment silences its string, read in any file, the same comment's box shared or not")
    func stringsComments() throws {
        // The same comment in three languages (one box for all, on a reading thread), a trailing
        // comment, and files without a directive, which the audit does not look through.
        let english = """
            /* The play hint. l10n-ax:ignore hint-gesture */
            "a11y.play.hint" = "Double tap to play the song.";
            "a11y.stop.hint" = "Double tap to stop."; // l10n-ax:ignore
            "a11y.next.hint" = "Double tap to skip.";
            """
        let french = """
            /* The play hint. l10n-ax:ignore hint-gesture */
            "a11y.play.hint" = "Touchez deux fois pour lire le morceau.";
            "a11y.stop.hint" = "Touchez deux fois pour arrêter.";
            "a11y.next.hint" = "Touchez deux fois pour passer.";
            """
        var files = [
            "App/en.lproj/Localizable.strings": english, "App/fr.lproj/Localizable.strings": french,
            "App/de.lproj/Localizable.strings": french.replacingOccurrences(of: "Touchez deux fois pour", with: "Doppeltippen, um"),
        ]
        for number in 0..<6 { files["App/en.lproj/Other\(number).strings"] = "/* A comment */\n\"a11y.go\(number).hint\" = \"Double tap to go.\";\n" }
        let project = try TemporaryProject(files)
        let output = runTool(["audit", "--format", "json", "--no-cache"], in: project.root).output
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        let reported = Set((findings ?? []).map { "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "") \($0["rule"] as? String ?? "")" })
        // The play hint's directive silences hint-gesture in every language; en's trailing one
        // silences the stop hint in en, and so in every language (the source's speaks for all).
        #expect(!reported.contains { $0.contains("a11y.play.hint hint-gesture") })
        #expect(!reported.contains { $0.contains("a11y.stop.hint") })
        for language in ["en", "fr", "de"] { #expect(reported.contains("\(language) a11y.next.hint hint-gesture"), "\(language)") }
        for number in 0..<6 { #expect(reported.contains("en a11y.go\(number).hint hint-gesture")) }
    }
}
