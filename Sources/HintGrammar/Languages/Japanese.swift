/// Japanese: hints are sentences in the です/ます form without a subject, ending with 「。」
/// (「曲を再生します。」); labels are short nouns or verb phrases without a full stop. No letter
/// case and no spaces between words: terms match inside words (「再生ボタン」), minus the longer
/// words that only contain them (「ドラッグストア」).
extension LanguageProfile {
    /// The Japanese table (`ja`, and through the registry `ja-JP`).
    public static let japanese = LanguageProfile(
        code: "ja", name: "Japanese", hasLetterCase: false,
        fullStop: "。", otherFullStops: ["．", "｡", "."],
        abbreviations: ["inc", "ltd", "co", "corp", "etc", "vs", "no", "vol", "ver", "jr", "sr", "st", "dr", "mr", "mrs", "ms"],
        terms: TermTable(JapaneseGrammar.terms, segmentation: .characters),
        instructionMarkers: JapaneseGrammar.instructionMarkers,
        vagueLabels: JapaneseGrammar.vagueLabels, vagueConcepts: JapaneseGrammar.vagueConcepts,
        labelSubjectMarkers: JapaneseGrammar.labelSubjectMarkers,
        hintForm: JapaneseGrammar.hintForm, verbPosition: .last,
        modifierLinks: LanguageProfile.ModifierLinks(["の"], headFollows: true),
        purposeMarkers: ["して", "すると", "で"],
        stateConcepts: JapaneseGrammar.stateConcepts, controlTypeConcepts: JapaneseGrammar.controlTypeConcepts,
        gestureConcepts: JapaneseGrammar.gestureConcepts,
        examples: JapaneseGrammar.examples)
}

