import SourceScanner
import StringsParser

/// What an audit leaves for the next run of the same audit: the stamps of every file it read,
/// the structure of every localization file, each table's decisions (source language, targets,
/// roles), and its findings by table and language. A run whose files are unchanged reports from
/// it; a run after a translation's values changed re-audits only that language of that table
/// (see ``Auditor/reaudit(_:project:changes:)``).
public struct AuditSnapshot: Sendable {
    /// What the run was asked (tool, configuration, options, paths): another question is
    /// another audit.
    public var invocation: Fingerprint
    /// When the run that wrote it started: a file changed since may have changed again within
    /// the same tick of the file system's clock, and is read again.
    public var startedAt: Int64
    /// Every file the run read (localization, source and project files), in the order its walk
    /// found them.
    public var inputs: [Input]
    /// Every folder the run listed: the next run lists again only those whose stamp changed.
    public var folders: [FolderListing] = []
    /// The localization files, in the project's (path) order.
    public var files: [File]
    public var tables: [Table]
    /// The findings by table and language: those about its strings and its files.
    public var buckets: [Bucket]
    /// Findings about no table's language: from the code, and about folders.
    public var otherFindings: [Finding]
    public var fileCount: Int
    public var languages: [String]
    /// What the source scan was given and found, when the run scanned code: a run after only
    /// source files changed scans again and, when the code says what it said, reports from here.
    public var code: CodeScan?

    /// The code index's fingerprint (``SourceScanner/CodeIndex/fingerprint``), the keys the
    /// scan looked for as literals (the tables' keys with evidence, by table name), which come
    /// from the localization files, and which files gave the scan something
    /// (``SourceScanner/SourceRelevance``).
    public struct CodeScan: Sendable, Equatable {
        public var fingerprint: Fingerprint
        public var keysByTableName: [String: [String]]
        public var relevance: SourceRelevance?

        public init(fingerprint: Fingerprint, keysByTableName: [String: [String]], relevance: SourceRelevance? = nil) {
            self.fingerprint = fingerprint
            self.keysByTableName = keysByTableName
            self.relevance = relevance
        }
    }

    /// A file read, by the path the file system knows it by.
    public struct Input: Hashable, Sendable {
        public var path: String
        public var stamp: FileStamp

        public init(path: String, stamp: FileStamp) {
            self.path = path
            self.stamp = stamp
        }
    }

    /// A localization file: its place in the project and its structure (see
    /// ``StringsParser/LocalizationFile/structureFingerprint``).
    public struct File: Sendable {
        public var path: String
        public var table: TableID
        public var language: String?
        public var structure: Fingerprint
        public var stringCount: Int
    }

    /// A table's decisions.
    public struct Table: Sendable {
        public var id: TableID
        public var source: String
        public var targets: [String]
        public var sourceTableExists: Bool
        public var keyCount: Int
        /// Whether one translation can be re-audited alone: every key has a value in the source
        /// language (so the source's files and the translation's hold every key and every text
        /// a rule compares with), the source is a language (not `Base`), and no catalog holds
        /// the table.
        public var auditsLanguagesAlone: Bool
        public var assignments: [String: RoleAssignment]
        /// The source text of the keys with findings.
        public var sourceTexts: [String: String]
    }

    /// What one language of one table gave.
    public struct Bucket: Sendable {
        public var table: Int
        public var language: String
        public var findings: [Finding]
        public var accessibilityStrings: Int
        /// Whether the language has no language table (its language-specific rules did not run).
        public var lacksLanguageTable: Bool
    }
}

extension AuditSnapshot {
    /// What the snapshot's run listed, for the next walk (see ``StringsParser/WalkMemory``).
    public var walkMemory: WalkMemory { WalkMemory(folders, trustedBefore: startedAt - Self.uncertainWindow) }
}

// MARK: - Encoding

