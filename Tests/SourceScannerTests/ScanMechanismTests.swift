import Foundation
import StringsParser
import Testing
import TestSupport
@testable import SourceScanner

@Suite("Source scanner: the byte searches and tables under the scan")
struct ScanMechanismTests {
    @Test("a pair table finds the first pair of its set, word by word or byte by byte, at every length and start")
    func pairTableFindsTheFirstHit() {
        var generator = SeededGenerator(seed: 42)
        var table = BytePairTable()
        table.insert(UInt8(ascii: "q"), UInt8(ascii: "u"), mark: 1)
        table.insertEveryPair(beginningWith: UInt8(ascii: "\""), mark: 2)
        // A pair that ends past the text: the last byte pairs with 0.
        table.insert(UInt8(ascii: "z"), 0, mark: 4)
        let alphabet = Array("abquz\" ".utf8)
        for length in 0..<40 {
            for _ in 0..<30 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let start = length == 0 ? 0 : Int(generator.next() % UInt64(length + 1))
                let expected = (start..<length).first { index in
                    let next = index + 1 < length ? bytes[index + 1] : 0
                    return table.mark(bytes[index], next) != 0
                } ?? length
                let found = bytes.withUnsafeBufferPointer { table.firstHit(in: $0, from: start) }
                #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self)) from \(start)")
            }
        }
    }

    @Test("marks add up: a pair in two sets has both marks")
    func pairTableMarks() {
        var table = BytePairTable()
        table.insert(UInt8(ascii: "\""), UInt8(ascii: "a"), mark: 2)
        table.insertEveryPair(beginningWith: UInt8(ascii: "\""), mark: 1)
        #expect(table.mark(UInt8(ascii: "\""), UInt8(ascii: "a")) == 3)
        #expect(table.mark(UInt8(ascii: "\""), UInt8(ascii: "b")) == 1)
        #expect(table.mark(UInt8(ascii: "a"), UInt8(ascii: "\"")) == 0)
    }

    @Test("a hashed map agrees with a dictionary, through growth and keys that share a slot")
    func hashedMapAgreesWithDictionary() {
        var generator = SeededGenerator(seed: 7)
        var map = HashedMap<[Int]>()
        var dictionary: [UInt64: [Int]] = [:]
        // Few distinct high bits: many keys compete for the same slots.
        let keys = (0..<2_000).map { index in index % 3 == 0 ? UInt64(index) : generator.next() }
        for (index, key) in keys.enumerated() {
            map.modify(key, default: []) { $0.append(index) }
            dictionary[key, default: []].append(index)
        }
        #expect(map.count == dictionary.count)
        for (key, value) in dictionary { #expect(map[key] == value) }
        for _ in 0..<500 {
            let absent = generator.next()
            #expect(map.contains(absent) == (dictionary[absent] != nil))
        }
        map.set([-1], for: keys[0])
        #expect(map[keys[0]] == [-1])
        #expect(map.count == dictionary.count)
    }

    @Test("a hashed set says whether a key was new")
    func hashedSet() {
        var set = HashedSet([1, 2, 3])
        let newKey = set.insert(4)
        let knownKey = set.insert(2)
        #expect(newKey && !knownKey)
        #expect(set.count == 4)
        #expect(set.contains(3) && !set.contains(5))
        #expect(HashedSet().isEmpty)
    }

    @Test("positions kept by offset are found by offset, others are not")
    func offsetPositions() {
        var positions = OffsetPositions()
        for (line, offset) in [3, 10, 11, 40, 41, 90].enumerated() {
            positions.append(SourcePosition(line: line + 1, column: 1, offset: offset), forOffset: offset)
        }
        #expect(positions[40]?.line == 4)
        #expect(positions[3]?.line == 1)
        #expect(positions[90]?.line == 6)
        for absent in [0, 4, 12, 89, 91] { #expect(positions[absent] == nil) }
        #expect(OffsetPositions()[0] == nil)
    }

    @Test("the prefilter finds each word wherever it is, also when words share their rarest pair")
    func prefilterFindsWords() {
        let words = ["ccessibilityLabel", "ccessibilityHint", "help(", "func tr(", "#define"]
        let prefilter = SourcePrefilter(words: words)
        for word in words {
            for text in [word, "x" + word, word + "x", String(repeating: "let a = b\n", count: 20) + word] {
                #expect(prefilter.mayContainReferences(Array(text.utf8)), "\(text)")
            }
        }
        for text in ["", "a", "ccessibilityLabe", "elp(", "func tr (", "define", "let wheelchairAccessibilityIcon = 1"] {
            #expect(!prefilter.mayContainReferences(Array(text.utf8)), "\(text)")
        }
    }

    @Test("the prefilter says what a plain search says, on texts made of the words' pieces", arguments: [0 as UInt64, 1, 2, 3, 4, 5])
    func prefilterAgreesWithPlainSearch(seed: UInt64) {
        let wordSets: [[String]] = [
            ["ccessibilityLabel", "help(", "func tr(", "#define"], ["tr(\"", "\".localized", "AppString(@\""], ["ab", "ba", "abc"],
            CodeScanning.fullReadingWords,
        ]
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for words in wordSets {
            let prefilter = SourcePrefilter(words: words)
            let pieces = words.flatMap { word -> [String] in
                let characters = Array(word)
                return [word, String(characters.dropLast()), String(characters.dropFirst()), String(characters.prefix(2)), String(characters.suffix(2))]
            } + [" ", "\n", "let a = b", "é", "Label", "("]
            for _ in 0..<200 {
                let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
                let expected = words.contains { text.utf8.count >= $0.utf8.count && Array(text.utf8).firstRange(of: Array($0.utf8)) != nil }
                #expect(prefilter.mayContainReferences(Array(text.utf8)) == expected, "\(words) in \(text)")
            }
        }
    }

    @Test("a long file, searched in two halves at once, has its words found anywhere: across the middle, at either end")
    func prefilterSearchesLongFilesInHalves() {
        let words = CodeScanning.fullReadingWords + ["AVeryLongConfiguredWrapperName(\""]
        let prefilter = SourcePrefilter(words: words)
        let filler = Array(String(repeating: "let a = b(c)\n", count: 400).utf8)
        for length in [4_096, 4_097, 5_001] {
            let text = Array(filler.prefix(length))
            #expect(!prefilter.mayContainReferences(text))
            for word in words {
                let bytes = Array(word.utf8)
                // Every place from wholly before the middle to wholly after it, and both ends.
                let middle = length / 2
                for start in Array((middle - bytes.count - 2)...(middle + 2)) + [0, length - bytes.count] {
                    var placed = text
                    placed.replaceSubrange(start..<(start + bytes.count), with: bytes)
                    #expect(prefilter.mayContainReferences(placed), "\(word) at \(start) of \(length)")
                }
            }
        }
    }

    @Test("the prefilter keeps finding words when there are more rare pairs than marks")
    func prefilterWithManyWords() {
        // Each word's rarest pair is its two capitals: 400 pairs, more than a table's 255 marks.
        let capitals: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let words: [String] = (0..<400).map { (index: Int) -> String in "q\(capitals[index / 26])\(capitals[index % 26])q" }
        let prefilter = SourcePrefilter(words: words)
        for word in words { #expect(prefilter.mayContainReferences(Array("a \(word) b".utf8)), "\(word)") }
        #expect(!prefilter.mayContainReferences(Array("qAB qZZq qPQ".utf8)))
    }

    @Test("a file is read in full for what sets accessibility or looks a key up, not for a name that merely holds 'Accessibility'")
    func fullReadingWords() {
        let prefilter = SourcePrefilter(words: CodeScanning.fullReadingWords)
        let reading: [String] = [
            "button.accessibilityLabel = title", "[cell setAccessibilityHint:hint];", ".accessibility(label: Text(\"Play\"))",
            "UIAccessibilityCustomAction(name: name, target: self, selector: #selector(run))", ".accessibilityInputLabels([a])",
            ".help(\"Reloads\")", "NSLocalizedString(\"k\", comment: \"\")", "String(localized: \"k\")",
            "#define AppString(key) NSLocalizedStringFromTable(key, @\"App\", nil)", "private static func tr(_ table: String, _ key: String) -> String",
        ]
        for text in reading {
            #expect(prefilter.mayContainReferences(Array(text.utf8)), "\(text)")
        }
        let notReading: [String] = ["static let wheelchairAccessibilityIcon = Icon(name: \"wheelchair_accessibility\")", "import Accessibility", "Text(L10n.play)"]
        for text in notReading {
            #expect(!prefilter.mayContainReferences(Array(text.utf8)), "\(text)")
        }
    }
}

@Suite("Source scanner: a program linked in runs of files")
struct ChunkedLinkTests {
    @Test("a program of many files is linked in file order, the first default text of a key winning, as on one thread")
    func manyFiles() {
        // Each file weighs two or three (itself, a use, a look-up): three runs or more.
        let fileCount = CodeLinker.chunkWeight * 3 / 2 + 7
        var sources: [CodeScanning.Source] = []
        for index in 0..<fileCount {
            let name = String(format: "File%03d.swift", index)
            var text = "import UIKit\nfinal class View\(index): UIView {\n    func setUp() {\n        accessibilityLabel = Strings.item\(index % 5)\n    }\n}\n"
            if index == 3 || index == fileCount - 2 {
                // Two definitions of one key with different English text, in different runs.
                let english = index == 3 ? "Play" : "Start"
                text += "let label\(index) = NSLocalizedString(\"shared.key\", value: \"\(english)\", comment: \"\")\n"
            }
            sources.append(CodeScanning.Source(path: name, kind: .code(.swift), bytes: Array(text.utf8)))
        }
        var strings = "enum Strings {\n"
        for item in 0..<5 { strings += "    static let item\(item) = NSLocalizedString(\"item.\(item)\", comment: \"\")\n" }
        strings += "}\n"
        sources.append(CodeScanning.Source(path: "Strings.swift", kind: .code(.swift), bytes: Array(strings.utf8)))
        let index = CodeScanning.index(sources)
        let analyses = sources.map { SourceScanner(wrappers: []).analyzeAll($0.bytes ?? [], file: $0.path, language: .swift) }
        #expect(CodeLinker.chunks(of: analyses).count >= 3)
        #expect(index.references.count == fileCount)
        #expect(index.references.map(\.location.file) == sources.dropLast().map(\.path))
        for (number, reference) in index.references.enumerated() {
            #expect(reference.value == .lookup(table: "Localizable", keys: ["item.\(number % 5)"]))
            #expect(reference.via == "Strings.item\(number % 5)")
        }
        #expect(index.defaultTexts.first { $0.key == "shared.key" }?.text == "Play")
    }
}

@Suite("Source scanner: the runs of files linked")
struct LinkChunkTests {
    /// A file with `count` look-ups.
    static func analysis(_ name: String, lookups count: Int) -> FileAnalysis {
        let text = (0..<count).map { "let text\($0) = NSLocalizedString(\"key.\($0)\", comment: \"\")\n" }.joined()
        return SourceScanner(wrappers: []).analyzeAll(Array(text.utf8), file: name, language: .swift)
    }

    @Test("runs are consecutive files of about the same work (a heavy file ends its run), whatever the threads")
    func runsByWork() {
        let heavy = CodeLinker.chunkWeight + 10
        // Files of an eighth of a run each after the heavy one: runs of exactly eight of them.
        let counts = [3, 0, 5, heavy] + Array(repeating: CodeLinker.chunkWeight / 8 - 1, count: 20) + [1]
        let analyses = counts.enumerated().map { Self.analysis("File\($0.offset).swift", lookups: $0.element) }
        #expect(analyses[3].lookups.count == heavy)
        let chunks = CodeLinker.chunks(of: analyses)
        // Every file once, in order.
        #expect(chunks.flatMap { Array($0.files) } == Array(analyses.indices))
        let weights = analyses.map { 1 + $0.uses.count + $0.lookups.count }
        for (number, chunk) in chunks.enumerated() {
            #expect(chunk.weight == chunk.files.reduce(0) { $0 + weights[$1] })
            // Each run but the last reaches the weight, and only with its last file.
            guard number < chunks.count - 1 else { continue }
            #expect(chunk.weight >= CodeLinker.chunkWeight)
            #expect(chunk.weight - weights[chunk.files.last!] < CodeLinker.chunkWeight)
        }
        // The heavy file ends the run it joins; then runs of eight files, and the rest.
        #expect(chunks.map(\.files) == [0..<4, 4..<12, 12..<20, 20..<25])
        #expect(CodeLinker.chunks(of: []).isEmpty)
    }
}

@Suite("Source scanner: what the scan made on the way")
struct ScanLeftoversTests {
    @Test("the scan's end hands what it no longer needs to its caller once, and gives the same index as without")
    func handsLeftoversOver() {
        let sources = [
            CodeScanning.Source(path: "Strings.swift", kind: .code(.swift), bytes: Array("enum Strings {\n    static let play = NSLocalizedString(\"play\", comment: \"\")\n}\n".utf8)),
            CodeScanning.Source(path: "View.swift", kind: .code(.swift), bytes: Array("final class V: UIView {\n    func setUp() { accessibilityLabel = Strings.play }\n}\n".utf8)),
        ]
        var kept: [Any] = []
        let index = CodeScanning.prepare(sources, wrappers: []).finish(keep: { kept.append($0) })
        #expect(kept.count == 1)
        #expect(index.fingerprint == CodeScanning.index(sources).fingerprint)
        #expect(index.references.map(\.via) == ["Strings.play"])
    }
}

@Suite("Source scanner: the code index's fingerprint")
struct CodeIndexFingerprintTests {
    static func fingerprint(_ files: [(path: String, text: String)]) -> Fingerprint {
        CodeScanning.scan(contents: files.map { ($0.path, Array($0.text.utf8)) }).fingerprint
    }

    static let player = "button.accessibilityLabel = NSLocalizedString(\"play.label\", comment: \"\")\nlet title = NSLocalizedString(\"title\", comment: \"\")\n"

    @Test("the same code gives the same fingerprint; a file that sets and looks up nothing changes nothing")
    func same() {
        let base = Self.fingerprint([("Player.swift", Self.player), ("Model.swift", "struct Song {}\n")])
        #expect(base == Self.fingerprint([("Player.swift", Self.player), ("Model.swift", "struct Song { var title: String }\n")]))
        #expect(base == Self.fingerprint([("Player.swift", Self.player + "// more\n"), ("Model.swift", "struct Song {}\n")]))
    }

    @Test("what code sets or looks up, where, and how, each changes it")
    func different() {
        let base = Self.fingerprint([("Player.swift", Self.player)])
        let changed = [
            Self.player.replacingOccurrences(of: "accessibilityLabel", with: "accessibilityHint"),
            Self.player.replacingOccurrences(of: "play.label", with: "play.name"),
            "\n" + Self.player,
            Self.player.replacingOccurrences(of: "\"title\"", with: "\"heading\""),
            Self.player.replacingOccurrences(of: "NSLocalizedString(\"play.label\", comment: \"\")", with: "\"Play\""),
            Self.player.replacingOccurrences(of: "comment: \"\")\nlet", with: "value: \"Play\", comment: \"\")\nlet"),
        ]
        for text in changed { #expect(Self.fingerprint([("Player.swift", text)]) != base, "\(text)") }
        #expect(Self.fingerprint([("Sources/Player.swift", Self.player)]) != base)
        #expect(Self.fingerprint([("Player.swift", Self.player), ("Main.storyboard", "<document><button accessibilityLabel=\"Play\"/></document>")]) != base)
    }
}

@Suite("Source scanner: which files give the scan something")
struct SourceRelevanceTests {
    static let files: [(path: String, text: String)] = [
        ("Strings.swift", "enum L10n {\n  static var play: String { tr(\"Localizable\", \"play.label\") }\n  static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: \"\") }\n}\n"),
        ("Player.swift", "button.accessibilityLabel = L10n.play\n"),
        ("Title.swift", "let title = L10n.play\n"),
        ("Song.swift", "struct Song { var title: String }\n"),
        ("Main.storyboard", "<document/>"),
    ]

    static func relevance() throws -> SourceRelevance {
        try #require(CodeScanning.scan(contents: files.map { ($0.path, Array($0.text.utf8)) }, literalKeys: ["Localizable": ["play.hint"]]).relevance)
    }

    @Test("files read in full and files that use an accessor are relevant; the others, and storyboards, are not listed")
    func relevantFiles() throws {
        #expect(try Self.relevance().relevantFiles == ["Player.swift", "Strings.swift", "Title.swift"])
    }

    @Test("a changed file gives nothing while it holds no accessor use, key literal, wrapper call or word that has it read in full")
    func givesNothing() throws {
        let relevance = try Self.relevance()
        let keys = ["Localizable": ["play.hint"]]
        func nothing(_ text: String, path: String = "Song.swift") -> Bool { relevance.givesNothing(Array(text.utf8), path: path, keysByTableName: keys) }
        #expect(nothing("struct Song { var title: String; var length: Int }\n"))
        #expect(nothing("// a comment about L10 and play\nlet x = \"play\"\n"))
        #expect(!nothing("let name = L10n.play\n"))
        #expect(!nothing("let hint = \"play.hint\"\n"))
        #expect(!nothing("let text = tr(\"Localizable\", \"play.label\")\n"))
        #expect(!nothing("view.accessibilityHint = hint\n"))
        #expect(!nothing("let s = NSLocalizedString(\"new\", comment: \"\")\n"))
        #expect(!nothing("let s = R.string.localizable.playLabel()\n"))
        // A file that gave something before gives something: it may have moved.
        #expect(!nothing("let title = 3\n", path: "Title.swift"))
        #expect(!nothing("<document/>", path: "Main.storyboard"))
        #expect(!nothing("{}", path: "App.xcodeproj/project.pbxproj"))
    }
}
