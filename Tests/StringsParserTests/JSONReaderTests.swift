import Foundation
import Testing
import TestSupport

@testable import StringsParser

private func read(_ text: String) -> JSONReadResult {
    JSONReader.read(Array(text.utf8))
}

/// The root of a document that must read without problems.
private func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONNode? {
    let result = read(text)
    #expect(result.problems.isEmpty, "\(result.problems)", sourceLocation: sourceLocation)
    return result.root
}

@Suite struct JSONReaderStringTests {
    @Test(arguments: [
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\/""#, "/"),
        (#""\b""#, "\u{08}"),
        (#""\f""#, "\u{0C}"),
        (#""\n""#, "\n"),
        (#""\r""#, "\r"),
        (#""\t""#, "\t"),
        (#""\u0041""#, "A"),
        (#""\u0000""#, "\u{0}"),
        (#""\u00e9\u00E9""#, "éé"),
        (#""\u4E2D\u6587""#, "中文"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""a\tb \"c\" d\\e\nf""#, "a\tb \"c\" d\\e\nf"),
        (#""Hello, \"%@\"!\n😀 日本語 é""#, "Hello, \"%@\"!\n😀 日本語 é"),
        (#""plain ascii""#, "plain ascii"),
        (#""""#, ""),
        ("\"\u{7F} DEL is allowed\"", "\u{7F} DEL is allowed"),
    ])
    func decodesEscapes(json: String, expected: String) {
        let node = root(json)
        #expect(node?.stringValue.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        #expect(node?.offset == 0)
    }

    @Test(arguments: [
        // (document, decoded text, offsets of the unpaired escapes)
        (#""\uD83D""#, "\u{FFFD}", [1]),
        (#""\uDE00x""#, "\u{FFFD}x", [1]),
        (#""\uD83Dabc""#, "\u{FFFD}abc", [1]),
        (#""\uD83D\u0041""#, "\u{FFFD}A", [1]),
        (#""\uD83D\uD83D\uDE00""#, "\u{FFFD}😀", [1]),
        (#""a\uDE00\uD83D""#, "a\u{FFFD}\u{FFFD}", [2, 8]),
        (#""\uD83D\n""#, "\u{FFFD}\n", [1]),
    ])
    func unpairedSurrogateEscapesBecomeReplacementCharacterWithWarning(json: String, expected: String, offsets: [Int]) {
        let result = read(json)
        #expect(result.root?.stringValue == expected)
        #expect(result.error == nil)
        #expect(result.problems.map(\.offset) == offsets)
        for (problem, _) in result.problems {
            #expect(problem.severity == .warning)
            #expect(problem.code == "unpaired-surrogate-escape")
        }
    }

    @Test func unpairedSurrogateWarningReportsItsCodeUnit() {
        let result = read(#"{"a": "x\uDE01"}"#)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.problem == .unpairedSurrogateEscape(codeUnit: 0xDE01))
        #expect(result.problems.first?.offset == 8)
    }

    @Test func warningIsKeptWhenALaterErrorStopsReading() {
        let result = read(#"["\uD83D\u12G4"]"#)
        #expect(result.root == nil)
        #expect(result.problems.map(\.problem) == [
            .unpairedSurrogateEscape(codeUnit: 0xD83D), .invalidUnicodeEscape(text: "\\u12G"),
        ])
        #expect(result.problems.map(\.offset) == [2, 8])
        #expect(result.error?.offset == 8)
    }

    @Test func invalidUTF8InsideAStringBecomesReplacementCharacter() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        let result = JSONReader.read(bytes)
        #expect(result.problems.isEmpty)
        #expect(result.root?.stringValue == "a\u{FFFD}b")
    }

    @Test func invalidUTF8OutsideAStringIsAnError() {
        let result = JSONReader.read([0x5B, 0xC3, 0x5D])
        #expect(result.root == nil)
        #expect(result.error?.problem == .expectedValue(found: .invalidByte(0xC3)))
        #expect(result.error?.offset == 1)
    }
}

@Suite struct JSONReaderNumberTests {
    @Test(arguments: [
        "0", "-0", "7", "12", "-12", "1.5", "-1.5e10", "1E+2", "1e-2", "0.000001", "10.0",
        "123456789012345678901234567890", "1e400", "-9223372036854775808", "9223372036854775807",
    ])
    func keepsSourceTextOfValidNumbers(text: String) {
        let node = root(text)
        #expect(node?.numberText == text)
        #expect(node?.doubleValue == Double(text))
        #expect(node?.kind == .number)
        let inArray = root("[ \(text) ]")
        #expect(inArray?[0]?.numberText == text)
        #expect(inArray?[0]?.offset == 2)
    }

    @Test(arguments: [
        ("12", 12), ("-12", -12), ("0", 0), ("-0", 0), ("1.0", 1), ("1e3", 1000), ("-2.5E1", -25),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ])
    func intValueOfWholeNumbers(text: String, expected: Int) {
        #expect(root(text)?.intValue == expected)
    }

    @Test(arguments: ["1.5", "9223372036854775808", "1e19", "1e400", "-1e400", "0.1"])
    func intValueIsNilForFractionsAndOutOfRange(text: String) {
        #expect(root(text)?.intValue == nil)
    }

    @Test func hugeNumbersKeepTheirText() {
        let node = root("123456789012345678901234567890")
        #expect(node?.intValue == nil)
        #expect(node?.doubleValue == 1.2345678901234568e29)
        #expect(root("1e400")?.doubleValue == .infinity)
    }

    @Test(arguments: [
        ("01", "01", JSONProblem.NumberDefect.leadingZero),
        ("-01", "-01", .leadingZero),
        ("00", "00", .leadingZero),
        ("1.", "1.", .missingFractionDigits),
        ("1.e5", "1.e5", .missingFractionDigits),
        (".5", ".5", .leadingDecimalPoint),
        ("+1", "+1", .leadingPlus),
        ("-", "-", .missingDigitsAfterMinus),
        ("-a", "-a", .missingDigitsAfterMinus),
        ("-Infinity", "-Infinity", .missingDigitsAfterMinus),
        ("1e", "1e", .missingExponentDigits),
        ("1e+", "1e+", .missingExponentDigits),
        ("1E-x", "1E-x", .missingExponentDigits),
        ("1.5.3", "1.5.3", .unexpectedCharacters),
        ("12px", "12px", .unexpectedCharacters),
        ("0x1F", "0x1F", .unexpectedCharacters),
        ("1-2", "1-2", .unexpectedCharacters),
    ])
    func rejectsInvalidNumbers(json: String, text: String, defect: JSONProblem.NumberDefect) {
        for (prefix, offset) in [("", 0), (#"{"a": "#, 6), ("[1, ", 4)] {
            let closing = prefix.isEmpty ? "" : (prefix.hasPrefix("{") ? "}" : "]")
            let result = read(prefix + json + closing)
            #expect(result.root == nil)
            #expect(result.error?.problem == .invalidNumber(text: text, defect: defect))
            #expect(result.error?.offset == offset)
            #expect(result.error?.problem.code == "invalid-number")
        }
    }
}

@Suite struct JSONReaderStructureTests {
    @Test func literals() {
        let node = root("[true, false, null]")
        #expect(node?[0]?.boolValue == true)
        #expect(node?[1]?.boolValue == false)
        #expect(node?[2]?.isNull == true)
        #expect(node?.arrayElements?.map(\.offset) == [1, 7, 14])
        #expect(node?.arrayElements?.map(\.kind) == [.boolean, .boolean, .null])
    }

    @Test func nestedStructures() {
        let json = #"{"a": {"b": [1, {"c": [[], {}]}, "d"]}, "e": [[["deep"]]]}"#
        let node = root(json)
        #expect(node?["a"]?["b"]?[0]?.intValue == 1)
        #expect(node?["a"]?["b"]?[1]?["c"]?[0]?.arrayElements?.isEmpty == true)
        #expect(node?["a"]?["b"]?[1]?["c"]?[1]?.objectMembers?.isEmpty == true)
        #expect(node?["a"]?["b"]?[2]?.stringValue == "d")
        #expect(node?["e"]?[0]?[0]?[0]?.stringValue == "deep")
        #expect(node?["a"]?.offset == 6)
        #expect(node?["a"]?["b"]?.offset == 12)
        #expect(node?["a"]?["b"]?[1]?["c"]?.offset == 22)
        #expect(node?.objectMembers?.map(\.key) == ["a", "e"])
        #expect(node?.objectMembers?.map(\.keyOffset) == [1, 40])
    }

    @Test func membersKeepSourceOrderAndDuplicates() {
        let node = root(#"{"z": 1, "a": 2, "m": 3, "a": 4}"#)
        #expect(node?.objectMembers?.map(\.key) == ["z", "a", "m", "a"])
        #expect(node?.objectMembers?.map { $0.value.intValue } == [1, 2, 3, 4])
        #expect(node?["a"]?.intValue == 4)
        #expect(node?.member(named: "a")?.keyOffset == 25)
        #expect(node?["missing"] == nil)
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let node = root(#"{"s": "x", "n": 1, "a": [1]}"#)
        #expect(node?["s"]?.intValue == nil)
        #expect(node?["s"]?.objectMembers == nil)
        #expect(node?["s"]?["x"] == nil)
        #expect(node?["s"]?[0] == nil)
        #expect(node?["n"]?.stringValue == nil)
        #expect(node?["n"]?.boolValue == nil)
        #expect(node?["a"]?.numberText == nil)
        #expect(node?["a"]?[1] == nil)
        #expect(node?["a"]?[-1] == nil)
        #expect(node?[0] == nil)
        #expect(node?.isNull == false)
    }

    @Test(arguments: ["{}", "[]", "{ }", "[ \n ]", "\t{\r\n}\n"])
    func emptyContainers(json: String) {
        let node = root(json)
        #expect(node?.objectMembers?.isEmpty ?? node?.arrayElements?.isEmpty ?? false)
    }

    @Test func emptyContainersInsideOthers() {
        let node = root(#"[{}, [], {"a": {}, "b": []}]"#)
        #expect(node?.arrayElements?.count == 3)
        #expect(node?[0]?.objectMembers?.isEmpty == true)
        #expect(node?[1]?.arrayElements?.isEmpty == true)
        #expect(node?[2]?["a"]?.objectMembers?.isEmpty == true)
        #expect(node?[2]?["b"]?.offset == 24)
    }

    @Test func whitespaceEverywhere() {
        let json = " \t\r\n{ \t\"a\" \r\n : \n [ 1 ,\t2 ] \t , \"b\"\n:\ntrue\r}\r\n "
        let node = root(json)
        #expect(node?.offset == 4)
        #expect(node?["a"]?.arrayElements?.compactMap(\.intValue) == [1, 2])
        #expect(node?["b"]?.boolValue == true)
    }

    @Test(arguments: [("\u{0C}", 0x0C), ("\u{0B}", 0x0B), ("\u{00A0}", 0xA0), ("\u{FEFF}", 0xFEFF)])
    func otherSpacesAreNotWhitespace(space: String, value: UInt32) throws {
        let result = read("[1,\(space)2]")
        let scalar = try #require(Unicode.Scalar(value))
        #expect(result.error?.problem == .expectedValue(found: .character(scalar)))
        #expect(result.error?.offset == 3)
    }

    @Test(arguments: [#""text""#, "42", "true", "null", "-0.5"])
    func scalarsAtTheTopLevel(json: String) {
        #expect(root("  \(json)\n")?.offset == 2)
    }

    @Test func readsAfterAByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": "b"}"#.utf8)
        let result = JSONReader.read(bytes, from: 3)
        #expect(result.problems.isEmpty)
        #expect(result.root?.offset == 3)
        #expect(result.root?.member(named: "a")?.keyOffset == 4)
        #expect(result.root?["a"]?.offset == 9)
        #expect(result.root?["a"]?.stringValue == "b")

        let decoded = TextDecoder.decode(bytes)
        #expect(JSONReader.read(decoded).root == result.root)

        let fromZero = JSONReader.read(bytes)
        #expect(fromZero.error?.problem == .expectedValue(found: .character("\u{FEFF}")))
        #expect(fromZero.error?.offset == 0)
        #expect(fromZero.error?.problem.message.contains("byte order mark") == true)
    }

    @Test func startBeyondTheEndIsAnEmptyDocument() {
        let result = JSONReader.read(Array("{}".utf8), from: 10)
        #expect(result.error?.problem == .emptyDocument)
        #expect(result.error?.offset == 2)
    }

    @Test(arguments: [[UInt8](), [0xEF, 0xBB, 0xBF], Array(" \n\t ".utf8)])
    func emptyDocumentsAreReportedAtTheirStart(bytes: [UInt8]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let result = JSONReader.read(bytes, from: start)
        #expect(result.root == nil)
        #expect(result.problems.count == 1)
        #expect(result.error?.problem == .emptyDocument)
        #expect(result.error?.offset == start)
    }
}

@Suite struct JSONReaderPositionTests {
    /// A document with emoji and CJK text before values on the same line.
    static let document = "{\n  \"emoji 😀\": \"first\",\n  \"日本語\": [true, \"値\"],\n  \"k\": {\"deep\": -1.5e3}\n}\n"

    @Test(arguments: [false, true])
    func offsetsAndLineColumnsOfLeafValues(withByteOrderMark: Bool) throws {
        let prefix: [UInt8] = withByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        let shift = prefix.count
        let bytes = prefix + Array(Self.document.utf8)
        let result = JSONReader.read(bytes, from: shift)
        #expect(result.problems.isEmpty)
        let node = try #require(result.root)
        let lines = LineTable(bytes: bytes, firstLineStart: shift)
        func position(_ offset: Int?) -> String {
            guard let offset else { return "none" }
            return lines.position(ofOffset: offset).description
        }

        let emoji = try #require(node.member(named: "emoji 😀"))
        #expect(emoji.keyOffset == shift + 4)
        #expect(emoji.value.offset == shift + 18)
        #expect(position(emoji.keyOffset) == "2:3")
        #expect(position(emoji.value.offset) == "2:14")

        let japanese = try #require(node.member(named: "日本語"))
        #expect(japanese.keyOffset == shift + 29)
        #expect(japanese.value.offset == shift + 42)
        #expect(japanese.value[0]?.offset == shift + 43)
        #expect(japanese.value[1]?.offset == shift + 49)
        #expect(japanese.value[1]?.stringValue == "値")
        #expect(position(japanese.value.offset) == "3:10")
        #expect(position(japanese.value[0]?.offset) == "3:11")
        #expect(position(japanese.value[1]?.offset) == "3:17")

        let deep = try #require(node["k"]?.member(named: "deep"))
        #expect(deep.keyOffset == shift + 65)
        #expect(deep.value.offset == shift + 73)
        #expect(position(deep.keyOffset) == "4:9")
        #expect(position(deep.value.offset) == "4:17")
        #expect(node.offset == shift)
        #expect(position(node.offset) == "1:1")
    }

    @Test func diagnosticsUseLineAndColumn() {
        let bytes = Array("{\n  \"😀\": \"a\",\n  \"state\": \"new\"\n  \"value\": 1,\n}".utf8)
        let result = JSONReader.read(bytes)
        let diagnostics = result.diagnostics(file: "Localizable.xcstrings", lines: LineTable(bytes: bytes))
        #expect(diagnostics.map(\.description) == [
            "Localizable.xcstrings:4:3: error: expected ',' or '}' after the member \"state\", but found '\"'; "
                + "is a comma missing after this member? [expected-comma-or-object-end]"
        ])
    }

    @Test func trailingCommaIsReportedAtTheComma() {
        let bytes = Array("{\n  \"日本\": \"a\",\n}".utf8)
        let result = JSONReader.read(bytes)
        let diagnostics = result.diagnostics(file: "x.json", lines: LineTable(bytes: bytes))
        #expect(diagnostics.map(\.location.description) == ["x.json:2:12"])
        #expect(diagnostics.map(\.code) == ["trailing-comma"])
    }
}

@Suite struct JSONReaderErrorTests {
    @Test(arguments: [
        ("", JSONProblem.emptyDocument, 0),
        ("  \n", .emptyDocument, 0),
        (#"{"state": "new" "value": "x"}"#, .expectedCommaOrObjectEnd(member: "state", found: .character("\"")), 16),
        (#"{"a": "x"#, .unterminatedString, 6),
        (#"{"a": "x\"#, .unterminatedString, 6),
        (#"{"a": "x\u12"#, .unterminatedString, 6),
        ("{\"a\": \"x\ny\"}", .controlCharacterInString(0x0A), 8),
        ("[\"tab\there\"]", .controlCharacterInString(0x09), 5),
        ("\"\u{0}\"", .controlCharacterInString(0), 1),
        ("\"esc \\n then\r\"", .controlCharacterInString(0x0D), 12),
        (#"{"a": 1,}"#, .trailingComma(closing: "}"), 7),
        ("{\"a\": 1 , \n }", .trailingComma(closing: "}"), 8),
        (#"[1, 2,]"#, .trailingComma(closing: "]"), 5),
        (#"{"a": 1} x"#, .textAfterDocument(found: .character("x")), 9),
        (#"{"a": 1}}"#, .textAfterDocument(found: .character("}")), 8),
        (#"{"a": 1}{"b": 2}"#, .textAfterDocument(found: .character("{")), 8),
        ("1 2", .textAfterDocument(found: .character("2")), 2),
        (#"{"a": 01}"#, .invalidNumber(text: "01", defect: .leadingZero), 6),
        (#"[tru]"#, .invalidLiteral(text: "tru"), 1),
        (#"tru"#, .invalidLiteral(text: "tru"), 0),
        (#"[True]"#, .invalidLiteral(text: "True"), 1),
        (#"[truex]"#, .invalidLiteral(text: "truex"), 1),
        (#"[NaN]"#, .invalidLiteral(text: "NaN"), 1),
        (#"{"a": Hallo Welt}"#, .invalidLiteral(text: "Hallo"), 6),
        (#"{"a": Grüße}"#, .invalidLiteral(text: "Grüße"), 6),
        (#"["\x"]"#, .invalidEscape(found: .character("x")), 2),
        (#"["\é"]"#, .invalidEscape(found: .character("é")), 2),
        ("[\"\\\n\"]", .invalidEscape(found: .character("\n")), 2),
        (#"["\u12G4"]"#, .invalidUnicodeEscape(text: "\\u12G"), 2),
        (#"["\u12"]"#, .invalidUnicodeEscape(text: "\\u12"), 2),
        (#"["\U0041"]"#, .invalidEscape(found: .character("U")), 2),
        (#"{"a" 1}"#, .expectedColon(member: "a", found: .character("1")), 5),
        (#"{"a" = 1}"#, .expectedColon(member: "a", found: .character("=")), 5),
        (#"{a: 1}"#, .expectedMemberName(found: .character("a")), 1),
        (#"{'a': 1}"#, .expectedMemberName(found: .character("'")), 1),
        (#"{"a": 1, 2}"#, .expectedMemberName(found: .character("2")), 9),
        (#"{"a": }"#, .expectedValue(found: .character("}")), 6),
        (#"[,1]"#, .expectedValue(found: .character(",")), 1),
        (#"[1,,2]"#, .expectedValue(found: .character(",")), 3),
        (#"{"a": 'x'}"#, .expectedValue(found: .character("'")), 6),
        (#"{"a": “x”}"#, .expectedValue(found: .character("“")), 6),
        (".", .expectedValue(found: .character(".")), 0),
        (#"[1 2]"#, .expectedCommaOrArrayEnd(found: .character("2")), 3),
        (#"{"a": [1}"#, .expectedCommaOrArrayEnd(found: .character("}")), 8),
        (#"["a" "b"]"#, .expectedCommaOrArrayEnd(found: .character("\"")), 5),
        ("[\"a\"\u{00A0}]", .expectedCommaOrArrayEnd(found: .character("\u{00A0}")), 4),
        (#"{"a": 1]"#, .expectedCommaOrObjectEnd(member: "a", found: .character("]")), 7),
        ("{\"a\": 1 // comment\n}", .expectedCommaOrObjectEnd(member: "a", found: .character("/")), 8),
        (#"{"a": 1"#, .expectedCommaOrObjectEnd(member: "a", found: .endOfInput), 7),
        (#"["#, .expectedValue(found: .endOfInput), 1),
        (#"{"#, .expectedMemberName(found: .endOfInput), 1),
        (#"{"a""#, .expectedColon(member: "a", found: .endOfInput), 4),
        (#"{"a":"#, .expectedValue(found: .endOfInput), 5),
        (#"[1,"#, .expectedValue(found: .endOfInput), 3),
        (#"[1"#, .expectedCommaOrArrayEnd(found: .endOfInput), 2),
    ])
    func reportsTheFirstErrorAtItsOffset(json: String, problem: JSONProblem, offset: Int) {
        let result = read(json)
        #expect(result.root == nil)
        #expect(result.problems.count == 1)
        #expect(result.error?.problem == problem)
        #expect(result.error?.offset == offset)
        #expect(result.error?.problem.severity == .error)
    }

    @Test func reportsOnlyTheFirstError() {
        let result = read(#"{"a": 01, "b": tru, "c": 1,}"#)
        #expect(result.problems.map(\.problem) == [.invalidNumber(text: "01", defect: .leadingZero)])
    }

    @Test func nestingUpToTheLimitIsRead() {
        let depth = JSONReader.defaultMaximumDepth
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = read(json)
        #expect(result.problems.isEmpty)
        var node = result.root
        var levels = 0
        while let current = node, let elements = current.arrayElements {
            levels += 1
            node = elements.first
        }
        #expect(levels == depth)
    }

    @Test func nestingBeyondTheLimitIsAnError() {
        let depth = JSONReader.defaultMaximumDepth
        let json = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        let result = read(json)
        #expect(result.root == nil)
        #expect(result.error?.problem == .nestingTooDeep(limit: depth))
        #expect(result.error?.offset == depth)
    }

    @Test func veryDeepInputNeverOverflowsTheStack() {
        let bytes = [UInt8](repeating: 0x5B, count: 200_000) + [UInt8](repeating: 0x7B, count: 2)
        let result = JSONReader.read(bytes, maximumDepth: 1_000_000)
        #expect(result.error?.problem == .expectedMemberName(found: .character("{")))
        #expect(result.error?.offset == 200_001)
        let limited = JSONReader.read(Array(String(repeating: #"{"a":"#, count: 100_000).utf8))
        #expect(limited.error?.problem == .nestingTooDeep(limit: 512))
        #expect(limited.error?.offset == 512 * 5)
    }

    @Test func customDepthLimit() {
        #expect(JSONReader.read(Array(#"{"a": [{"b": 1}]}"#.utf8), maximumDepth: 3).problems.isEmpty)
        let result = JSONReader.read(Array(#"{"a": [{"b": []}]}"#.utf8), maximumDepth: 3)
        #expect(result.error?.problem == .nestingTooDeep(limit: 3))
        #expect(result.error?.offset == 13)
    }

    @Test func everyPrefixOfAValidDocumentIsAnErrorWithinItsBounds() {
        let json = #"{"a": [1, -2.5e+3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 日本 😀"], "#
            + #""日本": {"k": {}, "l": []}, "e": [[], {"x": 0}]}"#
        let bytes = Array(json.utf8)
        for length in 0..<bytes.count {
            let result = JSONReader.read(Array(bytes[0..<length]))
            #expect(result.root == nil, "prefix of \(length) bytes")
            let offset = result.error?.offset ?? -1
            #expect((0...length).contains(offset), "prefix of \(length) bytes: error at \(offset)")
        }
        #expect(JSONReader.read(bytes).problems.isEmpty)
        #expect(JSONReader.read(bytes + Array(" \n".utf8)).problems.isEmpty)
    }

    @Test func prefixesOfATopLevelNumberAreValidOnlyWhenComplete() {
        let json = "-12.5e3"
        let valid = (0...json.utf8.count).map { length in
            JSONReader.read(Array(json.utf8.prefix(length))).root != nil
        }
        // "", "-", "-1", "-12", "-12.", "-12.5", "-12.5e", "-12.5e3"
        #expect(valid == [false, false, true, true, false, true, false, true])
        for literal in ["true", "false", "null"] {
            for length in 1..<literal.utf8.count {
                let result = JSONReader.read(Array(literal.utf8.prefix(length)))
                #expect(result.error?.problem == .invalidLiteral(text: String(literal.prefix(length))))
            }
        }
    }
}

@Suite struct JSONProblemTests {
    static let everyProblem: [JSONProblem] = [
        .emptyDocument, .expectedValue(found: .endOfInput), .expectedMemberName(found: .character("a")),
        .expectedColon(member: "a", found: .character("1")),
        .expectedCommaOrObjectEnd(member: "a", found: .character("\"")),
        .expectedCommaOrArrayEnd(found: .character("2")), .trailingComma(closing: "}"),
        .textAfterDocument(found: .character("x")), .unterminatedString, .controlCharacterInString(0x0A),
        .invalidEscape(found: .character("x")), .invalidUnicodeEscape(text: "\\u12G"),
        .unpairedSurrogateEscape(codeUnit: 0xD83D), .invalidNumber(text: "01", defect: .leadingZero),
        .invalidLiteral(text: "True"), .nestingTooDeep(limit: 512),
    ]

    @Test func codesAreUniqueAndKebabCase() {
        let codes = Self.everyProblem.map(\.code)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(!code.isEmpty && code.utf8.allSatisfy { $0 == 0x2D || (0x61...0x7A).contains($0) }, "\(code)")
            #expect(!code.hasPrefix("-") && !code.hasSuffix("-") && !code.contains("--"))
        }
        #expect(Self.everyProblem.filter { $0.severity == .warning } == [.unpairedSurrogateEscape(codeUnit: 0xD83D)])
    }

    static let expectedMessages: [(problem: JSONProblem, message: String)] = [
        (JSONProblem.trailingComma(closing: "}"),
         "trailing comma before '}': JSON allows no comma after the last member of an object; delete this comma"),
        (.trailingComma(closing: "]"),
         "trailing comma before ']': JSON allows no comma after the last element of an array; delete this comma"),
        (.expectedCommaOrObjectEnd(member: "state", found: .character("\"")),
         "expected ',' or '}' after the member \"state\", but found '\"'; is a comma missing after this member?"),
        (.expectedCommaOrObjectEnd(member: "state", found: .endOfInput),
         "expected ',' or '}' after the member \"state\", but the file ends here: an object is not closed"),
        (.unterminatedString,
         "unterminated string that starts here: the file ends before its closing double quote (\")"),
        (.controlCharacterInString(0x0A),
         "control character U+000A inside a string (a line break): a string must stay on one line, write \\n for a "
            + "line break; if the string was meant to end before it, its closing double quote (\") is missing"),
        (.controlCharacterInString(0x01), "control character U+0001 inside a string: write it as \\u0001 or delete it"),
        (.textAfterDocument(found: .character("}")),
         "unexpected text after the JSON document: found '}' after the end of its value, where only whitespace may "
            + "follow; is there one closing bracket too many?"),
        (.invalidNumber(text: "01", defect: .leadingZero),
         "invalid number 01: a number cannot start with 0 followed by more digits"),
        (.invalidNumber(text: ".5", defect: .leadingDecimalPoint),
         "invalid number .5: a digit must come before the decimal point (write 0.5)"),
        (.invalidNumber(text: "+1", defect: .leadingPlus), "invalid number +1: a number cannot start with '+' (write 1)"),
        (.invalidLiteral(text: "True"), "True is not a JSON value: write it in lowercase: true"),
        (.invalidLiteral(text: "Hallo"), "Hallo is not a JSON value: text must be written in double quotes (\"Hallo\")"),
        (.invalidEscape(found: .character("x")),
         "invalid escape '\\x' in a string: a backslash may only be followed by \" \\ / b f n r t or u and four "
            + "hexadecimal digits; write \\\\ for a backslash itself"),
        (.expectedValue(found: .character("“")),
         "expected a value (text in double quotes, a number, an object, an array, true, false or null), but found "
            + "'“' (U+201C); typographic quotation marks cannot enclose JSON text, use straight double quotes (\")"),
        (.expectedMemberName(found: .character("'")),
         "expected the name of a member, in double quotes, but found \"'\"; JSON text and names are written in "
            + "straight double quotes (\"), not single quotes"),
        (.expectedColon(member: "state", found: .character("\u{00A0}")),
         "expected ':' after the member name \"state\", but found '\u{00A0}' (U+00A0); this is an invisible space "
            + "that JSON does not accept outside text, replace it with an ordinary space"),
        (.expectedValue(found: .endOfInput),
         "expected a value (text in double quotes, a number, an object, an array, true, false or null), but the "
            + "file ends here"),
        (.expectedMemberName(found: .invalidByte(0xFF)),
         "expected the name of a member, in double quotes, but found byte 0xFF, which is not valid UTF-8"),
        (.unpairedSurrogateEscape(codeUnit: 0xD83D),
         "the escape \\uD83D is half of a surrogate pair without its other half; it was read as U+FFFD. Write the "
            + "character itself, or both halves of the pair (for example \\uD83D\\uDE00)"),
    ]

    @Test(arguments: expectedMessages)
    func messages(problem: JSONProblem, message: String) {
        #expect(problem.message == message)
    }

    @Test func longMemberNamesAreShortenedAndEscapedInMessages() {
        let name = "Line one\n" + String(repeating: "x", count: 100)
        let message = JSONProblem.expectedColon(member: name, found: .character("1")).message
        #expect(message == "expected ':' after the member name \"Line one\\n" + String(repeating: "x", count: 31)
            + "…\", but found '1'")
    }
}

// MARK: - Generated documents

/// Writes random valid JSON text with varied whitespace, escapes, Unicode and numbers.
private struct RandomJSONText {
    var random: SeededGenerator

    mutating func document() -> String {
        space() + value(depth: 0) + space()
    }

    mutating func space() -> String {
        guard random.chance(40) else { return "" }
        return random.pick([" ", "  ", "\n", "\r\n", "\t", "\n    ", " \r \t\n"])
    }

    mutating func value(depth: Int) -> String {
        let roll = Int.random(in: 0..<100, using: &random)
        if depth < 5, roll < 20 { return object(depth: depth + 1) }
        if depth < 5, roll < 35 { return array(depth: depth + 1) }
        if roll < 70 { return string() }
        if roll < 90 { return number() }
        return random.pick(["true", "false", "null"])
    }

    mutating func object(depth: Int) -> String {
        let count = Int.random(in: 0...5, using: &random)
        var keys: [String] = []
        var members: [String] = []
        for _ in 0..<count {
            let key = !keys.isEmpty && random.chance(10) ? random.pick(keys) : string()
            keys.append(key)
            members.append(space() + key + space() + ":" + space() + value(depth: depth) + space())
        }
        return "{" + (members.isEmpty ? space() : members.joined(separator: ",")) + "}"
    }

    mutating func array(depth: Int) -> String {
        let count = Int.random(in: 0...5, using: &random)
        let elements = (0..<count).map { _ in space() + value(depth: depth) + space() }
        return "[" + (elements.isEmpty ? space() : elements.joined(separator: ",")) + "]"
    }

    /// A string literal (with quotes) whose parts are raw characters and escapes.
    mutating func string() -> String {
        let pieces = [
            "a", "Z", "0", " ", "%@", "%lld", "é", "ß", "日", "本", "😀", "👩‍👩‍👧", "Ω", "\u{7F}", "\u{2028}",
            "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041", "\\u00e9", "\\u4E2D", "\\u0000",
            "\\u001F", "\\uD83D\\uDE00", "\\ud83c\\udf0d", "\\uFFFF",
        ]
        let count = Int.random(in: 0...8, using: &random)
        return "\"" + (0..<count).map { _ in random.pick(pieces) }.joined() + "\""
    }

    mutating func number() -> String {
        var text = random.chance(30) ? "-" : ""
        text += random.chance(20) ? "0" : String(Int.random(in: 1...999_999_999, using: &random))
        if random.chance(40) { text += "." + String(Int.random(in: 0...99_999, using: &random)) }
        if random.chance(25) {
            text += random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(Int.random(in: 0...30, using: &random))
        }
        return text
    }
}

@Suite struct JSONReaderGeneratedTests {
    /// Whether a node equals what `JSONSerialization` made of the same text.
    private func matches(_ node: JSONNode, _ object: Any) -> Bool {
        switch node.value {
        case let .object(members):
            guard let dictionary = object as? [String: Any] else { return false }
            let distinctKeys = Set(members.map(\.key))
            guard distinctKeys.count == dictionary.count else { return false }
            return distinctKeys.allSatisfy { key in
                guard let theirs = dictionary[key], let mine = node[key] else { return false }
                return matches(mine, theirs)
            }
        case let .array(elements):
            guard let array = object as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case let .string(text):
            guard let theirs = object as? String else { return false }
            return Array(text.unicodeScalars) == Array(theirs.unicodeScalars)
        case let .number(text):
            guard let number = object as? NSNumber, String(cString: number.objCType) != "c",
                let mine = Double(text)
            else { return false }
            // Foundation returns some numbers as NSDecimalNumber, whose doubleValue is off by
            // an ulp or two (Swift's Double(String) rounds correctly): allow for that.
            let theirs = number.doubleValue
            return mine == theirs || abs(mine - theirs) <= 1e-14 * max(abs(mine), abs(theirs))
        case let .bool(flag):
            guard let number = object as? NSNumber, String(cString: number.objCType) == "c" else { return false }
            return number.boolValue == flag
        case .null:
            return object is NSNull
        }
    }

    private func containsInfiniteNumber(_ node: JSONNode) -> Bool {
        switch node.value {
        case let .object(members): members.contains { containsInfiniteNumber($0.value) }
        case let .array(elements): elements.contains(where: containsInfiniteNumber)
        case .number: node.doubleValue?.isFinite == false
        default: false
        }
    }

    /// Checks that every offset points at the first byte of its value or member name.
    private func offsetsPointAtTheirValues(_ node: JSONNode, in bytes: [UInt8]) -> Bool {
        guard bytes.indices.contains(node.offset) else { return false }
        let first = bytes[node.offset]
        switch node.value {
        case let .object(members):
            return first == 0x7B
                && members.allSatisfy { bytes[$0.keyOffset] == 0x22 && offsetsPointAtTheirValues($0.value, in: bytes) }
        case let .array(elements):
            return first == 0x5B && elements.allSatisfy { offsetsPointAtTheirValues($0, in: bytes) }
        case .string: return first == 0x22
        case .number: return first == 0x2D || (0x30...0x39).contains(first)
        case let .bool(flag): return first == (flag ? 0x74 : 0x66)
        case .null: return first == 0x6E
        }
    }

    @Test func generatedDocumentsReadLikeJSONSerialization() throws {
        var generator = RandomJSONText(random: SeededGenerator(seed: 0x10_A11))
        for index in 0..<600 {
            let text = generator.document()
            let bytes = Array(text.utf8)
            let result = JSONReader.read(bytes)
            #expect(result.problems.isEmpty, "document \(index): \(text)")
            let node = try #require(result.root)
            let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect(matches(node, theirs), "document \(index): \(text)")
            #expect(offsetsPointAtTheirValues(node, in: bytes), "document \(index): \(text)")
        }
    }

    @Test func mutatedDocumentsNeverCrashAndAgreeWithJSONSerializationOnValidity() {
        var generator = RandomJSONText(random: SeededGenerator(seed: 0xBAD_5EED))
        var random = SeededGenerator(seed: 7)
        let insertions: [UInt8] = Array("{}[],:\"\\ 0-.eE+tfnu\n".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
        var checked = 0
        for _ in 0..<1_500 {
            var bytes = Array(generator.document().utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1 where position < bytes.count: bytes[position] = random.pick(insertions)
                default: bytes.insert(random.pick(insertions), at: position)
                }
            }
            let result = JSONReader.read(bytes)
            let errors = result.problems.filter { $0.problem.severity == .error }
            #expect(errors.count <= 1)
            #expect((result.root == nil) == (errors.count == 1))
            #expect(result.problems.allSatisfy { (0...bytes.count).contains($0.offset) })
            if let error = errors.first { #expect(result.problems.last?.offset == error.offset) }
            // Foundation's parser is lenient about trailing commas and strict about lone surrogates,
            // and it accepts any bytes inside strings: compare only where both follow RFC 8259.
            let lenient = result.error.map { $0.problem.code == "trailing-comma" } ?? false
            let hasWarning = result.problems.contains { $0.problem.severity == .warning }
            let invalidUTF8 = UTF8Validation.firstInvalidOffset(in: bytes, from: 0) != nil
            // Foundation also rejects numbers beyond Double's range, which JSON allows.
            let hugeNumber = result.root.map(containsInfiniteNumber) ?? false
            guard !lenient, !hasWarning, !invalidUTF8, !hugeNumber else { continue }
            let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect((result.root != nil) == (theirs != nil), "\(String(decoding: bytes, as: UTF8.self))")
            if let root = result.root, let theirs { #expect(matches(root, theirs)) }
            checked += 1
        }
        #expect(checked > 1_000)
    }
}