extension AuditSnapshot {
    /// The beginning of a snapshot's bytes: what the run was asked, when it started, and what its
    /// walk found (the files' stamps, the folders' listings), all known once the files are
    /// walked. Encoded while the run goes on (reading, auditing), it leaves less to encode when
    /// the run ends (see ``encoded(after:)``).
    public struct EncodingStart: Sendable {
        fileprivate let writer: SnapshotWriter
        fileprivate let invocation: Fingerprint
        fileprivate let startedAt: Int64
        fileprivate let inputs: [Input]
        fileprivate let folders: [FolderListing]

        public init(invocation: Fingerprint, startedAt: Int64, inputs: [Input], folders: [FolderListing]) {
            var writer = SnapshotWriter()
            AuditSnapshot.encodeStart(invocation: invocation, startedAt: startedAt, inputs: inputs, folders: folders, into: &writer)
            self.writer = writer
            self.invocation = invocation
            self.startedAt = startedAt
            self.inputs = inputs
            self.folders = folders
        }
    }

    /// The snapshot as bytes (see ``SnapshotWriter``).
    public func encoded() -> [UInt8] { encoded(after: nil) }

    /// The snapshot as bytes, continuing from `start` when it holds this snapshot's beginning
    /// (the same invocation, start time, stamps and listings); the same bytes either way.
    public func encoded(after start: EncodingStart?) -> [UInt8] {
        var writer: SnapshotWriter
        if let start, start.invocation == invocation, start.startedAt == startedAt, start.inputs == inputs, start.folders == folders {
            writer = start.writer
        } else {
            writer = SnapshotWriter()
            Self.encodeStart(invocation: invocation, startedAt: startedAt, inputs: inputs, folders: folders, into: &writer)
        }
        writer.integer(files.count)
        for file in files {
            writer.string(file.path)
            writer.table(file.table)
            writer.string(file.language)
            writer.fingerprint(file.structure)
            writer.integer(file.stringCount)
        }
        writer.integer(tables.count)
        for table in tables {
            writer.table(table.id)
            writer.string(table.source)
            writer.stringList(table.targets)
            writer.bool(table.sourceTableExists)
            writer.integer(table.keyCount)
            writer.bool(table.auditsLanguagesAlone)
            writer.integer(table.assignments.count)
            for key in table.assignments.keys.sorted() {
                writer.string(key)
                let evidence = table.assignments[key]!.evidence
                writer.integer(evidence.count)
                for piece in evidence {
                    writer.string(piece.source.rawValue)
                    writer.string(piece.role.rawValue)
                    writer.string(piece.detail)
                    writer.bool(piece.isWeak)
                }
            }
            writer.integer(table.sourceTexts.count)
            for key in table.sourceTexts.keys.sorted() {
                writer.string(key)
                writer.string(table.sourceTexts[key]!)
            }
        }
        writer.integer(buckets.count)
        for bucket in buckets {
            writer.integer(bucket.table)
            writer.string(bucket.language)
            writer.integer(bucket.accessibilityStrings)
            writer.bool(bucket.lacksLanguageTable)
            writer.findings(bucket.findings)
        }
        writer.findings(otherFindings)
        writer.integer(fileCount)
        writer.stringList(languages)
        writer.bool(code != nil)
        if let code {
            writer.fingerprint(code.fingerprint)
            writer.integer(code.keysByTableName.count)
            for table in code.keysByTableName.keys.sorted() {
                writer.string(table)
                writer.stringList(code.keysByTableName[table]!)
            }
            writer.bool(code.relevance != nil)
            if let relevance = code.relevance {
                writer.stringList(relevance.relevantFiles)
                writer.stringList(relevance.fullReadingWords)
                writer.integer(relevance.accessorPaths.count)
                for hash in relevance.accessorPaths.keys.sorted() {
                    writer.integer(hash)
                    writer.string(relevance.accessorPaths[hash]!)
                }
                writer.stringList(relevance.wrapperCalls)
            }
        }
        return writer.bytes()
    }

    /// The beginning of the bytes (see ``EncodingStart``).
    fileprivate static func encodeStart(
        invocation: Fingerprint, startedAt: Int64, inputs: [Input], folders: [FolderListing], into writer: inout SnapshotWriter
    ) {
        writer.fingerprint(invocation)
        writer.integer(startedAt)
        writer.integer(inputs.count)
        for input in inputs {
            writer.string(input.path)
            writer.stamp(input.stamp)
        }
        writer.integer(folders.count)
        for folder in folders {
            writer.string(folder.path)
            writer.stamp(folder.stamp)
            writer.stringList(folder.files)
            writer.stringList(folder.folders)
        }
    }

