import Foundation
import StringsParser
import Testing
@testable import l10n_ax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("l10n-ax audit --fix, --unsafe-fixes, --diff")
struct FixCommandTests {
    static let english = """
        /* VoiceOver label of the play button */
        "play.label" = "Play button";
        /* VoiceOver hint of the play button */
        "play.hint" = "Play the song.";
        /* VoiceOver label of the stop button */
        "stop.label" = "Stop.";
        /* VoiceOver hint of the share button */
        "share.hint" = "Tap to share.";

        """

    static func project() throws -> TemporaryProject {
        try TemporaryProject(["App/en.lproj/Localizable.strings": english])
    }

    static func read(_ project: TemporaryProject, _ path: String) -> [UInt8] {
        FileBytes.read(atFileSystemPath: Array((project.root + "/" + path).utf8)) ?? []
    }

    @Test("--diff prints the safe suggestions as a unified diff, writes nothing, and exits 1 when there is one")
    func diff() throws {
        let project = try Self.project()
        let result = runTool(["audit", "--diff", "--no-cache"], in: project.root)
        #expect(result.status == .findings)
        #expect(result.output == """
            --- a/App/en.lproj/Localizable.strings
            +++ b/App/en.lproj/Localizable.strings
            @@ -1,8 +1,8 @@
             /* VoiceOver label of the play button */
            -"play.label" = "Play button";
            +"play.label" = "Play";
             /* VoiceOver hint of the play button */
             "play.hint" = "Play the song.";
             /* VoiceOver label of the stop button */
            -"stop.label" = "Stop.";
            +"stop.label" = "Stop";
             /* VoiceOver hint of the share button */
             "share.hint" = "Tap to share.";

            """)
        #expect(Self.read(project, "App/en.lproj/Localizable.strings") == Array(Self.english.utf8))
        let unsafe = runTool(["audit", "--diff", "--unsafe-fixes", "--no-cache"], in: project.root)
        #expect(unsafe.output.contains("-\"play.hint\" = \"Play the song.\";\n+\"play.hint\" = \"Plays the song.\";\n"))
        // The gesture hint has no certain suggestion: it is not in either diff.
        #expect(!unsafe.output.contains("+\"share.hint\""))
        let clean = try TemporaryProject(["App/en.lproj/Localizable.strings": "/* VoiceOver label */\n\"play.label\" = \"Play\";\n"])
        let nothing = runTool(["audit", "--diff", "--no-cache"], in: clean.root)
        #expect(nothing.status == .success && nothing.output.isEmpty)
    }

    @Test("--fix writes the safe suggestions, keeps the file's permissions, says what it fixed, and reports what is left")
    func fix() throws {
        let project = try Self.project()
        let path = project.root + "/App/en.lproj/Localizable.strings"
        chmod(path, 0o640)
        let result = runTool(["audit", "--fix", "--no-cache", "--format", "json"], in: project.root)
        let fixed = String(decoding: Self.read(project, "App/en.lproj/Localizable.strings"), as: UTF8.self)
        #expect(fixed == Self.english.replacingOccurrences(of: "\"Play button\"", with: "\"Play\"").replacingOccurrences(of: "\"Stop.\"", with: "\"Stop\""))
        #expect(result.error.contains("l10n-ax: fixed 2 findings in 2 strings of 1 file"))
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
        // What is left: the command and the gesture, not what was fixed.
        #expect(!result.output.contains("label-control-type") && !result.output.contains("label-trailing-period"))
        #expect(result.output.contains("hint-imperative") && result.output.contains("hint-gesture"))
        let unsafe = runTool(["audit", "--fix", "--unsafe-fixes", "--no-cache"], in: project.root)
        #expect(unsafe.error.contains("fixed 1 finding in 1 string of 1 file"))
        #expect(String(decoding: Self.read(project, "App/en.lproj/Localizable.strings"), as: UTF8.self).contains("\"play.hint\" = \"Plays the song.\";"))
        // Only the gesture hint is left, whose exit status is that of a warning.
        #expect(unsafe.status == .success)
    }

    @Test("a read-only file is left as it was, and named")
    func readOnly() throws {
        let project = try Self.project()
        let path = project.root + "/App/en.lproj/Localizable.strings"
        chmod(path, 0o444)
        defer { chmod(path, 0o644) }
        let result = runTool(["audit", "--fix", "--no-cache"], in: project.root)
        #expect(result.error.contains("l10n-ax: left App/en.lproj/Localizable.strings as it was: it is read-only"))
        #expect(Self.read(project, "App/en.lproj/Localizable.strings") == Array(Self.english.utf8))
    }

    @Test("a UTF-16 file, a .stringsdict and a String Catalog are fixed in place, in their own encoding and layout")
    func formats() throws {
        let project = try TemporaryProject([
            "App/de.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>a11y.count.hint</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@n@</string>
                \t\t<key>n</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>other</key>
                \t\t\t<string>Spielt %d Lieder ab</string>
                \t\t</dict>
                \t</dict>
                </dict>
                </plist>

                """,
            "App/Labels.xcstrings": #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a11y.share.label" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Share button"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#,
        ])
        let utf16 = TextEncoder.encode(Array("\"a11y.stop.label\" = \"Stopp.\";\n".utf8), as: .utf16LittleEndian)
        try project.write("App/de.lproj/Buttons.strings", utf16)
        let result = runTool(["audit", "--fix", "--no-cache"], in: project.root)
        #expect(result.error.contains("fixed 3 findings in 3 strings of 3 files"), "\(result.error)")
        #expect(Self.read(project, "App/de.lproj/Buttons.strings") == TextEncoder.encode(Array("\"a11y.stop.label\" = \"Stopp\";\n".utf8), as: .utf16LittleEndian))
        #expect(String(decoding: Self.read(project, "App/de.lproj/Localizable.stringsdict"), as: UTF8.self).contains("<string>Spielt %d Lieder ab.</string>"))
        #expect(String(decoding: Self.read(project, "App/Labels.xcstrings"), as: UTF8.self).contains("\n            \"value\" : \"Share\"\n"))
    }

    @Test("SARIF results carry each suggestion as a fix whose replacement, applied to the file, gives the suggested value")
    func sarifFixes() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "/* VoiceOver label */\n\"a11y.play.label\" = \"Play \\\"now\\\" button\";\n/* VoiceOver hint */\n\"a11y.play.hint\" = \"Play the song\";\n",
        ])
        let result = runTool(["audit", "--format", "sarif", "--no-cache"], in: project.root)
        let log = try #require(JSONReader.read(Array(result.output.utf8)).root)
        guard case let .object(top) = log.value, case let .array(runs)? = top.first(where: { $0.key == "runs" })?.value.value,
            case let .object(run)? = runs.first?.value, case let .array(results)? = run.first(where: { $0.key == "results" })?.value.value
        else { Issue.record("no results"); return }
        var text = Array(String(decoding: Self.read(project, "App/en.lproj/Localizable.strings"), as: UTF8.self).unicodeScalars)
        var applied = 0
        // Replacements from the last, so that the earlier positions stay right.
        var replacements: [(start: Int, end: Int, text: String)] = []
        func number(_ node: JSONNode?) -> Int { if case let .number(digits)? = node?.value { Int(digits) ?? 0 } else { 0 } }
        func member(_ node: JSONNode?, _ name: String) -> JSONNode? {
            if case let .object(members)? = node?.value { members.first { $0.key == name }?.value } else { nil }
        }
        func element(_ node: JSONNode?) -> JSONNode? { if case let .array(elements)? = node?.value { elements.first } else { nil } }
        for result in results {
            guard let fix = element(member(result, "fixes")) else { continue }
            let replacement = element(member(element(member(fix, "artifactChanges")), "replacements"))
            let region = member(replacement, "deletedRegion")
            guard case let .string(inserted)? = member(member(replacement, "insertedContent"), "text")?.value else { continue }
            func offset(line: Int, column: Int) -> Int {
                var current = 1, index = 0
                while current < line { if text[index] == "\n" { current += 1 }; index += 1 }
                return index + column - 1
            }
            replacements.append((offset(line: number(member(region, "startLine")), column: number(member(region, "startColumn"))),
                                 offset(line: number(member(region, "endLine")), column: number(member(region, "endColumn"))), inserted))
        }
        // Each result offers its string's suggestion: two findings of one string, one change.
        var seen: Set<Int> = []
        for replacement in replacements.sorted(by: { $0.start > $1.start }) where seen.insert(replacement.start).inserted {
            text.replaceSubrange(replacement.start..<replacement.end, with: Array(replacement.text.unicodeScalars))
            applied += 1
        }
        #expect(applied == 2)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text)
        let file = DiscoveredFile(path: "en.lproj/Localizable.strings", format: .strings, language: "en", table: TableID(bundle: "", name: "Localizable"))
        let values = LocalizationFileReader.read(Array(String(view).utf8), as: file).strings.map(\.value)
        #expect(values == ["Play \"now\"", "Plays the song."])
    }

    @Test("--unsafe-fixes alone, or --fix with --diff, is a usage error")
    func usage() throws {
        let project = try Self.project()
        #expect(runTool(["audit", "--unsafe-fixes", "--no-cache"], in: project.root).status == .failure)
        #expect(runTool(["audit", "--fix", "--diff", "--no-cache"], in: project.root).status == .failure)
        #expect(Self.read(project, "App/en.lproj/Localizable.strings") == Array(Self.english.utf8))
    }

    @Test("a file is written whole, durable or not, with no temporary file left; a missing folder is a failure")
    func atomicWrites() throws {
        let project = try Self.project()
        for (name, durable) in [("durable.txt", true), ("cache.bin", false)] {
            let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try AtomicFile.write(bytes, to: project.root + "/" + name, replacing: true, durable: durable)
            #expect(FileManager.default.contents(atPath: project.root + "/" + name).map { [UInt8]($0) } == bytes)
            try AtomicFile.write(Array("again".utf8), to: project.root + "/" + name, replacing: true, durable: durable)
            #expect(FileManager.default.contents(atPath: project.root + "/" + name) == Data("again".utf8))
        }
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Array("x".utf8), to: project.root + "/missing/file.txt", replacing: true, durable: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test("a file that changes while its fix is written is left as it is")
    func changedWhileWritten() throws {
        let project = try Self.project()
        let path = project.root + "/App/en.lproj/Localizable.strings"
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Array("new".utf8), to: path, replacing: true, unchanged: { false })
        }
        #expect(Self.read(project, "App/en.lproj/Localizable.strings") == Array(Self.english.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root + "/App/en.lproj") == ["Localizable.strings"])
    }
}
