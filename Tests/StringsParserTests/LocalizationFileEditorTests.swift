import Testing
@testable import StringsParser

/// Values rewritten in place, in every format and encoding, and nothing else.
@Suite("Rewriting values in localization files")
struct LocalizationFileEditorTests {
    static func file(_ name: String, _ format: LocalizationFormat, language: String? = "en") -> DiscoveredFile {
        DiscoveredFile(path: name, format: format, language: language, table: TableID(bundle: "App", name: "Localizable"))
    }

    /// The edit of the value now reading `old` (found by the parser) into `new`.
    static func edit(_ data: [UInt8], _ file: DiscoveredFile, _ old: String, _ new: String) throws -> ValueEdit {
        let string = try #require(LocalizationFileReader.read(data, as: file).strings.first { $0.value == old })
        return ValueEdit(offset: string.location.offset, expected: old, replacement: new)
    }

    static func rewrite(_ text: String, _ file: DiscoveredFile, _ changes: [(String, String)]) throws -> String {
        let data = Array(text.utf8)
        let edits = try changes.map { try edit(data, file, $0.0, $0.1) }
        let edited = try LocalizationFileEditor.apply(edits, to: data, as: file).get()
        return String(decoding: edited.bytes, as: UTF8.self)
    }

    @Test("a .strings value: only its differing bytes change; comments, escapes, other values and line endings stay")
    func strings() throws {
        let text = "/* Play */\r\n\"play.label\" = \"Play button\";\r\n\"quote\" = \"Say \\\"hi\\\"\";\r\nbare = Word;\r\n\"hint\" = \"Opens it\"; // done\r\n"
        let file = Self.file("en.lproj/Localizable.strings", .strings)
        #expect(try Self.rewrite(text, file, [("Play button", "Play"), ("Opens it", "Opens it.")])
            == "/* Play */\r\n\"play.label\" = \"Play\";\r\n\"quote\" = \"Say \\\"hi\\\"\";\r\nbare = Word;\r\n\"hint\" = \"Opens it.\"; // done\r\n")
        // A value with escapes is written again whole, escaped; a bare word gets quotes.
        #expect(try Self.rewrite(text, file, [("Say \"hi\"", "Says \"hi\"."), ("Word", "Words")])
            == "/* Play */\r\n\"play.label\" = \"Play button\";\r\n\"quote\" = \"Says \\\"hi\\\".\";\r\nbare = \"Words\";\r\n\"hint\" = \"Opens it\"; // done\r\n")
    }

    @Test("every encoding stays as it was, byte order mark included", arguments: [
        TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian, .utf16LittleEndianWithoutBOM, .utf16BigEndianWithoutBOM,
        .utf32LittleEndian, .utf32BigEndian,
    ])
    func encodings(_ encoding: TextEncoding) throws {
        let text = "\"play.label\" = \"再生ボタン 🎵\";\n\"other\" = \"Ünïcode\";\n"
        let bom: [UInt8] = encoding == .utf8WithBOM ? [0xEF, 0xBB, 0xBF] : []
        let data = TextEncoder.encode(bom + Array(text.utf8), as: encoding)
        #expect(TextDecoder.decode(data).encoding == encoding)
        let file = Self.file("ja.lproj/Localizable.strings", .strings, language: "ja")
        let edit = try Self.edit(data, file, "再生ボタン 🎵", "再生 🎵")
        let edited = try LocalizationFileEditor.apply([edit], to: data, as: file).get()
        let expected = TextEncoder.encode(bom + Array("\"play.label\" = \"再生 🎵\";\n\"other\" = \"Ünïcode\";\n".utf8), as: encoding)
        #expect(edited.bytes == expected)
        #expect(TextDecoder.decode(edited.bytes).encoding == encoding)
    }

    @Test("an XML property list: a .stringsdict variant and an XML .strings, entities written as entities")
    func propertyLists() throws {
        let dict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>n.hint</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>Plays %d song &amp; more</string>
            \t\t\t<key>other</key>
            \t\t\t<string>Plays %d songs</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
        let stringsdict = Self.file("en.lproj/Localizable.stringsdict", .stringsdict)
        let rewritten = try Self.rewrite(dict, stringsdict, [("Plays %d songs", "Plays %d songs."), ("Plays %d song & more", "Plays %d song & <more>.")])
        #expect(rewritten == dict.replacingOccurrences(of: "<string>Plays %d songs</string>", with: "<string>Plays %d songs.</string>")
            .replacingOccurrences(of: "Plays %d song &amp; more", with: "Plays %d song &amp; &lt;more&gt;."))
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a.label</key>\n<string>Play.</string>\n</dict>\n</plist>\n"
        #expect(try Self.rewrite(xml, Self.file("en.lproj/Localizable.strings", .strings), [("Play.", "Play")]) == xml.replacingOccurrences(of: "Play.<", with: "Play<"))
    }

    @Test("a String Catalog keeps Xcode's layout and the unit's state; only the one language's value changes")
    func catalog() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "play.label" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Play button"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Play button"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let file = Self.file("Localizable.xcstrings", .xcstrings, language: nil)
        let data = Array(catalog.utf8)
        let english = try #require(LocalizationFileReader.read(data, as: file).strings.first { $0.language == "en" })
        let edit = ValueEdit(offset: english.location.offset, expected: "Play button", replacement: "Play \"now\"")
        let edited = try LocalizationFileEditor.apply([edit], to: data, as: file).get()
        let lines = String(decoding: edited.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let original = catalog.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        let changed = zip(lines, original).filter { $0.0 != $0.1 }
        #expect(changed.map { String($0.0) } == [#"            "value" : "Play \"now\"""#])
    }

    @Test("a value that is not the one audited, a binary property list or bytes that do not survive decoding: the file is left alone")
    func refusals() throws {
        let file = Self.file("en.lproj/Localizable.strings", .strings)
        let data = Array("\"a\" = \"Play.\";\n".utf8)
        let moved = ValueEdit(offset: 6, expected: "Stop.", replacement: "Stop")
        #expect(LocalizationFileEditor.apply([moved], to: data, as: file) == .failure(.changedSinceRead(offset: 6)))
        #expect(LocalizationFileEditor.apply([ValueEdit(offset: 6, expected: "Play.", replacement: "Play")], to: Array("bplist00".utf8) + [0, 1], as: file)
            == .failure(.unsupportedFormat))
        var invalid = data
        invalid.insert(0xFF, at: 9)
        #expect(LocalizationFileEditor.apply([ValueEdit(offset: 6, expected: "Play.", replacement: "Play")], to: invalid, as: file)
            == .failure(.notRoundTrip))
        // A control character XML cannot hold.
        let xml = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>Play.</string>\n</dict>\n</plist>\n".utf8)
        let string = try #require(LocalizationFileReader.read(xml, as: file).strings.first)
        let control = ValueEdit(offset: string.location.offset, expected: "Play.", replacement: "Play\u{1}")
        #expect(LocalizationFileEditor.apply([control], to: xml, as: file) == .failure(.unwritable(offset: string.location.offset)))
    }

    @Test("a text the file stands for but does not hold as a value (a catalog's key that is its source text) is skipped, never edited")
    func implicitSource() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"Play button":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abspielen"}}}}},"version":"1.0"}"#
        let file = Self.file("Localizable.xcstrings", .xcstrings, language: nil)
        let data = Array(catalog.utf8)
        let key = try #require(LocalizationFileReader.read(data, as: file).strings.first { $0.isImplicitSource })
        #expect(key.value == "Play button")
        let edited = try LocalizationFileEditor.apply(
            [ValueEdit(offset: key.location.offset, expected: "Play button", replacement: "Play")], to: data, as: file).get()
        #expect(edited.bytes == data && edited.edits.isEmpty && edited.skipped.count == 1)
        #expect(LocalizationFileEditor.replacements(
            for: [ValueEdit(offset: key.location.offset, expected: "Play button", replacement: "Play")], in: data, as: file).isEmpty)
        // An Interface Builder comment's text stands at its key.
        let strings = Array("/* Class = \"UIButton\"; accessibilityLabel = \"close\"; ObjectID = \"a\"; */\n\"a.accessibilityLabel\" = \"Schließen\";\n".utf8)
        let translation = Self.file("de.lproj/Main.strings", .strings, language: "de")
        let string = try #require(LocalizationFileReader.read(strings, as: translation).strings.first)
        let keyOffset = try #require(string.keyLocation?.offset)
        let comment = try LocalizationFileEditor.apply([ValueEdit(offset: keyOffset, expected: "close", replacement: "Close")], to: strings, as: translation).get()
        #expect(comment.bytes == strings && comment.skipped.count == 1)
    }

    @Test("the common start and end of two texts stop at whole characters")
    func commonEnds() {
        #expect(LocalizationFileEditor.commonEnds(Array("Play button".utf8), Array("Play".utf8)) == (4, 0))
        #expect(LocalizationFileEditor.commonEnds(Array("aé".utf8), Array("aè".utf8)) == (1, 0))
        #expect(LocalizationFileEditor.commonEnds(Array("éa".utf8), Array("èa".utf8)) == (0, 1))
        #expect(LocalizationFileEditor.commonEnds(Array("aa".utf8), Array("aaa".utf8)) == (2, 0))
    }
}

/// An edit's outcome compared by its bytes or its refusal (`EditedFile` is no `Equatable`, and
/// `Result` is `Equatable` only with both sides `Equatable`).
extension Result where Success == EditedFile, Failure == EditRefusal {
    static func == (lhs: Result, rhs: Result) -> Bool {
        switch (lhs, rhs) {
        case let (.success(a), .success(b)): a.bytes == b.bytes
        case let (.failure(a), .failure(b)): a == b
        default: false
        }
    }
}
