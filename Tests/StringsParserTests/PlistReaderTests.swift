import Foundation
import Testing
import TestSupport

@testable import StringsParser

// MARK: Helpers

private func read(_ xml: String) -> PlistReadResult {
    XMLPlistReader.read(Array(xml.utf8))
}

/// The problems as `code@offset`, in the order reported.
private func problemList(_ result: PlistReadResult) -> [String] {
    result.problems.map { "\($0.problem.code)@\($0.offset.map(String.init) ?? "?")" }
}

/// A tree without positions and with dictionary members sorted by key, to compare trees whose
/// dictionaries came from Foundation (which keeps no order).
private func canonical(_ value: PlistValue) -> PlistValue {
    switch value.kind {
    case let .dictionary(dictionary):
        let members = dictionary.members
            .map { PlistDictionary.Member(key: $0.key, keyOffset: nil, value: canonical($0.value)) }
            .sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        return PlistValue(.dictionary(PlistDictionary(members: members)))
    case let .array(elements):
        return PlistValue(.array(elements.map(canonical)))
    default:
        return PlistValue(value.kind)
    }
}

/// Foundation's tree as a ``PlistValue``, written independently of ``BinaryPlistReader``.
private func tree(fromFoundation object: Any) -> PlistValue? {
    #if canImport(Darwin)
    if let number = object as? NSNumber, CFGetTypeID(number) == CFBooleanGetTypeID() { return PlistValue(.bool(number.boolValue)) }
    #else
    if type(of: object) == Bool.self, let boolean = object as? Bool { return PlistValue(.bool(boolean)) }
    #endif
    switch object {
    case let string as String:
        return PlistValue(.string(string))
    case let number as NSNumber:
        switch String(cString: number.objCType) {
        case "d", "f": return PlistValue(.real(number.doubleValue))
        case "Q": return number.uint64Value > UInt64(Int64.max) ? PlistValue(.unsignedInteger(number.uint64Value)) : PlistValue(.integer(number.int64Value))
        default: return PlistValue(.integer(number.int64Value))
        }
    case let date as Date:
        return PlistValue(.date(date))
    case let data as Data:
        return PlistValue(.data(data))
    case let array as [Any]:
        let elements = array.compactMap(tree(fromFoundation:))
        return elements.count == array.count ? PlistValue(.array(elements)) : nil
    case let dictionary as [AnyHashable: Any]:
        var members: [PlistDictionary.Member] = []
        for (key, element) in dictionary {
            guard let key = key.base as? String, let value = tree(fromFoundation: element) else { return nil }
            members.append(PlistDictionary.Member(key: key, keyOffset: nil, value: value))
        }
        return canonical(PlistValue(.dictionary(PlistDictionary(members: members))))
    default:
        return nil
    }
}

/// What Foundation reads from `xml`, or `nil` if it rejects it.
private func foundationTree(_ xml: String) -> PlistValue? {
    guard let object = try? PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil) else { return nil }
    return tree(fromFoundation: object)
}

/// Every string in a tree in document order, with its element's and its content's line:column.
private func strings(in value: PlistValue, lines: LineTable) -> [String] {
    switch value.kind {
    case let .dictionary(dictionary): return dictionary.members.flatMap { strings(in: $0.value, lines: lines) }
    case let .array(elements): return elements.flatMap { strings(in: $0, lines: lines) }
    case let .string(string): return ["\(value.position(in: lines)) \(value.contentPosition(in: lines)) \(string)"]
    default: return []
    }
}

// MARK: Tests

