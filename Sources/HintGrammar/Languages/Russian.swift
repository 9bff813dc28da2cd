/// Russian: hints are verb phrases in the third person singular without a subject
/// («Воспроизводит песню.», «Открывает настройки.»); labels are short noun phrases or, as Apple's
/// Russian interfaces write them, infinitives («Отменить», «Поделиться») without a final period.
/// «ё» is folded to «е» before every look-up, so tables are written with «е».
extension LanguageProfile {
    /// The Russian table (`ru`, also used for `ru-RU` and other regions).
    public static let russian = LanguageProfile(
        code: "ru", name: "Russian", hasLetterCase: true,
        foldings: ["ё": "е"],
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "д", "п", "др", "пр", "г", "гг", "в", "вв", "стр", "тел", "ул", "руб", "коп", "мин", "макс", "сек", "ч", "тыс", "млн",
            "млрд", "шт", "им", "св", "проф", "доп", "ред", "изд", "см", "напр", "кв", "корп", "обл",
        ],
        terms: TermTable(RussianGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "чтобы", "для", "здесь", "сюда", "тут", "дважды", "пальцем", "пальцами", "вверх", "вниз", "влево", "вправо",
            "вертикально", "горизонтально", "по",
        ],
        vagueLabels: [
            "кнопка", "значок", "иконка", "без названия", "элемент", "текст",
        ],
        vagueConcepts: [
            .more: ["еще", "больше", "показать больше", "показать еще"],
            .learnMore: ["подробнее", "узнать больше", "узнать подробнее", "читать далее", "читать дальше", "читать полностью"],
            .clickHere: ["нажмите здесь", "нажмите сюда", "нажмите тут", "коснитесь здесь", "кликните здесь", "щелкните здесь"],
            .details: ["подробности"],
            .info: ["информация", "инфо", "больше информации", "дополнительная информация"],
            .here: ["здесь", "сюда", "тут"],
            .link: ["ссылка"],
            .image: ["изображение", "картинка"],
        ],
        hintForm: RussianGrammar.hintForm,
        conditionMarkers: ["если"], purposeMarkers: ["чтобы"], conjunctions: ["и", "или"],
        reflexivePronouns: [],
        descriptiveVerbs: ["посмотреть": "Показывает", "посмотрите": "Показывает", "смотреть": "Показывает", "просмотреть": "Показывает"],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["затем", "потом", "теперь", "далее"],
        stateConcepts: RussianGrammar.stateConcepts, controlTypeConcepts: RussianGrammar.controlTypeConcepts,
        gestureConcepts: RussianGrammar.gestureConcepts,
        examples: RussianGrammar.examples)
}

