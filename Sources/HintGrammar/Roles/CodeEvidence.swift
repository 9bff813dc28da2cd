import SourceScanner

extension CodeIndex {
    /// Role evidence for table keys: code look-ups used as accessibility properties, and the
    /// storyboard keys (`<objectID>.accessibilityLabel`) of texts set in Interface Builder.
    public var keyReferences: [KeyReference] {
        var result: [KeyReference] = []
        for reference in references {
            guard case let .lookup(table, keys) = reference.value else { continue }
            let evidence = RoleEvidence(source: .code, role: reference.role, detail: reference.location.description)
            for key in keys { result.append(KeyReference(table: table, key: key, evidence: evidence)) }
        }
        for text in interfaceBuilderTexts {
            let detail = "\(text.location.file):\(text.location.line)"
            result.append(KeyReference(table: text.table, key: text.key, evidence: RoleEvidence(source: .storyboard, role: text.role, detail: detail)))
        }
        return result
    }
}
