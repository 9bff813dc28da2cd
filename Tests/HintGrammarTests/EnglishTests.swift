import Testing
@testable import HintGrammar

/// The English table beyond its rule examples: every way the hint grammar tells a command, a
/// request or a noun phrase from the third person, and what it leaves alone.
@Suite("English")
struct EnglishTests {
    struct FormCase: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: HintFormIssue.Kind?
        let severity: Severity
        let words: String?
        let suggestion: String?
        init(_ text: String, _ kind: HintFormIssue.Kind?, _ severity: Severity = .warning, words: String? = nil, suggestion: String? = nil) {
            self.text = text
            self.kind = kind
            self.severity = severity
            self.words = words
            self.suggestion = suggestion
        }
        var testDescription: String { text }
    }

    @Test("hint forms", arguments: [
        // The third person, and sentences that open without a verb on purpose.
        FormCase("Plays the song.", nil),
        FormCase("Is on when the song repeats.", nil),
        FormCase("Shows everything you saved.", nil),
        // Commands, with the verb to write instead.
        FormCase("Play the song.", .imperative, words: "Play", suggestion: "Plays"),
        FormCase("Delete the message.", .imperative, suggestion: "Deletes"),
        FormCase("Select to open the equalizer.", .imperative, words: "Select to open", suggestion: "Opens"),
        FormCase("Let's play the song.", .imperative, words: "Let's"),
        // A verb that is a noun as often: a command only before an object.
        FormCase("Share the photo.", .imperative, suggestion: "Shares"),
        FormCase("Share sheet.", .imperative, .info, suggestion: "Shares"),
        FormCase("Search results.", .imperative, .info),
        // Requests, prohibitions, the user addressed, infinitives.
        FormCase("Please wait.", .request, words: "Please"),
        FormCase("Don't close the app.", .negativeCommand, words: "Don't"),
        FormCase("Don’t close the app.", .negativeCommand),
        FormCase("Do not close the app.", .negativeCommand, words: "Do not"),
        FormCase("Never share your password.", .negativeCommand, words: "Never"),
        FormCase("You can share the photo.", .addressesUser, .info, words: "You can"),
        FormCase("You must sign in first.", .addressesUser, .info),
        FormCase("To play the song.", .infinitive, words: "To play", suggestion: "Plays"),
        // Not a verb: a gerund, an article; but a word in -ing that is no gerund is left alone.
        FormCase("Playing the song.", .notAVerb, .info),
        FormCase("The song plays.", .notAVerb, .info),
        FormCase("Settings for the song.", nil),
        FormCase("Something went wrong.", nil),
        FormCase("Thing one.", nil),
        // A placeholder first: the verb cannot be seen.
        FormCase("%@ plays the song.", nil),
    ])
    func hintForm(_ example: FormCase) {
        let issue = EnglishGrammar.hintForm(LanguageProfile.english.analyze(example.text))
        #expect(issue?.kind == example.kind)
        if let issue {
            #expect(issue.severity == example.severity)
            if let words = example.words { #expect(issue.words == words) }
            if let suggestion = example.suggestion { #expect(issue.suggestion == suggestion) }
        }
    }

    @Test("regional variants use the English table", arguments: ["en", "en-GB", "en-AU", "en-IN", "en-US"])
    func regionalVariants(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "en")
    }

    @Test("feature names are not gestures, in hints and labels")
    func featureNames() {
        for hint in ["Turns on Shake to Undo.", "Moves the app to Slide Over.", "Opens Back Tap settings.", "Opens Tap to Pay settings."] {
            #expect(Auditor().check(hint, language: "en", role: .hint).filter { $0.rule == "hint-gesture" }.isEmpty, "\(hint)")
        }
        for label in ["Slide Over", "Back Tap", "Hold", "Scroll", "Press"] {
            #expect(Auditor().check(label, language: "en", role: .label).filter { $0.rule == "label-gesture" }.isEmpty, "\(label)")
        }
        #expect(Auditor().check("Hold to talk", language: "en", role: .label).map(\.rule).contains("label-gesture"))
        #expect(Auditor().check("Slide to unlock.", language: "en", role: .hint).map(\.rule).contains("hint-gesture"))
    }
}
