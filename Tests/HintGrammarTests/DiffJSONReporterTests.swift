import Foundation
import StringsParser
import Testing
@testable import HintGrammar

@Suite("diff --format json")
struct DiffJSONReporterTests {
    @Test("the documented schema, exactly, for one target language")
    func output() {
        let diff = TranslationDiff(project: DiffFixture.project, result: DiffFixture.result, sourceLanguage: "en", targetLanguages: ["eu"])
        #expect(DiffJSONReporter.render(diff) == #"""
            {
              "tool": "l10n-ax",
              "version": "\#(HintGrammar.version)",
              "sourceLanguage": "en",
              "targetLanguages": [
                "eu"
              ],
              "listing": "changes",
              "keys": 10,
              "accessibilityKeys": 8,
              "summary": [
                {
                  "language": "en",
                  "source": true,
                  "strings": {
                    "all": 9,
                    "accessibility": 7
                  },
                  "statuses": {
                    "missing": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "untranslated": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "needs-review": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "placeholder-mismatch": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "obsolete": {
                      "all": 0,
                      "accessibility": 0
                    }
                  },
                  "accessibilityFindings": {
                    "label-control-type": 1,
                    "whitespace": 1,
                    "hint-gesture": 1
                  }
                },
                {
                  "language": "eu",
                  "source": false,
                  "strings": {
                    "all": 5,
                    "accessibility": 4
                  },
                  "statuses": {
                    "missing": {
                      "all": 4,
                      "accessibility": 3
                    },
                    "untranslated": {
                      "all": 1,
                      "accessibility": 1
                    },
                    "needs-review": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "placeholder-mismatch": {
                      "all": 0,
                      "accessibility": 0
                    },
                    "obsolete": {
                      "all": 0,
                      "accessibility": 0
                    }
                  },
                  "accessibilityFindings": {
                    "missing-translation": 3,
                    "untranslated": 1
                  }
                }
              ],
              "tables": [
                {
                  "table": "Accessibility",
                  "bundle": "App",
                  "keys": [
                    {
                      "key": "a11y.songs.label",
                      "role": "label",
                      "comment": null,
                      "source": {
                        "language": "en",
                        "values": [
                          {
                            "value": "%lld song",
                            "variant": "plural.one",
                            "state": "translated",
                            "file": "App/Accessibility.xcstrings",
                            "line": 11,
                            "column": 70
                          },
                          {
                            "value": "%lld songs",
                            "variant": "plural.other",
                            "state": "translated",
                            "file": "App/Accessibility.xcstrings",
                            "line": 12,
                            "column": 72
                          }
                        ],
                        "findings": []
                      },
                      "targets": [
                        {
                          "language": "eu",
                          "values": [],
                          "statuses": [
                            "missing"
                          ],
                          "state": null,
                          "translationFindings": [
                            {
                              "rule": "missing-translation",
                              "severity": "warning",
                              "message": "\"a11y.songs.label\" has no eu translation",
                              "file": "App/Accessibility.xcstrings",
                              "line": 12,
                              "column": 68,
                              "language": "eu",
                              "table": "Accessibility",
                              "key": "a11y.songs.label",
                              "role": "label",
                              "value": null,
                              "variant": "plural.one",
                              "fix": null,
                              "applicability": null
                            }
                          ],
                          "newFindings": [],
                          "fixedRules": []
                        }
                      ]
                    }
                  ]
                },
                {
                  "table": "Localizable",
                  "bundle": "App",
                  "keys": [
                    {
                      "key": "a11y.count.label",
                      "role": "label",
                      "comment": null,
                      "source": {
                        "language": "en",
                        "values": [
                          {
                            "value": "%@ songs",
                            "variant": null,
                            "state": null,
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 3,
                            "column": 22
                          }
                        ],
                        "findings": []
                      },
                      "targets": [
                        {
                          "language": "eu",
                          "values": [],
                          "statuses": [
                            "missing"
                          ],
                          "state": null,
                          "translationFindings": [
                            {
                              "rule": "missing-translation",
                              "severity": "warning",
                              "message": "\"a11y.count.label\" has no eu translation",
                              "file": "App/en.lproj/Localizable.strings",
                              "line": 3,
                              "column": 22,
                              "language": "eu",
                              "table": "Localizable",
                              "key": "a11y.count.label",
                              "role": "label",
                              "value": null,
                              "variant": null,
                              "fix": null,
                              "applicability": null
                            }
                          ],
                          "newFindings": [],
                          "fixedRules": []
                        }
                      ]
                    },
                    {
                      "key": "a11y.quote.label",
                      "role": "label",
                      "comment": null,
                      "source": {
                        "language": "en",
                        "values": [
                          {
                            "value": "Say \"hi\" | <b>&amp;</b> `code` 50%",
                            "variant": null,
                            "state": null,
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 4,
                            "column": 22
                          }
                        ],
                        "findings": []
                      },
                      "targets": [
                        {
                          "language": "eu",
                          "values": [],
                          "statuses": [
                            "missing"
                          ],
                          "state": null,
                          "translationFindings": [
                            {
                              "rule": "missing-translation",
                              "severity": "warning",
                              "message": "\"a11y.quote.label\" has no eu translation",
                              "file": "App/en.lproj/Localizable.strings",
                              "line": 4,
                              "column": 22,
                              "language": "eu",
                              "table": "Localizable",
                              "key": "a11y.quote.label",
                              "role": "label",
                              "value": null,
                              "variant": null,
                              "fix": null,
                              "applicability": null
                            }
                          ],
                          "newFindings": [],
                          "fixedRules": []
                        }
                      ]
                    },
                    {
                      "key": "play.hint",
                      "role": "hint",
                      "comment": null,
                      "source": {
                        "language": "en",
                        "values": [
                          {
                            "value": "Double tap to play the song. ",
                            "variant": null,
                            "state": null,
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 2,
                            "column": 15
                          }
                        ],
                        "findings": [
                          {
                            "rule": "hint-gesture",
                            "severity": "warning",
                            "message": "hint names the gesture 'Double tap'",
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 2,
                            "column": 15,
                            "language": "en",
                            "table": "Localizable",
                            "key": "play.hint",
                            "role": "hint",
                            "value": "Double tap to play the song. ",
                            "variant": null,
                            "fix": null,
                            "applicability": null
                          },
                          {
                            "rule": "whitespace",
                            "severity": "warning",
                            "message": "hint has trailing white space",
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 2,
                            "column": 15,
                            "language": "en",
                            "table": "Localizable",
                            "key": "play.hint",
                            "role": "hint",
                            "value": "Double tap to play the song. ",
                            "variant": null,
                            "fix": "Double tap to play the song.",
                            "applicability": "safe"
                          }
                        ]
                      },
                      "targets": [
                        {
                          "language": "eu",
                          "values": [
                            {
                              "value": "Soittaa kappaleen.",
                              "variant": null,
                              "state": null,
                              "file": "App/eu.lproj/Localizable.strings",
                              "line": 2,
                              "column": 15
                            }
                          ],
                          "statuses": [],
                          "state": null,
                          "translationFindings": [],
                          "newFindings": [],
                          "fixedRules": [
                            "whitespace"
                          ]
                        }
                      ]
                    },
                    {
                      "key": "play.label",
                      "role": "label",
                      "comment": null,
                      "source": {
                        "language": "en",
                        "values": [
                          {
                            "value": "Play button",
                            "variant": null,
                            "state": null,
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 1,
                            "column": 16
                          }
                        ],
                        "findings": [
                          {
                            "rule": "label-control-type",
                            "severity": "warning",
                            "message": "label names the control type 'button'; write \"Play\"",
                            "file": "App/en.lproj/Localizable.strings",
                            "line": 1,
                            "column": 16,
                            "language": "en",
                            "table": "Localizable",
                            "key": "play.label",
                            "role": "label",
                            "value": "Play button",
                            "variant": null,
                            "fix": "Play",
                            "applicability": "safe"
                          }
                        ]
                      },
                      "targets": [
                        {
                          "language": "eu",
                          "values": [
                            {
                              "value": "Play button",
                              "variant": null,
                              "state": null,
                              "file": "App/eu.lproj/Localizable.strings",
                              "line": 1,
                              "column": 16
                            }
                          ],
                          "statuses": [
                            "untranslated"
                          ],
                          "state": null,
                          "translationFindings": [
                            {
                              "rule": "untranslated",
                              "severity": "warning",
                              "message": "the eu text is the en text, untranslated",
                              "file": "App/eu.lproj/Localizable.strings",
                              "line": 1,
                              "column": 16,
                              "language": "eu",
                              "table": "Localizable",
                              "key": "play.label",
                              "role": "label",
                              "value": "Play button",
                              "variant": null,
                              "fix": null,
                              "applicability": null
                            }
                          ],
                          "newFindings": [],
                          "fixedRules": []
                        }
                      ]
                    }
                  ]
                }
              ]
            }

            """#)
    }

    @Test("every target has the same members, and values read back as written")
    func parsedBack() throws {
        let text = DiffJSONReporter.render(DiffFixture.diff)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["targetLanguages"] as? [String] == ["eu", "ga"])
        let tables = try #require(document["tables"] as? [[String: Any]])
        let keys = tables.flatMap { $0["keys"] as? [[String: Any]] ?? [] }
        #expect(keys.count == DiffFixture.diff.listedKeyCount)
        for key in keys {
            #expect(Set(key.keys) == ["key", "role", "comment", "source", "targets"])
            for target in key["targets"] as? [[String: Any]] ?? [] {
                #expect(Set(target.keys) == ["language", "values", "statuses", "state", "translationFindings", "newFindings", "fixedRules"])
            }
        }
        let quote = try #require(keys.first { $0["key"] as? String == "a11y.quote.label" })
        let ga = try #require((quote["targets"] as? [[String: Any]])?.first { $0["language"] as? String == "ga" })
        let value = try #require((ga["values"] as? [[String: Any]])?.first?["value"] as? String)
        #expect(value == "Säg \"hej\" | <i>&</i> ``kod``\n「こんにちは」🎵")
    }
}