@Suite("Property lists")
struct PlistReaderTests {
    /// A `.stringsdict` with a plural rule, a variable-width rule and a device-specific rule; the
    /// comments give the line numbers.
    static let stringsdictLines = [
        /* 1 */ #"<?xml version="1.0" encoding="UTF-8"?>"#,
        /* 2 */ #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
        /* 3 */ #"<plist version="1.0">"#,
        /* 4 */ "<dict>",
        /* 5 */ "\t<key>files.count</key>",
        /* 6 */ "\t<dict>",
        /* 7 */ "\t\t<key>NSStringLocalizedFormatKey</key>",
        /* 8 */ "\t\t<string>%#@files@</string>",
        /* 9 */ "\t\t<key>files</key>",
        /* 10 */ "\t\t<dict>",
        /* 11 */ "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
        /* 12 */ "\t\t\t<string>NSStringPluralRuleType</string>",
        /* 13 */ "\t\t\t<key>NSStringFormatValueTypeKey</key>",
        /* 14 */ "\t\t\t<string>d</string>",
        /* 15 */ "\t\t\t<key>one</key>",
        /* 16 */ "\t\t\t<string>%d fichier sélectionné — 1 個</string>",
        /* 17 */ "\t\t\t<key>other</key>",
        /* 18 */ "\t\t\t<string>😀 %d fichiers &amp; dossiers</string>",
        /* 19 */ "\t\t</dict>",
        /* 20 */ "\t</dict>",
        /* 21 */ "\t<key>welcome.title</key>",
        /* 22 */ "\t<dict>",
        /* 23 */ "\t\t<key>NSStringVariableWidthRuleType</key>",
        /* 24 */ "\t\t<dict>",
        /* 25 */ "\t\t\t<key>20</key>",
        /* 26 */ "\t\t\t<string>Welcome</string>",
        /* 27 */ "\t\t\t<key>50</key>",
        /* 28 */ "\t\t\t<string>Welcome to the app</string>",
        /* 29 */ "\t\t</dict>",
        /* 30 */ "\t</dict>",
        /* 31 */ "\t<key>open.hint</key>",
        /* 32 */ "\t<dict>",
        /* 33 */ "\t\t<key>NSStringDeviceSpecificRuleType</key>",
        /* 34 */ "\t\t<dict>",
        /* 35 */ "\t\t\t<key>iphone</key>",
        /* 36 */ "\t\t\t<string>Double-tap to open.</string>",
        /* 37 */ "\t\t\t<key>mac</key>",
        /* 38 */ "\t\t\t<!-- no hint on tvOS --><string>Click to open.</string>",
        /* 39 */ "\t\t\t<key>appletv</key>",
        /* 40 */ "\t\t\t<string/>",
        /* 41 */ "\t\t</dict>",
        /* 42 */ "\t</dict>",
        /* 43 */ "</dict>",
        /* 44 */ "</plist>",
    ]

    /// `element-line:column content-line:column value` for every `<string>` of the file above.
    static let stringsdictStrings = [
        "8:3 8:11 %#@files@",
        "12:4 12:12 NSStringPluralRuleType",
        "14:4 14:12 d",
        "16:4 16:12 %d fichier sélectionné — 1 個",
        "18:4 18:12 😀 %d fichiers & dossiers",
        "26:4 26:12 Welcome",
        "28:4 28:12 Welcome to the app",
        "36:4 36:12 Double-tap to open.",
        "38:28 38:36 Click to open.",
        "40:4 40:13 ",
    ]

    enum FileForm: String, CaseIterable {
        case utf8LF, utf8CRLF, utf8WithBOM, utf16LittleEndian
    }

