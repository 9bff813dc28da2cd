/// Turkish: hints describe the result with the verb at the end, in the aorist third person
/// without a subject ("Şarkıyı çalar.", "Ayarları açar."); labels are short noun phrases or
/// commands ("Sekmeyi kapat") without a final period. A control type is a noun in a compound
/// ("Oynat düğmesi"); its object and other case forms ("düğmesini", "düğmeye", "arama alanını")
/// name what the element acts on, so only the forms that name the element itself are terms.
///
/// Dotted and dotless i: Turkish lower-cases "I" to "ı" and "İ" to "i", where Unicode's default
/// lower-cases "I" to "i" and "İ" to "i" with a combining dot. Every look-up therefore folds
/// "İ" (before lower-casing) and "ı" to "i" (`foldings`), and the table's words are written
/// folded; a capital is written the Turkish way (`capitals`: "i" → "İ"). The hint grammar
/// lower-cases the written words the Turkish way itself.
extension LanguageProfile {
    /// The Turkish table (`tr`, and through the registry `tr-TR`, `tr-CY`).
    public static let turkish = LanguageProfile(
        code: "tr", name: "Turkish", hasLetterCase: true,
        foldings: ["ı": "i", "İ": "i"],
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: TurkishGrammar.abbreviations,
        terms: TermTable(TurkishGrammar.terms, segmentation: .words),
        instructionMarkers: TurkishGrammar.instructionMarkers,
        vagueLabels: Set(TurkishGrammar.otherVagueLabels.flatMap(TurkishGrammar.lookupForms))
            .union(TurkishGrammar.vagueConcepts.values.joined().flatMap(TurkishGrammar.lookupForms)),
        vagueConcepts: TurkishGrammar.vagueConcepts.mapValues { $0.map(TurkishGrammar.folded) },
        determiners: ["bu", "şu", "bir", "tüm", "her", "bütün"], capitals: ["i": "İ", "ı": "I"],
        hintForm: TurkishGrammar.hintForm,
        verbPosition: .last,
        purposeMarkers: ["için"], conjunctions: TurkishGrammar.conjunctions,
        // The third person's possessive, then the accusative, dative, locative or ablative
        // («menü-sü-nü», «ekran-ı-na», «sekme-si-nde»): "the X menu" as an object or a place.
        modifiedHeadEndings: ["sını", "sini", "sunu", "sünü", "ını", "ini", "unu", "ünü", "sına", "sine", "suna", "süne", "ına", "ine", "una", "üne",
                              "sında", "sinde", "sunda", "sünde", "ında", "inde", "unda", "ünde", "sından", "sinden", "sundan", "sünden",
                              "ından", "inden", "undan", "ünden"],
        stateConcepts: TurkishGrammar.stateConcepts, controlTypeConcepts: TurkishGrammar.controlTypeConcepts,
        gestureConcepts: TurkishGrammar.gestureConcepts,
        examples: TurkishGrammar.examples)
}

/// Turkish hint grammar: the verb that ends the hint's first sentence is told apart — the aorist
/// ("açar") from the imperative ("aç", "açın", "açınız"), the infinitive ("açmak"), the negative
/// imperative ("açmayın") and "you can" ("açabilirsiniz") — with a lexicon of interface verbs
/// whose forms follow vowel harmony.
enum TurkishGrammar {
    // MARK: Case and look-ups

    /// Lower case as Turkish writes it: "I" → "ı", "İ" → "i".
    static func lowercased(_ text: some StringProtocol) -> String {
        var result = ""
        for character in text {
            switch character {
            case "I": result.append("ı")
            case "İ": result.append("i")
            default: result.append(contentsOf: character.lowercased())
            }
        }
        return result
    }

