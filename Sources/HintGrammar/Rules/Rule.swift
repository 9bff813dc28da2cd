import Foundation
import StringsParser

/// A rule that judges one accessibility string in one language.
protocol StringRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: StringContext, into findings: inout [Finding])
}

/// The string rules an audit runs, each with what decides whether it judges a string, read
/// once from its description (copying a description for every string and rule would cost more
/// than most rules' checks).
struct StringRuleSet: Sendable {
    let rules: [any StringRule]
    let gates: [RuleGate]

    init(_ rules: [any StringRule]) {
        self.rules = rules
        gates = rules.map { RuleGate(type(of: $0).description) }
    }

    var isEmpty: Bool { rules.isEmpty }
}

/// The parts of a rule's description that decide which strings it judges.
struct RuleGate: Sendable {
    let scope: RuleScope
    let genericStrings: GenericStringUse
    let judgedEdge: TextEdge?
    /// The codes of the tables of the languages it judges, sorted (looked up for every string
    /// judged: a binary search, not a comparison with each of forty codes); nil for every language.
    let languageCodes: [String]?

    init(_ rule: RuleDescription) {
        scope = rule.scope
        genericStrings = rule.genericStrings
        judgedEdge = rule.judgedEdge
        if case let .supported(codes) = rule.languages { languageCodes = codes.sorted() } else { languageCodes = nil }
    }
}

/// A rule that compares one key across the languages of its table. The auditor fetches each
/// translation's values once and hands them to every such rule.
protocol KeyRule: Sendable {
    static var description: RuleDescription { get }
    /// Checks the key in one translation; `values` is `nil` when the language lacks the key.
    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding])
    /// Whether the rule may find anything in `key`, whose source values are `sourceValues`: a
    /// quick test on what the merge already knows, so that most keys are not read at all when
    /// only such rules run (every string's format specifiers, in the default scope).
    func mayFind(in key: LocalizationKey, sourceValues: LanguageStrings) -> Bool
    /// Checks the key in its source language, once per key (most rules compare translations
    /// with it, and find nothing in it).
    func checkSource(_ context: KeyContext, into findings: inout [Finding])
}

extension KeyRule {
    func mayFind(in key: LocalizationKey, sourceValues: LanguageStrings) -> Bool { true }
    func checkSource(_ context: KeyContext, into findings: inout [Finding]) {}
}

/// Messages built once and reused: a rule that reports thousands of findings whose message
/// depends only on the language (untranslated strings) does not format it each time. Used by
/// one audit on one thread.
final class MessageCache {
    private var messages: [MessageKey: String] = [:]

    struct MessageKey: Hashable {
        let rule: String
        let language: String
        let sourceLanguage: String
        let isAccessibility: Bool
    }

    /// The message of a rule about a language compared with a source language, made once.
    func message(rule: String, language: String, sourceLanguage: String, isAccessibility: Bool, make: () -> String) -> String {
        let key = MessageKey(rule: rule, language: language, sourceLanguage: sourceLanguage, isAccessibility: isAccessibility)
        if let message = messages[key] { return message }
        let message = make()
        messages[key] = message
        return message
    }
}

/// Byte-level questions about a string, answered on its contiguous UTF-8 without decoding.
enum Bytes {
    /// Whether the string contains `needle` (ASCII), compared byte for byte.
    static func contains(_ needle: StaticString, in text: String) -> Bool {
        // Read where the string keeps its bytes (a short string's too): no copy of it.
        text.utf8.withContiguousStorageIfAvailable { contains(needle, in: $0) } ?? contains(needle, in: Array(text.utf8))
    }

    /// Whether the bytes contain `needle`.
    static func contains(_ needle: StaticString, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { contains(needle, in: $0) }
    }

    private static func contains(_ needle: StaticString, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUTF8Buffer { BytePattern.search($0, in: buffer) }
    }

    /// Whether the string contains `byte`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            for candidate in buffer where candidate == byte { return true }
            return false
        }
    }
}

