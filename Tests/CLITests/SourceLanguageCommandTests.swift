import Foundation
import HintGrammar
import StringsParser
import Testing
@testable import l10n_ax

/// The findings of `audit --scope all --min-severity info --format json` as "language key rule".
private func findings(in root: String, _ extra: [String] = []) throws -> [String] {
    let output = runTool(["audit", "--format", "json", "--scope", "all", "--min-severity", "info"] + extra, in: root).output
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return (document["findings"] as? [[String: Any]] ?? []).map { "\($0["language"] as? String ?? "-") \($0["key"] as? String ?? "-") \($0["rule"] ?? "")" }.sorted()
}

/// An Xcode project file declaring `region` as its development region.
private func xcodeProject(region: String) -> String {
    """
    // !$*UTF8*$!
    {
        objects = {
    /* Begin PBXProject section */
            8D1107260486CEB800E47090 /* Project object */ = {
                isa = PBXProject;
                compatibilityVersion = "Xcode 14.0";
                developmentRegion = \(region);
                knownRegions = ( en, Base, fr, );
            };
    /* End PBXProject section */
        };
        rootObject = 8D1107260486CEB800E47090 /* Project object */;
    }
    """
}

@Suite("the source language of real projects")
struct SourceLanguageCommandTests {
    /// The keys of a table that every language translates.
    static let strings = """
        /* VoiceOver label of the play button */
        "play.label" = "%@";
        /* VoiceOver hint of the play button */
        "play.hint" = "%@";
        "greeting" = "%@";
        "farewell" = "%@";
        """

    static func table(_ play: String, _ hint: String, _ greeting: String, _ farewell: String) -> String {
        strings.replacingOccurrences(of: "\"%@\";\n/* VoiceOver hint", with: "\"\(play)\";\n/* VoiceOver hint")
            .replacingOccurrences(of: "\"play.hint\" = \"%@\"", with: "\"play.hint\" = \"\(hint)\"")
            .replacingOccurrences(of: "\"greeting\" = \"%@\"", with: "\"greeting\" = \"\(greeting)\"")
            .replacingOccurrences(of: "\"farewell\" = \"%@\"", with: "\"farewell\" = \"\(farewell)\"")
    }

    static let code = """
        import UIKit

        final class PlayerView: UIView {
            func configure(_ button: UIButton, _ title: UILabel) {
                button.accessibilityLabel = NSLocalizedString("play.label", comment: "")
                button.accessibilityHint = NSLocalizedString("play.hint", comment: "")
                title.text = NSLocalizedString("greeting", comment: "") + NSLocalizedString("farewell", comment: "")
            }
        }
        """

    @Test("a stale en.lproj beside the real en-US.lproj: the table the code and the other languages agree with is the source")
    func staleVariant() throws {
        let project = try TemporaryProject([
            "App.xcodeproj/project.pbxproj": xcodeProject(region: "en"),
            "App/PlayerView.swift": Self.code,
            // Written years ago: two keys since renamed.
            "App/en.lproj/Localizable.strings": "\"old.play\" = \"Play\";\n\"old.stop\" = \"Stop\";\n\"greeting\" = \"Hello\";",
            "App/en-US.lproj/Localizable.strings": Self.table("Play", "Plays the song.", "Hello", "Goodbye"),
            "App/fr.lproj/Localizable.strings": Self.table("Lecture", "Lit le morceau.", "Bonjour", "Au revoir"),
            "App/de.lproj/Localizable.strings": Self.table("Wiedergabe", "Spielt das Lied ab.", "Hallo", "Tschüss"),
        ])
        let found = try findings(in: project.root)
        // Not "fr old.play extra-key" nor "fr play.label extra-key": fr and de agree with en-US.
        #expect(!found.contains { $0.hasPrefix("fr ") || $0.hasPrefix("de ") }, "\(found)")
        // The stale table's own keys are the obsolete ones.
        #expect(found.contains("en old.play extra-key") && found.contains("en old.stop extra-key"), "\(found)")
        #expect(!found.contains { $0.hasSuffix("untranslated") }, "\(found)")
    }

    @Test("two complete variants: the development region decides, with or without an Xcode project")
    func equalVariants() throws {
        var files = [
            "App/PlayerView.swift": Self.code,
            "App/en.lproj/Localizable.strings": Self.table("Play", "Plays the song.", "Hello", "Goodbye"),
            // A complete variant, its own words in one string.
            "App/en-GB.lproj/Localizable.strings": Self.table("Play", "Plays the song.", "Hello", "Cheerio"),
            // Without "farewell": its missing translation names the source and its text.
            "App/fr.lproj/Localizable.strings": "\"play.label\" = \"Lecture\";\n\"play.hint\" = \"Lit le morceau.\";\n\"greeting\" = \"Bonjour\";",
        ]
        let english = try TemporaryProject(files)
        #expect(try findings(in: english.root) == ["fr farewell missing-translation"])
        let text = runTool(["audit", "--scope", "all", "--min-severity", "info", "--no-color"], in: english.root).output
        #expect(text.contains("users see the en text \"Goodbye\""), "\(text)")
        files["App.xcodeproj/project.pbxproj"] = xcodeProject(region: "\"en-GB\"")
        let british = try TemporaryProject(files)
        #expect(try findings(in: british.root) == ["fr farewell missing-translation"])
        let britishText = runTool(["audit", "--scope", "all", "--min-severity", "info", "--no-color"], in: british.root).output
        #expect(britishText.contains("users see the en-GB text \"Cheerio\""), "\(britishText)")
    }

