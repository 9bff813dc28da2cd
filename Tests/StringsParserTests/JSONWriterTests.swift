import Testing
import TestSupport

@testable import StringsParser

@Suite struct JSONWriterTests {
    static let sample: JSONOutput = [
        "name": "l10n-ax",
        "count": 3,
        "ratio": 0.25,
        "ok": true,
        "none": .null,
        "list": [1, "two", [], [:]],
        "nested": ["a": ["b": [false]]],
    ]

    @Test func prettyText() {
        let expected = """
            {
              "name": "l10n-ax",
              "count": 3,
              "ratio": 0.25,
              "ok": true,
              "none": null,
              "list": [
                1,
                "two",
                [],
                {}
              ],
              "nested": {
                "a": {
                  "b": [
                    false
                  ]
                }
              }
            }

            """
        #expect(JSONWriter.write(Self.sample) == expected)
        #expect(JSONWriter.write(Self.sample, style: .pretty) == expected)
    }

    @Test func compactText() {
        let expected = #"{"name":"l10n-ax","count":3,"ratio":0.25,"ok":true,"none":null,"list":[1,"two",[],{}],"#
            + #""nested":{"a":{"b":[false]}}}"#
        #expect(JSONWriter.write(Self.sample, style: .compact) == expected)
    }

    @Test(arguments: [JSONWriter.Style.pretty, .compact])
    func scalarsAndEmptyContainersAtTheTopLevel(style: JSONWriter.Style) {
        let end = style == .pretty ? "\n" : ""
        #expect(JSONWriter.write([:], style: style) == "{}" + end)
        #expect(JSONWriter.write([], style: style) == "[]" + end)
        #expect(JSONWriter.write("x", style: style) == "\"x\"" + end)
        #expect(JSONWriter.write(.null, style: style) == "null" + end)
        #expect(JSONWriter.write(-7, style: style) == "-7" + end)
    }

    @Test func membersKeepTheGivenOrderIncludingDuplicates() {
        let literal: JSONOutput = ["z": 1, "a": 2, "m": 3, "a": 4]
        let pairs = JSONOutput(["z": 1, "a": 2, "m": 3, "a": 4] as KeyValuePairs)
        let explicit = JSONOutput.object([("z", 1), ("a", 2), ("m", 3), ("a", 4)])
        let expected = #"{"z":1,"a":2,"m":3,"a":4}"#
        for value in [literal, pairs, explicit] {
            #expect(JSONWriter.write(value, style: .compact) == expected)
        }
        #expect(literal == pairs && pairs == explicit)
        // Writing the same value again gives the same bytes.
        #expect(JSONWriter.utf8(Self.sample) == JSONWriter.utf8(Self.sample))
        #expect(JSONWriter.utf8(Self.sample) == Array(JSONWriter.write(Self.sample).utf8))
    }

