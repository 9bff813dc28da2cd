import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("Roles from code and Interface Builder, through the command line")
struct CodeScanningCommandTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": """
                "PLAY_SONG" = "Play the song.";
                "title.favorite" = "Favorite";
                "a11y.old.hint" = "Does nothing.";
                """,
            "App/fr.lproj/Localizable.strings": "\"PLAY_SONG\" = \"Lit la chanson.\";\n\"title.favorite\" = \"Favori\";\n",
            "App/Player/PlayButton.swift": """
                import UIKit

                final class PlayButton: UIButton {
                    func configure() {
                        // button.accessibilityHint = NSLocalizedString("IN_A_COMMENT", comment: "")
                        accessibilityHint = NSLocalizedString("PLAY_SONG", comment: "hint")
                        accessibilityLabel = "Play button"
                    }
                }
                """,
            "App/Gallery/FavoriteView.swift": """
                import SwiftUI

                struct FavoriteView: View {
                    var body: some View {
                        Image(systemName: "heart").accessibilityLabel("title.favorite")
                            .accessibilityHint("missing.key")
                    }
                }
                """,
            "App/Base.lproj/Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <button opaque="NO" id="a1B-2c-D3e">
                                    <accessibility key="accessibilityConfiguration" label="Adopt button." hint="Adopt the dog"/>
                                </button>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """,
            "App/fr.lproj/Main.strings": """
                /* Class = "UIButton"; accessibilityLabel = "Adopt button."; ObjectID = "a1B-2c-D3e"; */
                "a1B-2c-D3e.accessibilityLabel" = "Adopter";
                "a1B-2c-D3e.accessibilityHint" = "Adopte le chien.";
                """,
        ])
    }

    @Test("list shows roles decided by code and storyboards, with where")
    func evidence() {
        let text = runTool(["list"], in: project.root).output
        #expect(text.contains("\"PLAY_SONG\" = \"Play the song.\" [hint: code: App/Player/PlayButton.swift:6 accessibilityHint =]"))
        #expect(text.contains("\"title.favorite\" = \"Favorite\" [label: code: App/Gallery/FavoriteView.swift:5 .accessibilityLabel(_:)]"))
        #expect(text.contains("\"a1B-2c-D3e.accessibilityLabel\" = \"Adopter\" [label: storyboard: App/Base.lproj/Main.storyboard:7]"))
    }

    @Test("audit: the code's findings, the storyboard's text checked where it is written, roles from code")
    func audit() {
        let result = runTool(["audit", "--format", "json", "--min-severity", "info", "--fail-on", "never"], in: project.root)
        let document = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = (document?["findings"] as? [[String: Any]]) ?? []
        func has(_ rule: String, _ file: String, _ line: Int) -> Bool {
            findings.contains { $0["rule"] as? String == rule && $0["file"] as? String == file && $0["line"] as? Int == line }
        }
        #expect(has("hint-imperative", "App/en.lproj/Localizable.strings", 1))
        #expect(has("unlocalized-string", "App/Player/PlayButton.swift", 7))
        #expect(has("label-control-type", "App/Player/PlayButton.swift", 7))
        #expect(has("unresolved-key", "App/Gallery/FavoriteView.swift", 6))
        #expect(has("unused-key", "App/en.lproj/Localizable.strings", 3))
        #expect(has("label-control-type", "App/Base.lproj/Main.storyboard", 7))
        #expect(has("label-trailing-period", "App/Base.lproj/Main.storyboard", 7))
        #expect(has("hint-imperative", "App/Base.lproj/Main.storyboard", 7))
        #expect(has("hint-missing-period", "App/Base.lproj/Main.storyboard", 7))
        // Nothing from the commented-out call, and the storyboard's text is not checked twice.
        #expect(!findings.contains { ($0["message"] as? String)?.contains("IN_A_COMMENT") == true })
        #expect(findings.filter { $0["rule"] as? String == "label-control-type" && $0["file"] as? String == "App/fr.lproj/Main.strings" }.isEmpty)
    }

    @Test("text report: a storyboard key's findings, in its own text and in its translations, under one heading")
    func storyboardKeyReportedOnce() throws {
        let project = try TemporaryProject([
            "App/Base.lproj/Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes><scene sceneID="s1"><objects>
                        <button opaque="NO" id="x1Y-2z-W3v"><accessibility key="accessibilityConfiguration" hint="Close"/></button>
                    </objects></scene></scenes>
                </document>
                """,
            "App/fr.lproj/Main.strings": "\"x1Y-2z-W3v.accessibilityHint\" = \"Ferme\";\n",
            "App/de.lproj/Main.strings": "\"x1Y-2z-W3v.accessibilityHint\" = \"Schließt\";\n",
        ])
        let text = runTool(["audit", "--fail-on", "never"], in: project.root).output
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("Main \"x1Y-2z-W3v.accessibilityHint\"") }
        #expect(headings.count == 1, "\(text)")
        #expect(text.contains("App/Base.lproj/Main.storyboard:4") && text.contains("hint without its full stop in en, de, fr"))
    }

    @Test("diff: a storyboard's own text is the source of its tables' keys")
    func diffWithStoryboardSource() throws {
        let result = runTool(["diff", "--source", "en", "--all", "--format", "json"], in: project.root)
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let tables = try #require(document["tables"] as? [[String: Any]])
        let keys = tables.flatMap { ($0["keys"] as? [[String: Any]]) ?? [] }
        let hint = try #require(keys.first { $0["key"] as? String == "a1B-2c-D3e.accessibilityHint" })
        let values = (hint["source"] as? [String: Any])?["values"] as? [[String: Any]]
        #expect(values?.first?["value"] as? String == "Adopt the dog")
    }
}

@Suite("Storyboards whose names hold a dot")
struct DottedStoryboardNameTests {
    @Test("Main.v2.storyboard's tables are Main.v2: its keys are used, a stale one is not")
    func tableName() throws {
        let project = try TemporaryProject([
            "App/Base.lproj/Main.v2.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <objects>
                        <button id="a1B-2c-D3e"><accessibility key="accessibilityConfiguration" label="Adopt"/></button>
                    </objects>
                </document>
                """,
            "App/en.lproj/Main.v2.strings": """
                "a1B-2c-D3e.accessibilityLabel" = "Adopt";
                "old-99-obj.accessibilityLabel" = "Old";
                """,
        ])
        #expect(InterfaceBuilderScanner.tableName(ofFile: "App/Base.lproj/Main.v2.storyboard") == "Main.v2")
        let result = runTool(["audit", "--format", "json", "--select", "unused-key", "--min-severity", "info", "--fail-on", "never"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["key"] as? String } == ["old-99-obj.accessibilityLabel"])
    }

    @Test("a key that names no text (\"\" in `isEmpty ? Text(\"\") : label`, \"%@\") is set on purpose: no role, no finding")
    func keysNamingNoText() throws {
        let project = try TemporaryProject([
            "App/Localizable.xcstrings": #"""
                {"sourceLanguage":"en","version":"1.0","strings":{
                  "":{"localizations":{"en":{"stringUnit":{"state":"translated","value":""}},"de":{"stringUnit":{"state":"translated","value":""}}}},
                  "%@":{},
                  "a11y.play":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Play button"}},"de":{"stringUnit":{"state":"translated","value":"Wiedergabe"}}}}
                }}
                """#,
            "App/RowView.swift": """
                import SwiftUI

                struct RowView: View {
                    let hidden: Bool
                    let count: Int
                    var body: some View {
                        Text("Row")
                            .accessibilityLabel(hidden ? Text("") : Text("a11y.play"))
                            .accessibilityValue(Text("\\(count)"))
                    }
                }
                """,
        ])
        let result = runTool(["audit", "--format", "json", "--min-severity", "info"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let keys = Set((document["findings"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String })
        // The label that names a text is still judged; the empty key and "%@" get nothing.
        #expect(keys == ["a11y.play"], "\(result.output)")
        #expect(result.output.contains("\"parse-error\"") == false)
    }

    @Test("unused-key of a key that only translations have is reported in the first of them, on every run")
    func unusedKeyWithoutSource() throws {
        let languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "sv"]
        var files = ["App/View.swift": "let title = NSLocalizedString(\"title\", comment: \"\")"]
        files["App/en.lproj/Localizable.strings"] = "\"title\" = \"Title\";"
        for language in languages {
            files["App/\(language).lproj/Localizable.strings"] = "\"title\" = \"T\";\n\"a11y.old.label\" = \"Old\";"
        }
        let project = try TemporaryProject(files)
        let result = runTool(["audit", "--format", "json", "--select", "unused-key", "--min-severity", "info", "--fail-on", "never"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["key"] ?? "") \($0["language"] ?? "")" } == ["a11y.old.label de"])
    }
}