/// One accessibility string under check, analysed once for all string rules.
struct StringContext {
    let string: LocalizedString
    let text: AnalyzedText
    let role: Role
    /// The role the label and hint rules judge the string as: its own, or for a string known
    /// only to be for accessibility, the one its shape suggests (nil when unclear): a
    /// translation's is its source text's, so that a key is judged as one thing in every language.
    let judgedRole: Role?
    /// For a translation of a string known only to be for accessibility: the role its source
    /// text's shape suggests (`.some(nil)` when unclear); nil to read the string's own shape.
    let sourceShape: Role??
    /// The language's table; `nil` for languages without one (only language-neutral rules run).
    let profile: LanguageProfile?
    /// Every term of the language found in the text.
    let matches: [TermMatch]
    /// For a hint: its element's label in the same language, if the table pairs them.
    let label: String?
    /// Whether the role was decided by strong evidence (weak evidence: findings are `info`).
    let isConfident: Bool
    /// A translation identical to the source text: the language's own rules do not judge it.
    let isUntranslatedCopy: Bool
    /// Whether the string holds the start and the end of what VoiceOver speaks: false for a
    /// piece of a format built from variants (see `SpokenPieces`).
    let holdsStart: Bool
    let holdsEnd: Bool
    /// For a translation: the source language's values of the key (empty for the source itself).
    let sourceValues: LanguageStrings
    /// Whether code also shows the key's text outside accessibility (a hint's key that is a
    /// button's title too, see `CodeIndex.hintKeysAlsoUsedElsewhere`): rewriting the text would
    /// rewrite that too, so a rule suggests no new text for it.
    let sharesTextElsewhere: Bool

    /// The source language's text of the same key and variant, when known: looked up only by
    /// the rules that ask.
    var sourceValue: String? { sourceValues.first { $0.variant == string.variant }?.value }

    /// What sets the string's language apart from its profile's, when the profile is another
    /// written standard's (Nynorsk judged by Bokmål's table; see ``LanguageRegistry/OtherStandard``).
    var otherStandard: LanguageRegistry.OtherStandard? { LanguageRegistry.otherStandard(of: string.language) }

    /// Whether the profile's verb forms are the string's language's own: not in another written
    /// standard, where a rule suggests no verb form.
    var suggestsVerbForms: Bool { otherStandard == nil }

    init(
        string: LocalizedString, role: Role, profile: LanguageProfile?, label: String?, isConfident: Bool, isUntranslatedCopy: Bool = false,
        holdsStart: Bool = true, holdsEnd: Bool = true, sourceValues: LanguageStrings = [], sourceShape: Role?? = nil,
        sharesTextElsewhere: Bool = false
    ) {
        self.string = string
        self.sharesTextElsewhere = sharesTextElsewhere
        self.sourceShape = sourceShape
        self.sourceValues = sourceValues
        self.holdsStart = holdsStart
        self.holdsEnd = holdsEnd
        self.role = role
        self.profile = profile
        self.label = label
        self.isConfident = isConfident
        self.isUntranslatedCopy = isUntranslatedCopy
        let text = profile?.analyze(string.value) ?? AnalyzedText(string.value)
        self.text = text
        self.judgedRole = role.isSpecific ? role : sourceShape ?? StringShape.role(of: text, profile: profile)
        self.matches = profile?.terms.matches(in: text) ?? []
    }

    /// Whether the string holds `edge` of the spoken text.
    func holds(_ edge: TextEdge) -> Bool {
        switch edge {
        case .start: holdsStart
        case .end: holdsEnd
        }
    }

    /// A finding about this string; its severity is the rule's (or `severity`), `info` when the
    /// role is uncertain.
    /// A `fix` is the whole string corrected for this finding alone; it is `unsafe` when the rule
    /// rewrites words, unless `applicability` says otherwise (a control-type word at the edge).
    func finding(
        _ rule: RuleDescription, _ message: String, fix: String? = nil, applicability: FixApplicability? = nil, severity: Severity? = nil
    ) -> Finding {
        Finding(
            rule: rule.id, severity: isConfident ? (severity ?? rule.severity) : .info, message: message,
            location: string.location, language: string.language, table: string.table, key: string.key, role: role,
            value: string.value, variant: string.variant, fix: fix, applicability: applicability ?? (rule.fix == .rewrite ? .unsafe : .safe))
    }

