/// Which strings a rule looks at.
public enum RuleScope: String, Hashable, Sendable {
    /// Accessibility labels.
    case label
    /// Accessibility hints.
    case hint
    /// Every accessibility string, whatever its role.
    case accessibility
    /// Strings compared across languages: accessibility strings, and with `--scope all` every
    /// string (accessibility strings at a higher severity).
    case translation
    /// Files that do not parse.
    case file
    /// What code and storyboards do with accessibility strings (needs a source scan).
    case code
}

/// Whether a label or hint rule judges a string known only to be for accessibility (an
/// `Accessibility` table, a key marked `a11y`), whose role its shape suggests (see `StringShape`):
/// a few words without a full stop are a label, a sentence is a hint, anything else is unclear.
public enum GenericStringUse: String, Hashable, Sendable {
    /// When the shape suggests the rule's role.
    case byShape
    /// Also when the shape is unclear: what the rule finds is wrong in a label and a hint alike
    /// (a gesture, a control type, an identifier). One rule of each label/hint pair says so.
    case anyShape
    /// Never: the rule judges what the shape is read from (a label's full stop, a hint's
    /// missing one, a label's length).
    case never
}

/// The languages a rule checks.
public enum RuleLanguages: Hashable, Sendable {
    /// Any language: the rule needs no language table.
    case all
    /// Only these languages with a table (and their regional variants).
    case supported([String])
}

/// Everything l10n-ax knows about a rule, printed by `rules` and `explain` and run as tests.
public struct RuleDescription: Hashable, Sendable {
    /// A stable kebab-case id (`hint-imperative`).
    public let id: String
    /// A short name (`Imperative hint`).
    public let name: String
    /// The severity of its findings on accessibility strings (other strings get one step less).
    public let severity: Severity
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters, quoting the guideline.
    public let rationale: String
    /// Where the guideline comes from.
    public let guideline: String
    public let scope: RuleScope
    public let languages: RuleLanguages
    /// For label and hint rules: whether the rule also judges a string known only to be for
    /// accessibility, as the role its shape suggests.
    public let genericStrings: GenericStringUse
    /// Whether the rule reports on every string in the default scope, not only on accessibility
    /// strings: what breaks the app whatever the string (a file that does not parse, a duplicate
    /// key, format specifiers that crash).
    public let reportsEveryString: Bool
    /// Whether its findings say the same in every language, what to write following from the
    /// text itself (a missing full stop): the text report names the languages of a key's
    /// findings, as it does for translation bookkeeping, rather than giving each a line.
    public let isMechanical: Bool
    /// The edge of the spoken text the rule judges (a full stop, a capital letter): in a string
    /// built from pieces (a `.stringsdict` format and its variants) only the pieces that hold
    /// that edge are judged (see `SpokenPieces`).
    public let judgedEdge: TextEdge?
    /// What its findings ask to be written instead, if anything: a mechanical edit or other words.
    public let fix: RuleFix
    /// For a cross-language rule: whether its findings say something of their own in each
    /// language (which categories a plural lacks), so that the text report gives each language
    /// its line rather than naming the languages.
    public let reportsEachLanguage: Bool
    /// Language-neutral examples; per-language examples live in each language's table (and are
    /// added here by ``RuleRegistry/descriptions``).
    public internal(set) var examples: [RuleExample]

    public init(
        id: String, name: String, severity: Severity, summary: String, rationale: String, guideline: String,
        scope: RuleScope, languages: RuleLanguages, genericStrings: GenericStringUse = .byShape, reportsEveryString: Bool = false,
        isMechanical: Bool = false, judgedEdge: TextEdge? = nil, fix: RuleFix = .none, reportsEachLanguage: Bool = false,
        examples: [RuleExample] = []
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.guideline = guideline
        self.scope = scope
        self.languages = languages
        self.genericStrings = genericStrings
        self.reportsEveryString = reportsEveryString
        self.isMechanical = isMechanical
        self.judgedEdge = judgedEdge
        self.fix = fix
        self.reportsEachLanguage = reportsEachLanguage
        self.examples = examples
    }
}

/// A string that must (or must not) make a rule report: documentation and test at once.
public struct RuleExample: Hashable, Sendable {
    /// The rule this example is for.
    public let rule: String
    public let language: String
    public let role: Role
    /// The text; `nil` for a string missing in this language.
    public let text: String?
    /// Whether the rule reports it.
    public let triggers: Bool
    /// The fixed text the rule proposes, when it does.
    public let fix: String?
    /// Whether the rule must propose nothing: no fix would be certain (a wrong fix is worse than none).
    public let suggestsNone: Bool
    /// For cross-language rules: the source language's text (English unless `sourceLanguage` says).
    public let source: String?
    public let sourceLanguage: String
    /// For String Catalog rules: the unit's state.
    public let state: String?
    /// For hint rules that compare with the label: the element's label.
    public let label: String?
    /// For file rules: the text of a whole `.strings` file; for code rules, the English table.
    public let file: String?
    /// For code rules: Swift source that uses the table.
    public let code: String?
    /// For plural rules: the translation's plural variants by category (a `.stringsdict` rule of
    /// the variable `n`, formatted `%#@n@`), instead of `text`.
    public let plural: [String: String]?

    public init(
        _ rule: String, _ language: String, _ role: Role, _ text: String?, triggers: Bool, fix: String? = nil,
        source: String? = nil, sourceLanguage: String = "en", state: String? = nil, label: String? = nil, file: String? = nil,
        code: String? = nil, suggestsNone: Bool = false, plural: [String: String]? = nil
    ) {
        self.suggestsNone = suggestsNone
        self.plural = plural
        self.rule = rule
        self.language = language
        self.role = role
        self.text = text
        self.triggers = triggers
        self.fix = fix
        self.source = source
        self.sourceLanguage = sourceLanguage
        self.state = state
        self.label = label
        self.file = file
        self.code = code
    }

    /// An example that the rule reports.
    public static func bad(
        _ rule: String, _ language: String, _ role: Role, _ text: String?, fix: String? = nil, source: String? = nil,
        sourceLanguage: String = "en", state: String? = nil, label: String? = nil, file: String? = nil, code: String? = nil,
        plural: [String: String]? = nil
    ) -> RuleExample {
        RuleExample(
            rule, language, role, text, triggers: true, fix: fix, source: source, sourceLanguage: sourceLanguage, state: state,
            label: label, file: file, code: code, plural: plural)
    }

    /// An example that the rule reports without suggesting any text, since none would be certain.
    public static func badWithoutFix(
        _ rule: String, _ language: String, _ role: Role, _ text: String?, label: String? = nil
    ) -> RuleExample {
        RuleExample(rule, language, role, text, triggers: true, label: label, suggestsNone: true)
    }

    /// An example that the rule leaves alone.
    public static func good(
        _ rule: String, _ language: String, _ role: Role, _ text: String?, source: String? = nil,
        sourceLanguage: String = "en", state: String? = nil, label: String? = nil, file: String? = nil, code: String? = nil,
        plural: [String: String]? = nil
    ) -> RuleExample {
        RuleExample(
            rule, language, role, text, triggers: false, source: source, sourceLanguage: sourceLanguage, state: state, label: label,
            file: file, code: code, plural: plural)
    }
}