/// Japanese terms and hint grammar. Japanese verbs carry no person: what tells a command from a
/// description is the ending of the predicate (「再生します」 describes, 「再生してください」 asks,
/// 「再生しろ」 orders), so the grammar reads sentence endings, byte by byte.
enum JapaneseGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["選択中", "選択済み", "選択されています", "選択されました"]),
        .checked: .words(["チェック済み", "チェックされています"]),
        .dimmed: .words(["淡色表示"]),
        .expanded: .words(["展開済み"]),
        .collapsed: .words(["折りたたみ済み"]),
        .on: .none(because: "「オン」 is a switch's value, which VoiceOver reads, and a label's own word (オンライン)"),
        .off: .none(because: "「オフ」 is a switch's value, which VoiceOver reads, and a label's own word (オフライン)"),
    ]

    // MARK: Terms

    static let terms: [Term] = gestureTerms + controlTypeTerms + stateTerms

    /// What makes a gesture word an instruction when it follows it: the suru-verb of the gesture
    /// (「タップして」「タップすると」「ドラッグします」「押下せよ」) and the instrumental 「で」
    /// (「ダブルタップで拡大」). 「し」 and 「す」 open every form of する after a gesture noun.
    static let instructionMarkers: Set<String> = ["し", "す", "で", "せよ"]

    /// Endings that make a word that also describes a result an instruction: 「スクロールすると」.
    private static let instructionEndings = ["すると", "すれば", "したら", "しながら", "することで", "してください", "して下さい"]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. Pressing is an instruction in every form; 「押して話す」 as a label names a feature
    /// and is left alone by the label rule (nothing instructive follows the term). Scrolling and
    /// sliding also describe what the element does (「一番上までスクロールします。」,
    /// 「パネルがスライドして開きます。」, a presentation's 「スライド」): only their conditional and
    /// request forms are instructions, so those forms are the words.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["タップ", "タッチ"]),
        .doubleTap: .words(["ダブルタップ"]),
        .tripleTap: .words(["トリプルタップ"]),
        .longPress: .words(["ロングタップ", "長押し", "ロングプレス", "タッチして押さえたまま", "押したまま", "押し続け"]),
        .swipe: .words(["スワイプ", "フリック"] + instructionEndings.map { "スライド" + $0 } + ["スライドさせて"]),
        .drag: .words(["ドラッグ", "ドラッグ&ドロップ", "ドラッグ＆ドロップ", "ドラッグアンドドロップ"]),
        .pinch: .words(["ピンチイン", "ピンチアウト", "ピンチ"]),
        .rotate: .none(because: "「回転」 is as often what the element does (「写真を回転します。」)"),
        .shake: .words(["シェイクして", "シェイクすると"]),
        .click: .words(["ダブルクリック", "トリプルクリック", "クリック"]),
        .press: .words(["押して", "押すと", "押せば", "押下"]),
        .scroll: .words(instructionEndings.map { "スクロール" + $0 }),
        // Fingers: 「2本指で」「二本指タップ」.
        .fingers: .words(["1", "2", "3", "4", "１", "２", "３", "４", "一", "二", "三", "四"].flatMap { [$0 + "本指", $0 + "本の指"] }),
    ]

    /// The longer words that contain a gesture word and are not it: 「クリック音」 is a sound,
    /// 「ドラッグストア」 a shop, 「大ピンチ」 a crisis, 「ワンタッチ」 means "easily", 「タッチパネル」
    /// is hardware; 「スワイプ操作を設定」 names the setting (an argument), while 「スワイプ操作で削除」
    /// instructs.
    private static let gestureExclusions: [String: [String]] = [
        "タップ": ["電源タップ", "タップダンス", "タップ数", "タップルーム"],
        "スワイプ": ["スワイプアクション", "スワイプ操作を", "スワイプ操作の", "スワイプ操作は", "スワイプ操作が"],
        "フリック": ["フリック入力"],
        "クリック": ["クリック音", "クリック数", "ワンクリック"],
        "ドラッグ": ["ドラッグストア"],
        "タッチ": ["ワンタッチ", "タッチパネル", "タッチスクリーン", "タッチパッド"],
        "ピンチ": ["ピンチです", "ピンチでした", "ピンチでも", "ピンチヒッター"],
    ]

    private static let gestureTerms: [Term] = {
        // Words that are gestures only as verbs: an instruction when opening the text or when する
        // or 「で」 follows.
        var terms = gestureConcepts.terms(
            leading: ["クリック"], marked: ["ドラッグ", "ドラッグ&ドロップ", "ドラッグ＆ドロップ", "ドラッグアンドドロップ", "タッチ", "ピンチ", "押下"],
            exclusions: gestureExclusions)
        // Directions come before the verb in Japanese: 「左にスワイプして削除」 opens with the gesture.
        for direction in ["左", "右", "上", "下", "左右", "上下"] {
            for particle in ["に", "へ"] {
                terms.append(Term(direction + particle + "スワイプ", .gesture))
                terms.append(Term(direction + particle + "フリック", .gesture))
            }
        }
        return terms
    }()

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms (「ボタン」「スライダ」「チェックボックス」
    /// 「テキストフィールド」「検索フィールド」「ピッカー」).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["ボタン"]),
        .link: .none(because: "「リンク」 is as often what the element acts on (「リンクをコピー」)"),
        .image: .none(because: "「画像」 is as often what the element acts on (「画像を保存」); a label that is only 「画像」 is vague"),
        .textField: .words(["テキストフィールド", "テキストボックス", "入力フィールド", "入力欄"]),
        .searchField: .words(["検索フィールド", "検索バー"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["スライダー", "スライダ", "スライドバー"]),
        .adjustable: .none(because: "「調整可能」 is an ordinary phrase of labels"),
        .toggle: .words(["スイッチボタン", "トグルボタン"]),
        .checkbox: .words(["チェックボックス"]),
        .radioButton: .words(["ラジオボタン"]),
        .picker: .words(["ピッカー", "セレクタ", "セレクター"]),
        .segmentedControl: .words(["セグメントコントロール", "セグメンテッドコントロール"]),
        .tab: .none(because: "「タブ」 is as often content (a browser's tab)"),
        .tabBar: .words(["タブバー"]),
        .menu: .none(because: "「メニュー」 is as often the name of the element that opens one"),
        .popUpButton: .words(["ポップアップボタン"]),
        .comboBox: .words(["ドロップダウン", "コンボボックス"]),
        .heading: .none(because: "「見出し」 is as often content"),
        .progressIndicator: .words(["プログレスバー"]),
        .stepper: .words(["ステッパー"]),
        .list: .none(because: "「リスト」 is as often what the element shows (「リーディングリスト」)"),
        .scrollBar: .words(["スクロールバー"]),
    ]

    /// Longer words that contain a control type and are not it: a coin cell, a hardware button.
    /// 「スイッチ」 (the console, a smart-home switch), 「アイコン」 and 「トグル」 (also a verb:
    /// 「トグル切り替え」) are left out of the types as content.
    private static let controlTypeExclusions: [String: [String]] = ["ボタン": ["ボタン電池", "ボタンダウン", "サイドボタン", "トップボタン"]]

    /// Case particles and nouns that make a type word an argument or a modifier of what follows,
    /// not the head of the phrase: 「再生ボタン」 is a button, 「再生ボタンを表示」 shows another one,
    /// 「入力欄を拡大」 enlarges a field, 「ボタンの配置」「ボタン操作時」「ボタン入力」 are settings.
    /// Japanese puts the head last, so the element's own type ends the label or comes before 「は」
    /// or 「で」 (「このボタンは…」): those stay reported.
    static let argumentContinuations = [
        "を", "が", "に", "の", "へ", "から", "と", "や", "も", "など", "なし", "無し", "付き",
        "操作", "入力", "設定", "表示", "配置", "位置", "一覧", "名", "類", "色", "サイズ", "数",
    ]

    private static let controlTypeTerms: [Term] = {
        var terms = controlTypeConcepts.terms(exclusions: controlTypeExclusions)
        for word in controlTypeConcepts.allWords {
            for continuation in argumentContinuations { terms.append(Term(word + continuation, .neutral)) }
        }
        return terms
    }()

    /// States VoiceOver speaks from traits: 「選択中」 (selected), 「淡色表示」 (dimmed). A count or an
    /// object before them makes them content: 「3件選択済み」, 「写真を選択中」 (selecting photos).
    private static let stateTerms: [Term] = {
        var terms: [Term] = []
        terms += stateConcepts.terms()
        for phrase in ["を選択中", "件選択中", "件選択済み", "個選択中", "個選択済み", "つ選択中", "つ選択済み"] {
            terms.append(Term(phrase, .neutral))
        }
        return terms
    }()

    /// Whole labels that say nothing out of context, without punctuation and spaces. 「詳細」 is how
    /// apps translate "Learn more" and "More info"; 「その他」 is left out: it also means "Other".
    static let vagueLabels: Set<String> = [
        "ボタン", "アイコン", "無題", "項目", "ラベル", "テキスト", "ビュー",
    ]

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["もっと", "もっと見る", "さらに表示", "その他"],
        .learnMore: ["詳しくはこちら", "くわしくはこちら", "さらに詳しく", "もっと詳しく", "詳しく見る", "続きを見る", "続きを読む"],
        .clickHere: ["ここをタップ", "ここをクリック", "ここを押す", "ここを押して", "こちらをタップ", "こちらをクリック", "こちらを押す"],
        .details: ["詳細", "詳細はこちら", "詳細を見る", "詳細を表示", "詳しく"],
        .info: ["情報", "詳細情報"],
        .here: ["ここ", "こちら"],
        .link: ["リンク"],
        .image: ["画像", "イメージ"],
    ]

    /// What follows a hint that opens with its label as the subject: 「保存は編集内容を保存します。」
    /// (Apple's own Japanese example), 「再生ボタンを押すと…」. Not 「を」 or 「が」: 「曲を再生します。」
    /// after the label 「曲」 is a good hint.
    static let labelSubjectMarkers = ["は", "ボタンは", "ボタンで", "ボタンを", "を押すと", "を押して", "をタップすると", "をタップして", "をクリックすると"]
}

