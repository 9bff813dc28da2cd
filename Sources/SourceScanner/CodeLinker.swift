import StringsParser

/// Builds the program's ``CodeIndex`` from every file's analysis: resolves each use and look-up
/// through the accessors and wrappers the files define (see ``CodeResolver``).
enum CodeLinker {
    /// Files are linked in runs, each by one worker, which remembers what it resolved: a run is
    /// consecutive files whose work (one for each file, its uses and its look-ups) adds up to
    /// about this much. The runs are then fixed by the files alone, so that the index is the
    /// same whatever the number of threads. Larger runs resolve an accessor again less often;
    /// more runs keep every core busy to the end (a large app's dozen).
    static let chunkWeight = 512

    /// The runs of files to link (see ``chunkWeight``), in file order, with their work.
    static func chunks(of analyses: [FileAnalysis]) -> [(files: Range<Int>, weight: Int)] {
        var chunks: [(files: Range<Int>, weight: Int)] = []
        var start = 0
        var weight = 0
        for (index, analysis) in analyses.enumerated() {
            weight += 1 + analysis.uses.count + analysis.lookups.count
            if weight >= chunkWeight || index == analyses.count - 1 {
                chunks.append((start..<(index + 1), weight))
                start = index + 1
                weight = 0
            }
        }
        return chunks
    }

    /// - Parameters:
    ///   - analyses: the files, in the order the resolver was made with.
    ///   - resolver: made with the same files (their accessors and wrappers).
    static func link(_ analyses: [FileAnalysis], resolver: CodeResolver) -> CodeIndex {
        // The weightiest runs first, so that none is left to one core at the end.
        let linked = ConcurrentMap.map(chunks(of: analyses), largestFirst: \.weight) { chunk -> LinkedFiles in
            var worker = resolver
            var linked = LinkedFiles()
            for fileIndex in chunk.files { link(analyses[fileIndex], at: fileIndex, resolver: &worker, into: &linked) }
            linked.defaultTexts = worker.defaultTexts
            return linked
        }
        var index = CodeIndex()
        var resolver = resolver
        for files in linked {
            index.references += files.references
            index.lookups += files.lookups
            // The first default text found for a key, in the order of the files.
            resolver.adoptDefaultTexts(files.defaultTexts)
        }
        resolver.resolveAccessorsWithDefaultTexts()
        index.defaultTexts = resolver.defaultTexts.sorted { $0.key < $1.key }.map {
            DefaultText(table: $0.key.table, key: $0.key.key, text: $0.value.text, location: $0.value.location)
        }
        index.wrappers = resolver.wrappers.values.flatMap { $0.map(\.displayName) }.sorted()
        return index
    }

    /// What a run of files uses, and the default texts met on the way.
    private struct LinkedFiles: Sendable {
        var references: [SourceReference] = []
        var lookups: [LookupReference] = []
        var defaultTexts: [TableKey: (text: String, location: SourceLocation?)] = [:]
    }

    private static func link(_ analysis: FileAnalysis, at fileIndex: Int, resolver: inout CodeResolver, into linked: inout LinkedFiles) {
        // What a file uses is written in that file: sorted by offset, no path compared.
        var references: [SourceReference] = []
        var lookups: [LookupReference] = []
        for use in analysis.uses {
            let role = use.role
            for value in resolver.resolve(use.value, file: fileIndex, depth: 0) {
                switch value {
                case .lookup(let lookup):
                    let location = lookup.keyLocation ?? use.location
                    references.append(SourceReference(
                        role: role, value: .lookup(table: lookup.table, keys: lookup.keys), location: location, api: use.api,
                        via: lookup.via))
                    for key in lookup.keys {
                        lookups.append(LookupReference(table: lookup.table, key: key, location: location, via: lookup.via))
                    }
                case .literal(let text):
                    references.append(SourceReference(role: role, value: .literal(text), location: use.location, api: use.api))
                }
            }
        }
        for occurrence in analysis.lookups where resolver.mayResolve(occurrence.value) {
            for case .lookup(let lookup) in resolver.resolve(occurrence.value, file: fileIndex, depth: 0) {
                for key in lookup.keys {
                    lookups.append(LookupReference(
                        table: lookup.table, key: key, location: lookup.keyLocation ?? occurrence.location, via: lookup.via))
                }
            }
        }
        linked.references += sortedUnique(references) {
            ($0.location.offset, $0.api, $0.role.rawValue) < ($1.location.offset, $1.api, $1.role.rawValue)
        }
        linked.lookups += sortedUnique(lookups) { ($0.location.offset, $0.table, $0.key) < ($1.location.offset, $1.table, $1.key) }
    }

    /// The elements in order, each once. Duplicates (the same look-up found by two passes)
    /// sort next to each other or at least within a run of elements that are not ordered.
    static func sortedUnique<Element: Equatable>(_ elements: [Element], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let sorted = elements.sorted(by: areInIncreasingOrder)
        var unique: [Element] = []
        unique.reserveCapacity(sorted.count)
        var runStart = 0
        for element in sorted {
            if let last = unique.last, areInIncreasingOrder(last, element) { runStart = unique.count }
            if !unique[runStart...].contains(element) { unique.append(element) }
        }
        return unique
    }
}
