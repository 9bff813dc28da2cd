import Foundation
import StringsParser

/// The project's settings, from `.l10n-ax.json`:
///
/// ```json
/// {
///   "sourceLanguage": "en",
///   "languages": ["de", "fr", "ja"],
///   "include": ["App/**"],
///   "exclude": ["**/Tests/**"],
///   "select": ["hint-", "label-control-type"],
///   "ignore": ["label-length"],
///   "severity": {"hint-gesture": "error", "untranslated": "info"},
///   "roles": {"*_A11Y_HINT": "hint", "Accessibility/*": "label"},
///   "wrappers": ["L10n.tr", "localized"],
///   "allowUntranslated": ["OK", "Wi-Fi"],
///   "failOn": "warning",
///   "scope": "all",
///   "minSeverity": "info"
/// }
/// ```
///
/// Every setting is optional. `select` and `ignore` take rule ids and prefixes of ids (`hint-`:
/// every hint rule; see ``RuleSelector``). An unknown setting, rule, severity or role is an error
/// that names it, at its line and column.
public struct ConfigurationFile: Sendable {
    public static let fileName = ".l10n-ax.json"

    /// The settings every key of the file may have.
    public static let keys = [
        "sourceLanguage", "languages", "include", "exclude", "select", "ignore", "severity", "roles", "wrappers",
        "allowUntranslated", "failOn", "scope", "minSeverity",
    ]

    public var path: String?
    /// The absolute path of the folder the file is in: `include` and `exclude` are relative to it.
    public var directory: String?
    public var audit = AuditConfiguration()
    /// Path globs: only matching files are read (all when empty).
    public var include: [String] = []
    /// Path globs: matching files are not read.
    public var exclude: [String] = []
    /// Functions that look up localized strings, besides Apple's (`L10n.tr`, `localized`).
    public var wrappers: [String] = []
    /// The default of `--fail-on`.
    public var failOn: FailureThreshold?
    /// The default of `--min-severity`: the least severe findings reports show.
    public var minSeverity: Severity?

    public init() {}

    /// The file named `.l10n-ax.json` in `directory` (an absolute path) or the closest folder above it.
    public static func find(from directory: String) -> String? {
        var current = StandardPath.of(directory, in: "/")
        while true {
            let candidate = StandardPath.appending(fileName, to: current)
            if StandardPath.isDirectory(candidate) != nil { return candidate }
            let parent = StandardPath.parent(of: current)
            if parent == current { return nil }
            current = parent
        }
    }

