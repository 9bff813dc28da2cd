/// Indonesian (id): verbs do not inflect for person. A descriptive hint opens with the active
/// `meN-` verb and no subject ("Memutar lagu.", "Menampilkan menu."); a command uses the bare base
/// or its `-kan`/`-i` form ("Putar lagu.", "Tampilkan menu.", "Tandai pesan."), sometimes with
/// `-lah` ("Ketuklah"); requests open with "Silakan", "Mohon", "Harap" or "Tolong", prohibitions
/// with "Jangan". Passive `di-` forms ("Diputar otomatis.") and intransitive verbs without a
/// prefix ("Kembali ke layar sebelumnya.", "Masuk ke akun.") are no commands. Labels are short
/// phrases without a final period; a noun's modifiers follow it ("Tombol putar": the play button).
extension LanguageProfile {
    /// The Indonesian table (id; id-ID falls back to it).
    public static let indonesian = LanguageProfile(
        code: "id", name: "Indonesian", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "dll", "dsb", "dst", "dkk", "tsb", "yth", "no", "nomor", "hlm", "tgl", "jl", "jln", "kab", "kec", "kel", "prov", "sdr",
            "bpk", "dr", "ir", "pt", "cv", "tbk", "mis", "ttd", "min", "maks", "rp", "s.d", "a.n", "u.p", "vs", "inc", "ltd",
        ],
        terms: TermTable(IndonesianGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "untuk", "di", "sini", "ke", "pada", "dua", "tiga", "dengan", "lalu", "kemudian", "sekali", "dan", "atau", "agar",
            "supaya", "kiri", "kanan", "atas", "bawah", "lama",
        ],
        vagueLabels: ["tombol", "ikon", "tanpa judul", "item", "label", "teks", "placeholder"],
        vagueConcepts: [
            // Not "Lainnya": it is Apple's More tab, but also "Others", a legitimate choice in a list.
            .more: ["selengkapnya", "lihat selengkapnya", "lebih banyak", "lihat lebih banyak", "tampilkan lebih banyak"],
            .learnMore: ["pelajari lebih lanjut", "pelajari selengkapnya", "baca selengkapnya", "baca lebih lanjut"],
            .clickHere: ["klik di sini", "ketuk di sini", "tekan di sini", "sentuh di sini", "tap di sini"],
            .details: ["detail", "rincian"],
            .info: ["info", "informasi", "info lebih lanjut", "informasi lebih lanjut", "info selengkapnya", "informasi selengkapnya"],
            .here: ["di sini"],
            .link: ["tautan"],
            .image: ["gambar"],
        ],
        determiners: ["semua", "seluruh", "sebuah", "para"],
        hintForm: IndonesianGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["dari", "untuk", "yang"], headFollows: false),
        conditionMarkers: ["jika", "kalau", "apabila"], purposeMarkers: ["untuk", "agar", "supaya"], conjunctions: ["dan", "atau", "serta", "lalu"],
        reflexivePronouns: [],
        descriptiveVerbs: IndonesianGrammar.descriptiveForms,
        stateConcepts: IndonesianGrammar.stateConcepts, controlTypeConcepts: IndonesianGrammar.controlTypeConcepts,
        gestureConcepts: IndonesianGrammar.gestureConcepts,
        examples: IndonesianGrammar.examples)
}

