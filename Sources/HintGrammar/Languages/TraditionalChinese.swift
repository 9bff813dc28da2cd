extension LanguageProfile {
    /// Traditional Chinese (`zh-Hant`, also `zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant-TW`): hints are verb
    /// phrases without a subject that end with 「。」 (「播放歌曲。」), labels short phrases without a
    /// final stop. The words are those of Taiwan and Hong Kong (點一下, 點兩下, 按鈕, 已選取); the
    /// form of a hint is judged as in Simplified Chinese.
    public static let traditionalChinese = LanguageProfile(
        code: "zh-Hant", name: "Traditional Chinese", hasLetterCase: false,
        fullStop: "。", otherFullStops: ["．", ".", "｡"],
        abbreviations: ChineseGrammar.latinAbbreviations,
        terms: TermTable(TraditionalChineseGrammar.terms, segmentation: .characters),
        instructionMarkers: TraditionalChineseGrammar.instructionMarkers,
        vagueLabels: TraditionalChineseGrammar.vagueLabels, vagueConcepts: TraditionalChineseGrammar.vagueConcepts,
        labelSubjectMarkers: TraditionalChineseGrammar.labelSubjectMarkers,
        hintForm: TraditionalChineseGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["的"], headFollows: true),
        purposeMarkers: ["以", "來", "即可", "可以"],
        stateConcepts: TraditionalChineseGrammar.stateConcepts, controlTypeConcepts: TraditionalChineseGrammar.controlTypeConcepts,
        gestureConcepts: TraditionalChineseGrammar.gestureConcepts,
        examples: TraditionalChineseGrammar.examples)
}

