extension LanguageProfile {
    /// Simplified Chinese (`zh-Hans`, also `zh-CN`, `zh-SG`, bare `zh`): hints are verb phrases without
    /// a subject that end with 「。」 (「播放歌曲。」), labels short phrases without a final stop. There
    /// is no letter case, and a bare verb cannot be told from a command: only requests (请…),
    /// prohibitions (不要…, 别…, 勿…) and sentences addressed to the user (您可以…) are reported.
    public static let simplifiedChinese = LanguageProfile(
        code: "zh-Hans", name: "Simplified Chinese", hasLetterCase: false,
        fullStop: "。", otherFullStops: ["．", ".", "｡"],
        abbreviations: ChineseGrammar.latinAbbreviations,
        terms: TermTable(SimplifiedChineseGrammar.terms, segmentation: .characters),
        instructionMarkers: SimplifiedChineseGrammar.instructionMarkers,
        vagueLabels: SimplifiedChineseGrammar.vagueLabels, vagueConcepts: SimplifiedChineseGrammar.vagueConcepts,
        labelSubjectMarkers: SimplifiedChineseGrammar.labelSubjectMarkers,
        hintForm: SimplifiedChineseGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["的"], headFollows: true),
        purposeMarkers: ["以", "来", "即可", "可以"],
        stateConcepts: SimplifiedChineseGrammar.stateConcepts, controlTypeConcepts: SimplifiedChineseGrammar.controlTypeConcepts,
        gestureConcepts: SimplifiedChineseGrammar.gestureConcepts,
        examples: SimplifiedChineseGrammar.examples)
}

