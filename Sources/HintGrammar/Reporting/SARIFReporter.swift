import Foundation
import StringsParser

/// `audit --format sarif`: a SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
///
/// One run whose `tool.driver` lists every rule of ``RuleRegistry/descriptions`` (then any rule a
/// finding names that has no description, with its id only, so that every `ruleIndex` points
/// into `rules`), and one result per finding:
///
/// - `level`: `error`, `warning`, or `note` for `info`;
/// - `locations[0].physicalLocation`: `artifactLocation.uri` is the finding's path as a relative
///   URI reference (percent-encoded, leading `./` dropped) with `uriBaseId` `%SRCROOT%`, or a
///   `file://` URI for an absolute path; `region` has `startLine` and `startColumn` when the
///   position is known (values read from a binary property list have none, and no region);
/// - the run's `columnKind` is `unicodeCodePoints`: l10n-ax counts columns in Unicode scalars
///   (`é`, `再` and `😀` are one column each), not in UTF-16 code units, SARIF's default;
/// - `partialFingerprints["l10nAxFinding/v1"]`: a 64-bit FNV-1a hash (16 hex digits) of the rule,
///   table (bundle and name), key, language and variant (for a finding without table and key: the
///   rule, file, key, language, variant and value, or the message when nothing else tells it
///   apart), so that an alert keeps its identity when lines move; a second finding with the same
///   identity gets its ordinal mixed in;
/// - with a source root (the audited folder), paths are made relative to it and the run's
///   `originalUriBaseIds` says where `%SRCROOT%` is, so that a report of `l10n-ax audit ../App`
///   has no `../` in its URIs;
/// - at most ``resultLimit`` results (GitHub code scanning's limit per run): past it the most
///   severe are kept, in report order, and the run's `invocations[0]` has a notification saying
///   how many were left out;
/// - `properties`: `language`, `table`, `key`, `role`, `variant`, `value`, `fix` and its
///   `applicability` (`safe` or `unsafe`), when known;
/// - `fixes`: a suggestion in a localization file, as an `artifactChange` whose replacement's
///   `deletedRegion` is the value's literal (inside its quotes or element) and whose
///   `insertedContent` is the new value as the file writes it (escaped), when the caller gives
///   where that is (``FixSite`` → ``ValueReplacement``, read from the file); its `properties`
///   say the `applicability`.
public enum SARIFReporter {
    /// A finding's value, by its file as shown and its offset: where a fix goes.
    public struct FixSite: Hashable, Sendable {
        public let file: String
        public let offset: Int

        public init(file: String, offset: Int) {
            self.file = file
            self.offset = offset
        }
    }

    /// The JSON schema of SARIF 2.1.0 (OASIS standard, errata 01).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The name of l10n-ax's entry in `partialFingerprints`.
    public static let fingerprintName = "l10nAxFinding/v1"
    /// The base that relative artifact URIs are resolved against.
    public static let sourceRootBaseID = "%SRCROOT%"

    /// The most results one run holds: GitHub code scanning rejects more.
    public static let resultLimit = 25_000

    /// The log as pretty-printed JSON text.
    /// - Parameters:
    ///   - sourceRoot: the absolute path of the audited folder, which relative URIs are relative
    ///     to; without it, they are the findings' paths as shown.
    ///   - currentDirectory: the folder the findings' paths are relative to.
    public static func render(
        _ result: AuditResult, sourceRoot: String? = nil, currentDirectory: String = "/", limit: Int = resultLimit,
        replacements: [FixSite: ValueReplacement] = [:]
    ) -> String {
        let output = TextOutput()
        write(result, sourceRoot: sourceRoot, currentDirectory: currentDirectory, limit: limit, replacements: replacements, to: output)
        return output.text
    }

