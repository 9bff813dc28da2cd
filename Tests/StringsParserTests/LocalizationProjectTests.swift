import Foundation
import Testing
@testable import StringsParser

/// The fixture project: every encoding and format, laid out like an app with an extension.
enum FixtureProject {
    static var root: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Project").path
    }

    static func load() -> LocalizationProject {
        LocalizationLoader.load(["."], currentDirectory: root).project
    }

    static func discover() -> [DiscoveredFile] {
        LocalizationDiscovery.discover(["."], currentDirectory: root).files
    }
}

@Suite("Discovery")
struct DiscoveryTests {
    @Test("finds every .lproj table and catalog, skips Pods, DerivedData and files outside .lproj folders")
    func discovery() {
        let files = FixtureProject.discover()
        #expect(files.map(\.path) == [
            "App/Base.lproj/Main.strings",
            "App/Resources/Localizable.xcstrings",
            "App/de.lproj/Localizable.strings",
            "App/en.lproj/InfoPlist.strings",
            "App/en.lproj/Localizable.strings",
            "App/en.lproj/Localizable.stringsdict",
            "App/es.lproj/Localizable.strings",
            "App/es.lproj/Localizable.stringsdict",
            "App/fr.lproj/Localizable.strings",
            "App/ja.lproj/Localizable.strings",
            "App/ko.lproj/Localizable.strings",
            "App/pt_BR.lproj/Localizable.strings",
            "App/zh_Hans.lproj/Localizable.strings",
            "Extension/en.lproj/InfoPlist.strings",
        ])
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        #expect(byPath["App/pt_BR.lproj/Localizable.strings"]?.language == "pt-BR")
        #expect(byPath["App/zh_Hans.lproj/Localizable.strings"]?.language == "zh-Hans")
        #expect(byPath["App/Base.lproj/Main.strings"]?.language == "Base")
        #expect(byPath["App/Resources/Localizable.xcstrings"]?.language == nil)
        #expect(byPath["App/en.lproj/Localizable.strings"]?.table == TableID(bundle: "App", name: "Localizable"))
        #expect(byPath["Extension/en.lproj/InfoPlist.strings"]?.table == TableID(bundle: "Extension", name: "InfoPlist"))
    }

    @Test("a file named twice is found once; the files are in path order")
    func repeatsDropped() {
        let root = FixtureProject.root
        let found = LocalizationDiscovery.discover(["App/es.lproj", "App/es.lproj/Localizable.strings", "App/de.lproj"], currentDirectory: root)
        #expect(found.files.map(\.path) == [
            "App/de.lproj/Localizable.strings", "App/es.lproj/Localizable.strings", "App/es.lproj/Localizable.stringsdict",
        ])
        // Two files of one path that are told apart otherwise are both kept, in the order found.
        let table = TableID(bundle: "App", name: "Localizable")
        let plain = DiscoveredFile(path: "b/x.strings", format: .strings, language: nil, table: table)
        let french = DiscoveredFile(path: "b/x.strings", format: .strings, language: "fr", table: table)
        let first = DiscoveredFile(path: "a/y.strings", format: .strings, language: nil, table: table)
        #expect(LocalizationDiscovery.sortedWithoutRepeats([plain, french, first, plain, french, plain])
            == [first, plain, french])
    }

    @Test("a single file, an .lproj folder, and a missing path")
    func explicitPaths() {
        let root = FixtureProject.root
        let single = LocalizationDiscovery.discover(["App/fastlane/metadata/en/title.strings"], currentDirectory: root)
        #expect(single.files.map(\.path) == ["App/fastlane/metadata/en/title.strings"])
        #expect(single.files.first?.language == nil)
        let lproj = LocalizationDiscovery.discover([root + "/App/es.lproj"], currentDirectory: root)
        #expect(lproj.files.map(\.path) == ["App/es.lproj/Localizable.strings", "App/es.lproj/Localizable.stringsdict"])
        let missing = LocalizationDiscovery.discover([root + "/Nowhere"], currentDirectory: root)
        #expect(missing.files.isEmpty)
        #expect(missing.problems == [.pathNotFound(root + "/Nowhere")])
    }

    @Test("a localization file's extension is recognised in any letter case, and nothing else is", arguments: [
        ("strings", LocalizationFormat.strings), ("STRINGS", .strings), ("Strings", .strings), ("stringsDict", .stringsdict),
        ("XCStrings", .xcstrings), ("string", nil), ("stringsdictx", nil), ("\u{17F}trings", nil), ("", nil), ("xcstrings ", nil),
    ])
    func formatByExtension(fileExtension: String, expected: LocalizationFormat?) {
        #expect(LocalizationFormat(fileExtension: fileExtension) == expected)
        #expect(LocalizationFormat(fileExtension: fileExtension[...]) == expected)
    }

    @Test("paths are shown relative to the current directory", arguments: [
        ("/a/b/c.strings", "/a", "b/c.strings"), ("/a/b/c.strings", "/a/x", "../b/c.strings"),
        ("./App/x.strings", "/anywhere", "App/x.strings"), ("/x/y.strings", "/a/b/c/d", "/x/y.strings"),
        ("././App/x.strings", "/a", "App/x.strings"), ("App/x.strings", "/a", "App/x.strings"), (".App/x.strings", "/a", ".App/x.strings"),
        ("../App/x.strings", "/a", "../App/x.strings"), ("./Ünïcode/é.strings", "/a", "Ünïcode/é.strings"), (".", "/a", "."),
    ])
    func relativePaths(path: String, directory: String, expected: String) {
        #expect(PathDisplay.relative(path, to: directory) == expected)
    }

    @Test("a file's table, bundle and language come from its path as shown (nil: no localization file)", arguments: [
        ("/r/App/de-DE.lproj/Localizable.strings", "/r", "App", "Localizable", "de-DE"),
        ("/r/de.lproj/Main.strings", "/r", "", "Main", "de"),
        ("/r/App/Sub/Localizable.xcstrings", "/r", "App/Sub", "Localizable", nil),
        ("/r/Localizable.xcstrings", "/r", "", "Localizable", nil),
        ("/r/App/fr.lproj/Plurals.v2.stringsdict", "/r/App/x", "..", "Plurals.v2", "fr"),
        ("/other/App/pt_BR.lproj/A.strings", "/r", "../other/App", "A", "pt-BR"), ("/a/b/c/d/e/App/it.lproj/A.strings", "/r/s/t/u", "/a/b/c/d/e/App", "A", "it"),
        ("/r/App/fr.lproj/.strings", "/r", "App", "", "fr"),
        ("/r/App/Loose.strings", "/r", nil, "", nil),
        ("/r/App.strings/readme", "/r", nil, "", nil),
    ] as [(String, String, String?, String, String?)])
    func classify(path: String, directory: String, bundle: String?, table: String, language: String?) {
        let file = LocalizationDiscovery.classify(path, absolutePath: path, requireLproj: true, currentDirectory: directory)
        #expect(file?.table.bundle == bundle)
        guard let file else { return }
        #expect(file.table.name == table)
        #expect(file.language == language)
        #expect(file.path == PathDisplay.relative(path, to: directory))
    }
    @Test("a storyboard's table is in the bundle its .strings translations are in: the folder holding its .lproj folder", arguments: [
        ("App/Base.lproj/Main.storyboard", "App"), ("App/Base.lproj/Main.strings", "App"), ("Base.lproj/Main.xib", ""),
        ("App/Views/Cell.xib", "App/Views"), ("Cell.xib", ""), ("a/b/fr.lproj/x.strings", "a/b"), ("App/Base.lproj", "App"),
    ])
    func bundleOfFile(path: String, bundle: String) {
        #expect(LocalizationDiscovery.bundle(ofFileAt: path) == bundle)
        if path.hasSuffix(".strings") {
            #expect(LocalizationDiscovery.classify(path, absolutePath: "/r/" + path, requireLproj: true, currentDirectory: "/r")?.table.bundle == bundle)
        }
    }
}