/// Simplified Chinese terms, hint grammar and examples. Terms match as substrings, so every
/// term that is part of a common longer word lists that word as an exclusion (点击率, 按下载).
enum SimplifiedChineseGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["已选中", "已选定", "已选择", "未选中", "未选定", "未选择"]),
        .checked: .words(["已勾选", "未勾选"]),
        .dimmed: .none(because: "「不可用」 is as often a message of its own"),
        .expanded: .words(["已展开"]),
        .collapsed: .words(["已折叠", "已收起"]),
        .on: .none(because: "「开」 is a switch's value, and a syllable of many words"),
        .off: .none(because: "「关」 is a switch's value, and a syllable of many words (关于)"),
    ]

    /// Swipe words that name the direction: an instruction wherever they stand.
    static let directionalSwipes: [String] =
        ChineseGrammar.combine(["向左", "向右", "向上", "向下"], ["滑", "划", "滑动", "划动", "轻扫"]) + ["左滑", "右滑", "左划", "右划"]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["按钮"]),
        .link: .none(because: "「链接」 is as often what the element acts on (「复制链接」)"),
        .image: .none(because: "「图像」「图片」 are as often what the element acts on (「存储图像」); a label that is only 「图像」 is vague"),
        .textField: .words(["文本框", "文本栏", "文本字段", "文本域", "输入框"]),
        .searchField: .words(["搜索框", "搜索字段", "搜索域"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["滑块", "滑杆", "滑动条"]),
        .adjustable: .none(because: "「可调整」 is an ordinary word of labels (「可调整大小」)"),
        .toggle: .none(because: "「开关」 is as often content (a lamp's switch, a smart-home device)"),
        .checkbox: .words(["复选框", "勾选框"]),
        .radioButton: .words(["单选框", "单选按钮"]),
        .picker: .words(["选择器"]),
        .segmentedControl: .words(["分段控件"]),
        .tab: .none(because: "「标签页」 is as often content (a browser's tab)"),
        .tabBar: .none(because: "「标签栏」 usually names another element (「隐藏标签栏」)"),
        .menu: .none(because: "「菜单」 is as often the name of the element that opens one"),
        .popUpButton: .words(["弹出式按钮"]),
        .comboBox: .words(["下拉菜单", "下拉框", "下拉列表"]),
        .heading: .none(because: "「标题」 is as often content (a title)"),
        .progressIndicator: .none(because: "「进度条」 usually names another element (「显示进度条」)"),
        .stepper: .words(["步进器"]),
        .list: .none(because: "「列表」 is as often what the element shows (「阅读列表」)"),
        .scrollBar: .none(because: "「滚动条」 usually names another element (「显示滚动条」)"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["点击", "轻点", "轻按", "轻触", "点一下", "按一下", "触摸", "触碰", "点选"]),
        .doubleTap: .words(["双击", "点两下", "按两下", "轻点两下", "连按两次", "连按两下"]),
        .tripleTap: .words(["轻点三下", "连按三次", "连按三下"]),
        .longPress: .words(["长按", "按住"]),
        .swipe: .words(["轻扫", "轻拂", "划动", "滑动"] + directionalSwipes),
        .drag: .words(["拖动", "拖移", "拖拽", "拖曳"]),
        .pinch: .words(["捏合"]),
        .rotate: .none(because: "「旋转」 is as often what the element does (「旋转照片。」)"),
        .shake: .none(because: "「摇动」 is as often the name of the setting (「摇动以撤销」)"),
        .click: .words(["点按", "单击"]),
        .press: .words(["按下"]),
        .scroll: .words(["滚动"]),
        .fingers: .words(["双指", "两指", "三指", "四指"]),
    ]


    static let terms: [Term] = ChineseGrammar.terms(
        gestures: gestureConcepts,
        // Words that also describe things: an instruction at the start or before a marker
        // (「拖动以重新排序」, but 「允许拖动。」 describes a setting).
        leading: ["按住", "按下", "拖动", "拖移", "拖拽", "拖曳", "触摸", "触碰", "点选"],
        // Swiping and scrolling also describe results: only 「滑动以…」 instructs.
        instruction: ["滑动", "滚动"],
        controls: controlTypeConcepts,
        states: SimplifiedChineseGrammar.stateConcepts.allWords,
        exclusions: [
            "点击": ["点击率", "点击量", "点击数", "点击次数", "点击事件"],
            // Nouns ending in 点 before the preposition 按 (「地点按距离排序」), and 「重点按钮」.
            "点按": [
                "点按钮", "重点按", "要点按", "地点按", "景点按", "站点按", "节点按", "观点按", "特点按", "终点按", "起点按",
                "焦点按", "网点按", "据点按", "热点按", "亮点按", "时间点按", "断点按", "锚点按",
            ],
            "轻点": ["年轻点", "减轻点"],
            "长按": ["长按钮"],
            "连按两次": ["连按两次以上"],
            "连按三次": ["连按三次以上"],
            // 按 "by" before 下载 / 下列 / 住址: 「按下载时间排序」, 「按住址排序」.
            "按下": ["按下载", "按下列", "按下面"],
            "按住": ["按住址"],
            "划动": ["计划动", "规划动", "策划动", "企划动", "筹划动", "区划动", "比划动", "笔划动"],
            "左滑": ["左滑块", "左滑杆"],
            "右滑": ["右滑块", "右滑杆"],
            "向下划": ["向下划线"],
            "两指": ["两指数"],
            "三指": ["三指数"],
            "四指": ["四指数"],
            "触摸": ["触摸板", "触摸屏", "触摸栏", "触摸式"],
            "点选": ["点选择", "点选项", "点选单"],
            // After 滚动, a marker-like character that opens another word: 「滚动可见区域」.
            "滚动": ["滚动可见", "滚动可视", "滚动以上", "滚动以下", "滚动以内", "滚动以外", "滚动来源", "滚动来自", "滚动播放", "滚动显示"],
            "滑动": ["滑动可见", "滑动可视", "滑动以上", "滑动以下", "滑动以内", "滑动以外", "滑动来源", "滑动来自"],
        ],
        measureWords: ["个", "项", "张", "首", "条", "件", "位", "篇", "份", "封", "部", "台", "本", "段", "组", "人", "名"])

    /// What follows a gesture word when it is an instruction: 「轻点以播放」, 「滑动可删除」,
    /// 「双击放大」 (a gesture, then the verb of the result).
    static let instructionMarkers: Set<String> = [
        "以", "来", "可", "即可", "便可", "就可", "就能", "一下", "这里", "此处", "这儿",
        "查看", "打开", "删除", "编辑", "复制", "选择", "返回", "放大", "缩小", "关闭", "播放", "显示", "切换", "刷新",
        "进入", "添加", "分享", "展开", "收起", "预览", "解锁", "移除", "重试", "排序", "说话", "录音", "拨打", "发送", "保存",
    ]

    /// Whole labels that say nothing out of context, without punctuation and spaces.
    static let vagueLabels: Set<String> = [
        "按钮", "图标", "未命名", "无标题", "占位符",
    ]

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["更多", "更多内容", "查看更多"],
        .learnMore: ["了解更多", "了解详情", "阅读更多"],
        .clickHere: ["点击这里", "点击此处", "点这里", "点此", "轻点这里", "轻点此处"],
        .details: ["详情", "更多详情", "查看详情"],
        .info: ["信息", "更多信息", "详细信息"],
        .here: ["这里", "此处"],
        .link: ["链接"],
        .image: ["图片", "图像"],
    ]

    /// What follows a label repeated as the subject of its hint: label 「保存」, hint
    /// 「保存按钮可保存您的修改。」. A bare 可 or 会 is not enough (「显示可用设备。」, 「加入会话。」).
    static let labelSubjectMarkers: [String] = [
        "按钮", "可以", "可让", "可使", "可将", "可在", "会将", "会在", "会让", "会使", "会把", "将会", "将在", "将把", "将您",
        "将你", "将其", "将使", "将让", "用于", "用来", "能够", "让您", "让你", "使您", "使你", "功能可", "功能会", "功能将",
        "功能用于", "选项可", "选项会", "选项将", "选项用于",
    ]

    static let grammar = ChineseHintGrammar(
        requests: ["请", "麻烦您", "麻烦你", "烦请", "劳驾"],
        prohibitions: ["不要", "别", "勿", "请勿", "切勿", "千万不要", "千万别"],
        imperatives: ["让我们"],
        addressing: [
            "您可以", "你可以", "您可", "你可", "您需要", "你需要", "您要", "你要", "您应该", "你应该", "您应", "你应",
            "您必须", "你必须", "您能", "你能", "您将", "你将",
        ],
        exceptions: [
            "请求", "请柬", "请假", "请教", "请帖", "请愿", "请示", "请款", "请客", "请缨", "请战", "请勿打扰", "不要的", "不要紧",
            "别人", "别名", "别针", "别墅", "别处", "别的", "别称", "别致", "别具", "别样", "别离", "别号", "别克", "勿扰", "您要求",
            "你要求",
        ],
        suggestionParticle: "吧",
        particleNouns: ["酒", "贴", "网", "水", "书", "氧", "茶", "琴", "陶", "迪"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.judge(text) }
}

