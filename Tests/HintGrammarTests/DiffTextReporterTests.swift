import StringsParser
import Testing
@testable import HintGrammar

@Suite("diff --format text")
struct DiffTextReporterTests {
    @Test("the listed keys with their values and what each translation says, then the summary")
    func output() {
        #expect(DiffTextReporter.render(DiffFixture.diff) == #"""
            en → eu, ga: 7 of 8 accessibility strings have something to say (--all lists all 10 keys)

            Accessibility (App)
              "a11y.close.label"  label
                en  "Close"
                ga  "Stäng"
                    needs review (needs_review)
              "a11y.songs.label"  label
                en  [plural.one] "%lld song"
                    [plural.other] "%lld songs"
                eu  (no value)
                    missing
                ga  [plural.one] "%lld låt"
                    [plural.other] "%lld songs"
                    untranslated [plural.other]

            Localizable (App)
              "a11y.count.label"  label
                en  "%@ songs"
                eu  (no value)
                    missing
                ga  "%d låtar"
                    placeholder mismatch: the ga format specifiers (%d) do not match the source's (%@)
              "a11y.old.label"  label
                en  (no value)
                ga  "Gammal"
                    obsolete
              "a11y.quote.label"  label
                en  "Say \"hi\" | <b>&amp;</b> `code` 50%"
                eu  (no value)
                    missing
                ga  "Säg \"hej\" | <i>&</i> ``kod``\n「こんにちは」🎵"
                    new: label has a line break | <br> & "so" [whitespace]
              "play.hint"  hint
                en  "Double tap to play the song. "
                    findings: whitespace, hint-gesture
                eu  "Soittaa kappaleen."
                    fixed: whitespace
              "play.label"  label
                en  "Play button"
                    findings: label-control-type
                eu  "Play button"
                    untranslated

            Summary (accessibility strings / all strings)
              language     strings  missing  untranslated  needs review  placeholders  obsolete  a11y findings
              en (source)      7/9        -             -             -             -         -              3
              eu               4/5      3/4           1/1           0/0           0/0       0/0              4
              ga              8/10      0/0           1/1           1/1           1/1       1/1              6

            Accessibility findings by rule
              en  label-control-type 1, whitespace 1, hint-gesture 1
              eu  missing-translation 3, untranslated 1
              ga  whitespace 2, untranslated 1, translation-state 1, placeholder-mismatch 1, extra-key 1

            """#)
    }

    @Test("--all: the headline says so, and every key is there")
    func all() {
        let diff = TranslationDiff(project: DiffFixture.project, result: DiffFixture.result, sourceLanguage: "en", listing: .all)
        let text = DiffTextReporter.render(diff)
        #expect(text.hasPrefix("en → eu, ga: every key (10)\n"))
        #expect(text.contains("  \"title\"\n    en  \"Music\"\n    eu  \"Musiikki\"\n    ga  \"Musik\"\n"))
    }

    @Test("nothing to compare: a headline and an empty summary")
    func empty() {
        let project = LocalizationProject(files: [])
        let diff = TranslationDiff(project: project, result: Auditor().audit(project), sourceLanguage: "en")
        #expect(DiffTextReporter.render(diff) == """
            en → no other language: 0 of 0 accessibility strings have something to say (--all lists all 0 keys)

            Summary (accessibility strings / all strings)
              language     strings  missing  untranslated  needs review  placeholders  obsolete  a11y findings
              en (source)      0/0        -             -             -             -         -              0

            """)
    }
}
