import StringsParser
import Testing
@testable import HintGrammar

/// One suggestion per string, from all its findings together (``StringSuggestion``).
@Suite("One suggestion per string")
struct StringSuggestionTests {
    static func findings(_ text: String, _ language: String, _ role: Role, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    /// The suggestion of a string, checked to be the same on every finding that carries one.
    static func suggestion(_ text: String, _ language: String, _ role: Role) -> (text: String, applicability: FixApplicability)? {
        let found = findings(text, language, role).filter { $0.fix != nil }
        guard let first = found.first, let fix = first.fix, let applicability = first.applicability else { return nil }
        #expect(found.allSatisfy { $0.fix == fix && $0.applicability == applicability }, "\(found.map(\.fix))")
        return (fix, applicability)
    }

    @Test("the fixes of several rules make one text, the full stop last", arguments: [
        ("play the song", "en", Role.hint, "Plays the song.", FixApplicability.unsafe),
        ("gives the dog a treat", "en", .hint, "Gives the dog a treat.", .safe),
        (" play button.", "en", .label, "Play", .safe),
        ("Geben Sie den Code ein", "de", .hint, "Gibt den Code ein.", .unsafe),
        ("再生のボタン。", "ja", .label, "再生", .safe),
        ("曲を再生してください", "ja", .hint, "曲を再生します。", .unsafe),
    ])
    func combined(_ text: String, _ language: String, _ role: Role, _ expected: String, _ applicability: FixApplicability) throws {
        let suggestion = try #require(Self.suggestion(text, language, role))
        #expect(suggestion.text == expected)
        #expect(suggestion.applicability == applicability)
    }

    @Test("a string whose words must change, but not to anything certain, gets no suggestion", arguments: [
        ("Tap to play", "en", Role.hint),
        ("Please tap to play", "en", .hint),
        ("ダブルタップしてください", "ja", .hint),
        ("Faça duplo toque para abrir", "pt", .hint),
        ("Fare doppio clic per aprire", "it", .hint),
        ("Tierheim anrufen", "de", .hint),
        ("请播放歌曲", "zh-Hans", .hint),
    ])
    func blocked(_ text: String, _ language: String, _ role: Role) {
        let found = Self.findings(text, language, role)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.fix == nil && $0.applicability == nil }, "\(found.map(\.fix))")
    }

    @Test("questions, quoted text and format specifiers are never rewritten")
    func neverRewritten() {
        #expect(Self.suggestion("Keine E-Mail erhalten?", "de", .hint) == nil)
        #expect(StringSuggestion.keepsWhatIsNeverRewritten(from: "Play %@.", to: "Plays %@.", applicability: .unsafe))
        #expect(!StringSuggestion.keepsWhatIsNeverRewritten(from: "Play %@ %d.", to: "Plays %d %@.", applicability: .unsafe))
        #expect(!StringSuggestion.keepsWhatIsNeverRewritten(from: "Open “Play”.", to: "Opens “Plays”.", applicability: .unsafe))
        #expect(StringSuggestion.keepsWhatIsNeverRewritten(from: "Open “Play”.", to: "Opens “Play”.", applicability: .unsafe))
        #expect(!StringSuggestion.keepsWhatIsNeverRewritten(from: "Play it?", to: "Plays it?", applicability: .unsafe))
        #expect(StringSuggestion.keepsWhatIsNeverRewritten(from: "play it?", to: "Play it?", applicability: .safe))
        #expect(StringSuggestion.keepsWhatIsNeverRewritten(from: "Opens “Settings”", to: "Opens “Settings.”", applicability: .safe))
        #expect(!StringSuggestion.keepsWhatIsNeverRewritten(from: "Play %@.", to: "Play.", applicability: .safe))
        #expect(StringSuggestion.quotations(in: "「共有」を押す “a” «b") == ["共有", "a", "b"])
    }

    @Test("proposals that undo each other give no suggestion")
    func unsettled() {
        let rule = "label-trailing-period"
        func proposal(_ fix: String) -> Finding {
            Finding(rule: rule, severity: .warning, message: "m", location: SourceLocation(file: "f", position: .unknown), fix: fix)
        }
        // Each corrected text is judged again and proposes the other one.
        let settled = StringSuggestion.settled(text: "A", findings: [proposal("B")]) { text in [proposal(text == "B" ? "A" : "B")] }
        #expect(settled == nil)
        let converges = StringSuggestion.settled(text: "A.", findings: [proposal("A")]) { _ in [] }
        #expect(converges?.text == "A")
        #expect(converges?.applicability == .safe)
    }

    @Test("a fragment joined in code keeps the space beside its separator")
    func fragments() {
        #expect(Self.findings("%@, ", "en", .label).isEmpty)
        #expect(Self.findings(" · %@", "en", .label).isEmpty)
        #expect(Self.suggestion("Play ", "en", .label)?.text == "Play")
    }

    @Test("the text report shows a string's suggestion once, under its last finding")
    func shownOnce() {
        let suggestion = "Plays the song."
        let string = LocalizedString(
            table: TableID(bundle: "", name: "Localizable"), key: "play.hint", language: "en", value: "play the song",
            location: SourceLocation(file: "en.lproj/Localizable.strings", position: SourcePosition(line: 1, column: 13, offset: 12)),
            format: .strings)
        let findings = Self.findings(string.value, "en", .hint).map { finding -> Finding in
            var placed = finding
            placed.location = string.location
            placed.table = string.table
            placed.key = string.key
            return placed
        }
        #expect(findings.count == 3)
        let result = AuditResult(
            findings: findings, roles: [:], languagesWithoutTables: [:], stringCount: 1, accessibilityStringCount: 1, fileCount: 1, languages: ["en"])
        let report = TextReporter.render(result)
        #expect(report.components(separatedBy: "fix: \"\(suggestion)\" (unsafe)").count - 1 == 1, "\(report)")
    }
}