extension SimplifiedChineseGrammar {
    /// Every language-specific rule, in Simplified Chinese: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "zh-Hans", .label, "播放。", fix: "播放"),
        .bad("label-trailing-period", "zh-Hans", .label, "添加到收藏．", fix: "添加到收藏"),
        .bad("label-trailing-period", "zh-Hans", .label, "新消息.", fix: "新消息"),
        .good("label-trailing-period", "zh-Hans", .label, "播放"),
        .good("label-trailing-period", "zh-Hans", .label, "正在加载..."),
        .good("label-trailing-period", "zh-Hans", .label, "苹果公司 (Apple Inc.)"),

        .bad("label-control-type", "zh-Hans", .label, "保存按钮", fix: "保存"),
        .good("label-control-type", "zh-Hans", .label, "按钮颜色"),
        .good("label-control-type", "zh-Hans", .label, "清除搜索框"),
        .good("label-control-type", "zh-Hans", .label, "展开消息文本框"),
        .bad("label-control-type", "zh-Hans", .label, "按钮：播放"),
        .bad("label-control-type", "zh-Hans", .label, "播放按钮", fix: "播放"),
        .bad("label-control-type", "zh-Hans", .label, "播放的按钮", fix: "播放"),
        .bad("label-control-type", "zh-Hans", .label, "音量滑块", fix: "音量"),
        .bad("label-control-type", "zh-Hans", .label, "重点按钮", fix: "重点"),
        .good("label-control-type", "zh-Hans", .label, "保存"),
        .good("label-control-type", "zh-Hans", .label, "复制链接"),
        .good("label-control-type", "zh-Hans", .label, "餐厅菜单"),

        .bad("label-state", "zh-Hans", .label, "Wi-Fi，已选中", fix: "Wi-Fi"),
        .bad("label-state", "zh-Hans", .label, "已选中"),
        .good("label-state", "zh-Hans", .label, "显示已选中的照片"),
        .good("label-state", "zh-Hans", .label, "3 项已选择"),
        .good("label-state", "zh-Hans", .label, "选择照片"),

        .bad("label-gesture", "zh-Hans", .label, "轻点以播放"),
        .bad("label-gesture", "zh-Hans", .label, "双击放大"),
        .bad("label-gesture", "zh-Hans", .label, "向左轻扫以删除"),
        .bad("label-gesture", "zh-Hans", .label, "滑动可删除"),
        .bad("label-gesture", "zh-Hans", .label, "向左滑动以删除"),
        .good("label-gesture", "zh-Hans", .label, "双击手势设置"),
        .good("label-gesture", "zh-Hans", .label, "点击率"),
        .good("label-gesture", "zh-Hans", .label, "下划线"),
        .good("label-gesture", "zh-Hans", .label, "滑动时间线"),

