import StringsParser
import Testing
@testable import HintGrammar

/// Every rule's examples, in every language, run through the real audit: each triggering example
/// must be reported by its rule (with its fix, when it gives one), each other one must not.
@Suite("Rule examples")
struct RuleExampleTests {
    static let examples: [RuleExample] = RuleRegistry.descriptions.flatMap(\.examples)

    @Test("every example", arguments: examples)
    func example(_ example: RuleExample) throws {
        let findings = ExampleHarness.findings(for: example).filter { $0.rule == example.rule }
        if example.triggers {
            #expect(!findings.isEmpty, "\(example.rule) should report \(example.language) \(String(reflecting: example.text))")
            if let fix = example.fix {
                #expect(findings.contains { $0.fix == fix }, "fix: \(findings.map(\.fix))")
            }
            if example.suggestsNone {
                #expect(findings.allSatisfy { $0.fix == nil }, "\(example.rule) should suggest nothing for \(String(reflecting: example.text)): \(findings.map(\.fix))")
            }
        } else {
            #expect(findings.isEmpty, "\(example.rule) should not report \(example.language) \(String(reflecting: example.text)): \(findings.map(\.message))")
        }
    }

    @Test("every rule has a triggering and a non-triggering example in every language it supports, and in at least two")
    func completeness() {
        for rule in RuleRegistry.descriptions {
            func isComplete(_ language: String) -> Bool {
                let ofLanguage = rule.examples.filter { $0.language == language }
                return ofLanguage.contains { $0.triggers } && ofLanguage.contains { !$0.triggers }
            }
            switch rule.languages {
            case let .supported(codes):
                for language in codes {
                    #expect(isComplete(language), "\(rule.id) lacks a triggering or a non-triggering example in \(language)")
                }
                if LanguageRegistry.supportedCodes.count >= 2 {
                    #expect(Set(rule.examples.map(\.language)).count >= 2, "\(rule.id) has examples in one language only")
                }
            case .all:
                let complete = Set(rule.examples.map(\.language)).filter(isComplete)
                #expect(complete.count >= 2, "\(rule.id) has both kinds of example in fewer than two languages")
            }
        }
    }

    @Test("rule ids are unique kebab-case, and every rule has its documentation")
    func metadata() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.descriptions {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.guideline.isEmpty)
        }
    }
}

/// Builds the smallest project an example needs and audits it with only the example's rule.
enum ExampleHarness {
    static let table = TableID(bundle: "Examples", name: "Examples")

    static func findings(for example: RuleExample) -> [Finding] {
        let rule = RuleRegistry.description(of: example.rule)!
        switch rule.scope {
        case .label, .hint, .accessibility:
            // With a source text, the string is a translation of it, in a table of both.
            if example.source != nil {
                return audit(translationProject(example), role: example.role, rule: example.rule).filter { $0.language == example.language }
            }
            return Auditor(configuration: AuditConfiguration(selectedRules: [example.rule]))
                .check(example.text ?? "", language: example.language, role: example.role, label: example.label)
        case .translation:
            return audit(translationProject(example), role: example.role, rule: example.rule)
        case .code:
            // The example's Swift scanned for real; its table (if any) is the English Localizable.
            let code = CodeIndex.ofSwift(example.code ?? "", file: "Example.swift")
            let files = example.file.map { [englishLocalizable($0, bundle: "Examples")] } ?? []
            let configuration = AuditConfiguration(selectedRules: [example.rule])
            return Auditor(configuration: configuration, code: code).audit(LocalizationProject(files: files)).findings
        case .file:
            let file = LocalizationFileReader.read(
                Array((example.file ?? "").utf8),
                as: DiscoveredFile(
                    path: "Examples/\(example.language).lproj/Examples.strings", format: .strings, language: example.language, table: table))
            return audit(LocalizationProject(files: [file]), role: example.role, rule: example.rule)
        }
    }

    static func audit(_ project: LocalizationProject, role: Role, rule: String) -> [Finding] {
        let configuration = AuditConfiguration(selectedRules: [rule], roleOverrides: [RoleOverride(pattern: "example", role: role)])
        return Auditor(configuration: configuration).audit(project).findings
    }

    /// The source text in its language, the translation (or nothing) in the example's language,
    /// and a second key present in both so that both languages belong to the table.
    static func translationProject(_ example: RuleExample) -> LocalizationProject {
        func string(_ key: String, _ language: String, _ value: String, state: String? = nil) -> LocalizedString {
            LocalizedString(
                table: table, key: key, language: language, value: value,
                location: SourceLocation(file: "Examples/\(language).lproj/Examples.strings", line: 1, column: 1),
                state: state, format: .strings)
        }
        var source = [string("filler", example.sourceLanguage, "Filler text")]
        if let text = example.source { source.append(string("example", example.sourceLanguage, text)) }
        var target = [string("filler", example.language, "Texte de remplissage")]
        if let text = example.text { target.append(string("example", example.language, text, state: example.state)) }
        if let plural = example.plural {
            // A .stringsdict rule of the variable n, in the example's language.
            target.append(LocalizedString(
                table: table, key: "example", language: example.language, variant: "NSStringLocalizedFormatKey", value: "%#@n@",
                location: SourceLocation(file: "Examples/\(example.language).lproj/Examples.stringsdict", line: 1, column: 1), format: .stringsdict))
            for (line, category) in PluralCategories.order.filter({ plural[$0] != nil }).enumerated() {
                target.append(LocalizedString(
                    table: table, key: "example", language: example.language, variant: "n.\(category)", value: plural[category]!,
                    location: SourceLocation(file: "Examples/\(example.language).lproj/Examples.stringsdict", line: line + 2, column: 1),
                    format: .stringsdict))
            }
        }
        func file(_ language: String, _ strings: [LocalizedString]) -> LocalizationFile {
            LocalizationFile(
                path: "Examples/\(language).lproj/Examples.strings", format: .strings, table: table, language: language,
                encoding: .utf8, strings: strings, diagnostics: [])
        }
        return LocalizationProject(files: [file(example.sourceLanguage, source), file(example.language, target)])
    }
}