    /// A capital first letter as Turkish writes it: "i" → "İ", "ı" → "I".
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        let capital = first == "i" ? "İ" : first == "ı" ? "I" : first.uppercased()
        return capital + word.dropFirst()
    }

    /// `word` with a capital when `written` starts with one.
    static func capitalized(_ word: String, like written: some StringProtocol) -> String {
        written.first?.isUppercase == true ? capitalized(word) : word
    }

    /// A phrase as the table looks it up: lower case, "ı" folded to "i".
    static func folded(_ phrase: String) -> String {
        String(lowercased(phrase).map { $0 == "ı" ? "i" : $0 })
    }

    /// A phrase as the analysis gives it: folded (the profile's foldings take "İ" to "i" before
    /// lower-casing and "ı" to "i" after).
    static func lookupForms(_ phrase: String) -> [String] { [folded(phrase)] }

    // MARK: Punctuation

    /// Words after which a final "." belongs to an abbreviation ("vb.", "örn.", "Ltd. Şti."), or
    /// an ordinal or date ("3.", "24.12.").
    static let abbreviations: Set<String> = {
        var words: Set<String> = [
            "vb", "vs", "vd", "örn", "ör", "bkz", "krş", "dk", "sn", "sa", "no", "nu", "tel", "yy", "mah", "cad", "sok", "apt",
            "dr", "prof", "doç", "av", "müh", "bşk", "gn", "md", "ltd", "şti", "a. ş", "a.ş", "t.c", "inc", "co", "max", "min", "maks",
            "ort", "yak", "top", "say", "s",
            // Months and weekdays.
            "oca", "şub", "mar", "nis", "haz", "tem", "ağu", "eyl", "eki", "kas", "ara", "pzt", "sal", "çar", "per", "cum", "cmt", "paz",
        ]
        for day in 1...31 { words.insert(String(day)) }
        for day in 1...9 { words.insert("0\(day)") }
        return Set(words.map(folded))
    }()

    // MARK: Concepts

    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["seçili", "seçili değil", "seçilmedi"]),
        .checked: .words(["işaretli", "işaretli değil", "işaretsiz"]),
        .dimmed: .words(["soluk"]),
        .expanded: .words(["genişletilmiş", "genişletildi"]),
        .collapsed: .words(["daraltılmış", "daraltıldı"]),
        .on: .none(because: "\"açık\" is a switch's value, which VoiceOver reads, and an ordinary word (open, light)"),
        .off: .none(because: "\"kapalı\" is a switch's value, which VoiceOver reads, and an ordinary word (closed)"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in the forms that name the element: the bare noun and the compound's possessive ("Oynat
    /// düğmesi"), not the object ("düğmesini") or other cases ("düğmeye").
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["düğme", "düğmesi", "buton", "butonu"]),
        .link: .none(because: "\"bağlantı\" is as often what the element acts on (Bağlantıyı kopyala, Bağlantı paylaş)"),
        .image: .none(because: "\"resim\" and \"görüntü\" are as often what the element acts on (Resmi kaydet); a label that is only \"Resim\" is vague"),
        .textField: .words(["metin alanı", "metin kutusu"]),
        .searchField: .words(["arama alanı", "arama kutusu"]),
        .secureTextField: .words(["güvenli metin alanı"]),
        .slider: .words(["kaydırıcı", "kaydırıcısı", "sürgü", "sürgüsü"]),
        .adjustable: .none(because: "\"ayarlanabilir\" is an ordinary adjective of labels (Ayarlanabilir yazı boyutu)"),
        .toggle: .words(["aç kapat düğmesi", "açma kapama düğmesi", "geçiş düğmesi"]),
        .checkbox: .words(["onay kutusu", "onay kutucuğu"]),
        .radioButton: .words(["radyo düğmesi", "seçenek düğmesi"]),
        .picker: .words(["tarih seçici", "saat seçici", "tarih seçicisi"]),
        .segmentedControl: .words(["bölümlü denetim", "bölümlenmiş denetim"]),
        .tab: .none(because: "a browser's or an app's tab (\"sekme\") is content (Sekmeyi kapat, Yeni sekme)"),
        .tabBar: .words(["sekme çubuğu"]),
        .menu: .none(because: "\"Menü\" is as often the name of the element that opens one"),
        .popUpButton: .words(["açılır düğme", "açılır menü düğmesi"]),
        .comboBox: .words(["açılır liste", "birleşik kutu"]),
        .heading: .none(because: "\"başlık\" is as often content (a title, a header image)"),
        .progressIndicator: .words(["ilerleme çubuğu", "ilerleme göstergesi"]),
        .stepper: .words(["adımlayıcı"]),
        .list: .none(because: "\"liste\" is as often what the element shows (Okuma listesi, Oynatma listesi)"),
        .scrollBar: .words(["kaydırma çubuğu"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the imperative, the
    /// converb "by …ing" ("dokunarak") and "when you …" ("dokunduğunuzda").
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["dokunun", "dokun", "dokunarak", "dokunduğunuzda", "dokunulduğunda", "hafifçe vurun", "hafifçe vur"]),
        .doubleTap: .words(["iki kez dokunun", "iki kez dokun", "iki kez dokunarak", "çift dokunun", "çift dokunarak"]),
        .tripleTap: .words(["üç kez dokunun", "üç kez dokunarak"]),
        .longPress: .words([
            "basılı tutun", "basılı tut", "basılı tutarak", "dokunup basılı tutun", "dokunun ve basılı tutun", "uzun basın", "uzun basarak",
        ]),
        .swipe: .words([
            "sola kaydırın", "sağa kaydırın", "sola kaydır", "sağa kaydır", "sola kaydırarak", "sağa kaydırarak", "kaydırarak",
            "parmağınızı kaydırın", "kaydırın",
        ]),
        .drag: .words(["sürükleyin", "sürükleyerek", "sürükleyip bırakın", "sürükle"]),
        .pinch: .words(["kıstırın", "kıstırarak"]),
        .rotate: .none(because: "\"döndür\" is as often what the element does (Fotoğrafı döndürür.)"),
        .shake: .words(["sallayın", "sallayarak"]),
        .click: .words(["tıklayın", "tıkla", "tıklatın", "tıklayarak", "çift tıklayın", "çift tıkla", "çift tıklayarak"]),
        .press: .words(["basın", "basarak"]),
        .scroll: .words(["yukarı kaydırın", "aşağı kaydırın"]),
        .fingers: .words(["iki parmakla", "üç parmakla", "dört parmakla", "iki parmağınızla", "üç parmağınızla"]),
    ]

    /// Gesture words that are also names or results: an instruction only when an instruction
    /// word follows ("Yukarı kaydır" is a button that scrolls, "Sürükle ve bırak" a feature).
    static let instructionOnlyGestures: Set<String> = ["kaydırın", "yukarı kaydırın", "aşağı kaydırın", "sürükle"]

    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["daha fazla", "diğer", "dahası", "fazlası", "daha fazla göster", "daha fazlasını göster"],
        .learnMore: ["daha fazla bilgi edinin", "daha fazlasını öğrenin", "devamını oku", "devamını okuyun"],
        .clickHere: ["buraya tıklayın", "buraya dokunun", "buraya tıkla", "buraya dokun", "burayı tıklayın"],
        .details: ["ayrıntılar", "detaylar", "ayrıntıları göster", "ayrıntıları görüntüle", "detayları göster", "detayları görüntüle"],
        .info: ["bilgi", "bilgiler", "daha fazla bilgi", "ek bilgi"],
        .here: ["burada", "buraya", "burası"],
        .link: ["bağlantı", "link"],
        .image: ["resim", "görsel"],
    ]

    /// What makes a gesture word an instruction when it follows it: a conjunction ("Dokunun ve
    /// basılı tutun"), or the command the gesture's converb leads to ("Dokunarak oynat").
    static let instructionMarkers: Set<String> = Set(
        (["ve", "sonra", "ardından", "veya"] + forms.imperatives.keys).flatMap(lookupForms))

    static let otherVagueLabels: [String] = ["düğme", "buton", "simge", "ikon", "adsız", "başlıksız", "öge", "öğe", "metin", "yer tutucu"]

    static let terms: [Term] = {
        var terms: [Term] = []
        func add(_ phrase: String, _ kind: TermKind) {
            for form in lookupForms(phrase) { terms.append(Term(form, kind)) }
        }
        for word in gestureConcepts.allWords {
            add(word, instructionOnlyGestures.contains(word) ? .instructionGesture : .gesture)
        }
        // Features and things, not gestures: Shake to Undo, the press, drag and drop.
        for phrase in [
            "geri almak için salla", "geri almak için sallayın", "sallayarak geri al", "basın bülteni", "basın açıklaması", "basın kiti",
            "sürükle ve bırak",
        ] {
            add(phrase, .neutral)
        }
        for word in controlTypeConcepts.allWords {
            add(word, .controlType)
        }
        // A device's keys are content ("Ana Ekran düğmesi"); "bir düğme" is an object ("bir düğme
        // gösterir": shows a button).
        for phrase in [
            "ana ekran düğmesi", "yan düğme", "yan düğmesi", "güç düğmesi", "eylem düğmesi", "sesi açma düğmesi", "sesi kısma düğmesi",
            "bir düğme", "bir buton",
        ] {
            add(phrase, .neutral)
        }
        for word in stateConcepts.allWords {
            add(word, .state)
        }
        return terms
    }()

    // MARK: Verbs

    /// Interface verbs: the stem (the familiar imperative) and the aorist third person, or `nil`
    /// where the aorist would not describe what the element does ("bak": looks). Verbs of
    /// several words ("iptal et", "geri al") are looked up by their last word. Gesture verbs
    /// ("dokun", "tıkla") are hint-gesture's.
    static let verbs: [(stem: String, aorist: String?)] = [
        ("aç", "açar"), ("kapat", "kapatır"), ("çal", "çalar"), ("oynat", "oynatır"), ("durdur", "durdurur"), ("duraklat", "duraklatır"),
        ("sil", "siler"), ("ekle", "ekler"), ("kaldır", "kaldırır"), ("göster", "gösterir"), ("gizle", "gizler"), ("seç", "seçer"),
        ("paylaş", "paylaşır"), ("gönder", "gönderir"), ("kaydet", "kaydeder"), ("düzenle", "düzenler"), ("değiştir", "değiştirir"),
        ("indir", "indirir"), ("yükle", "yükler"), ("ara", "arar"), ("bul", "bulur"), ("kopyala", "kopyalar"), ("yapıştır", "yapıştırır"),
        ("kes", "keser"), ("yenile", "yeniler"), ("güncelle", "günceller"), ("başlat", "başlatır"), ("bitir", "bitirir"),
        ("sonlandır", "sonlandırır"), ("et", "eder"), ("onayla", "onaylar"), ("reddet", "reddeder"), ("git", "gider"), ("dön", "döner"),
        ("geç", "geçer"), ("atla", "atlar"), ("sar", "sarar"), ("yinele", "yineler"), ("tekrarla", "tekrarlar"), ("karıştır", "karıştırır"),
        ("sırala", "sıralar"), ("filtrele", "filtreler"), ("görüntüle", "görüntüler"), ("büyüt", "büyütür"), ("küçült", "küçültür"),
        ("genişlet", "genişletir"), ("daralt", "daraltır"), ("kilitle", "kilitler"), ("işaretle", "işaretler"), ("adlandır", "adlandırır"),
        ("taşı", "taşır"), ("çevir", "çevirir"), ("döndür", "döndürür"), ("ayarla", "ayarlar"), ("etkinleştir", "etkinleştirir"),
        ("bırak", "bırakır"), ("al", "alır"), ("ver", "verir"), ("yap", "yapar"), ("gir", "girer"), ("çık", "çıkar"), ("bağlan", "bağlanır"),
        ("bağla", "bağlar"), ("katıl", "katılır"), ("engelle", "engeller"), ("bildir", "bildirir"), ("yanıtla", "yanıtlar"),
        ("cevapla", "cevaplar"), ("yaz", "yazar"), ("oku", "okur"), ("dinle", "dinler"), ("izle", "izler"), ("dene", "dener"),
        ("temizle", "temizler"), ("boşalt", "boşaltır"), ("sıfırla", "sıfırlar"), ("yazdır", "yazdırır"), ("tara", "tarar"),
        ("belirle", "belirler"), ("gezin", "gezinir"), ("incele", "inceler"), ("aktar", "aktarır"), ("iliştir", "iliştirir"),
        ("sabitle", "sabitler"), ("beğen", "beğenir"), ("yükselt", "yükseltir"), ("oluştur", "oluşturur"), ("kur", "kurar"),
        ("doğrula", "doğrular"), ("tamamla", "tamamlar"), ("uygula", "uygular"), ("getir", "getirir"), ("götür", "götürür"),
        ("bekle", "bekler"), ("başla", "başlar"), ("yakınlaştır", "yakınlaştırır"), ("uzaklaştır", "uzaklaştırır"), ("sor", "sorar"),
        ("keşfet", "keşfeder"), ("seyret", "seyreder"), ("puanla", "puanlar"), ("oyla", "oylar"), ("sessizleştir", "sessizleştirir"),
        ("bak", nil), ("gör", nil), ("dur", "durur"), ("hatırla", "hatırlar"), ("kırp", "kırpar"), ("ilerle", "ilerler"),
    ]

    /// Stems whose final "t" softens to "d" before a vowel ("et" → "edin", "git" → "gidin").
    static let softeningStems: Set<String> = ["et", "git", "kaydet", "reddet", "keşfet", "seyret", "affet"]

    /// Imperatives that are also ordinary words ("aç" hungry, "yaz" summer, "ara" between,
    /// "yazın" in summer, "alın" forehead): reported as information only.
    static let ambiguousImperatives: Set<String> = ["yaz", "ara", "dur", "kes", "sar", "kur", "yazın", "alın", "geç", "sor"]

    private static let backVowels: Set<Character> = ["a", "ı", "o", "u"]
    private static let vowels: Set<Character> = ["a", "ı", "o", "u", "e", "i", "ö", "ü"]

    /// The high vowel that follows the stem's last vowel (ı, i, u, ü).
    static func highVowel(after stem: String) -> Character {
        switch stem.last(where: vowels.contains) {
        case "a", "ı": "ı"
        case "o", "u": "u"
        case "ö", "ü": "ü"
        default: "i"
        }
    }

    /// The stem before a suffix that opens with a vowel: "kaydet" → "kayded".
    static func softened(_ stem: String) -> String {
        softeningStems.contains(stem) ? String(stem.dropLast()) + "d" : stem
    }

    /// "açın", "ekleyin", "kaydedin"; with `formal`, "açınız", "ekleyiniz".
    static func pluralImperative(_ stem: String, formal: Bool = false) -> String {
        let vowel = highVowel(after: stem)
        let base = stem.last.map(vowels.contains) == true ? stem + "y" : softened(stem)
        return base + String(vowel) + "n" + (formal ? String(vowel) + "z" : "")
    }

    /// "ma" or "me", by the stem's last vowel.
    static func lowVowelSuffix(_ stem: String, back: String, front: String) -> String {
        stem.last(where: vowels.contains).map(backVowels.contains) == true ? back : front
    }

    /// Every form of the lexicon, with the verb it belongs to.
    struct Forms {
        var imperatives: [String: String] = [:]
        var infinitives: [String: String] = [:]
        var negativeImperatives: [String: String] = [:]
        var verbalNouns: [String: String] = [:]
        var aorists: Set<String> = []
        var aoristOf: [String: String] = [:]
    }

    static let forms: Forms = {
        var forms = Forms()
        for (stem, aorist) in verbs {
            for form in [stem, pluralImperative(stem), pluralImperative(stem, formal: true)] { forms.imperatives[form] = stem }
            forms.infinitives[stem + lowVowelSuffix(stem, back: "mak", front: "mek")] = stem
            let negative = stem + lowVowelSuffix(stem, back: "ma", front: "me")
            forms.verbalNouns[negative] = stem
            for suffix in [lowVowelSuffix(stem, back: "yın", front: "yin"), lowVowelSuffix(stem, back: "yınız", front: "yiniz")] {
                forms.negativeImperatives[negative + suffix] = stem
            }
            if let aorist {
                forms.aorists.insert(aorist)
                forms.aoristOf[stem] = aorist
            }
        }
        // An aorist is never read as another verb's imperative ("çıkar" exits).
        for aorist in forms.aorists { forms.imperatives[aorist] = nil }
        return forms
    }()

    static let conjunctions: Set<String> = ["ve", "veya", "ya", "yahut"]

    /// Endings that mark an object (accusative after a vowel or a possessive: "listeyi", "listesini").
    static let accusativeEndings = ["yı", "yi", "yu", "yü", "nı", "ni", "nu", "nü"]

    /// Endings of "you can", "you must" addressed to the user ("değiştirebilirsiniz").
    static let addressingEndings = ["abilirsiniz", "ebilirsiniz", "abilirsin", "ebilirsin", "malısınız", "melisiniz", "malısın", "melisin"]

    // MARK: Hint form

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.realWords
        guard !words.isEmpty else { return nil }
        let lowered = words.map { lowercased(text.slice($0.start, $0.end)) }
        if let please = lowered.firstIndex(of: "lütfen") {
            return HintFormIssue(.request, words: text.slice(words[please].start, words[please].end))
        }
        // The verb ends the first sentence.
        let last = text.lastWordOfFirstSentence(words, endingWith: ".!?")
        let verb = lowered[last]
        let written = text.slice(words[last].start, words[last].end)
        if forms.aorists.contains(verb) { return nil }
        if addressingEndings.contains(where: { verb.hasSuffix($0) && verb.count > $0.count + 1 }) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if forms.negativeImperatives[verb] != nil {
            return HintFormIssue(.negativeCommand, words: written)
        }
        if forms.verbalNouns[verb] != nil, last > 0, accusativeEndings.contains(where: lowered[last - 1].hasSuffix) {
            // "Listeyi karıştırma": "do not shuffle", or "shuffling" the list; after a noun that is
            // no object ("Fotoğraf düzenleme"), a noun.
            return HintFormIssue(.negativeCommand, words: written, severity: .info)
        }
        if let stem = forms.infinitives[verb] {
            return HintFormIssue(.infinitive, words: written, suggestion: forms.aoristOf[stem].map { capitalized($0, like: written) })
        }
        guard let stem = forms.imperatives[verb] else { return nil }
        let severity: Severity = ambiguousImperatives.contains(verb) ? .info : .warning
        // "Görünümü açmak için seçin": the purpose is what the element does ("Görünümü açar").
        if last >= 2, lowered[last - 1] == "için", let purpose = forms.infinitives[lowered[last - 2]] {
            let purposeWritten = text.slice(words[last - 2].start, words[last - 2].end)
            return HintFormIssue(
                .imperative, words: text.slice(words[last - 2].start, words[last].end),
                suggestion: forms.aoristOf[purpose].map { capitalized($0, like: purposeWritten) }, severity: severity)
        }
        // "Seçin, sıralayın ve düzenleyin": every verb would have to change, not the last alone
        // ("Listeye ekle menüsünü aç" names a menu: no comma or conjunction follows "ekle").
        let hasOtherCommand = (0..<last).contains { index in
            forms.imperatives[lowered[index]] != nil
                && (text.holds(UInt8(ascii: ","), between: words[index].end, words[index + 1].start) || conjunctions.contains(lowered[index + 1]))
        }
        let suggestion = hasOtherCommand ? nil : forms.aoristOf[stem].map { capitalized($0, like: written) }
        return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: severity)
    }
}

