import StringsParser
import Testing
@testable import HintGrammar

@Suite("Roles: evidence from code, names, comments and message documentation")
struct EvidenceTests {
    static func role(_ key: String, comment: String? = nil, table: String = "Localizable", resolver: RoleResolver = RoleResolver()) -> RoleAssignment? {
        RoleResolverTests.role(of: key, comment: comment, table: table, resolver: resolver)
    }

    @Test("markers in any case and the common spellings; a11y as the last word; input labels", arguments: [
        ("A11Y_PLAY_HINT", Role?.some(.hint)), ("PLAY_BUTTON_A11Y", .accessibility), ("play_hint_a11y", .hint),
        ("accessiblity.play.label", .label), ("accesibility_close_hint", .hint), ("player.accessabilityLabel", .label),
        ("A11yPlayLabel2", .accessibility), ("accessibility.tabs.options.inputLabel1", .inputLabel),
        ("settings.accessibility", nil), ("settings.voiceover", nil),
    ])
    func keyMarkers(key: String, expected: Role?) {
        #expect(Self.role(key)?.role == expected)
    }

    @Test("Interface Builder object IDs are not words", arguments: ["Qax-7b-Zk2.headerTitle", "Zk2-ax-Q7b.title", "3Ax-P3-QQu.title"])
    func objectIDs(key: String) {
        #expect(Self.role(key) == nil)
    }

    @Test("what an object ID is: three groups of 3, 2 and 3 ASCII letters or digits, or a number", arguments: [
        ("a1B-2c-D3e", true), ("123", true), ("Qax-7b-Zk2", true), ("", false), ("a1B-2c-D3", false), ("a1B-2c-D3e-x", false),
        ("a1B_2c-D3e", false), ("\u{E9}1B-2c-D3e", false), ("a1B--D3e", false), ("12a", false), ("a1B-2c-D3\u{301}", false),
    ])
    func objectID(text: String, expected: Bool) {
        #expect(InterfaceBuilderEvidence.isObjectID(Substring(text)) == expected)
        // A key that starts with one reads as the rest; others whole.
        #expect(InterfaceBuilderEvidence.droppingObjectID(text + ".title") == (expected ? "title" : Substring(text + ".title")))
    }

    @Test("comments: any case, misspelt, spaced, and the role before the marker", arguments: [
        ("Label for accessibility", Role?.some(.label)), ("Hint read by Voice Over", .hint), ("voice over hint", .hint),
        ("ACCESSIBILITY LABEL of the play button", .label), ("Accessiblity hint of the queue", .hint),
        ("Value for the accessibility of the slider", .value), ("Spoken by VoiceOver", .accessibility),
        ("Title of the accessibility settings", nil), ("accessibility is on", nil),
    ])
    func comments(comment: String, expected: Role?) {
        #expect(Self.role("key", comment: comment)?.role == expected)
    }

    @Test("a generic role from a stronger source is refined by a specific one from a weaker: the comment's hint in an Accessibility table")
    func refinement() throws {
        let assignment = try #require(Self.role("episode_cell", comment: "Accessibility hint for the episode cell", table: "Accessibility"))
        #expect(assignment.role == .hint)
        #expect(assignment.decidingEvidence.map(\.source) == [.tableName, .comment])
        // The configuration's "accessibility" stays as said.
        let configured = RoleResolver(overrides: [RoleOverride(pattern: "*", role: .accessibility)])
        #expect(Self.role("x", comment: "VoiceOver hint", resolver: configured)?.role == .accessibility)
    }

    @Test("code setting a key as a label here and as a hint there leaves it to its shape")
    func conflict() throws {
        let resolver = RoleResolver(references: [
            KeyReference(table: "Localizable", key: "copy", evidence: RoleEvidence(source: .code, role: .hint, detail: "A.swift:3 .accessibilityHint(_:)")),
            KeyReference(table: "Localizable", key: "copy", evidence: RoleEvidence(source: .code, role: .label, detail: "B.swift:9 .accessibilityLabel(_:)")),
        ])
        let assignment = try #require(Self.role("copy", resolver: resolver))
        #expect(assignment.role == .accessibility)
        #expect(assignment.decidingEvidence.map(\.role) == [.hint, .label])
    }

    @Test("a key code uses, never as an accessibility property, gets no role from a name that only weakly says hint")
    func usedElsewhere() {
        let used = RoleResolver(usedOnlyElsewhere: [TableKey(table: "Localizable", key: "search_hint")])
        #expect(Self.role("search_hint", resolver: used) == nil)
        #expect(Self.role("search_hint")?.role == .hint)
        // Strong evidence stays: a marker, a comment.
        #expect(Self.role("search_hint", comment: "Accessibility hint of search", resolver: used)?.role == .hint)
        #expect(Self.role("a11y_search_hint", resolver: RoleResolver(usedOnlyElsewhere: [TableKey(table: "Localizable", key: "a11y_search_hint")]))?.role == .hint)
    }

