/// One key of a table across every language: the model is table × key × language → values.
public struct LocalizationKey: Sendable {
    public let key: String
    /// The translator's comment (the source language's, else the first one found).
    public internal(set) var comment: String?
    /// The key's message documentation, from a `qqq.lproj` table.
    public internal(set) var documentation: String?
    /// A String Catalog's `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
    public internal(set) var extractionState: String?
    /// A String Catalog's `shouldTranslate` (`true` elsewhere).
    public internal(set) var shouldTranslate: Bool
    /// The values by language; several for a key with variants, in file order.
    public internal(set) var values: LanguageValues
    /// Whether any value ever added to the key holds a `%` (one replaced since included): when
    /// not, none has a format specifier.
    public internal(set) var mayHoldFormatSpecifiers = false

    init(key: String, languages: LanguageSlots) {
        self.key = key
        self.shouldTranslate = true
        self.values = LanguageValues(slots: languages)
    }

    /// Adds a value read from a file: in the same file, a plain value replaces an earlier plain
    /// value (a duplicate key: the later wins) and variants accumulate; from another file, the
    /// format with precedence wins (`.stringsdict` over `.strings`).
    /// `language` is the number the table gives the string's language.
    mutating func add(_ string: LocalizedString, language: Int, fromFileFormat format: LocalizationFormat) {
        string.shareStorage(key: key)
        if comment == nil, let text = string.comment { comment = text }
        if string.valueContainsPercent { mayHoldFormatSpecifiers = true }
        guard let existing = values[number: language], let first = existing.first else {
            values[number: language] = LanguageStrings(string)
            return
        }
        if first.origin.file == string.origin.file {
            if string.variant == nil, existing.allSatisfy({ $0.variant == nil }) {
                values[number: language] = LanguageStrings(string)
            } else {
                values[number: language]!.append(string)
            }
            return
        }
        guard LocalizationProject.precedence(first.format) <= LocalizationProject.precedence(format) else { return }
        values[number: language] = LanguageStrings(string)
    }

    /// The languages that have a value for this key, sorted.
    public var languages: [String] { values.keys.sorted() }
}

/// A strings table across every language it ships in.
public struct LocalizationTable: Sendable {
    public let id: TableID
    public internal(set) var keys: [String: LocalizationKey]
    /// The String Catalog's `sourceLanguage`, for a table read from a catalog.
    public internal(set) var sourceLanguage: String?
    /// Every language the table has a file (or catalog localization) for, sorted.
    public internal(set) var languages: [String]
    /// The files the table was read from, sorted.
    public internal(set) var files: [String]
    /// The numbers of its languages, shared by its keys.
    public let languageSlots = LanguageSlots()

    init(id: TableID) {
        self.id = id
        self.keys = [:]
        self.languages = []
        self.files = []
    }

    /// The keys in sorted order.
    /// (Looked up one at a time as they are iterated: a table of a million keys is not copied.)
    public var sortedKeys: LazyMapSequence<[String], LocalizationKey> {
        let keys = self.keys
        return keys.keys.sorted().lazy.map { keys[$0]! }
    }
}

/// Everything read from one localization file.
public struct LocalizationFile: Sendable {
    public var path: String
    public var format: LocalizationFormat
    public var table: TableID
    /// The `.lproj` language, `nil` for a String Catalog.
    public var language: String?
    /// The text encoding, `nil` for binary property lists.
    public var encoding: TextEncoding?
    /// Every value read, in file order, duplicates included.
    public var strings: [LocalizedString]
    public var diagnostics: [Diagnostic]
    /// A String Catalog's `sourceLanguage`.
    public var sourceLanguage: String?
    /// A String Catalog's per-key fields: `extractionState` and `shouldTranslate`.
    public var catalogKeys: [String: CatalogKeyInfo]
    /// Whether a comment of one of its strings holds the comment marker it was read with (see
    /// ``LocalizationLoader/load(_:problems:makesEveryValue:commentMarker:)``); nil when that
    /// was not looked for (another format, another reader): then any may.
    public var commentsHoldMarker: Bool?

    public init(
        path: String, format: LocalizationFormat, table: TableID, language: String?, encoding: TextEncoding?,
        strings: [LocalizedString], diagnostics: [Diagnostic], sourceLanguage: String? = nil,
        catalogKeys: [String: CatalogKeyInfo] = [:]
    ) {
        self.path = path
        self.format = format
        self.table = table
        self.language = language
        self.encoding = encoding
        self.strings = strings
        self.diagnostics = diagnostics
        self.sourceLanguage = sourceLanguage
        self.catalogKeys = catalogKeys
    }
}

