import StringsParser
import Testing
@testable import HintGrammar

@Suite("diff --format html")
struct DiffHTMLReporterTests {
    @Test("one page: summary, matrix, the lists the matrix links to, the keys")
    func output() {
        #expect(DiffHTMLReporter.render(DiffFixture.diff) == #"""
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="color-scheme" content="light dark"/>
            <title>Accessibility strings: en → eu, ga</title>
            <style>
            \#(HTMLPage.style)</style>
            </head>
            <body>
            <h1>Accessibility strings: en → eu, ga</h1>
            <p class="note">l10n-ax \#(HintGrammar.version). 7 of 8 accessibility strings have something to say (<code>--all</code> lists all 10 keys).</p>
            <p class="legend"><span class="badge error">error</span> breaks the app or what VoiceOver reads · <span class="badge warning">warning</span> what VoiceOver users hear wrongly or not at all · <span class="badge info">info</span> worth a look</p>
            <form class="filters" id="filters">Show <label>language <select data-filter="language"><option value="">every language</option><option value="en">en</option><option value="eu">eu</option><option value="ga">ga</option></select></label> <label>rule <select data-filter="rule"><option value="">every rule</option><option value="label-control-type">label-control-type</option><option value="whitespace">whitespace</option><option value="hint-gesture">hint-gesture</option><option value="missing-translation">missing-translation</option><option value="untranslated">untranslated</option><option value="translation-state">translation-state</option><option value="placeholder-mismatch">placeholder-mismatch</option><option value="extra-key">extra-key</option></select></label> <label>severity <select data-filter="severity"><option value="">every severity</option><option value="error">error</option><option value="warning">warning</option><option value="info">info</option></select></label> <span class="hidden-count" id="hidden-count"></span></form>
            <h2 id="summary">Summary</h2>
            <table class="summary">
            <thead><tr><th>Language</th><th>Strings</th><th>Missing</th><th>Untranslated</th><th>Needs review</th><th>Placeholders</th><th>Obsolete</th><th>Accessibility findings</th><th>Progress of the accessibility strings</th></tr></thead>
            <tbody>
            <tr><th>en <small>(source)</small></th><td>7 / 9</td><td>–</td><td>–</td><td>–</td><td>–</td><td>–</td><td>3</td><td></td></tr>
            <tr data-language="eu"><th>eu</th><td>4 / 5</td><td>3 / 4</td><td>1 / 1</td><td>0 / 0</td><td>0 / 0</td><td>0 / 0</td><td>4</td><td><div class="bar"><span class="ok" style="width: 42.9%" title="3 translated"></span><span class="untranslated" style="width: 14.3%" title="1 untranslated"></span><span class="missing" style="width: 42.9%" title="3 missing"></span></div><small>3 of 7 translated; 4 findings</small></td></tr>
            <tr data-language="ga"><th>ga</th><td>8 / 10</td><td>0 / 0</td><td>1 / 1</td><td>1 / 1</td><td>1 / 1</td><td>1 / 1</td><td>6</td><td><div class="bar"><span class="ok" style="width: 75.0%" title="6 translated"></span><span class="review" style="width: 12.5%" title="1 needing review"></span><span class="untranslated" style="width: 12.5%" title="1 untranslated"></span></div><small>6 of 7 translated; 6 findings</small></td></tr>
            </tbody>
            </table>
            <p class="note">Counts are accessibility strings / all strings; keys are counted once, whatever their variants. The bars show each translation's accessibility strings against the source's: <span class="swatch ok">translated</span>, <span class="swatch review">needing review</span>, <span class="swatch untranslated">untranslated</span>, <span class="swatch missing">missing</span>.</p>
            <h2 id="matrix">Accessibility findings by language and rule</h2>
            <div class="scroll"><table class="matrix">
            <thead><tr><th>Language</th><th><span title="Label names the control type">label-control-type</span></th><th><span title="Stray white space">whitespace</span></th><th><span title="Hint names a gesture">hint-gesture</span></th><th><span title="Missing translation">missing-translation</span></th><th><span title="Untranslated text">untranslated</span></th><th><span title="Translation not final">translation-state</span></th><th><span title="Format specifiers differ">placeholder-mismatch</span></th><th><span title="Key only in a translation">extra-key</span></th></tr></thead>
            <tbody>
            <tr data-language="en"><th>en</th><td><a href="#cell.en.label-control-type">1</a></td><td><a href="#cell.en.whitespace">1</a></td><td><a href="#cell.en.hint-gesture">1</a></td><td></td><td></td><td></td><td></td><td></td></tr>
            <tr data-language="eu"><th>eu</th><td></td><td></td><td></td><td><a href="#cell.eu.missing-translation">3</a></td><td><a href="#cell.eu.untranslated">1</a></td><td></td><td></td><td></td></tr>
            <tr data-language="ga"><th>ga</th><td></td><td><a href="#cell.ga.whitespace">2</a></td><td></td><td></td><td><a href="#cell.ga.untranslated">1</a></td><td><a href="#cell.ga.translation-state">1</a></td><td><a href="#cell.ga.placeholder-mismatch">1</a></td><td><a href="#cell.ga.extra-key">1</a></td></tr>
            </tbody>
            </table></div>
            <h2 id="findings">Findings on accessibility strings</h2>
            <section id="cell.en.label-control-type" data-language="en" data-rule="label-control-type">
            <h3>en · <code>label-control-type</code> <small>Label names the control type, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/en.lproj/Localizable.strings">App/en.lproj/Localizable.strings:1:16</a></td><td><small>Localizable</small><br/><code>&quot;play.label&quot;</code></td><td>label</td><td><q>&quot;Play button&quot;</q></td><td><span class="badge warning">warning</span> label names the control type &#39;button&#39;; write &quot;Play&quot;<br/><small>fix: &quot;Play&quot;</small></td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.en.whitespace" data-language="en" data-rule="whitespace">
            <h3>en · <code>whitespace</code> <small>Stray white space, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/en.lproj/Localizable.strings">App/en.lproj/Localizable.strings:2:15</a></td><td><small>Localizable</small><br/><code>&quot;play.hint&quot;</code></td><td>hint</td><td><q>&quot;Double tap to play the song. &quot;</q></td><td><span class="badge warning">warning</span> hint has trailing white space<br/><small>fix: &quot;Double tap to play the song.&quot;</small></td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.en.hint-gesture" data-language="en" data-rule="hint-gesture">
            <h3>en · <code>hint-gesture</code> <small>Hint names a gesture, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/en.lproj/Localizable.strings">App/en.lproj/Localizable.strings:2:15</a></td><td><small>Localizable</small><br/><code>&quot;play.hint&quot;</code></td><td>hint</td><td><q>&quot;Double tap to play the song. &quot;</q></td><td><span class="badge warning">warning</span> hint names the gesture &#39;Double tap&#39;</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.eu.missing-translation" data-language="eu" data-rule="missing-translation">
            <h3>eu · <code>missing-translation</code> <small>Missing translation, 3</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/Accessibility.xcstrings">App/Accessibility.xcstrings:12:68</a></td><td><small>Accessibility</small><br/><code>&quot;a11y.songs.label&quot;</code> <small>[plural.one]</small></td><td>label</td><td></td><td></td><td><span class="badge warning">warning</span> &quot;a11y.songs.label&quot; has no eu translation</td></tr>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/en.lproj/Localizable.strings">App/en.lproj/Localizable.strings:3:22</a></td><td><small>Localizable</small><br/><code>&quot;a11y.count.label&quot;</code></td><td>label</td><td></td><td></td><td><span class="badge warning">warning</span> &quot;a11y.count.label&quot; has no eu translation</td></tr>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/en.lproj/Localizable.strings">App/en.lproj/Localizable.strings:4:22</a></td><td><small>Localizable</small><br/><code>&quot;a11y.quote.label&quot;</code></td><td>label</td><td></td><td></td><td><span class="badge warning">warning</span> &quot;a11y.quote.label&quot; has no eu translation</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.eu.untranslated" data-language="eu" data-rule="untranslated">
            <h3>eu · <code>untranslated</code> <small>Untranslated text, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/eu.lproj/Localizable.strings">App/eu.lproj/Localizable.strings:1:16</a></td><td><small>Localizable</small><br/><code>&quot;play.label&quot;</code></td><td>label</td><td></td><td><q>&quot;Play button&quot;</q></td><td><span class="badge warning">warning</span> the eu text is the en text, untranslated</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.ga.whitespace" data-language="ga" data-rule="whitespace">
            <h3>ga · <code>whitespace</code> <small>Stray white space, 2</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/ga.lproj/Localizable.strings">App/ga.lproj/Localizable.strings:2:15</a></td><td><small>Localizable</small><br/><code>&quot;play.hint&quot;</code></td><td>hint</td><td></td><td><q>&quot;Spelar låten. &quot;</q></td><td><span class="badge warning">warning</span> hint has trailing white space<br/><small>fix: &quot;Spelar låten.&quot;</small></td></tr>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/ga.lproj/Localizable.strings">App/ga.lproj/Localizable.strings:5:22</a></td><td><small>Localizable</small><br/><code>&quot;a11y.quote.label&quot;</code></td><td>label</td><td></td><td><q>&quot;Säg \&quot;hej\&quot; | &lt;i&gt;&amp;&lt;/i&gt; ``kod``\n「こんにちは」🎵&quot;</q></td><td><span class="badge warning">warning</span> label has a line break | &lt;br&gt; &amp; &quot;so&quot;</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.ga.untranslated" data-language="ga" data-rule="untranslated">
            <h3>ga · <code>untranslated</code> <small>Untranslated text, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="info" data-severity="info"><td><a class="where" href="./App/Accessibility.xcstrings">App/Accessibility.xcstrings:17:70</a></td><td><small>Accessibility</small><br/><code>&quot;a11y.songs.label&quot;</code> <small>[plural.other]</small></td><td>label</td><td></td><td><q>&quot;%lld songs&quot;</q></td><td><span class="badge info">info</span> the ga text is the en text, untranslated</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.ga.translation-state" data-language="ga" data-rule="translation-state">
            <h3>ga · <code>translation-state</code> <small>Translation not final, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/Accessibility.xcstrings">App/Accessibility.xcstrings:7:71</a></td><td><small>Accessibility</small><br/><code>&quot;a11y.close.label&quot;</code></td><td>label</td><td></td><td><q>&quot;Stäng&quot;</q></td><td><span class="badge warning">warning</span> the ga translation is marked needs_review</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.ga.placeholder-mismatch" data-language="ga" data-rule="placeholder-mismatch">
            <h3>ga · <code>placeholder-mismatch</code> <small>Format specifiers differ, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="error" data-severity="error"><td><a class="where" href="./App/ga.lproj/Localizable.strings">App/ga.lproj/Localizable.strings:3:22</a></td><td><small>Localizable</small><br/><code>&quot;a11y.count.label&quot;</code></td><td>label</td><td></td><td><q>&quot;%d låtar&quot;</q></td><td><span class="badge error">error</span> the ga format specifiers (%d) do not match the source&#39;s (%@)</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <section id="cell.ga.extra-key" data-language="ga" data-rule="extra-key">
            <h3>ga · <code>extra-key</code> <small>Key only in a translation, 1</small></h3>
            <table class="findings">
            <thead><tr><th>Where</th><th>Key</th><th>Role</th><th>Source</th><th>Value</th><th>Message</th></tr></thead>
            <tbody>
            <tr class="warning" data-severity="warning"><td><a class="where" href="./App/ga.lproj/Localizable.strings">App/ga.lproj/Localizable.strings:4:20</a></td><td><small>Localizable</small><br/><code>&quot;a11y.old.label&quot;</code></td><td>label</td><td></td><td><q>&quot;Gammal&quot;</q></td><td><span class="badge warning">warning</span> &quot;a11y.old.label&quot; is in ga but not in the source language en</td></tr>
            </tbody>
            </table>
            <p class="back"><a href="#matrix">↑ matrix</a></p>
            </section>
            <h2 id="keys">Keys</h2>
            <h3>Accessibility <small>App</small></h3>
            <table class="keys">
            <thead><tr><th>Key</th><th>Language</th><th>Value</th><th>Comparison</th></tr></thead>
            <tbody class="a11y" data-language="en ga">
            <tr><th rowspan="2"><code>&quot;a11y.close.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><q>&quot;Close&quot;</q></td><td></td></tr>
            <tr data-language="ga"><td class="lang">ga</td><td><q>&quot;Stäng&quot;</q></td><td><span class="status">needs review</span> (needs_review)</td></tr>
            </tbody>
            <tbody class="a11y" data-language="en eu ga">
            <tr><th rowspan="3"><code>&quot;a11y.songs.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><small>[plural.one]</small> <q>&quot;%lld song&quot;</q><br/><small>[plural.other]</small> <q>&quot;%lld songs&quot;</q></td><td></td></tr>
            <tr data-language="eu"><td class="lang">eu</td><td><span class="none">no value</span></td><td><span class="status">missing</span></td></tr>
            <tr data-language="ga"><td class="lang">ga</td><td><small>[plural.one]</small> <q>&quot;%lld låt&quot;</q><br/><small>[plural.other]</small> <q>&quot;%lld songs&quot;</q></td><td><span class="status">untranslated</span> <small>[plural.other]</small></td></tr>
            </tbody>
            </table>
            <h3>Localizable <small>App</small></h3>
            <table class="keys">
            <thead><tr><th>Key</th><th>Language</th><th>Value</th><th>Comparison</th></tr></thead>
            <tbody class="a11y" data-language="en eu ga">
            <tr><th rowspan="3"><code>&quot;a11y.count.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><q>&quot;%@ songs&quot;</q></td><td></td></tr>
            <tr data-language="eu"><td class="lang">eu</td><td><span class="none">no value</span></td><td><span class="status">missing</span></td></tr>
            <tr data-language="ga"><td class="lang">ga</td><td><q>&quot;%d låtar&quot;</q></td><td><span class="status">placeholder mismatch</span>: the ga format specifiers (%d) do not match the source&#39;s (%@)</td></tr>
            </tbody>
            <tbody class="a11y" data-language="en ga">
            <tr><th rowspan="2"><code>&quot;a11y.old.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><span class="none">no value</span></td><td></td></tr>
            <tr data-language="ga"><td class="lang">ga</td><td><q>&quot;Gammal&quot;</q></td><td><span class="status">obsolete</span></td></tr>
            </tbody>
            <tbody class="a11y" data-language="en eu ga">
            <tr><th rowspan="3"><code>&quot;a11y.quote.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><q>&quot;Say \&quot;hi\&quot; | &lt;b&gt;&amp;amp;&lt;/b&gt; `code` 50%&quot;</q></td><td></td></tr>
            <tr data-language="eu"><td class="lang">eu</td><td><span class="none">no value</span></td><td><span class="status">missing</span></td></tr>
            <tr data-language="ga"><td class="lang">ga</td><td><q>&quot;Säg \&quot;hej\&quot; | &lt;i&gt;&amp;&lt;/i&gt; ``kod``\n「こんにちは」🎵&quot;</q></td><td><span class="new">new</span> <code>whitespace</code>: label has a line break | &lt;br&gt; &amp; &quot;so&quot;</td></tr>
            </tbody>
            <tbody class="a11y" data-language="en eu">
            <tr><th rowspan="2"><code>&quot;play.hint&quot;</code><br/><span class="role">hint</span></th><td class="lang">en</td><td><q>&quot;Double tap to play the song. &quot;</q></td><td>findings: <code>whitespace</code>, <code>hint-gesture</code></td></tr>
            <tr data-language="eu"><td class="lang">eu</td><td><q>&quot;Soittaa kappaleen.&quot;</q></td><td><span class="fixed">fixed</span> <code>whitespace</code></td></tr>
            </tbody>
            <tbody class="a11y" data-language="en eu">
            <tr><th rowspan="2"><code>&quot;play.label&quot;</code><br/><span class="role">label</span></th><td class="lang">en</td><td><q>&quot;Play button&quot;</q></td><td>findings: <code>label-control-type</code></td></tr>
            <tr data-language="eu"><td class="lang">eu</td><td><q>&quot;Play button&quot;</q></td><td><span class="status">untranslated</span></td></tr>
            </tbody>
            </table>
            <script>
            \#(HTMLPage.script)</script>
            </body>
            </html>

            """#)
    }

    /// What an HTML page holds, read back with the package's XML scanner.
    struct Page: Sendable {
        var elements: [String] = []
        var ids: [String] = []
        var links: [String] = []
        var attributes: [String: [String]] = [:]
        var text = ""
    }

    /// Reads the page as XML: throws on the first well-formedness problem.
    static func read(_ html: String) throws -> Page {
        var scanner = XMLScanner(bytes: Array(html.utf8))
        var page = Page()
        while let event = try scanner.next() {
            switch event {
            case let .startTag(tag):
                page.elements.append(scanner.name(of: tag))
                for attribute in tag.attributes {
                    let name = scanner.name(of: attribute), value = scanner.value(of: attribute)
                    page.attributes[name, default: []].append(value)
                    if name == "id" { page.ids.append(value) }
                    if name == "href" { page.links.append(value) }
                }
            case let .text(text):
                page.text += scanner.text(of: text)
            default:
                break
            }
        }
        return page
    }

    static let allowedElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "code", "small", "table", "thead", "tbody", "tr", "th",
        "td", "a", "span", "br", "q", "section", "div", "script", "form", "label", "select", "option", "ul", "li", "details", "summary",
    ]

    /// Links within the page have their target; the others are relative links to the files the
    /// report names (or `file://` for absolute paths): nothing to fetch.
    static func checkLinks(_ page: Page) {
        for link in page.links {
            if link.hasPrefix("#") {
                #expect(page.ids.contains(String(link.dropFirst())), "\(link)")
            } else {
                #expect(link.hasPrefix("./") || link.hasPrefix("file:///"), "\(link)")
                #expect(!link.contains("://") || link.hasPrefix("file:///"), "\(link)")
            }
        }
        // One script, the page's own: no `src`, no external resource.
        #expect(page.elements.filter { $0 == "script" }.count == 1)
        #expect(page.attributes["src"] == nil)
    }

    @Test("well-formed XML; every matrix link has its target, ids are unique; one inline script, no external resource")
    func structure() throws {
        for listing in [TranslationDiff.Listing.changes, .all] {
            let diff = TranslationDiff(project: DiffFixture.project, result: DiffFixture.result, sourceLanguage: "en", listing: listing)
            let page = try Self.read(DiffHTMLReporter.render(diff))
            #expect(Set(page.elements).isSubset(of: Self.allowedElements))
            #expect(Set(page.ids).count == page.ids.count)
            #expect(!page.links.isEmpty)
            Self.checkLinks(page)
            // One link per matrix cell with findings.
            let cells = diff.languages.flatMap { language in
                diff.accessibilityRules.filter { !diff.accessibilityFindings(language: language, rule: $0).isEmpty }.map {
                    "#" + DiffHTMLReporter.anchor(language: language, rule: $0)
                }
            }
            #expect(Set(cells).isSubset(of: Set(page.links)))
            #expect(cells.count == 10)
            #expect(page.attributes["src"] == nil)
            // The values come back as text, not as markup.
            #expect(page.text.contains("<i>&</i> ``kod``\\n「こんにちは」🎵"))
        }
    }

    @Test("hostile names and values stay text: table, key, value, message with markup, quotes and control characters")
    func hostile() throws {
        let project = project([
            "App/en.lproj/T<&>'\".strings": #"""
                "a11y.</td><script>alert(1)</script>.label" = "]]> <!-- & &amp; \U0001 end";
                """#,
            "App/x-y_z.lproj/T<&>'\".strings": #"""
                "other" = "x";
                """#,
        ])
        let result = Auditor(configuration: AuditConfiguration(sourceLanguage: "en", scope: .all)).audit(project)
        let diff = TranslationDiff(project: project, result: result, sourceLanguage: "en", listing: .all)
        let html = DiffHTMLReporter.render(diff)
        let page = try Self.read(html)
        #expect(Set(page.elements).isSubset(of: Self.allowedElements))
        #expect(page.text.contains("</td><script>alert(1)</script>"))
        #expect(page.text.contains("T<&>'\""))
        Self.checkLinks(page)
    }

    @Test("anchors: letters, digits and dashes kept, anything else as _XX", arguments: [
        ("en", "hint-imperative", "cell.en.hint-imperative"),
        ("zh-Hant", "x.y", "cell.zh-Hant.x_2Ey"),
        ("a b", "<r>", "cell.a_20b._3Cr_3E"),
    ])
    func anchors(language: String, rule: String, anchor: String) {
        #expect(DiffHTMLReporter.anchor(language: language, rule: rule) == anchor)
    }

    @Test("HTML escaping", arguments: [
        ("a & b", "a &amp; b"), ("<x y='1'>", "&lt;x y=&#39;1&#39;&gt;"), ("\"q\"", "&quot;q&quot;"), ("bell\u{7}", "bell\\U0007"),
        ("再生 🎵", "再生 🎵"),
    ])
    func escaping(text: String, escaped: String) {
        #expect(MarkupText.html(text) == escaped)
    }
}
