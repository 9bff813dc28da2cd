import Foundation
import StringsParser

/// `l10n-ax rules` and `l10n-ax explain RULE`: the rules' own metadata, as text or JSON.
public enum RuleDocumentation {
    /// One line per rule: id, severity, languages, summary.
    public static func table(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        var output = ""
        for rule in rules {
            output += rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            output += rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            output += languages(rule).padding(toLength: 15, withPad: " ", startingAt: 0)
            output += rule.summary + "\n"
        }
        return output
    }

    /// "all languages", or "12 languages".
    static func languages(_ rule: RuleDescription) -> String {
        switch rule.languages {
        case .all: "all languages"
        case let .supported(codes): "\(codes.count) language\(codes.count == 1 ? "" : "s")"
        }
    }

    /// Everything about one rule: summary, rationale with its guideline, and its examples by language.
    public static func explanation(_ rule: RuleDescription) -> String {
        var output = "\(rule.id): \(rule.name)\n\n"
        output += "Severity: \(rule.severity.rawValue)\(rule.reportsEveryString ? "" : " on accessibility strings")\n"
        output += "Strings: \(strings(rule))\n"
        switch rule.languages {
        case .all: output += "Languages: all\n"
        case let .supported(codes): output += "Languages: \(codes.joined(separator: ", ")) and their regional variants\n"
        }
        if let generic = genericStrings(rule) { output += "Strings known only to be for accessibility: \(generic)\n" }
        switch rule.fix {
        case .none: break
        case .safe:
            output += "Fix: suggested, safe, and joined to another rule's new words where that rule suggests some; none where "
                + "another finding calls for words no fix can write, where the string should go rather than be polished (a hint "
                + "that is its label again), or in code\n"
        case .rewrite: output += "Fix: other words, suggested where certain, unsafe unless only an edge changes; where none is certain, the string gets no suggestion\n"
        }
        if let edge = rule.judgedEdge {
            let (verb, format) = edge == .start ? ("starts", "\"%#@n@ open\"") : ("ends", "\"Open %#@n@\"")
            output += "Strings built from variants: judged on the piece that \(verb) what VoiceOver speaks (in \(format), the variants of n)\n"
        }
        output += "\n\(rule.summary)\n\n\(rule.rationale)\nSource: \(rule.guideline)\n"
        let byLanguage = Dictionary(grouping: rule.examples, by: \.language)
        guard !byLanguage.isEmpty else { return output }
        output += "\nExamples:\n"
        for language in byLanguage.keys.sorted() {
            output += "  \(language)\n"
            for example in byLanguage[language]! {
                output += "    \(example.triggers ? "✗" : "✓") \(describe(example))\n"
                if let fix = example.fix { output += "        fix: \(DisplayText.quoted(fix))\n" }
                if example.suggestsNone { output += "        no fix: none would be certain\n" }
            }
        }
        return output
    }

    /// The strings a rule reports on, by default and with `--scope all`.
    static func strings(_ rule: RuleDescription) -> String {
        if rule.reportsEveryString { return "every string, accessibility string or not" }
        switch rule.scope {
        case .translation: return "accessibility strings; every string with --scope all, one step lower there"
        case .code: return "accessibility strings set or looked up in code and storyboards"
        case .label, .hint, .accessibility, .file: return "accessibility strings"
        }
    }

    /// How a label or hint rule treats a string whose role is only "accessibility".
    static func genericStrings(_ rule: RuleDescription) -> String? {
        guard rule.scope == .label || rule.scope == .hint else { return nil }
        switch rule.genericStrings {
        case .byShape: return "judged when shaped like a \(rule.scope.rawValue) (\(rule.scope == .label ? "a few words, no full stop" : "a sentence"))"
        case .anyShape: return "judged unless shaped like a hint (what it finds is wrong in a label and a hint alike)"
        case .never: return "not judged (their shape is read from what this rule checks)"
        }
    }

    private static func describe(_ example: RuleExample) -> String {
        var parts: [String] = []
        if let code = example.code { parts.append("code: \(code)") }
        if let file = example.file, example.code == nil { parts.append("file: \(DisplayText.quoted(file))") }
        if let plural = example.plural {
            let variants = PluralCategories.order.compactMap { category in plural[category].map { "\(category) \(DisplayText.quoted($0))" } }
            parts.append("\(example.role.rawValue) plural " + variants.joined(separator: ", "))
        } else if let text = example.text {
            parts.append("\(example.role.rawValue) \(DisplayText.quoted(text))")
        } else if example.file == nil, example.code == nil {
            parts.append("(no \(example.language) text)")
        }
        if let source = example.source { parts.append("source (\(example.sourceLanguage)) \(DisplayText.quoted(source))") }
        if let label = example.label { parts.append("label \(DisplayText.quoted(label))") }
        if let state = example.state { parts.append("state \(state)") }
        return parts.joined(separator: ", ")
    }

    /// `{"rules": [{"id", "name", "severity", "scope", "languages", "genericStrings", "reportsEveryString", "judgedEdge",
    /// "fix", "summary", "rationale", "guideline", "examples"}]}`; `genericStrings` (`byShape`, `anyShape`, `never`) is `null` for
    /// rules that are not label or hint rules; `judgedEdge` (`start`, `end`) is `null` for rules that judge the whole text;
    /// `fix` is `none`, `safe` or `rewrite` (see ``RuleFix``).
    public static func json(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        JSONWriter.write(.object([("rules", .array(rules.map(object)))]))
    }

    static func object(_ rule: RuleDescription) -> JSONOutput {
        let languages: JSONOutput = switch rule.languages {
        case .all: .string("all")
        case let .supported(codes): .array(codes.map(JSONOutput.string))
        }
        let examples = rule.examples.map { example -> JSONOutput in
            .object([
                ("language", .string(example.language)), ("role", .string(example.role.rawValue)), ("text", .optional(example.text)),
                ("triggers", .bool(example.triggers)), ("fix", .optional(example.fix)), ("suggestsNone", .bool(example.suggestsNone)),
                ("source", .optional(example.source)),
                ("label", .optional(example.label)), ("state", .optional(example.state)), ("file", .optional(example.file)),
                ("code", .optional(example.code)),
                ("plural", example.plural.map { plural in
                    .object(PluralCategories.order.compactMap { category in plural[category].map { (category, JSONOutput.string($0)) } })
                } ?? .null),
            ])
        }
        return .object([
            ("id", .string(rule.id)), ("name", .string(rule.name)), ("severity", .string(rule.severity.rawValue)),
            ("scope", .string(rule.scope.rawValue)), ("languages", languages),
            ("genericStrings", .optional(rule.scope == .label || rule.scope == .hint ? rule.genericStrings.rawValue : nil)),
            ("reportsEveryString", .bool(rule.reportsEveryString)),
            ("judgedEdge", .optional(rule.judgedEdge?.rawValue)),
            ("fix", .string(rule.fix.rawValue)),
            ("summary", .string(rule.summary)),
            ("rationale", .string(rule.rationale)), ("guideline", .string(rule.guideline)), ("examples", .array(examples)),
        ])
    }
}
