import Testing
@testable import HintGrammar

/// Ukrainian behaviour the rule examples do not show, on strings of the kind apps ship: the
/// apostrophe's spellings, imperatives and infinitives told from nouns that end like them,
/// control types in the nominative only, and gesture words that are also features.
@Suite("Ukrainian")
struct UkrainianTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "uk", role: role, label: label).filter { $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { UkrainianGrammar.hintForm(LanguageProfile.ukrainian.analyze(hint)) }

    @Test("uk and its regional tag find the Ukrainian table")
    func registry() {
        #expect(LanguageRegistry.profile(for: "uk")?.code == "uk")
        #expect(LanguageRegistry.profile(for: "uk-UA")?.name == "Ukrainian")
        #expect(LanguageProfile.ukrainian.hasLetterCase)
    }

    static let forms: [FormCase] = [
        FormCase(hint: "Відкрийте налаштування.", kind: .imperative, severity: .warning, suggestion: "Відкриває"),
        FormCase(hint: "Відкрий налаштування.", kind: .imperative, severity: .warning, suggestion: "Відкриває"),
        FormCase(hint: "Увімкніть цей параметр, щоби розблокувати інтерфейс.", kind: .imperative, severity: .warning, suggestion: "Вмикає"),
        FormCase(hint: "Поставте оцінку.", kind: .imperative, severity: .warning, suggestion: "Ставить"),
        FormCase(hint: "Перегляньте свої нещодавні медіафайли.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Змініть співвідношення сторін.", kind: .imperative, severity: .warning, suggestion: "Змінює"),
        FormCase(hint: "Приєднайтеся до виклику.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Переконайтесь, що пристрій увімкнено.", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "Показати меню доступних пристроїв.", kind: .infinitive, severity: .warning, suggestion: "Показує"),
        FormCase(hint: "Вилучити обрані файли.", kind: .infinitive, severity: .warning, suggestion: "Вилучає"),
        FormCase(hint: "Перегрупувати медіафайли.", kind: .infinitive, severity: .warning, suggestion: "Перегрупує"),
        FormCase(hint: "Копіювати посилання.", kind: .infinitive, severity: .warning, suggestion: "Копіює"),
        FormCase(hint: "Повернутися назад.", kind: .infinitive, severity: .warning, suggestion: "Повертає"),
        FormCase(hint: "Зосередитися на пошуку.", kind: .infinitive, severity: .warning, suggestion: nil),
        FormCase(hint: "Мінімізувати програвач.", kind: .infinitive, severity: .warning, suggestion: "Мінімізує"),
        FormCase(hint: "Вивчити подробиці.", kind: .infinitive, severity: .info, suggestion: nil),
        FormCase(hint: "Не перемішувати список медіа.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Не закривай застосунок.", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "Будь ласка, зачекайте.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Ваше ім'я, будь ласка.", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "Ви можете змінити порядок.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Вам потрібно увійти.", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "Відтворення пісні.", kind: .notAVerb, severity: .info, suggestion: nil),
        FormCase(hint: "Ваш профіль.", kind: .notAVerb, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, infinitives, requests and prohibitions, with the third person to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the third person, nouns that end like verb forms, and empty text are left alone", arguments: [
        "Відтворює пісню.", "Відкриває випадний список.", "Перемикає відеопрогравач між альбомним і книжковим режимами.",
        "Переміщує матеріали з обраного на верхній рівень.", "Робить знімок екрана.", "Повертається до списку.",
        "Результати пошуку.", "Кредити й ліміти.", "Налаштування програвача.", "Повідомлення від Анни.", "Стрибок назад.",
        "Наступне медіа.", "Переноси слів.", "Дзвони й сповіщення.", "Не вдалося завантажити файл.", "Хочете продовжити?", "%@ відкриває налаштування.",
        "iCloud синхронізує нотатки.", "", " ", ".", "…",
    ])
    func silent(_ hint: String) {
        #expect(Self.form(hint) == nil)
        #expect(Self.findings(hint, .hint, rule: "hint-imperative").isEmpty)
    }

    @Test("the apostrophe is matched however it is written")
    func apostrophes() {
        for name in ["Ім'я", "Ім’я", "Імʼя"] {
            #expect(Self.findings("\(name), текстове поле", .label, rule: "label-control-type").first?.fix == name)
        }
        #expect(Self.form("Зв’язатися з нами.")?.kind == .infinitive)
    }

