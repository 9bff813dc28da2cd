/// Spanish (es, and through the registry es-ES, es-MX, es-419): hints are verb phrases in the
/// third person singular without a subject ("Reproduce la canción."), labels short phrases
/// without a final period. Inverted "¿" and "¡" open sentences; the text analysis skips them as
/// opening punctuation, so capitals and first words are found after them.
extension LanguageProfile {
    /// The Spanish table (es; es-ES, es-MX, es-419 and other regions fall back to it).
    public static let spanish = LanguageProfile(
        code: "es", name: "Spanish", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "etc", "núm", "num", "nº", "pág", "págs", "tel", "telf", "tfno", "av", "avda", "dr", "dra", "sr", "sra", "srta",
            "ud", "uds", "vd", "vds", "máx", "mín", "min", "seg", "aprox", "ej", "vol", "cap", "dpto", "depto", "cía", "inc",
            "ltd", "corp", "vs",
        ],
        terms: TermTable(SpanishGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "para", "aquí", "aqui", "acá", "dos", "tres", "hacia", "arriba", "abajo", "sobre", "encima", "izquierda",
            "derecha", "cualquier", "verticalmente", "horizontalmente",
        ],
        vagueLabels: [
            "botón", "icono", "ícono", "sin título", "elemento", "etiqueta", "texto",
        ],
        vagueConcepts: [
            .more: ["más", "ver más", "mostrar más"],
            .learnMore: ["saber más", "leer más"],
            .clickHere: ["haz clic aquí", "haga clic aquí", "pulsa aquí", "pulse aquí", "toca aquí", "toque aquí", "presiona aquí", "presione aquí", "clic aquí"],
            .details: ["detalles", "más detalles"],
            .info: ["info", "información", "más información", "más info"],
            .here: ["aquí"],
            .link: ["enlace", "vínculo"],
            .image: ["imagen"],
        ],
        hintForm: SpanishGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["de", "del"], headFollows: false),
        conditionMarkers: ["si"], purposeMarkers: ["para"], conjunctions: ["y", "e", "o", "u"],
        reflexivePronouns: [],
        descriptiveVerbs: ["ver": "Muestra", "vea": "Muestra", "mirar": "Muestra", "mire": "Muestra"],
        userActivityVerbs: ["explorar", "explore", "explora", "elegir", "elija", "elige", "escoger", "escoja", "escoge"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["luego", "después", "despues", "ahora", "finalmente", "entonces"],
        stateConcepts: SpanishGrammar.stateConcepts, controlTypeConcepts: SpanishGrammar.controlTypeConcepts,
        gestureConcepts: SpanishGrammar.gestureConcepts,
        examples: SpanishGrammar.examples)
}