// MARK: - Hint grammar

extension JapaneseGrammar {
    /// A sentence ending that shows the hint's form: 「してください」, 「しろ」, 「して」.
    struct Ending: Sendable {
        let bytes: [UInt8]
        let lastScalar: Unicode.Scalar
        let kind: HintFormIssue.Kind
        let severity: Severity
        /// What replaces the ending in the suggestion (「して」 → 「します」), when it can be said.
        let replacement: String?
        /// Longer endings that contain this one but are not the form (「について」 for 「いて」).
        let exceptions: [[UInt8]]

        init(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity = .warning, replacement: String? = nil, except: [String] = []) {
            self.bytes = Array(text.utf8)
            self.lastScalar = text.unicodeScalars.last ?? " "
            self.kind = kind
            self.severity = severity
            self.replacement = replacement
            self.exceptions = except.map { Array($0.utf8) }
        }
    }

    /// Sentence endings, checked longest first. The severities:
    /// - requests (〜してください, 〜して。, 〜してね), commands (〜しろ, 〜せよ, 〜しなさい) and
    ///   prohibitions (〜しないで): `warning` — none of them can describe a result;
    /// - suggestions (〜しましょう, 〜しよう): `warning` too — the volitional is addressed to the
    ///   user, as "Let's" is in English, and never describes what the element does (the look-alike
    ///   conjecture 〜でしょう is not matched);
    /// - 〜すること。: `info` — a written directive ("To be done."), but also a nominal fragment.
    /// Plain endings (〜を開く, 〜を表示) are not reported: Apple's own Japanese guide writes hints
    /// that way (「タイトルを追加」「ショッピングリストを開く」); they are a register, not a command.
    static let endings: [Ending] = {
        var endings: [Ending] = [
            Ending("ないで", .negativeCommand),
            Ending("ないでね", .negativeCommand),
            Ending("ないこと", .negativeCommand),
            Ending("するな", .negativeCommand),
            Ending("しろ", .imperative, replacement: "します", except: ["おもしろ", "面白", "まっしろ", "真っしろ", "うしろ", "むしろ", "おしろ"]),
            Ending("せよ", .imperative, replacement: "します", except: ["いずれにせよ", "何にせよ", "なんにせよ", "どちらにせよ"]),
            Ending("しなさい", .imperative, replacement: "します"),
            Ending("ましょう", .request, replacement: "ます"),
            Ending("しよう", .request, replacement: "します", except: ["どうしよう"]),
            Ending("てみよう", .request, replacement: "てみます"),
            Ending("してね", .request, replacement: "します"),
            Ending("てね", .request),
            Ending("でね", .request),
            Ending("してくれ", .request, replacement: "します"),
            Ending("てくれ", .request),
            Ending("でくれ", .request),
            Ending("てちょうだい", .request),
            Ending("でちょうだい", .request),
            Ending("て頂戴", .request),
            Ending("お願いします", .request),
            Ending("お願いいたします", .request),
            Ending("お願い致します", .request),
            Ending("すること", .infinitive, .info, replacement: "します"),
            // The te-form ends a sentence only as a request: 「再生して。」. Words that end in て
            // without being one: 「として」「について」「において」「によって」「すべて」「初めて」.
            Ending("して", .request, replacement: "します", except: [
                "として", "決して", "そして", "対して", "関して", "際して", "通して", "介して", "即して", "比して", "果たして",
                "概して",
            ]),
            Ending("って", .request, except: [
                "もって", "以って", "よって", "とって", "従って", "したがって", "かえって", "却って", "揃って", "思い切って",
                "至って", "めぐって", "巡って", "沿って", "向かって", "わたって", "渡って", "当たって", "あたって", "伴って",
                "のっとって", "則って", "代わって", "かわって", "限って", "先立って",
            ]),
            Ending("んで", .request, except: ["なんで", "進んで", "並んで", "喜んで", "ちなんで", "因んで", "挟んで"]),
            Ending("いで", .request, except: ["ついで", "次いで", "相次いで"]),
            Ending("いて", .request, except: ["ついて", "おいて", "於いて", "除いて", "基づいて", "続いて", "強いて", "ていて"]),
        ]
        // Ichidan and irregular verbs: their te-form and imperative are written like nouns
        // (「すべて」「改めて」), so only common verbs of interfaces are listed.
        for stem in ["見", "来", "止め", "やめ", "閉じ", "入れ", "開け", "決め", "教え", "変え", "見せ", "付け", "つけ", "上げ",
                     "下げ", "捨て", "忘れ", "集め", "確かめ", "調べ", "並べ", "始め", "み"] {
            endings.append(Ending(stem + "て", .request, replacement: stem + "ます", except: ["から見て", "として見て", "出来て"]))
        }
        for stem in ["見", "止め", "やめ", "閉じ", "入れ", "開け", "決め", "見せ"] {
            endings.append(Ending(stem + "ろ", .imperative, replacement: stem + "ます"))
        }
        return endings.sorted { $0.bytes.count > $1.bytes.count }
    }()