    @Test("a .stringsdict: every <string> at its exact line and column, in every encoding and line ending", arguments: FileForm.allCases)
    func stringsdict(form: FileForm) throws {
        let separator = form == .utf8CRLF ? "\r\n" : "\n"
        let text = Self.stringsdictLines.joined(separator: separator) + separator
        let fileBytes: [UInt8] = switch form {
        case .utf8LF, .utf8CRLF: Array(text.utf8)
        case .utf8WithBOM: [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let decoded = TextDecoder.decode(fileBytes)
        #expect(PlistFormat.detect(in: decoded.bytes, from: decoded.contentStart) == .xml)
        let result = XMLPlistReader.read(decoded)
        #expect(result.problems.isEmpty)
        let root = try #require(result.root)
        let lines = decoded.makeLineTable()
        #expect(strings(in: root, lines: lines) == Self.stringsdictStrings)

        let plural = try #require(root["files.count"])
        #expect(plural["NSStringLocalizedFormatKey"]?.string == "%#@files@")
        #expect(plural["files"]?["NSStringFormatValueTypeKey"]?.string == "d")
        #expect(plural["files"]?["one"]?.string == "%d fichier sélectionné — 1 個")
        #expect(plural["files"]?.dictionary?.keys == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "other"])
        #expect(root["welcome.title"]?["NSStringVariableWidthRuleType"]?["50"]?.string == "Welcome to the app")
        #expect(root["open.hint"]?["NSStringDeviceSpecificRuleType"]?["appletv"]?.string == "")
        #expect(root.dictionary?.keys == ["files.count", "welcome.title", "open.hint"])

        let member = try #require(root["files.count"]?["files"]?.dictionary?.member(forKey: "other"))
        #expect(member.keyOffset.map { lines.position(ofOffset: $0).description } == "17:4")
        #expect(root.position(in: lines).description == "4:1")
        #expect(root.position(in: nil) == .unknown)
    }

    @Test("the .stringsdict reads the same as Foundation reads it, and as its binary form reads")
    func stringsdictAgainstFoundation() throws {
        let text = Self.stringsdictLines.joined(separator: "\n")
        let ours = try #require(read(text).root)
        #expect(canonical(ours) == foundationTree(text))

        let object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(PlistFormat.detect(in: Array(binary)) == .binary)
        let result = BinaryPlistReader.read(binary)
        #expect(result.problems.isEmpty)
        #expect(result.format == .binary)
        let binaryRoot = try #require(result.root)
        #expect(binaryRoot == canonical(ours))
        #expect(binaryRoot["files.count"]?.offset == nil)
        #expect(binaryRoot["files.count"]?.position(in: LineTable(bytes: [])) == .unknown)
        #expect(binaryRoot.dictionary?.keys == ["files.count", "open.hint", "welcome.title"])
    }

    @Test("duplicate keys: the last wins, the duplicates are listed and reported with the earlier position")
    func duplicateKeys() throws {
        let xml = """
            <plist><dict>
            <key>a</key><string>1</string>
            <key>b</key><string>2</string>
            <key>a</key><string>3</string>
            <key>a</key><string>4</string>
            </dict></plist>
            """
        let result = read(xml)
        let dictionary = try #require(result.root?.dictionary)
        #expect(dictionary["a"]?.string == "4")
        #expect(dictionary.count == 4)
        #expect(dictionary.keys == ["a", "b", "a", "a"])
        #expect(dictionary.duplicates == [PlistDictionary.Duplicate(key: "a", memberIndices: [0, 2, 3])])
        #expect(problemList(result) == ["plist-duplicate-key@76", "plist-duplicate-key@107"])
        #expect(result.problems.map(\.problem) == [
            .duplicateKey(key: "a", earlierAt: SourcePosition(line: 2, column: 1, offset: 14)),
            .duplicateKey(key: "a", earlierAt: SourcePosition(line: 4, column: 1, offset: 76)),
        ])
        #expect(!result.hasErrors)
        #expect(foundationTree(xml)?["a"]?.string == "4")
    }

    @Test("keys are told apart by their exact characters, as Core Foundation does")
    func keysAreExact() throws {
        let dictionary = try #require(read("<dict><key>\u{E9}</key><string>1</string><key>e\u{301}</key><string>2</string></dict>").root?.dictionary)
        #expect(dictionary.duplicates.isEmpty)
        #expect(dictionary["\u{E9}"]?.string == "1")
        #expect(dictionary["e\u{301}"]?.string == "2")
    }

    @Test(
        "what Apple's parser accepts is read without problems and gives Foundation's tree",
        arguments: [
            "<plist><string/></plist>",
            "<plist><true/></plist>",
            "<plist version=\"1.0\"><false></false></plist>",
            "<plist>\n  <array> <string>a</string>\n\t<integer>1</integer> </array>\n</plist>\n",
            "<dict><key>a</key><string>b</string></dict>",
            "<?xml version=\"1.0\"?>\n<plist><dict/></plist>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\"><plist><array/></plist>",
            "<plist><array><key>k</key></array></plist>",
            "<key>k</key>",
            "<plist><!-- c --><dict><!-- c --><key>a</key><!-- c --><?pi?><string>b</string></dict></plist>",
            "<plist><string><![CDATA[<x> & ]]>&amp;&#x1F600;&#233;</string></plist>",
            "<plist><string>&#0;</string></plist>",
            "<plist><array><integer>0x1F</integer><integer>+5</integer><integer> -0</integer><integer>007</integer></array></plist>",
            "<plist><array><integer>18446744073709551615</integer><integer>-9223372036854775808</integer></array></plist>",
            "<plist><array><real>1e+20</real><real>.5</real><real> 2</real><real>-INF</real><real>Infinity</real></array></plist>",
            "<plist><array><date>2020-02-29T23:59:59Z</date><date>1900-03-01T00:00:00Z</date><date>2024-13-01T00:00:00Z</date></array></plist>",
            "<plist><array><data>\n  aGVs\n  bG8=\n</data><data></data><data>!!!</data><data>AAE=</data><data>AA==</data></array></plist>",
        ])
    func accepted(xml: String) throws {
        let result = read(xml)
        #expect(result.problems.isEmpty)
        let ours = try #require(result.root)
        #expect(canonical(ours) == foundationTree(xml))
    }