/// Spanish hint grammar. The right form, the third person singular ("Reproduce", "Abre"), is
/// also the regular tú imperative, so "Toca la canción." is never reported: only forms that
/// cannot be the third person are, each looked up in a verb lexicon (no suffix guessing for
/// warnings): the usted imperative ("Pulse", "Seleccione", "Haga"), the irregular tú imperative
/// ("Haz", "Pon"), the voseo ("Tocá"), an imperative with an enclitic pronoun ("Ábrelo"), an
/// infinitive ("Reproducir la canción."), requests ("Por favor") and prohibitions ("No toques").
enum SpanishGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["seleccionado", "seleccionada", "no seleccionado", "no seleccionada", "deseleccionado", "deseleccionada"]),
        .checked: .words(["marcado", "marcada", "no marcado", "no marcada", "desmarcado", "desmarcada"]),
        .dimmed: .words(["atenuado", "atenuada"]),
        .expanded: .words(["expandido", "expandida"]),
        .collapsed: .words(["contraído", "contraída"]),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["botón", "botones", "boton"]),
        .link: .none(because: "«enlace» is as often what the element acts on (Copiar enlace)"),
        .image: .none(because: "«imagen» is as often what the element acts on (Guardar imagen); a label that is only «Imagen» is vague"),
        .textField: .words(["campo de texto", "cuadro de texto"]),
        .searchField: .words(["campo de búsqueda", "cuadro de búsqueda"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["control deslizante", "controles deslizantes", "deslizador", "regulador"]),
        .adjustable: .none(because: "«ajustable» is an ordinary adjective of labels"),
        .toggle: .none(because: "«interruptor» is as often a light switch or a smart-home device (Enciende tu interruptor)"),
        .checkbox: .words(["casilla de verificación", "casillas de verificación", "casilla de selección"]),
        .radioButton: .words(["botones de opción"]),
        .picker: .words(["selector de fecha", "selector de fechas"]),
        .segmentedControl: .words(["control segmentado"]),
        .tab: .none(because: "«pestaña» is as often content (a browser's tab)"),
        .tabBar: .words(["barra de pestañas"]),
        .menu: .none(because: "«menú» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "«botón emergente» is a button to VoiceOver, and «botón» is reported as such"),
        .comboBox: .words(["menú desplegable", "lista desplegable"]),
        .heading: .none(because: "«encabezado» and «título» are as often content"),
        .progressIndicator: .words(["barra de progreso"]),
        .stepper: .none(because: "no Spanish word for a stepper is in use in labels"),
        .list: .none(because: "«lista» is as often what the element shows (Lista de lectura)"),
        .scrollBar: .words(["barra de desplazamiento"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["toca en", "toque en", "tocá", "tócalo", "tócala", "tóquelo", "tóquela", "al tocar", "toca", "toque", "tocar", "pincha"]),
        .doubleTap: .words([
            "toca dos veces", "toque dos veces", "tocar dos veces", "pulsa dos veces", "pulse dos veces", "presiona dos veces",
            "presione dos veces", "doble toque", "doble pulsación",
        ]),
        .tripleTap: .words(["toca tres veces"]),
        .longPress: .words([
            "pulsación larga", "pulsación prolongada", "toque largo", "toque prolongado", "mantén pulsado", "mantén pulsada", "mantenga pulsado",
            "mantener pulsado", "manteniendo pulsado", "manten pulsado", "mantén presionado", "mantenga presionado", "mantener presionado",
            "manten presionado", "mantén el dedo", "toca y mantén", "toque y mantenga", "pulsa y mantén",
        ]),
        .swipe: .words(["al deslizar", "deslice", "deslizá", "desliza el dedo", "deslice el dedo", "deslizar", "desliza"]),
        .drag: .words([
            "al arrastrar", "arrastra y suelta", "arrastre y suelte", "arrastrar y soltar", "arrastrá", "arrastrar", "arrastre", "arrastra",
        ]),
        .pinch: .words(["pellizca", "pellizque", "pellizcar", "pellizcando"]),
        .rotate: .none(because: "«girar» is as often what the element does (Gira la foto.)"),
        .shake: .none(because: "«agitar» is as often the name of the setting (Agitar para deshacer)"),
        .click: .words([
            "haz clic", "haga clic", "hacer clic", "haciendo clic", "hacé clic", "haz doble clic", "haga doble clic", "doble clic", "da clic",
            "dé clic", "dar clic", "cliquea", "cliquee", "clica", "clique", "clickea",
        ]),
        .press: .words([
            "pulsa", "pulse", "pulsá", "pulsar", "pulsando", "presiona", "presione", "presioná", "al presionar", "púlsalo", "púlsala",
            "presionar",
        ]),
        .scroll: .words(["desplázate", "desplácese"]),
        .fingers: .words(["con dos dedos", "con tres dedos"]),
    ]


    static let terms: [Term] = {
        var terms: [Term] = []
        // Gestures: instructions wherever they are, but for the words that also name results
        // (instructions when they open the text) and those that are also the third person, an
        // infinitive or a noun (instructions only before a marker).
        terms += gestureConcepts.terms(
            leading: ["presionar", "deslizar", "arrastrar", "arrastre"],
            marked: ["toca", "toque", "tocar", "desliza", "arrastra", "pincha"])
        // Hardware buttons and settings named after them: content, not the element's type.
        for phrase in [
            "botón de acción", "botón lateral", "botón de inicio", "botón superior", "botón de encendido",
            "botón de volumen", "botones de volumen", "botón de reposo",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        for phrase in stateConcepts.allWords {
            terms.append(Term(phrase, .state))
        }
        return terms
    }()

    typealias Verb = SubjunctiveLexicon.Verb

    /// Regular verbs, and stem-changing ones with their present stem ("cerrar": "cierr"), whose
    /// forms follow from the infinitive.
    static let regularVerbs: [String] = [
        "abandonar", "aceptar", "acercar", "activar", "actualizar", "agregar", "agrupar", "ajustar", "alejar",
        "alternar", "analizar", "anclar", "anotar", "apagar", "aplicar", "archivar", "arrastrar", "asignar", "aumentar",
        "autorizar", "avanzar", "ayudar", "bajar", "barajar", "bloquear", "borrar", "buscar", "calcular", "calificar",
        "cambiar", "cancelar", "capturar", "cargar", "chatear", "cifrar", "clasificar", "colocar", "comentar", "comparar",
        "completar", "comprar", "conectar", "configurar", "confirmar", "conservar", "contactar", "contestar",
        "controlar", "copiar", "crear", "cortar", "denunciar", "desactivar", "desagrupar", "desanclar", "desbloquear",
        "descargar", "descartar", "descifrar", "desconectar", "deshabilitar", "deslizar", "desmarcar", "desordenar",
        "desplazar", "destacar", "dibujar", "duplicar", "editar", "eliminar", "encriptar", "enfocar", "enlazar",
        "entrar", "escanear", "escuchar", "esperar", "etiquetar", "explorar", "exportar", "filtrar", "finalizar",
        "fijar", "firmar", "formatear", "girar", "grabar", "gestionar", "guardar", "habilitar", "ignorar", "importar",
        "iniciar", "insertar", "instalar", "intentar", "intercambiar", "invitar", "lanzar", "limpiar", "llamar",
        "llevar", "localizar", "marcar", "maximizar", "mencionar", "mezclar", "minimizar", "mirar", "modificar",
        "navegar", "notificar", "ocultar", "olvidar", "optimizar", "ordenar", "organizar", "pagar", "parar", "pasar",
        "pausar", "pegar", "personalizar", "preguntar", "preparar", "presionar", "programar", "publicar", "pulsar",
        "quitar", "reaccionar", "reactivar", "reagrupar", "recargar", "rechazar", "recortar", "recuperar", "redactar",
        "regresar", "registrar", "reiniciar", "renombrar", "reordenar", "reportar", "reservar", "restaurar", "revisar",
        "rotar", "saltar", "seleccionar", "señalar", "silenciar", "sincronizar", "solicitar", "subrayar", "tocar",
        "tomar", "trasladar", "usar", "utilizar", "validar", "verificar", "visitar", "visualizar", "votar", "dejar",
        "acortar", "agrandar", "asegurar", "autenticar", "desinstalar", "escribir", "abrir", "añadir", "compartir",
        "permitir", "recibir", "imprimir", "subir", "suscribir", "transmitir", "emitir", "expandir", "describir",
        "definir", "dividir", "unir", "omitir", "decidir", "interrumpir", "descubrir", "dirigir", "incluir", "excluir",
        "distribuir", "sustituir", "disminuir", "reproducir", "introducir", "traducir", "reducir", "leer", "escoger",
        "recoger", "proteger", "responder", "vender", "aprender", "retroceder", "acceder", "establecer",
        "restablecer", "ofrecer", "aparecer", "desaparecer", "reconocer",
    ]

    /// Verbs whose present stem differs from the infinitive's.
    static let presentStems: [String: String] = [
        "cerrar": "cierr", "comenzar": "comienz", "empezar": "empiez", "recomendar": "recomiend", "despertar": "despiert",
        "mostrar": "muestr", "encontrar": "encuentr", "recordar": "recuerd", "probar": "prueb", "comprobar": "comprueb",
        "contar": "cuent", "soltar": "suelt", "renovar": "renuev", "forzar": "fuerz", "jugar": "jueg", "colgar": "cuelg",
        "plegar": "plieg", "desplegar": "desplieg", "enviar": "enví", "reenviar": "reenví", "ampliar": "amplí",
        "vaciar": "vací", "confiar": "confí", "desviar": "desví", "continuar": "continú", "evaluar": "evalú",
        "actuar": "actú", "situar": "sitú", "mover": "muev", "volver": "vuelv", "devolver": "devuelv",
        "resolver": "resuelv", "encender": "enciend", "extender": "extiend", "pedir": "pid", "medir": "mid",
        "repetir": "repit", "elegir": "elig", "corregir": "corrig", "seguir": "sigu", "conseguir": "consigu",
        "convertir": "conviert", "sugerir": "sugier", "transferir": "transfier", "invertir": "inviert", "reunir": "reún",
        "prohibir": "prohíb",
    ]

    /// Verbs whose forms cannot be derived.
    static let irregularVerbs: [Verb] = [
        Verb(infinitive: "hacer", third: "hace", formal: "haga"),
        Verb(infinitive: "deshacer", third: "deshace", formal: "deshaga"),
        Verb(infinitive: "rehacer", third: "rehace", formal: "rehaga"),
        Verb(infinitive: "poner", third: "pone", formal: "ponga"),
        Verb(infinitive: "decir", third: "dice", formal: "diga"),
        Verb(infinitive: "salir", third: "sale", formal: "salga"),
        Verb(infinitive: "venir", third: "viene", formal: "venga"),
        Verb(infinitive: "tener", third: "tiene", formal: "tenga"),
        Verb(infinitive: "mantener", third: "mantiene", formal: "mantenga"),
        Verb(infinitive: "obtener", third: "obtiene", formal: "obtenga"),
        Verb(infinitive: "detener", third: "detiene", formal: "detenga"),
        Verb(infinitive: "contener", third: "contiene", formal: "contenga"),
        Verb(infinitive: "ir", third: "va", formal: "vaya"),
        Verb(infinitive: "ver", third: "ve", formal: "vea"),
        Verb(infinitive: "dar", third: "da", formal: "dé"),
        Verb(infinitive: "saber", third: "sabe", formal: "sepa"),
        Verb(infinitive: "traer", third: "trae", formal: "traiga"),
        Verb(infinitive: "contraer", third: "contrae", formal: "contraiga"),
        Verb(infinitive: "oír", third: "oye", formal: "oiga"),
    ]

    /// The forms of a verb that follows the rules, from its infinitive and present stem.
    static func regular(_ infinitive: String) -> Verb? {
        guard infinitive.count > 3 else { return nil }
        let ending = String(infinitive.suffix(2))
        let stem = presentStems[infinitive] ?? String(infinitive.dropLast(2))
        switch ending {
        case "ar":
            // Spelling keeps the sound before -e: busque, pague, empiece, averigüe.
            let formalStem: String
            if stem.hasSuffix("gu") { formalStem = stem.dropLast() + "ü" }
            else if stem.hasSuffix("c") { formalStem = stem.dropLast() + "qu" }
            else if stem.hasSuffix("g") { formalStem = stem + "u" }
            else if stem.hasSuffix("z") { formalStem = stem.dropLast() + "c" }
            else { formalStem = stem }
            return Verb(infinitive: infinitive, third: stem + "a", formal: formalStem + "e")
        case "er", "ir":
            let isIr = ending == "ir"
            if isIr, stem.hasSuffix("u"), !stem.hasSuffix("gu"), !stem.hasSuffix("qu") {
                // incluir: incluye, incluya.
                return Verb(infinitive: infinitive, third: stem + "ye", formal: stem + "ya")
            }
            let formal: String
            if isIr, stem.hasSuffix("gu") { formal = stem.dropLast() + "a" }  // siga
            else if stem.hasSuffix("g") { formal = stem.dropLast() + "ja" }  // escoja, elija
            else if stem.hasSuffix("c"), let before = stem.dropLast().last {
                // ofrezca, reproduzca; vencer: venza.
                formal = stem.dropLast() + ("aeiou".contains(before) ? "zca" : "za")
            } else {
                formal = stem + "a"
            }
            return Verb(infinitive: infinitive, third: stem + "e", formal: formal)
        default:
            return nil
        }
    }

    /// The lexicon. Usted forms that are also everyday words are never reported: "una" (unir)
    /// is the article, "entre" (entrar) the preposition. A prohibition uses the present
    /// subjunctive of tú: "No toques", "No abras".
    static let lexicon = SubjunctiveLexicon(
        (regularVerbs + presentStems.keys.sorted()).compactMap(regular) + irregularVerbs, formalExclusions: ["una", "entre"],
        familiarSubjunctive: { $0 == "dé" ? "des" : $0 + "s" })

    /// Voseo imperatives (Argentina, Uruguay, Central America): "Tocá", "Hacé". Only -ar and -er
    /// verbs: an -ir voseo ("Abrí") is also the first person of the past.
    static let voseoImperatives: [String: String] = {
        var forms: [String: String] = [:]
        for verb in lexicon.verbs where verb.infinitive.count > 4 {
            let stem = verb.infinitive.dropLast(2)
            switch verb.infinitive.suffix(2) {
            case "ar": forms[stem + "á"] = verb.third
            case "er": forms[stem + "é"] = verb.third
            default: break
            }
        }
        return forms
    }()

    /// Usted forms that are also nouns ("Toque de llamada", "Cierre de sesión", "Ajuste
    /// automático"): an imperative only when an object or a place follows.
    static let nounLikeFormals: Set<String> = [
        "toque", "cierre", "corte", "pase", "importe", "ajuste", "reporte", "recorte", "avance", "lance", "firme",
        "venda", "arrastre",
    ]

    /// Words that open an object or a complement: after a noun-like usted form they make it an
    /// imperative ("Toque el icono", "Toque para abrir").
    static let objectStarters: Set<String> = [
        "el", "la", "los", "las", "un", "una", "unos", "unas", "este", "esta", "estos", "estas", "ese", "esa", "su", "sus",
        "tu", "tus", "mi", "mis", "aquí", "para", "en", "sobre", "a", "al", "lo", "todo", "todos", "todas", "dos",
    ]

    /// Irregular tú imperatives, which differ from the third person ("Haz" / "Hace"); the flag
    /// says whether the form is certain. "Sal" (salt), "Ven" (they see) and "Di" (I gave) are
    /// other words too, and "Ve" is the third person of "ver": reported only in context.
    static let irregularTuImperatives: [String: (third: String, certain: Bool)] = [
        "haz": ("hace", true), "deshaz": ("deshace", true), "rehaz": ("rehace", true), "pon": ("pone", true),
        "ten": ("tiene", true), "mantén": ("mantiene", true), "manten": ("mantiene", true), "obtén": ("obtiene", true),
        "obten": ("obtiene", true), "detén": ("detiene", true), "deten": ("detiene", true), "sé": ("es", true),
        "di": ("dice", false), "sal": ("sale", false), "ven": ("viene", false),
    ]

    /// Pronouns that attach to an imperative or an infinitive: "Ábrelo", "Desplázate", "Abrirlo".
    static let enclitics: [String] = ["los", "las", "les", "nos", "lo", "la", "le", "me", "te", "se"]

    /// Nouns and adjectives in -ar/-er/-ir, and English words, that are no infinitive.
    static let nonInfinitives: Set<String> = [
        "familiar", "popular", "particular", "regular", "similar", "celular", "militar", "escolar", "titular", "auxiliar",
        "peculiar", "singular", "circular", "rectangular", "muscular", "molecular", "nuclear", "vulgar", "estelar",
        "alquiler", "carácter", "cadáver", "revólver", "alfiler", "atardecer", "amanecer", "anochecer", "quehacer",
        "menester", "taller", "mercader", "avatar", "hangar", "escáner", "póster", "máster", "chófer", "suéter", "láser",
        "líder", "cráter", "cáncer", "hámster", "néctar", "azúcar", "mártir", "elixir", "faquir", "collar", "billar",
        "pulgar", "manjar", "lugar", "hogar", "dólar", "polar", "solar", "lunar", "radar", "pilar", "altar", "bazar",
        "jaguar", "telar", "placer", "poder", "deber", "parecer", "haber", "pesar", "cantar", "mujer", "player", "filter",
        "folder", "server", "header", "footer", "banner", "scanner", "poster", "sticker", "marker", "picker", "viewer",
        "reader", "timer", "tracker", "finder", "manager", "browser", "builder", "counter", "number", "member", "center",
        "cluster", "blocker", "sender", "other", "never", "after", "under", "order", "cover", "power", "water", "clear",
        "summer", "winter", "answer", "enter", "register", "master", "letter", "matter", "better", "either", "whether",
        "rather", "calendar", "sidebar", "toolbar", "navbar", "guitar", "seminar", "grammar", "dollar", "sugar",
        "pillar", "cellar", "user", "super",
    ]

    /// English words that no Spanish sentence uses: a hint with one is an untranslated English
    /// text ("Configure flight greetings in Settings"), whose grammar is not Spanish.
    static let englishWords: Set<String> = UntranslatedEnglish.words

    /// Words that open a hint without a verb: an article or the user's possessive.
    static let nonVerbStarters: Set<String> = ["el", "un", "una", "unos", "unas", "tu", "tus", "si", "cuando"]
    /// Articles that are also object pronouns before a verb ("La elimina de la lista.").
    static let articlesOrPronouns: Set<String> = ["la", "las", "los"]
    /// Verbs that address the user in the second person: "Puedes …", "Debes …".
    static let userAddressing: Set<String> = [
        "puedes", "podrás", "podrías", "debes", "deberías", "tienes", "necesitas", "quieres", "vas", "usted", "tú",
    ]
    /// Words in -ando/-iendo that are not gerunds.
    static let nonGerunds: Set<String> = [
        "cuando", "comando", "comandos", "mandos", "contrabando", "blando", "nefando", "memorando",
        "tremendo", "estupendo", "horrendo", "dividendo", "reverendo", "remiendo", "fernando", "orlando", "rolando",
    ]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        if words.contains(where: { englishWords.contains($0.folded) }) { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1].folded : nil
        let written = text.slice(first.start, first.end)
        let firstTwo = words.count > 1 ? text.slice(first.start, words[1].end) : written

        for index in words.indices.dropLast() where words[index].folded == "por" && words[index + 1].folded == "favor" {
            return HintFormIssue(.request, words: text.slice(words[index].start, words[index + 1].end))
        }
        switch word {
        case "favor" where second == "de":
            return HintFormIssue(.request, words: firstTwo)
        case "no", "nunca", "jamás":
            guard let second else { return nil }
            if let third = lexicon.negativeForms[second] {
                return HintFormIssue(.negativeCommand, words: firstTwo, suggestion: "No " + third)
            }
            if let third = infinitive(second)?.third {
                return HintFormIssue(.infinitive, words: firstTwo, suggestion: "No " + third)
            }
            return nil
        case "para":
            // "Para reproducir la canción." is a purpose without a verb; "Para la reproducción." is parar.
            guard let second, let third = infinitive(second)?.third else { return nil }
            return HintFormIssue(.infinitive, words: firstTwo, suggestion: LetterCase.capitalized(third))
        case "ve" where second == "a" || second == "al":
            return HintFormIssue(.imperative, words: written, suggestion: LetterCase.capitalized("va", like: written))
        default:
            break
        }
        if userAddressing.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if lexicon.thirdPersonForms.contains(word) { return nil }
        if let form = irregularTuImperatives[word] {
            guard form.certain || words.count > 1 else { return nil }
            return HintFormIssue(
                .imperative, words: written, suggestion: LetterCase.capitalized(form.third, like: written),
                severity: form.certain ? .warning : .info)
        }
        if let third = lexicon.formalImperatives[word] {
            let suggestion = LetterCase.capitalized(third, like: written)
            guard nounLikeFormals.contains(word) else { return HintFormIssue(.imperative, words: written, suggestion: suggestion) }
            // "Toque el icono." is a command; "Toque de llamada." a noun; "Ajuste automático." unsure.
            guard let second, second != "de", second != "del" else { return nil }
            return HintFormIssue(
                .imperative, words: written, suggestion: suggestion, severity: objectStarters.contains(second) ? .warning : .info)
        }
        if let third = voseoImperatives[word] {
            return HintFormIssue(.imperative, words: written, suggestion: LetterCase.capitalized(third, like: written))
        }
        if let issue = encliticImperative(word, written: written) { return issue }
        if let (third, pronoun) = infinitive(word) {
            let suggestion = pronoun.map { LetterCase.capitalized($0, like: written) + " " + third } ?? LetterCase.capitalized(third, like: written)
            return HintFormIssue(.infinitive, words: written, suggestion: suggestion)
        }
        if looksLikeInfinitive(word) {
            return HintFormIssue(.infinitive, words: written, severity: .info)
        }
        if word.count > 5, word.hasSuffix("ando") || word.hasSuffix("iendo") || word.hasSuffix("yendo"), !nonGerunds.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if articlesOrPronouns.contains(word), let second, !lexicon.thirdPersonForms.contains(second), second != "se" {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// A known infinitive, bare or with an enclitic pronoun ("desplazarse", "abrirlo"): its third
    /// person, and the pronoun that goes before it ("Se desplaza", "Lo abre"; the user's "te" is "se").
    static func infinitive(_ word: String) -> (third: String, pronoun: String?)? {
        if let third = lexicon.infinitives[word] { return (third, nil) }
        for pronoun in enclitics where word.hasSuffix(pronoun) {
            let stem = String(word.dropLast(pronoun.count))
            if let third = lexicon.infinitives[stem] { return (third, pronoun == "te" ? "se" : pronoun) }
        }
        return nil
    }

    /// An imperative with an enclitic pronoun: "Ábrelo", "Selecciónalo", "Desplázate",
    /// "Tóquelo", "Hazlo". A third person never takes one, and the written accent that the
    /// pronoun requires tells the verb from a noun ("Película", "Vela").
    static func encliticImperative(_ word: String, written: String) -> HintFormIssue? {
        for pronoun in enclitics where word.hasSuffix(pronoun) && word.count > pronoun.count + 1 {
            let stem = String(word.dropLast(pronoun.count))
            // The pronoun goes before the third person; the user's own "te" becomes "se".
            let before = pronoun == "te" ? "se" : pronoun
            if let form = irregularTuImperatives[stem], form.certain {
                return HintFormIssue(.imperative, words: written, suggestion: LetterCase.capitalized(before + " " + form.third, like: written))
            }
            let unaccented = removingAccents(stem)
            guard unaccented != stem else { continue }
            if lexicon.thirdPersonForms.contains(unaccented) || lexicon.thirdPersonForms.contains(stem) {
                let third = lexicon.thirdPersonForms.contains(stem) ? stem : unaccented
                return HintFormIssue(.imperative, words: written, suggestion: LetterCase.capitalized(before + " " + third, like: written))
            }
            if let third = lexicon.formalImperatives[unaccented] ?? lexicon.formalImperatives[stem] {
                return HintFormIssue(.imperative, words: written, suggestion: LetterCase.capitalized(before + " " + third, like: written))
            }
        }
        return nil
    }

    /// An unknown word that has an infinitive's ending: reported as `info` only.
    static func looksLikeInfinitive(_ word: String) -> Bool {
        guard word.count >= 6, word.hasSuffix("ar") || word.hasSuffix("er") || word.hasSuffix("ir") else { return false }
        guard !nonInfinitives.contains(word), !word.hasSuffix("air"), !word.hasSuffix("eer") else { return false }
        // Letters and doubled consonants Spanish does not write: an English word.
        if word.contains(where: { "wky".contains($0) }) { return false }
        for double in ["ss", "tt", "ff", "pp", "mm", "dd", "gg", "bb", "nn"] where word.contains(double) { return false }
        return true
    }

    private static let accents: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]

    static func removingAccents(_ word: String) -> String {
        String(word.map { accents[$0] ?? $0 })
    }
}

extension SpanishGrammar {
    /// Every language-specific rule, in Spanish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "es", .label, "Reproducir.", fix: "Reproducir"),
        .bad("label-trailing-period", "es", .label, "Añadir a favoritos.", fix: "Añadir a favoritos"),
        .good("label-trailing-period", "es", .label, "Reproducir"),
        .good("label-trailing-period", "es", .label, "Cargando..."),
        .good("label-trailing-period", "es", .label, "Fotos, vídeos, etc."),
        .good("label-trailing-period", "es", .label, "Apple Inc."),

        .bad("label-control-type", "es", .label, "Botón de reproducir"),
        // The type word only modifies the control named before "de": removing it leaves "Control de".
        .badWithoutFix("label-control-type", "es", .label, "Control de selector de fecha"),
        .bad("label-control-type", "es", .label, "Volumen, control deslizante", fix: "Volumen"),
        .bad("label-control-type", "es", .label, "Nuevo botón"),
        .bad("label-control-type", "es", .label, "Casilla de verificación de términos"),
        .good("label-control-type", "es", .label, "Reproducir"),
        .good("label-control-type", "es", .label, "Botón de acción"),
        .good("label-control-type", "es", .label, "Menú del restaurante"),

        .bad("label-state", "es", .label, "Wi-Fi, seleccionado", fix: "Wi-Fi"),
        .bad("label-state", "es", .label, "Seleccionado"),
        .good("label-state", "es", .label, "Mostrar fotos seleccionadas"),
        .good("label-state", "es", .label, "Wi-Fi"),

        .bad("label-gesture", "es", .label, "Toca para reproducir"),
        .bad("label-gesture", "es", .label, "Toca dos veces para ampliar"),
        .bad("label-gesture", "es", .label, "Desliza hacia la izquierda para eliminar"),
        .bad("label-gesture", "es", .label, "Desliza verticalmente para cambiar el volumen"),
        .bad("label-gesture", "es", .label, "Abre una página. Luego toca aquí para guardarla"),
        .bad("label-gesture", "es", .label, "Pulse para continuar"),
        .good("label-gesture", "es", .label, "Toque de llamada"),
        .good("label-gesture", "es", .label, "Acciones de deslizamiento"),
        .good("label-gesture", "es", .label, "Reproducir"),

        .bad("label-capitalization", "es", .label, "reproducir", fix: "Reproducir"),
        .bad("label-capitalization", "es", .label, "¿olvidaste tu contraseña?", fix: "¿Olvidaste tu contraseña?"),
        .good("label-capitalization", "es", .label, "Reproducir"),
        .good("label-capitalization", "es", .label, "¿Olvidaste tu contraseña?"),
        .good("label-capitalization", "es", .label, "iPhone de Ana"),
        .good("label-capitalization", "es", .label, "%@ me gusta"),

        .bad("label-length", "es", .label, "Pulsa este botón para crear un mensaje nuevo"),
        .good("label-length", "es", .label, "Mensaje nuevo"),
        .good("label-length", "es", .label, "Apple Inc., 125,25 $, sube un 1,3 %"),

        .bad("label-vague", "es", .label, "Más información"),
        .bad("label-vague", "es", .label, "Haz clic aquí"),
        .bad("label-vague", "es", .label, "Más"),
        .bad("label-vague", "es", .label, "Ver detalles"),
        .bad("label-vague", "es", .label, "Mostrar información"),
        .good("label-vague", "es", .label, "Ver detalles del pedido"),
        .good("label-vague", "es", .label, "Más sobre los precios"),
        .good("label-vague", "es", .label, "Reproducir"),

        .bad("hint-imperative", "es", .hint, "Reproduzca la canción.", fix: "Reproduce la canción."),
        // Every coordinated verb would have to change, not the first alone.
        .badWithoutFix("hint-imperative", "es", .hint, "Seleccionar, reordenar y clasificar los elementos."),
        .badWithoutFix("hint-imperative", "es", .hint, "Comience o detenga la reproducción."),
        .badWithoutFix("hint-imperative", "es", .hint, "Explore sus carpetas."),
        .bad("hint-imperative", "es", .hint, "Ver los contenidos recientes.", fix: "Muestra los contenidos recientes."),
        .bad("hint-imperative", "es", .hint, "Seleccione una fecha."),
        .bad("hint-imperative", "es", .hint, "Haga una foto."),
        .bad("hint-imperative", "es", .hint, "Haz una foto."),
        .bad("hint-imperative", "es", .hint, "Pon la música en pausa."),
        .bad("hint-imperative", "es", .hint, "Ábrelo en Safari."),
        .bad("hint-imperative", "es", .hint, "Reproducir la canción."),
        .bad("hint-imperative", "es", .hint, "Desplazarse por la cronología."),
        .bad("hint-imperative", "es", .hint, "Por favor, introduce tu nombre."),
        .bad("hint-imperative", "es", .hint, "No cierres la app."),
        .bad("hint-gesture", "es", .hint, "Tocá para abrir el menú.", fix: "Abre el menú."),
        .good("hint-imperative", "es", .hint, "Reproduce la canción."),
        .good("hint-imperative", "es", .hint, "Abre la hoja de opciones."),
        .good("hint-imperative", "es", .hint, "Navega a la lista."),
        .good("hint-imperative", "es", .hint, "Hace una foto."),
        .good("hint-imperative", "es", .hint, "Toca la melodía."),
        .good("hint-imperative", "es", .hint, "Lo añade a favoritos."),
        .good("hint-imperative", "es", .hint, "Se abre el menú de opciones."),
        .good("hint-imperative", "es", .hint, "No repite la lista."),
        .good("hint-imperative", "es", .hint, "Para la reproducción."),

        .bad("hint-gesture", "es", .hint, "Toca dos veces para reproducir la canción."),
        .bad("hint-gesture", "es", .hint, "Al pulsar, compra el artículo."),
        .bad("hint-gesture", "es", .hint, "Desliza para eliminar el elemento."),
        .bad("hint-gesture", "es", .hint, "Mantén pulsado para reordenar."),
        .good("hint-gesture", "es", .hint, "Se desplaza al principio."),
        .good("hint-gesture", "es", .hint, "Elimina el elemento."),
        .good("hint-gesture", "es", .hint, "Cambia el toque de notificación."),

        .bad("hint-control-type", "es", .hint, "Botón que añade un nombre."),
        .bad("hint-control-type", "es", .hint, "Control deslizante que ajusta la escala."),
        .good("hint-control-type", "es", .hint, "Borra el campo de búsqueda."),
        .good("hint-control-type", "es", .hint, "Añade un nombre."),
        .good("hint-control-type", "es", .hint, "Enciende el interruptor de la cocina."),
        .good("hint-control-type", "es", .hint, "Ajusta la escala."),

        .bad("hint-repeats-label", "es", .hint, "Guardar guarda tus cambios.", label: "Guardar"),
        .bad("hint-repeats-label", "es", .hint, "Atrás vuelve a la pantalla anterior.", label: "Atrás"),
        .good("hint-repeats-label", "es", .hint, "Guarda tus cambios.", label: "Guardar"),
        .good("hint-repeats-label", "es", .hint, "Elimina el mensaje.", label: "Eliminar"),

        .bad("hint-missing-period", "es", .hint, "Reproduce la canción", fix: "Reproduce la canción."),
        .bad("hint-missing-period", "es", .hint, "Añade una ciudad。", fix: "Añade una ciudad."),
        .good("hint-missing-period", "es", .hint, "Reproduce la canción."),
        .good("hint-missing-period", "es", .hint, "Abre el menú…"),
        .good("hint-missing-period", "es", .hint, "¿Guarda los cambios?"),

        .bad("hint-capitalization", "es", .hint, "reproduce la canción.", fix: "Reproduce la canción."),
        .bad("hint-capitalization", "es", .hint, "¿guarda los cambios?", fix: "¿Guarda los cambios?"),
        .good("hint-capitalization", "es", .hint, "Reproduce la canción."),
        .good("hint-capitalization", "es", .hint, "iCloud mantiene tus notas sincronizadas."),

        .bad("hint-length", "es", .hint,
             "Abre los ajustes en los que puedes elegir cuál de tus cuentas se usa cuando publicas, respondes o compartes un estado desde la cronología."),
        .good("hint-length", "es", .hint, "Abre los ajustes de la cuenta."),
    ]
}