        .good("label-capitalization", "zh-Hans", .label, "播放"),
        .good("label-capitalization", "zh-Hans", .label, "iPhone 存储空间"),

        .bad("label-length", "zh-Hans", .label, "按下此按钮以创建一封新的电子邮件消息并发送给您的联系人"),
        .good("label-length", "zh-Hans", .label, "新消息"),
        .good("label-length", "zh-Hans", .label, "苹果公司，432.39 美元，涨幅 1.3%"),

        .bad("label-vague", "zh-Hans", .label, "点击这里"),
        .bad("label-vague", "zh-Hans", .label, "了解更多"),
        .bad("label-vague", "zh-Hans", .label, "更多"),
        .good("label-vague", "zh-Hans", .label, "了解更多定价信息"),
        .good("label-vague", "zh-Hans", .label, "播放"),

        .bad("hint-imperative", "zh-Hans", .hint, "请输入您的姓名。"),
        .bad("hint-imperative", "zh-Hans", .hint, "不要关闭应用。"),
        .bad("hint-imperative", "zh-Hans", .hint, "别关闭应用。"),
        .bad("hint-imperative", "zh-Hans", .hint, "请勿关闭应用。"),
        .bad("hint-imperative", "zh-Hans", .hint, "若要删除此项目，请连按两次。"),
        .bad("hint-imperative", "zh-Hans", .hint, "您可以在这里更改设置。"),
        .bad("hint-imperative", "zh-Hans", .hint, "播放歌曲吧。"),
        .good("hint-imperative", "zh-Hans", .hint, "播放歌曲。"),
        .good("hint-imperative", "zh-Hans", .hint, "打开选项表。"),
        .good("hint-imperative", "zh-Hans", .hint, "前往列表。"),
        .good("hint-imperative", "zh-Hans", .hint, "请求访问您的照片。"),
        .good("hint-imperative", "zh-Hans", .hint, "邀请联系人加入对话。"),
        .good("hint-imperative", "zh-Hans", .hint, "别名会显示在您的个人资料中。"),
        .good("hint-imperative", "zh-Hans", .hint, "打开贴吧。"),

        .bad("hint-gesture", "zh-Hans", .hint, "轻点以播放歌曲。", fix: "播放歌曲。"),
        .bad("hint-gesture", "zh-Hans", .hint, "点击这个控件播放歌曲。"),
        .bad("hint-gesture", "zh-Hans", .hint, "连按两次即可打开。"),
        .bad("hint-gesture", "zh-Hans", .hint, "向左轻扫可删除项目。"),
        .bad("hint-gesture", "zh-Hans", .hint, "滑动以查看更多照片。"),
        .bad("hint-gesture", "zh-Hans", .hint, "拖动以重新排序。"),
        .good("hint-gesture", "zh-Hans", .hint, "滑动时间线。"),
        .good("hint-gesture", "zh-Hans", .hint, "滚动到列表。"),
        .good("hint-gesture", "zh-Hans", .hint, "显示文章的点击率。"),
        .good("hint-gesture", "zh-Hans", .hint, "为所选文本添加下划线。"),
        .good("hint-gesture", "zh-Hans", .hint, "按下载时间排序。"),

        .bad("hint-control-type", "zh-Hans", .hint, "按钮用于添加名称。"),
        .bad("hint-control-type", "zh-Hans", .hint, "滑块用于控制比例。"),
        .good("hint-control-type", "zh-Hans", .hint, "添加名称。"),
        .good("hint-control-type", "zh-Hans", .hint, "调整比例。"),

        .bad("hint-repeats-label", "zh-Hans", .hint, "保存按钮可保存您的修改。", label: "保存"),
        .bad("hint-repeats-label", "zh-Hans", .hint, "后退可以返回到上一个屏幕。", label: "后退"),
        .good("hint-repeats-label", "zh-Hans", .hint, "保存您的修改。", label: "保存"),
        .good("hint-repeats-label", "zh-Hans", .hint, "显示可用设备。", label: "显示"),

