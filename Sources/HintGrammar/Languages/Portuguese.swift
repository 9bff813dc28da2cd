/// Portuguese (pt, and through the registry pt-BR and pt-PT): hints are verb phrases in the third
/// person singular without a subject ("Reproduz a música."), labels short phrases without a
/// final period. The table holds both variants' words: Brazil's "tela", "controle", "Toque em",
/// "Pressione", "Role"; Portugal's "ecrã", "controlo", "Prima", "Carregue em", "separador" and
/// the pre-1990 spellings still seen there ("seleccionar", "activar").
extension LanguageProfile {
    /// The Portuguese table (pt; pt-BR, pt-PT and other regions fall back to it).
    public static let portuguese = LanguageProfile(
        code: "pt", name: "Portuguese", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "etc", "nº", "n", "núm", "pág", "págs", "tel", "av", "dr", "dra", "sr", "sra", "srta", "máx", "mín", "min",
            "seg", "aprox", "ex", "vol", "cap", "ltda", "inc", "ltd", "corp", "vs",
        ],
        terms: TermTable(PortugueseGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "para", "aqui", "cá", "duas", "três", "sobre", "cima", "baixo", "esquerda", "direita", "qualquer", "sem", "verticalmente",
            "horizontalmente",
        ],
        vagueLabels: [
            "botão", "ícone", "sem título", "item", "texto", "rótulo", "etiqueta",
        ],
        vagueConcepts: [
            .more: ["mais", "ver mais", "mostrar mais"],
            .learnMore: ["saiba mais", "saber mais", "leia mais", "ler mais"],
            .clickHere: ["clique aqui", "toque aqui", "prima aqui", "carregue aqui"],
            .details: ["detalhes", "mais detalhes", "visualizar detalhes"],
            .info: ["info", "informação", "informações", "mais informações", "mais informação", "mais info"],
            .here: ["aqui"],
            .link: ["link", "ligação"],
            .image: ["imagem"],
        ],
        hintForm: PortugueseGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["de", "do", "da", "dos", "das"], headFollows: false),
        conditionMarkers: ["se"], purposeMarkers: ["para"], conjunctions: ["e", "ou"],
        reflexivePronouns: ["se"],
        descriptiveVerbs: ["ver": "Mostra", "veja": "Mostra", "visualizar": "Mostra", "visualize": "Mostra"],
        userActivityVerbs: ["explorar", "explore", "explora", "escolher", "escolha", "escolhe"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["depois", "então", "agora", "finalmente", "seguidamente"],
        stateConcepts: PortugueseGrammar.stateConcepts, controlTypeConcepts: PortugueseGrammar.controlTypeConcepts,
        gestureConcepts: PortugueseGrammar.gestureConcepts,
        examples: PortugueseGrammar.examples)
}

