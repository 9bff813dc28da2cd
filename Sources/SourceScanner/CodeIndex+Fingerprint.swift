import StringsParser

extension CodeIndex {
    /// Everything the index holds, in order, as one hash that is the same in every process: two
    /// scans with the same fingerprint found the same references, look-ups, default texts,
    /// wrappers, storyboard texts, problems and development regions, at the same places. An
    /// audit's cache keeps it, so that a run after only code changed reuses the findings when
    /// the code says what it said (a change in a file that sets no label, hint or look-up).
    public var fingerprint: Fingerprint {
        var hasher = StableHasher()
        hasher.combine(UInt64(references.count))
        for reference in references {
            hasher.combine(reference.role.rawValue)
            switch reference.value {
            case let .lookup(table, keys):
                hasher.combine(0)
                hasher.combine(table)
                hasher.combine(keys)
            case let .literal(text):
                hasher.combine(1)
                hasher.combine(text)
            }
            hasher.combine(reference.location)
            hasher.combine(reference.api)
            hasher.combine(reference.via)
        }
        hasher.combine(UInt64(lookups.count))
        for lookup in lookups {
            hasher.combine(lookup.table)
            hasher.combine(lookup.key)
            hasher.combine(lookup.location)
            hasher.combine(lookup.via)
        }
        hasher.combine(UInt64(defaultTexts.count))
        for text in defaultTexts {
            hasher.combine(text.table)
            hasher.combine(text.key)
            hasher.combine(text.text)
            if let location = text.location { hasher.combine(location) } else { hasher.combine(UInt64.max) }
        }
        hasher.combine(wrappers)
        hasher.combine(UInt64(interfaceBuilderTexts.count))
        for text in interfaceBuilderTexts {
            hasher.combine(text.table)
            hasher.combine(text.objectID)
            hasher.combine(text.elementName)
            hasher.combine(text.role.rawValue)
            hasher.combine(text.property)
            hasher.combine(text.text)
            hasher.combine(text.location)
        }
        hasher.combine(UInt64(diagnostics.count))
        for diagnostic in diagnostics {
            hasher.combine(diagnostic.severity.rawValue)
            hasher.combine(diagnostic.code)
            hasher.combine(diagnostic.message)
            hasher.combine(diagnostic.location)
        }
        hasher.combine(UInt64(codeFileCount))
        hasher.combine(interfaceBuilderTables.sorted())
        hasher.combine(UInt64(developmentRegions.regions.count))
        for region in developmentRegions.regions {
            hasher.combine(region.folder)
            hasher.combine(region.language)
            hasher.combine(region.path)
        }
        return hasher.finalize()
    }
}

extension StableHasher {
    fileprivate mutating func combine(_ texts: [String]) {
        combine(UInt64(texts.count))
        for text in texts { combine(text) }
    }

    fileprivate mutating func combine(_ location: SourceLocation) {
        combine(location.file)
        combine(UInt64(bitPattern: Int64(location.position.line)))
        combine(UInt64(bitPattern: Int64(location.position.column)))
        combine(UInt64(bitPattern: Int64(location.position.offset)))
    }
}
