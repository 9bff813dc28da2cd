import StringsParser

/// Runs every rule over a project: the parse diagnostics become file findings, each
/// accessibility string is checked in its language, and each key is compared across languages.
public struct Auditor: Sendable {
    public let configuration: AuditConfiguration
    public let resolver: RoleResolver
    /// What the source files say (empty when none were scanned).
    public let code: CodeIndex
    private let storyboardTexts: [String: [String: InterfaceBuilderText]]
    /// Keys' texts written in code (`value:`, `fallback:`), by table name and key.
    let codeDefaults: [String: [String: DefaultText]]
    /// How each table's source language is decided.
    let sourceChoice: SourceLanguageChoice
    /// The keys set as hints that code also uses elsewhere, by table name: their findings get no
    /// fix (see ``CodeIndex/hintKeysAlsoUsedElsewhere``).
    let hintKeysWithoutFixes: [String: Set<String>]

    /// - Parameter tableEvidence: what the tables and `configuration`'s role overrides say of the
    ///   project's keys, when already found (``RoleResolver/tableEvidence(in:)``).
    public init(configuration: AuditConfiguration = AuditConfiguration(), code: CodeIndex = CodeIndex(), tableEvidence: TableEvidence? = nil) {
        self.configuration = configuration
        self.code = code
        self.resolver = RoleResolver(
            overrides: configuration.roleOverrides, references: code.keyReferences, usedOnlyElsewhere: code.keysUsedOnlyElsewhere,
            tableEvidence: tableEvidence)
        self.storyboardTexts = code.interfaceBuilderTextsByKey
        var defaults: [String: [String: DefaultText]] = [:]
        for text in code.defaultTexts where text.location != nil { defaults[text.table, default: [:]][text.key] = text }
        self.codeDefaults = defaults
        self.sourceChoice = SourceLanguageChoice(configured: configuration.sourceLanguage, code: code)
        var withoutFixes: [String: Set<String>] = [:]
        for shared in code.hintKeysAlsoUsedElsewhere { withoutFixes[shared.table, default: []].insert(shared.key) }
        self.hintKeysWithoutFixes = withoutFixes
    }

    /// The accessibility strings of `project` and their roles, by table and key, as the audit
    /// decides them (what `list` shows).
    public func roles(in project: LocalizationProject) -> [TableID: [String: RoleAssignment]] {
        project.tables.mapValues { resolver.assignments(for: $0) }
    }

    /// The language the code and storyboards of `file` are written in: the configured source
    /// language, else the development region of the project holding the file, else English.
    func developmentLanguage(ofFile file: String) -> String { sourceChoice.developmentLanguage(of: file) }

    public func audit(_ project: LocalizationProject) -> AuditResult { audit(project, onEveryCore: true) }

    /// The audit, its tables and chunks of keys on every core or (for comparison) on one.
    func audit(_ project: LocalizationProject, onEveryCore: Bool) -> AuditResult { run(project, onEveryCore: onEveryCore).result }

    /// The audit, and what the next run of it may reuse (see ``AuditSnapshot``).
    /// - Parameters:
    ///   - invocation: what was asked (tool, configuration, options, paths).
    ///   - inputs: every file read, with its stamp taken before it was read.
    ///   - folders: every folder listed, with its stamp.
    ///   - startedAt: when the run started (``StringsParser/FileStamp/now()``).
    public func auditRecording(
        _ project: LocalizationProject, invocation: Fingerprint, inputs: [AuditSnapshot.Input], folders: [FolderListing] = [],
        startedAt: Int64
    ) -> (result: AuditResult, snapshot: AuditSnapshot) {
        let run = run(project, onEveryCore: true, keepsParts: true)
        return (run.result, snapshot(of: run, project: project, invocation: invocation, inputs: inputs, folders: folders, startedAt: startedAt))
    }

    /// What an audit found, kept apart by where it came from.
    struct AuditRun {
        var result: AuditResult
        let plans: [TablePlan]
        /// By plan: the findings on its keys (suppressed and re-rated as configured; kept only
        /// when the run keeps its parts), the accessibility strings by language, and the
        /// languages without a language table.
        var keyFindings: [[Finding]]
        var accessibilityStrings: [[String: Int]]
        var languagesWithoutTables: [Set<String>]
        /// By file of the project: the findings about the file itself (kept only when the run
        /// keeps its parts).
        var fileFindings: [[Finding]]
        /// Findings from the code, and about folders.
        var otherFindings: [Finding]
    }

    /// The rules that run, by what they look at.
    func auditedRules() -> AuditedRules {
        let stringRules = StringRuleSet(RuleRegistry.stringRules.filter { configuration.runs(type(of: $0).description.id) })
        let keyRules = RuleRegistry.keyRules.filter { configuration.runs(type(of: $0).description.id) }
        // The rules that look at a key that is not for accessibility: all with `--scope all`, by
        // default those about what breaks the app whatever the string. Keys no rule looks at
        // are not compared at all.
        let otherKeyRules = configuration.scope == .all ? keyRules : keyRules.filter { type(of: $0).description.reportsEveryString }
        return AuditedRules(stringRules: stringRules, keyRules: keyRules, otherKeyRules: otherKeyRules)
    }