    @Test("scalar values are read as numbers, dates and data")
    func scalars() {
        #expect(read("<integer>0x1F</integer>").root?.kind == .integer(31))
        #expect(read("<integer>-9223372036854775808</integer>").root?.kind == .integer(.min))
        #expect(read("<integer>18446744073709551615</integer>").root?.kind == .unsignedInteger(.max))
        #expect(read("<real>-2.5e3</real>").root?.kind == .real(-2500))
        #expect(read("<date>2001-01-01T00:00:10Z</date>").root?.kind == .date(Date(timeIntervalSinceReferenceDate: 10)))
        #expect(read("<date>1970-01-01T00:00:00Z</date>").root?.kind == .date(Date(timeIntervalSince1970: 0)))
        #expect(read("<data>aGVsbG8=</data>").root?.kind == .data(Data("hello".utf8)))
        #expect(read("<true/>").root?.kind == .bool(true))
    }

    @Test(
        "property-list problems: code and offset, and Apple's parser rejects each file",
        arguments: [
            ("<plist><dict><key>k</key></dict></plist>", ["plist-key-without-value@13"]),
            ("<plist><dict><key>k</key><key>j</key><string>v</string></dict></plist>", ["plist-key-without-value@13"]),
            ("<plist><dict><string>v</string></dict></plist>", ["plist-value-without-key@13"]),
            ("<plist><foo/></plist>", ["plist-unknown-element@7"]),
            ("<plist><dict><key>k</key><foo><string>x</string></foo><string>v</string></dict></plist>", ["plist-unknown-element@25", "plist-value-without-key@54"]),
            ("<plist><integer>12x</integer></plist>", ["plist-invalid-integer@7"]),
            ("<plist><integer> 12 </integer></plist>", ["plist-invalid-integer@7"]),
            ("<plist><integer>0x</integer></plist>", ["plist-invalid-integer@7"]),
            ("<plist><integer>99999999999999999999</integer></plist>", ["plist-integer-out-of-range@7"]),
            ("<plist><integer>-9223372036854775809</integer></plist>", ["plist-integer-out-of-range@7"]),
            ("<plist><integer></integer></plist>", ["plist-empty-element@7"]),
            ("<plist><integer/></plist>", ["plist-empty-element@7"]),
            ("<plist><real>1.5.2</real></plist>", ["plist-invalid-real@7"]),
            ("<plist><real>1e</real></plist>", ["plist-invalid-real@7"]),
            ("<plist><date>2024-01-01</date></plist>", ["plist-invalid-date@7"]),
            ("<plist><date>2024-1-01T00:00:00Z</date></plist>", ["plist-invalid-date@7"]),
            ("<plist><data>données</data></plist>", ["plist-invalid-data@7"]),
            ("<plist><true>x</true></plist>", ["plist-non-empty-boolean@13"]),
            ("<plist><false> </false></plist>", ["plist-non-empty-boolean@14"]),
            ("<plist><string>a<b/>c</string></plist>", ["plist-element-inside-value@16"]),
            ("<plist><string>a<?pi?>c</string></plist>", ["plist-comment-inside-value@16"]),
            ("<plist><string>a<!-- c -->b</string></plist>", ["plist-comment-inside-value@16"]),
            ("<plist>text<string/></plist>", ["plist-text-outside-value@7"]),
            ("<plist><dict> x </dict></plist>", ["plist-text-outside-value@13"]),
            ("<plist><dict><![CDATA[ ]]></dict></plist>", ["plist-text-outside-value@22"]),
            ("<plist><string>a</string><string>b</string></plist>", ["plist-multiple-values@25"]),
            ("<plist/>", ["plist-empty-element@0"]),
            ("<plist></plist>", ["plist-empty-element@0"]),
            ("<plist><dict><plist><string>x</string></plist></dict></plist>", ["plist-misplaced-plist@13"]),
            ("<plist><dict><key>a</key></plist>", ["xml-mismatched-end-tag@25"]),
            ("<plist><string>&nbsp;</string></plist>", ["xml-unknown-entity@15"]),
            ("<plist><string>a & b</string></plist>", ["xml-unescaped-ampersand@17"]),
            ("<plist><dict><key>a</key><string>x</string>", ["xml-unclosed-element@43"]),
        ])
    func problems(xml: String, expected: [String]) {
        let result = read(xml)
        #expect(problemList(result) == expected)
        #expect(result.hasErrors)
        #expect(foundationTree(xml) == nil, "Foundation accepts \(xml)")
    }

