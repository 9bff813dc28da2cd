import StringsParser
import Testing
@testable import HintGrammar

/// Indonesian behaviour that the rule examples do not show: the `meN-` forms that describe, the
/// command forms and their descriptive forms, passive and intransitive verbs, nouns that end like
/// verbs, and strings of the kind apps ship, the correct ones silent.
@Suite("Indonesian")
struct IndonesianTests {
    static let profile = LanguageProfile.indonesian

    static func findings(_ text: String, _ role: Role, language: String = "id", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("every regional tag finds the Indonesian table", arguments: ["id", "id-ID", "id_ID"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "id")
        let finding = try #require(Self.findings("Tampilkan menu.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.severity == .warning)
    }

    @Test("correct hints produce no finding at all, from any rule", arguments: [
        "Memutar lagu.", "Menampilkan menu perangkat AirPlay yang tersedia.", "Memutar semua media dalam koleksi.",
        "Menandai konten sebagai sudah diputar.", "Menghapus file yang dipilih.", "Membuka lembar opsi.", "Kembali ke layar sebelumnya.",
        "Masuk ke akun Anda.", "Bergabung dengan panggilan.", "Diputar otomatis saat dibuka.", "Menggulir ke atas.",
        "Mengganti pemutar antara mode lanskap dan potret.", "Mungkin memerlukan beberapa menit.", "Menyalakan sakelar dapur.",
        "Memperbarui daftar putar.", "Terima kasih telah mendengarkan.", "Tindakan cepat untuk pesan.", "Kebijakan privasi aplikasi.",
        "Mengirim pesan suara.", "Mendukung layar sentuh.",
    ])
    func goodHints(_ text: String) {
        #expect(Self.findings(text, .hint).isEmpty, "\(Self.findings(text, .hint).map(\.message))")
    }

    @Test("correct labels produce no finding at all", arguments: [
        "Putar", "Jeda", "Hapus", "Simpan", "Sembunyikan kata sandi", "Lompat ke bawah", "Kecepatan pemutaran", "Kolom PIN",
        "Pesan suara, durasi: %1$@", "Hanya sebutan", "Dibisukan", "Menu pengguna", "Tombol samping", "Geser peta ke lokasi saya",
        "Foto, video, dll.", "Daftar putar", "Salin tautan", "Tahan air", "Minimalkan bidang teks pesan",
    ])
    func goodLabels(_ text: String) {
        #expect(Self.findings(text, .label).isEmpty, "\(Self.findings(text, .label).map(\.message))")
    }

    @Test("command forms and their descriptive forms", arguments: [
        ("Putar semua media dalam koleksi.", HintFormIssue.Kind.imperative, Severity.warning, "Memutar"),
        ("Tampilkan sebuah menu perangkat.", .imperative, .warning, "Menampilkan"),
        ("Perlihatkan menu perangkat.", .imperative, .warning, "Memperlihatkan"),
        ("Kirim pesan.", .imperative, .warning, "Mengirim"),
        ("Simpan perubahan.", .imperative, .warning, "Menyimpan"),
        ("Tandai pesan sebagai sudah dibaca.", .imperative, .warning, "Menandai"),
        ("Pilihlah foto.", .imperative, .warning, "Memilih"),
        ("Lihat detail.", .imperative, .warning, "Menampilkan"),
        ("Edit semua foto.", .imperative, .warning, "Mengedit"),
        ("Edit profil.", .imperative, .info, "Mengedit"),
        ("Jeda otomatis.", .imperative, .info, "Menjeda"),
        ("Hapus pesan?", .imperative, .info, "Menghapus"),
    ])
    func commands(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("requests, prohibitions, purposes and the user as subject", arguments: [
        ("Silakan pilih foto.", HintFormIssue.Kind.request), ("Mohon tunggu sebentar.", .request), ("Harap isi nama Anda.", .request),
        ("Tolong periksa koneksi.", .request), ("Jangan tutup aplikasi.", .negativeCommand), ("Untuk memutar lagu.", .infinitive),
        ("Anda dapat memutar lagu.", .addressesUser), ("Kamu bisa memutar lagu.", .addressesUser), ("Mari mulai.", .imperative),
        ("Sedang memuat lagu.", .notAVerb),
    ])
    func otherForms(_ text: String, _ kind: HintFormIssue.Kind) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
    }

    @Test("passive and intransitive forms, nouns in -kan and untranslated English are not commands", arguments: [
        "Diputar otomatis.", "Ditampilkan di layar kunci.", "Kembali ke layar sebelumnya.", "Keluar dari akun.", "Tindakan cepat.",
        "Kebijakan privasi.", "Masukan pengguna.", "Terima kasih.", "Mode sunting.", "Select, reorder and sort the media items.",
        "Memutar lagu.",
    ])
    func notCommands(_ text: String) {
        #expect(Self.form(text) == nil, "\(String(describing: Self.form(text)))")
    }

    @Test("strings of the kind apps ship: what is reported")
    func realStrings() throws {
        let play = try #require(Self.findings("Putar semua media dalam koleksi", .hint).first { $0.rule == "hint-imperative" })
        #expect(play.fix == "Memutar semua media dalam koleksi.")
        let menu = try #require(Self.findings("Tampilkan sebuah menu dari perangkat yang tersedia", .hint).first { $0.rule == "hint-imperative" })
        #expect(menu.fix == "Menampilkan sebuah menu dari perangkat yang tersedia.")
        #expect(Self.findings("Tekan %@ untuk hapus", .hint).contains { $0.rule == "hint-gesture" })
        #expect(Self.findings("Ketuk untuk melihat semua", .label).contains { $0.rule == "label-gesture" })
        #expect(Self.findings("Pelajari Lebih Lanjut", .label).contains { $0.rule == "label-vague" })
        #expect(Self.findings("Tombol pilih", .hint).contains { $0.rule == "hint-control-type" })
        // A label that clears a field names the field, not its own type.
        #expect(!Self.findings("Kosongkan kolom pencarian", .label).contains { $0.rule == "label-control-type" })
        let state = try #require(Self.findings("Wi-Fi, terpilih", .label).first { $0.rule == "label-state" })
        #expect(state.fix == "Wi-Fi")
    }
}
