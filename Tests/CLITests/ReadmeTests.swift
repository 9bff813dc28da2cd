import Foundation
import HintGrammar
import Testing

/// The repository's `README.md`.
private let readmePath = URL(fileURLWithPath: samplesDirectory).deletingLastPathComponent()
    .appendingPathComponent("README.md").path

@Suite("README")
struct ReadmeTests {
    /// The rows of the README's rule table: rule id → severity.
    private func documentedRules() throws -> [String: String] {
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        var rules: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            let id = String(cells[0].dropFirst().dropLast())
            guard RuleRegistry.description(of: id) != nil else { continue }
            rules[id] = cells[1]
        }
        return rules
    }

    @Test("the README's rule table lists every rule with its registered severity")
    func ruleTable() throws {
        let documented = try documentedRules()
        for description in RuleRegistry.descriptions {
            #expect(documented[description.id] == description.severity.rawValue, "\(description.id)")
        }
    }

    @Test("every line of the README's example is a line of the audit of Samples/, summary included")
    func exampleOutput() throws {
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let prompt = "$ l10n-ax audit Samples\n"
        let start = try #require(readme.range(of: prompt))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let example = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let root = URL(fileURLWithPath: readmePath).deletingLastPathComponent().path
        let result = runTool(["audit", "Samples", "--no-color", "--fail-on", "never"], in: root)
        let printed = Set(result.output.split(separator: "\n").map(String.init))
        let shown = example.filter { $0 != "…" }
        #expect(shown.count > 10)
        let missing = shown.filter { !printed.contains($0) }
        #expect(missing.isEmpty, "README lines the audit does not print: \(missing)")
        #expect(example.contains { $0.hasPrefix("3 errors,") })
        #expect(example.contains { $0.hasPrefix("Roles of ") } && example.contains("Errors, repeated from above:"))
    }
}
