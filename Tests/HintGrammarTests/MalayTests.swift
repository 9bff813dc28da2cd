import StringsParser
import Testing
@testable import HintGrammar

/// Malay behaviour that the rule examples do not show: the `meN-` forms that describe, the command
/// forms and their descriptive forms, passive and intransitive verbs, nouns that open like verbs,
/// Malaysian words that differ from Indonesian ones, and strings of the kind apps ship, the
/// correct ones silent.
@Suite("Malay")
struct MalayTests {
    static let profile = LanguageProfile.malay

    static func findings(_ text: String, _ role: Role, language: String = "ms", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("every regional tag finds the Malay table", arguments: ["ms", "ms-MY", "ms_MY"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "ms")
        let finding = try #require(Self.findings("Tunjukkan menu.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.severity == .warning)
    }

    @Test("correct hints produce no finding at all, from any rule", arguments: [
        "Memainkan lagu.", "Memaparkan menu peranti AirPlay yang tersedia.", "Memainkan semua media dalam koleksi.",
        "Menandakan media sebagai sudah dimainkan.", "Memadamkan fail yang dipilih.", "Membuka helaian tindakan.",
        "Kembali ke skrin sebelumnya.", "Masuk ke akaun anda.", "Menyertai panggilan.", "Dimainkan secara automatik.",
        "Menukar pemain antara mod landskap dan potret.", "Mungkin mengambil masa beberapa minit.", "Menghidupkan suis dapur.",
        "Mengemas kini senarai main.", "Terima kasih kerana mendengar.", "Tetapan privasi apl.", "Menghantar mesej suara.",
        "Menyokong skrin sentuh.", "Berkongsi fail yang dipilih.", "Memuat turun episod.", "Menamakan semula fail yang dipilih.",
    ])
    func goodHints(_ text: String) {
        #expect(Self.findings(text, .hint).isEmpty, "\(Self.findings(text, .hint).map(\.message))")
    }

    @Test("correct labels produce no finding at all", arguments: [
        "Main", "Jeda", "Padam", "Simpan", "Kongsi", "Sembunyikan kata laluan", "Lompat ke bawah", "Kelajuan main balik",
        "Kata Laluan", "Mesej suara, tempoh: %1$@", "Dibisukan", "Menu pengguna", "Butang sisi", "Tertib menurun",
        "Foto, video, dll.", "Senarai main", "Salin pautan", "Tahan lasak", "Tarik balik", "Kecilkan medan teks mesej",
        "Tatal automatik", "Gesek kad", "Mesej bertanda", "Ketik Belakang",
    ])
    func goodLabels(_ text: String) {
        #expect(Self.findings(text, .label).isEmpty, "\(Self.findings(text, .label).map(\.message))")
    }

    @Test("command forms and their descriptive forms", arguments: [
        ("Main semua media dalam koleksi.", HintFormIssue.Kind.imperative, Severity.warning, "Memainkan"),
        ("Tunjuk menu peranti.", .imperative, .warning, "Menunjukkan"),
        ("Paparkan item sebagai grid.", .imperative, .warning, "Memaparkan"),
        ("Hantar mesej.", .imperative, .warning, "Menghantar"),
        ("Simpan perubahan.", .imperative, .warning, "Menyimpan"),
        ("Padam fail terpilih.", .imperative, .warning, "Memadamkan"),
        ("Kongsi fail terpilih.", .imperative, .warning, "Berkongsi"),
        ("Kocok senarai media.", .imperative, .warning, "Mengocok"),
        ("Pilihlah foto.", .imperative, .warning, "Memilih"),
        ("Lihat butiran.", .imperative, .warning, "Memaparkan"),
        ("Edit semua foto.", .imperative, .warning, "Mengedit"),
        ("Edit profil.", .imperative, .info, "Mengedit"),
        ("Jeda automatik.", .imperative, .info, "Menjeda"),
        ("Padam mesej?", .imperative, .info, "Memadamkan"),
    ])
    func commands(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("requests, prohibitions, purposes and the user as subject", arguments: [
        ("Sila pilih foto.", HintFormIssue.Kind.request), ("Mohon tunggu sebentar.", .request), ("Harap isi nama anda.", .request),
        ("Tolong semak sambungan.", .request), ("Jangan ulang senarai media.", .negativeCommand),
        ("Untuk memainkan lagu.", .infinitive), ("Anda boleh memainkan lagu.", .addressesUser),
        ("Awak boleh memainkan lagu.", .addressesUser), ("Jom mula.", .imperative), ("Sedang memuatkan lagu.", .notAVerb),
    ])
    func otherForms(_ text: String, _ kind: HintFormIssue.Kind) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
    }

    @Test("passive and intransitive forms, nouns and untranslated English are not commands", arguments: [
        "Dimainkan secara automatik.", "Dipaparkan pada skrin kunci.", "Kembali ke skrin sebelumnya.", "Log keluar dari akaun.",
        "Tetapan pantas.", "Pilihan privasi.", "Main balik semasa.", "Terima kasih.", "Mod sunting.", "Media terdahulu.",
        "Mark the media as played", "Memainkan lagu.",
    ])
    func notCommands(_ text: String) {
        #expect(Self.form(text) == nil, "\(String(describing: Self.form(text)))")
    }

    @Test("strings of the kind apps ship: what is reported")
    func realStrings() throws {
        let play = try #require(Self.findings("Main semua lagu dalam album ini", .hint).first { $0.rule == "hint-imperative" })
        #expect(play.fix == "Memainkan semua lagu dalam album ini.")
        let menu = try #require(Self.findings("Tunjuk menu pembesar suara yang ada", .hint).first { $0.rule == "hint-imperative" })
        #expect(menu.fix == "Menunjukkan menu pembesar suara yang ada.")
        #expect(Self.findings("Tekan %@ untuk padam", .hint).contains { $0.rule == "hint-gesture" })
        #expect(Self.findings("Ketik dua kali untuk tunjuk kawalan", .hint).contains { $0.rule == "hint-gesture" })
        #expect(Self.findings("Leret secara menegak untuk melaras kecerahan", .label).contains { $0.rule == "label-gesture" })
        #expect(Self.findings("Ketahui Lebih Lanjut", .label).contains { $0.rule == "label-vague" })
        #expect(Self.findings("Butang pilih", .hint).contains { $0.rule == "hint-control-type" })
        // A label that clears a field names the field, not its own type.
        #expect(!Self.findings("Kosongkan medan carian", .label).contains { $0.rule == "label-control-type" })
        let state = try #require(Self.findings("Wi-Fi, terpilih", .label).first { $0.rule == "label-state" })
        #expect(state.fix == "Wi-Fi")
    }
}