/// Indonesian hint grammar: a command is told from a description by its verb form, looked up in a
/// lexicon of the verbs of user interfaces (the command form and its `meN-` form, whose prefix
/// changes with the base's first sound: putar → memutar, tampilkan → menampilkan, kirim →
/// mengirim, simpan → menyimpan), never guessed from an ending ("Tindakan", "Kebijakan" and
/// "Masukan" end in `-kan` and are nouns).
enum IndonesianGrammar {
    /// The states VoiceOver announces, as Apple's Indonesian interfaces word them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["dipilih", "terpilih", "tidak dipilih", "batal dipilih"]),
        .checked: .words(["dicentang", "tercentang", "tidak dicentang"]),
        .dimmed: .words(["diredupkan"]),
        .expanded: .words(["diluaskan", "diperluas"]),
        .collapsed: .words(["diciutkan"]),
        .on: .none(because: "a switch's on and off (nyala, mati) are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off (nyala, mati) are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    /// The control types VoiceOver announces, as Apple's Indonesian interfaces word them
    /// (``ControlTypeConcept``): the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["tombol"]),
        .link: .none(because: "\"tautan\" is as often what the element acts on (Salin tautan, Bagikan tautan)"),
        .image: .none(because: "\"gambar\" is as often what the element acts on (Simpan gambar); a label that is only \"Gambar\" is vague"),
        .textField: .words(["bidang teks", "kolom teks", "kotak teks"]),
        .searchField: .words(["bidang pencarian", "kolom pencarian", "kotak pencarian"]),
        .secureTextField: .words(["bidang teks aman"]),
        .slider: .words(["penggeser", "bilah geser"]),
        .adjustable: .none(because: "\"dapat disesuaikan\" is an ordinary phrase of labels (Ukuran dapat disesuaikan)"),
        // Not "sakelar": a light switch, a smart-home device (Nyalakan sakelar dapur).
        .toggle: .words(["tombol alih"]),
        .checkbox: .words(["kotak centang", "kotak cek"]),
        .radioButton: .words(["tombol radio"]),
        // Not "pemilih" alone: it is also a voter.
        .picker: .words(["pemilih tanggal", "pemilih waktu", "pemilih warna"]),
        .segmentedControl: .words(["kontrol tersegmentasi", "kontrol bersegmen"]),
        .tab: .none(because: "a browser's or an app's tab is content (Tutup tab, Tab baru)"),
        .tabBar: .words(["bar tab", "bilah tab"]),
        .menu: .none(because: "\"Menu\" is as often the name of the element that opens one"),
        .popUpButton: .words(["tombol pop-up", "tombol popup", "tombol munculan"]),
        .comboBox: .words(["kotak kombo", "menu tarik-turun", "daftar tarik-turun", "menu dropdown", "dropdown"]),
        .heading: .none(because: "\"judul\" is as often content (the title of a song, of a message)"),
        .progressIndicator: .words(["bilah kemajuan", "indikator kemajuan", "bilah progres"]),
        .stepper: .none(because: "Indonesian interfaces name a stepper by what it counts (Jumlah, Salinan), with no word of its own"),
        .list: .none(because: "\"daftar\" is as often what the element shows (Daftar putar, Tampilkan daftar)"),
        .scrollBar: .words(["bilah gulir", "bar gulir"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["ketuk", "ketuklah", "mengetuk", "diketuk", "sentuh", "sentuhlah", "menyentuh", "disentuh", "tap"]),
        .doubleTap: .words([
            "ketuk dua kali", "ketuk 2 kali", "ketuk ganda", "ketukan ganda", "mengetuk dua kali", "sentuh dua kali", "tap dua kali",
        ]),
        .tripleTap: .words(["ketuk tiga kali", "ketuk 3 kali", "mengetuk tiga kali"]),
        .longPress: .words([
            "sentuh dan tahan", "ketuk dan tahan", "tekan dan tahan", "tekan lama", "ketuk lama", "sentuh lama", "tekan terus", "tahan",
            "3d touch", "force touch",
        ]),
        .swipe: .words(["gesek", "geseklah", "menggesek", "usap", "usaplah", "mengusap", "geser", "menggeser"]),
        .drag: .words(["seret", "seretlah", "menyeret", "seret dan lepas", "seret lalu lepas"]),
        .pinch: .words(["cubit", "mencubit", "jepit"]),
        .rotate: .none(because: "\"putar\" is also play (Putar lagu), and rotating is as often what the element does (Memutar foto.)"),
        .shake: .words(["goyangkan", "goyang", "guncangkan", "guncang"]),
        .click: .words(["klik", "kliklah", "mengklik", "mengeklik", "diklik", "klik dua kali", "klik ganda"]),
        .press: .words(["tekan", "tekanlah", "menekan", "ditekan"]),
        .scroll: .words(["gulir", "gulirkan", "gulirlah"]),
        .fingers: .words(["dua jari", "tiga jari", "empat jari"]),
    ]

    /// Gesture words that also name a thing or a result ("layar sentuh", "gesek kartu", "Tekan"
    /// as a key's name): instructions when they open the text or before an instruction word.
    static let leadingGestures: Set<String> = [
        "sentuh", "menyentuh", "gesek", "menggesek", "menyeret", "goyang", "guncang", "tekan", "menekan", "gulir",
    ]

    /// Gesture words that are as often other words ("Geser peta" moves the map, "Tahan air" is
    /// waterproof, "jepit" a clip): instructions only before "untuk", "ke", "di sini"….
    static let instructionGestures: Set<String> = ["geser", "menggeser", "tahan", "jepit"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind =
                instructionGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: "Mengaktifkan Goyang untuk Membatalkan."
        for phrase in ["goyang untuk membatalkan", "guncang untuk membatalkan", "ketuk belakang", "layar sentuh"] {
            terms.append(Term(phrase, .neutral))
        }
        // Hardware buttons: content, not the element's type.
        for phrase in [
            "tombol samping", "tombol volume", "tombol daya", "tombol beranda", "tombol atas", "tombol tindakan", "tombol home",
            "tombol power",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    // MARK: Verbs

    /// The verbs of user interfaces: the command form (the base, or its `-kan`/`-i` form) and the
    /// active `meN-` form a descriptive hint opens with.
    static let verbPairs: [(command: String, descriptive: String)] = [
        ("abaikan", "mengabaikan"), ("acak", "mengacak"), ("akhiri", "mengakhiri"), ("aktifkan", "mengaktifkan"),
        ("ambil", "mengambil"), ("arsipkan", "mengarsipkan"), ("atur", "mengatur"), ("bagikan", "membagikan"),
        ("balas", "membalas"), ("bandingkan", "membandingkan"), ("batalkan", "membatalkan"), ("baca", "membaca"),
        ("bayar", "membayar"), ("beli", "membeli"), ("beri", "memberi"), ("berikan", "memberikan"), ("bersihkan", "membersihkan"),
        ("bisukan", "membisukan"), ("blokir", "memblokir"), ("buang", "membuang"), ("buat", "membuat"), ("buka", "membuka"),
        ("cadangkan", "mencadangkan"), ("cari", "mencari"), ("cek", "mengecek"), ("cetak", "mencetak"), ("ciutkan", "menciutkan"),
        ("coba", "mencoba"), ("copot", "mencopot"), ("dapatkan", "mendapatkan"), ("dengarkan", "mendengarkan"),
        ("edit", "mengedit"), ("ekspor", "mengekspor"), ("filter", "memfilter"), ("gabungkan", "menggabungkan"),
        ("gandakan", "menggandakan"), ("ganti", "mengganti"), ("gunakan", "menggunakan"), ("hapus", "menghapus"),
        ("hentikan", "menghentikan"), ("hidupkan", "menghidupkan"), ("hitung", "menghitung"), ("hubungi", "menghubungi"),
        ("hubungkan", "menghubungkan"), ("ikuti", "mengikuti"), ("impor", "mengimpor"), ("instal", "menginstal"),
        ("isi", "mengisi"), ("izinkan", "mengizinkan"), ("jalankan", "menjalankan"), ("jeda", "menjeda"),
        ("jelajahi", "menjelajahi"), ("kelola", "mengelola"), ("kelompokkan", "mengelompokkan"), ("kembalikan", "mengembalikan"),
        ("keluarkan", "mengeluarkan"), ("kirim", "mengirim"), ("kirimkan", "mengirimkan"), ("konfirmasi", "mengonfirmasi"),
        ("kosongkan", "mengosongkan"), ("kunci", "mengunci"), ("kunjungi", "mengunjungi"), ("kurangi", "mengurangi"),
        ("lanjutkan", "melanjutkan"), ("laporkan", "melaporkan"), ("lepaskan", "melepaskan"), ("lewati", "melewati"),
        ("lihat", "melihat"), ("lompat", "melompat"), ("maksimalkan", "memaksimalkan"), ("masukkan", "memasukkan"),
        ("matikan", "mematikan"), ("minimalkan", "meminimalkan"), ("muat", "memuat"), ("mulai", "memulai"),
        ("naikkan", "menaikkan"), ("namai", "menamai"), ("nilai", "menilai"), ("nonaktifkan", "menonaktifkan"),
        ("nyalakan", "menyalakan"), ("pakai", "memakai"), ("panggil", "memanggil"), ("pasang", "memasang"),
        ("perbaiki", "memperbaiki"), ("periksa", "memeriksa"), ("perbarui", "memperbarui"), ("perbaharui", "memperbaharui"), ("perbesar", "memperbesar"),
        ("perkecil", "memperkecil"), ("perlihatkan", "memperlihatkan"), ("perluas", "memperluas"), ("pilih", "memilih"),
        ("pindahkan", "memindahkan"), ("pindai", "memindai"), ("pisahkan", "memisahkan"), ("potong", "memotong"),
        ("pratinjau", "mempratinjau"), ("pulihkan", "memulihkan"), ("putar", "memutar"), ("putuskan", "memutuskan"),
        ("rekam", "merekam"), ("reset", "mereset"), ("salin", "menyalin"), ("sambungkan", "menyambungkan"),
        ("segarkan", "menyegarkan"), ("sematkan", "menyematkan"), ("sembunyikan", "menyembunyikan"), ("sesuaikan", "menyesuaikan"),
        ("setel", "menyetel"), ("setujui", "menyetujui"), ("simpan", "menyimpan"), ("sinkronkan", "menyinkronkan"),
        ("sisipkan", "menyisipkan"), ("sorot", "menyorot"), ("sukai", "menyukai"), ("sunting", "menyunting"),
        ("susun", "menyusun"), ("tambah", "menambah"), ("tambahkan", "menambahkan"), ("tampilkan", "menampilkan"),
        ("tandai", "menandai"), ("tangkap", "menangkap"), ("tanyakan", "menanyakan"), ("tempel", "menempel"),
        ("tempelkan", "menempelkan"), ("temukan", "menemukan"), ("tentukan", "menentukan"), ("terapkan", "menerapkan"),
        ("terima", "menerima"), ("terjemahkan", "menerjemahkan"), ("teruskan", "meneruskan"), ("tetapkan", "menetapkan"),
        ("tinjau", "meninjau"), ("tingkatkan", "meningkatkan"), ("tolak", "menolak"), ("tonton", "menonton"),
        ("tulis", "menulis"), ("tunggu", "menunggu"), ("tunjukkan", "menunjukkan"), ("turunkan", "menurunkan"),
        ("tutup", "menutup"), ("ubah", "mengubah"), ("ulangi", "mengulangi"), ("ulas", "mengulas"), ("undang", "mengundang"),
        ("unduh", "mengunduh"), ("unggah", "mengunggah"), ("urutkan", "mengurutkan"), ("verifikasi", "memverifikasi"),
    ]

    /// Command form → descriptive form.
    static let descriptives: [String: String] = Dictionary(verbPairs.map { ($0.command, $0.descriptive) }, uniquingKeysWith: { first, _ in first })

    /// Verbs whose descriptive form is another verb: the element does not see, it shows.
    static let otherVerbs: [String: String] = ["lihat": "Menampilkan", "tonton": "Memutar", "dengarkan": "Memutar"]

    /// The word a hint writes for each command form, and its `-lah` form, capitalized: what the
    /// shared rewriting puts in the command's place ("Putar" → "Memutar"). The `meN-` prefix
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

    /// Command forms that are as often nouns or adjectives ("Jeda otomatis", "Isi pesan", "Tutup"
    /// a shop that is closed, "Mulai besok"): a command only before an object.
    static let nounLikeCommands: Set<String> = [
        "edit", "filter", "cetak", "jeda", "kunci", "nilai", "impor", "ekspor", "unggah", "unduh", "rekam", "tutup", "mulai",
        "isi", "cek", "pratinjau", "potong", "reset", "instal", "acak", "pasang", "buat", "pakai", "coba", "tambah",
    ]

    /// Words that open an object: after a noun-like command they make it one.
    static let objectStarters: Set<String> = ["semua", "seluruh", "sebuah", "satu", "beberapa", "ini", "itu"]

    /// Openings that are no command though their first word is one: "Terima kasih" (thank you).
    static let fixedPhrases: Set<String> = ["terima kasih"]

    /// Words that open a request to the user.
    static let requestWords: Set<String> = ["silakan", "silahkan", "mohon", "harap", "tolong"]
    /// Words that address the user as the subject: "Anda dapat …", "Kamu bisa …".
    static let userPronouns: Set<String> = ["anda", "kamu", "kau", "engkau"]
    /// Words that open a hint without its verb: a condition, a state in progress.
    static let nonVerbStarters: Set<String> = ["sedang", "saat", "ketika", "jika", "bila", "apabila", "kalau"]

    /// The grammar Indonesian and Malay share, with this language's words.
    static let grammar = MalayicHintGrammar(
        descriptives: descriptives, otherVerbs: otherVerbs, nounLikeCommands: nounLikeCommands, objectStarters: objectStarters,
        fixedPhrases: fixedPhrases, requestWords: requestWords, invitations: ["mari", "ayo", "yuk"], purposeWords: ["untuk"],
        userPronouns: userPronouns, nonVerbStarters: nonVerbStarters)

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.hintForm(text) }
}

extension IndonesianGrammar {
    /// Every language-specific rule, in Indonesian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "id", .label, "Putar.", fix: "Putar"),
        .bad("label-trailing-period", "id", .label, "Tambahkan ke favorit.", fix: "Tambahkan ke favorit"),
        .good("label-trailing-period", "id", .label, "Putar"),
        .good("label-trailing-period", "id", .label, "Memuat..."),
        .good("label-trailing-period", "id", .label, "Foto, video, dll."),
        .good("label-trailing-period", "id", .label, "PT Maju Jaya Tbk."),

        .bad("label-control-type", "id", .label, "Putar, tombol", fix: "Putar"),
        // The type word heads the phrase ("the play button"): what is left is no label of its own.
        .badWithoutFix("label-control-type", "id", .label, "Tombol putar"),
        .bad("label-control-type", "id", .label, "Volume, penggeser", fix: "Volume"),
        .bad("label-control-type", "id", .label, "Kotak centang persetujuan"),
        .good("label-control-type", "id", .label, "Putar"),
        .good("label-control-type", "id", .label, "Tombol samping"),
        .good("label-control-type", "id", .label, "Salin tautan"),
        .good("label-control-type", "id", .label, "Menu restoran"),
        .good("label-control-type", "id", .label, "Kosongkan bidang pencarian"),

        .bad("label-state", "id", .label, "Wi-Fi, dipilih", fix: "Wi-Fi"),
        .bad("label-state", "id", .label, "Dipilih"),
        .good("label-state", "id", .label, "%lld dipilih"),
        .good("label-state", "id", .label, "Tampilkan foto yang dipilih"),
        .good("label-state", "id", .label, "Wi-Fi"),

        .bad("label-gesture", "id", .label, "Ketuk untuk memutar"),
        .bad("label-gesture", "id", .label, "Ketuk dua kali untuk memperbesar"),
        .bad("label-gesture", "id", .label, "Gesek ke kiri untuk menghapus"),
        .bad("label-gesture", "id", .label, "Tahan untuk bicara"),
        .good("label-gesture", "id", .label, "Tahan air"),
        .good("label-gesture", "id", .label, "Geser peta ke lokasi saya"),
        .good("label-gesture", "id", .label, "Goyang untuk Membatalkan"),
        .good("label-gesture", "id", .label, "Putar"),

        .bad("label-capitalization", "id", .label, "putar", fix: "Putar"),
        .bad("label-capitalization", "id", .label, "pesan baru", fix: "Pesan baru"),
        .good("label-capitalization", "id", .label, "Putar"),
        .good("label-capitalization", "id", .label, "iPhone milik Budi"),
        .good("label-capitalization", "id", .label, "%@ suka"),

        .bad("label-length", "id", .label, "Tekan tombol ini untuk membuat pesan baru sekarang juga"),
        .good("label-length", "id", .label, "Pesan baru"),
        .good("label-length", "id", .label, "Apple Inc., Rp125.000, naik 1,3%"),

        .bad("label-vague", "id", .label, "Pelajari Lebih Lanjut"),
        .bad("label-vague", "id", .label, "Ketuk di sini"),
        .bad("label-vague", "id", .label, "Informasi"),
        .bad("label-vague", "id", .label, "Selengkapnya"),
        .good("label-vague", "id", .label, "Lebih lanjut tentang harga"),
        .good("label-vague", "id", .label, "Putar"),

        .bad("hint-imperative", "id", .hint, "Putar lagu.", fix: "Memutar lagu."),
        .bad("hint-imperative", "id", .hint, "Tampilkan menu perangkat yang tersedia.", fix: "Menampilkan menu perangkat yang tersedia."),
        .bad("hint-imperative", "id", .hint, "Tambahkanlah ke daftar putar.", fix: "Menambahkan ke daftar putar."),
        // The element does not see: it shows.
        .bad("hint-imperative", "id", .hint, "Lihat detail lagu.", fix: "Menampilkan detail lagu."),
        .bad("hint-imperative", "id", .hint, "Hapus semua pesan.", fix: "Menghapus semua pesan."),
        .badWithoutFix("hint-imperative", "id", .hint, "Silakan masukkan nama Anda."),
        .badWithoutFix("hint-imperative", "id", .hint, "Jangan tutup aplikasi."),
        .badWithoutFix("hint-imperative", "id", .hint, "Untuk memutar lagu."),
        // Every coordinated verb would have to change; a purpose is the result, not the verb.
        .badWithoutFix("hint-imperative", "id", .hint, "Pilih, urutkan, dan hapus item."),
        .badWithoutFix("hint-imperative", "id", .hint, "Pilih untuk membuka pengaturan."),
        .bad("hint-imperative", "id", .hint, "Anda dapat memutar lagu."),
        .good("hint-imperative", "id", .hint, "Memutar lagu."),
        .good("hint-imperative", "id", .hint, "Menampilkan menu perangkat yang tersedia."),
        .good("hint-imperative", "id", .hint, "Kembali ke layar sebelumnya."),
        .good("hint-imperative", "id", .hint, "Diputar otomatis saat dibuka."),
        .good("hint-imperative", "id", .hint, "Terima kasih telah mendengarkan."),
        .good("hint-imperative", "id", .hint, "Pengaturan untuk pemutar."),
        .good("hint-imperative", "id", .hint, "Tindakan cepat untuk pesan."),

        .bad("hint-gesture", "id", .hint, "Ketuk untuk putar lagu.", fix: "Memutar lagu."),
        .bad("hint-gesture", "id", .hint, "Ketuk dua kali untuk memutar lagu."),
        .bad("hint-gesture", "id", .hint, "Mengetuk akan membeli item."),
        .bad("hint-gesture", "id", .hint, "Gesek untuk menghapus item."),
        .bad("hint-gesture", "id", .hint, "Seret untuk menyusun ulang."),
        .good("hint-gesture", "id", .hint, "Mengaktifkan Goyang untuk Membatalkan."),
        .good("hint-gesture", "id", .hint, "Menggulir ke atas."),
        .good("hint-gesture", "id", .hint, "Menghapus item."),
        .good("hint-gesture", "id", .hint, "Mendukung layar sentuh."),
        .good("hint-gesture", "id", .hint, "Membuka pengaturan Ketuk Belakang."),

        .bad("hint-control-type", "id", .hint, "Tombol yang menambahkan nama."),
        .bad("hint-control-type", "id", .hint, "Penggeser yang mengatur skala."),
        .good("hint-control-type", "id", .hint, "Menambahkan nama."),
        .good("hint-control-type", "id", .hint, "Menyalakan sakelar dapur."),

        .bad("hint-repeats-label", "id", .hint, "Simpan menyimpan perubahan Anda.", label: "Simpan"),
        .bad("hint-repeats-label", "id", .hint, "Kembali kembali ke layar sebelumnya.", label: "Kembali"),
        .good("hint-repeats-label", "id", .hint, "Menyimpan perubahan Anda.", label: "Simpan"),
        .good("hint-repeats-label", "id", .hint, "Menghapus pesan.", label: "Hapus"),

        .bad("hint-missing-period", "id", .hint, "Memutar lagu", fix: "Memutar lagu."),
        .bad("hint-missing-period", "id", .hint, "Menambahkan kota。", fix: "Menambahkan kota."),
        .good("hint-missing-period", "id", .hint, "Memutar lagu."),
        .good("hint-missing-period", "id", .hint, "Membuka menu…"),

        .bad("hint-capitalization", "id", .hint, "memutar lagu.", fix: "Memutar lagu."),
        .good("hint-capitalization", "id", .hint, "Memutar lagu."),
        .good("hint-capitalization", "id", .hint, "iCloud menyinkronkan catatan Anda."),

        .bad("hint-length", "id", .hint,
             "Membuka pengaturan tempat Anda dapat memilih akun mana yang digunakan saat Anda memposting, membalas, atau membagikan status dari linimasa utama Anda."),
        .good("hint-length", "id", .hint, "Membuka pengaturan akun."),
    ]
}