/// Portuguese hint grammar. The right form, the third person singular ("Reproduz", "Abre"), is
/// also the tu imperative of Portugal ("Toca", "Abre"), so those are never reported: only forms
/// that cannot be the third person are, each looked up in a verb lexicon: the você imperative
/// ("Toque", "Selecione", "Pressione", "Prima", "Abra"), an infinitive ("Reproduzir a música."),
/// requests ("Por favor") and prohibitions ("Não feche", "Não toques").
enum PortugueseGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["selecionado", "selecionada", "seleccionado", "seleccionada", "não selecionado", "não selecionada"]),
        .checked: .words(["marcado", "marcada", "não marcado", "não marcada", "desmarcado", "desmarcada"]),
        .dimmed: .words(["esmaecido", "esmaecida"]),
        .expanded: .words(["expandido", "expandida"]),
        .collapsed: .words(["recolhido", "recolhida"]),
        .on: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
        .off: .none(because: "a switch's on and off are its value, which VoiceOver reads, and the words are ordinary ones"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["botão", "botões", "botao", "botoes"]),
        .link: .none(because: "«link» is as often what the element acts on (Copiar link)"),
        .image: .none(because: "«imagem» is as often what the element acts on (Salvar imagem); a label that is only «Imagem» is vague"),
        .textField: .words(["campo de texto", "caixa de texto"]),
        .searchField: .words(["campo de pesquisa", "campo de busca"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["controle deslizante", "controlo deslizante", "controles deslizantes", "controlos deslizantes", "barra deslizante"]),
        .adjustable: .none(because: "«ajustável» is an ordinary adjective of labels"),
        .toggle: .none(because: "«interruptor» is as often a light switch or a smart-home device, «chave» a key"),
        .checkbox: .words(["caixa de seleção", "caixa de verificação", "caixas de seleção", "caixas de verificação"]),
        .radioButton: .none(because: "«botão de opção» is a button to VoiceOver, and «botão» is reported as such"),
        .picker: .words(["seletor de data"]),
        .segmentedControl: .words(["controle segmentado", "controlo segmentado"]),
        .tab: .none(because: "«aba» and «separador» are as often content (a browser's tab)"),
        .tabBar: .words(["barra de abas", "barra de separadores"]),
        .menu: .none(because: "«menu» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "«botão pop-up» is a button to VoiceOver, and «botão» is reported as such"),
        .comboBox: .words(["menu suspenso", "menu pendente", "lista suspensa"]),
        .heading: .none(because: "«cabeçalho» and «título» are as often content"),
        .progressIndicator: .words(["barra de progresso"]),
        .stepper: .none(because: "no Portuguese word for a stepper is in use in labels"),
        .list: .none(because: "«lista» is as often what the element shows (Lista de leitura)"),
        .scrollBar: .words(["barra de rolagem", "barra de deslocamento"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "toque em", "toque no", "toque na", "toque nos", "toque nas", "toque num", "toque numa", "toca no ecrã", "toca na tela", "ao tocar",
            "dê um toque", "dar um toque", "toque", "toca", "tocar",
        ]),
        .doubleTap: .words([
            "toque duas vezes", "toque duplo", "duplo toque", "toca duas vezes", "tocar duas vezes", "prima duas vezes", "carregue duas vezes",
            "dê dois toques", "dar dois toques", "dois toques",
        ]),
        .tripleTap: .words(["toque três vezes", "dê três toques", "três toques"]),
        .longPress: .words([
            "toque longo", "toque e segure", "toque e mantenha", "toca e mantém", "tocar e segurar", "prima sem soltar", "prima e mantenha",
            "mantenha premido", "mantenha premida", "manter premido", "mantenha pressionado", "mantenha pressionada", "manter pressionado",
            "mantendo pressionado", "mantenha o dedo",
        ]),
        .swipe: .words(["deslize", "deslize o dedo", "ao deslizar", "passe o dedo", "passar o dedo", "passando o dedo", "deslizar", "desliza"]),
        .drag: .words([
            "arraste", "ao arrastar", "arraste e solte", "arrastar e soltar", "arraste e largue", "arrastar e largar", "arrastar", "arrasta",
        ]),
        .pinch: .words(["belisque", "movimento de pinça", "junte os dedos", "afaste os dedos", "junte dois dedos", "afaste dois dedos"]),
        .rotate: .none(because: "«girar» and «rodar» are as often what the element does (Gira a foto.)"),
        .shake: .none(because: "«agitar» is as often the name of the setting (Agitar para desfazer)"),
        .click: .words([
            "clique em", "clique no", "clique na", "clique nos", "clique nas", "clique aqui", "clique duas vezes", "clique duplo",
            "duplo clique", "clicar", "clicando", "clica em", "clica no", "clica na", "clique", "clica",
        ]),
        .press: .words([
            "pressione", "ao pressionar", "prima em", "prima no", "prima na", "carregue em", "carregue no", "carregue na", "pressionar", "prima",
            "pressiona",
        ]),
        .scroll: .words(["role"]),
        .fingers: .words(["passe dois dedos", "passe três dedos", "com dois dedos", "com três dedos"]),
    ]


    static let terms: [Term] = {
        var terms: [Term] = []
        // Gestures: instructions wherever they are, but for the words that also name results
        // (instructions when they open the text) and those that are also the third person, an
        // infinitive or a noun (instructions only before a marker).
        terms += gestureConcepts.terms(
            leading: ["clique", "pressionar", "deslizar", "arrastar"],
            marked: ["toque", "toca", "tocar", "prima", "pressiona", "desliza", "arrasta", "role", "clica"])
        // Hardware buttons and settings named after them: content, not the element's type.
        for phrase in [
            "botão de ação", "botão lateral", "botão de início", "botão início", "botão home", "botão principal",
            "botão superior", "botão de volume", "botões de volume", "botão liga desliga", "botão de ligar",
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

    /// Regular lexicon.verbs of both variants, whose forms follow from the infinitive.
    static let regularVerbs: [String] = [
        "abandonar", "aceitar", "acessar", "acionar", "acompanhar", "activar", "actualizar", "adicionar", "agendar",
        "agrupar", "aguardar", "ajustar", "alterar", "alternar", "ampliar", "anexar", "apagar", "aplicar", "arquivar",
        "arrastar", "assinar", "ativar", "atualizar", "autenticar", "autorizar", "avaliar", "avançar", "baixar",
        "baralhar", "bloquear", "buscar", "cadastrar", "calcular", "cancelar", "capturar", "carregar", "certificar", "chamar",
        "classificar", "clicar", "colar", "colocar", "começar", "comentar", "completar", "comprar", "compartilhar",
        "conectar", "confirmar", "configurar", "contactar", "contatar", "controlar", "convidar", "copiar", "cortar",
        "criar", "deixar", "denunciar", "desactivar", "desafixar", "desativar", "desbloquear", "descartar",
        "desconectar", "desinstalar", "desabilitar", "desligar", "deslizar", "deslocar", "desmarcar", "destacar",
        "destravar", "digitalizar", "digitar", "editar", "eliminar", "encaminhar", "encerrar", "encontrar", "enviar",
        "escanear", "escutar", "esperar", "esvaziar", "etiquetar", "experimentar", "explorar", "exportar", "filtrar",
        "finalizar", "fixar", "formatar", "fechar", "gerenciar", "girar", "gravar", "guardar", "habilitar", "ignorar",
        "importar", "informar", "iniciar", "instalar", "lançar", "lembrar", "ligar", "limpar", "marcar", "maximizar", "minimizar",
        "modificar", "mostrar", "mudar", "navegar", "notificar", "ocultar", "ordenar", "organizar", "pagar", "parar",
        "partilhar", "passar", "pausar", "personalizar", "pesquisar", "pressionar", "procurar", "publicar", "pular",
        "reagrupar", "recarregar", "recortar", "recuperar", "registar", "registrar", "renomear", "reordenar",
        "reportar", "reservar", "restaurar", "retomar", "revisar", "rodar", "rolar", "rotacionar", "salvar", "saltar",
        "selecionar", "seleccionar", "silenciar", "sincronizar", "solicitar", "tentar", "terminar", "testar", "tocar",
        "travar", "trocar", "usar", "utilizar", "validar", "verificar", "visitar", "visualizar", "voltar", "votar",
        "aceder", "aprender", "acender", "converter", "descrever", "devolver", "escolher", "esconder", "escrever",
        "esquecer", "estabelecer", "inscrever", "mover", "oferecer", "aparecer", "desaparecer", "percorrer",
        "preencher", "proteger", "receber", "recolher", "reconhecer", "remover", "resolver", "responder",
        "restabelecer", "retroceder", "subscrever", "vender", "abrir", "admitir", "assistir", "corrigir", "decidir",
        "definir", "dirigir", "distinguir", "dividir", "emitir", "exibir", "expandir", "extrair", "imprimir",
        "introduzir", "omitir", "permitir", "reduzir", "reproduzir", "resumir", "sair", "traduzir",
        "transmitir", "unir", "atribuir", "concluir", "diminuir", "distribuir", "excluir", "incluir", "substituir",
    ]

    /// Verbs whose forms cannot be derived.
    static let irregularVerbs: [Verb] = [
        Verb(infinitive: "fazer", third: "faz", formal: "faça"),
        Verb(infinitive: "desfazer", third: "desfaz", formal: "desfaça"),
        Verb(infinitive: "refazer", third: "refaz", formal: "refaça"),
        Verb(infinitive: "trazer", third: "traz", formal: "traga"),
        Verb(infinitive: "dizer", third: "diz", formal: "diga"),
        Verb(infinitive: "ver", third: "vê", formal: "veja"),
        Verb(infinitive: "rever", third: "revê", formal: "reveja"),
        Verb(infinitive: "ler", third: "lê", formal: "leia"),
        Verb(infinitive: "ter", third: "tem", formal: "tenha"),
        Verb(infinitive: "manter", third: "mantém", formal: "mantenha"),
        Verb(infinitive: "obter", third: "obtém", formal: "obtenha"),
        Verb(infinitive: "conter", third: "contém", formal: "contenha"),
        Verb(infinitive: "deter", third: "detém", formal: "detenha"),
        Verb(infinitive: "vir", third: "vem", formal: "venha"),
        Verb(infinitive: "ir", third: "vai", formal: "vá"),
        Verb(infinitive: "dar", third: "dá", formal: "dê"),
        Verb(infinitive: "pôr", third: "põe", formal: "ponha"),
        Verb(infinitive: "repor", third: "repõe", formal: "reponha"),
        Verb(infinitive: "compor", third: "compõe", formal: "componha"),
        Verb(infinitive: "saber", third: "sabe", formal: "saiba"),
        Verb(infinitive: "perder", third: "perde", formal: "perca"),
        Verb(infinitive: "ouvir", third: "ouve", formal: "ouça"),
        Verb(infinitive: "pedir", third: "pede", formal: "peça"),
        Verb(infinitive: "medir", third: "mede", formal: "meça"),
        Verb(infinitive: "seguir", third: "segue", formal: "siga"),
        Verb(infinitive: "conseguir", third: "consegue", formal: "consiga"),
        Verb(infinitive: "prosseguir", third: "prossegue", formal: "prossiga"),
        Verb(infinitive: "repetir", third: "repete", formal: "repita"),
        Verb(infinitive: "preferir", third: "prefere", formal: "prefira"),
        Verb(infinitive: "sugerir", third: "sugere", formal: "sugira"),
        Verb(infinitive: "inserir", third: "insere", formal: "insira"),
        Verb(infinitive: "conferir", third: "confere", formal: "confira"),
        Verb(infinitive: "transferir", third: "transfere", formal: "transfira"),
        Verb(infinitive: "servir", third: "serve", formal: "sirva"),
        Verb(infinitive: "cobrir", third: "cobre", formal: "cubra"),
        Verb(infinitive: "descobrir", third: "descobre", formal: "descubra"),
        Verb(infinitive: "subir", third: "sobe", formal: "suba"),
        Verb(infinitive: "construir", third: "constrói", formal: "construa"),
        Verb(infinitive: "gerir", third: "gere", formal: "gira"),
        Verb(infinitive: "premir", third: "prime", formal: "prima"),
    ]

    /// The forms of a verb that follows the rules.
    static func regular(_ infinitive: String) -> Verb? {
        guard infinitive.count > 3 else { return nil }
        let stem = String(infinitive.dropLast(2))
        switch infinitive.suffix(2) {
        case "ar":
            // bloquear: bloqueia, bloqueie.
            if stem.hasSuffix("e") { return Verb(infinitive: infinitive, third: stem + "ia", formal: stem + "ie") }
            // Spelling keeps the sound before -e: toque, pague, comece.
            let formalStem: String
            if stem.hasSuffix("gu") { formalStem = stem }
            else if stem.hasSuffix("c") { formalStem = stem.dropLast() + "qu" }
            else if stem.hasSuffix("ç") { formalStem = stem.dropLast() + "c" }
            else if stem.hasSuffix("g") { formalStem = stem + "u" }
            else { formalStem = stem }
            return Verb(infinitive: infinitive, third: stem + "a", formal: formalStem + "e")
        case "er":
            let formal: String
            if stem.hasSuffix("c") { formal = stem.dropLast() + "ça" }  // esqueça
            else if stem.hasSuffix("g") { formal = stem.dropLast() + "ja" }  // proteja
            else { formal = stem + "a" }
            return Verb(infinitive: infinitive, third: stem + "e", formal: formal)
        case "ir":
            if stem.hasSuffix("uz") { return Verb(infinitive: infinitive, third: stem, formal: stem + "a") }  // reproduz
            if stem.hasSuffix("a") { return Verb(infinitive: infinitive, third: stem + "i", formal: stem + "ia") }  // sai
            if stem.hasSuffix("u"), !stem.hasSuffix("gu"), !stem.hasSuffix("qu") {
                return Verb(infinitive: infinitive, third: stem + "i", formal: stem + "a")  // inclui, inclua
            }
            let formal: String
            if stem.hasSuffix("gu") { formal = stem.dropLast() + "a" }  // distinga
            else if stem.hasSuffix("g") { formal = stem.dropLast() + "ja" }  // corrija
            else { formal = stem + "a" }
            return Verb(infinitive: infinitive, third: stem + "e", formal: formal)
        default:
            return nil
        }
    }

    /// The lexicon. Você forms that are also everyday words are never reported: "entre" is the
    /// preposition. A prohibition uses the você form ("Não feche") or the tu subjunctive ("Não toques").
    static let lexicon = SubjunctiveLexicon(
        regularVerbs.compactMap(regular) + irregularVerbs, formalExclusions: ["entre"],
        familiarSubjunctive: { $0 == "dê" ? "dês" : $0 + "s" })

    /// Você forms that are also nouns or adjectives ("Toque de chamada", "Escolha do editor",
    /// "Controle de volume", "Ajuste automático"): an imperative only when an object or a place follows.
    static let nounLikeFormals: Set<String> = [
        "toque", "clique", "passe", "saia", "escolha", "ajuste", "corte", "prima", "importe", "controle", "venda",
        "lance", "teste", "grave", "aceite", "destaque", "fixe", "informe",
    ]

    /// Words that open an object or a complement: after a noun-like você form they make it an
    /// imperative ("Toque no ícone", "Toque para abrir").
    static let objectStarters: Set<String> = [
        "o", "a", "os", "as", "um", "uma", "uns", "umas", "este", "esta", "estes", "estas", "esse", "essa", "isto",
        "isso", "seu", "sua", "seus", "suas", "teu", "tua", "meu", "minha", "aqui", "para", "em", "no", "na", "nos",
        "nas", "num", "numa", "ao", "à", "todos", "todas", "tudo", "duas", "se", "sobre",
    ]
    /// Words after a noun-like você form that make it a noun ("Toque de chamada").
    static let nounComplements: Set<String> = ["de", "do", "da", "dos", "das"]

    /// Nouns and adjectives in -ar/-er/-ir, and English words, that are no infinitive.
    static let nonInfinitives: Set<String> = [
        "familiar", "popular", "particular", "regular", "similar", "celular", "militar", "escolar", "titular", "auxiliar",
        "singular", "circular", "retangular", "muscular", "molecular", "nuclear", "vulgar", "estelar", "lugar", "jantar",
        "olhar", "andar", "colher", "mulher", "talher", "prazer", "poder", "dever", "qualquer", "açúcar", "dólar",
        "radar", "hangar", "altar", "avatar", "bazar", "pilar", "polar", "lunar", "milhar", "pomar", "amanhecer",
        "entardecer", "anoitecer", "parecer", "requer", "quer", "player", "filter", "folder", "server", "header", "footer", "banner",
        "scanner", "poster", "sticker", "marker", "picker", "viewer", "reader", "timer", "tracker", "finder", "manager",
        "browser", "builder", "counter", "number", "member", "center", "cluster", "blocker", "sender", "other", "never",
        "after", "under", "order", "cover", "power", "water", "clear", "summer", "winter", "answer", "enter", "register",
        "master", "letter", "matter", "better", "either", "whether", "rather", "calendar", "sidebar", "toolbar",
        "navbar", "guitar", "seminar", "grammar", "dollar", "sugar", "pillar", "cellar", "user", "super", "computer",
    ]

    /// English words that no Portuguese sentence uses: a hint with one is an untranslated English
    /// text, whose grammar is not Portuguese ("for" is Portuguese: "se for").
    static let englishWords: Set<String> = UntranslatedEnglish.words.subtracting(["for"]).union(["has"])

    /// Words that open a hint without a verb: an article, a possessive, "quando".
    static let nonVerbStarters: Set<String> = [
        "o", "a", "os", "as", "um", "uma", "uns", "umas", "seu", "sua", "seus", "suas", "teu", "tua", "teus", "tuas",
        "quando", "caso",
    ]
    /// Words that address the user: "Você pode …", Portugal's "Podes …".
    static let userAddressing: Set<String> = [
        "você", "vocês", "tu", "podes", "poderás", "deves", "tens", "precisas", "queres", "vais",
    ]
    /// Words in -ando/-endo/-indo that are not gerunds.
    static let nonGerunds: Set<String> = [
        "quando", "comando", "comandos", "contrabando", "memorando", "doutorando", "mestrando",
        "graduando", "formando", "educando", "tremendo", "estupendo", "horrendo", "dividendo", "remendo", "adendo",
        "fernando", "orlando", "rolando", "armando",
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
        case "favor" where second.map { $0 == "de" || $0 == "não" || lexicon.infinitives[$0] != nil } ?? false:
            return HintFormIssue(.request, words: firstTwo)
        case "não", "nunca", "jamais":
            guard let second else { return nil }
            if let third = lexicon.negativeForms[second] {
                return HintFormIssue(.negativeCommand, words: firstTwo, suggestion: "Não " + third)
            }
            if let third = lexicon.infinitives[second] {
                return HintFormIssue(.infinitive, words: firstTwo, suggestion: "Não " + third)
            }
            return nil
        case "para":
            // "Para reproduzir a música." is a purpose without a verb; "Para a reprodução." is parar.
            guard let second, let third = lexicon.infinitives[second] else { return nil }
            return HintFormIssue(.infinitive, words: firstTwo, suggestion: LetterCase.capitalized(third))
        default:
            break
        }
        if userAddressing.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        if lexicon.thirdPersonForms.contains(word) { return nil }
        // "Inscreva-se" → "Inscreve-se": the pronoun after the hyphen stays.
        let pronoun = hyphenatedPronoun(after: first, in: text, words: words)
        if let third = lexicon.formalImperatives[word] {
            let suggestion = LetterCase.capitalized(third, like: written) + pronoun
            guard nounLikeFormals.contains(word) else { return HintFormIssue(.imperative, words: written, suggestion: suggestion) }
            // "Toque no ícone." is a command; "Toque de chamada." a noun; "Ajuste automático." unsure.
            guard let second, !nounComplements.contains(second) else { return nil }
            return HintFormIssue(
                .imperative, words: written, suggestion: suggestion, severity: objectStarters.contains(second) ? .warning : .info)
        }
        if let third = lexicon.infinitives[word] {
            return HintFormIssue(.infinitive, words: written, suggestion: LetterCase.capitalized(third, like: written) + pronoun)
        }
        if looksLikeInfinitive(word) {
            return HintFormIssue(.infinitive, words: written, severity: .info)
        }
        if word.count > 5, word.hasSuffix("ando") || word.hasSuffix("endo") || word.hasSuffix("indo"), !nonGerunds.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// Pronouns that attach to a verb with a hyphen: "Inscreva-se", "Abra-o".
    static let hyphenatedPronouns: Set<String> = ["se", "o", "a", "os", "as", "lo", "la", "los", "las", "lhe", "lhes", "me", "te", "nos"]

    /// "-se" when the first word is followed by a hyphen and a pronoun, else "".
    static func hyphenatedPronoun(after first: Word, in text: AnalyzedText, words: [Word]) -> String {
        guard words.count > 1, words[1].start == first.end + 1, text.utf8[first.end] == UInt8(ascii: "-"),
            hyphenatedPronouns.contains(words[1].folded)
        else { return "" }
        return "-" + words[1].folded
    }

    /// An unknown word that has an infinitive's ending: reported as `info` only.
    static func looksLikeInfinitive(_ word: String) -> Bool {
        guard word.count >= 6, word.hasSuffix("ar") || word.hasSuffix("er") || word.hasSuffix("ir") else { return false }
        guard !nonInfinitives.contains(word), !word.hasSuffix("air"), !word.hasSuffix("eer") else { return false }
        // Letters and doubled consonants Portuguese does not write: an English word.
        if word.contains(where: { "wky".contains($0) }) { return false }
        for double in ["tt", "ff", "pp", "mm", "dd", "gg", "bb", "nn", "ll"] where word.contains(double) { return false }
        return true
    }
}

extension PortugueseGrammar {
    /// Every language-specific rule, in Portuguese: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "pt", .label, "Reproduzir.", fix: "Reproduzir"),
        .bad("label-trailing-period", "pt", .label, "Adicionar aos favoritos.", fix: "Adicionar aos favoritos"),
        .good("label-trailing-period", "pt", .label, "Reproduzir"),
        .good("label-trailing-period", "pt", .label, "A carregar..."),
        .good("label-trailing-period", "pt", .label, "Fotos, vídeos, etc."),
        .good("label-trailing-period", "pt", .label, "Apple Inc."),

        .bad("label-control-type", "pt", .label, "Botão Reproduzir"),
        .bad("label-control-type", "pt", .label, "Volume, controle deslizante", fix: "Volume"),
        .bad("label-control-type", "pt", .label, "Volume, controlo deslizante", fix: "Volume"),
        .bad("label-control-type", "pt", .label, "Caixa de seleção dos termos"),
        .good("label-control-type", "pt", .label, "Reproduzir"),
        .good("label-control-type", "pt", .label, "Botão de ação"),
        .good("label-control-type", "pt", .label, "Controle parental"),
        .good("label-control-type", "pt", .label, "Menu do restaurante"),

        .bad("label-state", "pt", .label, "Wi-Fi, selecionado", fix: "Wi-Fi"),
        .bad("label-state", "pt", .label, "Selecionado"),
        .good("label-state", "pt", .label, "Mostrar fotos selecionadas"),
        .good("label-state", "pt", .label, "Wi-Fi"),

        .bad("label-gesture", "pt", .label, "Toque para reproduzir"),
        .bad("label-gesture", "pt", .label, "Toque duas vezes para ampliar"),
        .bad("label-gesture", "pt", .label, "Passe o dedo para a esquerda para apagar"),
        .bad("label-gesture", "pt", .label, "Deslize verticalmente para ajustar o volume"),
        .bad("label-gesture", "pt", .label, "Abra uma página. Depois toque para guardar"),
        .bad("label-gesture", "pt", .label, "Prima para continuar"),
        .good("label-gesture", "pt", .label, "Toque de chamada"),
        .good("label-gesture", "pt", .label, "Tocar"),
        .good("label-gesture", "pt", .label, "Reproduzir"),

        .bad("label-capitalization", "pt", .label, "reproduzir", fix: "Reproduzir"),
        .bad("label-capitalization", "pt", .label, "esqueceu a senha?", fix: "Esqueceu a senha?"),
        .good("label-capitalization", "pt", .label, "Reproduzir"),
        .good("label-capitalization", "pt", .label, "iPhone da Ana"),
        .good("label-capitalization", "pt", .label, "%@ curtidas"),

        .bad("label-length", "pt", .label, "Toque neste botão para criar uma nova mensagem"),
        .good("label-length", "pt", .label, "Nova mensagem"),
        .good("label-length", "pt", .label, "Apple Inc., 125,25 US$, sobe 1,3%"),

        .bad("label-vague", "pt", .label, "Saiba mais"),
        .bad("label-vague", "pt", .label, "Clique aqui"),
        .bad("label-vague", "pt", .label, "Mais"),
        .good("label-vague", "pt", .label, "Mais sobre os preços"),
        .good("label-vague", "pt", .label, "Reproduzir"),

        .bad("hint-imperative", "pt", .hint, "Reproduza a música.", fix: "Reproduz a música."),
        .badWithoutFix("hint-imperative", "pt", .hint, "Reproduzir ou pausar a reprodução atual."),
        .badWithoutFix("hint-imperative", "pt", .hint, "Selecione para abrir a vista."),
        .bad("hint-imperative", "pt", .hint, "Selecione uma data."),
        .bad("hint-imperative", "pt", .hint, "Faça uma cópia da nota."),
        .bad("hint-gesture", "pt", .hint, "Toque para abrir o menu.", fix: "Abre o menu."),
        .bad("hint-gesture", "pt", .hint, "Prima para abrir o menu."),
        .bad("hint-imperative", "pt", .hint, "Reproduzir a música."),
        .bad("hint-imperative", "pt", .hint, "Por favor, digite o seu nome."),
        .bad("hint-imperative", "pt", .hint, "Não feche o app."),
        .bad("hint-imperative", "pt", .hint, "Não toques no ecrã."),
        .good("hint-imperative", "pt", .hint, "Reproduz a música."),
        .good("hint-imperative", "pt", .hint, "Abre a folha de opções."),
        .good("hint-imperative", "pt", .hint, "Navega para a lista."),
        .good("hint-imperative", "pt", .hint, "Toca a música seguinte."),
        .good("hint-imperative", "pt", .hint, "Faz uma cópia da nota."),
        .good("hint-imperative", "pt", .hint, "Não repete a lista."),
        .good("hint-imperative", "pt", .hint, "Para a reprodução."),
        .good("hint-imperative", "pt", .hint, "Desloca-se até ao topo."),

        .bad("hint-gesture", "pt", .hint, "Toque duas vezes para reproduzir a música."),
        .bad("hint-gesture", "pt", .hint, "Dê dois toques para abrir o álbum."),
        .bad("hint-gesture", "pt", .hint, "Ao tocar, compra o item."),
        .bad("hint-gesture", "pt", .hint, "Deslize para apagar o item."),
        .bad("hint-gesture", "pt", .hint, "Passe o dedo para cima para ver mais."),
        .bad("hint-gesture", "pt", .hint, "Mantenha premido para reordenar."),
        .good("hint-gesture", "pt", .hint, "Desloca-se até ao topo."),
        .good("hint-gesture", "pt", .hint, "Apaga o item."),
        .good("hint-gesture", "pt", .hint, "Altera o toque de chamada."),
        .good("hint-gesture", "pt", .hint, "Toca a música seguinte."),

        .bad("hint-control-type", "pt", .hint, "Botão que adiciona um nome."),
        .bad("hint-control-type", "pt", .hint, "Controle deslizante que ajusta a escala."),
        .good("hint-control-type", "pt", .hint, "Limpa o campo de texto."),
        .good("hint-control-type", "pt", .hint, "Adiciona um nome."),
        .good("hint-control-type", "pt", .hint, "Liga o interruptor da cozinha."),
        .good("hint-control-type", "pt", .hint, "Ajusta a escala."),

        .bad("hint-repeats-label", "pt", .hint, "Salvar salva as suas alterações.", label: "Salvar"),
        .bad("hint-repeats-label", "pt", .hint, "Voltar regressa ao ecrã anterior.", label: "Voltar"),
        .good("hint-repeats-label", "pt", .hint, "Salva as suas alterações.", label: "Salvar"),
        .good("hint-repeats-label", "pt", .hint, "Apaga a mensagem.", label: "Apagar"),

        .bad("hint-missing-period", "pt", .hint, "Reproduz a música", fix: "Reproduz a música."),
        .bad("hint-missing-period", "pt", .hint, "Adiciona uma cidade。", fix: "Adiciona uma cidade."),
        .good("hint-missing-period", "pt", .hint, "Reproduz a música."),
        .good("hint-missing-period", "pt", .hint, "Abre o menu…"),

        .bad("hint-capitalization", "pt", .hint, "reproduz a música.", fix: "Reproduz a música."),
        .good("hint-capitalization", "pt", .hint, "Reproduz a música."),
        .good("hint-capitalization", "pt", .hint, "iCloud mantém as suas notas sincronizadas."),

        .bad("hint-length", "pt", .hint,
             "Abre os ajustes onde você pode escolher qual das suas contas é usada quando publica, responde ou partilha uma publicação da cronologia."),
        .good("hint-length", "pt", .hint, "Abre os ajustes da conta."),
    ]
}