    @Test("qqq.lproj documents every key, and is no language")
    func messageDocumentation() throws {
        let project = project([
            "App/en.lproj/Localizable.strings": "\"play\" = \"Play\";\n\"next\" = \"Next\";",
            "App/de.lproj/Localizable.strings": "\"play\" = \"Wiedergabe\";\n\"next\" = \"Weiter\";",
            "App/qqq.lproj/Localizable.strings": "\"play\" = \"VoiceOver label of the play button\";\n\"gone\" = \"Documents no key\";",
        ])
        #expect(project.languages == ["de", "en"])
        let table = try #require(project.tables.values.first)
        #expect(table.keys["play"]?.documentation == "VoiceOver label of the play button")
        #expect(table.keys["gone"] == nil)
        let result = Auditor().audit(project)
        #expect(result.roles[table.id]?["play"]?.role == .label)
        #expect(result.roles[table.id]?["next"] == nil)
        #expect(!result.findings.contains { $0.language == "qqq" || $0.rule == "extra-key" || $0.rule == "missing-translation" })
    }
}

@Suite("Roles: what the tables say, found once for the scan and the audit")
struct TableEvidenceTests {
    static let sample = project([
        "App/en.lproj/Localizable.strings": """
            /* Accessibility hint of the queue */
            "queue" = "Shows the queue.";
            "search_hint" = "Search";
            "play.a11y.label" = "Play";
            "Qax-7b-Zk2.title" = "Title";
            "done" = "Done";
            """,
        "App/en.lproj/Accessibility.strings": "\"skip\" = \"Skip\";",
        "App/Base.lproj/Main.storyboard": "",
    ])

    @Test("the keys the tables and the configuration say something about, by table name")
    func keys() {
        let overrides = [RoleOverride(pattern: "done", role: .label)]
        #expect(RoleResolver(overrides: overrides).tableEvidence(in: Self.sample).keysByTableName == [
            "Accessibility": ["skip"], "Localizable": ["done", "play.a11y.label", "queue", "search_hint"],
        ])
        #expect(RoleResolver().tableEvidence(in: Self.sample).keysByTableName["Localizable"] == ["play.a11y.label", "queue", "search_hint"])
    }

    @Test("roles from evidence found before are the roles found without it, with code's evidence too")
    func sameRoles() {
        let overrides = [RoleOverride(pattern: "done", role: .label)]
        var code = CodeIndex()
        code.lookups = [LookupReference(table: "Localizable", key: "search_hint", location: SourceLocation(file: "A.swift", position: .unknown))]
        code.references = [SourceReference(
            role: .label, value: .lookup(table: "Localizable", keys: ["queue"]), location: SourceLocation(file: "B.swift", position: .unknown),
            api: "accessibilityLabel =")]
        let configuration = AuditConfiguration(roleOverrides: overrides)
        let evidence = RoleResolver(overrides: overrides).tableEvidence(in: Self.sample)
        let found = Auditor(configuration: configuration, code: code).roles(in: Self.sample)
        #expect(Auditor(configuration: configuration, code: code, tableEvidence: evidence).roles(in: Self.sample) == found)
        let localizable = found.first { $0.key.name == "Localizable" }?.value ?? [:]
        let roles: [String: Role] = localizable.mapValues { $0.role }
        #expect(roles == ["done": .label, "play.a11y.label": .label, "queue": .label])
    }
}

@Suite("Generic accessibility strings: judged by their shape")
struct GenericShapeTests {
    static func findings(_ text: String) -> [String] {
        let result = Auditor().audit(project(["App/en.lproj/Accessibility.strings": "\"string\" = \"\(text)\";"]))
        return result.findings.map(\.rule).sorted()
    }

    @Test("a few words without a full stop are a label; a sentence is a hint; longer text may be either", arguments: [
        ("More", ["label-vague"]), ("Play button", ["label-control-type"]), ("sort by age", ["label-capitalization"]),
        ("Play the song.", ["hint-imperative"]), ("Button that plays the song.", ["hint-control-type"]),
        ("Double tap to play the song.", ["hint-gesture"]),
        // Unclear: only what is wrong in a label and a hint alike, reported once.
        ("Double tap to play the song", ["label-gesture"]), ("Shows the song in the player view", []),
        // What the shape is read from is not judged: no trailing-period, missing-period or length.
        ("Plays", []), ("Plays the song in the player view, then the next one", []),
    ])
    func shapes(text: String, expected: [String]) {
        #expect(Self.findings(text) == expected)
    }

    @Test("the rules say which of them judge generic strings")
    func declared() {
        let never = RuleRegistry.stringRules.map { type(of: $0).description }.filter { $0.genericStrings == .never }.map(\.id).sorted()
        #expect(never == ["hint-missing-period", "label-length", "label-trailing-period"])
        let any = RuleRegistry.stringRules.map { type(of: $0).description }.filter { $0.genericStrings == .anyShape }.map(\.id).sorted()
        #expect(any == ["label-capitalization", "label-control-type", "label-gesture", "label-identifier"])
        // `rules` and `explain` print the same.
        #expect(RuleRegistry.descriptions.filter { $0.genericStrings == .anyShape }.map(\.id).sorted() == any)
        #expect(RuleDocumentation.explanation(RuleRegistry.description(of: "label-trailing-period")!).contains("not judged"))
    }
}