    /// Endings by their last character, so a sentence is compared only with the endings it may have.
    static let endingsByLastScalar: [Unicode.Scalar: [Ending]] = Dictionary(grouping: endings) { $0.lastScalar }

    /// A form found anywhere in a sentence, not only at its end.
    struct Marker: Sendable {
        let bytes: [UInt8]
        let firstScalar: Unicode.Scalar
        let kind: HintFormIssue.Kind
        /// Whether the te-form before it (「して」「ないで」) belongs to the form shown.
        let takesTeForm: Bool

        init(_ text: String, _ kind: HintFormIssue.Kind, takesTeForm: Bool = false) {
            self.bytes = Array(text.utf8)
            self.firstScalar = text.unicodeScalars.first ?? " "
            self.kind = kind
            self.takesTeForm = takesTeForm
        }
    }

    /// Requests and prohibitions wherever they stand: 「パスワードを入力してください。」,
    /// 「アプリを閉じないでください。」, 「削除してはいけません。」.
    static let markers: [Marker] = [
        Marker("ください", .request, takesTeForm: true),
        Marker("下さい", .request, takesTeForm: true),
        Marker("てはいけ", .negativeCommand),
        Marker("ではいけ", .negativeCommand),
        Marker("てはだめ", .negativeCommand),
        Marker("てはダメ", .negativeCommand),
        Marker("ちゃだめ", .negativeCommand),
        Marker("ちゃダメ", .negativeCommand),
        Marker("てはなら", .negativeCommand),
        Marker("てはなり", .negativeCommand),
        Marker("お願いします", .request),
        Marker("お願いいたします", .request),
        Marker("お願い致します", .request),
    ]

