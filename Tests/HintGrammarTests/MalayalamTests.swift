import Testing
@testable import HintGrammar

/// Malayalam behaviour the rule examples do not show: the command in «-ുക» and «-ൂ» told from
/// the present in «-ുന്നു» and from nouns that end like it, the older spellings of chillu letters
/// and the zero-width non-joiner, and strings of the kind Malayalam apps ship that must stay silent.
@Suite("Malayalam")
struct MalayalamTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "ml", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { MalayalamGrammar.hintForm(LanguageProfile.malayalam.analyze(hint)) }

    @Test("ml and its regional tag find the Malayalam table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ml")?.code == "ml")
        #expect(LanguageRegistry.profile(for: "ml-IN")?.name == "Malayalam")
        #expect(!LanguageProfile.malayalam.hasLetterCase)
    }

    @Test("a word is looked up as written and with its chillus spelled the older way; joiners stay in their word")
    func spellings() {
        #expect(MalayalamGrammar.spellings(of: "ബട്ടൺ") == ["ബട്ടൺ", "ബട്ടണ്"])
        #expect(LanguageProfile.malayalam.analyze("ടെക്‌സ്റ്റ് ഫീൽഡ്").realWords.map(\.folded) == ["ടെക്സ്റ്റ്", "ഫീൽഡ്"])
        #expect(Self.findings("പേര് ടെക്‌സ്റ്റ് ഫീൽഡ്", .label, rule: "label-control-type").count == 1)
        // A button written with the older chillu is still a button.
        #expect(Self.findings("പ്ലേ ബട്ടണ്‍", .label, rule: "label-control-type").count == 1)
        #expect(Self.findings("ചിത്രം ചേര്‍ക്കാൻ ടാപ്പ് ചെയ്യുക.", .hint, rule: "hint-gesture").count == 1)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "അടുത്ത ട്രാക്ക് പ്ലേ ചെയ്യുക.", kind: .imperative, severity: .warning, suggestion: "ചെയ്യുന്നു"),
        FormCase(hint: "തിരഞ്ഞെടുത്ത ഫയലുകൾ പങ്കിടുക.", kind: .imperative, severity: .warning, suggestion: "പങ്കിടുന്നു"),
        FormCase(hint: "എല്ലാ ടാബുകളും അടയ്ക്കുക.", kind: .imperative, severity: .warning, suggestion: "അടയ്ക്കുന്നു"),
        FormCase(hint: "ക്യൂവിൽ കൂട്ടിച്ചേർക്കുക.", kind: .imperative, severity: .warning, suggestion: "കൂട്ടിച്ചേർക്കുന്നു"),
        FormCase(hint: "ചരിത്രം മായ്ക്കൂ.", kind: .imperative, severity: .warning, suggestion: "മായ്ക്കുന്നു"),
        // The older spelling (chandrakkala and joiner for the chillu) is one word, rewritten whole.
        FormCase(hint: "ഇനം ചേര്‍ക്കുക.", kind: .imperative, severity: .warning, suggestion: "ചേര്‍ക്കുന്നു"),
        FormCase(hint: "നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "അക്കൗണ്ടിലേക്ക് സൈൻ ഇൻ ചെയ്യുക.", kind: .imperative, severity: .warning, suggestion: nil),
        // Two commands: rewriting the last would leave the first.
        FormCase(hint: "പാട്ട് പ്ലേ ചെയ്യുക അല്ലെങ്കിൽ താൽക്കാലികമായി നിർത്തുക.", kind: .imperative, severity: .warning, suggestion: nil),
        // A gesture's verbal noun.
        FormCase(hint: "നിയന്ത്രണങ്ങൾ കാണിക്കാൻ ഇരട്ട ടാപ്പിംഗ് ചെയ്യുക.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ദയവായി വീണ്ടും ശ്രമിക്കുക.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "ഈ സന്ദേശം ആർക്കും അയയ്ക്കരുത്.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "നിങ്ങൾക്ക് പിന്നീട് ഭാഷ മാറ്റാം.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("commands, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present, nouns that end like a command, gestures, questions and English are left alone", arguments: [
        "അടുത്ത ട്രാക്ക് പ്ലേ ചെയ്യുന്നു.", "തിരഞ്ഞെടുത്ത ഫയലുകൾ പങ്കിടുന്നു.", "ആകെ തുക.", "അടുത്ത പാട്ട്.",
        "എല്ലാ ഫയലുകളും ഇല്ലാതാക്കണോ?", "%@ പ്ലേ ചെയ്യുന്നു.", "പാട്ട് %@", "Plays the song.", "പ്ലേ ചെയ്യാൻ ഡബിൾ ടാപ്പ് ചെയ്യുക.",
        "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("labels of the kind Malayalam apps ship stay silent", arguments: [
        "പ്ലേ ചെയ്യുക", "താൽക്കാലികമായി നിർത്തുക", "അടുത്ത ട്രാക്ക്", "മുമ്പത്തെ ട്രാക്ക്", "പ്ലേലിസ്റ്റുകൾ", "സബ്ടൈറ്റിലുകൾ",
        "പൂർണ്ണ സ്ക്രീൻ", "തിരയുക", "തിരയൽ ഫീൽഡ് മായ്ക്കുക", "ബുക്ക്മാർക്കുകളിലേക്ക് ചേർക്കുക", "ടാബ് അടയ്ക്കുക", "പുതിയ ടാബ്",
        "ലിങ്ക് പകർത്തുക", "ക്രമീകരണങ്ങൾ", "തിരികെ", "%lld തിരഞ്ഞെടുത്തു", "തിരഞ്ഞെടുത്ത ഫോട്ടോകൾ ഇല്ലാതാക്കുക", "ബട്ടൺ വലുപ്പം",
        "ശബ്ദം", "റദ്ദാക്കുക", "വില 500 രൂ.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Malayalam apps ship stay silent", arguments: [
        "അടുത്ത ട്രാക്ക് പ്ലേ ചെയ്യുന്നു.", "പ്ലേബാക്ക് താൽക്കാലികമായി നിർത്തുന്നു.", "വീഡിയോ പൂർണ്ണ സ്ക്രീനിൽ കാണിക്കുന്നു.",
        "തിരയൽ ഫീൽഡിലെ വാചകം മായ്ക്കുന്നു.", "ലിസ്റ്റിന്റെ മുകളിലേക്ക് പോകുന്നു.", "ബുക്ക്മാർക്കുകളുടെ ലിസ്റ്റ് തുറക്കുന്നു.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("പ്ലേ ബട്ടൺ", Role.label, "label-control-type"), ("ശബ്ദം, ചെക്ക് ചെയ്തു", .label, "label-state"),
        ("ഡബിൾ ടാപ്പ് ചെയ്യുക", .label, "label-gesture"), ("കൂടുതലറിയുക", .label, "label-vague"),
        ("ഫോട്ടോ തുറക്കാൻ ടാപ്പ് ചെയ്യുക.", .hint, "hint-gesture"), ("രണ്ട് വിരലുകൾ ഉപയോഗിച്ച് സൂം ചെയ്യുന്നു.", .hint, "hint-gesture"),
        ("പഴയപടിയാക്കാൻ ഉപകരണം കുലുക്കുക.", .hint, "hint-gesture"), ("ഈ ബട്ടൺ സന്ദേശം അയയ്ക്കുന്നു.", .hint, "hint-control-type"),
        ("പട്ടിക കാണാൻ ക്ലിക്ക് ചെയ്യുക.", .hint, "hint-gesture"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture")
    func gestureOnce() {
        #expect(Self.findings("ഫോട്ടോ തുറക്കാൻ ഡബിൾ ടാപ്പ് ചെയ്യുക.", .hint).map(\.rule) == ["hint-gesture"])
        #expect(Self.findings("ഇല്ലാതാക്കാൻ ഇടത്തേക്ക് സ്വൈപ്പ് ചെയ്യുക.", .hint).map(\.rule) == ["hint-gesture"])
    }
}