extension TurkishGrammar {
    /// Every language-specific rule, in Turkish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "tr", .label, "Oynat.", fix: "Oynat"),
        .bad("label-trailing-period", "tr", .label, "Favorilere ekle.", fix: "Favorilere ekle"),
        .good("label-trailing-period", "tr", .label, "Oynat"),
        .good("label-trailing-period", "tr", .label, "Yükleniyor..."),
        .good("label-trailing-period", "tr", .label, "Fotoğraflar, videolar vb."),
        .good("label-trailing-period", "tr", .label, "Son tarih 24.12."),
        .good("label-trailing-period", "tr", .label, "Örnek Yazılım Ltd. Şti."),

        .bad("label-control-type", "tr", .label, "Oynat düğmesi", fix: "Oynat"),
        .bad("label-control-type", "tr", .label, "Ses düzeyi kaydırıcısı", fix: "Ses düzeyi"),
        .bad("label-control-type", "tr", .label, "Paylaş Düğmesi", fix: "Paylaş"),
        .bad("label-control-type", "tr", .label, "Düğme: Paylaş"),
        // A type of two words is not removed where nothing sets it off: it may be what the words act on.
        .badWithoutFix("label-control-type", "tr", .label, "Bildirimler onay kutusu"),
        .bad("label-control-type", "tr", .label, "Bildirimler, onay kutusu", fix: "Bildirimler"),
        .good("label-control-type", "tr", .label, "Oynat"),
        // Its object and its other cases name what the element acts on.
        .good("label-control-type", "tr", .label, "Arama alanını temizle"),
        .good("label-control-type", "tr", .label, "Mesaj metin alanını küçült"),
        .good("label-control-type", "tr", .label, "Ana Ekran düğmesi"),
        .good("label-control-type", "tr", .label, "Bağlantıyı kopyala"),

