/// What is wrong with a translation as a translation, whatever its text says: the statuses the
/// cross-language rules report.
public enum TranslationStatus: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The key has no value in the language (`missing-translation`).
    case missing
    /// The value is the source's text (`untranslated`).
    case untranslated
    /// A String Catalog unit marked `new`, `needs_review` or `stale` (`translation-state`).
    case needsReview = "needs-review"
    /// The format specifiers differ from the source's (`placeholder-mismatch`).
    case placeholderMismatch = "placeholder-mismatch"
    /// The key is in the translation but not in the source language (`extra-key`).
    case obsolete

    /// The status a finding of `rule` means, or `nil` for a rule that judges the text itself.
    public init?(rule: String) {
        switch rule {
        case "missing-translation": self = .missing
        case "untranslated": self = .untranslated
        case "translation-state": self = .needsReview
        case "placeholder-mismatch": self = .placeholderMismatch
        case "extra-key": self = .obsolete
        default: return nil
        }
    }

    /// The rule whose findings mean this status.
    public var rule: String {
        switch self {
        case .missing: "missing-translation"
        case .untranslated: "untranslated"
        case .needsReview: "translation-state"
        case .placeholderMismatch: "placeholder-mismatch"
        case .obsolete: "extra-key"
        }
    }

    /// For people: `needs review`.
    public var label: String {
        switch self {
        case .missing: "missing"
        case .untranslated: "untranslated"
        case .needsReview: "needs review"
        case .placeholderMismatch: "placeholder mismatch"
        case .obsolete: "obsolete"
        }
    }

    /// The heading of its column in the summary tables, in lower case: `placeholders`.
    public var columnTitle: String { self == .placeholderMismatch ? "placeholders" : label }

    /// In declaration order: missing first.
    public static func < (lhs: TranslationStatus, rhs: TranslationStatus) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .missing: 0
        case .untranslated: 1
        case .needsReview: 2
        case .placeholderMismatch: 3
        case .obsolete: 4
        }
    }
}