/// A String Catalog key's own fields.
public struct CatalogKeyInfo: Hashable, Sendable {
    public var comment: String?
    public var extractionState: String?
    public var shouldTranslate: Bool
    /// Fields l10n-ax does not know, with their JSON text, kept as they are.
    public var otherFields: [String: String]

    public init(comment: String?, extractionState: String?, shouldTranslate: Bool, otherFields: [String: String] = [:]) {
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.otherFields = otherFields
    }
}

/// Every localization file read under the paths given, merged into tables.
public struct LocalizationProject: Sendable {
    /// The files in path order, with everything read from each.
    public let files: [LocalizationFile]
    public let tables: [TableID: LocalizationTable]
    /// Problems finding the files, located at a folder: one that could not be listed.
    public let walkDiagnostics: [Diagnostic]

    /// Merges files into tables. Within a table, key and language:
    /// - a key defined twice in one file keeps its later value (as on Apple platforms);
    /// - values from a `.stringsdict` replace those of a `.strings` file (as at run time), and
    ///   String Catalog values come before `.strings` values.
    public init(files: [LocalizationFile], walkDiagnostics: [Diagnostic] = []) {
        var builder = Builder()
        for file in files { builder.add(file) }
        self = builder.build(walkDiagnostics: walkDiagnostics)
    }

    private init(files: [LocalizationFile], tables: [TableID: LocalizationTable], walkDiagnostics: [Diagnostic]) {
        self.files = files
        self.tables = tables
        self.walkDiagnostics = walkDiagnostics
    }

    /// Merges files into a project one at a time, in path order, as they are read: each file's
    /// keys join the table's (and share its storage) while the next files are still being read.
    public struct Builder {
        private var files: [LocalizationFile] = []
        private var tables: [TableID: TableMerge] = [:]
        private var documentation: [LocalizationFile] = []
        private let expectedLanguages: [TableID: Int]

        /// - Parameter expectedLanguages: how many languages each table's files have, when known
        ///   (the room each key keeps for its values).
        public init(expectedLanguages: [TableID: Int] = [:]) { self.expectedLanguages = expectedLanguages }

        /// Adds the next file (files are added in path order).
        public mutating func add(_ file: LocalizationFile) {
            files.append(file)
            // Message documentation is no language: its values document the other files' keys.
            if file.language == LanguageTag.messageDocumentation {
                documentation.append(file)
                return
            }
            // A pseudo-locale tests layout: no one reads it, and it is not audited as a language
            // (its file's problems still are).
            if let language = file.language, LanguageTag.isPseudoLocale(language) { return }
            // Take the table out while it changes, so that its arrays stay uniquely referenced
            // and are mutated in place rather than copied for every file.
            var table = tables.removeValue(forKey: file.table) ?? TableMerge(id: file.table, expectedLanguages: expectedLanguages[file.table] ?? 0)
            table.merge(file)
            tables[file.table] = table
        }

        /// The project of every file added.
        public consuming func build(walkDiagnostics: [Diagnostic] = []) -> LocalizationProject {
            for file in documentation {
                guard var table = tables.removeValue(forKey: file.table) else { continue }
                for string in file.strings where string.variant == nil {
                    guard let index = table.existingIndex(of: string.key) else { continue }
                    table.keys[index].documentation = string.value
                }
                tables[file.table] = table
            }
            // Each table finished on every core, the thread that finishes it also freeing what
            // only its merge held (the box hands the merge over: no other reference is left).
            let merges = tables.values.map(MergeBox.init)
            tables = [:]
            let finished = ConcurrentMap.map(merges) { $0.take().finishedTable() }
            var built: [TableID: LocalizationTable] = [:]
            built.reserveCapacity(finished.count)
            var mergeDiagnostics: [String: [Diagnostic]] = [:]
            for (table, diagnostics) in finished {
                built[table.id] = table
                for diagnostic in diagnostics { mergeDiagnostics[diagnostic.location.file, default: []].append(diagnostic) }
            }
            // What the merge found, told in the file where it is (each file is one table's).
            if !mergeDiagnostics.isEmpty {
                for index in files.indices { files[index].diagnostics += mergeDiagnostics[files[index].path] ?? [] }
            }
            return LocalizationProject(files: files, tables: built, walkDiagnostics: walkDiagnostics)
        }
    }