    /// The same string with another value, judged in the same context (for ``StringSuggestion``).
    func replacingValue(_ value: String) -> StringContext {
        let replaced = LocalizedString(
            origin: string.origin, key: string.key, variant: string.variant, value: value, position: string.location.position,
            state: string.state, comment: string.comment, interfaceBuilder: string.interfaceBuilder, isImplicitSource: string.isImplicitSource)
        return StringContext(
            string: replaced, role: role, profile: profile, label: label, isConfident: isConfident, isUntranslatedCopy: isUntranslatedCopy,
            holdsStart: holdsStart, holdsEnd: holdsEnd, sourceValues: sourceValues, sourceShape: sourceShape,
            sharesTextElsewhere: sharesTextElsewhere)
    }

    /// The real words of the text (format specifiers excluded).
    var words: [Word] { text.realWords }
}

/// One key of a table, under check across its languages.
struct KeyContext {
    let table: LocalizationTable
    let key: LocalizationKey
    /// The accessibility role, or `nil` for a string that is not for accessibility.
    let role: Role?
    let isConfident: Bool
    let sourceLanguage: String
    /// The source language's values (possibly taken from an Interface Builder comment).
    let sourceValues: LanguageStrings
    /// The translations to compare: the table's languages but the source (and `Base`).
    let targetLanguages: [String]
    /// The translations whose language differs from the source's (not a regional variant of it).
    let otherLanguageTargets: Set<String>
    /// Whether the source language has this table at all (else no key can be "extra").
    let sourceTableExists: Bool
    let configuration: AuditConfiguration
    /// Messages that depend only on a few words, built once per audit.
    let messages: MessageCache
    /// The meaningful format specifiers of each source value (same order as ``sourceValues``),
    /// scanned once for every language.
    let sourceSpecifiers: [[FormatSpecifier]]

    var isAccessibility: Bool { role != nil }

    /// The rule's severity for accessibility strings, one step lower for other strings, `info`
    /// when the role is uncertain.
    func severity(_ rule: RuleDescription, _ base: Severity? = nil) -> Severity {
        let severity = base ?? rule.severity
        guard isAccessibility else { return severity.lowered }
        return isConfident ? severity : .info
    }

    /// - Parameter whateverTheString: the finding is about something that breaks the app, and
    ///   keeps `severity` on every string, accessibility string or not, sure of its role or not.
    func finding(
        _ rule: RuleDescription, _ message: String, about string: LocalizedString, language: String? = nil,
        severity: Severity? = nil, whateverTheString: Bool = false, fix: String? = nil
    ) -> Finding {
        Finding(
            rule: rule.id, severity: whateverTheString ? severity ?? rule.severity : self.severity(rule, severity), message: message,
            location: string.location,
            language: language ?? string.language, table: table.id, key: key.key, role: role,
            value: string.value, variant: string.variant, fix: fix)
    }

    /// The index in ``sourceValues`` of the source for a variant: the same variant, else the
    /// same plural rule's `other` (`count.few` → `count.other`), else the plain value.
    func sourceIndex(forVariant variant: String?) -> Int? {
        if let exact = sourceValues.firstIndex(where: { $0.variant == variant }) { return exact }
        if let variant, let dot = variant.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let prefix = variant.utf8[..<dot]
            if let match = sourceValues.firstIndex(where: { source in
                guard let other = source.variant?.utf8, other.count == prefix.count + 6 else { return false }
                return other.starts(with: prefix) && other.dropFirst(prefix.count).elementsEqual(".other".utf8)
            }) {
                return match
            }
        }
        if let plain = sourceValues.firstIndex(where: { $0.variant == nil }) { return plain }
        return variant == nil || sourceValues.isEmpty ? nil : sourceValues.count - 1
    }

}
