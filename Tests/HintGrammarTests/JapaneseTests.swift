import Testing
@testable import HintGrammar

/// The Japanese table beyond its rule examples: words that only contain a term, endings that look
/// like requests but are not, severities, suggestions, regional tags and awkward input.
@Suite("Japanese table")
struct JapaneseTests {
    let profile = LanguageProfile.japanese

    func findings(_ text: String, _ role: Role, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "ja", role: role, label: label)
    }

    func rules(_ text: String, _ role: Role, label: String? = nil) -> Set<String> {
        Set(findings(text, role, label: label).map(\.rule))
    }

    func kinds(_ text: String) -> [TermKind] {
        profile.terms.matches(in: profile.analyze(text)).map(\.term.kind)
    }

    // MARK: Registry

    @Test("ja and its regional tags find the Japanese table", arguments: ["ja", "ja-JP", "ja-Jpan-JP"])
    func registry(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "ja")
    }

    @Test("Japanese has no letter case: lower-case Latin at the start is not reported")
    func noLetterCase() {
        #expect(rules("wifiの設定", .label).isDisjoint(with: ["label-capitalization"]))
        #expect(rules("iCloudに保存します。", .hint).isEmpty)
    }

    // MARK: Terms

    @Test("a control type inside a word is found, with the word before it as the fix")
    func controlTypeInsideWord() throws {
        let found = findings("再生ボタン", .label).filter { $0.rule == "label-control-type" }
        #expect(found.count == 1)
        #expect(found.first?.fix == "再生")
        #expect(rules("Wi-Fiスイッチボタン", .label).contains("label-control-type"))
        #expect(findings("Wi-Fiスイッチボタン", .label).first { $0.rule == "label-control-type" }?.fix == "Wi-Fi")
    }

    @Test("words that only contain a term are not it",
          arguments: ["ドラッグストア", "フリック入力", "クリック音", "電源タップ", "タッチパネル", "ワンタッチ", "ピンチです",
                      "ボタン電池", "サイドボタン", "スワイプアクション", "スライドショー", "スクロールバーの色", "スイッチ", "タブ", "リンク"])
    func exclusions(_ text: String) {
        #expect(kinds(text).allSatisfy { $0 == .neutral }, "\(text): \(kinds(text))")
    }

    @Test("a type word followed by a particle or a noun is another element or a setting, not the label's type",
          arguments: ["再生ボタンを表示", "入力欄を拡大", "ボタンの配置", "ボタン操作時の振動", "ボタン入力", "スライダーの色", "検索バーを隠す"])
    func typeWordAsArgument(_ label: String) {
        #expect(!rules(label, .label).contains("label-control-type"), "\(label)")
    }

    @Test("a type word that heads the hint or is its topic is reported",
          arguments: ["名前を追加するボタン。", "このボタンは名前を追加します。", "このスライダで縮尺を変えます。"])
    func typeWordAsHead(_ hint: String) {
        #expect(rules(hint, .hint).contains("hint-control-type"), "\(hint)")
    }

    @Test("scrolling and sliding describe results; only their conditional and request forms instruct")
    func scrollingAndSliding() {
        #expect(!rules("一番上までスクロールします。", .hint).contains("hint-gesture"))
        #expect(!rules("パネルがスライドして開きます。", .hint).contains("hint-gesture"))
        #expect(!rules("次のスライドに移動します。", .hint).contains("hint-gesture"))
        #expect(rules("下にスクロールすると続きを表示します。", .hint).contains("hint-gesture"))
        #expect(rules("指をスライドさせて速度を変えます。", .hint).contains("hint-gesture"))
    }

    @Test("verbs that are gestures only as instructions need する or 「で」 after them")
    func instructionGestures() {
        #expect(rules("項目をドラッグして並べ替えます。", .hint).contains("hint-gesture"))
        #expect(!rules("ドラッグ＆ドロップを有効にします。", .hint).contains("hint-gesture"))
        #expect(rules("ドラッグ＆ドロップで追加します。", .hint).contains("hint-gesture"))
        #expect(rules("ピンチで拡大します。", .hint).contains("hint-gesture"))
        #expect(!rules("ピンチを乗り切る方法を表示します。", .hint).contains("hint-gesture"))
        #expect(rules("画面にタッチすると再開します。", .hint).contains("hint-gesture"))
        #expect(!rules("タッチIDを設定します。", .hint).contains("hint-gesture"))
        #expect(!rules("クリック音をオフにします。", .hint).contains("hint-gesture"))
        #expect(rules("右クリックでメニューを開きます。", .hint).contains("hint-gesture"))
    }

    @Test("a label names a gesture only when it opens with it and instructs", arguments: [
        ("タップして再生", true), ("2本指でタップ", true), ("上にスワイプして閉じる", true), ("タップ", true),
        ("長押しメニュー", false), ("押して話す", false), ("タップ数", false), ("写真をタップ", false),
    ])
    func labelGestures(_ label: String, _ reported: Bool) {
        #expect(rules(label, .label).contains("label-gesture") == reported, "\(label)")
    }

    @Test("a state at the end of a label is reported, a count or an object before it makes it content")
    func states() {
        #expect(rules("Wi-Fi（選択中）", .label).contains("label-state"))
        #expect(findings("Bluetooth、選択済み", .label).first { $0.rule == "label-state" }?.fix == "Bluetooth")
        #expect(!rules("%lld件選択済み", .label).contains("label-state"))
        #expect(!rules("ファイルを選択中", .label).contains("label-state"))
        #expect(!rules("選択中の写真を共有", .label).contains("label-state"))
    }

    @Test("vague labels are whole labels, whatever their punctuation", arguments: [
        ("詳しくはこちら", true), ("こちら。", true), ("「詳細」", true), ("もっと見る…", true), ("ここ をタップ", true),
        ("料金の詳細", false), ("こちらの写真", false),
        // 「その他」 is what iOS calls its More tab.
        ("その他", true), ("その他の設定", false),
    ])
    func vague(_ label: String, _ reported: Bool) {
        #expect(rules(label, .label).contains("label-vague") == reported, "\(label)")
    }

    // MARK: Hint grammar

    func form(_ hint: String) -> HintFormIssue? { JapaneseGrammar.hintForm(profile.analyze(hint)) }

    @Test("descriptive hints have no form issue", arguments: [
        "曲を再生します。", "オプションシートを開きます。", "リストに移動します。", "曲が再生されます。", "表示されるでしょう。",
        "このアプリについて", "保存した項目をすべて", "写真を初めて", "友だちとして", "ご利用くださいましたアカウントを表示します。",
        "再生を停止しますか？", "「再生して」と表示します。", "「お待ちください」と表示します。", "アルバムを開く", "再生を停止",
        "どうしよう", "おかえりなさい", "おもしろ", "いずれにせよ", "あなたが作成したリストを表示します。", "決して", "",
        "。。。", "て", "%1$@", "%@ について",
    ])
    func descriptive(_ hint: String) {
        #expect(form(hint) == nil, "\(hint): \(String(describing: form(hint)))")
    }

    @Test("requests, commands, prohibitions and suggestions", arguments: [
        ("曲を再生してください。", HintFormIssue.Kind.request, Severity.warning, "再生してください", "再生します" as String?),
        ("曲を再生して下さい", .request, .warning, "再生して下さい", "再生します"),
        ("設定を開いてください。", .request, .warning, "開いてください", nil),
        ("しばらくお待ちください", .request, .warning, "しばらくお待ちください", nil),
        ("こちらをご確認くださいませ。", .request, .warning, "ご確認ください", nil),
        ("アプリを閉じないでください。", .negativeCommand, .warning, "閉じないでください", nil),
        ("ここで削除してはいけません。", .negativeCommand, .warning, "削除してはいけ", nil),
        ("共有しないで。", .negativeCommand, .warning, "共有しないで", nil),
        ("共有しないでね。", .negativeCommand, .warning, "共有しないでね", nil),
        ("ここで削除してはなりません。", .negativeCommand, .warning, "削除してはなり", nil),
        ("曲を再生しろ。", .imperative, .warning, "再生しろ", "再生します"),
        ("設定を確認せよ。", .imperative, .warning, "確認せよ", "確認します"),
        ("画面を見ろ！", .imperative, .warning, "見ろ", "見ます"),
        ("部屋を掃除しなさい。", .imperative, .warning, "掃除しなさい", "掃除します"),
        ("曲を再生して。", .request, .warning, "再生して", "再生します"),
        ("設定を開いて！", .request, .warning, "開いて", nil),
        ("写真を選んで", .request, .warning, "選んで", nil),
        ("少し待って。", .request, .warning, "少し待って", nil),
        ("画面を見て。", .request, .warning, "見て", "見ます"),
        ("曲を再生してね。", .request, .warning, "再生してね", "再生します"),
        ("通知を許可しましょう。", .request, .warning, "許可しましょう", "許可します"),
        ("友だちを招待しよう！", .request, .warning, "招待しよう", "招待します"),
        ("ご協力をお願いします。", .request, .warning, "お願いします", nil),
        ("パスワードを入力すること。", .infinitive, .info, "入力すること", "入力します"),
        ("画面を共有しないこと。", .negativeCommand, .warning, "共有しないこと", nil),
        ("曲を再生します。次の曲も確認して。", .request, .warning, "確認して", "確認します"),
        ("%@してください", .request, .warning, "してください", "します"),
        ("あなたは管理者として参加できます。", .addressesUser, .info, "あなたは", nil),
        ("選択して再生速度を表示", .imperative, .info, "選択して", "再生速度を表示"),
    ] as [(String, HintFormIssue.Kind?, Severity?, String?, String?)])
    func forms(_ hint: String, _ kind: HintFormIssue.Kind?, _ severity: Severity?, _ words: String?, _ suggestion: String?) {
        let issue = form(hint)
        #expect(issue?.kind == kind, "\(hint)")
        #expect(issue?.severity == severity, "\(hint)")
        #expect(issue?.words == words, "\(hint)")
        #expect(issue?.suggestion == suggestion, "\(hint)")
    }

    @Test("the severity of the form reaches the finding")
    func severityReachesFinding() {
        #expect(findings("パスワードを入力すること。", .hint).first { $0.rule == "hint-imperative" }?.severity == .info)
        #expect(findings("曲を再生してください。", .hint).first { $0.rule == "hint-imperative" }?.severity == .warning)
    }

    // MARK: Full stops and labels as subjects

    @Test("a hint's wrong full stop is replaced with 「。」", arguments: [
        ("曲を再生します．", "曲を再生します。"), ("曲を再生します｡", "曲を再生します。"), ("曲を再生します.", "曲を再生します。"),
        ("曲を再生します", "曲を再生します。"),
    ])
    func hintFullStop(_ hint: String, _ fixed: String) {
        #expect(findings(hint, .hint).first { $0.rule == "hint-missing-period" }?.fix == fixed)
    }

    @Test("a label may end with a Latin abbreviation or an ellipsis, not with a full stop", arguments: [
        ("再生。", true), ("再生．", true), ("再生｡", true), ("再生.", true), ("Apple Inc.", false), ("Vol.", false),
        ("読み込み中…", false), ("読み込み中...", false),
    ])
    func labelFullStop(_ label: String, _ reported: Bool) {
        #expect(rules(label, .label).contains("label-trailing-period") == reported, "\(label)")
    }

    @Test("a hint that opens with its label as the topic repeats it; one that opens with its object does not")
    func repeatsLabel() {
        #expect(rules("削除はメッセージを削除します。", .hint, label: "削除").contains("hint-repeats-label"))
        #expect(rules("再生ボタンを押すと曲を再生します。", .hint, label: "再生").contains("hint-repeats-label"))
        #expect(!rules("曲を再生します。", .hint, label: "曲").contains("hint-repeats-label"))
        #expect(!rules("写真を共有します。", .hint, label: "写真").contains("hint-repeats-label"))
    }

    @Test("the strings every table must leave alone produce no finding in Japanese")
    func requiredGoodHint() {
        #expect(findings("曲を再生します。", .hint).isEmpty)
    }
}