    @Test("after a property-list problem the rest of the file is still read")
    func recovery() throws {
        let result = read("""
            <plist><dict>
            <key>broken</key><integer>x</integer>
            <key>lonely</key>
            <key>unknown</key><foo><string>skipped</string></foo>
            <key>good</key><string>kept</string>
            </dict></plist>
            """)
        #expect(problemList(result) == ["plist-invalid-integer@31", "plist-key-without-value@52", "plist-unknown-element@88"])
        let root = try #require(result.root)
        #expect(root["good"]?.string == "kept")
        #expect(root["broken"] == nil)
        #expect(root.dictionary?.keys == ["good"])
    }

    @Test("XML that is not well-formed gives no root; content after the root element is only a warning")
    func xmlProblems() throws {
        let broken = read("<plist><dict><key>a</key><string>x</dict></plist>")
        #expect(broken.root == nil)
        #expect(broken.problems.map(\.problem) == [
            .malformedXML(.mismatchedEndTag(found: "dict", expected: "string", openedAt: SourcePosition(line: 1, column: 26, offset: 25))),
        ])
        let trailing = read("<plist><string>x</string></plist>\njunk")
        #expect(trailing.root?.string == "x")
        #expect(problemList(trailing) == ["xml-content-after-root-element@34"])
        #expect(!trailing.hasErrors)
        #expect(foundationTree("<plist><string>x</string></plist>\njunk")?.string == "x")
    }

    @Test("problems become diagnostics at their line and column")
    func diagnostics() throws {
        let xml = "<plist>\n<dict>\n  <key>k</key>\n</dict>\n</plist>"
        let result = read(xml)
        let diagnostics = result.diagnostics(file: "en.lproj/Localizable.stringsdict", lines: LineTable(bytes: Array(xml.utf8)))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.location.description == "en.lproj/Localizable.stringsdict:3:3")
        #expect(diagnostic.code == "plist-key-without-value")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("\"k\""))
    }

    @Test("a string's offsets point at its tag and at its text")
    func stringOffsets() throws {
        let root = try #require(read("<plist><array><string>ab</string><string/><string><![CDATA[x]]></string></array></plist>").root)
        let elements = try #require(root.array)
        #expect(elements.map(\.offset) == [14, 33, 42])
        #expect(elements.map(\.contentOffset) == [22, 42, 50])
        #expect(root.offset == 7)
    }

    @Test("nesting up to the scanner's limit is read; deeper nesting is a problem, not a crash")
    func deepNesting() throws {
        let depth = XMLScanner.defaultMaximumDepth - 1
        let deep = "<plist>" + String(repeating: "<array>", count: depth - 1) + "<string>x</string>"
            + String(repeating: "</array>", count: depth - 1) + "</plist>"
        var value = try #require(read(deep).root)
        var levels = 0
        while let first = value.array?.first {
            value = first
            levels += 1
        }
        #expect(levels == depth - 1)
        #expect(value.string == "x")
        let tooDeep = read(String(repeating: "<array>", count: 100_000))
        #expect(tooDeep.root == nil)
        #expect(problemList(tooDeep) == ["xml-nesting-too-deep@\(7 * XMLScanner.defaultMaximumDepth)"])
    }

    // MARK: Format detection

    @Test(
        "the format sniffer tells XML, binary and neither apart",
        arguments: [
            ("<?xml version=\"1.0\"?><plist/>", PlistFormat.xml),
            ("\u{FEFF}<?xml version=\"1.0\"?>", .xml),
            (" \n\t<!DOCTYPE plist PUBLIC \"x\">", .xml),
            ("<!DOCTYPE  plist>", .xml),
            ("<plist version=\"1.0\">", .xml),
            ("<plist>", .xml),
            ("\r\n<plist/>", .xml),
            ("bplist00", .binary),
        ] as [(String, PlistFormat)])
    func detectFormat(text: String, format: PlistFormat) {
        #expect(PlistFormat.detect(in: Array(text.utf8)) == format)
    }

    @Test(
        "old-style .strings text and other files are neither format",
        arguments: ["\"key\" = \"value\";", "/* comment */ \"a\" = \"b\";", "<plistx>", "<!DOCTYPE html>", "<dict/>", "", " ", "{ a = b; }", "xbplist00"])
    func detectNeither(text: String) {
        #expect(PlistFormat.detect(in: Array(text.utf8)) == nil)
    }

    @Test("the sniffer honours a start offset and ignores a byte order mark only once")
    func detectWithStart() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<plist/>".utf8)
        #expect(PlistFormat.detect(in: bytes, from: 3) == .xml)
        #expect(PlistFormat.detect(in: bytes) == .xml)
        #expect(PlistFormat.detect(in: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<plist/>".utf8)) == nil)
    }

    // MARK: Binary

    @Test("a file that is not a binary property list is refused")
    func notBinary() {
        let result = BinaryPlistReader.read(Data("<plist><string>x</string></plist>".utf8))
        #expect(result.root == nil)
        #expect(result.problems.map(\.problem) == [.notBinaryPropertyList])
        #expect(result.problems.map(\.offset) == [nil])
    }

    @Test("every truncation of a binary property list is a problem, never a crash")
    func truncatedBinary() throws {
        let object: [String: Any] = ["greeting": "Bonjour 😀", "count": 3, "items": ["a", true, 1.5]]
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(BinaryPlistReader.read(binary).problems.isEmpty)
        for length in 6..<binary.count {
            let result = BinaryPlistReader.read(binary.prefix(length))
            #expect(result.root == nil, "prefix of \(length) bytes")
            #expect(result.problems.first?.problem.code == "plist-invalid-binary", "prefix of \(length) bytes")
        }
        let reason = BinaryPlistReader.read(binary.prefix(20)).problems.first?.problem.message ?? ""
        #expect(reason.hasPrefix("the binary property list cannot be read"))
    }

    // MARK: Differential

    @Test("generated XML property lists read the same here as in Foundation, and so do their binary forms", arguments: 0..<8)
    func differential(batch: UInt64) throws {
        var generator = PlistGenerator(seed: 0xC0FFEE + batch)
        for index in 0..<40 {
            let xml = generator.document()
            let result = read(xml)
            #expect(result.problems.isEmpty, "document \(batch)/\(index): \(problemList(result))\n\(xml)")
            let ours = try #require(result.root, "document \(batch)/\(index)\n\(xml)")
            let foundation = foundationTree(xml)
            #expect(canonical(ours) == foundation, "document \(batch)/\(index)\n\(xml)")
            if index % 4 == 0 {
                let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
                let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
                let binaryResult = BinaryPlistReader.read(binary)
                #expect(binaryResult.problems.isEmpty)
                #expect(binaryResult.root == canonical(ours), "document \(batch)/\(index) as binary")
            }
        }
    }
}

