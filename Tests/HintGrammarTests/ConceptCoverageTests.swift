import Foundation
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

    @Test("every concept word is written in NFC, so that words compared by their bytes are compared as text", arguments: LanguageRegistry.supportedCodes)
    func conceptWordsInNFC(_ code: String) throws {
        let profile = try #require(LanguageRegistry.profile(for: code))
        let words = profile.stateConcepts.values.flatMap(\.words) + profile.controlTypeConcepts.values.flatMap(\.words)
            + profile.gestureConcepts.values.flatMap(\.words)
        #expect(!words.isEmpty)
        for word in words {
            #expect(Array(word.utf8) == Array(word.precomposedStringWithCanonicalMapping.utf8), "\(code) \(word) is not in NFC")
        }
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

    @Test("every table gives words for every control type, or says why it has none; each word is a control-type term", arguments: LanguageRegistry.supportedCodes)
    func controlTypes(_ code: String) throws {
        let profile = try #require(LanguageRegistry.profile(for: code))
        try Self.check(profile.controlTypeConcepts, of: profile, kinds: [.controlType])
        // The input fields a label's words may act on are the words of those concepts.
        for concept in ControlTypeConcept.inputFields {
            for word in profile.controlTypeConcepts[concept]?.words ?? [] {
                #expect(profile.inputFieldTypes.contains(profile.analyze(word).foldedPhrase), "\(code) \(word)")
            }
        }
    }

    @Test("every table gives words for every gesture, or says why it has none; each word is a gesture term", arguments: LanguageRegistry.supportedCodes)
    func gestures(_ code: String) throws {
        let profile = try #require(LanguageRegistry.profile(for: code))
        try Self.check(profile.gestureConcepts, of: profile, kinds: [.gesture, .leadingGesture, .instructionGesture])
        // Every language names the basic gestures of a touch screen.
        for concept in [GestureConcept.tap, .doubleTap, .swipe] {
            let words = profile.gestureConcepts[concept]?.words ?? []
            #expect(words.count > 0, "\(code) has no words for \(concept)")
        }
    }

    /// Every concept of `concepts`' type is named, by words that the table matches, whole, as a
    /// term of one of `kinds`, or by a reason.
    private static func check<Concept: CaseIterable & Hashable>(
        _ concepts: [Concept: ConceptWords], of profile: LanguageProfile, kinds: Set<TermKind>
    ) throws {
        for concept in Concept.allCases {
            switch concepts[concept] {
            case let .words(words)?:
                #expect(!words.isEmpty, "\(profile.code) \(concept)")
                for word in words {
                    let analyzed = profile.analyze(word)
                    let whole = profile.terms.matches(in: analyzed).contains { match in
                        kinds.contains(match.term.kind) && match.start == 0 && match.end == analyzed.text.utf8.count
                    }
                    #expect(whole, "\(profile.code) \(word) is not matched whole as a term of \(kinds.map(\.rawValue).sorted())")
                }
            case let .none(reason)?:
                #expect(!reason.isEmpty, "\(profile.code) \(concept)")
            case nil:
                Issue.record("\(profile.code) does not name \(concept)")
            }
        }
    }
}
