import Testing
import TestSupport
@testable import StringsParser

/// Files of one long line (minified catalogs, one-line property lists and storyboards): every
/// position right, none costing the length of the line.
@Suite("Positions in long lines")
struct LongLineTests {
    /// The column of `offset` counted the slow way, scalar by scalar from the line's start.
    func naiveColumn(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var column = 1
        for index in start..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    @Test("a megabyte on one line: positions as counted scalar by scalar, each walking at most two checkpoints' worth of bytes")
    func oneLine() {
        var random = SeededGenerator(seed: 7)
        let pieces = ["\"k\": \"v\", ", "é", "再生", "😀", "\\n", " "]
        var text = ""
        while text.utf8.count < 1_000_000 { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        text += "\nsecond line é"
        let bytes = Array(text.utf8)
        let table = LineTable(bytes: bytes)
        var resolver = table.resolver()
        var offsets = (0..<100).map { _ in Int(random.next() % UInt64(bytes.count)) }.filter { bytes[$0] & 0xC0 != 0x80 }
        offsets += [0, bytes.count - 1, bytes.count]
        for offset in offsets {
            let position = table.position(ofOffset: offset)
            #expect(position.column == naiveColumn(bytes, min(offset, bytes.count)), "offset \(offset)")
            #expect(resolver.position(ofOffset: offset) == position, "offset \(offset)")
            #expect(table.bytesWalked(forOffset: offset) <= 2 * LineTable.checkpointSpacing, "offset \(offset)")
        }
        // In increasing order too, as parsers ask.
        var increasing = table.resolver()
        for offset in offsets.sorted() { #expect(increasing.position(ofOffset: offset) == table.position(ofOffset: offset)) }
    }

    @Test("short lines need no checkpoints, and positions stay as they were")
    func shortLines() {
        let bytes = Array("a\nbé\r\nc😀d".utf8)
        let table = LineTable(bytes: bytes)
        #expect(table.position(ofOffset: 4).line == 2 && table.position(ofOffset: 4).column == 3)
        #expect(table.position(ofOffset: bytes.count - 1).column == 3)
        #expect(table.bytesWalked(forOffset: bytes.count - 1) == 5)
    }

    @Test("a minified catalog of 20,000 keys: its last value's position is right")
    func minifiedCatalog() throws {
        let keys = (0..<20_000).map { #""k\#($0)":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"é\#($0)"}}}}"# }
        let text = #"{"sourceLanguage":"en","strings":{"# + keys.joined(separator: ",") + #"},"version":"1.0"}"#
        let file = LocalizationFileReader.read(
            Array(text.utf8), as: DiscoveredFile(path: "L.xcstrings", format: .xcstrings, language: nil, table: TableID(bundle: "", name: "L")))
        #expect(file.diagnostics.isEmpty)
        let last = try #require(file.strings.first { $0.key == "k19999" })
        let bytes = Array(text.utf8)
        let needle = Array("é19999".utf8)
        let offset = try #require((0...(bytes.count - needle.count)).last { bytes[$0..<($0 + needle.count)].elementsEqual(needle) })
        #expect(last.location.line == 1)
        // A value is located at its opening quote.
        #expect(last.location.column == naiveColumn(bytes, offset - 1))
    }
}

/// Nothing holds a file's bytes twice while it is parsed.
@Suite("The input held once")
struct InputHeldOnceTests {
    @Test("a UTF-8 file's text and line table are the file's own bytes, not copies")
    func utf8Shared() {
        let input = Array((0..<2_000).map { "\"k\($0)\" = \"v\($0)\";\n" }.joined().utf8)
        let base = input.withUnsafeBufferPointer { $0.baseAddress }
        let text = TextDecoder.decode(input)
        #expect(text.bytes.withUnsafeBufferPointer { $0.baseAddress } == base)
        #expect(text.makeLineTable().bytes.withUnsafeBufferPointer { $0.baseAddress } == base)
        // With a byte order mark too: the mark is skipped by an offset, not by a copy.
        let marked = [0xEF, 0xBB, 0xBF] + input
        let markedBase = marked.withUnsafeBufferPointer { $0.baseAddress }
        #expect(TextDecoder.decode(marked).bytes.withUnsafeBufferPointer { $0.baseAddress } == markedBase)
    }
}