    /// A snapshot file's bytes holding `content` (what follows its header, before its checksum),
    /// whatever `content` is: what a fuzzer gives ``decode(_:)`` to reach past the checksum.
    public static func framed(content: [UInt8]) -> [UInt8] { SnapshotWriter.framed(content) }

    /// The snapshot these bytes hold, or nil when they hold none of this format (another
    /// version's, cut short, altered): such a cache is ignored and written anew.
    public static func decode(_ bytes: [UInt8]) -> AuditSnapshot? {
        do throws(SnapshotReader.Invalid) {
            var reader = try SnapshotReader(bytes)
            let invocation = try reader.fingerprint()
            let startedAt = try reader.integer64()
            // Each count is checked against the bytes left before room is made for it.
            var inputs: [Input] = []
            let inputCount = try reader.count()
            inputs.reserveCapacity(inputCount)
            for _ in 0..<inputCount {
                inputs.append(Input(path: try reader.string(), stamp: try reader.stamp()))
            }
            var folders: [FolderListing] = []
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                let stamp = try reader.stamp()
                folders.append(FolderListing(path: path, stamp: stamp, files: try reader.stringList(), folders: try reader.stringList()))
            }
            var files: [File] = []
            for _ in 0..<(try reader.count()) {
                files.append(File(
                    path: try reader.string(), table: try reader.table(), language: try reader.optionalString(),
                    structure: try reader.fingerprint(), stringCount: try reader.integer()))
            }
            var tables: [Table] = []
            for _ in 0..<(try reader.count()) {
                let id = try reader.table()
                let source = try reader.string()
                let targets = try reader.stringList()
                let sourceTableExists = try reader.bool()
                let keyCount = try reader.integer()
                let alone = try reader.bool()
                let assignmentCount = try reader.count()
                var assignments: [String: RoleAssignment] = Dictionary(minimumCapacity: assignmentCount)
                for _ in 0..<assignmentCount {
                    let key = try reader.string()
                    var evidence: [RoleEvidence] = []
                    for _ in 0..<(try reader.count()) {
                        evidence.append(RoleEvidence(
                            source: try reader.value(RoleEvidence.Source.self), role: try reader.value(Role.self),
                            detail: try reader.string(), isWeak: try reader.bool()))
                    }
                    assignments[key] = RoleAssignment(evidence: evidence)
                }
                let sourceTextCount = try reader.count()
                var sourceTexts: [String: String] = Dictionary(minimumCapacity: sourceTextCount)
                for _ in 0..<sourceTextCount { sourceTexts[try reader.string()] = try reader.string() }
                tables.append(Table(
                    id: id, source: source, targets: targets, sourceTableExists: sourceTableExists, keyCount: keyCount,
                    auditsLanguagesAlone: alone, assignments: assignments, sourceTexts: sourceTexts))
            }
            var buckets: [Bucket] = []
            for _ in 0..<(try reader.count()) {
                let table = try reader.integer()
                guard tables.indices.contains(table) else { throw SnapshotReader.Invalid() }
                buckets.append(Bucket(
                    table: table, language: try reader.string(), findings: [], accessibilityStrings: try reader.integer(),
                    lacksLanguageTable: try reader.bool()))
                buckets[buckets.count - 1].findings = try reader.findings()
            }
            let otherFindings = try reader.findings()
            let fileCount = try reader.integer()
            let languages = try reader.stringList()
            var code: CodeScan?
            if try reader.bool() {
                let fingerprint = try reader.fingerprint()
                var keys: [String: [String]] = [:]
                for _ in 0..<(try reader.count()) { keys[try reader.string()] = try reader.stringList() }
                var relevance: SourceRelevance?
                if try reader.bool() {
                    let relevantFiles = try reader.stringList()
                    // Sorted, as the scan gave them: the test of a path is a binary search.
                    guard zip(relevantFiles, relevantFiles.dropFirst()).allSatisfy({ $0 < $1 }) else { throw SnapshotReader.Invalid() }
                    let words = try reader.stringList()
                    let pathCount = try reader.count()
                    var paths: [UInt64: String] = Dictionary(minimumCapacity: pathCount)
                    for _ in 0..<pathCount { paths[try reader.unsigned()] = try reader.string() }
                    relevance = SourceRelevance(relevantFiles: relevantFiles, fullReadingWords: words, accessorPaths: paths, wrapperCalls: try reader.stringList())
                }
                code = CodeScan(fingerprint: fingerprint, keysByTableName: keys, relevance: relevance)
            }
            guard reader.isAtEnd else { return nil }
            return AuditSnapshot(
                invocation: invocation, startedAt: startedAt, inputs: inputs, folders: folders, files: files, tables: tables,
                buckets: buckets, otherFindings: otherFindings, fileCount: fileCount, languages: languages, code: code)
        } catch {
            return nil
        }
    }
}