    /// Reads a configuration file's bytes; the diagnostics are empty when it is valid.
    public static func parse(_ bytes: [UInt8], path: String) -> (configuration: ConfigurationFile, diagnostics: [Diagnostic]) {
        var configuration = ConfigurationFile()
        configuration.path = path
        let text = TextDecoder.decode(bytes)
        let lines = text.makeLineTable()
        let json = JSONReader.read(text)
        var diagnostics = text.diagnostics(file: path, lines: lines) + json.diagnostics(file: path, lines: lines)
        guard let root = json.root, json.error == nil else { return (configuration, diagnostics) }
        func report(_ problem: ConfigurationProblem, at offset: Int) {
            diagnostics.append(Diagnostic(problem, at: lines.location(ofOffset: offset, in: path)))
        }
        guard let members = root.objectMembers else {
            report(.wrongType(key: "the configuration", expected: "a JSON object"), at: root.offset)
            return (configuration, diagnostics)
        }
        let rules = RuleRegistry.ids
        func strings(_ member: JSONMember) -> [String]? {
            guard let elements = member.value.arrayElements, elements.allSatisfy({ $0.stringValue != nil }) else {
                report(.wrongType(key: member.key, expected: "a list of strings"), at: member.value.offset)
                return nil
            }
            return elements.compactMap(\.stringValue)
        }
        func ruleIDs(_ member: JSONMember) -> Set<String>? {
            guard let elements = member.value.arrayElements else {
                report(.wrongType(key: member.key, expected: "a list of rule ids"), at: member.value.offset)
                return nil
            }
            var result: Set<String> = []
            for element in elements {
                guard let id = element.stringValue else {
                    report(.wrongType(key: member.key, expected: "a list of rule ids"), at: element.offset)
                    continue
                }
                if let named = RuleSelector.rules(id, among: rules) {
                    result.formUnion(named)
                } else {
                    report(.unknownRule(id, suggestion: RuleSelector.suggestion(for: id, among: rules)), at: element.offset)
                }
            }
            return result
        }
        for member in members {
            switch member.key {
            case "sourceLanguage":
                if let value = member.value.stringValue { configuration.audit.sourceLanguage = LanguageTag.normalize(value) } else {
                    report(.wrongType(key: member.key, expected: "a language tag such as \"en\""), at: member.value.offset)
                }
            case "languages":
                if let values = strings(member) { configuration.audit.languages = Set(values.map(LanguageTag.normalize)) }
            case "include":
                if let values = strings(member) { configuration.include = values }
            case "exclude":
                if let values = strings(member) { configuration.exclude = values }
            case "wrappers":
                if let values = strings(member) { configuration.wrappers = values }
            case "allowUntranslated":
                if let values = strings(member) { configuration.audit.untranslatedAllowlist = Set(values) }
            case "select":
                if let ids = ruleIDs(member) { configuration.audit.selectedRules = ids }
            case "ignore":
                if let ids = ruleIDs(member) { configuration.audit.ignoredRules = ids }
            case "severity":
                guard let entries = member.value.objectMembers else {
                    report(.wrongType(key: member.key, expected: "an object of rule id to severity"), at: member.value.offset)
                    continue
                }
                for entry in entries {
                    guard rules.contains(entry.key) else {
                        report(.unknownRule(entry.key, suggestion: nearestName(to: entry.key, among: rules)), at: entry.keyOffset)
                        continue
                    }
                    guard let name = entry.value.stringValue, let severity = Severity(rawValue: name) else {
                        report(.unknownSeverity(entry.value.stringValue ?? "\(entry.value.kind)"), at: entry.value.offset)
                        continue
                    }
                    configuration.audit.severities[entry.key] = severity
                }
            case "roles":
                guard let entries = member.value.objectMembers else {
                    report(.wrongType(key: member.key, expected: "an object of key pattern to role"), at: member.value.offset)
                    continue
                }
                for entry in entries {
                    guard let role = entry.value.stringValue.flatMap(Role.init(rawValue:)) else {
                        report(.unknownRole(entry.value.stringValue ?? "\(entry.value.kind)"), at: entry.value.offset)
                        continue
                    }
                    configuration.audit.roleOverrides.append(RoleOverride(pattern: entry.key, role: role))
                }
            case "failOn":
                guard let threshold = member.value.stringValue.flatMap(FailureThreshold.init(name:)) else {
                    report(.unknownFailOn(member.value.stringValue ?? "\(member.value.kind)"), at: member.value.offset)
                    continue
                }
                configuration.failOn = threshold
            case "scope":
                guard let scope = member.value.stringValue.flatMap(AuditScope.init(rawValue:)) else {
                    report(
                        .unknownChoice(key: member.key, value: member.value.stringValue ?? "\(member.value.kind)", allowed: AuditScope.names),
                        at: member.value.offset)
                    continue
                }
                configuration.audit.scope = scope
            case "minSeverity":
                guard let severity = member.value.stringValue.flatMap(Severity.init(rawValue:)) else {
                    report(.unknownSeverity(member.value.stringValue ?? "\(member.value.kind)"), at: member.value.offset)
                    continue
                }
                configuration.minSeverity = severity
            default:
                report(.unknownKey(member.key, suggestion: nearestName(to: member.key, among: keys)), at: member.keyOffset)
            }
        }
        return (configuration, diagnostics)
    }

    /// Whether a path relative to the configuration's folder passes `include` and `exclude`.
    public func accepts(_ path: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { PathGlob.matches($0, path) }) { return false }
        return !exclude.contains { PathGlob.matches($0, path) }
    }

    /// Whether a file passes `include` and `exclude`, matched against its path relative to the
    /// configuration's folder wherever the tool runs. `path` is relative to `currentDirectory`
    /// (as discovery shows it) or absolute.
    public func accepts(_ path: String, currentDirectory: String) -> Bool {
        guard !include.isEmpty || !exclude.isEmpty else { return true }
        guard let directory else { return accepts(path) }
        var path = LocalizationDiscovery.absolutePath(path, in: currentDirectory)
        if path.contains("/./") || path.contains("/../") { path = StandardPath.of(path, in: "/") }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return accepts(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
}
