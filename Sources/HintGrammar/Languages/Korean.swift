/// Korean: hints are declarative sentences in the formal polite style with the subject omitted
/// (「노래를 재생합니다.」), ending with the Latin full stop; labels are short noun phrases
/// without one. Korean has no letter case. Words are spaced, but particles attach to them
/// (「버튼을」, 「탭하여」), so terms match as substrings.
extension LanguageProfile {
    /// The Korean table (`ko`, also used for `ko-KR`).
    public static let korean = LanguageProfile(
        code: "ko", name: "Korean", hasLetterCase: false,
        fullStop: ".", otherFullStops: ["。", "．"],
        terms: TermTable(KoreanGrammar.terms, segmentation: .characters),
        instructionMarkers: KoreanGrammar.instructionMarkers,
        vagueLabels: KoreanGrammar.vagueLabels, vagueConcepts: KoreanGrammar.vagueConcepts,
        labelSubjectMarkers: ["은", "는", "이", "가", " 버튼은", " 버튼이"],
        hintForm: KoreanGrammar.hintForm, verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["의"], headFollows: true),
        stateConcepts: KoreanGrammar.stateConcepts, controlTypeConcepts: KoreanGrammar.controlTypeConcepts,
        gestureConcepts: KoreanGrammar.gestureConcepts,
        examples: KoreanGrammar.examples)
}