        .bad("label-state", "tr", .label, "Wi-Fi, seçili", fix: "Wi-Fi"),
        .bad("label-state", "tr", .label, "İşaretli"),
        .good("label-state", "tr", .label, "%lld seçili"),
        .good("label-state", "tr", .label, "Seçili fotoğrafları göster"),
        .good("label-state", "tr", .label, "Wi-Fi"),

        // The gesture opens the label; one that ends it after its purpose is a label-gesture
        // the shared matching does not see (the verb comes last in Turkish).
        .bad("label-gesture", "tr", .label, "İki kez dokunun"),
        .bad("label-gesture", "tr", .label, "Dokunarak oynat"),
        .bad("label-gesture", "tr", .label, "Sola kaydırarak sil"),
        // The verb, and so the instruction, ends the label.
        .bad("label-gesture", "tr", .label, "Tümünü göstermek için dokunun"),
        .good("label-gesture", "tr", .label, "Kaydırma hareketleri"),
        .good("label-gesture", "tr", .label, "Yukarı kaydır"),
        .good("label-gesture", "tr", .label, "Sürükle ve bırak"),
        .good("label-gesture", "tr", .label, "Oynat"),

        .bad("label-capitalization", "tr", .label, "oynat", fix: "Oynat"),
        .bad("label-capitalization", "tr", .label, "yeni mesaj", fix: "Yeni mesaj"),
        .good("label-capitalization", "tr", .label, "Yeni mesaj"),
        .good("label-capitalization", "tr", .label, "iPhone depolama alanı"),
        .good("label-capitalization", "tr", .label, "%@ beğeni"),

