import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

@Suite("l10n-ax init")
struct InitCommandTests {
    static let files = [
        "App.xcodeproj/project.pbxproj": "{ objects = { 1 = { isa = PBXProject; developmentRegion = en; }; }; }",
        "App/en.lproj/Localizable.strings": """
            "a11y.play.hint" = "Double tap to play.";
            "a11y.stop.hint" = "Stops the song";
            "a11y.next.hint" = "Plays the next song.";
            "a11y.share.label" = "Share button";
            "title" = "Player";
            """,
        "App/fr.lproj/Localizable.strings": """
            "a11y.play.hint" = "Touchez deux fois pour lire.";
            "a11y.stop.hint" = "Arrête le morceau";
            "a11y.next.hint" = "Lit le morceau suivant.";
            "title" = "Lecteur";
            """,
        "App/Strings.swift": """
            func AppString(_ key: String) -> String { NSLocalizedString(key, tableName: "Localizable", comment: "") }
            let title = AppString("title")
            """,
    ]

    @Test("writes what it detected, which changes no finding, and never replaces a file")
    func writes() throws {
        let project = try TemporaryProject(Self.files)
        let before = runTool(["audit", "--format", "json", "--min-severity", "info"], in: project.root).output
        let result = runTool(["init"], in: project.root)
        #expect(result.status == .success, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote .l10n-ax.json:\n  sourceLanguage  en\n  languages       en, fr"), "\(result.output)")
        let path = project.root + "/.l10n-ax.json"
        let written = try #require(FileManager.default.contents(atPath: path))
        let (configuration, diagnostics) = ConfigurationFile.parse([UInt8](written), path: ".l10n-ax.json")
        #expect(diagnostics.isEmpty)
        #expect(configuration.audit.sourceLanguage == "en" && configuration.audit.languages == ["en", "fr"])
        #expect(configuration.audit.roleOverrides == [RoleOverride(pattern: "a11y.*.hint", role: .hint)])
        #expect(configuration.wrappers == ["AppString"])
        // Read back by the audit, it decides as the audit did without it.
        let after = runTool(["audit", "--format", "json", "--min-severity", "info"], in: project.root).output
        let findings = { (text: String) throws -> [String] in
            let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return (document["findings"] as? [[String: Any]] ?? []).map { "\($0["key"] ?? "") \($0["rule"] ?? "") \($0["language"] ?? "")" }
        }
        #expect(try findings(after) == findings(before) && !findings(before).isEmpty)
        // Never replaced.
        try project.write(".l10n-ax.json", Array(#"{"ignore": ["label-length"]}"#.utf8))
        let again = runTool(["init", "."], in: project.root)
        #expect(again.status == .failure && again.error == "error: .l10n-ax.json exists; init never replaces it\n")
        #expect(FileManager.default.contents(atPath: path) == Data(#"{"ignore": ["label-length"]}"#.utf8))
    }

    @Test("into the folder given; not into a file, nor where nothing was found")
    func folders() throws {
        let project = try TemporaryProject(Self.files.merging(["Empty/README.md": "nothing here"]) { $1 })
        let result = runTool(["init", "App"], in: project.root)
        #expect(result.status == .success && result.output.hasPrefix("Wrote App/.l10n-ax.json:"), "\(result.output)\(result.error)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/App/.l10n-ax.json"))
        let file = runTool(["init", "App/Strings.swift"], in: project.root)
        #expect(file.status == .failure && file.error.contains("is not a folder"))
        let empty = runTool(["init", "Empty"], in: project.root)
        #expect(empty.status == .failure && empty.error.hasPrefix("error: no localization files under 'Empty'"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Empty/.l10n-ax.json"))
    }
}