    /// - Parameter keepsParts: whether the run keeps its findings by plan and by file as well
    ///   (``AuditRun/keyFindings``, ``AuditRun/fileFindings``), for a snapshot.
    private func run(_ project: LocalizationProject, onEveryCore: Bool, keepsParts: Bool = false) -> AuditRun {
        let rules = auditedRules()
        var roles: [TableID: [String: RoleAssignment]] = [:]
        var sourceLanguages: [TableID: String] = [:]
        var translationCounts: [TableID: Int] = [:]

        // Each table's decisions once, then its keys in chunks on every core, merged in table and
        // key order: the same findings, in the same order, as one thread gives.
        let plans = onEveryCore ? ConcurrentMap.map(project.sortedTables) { plan(of: $0) } : project.sortedTables.map { plan(of: $0) }
        for plan in plans {
            roles[plan.table.id] = plan.assignments
            sourceLanguages[plan.table.id] = plan.source
            translationCounts[plan.table.id] = plan.targets.count
        }
        let chunks = plans.indices.flatMap { Self.chunks(of: plans[$0], plan: $0) }
        // With them, the files that have diagnostics (most have none: nothing is looked up for them).
        let filesWithDiagnostics = project.files.indices.filter { !project.files[$0].diagnostics.isEmpty }
        let work = chunks.map(AuditWork.keys) + filesWithDiagnostics.map(AuditWork.file)
        let (files, rolesByTable) = (project.files, roles)
        let doWork = { @Sendable (work: AuditWork) -> AuditWorkResult in
            switch work {
            case .keys(let chunk): .keys(auditKeys(plans[chunk.plan], range: chunk.keys, rules: rules))
            case .file(let index): .file(diagnosticFindings(of: files[index], roles: rolesByTable[files[index].table] ?? [:]))
            }
        }
        // The weightiest first, so that none is left to one core at the end.
        let done = onEveryCore ? ConcurrentMap.map(work, largestFirst: { $0.weight(files) }, doWork) : work.map(doWork)
        let suppression = Suppression.Directives(in: project, sourceLanguages: sourceLanguages)
        // The findings in table and key order, then in file order; by plan and by file too, for
        // a snapshot.
        var findings: [Finding] = []
        findings.reserveCapacity(done.reduce(0) { count, result in
            switch result {
            case .keys(let audit): count + audit.findings.count
            case .file(let found): count + found.count
            }
        })
        var keyFindings = [[Finding]](repeating: [], count: keepsParts ? plans.count : 0)
        var accessibilityStrings = [[String: Int]](repeating: [:], count: plans.count)
        var languagesWithoutTables = [Set<String>](repeating: [], count: plans.count)
        var fileFindings = [[Finding]](repeating: [], count: keepsParts ? project.files.count : 0)
        for (work, result) in zip(work, done) {
            switch (work, result) {
            case let (.keys(chunk), .keys(audit)):
                let found = configured(audit.findings, suppression)
                findings += found
                if keepsParts { keyFindings[chunk.plan] += found }
                accessibilityStrings[chunk.plan].merge(audit.accessibilityStrings, uniquingKeysWith: +)
                languagesWithoutTables[chunk.plan].formUnion(audit.languagesWithoutTables)
            case let (.file(index), .file(found)):
                let configuredFindings = configured(found, suppression)
                findings += configuredFindings
                if keepsParts { fileFindings[index] = configuredFindings }
            default:
                preconditionFailure("each piece of work gives its own kind of result")
            }
        }
        var otherFindings = walkFindings(project)
        if !code.isEmpty {
            otherFindings += codeFindings(project, roles: roles, sourceLanguages: sourceLanguages, stringRules: rules.stringRules)
        }
        otherFindings = configured(otherFindings, suppression)

        findings += otherFindings
        var result = AuditResult(
            findings: Self.sorted(consume findings), roles: roles,
            languagesWithoutTables: languagesWithoutTablesResult(languagesWithoutTables.reduce(into: []) { $0.formUnion($1) }, rules: rules),
            stringCount: project.files.reduce(0) { $0 + $1.strings.count },
            accessibilityStringCount: accessibilityStrings.reduce(0) { $0 + $1.values.reduce(0, +) },
            fileCount: project.files.count, languages: project.languages)
        result.scope = configuration.scope
        result.translationCounts = translationCounts
        result.sourceLanguages = sourceLanguages
        // The source text of each key with findings, for reports to show beside it (a key's
        // findings mostly come one after the other: each key looked up once).
        var previous: (table: TableID, key: String)?
        for finding in result.findings {
            guard let tableID = finding.table, let key = finding.key else { continue }
            if let previous, previous.key == key, previous.table == tableID { continue }
            previous = (tableID, key)
            guard result.sourceTexts[tableID]?[key] == nil,
                let table = project.tables[tableID], let source = sourceLanguages[tableID], let text = sourceText(of: key, in: table, source: source)
            else { continue }
            result.sourceTexts[tableID, default: [:]][key] = text
        }
        return AuditRun(
            result: result, plans: plans, keyFindings: keyFindings, accessibilityStrings: accessibilityStrings,
            languagesWithoutTables: languagesWithoutTables, fileFindings: fileFindings, otherFindings: otherFindings)
    }