@Suite("Language tags")
struct LanguageTagTests {
    @Test("lproj names normalize to BCP 47", arguments: [
        ("en.lproj", "en"), ("pt_BR", "pt-BR"), ("zh_Hans", "zh-Hans"), ("zh-hant", "zh-Hant"), ("zh_Hant_TW", "zh-Hant-TW"),
        ("es_419", "es-419"), ("Base", "Base"), ("English", "en"), ("Japanese.lproj", "ja"), ("sr-Latn", "sr-Latn"), ("EN-gb", "en-GB"),
    ])
    func normalize(name: String, expected: String) {
        #expect(LanguageTag.normalize(name) == expected)
    }

    @Test("an ASCII name normalizes by its bytes exactly as by its characters; a name beyond ASCII by its characters", arguments: [0 as UInt64, 1, 2, 3])
    func asciiNamesByBytes(seed: UInt64) {
        let pieces = [
            "en", "EN", "pt", "_", "-", "BR", "br", "Hant", "hANT", "419", "12", "1234", "abcd", "x", ".lproj", "Base", "bAsE", "English",
            "ENGLISH", "zh", "", "Latn", "a1", "valencia", "__", ".", "Zz", "9", "portuguese",
        ]
        var generator = SeededPieces(seed: seed)
        for _ in 0..<2_000 {
            var name = ""
            for _ in 0..<(Int(generator.next() >> 60) % 5 + 1) { name += pieces[generator.index(below: pieces.count)] }
            #expect(LanguageTag.normalizedASCII(name) == LanguageTag.normalizedScalars(name), "\(name)")
        }
        #expect(LanguageTag.normalizedASCII("fr_Fr\u{E9}") == nil)
        #expect(LanguageTag.normalize("de_\u{C4}t") == LanguageTag.normalizedScalars("de_\u{C4}t"))
    }

