import StringsParser
import Testing
import TestSupport
@testable import HintGrammar

@Suite("audit --diff: unified diffs")
struct UnifiedDiffTests {
    /// Applies a unified diff as `patch` does, hunk by hunk, checking every context and removed line.
    static func patch(_ old: [UInt8], with diff: [UInt8]) -> [UInt8]? {
        guard !diff.isEmpty else { return old }
        let oldLines = UnifiedDiff.lines(of: old)
        var result: [UInt8] = []
        var next = 0
        var lines = UnifiedDiff.lines(of: diff)[2...]
        while let header = lines.first {
            lines = lines.dropFirst()
            let text = String(decoding: header, as: UTF8.self)
            guard text.hasPrefix("@@ -"), let comma = text.firstIndex(of: ",") else { return nil }
            var start = Int(text[text.index(text.startIndex, offsetBy: 4)..<comma])!
            let count = Int(text[text.index(after: comma)...].prefix { $0.isNumber })!
            if count == 0 { start += 1 }
            while next < start - 1 {
                result += oldLines[next]
                next += 1
            }
            while let line = lines.first, let kind = line.first, kind != UInt8(ascii: "@") {
                lines = lines.dropFirst()
                var body = Array(line.dropFirst())
                if lines.first?.starts(with: "\\ No newline".utf8) == true {
                    body.removeLast()
                    lines = lines.dropFirst()
                }
                switch kind {
                case UInt8(ascii: " "), UInt8(ascii: "-"):
                    guard next < oldLines.count, Array(oldLines[next]) == body else { return nil }
                    if kind == UInt8(ascii: " ") { result += body }
                    next += 1
                case UInt8(ascii: "+"): result += body
                default: return nil
                }
            }
        }
        while next < oldLines.count {
            result += oldLines[next]
            next += 1
        }
        return result
    }

    @Test("the form diff -u writes: headers, hunks with three lines of context, joined when close")
    func form() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 11\n", with: "line eleven\n")
        #expect(String(decoding: UnifiedDiff.render(path: "App/en.lproj/L.strings", old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self) == """
            --- a/App/en.lproj/L.strings
            +++ b/App/en.lproj/L.strings
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,5 @@
             line 8
             line 9
             line 10
            -line 11
            +line eleven
             line 12

            """)
        #expect(UnifiedDiff.render(path: "x", old: Array(old.utf8), new: Array(old.utf8)).isEmpty)
        let missingNewline = String(decoding: UnifiedDiff.render(path: "x", old: Array("a\nb".utf8), new: Array("a\nc".utf8)), as: UTF8.self)
        #expect(missingNewline.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
    }

    @Test("a UTF-16 file's diff holds its own bytes, cut after each line feed byte as patch cuts them, and applies")
    func utf16() {
        let old = TextEncoder.encode(Array("\"a\" = \"Stopp.\";\n\"b\" = \"Ċ\";\n\"c\" = \"x\";\n".utf8), as: .utf16LittleEndian)
        let new = TextEncoder.encode(Array("\"a\" = \"Stopp\";\n\"b\" = \"Ċ\";\n\"c\" = \"x\";\n".utf8), as: .utf16LittleEndian)
        let diff = UnifiedDiff.render(path: "de.lproj/L.strings", old: old, new: new)
        #expect(diff.starts(with: Array("--- a/de.lproj/L.strings\n+++ b/de.lproj/L.strings\n".utf8)))
        #expect(Self.patch(old, with: diff) == new)
    }

    @Test("any change of lines is undone by applying its diff (random edits, lines added and removed)")
    func roundTrip() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let count = Int(generator.next() % 30)
            let old = (0..<count).map { _ in "v\(generator.next() % 5)\n" }
            var new = old
            for _ in 0..<Int(generator.next() % 6) {
                let position = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
                switch generator.next() % 3 {
                case 0 where !new.isEmpty: new.remove(at: position)
                case 1: new.insert("n\(generator.next() % 5)\n", at: position)
                default: if !new.isEmpty { new[position] = "c\(generator.next() % 5)\n" }
                }
            }
            let a = Array(old.joined().utf8), b = Array((new.joined() + (generator.next() % 2 == 0 ? "" : "tail")).utf8)
            let diff = UnifiedDiff.render(path: "f", old: a, new: b)
            #expect(Self.patch(a, with: diff) == b || (a == b && diff.isEmpty), "\(old) → \(new)")
        }
    }
}

@Suite("audit --fix: the plan")
struct FixPlanTests {
    static func finding(_ file: String, offset: Int, fix: String?, _ applicability: FixApplicability = .safe, value: String = "Play.") -> Finding {
        Finding(
            rule: "label-trailing-period", severity: .warning, message: "m", location: SourceLocation(file: file, line: 1, column: 1, offset: offset),
            value: value, fix: fix, applicability: applicability)
    }

    @Test("each string once, as safe as asked, in localization files only; a string with two texts is left alone")
    func plan() {
        let findings = [
            Self.finding("en.lproj/L.strings", offset: 10, fix: "Play"),
            Self.finding("en.lproj/L.strings", offset: 10, fix: "Play"),
            Self.finding("en.lproj/L.strings", offset: 30, fix: "Plays it.", .unsafe, value: "Play it."),
            Self.finding("en.lproj/L.strings", offset: 50, fix: nil),
            Self.finding("Main.storyboard", offset: 5, fix: "Play"),
            Self.finding("Sources/A.swift", offset: 5, fix: "Play"),
            Self.finding("L.xcstrings", offset: 7, fix: "Play"),
            Self.finding("L.xcstrings", offset: 7, fix: "Play!"),
        ]
        let safe = FixPlan(findings: findings, applying: .safe)
        #expect(safe.files == ["en.lproj/L.strings"])
        #expect(safe.edits["en.lproj/L.strings"] == [ValueEdit(offset: 10, expected: "Play.", replacement: "Play")])
        #expect(safe.findingCounts["en.lproj/L.strings"]?[10] == 2)
        let all = FixPlan(findings: findings, applying: .unsafe)
        #expect(all.edits["en.lproj/L.strings"]?.map(\.offset) == [10, 30])
        #expect(all.edits["L.xcstrings"] == nil)
    }
}