extension SnapshotWriter {
    mutating func stamp(_ stamp: FileStamp) {
        integer(stamp.size)
        integer(stamp.modified)
        integer(stamp.statusChanged)
        integer(stamp.inode)
    }

    mutating func table(_ id: TableID) {
        string(id.bundle)
        string(id.name)
    }

    mutating func findings(_ findings: [Finding]) {
        integer(findings.count)
        // The fields that mostly repeat the finding before's: numbered again only when they differ.
        var (rule, severity, file, language) = (StringNumbering.Recent(), StringNumbering.Recent(), StringNumbering.Recent(), StringNumbering.Recent())
        var (bundle, name, role, applicability) = (StringNumbering.Recent(), StringNumbering.Recent(), StringNumbering.Recent(), StringNumbering.Recent())
        for finding in findings {
            string(finding.rule, recent: &rule)
            string(finding.severity.rawValue, recent: &severity)
            string(finding.message)
            string(finding.location.file, recent: &file)
            integer(finding.location.line)
            integer(finding.location.column)
            integer(finding.location.offset)
            string(finding.language, recent: &language)
            string(finding.table?.bundle, recent: &bundle)
            string(finding.table?.name, recent: &name)
            string(finding.key)
            string(finding.role?.rawValue, recent: &role)
            string(finding.value)
            string(finding.variant)
            string(finding.fix)
            string(finding.applicability?.rawValue, recent: &applicability)
        }
    }
}

extension SnapshotReader {
    mutating func stamp() throws(Invalid) -> FileStamp {
        FileStamp(size: try integer64(), modified: try integer64(), statusChanged: try integer64(), inode: try unsigned())
    }

    mutating func table() throws(Invalid) -> TableID {
        TableID(bundle: try string(), name: try string())
    }

    mutating func findings() throws(Invalid) -> [Finding] {
        let count = try self.count()
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            let rule = try string()
            let severity = try value(Severity.self)
            let message = try string()
            let location = SourceLocation(file: try string(), line: try integer(), column: try integer(), offset: try integer())
            let language = try optionalString()
            let bundle = try optionalString()
            let name = try optionalString()
            guard (bundle == nil) == (name == nil) else { throw Invalid() }
            let key = try optionalString()
            let role = try optionalString()
            var roleValue: Role?
            if let role {
                guard let known = Role(rawValue: role) else { throw Invalid() }
                roleValue = known
            }
            let value = try optionalString()
            let variant = try optionalString()
            let fix = try optionalString()
            let applicability = try optionalString()
            var applicabilityValue: FixApplicability?
            if let applicability {
                guard fix != nil, let known = FixApplicability(rawValue: applicability) else { throw Invalid() }
                applicabilityValue = known
            }
            findings.append(Finding(
                rule: rule, severity: severity, message: message, location: location, language: language,
                table: name.map { TableID(bundle: bundle!, name: $0) }, key: key, role: roleValue, value: value,
                variant: variant, fix: fix, applicability: applicabilityValue))
        }
        return findings
    }
}
