/// What `--select` and `--ignore` (and the configuration's `select` and `ignore`) name: a rule's
/// id, or the start of ids up to a hyphen, as Ruff takes a prefix of its codes: `hint-` (or
/// `hint`) is every hint rule, `label-trailing-period` that rule alone. On the command line, one
/// value may list several, separated by commas: `--select hint-,label-trailing-period`.
public enum RuleSelector {
    /// The rule ids `selector` names, in registry order; nil when it names none (a mistyped id).
    public static func rules(_ selector: String, among ids: [String] = RuleRegistry.ids) -> [String]? {
        if ids.contains(selector) { return [selector] }
        guard !selector.isEmpty else { return nil }
        let prefix = selector.hasSuffix("-") ? selector : selector + "-"
        let matching = ids.filter { $0.hasPrefix(prefix) }
        return matching.isEmpty ? nil : matching
    }

    /// The selectors of command-line values: each value split at its commas, blanks around them
    /// and empty items left out (`hint-, label-trailing-period,`).
    public static func selectors(in values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The name to suggest for a selector that names no rule: the nearest id or family prefix.
    public static func suggestion(for selector: String, among ids: [String] = RuleRegistry.ids) -> String? {
        nearestName(to: selector, among: ids + families(of: ids))
    }

    /// The families of ids (`hint-`, `label-`): the part before the first hyphen, shared by two
    /// ids or more.
    static func families(of ids: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for id in ids {
            guard let hyphen = id.firstIndex(of: "-") else { continue }
            counts[String(id[...hyphen]), default: 0] += 1
        }
        return counts.filter { $0.value >= 2 }.keys.sorted()
    }
}

extension Substring {
    /// The text without the spaces and tabs around it.
    fileprivate func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