    @Test("source text in code: an empty en.lproj or none, the texts in NSLocalizedString(value:); no extra key, no missing translation, and the source rules run on the code's text")
    func sourceTextInCode() throws {
        let code = """
            import UIKit

            enum UserText {
                static let playLabel = NSLocalizedString("play.label", value: "Play button", comment: "VoiceOver label of the play button")
                static let playHint = NSLocalizedString("play.hint", value: "Plays the song.", comment: "VoiceOver hint of the play button")
                static let greeting = NSLocalizedString("greeting", value: "Hello there", comment: "Greeting")
                static let farewell = NSLocalizedString("farewell", value: "Goodbye", comment: "Farewell")
            }

            final class PlayerView: UIView {
                func configure(_ button: UIButton, _ title: UILabel) {
                    button.accessibilityLabel = UserText.playLabel
                    button.accessibilityHint = UserText.playHint
                    title.text = UserText.greeting + UserText.farewell
                }
            }
            """
        for english in [nil, ""] {
            var files = [
                "App.xcodeproj/project.pbxproj": xcodeProject(region: "en"),
                "App/UserText.swift": code,
                // The translations in alphabetical order before en: none of them is the source.
                "App/de.lproj/Localizable.strings": Self.table("Wiedergabe", "Spielt das Lied ab.", "Hallo", "Tschüss"),
                "App/fr.lproj/Localizable.strings": Self.table("Lecture", "Lit le morceau.", "Hello there", "Au revoir"),
            ]
            if let english { files["App/en.lproj/Localizable.strings"] = english }
            let project = try TemporaryProject(files)
            let found = try findings(in: project.root)
            #expect(!found.contains { $0.hasSuffix("extra-key") || $0.hasSuffix("missing-translation") }, "\(found)")
            // The code's text is the source: fr's greeting is it, untranslated; the label is judged in English.
            #expect(found.contains("fr greeting untranslated"), "\(found)")
            #expect(found.contains("en play.label label-control-type"), "\(found)")
        }
    }

    @Test("pseudo-locales are not audited as languages; the message documentation (qqq) is no language")
    func pseudoLocales() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": Self.table("Play", "Plays the song.", "Hello", "Goodbye"),
            "App/en-XA.lproj/Localizable.strings": "\"play.label\" = \"[Þļåý]\";",
            "App/ar-XB.lproj/Localizable.strings": "\"play.label\" = \"\u{202E}Play\u{202C}\";\n\"extra\" = \"x\";",
            "App/qqq.lproj/Localizable.strings": "\"play.label\" = \"The label of the play button\";",
            "App/fr.lproj/Localizable.strings": Self.table("Lecture", "Lit le morceau.", "Bonjour", "Au revoir"),
        ])
        #expect(try findings(in: project.root) == [])
        let summary = runTool(["audit", "--no-color"], in: project.root).output
        #expect(summary.contains("2 languages"), "\(summary)")
    }

    @Test("never silent: no localization file is status 2; so is a source language that is not there; a translation folder alone gets a note")
    func neverSilent() throws {
        let empty = try TemporaryProject(["App/View.swift": "view.accessibilityLabel = \"Play\"", "fastlane/en.strings": "\"a\" = \"b\";"])
        for command in ["audit", "list"] {
            let result = runTool([command], in: empty.root)
            #expect(result.status == .failure && result.output.isEmpty)
            #expect(result.error.hasPrefix("error: no localization files under '.'"), "\(result.error)")
        }
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": Self.table("Play", "Plays the song.", "Hello", "Goodbye"),
            "App/fr.lproj/Localizable.strings": Self.table("Lecture", "Lit le morceau.", "Bonjour", "Au revoir"),
            ".l10n-ax.json": #"{"exclude": ["App/**"]}"#,
        ])
        let filtered = runTool(["audit"], in: project.root)
        #expect(filtered.status == .failure && filtered.error.contains("include and exclude leave no localization file"), "\(filtered.error)")
        try project.write(".l10n-ax.json", Array(#"{"sourceLanguage": "en_US"}"#.utf8))
        let configured = runTool(["audit"], in: project.root)
        #expect(configured.status == .failure)
        #expect(configured.error == "error: the configuration's sourceLanguage is 'en-US', but no table is in that language; the languages found: en, fr\n")
        let flag = runTool(["audit", "--source-language", "de"], in: project.root)
        #expect(flag.status == .failure && flag.error.hasPrefix("error: --source-language is 'de'"), "\(flag.error)")
        #expect(runTool(["audit", "--source-language", "en"], in: project.root).status == .success)
        // A translation folder alone: audited, with a note that what compares it with its source cannot run.
        let translation = runTool(["audit", "App/fr.lproj", "--source-language", "en"], in: project.root)
        #expect(translation.status == .success)
        #expect(translation.error.hasPrefix("note: only the fr translation was given: the rules that compare a translation with its source (missing-translation,"), "\(translation.error)")
        #expect(runTool(["audit", "App/en.lproj/Localizable.strings"], in: project.root).error.isEmpty)
    }
}