    @Test("a language folder is a name ending with .lproj as characters, tested by bytes when it is ASCII")
    func languageFolders() {
        for name in ["fr.lproj", "pt_BR.lproj", ".lproj", "lproj", "fr.lproj.bak", "fr.LPROJ", "français.lproj", "x\u{600}.lproj", "fr.lproj\u{301}", ""] {
            #expect(LocalizationDiscovery.isLanguageFolder(Substring(name)) == name.hasSuffix(".lproj"), "\(name)")
        }
        #expect(!LocalizationDiscovery.isLanguageFolder("x\u{600}.lproj") && LocalizationDiscovery.isLanguageFolder("français.lproj"))
    }

    @Test("pseudo-locales: private-use regions XA, XB, XC, qps, private-use tags, message documentation; not the languages they resemble")
    func pseudoLocales() {
        for tag in ["en-XA", "ar-XB", "en-XC", "qps-ploc", "qps-plocm", "x-pseudo", "en-x-psaccent", "qqq"] {
            #expect(LanguageTag.isPseudoLocale(tag), "\(tag)")
        }
        for tag in ["en", "en-GB", "ar", "es-419", "zh-Hant-HK", "Base", "xh", "sr-Latn-XK"] {
            #expect(!LanguageTag.isPseudoLocale(tag), "\(tag)")
        }
    }

    @Test func parents() {
        #expect(LanguageTag.parent(of: "zh-Hant-HK") == "zh-Hant")
        #expect(LanguageTag.parent(of: "en-GB") == "en")
        #expect(LanguageTag.parent(of: "en") == nil)
        #expect(LanguageTag.primaryLanguage(of: "pt-BR") == "pt")
    }
}

@Suite("Reading every format into one model")
struct LocalizationProjectTests {
    let project = FixtureProject.load()

    func values(_ table: String, bundle: String = "App", _ key: String, _ language: String) -> [LocalizedString] {
        Array(project.tables[TableID(bundle: bundle, name: table)]?.keys[key]?.values[language] ?? [])
    }

