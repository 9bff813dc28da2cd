import StringsParser
import Testing
@testable import HintGrammar

/// Traditional Chinese behaviour that the rule examples do not show: the regions written in
/// traditional characters, Taiwan's and Hong Kong's words, and the words that contain a term.
@Suite("Traditional Chinese")
struct TraditionalChineseTests {
    static let profile = LanguageProfile.traditionalChinese

    static func findings(_ text: String, _ role: Role, rules: Set<String>, label: String? = nil, language: String = "zh-Hant") -> [Finding] {
        Auditor(configuration: AuditConfiguration(selectedRules: rules)).check(text, language: language, role: role, label: label)
    }

    @Test("Taiwan, Hong Kong and Macao find the Traditional table", arguments: [
        "zh-Hant", "zh-TW", "zh-HK", "zh-MO", "zh-Hant-TW", "zh-Hant-HK", "zh_TW", "zh-hant", "zh_Hant_HK",
    ])
    func traditionalTags(_ tag: String) {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "zh-Hant")
    }

    @Test("a regional tag is checked with the Traditional table", arguments: ["zh-TW", "zh-HK", "zh-Hant-TW"])
    func regionalCheck(_ tag: String) {
        #expect(Self.findings("點兩下來播放歌曲。", .hint, rules: ["hint-gesture"], language: tag).count == 1)
        #expect(Self.findings("滾動時間軸。", .hint, rules: ["hint-gesture", "hint-imperative", "hint-missing-period"], language: tag).isEmpty)
        #expect(Self.findings("儲存按鈕", .label, rules: ["label-control-type"], language: tag).map(\.fix) == ["儲存"])
    }

    @Test("each script has its own words: 按钮 is not 按鈕, 点击 is not 點擊")
    func ownWords() {
        #expect(Self.findings("播放按钮", .label, rules: ["label-control-type"]).isEmpty)
        #expect(Self.findings("播放按鈕", .label, rules: ["label-control-type"]).count == 1)
        #expect(Self.findings("播放按鈕", .label, rules: ["label-control-type"], language: "zh-Hans").isEmpty)
        #expect(Self.findings("点击以播放。", .hint, rules: ["hint-gesture"]).isEmpty)
        #expect(Self.findings("點擊以播放。", .hint, rules: ["hint-gesture"]).count == 1)
    }

    @Test("Taiwan's and Hong Kong's gesture words are reported", arguments: [
        "點一下以開啟。", "點兩下來播放。", "輕點即可變更。", "輕觸以暫停。", "雙擊以顯示控制項。", "長按可加速。", "按住以錄音。",
        "點選以開啟相機。", "向左滑動可刪除。", "拖移以重新排序。", "兩指捏合以縮放。", "在此處按兩下來編輯。",
    ])
    func gestures(_ text: String) {
        #expect(Self.findings(text, .hint, rules: ["hint-gesture"]).count == 1)
    }

    @Test("compounds and descriptions are not taken for gestures", arguments: [
        "顯示點擊率。", "加上下劃線。", "按下載時間排序。", "按住址排序。", "地點按距離排序。", "查看計劃動態。", "捲動至列表。",
        "滑動時間軸。", "捲動可見區域。", "尚未點選通知。", "重點選項。", "需要連按兩次以上。",
    ])
    func compounds(_ text: String) {
        #expect(Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty)
    }

    @Test("hint forms: kind, words and severity", arguments: [
        ("請輸入您的姓名。", HintFormIssue.Kind.request, "請", Severity.warning),
        ("請勿關閉 App。", .negativeCommand, "請勿", .warning),
        ("別關閉 App。", .negativeCommand, "別", .warning),
        ("若要刪除此項目，請點兩下。", .request, "請", .warning),
        ("讓我們開始。", .imperative, "讓我們", .warning),
        ("您必須先登入。", .addressesUser, "您必須", .info),
        ("播放歌曲吧。", .imperative, "吧", .info),
    ])
    func hintForms(_ text: String, _ kind: HintFormIssue.Kind, _ words: String, _ severity: Severity) {
        let issue = Self.profile.hintForm(Self.profile.analyze(text))
        #expect(issue?.kind == kind)
        #expect(issue?.words == words)
        #expect(issue?.severity == severity)
    }

    @Test("hints that only look like commands have no form issue", arguments: [
        "播放歌曲。", "開啟選項單。", "請求取用您的照片。", "邀請聯絡人。", "別人可以看到您的狀態。", "勿擾模式已開啟。",
        "請勿打擾模式會將來電靜音。", "開啟貼吧。", "前往網吧。",
    ])
    func noForm(_ text: String) {
        #expect(Self.profile.hintForm(Self.profile.analyze(text)) == nil)
    }

    @Test("a label's state is reported at either end set off, not in a count", arguments: [
        ("Wi-Fi，已選取", true), ("已選取", true), ("已收合", true), ("已選取 %1$d 個", false), ("%@ / %@ 已選取", false),
        ("3 個已選取", false), ("顯示已選取的照片", false),
    ])
    func labelStates(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .label, rules: ["label-state"]).isEmpty == reported)
    }

    @Test("the full stop of a hint is 「。」 in Taiwan and Hong Kong too", arguments: ["zh-TW", "zh-HK"])
    func fullStop(_ tag: String) {
        #expect(Self.findings("播放歌曲．", .hint, rules: ["hint-missing-period"], language: tag).map(\.fix) == ["播放歌曲。"])
        #expect(Self.findings("播放歌曲。", .label, rules: ["label-trailing-period"], language: tag).map(\.fix) == ["播放歌曲"])
    }

    @Test("a hint repeats its label only when a subject marker follows it", arguments: [
        ("儲存", "儲存會將變更寫入磁碟。", true), ("返回", "返回可以回到上一個畫面。", true),
        ("加入", "加入會話。", false), ("顯示", "顯示可用裝置。", false),
    ])
    func repeatsLabel(_ label: String, _ hint: String, _ reported: Bool) {
        #expect(!Self.findings(hint, .hint, rules: ["hint-repeats-label"], label: label).isEmpty == reported)
    }

    @Test("vague labels of Taiwan and Hong Kong", arguments: [
        ("瞭解更多", true), ("點這裡", true), ("詳細資訊", true), ("更多選項", false), ("標籤", false),
    ])
    func vagueLabels(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .label, rules: ["label-vague"]).isEmpty == reported)
    }
}
