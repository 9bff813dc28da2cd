import Foundation
import Testing
import HintGrammar
import StringsParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import l10n_ax

/// Inputs that used to break a run: folders named like files, names that are not UTF-8, folders
/// that cannot be entered.
@Suite("Reliability on the command line")
struct ReliabilityCommandTests {
    @Test("folders named like files (a vendored R.swift checkout, Old.strings/ in an .lproj) are walked into, not read")
    func foldersNamedLikeFiles() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "\"a11y.play.label\" = \"Play\";",
            "App/en.lproj/Old.strings/Backup.txt": "nothing",
            "Vendor/R.swift/Sources/Strings.swift": "button.accessibilityLabel = \"Close\"",
            "Vendor/Kit.storyboard/readme.md": "a folder",
        ])
        let result = runTool(["audit", "--format", "json", "--min-severity", "info"], in: project.root)
        #expect(result.status == .success, "\(result.output)")
        #expect(!result.output.contains("parse-error") && !result.output.contains("unreadable"))
        // The file inside the folder named R.swift is read as the code it is.
        #expect(result.output.contains("Vendor/R.swift/Sources/Strings.swift"))
    }

    @Test("a file name that is not UTF-8 (Latin-1 from an old archive) is found and read, by the bytes the file system gives")
    func latin1Names() throws {
        let project = try TemporaryProject([
            "App/en.lproj/Localizable.strings": "\"a11y.play.label\" = \"Play button\";",
        ])
        // "Café.strings" in Latin-1: the é is the single byte 0xE9. File systems that insist on
        // UTF-8 (APFS) refuse the name: nothing to test there.
        let name = Array((project.root + "/App/en.lproj/Caf").utf8) + [0xE9] + Array(".strings".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        guard descriptor >= 0 else { return }
        let text = Array("\"a11y.stop.label\" = \"Stop button\";".utf8)
        _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let result = runTool(["audit", "--format", "json"], in: project.root)
        #expect(!result.output.contains("unreadable"), "\(result.output)")
        // Read: its label's control type is found, in a file shown with U+FFFD for the byte.
        #expect(result.output.contains("\"key\": \"a11y.stop.label\""), "\(result.output)")
        #expect(result.output.contains("App/en.lproj/Caf\u{FFFD}.strings"))
    }
}

@Suite("Reliability: names and folders in reports")
struct ReportedNamesTests {
    @Test("a line break in a file name is shown escaped in every text report, one line per entry")
    func lineBreakInName() throws {
        let project = try TemporaryProject([
            "A\nB/en.lproj/L.strings": "\"a11y.play.label\" = \"Play button\";",
            "A\nB/fr.lproj/L.strings": "\"a11y.play.label\" = \"Lecture\";",
        ])
        for command in [["audit", "--no-color"], ["list"], ["diff", "--source", "en"], ["audit", "--format", "xcode"]] {
            let output = runTool(command, in: project.root).output
            #expect(command[0] == "diff" || output.contains("A\\nB/"), "\(command): \(output)")
            #expect(!output.split(separator: "\n").contains { $0 == "A" }, "\(command): \(output)")
        }
    }

    @Test("a folder that cannot be listed is a finding of the report, located at the folder")
    func unreadableFolder() throws {
        let project = LocalizationLoader.load([], problems: [.unreadableDirectory("App/Locked")])
        #expect(project.walkDiagnostics.map { "\($0.location.file) \($0.code) \($0.severity)" } == ["App/Locked unreadable-folder warning"])
        let result = Auditor().audit(project)
        #expect(result.findings.map { "\($0.location.file) \($0.rule) \($0.severity)" } == ["App/Locked parse-error warning"])
        // Through the command line, where the system refuses (not for root, whom it never refuses).
        let files = try TemporaryProject(["App/en.lproj/L.strings": "\"a11y.play.label\" = \"Play\";", "App/Locked/x.swift": ""])
        let locked = files.root + "/App/Locked"
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        guard FileSystemProbe.cannotList(locked) else { return }
        let audit = runTool(["audit", "--no-color"], in: files.root)
        #expect(audit.output.contains("App/Locked\n  warning the folder cannot be read"), "\(audit.output)")
        #expect(audit.error.isEmpty)
    }
}

/// Whether the system refuses to list a folder to this process.
enum FileSystemProbe {
    static func cannotList(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return true }
        closedir(directory)
        return false
    }
}
