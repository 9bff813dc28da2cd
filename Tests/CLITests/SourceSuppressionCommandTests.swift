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
}