    /// The text reports show beside a key: its source value (the plain one, else the first variant).
    func sourceText(of key: String, in table: LocalizationTable, source: String) -> String? {
        guard let localizationKey = table.keys[key] else { return nil }
        let values = sourceValues(of: localizationKey, in: table, source: source)
        return (values.first { $0.variant == nil } ?? values.first)?.value
    }

    /// Findings as configured: minus those a comment silences, with the configured severities.
    func configured(_ findings: [Finding], _ suppression: Suppression.Directives) -> [Finding] {
        var findings = suppression.isEmpty ? findings : findings.filter { !suppression.silences($0) }
        if !configuration.severities.isEmpty {
            for index in findings.indices {
                if let severity = configuration.severities[findings[index].rule] { findings[index].severity = severity }
            }
        }
        return findings
    }

    /// The languages without a language table, with the rules that did not run for them.
    func languagesWithoutTablesResult(_ languages: Set<String>, rules: AuditedRules) -> [String: [String]] {
        let languageSpecificRules = Self.languageSpecificRules(among: rules.stringRules.rules)
        return Dictionary(uniqueKeysWithValues: languages.map { ($0, languageSpecificRules) })
    }

    /// Keys audited together on one core: enough to outweigh handing them over, few enough to
    /// share a large table between cores.
    static let keysPerChunk = 512
    /// What auditing one accessibility string weighs against a key that is not for
    /// accessibility (which most rules pass over), roughly.
    static let accessibilityStringWeight = 64
    /// The accessibility strings audited together on one core at most: a table's accessibility
    /// keys, often named alike (`a11y.…`) and so sorted together, are shared between cores.
    static let accessibilityStringsPerChunk = 256

    /// Some keys of a table: the index of its plan, a range of its sorted keys, and what
    /// auditing them weighs (see ``accessibilityStringWeight``).
    struct ChunkOfKeys: Sendable {
        let plan: Int
        let keys: Range<Int>
        let weight: Int
    }

    /// A table's keys in chunks of at most ``keysPerChunk`` keys and about
    /// ``accessibilityStringsPerChunk`` accessibility strings (a key's strings are never split),
    /// in key order: the chunks depend on the table alone, not on the number of cores.
    static func chunks(of plan: TablePlan, plan index: Int) -> [ChunkOfKeys] {
        var chunks: [ChunkOfKeys] = []
        var start = 0
        var strings = 0
        var nextAccessibilityKey = 0
        let keyCount = plan.keys.count
        for position in 0..<keyCount {
            while nextAccessibilityKey < plan.accessibilityKeys.count, plan.accessibilityKeys[nextAccessibilityKey].index == position {
                strings += plan.accessibilityKeys[nextAccessibilityKey].strings
                nextAccessibilityKey += 1
            }
            if position + 1 - start == keysPerChunk || strings >= accessibilityStringsPerChunk || position + 1 == keyCount {
                chunks.append(ChunkOfKeys(plan: index, keys: start..<(position + 1), weight: position + 1 - start + strings * accessibilityStringWeight))
                start = position + 1
                strings = 0
            }
        }
        return chunks
    }

    /// A piece of an audit's work, done on any core: some keys of a table, or the diagnostics of
    /// a file.
    enum AuditWork: Sendable {
        case keys(ChunkOfKeys)
        /// The index of a file of the project.
        case file(Int)

        /// What the work weighs, as ``ChunkOfKeys/weight`` counts: a file's diagnostics are
        /// matched with its strings, which weigh about as much as keys passed over.
        func weight(_ files: [LocalizationFile]) -> Int {
            switch self {
            case .keys(let chunk): chunk.weight
            case .file(let index): files[index].strings.count + files[index].diagnostics.count * Auditor.accessibilityStringWeight
            }
        }
    }

    /// What a piece of ``AuditWork`` found.
    enum AuditWorkResult: Sendable {
        case keys(KeyAudit)
        case file([Finding])
    }

    /// The rules an audit runs, by what they look at.
    struct AuditedRules: Sendable {
        let stringRules: StringRuleSet
        let keyRules: [any KeyRule]
        /// The key rules that look at keys that are not for accessibility.
        let otherKeyRules: [any KeyRule]
    }

    /// What is decided once per table before its keys are audited.
    struct TablePlan: Sendable {
        let table: LocalizationTable
        let assignments: [String: RoleAssignment]
        let source: String
        let targets: [String]
        /// The number the table gives each target (see `LanguageSlots`).
        let targetNumbers: [Int?]
        let otherLanguageTargets: Set<String>
        let sourceTableExists: Bool
        /// The keys, sorted.
        let keys: [String]
        /// The accessibility keys (those of `assignments` the table has), by their index in
        /// `keys`, in order, with their numbers of strings: how the audit tells them from the
        /// others, and what the keys are chunked by.
        let accessibilityKeys: [(index: Int, strings: Int)]
        /// The table each of the table's languages is judged by (see ``Auditor/profile(for:source:)``),
        /// found once rather than for each of its accessibility keys (none when it has none).
        let profiles: [String: LanguageProfile?]

