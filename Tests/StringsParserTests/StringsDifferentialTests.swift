import Foundation
import Testing
import TestSupport
@testable import StringsParser

/// Generated valid `.strings` files, parsed by l10n-ax and by CoreFoundation's own parser
/// (PropertyListSerialization), must give the same dictionary.
///
/// When CoreFoundation rejects a generated file, l10n-ax must report an error for it.
///
/// Deliberate differences: a file with no characters at all (CoreFoundation refuses it, l10n-ax
/// reads an empty table); unpaired `\U` surrogate escapes, not generated here (CoreFoundation keeps
/// a lone UTF-16 surrogate that Swift strings cannot hold; l10n-ax reads U+FFFD and warns); broken
/// files (CoreFoundation rejects or truncates them; l10n-ax reports each mistake and recovers).
@Suite("Differential: strings files against PropertyListSerialization")
struct StringsDifferentialTests {
    @Test("generated files in every encoding", arguments: 0..<8)
    func generated(batch: Int) throws {
        var random = SeededGenerator(seed: UInt64(batch) &* 7919 &+ 17)
        var rejected = 0
        for _ in 0..<60 {
            let source = StringsFileGenerator.makeFile(&random)
            let encoding = random.pick(StringsFileGenerator.Encoding.allCases)
            let bytes = encoding.encode(source)
            let result = StringsFileParser.parse(bytes, file: "generated.strings")
            let errors = result.diagnostics.filter { $0.severity == .error }
            // Foundation refuses a file with no characters (zero bytes, or a byte order mark
            // alone); l10n-ax reads it as an empty table, which is what it amounts to at run time.
            guard !source.isEmpty else {
                #expect(result.entries.isEmpty && result.diagnostics.isEmpty)
                continue
            }
            if let expected = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) {
                let expectedTable = try #require(expected as? [String: String], "\(source)")
                #expect(result.table == expectedTable, "\(encoding): \(source)")
                #expect(errors.isEmpty, "\(result.diagnostics) in \(source)")
            } else {
                // CoreFoundation rejects the file: l10n-ax must say why.
                #expect(!errors.isEmpty, "CoreFoundation rejects, l10n-ax accepts: \(source)")
                rejected += 1
            }
        }
        // Most generated files are valid; the few that are not exercise the error paths.
        #expect(rejected < 20)
    }
}

/// Writes random valid strings files: quoted and unquoted keys, every escape, comments, white
/// space of every kind, the shorthand, braces, duplicates, CJK and emoji.
enum StringsFileGenerator {
    enum Encoding: CaseIterable {
        case utf8, utf8BOM, utf16LE, utf16BE, utf32LE, utf32BE

        func encode(_ text: String) -> [UInt8] {
            switch self {
            case .utf8: return Array(text.utf8)
            case .utf8BOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            case .utf16LE: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case .utf16BE: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case .utf32LE:
                return [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { scalar in
                    (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                }
            case .utf32BE:
                return [0, 0, 0xFE, 0xFF] + text.unicodeScalars.flatMap { scalar in
                    (0..<4).reversed().map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                }
            }
        }
    }

    static let plainPieces = [
        "Play", "a", "Z", "0", " ", "é", "中文", "再生ボタン", "😀", "👩‍👩‍👧", "ß", "%@", "%1$@", "%lld", "=", ";",
        "/*", "*/", "//", "{", "}", "(", ")", "<", ">", "'", ",", "\u{2028}", "\u{A0}", "\t", "\n",
    ]
    static let escapes = [
        "\\n", "\\t", "\\r", "\\\"", "\\'", "\\\\", "\\a", "\\b", "\\f", "\\v", "\\U00e9", "\\U4E2D", "\\UD83D\\UDE00",
        "\\U41", "\\101", "\\351", "\\12", "\\0", "\\x", "\\é", "\\😀", "\\u", "\\\n",
    ]
    static let unquotedCharacters = Array("abcXYZ019_$/:.-")
    static let whitespace = [" ", "\n", "\t", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "  "]
    static let comments = ["/* c */", "/**/", "/* Class = \"UIButton\"; */", "// line\n", "/* \"a\" = \"b\"; */", "/* ** / * */", "//\n"]

    static func makeFile(_ random: inout SeededGenerator) -> String {
        let braces = random.chance(15)
        var text = braces ? "{" : ""
        var keys: [String] = []
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            text += trivia(&random)
            let key = keys.isEmpty || !random.chance(10) ? string(&random, allowEmpty: true) : random.pick(keys)
            keys.append(key)
            text += key + trivia(&random)
            if random.chance(10) {
                text += ";"
            } else {
                text += "=" + trivia(&random) + string(&random, allowEmpty: true) + trivia(&random) + ";"
            }
        }
        text += trivia(&random)
        if braces { text += "}" + trivia(&random) }
        return text
    }

    static func trivia(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += random.chance(25) ? random.pick(comments) : random.pick(whitespace)
        }
        return text
    }

    static func string(_ random: inout SeededGenerator, allowEmpty: Bool) -> String {
        if random.chance(20) {
            return String((0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(unquotedCharacters) })
        }
        let quote = random.chance(20) ? "'" : "\""
        var body = ""
        for _ in 0..<Int.random(in: allowEmpty ? 0...6 : 1...6, using: &random) {
            var piece = random.chance(30) ? random.pick(escapes) : random.pick(plainPieces)
            if piece == quote { piece = "\\" + quote }
            body += piece
        }
        return quote + body + quote
    }
}

@Suite("Differential: where Apple's parser silently stops")
struct StringsTruncationTests {
    @Test("CoreFoundation keeps exactly the entries before stray text; l10n-ax reports it and keeps the rest", arguments: [
        "\"a\" = \"b\";;\n\"c\" = \"d\";",
        "\"a\" = \"b\";\n!junk\n\"c\" = \"d\";\n\"e\" = \"f\";",
        "x = y; \"a\" = \"b\"; ] \"c\" = \"d\";",
    ])
    func truncation(source: String) throws {
        let bytes = Array(source.utf8)
        let apple = try #require(
            try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String])
        let result = StringsFileParser.parse(bytes, file: "t.strings")
        let stray = try #require(result.diagnostics.first { $0.code == "stray-text" })
        let before = result.entries.filter { $0.keyPosition.offset < stray.location.offset }
        #expect(Dictionary(before.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) == apple)
        #expect(result.entries.count > before.count)
        #expect(stray.severity == .error)
    }
}
