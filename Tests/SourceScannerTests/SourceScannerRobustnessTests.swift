import Testing
import TestSupport
@testable import SourceScanner

@Suite("Source scanner: robustness")
struct SourceScannerRobustnessTests {
    /// A scanner that reads every file (a one-letter wrapper defeats the quick test) and
    /// knows wrappers, so that every path runs.
    static let scanner = SourceScanner(wrappers: ["L", "L10n.tr", "localized"])

    /// Scans `bytes` in both languages and checks that every position lies in the file.
    static func scanChecked(_ bytes: [UInt8]) {
        for language in [SourceLanguage.swift, .objectiveC] {
            let result = scanner.scan(bytes, file: "F", language: language)
            let locations = result.references.map(\.location) + result.lookups.map(\.location)
            #expect(locations.allSatisfy { $0.offset <= bytes.count && $0.line >= 1 && $0.column >= 1 })
        }
    }

    @Test("every prefix of every fixture scans without crashing, in both languages", arguments: sourceFixtureNames)
    func prefixes(name: String) throws {
        let bytes = try sourceFixture(name)
        for length in 0...bytes.count { Self.scanChecked(Array(bytes[..<length])) }
    }

    @Test("random bytes and random mixes of syntax scan without crashing")
    func random() {
        var generator = SeededGenerator(seed: 0x5EED_1234_ABCD_0001)
        let fragments = [
            "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "(", ")", "[", "]", "{", "}", "/*", "*/", "//", "\n", "\r\n", "@\"", "'",
            ":", ",", ";", ".", "?", " ? ", "!", "=", " ", "R\"x(", ")x\"", "#/", "/#", "`", "u{", "x", "return ", "get ", "-(NSString *)",
            "accessibilityLabel", ".accessibilityHint(", "setAccessibilityValue:", "NSLocalizedString(", "Text(", "String(localized: ",
            "tableName: ", "CFSTR(", "L10n.tr(", ".localized", "override var accessibilityLabel: String? {", "\u{1F600}", "é",
        ]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0...120, using: &generator) { text += fragments.randomElement(using: &generator) ?? "" }
            Self.scanChecked(Array(text.utf8))
        }
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...600, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            Self.scanChecked(bytes)
        }
    }

    @Test("deep nesting of brackets, calls, comments and messages ends and finds what it can")
    func deepNesting() {
        let depth = 20_000
        Self.scanChecked(Array((String(repeating: "(", count: depth) + String(repeating: "]", count: depth)).utf8))
        Self.scanChecked(Array((String(repeating: "/*", count: depth) + "x").utf8))
        Self.scanChecked(Array((String(repeating: "[", count: depth) + "x setAccessibilityLabel:@\"a\"" + String(repeating: "]", count: depth)).utf8))
        let calls = "v.accessibilityLabel(" + String(repeating: "Text(", count: 2_000) + "\"k\"" + String(repeating: ")", count: 2_001)
        let result = Self.scanner.scan(Array(calls.utf8), file: "F", language: .swift)
        // Too deep to evaluate as a value, but the innermost Text is still a look-up.
        #expect(result.references.isEmpty)
        #expect(result.lookups.map(\.key) == ["k"])
        let ternaries = "x.accessibilityLabel = " + String(repeating: "a ? \"b\" : ", count: 5_000) + "\"c\""
        #expect(Self.scanner.scan(Array(ternaries.utf8), file: "F", language: .swift).references.count <= SourceAnalyzer.maximumDepth)
    }
}