@Suite("A rewritten command is a form of the same verb")
struct SameVerbFormTests {
    @Test("a prefix, a replaced prefix, a changed vowel or an accent: the same verb", arguments: [
        ("افتح", "يفتح"), ("נגן", "מנגן"), ("הוסיפי", "מוסיף"), ("Buka", "Membuka"), ("Zárja be", "Bezárja"),
        ("খুলুন", "খোলে"), ("Άνοιξε", "Ανοίγει"), ("Tekan", "Menekan"),
    ])
    func same(_ pair: (String, String)) {
        #expect(HintImperativeRule.isFormOfSameVerb(pair.0, pair.1), "\(pair)")
    }

    @Test("a particle left behind, a discontinuous rewrite or another verb: not", arguments: [
        ("Toevoegen", "Voegt"), ("Afspelen", "Speelt"), ("Anrufen", "Ruft … an"), ("أضف", "يضيف"), ("Open", "Shows"), ("Go", "Runs"),
    ])
    func other(_ pair: (String, String)) {
        #expect(!HintImperativeRule.isFormOfSameVerb(pair.0, pair.1), "\(pair)")
    }
}

@Suite("The first word of a label or command, lower-cased")
struct FirstWordTests {
    /// The first word as the whole text lower-cased and split would give it.
    static func splitAfterLowering(_ text: String) -> Substring {
        Substring(text.lowercased()).split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }).first ?? ""
    }

    @Test(
        "found before lowering, as it is after",
        arguments: [
            "", " ", "- '", "Play", "Play song", "  Play-list", "'Öffnen' die Datei", "ΣΟΦΊΑ Σ", "İstanbul'a git", "ǅemal ǈ", "l’écran",
            "Добавить в избранное", "再生する", "e\u{301}coute", "ﬁle ﬂ", "ẞ STRASSE",
        ])
    func sameAsLoweringFirst(text: String) {
        #expect(HintImperativeRule.firstWord(text) == Self.splitAfterLowering(text))
    }
}

@Suite("A second command joined to the first")
struct JoinedCommandTests {
    @Test("an attached conjunction (Arabic «و») before a second command leaves the hint unrewritten; a word that merely begins like a conjunction does not")
    func attached() {
        let arabic = Auditor().check("حدد العناصر في هذه القائمة وأعد ترتيبها.", language: "ar", role: .hint).first { $0.rule == "hint-imperative" }
        #expect(arabic != nil && arabic?.fix == nil)
        let spanish = Auditor().check("Mostrar información de acción de ordenar.", language: "es", role: .hint).first { $0.rule == "hint-imperative" }
        #expect(spanish?.fix == "Muestra información de acción de ordenar.")
    }
}
