/// A number of strings, and how many of them are for accessibility.
public struct StringCount: Hashable, Sendable {
    /// Every string counted.
    public var all: Int
    /// The accessibility strings among them.
    public var accessibility: Int

    /// A count, zero by default.
    public init(all: Int = 0, accessibility: Int = 0) {
        self.all = all
        self.accessibility = accessibility
    }

    /// Counts one more string.
    mutating func add(isAccessibility: Bool) {
        all += 1
        if isAccessibility { accessibility += 1 }
    }
}

/// One language of a diff in numbers. Keys are counted once each, whatever their variants.
public struct LanguageSummary: Sendable {
    /// The language tag.
    public let language: String
    /// Whether this is the source language (whose statuses are all zero).
    public let isSource: Bool
    /// The keys that have a value in this language (for the source: a source text).
    public internal(set) var strings: StringCount
    /// The keys with each status.
    public internal(set) var statuses: [TranslationStatus: StringCount]
    /// The findings on this language's accessibility strings, by rule id (translation rules too).
    public internal(set) var accessibilityFindings: [String: Int]

    /// An empty summary, which the diff fills in.
    public init(language: String, isSource: Bool) {
        self.language = language
        self.isSource = isSource
        self.strings = StringCount()
        self.statuses = [:]
        self.accessibilityFindings = [:]
    }

    /// The keys with a status.
    public func count(_ status: TranslationStatus) -> StringCount { statuses[status] ?? StringCount() }

    /// ``accessibilityFindings`` in report order (``RuleRegistry/inReportOrder(_:)``).
    public var accessibilityFindingsByRule: [(rule: String, count: Int)] {
        RuleRegistry.inReportOrder(accessibilityFindings.keys).map { ($0, accessibilityFindings[$0] ?? 0) }
    }

    /// Every finding on this language's accessibility strings.
    public var accessibilityFindingCount: Int { accessibilityFindings.values.reduce(0, +) }
}