        /// The table `language` is judged by.
        func profile(for language: String) -> LanguageProfile? {
            if let known = profiles[language] { return known }
            return Auditor.profile(for: language, source: source)
        }

        /// The tables `languages`, the source and `Base` are judged by.
        static func profiles(of languages: [String], source: String) -> [String: LanguageProfile?] {
            Dictionary((languages + [source, LanguageTag.base]).map { ($0, Auditor.profile(for: $0, source: source)) }) { first, _ in first }
        }
    }

    func plan(of table: LocalizationTable) -> TablePlan {
        let source = sourceLanguage(of: table)
        let targets = table.languages.filter { $0 != source && $0 != LanguageTag.base && isChecked($0) }
        let sourcePrimary = LanguageTag.primaryLanguage(of: source)
        let assignments = resolver.assignments(for: table)
        Self.makeValues(of: assignments, in: table)
        let keys = table.keys.keys.sorted()
        let accessibilityKeys = assignments.keys.compactMap { name -> (index: Int, strings: Int)? in
            guard let index = keys.sortedIndex(of: name), let key = table.keys[name] else { return nil }
            return (index, Self.stringCount(of: key))
        }
        return TablePlan(
            table: table, assignments: assignments, source: source, targets: targets,
            targetNumbers: targets.map { table.languageSlots.existingNumber(of: $0) },
            otherLanguageTargets: Set(targets.filter { LanguageTag.primaryLanguage(of: $0) != sourcePrimary }),
            sourceTableExists: table.languages.contains(source), keys: keys, accessibilityKeys: accessibilityKeys.sorted { $0.index < $1.index },
            profiles: accessibilityKeys.isEmpty ? [:] : TablePlan.profiles(of: table.languages, source: source))
    }

    /// How many strings a key has, in all its languages.
    static func stringCount(of key: LocalizationKey) -> Int { key.values.reduce(0) { $0 + $1.value.count } }

    /// Makes the values of a table's accessibility strings (the keys of `assignments`), which
    /// the string rules read again and again: a value kept as its file's bytes (see
    /// `StringOrigin.verbatimValues`) is made at each reading. (A key rule reads the few other
    /// values with a `%` once or twice; an audit of every string has them made as read.) Called
    /// before the keys are audited on several cores, each table on one thread.
    static func makeValues(of assignments: [String: RoleAssignment], in table: LocalizationTable) {
        for name in assignments.keys {
            guard let key = table.keys[name] else { continue }
            for (_, strings) in key.values { for string in strings { string.makeValue() } }
        }
    }

    /// What auditing some keys of a table found.
    struct KeyAudit: Sendable {
        var findings: [Finding] = []
        var languagesWithoutTables: Set<String> = []
        /// The accessibility strings among them by language (counted whatever rules run).
        var accessibilityStrings: [String: Int] = [:]
    }