    /// Writes the log to `output` result by result.
    /// - Parameter replacements: where each suggestion's value is written in its file, and how it
    ///   would be written (``LocalizationFileEditor/replacements(for:in:as:)``), by the finding's
    ///   file and offset: a finding with one gets a SARIF `fix`.
    public static func write(
        _ result: AuditResult, sourceRoot: String? = nil, currentDirectory: String = "/", limit: Int = resultLimit,
        replacements: [FixSite: ValueReplacement] = [:], to output: TextOutput
    ) {
        var descriptions = RuleRegistry.descriptions.map { Optional($0) }
        var ids = RuleRegistry.descriptions.map(\.id)
        var indexByID: [String: Int] = [:]
        for (index, id) in ids.enumerated() where indexByID[id] == nil { indexByID[id] = index }
        for finding in result.findings where indexByID[finding.rule] == nil {
            indexByID[finding.rule] = ids.count
            ids.append(finding.rule)
            descriptions.append(nil)
        }
        let rules = zip(ids, descriptions).map { id, description in
            description.map(rule) ?? .object([("id", .string(id))])
        }
        let root = sourceRoot.map { SourceRoot(path: $0, currentDirectory: currentDirectory) }
        let kept = mostSevere(result.findings, limit: limit)
        var json = JSONStream(to: output)
        json.beginObject()
        json.member("$schema", .string(schemaURI))
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.nextElement()
        json.beginObject()
        json.member("tool", .object([
            ("driver", .object([
                ("name", "l10n-ax"),
                ("version", .string(HintGrammar.version)),
                ("semanticVersion", .string(HintGrammar.version)),
                ("rules", .array(rules)),
            ])),
        ]))
        if let root {
            json.member("originalUriBaseIds", .object([(sourceRootBaseID, .object([("uri", .string(root.uri))]))]))
        }
        if kept.count < result.findings.count {
            let text = "\(result.findings.count - kept.count) of \(result.findings.count) results were left out: a run holds at most "
                + "\(limit), the most severe are kept. Fix those, or audit one folder at a time"
            json.member("invocations", .array([.object([
                ("executionSuccessful", true),
                ("toolExecutionNotifications", .array([.object([("level", "warning"), ("message", .object([("text", .string(text))]))])])),
            ])]))
        }
        json.member("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        // Each result's fingerprint (counting repeats in order) and file, then the results
        // written on every core.
        var occurrences: [String: Int] = [:]
        var artifactsByFile: [String: JSONOutput] = [:]
        var fingerprints: [String] = []
        var artifacts: [JSONOutput] = []
        fingerprints.reserveCapacity(kept.count)
        artifacts.reserveCapacity(kept.count)
        for finding in kept {
            let identity = fingerprintIdentity(of: finding)
            let ordinal = occurrences[identity, default: 0] + 1
            occurrences[identity] = ordinal
            fingerprints.append(hexHash(ordinal == 1 ? identity : identity + "\u{1F}\(ordinal)"))
            let file = finding.location.file
            let artifact = artifactsByFile[file] ?? artifactLocationObject(forPath: root?.relative(file) ?? file)
            artifactsByFile[file] = artifact
            artifacts.append(artifact)
        }
        let ruleIndices = indexByID
        json.elements(count: kept.count) { [fingerprints, artifacts] index in
            let finding = kept[index]
            let replacement = finding.fix == nil ? nil : replacements[FixSite(file: finding.location.file, offset: finding.location.offset)]
            return Self.result(
                finding, ruleIndex: ruleIndices[finding.rule] ?? -1, fingerprint: fingerprints[index], artifact: artifacts[index],
                replacement: replacement)
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        json.finish()
    }

    /// At most `limit` findings, the most severe, in their order.
    static func mostSevere(_ findings: [Finding], limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        let order = findings.indices.sorted { (findings[$1].severity, $0) < (findings[$0].severity, $1) }
        return order.prefix(limit).sorted().map { findings[$0] }
    }

    /// The audited folder, which relative URIs are relative to.
    struct SourceRoot {
        /// Absolute, without a trailing `/`.
        let path: String
        let currentDirectory: String

        init(path: String, currentDirectory: String) {
            self.path = StandardPath.of(path, in: currentDirectory)
            self.currentDirectory = currentDirectory
        }

        /// `file:///…/App/`.
        var uri: String { "file://" + percentEncoded(path == "/" ? "/" : path + "/") }

        /// A path as shown (relative to the current folder) made relative to the root; the path
        /// as shown when it is not inside the root.
        func relative(_ shown: String) -> String {
            let absolute = StandardPath.of(shown, in: currentDirectory)
            let prefix = path == "/" ? "/" : path + "/"
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : shown
        }
    }

    /// A rule as a SARIF `reportingDescriptor`.
    static func rule(_ description: RuleDescription) -> JSONOutput {
        // The schema wants unique tags; the scope `accessibility` is already one.
        let tags = ["accessibility", "localization"] + (["accessibility", "localization"].contains(description.scope.rawValue) ? [] : [description.scope.rawValue])
        let help = "\(description.name) (\(description.id))\n\n\(description.summary)\n\n\(description.rationale)\n\n"
            + "Guideline: \(description.guideline)\n\nExamples: l10n-ax explain \(description.id)"
        return .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.name))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("defaultConfiguration", .object([("level", .string(description.severity.compilerKind))])),
            ("help", .object([("text", .string(help))])),
            ("properties", .object([
                ("tags", .array(tags.map(JSONOutput.string))),
            ])),
        ])
    }

    /// A finding as a SARIF `result`; `artifact` is its file's `artifactLocation`.
    static func result(
        _ finding: Finding, ruleIndex: Int, fingerprint: String, artifact: JSONOutput, replacement: ValueReplacement? = nil
    ) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.compilerKind)),
            ("message", .object([("text", .string(finding.message))])),
        ]
        if !finding.location.file.isEmpty {
            var physical: [(key: String, value: JSONOutput)] = [("artifactLocation", artifact)]
            if finding.location.line > 0 {
                var region: [(key: String, value: JSONOutput)] = [("startLine", .int(finding.location.line))]
                if finding.location.column > 0 { region.append(("startColumn", .int(finding.location.column))) }
                physical.append(("region", .object(region)))
            }
            members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        }
        members.append(("partialFingerprints", .object([(fingerprintName, .string(fingerprint))])))
        if let replacement, let fix = finding.fix, replacement.start.isKnown {
            let applicability = finding.applicability ?? .safe
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("Write \(DisplayText.quoted(fix))" + (applicability == .unsafe ? " (unsafe: words are rewritten)" : "")))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifact),
                    ("replacements", .array([.object([
                        ("deletedRegion", .object([
                            ("startLine", .int(replacement.start.line)), ("startColumn", .int(replacement.start.column)),
                            ("endLine", .int(replacement.end.line)), ("endColumn", .int(replacement.end.column)),
                        ])),
                        ("insertedContent", .object([("text", .string(replacement.text))])),
                    ])])),
                ])])),
                ("properties", .object([("applicability", .string(applicability.rawValue))])),
            ])])))
        }
        var properties: [(key: String, value: JSONOutput)] = []
        func add(_ name: String, _ text: String?) { if let text { properties.append((name, .string(text))) } }
        add("language", finding.language)
        add("table", finding.table?.name)
        add("key", finding.key)
        add("role", finding.role?.rawValue)
        add("variant", finding.variant)
        add("value", finding.value)
        add("fix", finding.fix)
        add("applicability", finding.applicability?.rawValue)
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// The `artifactLocation` object of a path.
    static func artifactLocationObject(forPath path: String) -> JSONOutput {
        let artifact = artifactLocation(forPath: path)
        var members: [(key: String, value: JSONOutput)] = [("uri", .string(artifact.uri))]
        if let base = artifact.baseID { members.append(("uriBaseId", .string(base))) }
        return .object(members)
    }

    /// A path as a SARIF artifact location: a relative path becomes a percent-encoded relative
    /// URI reference against `%SRCROOT%` (`App/fr.lproj/Main Menu.strings` →
    /// `App/fr.lproj/Main%20Menu.strings`), an absolute path a `file://` URI with no base.
    public static func artifactLocation(forPath path: String) -> (uri: String, baseID: String?) {
        if path.hasPrefix("/") { return ("file://" + percentEncoded(path), nil) }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (percentEncoded(relative), sourceRootBaseID)
    }

    /// Every byte but RFC 3986's unreserved characters and `/` as `%XX`: non-ASCII letters, spaces,
    /// `%`, `#`, `?` and `:` (which would read as a scheme) cannot be misread.
    static func percentEncoded(_ path: some StringProtocol) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            let isUnreserved = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                || byte == UInt8(ascii: "/")
            if isUnreserved {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What identifies a finding across runs, independent of its line: the fields joined by U+001F.
    static func fingerprintIdentity(of finding: Finding) -> String {
        var parts = [finding.rule]
        if let table = finding.table, let key = finding.key {
            parts += [table.bundle, table.name, key, finding.language ?? "", finding.variant ?? ""]
        } else {
            parts += [finding.location.file, finding.key ?? "", finding.language ?? "", finding.variant ?? ""]
            parts.append(finding.value ?? (finding.key == nil ? finding.message : ""))
        }
        return parts.joined(separator: "\u{1F}")
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8, as 16 lowercase hex digits: the same on every
    /// platform and in every process (unlike `Hasher`, which is seeded per process).
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `Hint is a command` → `HintIsACommand`: SARIF's friendly rule name, one identifier.
    static func pascalCase(_ name: String) -> String {
        var result = ""
        var startsWord = true
        for character in name {
            if character.isLetter || character.isNumber {
                result += startsWord ? character.uppercased() : String(character)
                startsWord = false
            } else {
                startsWord = true
            }
        }
        return result
    }
}
