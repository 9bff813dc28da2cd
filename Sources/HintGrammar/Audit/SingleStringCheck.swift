import StringsParser

extension Auditor {
    /// Judges one string given directly, as `l10n-ax check` does: the label, hint or
    /// accessibility rules of its role, in its language.
    /// - Parameter label: for a hint, its element's label (for `hint-repeats-label`).
    public func check(_ text: String, language: String, role: Role, label: String? = nil) -> [Finding] {
        let table = TableID(bundle: "", name: "check")
        let string = LocalizedString(
            table: table, key: role.rawValue, language: LanguageTag.normalize(language), value: text,
            location: SourceLocation(file: "<text>", position: .unknown), format: .strings)
        let context = StringContext(
            string: string, role: role, profile: LanguageRegistry.profile(for: string.language), label: label, isConfident: true)
        var findings: [Finding] = []
        let rules = StringRuleSet(RuleRegistry.stringRules.filter { configuration.runs(type(of: $0).description.id) })
        Self.judge(context, with: rules, into: &findings)
        return findings.map { finding in
            guard let severity = configuration.severities[finding.rule] else { return finding }
            var changed = finding
            changed.severity = severity
            return changed
        }
    }
}