    /// A table's merge handed to the thread that finishes it, once.
    private final class MergeBox: @unchecked Sendable {
        private var merge: TableMerge?

        init(_ merge: TableMerge) { self.merge = merge }

        /// The merge, which the box no longer holds.
        func take() -> TableMerge {
            defer { merge = nil }
            return merge!
        }
    }

    /// A table while its files are merged: its keys in the order first met, found by a hash of
    /// their bytes (cheaper than a dictionary's seeded hash, for every string of every
    /// language); the table's dictionary of keys is built once, at the end.
    private struct TableMerge {
        private var table: LocalizationTable
        private var names: [String] = []
        var keys: [LocalizationKey] = []
        private var index = KeyIndex()
        /// By key, a few of its strings with distinct values, whose storage the key's other
        /// strings share when equal (see ``LocalizedString/shareValue(_:)`` and
        /// ``LocalizedString/shareDetails(with:)``): `donorsPerKey` slots for each key, in one
        /// array (no array of its own for each key), the first `donorCounts[key]` of them used.
        private var donors: [Donor?] = []
        private var donorCounts: [UInt8] = []
        /// How many distinct values of a key are kept to share.
        private static let donorsPerKey = 3

        /// A string kept to share, with its value: a value of another length is told apart
        /// without reading the string (the string itself is rarely still in the processor's
        /// cache when its key's next language comes).
        private struct Donor {
            let value: String
            let string: LocalizedString
        }

        init(id: TableID, expectedLanguages: Int) {
            table = LocalizationTable(id: id)
            table.languageSlots.expectedCount = expectedLanguages
        }

        /// The index of `name` among the keys, if the table has it.
        func existingIndex(of name: String) -> Int? {
            index.existing(name, keyOf: { names[$0] })
        }

        /// The index of `name` among the keys, added if it is new.
        private mutating func index(of name: String) -> Int {
            let count = keys.count
            if let existing = index.firstDefinition(of: name, entry: count, keyOf: { [names] in names[$0] }) { return existing }
            names.append(name)
            keys.append(LocalizationKey(key: name, languages: table.languageSlots))
            donors.append(contentsOf: repeatElement(nil, count: Self.donorsPerKey))
            donorCounts.append(0)
            return count
        }

        mutating func merge(_ file: LocalizationFile) {
            if keys.isEmpty {
                // The table's first file: its keys are most of the table's, room for them at once.
                let expected = file.strings.count
                index.reserve(expected)
                names.reserveCapacity(expected)
                keys.reserveCapacity(expected)
                donors.reserveCapacity(expected * Self.donorsPerKey)
                donorCounts.reserveCapacity(expected)
            }
            table.files.append(file.path)
            if let language = file.language { table.languages.append(language) }
            if let source = file.sourceLanguage { table.sourceLanguage = source }
            for (key, info) in file.catalogKeys {
                let position = index(of: key)
                keys[position].comment = info.comment ?? keys[position].comment
                keys[position].extractionState = info.extractionState
                keys[position].shouldTranslate = info.shouldTranslate
            }
            var catalogLanguages: Set<String> = []
            var pseudoLocales: Set<String> = []
            let slots = table.languageSlots
            // The language's number, looked up again only when the string's origin changes (one
            // for a whole file; a catalog's strings are grouped by key, each key's by language).
            var origin: StringOrigin?
            var number = 0
            for string in file.strings {
                if file.format == .xcstrings, !catalogLanguages.contains(string.language) {
                    guard !pseudoLocales.contains(string.language) else { continue }
                    guard !LanguageTag.isPseudoLocale(string.language) else {
                        pseudoLocales.insert(string.language)
                        continue
                    }
                    catalogLanguages.insert(string.language)
                }
                if string.origin !== origin {
                    origin = string.origin
                    number = slots.number(of: string.origin.language)
                }
                let position = index(of: string.key)
                keys[position].add(string, language: number, fromFileFormat: file.format)
                share(string, withStringsOf: position)
            }
            table.languages += catalogLanguages
        }