        .bad("hint-missing-period", "zh-Hans", .hint, "播放歌曲", fix: "播放歌曲。"),
        .bad("hint-missing-period", "zh-Hans", .hint, "播放歌曲．", fix: "播放歌曲。"),
        .bad("hint-missing-period", "zh-Hans", .hint, "播放歌曲.", fix: "播放歌曲。"),
        .good("hint-missing-period", "zh-Hans", .hint, "播放歌曲。"),
        .good("hint-missing-period", "zh-Hans", .hint, "打开菜单…"),

        .good("hint-capitalization", "zh-Hans", .hint, "播放歌曲。"),
        .good("hint-capitalization", "zh-Hans", .hint, "iCloud 会同步您的备忘录。"),

        .bad("hint-length", "zh-Hans", .hint,
             "打开设置页面，您可以在其中选择在时间线上发布、回复或转发嘟文时使用您的哪一个账户，以及谁可以看到这些嘟文和回复。"),
        .good("hint-length", "zh-Hans", .hint, "打开账户设置。"),
    ]
}

/// What Simplified and Traditional Chinese share: how the term tables are built, the Latin
/// abbreviations a label may end with, and how a hint's form is judged.
enum ChineseGrammar {
    /// Latin abbreviations whose final "." is not a full stop: 「苹果公司 (Apple Inc.)」.
    static let latinAbbreviations: Set<String> = ["inc", "ltd", "co", "corp", "etc", "vs", "jr", "sr", "no", "st", "dr", "mr", "mrs", "ms"]

    /// Every first part followed by every second part: 「向左」 + 「滑动」.
    static func combine(_ firsts: [String], _ seconds: [String]) -> [String] {
        firsts.flatMap { first in seconds.map { first + $0 } }
    }

    /// Builds a term table's terms. A state word gets one exclusion per measure word and one for a
    /// space before it, so that a count (「3 项已选择」, 「%@ / %@ 已选取」) is not taken for the state
    /// that VoiceOver speaks.
    static func terms(
        gestures: [GestureConcept: ConceptWords], leading: Set<String>, instruction: Set<String>,
        controls: [ControlTypeConcept: ConceptWords], states: [String], exclusions: [String: [String]], measureWords: [String]
    ) -> [Term] {
        var terms = gestures.terms(leading: leading, marked: instruction, exclusions: exclusions) + controls.terms(exclusions: exclusions)
        for state in states {
            terms.append(Term(state, .state, except: measureWords.map { $0 + state } + [" " + state] + (exclusions[state] ?? [])))
        }
        return terms
    }
}

/// Judges the form of a Chinese hint. Chinese verbs do not inflect: 「播放歌曲。」 reads as
/// "Plays the song." and as "Play the song.", so a bare verb is never reported. What can be
/// told apart are explicit markers: a request (请…), a prohibition (不要…), a sentence that
/// addresses the user (您可以…), and the suggestion particle 吧 at the end. Requests and
/// prohibitions count at the start and after a clause break (「若要删除，请…」).
struct ChineseHintGrammar: Sendable {
    /// A form recognized by the text it opens with.
    struct Opening: Sendable {
        let bytes: [UInt8]
        let kind: HintFormIssue.Kind
        let severity: Severity
        /// Whether it also counts after a comma or another clause break.
        let inClauses: Bool
    }

    /// Openings by their first scalar, longest first (「请勿」 before 「请」).
    private let openings: [Unicode.Scalar: [Opening]]
    /// Words that begin like an opening but are other words (「请求」, 「别人」), by first scalar.
    private let exceptions: [Unicode.Scalar: [[UInt8]]]
    /// The final particle of a suggestion (吧), and the characters before it that make it a noun
    /// (酒吧, 贴吧).
    private let suggestionParticle: Unicode.Scalar
    private let particleNouns: Set<Unicode.Scalar>

    /// Characters after which a new clause starts.
    private static let clauseBreaks: Set<Unicode.Scalar> = ["，", ",", "；", ";", "：", ":", "。", "！", "!", "？", "?"]
    /// Characters that may follow the particle at the end of a hint.
    private static let sentenceEnds: Set<Unicode.Scalar> = ["。", "．", ".", "｡", "！", "!", "～", "~"]

