import StringsParser

/// What an audit found, and what it looked at.
public struct AuditResult: Sendable {
    /// Every finding, sorted by file, line, column and rule.
    public let findings: [Finding]
    /// The role of every accessibility string, by table and key.
    public let roles: [TableID: [String: RoleAssignment]]
    /// Languages with accessibility strings but no language table, and the rules that did not
    /// run for them.
    public let languagesWithoutTables: [String: [String]]
    /// How many values were read, and how many of them are accessibility strings.
    public let stringCount: Int
    public let accessibilityStringCount: Int
    public let fileCount: Int
    public let languages: [String]
    /// The strings the findings are about (accessibility strings by default).
    public internal(set) var scope: AuditScope = .accessibility
    /// The least severe findings shown (see ``showing(from:)``), and how many of each less
    /// severe severity were left out.
    public private(set) var minimumSeverity: Severity = .info
    public private(set) var notShown: [Severity: Int] = [:]
    /// The source text of each key with findings, by table (what reports show beside the key).
    public internal(set) var sourceTexts: [TableID: [String: String]] = [:]
    /// The number of translations of each table (the languages compared with its source).
    public internal(set) var translationCounts: [TableID: Int] = [:]
    /// The source language of each table (see ``Auditor``).
    public internal(set) var sourceLanguages: [TableID: String] = [:]

    /// The number of findings of each severity.
    /// (Counted in a loop: a key path, made at run time, costs more than a small report's count.)
    public var countsBySeverity: [Severity: Int] {
        var counts: [Severity: Int] = [:]
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }

    /// The number of findings of each rule.
    public var countsByRule: [String: Int] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.rule, default: 0] += 1 }
        return counts
    }

    /// The same result with other findings (a baseline's new ones).
    public func replacingFindings(_ findings: [Finding]) -> AuditResult {
        var result = AuditResult(
            findings: findings, roles: roles, languagesWithoutTables: languagesWithoutTables, stringCount: stringCount,
            accessibilityStringCount: accessibilityStringCount, fileCount: fileCount, languages: languages)
        result.scope = scope
        result.minimumSeverity = minimumSeverity
        result.notShown = notShown
        result.sourceTexts = sourceTexts
        result.translationCounts = translationCounts
        result.sourceLanguages = sourceLanguages
        return result
    }

    /// The result as reports show it: the findings of `minimum` severity or more; the others
    /// are counted in ``notShown``.
    public func showing(from minimum: Severity) -> AuditResult {
        var result = replacingFindings(findings.filter { $0.severity >= minimum })
        result.minimumSeverity = max(minimumSeverity, minimum)
        for finding in findings where finding.severity < minimum { result.notShown[finding.severity, default: 0] += 1 }
        return result
    }

    /// How many findings were left out by ``showing(from:)``.
    public var notShownCount: Int { notShown.values.reduce(0, +) }

    /// How many accessibility keys had their role decided by each kind of evidence (code,
    /// Interface Builder, comments, names, configuration), in that order.
    public var rolesBySource: [(source: String, count: Int)] {
        var counts: [String: Int] = [:]
        for assignments in roles.values {
            for assignment in assignments.values {
                guard let source = assignment.evidence.first?.source else { continue }
                counts[source.group, default: 0] += 1
            }
        }
        return RoleEvidence.Source.groups.map { ($0, counts[$0] ?? 0) }
    }

    /// How many tables have each source language, the most common first (then by name).
    public var sourceLanguageCounts: [(language: String, tables: Int)] {
        var counts: [String: Int] = [:]
        for language in sourceLanguages.values { counts[language, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }

    /// The most serious severity found, if any.
    public var highestSeverity: Severity? { findings.map(\.severity).max() }
}