    static let markersByFirstScalar: [Unicode.Scalar: [Marker]] = Dictionary(grouping: markers) { $0.firstScalar }

    /// 「ください」 followed by 「ま」 is the honorific verb (「ご利用くださいました」), not a request,
    /// unless it is the polite request 「くださいませ」.
    private static let honorificContinuation = Array("ま".utf8)
    private static let politeRequestContinuation = Array("ませ".utf8)
    private static let negativeTeForm = Array("ないで".utf8)
    /// 「あなたは」 opening a hint makes the user its topic; 「あなたが」 is left alone, it also opens
    /// relative clauses (「あなたが作成したリストを表示します。」).
    private static let subjectYou = Array("あなたは".utf8)
    /// 「選択して…を表示」: the user selects, then something happens ("Select to show …").
    private static let selectFirst: [[UInt8]] = [Array("選択して".utf8), Array("選んで".utf8)]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let bytes = text.utf8
        let end = text.significantEnd
        guard end > text.trimmedStart else { return nil }
        var sentenceStart = text.trimmedStart
        var index = sentenceStart
        var quoteDepth = 0
        while index < end {
            let (scalar, length) = TextScanning.decode(bytes, at: index)
            switch scalar {
            case "「", "『": quoteDepth += 1
            case "」", "』": quoteDepth = max(0, quoteDepth - 1)
            case "。", "．", "｡", "！", "!", "？", "?", "\n", ".":
                if quoteDepth == 0 {
                    if let issue = judgeSentence(text, from: sentenceStart, to: index, isQuestion: scalar == "？" || scalar == "?") {
                        return issue
                    }
                    sentenceStart = index + length
                }
            default: break
            }
            index += length
        }
        if let issue = judgeSentence(text, from: sentenceStart, to: end, isQuestion: false) { return issue }
        let opening = bytes[text.trimmedStart..<end]
        // 「あなたは…できます。」: the subject is the user (a hint omits the subject).
        if opening.starts(with: subjectYou) {
            return HintFormIssue(.addressesUser, words: text.slice(text.trimmedStart, text.trimmedStart + subjectYou.count), severity: .info)
        }
        // 「選択して再生速度を表示」 tells the user to select ("Select to show …"); the result is
        // what follows. `info`: a te-form can also chain what the element does itself.
        if let select = selectFirst.first(where: { opening.starts(with: $0) }), opening.count > select.count {
            let resultStart = text.trimmedStart + select.count
            return HintFormIssue(
                .imperative, words: text.slice(text.trimmedStart, resultStart),
                suggestion: text.slice(resultStart, sentenceCoreEnd(bytes, from: resultStart, to: end)), severity: .info)
        }
        return nil
    }

    /// The form of one sentence: a request or prohibition anywhere in it (outside quotes), else
    /// its ending (a question has none to judge).
    private static func judgeSentence(_ text: AnalyzedText, from start: Int, to end: Int, isQuestion: Bool) -> HintFormIssue? {
        guard start < end else { return nil }
        let bytes = text.utf8
        var index = start
        var quoteDepth = 0
        while index < end {
            let (scalar, length) = TextScanning.decode(bytes, at: index)
            if scalar == "「" || scalar == "『" { quoteDepth += 1 }
            if scalar == "」" || scalar == "』" { quoteDepth = max(0, quoteDepth - 1) }
            if quoteDepth == 0, let candidates = markersByFirstScalar[scalar] {
                for marker in candidates where bytes[index..<end].starts(with: marker.bytes) {
                    let markerEnd = index + marker.bytes.count
                    if marker.takesTeForm, bytes[markerEnd..<end].starts(with: honorificContinuation),
                        !bytes[markerEnd..<end].starts(with: politeRequestContinuation)
                    {
                        continue
                    }
                    var formStart = index
                    var kind = marker.kind
                    if marker.takesTeForm {
                        let negativeStart = index - negativeTeForm.count
                        if negativeStart >= start, bytes[negativeStart..<index].elementsEqual(negativeTeForm) {
                            // 「閉じないでください」: a prohibition.
                            kind = .negativeCommand
                            formStart = negativeStart
                        } else if index > start {
                            let previous = TextScanning.scalarStart(bytes, before: index)
                            let (teScalar, _) = TextScanning.decode(bytes, at: previous)
                            if teScalar == "て" || teScalar == "で" { formStart = previous }
                        }
                    }
                    let written = text.slice(predicateStart(text, before: formStart, limit: start), markerEnd)
                    var suggestion: String?
                    if kind == .request {
                        for request in ["してください", "して下さい"] where written.hasSuffix(request) {
                            suggestion = String(written.dropLast(request.count)) + "します"
                        }
                    }
                    return HintFormIssue(kind, words: written, suggestion: suggestion)
                }
            }
            index += length
        }
        guard !isQuestion else { return nil }
        let coreEnd = sentenceCoreEnd(bytes, from: start, to: end)
        guard coreEnd > start else { return nil }
        let (last, _) = TextScanning.decode(bytes, at: TextScanning.scalarStart(bytes, before: coreEnd))
        // A sentence that ends with a quote ends with someone else's words.
        guard !TextScanning.isClosingPunctuation(last) else { return nil }
        guard let candidates = endingsByLastScalar[last] else { return nil }
        let sentence = bytes[start..<coreEnd]
        for ending in candidates where hasSuffix(sentence, ending.bytes) {
            // 「について」 ends with 「いて」 but is no te-form: the sentence has no form to report.
            if ending.exceptions.contains(where: { hasSuffix(sentence, $0) }) { return nil }
            let endingStart = coreEnd - ending.bytes.count
            let wordsStart = predicateStart(text, before: endingStart, limit: start)
            let stem = text.slice(wordsStart, endingStart)
            let suggestion = ending.replacement.map { stem + $0 }
            return HintFormIssue(ending.kind, words: text.slice(wordsStart, coreEnd), suggestion: suggestion, severity: ending.severity)
        }
        return nil
    }

    private static func hasSuffix(_ text: ArraySlice<UInt8>, _ suffix: [UInt8]) -> Bool {
        text.count >= suffix.count && text[(text.endIndex - suffix.count)...].elementsEqual(suffix)
    }

    /// The end of a sentence without trailing spaces, ellipses, emoji and other symbols.
    private static func sentenceCoreEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var coreEnd = end
        while coreEnd > start {
            let previous = TextScanning.scalarStart(bytes, before: coreEnd)
            let (scalar, _) = TextScanning.decode(bytes, at: previous)
            if TextScanning.isWordScalar(scalar) || TextScanning.isClosingPunctuation(scalar) && !TextScanning.isInvisible(scalar) { break }
            coreEnd = previous
        }
        return coreEnd
    }

    /// Particles and punctuation that end the phrase before a predicate: the words shown for
    /// 「パスワードを入力してください」 are 「入力してください」.
    private static let phraseBoundaries: Set<Unicode.Scalar> = ["を", "が", "は", "に", "で", "と", "へ", "も", "の", "や", "、", "，", ","]
    /// At most this many characters of the predicate's stem are shown.
    private static let maximumStemLength = 8

    /// Where the predicate that ends at `offset` starts: back over its stem, to the particle or
    /// punctuation before it.
    private static func predicateStart(_ text: AnalyzedText, before offset: Int, limit: Int) -> Int {
        let bytes = text.utf8
        var start = offset
        var count = 0
        while start > limit, count < maximumStemLength {
            let previous = TextScanning.scalarStart(bytes, before: start)
            let (scalar, _) = TextScanning.decode(bytes, at: previous)
            guard TextScanning.isWordScalar(scalar), !phraseBoundaries.contains(scalar) else { break }
            start = previous
            count += 1
        }
        return start
    }
}

