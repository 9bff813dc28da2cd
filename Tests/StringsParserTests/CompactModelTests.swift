import Foundation
import Testing
@testable import StringsParser

@Suite("The model kept small: shared origins, packed positions, shared keys, files merged as they are read")
struct CompactModelTests {
    static let table = TableID(bundle: "App", name: "Localizable")

    static func file(_ language: String, _ text: String) -> LocalizationFile {
        let discovered = DiscoveredFile(path: "App/\(language).lproj/Localizable.strings", format: .strings, language: language, table: table)
        return LocalizationFileReader.read(Array(text.utf8), as: discovered)
    }

    /// The address of a string's UTF-8 storage (of a copy, for a small string kept inline).
    static func storage(of text: String) -> UnsafeRawPointer? {
        var copy = text
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("the strings of one file share one origin, which gives their table, language, file and format")
    func sharedOrigin() {
        let file = Self.file("de", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
        #expect(file.strings.count == 2)
        #expect(file.strings[0].origin === file.strings[1].origin)
        #expect(file.strings[1].table == Self.table)
        #expect(file.strings[1].language == "de")
        #expect(file.strings[1].format == .strings)
        #expect(file.strings[1].location == SourceLocation(file: "App/de.lproj/Localizable.strings", line: 2, column: 7, offset: 17))
        #expect(file.strings[1].keyLocation == SourceLocation(file: "App/de.lproj/Localizable.strings", line: 2, column: 1, offset: 11))
    }

    @Test("positions too large to pack, and a key in another file, are kept whole")
    func unpackablePositions() {
        let far = SourcePosition(line: Int(Int32.max) + 5, column: Int(UInt32.max) + 7, offset: 1 << 40)
        let string = LocalizedString(
            table: Self.table, key: "k", language: "en", value: "v", location: SourceLocation(file: "a.strings", position: far),
            keyLocation: SourceLocation(file: "b.storyboard", line: 3, column: 4), format: .strings)
        #expect(string.location.position == far)
        #expect(string.keyLocation == SourceLocation(file: "b.storyboard", line: 3, column: 4))
        // A small line and column past 4 GB into the file: kept whole too.
        let deep = SourcePosition(line: 3, column: 4, offset: 1 << 33)
        let deepString = LocalizedString(
            table: Self.table, key: "k", language: "en", variant: "n.one", value: "v", location: SourceLocation(file: "a.strings", position: deep),
            keyLocation: SourceLocation(file: "a.strings", position: deep), format: .stringsdict)
        #expect(deepString.location.position == deep && deepString.keyLocation?.position == deep)
        #expect(deepString.variant == "n.one")
        let unknown = LocalizedString(
            table: Self.table, key: "k", language: "en", value: "v", location: SourceLocation(file: "a.strings", position: .unknown),
            format: .strings, isImplicitSource: true)
        // A key after its value, or more lines before it than pack, kept whole; one before it on the same line or a line above, packed.
        for keyPosition in [
            SourcePosition(line: 9, column: 2, offset: 300), SourcePosition(line: 1, column: 2, offset: 10),
            SourcePosition(line: 70_000, column: 70_000, offset: 90_000_000), SourcePosition(line: 4, column: 3, offset: 150),
        ] {
            let value = SourcePosition(line: keyPosition.line == 70_000 ? 140_000 : 5, column: 9, offset: keyPosition.line == 70_000 ? 95_000_000 : 200)
            let string = LocalizedString(
                table: Self.table, key: "k", language: "en", value: "v", location: SourceLocation(file: "a.strings", position: value),
                keyLocation: SourceLocation(file: "a.strings", position: keyPosition), format: .strings)
            #expect(string.keyLocation?.position == keyPosition && string.location.position == value)
        }
        #expect(unknown.location.position == .unknown)
        #expect(unknown.keyLocation == nil)
        #expect(unknown.isImplicitSource)
    }

    @Test("a key in several languages is stored once; an equal comment too, a different one stays its own")
    func sharedKeys() {
        let key = "settings.notifications.accessibility.label"
        let english = Self.file("en", "/* The notifications switch, for VoiceOver */\n\"\(key)\" = \"Notifications\";\n")
        let german = Self.file("de", "/* The notifications switch, for VoiceOver */\n\"\(key)\" = \"Mitteilungen\";\n")
        let french = Self.file("fr", "/* Le commutateur des notifications, pour VoiceOver */\n\"\(key)\" = \"Notifications\";\n")
        #expect(Self.storage(of: english.strings[0].key) != Self.storage(of: german.strings[0].key))
        let project = LocalizationProject(files: [english, german, french])
        let values = project.tables[Self.table]!.keys[key]!.values
        let (en, de, fr) = (values["en"]![0], values["de"]![0], values["fr"]![0])
        #expect(Self.storage(of: en.key) != nil)
        #expect(Self.storage(of: de.key) == Self.storage(of: en.key))
        #expect(Self.storage(of: fr.key) == Self.storage(of: en.key))
        #expect(Self.storage(of: de.comment!) == Self.storage(of: en.comment!))
        #expect(fr.comment == "Le commutateur des notifications, pour VoiceOver")
        #expect(de.key == key && de.comment == "The notifications switch, for VoiceOver")
    }

    @Test("an untranslated copy of a value made while read, and a storyboard string's comment, are stored once for every language that repeats them")
    func sharedValuesAndInterfaceBuilderComments() throws {
        let key = "Xy4-a1-bC2.accessibilityLabel"
        let comment = "/* Class = \"UIButton\"; accessibilityLabel = \"Play the episode from the start\"; ObjectID = \"Xy4-a1-bC2\"; */\n"
        // An escape: the value is made while the file is read (one without is kept as bytes, below).
        let value = "Play the episode\tfrom the start"
        let written = "Play the episode\\tfrom the start"
        let english = Self.file("en", comment + "\"\(key)\" = \"\(written)\";\n\"short\" = \"Play\";\n")
        let dutch = Self.file("nl", comment + "\"\(key)\" = \"\(written)\";\n\"short\" = \"Play\";\n")
        let german = Self.file("de", comment + "\"\(key)\" = \"Die Folge\\tvon Anfang an abspielen\";\n")
        let other = Self.file("fr", "/* Class = \"UIButton\"; accessibilityLabel = \"Play\"; ObjectID = \"Xy4-a1-bC2\"; */\n\"\(key)\" = \"\(written)\";\n")
        #expect(Self.storage(of: english.strings[0].value) != Self.storage(of: dutch.strings[0].value))
        let project = LocalizationProject(files: [english, dutch, german, other])
        let values = project.tables[Self.table]!.keys[key]!.values
        let (en, nl, de, fr) = (values["en"]![0], values["nl"]![0], values["de"]![0], values["fr"]![0])
        #expect(Self.storage(of: en.value) != nil)
        #expect(Self.storage(of: nl.value) == Self.storage(of: en.value))
        #expect(Self.storage(of: fr.value) == Self.storage(of: en.value))
        #expect(Self.storage(of: de.value) != Self.storage(of: en.value))
        #expect(nl.value == value && de.value == "Die Folge\tvon Anfang an abspielen")
        // The comment's fields: one box for the languages whose comment says the same.
        let base = try #require(en.interfaceBuilder?.properties.first?.value)
        #expect(Self.storage(of: nl.interfaceBuilder!.properties[0].value) == Self.storage(of: base))
        #expect(Self.storage(of: de.interfaceBuilder!.properties[0].value) == Self.storage(of: base))
        #expect(fr.interfaceBuilder?.properties.first?.value == "Play")
        #expect(nl.interfaceBuilder == en.interfaceBuilder && nl.location.file == "App/nl.lproj/Localizable.strings")
        #expect(nl.location.line == 2 && nl.keyLocation?.line == 2)
        #expect(project.tables[Self.table]!.keys["short"]!.values["nl"]![0].value == "Play")
    }

    @Test("a value written without escapes is kept as its bytes and made when read: the same text, the same `%`, made once on demand")
    func verbatimValues() throws {
        let text = "/* A hint */\n\"hint\" = \"Plays the episode from the start\";\n\"count\" = \"%d episodes left to play\";\n"
            + "\"escaped\" = \"Plays \\\"Intro\\\" from the start\";\n\"accents\" = \"Lit l’épisode depuis le début\";\n\"short\" = \"Joue\";\n"
            + "\"replaced\" = \"Plays \u{FFFD}the episode\";\n"
        let file = Self.file("fr", text)
        let strings = Dictionary(uniqueKeysWithValues: file.strings.map { ($0.key, $0) })
        let hint = try #require(strings["hint"])
        #expect(hint.madeValue == nil)
        #expect(hint.value == "Plays the episode from the start" && hint.comment == "A hint")
        #expect(!hint.valueContainsPercent && strings["count"]!.valueContainsPercent)
        #expect(strings["count"]!.value == "%d episodes left to play")
        #expect(strings["accents"]!.value == "Lit l’épisode depuis le début")
        #expect(strings["replaced"]!.value == "Plays \u{FFFD}the episode")
        // Escapes are decoded while the file is read.
        #expect(strings["escaped"]!.madeValue == "Plays \"Intro\" from the start")
        // Made once: from then on kept as text.
        hint.makeValue()
        #expect(hint.madeValue == "Plays the episode from the start")
        // What the file-level parser gives (`StringsFileParser`, made at once) is the same text.
        let entries = StringsFileParser.parse(Array(text.utf8), file: "fr.strings").entries
        #expect(entries.map(\.value) == file.strings.map(\.value))
    }

    @Test("whether a value is empty, and its bytes, are told alike from its file's bytes and from its text, without making it")
    func emptyValues() throws {
        let file = Self.file("fr", "\"empty\" = \"\";\n\"escaped\" = \"\\\"\";\n\"full\" = \"Joue l’épisode\";\n\"made\" = \"\";\n")
        let strings = Dictionary(uniqueKeysWithValues: file.strings.map { ($0.key, $0) })
        #expect(try #require(strings["empty"]).valueIsEmpty)
        #expect(!strings["escaped"]!.valueIsEmpty && !strings["full"]!.valueIsEmpty && strings["full"]!.madeValue == nil)
        strings["made"]!.makeValue()
        #expect(strings["made"]!.valueIsEmpty && strings["made"]!.madeValue == "")
        #expect(file.strings.allSatisfy { $0.valueIsEmpty == $0.value.isEmpty })
        // Its bytes, read where they are kept, are its text's, before and after it is made.
        let long = try #require(strings["full"])
        #expect(long.withValueBytes { Array($0) } == Array(long.value.utf8) && long.madeValue == nil)
        long.makeValue()
        #expect(file.strings.allSatisfy { string in string.withValueBytes { Array($0) } == Array(string.value.utf8) })
    }

    @Test("the values' bytes keep only their own room once the file is read, not the file's size reserved for them")
    func verbatimValuesGiveBackTheirRoom() throws {
        // Long comments and keys, short values: the values are a small part of the file.
        let comment = String(repeating: "What the button does when VoiceOver speaks it. ", count: 4)
        let text = (0..<100).map { "/* \(comment) */\n\"settings.section.\($0).button.accessibilityHint\" = \"Plays \($0)\";\n" }.joined()
        let file = Self.file("en", text)
        let values = try #require(file.strings.first?.origin.verbatimValues)
        #expect(text.utf8.count > 20_000)
        #expect(file.strings.count == 100 && file.strings[7].value == "Plays 7")
        #expect(values.unusedCapacity < 1_024)
    }

    @Test("text equal only by canonical equivalence keeps its own bytes: what is reported is what the file holds")
    func canonicallyEquivalentTextKeepsItsBytes() {
        let composed = "Ouvre le café du coin maintenant"
        let decomposed = "Ouvre le cafe\u{301} du coin maintenant"
        let english = Self.file("en", "/* Le café */\n\"open\" = \"\(composed)\";\n")
        let french = Self.file("fr", "/* Le cafe\u{301} */\n\"open\" = \"\(decomposed)\";\n")
        let project = LocalizationProject(files: [english, french])
        let values = project.tables[Self.table]!.keys["open"]!.values
        #expect(values["fr"]![0].value == values["en"]![0].value)
        #expect(Array(values["fr"]![0].value.utf8) == Array(decomposed.utf8))
        #expect(Array(values["fr"]![0].comment!.utf8) == Array("Le cafe\u{301}".utf8))
        #expect(Array(values["en"]![0].value.utf8) == Array(composed.utf8))
    }

    @Test("a reading thread makes a key or a comment once for every file it reads; short, broken and past-the-limit text each time")
    func interner() throws {
        let interner = StringInterner(limit: 2)
        func make(_ bytes: [UInt8]) -> String { bytes.withUnsafeBufferPointer { interner.string($0) } }
        let key = Array("settings.notifications.accessibility.label".utf8)
        let first = make(key)
        #expect(first == "settings.notifications.accessibility.label")
        #expect(Self.storage(of: make(key)) == Self.storage(of: first))
        #expect(make(Array("play".utf8)) == "play")
        // Not UTF-8: repaired, as `String(decoding:as:)` does, and not kept.
        let broken: [UInt8] = Array("a broken key \u{E9}t\u{E9} ".utf8) + [0xFF, 0xFE]
        #expect(make(broken) == String(decoding: broken, as: UTF8.self))
        let (brokenOnce, brokenAgain) = (make(broken), make(broken))
        #expect(Self.storage(of: brokenOnce) != Self.storage(of: brokenAgain))
        // Many keys: the table grows and still finds each.
        let many = (0..<3_000).map { Array("generated.key.number.\($0)".utf8) }
        let wide = StringInterner()
        let made = many.map { bytes in bytes.withUnsafeBufferPointer { wide.string($0) } }
        for (bytes, string) in zip(many, made) {
            #expect(Self.storage(of: bytes.withUnsafeBufferPointer { wide.string($0) }) == Self.storage(of: string))
        }
        // Past the limit (two strings), new text is made each time.
        let second = make(Array("the second string kept by the interner".utf8))
        #expect(Self.storage(of: make(Array("the second string kept by the interner".utf8))) == Self.storage(of: second))
        let third = Array("a third string, past the interner's limit".utf8)
        let (thirdOnce, thirdAgain) = (make(third), make(third))
        #expect(Self.storage(of: thirdOnce) != Self.storage(of: thirdAgain))
    }

    @Test("an Interface Builder comment read before by the same thread is not read again, and reads the same; other comments read as their own")
    func interfaceBuilderCommentsRememberedByTheirBytes() throws {
        func read(_ text: String, interner: StringInterner?) -> InterfaceBuilderComment? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { InterfaceBuilderCommentReader.read($0, from: 0, to: $0.count, interner: interner) }
        }
        let texts = [
            #" Class = "UIButton"; accessibilityLabel = "Play"; ObjectID = "a1B-2c-D3e"; "#,
            #" Class = "UIButton"; accessibilityLabel = "Plan"; ObjectID = "a1B-2c-D3e"; "#,
            #" Class = "UILabel"; text = "Café"; ObjectID = "x9Z-8y-W7v"; "#,
            #" Class = "UILabel"; text = "Cafe\#u{301}"; ObjectID = "x9Z-8y-W7v"; "#,
            #" Class = "UILabel"; text = "broken "#,
            " Classic comment, not Interface Builder's ",
        ]
        let interner = StringInterner()
        for text in texts + texts.reversed() + texts {
            #expect(read(text, interner: interner) == read(text, interner: nil), "\(text)")
        }
        #expect(read(texts[0], interner: interner)?.property(named: "accessibilityLabel") == "Play")
        #expect(read(texts[1], interner: interner)?.property(named: "accessibilityLabel") == "Plan")
        #expect(Array(read(texts[3], interner: interner)!.property(named: "text")!.utf8) == Array("Cafe\u{301}".utf8))
        #expect(read(texts[4], interner: interner) == nil && read(texts[5], interner: interner) == nil)
        // Past the limit, each comment is read each time, and still reads the same.
        let full = StringInterner(limit: 1)
        for text in texts + texts { #expect(read(text, interner: full) == read(text, interner: nil)) }
    }

    @Test("a file read with a comment marker says whether a comment of its holds it: a box made for another file's, a trailing comment, past the limit")
    func commentMarker() throws {
        let marker = BytePattern("l10n-ax:ignore")
        func read(_ language: String, _ text: String, _ interner: StringInterner?) -> LocalizationFile {
            let discovered = DiscoveredFile(path: "App/\(language).lproj/Main.strings", format: .strings, language: language, table: Self.table)
            return LocalizationFileReader.read(Array(text.utf8), as: discovered, interner: interner)
        }
        let marked = "/* Play. l10n-ax:ignore hint-gesture */\n\"play\" = \"Play\";\n/* Stop. */\n\"stop\" = \"Stop\";\n"
        let plain = "/* Play. */\n\"play\" = \"Play\";\n/* Stop. */\n\"stop\" = \"Stop\";\n"
        let trailing = "\"play\" = \"Play\"; // l10n-ax:ignore\n"
        for limit in [1 << 20, 1, 0] {
            let interner = StringInterner(limit: limit, commentMarker: marker)
            #expect(read("en", marked, interner).commentsHoldMarker == true, "limit \(limit)")
            // The same comment again: its box, made for the first file, still says so.
            #expect(read("fr", marked, interner).commentsHoldMarker == true, "limit \(limit)")
            #expect(read("de", plain, interner).commentsHoldMarker == false, "limit \(limit)")
            #expect(read("it", trailing, interner).commentsHoldMarker == true, "limit \(limit)")
            #expect(read("es", "\"play\" = \"Play\";\n", interner).commentsHoldMarker == false, "limit \(limit)")
        }
        // Not looked for: any file may hold it.
        #expect(read("en", plain, StringInterner()).commentsHoldMarker == nil)
        #expect(read("en", plain, nil).commentsHoldMarker == nil)
        let propertyList = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>play</key><string>Play</string></dict></plist>\n"
        #expect(read("en", propertyList, StringInterner(commentMarker: marker)).commentsHoldMarker == nil)
    }

    @Test("a reading thread gives the entries of its files one box per comment: the same comment and Interface Builder fields, the same box; others their own")
    func commentBoxesSharedByTheReadingThread() throws {
        let storyboard = #"/* Class = "UIButton"; accessibilityLabel = "Play"; ObjectID = "a1B-2c-D3e"; */"#
        func text(_ value: String) -> String {
            "/* The play button's label, for VoiceOver */\n\"play\" = \"\(value)\";\n\(storyboard)\n\"a1B-2c-D3e.accessibilityLabel\" = \"\(value)\";\n"
                + "/* Another comment */\n\"pause\" = \"\(value)\";\n\"bare\" = \"\(value)\"; // trailing\n"
        }
        func read(_ language: String, _ value: String, _ interner: StringInterner?) -> [LocalizedString] {
            let discovered = DiscoveredFile(path: "App/\(language).lproj/Main.strings", format: .strings, language: language, table: Self.table)
            return LocalizationFileReader.read(Array(text(value).utf8), as: discovered, interner: interner).strings
        }
        let interner = StringInterner()
        let (english, german) = (read("en", "Play", interner), read("de", "Wiedergabe", interner))
        try #require(english.count == 4 && german.count == 4)
        for index in 0..<3 { #expect(english[index].hasSameDetails(as: german[index]), "entry \(index)") }
        #expect(!english[0].hasSameDetails(as: english[2]))
        #expect(german[1].interfaceBuilder?.property(named: "accessibilityLabel") == "Play" && german[1].comment == english[1].comment)
        // A trailing comment is the entry's own.
        #expect(english[3].comment == "trailing" && !english[3].hasSameDetails(as: german[3]))
        // Without an interner, or past its limit, each entry has a box of its own, saying the same.
        let alone = read("fr", "Lecture", nil)
        let full = StringInterner(limit: 0)
        let (first, second) = (read("it", "Riproduci", full), read("es", "Reproducir", full))
        for index in 0..<3 {
            #expect(!alone[index].hasSameDetails(as: english[index]) && alone[index].comment == english[index].comment)
            #expect(!first[index].hasSameDetails(as: second[index]) && first[index].interfaceBuilder == second[index].interfaceBuilder)
        }
    }

    @Test("files read by the loader share their keys and comments across languages from the start")
    func loaderInternsKeys() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("interned-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let key = "player.controls.accessibility.play.label"
        for (language, value) in [("en", "Play"), ("de", "Wiedergabe"), ("fr", "Lecture")] {
            let folder = root.appendingPathComponent("App/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("/* The play button's label, for VoiceOver */\n\"\(key)\" = \"\(value)\";\n".utf8)
                .write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let discovered = LocalizationDiscovery.discover(["."], currentDirectory: root.path).files
        let project = LocalizationLoader.load(discovered)
        let strings = project.files.flatMap(\.strings)
        #expect(strings.count == 3)
        #expect(Set(strings.map { Self.storage(of: $0.key) }).count == 1)
        #expect(Set(strings.map { Self.storage(of: $0.comment!) }).count == 1)
        #expect(strings.map(\.value).sorted() == ["Lecture", "Play", "Wiedergabe"])
    }

    @Test("a key's values by language: numbered by the table in the order its files bring them, read like a dictionary")
    func valuesByLanguage() {
        let project = LocalizationProject(files: [
            Self.file("fr", "\"a\" = \"A fr\";\n\"b\" = \"B fr\";\n"),
            Self.file("de", "\"b\" = \"B de\";\n\"b\" = \"B de 2\";\n"),
            Self.file("en", "\"a\" = \"A\";\n"),
        ])
        let table = project.tables[Self.table]!
        #expect(table.languageSlots.languages == ["fr", "de", "en"])
        let a = table.keys["a"]!.values
        let b = table.keys["b"]!.values
        #expect(a.count == 2 && b.count == 2 && !a.isEmpty)
        #expect(a.keys == ["fr", "en"] && b.keys == ["fr", "de"])
        #expect(a.map(\.key) == ["fr", "en"])
        #expect(a["de"] == nil && a["it"] == nil)
        #expect(b["de"]!.map(\.value) == ["B de 2"])
        #expect(b[number: table.languageSlots.existingNumber(of: "fr")!]!.map(\.value) == ["B fr"])
        #expect(b.values.map { $0.map(\.value) } == [["B fr"], ["B de 2"]])
        #expect(table.languageSlots.existingNumber(of: "it") == nil)
    }

    @Test("a key's values in one language: one held alone, several in a list, in the order added")
    func stringsInOneLanguage() {
        let strings = Self.file("de", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n").strings
        var values = LanguageStrings(strings[0])
        #expect(values.count == 1 && values.first === strings[0])
        values.append(strings[1])
        values.append(strings[2])
        #expect(values.map(\.value) == ["A", "B", "C"] && values.indices == 0..<3)
        #expect(LanguageStrings(Array(strings)) == values)
        let empty: LanguageStrings = []
        #expect(empty.isEmpty && empty.first == nil)
        #expect(LanguageStrings([strings[1]]) == [strings[1]])
    }

    @Test("files merged as they are read give the project merged all at once")
    func mergedAsRead() throws {
        let root = FixtureProject.root
        let discovered = LocalizationDiscovery.discover(["."], currentDirectory: root).files
        let streamed = LocalizationLoader.load(discovered)
        let atOnce = LocalizationProject(files: discovered.map { LocalizationFileReader.read($0) })
        #expect(streamed.files.map(\.path) == atOnce.files.map(\.path))
        #expect(streamed.tables.keys.sorted() == atOnce.tables.keys.sorted())
        for (id, table) in atOnce.tables {
            let other = try #require(streamed.tables[id])
            #expect(other.languages == table.languages && other.files == table.files)
            #expect(other.keys.keys.sorted() == table.keys.keys.sorted())
            for (name, key) in table.keys {
                let values = other.keys[name]!.values
                #expect(values.keys.sorted() == key.values.keys.sorted())
                for (language, strings) in key.values { #expect(values[language]! == strings) }
            }
        }
    }
}

@Suite("Transforms on every core, consumed in order")
struct OrderedConcurrencyTests {
    @Test("every result is consumed once, in the order of the elements, whatever the lookahead", arguments: [1, 2, 7, 64])
    func inOrder(lookahead: Int) {
        let elements = Array(0..<1_000)
        var consumed: [Int] = []
        ConcurrentMap.forEachInOrder(elements, lookahead: lookahead, { element in
            // Uneven work, so that later elements often finish first.
            var sum = 0
            for step in 0..<((element * 7919) % 2_000) { sum &+= step }
            return element * 2 + (sum == -1 ? 1 : 0)
        }, consume: { consumed.append($0) })
        #expect(consumed == elements.map { $0 * 2 })
    }

    @Test("largest first: every element transformed once, the results in the elements' order, the largest begun first")
    func largestFirst() {
        let sizes = (0..<500).map { ($0 * 7919) % 1_000 } + [5_000, 5_000]
        let started = StartOrder()
        let results = ConcurrentMap.map(Array(sizes.indices), largestFirst: { sizes[$0] }) { index -> Int in
            started.record(index)
            return index * 3
        }
        #expect(results == sizes.indices.map { $0 * 3 })
        #expect(started.indices.count == sizes.count && Set(started.indices).count == sizes.count)
        // The first begun is one of the two largest: each thread records an element before it
        // takes the next, and the first two taken are those.
        #expect(started.indices.first.map { [500, 501].contains($0) } == true)
        #expect(ConcurrentMap.map([Int](), largestFirst: { $0 }) { $0 }.isEmpty)
        #expect(ConcurrentMap.map([4], largestFirst: { $0 }) { $0 + 1 } == [5])
    }

    /// The order in which transforms began, recorded from any thread.
    private final class StartOrder: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var indices: [Int] = []

        func record(_ index: Int) {
            lock.lock()
            indices.append(index)
            lock.unlock()
        }
    }

    @Test("no element and one element")
    func edges() {
        var consumed: [String] = []
        ConcurrentMap.forEachInOrder([Int](), { String($0) }, consume: { consumed.append($0) })
        #expect(consumed.isEmpty)
        ConcurrentMap.forEachInOrder([5], { String($0) }, consume: { consumed.append($0) })
        #expect(consumed == ["5"])
    }
}
