import StringsParser

/// Findings recorded once, to report only new ones later: each is identified by its rule, table,
/// key, language and variant (or its file, for a finding about a whole file), never by its line,
/// so that edits elsewhere in a file do not break the baseline.
public struct Baseline: Sendable {
    /// How many findings of each identity are recorded.
    public private(set) var counts: [String: Int]

    public init(findings: [Finding]) {
        counts = [:]
        for finding in findings { counts[Self.identity(of: finding), default: 0] += 1 }
    }

    /// `rule|bundle/table|key|language|variant`, or `rule|file` for findings without a key.
    public static func identity(of finding: Finding) -> String {
        guard let key = finding.key else { return "\(finding.rule)|\(finding.location.file)" }
        return identity(of: finding, key: key, table: finding.table.map { "\($0.bundle)/\($0.name)" } ?? "")
    }

    private static func identity(of finding: Finding, key: String, table: String) -> String {
        [finding.rule, table, key, finding.language ?? "", finding.variant ?? ""].joined(separator: "|")
    }

    /// The identity a storyboard text's finding had in baselines written before its table had
    /// its bundle (the folder holding its `Base.lproj`): `rule|/Main|key|…`. Nil for others.
    static func identityWithoutBundle(of finding: Finding) -> String? {
        guard let table = finding.table, !table.bundle.isEmpty, let key = finding.key,
            finding.location.file.hasSuffix(".storyboard") || finding.location.file.hasSuffix(".xib")
        else { return nil }
        return identity(of: finding, key: key, table: "/\(table.name)")
    }

    /// The findings not in the baseline (as many of each identity as exceed its recorded count).
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        var remaining = counts
        return findings.filter { finding in
            for identity in [Self.identity(of: finding), Self.identityWithoutBundle(of: finding)].compactMap({ $0 }) {
                guard let count = remaining[identity], count > 0 else { continue }
                remaining[identity] = count - 1
                return false
            }
            return true
        }
    }

    /// The baseline file: `{"tool": "l10n-ax", "version": 1, "findings": [{"id": …, "count": …}]}`.
    public func encoded() -> String {
        let entries = counts.sorted { $0.key < $1.key }.map { JSONOutput.object([("id", .string($0.key)), ("count", .int($0.value))]) }
        return JSONWriter.write(.object([("tool", "l10n-ax"), ("version", .int(1)), ("findings", .array(entries))]))
    }

    /// Reads a baseline file, or says what is wrong with it.
    public static func decode(_ bytes: [UInt8], file: String) -> Result<Baseline, Diagnostic> {
        let text = TextDecoder.decode(bytes)
        let lines = text.makeLineTable()
        let json = JSONReader.read(text)
        if let diagnostic = json.diagnostics(file: file, lines: lines).first(where: { $0.severity == .error }) { return .failure(diagnostic) }
        guard let entries = json.root?["findings"]?.arrayElements else {
            return .failure(Diagnostic(
                severity: .error, code: "not-a-baseline", message: "this is not an l10n-ax baseline (no \"findings\" list)",
                location: lines.location(ofOffset: json.root?.offset ?? 0, in: file)))
        }
        var baseline = Baseline(findings: [])
        for entry in entries {
            guard let id = entry["id"]?.stringValue, let count = entry["count"]?.intValue else {
                return .failure(Diagnostic(
                    severity: .error, code: "not-a-baseline", message: "a baseline entry needs an \"id\" and a \"count\"",
                    location: lines.location(ofOffset: entry.offset, in: file)))
            }
            baseline.counts[id, default: 0] += count
        }
        return .success(baseline)
    }
}