/// Korean hint grammar: Korean is verb-final, so the mood of a hint is read from the ending of
/// its last word: 「-합니다」 describes, 「-하세요」「-하십시오」 command, 「-해 주세요」 asks,
/// 「-지 마세요」 forbids.
enum KoreanGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["선택됨", "선택함", "선택 안 됨", "선택 안됨", "선택되지 않음", "선택 해제됨"]),
        .checked: .words(["체크됨", "체크 해제됨"]),
        .dimmed: .words(["흐리게 표시됨"]),
        .expanded: .words(["확장됨", "펼쳐짐"]),
        .collapsed: .words(["축소됨", "접힘"]),
        .on: .none(because: "「켬」 is a switch's value, which VoiceOver reads"),
        .off: .none(because: "「끔」 is a switch's value, which VoiceOver reads"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["버튼"]),
        .link: .none(because: "「링크」 is as often what the element acts on (「링크 복사」)"),
        .image: .none(because: "「이미지」 is as often what the element acts on (「이미지 저장」); a label that is only 「이미지」 is vague"),
        .textField: .words(["텍스트 필드", "텍스트필드"]),
        .searchField: .none(because: "「검색 필드」 and 「검색창」 are as often what a label acts on (「검색창 지우기」)"),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["슬라이더"]),
        .adjustable: .none(because: "「조절 가능」 is an ordinary phrase of labels"),
        .toggle: .none(because: "「스위치」 is ordinary content (「스위치 제어」 Switch Control, a smart-home switch); VoiceOver's 「스위치 버튼」 is found by 「버튼」"),
        .checkbox: .words(["체크박스", "체크 박스", "체크상자", "체크 상자", "확인란"]),
        .radioButton: .none(because: "「라디오 버튼」 is found by 「버튼」"),
        .picker: .words(["선택기", "피커"]),
        .segmentedControl: .none(because: "VoiceOver announces a segmented control's segments as buttons, found by 「버튼」"),
        .tab: .none(because: "「탭」 is also the tap gesture, and a browser's tab"),
        .tabBar: .none(because: "「탭 막대」 usually names another element"),
        .menu: .none(because: "「메뉴」 is as often the name of the element that opens one"),
        .popUpButton: .none(because: "「팝업 버튼」 is found by 「버튼」"),
        .comboBox: .words(["드롭다운"]),
        .heading: .none(because: "「제목」 is as often content (a title)"),
        .progressIndicator: .none(because: "「진행률 막대」 usually names another element"),
        .stepper: .none(because: "no Korean word for a stepper is in use in labels"),
        .list: .none(because: "「목록」 is as often what the element shows (「읽기 목록」)"),
        .scrollBar: .none(because: "「스크롤 막대」 usually names another element"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["가볍게 탭", "가볍게 두드리", "탭", "터치"]),
        .doubleTap: .words(["두 번 탭", "두번 탭", "두번탭", "두 번탭", "이중 탭", "이중탭", "더블 탭", "더블탭", "두 번 누르", "두 번 눌러", "두 번 터치"]),
        .tripleTap: .words(["세 번 탭"]),
        .longPress: .words(["길게 누르", "길게 누릅", "길게 눌러", "길게 탭", "길게 터치", "누른 채", "누른 상태"]),
        .swipe: .words(["쓸어넘기", "쓸어 넘기", "쓸어넘겨", "쓸어 넘겨", "쓸어올리", "쓸어 올리", "쓸어올려", "쓸어 올려", "쓸어내리", "쓸어 내리", "쓸어내려", "쓸어 내려", "스와이프", "플릭"]),
        .drag: .words(["드래그"]),
        .pinch: .words(["핀치"]),
        .rotate: .none(because: "「회전」 is as often what the element does (「사진을 회전합니다.」)"),
        .shake: .none(because: "「흔들기」 is as often the name of the setting (「흔들어서 실행 취소」)"),
        .click: .words(["두 번 클릭", "두번 클릭", "더블 클릭", "더블클릭", "클릭"]),
        .press: .words(["가볍게 누르", "가볍게 누릅", "가볍게 눌러", "누르세요", "누르십시오", "누르시오", "누르면", "누르시면", "누르고", "누르려면", "눌러"]),
        .scroll: .words(["스크롤"]),
        .fingers: .words(["두 손가락", "세 손가락", "네 손가락", "손가락 두 개"]),
    ]


    static let terms: [Term] = {
        // Gestures: instructions wherever they stand (counted taps, long and light presses,
        // fingers, Apple's 「쓸어넘기기」 (swipe), the instruction forms of 누르다 (press)), but the
        // loanwords that are also nouns or results: 「탭」 is a browser or bar tab (「새 탭을
        // 엽니다.」), 「스크롤합니다」 describes a result, 「터치 ID」 and 「스와이프 동작」 are names.
        // They are instructions only with an instruction ending (「탭하여」, 「스와이프하면」).
        var terms = gestureConcepts.terms(marked: ["탭", "스와이프", "클릭", "터치", "드래그", "스크롤", "핀치", "플릭"])
        terms += controlTypeConcepts.terms()
        // States VoiceOver speaks from traits. A count is not a state: 「3개 선택됨」, 「%d 선택됨」.
        // 「선택함」 is how apps translate a whole label "Selected" (「선택됨」 is VoiceOver's word).
        for state in stateConcepts.allWords {
            let counts = ["선택됨", "선택함"].contains(state) ? ["개 ", "개", "개가 ", "개 항목 ", "명 ", "d ", "@ "].map { $0 + state } : []
            terms.append(Term(state, .state, except: counts))
        }
        return terms
    }()

    /// What makes a gesture word an instruction when it follows it directly: the verb endings
    /// of 「-하다」 (「탭하여」, 「스와이프하면」) and of 누르다 (「길게 누르면」, 「길게 눌러서」). Not the
    /// declarative 「-합니다」 (「스크롤합니다」 is a result), not 「하고」, which is also the particle
    /// "and", and not the nominal 「-기」/「-하기」, which names a gesture setting (「쓸어넘기기 동작」,
    /// 「길게 누르기 지속 시간」, 「두 번 탭하기」) as "Swipe actions" does.
    static let instructionMarkers: Set<String> = [
        "하세요", "하십시오", "하시오", "하시면", "하면", "하여", "해서", "해 ", "해.", "해야", "해주", "해 주", "하려면",
        "한 후", "한 뒤", "한 다음", "한 채", "하라", "해라", "할 때", "하는 동안",
        "세요", "십시오", "시오", "면", "서",
    ]

    /// Whole labels that say nothing out of context, without spaces or punctuation (the rule
    /// compares them so).
    static let vagueLabels: Set<String> = [
        "버튼", "아이콘", "제목없음", "항목", "텍스트", "레이블", "라벨",
    ]

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["더보기"],
        .learnMore: ["더알아보기", "자세히알아보기"],
        .clickHere: ["여기를클릭", "여기를클릭하세요", "여기를탭", "여기를탭하세요", "여기를누르세요", "여기를터치하세요"],
        .details: ["자세히", "자세히보기", "세부정보", "상세정보", "세부정보보기", "상세정보보기"],
        .info: ["정보", "추가정보", "더많은정보"],
        .here: ["여기", "이곳"],
        .link: ["링크"],
        .image: ["이미지"],
    ]

    // Endings, as UTF-8, looked up at the end of the last word.
    private static let negativeEndings: [[UInt8]] = ["마세요", "마십시오", "마시오", "마라", "말라", "말아요", "말아라", "마"].map { Array($0.utf8) }
    /// The same with the 「지」 of 「-지 말다」 attached: 「하지마세요」.
    private static let jiNegativeEndings: [[UInt8]] = negativeEndings.map { Array("지".utf8) + $0 }
    private static let requestEndings: [[UInt8]] = ["주세요", "주십시오", "주시오", "바랍니다", "부탁드립니다", "부탁합니다"].map { Array($0.utf8) }
    private static let politeImperativeEndings: [[UInt8]] = ["세요", "셔요", "십시오", "십시요", "시오"].map { Array($0.utf8) }
    private static let plainImperativeEndings: [[UInt8]] = ["해라", "하라", "거라", "어라", "아라", "봐라", "줘라", "와라"].map { Array($0.utf8) }
    /// Words that end like a plain imperative but are not one.
    private static let plainImperativeLookalikes: Set<String> = ["사하라", "어라", "아라"]
    /// 「-하세요」 → 「-합니다」: the endings of 하다 whose stem takes 「합니다」.
    private static let haEndings: [[UInt8]] = ["하십시오", "하십시요", "하시오", "하세요", "해라", "하라", "하기"].map { Array($0.utf8) }
    private static let ji = Array("지".utf8)
    private static let malA = Array("말아".utf8)
    private static let ha = Array("해".utf8)
    private static let hasigi = Array("하시기".utf8)
    private static let hagi = Array("하기".utf8)
    /// The nominals of native verbs that end menu items (「링크 열기」), with their 「-ㅂ니다」 form.
    /// Whole words only: 「길찾기」 (directions), 「즐겨찾기」 and 「바로찾기」 (bookmarks) are nouns, and
    /// 「보기」 is also the noun "view".
    private static let nativeNominals: [String: String] = [
        "열기": "엽니다", "닫기": "닫습니다", "만들기": "만듭니다", "바꾸기": "바꿉니다", "고르기": "고릅니다",
        "찾기": "찾습니다", "지우기": "지웁니다", "숨기기": "숨깁니다", "끄기": "끕니다", "켜기": "켭니다",
        "돌아가기": "돌아갑니다", "나가기": "나갑니다", "내보내기": "내보냅니다", "가져오기": "가져옵니다",
        "붙여넣기": "붙여넣습니다", "되돌리기": "되돌립니다", "보내기": "보냅니다", "받기": "받습니다",
        "듣기": "듣습니다", "읽기": "읽습니다", "건너뛰기": "건너뜁니다",
    ]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.words
        // The predicate ends the sentence; a text that ends with a placeholder has none to judge.
        guard let last = words.last, !last.isPlaceholder else { return nil }
        // A question asks; it does not command.
        if text.endsWith("?") || text.endsWith("？") { return nil }
        // Hangul has no case: the endings are compared on the text's own bytes, without copies.
        let word = text.utf8[last.start..<last.end]
        let previous: Word? = words.count > 1 && !words[words.count - 2].isPlaceholder ? words[words.count - 2] : nil
        let previousWord = previous.map { text.utf8[$0.start..<$0.end] } ?? []
        var written: String { text.slice(last.start, last.end) }
        var withPrevious: String { previous.map { text.slice($0.start, last.end) } ?? written }

        // 「하지 마세요」, 「하지마세요」, 「하지 말아 주세요」.
        for (ending, jiEnding) in zip(negativeEndings, jiNegativeEndings) where endsWith(word, ending) {
            if endsWith(word, jiEnding) { return HintFormIssue(.negativeCommand, words: written) }
            if word.count == ending.count, endsWith(previousWord, ji) { return HintFormIssue(.negativeCommand, words: withPrevious) }
        }
        // 「다시 시도해 주세요」, 「확인하시기 바랍니다」.
        for ending in requestEndings where endsWith(word, ending) {
            if word.count == ending.count, endsWith(previousWord, malA) { return HintFormIssue(.negativeCommand, words: withPrevious) }
            if word.count == ending.count, previous != nil {
                let verbStem = endsWith(previousWord, ha)
                    ? previousWord.dropLast(ha.count) : endsWith(previousWord, hasigi) ? previousWord.dropLast(hasigi.count) : nil
                return HintFormIssue(.request, words: withPrevious, suggestion: verbStem.map(hamnida))
            }
            return HintFormIssue(.request, words: written)
        }
        // 「재생하세요」, 「확인하십시오」.
        if politeImperativeEndings.contains(where: { endsWith(word, $0) }) {
            return HintFormIssue(.imperative, words: written, suggestion: haSuggestion(word))
        }
        // 「재생해라」, 「확인하라」.
        if plainImperativeEndings.contains(where: { endsWith(word, $0) }), !plainImperativeLookalikes.contains(last.folded) {
            return HintFormIssue(.imperative, words: written, suggestion: haSuggestion(word))
        }
        // 「대기열에 추가하기」: the nominalized verb of a menu item, not a description of the
        // result; it can also be read as one ("adding to the queue"), so only `info`.
        if endsWith(word, hagi), word.count > hagi.count {
            return HintFormIssue(.infinitive, words: written, suggestion: haSuggestion(word), severity: .info)
        }
        // 「기사 열기」, 「링크 열기」: the same with a native verb.
        if let polite = nativeNominals[last.folded] {
            return HintFormIssue(.infinitive, words: written, suggestion: polite, severity: .info)
        }
        // 「-합니다」, 「-됩니다」, and the informal 「-해요」 of apps that speak so: descriptions.
        return nil
    }

    /// The 「-합니다」 form of a 하다 verb (「재생하세요」 → 「재생합니다」), or `nil` for other verbs.
    private static func haSuggestion(_ word: ArraySlice<UInt8>) -> String? {
        for ending in haEndings where endsWith(word, ending) {
            return hamnida(word.dropLast(ending.count))
        }
        return nil
    }

    private static func hamnida(_ stem: ArraySlice<UInt8>) -> String { String(decoding: stem, as: UTF8.self) + "합니다" }

    private static func endsWith(_ bytes: ArraySlice<UInt8>, _ suffix: [UInt8]) -> Bool {
        bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
    }
}

