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

    /// The number of findings of each severity.
    public var countsBySeverity: [Severity: Int] {
        Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
    }

    /// The number of findings of each rule.
    public var countsByRule: [String: Int] {
        Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
    }

    /// The same result with other findings (a baseline's new ones).
    public func replacingFindings(_ findings: [Finding]) -> AuditResult {
        AuditResult(
            findings: findings, roles: roles, languagesWithoutTables: languagesWithoutTables, stringCount: stringCount,
            accessibilityStringCount: accessibilityStringCount, fileCount: fileCount, languages: languages)
    }

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

    /// The most serious severity found, if any.
    public var highestSeverity: Severity? { findings.map(\.severity).max() }
}