/// Russian hint grammar: tells the imperative («Откройте», «Открой»), the infinitive
/// («Открыть») and requests («Пожалуйста, …») from the third person («Открывает») by the first
/// word's ending where the ending is certain, and by a verb lexicon where it is not.
enum RussianGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["выбрано", "выбран", "выбрана", "выбраны", "не выбрано", "не выбран", "не выбрана", "не выбраны"]),
        .checked: .words(["отмечено", "отмечен", "отмечена", "отмечены", "не отмечено", "не отмечен", "не отмечена", "не отмечены"]),
        .dimmed: .none(because: "«недоступно» is as often a message of its own (the service is unavailable)"),
        .expanded: .words(["развернуто", "развернут", "развернута"]),
        .collapsed: .words(["свернуто", "свернут", "свернута"]),
        .on: .none(because: "«включено» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«выключено» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]

    /// The six case forms (nominative, genitive, dative, accusative, instrumental, prepositional)
    /// of a singular and a plural noun, which the table cannot derive: it matches whole words.
    private static func declined(_ singular: [String], _ plural: [String]) -> [String] { singular + plural }

    /// An adjective and a noun declined together: «текстовое поле», «текстового поля», ….
    private static func declinedPhrase(_ adjectives: [String], _ nouns: [String]) -> [String] {
        zip(adjectives, nouns).map { "\($0) \($1)" }
    }

    /// The control types VoiceOver announces, as this language words them, in every case
    /// (``ControlTypeConcept``): the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(declined(["кнопка", "кнопки", "кнопке", "кнопку", "кнопкой", "кнопкою"], ["кнопок", "кнопкам", "кнопками", "кнопках"])),
        .link: .none(because: "«ссылка» is as often what the element acts on («Скопировать ссылку»)"),
        .image: .none(because: "«изображение» is as often what the element acts on; a label that is only «Изображение» is vague"),
        .textField: .words(declinedPhrase(
            ["текстовое", "текстового", "текстовому", "текстовым", "текстовом", "текстовые", "текстовых", "текстовым", "текстовыми", "текстовых"],
            ["поле", "поля", "полю", "полем", "поле", "поля", "полей", "полям", "полями", "полях"])),
        .searchField: .none(because: "«поле поиска» is as often the object of a hint («Очищает поле поиска.»)"),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(
            declined(["ползунок", "ползунка", "ползунку", "ползунком", "ползунке"], ["ползунки", "ползунков", "ползункам", "ползунками", "ползунках"])
                + declined(["бегунок", "бегунка", "бегунку", "бегунком", "бегунке"], ["бегунки", "бегунков", "бегункам", "бегунками", "бегунках"])
                + declined(["слайдер", "слайдера", "слайдеру", "слайдером", "слайдере"], ["слайдеры", "слайдеров", "слайдерам", "слайдерами", "слайдерах"])),
        .adjustable: .none(because: "«регулируемый» is an ordinary adjective of labels"),
        .toggle: .words(declined(["тумблер", "тумблера", "тумблеру", "тумблером", "тумблере"], ["тумблеры", "тумблеров", "тумблерам", "тумблерами", "тумблерах"])),
        .checkbox: .words(declined(["чекбокс", "чекбокса", "чекбоксу", "чекбоксом", "чекбоксе"], ["чекбоксы", "чекбоксов", "чекбоксам", "чекбоксами", "чекбоксах"])),
        .radioButton: .words(declined(
            ["радиокнопка", "радиокнопки", "радиокнопке", "радиокнопку", "радиокнопкой"], ["радиокнопок", "радиокнопкам", "радиокнопками", "радиокнопках"])),
        .picker: .none(because: "«выбор», VoiceOver's word for a picker, is as often content (a choice)"),
        .segmentedControl: .none(because: "VoiceOver announces a segmented control's segments as buttons, found by «кнопка»"),
        .tab: .none(because: "«вкладка» is as often content (a browser's tab)"),
        .tabBar: .none(because: "«панель вкладок» usually names another element"),
        .menu: .none(because: "«меню» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "«всплывающая кнопка» is found by «кнопка»"),
        .comboBox: .words(declinedPhrase(
            ["выпадающий", "выпадающего", "выпадающему", "выпадающим", "выпадающем", "выпадающие", "выпадающих", "выпадающим", "выпадающими", "выпадающих"],
            ["список", "списка", "списку", "списком", "списке", "списки", "списков", "спискам", "списками", "списках"])),
        .heading: .none(because: "«заголовок» is as often content (a title)"),
        .progressIndicator: .none(because: "«индикатор выполнения» usually names another element"),
        .stepper: .none(because: "no Russian word for a stepper is in use in labels"),
        .list: .none(because: "«список» is as often what the element shows («Список для чтения»)"),
        .scrollBar: .none(because: "«полоса прокрутки» usually names another element"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): imperatives, gerunds and
    /// instrumental nouns ("by tapping"), the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "коснитесь", "коснись", "коснувшись", "касанием", "касайтесь", "касайся", "касаясь", "тапните", "тапни", "тапнув", "тапом",
            "касание", "касания", "коснуться", "тап", "тапнуть",
        ]),
        .doubleTap: .words([
            "дважды коснитесь", "дважды нажмите", "дважды тапните", "коснитесь дважды", "нажмите дважды", "двойное касание", "двойным касанием",
            "двойного касания", "двойное нажатие", "двойным нажатием",
        ]),
        .tripleTap: .words(["трижды коснитесь", "трижды нажмите"]),
        .longPress: .words([
            "коснитесь и удерживайте", "нажмите и удерживайте", "долгое нажатие", "долгим нажатием", "длительное нажатие", "длительным нажатием",
            "удерживайте", "удерживай", "удерживая",
        ]),
        .swipe: .words([
            "смахните", "смахни", "смахнув", "смахиванием", "смахивайте", "смахивай", "свайпните", "свайпни", "свайпнув", "свайпом",
            "проведите пальцем", "проведи пальцем", "проведя пальцем", "смахивание", "смахивания", "смахнуть", "свайп", "свайпа",
            "проведите", "проведи",
        ]),
        .drag: .words([
            "перетащите", "перетащи", "перетащив", "перетаскиванием", "перетаскивайте", "перетаскивай", "перетяните", "перетяни", "перетянув",
            "перетаскивание", "перетаскивания", "перетащить", "перетаскивать",
        ]),
        .pinch: .words(["сведите пальцы", "разведите пальцы", "сведите два пальца", "разведите два пальца"]),
        .rotate: .none(because: "«повернуть» is as often what the element does («Поворачивает фото.»)"),
        .shake: .words(["встряхните", "встряхни", "встряхнув"]),
        .click: .words([
            "дважды щелкните", "дважды кликните", "двойной щелчок", "двойным щелчком", "щелкните", "щелкни", "щелкнув", "щелчком", "кликните",
            "кликни", "кликнув", "кликом", "щелчок", "щелчка", "щелкнуть", "клик", "клика", "кликнуть",
        ]),
        .press: .words(["нажмите", "нажми", "нажав", "нажатием", "нажимайте", "нажимай", "нажимая", "нажатие", "нажатия", "нажать", "нажимать"]),
        .scroll: .words(["прокрутите", "прокрути"]),
        .fingers: .words(["одним пальцем", "двумя пальцами", "тремя пальцами", "четырьмя пальцами"]),
    ]

    static let terms: [Term] = {
        // Nouns and infinitives that name a gesture, or a feature («Включает перетаскивание файлов.»,
        // «Звук щелчка»): an instruction only when they open the text or a marker follows.
        // «Проведите платеж» (carry out a payment) is no gesture; «Проведите пальцем вверх» is.
        var terms = gestureConcepts.terms(
            leading: [
                "нажатие", "нажатия", "нажать", "нажимать", "касание", "касания", "коснуться", "смахивание", "смахивания", "смахнуть", "свайп",
                "свайпа", "перетаскивание", "перетаскивания", "перетащить", "перетаскивать", "щелчок", "щелчка", "щелкнуть", "клик", "клика",
                "кликнуть", "тап", "тапнуть",
            ],
            marked: ["проведите", "проведи"])
        // Control types in every case. Left out as ordinary content: «переключатель» (the tab
        // switcher, Home Assistant's switches), «флажок» (Mail's flag), «поле ввода», «поле поиска»
        // (the object of «Очищает поле поиска.»), «вкладка», «ссылка», «меню», «список».
        terms += controlTypeConcepts.terms()

        // States VoiceOver speaks («выбрано»); «включено»/«выключено» are left out, being values
        // and ordinary words.
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives and informal imperatives (perfective and
    /// imperfective), and the third person a hint should use («открывает»), when one fits.
    typealias Verb = InterfaceVerb

    /// Written with «е» for «ё». Gesture verbs have no suggestion: the hint should not name them.
    static let verbs: [Verb] = [
        Verb(["открыть", "открывать"], ["открой", "открывай"], "открывает"),
        Verb(["закрыть", "закрывать"], ["закрой", "закрывай"], "закрывает"),
        Verb(["добавить", "добавлять"], ["добавь", "добавляй"], "добавляет"),
        Verb(["удалить", "удалять"], ["удали", "удаляй"], "удаляет"),
        Verb(["сохранить", "сохранять"], ["сохрани", "сохраняй"], "сохраняет"),
        Verb(["выбрать", "выбирать"], ["выбери", "выбирай"], "выбирает"),
        Verb(["показать", "показывать"], ["покажи", "показывай"], "показывает"),
        Verb(["скрыть", "скрывать"], ["скрой", "скрывай"], "скрывает"),
        Verb(["воспроизвести", "воспроизводить"], ["воспроизведи"], "воспроизводит"),
        Verb(["остановить", "останавливать"], ["останови"], "останавливает"),
        Verb(["приостановить", "приостанавливать"], ["приостанови"], "приостанавливает"),
        Verb(["запустить", "запускать"], ["запусти", "запускай"], "запускает"),
        Verb(["перезапустить", "перезапускать"], ["перезапусти"], "перезапускает"),
        Verb(["начать", "начинать"], ["начни", "начинай"], "начинает"),
        Verb(["завершить", "завершать"], ["заверши", "завершай"], "завершает"),
        Verb(["закончить", "заканчивать"], ["закончи"], "завершает"),
        Verb(["продолжить", "продолжать"], ["продолжи", "продолжай"], "продолжает"),
        Verb(["отменить", "отменять"], ["отмени", "отменяй"], "отменяет"),
        Verb(["изменить", "изменять"], ["измени", "изменяй"], "изменяет"),
        Verb(["редактировать", "отредактировать"], ["редактируй", "отредактируй"], "редактирует"),
        Verb(["отправить", "отправлять"], ["отправь", "отправляй"], "отправляет"),
        Verb(["создать", "создавать"], ["создай", "создавай"], "создает"),
        Verb(["перейти", "переходить"], ["перейди", "переходи"], "переходит"),
        Verb(["вернуться", "возвращаться"], ["вернись", "возвращайся"], "возвращает"),
        Verb(["обновить", "обновлять"], ["обнови", "обновляй"], "обновляет"),
        Verb(["загрузить", "загружать"], ["загрузи", "загружай"], "загружает"),
        Verb(["скачать", "скачивать"], ["скачай", "скачивай"], "скачивает"),
        Verb(["установить", "устанавливать"], ["установи", "устанавливай"], "устанавливает"),
        Verb(["включить", "включать"], ["включи", "включай"], "включает"),
        Verb(["выключить", "выключать"], ["выключи", "выключай"], "выключает"),
        Verb(["отключить", "отключать"], ["отключи", "отключай"], "отключает"),
        Verb(["подключить", "подключать"], ["подключи", "подключай"], "подключает"),
        Verb(["переключить", "переключать"], ["переключи", "переключай"], "переключает"),
        Verb(["копировать", "скопировать"], ["копируй", "скопируй"], "копирует"),
        Verb(["вставить", "вставлять"], ["вставь", "вставляй"], "вставляет"),
        Verb(["вырезать"], ["вырежь", "вырежи"], "вырезает"),
        Verb(["обрезать"], ["обрежь"], "обрезает"),
        Verb(["найти", "находить"], ["найди"], "находит"),
        Verb(["искать", "поискать"], ["ищи", "поищи"], "ищет"),
        Verb(["выйти", "выходить"], ["выйди", "выходи"], "выходит"),
        Verb(["войти", "входить"], ["войди", "входи"], nil),
        Verb(["переименовать", "переименовывать"], ["переименуй"], "переименовывает"),
        Verb(["переместить", "перемещать"], ["перемести", "перемещай"], "перемещает"),
        Verb(["перенести", "переносить"], ["перенеси", "переноси"], "переносит"),
        Verb(["повторить", "повторять"], ["повтори", "повторяй"], "повторяет"),
        Verb(["пропустить", "пропускать"], ["пропусти", "пропускай"], "пропускает"),
        Verb(["перемотать", "перематывать"], ["перемотай", "перематывай"], "перематывает"),
        Verb(["перемешать", "перемешивать"], ["перемешай", "перемешивай"], "перемешивает"),
        Verb(["развернуть", "разворачивать"], ["разверни", "разворачивай"], "разворачивает"),
        Verb(["свернуть", "сворачивать"], ["сверни", "сворачивай"], "сворачивает"),
        Verb(["повернуть", "поворачивать"], ["поверни", "поворачивай"], "поворачивает"),
        Verb(["перевернуть", "переворачивать"], ["переверни", "переворачивай"], "переворачивает"),
        Verb(["очистить", "очищать"], ["очисти", "очищай"], "очищает"),
        Verb(["сбросить", "сбрасывать"], ["сбрось", "сбрасывай"], "сбрасывает"),
        Verb(["подтвердить", "подтверждать"], ["подтверди", "подтверждай"], "подтверждает"),
        Verb(["разрешить", "разрешать"], ["разреши", "разрешай"], "разрешает"),
        Verb(["запретить", "запрещать"], ["запрети", "запрещай"], "запрещает"),
        Verb(["заблокировать", "блокировать"], ["заблокируй", "блокируй"], "блокирует"),
        Verb(["разблокировать"], ["разблокируй"], "разблокирует"),
        Verb(["отметить", "отмечать"], ["отметь", "отмечай"], "отмечает"),
        Verb(["выделить", "выделять"], ["выдели", "выделяй"], "выделяет"),
        Verb(["закрепить", "закреплять"], ["закрепи", "закрепляй"], "закрепляет"),
        Verb(["открепить", "откреплять"], ["открепи", "открепляй"], "открепляет"),
        Verb(["прикрепить", "прикреплять"], ["прикрепи", "прикрепляй"], "прикрепляет"),
        Verb(["оценить", "оценивать"], ["оцени", "оценивай"], "оценивает"),
        Verb(["купить", "покупать"], ["купи", "покупай"], "покупает"),
        Verb(["позвонить", "звонить"], ["позвони", "звони"], "звонит"),
        Verb(["ответить", "отвечать"], ["ответь", "отвечай"], "отвечает"),
        // «Перешли» is also the past tense of «перейти»: only the imperfective imperative.
        Verb(["переслать", "пересылать"], ["пересылай"], "пересылает"),
        Verb(["записать", "записывать"], ["запиши", "записывай"], "записывает"),
        Verb(["проверить", "проверять"], ["проверь", "проверяй"], "проверяет"),
        // «Настрой» is also a noun (mood): only the imperfective imperative.
        Verb(["настроить", "настраивать"], ["настраивай"], "настраивает"),
        Verb(["использовать"], ["используй"], "использует"),
        Verb(["активировать"], ["активируй"], "активирует"),
        Verb(["деактивировать"], ["деактивируй"], "деактивирует"),
        Verb(["увеличить", "увеличивать"], ["увеличь", "увеличивай"], "увеличивает"),
        Verb(["уменьшить", "уменьшать"], ["уменьши", "уменьшай"], "уменьшает"),
        Verb(["отсортировать", "сортировать"], ["отсортируй", "сортируй"], "сортирует"),
        Verb(["отфильтровать", "фильтровать"], ["отфильтруй", "фильтруй"], "фильтрует"),
        Verb(["напечатать", "печатать"], ["напечатай", "печатай"], "печатает"),
        Verb(["отобразить", "отображать"], ["отобрази", "отображай"], "отображает"),
        Verb(["принять", "принимать"], ["прими", "принимай"], "принимает"),
        Verb(["отклонить", "отклонять"], ["отклони", "отклоняй"], "отклоняет"),
        Verb(["выполнить", "выполнять"], ["выполни", "выполняй"], "выполняет"),
        Verb(["вызвать", "вызывать"], ["вызови", "вызывай"], "вызывает"),
        Verb(["синхронизировать"], ["синхронизируй"], "синхронизирует"),
        Verb(["импортировать"], ["импортируй"], "импортирует"),
        Verb(["экспортировать"], ["экспортируй"], "экспортирует"),
        Verb(["сканировать", "отсканировать"], ["сканируй", "отсканируй"], "сканирует"),
        Verb(["опубликовать", "публиковать"], ["опубликуй", "публикуй"], "публикует"),
        Verb(["прочитать", "читать"], ["прочитай", "читай"], "читает"),
        Verb(["прокрутить", "прокручивать"], ["прокрути", "прокручивай"], "прокручивает"),
        Verb(["сообщить", "сообщать"], ["сообщи", "сообщай"], "сообщает"),
        Verb(["применить", "применять"], ["примени", "применяй"], "применяет"),
        Verb(["отложить", "откладывать"], ["отложи", "откладывай"], "откладывает"),
        Verb(["уведомить", "уведомлять"], ["уведоми", "уведомляй"], "уведомляет"),
        Verb(["покинуть", "покидать"], ["покинь", "покидай"], "покидает"),
        Verb(["перезагрузить", "перезагружать"], ["перезагрузи", "перезагружай"], "перезагружает"),
        Verb(["пригласить", "приглашать"], ["пригласи", "приглашай"], "приглашает"),
        Verb(["восстановить", "восстанавливать"], ["восстанови", "восстанавливай"], "восстанавливает"),
        Verb(["управлять"], ["управляй"], "управляет"),
        Verb(["понизить", "понижать"], ["понизь", "понижай"], "понижает"),
        Verb(["повысить", "повышать"], ["повысь", "повышай"], "повышает"),
        Verb(["снизить", "снижать"], ["снизь", "снижай"], "снижает"),
        Verb(["упорядочить", "упорядочивать"], ["упорядочь", "упорядочивай"], "упорядочивает"),
        Verb(["убрать", "убирать"], ["убери", "убирай"], "убирает"),
        Verb(["отразить", "отражать"], ["отрази", "отражай"], "отражает"),
        Verb(["сменить", "менять"], ["смени", "меняй"], "меняет"),
        Verb(["ускорить", "ускорять"], ["ускорь", "ускоряй"], "ускоряет"),
        Verb(["замедлить", "замедлять"], ["замедли", "замедляй"], "замедляет"),
        Verb(["привязать", "привязывать"], ["привяжи", "привязывай"], "привязывает"),
        Verb(["отвязать", "отвязывать"], ["отвяжи", "отвязывай"], "отвязывает"),
        Verb(["запомнить", "запоминать"], ["запомни", "запоминай"], "запоминает"),
        Verb(["задать", "задавать"], ["задай", "задавай"], "задает"),
        Verb(["назначить", "назначать"], ["назначь", "назначай"], "назначает"),
        Verb(["оставить", "оставлять"], ["оставь", "оставляй"], "оставляет"),
        Verb(["получить", "получать"], ["получи", "получай"], "получает"),
        Verb(["передать", "передавать"], ["передай", "передавай"], "передает"),
        Verb(["предоставить", "предоставлять"], ["предоставь", "предоставляй"], "предоставляет"),
        Verb(["исключить", "исключать"], ["исключи", "исключай"], "исключает"),
        Verb(["защитить", "защищать"], ["защити", "защищай"], "защищает"),
        Verb(["пометить", "помечать"], ["пометь", "помечай"], "помечает"),
        Verb(["возобновить", "возобновлять"], ["возобнови", "возобновляй"], "возобновляет"),
        Verb(["выгрузить", "выгружать"], ["выгрузи", "выгружай"], "выгружает"),
        Verb(["забыть", "забывать"], ["забудь", "забывай"], "забывает"),
        Verb(["поделиться", "делиться"], ["поделись", "делись"], nil),
        Verb(["подписаться", "подписываться"], ["подпишись", "подписывайся"], nil),
        Verb(["отписаться", "отписываться"], ["отпишись", "отписывайся"], nil),
        Verb(["присоединиться", "присоединяться"], ["присоединись", "присоединяйся"], nil),
        Verb(["зарегистрироваться"], ["зарегистрируйся"], nil),
        Verb(["посмотреть", "смотреть", "просмотреть", "просматривать"], ["посмотри", "смотри", "просмотри", "просматривай"], nil),
        Verb(["прослушать", "слушать"], ["прослушай", "слушай"], nil),
        Verb(["попробовать", "пробовать"], ["попробуй", "пробуй"], nil),
        Verb(["подождать", "ждать"], ["подожди", "жди"], nil),
        Verb(["сделать", "делать"], ["сделай", "делай"], nil),
        Verb(["написать", "писать"], ["напиши", "пиши"], nil),
        Verb(["ввести", "вводить"], ["введи", "вводи"], nil),
        Verb(["указать", "указывать"], ["укажи", "указывай"], nil),
        Verb(["нажать", "нажимать"], ["нажми", "нажимай", "жми"], nil),
        Verb(["коснуться"], ["коснись", "касайся"], nil),
        Verb(["смахнуть", "смахивать"], ["смахни", "смахивай"], nil),
        Verb(["провести", "проводить"], ["проведи", "проводи"], nil),
        Verb(["перетащить", "перетаскивать"], ["перетащи", "перетаскивай"], nil),
        Verb(["удерживать", "удержать"], ["удерживай", "удержи"], nil),
        Verb(["щелкнуть"], ["щелкни"], nil),
        Verb(["кликнуть"], ["кликни"], nil),
        Verb(["тапнуть"], ["тапни"], nil),
        Verb(["встряхнуть"], ["встряхни"], nil),
    ]

    /// Every infinitive, informal imperative and polite imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(of: verbs, derived: { [politeImperative(of: $0)] })

    /// «открой» → «откройте», «поделись» → «поделитесь», «зарегистрируйся» → «зарегистрируйтесь».
    static func politeImperative(of informal: String) -> String {
        if informal.hasSuffix("сь") || informal.hasSuffix("ся") { return informal.dropLast(2) + "тесь" }
        return informal + "те"
    }

    /// Words that end like a polite imperative (-ите, -йте, -ьте) but are not one: nouns in the
    /// prepositional or dative case («о сайте», «в лимите») and indicatives («хотите», «увидите»).
    static let imperativeLookalikes: Set<String> = [
        "сайте", "байте", "кредите", "лимите", "депозите", "транзите", "аппетите", "граните", "зените", "орбите", "элите",
        "защите", "свите", "визите", "алфавите", "хотите", "увидите", "видите", "слышите", "утратите", "сбросите", "состоите",
    ]
    /// Nouns and adverbs of five letters or more that end like an infinitive (a vowel and -ть);
    /// shorter words are never taken for one.
    static let infinitiveLookalikes: Set<String> = [
        "печать", "кровать", "знать", "стать", "благодать", "опять", "вспять", "девять", "десять", "память", "треть",
        "плеть", "клеть", "ртуть", "прыть", "плоть", "локоть", "коготь", "ноготь", "ломоть", "деготь", "исполать",
    ]
    /// Verbs after «вы» that address the user: «Вы можете …».
    static let userModals: Set<String> = [
        "можете", "сможете", "должны", "будете", "хотите", "увидите", "получите", "найдете", "можешь", "сможешь",
    ]
    /// Words that open a sentence without a verb: «Ваш профиль.», «Если включено, …».
    static let nonVerbStarters: Set<String> = [
        "ваш", "ваша", "ваше", "ваши", "этот", "эта", "это", "эти", "когда", "если", "здесь", "сейчас", "там",
    ]
    /// Words after «вам» / «тебе» that tell the user what to do: «Вам нужно …».
    static let userNeeds: Set<String> = ["нужно", "необходимо", "следует", "надо", "придется", "стоит"]

    // Endings, as UTF-8.
    private static let politeEndings: [[UInt8]] = ["ите", "йте", "ьте", "итесь", "йтесь", "ьтесь"].map { Array($0.utf8) }
    private static let reflexiveInfinitiveEndings: [[UInt8]] = ["ться", "тись"].map { Array($0.utf8) }
    /// The vowels before an infinitive's -ть (а, я, е, и, у, ы, о), each as its two UTF-8 bytes.
    private static let infinitiveVowels: Set<UInt16> = Set(["а", "я", "е", "и", "у", "ы", "о"].map { vowel in
        let bytes = Array(vowel.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })
    private static let ts = Array("ть".utf8)
    private static let networkSuffix = Array("сеть".utf8)
    private static let ovat = Array("овать".utf8)
    private static let yvat = Array("ывать".utf8)
    private static let ivat = Array("ивать".utf8)
    private static let evat = Array("евать".utf8)
    private static let verbalNounEndings: [[UInt8]] = ["ние", "тие"].map { Array($0.utf8) }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)
        // The folded word's own UTF-8 (contiguous for a native string): no copy.
        let bytes = word.utf8

        switch word {
        case "пожалуйста":
            return HintFormIssue(.request, words: written)
        case "не":
            // «Не закрывайте приложение.», «Не показывать снова.»; not «Не удалось …».
            guard let second else { break }
            let next = second.folded
            if isPoliteImperative(next) || lexicon[next] != nil {
                return HintFormIssue(.negativeCommand, words: text.slice(first.start, second.end))
            }
            if let infinitive = infinitive(next.utf8, next) {
                return HintFormIssue(
                    .negativeCommand, words: text.slice(first.start, second.end), severity: infinitive.isCertain ? .warning : .info)
            }
        case "вы":
            if let second, userModals.contains(second.folded) {
                return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
            }
        case "вам", "тебе":
            if let second, userNeeds.contains(second.folded) {
                return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
            }
        default:
            break
        }
        if let form = lexicon[word] {
            let suggestion = form.thirdPerson.map { LetterCase.capitalized($0, like: first) }
            return HintFormIssue(form.isInfinitive ? .infinitive : .imperative, words: written, suggestion: suggestion)
        }
        if isPoliteImperative(word) {
            return HintFormIssue(.imperative, words: written)
        }
        if let infinitive = infinitive(bytes, word) {
            return HintFormIssue(
                .infinitive, words: written, suggestion: infinitive.suggestion.map { LetterCase.capitalized($0, like: first) },
                severity: infinitive.isCertain ? .warning : .info)
        }
        // «Ваше имя, пожалуйста.»
        if let please = words.first(where: { $0.folded == "пожалуйста" }) {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        // «Воспроизведение песни.»: a verbal noun, like an English gerund.
        if bytes.count >= 12, verbalNounEndings.contains(where: { endsWith(bytes, $0) }) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// «Откройте», «Коснитесь», «Будьте»: the plural or polite imperative, whose endings no
    /// other verb form shares; a few nouns and indicatives are told apart by name.
    static func isPoliteImperative(_ word: String) -> Bool {
        let bytes = word.utf8
        // At least five Cyrillic letters: «дайте».
        guard bytes.count >= 10, !imperativeLookalikes.contains(word) else { return false }
        return politeEndings.contains { ending in bytes.count >= ending.count && bytes.suffix(ending.count).elementsEqual(ending) }
    }

    /// An infinitive outside the lexicon: certain for the reflexive -ться/-тись and the suffixes
    /// -ировать/-овать/-ывать/-ивать (which also give the third person); only likely for a vowel
    /// and -ть, which nouns such as «печать», «сеть», «путь» share.
    private static func infinitive(_ bytes: String.UTF8View, _ word: String) -> (suggestion: String?, isCertain: Bool)? {
        // «ГостеваяСеть»: compounds of «сеть» (network) are names.
        guard bytes.count >= 10, !infinitiveLookalikes.contains(word), !endsWith(bytes, networkSuffix) else { return nil }
        if reflexiveInfinitiveEndings.contains(where: { endsWith(bytes, $0) }) { return (nil, true) }
        if endsWith(bytes, yvat) || endsWith(bytes, ivat) {
            return (String(decoding: bytes.dropLast(ts.count), as: UTF8.self) + "ет", true)
        }
        if endsWith(bytes, ovat) {
            return (String(decoding: bytes.dropLast(ovat.count), as: UTF8.self) + "ует", true)
        }
        if endsWith(bytes, evat) { return (nil, true) }
        if endsWith(bytes, ts) {
            let vowel = bytes.dropLast(ts.count).suffix(2)
            if vowel.count == 2, let lead = vowel.first, let trail = vowel.last, infinitiveVowels.contains(UInt16(lead) << 8 | UInt16(trail)) {
                return (nil, false)
            }
        }
        return nil
    }

    private static func endsWith(_ bytes: String.UTF8View, _ suffix: [UInt8]) -> Bool {
        bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
    }
}

extension RussianGrammar {
    /// Every language-specific rule, in Russian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "ru", .label, "Воспроизвести.", fix: "Воспроизвести"),
        .bad("label-trailing-period", "ru", .label, "Добавить в избранное.", fix: "Добавить в избранное"),
        .good("label-trailing-period", "ru", .label, "Воспроизвести"),
        .good("label-trailing-period", "ru", .label, "Загрузка..."),
        .good("label-trailing-period", "ru", .label, "Фото, видео и т. д."),
        .good("label-trailing-period", "ru", .label, "Выпуск 2024 г."),

        .bad("label-control-type", "ru", .label, "Кнопка воспроизведения"),
        .bad("label-control-type", "ru", .label, "Воспроизвести, кнопка", fix: "Воспроизвести"),
        .bad("label-control-type", "ru", .label, "Ползунок громкости"),
        .bad("label-control-type", "ru", .label, "Имя, текстовое поле", fix: "Имя"),
        .good("label-control-type", "ru", .label, "Воспроизвести"),
        .good("label-control-type", "ru", .label, "Переключатель языков"),
        .good("label-control-type", "ru", .label, "Пометить флажком"),

        .bad("label-state", "ru", .label, "Wi-Fi, выбрано", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "ru", .label, "Выбрано: %lld"),
        .bad("label-state", "ru", .label, "Выбрано"),
        .bad("label-state", "ru", .label, "Сведения, развёрнуто", fix: "Сведения"),
        .good("label-state", "ru", .label, "Показать выбранные фото"),
        .good("label-state", "ru", .label, "Wi-Fi"),

        .bad("label-gesture", "ru", .label, "Нажмите, чтобы воспроизвести"),
        .bad("label-gesture", "ru", .label, "Откройте страницу. Затем нажмите, чтобы сохранить"),
        .bad("label-gesture", "ru", .label, "Дважды коснитесь, чтобы увеличить"),
        .bad("label-gesture", "ru", .label, "Смахните влево, чтобы удалить"),
        .good("label-gesture", "ru", .label, "Жесты смахивания"),
        .good("label-gesture", "ru", .label, "Воспроизвести"),
        .good("label-gesture", "ru", .label, "Звук щелчка"),

        .bad("label-capitalization", "ru", .label, "воспроизвести", fix: "Воспроизвести"),
        .bad("label-capitalization", "ru", .label, "новое сообщение", fix: "Новое сообщение"),
        .good("label-capitalization", "ru", .label, "Воспроизвести"),
        .good("label-capitalization", "ru", .label, "iPhone и iCloud"),
        .good("label-capitalization", "ru", .label, "%@ отметок"),

        .bad("label-length", "ru", .label, "Нажмите на эту кнопку для создания нового сообщения в чате"),
        .good("label-length", "ru", .label, "Новое сообщение"),
        .good("label-length", "ru", .label, "Apple Inc., 125,25 $, рост на 1,3 %"),

        .bad("label-vague", "ru", .label, "Подробнее"),
        .bad("label-vague", "ru", .label, "Нажмите здесь"),
        .bad("label-vague", "ru", .label, "Ещё"),
        .bad("label-vague", "ru", .label, "Показать подробности"),
        .good("label-vague", "ru", .label, "Показать подробности заказа"),
        .good("label-vague", "ru", .label, "Подробнее о тарифах"),
        .good("label-vague", "ru", .label, "Воспроизвести"),

        .bad("hint-imperative", "ru", .hint, "Воспроизведите песню.", fix: "Воспроизводит песню."),
        .bad("hint-imperative", "ru", .hint, "Откройте настройки."),
        .bad("hint-imperative", "ru", .hint, "Введите имя пользователя."),
        .bad("hint-imperative", "ru", .hint, "Выбери фото."),
        .bad("hint-imperative", "ru", .hint, "Пожалуйста, введите имя."),
        .bad("hint-imperative", "ru", .hint, "Не закрывайте приложение."),
        .bad("hint-imperative", "ru", .hint, "Открыть настройки."),
        .bad("hint-imperative", "ru", .hint, "Удалить выбранные файлы."),
        .bad("hint-imperative", "ru", .hint, "Вы можете изменить порядок."),
        .good("hint-imperative", "ru", .hint, "Воспроизводит песню."),
        .good("hint-imperative", "ru", .hint, "Открывает настройки."),
        .good("hint-imperative", "ru", .hint, "Переходит к списку."),
        .good("hint-imperative", "ru", .hint, "Содержит прикреплённые файлы."),
        .good("hint-imperative", "ru", .hint, "Показывает другие действия."),
        .good("hint-imperative", "ru", .hint, "Настройки проигрывателя."),
        .good("hint-imperative", "ru", .hint, "Печать документа."),

        .bad("hint-gesture", "ru", .hint, "Дважды коснитесь, чтобы воспроизвести песню.", fix: "Воспроизводит песню."),
        .bad("hint-gesture", "ru", .hint, "Нажатие покупает товар."),
        .bad("hint-gesture", "ru", .hint, "Смахните, чтобы удалить элемент."),
        .bad("hint-gesture", "ru", .hint, "Проведите пальцем вверх, чтобы открыть меню."),
        .good("hint-gesture", "ru", .hint, "Прокручивает к началу."),
        .good("hint-gesture", "ru", .hint, "Удаляет элемент."),
        .good("hint-gesture", "ru", .hint, "Включает перетаскивание файлов."),

        .bad("hint-control-type", "ru", .hint, "Кнопка, которая добавляет имя."),
        .bad("hint-control-type", "ru", .hint, "Ползунок, который изменяет масштаб."),
        .good("hint-control-type", "ru", .hint, "Добавляет имя."),
        .good("hint-control-type", "ru", .hint, "Открывает переключатель вкладок."),

        .bad("hint-repeats-label", "ru", .hint, "Сохранить сохраняет изменения.", label: "Сохранить"),
        .bad("hint-repeats-label", "ru", .hint, "Назад возвращает на предыдущий экран.", label: "Назад"),
        .good("hint-repeats-label", "ru", .hint, "Сохраняет изменения.", label: "Сохранить"),
        .good("hint-repeats-label", "ru", .hint, "Удаляет сообщение.", label: "Удалить"),

        .bad("hint-missing-period", "ru", .hint, "Воспроизводит песню", fix: "Воспроизводит песню."),
        .bad("hint-missing-period", "ru", .hint, "Воспроизводит песню。", fix: "Воспроизводит песню."),
        .good("hint-missing-period", "ru", .hint, "Воспроизводит песню."),
        .good("hint-missing-period", "ru", .hint, "Открывает меню…"),

        .bad("hint-capitalization", "ru", .hint, "воспроизводит песню.", fix: "Воспроизводит песню."),
        .good("hint-capitalization", "ru", .hint, "Воспроизводит песню."),
        .good("hint-capitalization", "ru", .hint, "iCloud синхронизирует заметки."),

        .bad("hint-length", "ru", .hint,
             "Открывает настройки, в которых можно выбрать, какая из ваших учетных записей используется, когда вы публикуете запись, отвечаете на нее или продвигаете ее в ленте."),
        .good("hint-length", "ru", .hint, "Открывает настройки учетной записи."),
    ]
}
