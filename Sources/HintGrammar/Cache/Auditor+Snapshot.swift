import StringsParser

extension Auditor {
    /// What the next run may reuse of this one.
    func snapshot(
        of run: AuditRun, project: LocalizationProject, invocation: Fingerprint, inputs: [AuditSnapshot.Input], folders: [FolderListing],
        startedAt: Int64
    ) -> AuditSnapshot {
        var planIndex: [TableID: Int] = [:]
        for (index, plan) in run.plans.enumerated() { planIndex[plan.table.id] = index }
        let catalogTables = Set(project.files.filter { $0.format == .xcstrings }.map(\.table))
        let tables = run.plans.map { plan in
            let table = plan.table
            let source = table.languageSlots.existingNumber(of: plan.source)
            let alone = plan.source != LanguageTag.base && plan.sourceTableExists && !catalogTables.contains(table.id)
                && source.map { number in table.keys.values.allSatisfy { $0.values.hasValues(number: number) } } ?? false
            return AuditSnapshot.Table(
                id: table.id, source: plan.source, targets: plan.targets, sourceTableExists: plan.sourceTableExists,
                keyCount: table.keys.count, auditsLanguagesAlone: alone, assignments: plan.assignments,
                sourceTexts: run.result.sourceTexts[table.id] ?? [:])
        }
        // Each table's languages, and any other language its findings name, in order.
        var buckets: [AuditSnapshot.Bucket] = []
        var bucketIndex: [BucketKey: Int] = [:]
        func bucket(_ table: Int, _ language: String) -> Int {
            let key = BucketKey(table: table, language: language)
            if let index = bucketIndex[key] { return index }
            bucketIndex[key] = buckets.count
            buckets.append(AuditSnapshot.Bucket(table: table, language: language, findings: [], accessibilityStrings: 0, lacksLanguageTable: false))
            return buckets.count - 1
        }
        for (index, plan) in run.plans.enumerated() {
            for language in plan.table.languages { _ = bucket(index, language) }
            for finding in run.keyFindings[index] { buckets[bucket(index, finding.language ?? "")].findings.append(finding) }
            for (language, count) in run.accessibilityStrings[index].sorted(by: { $0.key < $1.key }) {
                buckets[bucket(index, language)].accessibilityStrings = count
            }
            for language in run.languagesWithoutTables[index].sorted() { buckets[bucket(index, language)].lacksLanguageTable = true }
        }
        var otherFindings = run.otherFindings
        var files: [AuditSnapshot.File] = []
        for (file, findings) in zip(project.files, run.fileFindings) {
            files.append(AuditSnapshot.File(
                path: file.path, table: file.table, language: file.language, structure: file.structureFingerprint,
                stringCount: file.strings.count))
            // A file of a language of its table goes with that language; another (a pseudo-locale,
            // message documentation) with what is always read again.
            if let index = planIndex[file.table], let language = file.language, run.plans[index].table.languages.contains(language) {
                buckets[bucket(index, language)].findings += findings
            } else {
                otherFindings += findings
            }
        }
        return AuditSnapshot(
            invocation: invocation, startedAt: startedAt, inputs: inputs, folders: folders, files: files, tables: tables,
            buckets: buckets, otherFindings: otherFindings, fileCount: run.result.fileCount, languages: run.result.languages)
    }

    /// The result a snapshot records, as the run that wrote it reported it (the same bytes in
    /// every report).
    public func result(of snapshot: AuditSnapshot) -> AuditResult {
        var findings: [Finding] = []
        findings.reserveCapacity(snapshot.buckets.reduce(snapshot.otherFindings.count) { $0 + $1.findings.count })
        var languagesWithoutTables: Set<String> = []
        var accessibilityStrings = 0
        for bucket in snapshot.buckets {
            findings += bucket.findings
            accessibilityStrings += bucket.accessibilityStrings
            if bucket.lacksLanguageTable { languagesWithoutTables.insert(bucket.language) }
        }
        findings += snapshot.otherFindings
        var roles: [TableID: [String: RoleAssignment]] = [:]
        var sourceLanguages: [TableID: String] = [:]
        var translationCounts: [TableID: Int] = [:]
        for table in snapshot.tables {
            roles[table.id] = table.assignments
            sourceLanguages[table.id] = table.source
            translationCounts[table.id] = table.targets.count
        }
        var result = AuditResult(
            findings: Self.sorted(consume findings), roles: roles,
            languagesWithoutTables: languagesWithoutTablesResult(languagesWithoutTables, rules: auditedRules()),
            stringCount: snapshot.files.reduce(0) { $0 + $1.stringCount }, accessibilityStringCount: accessibilityStrings,
            fileCount: snapshot.fileCount, languages: snapshot.languages)
        result.scope = configuration.scope
        result.translationCounts = translationCounts
        result.sourceLanguages = sourceLanguages
        var textsByTable: [TableID: [String: String]] = [:]
        for table in snapshot.tables where !table.sourceTexts.isEmpty { textsByTable[table.id] = table.sourceTexts }
        for finding in result.findings {
            guard let table = finding.table, let key = finding.key, let text = textsByTable[table]?[key] else { continue }
            result.sourceTexts[table, default: [:]][key] = text
        }
        return result
    }