        /// Has `string` share the storage of an equal value of the key's, or keeps it to share.
        private mutating func share(_ string: LocalizedString, withStringsOf key: Int) {
            // Most strings have a short value, or one kept as bytes (see
            // ``StringOrigin/verbatimValues``), and no box: nothing to share, nothing to give.
            let value = string.madeValue ?? ""
            let hasStoredValue = value.utf8.count > 15
            var (sharesValue, sharesDetails) = (!hasStoredValue, !string.hasDetails)
            guard !sharesValue || !sharesDetails else { return }
            let first = key * Self.donorsPerKey
            let count = Int(donorCounts[key])
            for slot in first..<(first + count) {
                guard let donor = donors[slot] else { continue }
                if !sharesValue, donor.value.utf8.count == value.utf8.count, ByteSearch.sameBytes(value, donor.value) {
                    string.shareValue(donor.value)
                    sharesValue = true
                }
                sharesDetails = sharesDetails || string.shareDetails(with: donor.string)
                if sharesValue && sharesDetails { break }
            }
            if hasStoredValue ? !sharesValue : !sharesDetails, count < Self.donorsPerKey {
                donors[first + count] = Donor(value: value, string: string)
                donorCounts[key] += 1
            }
        }

        /// The merged table: its languages and files sorted, its keys by name; and a diagnostic
        /// at each string of a key that a `String` cannot tell from another (see
        /// ``MergeProblem/keyInOtherNormalization(key:sameAs:inSameFile:)``), which the table
        /// leaves out.
        consuming func finishedTable() -> (table: LocalizationTable, diagnostics: [Diagnostic]) {
            var table = self.table
            table.languages = Array(Set(table.languages)).sorted()
            table.files.sort()
            // Sized once: grown key by key, a large table's dictionary is rebuilt a dozen times.
            var byName = [String: LocalizationKey](minimumCapacity: names.count)
            var diagnostics: [Diagnostic] = []
            for (name, key) in zip(names, keys) {
                // Keys are told apart by their bytes while merged, as Apple's look-ups tell them:
                // two that are equal as `String`s differ only in Unicode normalization.
                // The one more languages have is kept (the first met when as many do): the other
                // is the one written otherwise.
                guard let other = byName.updateValue(key, forKey: name) else { continue }
                if other.values.count >= key.values.count {
                    byName[name] = other
                    diagnostics += Self.otherNormalization(key, of: other)
                } else {
                    // Keyed by the kept key's own characters: an update keeps the old key's.
                    byName.removeValue(forKey: name)
                    byName[name] = key
                    diagnostics += Self.otherNormalization(other, of: key)
                }
            }
            table.keys = byName
            return (table, diagnostics)
        }

        /// A diagnostic at each string of `key`, which is `kept` in another normalization.
        private static func otherNormalization(_ key: LocalizationKey, of kept: LocalizationKey) -> [Diagnostic] {
            let keptStrings = kept.values.flatMap { $0.value }
            return key.values.flatMap { $0.value }.map { string in
                let location = string.keyLocation ?? string.location
                // The kept key in the same file if it is there, else where it is first defined.
                let sameFile = keptStrings.first { ($0.keyLocation ?? $0.location).file == location.file }
                let other = sameFile ?? keptStrings.min { ($0.keyLocation ?? $0.location) < ($1.keyLocation ?? $1.location) }
                let otherLocation = other.map { $0.keyLocation ?? $0.location } ?? location
                return Diagnostic(
                    MergeProblem.keyInOtherNormalization(key: key.key, sameAs: otherLocation, inSameFile: sameFile != nil), at: location)
            }
        }
    }

    /// Which format wins when two define the same table, key and language.
    static func precedence(_ format: LocalizationFormat) -> Int {
        switch format {
        case .stringsdict: 2
        case .xcstrings: 1
        case .strings, .interfaceBuilder, .sourceCode: 0
        }
    }

    /// Every table's keys by table name (tables of one name in several bundles together), for
    /// telling which keys code names.
    public var keysByTableName: [String: [String]] {
        var result: [String: Set<String>] = [:]
        for table in tables.values { result[table.id.name, default: []].formUnion(table.keys.keys) }
        return result.mapValues { $0.sorted() }
    }

    /// The tables in name order.
    public var sortedTables: [LocalizationTable] { tables.keys.sorted().compactMap { tables[$0] } }

    /// Every parse diagnostic of every file, in file order, then the folders that could not be read.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) + walkDiagnostics }

    /// Every language any table ships in, sorted.
    public var languages: [String] { Array(Set(tables.values.flatMap(\.languages))).sorted() }
}