extension KoreanGrammar {
    /// Every language-specific rule, in Korean: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ko", .label, "재생.", fix: "재생"),
        .bad("label-trailing-period", "ko", .label, "즐겨찾기에 추가.", fix: "즐겨찾기에 추가"),
        .good("label-trailing-period", "ko", .label, "재생"),
        .good("label-trailing-period", "ko", .label, "불러오는 중..."),
        .good("label-trailing-period", "ko", .label, "불러오는 중…"),

        .bad("label-control-type", "ko", .label, "재생 버튼", fix: "재생"),
        .bad("label-control-type", "ko", .label, "날짜 선택기", fix: "날짜"),
        // A type word the rest of the phrase follows modifies it: the buttons' colour.
        .good("label-control-type", "ko", .label, "버튼 색상"),
        .bad("label-control-type", "ko", .label, "재생의 버튼", fix: "재생"),
        .bad("label-control-type", "ko", .label, "음량 슬라이더", fix: "음량"),
        .bad("label-control-type", "ko", .label, "버튼: 공유"),
        .badWithoutFix("label-control-type", "ko", .label, "메시지 텍스트 필드"),
        .good("label-control-type", "ko", .label, "재생"),
        .good("label-control-type", "ko", .label, "스위치 제어"),
        .good("label-control-type", "ko", .label, "새 탭"),

