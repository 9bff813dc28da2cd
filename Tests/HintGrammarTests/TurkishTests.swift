import Testing
@testable import HintGrammar

/// The Turkish table beyond its rule examples: dotted and dotless i, the verb that ends the
/// hint, and strings of the kind apps ship, with what must stay silent.
@Suite("Turkish")
struct TurkishTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: "tr", role: role, label: label).map(\.rule))
    }

    static func form(_ hint: String) -> HintFormIssue? { TurkishGrammar.hintForm(LanguageProfile.turkish.analyze(hint)) }

    @Test("tr and its regional tags find the Turkish table", arguments: ["tr", "tr-TR", "tr-CY"])
    func registry(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "tr")
    }

    @Test("dotted and dotless i: capitals, title case and the table's words meet")
    func dottedAndDotlessI() {
        #expect(TurkishGrammar.lowercased("İPTAL IŞIK") == "iptal ışık")
        #expect(TurkishGrammar.capitalized("indirir") == "İndirir")
        #expect(TurkishGrammar.capitalized("ılık") == "Ilık")
        // "KAYDIRICI" (ASCII capitals), "Kaydırıcı", "İşaretli", "İKİ KEZ DOKUNUN".
        #expect(Self.rules("Ses KAYDIRICI", .label).contains("label-control-type"))
        #expect(Self.rules("Ses Kaydırıcısı", .label).contains("label-control-type"))
        #expect(Self.rules("Wi-Fi, İŞARETLİ", .label).contains("label-state"))
        #expect(Self.rules("İKİ KEZ DOKUNUN", .label).contains("label-gesture"))
        #expect(Self.rules("Daha Fazla Bilgi", .label).contains("label-vague"))
        #expect(Self.rules("AYRINTILAR", .label).contains("label-vague"))
        // A capital is written the Turkish way in a suggestion.
        let fix = Auditor().check("iptal", language: "tr", role: .label).first { $0.rule == "label-capitalization" }?.fix
        #expect(fix == "İptal")
        #expect(LanguageProfile.turkish.analyze("İPTAL").words.map(\.folded) == ["iptal"])
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: HintFormIssue.Kind?
        let severity: Severity
        let suggestion: String?
        init(_ text: String, _ kind: HintFormIssue.Kind?, _ severity: Severity = .warning, suggestion: String? = nil) {
            self.text = text
            self.kind = kind
            self.severity = severity
            self.suggestion = suggestion
        }
        var testDescription: String { text }
    }

    @Test("hint forms, told by the verb that ends the first sentence", arguments: [
        FormCase("Şarkıyı çalar.", nil),
        FormCase("Ayarlar sayfasını açar.", nil),
        FormCase("Seçimi ortam grubundan kaldırır.", nil),
        FormCase("Uygulamadan çıkar.", nil),
        FormCase("Listeye gider.", nil),
        FormCase("Ayarlar açılır.", nil),
        FormCase("Dikey ses denetimi", nil),
        FormCase("Fotoğraf düzenleme", nil),
        FormCase("Şarkıyı çal.", .imperative, suggestion: "çalar"),
        FormCase("Oynatma listesine ekle menüsünü aç", .imperative, suggestion: "açar"),
        FormCase("İndirin.", .imperative, suggestion: "İndirir"),
        FormCase("Değişiklikleri kaydedin.", .imperative, suggestion: "kaydeder"),
        FormCase("Listeden çıkın.", .imperative, suggestion: "çıkar"),
        FormCase("Bölümler görünümünü açmak için seçin", .imperative, suggestion: "açar"),
        FormCase("Tüm ögeleri seçin, dizin ve sıralayın", .imperative),
        FormCase("Bir metin yaz.", .imperative, .info, suggestion: "yazar"),
        FormCase("Şarkıyı çalmak.", .infinitive, suggestion: "çalar"),
        FormCase("Ortam listesini karıştırma", .negativeCommand, .info),
        FormCase("Uygulamayı kapatmayınız.", .negativeCommand),
        FormCase("Lütfen bekleyin.", .request),
        FormCase("Ayarları buradan değiştirebilirsiniz.", .addressesUser, .info),
        FormCase("Giriş yapmalısınız.", .addressesUser, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = Self.form(example.text)
        #expect(issue?.kind == example.kind)
        if let issue {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    struct AppString: CustomTestStringConvertible, Sendable {
        let text: String
        let role: Role
        let reported: Set<String>
        let label: String?
        init(_ text: String, _ role: Role, _ reported: Set<String> = [], label: String? = nil) {
            self.text = text
            self.role = role
            self.reported = reported
            self.label = label
        }
        var testDescription: String { text }
    }

    /// Labels and hints worded as Turkish apps word them (written for these tests).
    @Test("strings of the kind apps ship", arguments: [
        AppString("Sekmeyi kapat", .label),
        AppString("Metni Temizle", .label),
        AppString("Parolayı göster", .label),
        AppString("Mesaj metin alanını genişlet", .label),
        AppString("Ana sekmeyi aç", .label),
        AppString("Gizlilik Simgesi", .label),
        AppString("%lld yeni gönderi", .label),
        AppString("Sessize Alındı", .label),
        AppString("Yatay kaydırıcı", .label, ["label-control-type"]),
        AppString("Seçili", .label, ["label-state"]),
        AppString("kapat", .label, ["label-capitalization"]),
        AppString("Bilgi", .label, ["label-vague"]),
        AppString("Seçenekler sayfasını açar.", .hint),
        AppString("Listeyi kaydırır.", .hint),
        AppString("Daha büyük bir versiyonunu gösterir.", .hint),
        AppString("Ortamı oynatılmış olarak işaretler.", .hint),
        AppString("Daraltılmış gönderiler yanında genişletmek için bir buton gösterir.", .hint),
        AppString("Seçilmiş dosyaları paylaş.", .hint, ["hint-imperative"]),
        AppString("Kuyruğa ekle.", .hint, ["hint-imperative"]),
        AppString("Ayrıntıları açmak için dokunun.", .hint, ["hint-gesture"]),
        AppString("Silmek için %@ üzerine dokunun.", .hint, ["hint-gesture"]),
        AppString("Seçme düğmesi.", .hint, ["hint-control-type"]),
        AppString("Paylaş paylaşım sayfasını açar.", .hint, ["hint-repeats-label"], label: "Paylaş"),
        AppString("Geçerli oynatımı oynatır ya da duraklatır", .hint, ["hint-missing-period"]),
    ])
    func appStrings(_ string: AppString) {
        let reported = Self.rules(string.text, string.role, label: string.label)
        #expect(reported == string.reported, "\(string.text): \(reported.sorted())")
    }

    @Test("the purpose the command serves is what the element does")
    func purposeRewrite() {
        let findings = Auditor().check("Dengeleyici görünümünü açmak için seçin.", language: "tr", role: .hint)
        #expect(findings.first { $0.rule == "hint-imperative" }?.fix == "Dengeleyici görünümünü açar.")
    }
}