    @Test("the same strings are read from UTF-8, UTF-8 with BOM, UTF-16 LE/BE, UTF-32, UTF-16 without BOM, XML and binary plists")
    func encodings() {
        #expect(values("Localizable", "play.label", "en").map(\.value) == ["Play"])
        #expect(values("Localizable", "play.label", "ja").map(\.value) == ["再生"])
        #expect(values("Localizable", "play.hint", "de").map(\.value) == ["Spielt das Lied ab."])
        #expect(values("Localizable", "play.hint", "fr").map(\.value) == ["Lit la chanson."])
        #expect(values("Localizable", "play.hint", "ko").map(\.value) == ["노래를 재생합니다."])
        #expect(values("Localizable", "play.hint", "zh-Hans").map(\.value) == ["播放歌曲。"])
        #expect(values("Localizable", "play.hint", "pt-BR").map(\.value) == ["Reproduz a música."])
        #expect(values("Localizable", "play.hint", "es").map(\.value) == ["Reproduce la canción."])
        let encodings = Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.encoding) })
        #expect(encodings["App/de.lproj/Localizable.strings"] == .utf16LittleEndian)
        #expect(encodings["App/fr.lproj/Localizable.strings"] == .utf16BigEndian)
        #expect(encodings["App/ko.lproj/Localizable.strings"] == .utf32LittleEndian)
        #expect(encodings["App/ja.lproj/Localizable.strings"] == .utf8WithBOM)
        #expect(encodings["App/zh_Hans.lproj/Localizable.strings"] == .utf16LittleEndianWithoutBOM)
        #expect(encodings["App/es.lproj/Localizable.strings"] == .some(nil))
    }

    @Test("UTF-16 without a byte order mark is read with a warning; nothing else has a problem")
    func diagnostics() {
        #expect(project.diagnostics.map { "\($0.location.file) \($0.code)" } == ["App/zh_Hans.lproj/Localizable.strings utf16-without-bom"])
        #expect(project.diagnostics.first?.severity == .warning)
        #expect(project.diagnostics.first?.message.hasPrefix("the file is UTF-16LE without a byte order mark: l10n-ax reads it,") == true)
    }

    @Test("positions: UTF-16 and UTF-32 files count lines and columns like UTF-8 ones; XML plists have lines; binary ones none")
    func positions() throws {
        let german = try #require(values("Localizable", "play.hint", "de").first).location
        #expect((german.line, german.column) == (5, 15))
        let japanese = try #require(values("Localizable", "play.label", "ja").first).location
        #expect((japanese.line, japanese.column) == (1, 27))
        let korean = try #require(values("Localizable", "play.hint", "ko").first).location
        #expect((korean.line, korean.column) == (2, 15))
        let portuguese = try #require(values("Localizable", "play.label", "pt-BR").first)
        #expect(portuguese.location.line > 0)
        #expect(try #require(values("Localizable", "play.label", "es").first).location.position == .unknown)
    }

    @Test("comments and Interface Builder fields are kept")
    func comments() {
        #expect(values("Localizable", "play.hint", "en").first?.comment == "Hint of the play button")
        let main = values("Main", "a1B-2c-D3e.accessibilityLabel", "Base").first
        #expect(main?.interfaceBuilder?.className == "UIButton")
        #expect(main?.interfaceBuilder?.property(named: "accessibilityLabel") == "Play")
    }

    @Test("a .stringsdict entry overrides the .strings entry of the same table and key, in XML and binary")
    func stringsdictOverrides() {
        let english = values("Localizable", "%d photos", "en")
        #expect(english.map(\.variant) == ["NSStringLocalizedFormatKey", "count.one", "count.other"])
        #expect(english.map(\.value) == ["%#@count@", "%d photo", "%d photos"])
        #expect(english.allSatisfy { $0.format == .stringsdict })
        #expect(english.dropFirst().first?.location.line ?? 0 > 0)
        #expect(values("Localizable", "%d photos", "es").map(\.value) == ["%#@count@", "%d foto", "%d fotos"])
        // German has only the .strings value.
        #expect(values("Localizable", "%d photos", "de").map(\.value) == ["%d Fotos"])
    }

    @Test("the same table name in two bundles is two tables")
    func bundles() {
        #expect(values("InfoPlist", "CFBundleDisplayName", "en").map(\.value) == ["Player"])
        #expect(values("InfoPlist", bundle: "Extension", "CFBundleDisplayName", "en").map(\.value) == ["Player Widget"])
    }

    @Test("a String Catalog: source language, comments, states, variations, substitutions, unknown fields, implicit source text")
    func catalog() throws {
        let table = try #require(project.tables[TableID(bundle: "App/Resources", name: "Localizable")])
        #expect(table.sourceLanguage == "en")
        #expect(table.languages == ["de", "en", "ja"])
        let settings = try #require(table.keys["Opens the settings."])
        #expect(settings.comment == "VoiceOver hint of the settings button")
        let source = try #require(settings.values["en"]?.first)
        #expect(source.isImplicitSource && source.value == "Opens the settings.")
        #expect((source.location.line, source.location.column) == (4, 5))
        #expect(settings.values["ja"]?.first?.state == "needs_review")
        let german = try #require(settings.values["de"]?.first)
        #expect((german.location.line, german.location.column) == (10, 23))

        let photos = try #require(table.keys["photos.count"])
        #expect(photos.extractionState == "manual")
        #expect(photos.values["en"]?.map(\.variant) == ["plural.one", "plural.other"])
        #expect(photos.values["de"]?.map { "\($0.variant ?? "") \($0.state ?? "") \($0.value)" } == [
            "device.iphone.plural.other reviewed_by_robot %lld Fotos", "device.mac new Fotos",
        ])
        let file = try #require(project.files.first { $0.format == .xcstrings })
        #expect(file.catalogKeys["photos.count"]?.otherFields == ["futureField": "[1,true]"])

        let followers = try #require(table.keys["account.followers"])
        #expect(followers.shouldTranslate == false)
        #expect(followers.values["en"]?.map { $0.variant ?? "-" } == [
            "-", "substitutions.followers.plural.one", "substitutions.followers.plural.other",
        ])
    }
}

