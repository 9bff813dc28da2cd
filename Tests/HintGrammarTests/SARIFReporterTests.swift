import Foundation
import StringsParser
import Testing
@testable import HintGrammar

@Suite("audit --format sarif")
struct SARIFReporterTests {
    /// A member of a JSON object value.
    private func member(_ name: String, of value: JSONOutput) -> JSONOutput? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == name }?.value
    }

    /// The log as written, read back into a value.
    private func document(_ result: AuditResult) throws -> JSONOutput {
        let read = JSONReader.read(Array(SARIFReporter.render(result).utf8))
        #expect(read.problems.isEmpty)
        return try #require(read.root.map(Self.value))
    }

    private static func value(_ node: JSONNode) -> JSONOutput {
        switch node.value {
        case let .object(members): .object(members.map { (key: $0.key, value: value($0.value)) })
        case let .array(elements): .array(elements.map(value))
        case let .string(text): .string(text)
        case let .number(text): Int(text).map(JSONOutput.int) ?? .double(Double(text)!)
        case let .bool(flag): .bool(flag)
        case .null: .null
        }
    }

    private func firstRun(of document: JSONOutput) -> JSONOutput? {
        guard case let .array(runs)? = member("runs", of: document) else { return nil }
        return runs.first
    }

    @Test("the results, exactly: level, message, relative or file URI, region, fingerprint, properties")
    func results() throws {
        let document = try document(NastyAuditResult.result)
        let results = try #require(firstRun(of: document).flatMap { member("results", of: $0) })
        let placeholder = try #require(RuleRegistry.ids.firstIndex(of: "placeholder-mismatch"))
        let imperative = try #require(RuleRegistry.ids.firstIndex(of: "hint-imperative"))
        let untranslated = try #require(RuleRegistry.ids.firstIndex(of: "untranslated"))
        #expect(JSONWriter.write(results) == """
            [
              {
                "ruleId": "placeholder-mismatch",
                "ruleIndex": \(placeholder),
                "level": "error",
                "message": {
                  "text": "the fr format specifiers (%d) do not match the source's (%@): 100% \\"broken\\"\\r\\nsecond line"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "App/fr.lproj/Main%2C%20Menu%3A%201.strings",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 3,
                        "startColumn": 7
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "l10nAxFinding/v1": "ff426690edc632a6"
                },
                "properties": {
                  "language": "fr",
                  "table": "Main, Menu: 1",
                  "key": "menu\\n\\"item\\"",
                  "role": "label",
                  "value": "%d 件, 50%"
                }
              },
              {
                "ruleId": "hint-imperative",
                "ruleIndex": \(imperative),
                "level": "warning",
                "message": {
                  "text": "hint is a command 「再生して」🎵"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "App/ja.lproj/Localizable.strings",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 12,
                        "startColumn": 9
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "l10nAxFinding/v1": "83c34d52014a8930"
                },
                "properties": {
                  "language": "ja",
                  "table": "Localizable",
                  "key": "a11y.play.hint",
                  "role": "hint",
                  "variant": "count.other",
                  "value": "再生して🎵",
                  "fix": "曲を再生します。",
                  "applicability": "unsafe"
                }
              },
              {
                "ruleId": "untranslated",
                "ruleIndex": \(untranslated),
                "level": "note",
                "message": {
                  "text": "one word, kept: \\"OK\\""
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "App/de.lproj/Binary.strings",
                        "uriBaseId": "%SRCROOT%"
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "l10nAxFinding/v1": "fb87e14af34b5630"
                },
                "properties": {
                  "language": "de",
                  "table": "Binary",
                  "key": "ok",
                  "value": "OK"
                }
              },
              {
                "ruleId": "x-custom",
                "ruleIndex": \(RuleRegistry.ids.count),
                "level": "warning",
                "message": {
                  "text": "50%, said the tool: done"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "file:///abs/path/Sources/View.swift"
                      },
                      "region": {
                        "startLine": 1,
                        "startColumn": 1
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "l10nAxFinding/v1": "a82ac7d7b5e1f53f"
                }
              }
            ]

            """)
    }

    @Test("the log and its run: schema, version, driver, column kind; every rule, then the undescribed one by id")
    func header() throws {
        let document = try document(NastyAuditResult.result)
        #expect(member("$schema", of: document) == .string(SARIFReporter.schemaURI))
        #expect(member("version", of: document) == "2.1.0")
        let run = try #require(firstRun(of: document))
        #expect(member("columnKind", of: run) == "unicodeCodePoints")
        let driver = try #require(member("tool", of: run).flatMap { member("driver", of: $0) })
        #expect(member("name", of: driver) == "l10n-ax")
        #expect(member("version", of: driver) == .string(HintGrammar.version))
        // The project has no public address yet: the optional informationUri is left out.
        #expect(member("informationUri", of: driver) == nil)
        guard case let .array(rules)? = member("rules", of: driver) else {
            Issue.record("no rules")
            return
        }
        #expect(rules.compactMap { member("id", of: $0) } == (RuleRegistry.ids + ["x-custom"]).map(JSONOutput.string))
        #expect(rules.last == .object([("id", "x-custom")]))
    }

    @Test("a rule: id, PascalCase name, summary, rationale, level, help with guideline, tags")
    func rule() {
        let description = RuleDescription(
            id: "hint-gesture", name: "Hint names a gesture", severity: .info, summary: "A hint says \"tap\".",
            rationale: "Users activate with VoiceOver's own gestures.", guideline: "Guide p.16", scope: .hint, languages: .all)
        #expect(JSONWriter.write(SARIFReporter.rule(description)) == """
            {
              "id": "hint-gesture",
              "name": "HintNamesAGesture",
              "shortDescription": {
                "text": "A hint says \\"tap\\"."
              },
              "fullDescription": {
                "text": "Users activate with VoiceOver's own gestures."
              },
              "defaultConfiguration": {
                "level": "note"
              },
              "help": {
                "text": "Hint names a gesture (hint-gesture)\\n\\nA hint says \\"tap\\".\\n\\nUsers activate with VoiceOver's own gestures.\\n\\nGuideline: Guide p.16\\n\\nExamples: l10n-ax explain hint-gesture"
              },
              "properties": {
                "tags": [
                  "accessibility",
                  "localization",
                  "hint"
                ]
              }
            }

            """)
    }

    @Test("tags are unique: a rule whose scope is accessibility is not tagged twice")
    func uniqueTags() {
        let description = RuleDescription(
            id: "empty-value", name: "Empty", severity: .error, summary: "s", rationale: "r", guideline: "g", scope: .accessibility,
            languages: .all)
        guard case let .object(members) = SARIFReporter.rule(description),
            case let .object(properties)? = members.first(where: { $0.key == "properties" })?.value
        else {
            Issue.record("no properties")
            return
        }
        #expect(properties.first { $0.key == "tags" }?.value == ["accessibility", "localization"])
    }

    @Test("the whole log, parsed back, matches the SARIF 2.1.0 schema's structure")
    func structure() throws {
        for result in [NastyAuditResult.result, AuditResult(
            findings: [], roles: [:], languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0, fileCount: 0, languages: []),
        ] {
            let text = SARIFReporter.render(result)
            let log = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let problems = SARIFStructure.problems(inLog: log)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test("the checker itself finds broken logs")
    func checkerFindsProblems() throws {
        let text = SARIFReporter.render(NastyAuditResult.result)
        var log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["ruleIndex"] = 0
        results[1]["level"] = "info"
        results[2]["fixes"] = [["description": ["text": "no changes"]]]
        results[3]["colour"] = "red"
        runs[0]["results"] = results
        log["runs"] = runs
        let problems = SARIFStructure.problems(inLog: log)
        #expect(problems.contains { $0.contains("ruleIndex") })
        #expect(problems.contains { $0.contains("level") })
        #expect(problems.contains { $0.contains("artifactChanges") })
        #expect(problems.contains { $0.contains("colour") })
    }

    @Test("fingerprints: the same when the line moves, different for another language or a second occurrence")
    func fingerprints() throws {
        var moved = NastyAuditResult.imperative
        moved.location = SourceLocation(file: moved.location.file, line: 40, column: 2)
        var otherLanguage = NastyAuditResult.imperative
        otherLanguage.language = "zh-Hans"
        let result = AuditResult(
            findings: [NastyAuditResult.imperative, otherLanguage, NastyAuditResult.unknownRule, NastyAuditResult.unknownRule],
            roles: [:], languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0, fileCount: 0, languages: [])
        let movedResult = AuditResult(
            findings: [moved], roles: [:], languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0, fileCount: 0, languages: [])
        func fingerprints(_ result: AuditResult) throws -> [String] {
            let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as? [String: Any])
            let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName] }
        }
        let all = try fingerprints(result)
        #expect(all.count == 4)
        #expect(Set(all).count == 4)
        #expect(try fingerprints(movedResult) == [all[0]])
        #expect(all[3] == "54c8659767cb8a56")
    }

    @Test("with a source root, URIs are relative to it, without ../, and originalUriBaseIds says where it is")
    func sourceRoot() throws {
        var elsewhere = NastyAuditResult.imperative
        elsewhere.location = SourceLocation(file: "../Other App/ja.lproj/L.strings", line: 1, column: 1)
        let result = AuditResult(
            findings: [elsewhere, NastyAuditResult.unknownRule], roles: [:], languagesWithoutTables: [:], stringCount: 0,
            accessibilityStringCount: 0, fileCount: 0, languages: [])
        let text = SARIFReporter.render(result, sourceRoot: "/Users/me/Other App/", currentDirectory: "/Users/me/Player")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["originalUriBaseIds"] as? [String: [String: String]] == ["%SRCROOT%": ["uri": "file:///Users/me/Other%20App/"]])
        let uris = try #require(run["results"] as? [[String: Any]]).map {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        // Outside the root, an absolute path stays a file URI.
        #expect(uris == [["uri": "ja.lproj/L.strings", "uriBaseId": "%SRCROOT%"], ["uri": "file:///abs/path/Sources/View.swift"]])
        #expect(SARIFStructure.problems(inLog: log).isEmpty)
    }

    @Test("past the limit of results, the most severe are kept in report order, and a notification says how many were left out")
    func limit() throws {
        let result = AuditResult(
            findings: [NastyAuditResult.binary, NastyAuditResult.imperative, NastyAuditResult.placeholder, NastyAuditResult.unknownRule],
            roles: [:], languagesWithoutTables: [:], stringCount: 0, accessibilityStringCount: 0, fileCount: 0, languages: [])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result, limit: 2).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(run["results"] as? [[String: Any]]).compactMap { $0["ruleId"] as? String }
        #expect(rules == ["hint-imperative", "placeholder-mismatch"])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "warning")
        #expect((notification["message"] as? [String: String])?["text"]?.hasPrefix("2 of 4 results were left out") == true)
        #expect(SARIFStructure.problems(inLog: log).isEmpty)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result).utf8)) as? [String: Any])
        #expect((all["runs"] as? [[String: Any]])?.first?["invocations"] == nil)
        #expect(SARIFReporter.resultLimit == 25_000)
    }

    @Test("FNV-1a 64 test vectors")
    func hash() {
        #expect(SARIFReporter.hexHash("") == "cbf29ce484222325")
        #expect(SARIFReporter.hexHash("a") == "af63dc4c8601ec8c")
        #expect(SARIFReporter.hexHash("foobar") == "85944171f73967e8")
    }

    @Test("artifact URIs", arguments: [
        ("App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.strings", "%SRCROOT%"),
        ("./App/Main Menu.strings", "App/Main%20Menu.strings", "%SRCROOT%"),
        ("././x.strings", "x.strings", "%SRCROOT%"),
        ("../Shared/ja.lproj/再生.strings", "../Shared/ja.lproj/%E5%86%8D%E7%94%9F.strings", "%SRCROOT%"),
        ("a:b/100%#?.strings", "a%3Ab/100%25%23%3F.strings", "%SRCROOT%"),
        ("/Users/me/App/en.lproj/L.strings", "file:///Users/me/App/en.lproj/L.strings", nil),
    ] as [(String, String, String?)])
    func uris(path: String, uri: String, base: String?) {
        let location = SARIFReporter.artifactLocation(forPath: path)
        #expect(location.uri == uri)
        #expect(location.baseID == base)
    }

    @Test("rule names are single PascalCase identifiers")
    func names() {
        #expect(SARIFReporter.pascalCase("Label ends with a period") == "LabelEndsWithAPeriod")
        #expect(SARIFReporter.pascalCase("Key only in a translation") == "KeyOnlyInATranslation")
        for description in RuleRegistry.descriptions {
            let name = SARIFReporter.pascalCase(description.name)
            #expect(!name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber } && name.first?.isUppercase == true)
        }
    }
}

/// The part of the SARIF 2.1.0 JSON schema that l10n-ax's logs use, checked on a parsed log:
/// required properties, types, enumerations, minimums, `additionalProperties: false` (the
/// property names each object may have, as the schema lists them), URI syntax, and that each
/// result's `ruleIndex` points at the rule of its `ruleId`.
enum SARIFStructure {
    private static let allowed: [String: Set<String>] = [
        "log": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": [
            "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
            "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
            "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
            "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
            "specialLocations", "properties",
        ],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": [
            "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName", "version",
            "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings",
            "notifications", "rules", "taxa", "locations", "language", "contents", "isComprehensive", "localizedDataSemanticVersion",
            "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata", "supportedTaxonomies",
            "properties",
        ],
        "reportingDescriptor": [
            "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription", "fullDescription",
            "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties",
        ],
        "reportingConfiguration": ["enabled", "level", "rank", "parameters", "properties"],
        "multiformatMessageString": ["text", "markdown", "properties"],
        "result": [
            "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
            "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
            "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris",
            "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
        ],
        "message": ["text", "markdown", "id", "arguments", "properties"],
        "location": ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
        "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": [
            "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength", "snippet",
            "message", "sourceLanguage", "properties",
        ],
        "fix": ["description", "artifactChanges", "properties"],
    ]
    private static let levels: Set<String> = ["none", "note", "warning", "error"]

    static func problems(inLog log: Any) -> [String] {
        var problems: [String] = []
        guard let log = object(log, "log", at: "$", &problems) else { return problems }
        require(["version", "runs"], in: log, at: "$", &problems)
        if log["version"] as? String != "2.1.0" { problems.append("$.version is not \"2.1.0\"") }
        if let schema = log["$schema"], !isURI(schema, absolute: true) { problems.append("$.$schema is not a URI") }
        guard let runs = log["runs"] as? [Any] else {
            problems.append("$.runs is not an array")
            return problems
        }
        for (index, run) in runs.enumerated() { check(run: run, at: "$.runs[\(index)]", &problems) }
        return problems
    }

    private static func check(run value: Any, at path: String, _ problems: inout [String]) {
        guard let run = object(value, "run", at: path, &problems) else { return }
        require(["tool"], in: run, at: path, &problems)
        if let kind = run["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
            problems.append("\(path).columnKind is not an allowed value")
        }
        var ruleIDs: [String] = []
        if let tool = object(run["tool"] as Any, "tool", at: path + ".tool", &problems) {
            require(["driver"], in: tool, at: path + ".tool", &problems)
            let driverPath = path + ".tool.driver"
            if let driver = object(tool["driver"] as Any, "toolComponent", at: driverPath, &problems) {
                require(["name"], in: driver, at: driverPath, &problems)
                string(driver["name"], at: driverPath + ".name", &problems)
                if let uri = driver["informationUri"], !isURI(uri, absolute: true) { problems.append("\(driverPath).informationUri is not a URI") }
                let rules = driver["rules"] as? [Any] ?? []
                for (index, rule) in rules.enumerated() {
                    let rulePath = "\(driverPath).rules[\(index)]"
                    guard let rule = object(rule, "reportingDescriptor", at: rulePath, &problems) else { continue }
                    require(["id"], in: rule, at: rulePath, &problems)
                    ruleIDs.append(rule["id"] as? String ?? "")
                    for name in ["shortDescription", "fullDescription", "help"] where rule[name] != nil {
                        multiformat(rule[name] as Any, at: "\(rulePath).\(name)", &problems)
                    }
                    if let configuration = rule["defaultConfiguration"],
                        let object = object(configuration, "reportingConfiguration", at: rulePath + ".defaultConfiguration", &problems),
                        let level = object["level"], !levels.contains(level as? String ?? "")
                    {
                        problems.append("\(rulePath).defaultConfiguration.level is not an allowed value")
                    }
                    if let properties = rule["properties"] as? [String: Any], let tags = properties["tags"] {
                        let list = tags as? [String]
                        if list == nil || Set(list ?? []).count != list?.count { problems.append("\(rulePath).properties.tags are not unique strings") }
                    }
                }
            }
        }
        guard let results = run["results"] else { return }
        guard let list = results as? [Any] else {
            problems.append("\(path).results is not an array")
            return
        }
        for (index, result) in list.enumerated() { check(result: result, at: "\(path).results[\(index)]", ruleIDs: ruleIDs, &problems) }
    }

    private static func check(result value: Any, at path: String, ruleIDs: [String], _ problems: inout [String]) {
        guard let result = object(value, "result", at: path, &problems) else { return }
        require(["message"], in: result, at: path, &problems)
        if let message = object(result["message"] as Any, "message", at: path + ".message", &problems) {
            if message["text"] == nil && message["id"] == nil { problems.append("\(path).message has neither text nor id") }
            string(message["text"], at: path + ".message.text", &problems)
        }
        if let level = result["level"], !levels.contains(level as? String ?? "") { problems.append("\(path).level is not an allowed value") }
        if let index = result["ruleIndex"] {
            guard let index = index as? Int, index >= -1 else {
                problems.append("\(path).ruleIndex is not an integer ≥ -1")
                return
            }
            if index >= 0, index >= ruleIDs.count || ruleIDs[index] != result["ruleId"] as? String {
                problems.append("\(path).ruleIndex \(index) does not point at the rule \(result["ruleId"] ?? "")")
            }
        }
        if let fingerprints = result["partialFingerprints"], !(fingerprints is [String: String]) {
            problems.append("\(path).partialFingerprints are not strings")
        }
        if let fixes = result["fixes"] as? [Any] {
            for (index, fix) in fixes.enumerated() {
                guard let fix = object(fix, "fix", at: "\(path).fixes[\(index)]", &problems) else { continue }
                require(["artifactChanges"], in: fix, at: "\(path).fixes[\(index)]", &problems)
            }
        }
        for (index, location) in (result["locations"] as? [Any] ?? []).enumerated() {
            let locationPath = "\(path).locations[\(index)]"
            guard let location = object(location, "location", at: locationPath, &problems),
                let physical = location["physicalLocation"].flatMap({ object($0, "physicalLocation", at: locationPath + ".physicalLocation", &problems) })
            else { continue }
            if physical["artifactLocation"] == nil && physical["address"] == nil {
                problems.append("\(locationPath).physicalLocation has neither artifactLocation nor address")
            }
            if let artifact = physical["artifactLocation"].flatMap({ object($0, "artifactLocation", at: locationPath + ".artifactLocation", &problems) }),
                let uri = artifact["uri"]
            {
                if !isURI(uri, absolute: false) { problems.append("\(locationPath) uri \(uri) is not a URI reference") }
                // A URI resolved against a base must be relative: a colon in its first segment reads as a scheme.
                if artifact["uriBaseId"] != nil, hasScheme(uri as? String ?? "") {
                    problems.append("\(locationPath) uri \(uri) has a scheme but a uriBaseId")
                }
            }
            if let region = physical["region"].flatMap({ object($0, "region", at: locationPath + ".region", &problems) }) {
                if region["startLine"] == nil && region["charOffset"] == nil && region["byteOffset"] == nil {
                    problems.append("\(locationPath).region has no start")
                }
                for name in ["startLine", "startColumn"] where region[name] != nil {
                    if (region[name] as? Int ?? 0) < 1 { problems.append("\(locationPath).region.\(name) is not an integer ≥ 1") }
                }
            }
        }
    }

    private static func object(_ value: Any, _ kind: String, at path: String, _ problems: inout [String]) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            problems.append("\(path) is not an object")
            return nil
        }
        if let allowed = allowed[kind] {
            for name in object.keys.sorted() where !allowed.contains(name) { problems.append("\(path) has the unknown property \(name)") }
        }
        return object
    }

    private static func require(_ names: [String], in object: [String: Any], at path: String, _ problems: inout [String]) {
        for name in names where object[name] == nil { problems.append("\(path) lacks \(name)") }
    }

    private static func string(_ value: Any?, at path: String, _ problems: inout [String]) {
        if let value, !(value is String) { problems.append("\(path) is not a string") }
    }

    private static func multiformat(_ value: Any, at path: String, _ problems: inout [String]) {
        guard let object = object(value, "multiformatMessageString", at: path, &problems) else { return }
        if !(object["text"] is String) { problems.append("\(path).text is missing or not a string") }
    }

    /// RFC 3986 syntax: ASCII only, no space or other character outside the URI set, `%` before
    /// two hex digits; an absolute URI starts with a scheme.
    private static func isURI(_ value: Any, absolute: Bool) -> Bool {
        guard let text = value as? String, !text.isEmpty else { return false }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            guard allowed.contains(byte) else { return false }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                    [bytes[index + 1], bytes[index + 2]].allSatisfy({ Set("0123456789ABCDEFabcdef".utf8).contains($0) })
                else { return false }
            }
        }
        if absolute {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
            return bytes[..<colon].allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        }
        return true
    }

    /// Whether a URI reference starts with a scheme (a colon before any `/`, `?` or `#`).
    private static func hasScheme(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { return true }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return false }
        }
        return false
    }
}
