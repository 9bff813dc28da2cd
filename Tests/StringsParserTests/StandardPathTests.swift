import Foundation
import Testing
@testable import StringsParser

@Suite("Standard paths, made from their text")
struct StandardPathTests {
    /// Paths with every kind of component a user or a walk writes.
    static let paths = [
        "/a/b", "/a/b/", "/a//b", "/a/./b", "/a/b/..", "/a/b/../..", "/a/b/../../..", "/", "/.", "/..", "/a/.", "/a/b/./", "//a",
        "/a/...", "/a/..b/c", "/a/b/../c/./d/", "/é/ü", "/a b/c", "/a/.hidden/../x.strings", "/App/en.lproj/Localizable.strings",
        "relative", "./relative/./x", "../up", "../../../../../../above", ".", "", "a/b/../../..",
    ]

    @Test("Made absolute and standard as Foundation's URL makes them", arguments: paths)
    func sameAsFoundation(path: String) {
        let directory = "/Users/dev/Some App/Sources"
        let expected = URL(fileURLWithPath: LocalizationDiscovery.absolutePath(path, in: directory)).standardizedFileURL.path
        #expect(StandardPath.of(path, in: directory) == expected)
    }

    @Test("The parent folder is Foundation's, the root's own parent is the root", arguments: paths)
    func parentSameAsFoundation(path: String) {
        let standard = StandardPath.of(path, in: "/Users/dev")
        let expected = URL(fileURLWithPath: standard).deletingLastPathComponent().path
        #expect(StandardPath.parent(of: standard) == expected)
    }

    @Test("Components and joining undo each other; a name is appended to the root without a second slash")
    func componentsAndJoining() {
        #expect(StandardPath.components(of: "/a/b c/d") == ["a", "b c", "d"])
        #expect(StandardPath.components(of: "/").isEmpty)
        #expect(StandardPath.joined(StandardPath.components(of: "/a/b c/d")) == "/a/b c/d")
        #expect(StandardPath.joined([]) == "/")
        #expect(StandardPath.appending(".l10n-ax.json", to: "/") == "/.l10n-ax.json")
        #expect(StandardPath.appending(".l10n-ax.json", to: "/a") == "/a/.l10n-ax.json")
    }

    @Test("What is at a path: a folder, a file (also through a link), or nothing")
    func kinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standard-path-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/file")
        try FileManager.default.createSymbolicLink(atPath: folder + "/folder-link", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nothing")
        #expect(StandardPath.isDirectory(folder) == true)
        #expect(StandardPath.isDirectory(folder + "/file") == false)
        #expect(StandardPath.isDirectory(folder + "/link") == false)
        #expect(StandardPath.isDirectory(folder + "/folder-link") == true)
        #expect(StandardPath.isDirectory(folder + "/dangling") == nil)
        #expect(StandardPath.isDirectory(folder + "/nothing") == nil)
    }

    @Test("The current folder is the system's")
    func currentDirectory() {
        #expect(StandardPath.currentDirectory() == FileManager.default.currentDirectoryPath)
    }
}
