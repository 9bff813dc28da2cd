/// Malay (ms): verbs do not inflect for person. A descriptive hint opens with the active `meN-`
/// verb and no subject ("Memainkan lagu.", "Memaparkan menu."); a command uses the bare base or
/// its `-kan`/`-i` form ("Main lagu.", "Tunjukkan menu.", "Padam fail."), sometimes with `-lah`
/// ("Ketiklah"); requests open with "Sila", "Mohon", "Harap" or "Tolong", prohibitions with
/// "Jangan". Passive `di-` forms ("Dimainkan secara automatik.") and intransitive verbs without a
/// prefix ("Kembali ke skrin sebelumnya.", "Masuk ke akaun.") are no commands. Malaysian words
/// differ from Indonesian ones: "butang" (button), "ketik" (tap), "leret" (swipe), "tatal"
/// (scroll), "gelangsar" (slider), "padam" (delete), "kongsi" (share). Labels are short phrases
/// without a final period; a noun's modifiers follow it ("Butang main": the play button).
extension LanguageProfile {
    /// The Malay table (ms; ms-MY falls back to it).
    public static let malay = LanguageProfile(
        code: "ms", name: "Malay", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "dll", "dsb", "spt", "sdn", "bhd", "no", "bil", "hlm", "ms", "tkh", "jln", "jl", "tel", "dr", "en", "pn", "tn", "sdr",
            "sdri", "hj", "hjh", "prof", "kg", "bt", "rm", "min", "maks", "s.k", "b.p", "u.p", "vs", "inc", "ltd", "yb", "yg",
        ],
        terms: TermTable(MalayGrammar.terms, segmentation: .words),
        // "secara" makes a manner of the gesture ("Leret secara menegak untuk …", swipe vertically
        // to …): an instruction, where a setting would rather say "Tatal automatik".
        instructionMarkers: [
            "untuk", "bagi", "di", "sini", "ke", "pada", "secara", "dua", "tiga", "dengan", "lalu", "kemudian", "sekali", "dan", "atau",
            "agar", "supaya", "kiri", "kanan", "atas", "bawah", "lama",
        ],
        vagueLabels: ["butang", "ikon", "tanpa tajuk", "item", "label", "teks", "pemegang tempat", "placeholder"],
        vagueConcepts: [
            // "Lagi" alone is Apple's More tab; not "Lain-lain", a legitimate choice (Others) in a list.
            .more: ["lagi", "lihat lagi", "tunjuk lagi", "lebih banyak", "lihat lebih banyak", "selanjutnya"],
            .learnMore: ["ketahui lebih lanjut", "ketahui lagi", "ketahui selanjutnya", "baca lebih lanjut", "baca lagi", "baca selanjutnya"],
            .clickHere: ["klik di sini", "ketik di sini", "tekan di sini", "sentuh di sini"],
            .details: ["butiran", "perincian"],
            .info: ["info", "maklumat", "info lanjut", "maklumat lanjut", "maklumat lanjutan", "maklumat lebih lanjut"],
            .here: ["di sini"],
            .link: ["pautan"],
            .image: ["imej", "gambar"],
        ],
        determiners: ["semua", "seluruh", "sebuah", "setiap", "segala", "para"],
        hintForm: MalayGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["dari", "daripada", "untuk", "bagi", "yang"], headFollows: false),
        conditionMarkers: ["jika", "kalau", "sekiranya"], purposeMarkers: ["untuk", "bagi", "agar", "supaya"], conjunctions: ["dan", "atau", "serta", "lalu"],
        reflexivePronouns: [],
        descriptiveVerbs: MalayGrammar.descriptiveForms,
        stateConcepts: MalayGrammar.stateConcepts, controlTypeConcepts: MalayGrammar.controlTypeConcepts,
        gestureConcepts: MalayGrammar.gestureConcepts,
        examples: MalayGrammar.examples)
}

