import Testing
@testable import HintGrammar

/// Every language table names every shared concept, so that what is vague in one language is
/// vague in all of them.
@Suite("Concepts every language table covers")
struct ConceptCoverageTests {
    @Test("every table gives words for every vague-label concept, each reported as vague", arguments: LanguageRegistry.supportedCodes)
    func vagueLabels(_ code: String) throws {
        let profile = try #require(LanguageRegistry.profile(for: code))
        for concept in VagueLabelConcept.allCases {
            let words = profile.vagueConcepts[concept] ?? []
            #expect(!words.isEmpty, "\(code) has no words for the vague label \(concept)")
            for word in words {
                #expect(profile.vagueLabels.contains(word), "\(code) \(word)")
            }
        }
        // A concept's first word, capitalized as a label is, is reported by the rule.
        let first = try #require(profile.vagueConcepts[.info]?.first)
        let label = first.prefix(1).uppercased() + first.dropFirst()
        #expect(Auditor().check(label, language: code, role: .label).contains { $0.rule == "label-vague" }, "\(code) \(label)")
    }

    @Test("every table gives words for every state concept, or says why it has none; each word is a state term", arguments: LanguageRegistry.supportedCodes)
    func states(_ code: String) throws {
        let profile = try #require(LanguageRegistry.profile(for: code))
        for concept in StateConcept.allCases {
            switch profile.stateConcepts[concept] {
            case let .words(words)?:
                #expect(!words.isEmpty, "\(code) \(concept)")
                for word in words {
                    let matches = profile.terms.matches(in: profile.analyze(word))
                    #expect(matches.contains { $0.term.kind == .state }, "\(code) \(word) is not a state term")
                }
            case let .none(reason)?:
                #expect(!reason.isEmpty, "\(code) \(concept)")
            case nil:
                Issue.record("\(code) does not name the state \(concept)")
            }
        }
    }
}
