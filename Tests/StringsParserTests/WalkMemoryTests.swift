import Foundation
import Testing
@testable import StringsParser

@Suite("Stamped walks: stamps and remembered folders")
final class WalkMemoryTests {
    /// A folder of its own for each test, removed after it.
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-memory-\(UUID().uuidString)").path
        for (path, text) in ["App/en.lproj/L.strings": "\"a\" = \"A\";", "App/de.lproj/L.strings": "\"a\" = \"Ä\";", "App/View.swift": "let a = 1", "App/notes.txt": "-"] {
            try write(path, text)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func walk(_ memory: WalkMemory? = nil) -> (files: [WalkedFile], problems: [DiscoveryProblem], folders: [FolderListing]) {
        FileWalker.files(
            under: ["."], options: DiscoveryOptions(), currentDirectory: root, stamping: true, remembering: memory,
            accepting: { $0 == "strings" || $0 == "swift" })
    }

    func paths(_ files: [WalkedFile]) -> [String] { files.map(\.path).sorted() }

    /// Trusted: every folder changed before now.
    static let later = Int64.max

    @Test("a stamped walk stamps every accepted file and lists every folder; an unstamped one neither")
    func stamps() throws {
        let first = walk()
        #expect(paths(first.files) == ["./App/View.swift", "./App/de.lproj/L.strings", "./App/en.lproj/L.strings"])
        #expect(first.files.allSatisfy { $0.stamp != nil })
        #expect(Set(first.folders.map { PathDisplay.relative($0.path, to: root) }) == [".", "App", "App/de.lproj", "App/en.lproj"])
        #expect(first.folders.first { $0.path.hasSuffix("/App") }?.files == ["View.swift"])
        let plain = FileWalker.files(under: ["."], options: DiscoveryOptions(), currentDirectory: root, accepting: { $0 == "strings" })
        #expect(plain.files.allSatisfy { $0.stamp == nil } && plain.folders.isEmpty)
    }

    @Test("a remembered folder whose stamp is unchanged is not read again: its remembered names are taken")
    func recall() throws {
        let first = walk()
        // The same stamps, other names: only a walk that trusts the memory finds "Ghost.swift".
        let altered = first.folders.map { listing -> FolderListing in
            var listing = listing
            if listing.path.hasSuffix("/App") { listing.files = ["View.swift", "Ghost.swift"] }
            return listing
        }
        let recalled = walk(WalkMemory(altered, trustedBefore: Self.later))
        #expect(paths(recalled.files).contains("./App/Ghost.swift"))
        #expect(recalled.files.first { $0.path == "./App/Ghost.swift" }?.stamp == nil)
        // Within the clock tick of the remembering walk, nothing is trusted: everything is read.
        let untrusted = walk(WalkMemory(altered, trustedBefore: Int64.min))
        #expect(paths(untrusted.files) == paths(first.files))
    }

    @Test("a tree remembered unchanged gives the files and listings a walk that reads it gives, in its order; one changed folder, too")
    func rememberedTreeInOrder() throws {
        for path in ["App/Screens/Player/Player.swift", "App/Screens/Player/fr.lproj/L.strings", "App/Screens/List.swift", "Kit/Views/Row.swift",
                     "Kit/en.lproj/K.strings", "Kit/de.lproj/K.strings", "Kit/Views/Deep/Deeper/Cell.swift"] {
            try write(path, "\"a\" = \"A\";")
        }
        let first = walk()
        func shown(_ walked: (files: [WalkedFile], problems: [DiscoveryProblem], folders: [FolderListing])) -> [String] {
            walked.files.map { "\($0.path) \($0.stamp.map { String($0.size) } ?? "-")" }
        }
        let recalled = walk(WalkMemory(first.folders, trustedBefore: Self.later))
        #expect(shown(recalled) == shown(first))
        #expect(recalled.folders == first.folders)
        #expect(first.files.count == 10 && first.folders.count == 13)
        // A file added deep in the tree: its folder is read again, and everything comes in a fresh walk's order.
        try write("Kit/Views/Deep/Added.swift", "let c = 3")
        let changed = walk(WalkMemory(first.folders, trustedBefore: Self.later))
        let fresh = walk()
        #expect(shown(changed) == shown(fresh) && changed.folders == fresh.folders)
        #expect(changed.files.contains { $0.path == "./Kit/Views/Deep/Added.swift" })
    }

    @Test("a file added, removed or renamed changes its folder's stamp: the folder is read again")
    func changes() throws {
        let first = walk()
        try write("App/fr.lproj/L.strings", "\"a\" = \"À\";")
        try write("App/Player.swift", "let b = 2")
        try FileManager.default.removeItem(atPath: root + "/App/de.lproj/L.strings")
        try FileManager.default.moveItem(atPath: root + "/App/View.swift", toPath: root + "/App/Screen.swift")
        let second = walk(WalkMemory(first.folders, trustedBefore: Self.later))
        #expect(paths(second.files) == ["./App/Player.swift", "./App/Screen.swift", "./App/en.lproj/L.strings", "./App/fr.lproj/L.strings"])
        #expect(paths(second.files) == paths(walk().files))
        // A file's new content shows in its own stamp.
        let before = second.files.first { $0.path == "./App/en.lproj/L.strings" }?.stamp
        try write("App/en.lproj/L.strings", "\"a\" = \"AA\";")
        let third = walk(WalkMemory(second.folders, trustedBefore: Self.later))
        #expect(third.files.first { $0.path == "./App/en.lproj/L.strings" }?.stamp != before)
    }
}