/// Traditional Chinese terms, hint grammar and examples. Terms match as substrings, so every
/// term that is part of a common longer word lists that word as an exclusion (點擊率, 按下載).
enum TraditionalChineseGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["已選取", "未選取", "已選擇", "未選擇", "已選定", "未選定"]),
        .checked: .words(["已勾選", "未勾選"]),
        .dimmed: .none(because: "「無法使用」 is as often a message of its own"),
        .expanded: .words(["已展開"]),
        .collapsed: .words(["已收合", "已摺疊", "已折疊", "已收起"]),
        .on: .none(because: "「開啟」 is a switch's value, which VoiceOver reads"),
        .off: .none(because: "「關閉」 is a switch's value, and the verb close"),
    ]

    /// Swipe words that name the direction: an instruction wherever they stand.
    static let directionalSwipes: [String] =
        ChineseGrammar.combine(["向左", "向右", "向上", "向下"], ["滑", "劃", "滑動", "劃動", "輕掃", "掃動"]) + ["左滑", "右滑", "左劃", "右劃"]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["按鈕"]),
        .link: .none(because: "「連結」 is as often what the element acts on (「拷貝連結」)"),
        .image: .none(because: "「影像」「圖片」 are as often what the element acts on (「儲存影像」); a label that is only 「影像」 is vague"),
        .textField: .words(["文字欄位", "文字方塊", "文本框", "輸入框"]),
        .searchField: .words(["搜尋欄位", "搜尋框"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["滑桿", "滑塊", "滑動條"]),
        .adjustable: .none(because: "「可調整」 is an ordinary word of labels (「可調整大小」)"),
        .toggle: .none(because: "「開關」 is as often content (a lamp's switch, a smart-home device)"),
        .checkbox: .words(["核取方塊", "複選框", "勾選框"]),
        .radioButton: .words(["單選框", "單選按鈕", "選項按鈕"]),
        .picker: .words(["選擇器", "選取器", "挑選器"]),
        .segmentedControl: .words(["分段控制項"]),
        .tab: .none(because: "「標籤頁」 is as often content (a browser's tab)"),
        .tabBar: .none(because: "「標籤列」 usually names another element (「隱藏標籤列」)"),
        .menu: .none(because: "「選單」 is as often the name of the element that opens one"),
        .popUpButton: .words(["彈出式按鈕"]),
        .comboBox: .words(["下拉式選單", "下拉選單", "下拉框"]),
        .heading: .none(because: "「標題」 is as often content (a title)"),
        .progressIndicator: .none(because: "「進度條」 usually names another element (「顯示進度條」)"),
        .stepper: .words(["步進器"]),
        .list: .none(because: "「列表」 is as often what the element shows (「閱讀列表」)"),
        .scrollBar: .none(because: "「捲軸」 usually names another element (「顯示捲軸」)"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["點擊", "輕點", "輕按", "輕觸", "點一下", "按一下", "觸碰", "觸摸", "點選"]),
        .doubleTap: .words(["雙擊", "點兩下", "按兩下", "輕點兩下", "連按兩次", "連按兩下"]),
        .tripleTap: .words(["點三下", "連按三次", "連按三下"]),
        .longPress: .words(["長按", "按住"]),
        .swipe: .words(["輕掃", "輕拂", "掃動", "劃動", "滑動"] + directionalSwipes),
        .drag: .words(["拖移", "拖曳", "拖動", "拖拽"]),
        .pinch: .words(["捏合"]),
        .rotate: .none(because: "「旋轉」 is as often what the element does (「旋轉照片。」)"),
        .shake: .none(because: "「搖動」 is as often the name of the setting (「搖動以還原」)"),
        .click: .words(["點按", "單擊"]),
        .press: .words(["按下"]),
        .scroll: .words(["捲動", "滾動"]),
        .fingers: .words(["雙指", "兩指", "三指", "四指"]),
    ]


    static let terms: [Term] = ChineseGrammar.terms(
        gestures: gestureConcepts,
        // Words that also describe things: an instruction at the start or before a marker
        // (「拖移以重新排序」, but 「允許拖移。」 describes a setting).
        leading: ["按住", "按下", "拖移", "拖曳", "拖動", "拖拽", "觸碰", "觸摸", "點選"],
        // Swiping and scrolling also describe results: only 「滑動以…」 instructs.
        instruction: ["滑動", "捲動", "滾動"],
        controls: controlTypeConcepts,
        states: TraditionalChineseGrammar.stateConcepts.allWords,
        exclusions: [
            "點擊": ["點擊率", "點擊量", "點擊數", "點擊次數", "點擊事件"],
            // Nouns ending in 點 before the preposition 按 (「地點按距離排序」), and 「重點按鈕」.
            "點按": [
                "點按鈕", "重點按", "要點按", "地點按", "景點按", "站點按", "節點按", "觀點按", "特點按", "終點按", "起點按",
                "焦點按", "網點按", "據點按", "熱點按", "亮點按", "時間點按", "斷點按", "錨點按",
            ],
            "輕點": ["年輕點", "減輕點"],
            "長按": ["長按鈕"],
            "連按兩次": ["連按兩次以上"],
            "連按三次": ["連按三次以上"],
            // 按 "by" before 下載 / 下列 / 住址: 「按下載時間排序」, 「按住址排序」.
            "按下": ["按下載", "按下列", "按下面"],
            "按住": ["按住址"],
            "劃動": ["計劃動", "規劃動", "策劃動", "企劃動", "籌劃動", "區劃動", "比劃動", "筆劃動"],
            "左滑": ["左滑塊", "左滑桿"],
            "右滑": ["右滑塊", "右滑桿"],
            "向下劃": ["向下劃線"],
            "兩指": ["兩指數"],
            "三指": ["三指數"],
            "四指": ["四指數"],
            "觸摸": ["觸摸板", "觸摸屏", "觸摸式"],
            "點選": ["點選擇", "點選項", "點選單"],
            // After a scroll word, a marker-like character that opens another word: 「捲動可見區域」.
            "捲動": ["捲動可見", "捲動可視", "捲動以上", "捲動以下", "捲動以內", "捲動以外", "捲動來源", "捲動來自", "捲動播放", "捲動顯示"],
            "滾動": ["滾動可見", "滾動可視", "滾動以上", "滾動以下", "滾動以內", "滾動以外", "滾動來源", "滾動來自", "滾動播放", "滾動顯示"],
            "滑動": ["滑動可見", "滑動可視", "滑動以上", "滑動以下", "滑動以內", "滑動以外", "滑動來源", "滑動來自"],
        ],
        measureWords: ["個", "項", "張", "首", "條", "件", "位", "篇", "份", "封", "部", "台", "本", "段", "組", "人", "名"])

    /// What follows a gesture word when it is an instruction: 「點一下以播放」, 「滑動可刪除」,
    /// 「點兩下放大」 (a gesture, then the verb of the result).
    static let instructionMarkers: Set<String> = [
        "以", "來", "可", "即可", "便可", "就可", "就能", "一下", "這裡", "此處", "這兒",
        "查看", "檢視", "開啟", "打開", "刪除", "編輯", "拷貝", "複製", "選擇", "選取", "返回", "放大", "縮小", "關閉", "播放",
        "顯示", "切換", "重新整理", "進入", "加入", "新增", "分享", "展開", "收合", "收起", "預覽", "解鎖", "移除", "重試", "排序",
        "說話", "錄音", "撥打", "傳送", "儲存",
    ]

    /// Whole labels that say nothing out of context, without punctuation and spaces.
    static let vagueLabels: Set<String> = [
        "按鈕", "圖示", "未命名", "無標題",
    ]

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["更多", "更多內容", "查看更多"],
        .learnMore: ["了解更多", "瞭解更多", "了解詳情", "瞭解詳情", "閱讀更多"],
        .clickHere: ["點這裡", "點此", "點擊這裡", "點擊此處", "按這裡", "點一下這裡", "輕點這裡"],
        .details: ["詳情", "更多詳情", "查看詳情", "檢視詳情", "詳細資訊", "查看詳細資訊", "檢視詳細資訊", "顯示詳細資訊"],
        .info: ["資訊", "更多資訊", "詳細資訊"],
        .here: ["這裡", "此處"],
        .link: ["連結"],
        .image: ["圖片", "影像", "圖像"],
    ]

    /// What follows a label repeated as the subject of its hint: label 「儲存」, hint
    /// 「儲存按鈕可儲存您的修改。」. A bare 可 or 會 is not enough (「顯示可用裝置。」).
    static let labelSubjectMarkers: [String] = [
        "按鈕", "可以", "可讓", "可使", "可將", "可在", "會將", "會在", "會讓", "會使", "會把", "將會", "將在", "將把", "將您",
        "將你", "將其", "將使", "將讓", "用於", "用來", "能夠", "讓您", "讓你", "使您", "使你", "功能可", "功能會", "功能將",
        "功能用於", "選項可", "選項會", "選項將", "選項用於",
    ]

    static let grammar = ChineseHintGrammar(
        requests: ["請", "麻煩您", "麻煩你", "煩請", "勞駕"],
        prohibitions: ["不要", "別", "勿", "請勿", "切勿", "千萬不要", "千萬別"],
        imperatives: ["讓我們"],
        addressing: [
            "您可以", "你可以", "您可", "你可", "您需要", "你需要", "您要", "你要", "您應該", "你應該", "您應", "你應",
            "您必須", "你必須", "您能", "你能", "您將", "你將",
        ],
        exceptions: [
            "請求", "請柬", "請假", "請教", "請帖", "請願", "請示", "請款", "請客", "請纓", "請戰", "請勿打擾", "不要的", "不要緊",
            "別人", "別名", "別針", "別墅", "別處", "別的", "別稱", "別緻", "別致", "別具", "別樣", "別離", "別號", "別克", "勿擾",
            "您要求", "你要求",
        ],
        suggestionParticle: "吧",
        particleNouns: ["酒", "貼", "網", "水", "書", "氧", "茶", "琴", "陶", "迪"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.judge(text) }
}

