import StringsParser
import Testing
@testable import HintGrammar

/// Portuguese behaviour that the rule examples do not show: pt-BR and pt-PT phrasings pinned
/// apart, the forms that look like an imperative but are the third person, nouns that look like
/// verbs, hyphenated pronouns, untranslated English, and the verb lexicon's derived forms.
@Suite("Portuguese")
struct PortugueseTests {
    static let profile = LanguageProfile.portuguese

    static func findings(_ text: String, _ role: Role, language: String = "pt", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func rules(_ text: String, _ role: Role, language: String) -> Set<String> {
        Set(findings(text, role, language: language).map(\.rule))
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("pt-BR and pt-PT fall back to the Portuguese table and keep their tag in findings", arguments: ["pt", "pt-BR", "pt-PT", "pt_BR", "pt-AO"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "pt")
        let finding = try #require(Self.findings("Selecione uma data.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.language == LanguageTag.normalize(tag))
    }

    // MARK: Brazil

    @Test("pt-BR: correct hints and labels produce no finding", arguments: [
        ("Reproduz a música.", Role.hint), ("Abre a folha de opções.", .hint), ("Navega para a lista.", .hint),
        ("Volta para a tela anterior.", .hint), ("Ajusta o brilho da tela.", .hint), ("Compartilha o link com seus contatos.", .hint),
        ("Salva as alterações.", .hint), ("Toca a próxima música.", .hint), ("Desliza a lista até o topo.", .hint),
        ("Liga o interruptor da sala.", .hint), ("Tela inicial", .label), ("Controle parental", .label), ("Tocar", .label),
        ("Toque de chamada", .label), ("Botão de ação", .label), ("Configurações da tela", .label), ("Rolar para cima", .label),
    ])
    func brazilGood(_ text: String, _ role: Role) {
        #expect(Self.findings(text, role, language: "pt-BR").isEmpty, "\(Self.findings(text, role, language: "pt-BR").map(\.message))")
    }

    @Test("pt-BR: instructions, você imperatives and control types", arguments: [
        ("Toque em Ajustes para abrir.", Role.hint, ["hint-gesture"]),
        ("Toque no ícone para continuar.", .hint, ["hint-gesture"]),
        ("Toque duas vezes para abrir.", .hint, ["hint-gesture"]),
        ("Toque e mantenha pressionado para ver opções.", .hint, ["hint-gesture"]),
        ("Passe o dedo para cima para fechar.", .hint, ["hint-gesture"]),
        ("Clique no link.", .hint, ["hint-gesture"]),
        ("Pressione e segure o ícone.", .hint, ["hint-gesture"]),
        ("Role para baixo para ver mais.", .hint, ["hint-gesture"]),
        ("Selecione uma data.", .hint, ["hint-imperative"]),
        ("Digite sua senha.", .hint, ["hint-imperative"]),
        ("Acesse sua conta.", .hint, ["hint-imperative"]),
        ("Baixe o arquivo.", .hint, ["hint-imperative"]),
        ("Botão que salva o arquivo.", .hint, ["hint-control-type"]),
        ("Caixa de seleção para aceitar.", .hint, ["hint-control-type"]),
        ("Botão Reproduzir", .label, ["label-control-type"]),
        ("Volume, controle deslizante", .label, ["label-control-type"]),
        ("Campo de busca", .label, ["label-control-type"]),
        ("Toque aqui", .label, ["label-gesture", "label-vague"]),
        ("Saiba mais", .label, ["label-vague"]),
    ])
    func brazilBad(_ text: String, _ role: Role, _ expected: [String]) {
        let reported = Self.rules(text, role, language: "pt-BR")
        for rule in expected { #expect(reported.contains(rule), "\(rule) for \(text): \(reported)") }
    }

    // MARK: Portugal

    @Test("pt-PT: correct hints and labels produce no finding", arguments: [
        ("Reproduz a música.", Role.hint), ("Volta ao ecrã anterior.", .hint), ("Ajusta o brilho do ecrã.", .hint),
        ("Partilha a ligação com os seus contactos.", .hint), ("Guarda as alterações.", .hint),
        ("Desloca-se para o topo.", .hint), ("Prime o botão de volume.", .hint), ("Transfere o ficheiro.", .hint),
        ("Altera o toque de chamada.", .hint), ("Definições do ecrã", .label), ("Controlo parental", .label),
        ("Matéria-prima", .label), ("Obra-prima", .label), ("Prima", .label), ("A carregar...", .label),
    ])
    func portugalGood(_ text: String, _ role: Role) {
        #expect(Self.findings(text, role, language: "pt-PT").isEmpty, "\(Self.findings(text, role, language: "pt-PT").map(\.message))")
    }

    @Test("pt-PT: tu instructions, Prima, Carregue, premido and controlo", arguments: [
        ("Toca no ecrã para continuar.", Role.hint, ["hint-gesture"]),
        ("Toca para abrir o ecrã de privacidade.", .hint, ["hint-gesture"]),
        ("Toca duas vezes para ampliar.", .hint, ["hint-gesture"]),
        ("Prima para continuar.", .hint, ["hint-gesture"]),
        ("Prima duas vezes o botão lateral.", .hint, ["hint-gesture"]),
        ("Carregue em Partilhar.", .hint, ["hint-gesture"]),
        ("Mantenha premido para reordenar.", .hint, ["hint-gesture"]),
        ("Introduza a palavra-passe.", .hint, ["hint-imperative"]),
        ("Aceda às definições.", .hint, ["hint-imperative"]),
        ("Não toques no ecrã.", .hint, ["hint-imperative"]),
        ("Volume, controlo deslizante", .label, ["label-control-type"]),
        ("Barra de separadores", .label, ["label-control-type"]),
        ("Caixa de verificação dos termos", .label, ["label-control-type"]),
        ("Prima para continuar", .label, ["label-gesture"]),
        ("Saber mais", .label, ["label-vague"]),
    ])
    func portugalBad(_ text: String, _ role: Role, _ expected: [String]) {
        let reported = Self.rules(text, role, language: "pt-PT")
        for rule in expected { #expect(reported.contains(rule), "\(rule) for \(text): \(reported)") }
    }

    @Test("the tu imperative of Portugal is the third person: never an imperative finding", arguments: [
        "Toca a música.", "Abre as definições.", "Escolhe uma cor.", "Faz uma cópia.", "Põe a música em pausa.", "Vê os detalhes.",
    ])
    func tuImperativeIsThirdPerson(_ text: String) {
        #expect(Self.form(text) == nil)
    }

    // MARK: Grammar

    @Test("forms that cannot be the third person", arguments: [
        ("Toque no ícone.", HintFormIssue.Kind.imperative, Severity.warning, "Toca"),
        ("Selecione uma data.", .imperative, .warning, "Seleciona"),
        ("Pressione o botão.", .imperative, .warning, "Pressiona"),
        ("Prima o botão.", .imperative, .warning, "Prime"),
        ("Faça uma cópia.", .imperative, .warning, "Faz"),
        ("Vá para Ajustes.", .imperative, .warning, "Vai"),
        ("Escolha uma cor.", .imperative, .warning, "Escolhe"),
        ("Controle o volume.", .imperative, .warning, "Controla"),
        ("Introduza a palavra-passe.", .imperative, .warning, "Introduz"),
        ("Bloqueie o contacto.", .imperative, .warning, "Bloqueia"),
        ("Esqueça esta rede.", .imperative, .warning, "Esquece"),
        ("Inscreva-se no canal.", .imperative, .warning, "Inscreve-se"),
        ("Certifique-se de guardar.", .imperative, .warning, "Certifica-se"),
        ("Reproduzir a música.", .infinitive, .warning, "Reproduz"),
        ("Inscrever-se no canal.", .infinitive, .warning, "Inscreve-se"),
        ("Para reproduzir a música.", .infinitive, .warning, "Reproduz"),
        ("Não repetir a lista.", .infinitive, .warning, "Não repete"),
        ("Não feche o app.", .negativeCommand, .warning, "Não fecha"),
        ("Não toques no ecrã.", .negativeCommand, .warning, "Não toca"),
    ])
    func certainForms(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("decomposed accents (NFD) match like composed ones")
    func decomposedAccents() {
        #expect(Self.form("Na\u{303}o feche o app.")?.kind == .negativeCommand)
        #expect(Self.findings("Bota\u{303}o Reproduzir", .label, language: "pt-BR").contains { $0.rule == "label-control-type" })
        #expect(Self.findings("Reproduz a mu\u{301}sica.", .hint, language: "pt-PT").isEmpty)
    }

    @Test("requests")
    func requests() {
        #expect(Self.form("Por favor, digite o seu nome.")?.kind == .request)
        #expect(Self.form("Insira o seu e-mail, por favor.")?.kind == .request)
        #expect(Self.form("Favor preencher o formulário.")?.kind == .request)
        #expect(Self.form("Favoritos da semana.") == nil)
    }

    @Test("forms that could be read as correct are info", arguments: [
        "Escolha legendas.", "Ajuste automático.", "Toque suave.", "Você pode alterar isto.", "Podes alterar isto.",
        "Reproduzindo a música.", "O endereço completo.", "Seu comentário.", "Reagendar a consulta.",
    ])
    func uncertainForms(_ text: String) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.severity == .info)
    }

    @Test("the third person, nouns and other words are left alone", arguments: [
        "Toque de chamada personalizado.", "Escolha do editor.", "Controle de volume vertical.", "Saia da conta.",
        "Entre as opções.", "Gira a imagem.", "Requer uma ligação.", "Para a reprodução.", "Sobre esta app.",
        "Cobre a imagem com um filtro.", "Sobe a lista.", "Lugar de encontro.", "Familiar próximo.", "Player de vídeo.",
        "Comando de voz.", "Quando termina, avisa.", "%@ abre o menu.", "Desloca-se até ao topo.", "",
    ])
    func leftAlone(_ text: String) {
        let issue = Self.form(text)
        #expect(issue?.kind != .imperative && issue?.kind != .infinitive, "\(String(describing: issue))")
        #expect(issue == nil || issue?.severity == .info)
    }

    @Test("untranslated English is not judged as Portuguese", arguments: [
        "Configure flight greetings in Settings", "Continue to the next step.", "Browse your folders", "Pause, seek, next chapter",
    ])
    func untranslatedEnglish(_ text: String) {
        #expect(Self.form(text) == nil)
    }

    @Test("states at either end of a label, in both spellings")
    func states() throws {
        let state = try #require(Self.findings("Wi-Fi, selecionado", .label).first { $0.rule == "label-state" })
        #expect(state.fix == "Wi-Fi")
        #expect(Self.findings("Foto, seleccionada", .label, language: "pt-PT").contains { $0.rule == "label-state" })
        #expect(!Self.findings("Mostrar fotos selecionadas", .label).contains { $0.rule == "label-state" })
    }

    @Test("a hint that repeats its label")
    func repeatsLabel() {
        #expect(Self.findings("Salvar salva as alterações.", .hint, label: "Salvar").contains { $0.rule == "hint-repeats-label" })
        #expect(!Self.findings("Salva as alterações.", .hint, label: "Salvar").contains { $0.rule == "hint-repeats-label" })
    }

    @Test("regular verbs derive their third person and você form", arguments: [
        ("tocar", "toca", "toque"), ("pagar", "paga", "pague"), ("começar", "começa", "comece"),
        ("bloquear", "bloqueia", "bloqueie"), ("renomear", "renomeia", "renomeie"), ("esquecer", "esquece", "esqueça"),
        ("proteger", "protege", "proteja"), ("escolher", "escolhe", "escolha"), ("abrir", "abre", "abra"),
        ("reproduzir", "reproduz", "reproduza"), ("incluir", "inclui", "inclua"), ("sair", "sai", "saia"),
        ("corrigir", "corrige", "corrija"), ("distinguir", "distingue", "distinga"),
    ])
    func derivation(_ infinitive: String, _ third: String, _ formal: String) throws {
        let verb = try #require(PortugueseGrammar.regular(infinitive))
        #expect(verb.third == third)
        #expect(verb.formal == formal)
        #expect(PortugueseGrammar.lexicon.infinitives[infinitive] == third)
    }

    @Test("no form reported as an imperative is also a third person of the lexicon")
    func lexiconConsistency() {
        for form in PortugueseGrammar.lexicon.formalImperatives.keys { #expect(!PortugueseGrammar.lexicon.thirdPersonForms.contains(form), "\(form)") }
        for form in PortugueseGrammar.lexicon.negativeForms.keys { #expect(!PortugueseGrammar.lexicon.thirdPersonForms.contains(form), "\(form)") }
        // gerir's "gira" is girar's third person; "prima" is premir's imperative.
        #expect(PortugueseGrammar.lexicon.formalImperatives["gira"] == nil)
        #expect(PortugueseGrammar.lexicon.formalImperatives["prima"] == "prime")
        #expect(PortugueseGrammar.lexicon.formalImperatives["entre"] == nil)
    }

    @Test("terms are folded, single-spaced and listed once")
    func termsAreWellFormed() {
        var seen: Set<String> = []
        for term in PortugueseGrammar.terms {
            #expect(term.text == term.text.lowercased(), "\(term.text)")
            #expect(!term.text.contains("  ") && term.text.first != " " && term.text.last != " ", "\(term.text)")
            #expect(seen.insert(term.text).inserted, "\(term.text) listed twice")
        }
    }
}