/// Writes random XML property lists: nested dictionaries and arrays; strings with entities,
/// character references, CDATA, CJK, emoji and whitespace; integers, reals, booleans, dates,
/// data; whitespace, comments and processing instructions between elements.
private struct PlistGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func document() -> String {
        var text = ""
        if chance(2) { text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        if chance(2) {
            text += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        }
        let root = element(depth: 0)
        if chance(6) { return text + root + "\n" }
        return text + (chance(4) ? "<plist>" : "<plist version=\"1.0\">") + gap() + root + gap() + "</plist>\n"
    }

    mutating func element(depth: Int) -> String {
        switch random.next(below: depth >= 4 ? 7 : 10) {
        case 0, 1, 2: return stringElement()
        case 3: return integerElement()
        case 4: return ["<true/>", "<false/>", "<true></true>", "<false></false>"][random.next(below: 4)]
        case 5: return realElement()
        case 6: return chance(2) ? dateElement() : dataElement()
        case 7, 8: return dictionaryElement(depth: depth)
        default: return arrayElement(depth: depth)
        }
    }

    mutating func dictionaryElement(depth: Int) -> String {
        let count = random.next(below: 6)
        if count == 0, chance(2) { return "<dict/>" }
        var text = "<dict>"
        for index in 0..<count {
            text += gap() + "<key>" + encode(randomText(maximumLength: 8) + "\(index)") + "</key>" + gap() + element(depth: depth + 1)
        }
        return text + gap() + "</dict>"
    }

    mutating func arrayElement(depth: Int) -> String {
        let count = random.next(below: 6)
        if count == 0, chance(2) { return "<array/>" }
        var text = "<array>"
        for _ in 0..<count { text += gap() + element(depth: depth + 1) }
        return text + gap() + "</array>"
    }

    mutating func stringElement() -> String {
        let text = randomText(maximumLength: 24)
        if text.isEmpty, chance(2) { return "<string/>" }
        return "<string>" + encode(text) + "</string>"
    }