extension TraditionalChineseGrammar {
    /// Every language-specific rule, in Traditional Chinese: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "zh-Hant", .label, "播放。", fix: "播放"),
        .bad("label-trailing-period", "zh-Hant", .label, "加入最愛．", fix: "加入最愛"),
        .bad("label-trailing-period", "zh-Hant", .label, "新訊息.", fix: "新訊息"),
        .good("label-trailing-period", "zh-Hant", .label, "播放"),
        .good("label-trailing-period", "zh-Hant", .label, "載入中..."),
        .good("label-trailing-period", "zh-Hant", .label, "蘋果公司 (Apple Inc.)"),

        .bad("label-control-type", "zh-Hant", .label, "儲存按鈕", fix: "儲存"),
        .bad("label-control-type", "zh-Hant", .label, "日期選取器", fix: "日期"),
        .bad("label-control-type", "zh-Hant", .label, "播放按鈕", fix: "播放"),
        .bad("label-control-type", "zh-Hant", .label, "播放的按鈕", fix: "播放"),
        .bad("label-control-type", "zh-Hant", .label, "音量滑桿", fix: "音量"),
        .bad("label-control-type", "zh-Hant", .label, "重點按鈕", fix: "重點"),
        .good("label-control-type", "zh-Hant", .label, "儲存"),
        .good("label-control-type", "zh-Hant", .label, "拷貝連結"),
        .good("label-control-type", "zh-Hant", .label, "餐廳選單"),

