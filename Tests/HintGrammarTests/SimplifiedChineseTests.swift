import StringsParser
import Testing
@testable import HintGrammar

/// Simplified Chinese behaviour that the rule examples do not show: regional tags, the words
/// that contain a term without being it, the severities of hint forms, and app phrasings.
@Suite("Simplified Chinese")
struct SimplifiedChineseTests {
    static let profile = LanguageProfile.simplifiedChinese

    /// The findings of the given rules for one string.
    static func findings(_ text: String, _ role: Role, rules: Set<String>, label: String? = nil, language: String = "zh-Hans") -> [Finding] {
        Auditor(configuration: AuditConfiguration(selectedRules: rules)).check(text, language: language, role: role, label: label)
    }

    static func terms(_ text: String) -> [(text: String, kind: TermKind)] {
        let analyzed = profile.analyze(text)
        return profile.terms.matches(in: analyzed).map { (analyzed.slice($0.start, $0.end), $0.term.kind) }
    }

    @Test("Simplified tags find the Simplified table", arguments: ["zh-Hans", "zh-CN", "zh-SG", "zh", "zh-Hans-CN", "zh_CN", "zh-hans"])
    func simplifiedTags(_ tag: String) {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "zh-Hans")
    }

    @Test("a regional tag is checked with the Simplified table")
    func regionalCheck() {
        #expect(Self.findings("轻点以播放歌曲。", .hint, rules: ["hint-gesture"], language: "zh-CN").count == 1)
        #expect(Self.findings("滑动时间线。", .hint, rules: ["hint-gesture", "hint-imperative", "hint-missing-period"], language: "zh-CN").isEmpty)
    }

    /// Words that contain a term, or a term and the next word's first character, and are neither.
    @Test("compounds are not taken for their terms", arguments: [
        "显示点击率。", "统计点击量。", "添加下划线。", "按下载时间排序。", "按住址排序。", "地点按距离排序。", "查看计划动态。",
        "滚动可见区域。", "需要连按两次以上。", "年轻点的用户。", "显示触摸板设置。", "延长按钮的宽度。",
    ])
    func compounds(_ text: String) {
        let gestures = Self.terms(text).filter { [.gesture, .leadingGesture, .instructionGesture].contains($0.kind) }
        #expect(gestures.isEmpty, "\(gestures.map(\.text))")
        #expect(Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty)
    }

    @Test("a term hidden inside a longer gesture word is still found: 「重点按钮」 has 按钮, not 点按")
    func greedyMatching() {
        let found = Self.terms("重点按钮")
        #expect(found.map(\.text) == ["按钮"])
        #expect(found.first?.kind == .controlType)
        #expect(Self.terms("长按按钮").map(\.text) == ["长按", "按钮"])
    }

    @Test("滑动 and 滚动 are gestures only before an instruction marker", arguments: [
        ("滑动时间线。", false), ("滚动到列表。", false), ("滑动到底部。", false), ("滚动播放公告。", false),
        ("滑动以查看更多。", true), ("滑动可删除。", true), ("滑动即可解锁。", true), ("滑动一下。", true), ("滚动来浏览。", true),
        ("向下滑动列表。", true),
    ])
    func instructionGestures(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty == reported)
    }

    @Test("drag and press words count at the start or before a marker, not in a description", arguments: [
        ("拖动以重新排序。", true), ("按住可录音。", true), ("按下 %@ 可删除。", true), ("允许拖动。", false),
        ("在按下时播放声音。", false), ("启用拖动排序。", true),
    ])
    func leadingGestures(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty == reported)
    }

    @Test("a gesture word that names a setting is no instruction in a label", arguments: [
        ("双击手势设置", false), ("长按", true), ("点击查看", true), ("左滑删除", true), ("滑动返回", true), ("滑动时间线", false),
    ])
    func labelGestures(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .label, rules: ["label-gesture"]).isEmpty == reported)
    }

    @Test("hint forms: kind, words and severity", arguments: [
        ("请输入您的姓名。", HintFormIssue.Kind.request, "请", Severity.warning),
        ("「请选择一张照片。」", .request, "请", .warning),
        ("麻烦您稍候。", .request, "麻烦您", .warning),
        ("请勿关闭应用。", .negativeCommand, "请勿", .warning),
        ("不要关闭应用。", .negativeCommand, "不要", .warning),
        ("千万别关闭应用。", .negativeCommand, "千万别", .warning),
        ("若要删除此项目，请连按两次。", .request, "请", .warning),
        ("保存更改，不要关闭应用。", .negativeCommand, "不要", .warning),
        ("让我们开始吧。", .imperative, "让我们", .warning),
        ("您可以在这里更改设置。", .addressesUser, "您可以", .info),
        ("你需要先登录。", .addressesUser, "你需要", .info),
        ("播放歌曲吧。", .imperative, "吧", .info),
    ])
    func hintForms(_ text: String, _ kind: HintFormIssue.Kind, _ words: String, _ severity: Severity) {
        let issue = Self.profile.hintForm(Self.profile.analyze(text))
        #expect(issue?.kind == kind)
        #expect(issue?.words == words)
        #expect(issue?.severity == severity)
    }

    @Test("hints that only look like commands have no form issue", arguments: [
        "播放歌曲。", "打开选项表。", "删除此邮件。", "请求访问您的照片。", "邀请联系人加入对话。", "申请加入房间。",
        "别人可以看到您的状态。", "别名会显示在个人资料中。", "勿扰模式已开启。", "请勿打扰模式会静音来电。", "不要的文件会被移到废纸篓。",
        "打开贴吧。", "打开酒吧。", "%@ 可以查看此房间。", "您的文件已保存。", "吧", "Plays the song.",
    ])
    func noForm(_ text: String) {
        #expect(Self.profile.hintForm(Self.profile.analyze(text)) == nil)
    }

    @Test("the full stop of a hint is 「。」; a Latin or full-width one is replaced", arguments: [
        ("播放歌曲", "播放歌曲。"), ("播放歌曲.", "播放歌曲。"), ("播放歌曲．", "播放歌曲。"), ("「播放歌曲」", "「播放歌曲。」"),
    ])
    func fullStop(_ text: String, _ fix: String) {
        let findings = Self.findings(text, .hint, rules: ["hint-missing-period"])
        #expect(findings.map(\.fix) == [fix])
    }

    @Test("a hint may end with a question mark, an exclamation mark or an ellipsis", arguments: ["要删除吗？", "已保存！", "正在加载…", "正在加载...", "打开菜单⋯"])
    func otherEndings(_ text: String) {
        #expect(Self.findings(text, .hint, rules: ["hint-missing-period"]).isEmpty)
    }

    @Test("a label's state is reported at either end set off, not in a count", arguments: [
        ("Wi-Fi，已选中", true), ("已选中：Wi-Fi", true), ("未勾选", true), ("照片已选中", true),
        ("已选中 3 项", false), ("3 项已选中", false), ("%@ / %@ 已选择", false), ("显示已选中的照片", false),
    ])
    func labelStates(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .label, rules: ["label-state"]).isEmpty == reported)
    }

    @Test("a hint repeats its label only when a subject marker follows it", arguments: [
        ("保存", "保存会将更改写入磁盘。", true), ("保存", "保存按钮可保存您的修改。", true), ("自动播放", "自动播放功能可节省时间。", true),
        ("加入", "加入会话。", false), ("显示", "显示可用设备。", false), ("显示", "显示将来的事件。", false), ("播放", "播放歌曲。", false),
    ])
    func repeatsLabel(_ label: String, _ hint: String, _ reported: Bool) {
        #expect(!Self.findings(hint, .hint, rules: ["hint-repeats-label"], label: label).isEmpty == reported)
    }

    @Test("vague labels are matched whole, without punctuation", arguments: [
        ("了解更多…", true), ("「更多」", true), ("点 这里", true), ("更多选项", false), ("了解更多定价信息", false), ("标签", false),
    ])
    func vagueLabels(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .label, rules: ["label-vague"]).isEmpty == reported)
    }

    @Test("the control type is removed from a label that ends with it; one the rest of the label follows modifies it")
    func controlTypeFix() {
        #expect(Self.findings("「选择」 按钮", .label, rules: ["label-control-type"]).map(\.fix) == ["「选择」"])
        // 「按钮标题」 is the button's title: the head comes last.
        #expect(Self.findings("按钮标题", .label, rules: ["label-control-type"]).isEmpty)
        #expect(Self.findings("显示进度条", .label, rules: ["label-control-type"]).isEmpty)
    }

    @Test("Chinese has no letter case: a Latin word in lower case opens a label or hint unreported")
    func noLetterCase() {
        #expect(Self.findings("app 设置", .label, rules: ["label-capitalization"]).isEmpty)
        #expect(Self.findings("iCloud 会同步您的备忘录。", .hint, rules: ["hint-capitalization"]).isEmpty)
    }

    @Test("a label ending with a Latin abbreviation keeps its period")
    func abbreviations() {
        #expect(Self.findings("苹果公司 Inc.", .label, rules: ["label-trailing-period"]).isEmpty)
        #expect(Self.findings("播放.", .label, rules: ["label-trailing-period"]).map(\.fix) == ["播放"])
    }

    @Test("lengths are counted in characters, without punctuation and spaces")
    func lengths() {
        #expect(Self.findings(String(repeating: "播放", count: 10), .label, rules: ["label-length"]).isEmpty)
        #expect(Self.findings(String(repeating: "播放", count: 10) + "歌", .label, rules: ["label-length"]).count == 1)
        #expect(Self.findings(String(repeating: "播放歌曲，", count: 12) + "。", .hint, rules: ["hint-length"]).isEmpty)
        #expect(Self.findings(String(repeating: "播放歌曲，", count: 13) + "。", .hint, rules: ["hint-length"]).count == 1)
    }

    @Test("short and odd hints are judged without reading past their ends", arguments: [
        ("", nil), (" ", nil), ("。", nil), ("%@", nil), ("吧。", nil), ("请", HintFormIssue.Kind.request), ("，请", .request),
        ("\u{200B}请\u{200B}", .request), ("不", nil), ("千万", nil),
    ])
    func oddInput(_ text: String, _ kind: HintFormIssue.Kind?) {
        #expect(Self.profile.hintForm(Self.profile.analyze(text))?.kind == kind)
    }
}