    mutating func integerElement() -> String {
        let value = Int64(bitPattern: random.next()) >> UInt64(random.next(below: 64))
        let body: String
        switch random.next(below: 5) {
        case 0 where value >= 0: body = "0x" + String(value, radix: 16, uppercase: chance(2))
        case 1 where value >= 0: body = "+\(value)"
        case 2: body = " \(value)"
        case 3: body = "\(UInt64(Int64.max) + 1 + random.next() % UInt64(Int64.max))"
        default: body = "\(value)"
        }
        return "<integer>\(body)</integer>"
    }

    mutating func realElement() -> String {
        let choices: [Double] = [
            Double(random.next(below: 2_000_001) - 1_000_000) / 8, 1e20, -1.5e-7, 0, 0.1, 123_456.789, .infinity, -.infinity,
        ]
        let value = choices[random.next(below: choices.count)]
        return "<real>\(value)</real>"
    }

    mutating func dateElement() -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = 1_950 + random.next(below: 150)
        return "<date>\(year)-\(two(1 + random.next(below: 12)))-\(two(1 + random.next(below: 28)))T"
            + "\(two(random.next(below: 24))):\(two(random.next(below: 60))):\(two(random.next(below: 60)))Z</date>"
    }

    mutating func dataElement() -> String {
        let bytes = (0..<random.next(below: 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var base64 = Data(bytes).base64EncodedString()
        if base64.count > 8, chance(2) {
            base64.insert(contentsOf: "\n\t", at: base64.index(base64.startIndex, offsetBy: 8))
        }
        return "<data>" + base64 + "</data>"
    }

    /// Whitespace, and sometimes a comment or a processing instruction, between elements.
    mutating func gap() -> String {
        var text = ["", " ", "\n", "\n\t\t", "  \n  ", "\t"][random.next(below: 6)]
        if chance(8) { text += "<!-- a comment with <tags> & ampersands -->" + (chance(2) ? "\n" : "") }
        if chance(12) { text += "<?processing instruction?>" }
        return text
    }

    static let characters: [Character] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?-_/()%$@#*+='\"<>&\t\n\r"
            + "éèüöçñßÆØ€£…—–“”‘’«»再见你好日本語한국어ひらがなカタカナعربيעבריתрусскийΕλληνικά"
            + "😀👍🏽🇫🇷👨‍👩‍👧❤️🎉")

    mutating func randomText(maximumLength: Int) -> String {
        String((0..<random.next(below: maximumLength + 1)).map { _ in Self.characters[random.next(below: Self.characters.count)] })
    }

    /// Writes text as XML character data: each character literally, as a named entity, or as a
    /// decimal or hexadecimal reference per scalar; runs sometimes inside CDATA.
    mutating func encode(_ text: String) -> String {
        var output = ""
        var cdata = ""
        func flushCDATA() {
            if !cdata.isEmpty { output += "<![CDATA[" + cdata + "]]>" }
            cdata = ""
        }
        for character in text {
            if chance(10) {
                cdata.append(character)
                continue
            }
            flushCDATA()
            switch random.next(below: 6) {
            case 0:
                output += character.unicodeScalars.map { "&#\($0.value);" }.joined()
            case 1:
                output += character.unicodeScalars.map { "&#x\(String($0.value, radix: 16, uppercase: chance(2)));" }.joined()
            default:
                switch character {
                case "<": output += "&lt;"
                case "&": output += "&amp;"
                case ">": output += chance(2) ? "&gt;" : ">"
                case "\"": output += chance(2) ? "&quot;" : "\""
                case "'": output += chance(2) ? "&apos;" : "'"
                default: output.append(character)
                }
            }
        }
        flushCDATA()
        return output
    }

    mutating func chance(_ oneIn: Int) -> Bool { random.next(below: oneIn) == 0 }
}

@Suite("Property list line ends")
struct PlistLineEndTests {
    @Test("a <string> keeps \\r and \\r\\n as written, as Apple's parser does")
    func carriageReturnsKept() throws {
        let text = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key><string>x\r\ny\rz<![CDATA[\r]]></string></dict></plist>"
        let apple = try #require(
            try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String])
        let ours = XMLPlistReader.read(Array(text.utf8))
        #expect(ours.root?["a"]?.string == apple["a"])
        #expect(Array(ours.root?["a"]?.string?.unicodeScalars ?? "".unicodeScalars).map(\.value) == [0x78, 0x0D, 0x0A, 0x79, 0x0D, 0x7A, 0x0D])
    }
}