        .bad("label-state", "zh-Hant", .label, "Wi-Fi，已選取", fix: "Wi-Fi"),
        .bad("label-state", "zh-Hant", .label, "已選取"),
        .good("label-state", "zh-Hant", .label, "顯示已選取的照片"),
        .good("label-state", "zh-Hant", .label, "3 項已選取"),
        .good("label-state", "zh-Hant", .label, "選擇照片"),

        .bad("label-gesture", "zh-Hant", .label, "點一下以播放"),
        .bad("label-gesture", "zh-Hant", .label, "點兩下放大"),
        .bad("label-gesture", "zh-Hant", .label, "向左滑動以刪除"),
        .bad("label-gesture", "zh-Hant", .label, "滑動可刪除"),
        .good("label-gesture", "zh-Hant", .label, "雙擊手勢設定"),
        .good("label-gesture", "zh-Hant", .label, "點擊率"),
        .good("label-gesture", "zh-Hant", .label, "下劃線"),
        .good("label-gesture", "zh-Hant", .label, "滑動時間軸"),

        .good("label-capitalization", "zh-Hant", .label, "播放"),
        .good("label-capitalization", "zh-Hant", .label, "iPhone 儲存空間"),

        .bad("label-length", "zh-Hant", .label, "按下此按鈕以建立一封新的電子郵件訊息並傳送給您的聯絡人"),
        .good("label-length", "zh-Hant", .label, "新訊息"),
        .good("label-length", "zh-Hant", .label, "蘋果公司，432.39 美元，漲幅 1.3%"),

        .bad("label-vague", "zh-Hant", .label, "點這裡"),
        .bad("label-vague", "zh-Hant", .label, "了解更多"),
        .bad("label-vague", "zh-Hant", .label, "檢視詳細資訊"),
        .good("label-vague", "zh-Hant", .label, "檢視訂單詳細資訊"),
        .bad("label-vague", "zh-Hant", .label, "更多"),
        .good("label-vague", "zh-Hant", .label, "了解更多定價資訊"),
        .good("label-vague", "zh-Hant", .label, "播放"),