    /// The snapshot with some of its languages audited again in `project`, which holds the
    /// files of those languages and of their tables' source languages (read again, their
    /// structure unchanged): the findings of each such table and language are replaced by what
    /// its values give now. Nil when the project does not match the snapshot (then the whole
    /// audit runs).
    /// - Parameter changes: the indices of the snapshot's buckets to audit again; each of a table
    ///   that ``AuditSnapshot/Table/auditsLanguagesAlone``, none of its source language.
    public func reaudit(_ snapshot: AuditSnapshot, project: LocalizationProject, changes: [Int]) -> AuditSnapshot? {
        var snapshot = snapshot
        let rules = auditedRules()
        var sourceLanguages: [TableID: String] = [:]
        for index in changes {
            let table = snapshot.tables[snapshot.buckets[index].table]
            sourceLanguages[table.id] = table.source
        }
        let suppression = Suppression.Directives(in: project, sourceLanguages: sourceLanguages)
        for index in changes {
            let bucket = snapshot.buckets[index]
            let record = snapshot.tables[bucket.table]
            guard record.auditsLanguagesAlone, bucket.language != record.source, let table = project.tables[record.id],
                table.keys.count == record.keyCount
            else { return nil }
            let sourcePrimary = LanguageTag.primaryLanguage(of: record.source)
            Self.makeValues(of: record.assignments, in: table)
            // In any order: the findings are sorted in the end (in an order of their own).
            let keys = Array(table.keys.keys)
            let plan = TablePlan(
                table: table, assignments: record.assignments, source: record.source, targets: record.targets,
                targetNumbers: record.targets.map { table.languageSlots.existingNumber(of: $0) },
                otherLanguageTargets: Set(record.targets.filter { LanguageTag.primaryLanguage(of: $0) != sourcePrimary }),
                sourceTableExists: record.sourceTableExists, keys: keys,
                accessibilityKeys: keys.indices.compactMap { index in
                    guard record.assignments[keys[index]] != nil, let key = table.keys[keys[index]] else { return nil }
                    return (index, Self.stringCount(of: key))
                },
                profiles: TablePlan.profiles(of: [bucket.language], source: record.source))
            // The table's keys in chunks, on every core, their findings in the chunks' order.
            let audits = ConcurrentMap.map(Self.chunks(of: plan, plan: 0), largestFirst: \.weight) { chunk in
                auditKeys(plan, range: chunk.keys, rules: rules, onlyLanguage: bucket.language)
            }
            var audit = KeyAudit()
            for part in audits {
                audit.findings += part.findings
                audit.accessibilityStrings.merge(part.accessibilityStrings, uniquingKeysWith: +)
                audit.languagesWithoutTables.formUnion(part.languagesWithoutTables)
            }
            var findings = configured(audit.findings, suppression)
            for file in project.files where file.table == record.id && file.language == bucket.language {
                findings += configured(diagnosticFindings(of: file, roles: record.assignments), suppression)
            }
            for finding in findings {
                guard let key = finding.key, finding.table == record.id, snapshot.tables[bucket.table].sourceTexts[key] == nil,
                    let text = sourceText(of: key, in: table, source: record.source)
                else { continue }
                snapshot.tables[bucket.table].sourceTexts[key] = text
            }
            snapshot.buckets[index].findings = findings
            snapshot.buckets[index].accessibilityStrings = audit.accessibilityStrings[bucket.language] ?? 0
            snapshot.buckets[index].lacksLanguageTable = audit.languagesWithoutTables.contains(bucket.language)
        }
        return snapshot
    }

    /// A table (by its index in the snapshot) and a language.
    private struct BucketKey: Hashable {
        let table: Int
        let language: String
    }
}