/// Writes binary property lists object by object, for inputs Foundation would never write.
struct BinaryPlistBuilder {
    /// Each object's bytes, references as one byte.
    var objects: [[UInt8]] = []

    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    mutating func string(_ text: String) -> Int { add([0x50 | UInt8(text.utf8.count)] + Array(text.utf8)) }
    mutating func array(_ references: [Int]) -> Int { add([0xA0 | UInt8(references.count)] + references.map(UInt8.init)) }

    /// The file: header, objects, a table of 2-byte offsets, the trailer.
    func file(top: Int, offsetTableShift: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + eight(objects.count) + eight(top) + eight(tableStart + offsetTableShift)
        return bytes
    }
}

@Suite("Binary property lists: hostile structure")
struct BinaryPlistHostileTests {
    /// Array i holds array i+1 twice: `levels` objects that expand to 2^levels values.
    static func doubling(levels: Int) -> [UInt8] {
        var builder = BinaryPlistBuilder()
        // Object i is the array of level i; the last is a string.
        for level in 0..<levels { _ = builder.add([0xA2, UInt8(level + 1), UInt8(level + 1)]) }
        _ = builder.string("leaf")
        return builder.file(top: 0)
    }

    @Test("shared objects are read once each; a tree that would expand past the limit is refused, located in its file")
    func sharedObjects() throws {
        var reader = try BinaryPlistReader.Reader(bytes: Self.doubling(levels: 10))
        let root = try reader.value(at: reader.topObject, depth: 0)
        #expect(reader.objectsRead == 11)
        #expect(reader.expandedSize(of: reader.topObject) == 2047)
        #expect(root.array?.count == 2)
        #expect(BinaryPlistReader.read(Self.doubling(levels: 10)).problems.isEmpty)

        var deep = try BinaryPlistReader.Reader(bytes: Self.doubling(levels: 40))
        _ = try deep.value(at: deep.topObject, depth: 0)
        #expect(deep.objectsRead == 41)
        #expect(deep.expandedSize(of: deep.topObject) == (1 << 41) - 1)
        let result = BinaryPlistReader.read(Self.doubling(levels: 40))
        #expect(result.root == nil)
        #expect(result.problems.map(\.problem.code) == ["plist-expands-too-far"])
        // As a localization file: one located error, and the run goes on.
        let file = LocalizationFileReader.read(
            Self.doubling(levels: 40), as: DiscoveredFile(path: "App/fr.lproj/L.strings", format: .strings, language: "fr", table: TableID(bundle: "App", name: "L")))
        #expect(file.diagnostics.map { "\($0.location.file) \($0.code)" } == ["App/fr.lproj/L.strings plist-expands-too-far"])
        let dictionary = LocalizationFileReader.read(
            Self.doubling(levels: 40), as: DiscoveredFile(path: "App/fr.lproj/L.stringsdict", format: .stringsdict, language: "fr", table: TableID(bundle: "App", name: "L")))
        #expect(dictionary.diagnostics.map(\.code) == ["plist-expands-too-far"])
    }

    @Test("what is wrong with a damaged binary list is said: a cycle, a count past the end, an offset table out of range, a reference past the objects")
    func damage() {
        func reason(_ bytes: [UInt8]) -> String {
            BinaryPlistReader.read(bytes).problems.first?.problem.message ?? "no problem"
        }
        var cycle = BinaryPlistBuilder()
        _ = cycle.array([1])
        _ = cycle.array([0])
        #expect(reason(cycle.file(top: 0)).hasSuffix("object 0 contains itself"))

        var counted = BinaryPlistBuilder()
        _ = counted.add([0x5F, 0x10, 0xFF] + Array("short".utf8))
        #expect(reason(counted.file(top: 0)).hasSuffix("object 0 counts 255 items, past the end of the file"))
        var longer = BinaryPlistBuilder()
        _ = longer.add([0x5F, 0x10, 0x08] + Array("short".utf8))
        #expect(reason(longer.file(top: 0)).hasSuffix("object 0 holds 8 bytes from byte 11, past the end of the objects"))

        var table = BinaryPlistBuilder()
        _ = table.string("x")
        #expect(reason(table.file(top: 0, offsetTableShift: 40)).contains("its offset table (at byte"))

        var reference = BinaryPlistBuilder()
        _ = reference.array([7])
        #expect(reason(reference.file(top: 0)).hasSuffix("object 0 refers to object 7, past the 1 objects"))
        // No longer Foundation's "Unexpected character b at line 1".
        #expect(!reason(cycle.file(top: 0)).contains("Unexpected character"))
    }
}