    @Test("a control type is found in the nominative (a masculine's accusative is the same)", arguments: [
        "Кнопка, яка відкриває меню.", "Кнопка «Відтворити» запускає пісню.", "Повзунок змінює гучність.", "Переміщує повзунок.",
        "Очищає текстове поле.", "Кнопка-перемикач для звуку.", "Відкриває засіб вибору дати.",
    ])
    func controlTypeCases(_ hint: String) {
        // The form is a control type; the rule reports it where it names the element (opening the
        // hint), not where it is what the hint acts on.
        let profile = LanguageProfile.ukrainian
        #expect(profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType })
        let opens = profile.terms.matches(in: profile.analyze(hint)).contains { $0.term.kind == .controlType && $0.wordIndex == 0 }
        #expect(Self.findings(hint, .hint, rule: "hint-control-type").count == (opens ? 1 : 0))
    }

    @Test("words that are content, or a type governed by another word, are not control types", arguments: [
        "Перемикач мов", "Позначити прапорцем", "Поле пошуку", "Поле PIN-коду", "Меню користувача", "Вкладку закрито",
        "Колір кнопки", "Розмір повзунка", "Бічна кнопка", "Змінити посилання", "Очистити поле пошуку", "Натиснути на кнопку розгортання",
    ])
    func contentWords(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-control-type").isEmpty)
    }

    @Test("gesture words that are features, results or other verbs")
    func gestureAmbiguity() {
        #expect(Self.findings("Проведіть платіж.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Проведіть, щоб вилучити аркуш дій.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Проведіть угору.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Вмикає перетягування файлів.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Перетягування змінює порядок.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Прокручує стрічку.", .hint, rule: "hint-gesture").isEmpty)
        #expect(Self.findings("Відкриває сайти одним торканням.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Відкриває сайти двома пальцями.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Натисніть, щоб показати все", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("Звук клацання", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Утримання виклику", .label, rule: "label-gesture").isEmpty)
        #expect(Self.findings("Проведіть вертикально для зміни рівня гучності", .label, rule: "label-gesture").count == 1)
        #expect(Self.findings("Подвійний натиск, щоб показати елементи керування.", .hint, rule: "hint-gesture").count == 1)
        #expect(Self.findings("Сила натиску пера", .label, rule: "label-gesture").isEmpty)
    }

    @Test("a gesture followed by its purpose becomes the purpose, described")
    func gestureFix() {
        #expect(Self.findings("Двічі торкніться, щоб відкрити меню.", .hint, rule: "hint-gesture").first?.fix == "Відкриває меню.")
        #expect(Self.findings("Натисніть, щоб переглянути закладки.", .hint, rule: "hint-gesture").first?.fix == "Показує закладки.")
    }

    @Test("abbreviations may end a label with a period", arguments: ["Фото, відео і т. д.", "Стор.", "Макс.", "Автоблокування увімк.", "15 хв."])
    func abbreviations(_ label: String) {
        #expect(Self.findings(label, .label, rule: "label-trailing-period").isEmpty)
    }

    @Test("a state after a separator, or the whole label, is reported; inside a phrase, beside a count or as Favorites it is not")
    func states() {
        #expect(Self.findings("Wi-Fi, вибрано", .label, rule: "label-state").first?.fix == "Wi-Fi")
        #expect(Self.findings("Не вибрано", .label, rule: "label-state").count == 1)
        #expect(Self.findings("Сповіщення, згорнуто", .label, rule: "label-state").first?.fix == "Сповіщення")
        #expect(Self.findings("Показати вибрані фото", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("Обране", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("Звук вимкнено", .label, rule: "label-state").isEmpty)
        #expect(Self.findings("%lld вибрано", .label, rule: "label-state").isEmpty)
    }

    @Test("capitals: Cyrillic lower case is reported, brand names keep theirs")
    func capitals() {
        #expect(Self.findings("нове повідомлення", .label, rule: "label-capitalization").first?.fix == "Нове повідомлення")
        #expect(Self.findings("iPhone та iCloud", .label, rule: "label-capitalization").isEmpty)
        #expect(Self.findings("їжа", .label, rule: "label-capitalization").first?.fix == "Їжа")
        #expect(Self.findings("єдиний вхід", .label, rule: "label-capitalization").first?.fix == "Єдиний вхід")
    }

    @Test("text that is no text yields no language finding and does not trap", arguments: ["", " ", ".", "%@", "%1$@ %2$@", "…", "«»", "\u{200B}", "'"])
    func degenerate(_ text: String) {
        for role in [Role.label, Role.hint] {
            let findings = Auditor().check(text, language: "uk", role: role)
            #expect(!findings.contains { ["hint-imperative", "hint-gesture", "label-gesture", "label-state", "label-vague"].contains($0.rule) })
        }
    }
}