    /// Audits the keys of `plan` in `range` (of its sorted keys): the language rules on each
    /// accessibility string, the key rules across languages; with `onlyLanguage`, what is found
    /// in that translation alone (not the source).
    func auditKeys(_ plan: TablePlan, range: Range<Int>, rules: AuditedRules, onlyLanguage: String? = nil) -> KeyAudit {
        var result = KeyAudit()
        let (table, assignments, source) = (plan.table, plan.assignments, plan.source)
        let stringRules = rules.stringRules
        let messages = MessageCache()
        let labelKeys = HintLabelPairing(table: table, assignments: assignments)
        let sourceNumber = table.languageSlots.existingNumber(of: source)
        // The accessibility keys are told by their places among the keys: the others (most
        // keys) are not looked up among the assignments.
        var nextAccessibilityKey = plan.accessibilityKeys.partitioningIndex { $0.index >= range.lowerBound }
        for position in range {
            let name = plan.keys[position]
            var assignment: RoleAssignment?
            if nextAccessibilityKey < plan.accessibilityKeys.count, plan.accessibilityKeys[nextAccessibilityKey].index == position {
                assignment = assignments[name]
                nextAccessibilityKey += 1
            }
            let rulesOfKey = assignment == nil ? rules.otherKeyRules : rules.keyRules
            guard assignment != nil || !rulesOfKey.isEmpty, let key = table.keys[name] else { continue }
            let sourceValues = self.sourceValues(of: key, in: table, source: source, sourceNumber: sourceNumber)
            // Only the rules that may find something in this key: in the default scope most keys
            // are not for accessibility and have no `%`, and are passed over at once.
            let keyRules = rulesOfKey.filter { $0.mayFind(in: key, sourceValues: sourceValues) }
            guard assignment != nil || !keyRules.isEmpty else { continue }
            if let assignment {
                let firstFinding = result.findings.count
                let labelKey = stringRules.isEmpty || assignment.role != .hint ? nil : labelKeys.labelKey(forHint: name)
                // A hint whose text code also shows elsewhere: rewriting it would rewrite that too.
                let sharesText = assignment.role != .label && hintKeysWithoutFixes[table.id.name]?.contains(name) == true
                // A generic string's shape, read from its source text, by variant.
                var sourceShapes: [(variant: String?, shape: Role?)] = []
                if !assignment.role.isSpecific, !stringRules.isEmpty {
                    let profile = plan.profile(for: source)
                    sourceShapes = sourceValues.map { value in
                        (value.variant, StringShape.role(of: profile?.analyze(value.value) ?? AnalyzedText(value.value), profile: profile))
                    }
                }
                for (language, values) in key.values
                where (isChecked(language) || language == source || language == LanguageTag.base) && (onlyLanguage ?? language) == language {
                    // Counted whatever rules run (`--select untranslated` audits the same strings).
                    result.accessibilityStrings[language, default: 0] += values.count
                    guard !stringRules.isEmpty else { continue }
                    let profile = plan.profile(for: language)
                    if profile == nil { result.languagesWithoutTables.insert(language) }
                    let label = labelKey.flatMap { labelKeys.label(of: $0, language: language) }
                    let pieces = SpokenPieces(values)
                    for (index, value) in values.enumerated() {
                        let isSourceText = language != source && sourceValues.contains { $0.variant == value.variant && $0.value == value.value }
                        // Base beside the source language, with the same text: judged once, in the source.
                        if isSourceText, language == LanguageTag.base, key.values[source] != nil { continue }
                        let copiesSource = isSourceText && language != LanguageTag.base
                        let sourceShape: Role?? = language == source ? nil : sourceShapes.first { $0.variant == value.variant }.map(\.shape)
                        let context = StringContext(
                            string: value, role: assignment.role, profile: profile, label: label, isConfident: assignment.isConfident,
                            isUntranslatedCopy: copiesSource, holdsStart: pieces.holdsStart(index), holdsEnd: pieces.holdsEnd(index),
                            sourceValues: language == source ? [] : sourceValues, sourceShape: sourceShape, sharesTextElsewhere: sharesText)
                        run(stringRules, on: context, into: &result.findings)
                    }
                }
                // A source text known only from an Interface Builder comment is checked too (one
                // from the storyboard itself is checked where it is written, below).
                if !stringRules.isEmpty, onlyLanguage == nil, key.values[source] == nil, let implicit = sourceValues.first, implicit.isImplicitSource,
                    implicit.format != .interfaceBuilder
                {
                    let context = StringContext(
                        string: implicit, role: assignment.role, profile: plan.profile(for: source),
                        label: nil, isConfident: assignment.isConfident)
                    run(stringRules, on: context, into: &result.findings)
                }
                // A hint in a language without a table, whose source is a command or names a
                // gesture: its translation most likely is one too, which nothing here can tell;
                // a fix that only adds its full stop would leave it as wrong.
                let periodFixWithoutTable = { (finding: Finding) in
                    finding.fix != nil && finding.rule == HintMissingPeriodRule.description.id
                        && finding.language.map(result.languagesWithoutTables.contains) == true
                }
                if assignment.role == .hint, result.findings[firstFinding...].contains(where: periodFixWithoutTable),
                    sourceIsInstruction(sourceValues, source: source)
                {
                    for index in firstFinding..<result.findings.count where periodFixWithoutTable(result.findings[index]) {
                        result.findings[index].fix = nil
                        result.findings[index].applicability = nil
                    }
                }
                // A hint whose text code also shows elsewhere: no fix either (its rules suggest no text).
                if sharesText {
                    for index in firstFinding..<result.findings.count {
                        result.findings[index].fix = nil
                        result.findings[index].applicability = nil
                    }
                }
            }
            guard !keyRules.isEmpty else { continue }
            let context = KeyContext(
                table: table, key: key, role: assignment?.role, isConfident: assignment?.isConfident ?? true,
                sourceLanguage: source, sourceValues: sourceValues, targetLanguages: plan.targets,
                otherLanguageTargets: plan.otherLanguageTargets, sourceTableExists: plan.sourceTableExists, configuration: configuration,
                messages: messages,
                sourceSpecifiers: sourceValues.map { $0.valueContainsPercent ? FormatSpecifierScanner.scan($0.value).meaningful : [] })
            if onlyLanguage == nil { for rule in keyRules { rule.checkSource(context, into: &result.findings) } }
            for (language, number) in zip(plan.targets, plan.targetNumbers) where (onlyLanguage ?? language) == language {
                let values = number.flatMap { key.values[number: $0] }
                for rule in keyRules { rule.check(context, language: language, values: values, into: &result.findings) }
            }
        }
        return result
    }