        .bad("label-state", "ko", .label, "Wi-Fi, 선택됨", fix: "Wi-Fi"),
        .bad("label-state", "ko", .label, "선택됨"),
        .bad("label-state", "ko", .label, "사진 선택 안 됨", fix: "사진"),
        .good("label-state", "ko", .label, "선택한 사진 보기"),
        .good("label-state", "ko", .label, "3개 선택됨"),
        .good("label-state", "ko", .label, "Wi-Fi"),

        .bad("label-gesture", "ko", .label, "탭하여 재생"),
        .bad("label-gesture", "ko", .label, "두 번 탭하여 확대"),
        .bad("label-gesture", "ko", .label, "왼쪽으로 스와이프하여 삭제"),
        .good("label-gesture", "ko", .label, "스와이프 동작"),
        .good("label-gesture", "ko", .label, "새 탭"),
        .good("label-gesture", "ko", .label, "재생"),

        // Korean has no letter case: the rule never applies (see the Korean tests).
        .good("label-capitalization", "ko", .label, "재생"),
        .good("label-capitalization", "ko", .label, "iPhone 저장 공간"),

        .bad("label-length", "ko", .label, "새로운 메시지를 작성하려면 화면 아래의 이 버튼을 누르세요"),
        .good("label-length", "ko", .label, "새 메시지"),
        .good("label-length", "ko", .label, "Apple Inc., $125.25, 1.3% 상승"),

