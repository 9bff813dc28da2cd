import SourceScanner

extension CodeIndex {
    /// Role evidence for table keys: code look-ups used as accessibility properties (of keys that
    /// name some text), and the storyboard keys (`<objectID>.accessibilityLabel`) of texts set in Interface Builder.
    /// A code reference's detail says where and how: `Sources/Player.swift:42 accessibilityHint =,
    /// via L10n.playHint`.
    public var keyReferences: [KeyReference] {
        var result: [KeyReference] = []
        for reference in references {
            guard case let .lookup(table, keys) = reference.value else { continue }
            let detail = "\(reference.location.file):\(reference.location.line) \(reference.construct)"
            let evidence = RoleEvidence(source: .code, role: reference.role, detail: detail)
            // A key that names no text (`""` in `isEmpty ? "" : label`, `"%@"`) is its own text:
            // set on purpose, nothing to translate or judge, as the same literal is in code.
            for key in keys where Auditor.namesText(key) { result.append(KeyReference(table: table, key: key, evidence: evidence)) }
        }
        for text in interfaceBuilderTexts {
            let detail = "\(text.location.file):\(text.location.line)"
            result.append(KeyReference(table: text.table, key: text.key, evidence: RoleEvidence(source: .storyboard, role: text.role, detail: detail)))
        }
        return result
    }

    /// The keys code uses, but never sets as an accessibility property (it shows them as a
    /// title, a placeholder, `Text(…)`), by table name.
    public var keysUsedOnlyElsewhere: Set<TableKey> {
        var accessibility: Set<TableKey> = []
        for reference in references {
            guard case let .lookup(table, keys) = reference.value else { continue }
            for key in keys { accessibility.insert(TableKey(table: table, key: key)) }
        }
        return Set(lookups.map { TableKey(table: $0.table, key: $0.key) }).subtracting(accessibility)
    }

    /// The keys code sets as an accessibility hint and also uses somewhere else (a button's
    /// title, `Text(…)`, a label): a fix that makes the hint a sentence ("Close" → "Closes.")
    /// would change that text too, so such hints get findings but no fix. A use is elsewhere when
    /// no accessibility property is set at its place in the code.
    public var hintKeysAlsoUsedElsewhere: Set<TableKey> {
        struct Place: Hashable { let file: String, offset: Int }
        var hintKeys: Set<TableKey> = []
        var accessibilityPlaces: [TableKey: Set<Place>] = [:]
        for reference in references {
            guard case let .lookup(table, keys) = reference.value else { continue }
            let place = Place(file: reference.location.file, offset: reference.location.offset)
            for key in keys {
                let tableKey = TableKey(table: table, key: key)
                if reference.role == .hint { hintKeys.insert(tableKey) }
                accessibilityPlaces[tableKey, default: []].insert(place)
            }
        }
        guard !hintKeys.isEmpty else { return [] }
        var result: Set<TableKey> = []
        for lookup in lookups {
            let tableKey = TableKey(table: lookup.table, key: lookup.key)
            guard hintKeys.contains(tableKey), !result.contains(tableKey) else { continue }
            let place = Place(file: lookup.location.file, offset: lookup.location.offset)
            if accessibilityPlaces[tableKey]?.contains(place) != true { result.insert(tableKey) }
        }
        return result
    }
}
