import StringsParser
import Testing
@testable import HintGrammar

@Suite("diff --format markdown")
struct DiffMarkdownReporterTests {
    @Test("a summary table, findings by rule, then a <details> block per language")
    func output() {
        #expect(DiffMarkdownReporter.render(DiffFixture.diff) == #"""
            ## Accessibility strings: en → fi, sv

            | Language | Strings | Missing | Untranslated | Needs review | Placeholders | Obsolete | Accessibility findings |
            | :-- | --: | --: | --: | --: | --: | --: | --: |
            | en (source) | 5 / 7 | – | – | – | – | – | 3 |
            | fi | 3 / 4 | 2 / 3 | 1 / 1 | 0 / 0 | 0 / 0 | 0 / 0 | 3 |
            | sv | 5 / 8 | 0 / 0 | 1 / 1 | 1 / 1 | 0 / 1 | 0 / 1 | 4 |

            Counts are accessibility strings / all strings. 7 of 8 keys have something to say (`--all` lists every key).

            <details>
            <summary>Accessibility findings by rule</summary>

            - **en**: `label-control-type` 1, `whitespace` 1, `hint-gesture` 1
            - **fi**: `missing-translation` 2, `untranslated` 1
            - **sv**: `whitespace` 2, `untranslated` 1, `translation-state` 1

            </details>

            <details>
            <summary><b>fi</b>: 5 keys: 3 missing, 1 untranslated, 1 fixed</summary>

            | Table | Key | Role | en | fi | Status |
            | :-- | :-- | :-- | :-- | :-- | :-- |
            | Accessibility | `"a11y.songs.label"` | label | \[plural.one\] `"%lld song"`<br>\[plural.other\] `"%lld songs"` | — | missing |
            | Localizable | `"a11y.quote.label"` | label | ``"Say \"hi\" \| <b>&amp;</b> `code` 50%"`` | — | missing |
            | Localizable | `"play.hint"` | hint | `"Double tap to play the song. "` | `"Soittaa kappaleen."` | fixed: `whitespace` |
            | Localizable | `"play.label"` | label | `"Play button"` | `"Play button"` | untranslated |
            | Localizable | `"count"` |  | `"%@ songs"` | — | missing |

            </details>

            <details>
            <summary><b>sv</b>: 5 keys: 1 untranslated, 1 needs review, 1 placeholder mismatch, 1 obsolete, 1 new finding</summary>

            | Table | Key | Role | en | sv | Status |
            | :-- | :-- | :-- | :-- | :-- | :-- |
            | Accessibility | `"a11y.close.label"` | label | `"Close"` | `"Stäng"` | needs review (needs\_review) |
            | Accessibility | `"a11y.songs.label"` | label | \[plural.one\] `"%lld song"`<br>\[plural.other\] `"%lld songs"` | \[plural.one\] `"%lld låt"`<br>\[plural.other\] `"%lld songs"` | untranslated \[plural.other\] |
            | Localizable | `"a11y.quote.label"` | label | ``"Say \"hi\" \| <b>&amp;</b> `code` 50%"`` | ```"Säg \"hej\" \| <i>&</i> ``kod``\n「こんにちは」🎵"``` | new `whitespace`: label has a line break \| \<br\> \& "so" |
            | Localizable | `"count"` |  | `"%@ songs"` | `"%d låtar"` | placeholder mismatch: the sv format specifiers (%d) do not match the source's (%@) |
            | Localizable | `"old"` |  | — | `"Gammal"` | obsolete |

            </details>

            """#)
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