// MARK: - Examples

extension JapaneseGrammar {
    /// Every language-specific rule, in Japanese: what it reports and what it leaves alone. Several
    /// come from Apple's Japanese guide and App Store criteria (「曲を再生しろ」,
    /// 「曲を再生するにはタップします」, 「「保存」は編集内容を保存します」, 「名前を追加するボタン」).
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ja", .label, "再生。", fix: "再生"),
        .bad("label-trailing-period", "ja", .label, "お気に入りに追加．", fix: "お気に入りに追加"),
        .bad("label-trailing-period", "ja", .label, "再生｡", fix: "再生"),
        .bad("label-trailing-period", "ja", .label, "再生.", fix: "再生"),
        .good("label-trailing-period", "ja", .label, "再生"),
        .good("label-trailing-period", "ja", .label, "読み込み中…"),
        .good("label-trailing-period", "ja", .label, "読み込み中..."),
        .good("label-trailing-period", "ja", .label, "Apple Inc."),

        .bad("label-control-type", "ja", .label, "再生ボタン", fix: "再生"),
        .bad("label-control-type", "ja", .label, "日付セレクタ", fix: "日付"),
        // The particle goes with the type word it links: 「再生のボタン」 is the play button.
        .bad("label-control-type", "ja", .label, "再生のボタン", fix: "再生"),
        .bad("label-control-type", "ja", .label, "音量スライダー", fix: "音量"),
        .bad("label-control-type", "ja", .label, "同意するチェックボックス", fix: "同意する"),
        .bad("label-control-type", "ja", .label, "「共有」ボタン", fix: "「共有」"),
        // The words before a field may act on it (「検索欄をクリア」 clears it): no certain label is left.
        .badWithoutFix("label-control-type", "ja", .label, "コメント入力欄"),
        .good("label-control-type", "ja", .label, "再生"),
        .good("label-control-type", "ja", .label, "入力欄を広げる"),
        .good("label-control-type", "ja", .label, "再生ボタンの位置"),
        .good("label-control-type", "ja", .label, "ボタン電池の残量"),
        .good("label-control-type", "ja", .label, "Wi-Fiスイッチ"),
        .good("label-control-type", "ja", .label, "ボタン操作の音"),

