import Foundation
import Testing
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
}