        .bad("hint-imperative", "zh-Hant", .hint, "請輸入您的姓名。"),
        .bad("hint-imperative", "zh-Hant", .hint, "不要關閉 App。"),
        .bad("hint-imperative", "zh-Hant", .hint, "別關閉 App。"),
        .bad("hint-imperative", "zh-Hant", .hint, "請勿關閉 App。"),
        .bad("hint-imperative", "zh-Hant", .hint, "若要刪除此項目，請點兩下。"),
        .bad("hint-imperative", "zh-Hant", .hint, "您可以在這裡變更設定。"),
        .bad("hint-imperative", "zh-Hant", .hint, "播放歌曲吧。"),
        .good("hint-imperative", "zh-Hant", .hint, "播放歌曲。"),
        .good("hint-imperative", "zh-Hant", .hint, "開啟選項單。"),
        .good("hint-imperative", "zh-Hant", .hint, "前往列表。"),
        .good("hint-imperative", "zh-Hant", .hint, "請求取用您的照片。"),
        .good("hint-imperative", "zh-Hant", .hint, "邀請聯絡人加入對話。"),
        .good("hint-imperative", "zh-Hant", .hint, "別名會顯示在您的個人檔案中。"),
        .good("hint-imperative", "zh-Hant", .hint, "開啟貼吧。"),

        .bad("hint-gesture", "zh-Hant", .hint, "點兩下來播放歌曲。"),
        .bad("hint-gesture", "zh-Hant", .hint, "點一下這個控制項來播放歌曲。"),
        .bad("hint-gesture", "zh-Hant", .hint, "點擊以開啟。"),
        .bad("hint-gesture", "zh-Hant", .hint, "向左滑動可刪除項目。"),
        .bad("hint-gesture", "zh-Hant", .hint, "滑動以檢視更多照片。"),
        .bad("hint-gesture", "zh-Hant", .hint, "拖移以重新排序。"),
        .good("hint-gesture", "zh-Hant", .hint, "滑動時間軸。"),
        .good("hint-gesture", "zh-Hant", .hint, "捲動至列表。"),
        .good("hint-gesture", "zh-Hant", .hint, "顯示文章的點擊率。"),
        .good("hint-gesture", "zh-Hant", .hint, "為所選文字加上下劃線。"),
        .good("hint-gesture", "zh-Hant", .hint, "按下載時間排序。"),

        .bad("hint-control-type", "zh-Hant", .hint, "按鈕用於加入名稱。"),
        .bad("hint-control-type", "zh-Hant", .hint, "滑桿用於控制比例。"),
        .good("hint-control-type", "zh-Hant", .hint, "加入名稱。"),
        .good("hint-control-type", "zh-Hant", .hint, "調整比例。"),

        .bad("hint-repeats-label", "zh-Hant", .hint, "儲存按鈕可儲存您的修改。", label: "儲存"),
        .bad("hint-repeats-label", "zh-Hant", .hint, "返回可以回到上一個畫面。", label: "返回"),
        .good("hint-repeats-label", "zh-Hant", .hint, "儲存您的修改。", label: "儲存"),
        .good("hint-repeats-label", "zh-Hant", .hint, "顯示可用裝置。", label: "顯示"),

        .bad("hint-missing-period", "zh-Hant", .hint, "播放歌曲", fix: "播放歌曲。"),
        .bad("hint-missing-period", "zh-Hant", .hint, "播放歌曲．", fix: "播放歌曲。"),
        .bad("hint-missing-period", "zh-Hant", .hint, "播放歌曲.", fix: "播放歌曲。"),
        .good("hint-missing-period", "zh-Hant", .hint, "播放歌曲。"),
        .good("hint-missing-period", "zh-Hant", .hint, "開啟選單…"),

        .good("hint-capitalization", "zh-Hant", .hint, "播放歌曲。"),
        .good("hint-capitalization", "zh-Hant", .hint, "iCloud 會同步您的備忘錄。"),

        .bad("hint-length", "zh-Hant", .hint,
             "開啟設定頁面，您可以在其中選擇在時間軸上發佈、回覆或轉發嘟文時使用您的哪一個帳號，以及誰可以看到這些嘟文和回覆。"),
        .good("hint-length", "zh-Hant", .hint, "開啟帳號設定。"),
    ]
}