        .bad("label-state", "ja", .label, "Wi-Fi、選択中", fix: "Wi-Fi"),
        .bad("label-state", "ja", .label, "チェック済み"),
        .bad("label-state", "ja", .label, "おすすめ選択済み", fix: "おすすめ"),
        .good("label-state", "ja", .label, "選択した写真を表示"),
        .good("label-state", "ja", .label, "3件選択済み"),
        .good("label-state", "ja", .label, "写真を選択中"),

        .bad("label-gesture", "ja", .label, "タップして再生"),
        .bad("label-gesture", "ja", .label, "ダブルタップで拡大"),
        .bad("label-gesture", "ja", .label, "スワイプして削除"),
        .bad("label-gesture", "ja", .label, "左にスワイプして削除"),
        .bad("label-gesture", "ja", .label, "長押しで録音"),
        .bad("label-gesture", "ja", .label, "ドラッグして並べ替え"),
        .good("label-gesture", "ja", .label, "スワイプアクション"),
        .good("label-gesture", "ja", .label, "再生"),
        .good("label-gesture", "ja", .label, "ドラッグストア"),
        .good("label-gesture", "ja", .label, "フリック入力"),
        .good("label-gesture", "ja", .label, "タッチパネルの感度"),
        .good("label-gesture", "ja", .label, "押して話す"),

        .good("label-capitalization", "ja", .label, "再生"),
        .good("label-capitalization", "ja", .label, "iPhoneのストレージ"),

        .bad("label-length", "ja", .label, "新規メッセージを作成するためには、このボタンを押してください"),
        .good("label-length", "ja", .label, "新規メッセージ"),
        .good("label-length", "ja", .label, "Apple Inc.、125.25ドル、1.3%上昇"),

        .bad("label-vague", "ja", .label, "詳しくはこちら"),
        .bad("label-vague", "ja", .label, "その他"),
        .bad("label-vague", "ja", .label, "ここをクリック"),
        .bad("label-vague", "ja", .label, "もっと見る"),
        .bad("label-vague", "ja", .label, "詳細"),
        .bad("label-vague", "ja", .label, "こちら。"),
        .good("label-vague", "ja", .label, "料金プランの詳細"),
        .good("label-vague", "ja", .label, "再生"),

        .bad("hint-imperative", "ja", .hint, "曲を再生してください。"),
        .bad("hint-imperative", "ja", .hint, "曲を再生して下さい。"),
        .bad("hint-imperative", "ja", .hint, "保護施設に電話してください。", fix: "保護施設に電話します。"),
        .bad("hint-imperative", "ja", .hint, "パスワードを入力してください"),
        .bad("hint-imperative", "ja", .hint, "曲を再生しろ。"),
        .bad("hint-imperative", "ja", .hint, "曲を再生して。"),
        .bad("hint-imperative", "ja", .hint, "設定を開いて！"),
        .bad("hint-imperative", "ja", .hint, "曲を再生してね。"),
        .bad("hint-imperative", "ja", .hint, "設定を確認せよ。"),
        .bad("hint-imperative", "ja", .hint, "アプリを閉じないでください。"),
        .bad("hint-imperative", "ja", .hint, "ここで削除してはいけません。"),
        .bad("hint-imperative", "ja", .hint, "通知を許可しましょう。"),
        .bad("hint-imperative", "ja", .hint, "写真を選んで。"),
        .bad("hint-imperative", "ja", .hint, "曲を再生します。次の曲も確認して。"),
        .good("hint-imperative", "ja", .hint, "曲を再生します。"),
        .good("hint-imperative", "ja", .hint, "オプションシートを開きます。"),
        .good("hint-imperative", "ja", .hint, "リストに移動します。"),
        .good("hint-imperative", "ja", .hint, "曲が再生されます。"),
        .good("hint-imperative", "ja", .hint, "「再生して」と表示します。"),
        .good("hint-imperative", "ja", .hint, "このアプリについて"),
        .good("hint-imperative", "ja", .hint, "保存した項目をすべて"),
        .good("hint-imperative", "ja", .hint, "ご利用くださいましたアカウントを表示します。"),
        .good("hint-imperative", "ja", .hint, "再生を停止しますか？"),
        .good("hint-imperative", "ja", .hint, "表示されるでしょう。"),
        .good("hint-imperative", "ja", .hint, "あなたが作成したリストを表示します。"),
        .bad("hint-imperative", "ja", .hint, "選択して再生速度を表示します。"),