@Suite("Broken catalogs and property lists")
struct BrokenFileTests {
    func read(_ text: String, as format: LocalizationFormat) -> LocalizationFile {
        let file = DiscoveredFile(
            path: "t.\(format.rawValue)", format: format, language: format == .xcstrings ? nil : "en",
            table: TableID(bundle: "", name: "t"))
        return LocalizationFileReader.read(Array(text.utf8), as: file)
    }

    @Test("a catalog with a JSON syntax error reports it at its line and column")
    func catalogSyntax() {
        let file = read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { },\n  }\n}", as: .xcstrings)
        #expect(file.strings.isEmpty)
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["4:14 trailing-comma"])
    }

    @Test("catalog structure problems: wrong types and missing fields are reported, the rest is read")
    func catalogStructure() {
        let file = read("""
            {"strings": {"a": {"localizations": {"fr": {"stringUnit": {"state": "translated"}}}},
             "b": {"shouldTranslate": "no", "localizations": {"en": {"stringUnit": {"value": 3}}}},
             "c": {"localizations": {"en": {"stringUnit": {"value": "C"}}}}}}
            """, as: .xcstrings)
        #expect(file.diagnostics.map(\.code) == [
            "catalog-missing-source-language", "catalog-unit-without-value", "catalog-wrong-type", "catalog-wrong-type",
        ])
        #expect(file.strings.map { "\($0.key) \($0.language) \($0.value)" } == ["a en a", "c en C"])
        // A sourceLanguage of the wrong type is that, not also "missing".
        let numbered = read(#"{"sourceLanguage": 5, "strings": {}}"#, as: .xcstrings)
        #expect(numbered.diagnostics.map(\.code) == ["catalog-wrong-type"])
        #expect(numbered.sourceLanguage == "en")
    }

    @Test("a stringsdict that is not well-formed XML reports where")
    func stringsdictSyntax() {
        let file = read("<plist version=\"1.0\"><dict><key>a</key><dict>\n<key>x</key><string>y</string>\n</plist>", as: .stringsdict)
        #expect(file.strings.isEmpty)
        #expect(file.diagnostics.count == 1)
        #expect(file.diagnostics.first?.severity == .error)
        #expect(file.diagnostics.first?.location.line == 3)
    }

    @Test("a .strings property list whose root is not a dictionary, or whose values are not text")
    func stringsPlistShapes() {
        let list = read("<plist><array><string>a</string></array></plist>", as: .strings)
        #expect(list.diagnostics.map(\.code) == ["not-a-table"])
        let nested = read("<plist><dict><key>a</key><integer>1</integer><key>b</key><string>B</string></dict></plist>", as: .strings)
        #expect(nested.diagnostics.map(\.code) == ["value-not-text"])
        #expect(nested.strings.map(\.value) == ["B"])
    }
}