        .bad("label-length", "tr", .label, "Yeni bir mesaj oluşturmak için bu düğmeye dokunun ve ardından alıcıyı seçin"),
        .good("label-length", "tr", .label, "Yeni mesaj"),
        .good("label-length", "tr", .label, "Apple Inc., 125,25 $, %1,3 artış"),

        .bad("label-vague", "tr", .label, "Daha fazla bilgi"),
        .bad("label-vague", "tr", .label, "Bilgi"),
        .bad("label-vague", "tr", .label, "Ayrıntıları görüntüle"),
        .good("label-vague", "tr", .label, "Sipariş ayrıntılarını görüntüle"),
        .bad("label-vague", "tr", .label, "Buraya dokunun"),
        .bad("label-vague", "tr", .label, "Diğer"),
        .bad("label-vague", "tr", .label, "AYRINTILAR"),
        .good("label-vague", "tr", .label, "Fiyatlar hakkında daha fazla bilgi"),
        .good("label-vague", "tr", .label, "Oynat"),

        .bad("hint-imperative", "tr", .hint, "Şarkıyı çal.", fix: "Şarkıyı çalar."),
        .bad("hint-imperative", "tr", .hint, "Ayarları açın.", fix: "Ayarları açar."),
        .bad("hint-imperative", "tr", .hint, "Değişikliklerinizi kaydedin.", fix: "Değişikliklerinizi kaydeder."),
        .bad("hint-imperative", "tr", .hint, "Seçilmiş dosyaları siliniz.", fix: "Seçilmiş dosyaları siler."),
        .bad("hint-imperative", "tr", .hint, "Yer imleri görünümünü açmak için seçin.", fix: "Yer imleri görünümünü açar."),
        // Every verb of a list would have to change; a verb alone would read "Kapatır.".
        .badWithoutFix("hint-imperative", "tr", .hint, "Fotoğrafları seçin, sıralayın ve düzenleyin."),
        .badWithoutFix("hint-imperative", "tr", .hint, "Kapat"),
        // The element does not look: "bakar" would not describe it.
        .badWithoutFix("hint-imperative", "tr", .hint, "Son oynatılan ortamlara bak."),
        .bad("hint-imperative", "tr", .hint, "Lütfen adınızı girin."),
        .bad("hint-imperative", "tr", .hint, "Uygulamayı kapatmayın."),
        .bad("hint-imperative", "tr", .hint, "Şarkıyı çalmak.", fix: "Şarkıyı çalar."),
        .bad("hint-imperative", "tr", .hint, "Buradan ayarları değiştirebilirsiniz."),
        .good("hint-imperative", "tr", .hint, "Şarkıyı çalar."),
        .good("hint-imperative", "tr", .hint, "Ayarları açar."),
        .good("hint-imperative", "tr", .hint, "Listeye gider."),
        .good("hint-imperative", "tr", .hint, "Uygulamadan çıkar."),
        .good("hint-imperative", "tr", .hint, "İçeriği artan ya da azalan şekilde sıralar."),
        .good("hint-imperative", "tr", .hint, "Ayarlar sayfası açılır."),
        .good("hint-imperative", "tr", .hint, "Oynatıcı ayarları."),

