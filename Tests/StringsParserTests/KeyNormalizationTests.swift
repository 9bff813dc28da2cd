import Testing
@testable import StringsParser

@Suite("Keys that differ only in Unicode normalization: two keys to Apple's look-ups, one to a String")
struct KeyNormalizationTests {
    static let table = TableID(bundle: "App", name: "Localizable")
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static func file(_ language: String, _ text: String) -> LocalizationFile {
        let discovered = DiscoveredFile(path: "App/\(language).lproj/Localizable.strings", format: .strings, language: language, table: table)
        return LocalizationFileReader.read(Array(text.utf8), as: discovered)
    }

    static func codes(_ project: LocalizationProject) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.diagnostics.map(\.code)) })
    }

    @Test("in one file: the first key is kept whole, the other is told at its key, with the first's position")
    func sameFile() throws {
        let project = LocalizationProject(files: [
            Self.file("en", "\"\(Self.composed)\" = \"Coffee\";\n\"\(Self.decomposed)\" = \"Coffee shop\";\n\"play\" = \"Play\";\n")
        ])
        let table = try #require(project.tables[Self.table])
        #expect(table.keys.count == 2)
        let kept = try #require(table.keys[Self.composed]?.values["en"]?.first)
        #expect(Array(kept.key.utf8) == Array(Self.composed.utf8))
        #expect(kept.value == "Coffee")
        let diagnostics = project.files[0].diagnostics
        #expect(diagnostics.map(\.code) == ["key-normalization"])
        #expect(diagnostics.first?.location == SourceLocation(file: "App/en.lproj/Localizable.strings", line: 2, column: 1, offset: 20))
        #expect(diagnostics.first?.message.hasPrefix("the key \"\(Self.decomposed)\" is the key at 1:1 with its accents") == true)
    }

    @Test("across files: the form more languages have is kept; each string of the other is told, with where the kept key is")
    func acrossFiles() throws {
        // German, first in path order, writes the key otherwise than English and French.
        let project = LocalizationProject(files: [
            Self.file("de", "\"\(Self.decomposed)\" = \"Kaffee\";\n"),
            Self.file("en", "\"\(Self.composed)\" = \"Coffee\";\n"),
            Self.file("fr", "\"\(Self.composed)\" = \"Café\";\n"),
        ])
        let table = try #require(project.tables[Self.table])
        let key = try #require(table.keys[Self.composed])
        #expect(key.languages == ["en", "fr"])
        #expect(Array(key.key.utf8) == Array(Self.composed.utf8))
        // The table's own key is the kept one's, character for character.
        #expect(table.keys.keys.map { Array($0.utf8) } == [Array(Self.composed.utf8)])
        #expect(Self.codes(project) == [
            "App/de.lproj/Localizable.strings": ["key-normalization"], "App/en.lproj/Localizable.strings": [],
            "App/fr.lproj/Localizable.strings": [],
        ])
        #expect(project.files[0].diagnostics.first?.message.contains("the key at App/en.lproj/Localizable.strings:1:1 with its accents") == true)
    }

    @Test("keys equal in their bytes merge across languages as always, and keys that differ otherwise stay apart: nothing is told")
    func noFalseAlarm() throws {
        let project = LocalizationProject(files: [
            Self.file("en", "\"\(Self.composed)\" = \"Coffee\";\n\"cafe\" = \"Cafe\";\n"),
            Self.file("fr", "\"\(Self.composed)\" = \"Café\";\n\"cafe\" = \"Bistrot\";\n"),
        ])
        #expect(project.tables[Self.table]?.keys.count == 2)
        #expect(project.tables[Self.table]?.keys[Self.composed]?.languages == ["en", "fr"])
        #expect(project.files.allSatisfy { $0.diagnostics.isEmpty })
    }
}
