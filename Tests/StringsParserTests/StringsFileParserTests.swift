import Foundation
import Testing
@testable import StringsParser

/// Parses UTF-8 text as a `.strings` file named `test.strings`.
func parseStrings(_ text: String) -> StringsFileParseResult {
    StringsFileParser.parse(Array(text.utf8), file: "test.strings")
}

extension StringsFileParseResult {
    var pairs: [String] { entries.map { "\($0.key)=\($0.value)" } }
    var summaries: [String] { diagnostics.map { "\($0.location.position) \($0.severity.rawValue) \($0.code)" } }
}

@Suite("Strings file syntax")
struct StringsSyntaxTests {
    @Test("quoted, single-quoted and unquoted keys and values")
    func quotingStyles() {
        let result = parseStrings(#""a" = "b"; 'c' = 'd'; e.f/g:h-i$j_k = 12.5; "x" = y;"#)
        #expect(result.pairs == ["a=b", "c=d", "e.f/g:h-i$j_k=12.5", "x=y"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("the key-only shorthand uses the key as value")
    func shorthand() {
        let result = parseStrings("\"Hello\";\nWorld;")
        #expect(result.pairs == ["Hello=Hello", "World=World"])
        #expect(result.entries.allSatisfy { $0.isShorthand })
        #expect(result.entries[1].valuePosition == result.entries[1].keyPosition)
    }

    @Test("outer braces are optional")
    func braces() {
        let result = parseStrings("{\n  \"a\" = \"b\";\n  c = d;\n}\n")
        #expect(result.pairs == ["a=b", "c=d"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("comments of both kinds and every kind of white space are skipped", arguments: [
        "/* c */ \"a\" = \"b\";",
        "// line\n\"a\"=\"b\";// after",
        "\"a\"/* in */=/* between */\"b\"/**/;",
        "\u{2028}\"a\"\u{2029}=\t\u{0B}\u{0C}\r\n\"b\"\r;",
        "/***/\"a\" = \"b\"; /* trailing ** / */",
    ])
    func trivia(text: String) {
        let result = parseStrings(text)
        #expect(result.pairs == ["a=b"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("an empty file, white space only or comments only is an empty table", arguments: [
        "", "   \n\n\t", "/* nothing */", "// a\n// b\n", "/* a */ // b",
    ])
    func emptyTables(text: String) {
        let result = parseStrings(text)
        #expect(result.entries.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a string may span lines and contain any character")
    func multilineValue() {
        let result = parseStrings("\"k\" = \"line one\nline two ; = /* not a comment */ 'x'\";")
        #expect(result.entries.first?.value == "line one\nline two ; = /* not a comment */ 'x'")
    }
}

@Suite("Strings escapes")
struct StringsEscapeTests {
    @Test("every escape", arguments: [
        (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\""#, "\""), (#"\'"#, "'"), (#"\\"#, "\\"),
        (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"),
        (#"\U00e9"#, "é"), (#"\U00E9"#, "é"), (#"\U41"#, "A"), (#"\U4E2D\U6587"#, "中文"),
        (#"\UD83D\UDE00"#, "😀"), (#"\U00411"#, "A1"),
        (#"\101"#, "A"), (#"\0"#, "\u{0}"), (#"\12"#, "\n"), (#"\1012"#, "A2"), (#"\351"#, "Ø"),
        (#"\x"#, "x"), (#"\u00e9"#, "u00e9"), (#"\é"#, "é"), (#"\😀"#, "😀"), ("\\\n", "\n"),
    ])
    func escape(source: String, expected: String) {
        let result = parseStrings("\"k\" = \"\(source)\";")
        #expect(result.entries.first?.value == expected)
    }

    @Test("escapes decode the same in single quotes, and \\U without digits is U+0000 with a warning")
    func emptyUnicodeEscape() {
        let result = parseStrings(#"'k' = '\Uzz\'';"#)
        #expect(result.entries.first?.value == "\u{0}zz'")
        #expect(result.summaries == ["1:8 warning empty-unicode-escape"])
    }

    @Test("an unpaired surrogate escape is U+FFFD with a warning")
    func unpairedSurrogate() {
        let result = parseStrings(#""k" = "a\UD83Db\UDE00";"#)
        #expect(result.entries.first?.value == "a\u{FFFD}b\u{FFFD}")
        #expect(result.summaries == ["1:9 warning unpaired-surrogate-escape", "1:16 warning unpaired-surrogate-escape"])
    }

    @Test("octal escapes name NeXTSTEP Latin characters, three digits at most, wrapping like a byte")
    func octal() {
        let result = parseStrings(#""k" = "\200\241\376\777\0101";"#)
        #expect(result.entries.first?.value == "\u{A0}\u{A1}\u{0}\u{0}\u{8}1")
    }
}

@Suite("Strings comments")
struct StringsCommentTests {
    @Test("the comment right before an entry is kept; a header comment separated by a blank line is not")
    func attachment() {
        let result = parseStrings("""
            /* File header */

            /* Label of the play button */
            "play" = "Play";
            // first line
            // second line
            "pause" = "Pause"; // after pause

            "stop" = "Stop";
            """)
        #expect(result.entries.map(\.comment) == ["Label of the play button", "first line\nsecond line\nafter pause", nil])
    }

    @Test("a comment inside an entry or after a dropped one belongs to no other entry")
    func commentsInsideEntries() {
        let inside = parseStrings("\"a\" /* about a */ = \"x\";\n\"b\" = \"y\";")
        #expect(inside.entries.map(\.comment) == [nil, nil])
        let interfaceBuilder = parseStrings(
            "\"a\" = /* Class = \"UIButton\"; ObjectID = \"q\"; */ \"x\";\n\"b\" = \"y\";")
        #expect(interfaceBuilder.entries.map { $0.interfaceBuilder == nil } == [true, true])
        let dropped = parseStrings("\"a\" = \"x\";\n\"b\" = (1, 2); // about b\n\"c\" = \"z\";")
        #expect(dropped.entries.map(\.comment) == [nil, nil])
        let stray = parseStrings("\"a\" = \"x\";\n/* about stray */ @@@\n\"c\" = \"z\";")
        #expect(stray.entries.last?.comment == nil)
    }

    @Test("Interface Builder comments are read field by field")
    func interfaceBuilder() throws {
        let result = parseStrings("""
            /* Class = "UIButton"; accessibilityLabel = "Play \\"now\\""; ObjectID = "a1B-2c-D3e"; */
            "a1B-2c-D3e.accessibilityLabel" = "Play";
            /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "42"; */
            "42.title" = "Quit";
            /* Classes of things */
            "other" = "x";
            """)
        let first = try #require(result.entries[0].interfaceBuilder)
        #expect(first.className == "UIButton")
        #expect(first.objectID == "a1B-2c-D3e")
        #expect(first.properties == [.init(name: "accessibilityLabel", value: "Play \"now\"")])
        #expect(first.property(named: "accessibilityLabel") == "Play \"now\"")
        #expect(result.entries[1].interfaceBuilder?.property(named: "title") == "Quit")
        #expect(result.entries[2].interfaceBuilder == nil)
    }
}

@Suite("Strings positions")
struct StringsPositionTests {
    @Test("keys and values know their line, column and byte offset")
    func positions() {
        let result = parseStrings("/* c */\n\"a\" = \"b\";\n  x = \"y\";")
        #expect(result.entries[0].keyPosition == SourcePosition(line: 2, column: 1, offset: 8))
        #expect(result.entries[0].valuePosition == SourcePosition(line: 2, column: 7, offset: 14))
        #expect(result.entries[1].keyPosition == SourcePosition(line: 3, column: 3, offset: 21))
        #expect(result.entries[1].valuePosition == SourcePosition(line: 3, column: 7, offset: 25))
    }

    @Test("columns count Unicode scalars, not bytes, after a multibyte prefix")
    func multibyteColumns() {
        // "😀" is 4 bytes, "再生" 6 bytes, "é" 2 bytes: each character is one column.
        let result = parseStrings("\"😀\" = \"再生\"; \"é\" = \"x\";")
        #expect(result.entries[0].valuePosition == SourcePosition(line: 1, column: 7, offset: 9))
        #expect(result.entries[1].keyPosition == SourcePosition(line: 1, column: 13, offset: 19))
        #expect(result.entries[1].valuePosition == SourcePosition(line: 1, column: 19, offset: 26))
    }

    @Test("CR, CRLF and LF all end a line")
    func lineEndings() {
        let result = parseStrings("\"a\" = \"1\";\r\"b\" = \"2\";\r\n\"c\" = \"3\";\n\"d\" = \"4\";")
        #expect(result.entries.map(\.keyPosition.line) == [1, 2, 3, 4])
        #expect(result.entries.allSatisfy { $0.keyPosition.column == 1 })
    }

    @Test("a UTF-8 byte order mark does not count as a column but keeps file offsets")
    func bomColumns() {
        let result = StringsFileParser.parse([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8), file: "t")
        #expect(result.encoding == .utf8WithBOM)
        #expect(result.entries[0].keyPosition == SourcePosition(line: 1, column: 1, offset: 3))
    }
}

@Suite("Strings duplicates")
struct StringsDuplicateTests {
    @Test("a key defined twice: the later value wins, and a warning names both lines")
    func duplicate() {
        let result = parseStrings("\"a\" = \"first\";\n\"b\" = \"x\";\n\"a\" = \"second\";")
        #expect(result.table == ["a": "second", "b": "x"])
        #expect(result.entries.count == 3)
        #expect(result.summaries == ["3:1 warning duplicate-key"])
        #expect(result.diagnostics[0].message == "the key \"a\" is defined again here: the value at 1:1 is lost, because the later value wins")
    }

    @Test("keys are the same when their bytes are, as CoreFoundation compares them: a composed and a decomposed é are two keys")
    func keysByBytes() {
        let result = parseStrings("\"caf\u{E9}\" = \"one\";\n\"cafe\u{301}\" = \"two\";\n\"caf\u{E9}\" = \"three\";")
        #expect(result.entries.count == 3)
        #expect(result.summaries == ["3:1 warning duplicate-key"])
    }
}
