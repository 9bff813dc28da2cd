import StringsParser
import Testing
@testable import HintGrammar

@Suite("Roles")
struct RoleResolverTests {
    /// A one-table project with the given keys, each with an English value and optional comment.
    static func table(_ name: String = "Localizable", _ keys: [(key: String, comment: String?)]) -> LocalizationTable {
        let id = TableID(bundle: "App", name: name)
        let strings = keys.map {
            LocalizedString(
                table: id, key: $0.key, language: "en", value: "Text", location: SourceLocation(file: "App/en.lproj/\(name).strings", line: 1, column: 1),
                comment: $0.comment, format: .strings)
        }
        let file = LocalizationFile(
            path: "App/en.lproj/\(name).strings", format: .strings, table: id, language: "en", encoding: .utf8, strings: strings, diagnostics: [])
        return LocalizationProject(files: [file]).tables[id]!
    }

    static func role(of key: String, comment: String? = nil, table name: String = "Localizable", resolver: RoleResolver = RoleResolver()) -> RoleAssignment? {
        resolver.assignments(for: table(name, [(key, comment)]))[key]
    }

    @Test("key names: accessibility markers and role words", arguments: [
        ("a11y_play_hint", Role.hint), ("Accessibility.Dismiss.Hint", .hint), ("player.accessibilityLabel", .label),
        ("accessibility.tabs.timeline.unread-posts.label-%lld", .label), ("mac.copy.accessibility_label", .label),
        ("VoiceOverHint", .hint), ("ax_play_title", .label), ("a11y.room_avatar", .accessibility),
        ("voiceover.suggestion.type.bookmark", .accessibility), ("kiosk.clock.accessibility.current_time", .accessibility),
        ("accessibilityValue", .value), ("a11y.volume.value", .value),
    ])
    func keyNames(key: String, expected: Role) throws {
        let assignment = try #require(Self.role(of: key))
        #expect(assignment.role == expected)
        #expect(assignment.isConfident)
        #expect(assignment.evidence.first?.source == .keyName)
    }

    @Test("a key ending in 'hint' without a marker is a hint, but weakly (placeholders are named that way too)", arguments: [
        "SHARE_HINT", "play.hint", "screen_report_content_hint", "bookmarks.button.hint",
    ])
    func weakHints(key: String) throws {
        let assignment = try #require(Self.role(of: key))
        #expect(assignment.role == .hint)
        #expect(!assignment.isConfident)
    }

    @Test("keys that say nothing about accessibility", arguments: [
        "settings.accessibility", "search.hint.duckduckgo", "play.label", "scene_hint_footer", "title", "max_value", "relax",
    ])
    func noRole(key: String) {
        #expect(Self.role(of: key) == nil)
    }

    @Test("Interface Builder keys name the property", arguments: [
        ("a1B-2c-D3e.accessibilityLabel", Role.label), ("a1B-2c-D3e.accessibilityHint", .hint),
        ("a1B-2c-D3e.accessibilityValue", .value), ("Xy9-Ab-Cd1.ibExternalAccessibilityDescription", .label),
    ])
    func interfaceBuilder(key: String, expected: Role) throws {
        let assignment = try #require(Self.role(of: key))
        #expect(assignment.role == expected)
        #expect(assignment.evidence.first?.source == .interfaceBuilder)
        #expect(Self.role(of: "a1B-2c-D3e.normalTitle") == nil)
    }

    @Test("tables named Accessibility or VoiceOver make every key an accessibility string")
    func accessibilityTable() throws {
        #expect(try #require(Self.role(of: "play", table: "Accessibility")).role == .accessibility)
        #expect(try #require(Self.role(of: "play.hint", table: "VoiceOver")).role == .hint)
        #expect(try #require(Self.role(of: "play.label", table: "Accessibility")).evidence.first?.source == .tableName)
    }

    @Test("comments that call the string an accessibility label or hint, or mention VoiceOver", arguments: [
        ("Accessibility label on remove button", Role?.some(.label)), ("Privacy Icon accessibility hint", .hint),
        ("VoiceOver hint for the play button", .hint), ("Read by VoiceOver when the cell is focused", .accessibility),
        ("Accessibility title for a Hide Password button", .label),
        ("Settings screen accessibility section title", nil), ("Title of the play button", nil),
    ])
    func comments(comment: String, expected: Role?) {
        #expect(Self.role(of: "key", comment: comment)?.role == expected)
    }

    @Test("the strongest evidence decides: configuration, then code, then Interface Builder, key name, table, comment")
    func precedence() throws {
        let overridden = RoleResolver(overrides: [RoleOverride(pattern: "*.hint", role: .label)])
        #expect(try #require(Self.role(of: "a11y.play.hint", resolver: overridden)).role == .label)
        let referenced = RoleResolver(references: [
            KeyReference(table: "Localizable", key: "PLAY_SONG", evidence: RoleEvidence(source: .code, role: .hint, detail: "Player.swift:42:9")),
        ])
        let fromCode = try #require(Self.role(of: "PLAY_SONG", comment: "Accessibility label", resolver: referenced))
        #expect(fromCode.role == .hint)
        #expect(fromCode.evidence.map(\.description) == ["code: Player.swift:42:9", "comment: Accessibility label"])
        // Strong evidence beats weak: a comment saying "label" beats a bare "_HINT" suffix.
        let mixed = try #require(Self.role(of: "PLAY_HINT", comment: "Accessibility label of play"))
        #expect(mixed.role == .label)
        #expect(mixed.isConfident)
    }

    @Test("role overrides match key globs, optionally scoped to a table")
    func overrides() {
        #expect(RoleOverride(pattern: "*.a11yHint", role: .hint).matches(key: "play.a11yHint", table: "Localizable"))
        #expect(RoleOverride(pattern: "Player/*", role: .label).matches(key: "anything", table: "Player"))
        #expect(!RoleOverride(pattern: "Player/*", role: .label).matches(key: "anything", table: "Settings"))
        #expect(Glob.matches("a?c*", "abcdef"))
        #expect(!Glob.matches("a?c", "abcd"))
    }

    @Test("key words split on punctuation and camelCase, acronyms kept whole")
    func words() {
        #expect(KeyNameEvidence.words(of: "player.accessibilityLabel") == ["player", "accessibility", "label"])
        #expect(KeyNameEvidence.words(of: "URLLabel") == ["url", "label"])
        #expect(KeyNameEvidence.words(of: "VoiceOver_Hint-2") == ["voiceover", "hint", "2"])
        #expect(KeyNameEvidence.words(of: "Lecture à la demande") == ["lecture", "à", "la", "demande"])
    }
}