        .bad("hint-gesture", "tr", .hint, "Şarkıyı çalmak için iki kez dokunun."),
        // The gesture ends the hint: its purpose would have to be rewritten.
        .badWithoutFix("hint-gesture", "tr", .hint, "Silmek için sola kaydırın."),
        .bad("hint-gesture", "tr", .hint, "Menü düğmesine dokunarak ayarları açar."),
        .bad("hint-gesture", "tr", .hint, "Seçenekleri görmek için basılı tutun."),
        .good("hint-gesture", "tr", .hint, "Listeyi en üste kaydırır."),
        .good("hint-gesture", "tr", .hint, "Öğeyi siler."),
        .good("hint-gesture", "tr", .hint, "Geri Almak için Salla özelliğini açar."),
        .good("hint-gesture", "tr", .hint, "Basın bülteni arşivini açar."),

        .bad("hint-control-type", "tr", .hint, "Ad ekleyen düğme."),
        .bad("hint-control-type", "tr", .hint, "Ölçeği değiştiren kaydırıcı."),
        .bad("hint-control-type", "tr", .hint, "Paylaş düğmesi."),
        .good("hint-control-type", "tr", .hint, "Ad ekler."),
        // The type named as the object, or in another case, is what the element acts on.
        .good("hint-control-type", "tr", .hint, "Arama alanını temizler."),
        .good("hint-control-type", "tr", .hint, "Oynat düğmesini gösterir."),
        .good("hint-control-type", "tr", .hint, "Uzun gönderilerin yanında genişletmek için bir düğme gösterir."),

