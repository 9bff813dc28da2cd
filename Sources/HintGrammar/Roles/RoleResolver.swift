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
    /// What the tables and the configuration say of each key, when already known.
    private let tableEvidence: TableEvidence?

    /// - Parameter tableEvidence: what ``tableEvidence(in:)`` found for the project, with the same
    ///   overrides (found again for each table when absent).
    public init(
        overrides: [RoleOverride] = [], references: [KeyReference] = [], usedOnlyElsewhere: Set<TableKey> = [], tableEvidence: TableEvidence? = nil
    ) {
        self.overrides = overrides
        var byTable: [String: [String: [RoleEvidence]]] = [:]
        for reference in references { byTable[reference.table, default: [:]][reference.key, default: []].append(reference.evidence) }
        self.references = byTable
        self.usedOnlyElsewhere = usedOnlyElsewhere
        self.tableEvidence = tableEvidence
    }

    /// The roles of a table's keys; keys that are not accessibility strings are absent.
    public func assignments(for table: LocalizationTable) -> [String: RoleAssignment] {
        var result: [String: RoleAssignment] = [:]
        let tableReferences = references[table.id.name] ?? [:]
        let known = tableEvidence?.byTable[table.id]
        for (key, entry) in table.keys {
            let fromTable = known?[key] ?? (known == nil ? keyEvidence(key: key, entry: entry, table: table) : KeyEvidence())
            let evidence = self.evidence(fromTable, key: key, table: table, references: tableReferences[key] ?? [])
            if !evidence.isEmpty { result[key] = RoleAssignment(evidence: evidence) }
        }
        return result
    }

    /// What the tables alone (names, comments, Interface Builder keys) and the configuration
    /// say of every key of `project`: found once, for the source scan (which keys' uses in code
    /// matter beyond the accessibility properties code sets) and for the roles.
    public func tableEvidence(in project: LocalizationProject) -> TableEvidence {
        // Judged on every core, in runs of a table's keys (one table may hold most keys).
        let tables = Array(project.tables.values)
        let positions = tables.map { Array($0.keys.indices) }
        var runs: [(table: Int, keys: Range<Int>)] = []
        for (table, keys) in positions.enumerated() {
            for start in stride(from: 0, to: keys.count, by: Self.keysPerRun) {
                runs.append((table, start..<min(start + Self.keysPerRun, keys.count)))
            }
        }
        let found = ConcurrentMap.map(runs) { run -> [(key: String, evidence: KeyEvidence)] in
            let table = tables[run.table]
            var said: [(key: String, evidence: KeyEvidence)] = []
            for position in positions[run.table][run.keys] {
                let (key, entry) = table.keys[position]
                let evidence = keyEvidence(key: key, entry: entry, table: table)
                if !evidence.isEmpty { said.append((key, evidence)) }
            }
            return said
        }
        var byTable: [TableID: [String: KeyEvidence]] = [:]
        for table in tables { byTable[table.id] = [:] }
        for (run, said) in zip(runs, found) {
            for (key, evidence) in said { byTable[tables[run.table].id]![key] = evidence }
        }
        return TableEvidence(byTable: byTable)
    }

    /// Keys judged by one worker at a time.
    static let keysPerRun = 256

    /// What the configuration, the key and its comments say of one key.
    func keyEvidence(key: String, entry: LocalizationKey, table: LocalizationTable) -> KeyEvidence {
        var evidence = KeyEvidence()
        if let override = overrides.first(where: { $0.matches(key: key, table: table.id.name) }) {
            evidence.configuration = RoleEvidence(source: .configuration, role: override.role, detail: override.pattern)
        }
        evidence.interfaceBuilder = InterfaceBuilderEvidence.evidence(key: key)
        evidence.name = KeyNameEvidence.evidence(key: key, table: table.id.name)
        for comment in [entry.comment, entry.documentation].compactMap({ $0 }) {
            if let fromComment = CommentEvidence.evidence(comment: comment) { evidence.comments.append(fromComment) }
        }
        return evidence
    }

    /// Every piece of evidence of a key, strongest first.
    func evidence(_ fromTable: KeyEvidence, key: String, table: LocalizationTable, references: [RoleEvidence]) -> [RoleEvidence] {
        var evidence: [RoleEvidence] = []
        if let configuration = fromTable.configuration { evidence.append(configuration) }
        evidence += references
        if let interfaceBuilder = fromTable.interfaceBuilder { evidence.append(interfaceBuilder) }
        if let name = fromTable.name {
            // Used by code, but never as an accessibility property: a name that only weakly says
            // "hint" is a placeholder's or a footer's.
            let usedElsewhere = name.isWeak && evidence.isEmpty && !usedOnlyElsewhere.isEmpty
                && usedOnlyElsewhere.contains(TableKey(table: table.id.name, key: key))
            if !usedElsewhere { evidence.append(name) }
        }
        evidence += fromTable.comments
        return evidence
    }
}

/// What the configuration and the tables themselves say of one key's role: its name, its
/// comments, an Interface Builder key's shape.
public struct KeyEvidence: Sendable, Hashable {
    var configuration: RoleEvidence?
    var interfaceBuilder: RoleEvidence?
    var name: RoleEvidence?
    var comments: [RoleEvidence] = []

    var isEmpty: Bool { configuration == nil && interfaceBuilder == nil && name == nil && comments.isEmpty }
}

/// The evidence of every key that the tables and the configuration say something about, found
/// once for a project (``RoleResolver/tableEvidence(in:)``).
public struct TableEvidence: Sendable {
    /// By table and key; keys nothing is said of are absent.
    let byTable: [TableID: [String: KeyEvidence]]

    /// The keys with evidence, by table name: the keys whose uses in code matter beyond the
    /// accessibility properties code sets (is the key used? only as visible text?).
    public var keysByTableName: [String: [String]] {
        var result: [String: Set<String>] = [:]
        for (table, keys) in byTable where !keys.isEmpty { result[table.name, default: []].formUnion(keys.keys) }
        return result.mapValues { $0.sorted() }
    }
}