    /// Findings in report order (file, line, column, rule), sorted by file first so that long
    /// paths are compared once per file rather than once per comparison.
    static func sorted(_ findings: consuming [Finding]) -> [Finding] {
        let order = reportOrder(of: findings)
        // Each finding put in its place by swaps, a cycle of the order at a time: none copied.
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            var position = start
            while true {
                placed[position] = true
                let next = order[position]
                if next == start { break }
                findings.swapAt(position, next)
                position = next
            }
        }
        return findings
    }

    /// The indices of `findings` in report order.
    private static func reportOrder(of findings: [Finding]) -> [Int] {
        // Group by file (a hash for each run of findings in one file: they mostly come a file at
        // a time), sort the few file names, then each file's findings by position, read from a
        // flat array: long paths are never compared finding against finding.
        var groups: [String: Int] = [:]
        var members: [[Int]] = []
        var lines = [Int](repeating: 0, count: findings.count)
        var columns = [Int](repeating: 0, count: findings.count)
        var current: (file: String, group: Int)?
        for index in findings.indices {
            let location = findings[index].location
            (lines[index], columns[index]) = (location.line, location.column)
            if let run = current, run.file == location.file {
                members[run.group].append(index)
                continue
            }
            let group = groups[location.file] ?? members.count
            if group == members.count {
                groups[location.file] = group
                members.append([])
            }
            members[group].append(index)
            current = (location.file, group)
        }
        var order: [Int] = []
        order.reserveCapacity(findings.count)
        for file in groups.keys.sorted() {
            order += members[groups[file]!].sorted { a, b in
                if lines[a] != lines[b] { return lines[a] < lines[b] }
                if columns[a] != columns[b] { return columns[a] < columns[b] }
                if findings[a].rule != findings[b].rule { return findings[a].rule < findings[b].rule }
                return Self.precedesAtOnePlace(findings[a], findings[b])
            }
        }
        return order
    }

    /// The order of two findings of one rule at one place: by language, key and variant, then by
    /// what they say, so that the order never depends on the order they were found in (a run
    /// that re-audits one language reports in the same order as one that audits all).
    static func precedesAtOnePlace(_ a: Finding, _ b: Finding) -> Bool {
        if (a.language ?? "", a.key ?? "", a.variant ?? "") != (b.language ?? "", b.key ?? "", b.variant ?? "") {
            return (a.language ?? "", a.key ?? "", a.variant ?? "") < (b.language ?? "", b.key ?? "", b.variant ?? "")
        }
        if a.severity != b.severity { return a.severity > b.severity }
        if a.message != b.message { return a.message < b.message }
        if (a.table?.name ?? "", a.table?.bundle ?? "") != (b.table?.name ?? "", b.table?.bundle ?? "") {
            return (a.table?.name ?? "", a.table?.bundle ?? "") < (b.table?.name ?? "", b.table?.bundle ?? "")
        }
        return (a.value ?? "", a.fix ?? "", a.role?.rawValue ?? "", a.location.offset) < (b.value ?? "", b.fix ?? "", b.role?.rawValue ?? "", b.location.offset)
    }

    private func run(_ rules: StringRuleSet, on context: StringContext, into findings: inout [Finding]) {
        Self.judge(context, with: rules, into: &findings)
    }

    /// The findings of `rules` on one string, with the string's one suggestion (see
    /// ``StringSuggestion``).
    static func judge(_ context: StringContext, with rules: StringRuleSet, into findings: inout [Finding]) {
        let start = findings.count
        for (rule, gate) in zip(rules.rules, rules.gates) where applies(gate, to: context) {
            rule.check(context, into: &findings)
        }
        guard findings.count > start else { return }
        // A hint that is its label again should go, not be polished ("Play" → "Plays." after the
        // label "Play"): the other rules' findings stand, without their fixes.
        if findings[start...].contains(where: { $0.rule == HintRepeatsLabelRule.description.id }), HintRepeatsLabelRule.saysOnlyTheLabel(context) {
            for index in start..<findings.count {
                findings[index].fix = nil
                findings[index].applicability = nil
            }
            return
        }
        StringSuggestion.settle(&findings, from: start, text: context.string.value) { corrected in
            let changed = context.replacingValue(corrected)
            var found: [Finding] = []
            for (rule, gate) in zip(rules.rules, rules.gates) where applies(gate, to: changed) { rule.check(changed, into: &found) }
            return found
        }
    }

    /// Whether a rule looks at a string of this role and language.
    static func applies(_ rule: RuleGate, to context: StringContext) -> Bool {
        switch rule.scope {
        case .label, .hint:
            let role: Role = rule.scope == .label ? .label : .hint
            guard context.role == role || context.role == .accessibility && isJudged(generic: context.judgedRole, as: role, by: rule.genericStrings)
            else {
                return false
            }
        case .accessibility: break
        case .translation, .file, .code: return false
        }
        if let edge = rule.judgedEdge, !context.holds(edge) { return false }
        return judges(languages: rule.languageCodes, profile: context.profile, isUntranslatedCopy: context.isUntranslatedCopy)
    }

    /// Whether a label or hint rule judges a generic accessibility string whose shape suggests
    /// `shape` (nil: unclear).
    static func isJudged(generic shape: Role?, as role: Role, by use: GenericStringUse) -> Bool {
        switch use {
        case .never: return false
        case .byShape: return shape == role
        case .anyShape: return shape == role || shape == nil
        }
    }

    /// Whether a rule judges text in the language of `profile`: a language-neutral rule judges
    /// every text; a language-specific one needs the language's table, and leaves alone a
    /// translation left in the source language, which is reported as untranslated (judging it
    /// by the grammar of the language it should be in says nothing useful: "Stop the playback。").
    /// - Parameter codes: the codes of the tables of the languages the rule judges
    ///   (``RuleGate/languageCodes``, sorted); nil for a language-neutral rule.
    @inline(__always)
    static func judges(languages codes: [String]?, profile: LanguageProfile?, isUntranslatedCopy: Bool) -> Bool {
        guard let codes else { return true }
        guard let profile, codes.sortedIndex(of: profile.code) != nil else { return false }
        return !isUntranslatedCopy
    }

    /// The ids of the rules that need a language's table, sorted.
    private static func languageSpecificRules(among rules: [any StringRule]) -> [String] {
        rules.map { type(of: $0).description }.filter {
            if case .supported = $0.languages { return true }
            return false
        }.map(\.id).sorted()
    }

    /// Whether a hint's source text (any of its values) is a command or names a gesture, as
    /// `hint-imperative` and `hint-gesture` judge it (at a warning), in the source's table:
    /// judged here, not read from the source's findings, which a re-audit of one translation
    /// does not make.
    func sourceIsInstruction(_ sourceValues: LanguageStrings, source: String) -> Bool {
        guard let profile = Self.profile(for: source, source: source) else { return false }
        return sourceValues.contains { value in
            let context = StringContext(string: value, role: .hint, profile: profile, label: nil, isConfident: true)
            var found: [Finding] = []
            HintImperativeRule().check(context, into: &found)
            HintGestureRule().check(context, into: &found)
            return found.contains { $0.severity >= .warning }
        }
    }

    /// The table a string is judged by: `Base` reads as the source language, and a `Base`
    /// source as English, the language Interface Builder files are written in.
    static func profile(for language: String, source: String) -> LanguageProfile? {
        let language = language == LanguageTag.base ? source : language
        return LanguageRegistry.profile(for: language == LanguageTag.base ? "en" : language)
    }

    /// Whether the configuration has the audit check this language (every language by default).
    func isChecked(_ language: String) -> Bool {
        configuration.languages.map { $0.contains(language) } ?? true
    }

    /// The source language of a table (see ``SourceLanguageChoice``).
    func sourceLanguage(of table: LocalizationTable) -> String { sourceChoice.sourceLanguage(of: table) }

    /// The source language's values of a key; for a storyboard table whose source text exists
    /// only in Interface Builder's comments, that text (marked implicit).
    /// - Parameter sourceNumber: the number the table gives `source` (``LanguageSlots``), when the
    ///   caller has it: the values are then found without looking the language up.
    func sourceValues(of key: LocalizationKey, in table: LocalizationTable, source: String, sourceNumber: Int? = nil) -> LanguageStrings {
        if let sourceNumber {
            if let values = key.values[number: sourceNumber] { return values }
        } else if let values = key.values[source] {
            return values
        }
        if source != LanguageTag.base, let base = key.values[LanguageTag.base] { return base }
        if let text = storyboardTexts[table.id.name]?[key.key] {
            return [LocalizedString(
                table: table.id, key: key.key, language: source, value: text.text, location: text.location,
                format: .interfaceBuilder, isImplicitSource: true)]
        }
        // The text the code shows when the table lacks the key: `NSLocalizedString("k", value: "Play", …)`.
        if let text = codeDefaults[table.id.name]?[key.key], let location = text.location {
            return [LocalizedString(
                table: table.id, key: key.key, language: source, value: text.text, location: location, format: .sourceCode,
                isImplicitSource: true)]
        }
        guard let dot = key.key.lastIndex(of: ".") else { return [] }
        let property = String(key.key[key.key.index(after: dot)...])
        for language in key.values.keys.sorted() {
            for value in key.values[language] ?? [] {
                guard let text = value.interfaceBuilder?.property(named: property) else { continue }
                return [LocalizedString(
                    table: value.table, key: value.key, language: source, value: text,
                    location: value.keyLocation ?? value.location, keyLocation: value.keyLocation,
                    comment: value.comment, format: value.format, interfaceBuilder: value.interfaceBuilder, isImplicitSource: true)]
            }
        }
        return []
    }

    /// The parse diagnostics of a file as findings: duplicate keys, and keys that look like
    /// another but are other characters, under `duplicate-key`; the rest under `parse-error`.
    /// `roles` are its table's.
    func diagnosticFindings(of file: LocalizationFile, roles: [String: RoleAssignment]) -> [Finding] {
        var findings: [Finding] = []
        // The string each duplicate-key diagnostic points at, by the position of its key: one
        // look-up each, not a scan of the file's strings (a botched merge repeats them all).
        var stringsByKeyPosition: [SourcePosition: LocalizedString] = [:]
        // Whether each key written more than once has one value however often the file writes
        // it (in one pass: a key written thousands of times is compared once each time, not with
        // every other). Only those keys: the file's other strings are neither read nor kept.
        var valuesByKey: [String: (value: String, count: Int, allEqual: Bool)] = [:]
        if configuration.runs(FileRules.duplicateKey.id) {
            // Told by offset, and by the length of the key before the key itself: a file of
            // thousands of strings with a few written twice has none of them hashed. (A key of
            // other bytes, even one equivalent to it, is another key: see `key-normalization`.)
            let offsets = Set(file.diagnostics.lazy
                .filter { FileRules.duplicateKeyCodes.contains($0.code) && $0.location.position.isKnown }
                .map(\.location.position.offset)).sorted()
            if !offsets.isEmpty {
                var duplicatedKeys: Set<String> = []
                for string in file.strings {
                    if let location = string.keyLocation, offsets.sortedIndex(of: location.position.offset) != nil {
                        stringsByKeyPosition[location.position] = string
                        duplicatedKeys.insert(string.key)
                    }
                }
                var isDuplicatedKeyLength = [Bool](repeating: false, count: (duplicatedKeys.map(\.utf8.count).max() ?? 0) + 1)
                for key in duplicatedKeys { isDuplicatedKeyLength[key.utf8.count] = true }
                for string in file.strings where string.key.utf8.count < isDuplicatedKeyLength.count && isDuplicatedKeyLength[string.key.utf8.count]
                    && string.variant == nil && duplicatedKeys.contains(string.key)
                {
                    let value = string.value
                    if let seen = valuesByKey[string.key] {
                        valuesByKey[string.key] = (seen.value, seen.count + 1, seen.allEqual && seen.value == value)
                    } else {
                        valuesByKey[string.key] = (value, 1, true)
                    }
                }
            }
        }
        for diagnostic in file.diagnostics {
            if FileRules.duplicateKeyCodes.contains(diagnostic.code) {
                guard configuration.runs(FileRules.duplicateKey.id) else { continue }
                let string = diagnostic.location.position.isKnown ? stringsByKeyPosition[diagnostic.location.position] : nil
                // A value silently lost, whatever the string; none when the key is written with
                // one value each time (the same key bytes: not two keys told apart by normalization).
                let keptKey = string.flatMap { string -> String? in
                    guard diagnostic.code == FileRules.duplicateKey.id, let values = valuesByKey[string.key], values.count > 1, values.allEqual
                    else { return nil }
                    return string.key
                }
                findings.append(Finding(
                    rule: FileRules.duplicateKey.id, severity: keptKey == nil ? FileRules.duplicateKey.severity : .info,
                    message: keptKey.map {
                        "the key \(DisplayText.quoted($0)) is defined again here with the same value: nothing is lost, but one of the two can go"
                    } ?? diagnostic.message,
                    location: diagnostic.location, language: file.language, table: file.table,
                    key: string?.key, role: string.flatMap { roles[$0.key]?.role }, value: string?.value))
            } else {
                guard configuration.runs(FileRules.parseError.id) else { continue }
                let severity: Severity = switch diagnostic.severity {
                case .error: .error
                case .warning: .warning
                case .note: .info
                }
                findings.append(Finding(
                    rule: FileRules.parseError.id, severity: severity, message: "\(diagnostic.message) (\(diagnostic.code))",
                    location: diagnostic.location, language: file.language, table: file.table))
            }
        }
        return findings
    }

    /// A folder that could not be read: what it holds was not audited.
    private func walkFindings(_ project: LocalizationProject) -> [Finding] {
        guard configuration.runs(FileRules.parseError.id) else { return [] }
        return project.walkDiagnostics.map { diagnostic in
            Finding(
                rule: FileRules.parseError.id, severity: .warning, message: "\(diagnostic.message) (\(diagnostic.code))",
                location: diagnostic.location)
        }
    }
}

