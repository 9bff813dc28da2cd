import StringsParser
import Testing
@testable import HintGrammar

@Suite("audit --format html")
struct AuditHTMLReporterTests {
    static let result = Auditor(configuration: AuditConfiguration(sourceLanguage: "en")).audit(project([
        "App/en.lproj/Localizable.strings": #"""
            "a11y.play.label" = "Play button";
            "a11y.play.hint" = "Play the song";
            "a11y.</td><script>x</script>.label" = "<b>&amp;</b> \"quoted\"";
            """#,
        "App/de.lproj/Localizable.strings": #"""
            "a11y.play.label" = "Wiedergabe-Taste";
            "a11y.play.hint" = "Song abspielen";
            """#,
    ]))

    @Test("well-formed XML, the page's own script and style only, links to the files, every finding once, in its key's group")
    func structure() throws {
        let html = AuditHTMLReporter.render(Self.result)
        let page = try DiffHTMLReporterTests.read(html)
        #expect(Set(page.elements).isSubset(of: DiffHTMLReporterTests.allowedElements))
        #expect(Set(page.ids).count == page.ids.count)
        DiffHTMLReporterTests.checkLinks(page)
        #expect(page.links.contains("./App/de.lproj/Localizable.strings"))
        // Every finding's message is on the page once, with its rule.
        #expect(!Self.result.findings.isEmpty)
        for finding in Self.result.findings {
            #expect(html.components(separatedBy: MarkupText.html(finding.message)).count >= 2, "\(finding.message)")
            #expect(html.contains("[" + finding.rule + "]"))
        }
        // The source text heads each key; each language's text stands beside its findings.
        #expect(page.text.contains("Source (en): \"Play the song\""))
        #expect(page.text.contains("\"Song abspielen\""))
        // Hostile keys and values stay text.
        #expect(page.text.contains("a11y.</td><script>x</script>.label"))
        #expect(page.elements.filter { $0 == "script" }.count == 1)
    }

    @Test("filters: every group and row says its languages, rules and severities; the controls list them")
    func filters() throws {
        let html = AuditHTMLReporter.render(Self.result)
        let page = try DiffHTMLReporterTests.read(html)
        let languages = Set(page.attributes["data-language"] ?? [])
        #expect(languages.contains("de") && languages.contains("en"))
        #expect((page.attributes["data-rule"] ?? []).contains { $0.split(separator: " ").contains("hint-imperative") })
        #expect((page.attributes["data-severity"] ?? []).contains("warning"))
        #expect((page.attributes["data-filter"] ?? []) == ["language", "rule", "severity"])
        // The style and script are XML text: no markup characters.
        for text in [HTMLPage.style, HTMLPage.script] {
            #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
        }
    }

    @Test("an audit without findings is a page that says so")
    func empty() throws {
        let result = Auditor().audit(project(["App/en.lproj/L.strings": "\"a11y.play.label\" = \"Play\";"]))
        let page = try DiffHTMLReporterTests.read(AuditHTMLReporter.render(result))
        #expect(page.text.contains("No findings."))
    }

    @Test("file links are relative, percent-encoded; absolute paths are file URLs", arguments: [
        ("App/en.lproj/L.strings", "./App/en.lproj/L.strings"), ("App/T<&>'\" x.strings", "./App/T%3C%26%3E%27%22%20x.strings"),
        ("/abs/path.swift", "file:///abs/path.swift"), ("App/日本.strings", "./App/%E6%97%A5%E6%9C%AC.strings"),
    ])
    func href(_ example: (String, String)) {
        #expect(HTMLPage.href(example.0) == example.1)
    }
}
