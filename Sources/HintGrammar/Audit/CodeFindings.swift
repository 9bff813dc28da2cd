import StringsParser

extension Auditor {
    /// Findings from the source scan: keys code uses that no table defines, texts that are not
    /// localized, accessibility keys nothing uses, and the label and hint rules on texts written
    /// in code and storyboards.
    func codeFindings(
        _ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]], sourceLanguages: [TableID: String],
        stringRules: StringRuleSet
    ) -> [Finding] {
        var findings: [Finding] = []
        // The tables of each name (one per bundle), asked for a key each: no set of every key.
        let tablesByName = Dictionary(grouping: project.tables.values, by: \.id.name)

        var checkedDefaults: Set<TableKey> = []
        for reference in code.references {
            switch reference.value {
            case let .lookup(table, keys):
                let tables = tablesByName[table] ?? []
                guard !(keys.contains { key in tables.contains { $0.keys[key] != nil } }) else { continue }
                let key = keys.first ?? ""
                if let text = codeDefaults[table]?[key], let location = text.location {
                    // No table has the key, but the code gives its text: VoiceOver reads that text,
                    // which is judged where it is written.
                    if checkedDefaults.insert(TableKey(table: table, key: key)).inserted {
                        checkText(text.text, role: reference.role, location: location, table: table, key: key,
                                  rules: stringRules, into: &findings)
                    }
                    continue
                }
                // An empty key, or one of format specifiers only (`"\\(a), \\(b)"`), shows its own
                // text: nothing to translate, and nothing VoiceOver reads wrongly.
                guard configuration.runs(CodeRules.unresolvedKey.id), Self.namesText(key) else { continue }
                // A key written as the text itself ("Run code", SwiftUI's way) is read as written:
                // untranslated in every other language, as a literal would be, not a raw key.
                let isText = Self.readsAsText(key)
                let consequence = isText ? "VoiceOver reads it as written, untranslated, in every language" : "VoiceOver reads the key itself"
                let message = tables.isEmpty
                    ? "\(reference.api) uses the key \"\(key)\", but no table named \(table) was found: \(consequence)"
                    : "\(reference.api) uses the key \"\(key)\", which the \(table) table does not define: \(consequence)"
                findings.append(Finding(
                    rule: CodeRules.unresolvedKey.id, severity: tables.isEmpty || isText ? .warning : CodeRules.unresolvedKey.severity,
                    message: message, location: reference.location, key: key, role: reference.role))
                if isText {
                    checkText(key, role: reference.role, location: reference.location, table: table, key: key, rules: stringRules, into: &findings)
                }
            case let .literal(text):
                // An empty text is set on purpose (`isEmpty ? "" : …`): nothing to localize or judge;
                // nor in one that only joins values (`"\(title), \(date)"`, `"\(percent)%"`).
                guard Self.namesText(SourceReference.Value.textOutsideInterpolations(text)) else { continue }
                if configuration.runs(CodeRules.unlocalizedString.id) {
                    findings.append(Finding(
                        rule: CodeRules.unlocalizedString.id, severity: CodeRules.unlocalizedString.severity,
                        message: "\(reference.api) is set to \(DisplayText.quoted(text)), which is not localized: users of every other language hear it as written",
                        location: reference.location, role: reference.role, value: text))
                }
                checkText(text, role: reference.role, location: reference.location, table: "<code>", key: reference.api,
                          rules: stringRules, into: &findings)
            }
        }

        for text in code.interfaceBuilderTexts {
            // A storyboard outside an .lproj folder is not localized at all.
            if !text.location.file.contains(".lproj/"), configuration.runs(CodeRules.unlocalizedString.id) {
                findings.append(Finding(
                    rule: CodeRules.unlocalizedString.id, severity: CodeRules.unlocalizedString.severity,
                    message: "the \(text.elementName) \(text.objectID) has the \(text.role.rawValue) \(DisplayText.quoted(text.text)) in a storyboard that is not localized (not in Base.lproj)",
                    location: text.location, key: text.key, role: text.role, value: text.text))
            }
            // The table the storyboard's `.strings` translations are (`App/Base.lproj/Main.storyboard`'s
            // is `App`'s `Main`): its findings and theirs are of one key.
            checkText(text.text, role: text.role, location: text.location, table: text.table, key: text.key,
                      bundle: LocalizationDiscovery.bundle(ofFileAt: text.location.file), rules: stringRules, into: &findings)
        }

        if configuration.runs(CodeRules.unusedKey.id) { findings += unusedKeys(project, roles: roles, sourceLanguages: sourceLanguages) }
        for diagnostic in code.diagnostics where configuration.runs(FileRules.parseError.id) {
            findings.append(Finding(
                rule: FileRules.parseError.id, severity: diagnostic.severity == .error ? .error : .warning,
                message: "\(diagnostic.message) (\(diagnostic.code))", location: diagnostic.location))
        }
        return findings
    }

    /// The label and hint rules on a text written in code or a storyboard, in the development
    /// language of its file's project.
    private func checkText(
        _ text: String, role: Role, location: SourceLocation, table: String, key: String, bundle: String = "", rules: StringRuleSet,
        into findings: inout [Finding]
    ) {
        guard !rules.isEmpty else { return }
        let language = developmentLanguage(ofFile: location.file)
        let profile = LanguageRegistry.profile(for: language)
        let string = LocalizedString(
            table: TableID(bundle: bundle, name: table), key: key, language: language, value: text, location: location,
            format: .interfaceBuilder)
        let context = StringContext(string: string, role: role, profile: profile, label: nil, isConfident: true)
        let start = findings.count
        Self.judge(context, with: rules, into: &findings)
        // A text written in code is a look-up's key too (`.help("Clear history")`): a new text
        // is a new key, to make in the tables, not a fix to make in place (`--fix` edits no code).
        if SourceSuppression.Kind(path: location.file) == .code {
            for index in start..<findings.count {
                findings[index].fix = nil
                findings[index].applicability = nil
            }
        }
    }

    /// Accessibility keys that no scanned code or storyboard uses. Storyboard keys are judged
    /// only when their storyboard was scanned, other keys only when code was.
    private func unusedKeys(
        _ project: LocalizationProject, roles: [TableID: [String: RoleAssignment]], sourceLanguages: [TableID: String]
    ) -> [Finding] {
        var used: [String: Set<String>] = [:]
        // The scanner records every key a reference looks up among the look-ups.
        for lookup in code.lookups { used[lookup.table, default: []].insert(lookup.key) }
        for text in code.interfaceBuilderTexts { used[text.table, default: []].insert(text.key) }
        var findings: [Finding] = []
        for table in project.sortedTables {
            guard let assignments = roles[table.id], let source = sourceLanguages[table.id] else { continue }
            for (key, assignment) in assignments.sorted(by: { $0.key < $1.key }) {
                guard !(used[table.id.name]?.contains(key) ?? false) else { continue }
                let isStoryboardKey = InterfaceBuilderEvidence.evidence(key: key) != nil
                let judged = isStoryboardKey ? code.interfaceBuilderTables.contains(table.id.name) : code.codeFileCount > 0
                guard judged, let entry = table.keys[key] else { continue }
                // The source's value, else the first language's: the same one on every run.
                guard let value = entry.values[source]?.first ?? entry.languages.first.flatMap({ entry.values[$0]?.first }) else { continue }
                findings.append(Finding(
                    rule: CodeRules.unusedKey.id, severity: CodeRules.unusedKey.severity,
                    message: "the accessibility \(assignment.role == .accessibility ? "string" : assignment.role.noun) \"\(key)\" is not used by any scanned code or storyboard",
                    location: value.location, language: value.language, table: table.id, key: key, role: assignment.role, value: value.value))
            }
        }
        return findings
    }

    /// Whether a key or text has something to say beyond format specifiers, spaces and
    /// punctuation.
    static func namesText(_ text: String) -> Bool {
        let analyzed = AnalyzedText(text)
        return !analyzed.realWords.isEmpty
    }

    /// Whether a key is written as the text it stands for — words separated by spaces, without
    /// the marks of an identifier (`_`, a `.` between letters: `player.close`, `PLAY_HINT`) — so
    /// that showing it shows readable text ("Run code").
    static func readsAsText(_ key: String) -> Bool {
        guard key.contains(" "), !key.contains("_") else { return false }
        var previous: Character = " "
        var sawDot = false
        for character in key {
            if sawDot, character.isLetter { return false }
            sawDot = character == "." && previous.isLetter
            previous = character
        }
        return true
    }
}
