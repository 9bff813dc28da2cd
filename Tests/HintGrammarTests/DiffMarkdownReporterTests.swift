import Foundation
import StringsParser
import Testing
@testable import HintGrammar

@Suite("diff --format markdown")
struct DiffMarkdownReporterTests {
    @Test("a summary table, findings by rule, then a <details> block per language")
    func output() {
        #expect(DiffMarkdownReporter.render(DiffFixture.diff) == #"""
            ## Accessibility strings: en → eu, ga

            | Language | Strings | Missing | Untranslated | Needs review | Placeholders | Obsolete | Accessibility findings |
            | :-- | --: | --: | --: | --: | --: | --: | --: |
            | en (source) | 7 / 9 | – | – | – | – | – | 3 |
            | eu | 4 / 5 | 3 / 4 | 1 / 1 | 0 / 0 | 0 / 0 | 0 / 0 | 4 |
            | ga | 8 / 10 | 0 / 0 | 1 / 1 | 1 / 1 | 1 / 1 | 1 / 1 | 6 |

            Counts are accessibility strings / all strings. 7 of 8 accessibility strings have something to say (`--all` lists all 10 keys).

            <details>
            <summary>Accessibility findings by rule</summary>

            - **en**: `label-control-type` 1, `whitespace` 1, `hint-gesture` 1
            - **eu**: `missing-translation` 3, `untranslated` 1
            - **ga**: `whitespace` 2, `untranslated` 1, `translation-state` 1, `placeholder-mismatch` 1, `extra-key` 1

            </details>

            <details>
            <summary><b>eu</b>: 5 keys: 3 missing, 1 untranslated, 1 fixed</summary>

            | Table | Key | Role | en | eu | Status |
            | :-- | :-- | :-- | :-- | :-- | :-- |
            | Accessibility | `"a11y.songs.label"` | label | \[plural.one\] `"%lld song"`<br>\[plural.other\] `"%lld songs"` | — | missing |
            | Localizable | `"a11y.count.label"` | label | `"%@ songs"` | — | missing |
            | Localizable | `"a11y.quote.label"` | label | ``"Say \"hi\" \| <b>&amp;</b> `code` 50%"`` | — | missing |
            | Localizable | `"play.hint"` | hint | `"Double tap to play the song. "` | `"Soittaa kappaleen."` | fixed: `whitespace` |
            | Localizable | `"play.label"` | label | `"Play button"` | `"Play button"` | untranslated |

            </details>

            <details>
            <summary><b>ga</b>: 5 keys: 1 untranslated, 1 needs review, 1 placeholder mismatch, 1 obsolete, 1 new finding</summary>

            | Table | Key | Role | en | ga | Status |
            | :-- | :-- | :-- | :-- | :-- | :-- |
            | Accessibility | `"a11y.close.label"` | label | `"Close"` | `"Stäng"` | needs review (needs\_review) |
            | Accessibility | `"a11y.songs.label"` | label | \[plural.one\] `"%lld song"`<br>\[plural.other\] `"%lld songs"` | \[plural.one\] `"%lld låt"`<br>\[plural.other\] `"%lld songs"` | untranslated \[plural.other\] |
            | Localizable | `"a11y.count.label"` | label | `"%@ songs"` | `"%d låtar"` | placeholder mismatch: the ga format specifiers (%d) do not match the source's (%@) |
            | Localizable | `"a11y.old.label"` | label | — | `"Gammal"` | obsolete |
            | Localizable | `"a11y.quote.label"` | label | ``"Say \"hi\" \| <b>&amp;</b> `code` 50%"`` | ```"Säg \"hej\" \| <i>&</i> ``kod``\n「こんにちは」🎵"``` | new `whitespace`: label has a line break \| \<br\> \& "so" |

            </details>

            """#)
    }

    @Test("with a limit: whole blocks while they fit, then a note naming the languages left out")
    func limitLeavesOutLanguages() throws {
        let whole = DiffMarkdownReporter.render(DiffFixture.diff)
        #expect(DiffMarkdownReporter.render(DiffFixture.diff, limit: whole.utf8.count) == whole)
        let lastLanguage = try #require(whole.range(of: "\n<details>\n<summary><b>ga</b>"))
        #expect(DiffMarkdownReporter.render(DiffFixture.diff, limit: 2000) == whole[..<lastLanguage.lowerBound]
            + "\n_Not detailed, to keep this comment short: ga (5 keys). `--format html` or `--all` lists everything._\n")
    }

    @Test("with a limit: a block cut short says how many keys it leaves out")
    func limitCutsABlock() {
        let text = DiffMarkdownReporter.render(DiffFixture.diff, limit: 2200)
        #expect(text.utf8.count <= 2200)
        #expect(text.contains("\n_… and 4 more keys, left out to keep this comment short._\n\n</details>\n"))
        #expect(!text.contains("Not detailed"))
    }

    @Test("with any limit the summary fits in, the report stays within it and its blocks stay closed")
    func limitIsKept() {
        let summary = DiffMarkdownReporter.render(DiffFixture.diff, limit: 0)
        #expect(summary.hasSuffix("_Not detailed, to keep this comment short: eu (5 keys), ga (5 keys). `--format html` or `--all` lists everything._\n"))
        for limit in stride(from: summary.utf8.count, through: 2700, by: 37) {
            let text = DiffMarkdownReporter.render(DiffFixture.diff, limit: limit)
            #expect(text.utf8.count <= limit, "limit \(limit)")
            #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count)
        }
    }

    @Test("escaping: markup characters in text, pipes and backticks in code spans, line breaks", arguments: [
        ("a | b", "a \\| b"),
        ("<img src=x> & *bold* _it_ [link](u) ~~s~~ `c`", #"\<img src=x\> \& \*bold\* \_it\_ \[link\](u) \~\~s\~\~ \`c\`"#),
        ("line\nbreak", #"line\\nbreak"#),
        ("「再生」🎵", "「再生」🎵"),
    ])
    func markdownText(text: String, expected: String) {
        #expect(MarkupText.markdown(text) == expected)
    }

    @Test("code spans are fenced longer than any backtick run inside, padded at a backtick edge", arguments: [
        ("plain", "`plain`"),
        ("a `b` c", "``a `b` c``"),
        ("``x``", "``` ``x`` ```"),
        ("a|b", #"`a\|b`"#),
        ("two\nlines", #"`two\nlines`"#),
    ])
    func codeSpans(text: String, expected: String) {
        #expect(MarkupText.markdownCode(text) == expected)
    }

    @Test("every table row has as many cells as its header, whatever the values hold")
    func tableShape() {
        for line in DiffMarkdownReporter.render(DiffFixture.diff).split(separator: "\n") where line.hasPrefix("|") {
            // Cells are separated by pipes not escaped by a backslash.
            var cells = 0
            var previous: Character = " "
            for character in line {
                if character == "|", previous != "\\" { cells += 1 }
                previous = character
            }
            #expect(cells == 7 || cells == 9, "\(line)")
        }
    }
}