        .bad("hint-repeats-label", "tr", .hint, "Kaydet değişikliklerinizi kaydeder.", label: "Kaydet"),
        .bad("hint-repeats-label", "tr", .hint, "Geri düğmesi önceki ekrana döner.", label: "Geri"),
        .good("hint-repeats-label", "tr", .hint, "Ayarlar ekranını açar.", label: "Ayarlar"),
        // A command label naming the menu the hint opens: its modifier, not its subject.
        .good("hint-repeats-label", "tr", .hint, "Oynatma listesine ekle menüsünü açar.", label: "Oynatma listesine ekle"),
        .good("hint-repeats-label", "tr", .hint, "Sil düğmesine odaklanır.", label: "Sil"),
        .bad("hint-repeats-label", "tr", .hint, "Sil öğeyi siler.", label: "Sil"),
        .good("hint-repeats-label", "tr", .hint, "Değişikliklerinizi kaydeder.", label: "Kaydet"),
        .good("hint-repeats-label", "tr", .hint, "Mesajı siler.", label: "Sil"),

        .bad("hint-missing-period", "tr", .hint, "Şarkıyı çalar", fix: "Şarkıyı çalar."),
        .bad("hint-missing-period", "tr", .hint, "Şehir ekler。", fix: "Şehir ekler."),
        .good("hint-missing-period", "tr", .hint, "Şarkıyı çalar."),
        .good("hint-missing-period", "tr", .hint, "Menüyü açar…"),

        .bad("hint-capitalization", "tr", .hint, "şarkıyı çalar.", fix: "Şarkıyı çalar."),
        .good("hint-capitalization", "tr", .hint, "Şarkıyı çalar."),
        .good("hint-capitalization", "tr", .hint, "iCloud notlarınızı eşzamanlı tutar."),

        .bad("hint-length", "tr", .hint,
             "Zaman akışındaki bir gönderiyi paylaştığınızda, yanıtladığınızda ya da yükselttiğinizde hangi hesabınızın kullanılacağını seçebileceğiniz ve varsayılan görünürlüğü, dili ve içerik uyarılarını da ayarlayabileceğiniz hesap ayarları sayfasını açar."),
        .good("hint-length", "tr", .hint, "Hesap ayarlarını açar."),
    ]
}
