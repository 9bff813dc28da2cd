import StringsParser

/// Evidence about a key that comes from outside its tables: code or a storyboard that uses it.
public struct KeyReference: Hashable, Sendable {
    /// The table name the code looks the key up in (`Localizable` by default).
    public var table: String
    public var key: String
    public var evidence: RoleEvidence

    public init(table: String, key: String, evidence: RoleEvidence) {
        self.table = table
        self.key = key
        self.evidence = evidence
    }
}

/// Decides the role of every table key, once for all its languages, from every piece of
/// evidence: configuration, code references, Interface Builder keys, the key's name, the table's
/// name and the translator's comment (strongest first).
///
/// Code evidence beats names: a key the code uses but never sets as an accessibility property
/// (it shows it as a placeholder, a title, `Text(…)`) gets no role from a name that only weakly
/// says "hint" (`*_hint`).
public struct RoleResolver: Sendable {
    public let overrides: [RoleOverride]
    /// Code and storyboard references, by table name and key.
    private let references: [String: [String: [RoleEvidence]]]
    /// Keys code uses, but never as an accessibility property.
    private let usedOnlyElsewhere: Set<TableKey>

    public init(overrides: [RoleOverride] = [], references: [KeyReference] = [], usedOnlyElsewhere: Set<TableKey> = []) {
        self.overrides = overrides
        var byTable: [String: [String: [RoleEvidence]]] = [:]
        for reference in references { byTable[reference.table, default: [:]][reference.key, default: []].append(reference.evidence) }
        self.references = byTable
        self.usedOnlyElsewhere = usedOnlyElsewhere
    }

    /// The roles of a table's keys; keys that are not accessibility strings are absent.
    public func assignments(for table: LocalizationTable) -> [String: RoleAssignment] {
        var result: [String: RoleAssignment] = [:]
        let tableReferences = references[table.id.name] ?? [:]
        for (key, entry) in table.keys {
            let evidence = self.evidence(key: key, entry: entry, table: table, references: tableReferences[key] ?? [])
            if !evidence.isEmpty { result[key] = RoleAssignment(evidence: evidence) }
        }
        return result
    }

    /// The keys of every table that the tables alone (names, comments) or the configuration say
    /// something about, by table name: the keys whose uses in code matter beyond the
    /// accessibility properties code sets (is the key used? only as visible text?).
    public func keysWithEvidenceOutsideCode(in project: LocalizationProject) -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for table in project.tables.values {
            for (key, entry) in table.keys where !evidence(key: key, entry: entry, table: table, references: []).isEmpty {
                result[table.id.name, default: []].insert(key)
            }
        }
        return result.mapValues { $0.sorted() }
    }

    func evidence(key: String, entry: LocalizationKey, table: LocalizationTable, references: [RoleEvidence]) -> [RoleEvidence] {
        var evidence: [RoleEvidence] = []
        if let override = overrides.first(where: { $0.matches(key: key, table: table.id.name) }) {
            evidence.append(RoleEvidence(source: .configuration, role: override.role, detail: override.pattern))
        }
        evidence += references
        if let interfaceBuilder = InterfaceBuilderEvidence.evidence(key: key) { evidence.append(interfaceBuilder) }
        if let name = KeyNameEvidence.evidence(key: key, table: table.id.name) {
            // Used by code, but never as an accessibility property: a name that only weakly says
            // "hint" is a placeholder's or a footer's.
            let usedElsewhere = name.isWeak && evidence.isEmpty && !usedOnlyElsewhere.isEmpty
                && usedOnlyElsewhere.contains(TableKey(table: table.id.name, key: key))
            if !usedElsewhere { evidence.append(name) }
        }
        for comment in [entry.comment, entry.documentation].compactMap({ $0 }) {
            if let fromComment = CommentEvidence.evidence(comment: comment) { evidence.append(fromComment) }
        }
        return evidence
    }
}