    @Test(arguments: 0..<0x20)
    func escapesEveryControlCharacter(value: Int) throws {
        let scalar = try #require(Unicode.Scalar(UInt32(value)))
        let named: [Int: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        let hexDigits = Array("0123456789abcdef")
        let escape = named[value] ?? "\\u00\(hexDigits[value >> 4])\(hexDigits[value & 0xF])"
        let text = "a" + String(Character(scalar)) + "b"
        #expect(JSONWriter.write(.string(text), style: .compact) == "\"a\(escape)b\"")
        #expect(JSONReader.read(JSONWriter.utf8(.string(text))).root?.stringValue == text)
    }

    @Test func escapesQuoteAndBackslashOnly() {
        let text = "say \"hi\" \\ / é 日本 😀 \u{7F} \u{2028} \u{FEFF} 👩‍👩‍👧"
        let expected = "\"say \\\"hi\\\" \\\\ / é 日本 😀 \u{7F} \u{2028} \u{FEFF} 👩‍👩‍👧\""
        #expect(JSONWriter.write(.string(text), style: .compact) == expected)
        #expect(JSONWriter.write(["k\"\n": "v"], style: .compact) == #"{"k\"\n":"v"}"#)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "-0"), (1.0, "1"), (-3.0, "-3"), (0.1, "0.1"), (1.5, "1.5"), (-2.25, "-2.25"),
        (123456.789, "123456.789"), (0.001, "0.001"), (1e20, "1e+20"), (1e-7, "1e-07"),
        (9007199254740991.0, "9007199254740991"), (9007199254740992.0, "9007199254740992"),
        (1e18, "1000000000000000000"), (-0x1p63, "-9223372036854775808"), (0x1p63, "9.223372036854776e+18"),
        (-9007199254740991.0, "-9007199254740991"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (Double.leastNonzeroMagnitude, "5e-324"),
    ])
    func doubles(number: Double, text: String) throws {
        #expect(JSONWriter.write(.double(number), style: .compact) == text)
        let read = try #require(JSONReader.read(Array(text.utf8)).root)
        #expect(read.doubleValue == number)
        #expect(read.doubleValue?.sign == number.sign)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func nonFiniteDoublesAreNull(number: Double) {
        #expect(JSONWriter.write(["x": .double(number)], style: .compact) == #"{"x":null}"#)
    }

    @Test(arguments: [0, 1, -1, 42, Int.max, Int.min])
    func integers(number: Int) {
        #expect(JSONWriter.write(.int(number), style: .compact) == String(number))
        #expect(JSONReader.read(JSONWriter.utf8(.int(number))).root?.intValue == number)
    }

    @Test func outputFromReadNodes() throws {
        let json = #"{"n": 12, "d": 1.5, "big": 123456789012345678901, "s": "x", "a": [true, null], "o": {}}"#
        let node = try #require(JSONReader.read(Array(json.utf8)).root)
        let output = JSONOutput(node)
        let expected: JSONOutput = [
            "n": 12, "d": 1.5, "big": .double(1.23456789012345678901e20), "s": "x", "a": [true, .null], "o": [:],
        ]
        #expect(output == expected)
        #expect(JSONOutput.int(1) != .double(1))
        #expect(JSONOutput.double(.nan) != .double(.nan))
    }

    @Test func catalogRoundTripKeepsOrderAndText() throws {
        let catalog = """
            {
              "sourceLanguage": "en",
              "strings": {
                "Tap \\"Done\\" to finish\\n": {
                  "comment": "Button hint, 日本語 😀",
                  "localizations": {
                    "de": {
                      "stringUnit": {
                        "state": "translated",
                        "value": "Tippe auf „Fertig“\\tum abzuschließen"
                      }
                    }
                  }
                },
                "%lld items": {}
              },
              "version": "1.0"
            }

            """
        let node = try #require(JSONReader.read(Array(catalog.utf8)).root)
        #expect(JSONWriter.write(JSONOutput(node)) == catalog)
    }

    @Test func randomValuesRoundTripInBothStyles() throws {
        var random = SeededGenerator(seed: 0x3117E)
        for index in 0..<400 {
            let value = randomValue(depth: 0, random: &random)
            for style in [JSONWriter.Style.pretty, .compact] {
                let bytes = JSONWriter.utf8(value, style: style)
                let result = JSONReader.read(bytes)
                #expect(result.problems.isEmpty, "value \(index)")
                let node = try #require(result.root)
                #expect(JSONOutput(node) == normalized(value), "value \(index): \(String(decoding: bytes, as: UTF8.self))")
                #expect(JSONWriter.utf8(JSONOutput(node), style: style) == JSONWriter.utf8(normalized(value), style: style))
            }
        }
    }

    /// What reading back written output gives: whole doubles in Int's range are written as integers.
    private func normalized(_ value: JSONOutput) -> JSONOutput {
        switch value {
        case let .object(members): .object(members.map { (key: $0.key, value: normalized($0.value)) })
        case let .array(elements): .array(elements.map(normalized))
        case let .double(number) where number >= -0x1p63 && number < 0x1p63 && Double(Int(number)) == number:
            .int(Int(number))
        case let .double(number) where !number.isFinite: .null
        default: value
        }
    }

    private func randomValue(depth: Int, random: inout SeededGenerator) -> JSONOutput {
        let roll = Int.random(in: 0..<100, using: &random)
        if depth < 4, roll < 20 {
            let count = Int.random(in: 0...4, using: &random)
            return .object((0..<count).map { _ in
                (key: randomString(&random), value: randomValue(depth: depth + 1, random: &random))
            })
        }
        if depth < 4, roll < 35 {
            return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in
                randomValue(depth: depth + 1, random: &random)
            })
        }
        if roll < 65 { return .string(randomString(&random)) }
        if roll < 78 { return .int(Int.random(in: Int.min...Int.max, using: &random)) }
        if roll < 92 {
            return .double(random.pick([
                Double.random(in: -1e6...1e6, using: &random), Double.random(in: -1...1, using: &random) * 1e-10,
                Double.random(in: 0...1, using: &random) * 1e300, Double(Int.random(in: -1000...1000, using: &random)),
                -0.0, .infinity, .nan,
            ]))
        }
        return random.pick([.bool(true), .bool(false), .null])
    }

    private func randomString(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "日", "😀",
                      "👩‍👩‍👧", "%@", "\u{2028}"]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(pieces) }.joined()
    }
}
