import StringsParser
import Testing
@testable import HintGrammar

/// Spanish behaviour that the rule examples do not show: regional tags, inverted punctuation,
/// the forms that look like an imperative but are the third person, nouns that look like
/// verbs, untranslated English, and the verb lexicon's derived forms.
@Suite("Spanish")
struct SpanishTests {
    static let profile = LanguageProfile.spanish

    static func findings(_ text: String, _ role: Role, language: String = "es", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("every regional tag finds the Spanish table and keeps its tag in findings", arguments: ["es", "es-ES", "es-MX", "es-419", "es_MX", "es-US"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "es")
        let finding = try #require(Self.findings("Seleccione una opción.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.language == LanguageTag.normalize(tag))
        #expect(finding.severity == .warning)
    }

    @Test("correct hints produce no finding at all, from any rule", arguments: [
        "Reproduce la canción.", "Abre la hoja de opciones.", "Navega a la lista.", "Toca la siguiente canción.",
        "Hace una copia de la nota.", "Pone la música en pausa.", "Lo añade a favoritos.", "Se abre el menú de opciones.",
        "Para la reproducción.", "No repite la lista.", "Cambia el toque de notificación.", "Desplaza la lista hasta arriba.",
        "Desliza el panel hacia un lado.", "Muestra el importe total.", "Enciende el interruptor de la cocina.",
        "Ve los detalles del pedido.", "Reúne las fotos en un álbum.", "¿Guarda los cambios antes de salir?",
        "Requiere una conexión a internet.", "Puede tardar unos minutos.",
    ])
    func goodHints(_ text: String) {
        #expect(Self.findings(text, .hint).isEmpty, "\(Self.findings(text, .hint).map(\.message))")
    }

    @Test("correct labels produce no finding at all", arguments: [
        "Reproducir", "Siguiente pista", "Toque de llamada", "Tonos y toques", "Botón de acción", "Ajustes del botón lateral",
        "Interruptor de la cocina", "Casilla 505", "Marcado rápido", "Más opciones", "Tocando ahora", "¡Bienvenido!",
        "¿Olvidaste tu contraseña?", "Dr.", "Fotos, vídeos, etc.", "S.A.",
    ])
    func goodLabels(_ text: String) {
        #expect(Self.findings(text, .label).isEmpty, "\(Self.findings(text, .label).map(\.message))")
    }

    @Test("inverted ¿ and ¡ open the sentence: the capital and the first word are found after them")
    func invertedPunctuation() throws {
        let label = try #require(Self.findings("¿olvidaste tu contraseña?", .label).first { $0.rule == "label-capitalization" })
        #expect(label.fix == "¿Olvidaste tu contraseña?")
        // "Pulse aquí" names a gesture: no capital alone makes it right, so no suggestion.
        let hint = try #require(Self.findings("¡pulse aquí!", .hint).first { $0.rule == "hint-capitalization" })
        #expect(hint.fix == nil)
        let greeting = try #require(Self.findings("¡bienvenido!", .label).first { $0.rule == "label-capitalization" })
        #expect(greeting.fix == "¡Bienvenido!")
        #expect(Self.form("¡Pulse aquí!")?.kind == .imperative)
        #expect(Self.form("¿Guarda los cambios?") == nil)
        #expect(Self.findings("¿Guarda los cambios?", .hint).isEmpty)
    }

    @Test("forms that cannot be the third person", arguments: [
        ("Pulse el botón de inicio.", HintFormIssue.Kind.imperative, Severity.warning, "Pulsa"),
        ("Toque el icono.", .imperative, .warning, "Toca"),
        ("Seleccione una fecha.", .imperative, .warning, "Selecciona"),
        ("Haga una foto.", .imperative, .warning, "Hace"),
        ("Haz una foto.", .imperative, .warning, "Hace"),
        ("Pon la música.", .imperative, .warning, "Pone"),
        ("Ten en cuenta que se borrará.", .imperative, .warning, "Tiene"),
        ("Mantén tu cuenta segura.", .imperative, .warning, "Mantiene"),
        ("Sé el primero en comentar.", .imperative, .warning, "Es"),
        ("Ve a Ajustes.", .imperative, .warning, "Va"),
        ("Vaya a Ajustes.", .imperative, .warning, "Va"),
        ("Elija un color.", .imperative, .warning, "Elige"),
        ("Introduzca su contraseña.", .imperative, .warning, "Introduce"),
        ("Comience la reproducción.", .imperative, .warning, "Comienza"),
        ("Envíe el mensaje.", .imperative, .warning, "Envía"),
        ("Pulsá para abrir.", .imperative, .warning, "Pulsa"),
        ("Hacé clic acá.", .imperative, .warning, "Hace"),
        ("Ábrelo en Safari.", .imperative, .warning, "Lo abre"),
        ("Desplázate hacia abajo.", .imperative, .warning, "Se desplaza"),
        ("Regístrese para continuar.", .imperative, .warning, "Se registra"),
        ("Hazlo ahora.", .imperative, .warning, "Lo hace"),
        ("Reproducir la canción.", .infinitive, .warning, "Reproduce"),
        ("Desplazarse por la lista.", .infinitive, .warning, "Se desplaza"),
        ("Abrirlo en Safari.", .infinitive, .warning, "Lo abre"),
        ("Para reproducir la canción.", .infinitive, .warning, "Reproduce"),
        ("No repetir la lista.", .infinitive, .warning, "No repite"),
        ("No toques la pantalla.", .negativeCommand, .warning, "No toca"),
        ("Nunca compartas tu contraseña.", .negativeCommand, .warning, "No comparte"),
    ])
    func certainForms(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("decomposed accents (NFD) match like composed ones")
    func decomposedAccents() {
        #expect(Self.form("A\u{301}brelo en Safari.")?.suggestion == "Lo abre")
        #expect(Self.form("Introduzca su contrasen\u{303}a.")?.kind == .imperative)
        #expect(Self.findings("Boto\u{301}n de reproducir", .label).contains { $0.rule == "label-control-type" })
        #expect(Self.findings("Reproduce la cancio\u{301}n.", .hint).isEmpty)
    }

    @Test("requests, wherever the 'por favor' is")
    func requests() {
        #expect(Self.form("Por favor, introduce tu nombre.")?.kind == .request)
        #expect(Self.form("Introduce tu nombre, por favor.")?.kind == .request)
        #expect(Self.form("Favor de ingresar su correo.")?.kind == .request)
        #expect(Self.form("Favorito de la semana.") == nil)
    }

    @Test("forms that could be read as correct are info", arguments: [
        "Sal de la app.", "Ven a la fiesta.", "Di hola.", "Ajuste automático del brillo.", "Reagendar la cita.",
        "Puedes cambiarlo en Ajustes.", "Usted puede cambiarlo.", "Reproduciendo la canción.", "El valor actual.",
        "Tu opinión.", "Las publicaciones guardadas.",
    ])
    func uncertainForms(_ text: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.severity == .info)
    }

    @Test("the third person, tú imperatives equal to it, nouns and other words are left alone", arguments: [
        "Toca la canción.", "Pulsa la tecla Intro.", "Hace una foto.", "Sal", "Di", "Ve los detalles.",
        "Toque de llamada personalizado.", "Cierre de sesión inmediato.", "Una lista de contactos.", "Entre las opciones.",
        "Película nueva.", "Vela aromática.", "Artículo guardado.", "Vínculo copiado.", "Lugar de encuentro.",
        "Familiar cercano.", "Player de vídeo.", "Para de grabar.", "Lo elimina de la lista.", "La elimina de la lista.",
        "Cuando termina, avisa.", "%@ abre el menú.", "Comando de voz.", "",
    ])
    func leftAlone(_ text: String) {
        let issue = Self.form(text)
        #expect(issue == nil || issue?.severity == .info && issue?.kind == .notAVerb, "\(String(describing: issue))")
        #expect(issue?.kind != .imperative && issue?.kind != .infinitive)
    }

    @Test("untranslated English is not judged as Spanish", arguments: [
        "Configure flight greetings in Settings", "Pause the video.", "Continue to the next step.", "Pause, seek, next chapter",
    ])
    func untranslatedEnglish(_ text: String) {
        #expect(Self.form(text) == nil)
    }

    @Test("gestures: instructions are reported, the same words describing results are not")
    func gestures() {
        func gesture(_ text: String, _ role: Role = .hint) -> Bool {
            Self.findings(text, role).contains { $0.rule == (role == .hint ? "hint-gesture" : "label-gesture") }
        }
        #expect(gesture("Toca para abrir el menú."))
        #expect(gesture("Toca dos veces para ampliar."))
        #expect(gesture("Toque en la pantalla para continuar."))
        #expect(gesture("Al pulsar, se abre el menú."))
        #expect(gesture("Mantén pulsado para ver opciones."))
        #expect(gesture("Mantenga presionado el icono."))
        #expect(gesture("Desliza hacia arriba para cerrar."))
        #expect(gesture("Haga clic en el enlace."))
        #expect(gesture("Pellizca para hacer zoom."))
        #expect(gesture("Con dos dedos, cambia de página."))
        #expect(!gesture("Toca la melodía."))
        #expect(!gesture("Desliza el panel hacia un lado."))
        #expect(!gesture("Cambia el toque de notificación."))
        #expect(!gesture("Se desplaza al principio."))
        #expect(gesture("Toca para reproducir", .label))
        #expect(gesture("Deslizar para desbloquear", .label))
        #expect(!gesture("Toque de llamada", .label))
        #expect(!gesture("Acciones al deslizar", .label))
    }

    @Test("control types, hardware buttons and content words")
    func controlTypes() {
        func type(_ text: String, _ role: Role = .label) -> Bool {
            Self.findings(text, role).contains { $0.rule == (role == .hint ? "hint-control-type" : "label-control-type") }
        }
        #expect(type("Botón de reproducir"))
        #expect(type("Botón Reproducir"))
        #expect(type("Boton de reproducir"))
        #expect(type("Control deslizante"))
        #expect(type("Casilla de verificación"))
        #expect(type("Campo de texto del nombre"))
        #expect(type("Botón que añade un nombre.", .hint))
        #expect(!type("Botón de acción"))
        #expect(!type("Botón lateral"))
        #expect(!type("Interruptor de la cocina"))
        #expect(!type("Casilla A1"))
        #expect(!type("Menú del restaurante"))
        #expect(!type("Controles de reproducción"))
    }

    @Test("states at either end of a label, not inside a phrase")
    func states() throws {
        let state = try #require(Self.findings("Wi-Fi, seleccionado", .label).first { $0.rule == "label-state" })
        #expect(state.fix == "Wi-Fi")
        #expect(Self.findings("Foto, no seleccionada", .label).contains { $0.rule == "label-state" })
        #expect(Self.findings("Seleccionada: foto", .label).contains { $0.rule == "label-state" })
        #expect(!Self.findings("Mostrar fotos seleccionadas", .label).contains { $0.rule == "label-state" })
        #expect(!Self.findings("Marcado rápido", .label).contains { $0.rule == "label-state" })
    }

    @Test("vague labels are whole labels only", arguments: [
        ("Más información", true), ("Ver más", true), ("Haz clic aquí", true), ("Más", true), ("Detalles", true),
        ("Más opciones", false), ("Detalles del pedido", false), ("Información del producto", false),
    ])
    func vague(_ text: String, _ vague: Bool) {
        #expect(Self.findings(text, .label).contains { $0.rule == "label-vague" } == vague)
    }

    @Test("abbreviations may end a label with a period", arguments: [
        ("Calle Mayor, núm.", false), ("Atención al cliente, tel.", false), ("Dra.", false), ("Reproducir.", true),
    ])
    func abbreviations(_ text: String, _ reported: Bool) {
        #expect(Self.findings(text, .label).contains { $0.rule == "label-trailing-period" } == reported)
    }

    @Test("a hint that repeats its label")
    func repeatsLabel() {
        #expect(Self.findings("Guardar guarda tus cambios.", .hint, label: "Guardar").contains { $0.rule == "hint-repeats-label" })
        #expect(!Self.findings("Guarda tus cambios.", .hint, label: "Guardar").contains { $0.rule == "hint-repeats-label" })
    }

    @Test("regular and stem-changing verbs derive their third person and usted form", arguments: [
        ("buscar", "busca", "busque"), ("pagar", "paga", "pague"), ("empezar", "empieza", "empiece"),
        ("jugar", "juega", "juegue"), ("cerrar", "cierra", "cierre"), ("mostrar", "muestra", "muestre"),
        ("enviar", "envía", "envíe"), ("continuar", "continúa", "continúe"), ("leer", "lee", "lea"),
        ("escoger", "escoge", "escoja"), ("establecer", "establece", "establezca"), ("mover", "mueve", "mueva"),
        ("abrir", "abre", "abra"), ("elegir", "elige", "elija"), ("seguir", "sigue", "siga"),
        ("reproducir", "reproduce", "reproduzca"), ("incluir", "incluye", "incluya"), ("pedir", "pide", "pida"),
        ("reunir", "reúne", "reúna"), ("desplegar", "despliega", "despliegue"),
    ])
    func derivation(_ infinitive: String, _ third: String, _ formal: String) throws {
        let verb = try #require(SpanishGrammar.regular(infinitive))
        #expect(verb.third == third)
        #expect(verb.formal == formal)
        #expect(SpanishGrammar.lexicon.infinitives[infinitive] == third)
    }

    @Test("no form reported as an imperative is also a third person of the lexicon")
    func lexiconConsistency() {
        for form in SpanishGrammar.lexicon.formalImperatives.keys { #expect(!SpanishGrammar.lexicon.thirdPersonForms.contains(form), "\(form)") }
        for form in SpanishGrammar.lexicon.negativeForms.keys { #expect(!SpanishGrammar.lexicon.thirdPersonForms.contains(form), "\(form)") }
        for form in SpanishGrammar.voseoImperatives.keys { #expect(!SpanishGrammar.lexicon.thirdPersonForms.contains(form), "\(form)") }
        #expect(SpanishGrammar.lexicon.formalImperatives["una"] == nil)
        #expect(SpanishGrammar.lexicon.formalImperatives["entre"] == nil)
    }

    @Test("terms are folded, single-spaced and listed once")
    func termsAreWellFormed() {
        var seen: Set<String> = []
        for term in SpanishGrammar.terms {
            #expect(term.text == term.text.lowercased(), "\(term.text)")
            #expect(!term.text.contains("  ") && term.text.first != " " && term.text.last != " ", "\(term.text)")
            #expect(seen.insert(term.text).inserted, "\(term.text) listed twice")
        }
    }
}