/// Malay hint grammar: a command is told from a description by its verb form, looked up in a
/// lexicon of the verbs of user interfaces (the command form and its `meN-` form, whose prefix
/// changes with the base's first sound: main → memainkan, tunjuk → menunjukkan, kongsi →
/// berkongsi, simpan → menyimpan), never guessed from an ending ("Tetapan", "Pilihan" and
/// "Mainan" are nouns).
enum MalayGrammar {
    /// The states VoiceOver announces, as Apple's Malay interfaces word them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["dipilih", "terpilih", "tidak dipilih"]),
        .checked: .words(["ditanda", "bertanda", "tidak ditanda"]),
        .dimmed: .words(["dimalapkan"]),
        .expanded: .words(["dikembangkan"]),
        .collapsed: .words(["dikuncupkan", "diruntuhkan"]),
        .on: .none(because: "a switch's on and off (hidup, mati) are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off (hidup, mati) are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    /// The control types VoiceOver announces, as Apple's Malay interfaces word them
    /// (``ControlTypeConcept``): the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["butang"]),
        .link: .none(because: "\"pautan\" is as often what the element acts on (Salin pautan, Kongsi pautan)"),
        .image: .none(because: "\"imej\" is as often what the element acts on (Simpan imej); a label that is only \"Imej\" is vague"),
        .textField: .words(["medan teks", "ruang teks", "kotak teks"]),
        .searchField: .words(["medan carian", "ruang carian", "kotak carian", "bar carian"]),
        .secureTextField: .words(["medan teks selamat"]),
        .slider: .words(["gelangsar"]),
        .adjustable: .none(because: "\"boleh laras\" is an ordinary phrase of labels (Ketinggian boleh laras)"),
        // Not "suis" alone: a light switch, a smart-home device (Hidupkan suis dapur).
        .toggle: .words(["butang togol", "butang suis"]),
        .checkbox: .words(["kotak semak", "kotak tanda"]),
        .radioButton: .words(["butang radio"]),
        // Not "pemilih" alone: it is also a voter.
        .picker: .words(["pemilih tarikh", "pemilih masa", "pemilih warna"]),
        .segmentedControl: .words(["kawalan bersegmen"]),
        .tab: .none(because: "a browser's or an app's tab is content (Tutup tab, Tab baharu)"),
        .tabBar: .words(["bar tab"]),
        .menu: .none(because: "\"Menu\" is as often the name of the element that opens one"),
        .popUpButton: .words(["butang timbul", "butang pop timbul", "butang pop-up", "butang popup"]),
        .comboBox: .words(["kotak kombo", "menu lungsur", "senarai lungsur", "menu juntai bawah", "senarai juntai bawah"]),
        .heading: .none(because: "\"tajuk\" is as often content (the title of a song, of a message)"),
        .progressIndicator: .words(["bar kemajuan", "penunjuk kemajuan", "bar progres"]),
        .stepper: .none(because: "Malay interfaces name a stepper by what it counts (Kuantiti, Salinan), with no word of its own"),
        .list: .none(because: "\"senarai\" is as often what the element shows (Senarai main, Tunjuk senarai)"),
        .scrollBar: .words(["bar tatal", "bar skrol"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["ketik", "ketiklah", "mengetik", "diketik", "sentuh", "sentuhlah", "menyentuh", "disentuh", "tap"]),
        .doubleTap: .words(["ketik dua kali", "ketik 2 kali", "dwiketik", "sentuh dua kali", "tap dua kali"]),
        .tripleTap: .words(["ketik tiga kali", "ketik 3 kali"]),
        .longPress: .words([
            "sentuh dan tahan", "ketik dan tahan", "tekan dan tahan", "tekan lama", "ketik lama", "sentuh lama", "tahan",
            "3d touch", "force touch",
        ]),
        .swipe: .words(["leret", "leretlah", "leretkan", "meleret", "gesek", "menggesek"]),
        .drag: .words(["seret", "seretlah", "menyeret", "seret dan lepas", "tarik"]),
        .pinch: .words(["cubit", "mencubit", "picit"]),
        .rotate: .none(because: "\"putar\" and \"pusing\" name as often what the element does (Putar video, Memutar foto.)"),
        .shake: .words(["goncang", "goncangkan", "menggoncang"]),
        .click: .words(["klik", "kliklah", "mengklik", "diklik", "klik dua kali"]),
        .press: .words(["tekan", "tekanlah", "menekan", "ditekan"]),
        .scroll: .words(["tatal", "tatallah", "skrol"]),
        .fingers: .words(["dua jari", "tiga jari", "empat jari"]),
    ]

    /// Gesture words that also name a thing or a result ("skrin sentuh", "gesek kad", "Tekan" as
    /// a key's name, "Tatal ke atas" as what a button does): instructions when they open the text
    /// or before an instruction word.
    static let leadingGestures: Set<String> = [
        "sentuh", "menyentuh", "gesek", "menggesek", "menyeret", "goncang", "tekan", "menekan", "tatal", "skrol",
    ]

    /// Gesture words that are as often other words ("Tahan lasak" is rugged, "Tarik balik" takes
    /// back, "picit" also presses): instructions only before "untuk", "ke", "di sini"….
    static let instructionGestures: Set<String> = ["tahan", "tarik", "picit"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind =
                instructionGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: "Mendayakan Goncang untuk Buat Asal."
        for phrase in ["goncang untuk buat asal", "goncang untuk batal", "ketik belakang", "skrin sentuh"] {
            terms.append(Term(phrase, .neutral))
        }
        // Hardware buttons: content, not the element's type.
        for phrase in [
            "butang sisi", "butang kelantangan", "butang volum", "butang kuasa", "butang utama", "butang atas", "butang tindakan",
            "butang home",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// The verbs of user interfaces: the command form (the base, or its `-kan`/`-i` form) and the
    /// active form a descriptive hint opens with (`meN-`, or `ber-` for "kongsi"). A verb of two
    /// words keeps its second ("Muat turun" → "Memuat turun", "Namakan semula" → "Menamakan semula").
    static let verbPairs: [(command: String, descriptive: String)] = [
        ("abaikan", "mengabaikan"), ("akhiri", "mengakhiri"), ("aktifkan", "mengaktifkan"), ("alihkan", "mengalihkan"),
        ("ambil", "mengambil"), ("arkibkan", "mengarkibkan"), ("atur", "mengatur"), ("baca", "membaca"), ("baiki", "membaiki"),
        ("balas", "membalas"), ("bandingkan", "membandingkan"), ("batal", "membatalkan"), ("batalkan", "membatalkan"),
        ("bayar", "membayar"), ("beli", "membeli"), ("benarkan", "membenarkan"), ("beri", "memberi"), ("berikan", "memberikan"),
        ("bersihkan", "membersihkan"), ("besarkan", "membesarkan"), ("bisukan", "membisukan"), ("buang", "membuang"),
        ("buat", "membuat"), ("buka", "membuka"), ("cari", "mencari"), ("cetak", "mencetak"), ("cipta", "mencipta"),
        ("cuba", "mencuba"), ("dapatkan", "mendapatkan"), ("dayakan", "mendayakan"), ("dengar", "mendengar"),
        ("dengarkan", "mendengarkan"), ("edit", "mengedit"), ("eksport", "mengeksport"), ("gabungkan", "menggabungkan"),
        ("gandakan", "menggandakan"), ("ganti", "mengganti"), ("gantikan", "menggantikan"), ("guna", "menggunakan"),
        ("gunakan", "menggunakan"), ("hantar", "menghantar"), ("henti", "menghentikan"), ("hentikan", "menghentikan"),
        ("hidupkan", "menghidupkan"), ("hubungi", "menghubungi"), ("ikut", "mengikut"), ("ikuti", "mengikuti"),
        ("import", "mengimport"), ("imbas", "mengimbas"), ("isi", "mengisi"), ("isih", "mengisih"), ("jalankan", "menjalankan"),
        ("jawab", "menjawab"), ("jeda", "menjeda"), ("jemput", "menjemput"), ("kawal", "mengawal"), ("kecilkan", "mengecilkan"),
        ("keluarkan", "mengeluarkan"), ("kembalikan", "mengembalikan"), ("kemas", "mengemas"), ("kira", "mengira"),
        ("kocok", "mengocok"), ("kongsi", "berkongsi"), ("kongsikan", "mengongsikan"), ("kosongkan", "mengosongkan"),
        ("kumpulkan", "mengumpulkan"), ("kunci", "mengunci"), ("kurangkan", "mengurangkan"), ("lampirkan", "melampirkan"),
        ("langkau", "melangkau"), ("laras", "melaras"), ("laraskan", "melaraskan"), ("lawati", "melawati"),
        ("laporkan", "melaporkan"), ("lepaskan", "melepaskan"), ("lihat", "melihat"), ("lumpuhkan", "melumpuhkan"),
        ("luluskan", "meluluskan"), ("main", "memainkan"), ("mainkan", "memainkan"), ("masukkan", "memasukkan"),
        ("matikan", "mematikan"), ("maksimumkan", "memaksimumkan"), ("minimumkan", "meminimumkan"), ("muat", "memuat"),
        ("mula", "memulakan"), ("mulakan", "memulakan"), ("naikkan", "menaikkan"), ("namakan", "menamakan"), ("nilai", "menilai"),
        ("nyahaktifkan", "menyahaktifkan"), ("nyahdayakan", "menyahdayakan"), ("nyahpasang", "menyahpasang"),
        ("padam", "memadamkan"), ("padamkan", "memadamkan"), ("pakai", "memakai"), ("panggil", "memanggil"),
        ("papar", "memaparkan"), ("paparkan", "memaparkan"), ("pasang", "memasang"), ("pilih", "memilih"),
        ("pindahkan", "memindahkan"), ("pisahkan", "memisahkan"), ("potong", "memotong"), ("pratonton", "mempratonton"),
        ("pulihkan", "memulihkan"), ("putar", "memutar"), ("putuskan", "memutuskan"), ("rakam", "merakam"), ("salin", "menyalin"),
        ("sahkan", "mengesahkan"), ("sambung", "menyambung"), ("sambungkan", "menyambungkan"), ("segarkan", "menyegarkan"),
        ("segerakkan", "menyegerakkan"), ("sekat", "menyekat"), ("sematkan", "menyematkan"), ("semak", "menyemak"),
        ("sembunyi", "menyembunyikan"), ("sembunyikan", "menyembunyikan"), ("serlahkan", "menyerlahkan"), ("set", "menetapkan"), ("tetap", "menetapkan"),
        ("simpan", "menyimpan"), ("sisipkan", "menyisipkan"), ("sunting", "menyunting"), ("susun", "menyusun"),
        ("tambah", "menambah"), ("tambahkan", "menambahkan"), ("tampal", "menampal"), ("tanda", "menanda"),
        ("tandakan", "menandakan"), ("tangkap", "menangkap"), ("tapis", "menapis"), ("terima", "menerima"),
        ("terjemah", "menterjemah"), ("terjemahkan", "menterjemahkan"), ("teruskan", "meneruskan"), ("tetapkan", "menetapkan"),
        ("tinjau", "meninjau"), ("tingkatkan", "meningkatkan"), ("togol", "menogol"), ("tolak", "menolak"), ("tonton", "menonton"),
        ("tukar", "menukar"), ("tukarkan", "menukarkan"), ("tulis", "menulis"), ("tunggu", "menunggu"), ("tunjuk", "menunjukkan"),
        ("tunjukkan", "menunjukkan"), ("turunkan", "menurunkan"), ("tutup", "menutup"), ("ubah", "mengubah"), ("ulang", "mengulang"),
        ("ulangi", "mengulangi"), ("ulas", "mengulas"), ("urus", "mengurus"), ("uruskan", "menguruskan"),
    ]

    /// Command form → descriptive form.
    static let descriptives: [String: String] = Dictionary(verbPairs.map { ($0.command, $0.descriptive) }, uniquingKeysWith: { first, _ in first })

    /// Verbs whose descriptive form is another verb: the element does not see or listen, it shows
    /// and plays.
    static let otherVerbs: [String: String] = [
        "lihat": "Memaparkan", "tonton": "Memainkan", "dengar": "Memainkan", "dengarkan": "Memainkan",
    ]

    /// The word a hint writes for each command form, and its `-lah` form, capitalized: what the
    /// shared rewriting puts in the command's place ("Main" → "Memainkan"). The `meN-` prefix
    /// means the descriptive form rarely begins as the command does, so every pair is given here.
    static let descriptiveForms: [String: String] = {
        var forms: [String: String] = [:]
        for (command, descriptive) in descriptives {
            let written = otherVerbs[command] ?? LetterCase.capitalized(descriptive)
            forms[command] = written
            forms[command + "lah"] = written
        }
        return forms
    }()

    /// Command forms that are as often nouns or adjectives ("Jeda automatik", "Isi mesej", "Kunci"
    /// a key, "Nilai" a value, "Tutup" a shop that is closed, "Set" a set): a command only before
    /// an object.
    static let nounLikeCommands: Set<String> = [
        "edit", "cetak", "jeda", "kunci", "nilai", "import", "eksport", "rakam", "tutup", "mula", "isi", "semak", "pratonton",
        "potong", "set", "tetap", "pasang", "buat", "pakai", "cuba", "tambah", "tanda", "ulang", "batal",
    ]

    /// Words that open an object: after a noun-like command they make it one.
    static let objectStarters: Set<String> = ["semua", "seluruh", "sebuah", "satu", "beberapa", "ini", "itu", "setiap"]

    /// Openings that are no command though their first word is one: "Terima kasih" (thank you),
    /// "Main balik" (playback, a noun).
    static let fixedPhrases: Set<String> = ["terima kasih", "main balik"]

    /// Words that open a request to the user.
    static let requestWords: Set<String> = ["sila", "silakan", "mohon", "harap", "tolong"]
    /// Words that address the user as the subject: "Anda boleh …", "Awak boleh …".
    static let userPronouns: Set<String> = ["anda", "awak", "kamu", "kau", "engkau"]
    /// Words that open a hint without its verb: a condition, a state in progress.
    static let nonVerbStarters: Set<String> = ["sedang", "semasa", "sewaktu", "ketika", "jika", "bila", "apabila", "kalau"]

    /// The grammar Indonesian and Malay share, with this language's words.
    static let grammar = MalayicHintGrammar(
        descriptives: descriptives, otherVerbs: otherVerbs, nounLikeCommands: nounLikeCommands, objectStarters: objectStarters,
        fixedPhrases: fixedPhrases, requestWords: requestWords, invitations: ["mari", "ayuh", "jom"], purposeWords: ["untuk", "bagi"],
        userPronouns: userPronouns, nonVerbStarters: nonVerbStarters)

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.hintForm(text) }
}

extension MalayGrammar {
    /// Every language-specific rule, in Malay: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ms", .label, "Main.", fix: "Main"),
        .bad("label-trailing-period", "ms", .label, "Tambah ke kegemaran.", fix: "Tambah ke kegemaran"),
        .good("label-trailing-period", "ms", .label, "Main"),
        .good("label-trailing-period", "ms", .label, "Memuatkan..."),
        .good("label-trailing-period", "ms", .label, "Foto, video, dll."),
        .good("label-trailing-period", "ms", .label, "Syarikat Maju Jaya Sdn. Bhd."),

        .bad("label-control-type", "ms", .label, "Main, butang", fix: "Main"),
        // The type word heads the phrase ("the play button"): what is left is no label of its own.
        .badWithoutFix("label-control-type", "ms", .label, "Butang main"),
        .bad("label-control-type", "ms", .label, "Kelantangan, gelangsar", fix: "Kelantangan"),
        .bad("label-control-type", "ms", .label, "Kotak semak persetujuan"),
        .good("label-control-type", "ms", .label, "Main"),
        .good("label-control-type", "ms", .label, "Butang sisi"),
        .good("label-control-type", "ms", .label, "Salin pautan"),
        .good("label-control-type", "ms", .label, "Menu restoran"),
        .good("label-control-type", "ms", .label, "Kosongkan medan carian"),

        .bad("label-state", "ms", .label, "Wi-Fi, dipilih", fix: "Wi-Fi"),
        .bad("label-state", "ms", .label, "Dipilih"),
        .good("label-state", "ms", .label, "%lld dipilih"),
        .good("label-state", "ms", .label, "Kongsi foto yang dipilih"),
        .good("label-state", "ms", .label, "Wi-Fi"),

        .bad("label-gesture", "ms", .label, "Ketik untuk main"),
        .bad("label-gesture", "ms", .label, "Ketik dua kali untuk zum"),
        .bad("label-gesture", "ms", .label, "Leret ke kiri untuk padam"),
        .bad("label-gesture", "ms", .label, "Tarik ke bawah untuk muat semula"),
        .bad("label-gesture", "ms", .label, "Tahan untuk bercakap"),
        .good("label-gesture", "ms", .label, "Kalis air dan tahan lasak"),
        .good("label-gesture", "ms", .label, "Tarik balik mesej"),
        .good("label-gesture", "ms", .label, "Goncang untuk Buat Asal"),
        .good("label-gesture", "ms", .label, "Main"),

        .bad("label-capitalization", "ms", .label, "main", fix: "Main"),
        .bad("label-capitalization", "ms", .label, "mesej baharu", fix: "Mesej baharu"),
        .good("label-capitalization", "ms", .label, "Main"),
        .good("label-capitalization", "ms", .label, "iPhone milik Aminah"),
        .good("label-capitalization", "ms", .label, "%@ suka"),

        .bad("label-length", "ms", .label, "Tekan butang ini untuk mencipta mesej baharu kepada rakan anda sekarang juga"),
        .good("label-length", "ms", .label, "Mesej baharu"),
        .good("label-length", "ms", .label, "Apple Inc., RM125.00, naik 1.3%"),

        .bad("label-vague", "ms", .label, "Ketahui Lebih Lanjut"),
        .bad("label-vague", "ms", .label, "Ketik di sini"),
        .bad("label-vague", "ms", .label, "Maklumat"),
        .bad("label-vague", "ms", .label, "Lagi"),
        .good("label-vague", "ms", .label, "Lebih lanjut tentang harga"),
        .good("label-vague", "ms", .label, "Main"),

        .bad("hint-imperative", "ms", .hint, "Main lagu.", fix: "Memainkan lagu."),
        .bad("hint-imperative", "ms", .hint, "Tunjuk menu peranti yang tersedia.", fix: "Menunjukkan menu peranti yang tersedia."),
        .bad("hint-imperative", "ms", .hint, "Tambahkanlah ke senarai main.", fix: "Menambahkan ke senarai main."),
        // The element does not see: it shows.
        .bad("hint-imperative", "ms", .hint, "Lihat butiran lagu.", fix: "Memaparkan butiran lagu."),
        .bad("hint-imperative", "ms", .hint, "Padam semua mesej.", fix: "Memadamkan semua mesej."),
        .bad("hint-imperative", "ms", .hint, "Muat turun fail.", fix: "Memuat turun fail."),
        .badWithoutFix("hint-imperative", "ms", .hint, "Sila masukkan nama anda."),
        .badWithoutFix("hint-imperative", "ms", .hint, "Jangan tutup apl."),
        .badWithoutFix("hint-imperative", "ms", .hint, "Untuk memainkan lagu."),
        // Every coordinated verb would have to change; a purpose is the result, not the verb.
        .badWithoutFix("hint-imperative", "ms", .hint, "Pilih, susun dan padam item."),
        .badWithoutFix("hint-imperative", "ms", .hint, "Pilih untuk membuka tetapan."),
        .bad("hint-imperative", "ms", .hint, "Anda boleh memainkan lagu."),
        .good("hint-imperative", "ms", .hint, "Memainkan lagu."),
        .good("hint-imperative", "ms", .hint, "Memaparkan menu peranti yang tersedia."),
        .good("hint-imperative", "ms", .hint, "Kembali ke skrin sebelumnya."),
        .good("hint-imperative", "ms", .hint, "Dimainkan secara automatik apabila dibuka."),
        .good("hint-imperative", "ms", .hint, "Terima kasih kerana mendengar."),
        .good("hint-imperative", "ms", .hint, "Tetapan untuk pemain."),
        .good("hint-imperative", "ms", .hint, "Main balik pantas."),

        .bad("hint-gesture", "ms", .hint, "Ketik untuk main lagu.", fix: "Memainkan lagu."),
        .bad("hint-gesture", "ms", .hint, "Ketik dua kali untuk memainkan lagu."),
        .bad("hint-gesture", "ms", .hint, "Leret untuk memadamkan item."),
        .bad("hint-gesture", "ms", .hint, "Seret untuk menyusun semula."),
        .good("hint-gesture", "ms", .hint, "Mendayakan Goncang untuk Buat Asal."),
        .good("hint-gesture", "ms", .hint, "Memadamkan item."),
        .good("hint-gesture", "ms", .hint, "Menyokong skrin sentuh."),
        .good("hint-gesture", "ms", .hint, "Membuka tetapan Ketik Belakang."),
        .good("hint-gesture", "ms", .hint, "Menarik balik mesej."),

        .bad("hint-control-type", "ms", .hint, "Butang yang menambah nama."),
        .bad("hint-control-type", "ms", .hint, "Gelangsar yang melaraskan skala."),
        .good("hint-control-type", "ms", .hint, "Menambah nama."),
        .good("hint-control-type", "ms", .hint, "Mengosongkan medan carian."),
        .good("hint-control-type", "ms", .hint, "Menghidupkan suis dapur."),

        .bad("hint-repeats-label", "ms", .hint, "Simpan menyimpan perubahan anda.", label: "Simpan"),
        .bad("hint-repeats-label", "ms", .hint, "Kembali kembali ke skrin sebelumnya.", label: "Kembali"),
        .good("hint-repeats-label", "ms", .hint, "Menyimpan perubahan anda.", label: "Simpan"),
        .good("hint-repeats-label", "ms", .hint, "Memadamkan mesej.", label: "Padam"),

        .bad("hint-missing-period", "ms", .hint, "Memainkan lagu", fix: "Memainkan lagu."),
        .bad("hint-missing-period", "ms", .hint, "Menambah bandar。", fix: "Menambah bandar."),
        .good("hint-missing-period", "ms", .hint, "Memainkan lagu."),
        .good("hint-missing-period", "ms", .hint, "Membuka menu…"),

        .bad("hint-capitalization", "ms", .hint, "memainkan lagu.", fix: "Memainkan lagu."),
        .good("hint-capitalization", "ms", .hint, "Memainkan lagu."),
        .good("hint-capitalization", "ms", .hint, "iCloud menyegerakkan nota anda."),

        .bad("hint-length", "ms", .hint,
             "Membuka tetapan tempat anda boleh memilih akaun yang digunakan semasa anda menyiarkan, membalas atau berkongsi status daripada garis masa utama anda."),
        .good("hint-length", "ms", .hint, "Membuka tetapan akaun."),
    ]
}
