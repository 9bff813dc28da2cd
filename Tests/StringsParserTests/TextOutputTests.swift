import Testing
import TestSupport

@testable import StringsParser

@Suite("Streamed output")
struct TextOutputTests {
    /// A random document of nested objects and arrays (empty ones too) with awkward strings.
    static func document(depth: Int, using generator: inout SeededGenerator) -> JSONOutput {
        let leaves: [JSONOutput] = ["", "é \"quoted\" \\ \n\t\u{1}", "播放", 0, -12, 0.5, true, false, .null]
        guard depth > 0, generator.chance(70) else { return generator.pick(leaves) }
        let count = generator.next(below: 5)
        if generator.chance(50) {
            return .object((0..<count).map { (key: "k\($0) ✓", value: document(depth: depth - 1, using: &generator)) })
        }
        return .array((0..<count).map { _ in document(depth: depth - 1, using: &generator) })
    }

    /// Writes `value` through the stream, containers opened and closed one at a time.
    static func stream(_ value: JSONOutput, into json: inout JSONStream) {
        switch value {
        case let .object(members):
            json.beginObject()
            for member in members {
                if case .object = member.value {
                    json.key(member.key)
                    stream(member.value, into: &json)
                } else {
                    json.member(member.key, member.value)
                }
            }
            json.endObject()
        case let .array(elements):
            json.beginArray()
            for element in elements {
                if case .array = element {
                    json.nextElement()
                    stream(element, into: &json)
                } else {
                    json.element(element)
                }
            }
            json.endArray()
        default:
            Issue.record("the top level is a container")
        }
    }

    @Test("a streamed document is byte for byte what JSONWriter writes of the whole tree", arguments: [JSONWriter.Style.pretty, .compact])
    func streamedJSON(style: JSONWriter.Style) {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let value: JSONOutput = generator.chance(50)
                ? .object([("a", Self.document(depth: 4, using: &generator)), ("b", .array([Self.document(depth: 3, using: &generator)]))])
                : .array([Self.document(depth: 4, using: &generator), [:], []])
            let output = TextOutput()
            var json = JSONStream(to: output, style: style)
            Self.stream(value, into: &json)
            json.finish()
            #expect(output.text == JSONWriter.write(value, style: style))
        }
    }

    @Test("elements written on every core in chunks are the bytes written one by one", arguments: [JSONWriter.Style.pretty, .compact])
    func elementsInChunks(style: JSONWriter.Style) {
        var generator = SeededGenerator(seed: 5)
        let values = (0..<48).map { _ in Self.document(depth: 3, using: &generator) }
        for (count, chunkSize, before) in [(0, 3, 0), (1, 3, 0), (7, 3, 0), (9, 3, 2), (40, 4, 1), (40, 64, 0)] {
            let oneByOne = TextOutput()
            var single = JSONStream(to: oneByOne, style: style)
            var received: [UInt8] = []
            let collected = TextOutput(bufferSize: 5) { bytes in
                received.append(contentsOf: bytes)
                return nil
            }
            var parallel = JSONStream(to: collected, style: style)
            single.beginObject(); single.key("a"); single.beginArray()
            for index in 0..<before + count { single.element(values[index]) }
            single.endArray(); single.endObject(); single.finish()
            parallel.beginObject(); parallel.key("a"); parallel.beginArray()
            for index in 0..<before { parallel.element(values[index]) }
            parallel.elements(count: count, chunkSize: chunkSize) { values[before + $0] }
            parallel.endArray(); parallel.endObject(); parallel.finish()
            collected.flush()
            #expect(String(decoding: received, as: UTF8.self) == oneByOne.text, "\(count) elements in chunks of \(chunkSize) after \(before)")
        }
    }

    @Test("a small buffer hands every byte to the destination in order, multi-byte characters split or not")
    func chunks() {
        var received: [UInt8] = []
        var calls = 0
        let output = TextOutput(bufferSize: 3) { bytes in
            received.append(contentsOf: bytes)
            calls += 1
            return nil
        }
        output.write("a播放")
        output.write(byte: 0x20)
        output.write(12345)
        output.write(7)
        #expect(received.count < "a播放 123457".utf8.count)
        output.flush()
        output.flush()
        #expect(String(decoding: received, as: UTF8.self) == "a播放 123457")
        #expect(calls == 3)
        #expect(output.failure == nil)
    }

    @Test("an output kept in memory keeps every byte however it grows: bytes, runs, repeated bytes, numbers, text")
    func growsInMemory() {
        let output = TextOutput()
        var expected: [UInt8] = []
        var generator = SeededGenerator(seed: 5)
        for round in 0..<3_000 {
            switch generator.next(below: 5) {
            case 0:
                output.write(byte: UInt8(truncatingIfNeeded: round))
                expected.append(UInt8(truncatingIfNeeded: round))
            case 1:
                let run = (0..<generator.next(below: 700)).map { UInt8(truncatingIfNeeded: $0 &+ round) }
                run.withUnsafeBufferPointer { output.write(bytes: $0) }
                expected += run
            case 2:
                let count = generator.next(below: 40)
                output.write(repeating: 0x20, count: count)
                expected += repeatElement(0x20, count: count)
            case 3:
                output.write(round - 1_500)
                expected += Array(String(round - 1_500).utf8)
            default:
                output.write("é播\(round)"[...])
                expected += Array("é播\(round)".utf8)
            }
        }
        #expect(output.bytes == expected)
        #expect(output.text == String(decoding: expected, as: UTF8.self))
        // Flushing an output without a destination keeps what it holds.
        output.flush()
        #expect(output.bytes.count == expected.count)
    }

    @Test("once the destination fails, nothing more is handed to it and the reason is kept")
    func failure() {
        var calls = 0
        let output = TextOutput(bufferSize: 4) { _ in
            calls += 1
            return "No space left on device"
        }
        output.write("abcdef")
        output.write("ghijkl")
        output.flush()
        #expect(calls == 1)
        #expect(output.failure == "No space left on device")
    }
}