    init(
        requests: [String], prohibitions: [String], imperatives: [String], addressing: [String], exceptions: [String],
        suggestionParticle: Unicode.Scalar, particleNouns: Set<Unicode.Scalar>
    ) {
        var openings: [Unicode.Scalar: [Opening]] = [:]
        func add(_ words: [String], _ kind: HintFormIssue.Kind, _ severity: Severity, inClauses: Bool) {
            for word in words {
                guard let first = word.unicodeScalars.first else { continue }
                openings[first, default: []].append(Opening(bytes: Array(word.utf8), kind: kind, severity: severity, inClauses: inClauses))
            }
        }
        add(requests, .request, .warning, inClauses: true)
        add(prohibitions, .negativeCommand, .warning, inClauses: true)
        add(imperatives, .imperative, .warning, inClauses: false)
        add(addressing, .addressesUser, .info, inClauses: false)
        self.openings = openings.mapValues { $0.sorted { $0.bytes.count > $1.bytes.count } }
        var byFirst: [Unicode.Scalar: [[UInt8]]] = [:]
        for exception in exceptions {
            guard let first = exception.unicodeScalars.first else { continue }
            byFirst[first, default: []].append(Array(exception.utf8))
        }
        self.exceptions = byFirst
        self.suggestionParticle = suggestionParticle
        self.particleNouns = particleNouns
    }

    /// The form's issue, or `nil` when the hint shows none of the markers.
    func judge(_ text: AnalyzedText) -> HintFormIssue? {
        guard let (_, start) = text.firstSignificantScalar else { return nil }
        let bytes = text.utf8
        let end = text.trimmedEnd
        let opensWithPlaceholder = text.words.first.map { $0.isPlaceholder && $0.start == start } ?? false
        if !opensWithPlaceholder, let issue = opening(at: start, in: text, clause: false) { return issue }
        var index = start
        while index < end {
            let (scalar, length) = TextScanning.decode(bytes, at: index)
            index += length
            guard Self.clauseBreaks.contains(scalar) else { continue }
            var next = index
            while next < end {
                let (following, followingLength) = TextScanning.decode(bytes, at: next)
                guard TextScanning.isWhitespace(following) || TextScanning.isOpeningPunctuation(following) else { break }
                next += followingLength
            }
            if next < end, let issue = opening(at: next, in: text, clause: true) { return issue }
        }
        return suggestion(in: text)
    }

    /// The opening form at `offset`, unless a longer word that is no such form starts there.
    private func opening(at offset: Int, in text: AnalyzedText, clause: Bool) -> HintFormIssue? {
        let bytes = text.utf8
        let end = text.trimmedEnd
        let (first, _) = TextScanning.decode(bytes, at: offset)
        guard let candidates = openings[first] else { return nil }
        if let words = exceptions[first], words.contains(where: { Self.bytes(bytes, at: offset, end: end, start: $0) }) {
            return nil
        }
        for candidate in candidates where (!clause || candidate.inClauses) && Self.bytes(bytes, at: offset, end: end, start: candidate.bytes) {
            return HintFormIssue(candidate.kind, words: text.slice(offset, offset + candidate.bytes.count), severity: candidate.severity)
        }
        return nil
    }

    /// 「播放歌曲吧。」: the particle that turns a sentence into a suggestion, at the end.
    /// Reported as `info`: a name ending in 吧 may have slipped through the noun list.
    private func suggestion(in text: AnalyzedText) -> HintFormIssue? {
        let bytes = text.utf8
        var end = text.significantEnd
        while end > text.trimmedStart {
            let start = TextScanning.scalarStart(bytes, before: end)
            let (scalar, _) = TextScanning.decode(bytes, at: start)
            guard Self.sentenceEnds.contains(scalar) || TextScanning.isWhitespace(scalar) else { break }
            end = start
        }
        guard end > text.trimmedStart else { return nil }
        let particleStart = TextScanning.scalarStart(bytes, before: end)
        guard TextScanning.decode(bytes, at: particleStart).0 == suggestionParticle, particleStart > text.trimmedStart else { return nil }
        let before = TextScanning.decode(bytes, at: TextScanning.scalarStart(bytes, before: particleStart)).0
        guard !particleNouns.contains(before), !TextEdit.isPunctuationOrSpace(before) else { return nil }
        return HintFormIssue(.imperative, words: text.slice(particleStart, end), severity: .info)
    }

    /// Whether `bytes` holds `start` at `offset`, before `end`.
    private static func bytes(_ bytes: [UInt8], at offset: Int, end: Int, start: [UInt8]) -> Bool {
        guard offset + start.count <= end else { return false }
        var index = 0
        while index < start.count {
            guard bytes[offset + index] == start[index] else { return false }
            index += 1
        }
        return true
    }
}