/// Pairs hints with their labels by key: `x.hint`/`x.label`, `ID.accessibilityHint`/
/// `ID.accessibilityLabel`, `PLAY_HINT`/`PLAY_LABEL` or `PLAY`.
struct HintLabelPairing {
    let table: LocalizationTable
    let assignments: [String: RoleAssignment]

    /// The key of the hint's element's label, if the table has one.
    func labelKey(forHint key: String) -> String? {
        Self.labelKeys(forHint: key).first { candidate in
            candidate != key && table.keys[candidate] != nil
                && (assignments[candidate]?.role == .label || Self.isBareStem(candidate, of: key))
        }
    }

    /// The label's plain value in `language`.
    func label(of key: String, language: String) -> String? {
        table.keys[key]?.values[language]?.first { $0.variant == nil }?.value
    }

    static func labelKeys(forHint key: String) -> [String] {
        var candidates: [String] = []
        let bytes = Array(key.utf8)
        for (hint, label) in [("Hint", "Label"), ("hint", "label"), ("HINT", "LABEL"), ("Hint", "Title"), ("hint", "title"), ("HINT", "TITLE")] {
            let needle = Array(hint.utf8)
            guard bytes.count >= needle.count else { continue }
            // The last occurrence: "a11y.hint.hint" pairs its final "hint".
            for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
                candidates.append(String(decoding: bytes[..<start] + Array(label.utf8) + bytes[(start + needle.count)...], as: UTF8.self))
                break
            }
        }
        for suffix in ["_HINT", "_hint", ".hint", ".Hint", "Hint", "-hint"] where key.hasSuffix(suffix) {
            candidates.append(String(key.dropLast(suffix.count)))
        }
        return candidates
    }

    /// `PLAY` for `PLAY_HINT`: a key without any role word.
    static func isBareStem(_ candidate: String, of key: String) -> Bool {
        key.hasPrefix(candidate) && KeyNameEvidence.words(of: candidate).allSatisfy { KeyNameEvidence.roleWords[$0] == nil }
    }
}
