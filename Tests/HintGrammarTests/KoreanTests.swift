import Testing
@testable import HintGrammar

/// Korean behaviour the rule examples do not show: the mood of a hint read from its last word,
/// gesture words that are also nouns, counts that look like states, and text that is no text.
@Suite("Korean")
struct KoreanTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil, language: String = "ko") -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { KoreanGrammar.hintForm(LanguageProfile.korean.analyze(hint)) }

    @Test("ko and its regional tags find the Korean table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ko")?.code == "ko")
        #expect(LanguageRegistry.profile(for: "ko-KR")?.code == "ko")
        #expect(LanguageRegistry.profile(for: "ko-KR")?.name == "Korean")
        #expect(LanguageProfile.korean.segmentation == .characters)
        #expect(!LanguageProfile.korean.hasLetterCase)
    }

    static let commands: [FormCase] = [
        FormCase(hint: "노래를 재생하세요.", kind: .imperative, severity: .warning, suggestion: "재생합니다"),
        FormCase(hint: "설정을 확인하십시오.", kind: .imperative, severity: .warning, suggestion: "확인합니다"),
        FormCase(hint: "노래를 재생해라.", kind: .imperative, severity: .warning, suggestion: "재생합니다"),
        FormCase(hint: "삭제하려면 %@ 키를 누르세요", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "다시 시도해 주세요.", kind: .request, severity: .warning, suggestion: "시도합니다"),
        FormCase(hint: "다시 시도해주세요.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "설정을 확인하시기 바랍니다.", kind: .request, severity: .warning, suggestion: "확인합니다"),
        FormCase(hint: "앱을 닫지 마세요.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "앱을 닫지마세요.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "이 메시지를 다시 표시하지 말아 주세요.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "재생 목록에 추가하기.", kind: .infinitive, severity: .info, suggestion: "추가합니다"),
        FormCase(hint: "기사 열기", kind: .infinitive, severity: .info, suggestion: "엽니다"),
    ]

    @Test("commands, requests and prohibitions are told by the last word's ending", arguments: commands)
    func command(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the last word of a request keeps the verb before it", arguments: [
        ("다시 시도해 주세요.", "시도해 주세요"), ("앱을 닫지 마세요.", "닫지 마세요"), ("노래를 재생하세요.", "재생하세요"),
    ])
    func quotedWords(_ hint: String, _ words: String) throws {
        #expect(try #require(Self.form(hint)).words == words)
    }

    @Test("descriptions, questions, nouns that end like commands and empty text are left alone", arguments: [
        "노래를 재생합니다.", "옵션 창을 엽니다.", "노래를 재생해요.", "무엇을 검색하시겠습니까?", "어떤 노래를 찾으시나요?",
        "'도와주세요' 메시지를 보냅니다.", "길찾기", "즐겨찾기", "바로찾기", "목록 보기", "사하라", "드라마", "전체 주소: %@", "%@",
        "", "   ", ".", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("「탭」 is a gesture only with a verb ending; as a browser tab it is content")
    func tabOrTap() {
        #expect(Self.findings("새 탭을 엽니다.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("다음 탭으로 이동합니다.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("탭하여 새 탭을 엽니다.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("알림을 탭할 때 앱을 엽니다.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("새 탭", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("탭 닫기", .label, rule: "label-gesture").isEmpty)
    }

    @Test("a declarative gesture verb describes a result; a conditional one instructs")
    func resultOrInstruction() {
        #expect(Self.findings("목록을 맨 위로 스크롤합니다.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("위로 스크롤하면 이전 글을 불러옵니다.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("터치 ID를 설정합니다.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("작업 시트를 닫으려면 가볍게 누릅니다.", .hint, rule: "hint-gesture").count == 1)
    }

    @Test("labels that name a gesture setting are not instructions", arguments: [
        "쓸어넘기기 설정", "길게 누르기 지속 시간", "두 번 탭하기", "스와이프 동작", "세 번 클릭하기:", "두 손가락 제스처",
    ])
    func gestureSettings(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-gesture").isEmpty)
    }

    @Test("labels that tell the user to make a gesture", arguments: ["탭하여 재생", "길게 눌러서 녹음", "핀치하여 축소", "전체 목록을 보려면 탭하세요"])
    func gestureInstructions(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-gesture").count == 1)
    }

    @Test("「스위치」 is content (Switch Control, switch entities); VoiceOver's 「스위치 버튼」 is found by 「버튼」")
    func switchWord() {
        #expect(Self.findings("스위치 제어", .label, rule: "label-control-type").isEmpty)
        #expect(Self.findings("스위치 엔티티를 엽니다.", .hint, rule: "hint-control-type").isEmpty)
        #expect(Self.findings("Wi-Fi 스위치 버튼", .label, rule: "label-control-type").count == 1)
    }

    @Test("a count of selected items is no state; a state after the label is", arguments: [
        ("3개 선택됨", false), ("%d개 선택됨", false), ("%lld 선택됨", false), ("%@ 선택됨", false), ("2명 선택됨", false),
        ("사진, 선택됨", true), ("선택함", true), ("사진 선택 안 됨", true), ("선택한 사진 보기", false),
    ])
    func stateOrCount(_ label: String, _ reported: Bool) {
        #expect(Self.findings(label, .label, rule: "label-state").isEmpty != reported)
    }

    @Test("a hint repeats its label when the label is its subject, not when it starts a longer word")
    func subjectMarkers() {
        #expect(Self.findings("재생이 시작됩니다.", .hint, rule: "hint-repeats-label", label: "재생").count == 1)
        #expect(Self.findings("재생은 노래를 재생합니다.", .hint, rule: "hint-repeats-label", label: "재생").count == 1)
        #expect(Self.findings("재생목록을 엽니다.", .hint, rule: "hint-repeats-label", label: "재생").isEmpty)
        #expect(Self.findings("재생 목록을 엽니다.", .hint, rule: "hint-repeats-label", label: "재생").isEmpty)
    }

    @Test("Korean hints end with the Latin full stop; the ideographic one is replaced")
    func fullStop() throws {
        let finding = try #require(Self.findings("설정을 엽니다。", .hint, rule: "hint-missing-period").first)
        #expect(finding.fix == "설정을 엽니다.")
        #expect(Self.findings("설정을 엽니다.", .hint, rule: "hint-missing-period").isEmpty)
        #expect(Self.findings("목록.", .label, rule: "label-trailing-period").first?.fix == "목록")
    }

    @Test("no letter case: a Latin word in lower case is not a capitalization error in Korean")
    func noLetterCase() {
        #expect(Self.findings("wi-fi 설정", .label, rule: "label-capitalization").isEmpty)
        #expect(Self.findings("bluetooth를 켭니다.", .hint, rule: "hint-capitalization").isEmpty)
    }

    @Test("vague labels are compared without spaces and punctuation")
    func vague() {
        #expect(Self.findings("더 보기", .label, rule: "label-vague").count == 1)
        #expect(Self.findings("더보기", .label, rule: "label-vague").count == 1)
        #expect(Self.findings("자세히 알아보기…", .label, rule: "label-vague").count == 1)
        #expect(Self.findings("요금제 더 보기", .label, rule: "label-vague").isEmpty)
    }

    @Test("text that is no text yields no language finding and does not trap", arguments: ["", " ", ".", "。", "%@", "%1$@ %2$@", "…", "\u{200B}"])
    func degenerate(_ text: String) {
        for role in [Role.label, Role.hint] {
            let findings = Auditor().check(text, language: "ko", role: role)
            #expect(!findings.contains { ["hint-imperative", "hint-gesture", "label-gesture", "label-state", "label-vague"].contains($0.rule) })
        }
    }
}
