import Testing
@testable import HintGrammar

/// Kannada behaviour the rule examples do not show: the light verb «ಮಾಡು» written apart («ಪ್ಲೇ
/// ಮಾಡಿ») and joined («ರದ್ದುಮಾಡಿ»), imperatives told from the descriptive non-past and from nouns
/// that end like them, case endings after a zero-width non-joiner, and strings of the kind Kannada
/// apps ship that must stay silent.
@Suite("Kannada")
struct KannadaTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "kn", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { KannadaGrammar.hintForm(LanguageProfile.kannada.analyze(hint)) }

    @Test("kn and its regional tag find the Kannada table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "kn")?.code == "kn")
        #expect(LanguageRegistry.profile(for: "kn-IN")?.name == "Kannada")
        #expect(!LanguageProfile.kannada.hasLetterCase)
    }

    @Test("a case ending after a zero-width non-joiner or a space makes the type before it no term of its own")
    func caseEndings() {
        let profile = LanguageProfile.kannada
        // After a non-joiner, the ending stays in the word: no type.
        #expect(profile.terms.matches(in: profile.analyze("ಬಟನ್\u{200C}ಗಳು")).isEmpty)
        #expect(profile.terms.matches(in: profile.analyze("ಬಟನ್ ಅನ್ನು ಒತ್ತುತ್ತದೆ")).map(\.term.kind) == [.neutral])
        #expect(profile.terms.matches(in: profile.analyze("ಬಟನ್ನು")).isEmpty)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "ಮುಂದಿನ ಟ್ರ್ಯಾಕ್ ಅನ್ನು ಪ್ಲೇ ಮಾಡಿ.", kind: .imperative, severity: .warning, suggestion: "ಪ್ಲೇ ಮಾಡುತ್ತದೆ"),
        FormCase(hint: "ಇತಿಹಾಸವನ್ನು ತೆರವು ಮಾಡು.", kind: .imperative, severity: .warning, suggestion: "ತೆರವು ಮಾಡುತ್ತದೆ"),
        FormCase(hint: "ಡೌನ್‌ಲೋಡ್ ರದ್ದುಮಾಡಿ.", kind: .imperative, severity: .warning, suggestion: "ರದ್ದುಮಾಡುತ್ತದೆ"),
        FormCase(hint: "ಎಲ್ಲಾ ಟ್ಯಾಬ್‌ಗಳನ್ನು ಮುಚ್ಚಿ.", kind: .imperative, severity: .warning, suggestion: "ಮುಚ್ಚುತ್ತದೆ"),
        FormCase(hint: "ಬುಕ್‌ಮಾರ್ಕ್ ಸೇರಿಸಿ.", kind: .imperative, severity: .warning, suggestion: "ಸೇರಿಸುತ್ತದೆ"),
        FormCase(hint: "ವೀಡಿಯೊ ಗುಣಮಟ್ಟವನ್ನು ಬದಲಾಯಿಸಿ.", kind: .imperative, severity: .warning, suggestion: "ಬದಲಾಯಿಸುತ್ತದೆ"),
        FormCase(hint: "ಫೈಲ್ ಅನ್ನು ಹಂಚಿಕೊಳ್ಳಿ.", kind: .imperative, severity: .warning, suggestion: "ಹಂಚಿಕೊಳ್ಳುತ್ತದೆ"),
        FormCase(hint: "ಉಪಶೀರ್ಷಿಕೆಗಳನ್ನು ತೆರೆಯಲು ಆಯ್ಕೆ ಮಾಡಿ.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ಖಾತೆಗೆ ಲಾಗಿನ್ ಮಾಡಿ.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯ ನಿರೀಕ್ಷಿಸಿ.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "ಈ ಸಂದೇಶವನ್ನು ಅಳಿಸಬೇಡಿ.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "ನೀವು ನಂತರ ಭಾಷೆಯನ್ನು ಬದಲಾಯಿಸಬಹುದು.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "ನೀವು ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಬೇಕು.", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, requests and prohibitions, with the descriptive form to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the descriptive non-past and past, nouns that end like commands, questions and English are left alone", arguments: [
        "ಮುಂದಿನ ಟ್ರ್ಯಾಕ್ ಅನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ.", "ಇತಿಹಾಸವನ್ನು ತೆರವುಗೊಳಿಸುತ್ತದೆ.", "ಉಪಶೀರ್ಷಿಕೆಗಳ ಪಟ್ಟಿಯನ್ನು ತೋರಿಸುತ್ತದೆ.",
        "ಬುಕ್‌ಮಾರ್ಕ್ ಅನ್ನು ಅಳಿಸುತ್ತದೆ.", "ಫೈಲ್ ಅನ್ನು ತೆರೆಯುವುದಿಲ್ಲ.", "ವೀಡಿಯೊ ಮತ್ತೆ ಪ್ರಾರಂಭವಾಗುತ್ತದೆ.", "ಮುಂದಿನ ಹಾಡು.",
        "ಗೌಪ್ಯತಾ ಪಾಲಿಸಿ.", "ಹೊಸ ವೈಶಿಷ್ಟ್ಯಗಳು ಮತ್ತು ಸೇವೆಗಳು.", "ನೀವು ಎಲ್ಲಾ ಫೈಲ್‌ಗಳನ್ನು ಅಳಿಸಲು ಬಯಸುವಿರಾ?",
        "%@ ಅನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ.", "ಹಾಡು %@", "Plays the song.", "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the full stop ends a hint; a danda is replaced by it", arguments: [
        ("ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ", "ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."), ("ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ।", "ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯುತ್ತದೆ."),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Kannada apps ship stay silent", arguments: [
        "ಪ್ಲೇ ಮಾಡಿ", "ವಿರಾಮಗೊಳಿಸಿ", "ಮುಂದಿನ ಟ್ರ್ಯಾಕ್", "ಹಿಂದಿನ ಟ್ರ್ಯಾಕ್", "ಪ್ಲೇಪಟ್ಟಿ", "ಉಪಶೀರ್ಷಿಕೆಗಳು", "ಪೂರ್ಣ ಪರದೆ", "ಹುಡುಕಿ",
        "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರವನ್ನು ತೆರವುಗೊಳಿಸಿ", "ಬುಕ್‌ಮಾರ್ಕ್‌ಗಳಿಗೆ ಸೇರಿಸಿ", "ಟ್ಯಾಬ್ ಮುಚ್ಚಿ", "ಹೊಸ ಟ್ಯಾಬ್", "ಲಿಂಕ್ ನಕಲಿಸಿ",
        "ಸೆಟ್ಟಿಂಗ್‌ಗಳು", "ಹಿಂದೆ", "%lld ಆಯ್ಕೆಮಾಡಲಾಗಿದೆ", "ಆಯ್ಕೆಮಾಡಿದ ಫೋಟೋಗಳನ್ನು ಅಳಿಸಿ", "ಸ್ವೈಪ್ ಕ್ರಿಯೆಗಳು", "ಬ್ಯಾಕ್ ಟ್ಯಾಪ್",
        "ಬಟನ್ ಆಕಾರಗಳು", "ಫ್ಲ್ಯಾಶ್ ಆನ್", "ರದ್ದುಮಾಡು", "ಮುಗಿದಿದೆ",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Kannada apps ship stay silent", arguments: [
        "ಮುಂದಿನ ಟ್ರ್ಯಾಕ್ ಅನ್ನು ಪ್ಲೇ ಮಾಡುತ್ತದೆ.", "ಪ್ಲೇಬ್ಯಾಕ್ ಅನ್ನು ನಿಲ್ಲಿಸುತ್ತದೆ.", "ವೀಡಿಯೊವನ್ನು ಪೂರ್ಣ ಪರದೆಯಲ್ಲಿ ತೋರಿಸುತ್ತದೆ.",
        "ಹುಡುಕಾಟ ಕ್ಷೇತ್ರವನ್ನು ತೆರವುಗೊಳಿಸುತ್ತದೆ.", "ಪಠ್ಯ ಕ್ಷೇತ್ರದಲ್ಲಿ ಬರೆದ ಪಠ್ಯವನ್ನು ಅಳಿಸುತ್ತದೆ.", "ಬುಕ್‌ಮಾರ್ಕ್‌ಗಳ ಪಟ್ಟಿಯನ್ನು ತೆರೆಯುತ್ತದೆ.",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("ಪ್ಲೇ ಬಟನ್", Role.label, "label-control-type"), ("ಧ್ವನಿ, ಚೆಕ್ ಮಾಡಲಾಗಿದೆ", .label, "label-state"),
        ("ಎರಡು ಬಾರಿ ಟ್ಯಾಪ್ ಮಾಡಿ", .label, "label-gesture"), ("ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ", .label, "label-vague"),
        ("ಫೋಟೋ ತೆರೆಯಲು ಟ್ಯಾಪ್ ಮಾಡಿ.", .hint, "hint-gesture"), ("ಪರದೆಯನ್ನು ಎರಡು ಬೆರಳುಗಳಿಂದ ಪಿಂಚ್ ಮಾಡಿ.", .hint, "hint-gesture"),
        ("ರದ್ದುಗೊಳಿಸಲು ಸಾಧನವನ್ನು ಅಲುಗಾಡಿಸಿ.", .hint, "hint-gesture"), ("ಈ ಬಟನ್ ಸಂದೇಶವನ್ನು ಕಳುಹಿಸುತ್ತದೆ.", .hint, "hint-control-type"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture", arguments: [
        "ಫೋಟೋ ತೆರೆಯಲು ಟ್ಯಾಪ್ ಮಾಡಿ.", "ಆಯ್ಕೆಗಳನ್ನು ನೋಡಲು ಒತ್ತಿ ಹಿಡಿದುಕೊಳ್ಳಿ.", "ಫೋಟೋ ತೆರೆಯಲು ಎರಡು ಬಾರಿ ಟ್ಯಾಪ್ ಮಾಡಿ.",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
