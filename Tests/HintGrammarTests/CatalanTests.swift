import StringsParser
import Testing
@testable import HintGrammar

/// Catalan behaviour that the rule examples do not show: regional tags, the punt volat, elision,
/// the forms that are both imperative and third person (never reported), the forms that are not,
/// and strings of the kind apps ship, the correct ones silent.
@Suite("Catalan")
struct CatalanTests {
    static let profile = LanguageProfile.catalan

    static func findings(_ text: String, _ role: Role, language: String = "ca", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("every regional tag finds the Catalan table", arguments: ["ca", "ca-ES", "ca-AD", "ca-ES-valencia", "ca_ES"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "ca")
        let finding = try #require(Self.findings("Seleccioni una opció.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.severity == .warning)
    }

    @Test("correct hints produce no finding at all, from any rule", arguments: [
        "Reprodueix la cançó.", "Mostra un menú dels dispositius AirPlay disponibles.", "Selecciona i reordena els fitxers d'aquesta vista.",
        "Marca el contingut com a reproduït.", "Elimina els fitxers seleccionats.", "Obre el full d'opcions.", "L'obre al Safari.",
        "S'uneix a la trucada.", "Es desplaça fins a dalt de tot.", "Cancel·la la baixada.", "Instal·la l'actualització.",
        "Reprodueix tots els elements de la col·lecció.", "Fa una foto.", "Va a la pantalla anterior.", "Té en compte la ubicació.",
        "Toca la melodia del despertador.", "Canvia el reproductor entre els modes horitzontal i vertical.", "Pot trigar uns minuts.",
        "Encén l'interruptor de la cuina.", "No repeteix la llista.", "Les afegeix a la llista de reproducció.",
    ])
    func goodHints(_ text: String) {
        #expect(Self.findings(text, .hint).isEmpty, "\(Self.findings(text, .hint).map(\.message))")
    }

    @Test("correct labels produce no finding at all", arguments: [
        "Reprodueix", "Cancel·la", "Desa", "Reprodueix-ho tot", "Selecciona-ho tot", "Uneix-te a la trucada", "Vés al final",
        "Menú d'usuari", "Camp de PIN", "Missatge de veu, durada: %1$@", "Només mencions", "Relació d'aspecte del vídeo",
        "Botó lateral", "D'acord", "Fotos, vídeos, etc.", "Llista de reproducció", "Copia l'enllaç", "Col·lecció",
    ])
    func goodLabels(_ text: String) {
        #expect(Self.findings(text, .label).isEmpty, "\(Self.findings(text, .label).map(\.message))")
    }

    @Test("forms that cannot be the third person", arguments: [
        ("Obrir el menú «Afegeix a la llista».", HintFormIssue.Kind.infinitive, Severity.warning, "Obre"),
        ("Mostrar una acció per crear una llista.", .infinitive, .warning, "Mostra"),
        ("Compartir els arxius seleccionats.", .infinitive, .warning, "Comparteix"),
        ("Canviar de nom els arxius.", .infinitive, .warning, "Canvia"),
        ("Reproduir la cançó.", .infinitive, .warning, "Reprodueix"),
        ("Instal·lar l'actualització.", .infinitive, .warning, "Instal·la"),
        ("Seleccioni una data.", .imperative, .warning, "Selecciona"),
        ("Afegeixi un comentari.", .imperative, .warning, "Afegeix"),
        ("Obri la carpeta.", .imperative, .warning, "Obre"),
        ("Faci una foto.", .imperative, .warning, "Fa"),
        ("Copiï l'enllaç.", .imperative, .warning, "Copia"),
        ("Copii l'enllaç.", .imperative, .warning, "Copia"),
        ("Toqueu la cançó.", .imperative, .warning, "Toca"),
        ("Reproduïu la cançó.", .imperative, .warning, "Reprodueix"),
        ("Obriu la carpeta.", .imperative, .warning, "Obre"),
        ("Escriviu el vostre nom.", .imperative, .warning, "Escriu"),
        ("Fes una foto.", .imperative, .warning, "Fa"),
        ("Vés a Configuració.", .imperative, .warning, "Va"),
        ("Digues el nom de la ciutat.", .imperative, .warning, "Diu"),
        ("Mantén el compte segur.", .imperative, .warning, "Manté"),
        ("No tanquis l'aplicació.", .negativeCommand, .warning, "No tanca"),
        ("No toqueu el cable.", .negativeCommand, .warning, "No toca"),
        ("No tancar l'aplicació.", .infinitive, .warning, "No tanca"),
        ("Veure els detalls.", .infinitive, .warning, "Mostra"),
        ("Habilita per mostrar la drecera de velocitat.", .imperative, .warning, "Mostra"),
        ("Activa per a reproduir el següent element.", .imperative, .warning, "Reprodueix"),
    ])
    func reportedForms(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("an imperative with an enclitic pronoun is reported without a suggestion: the pronoun would have to move", arguments: [
        "Obre-la al Safari.", "Desa'l al dispositiu.", "Selecciona-ho tot.", "Obrir-lo al Safari.", "Envia-m'ho per correu.",
    ])
    func enclitics(_ text: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == .imperative || issue.kind == .infinitive)
        #expect(issue.suggestion == nil)
        let finding = try #require(Self.findings(text, .hint).first { $0.rule == "hint-imperative" })
        #expect(finding.fix == nil)
    }

    @Test("the punt volat joins a word again, whichever way it is typed", arguments: ["Cancel·lar la baixada.", "Cancel.lar la baixada.", "Canceŀlar la baixada."])
    func puntVolat(_ text: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == .infinitive)
        #expect(issue.words.lowercased().hasPrefix("cance"))
        #expect(issue.suggestion == "Cancel·la")
    }

