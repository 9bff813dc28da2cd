import Testing
@testable import HintGrammar

/// Russian behaviour the rule examples do not show: «ё» folding, declined control types,
/// imperatives and infinitives told from nouns that end like them, and gesture words that are
/// also features or ordinary verbs.
@Suite("Russian")
struct RussianTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil, language: String = "ru") -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { RussianGrammar.hintForm(LanguageProfile.russian.analyze(hint)) }

    @Test("ru and its regional tags find the Russian table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "ru")?.code == "ru")
        #expect(LanguageRegistry.profile(for: "ru-RU")?.code == "ru")
        #expect(LanguageRegistry.profile(for: "ru-UA")?.name == "Russian")
        #expect(LanguageProfile.russian.hasLetterCase)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Откройте настройки.", kind: .imperative, severity: .warning, suggestion: "Открывает"),
        FormCase(hint: "Открой настройки.", kind: .imperative, severity: .warning, suggestion: "Открывает"),
        FormCase(hint: "откройте настройки.", kind: .imperative, severity: .warning, suggestion: "открывает"),
        FormCase(hint: "Удалите выбранные файлы.", kind: .imperative, severity: .warning, suggestion: "Удаляет"),
        FormCase(hint: "Поделитесь ссылкой.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Зарегистрируйтесь, чтобы продолжить.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Убедитесь, что устройство включено.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Будьте внимательны.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Открыть настройки.", kind: .infinitive, severity: .warning, suggestion: "Открывает"),
        FormCase(hint: "Воспроизвести", kind: .infinitive, severity: .warning, suggestion: "Воспроизводит"),
        FormCase(hint: "Показывать подсказки.", kind: .infinitive, severity: .warning, suggestion: "Показывает"),
        FormCase(hint: "Синхронизировать заметки.", kind: .infinitive, severity: .warning, suggestion: "Синхронизирует"),
        FormCase(hint: "Перегруппировать файлы.", kind: .infinitive, severity: .warning, suggestion: "Перегруппирует"),
        FormCase(hint: "Вернуться назад.", kind: .infinitive, severity: .warning, suggestion: "Возвращает"),
        FormCase(hint: "Попытаться снова.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "Изучить подробности.", kind: .infinitive, severity: .info, suggestion: nil),
        FormCase(hint: "Не закрывайте приложение.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Не закрывай приложение.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Не показывать снова.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Пожалуйста, подождите.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Ваше имя, пожалуйста.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Вы можете изменить порядок.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Вам нужно войти.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Воспроизведение песни.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Ваш профиль.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, nouns and adjectives that end like verb forms, and empty text are left alone", arguments: [
        "Воспроизводит песню.", "Открывает настройки.", "Откроет настройки.", "Возвращается к списку.", "Печать документа.",
        "Сеть недоступна.", "Память устройства заполнена.", "Путь к файлу.", "Новый документ.", "Синий цвет.",
        "Настройки проигрывателя.", "Файлы и папки.", "О сайте.", "Не удалось загрузить файл.", "Хотите продолжить?",
        "ГостеваяСеть", "%@ открывает настройки.", "iCloud синхронизирует заметки.", "", " ", ".", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("«ё» is folded to «е» before every look-up")
    func yoFolding() {
        #expect(Self.findings("Ещё", .label, rule: "label-vague").count == 1)
        #expect(Self.findings("Подробности, развёрнуто", .label, rule: "label-state").first?.fix == "Подробности")
        #expect(Self.findings("Щёлкните дважды, чтобы открыть.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Выбрать все файлы.", .hint, rule: "hint-repeats-label", label: "Выбрать всё").count == 1)
        #expect(Self.form("Перемотать вперёд.")?.suggestion == "Перематывает")
    }

    @Test("a control type is found in every case it is declined in", arguments: [
        "Нажмите кнопку меню.", "Кнопкой ниже удаляются файлы.", "Открывает меню кнопки.", "Ползунком меняется громкость.",
        "Перемещает бегунок.", "Очищает текстовое поле.", "Заполняет текстовые поля.", "Открывает выпадающий список.",
    ])
    func declinedControlType(_ hint: String) {
        // The form is a control type; the rule reports it where it names the element (opening the
        // hint), not where it is what the hint acts on.
        let profile = LanguageProfile.russian
        #expect(profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType })
        let opens = profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType && $0.wordIndex == 0 }
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == (opens ? 1 : 0))
    }

    @Test("words that are content, not control types", arguments: [
        "Переключатель языков", "Пометить флажком", "Поле поиска", "Поле ввода", "Меню профиля", "Вкладка закрыта",
    ])
    func contentWords(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").isEmpty)
    }

    @Test("gesture words that are features, results or other verbs")
    func gestureAmbiguity() {
        #expect(Self.findings("Проведите платеж.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Проведите пальцем вверх.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Проведите влево, чтобы удалить заметку.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Включает перетаскивание файлов.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Перетаскивание меняет порядок.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Прокручивает к началу.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Открывает сайты одним касанием.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Звук щелчка", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Нажмите здесь", .label, rule: "label-gesture").count == 1)
    }

    @Test("abbreviations may end a label with a period", arguments: ["Фото, видео и т. д.", "Выпуск 2024 г.", "Стр.", "Макс."])
    func abbreviations(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-trailing-period").isEmpty)
    }

    @Test("a state after a separator, or the whole label, is reported; inside a phrase it is not")
    func states() {
        #expect(Self.findings("Wi-Fi, выбрано", .label, rule: "label-state").first?.fix == "Wi-Fi")
        #expect(Self.findings("Не выбрано", .label, rule: "label-state").count == 1)
        #expect(Self.findings("Показать выбранные фото", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("Окно выбрано пользователем", .label, rule: "label-state").isEmpty)
    }

    @Test("capitals: Cyrillic lower case is reported, brand names keep theirs")
    func capitals() {
        #expect(Self.findings("новое сообщение", .label, rule: "label-capitalization").first?.fix == "Новое сообщение")
        #expect(Self.findings("iPhone и iCloud", .label, rule: "label-capitalization").isEmpty)
        #expect(Self.findings("ёлка", .label, rule: "label-capitalization").first?.fix == "Ёлка")
    }

    @Test("text that is no text yields no language finding and does not trap", arguments: ["", " ", ".", "%@", "%1$@ %2$@", "…", "«»", "\u{200B}"])
    func degenerate(_ text: String) {
        for role in [Role.label, Role.hint] {
            let findings = Auditor().check(text, language: "ru", role: role)
            #expect(!findings.contains { ["hint-imperative", "hint-gesture", "label-gesture", "label-state", "label-vague"].contains($0.rule) })
        }
    }
}
