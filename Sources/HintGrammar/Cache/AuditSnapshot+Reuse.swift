import StringsParser

extension AuditSnapshot {
    /// What a run may reuse of a snapshot.
    public enum Reuse: Equatable, Sendable {
        /// Nothing changed: the snapshot's result is the report.
        case unchanged
        /// Only translations' values may have changed: read `files` again (the `changed` files
        /// and their tables' source-language files); if the changed files' structure is what the
        /// snapshot recorded, audit the `buckets` again (see ``Auditor/reaudit(_:project:changes:)``).
        case translations(files: [String], changed: [String], buckets: [Int])
        /// Only source and project files changed (no localization file, none added or removed):
        /// the snapshot's result is the report when the changed files give the scan nothing
        /// (see ``SourceScanner/SourceRelevance``), or when the code, scanned again with the keys
        /// the snapshot's scan was given, has the snapshot's fingerprint.
        case code(scan: CodeScan, changed: [String])
        /// Something else changed (a source language, a file added or removed, the question
        /// asked, code as well as translations): the whole audit runs.
        case nothing
    }

    /// A file whose last change is this close before the snapshot's run (or after it) may have
    /// changed again without a new stamp (file systems count time in ticks of up to a second or
    /// two): it is read again.
    public static let uncertainWindow: Int64 = 2_000_000_000

    /// What a run asked `invocation`, finding `inputs`, may reuse.
    public func reuse(invocation: Fingerprint, inputs: [Input]) -> Reuse {
        guard invocation == self.invocation, inputs.count == self.inputs.count else { return .nothing }
        // In the walk's order, as recorded, when it is the same (a walk of the same folders
        // lists them alike); else both in path order.
        let inOrder = zip(inputs, self.inputs).allSatisfy { $0.path == $1.path }
        var changed: [String] = []
        for (now, then) in inOrder ? zip(inputs, self.inputs) : zip(Self.sortedByPath(inputs), Self.sortedByPath(self.inputs)) {
            guard now.path == then.path else { return .nothing }
            if now.stamp != then.stamp || then.stamp.lastChange >= startedAt - Self.uncertainWindow { changed.append(now.path) }
        }
        changed.sort()
        guard !changed.isEmpty else { return .unchanged }
        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() { fileIndex[file.path] = index }
        var tableIndex: [TableID: Int] = [:]
        for (index, table) in tables.enumerated() { tableIndex[table.id] = index }
        var bucketIndex: [String: [Int: Int]] = [:]
        for (index, bucket) in buckets.enumerated() { bucketIndex[bucket.language, default: [:]][bucket.table] = index }

        // Code, project files: what every table's roles and source may depend on.
        if let code, !changed.contains(where: { fileIndex[$0] != nil }) { return .code(scan: code, changed: changed) }
        var changedBuckets: Set<Int> = []
        for path in changed {
            guard let file = fileIndex[path].map({ files[$0] }), let language = file.language, let table = tableIndex[file.table],
                tables[table].auditsLanguagesAlone, language != tables[table].source, let bucket = bucketIndex[language]?[table]
            else { return .nothing }
            changedBuckets.insert(bucket)
        }
        let orderedBuckets = changedBuckets.sorted()
        var reading: Set<String> = []
        for bucket in orderedBuckets {
            let table = tables[buckets[bucket].table]
            for file in files where file.table == table.id && (file.language == buckets[bucket].language || file.language == table.source) {
                reading.insert(file.path)
            }
        }
        return .translations(files: reading.sorted(), changed: changed, buckets: orderedBuckets)
    }

    /// Inputs in path order (sorted only when they are not).
    static func sortedByPath(_ inputs: [Input]) -> [Input] {
        zip(inputs, inputs.dropFirst()).allSatisfy { $0.path < $1.path } ? inputs : inputs.sorted { $0.path < $1.path }
    }

    /// Whether the files among `read` whose paths are `changed` have the structure the snapshot
    /// recorded for them (the others' stamps are unchanged).
    public func hasStructure(of read: [LocalizationFile], changed: [String]) -> Bool {
        var recorded: [String: Fingerprint] = [:]
        for file in files { recorded[file.path] = file.structure }
        let changed = Set(changed)
        return read.allSatisfy { !changed.contains($0.path) || recorded[$0.path] == $0.structureFingerprint }
    }

    /// The snapshot with new stamps for its inputs and folders (after files were read again) and
    /// a new start.
    public func restamped(_ inputs: [Input], folders: [FolderListing], startedAt: Int64) -> AuditSnapshot {
        var snapshot = self
        snapshot.inputs = inputs
        snapshot.folders = folders
        snapshot.startedAt = startedAt
        return snapshot
    }
}