    @Test("forms spelled like the third person, nouns and untranslated English are not commands", arguments: [
        "Selecciona una data.", "Afegeix un comentari.", "Mostra el menú.", "Premi de la temporada.", "No premis disponibles.",
        "Sort the episodes in this show.", "Mode edició.", "Es desplaça per la llista.", "Ho selecciona tot.",
        "Navega per la llista.", "Serveix per obrir la vista de filtres.",
    ])
    func notCommands(_ text: String) {
        #expect(Self.form(text) == nil, "\(String(describing: Self.form(text)))")
    }

    @Test("strings of the kind apps ship: what is reported")
    func realStrings() throws {
        // A hint that names the control type, and one that names a gesture with its key's glyph.
        #expect(Self.findings("Botó de selecció", .hint).contains { $0.rule == "hint-control-type" })
        let gesture = try #require(Self.findings("Prem %@ per esborrar", .hint).first { $0.rule == "hint-gesture" })
        #expect(gesture.fix == nil)
        let tap = try #require(Self.findings("Toca per mostrar-los tots.", .hint).first { $0.rule == "hint-gesture" })
        #expect(tap.fix == nil)
        let purpose = try #require(Self.findings("Fes doble toc per obrir la conversa.", .hint).first { $0.rule == "hint-gesture" })
        #expect(purpose.fix == "Obre la conversa.")
        #expect(Self.findings("Per saber més", .label).contains { $0.rule == "label-vague" })
        #expect(Self.findings("Toca per mostrar-los tots", .label).contains { $0.rule == "label-gesture" })
        let infinitive = try #require(Self.findings("Ordenar el contingut en ordre ascendent o descendent.", .hint).first { $0.rule == "hint-imperative" })
        #expect(infinitive.fix == "Ordena el contingut en ordre ascendent o descendent.")
    }

    @Test("the punt volat stays inside its word: a label's words are counted as a reader counts them")
    func puntVolat() {
        #expect(LanguageProfile.catalan.analyze("Cancel·la i tanca").words.map(\.folded) == ["cancel·la", "i", "tanca"])
        #expect(Auditor().check("Cancel·la i tanca el format de text", language: "ca", role: .label).isEmpty)
    }
}