        .bad("hint-gesture", "ja", .hint, "曲を再生するにはタップします。"),
        .bad("hint-gesture", "ja", .hint, "ダブルタップして一覧を開きます。", fix: "一覧を開きます。"),
        .badWithoutFix("hint-gesture", "ja", .hint, "ダブルタップしてください"),
        .bad("hint-gesture", "ja", .hint, "タップするとアイテムを購入します。"),
        .bad("hint-gesture", "ja", .hint, "スワイプしてアイテムを削除します。"),
        .bad("hint-gesture", "ja", .hint, "ダブルタップで拡大します。"),
        .bad("hint-gesture", "ja", .hint, "項目をドラッグして並べ替えます。"),
        .bad("hint-gesture", "ja", .hint, "2本指でリストを移動します。"),
        .bad("hint-gesture", "ja", .hint, "ボタンを押すと録音を開始します。"),
        .bad("hint-gesture", "ja", .hint, "下にスクロールすると続きを読み込みます。"),
        .bad("hint-gesture", "ja", .hint, "リンクをクリックして開きます。"),
        .good("hint-gesture", "ja", .hint, "一番上までスクロールします。"),
        .good("hint-gesture", "ja", .hint, "一番上までスクロールして最新の投稿を表示します。"),
        .good("hint-gesture", "ja", .hint, "近くのドラッグストアを検索します。"),
        .good("hint-gesture", "ja", .hint, "フリック入力の設定を開きます。"),
        .good("hint-gesture", "ja", .hint, "次のスライドを表示します。"),
        .good("hint-gesture", "ja", .hint, "クリック音をオンにします。"),
        .good("hint-gesture", "ja", .hint, "ドラッグ＆ドロップを有効にします。"),
        .good("hint-gesture", "ja", .hint, "大ピンチを切り抜けます。"),

        .bad("hint-control-type", "ja", .hint, "名前を追加するボタン。"),
        .bad("hint-control-type", "ja", .hint, "縮尺を調整するスライダ。"),
        .bad("hint-control-type", "ja", .hint, "このボタンは名前を追加します。"),
        .good("hint-control-type", "ja", .hint, "名前を追加します。"),
        .good("hint-control-type", "ja", .hint, "縮尺を調整します。"),
        .good("hint-control-type", "ja", .hint, "再生ボタンを表示します。"),
        .good("hint-control-type", "ja", .hint, "ボタン電池の残量を表示します。"),

        .bad("hint-repeats-label", "ja", .hint, "保存は編集内容を保存します。", label: "保存"),
        .bad("hint-repeats-label", "ja", .hint, "戻るボタンは前の画面に戻ります。", label: "戻る"),
        .badWithoutFix("hint-repeats-label", "ja", .hint, "再生。", label: "「再生」"),
        .good("hint-repeats-label", "ja", .hint, "編集内容を保存します。", label: "保存"),
        .good("hint-repeats-label", "ja", .hint, "曲を再生します。", label: "曲"),

        .bad("hint-missing-period", "ja", .hint, "曲を再生します", fix: "曲を再生します。"),
        .bad("hint-missing-period", "ja", .hint, "曲を再生します．", fix: "曲を再生します。"),
        .bad("hint-missing-period", "ja", .hint, "曲を再生します｡", fix: "曲を再生します。"),
        .bad("hint-missing-period", "ja", .hint, "曲を再生します.", fix: "曲を再生します。"),
        .good("hint-missing-period", "ja", .hint, "曲を再生します。"),
        .good("hint-missing-period", "ja", .hint, "メニューを開きます…"),
        .good("hint-missing-period", "ja", .hint, "再生を停止しますか？"),

        .good("hint-capitalization", "ja", .hint, "曲を再生します。"),
        .good("hint-capitalization", "ja", .hint, "iCloudにメモを保存します。"),

        .bad("hint-length", "ja", .hint,
             "タイムラインから投稿するときや返信するときやブーストするときに使うアカウントを選ぶことができる設定画面を開きます。"),
        .good("hint-length", "ja", .hint, "アカウントの設定を開きます。"),
    ]
}