        .bad("label-vague", "ko", .label, "더 보기"),
        .bad("label-vague", "ko", .label, "여기를 탭하세요"),
        .bad("label-vague", "ko", .label, "세부 정보 보기"),
        .good("label-vague", "ko", .label, "주문 세부 정보 보기"),
        .bad("label-vague", "ko", .label, "자세히 알아보기"),
        .good("label-vague", "ko", .label, "요금제 더 보기"),
        .good("label-vague", "ko", .label, "재생"),

        .bad("hint-imperative", "ko", .hint, "노래를 재생하세요.", fix: "노래를 재생합니다."),
        // The request is the second sentence, even without a space after the first one's full stop.
        .badWithoutFix("hint-imperative", "ko", .hint, "인증이 필요합니다.1분 안에 확인해 주세요."),
        .bad("hint-imperative", "ko", .hint, "설정을 확인하십시오."),
        .bad("hint-imperative", "ko", .hint, "다시 시도해 주세요."),
        .bad("hint-imperative", "ko", .hint, "앱을 닫지 마세요."),
        .bad("hint-imperative", "ko", .hint, "노래를 재생해라."),
        .bad("hint-imperative", "ko", .hint, "설정을 확인하시기 바랍니다."),
        .bad("hint-imperative", "ko", .hint, "재생 목록에 추가하기."),
        .good("hint-imperative", "ko", .hint, "노래를 재생합니다."),
        // The command is the gesture's (「탭」 and the light verb): hint-gesture reports it, and its
        // descriptive form 「탭합니다」 would say the gesture again.
        .good("hint-imperative", "ko", .hint, "모두 표시하려면 탭하세요."),
        .good("hint-imperative", "ko", .hint, "옵션 창을 엽니다."),
        .good("hint-imperative", "ko", .hint, "목록으로 이동합니다."),
        .good("hint-imperative", "ko", .hint, "노래를 재생해요."),
        .good("hint-imperative", "ko", .hint, "'도와주세요' 메시지를 보냅니다."),
        .good("hint-imperative", "ko", .hint, "새로운 세션을 시작합니다."),

        .bad("hint-gesture", "ko", .hint, "두 번 탭하여 노래를 재생합니다."),
        .bad("hint-gesture", "ko", .hint, "탭하면 항목을 구입합니다."),
        .bad("hint-gesture", "ko", .hint, "스와이프하여 항목을 삭제합니다."),
        .bad("hint-gesture", "ko", .hint, "모두 표시하려면 탭하세요."),
        .bad("hint-gesture", "ko", .hint, "길게 누르면 메뉴가 열립니다."),
        .good("hint-gesture", "ko", .hint, "새 탭을 엽니다."),
        .good("hint-gesture", "ko", .hint, "목록을 맨 위로 스크롤합니다."),
        .good("hint-gesture", "ko", .hint, "터치 ID를 설정합니다."),

        .bad("hint-control-type", "ko", .hint, "노래를 재생하는 버튼입니다."),
        .bad("hint-control-type", "ko", .hint, "배율을 조절하는 슬라이더입니다."),
        .good("hint-control-type", "ko", .hint, "이름을 추가합니다."),
        .good("hint-control-type", "ko", .hint, "스위치 제어를 켭니다."),

        .bad("hint-repeats-label", "ko", .hint, "저장은 편집 내용을 저장합니다.", label: "저장"),
        .bad("hint-repeats-label", "ko", .hint, "뒤로 버튼은 이전 화면으로 돌아갑니다.", label: "뒤로"),
        .good("hint-repeats-label", "ko", .hint, "편집 내용을 저장합니다.", label: "저장"),
        .good("hint-repeats-label", "ko", .hint, "재생목록을 엽니다.", label: "재생"),

        .bad("hint-missing-period", "ko", .hint, "노래를 재생합니다", fix: "노래를 재생합니다."),
        .bad("hint-missing-period", "ko", .hint, "노래를 재생합니다。", fix: "노래를 재생합니다."),
        .good("hint-missing-period", "ko", .hint, "노래를 재생합니다."),
        .good("hint-missing-period", "ko", .hint, "메뉴를 엽니다…"),

        // Korean has no letter case: the rule never applies (see the Korean tests).
        .good("hint-capitalization", "ko", .hint, "노래를 재생합니다."),
        .good("hint-capitalization", "ko", .hint, "iCloud에 메모를 동기화합니다."),

        .bad("hint-length", "ko", .hint,
             "계정 설정을 열어 게시물을 올리거나 답글을 달거나 타임라인에서 글을 부스트할 때 어떤 계정을 사용할지 선택할 수 있게 합니다."),
        .good("hint-length", "ko", .hint, "계정 설정을 엽니다."),
    ]
}
