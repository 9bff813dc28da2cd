/// Ukrainian: hints are verb phrases in the third person singular without a subject
/// («Відтворює пісню.», «Відкриває налаштування.»); labels are short noun phrases or, as Apple's
/// Ukrainian interfaces write them, infinitives («Скасувати», «Поширити») without a final period.
/// The apostrophe of «зв'язок» is written three ways (', ’, ʼ): all are folded to ' before every
/// look-up, so tables are written with '.
extension LanguageProfile {
    /// The Ukrainian table (`uk`, also used for `uk-UA`).
    public static let ukrainian = LanguageProfile(
        code: "uk", name: "Ukrainian", hasLetterCase: true,
        foldings: UkrainianGrammar.foldings,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            // і т. д., і т. ін., т. п., напр., див., стор., тел., вул.
            "д", "п", "ін", "напр", "див", "стор", "с", "тел", "вул", "просп", "буд", "кв", "обл", "р", "рр", "ст", "м",
            // Units and amounts.
            "грн", "коп", "хв", "год", "сек", "макс", "мін", "тис", "млн", "млрд", "шт", "прибл",
            // Settings shortened to fit: «Перемішування вимк.», «Автоблокування увімк.».
            "вимк", "увімк", "вкл", "викл",
            // Months and weekdays.
            "січ", "лют", "бер", "квіт", "трав", "черв", "лип", "серп", "вер", "жовт", "лист", "груд",
            "пн", "вт", "ср", "чт", "пт", "сб", "нд",
            "проф", "доц", "акад", "ред", "вид", "англ", "укр", "зб", "дод",
        ],
        terms: TermTable(UkrainianGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "щоб", "щоби", "для", "тут", "сюди", "двічі", "тричі", "пальцем", "пальцями", "вгору", "угору", "догори", "вниз",
            "униз", "донизу", "вліво", "вправо", "ліворуч", "праворуч", "вертикально", "горизонтально", "по", "будь-де",
        ],
        vagueLabels: [
            "кнопка", "значок", "іконка", "піктограма", "без назви", "елемент", "текст", "мітка",
        ],
        vagueConcepts: [
            .more: ["ще", "більше", "показати більше", "показати ще"],
            .learnMore: ["докладніше", "детальніше", "дізнатися більше", "дізнайтеся більше", "читати далі", "читати більше"],
            .clickHere: [
                "натисніть тут", "натисніть сюди", "торкніться тут", "торкніть тут", "клацніть тут", "клікніть тут", "натисни тут",
            ],
            .details: ["подробиці", "деталі", "докладно", "переглянути подробиці", "переглянути деталі"],
            .info: ["інформація", "інфо", "більше інформації", "додаткова інформація", "докладна інформація"],
            .here: ["тут", "сюди"],
            .link: ["посилання"],
            .image: ["зображення", "картинка"],
        ],
        hintForm: UkrainianGrammar.hintForm,
        conditionMarkers: ["якщо", "чи"], purposeMarkers: ["щоб", "щоби"], conjunctions: ["і", "й", "та", "або", "чи"],
        reflexivePronouns: [],
        descriptiveVerbs: [
            "переглянути": "Показує", "перегляньте": "Показує", "переглянь": "Показує", "переглядати": "Показує",
            "подивитися": "Показує", "подивіться": "Показує", "дивитися": "Показує",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["потім", "далі", "тепер", "згодом"],
        stateConcepts: UkrainianGrammar.stateConcepts, controlTypeConcepts: UkrainianGrammar.controlTypeConcepts,
        gestureConcepts: UkrainianGrammar.gestureConcepts,
        examples: UkrainianGrammar.examples)
}

/// Ukrainian hint grammar: tells the imperative («Відкрийте», «Відкрий»), the infinitive
/// («Відкрити») and requests («Будь ласка, …») from the third person («Відкриває») by a verb
/// lexicon, and by the first word's ending where the ending is certain («-іть», «-йте», «-тися»,
/// «-увати»); where it is only likely (a vowel and «-ти», which the plurals «роботи», «ліміти»
/// share), the finding is `info`.
enum UkrainianGrammar {
    /// The apostrophe's three spellings, folded to the ASCII one.
    static let foldings: [Unicode.Scalar: Unicode.Scalar] = ["\u{2019}": "'", "\u{02BC}": "'"]

    /// The states VoiceOver announces, as this language words them (``StateConcept``). Only the
    /// short forms VoiceOver speaks and the masculine and feminine adjectives: «Вибране» and
    /// «Обране» (neuter, and the plurals «вибрані», «обрані») name the Favorites.
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words([
            "вибрано", "вибраний", "вибрана", "не вибрано", "не вибраний", "не вибрана", "обрано", "обраний", "обрана", "не обрано",
        ]),
        .checked: .words(["позначено", "позначений", "позначена", "не позначено", "не позначений", "не позначена"]),
        .dimmed: .none(because: "«неактивно» and «недоступно» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["розгорнуто", "розгорнутий", "розгорнута"]),
        .collapsed: .words(["згорнуто", "згорнутий", "згорнута"]),
        .on: .none(because: "«увімкнено» is a switch's value, which VoiceOver reads, and an ordinary word («Звук увімкнено»)"),
        .off: .none(because: "«вимкнено» is a switch's value, which VoiceOver reads, and an ordinary word («Звук вимкнено»)"),
    ]

    /// The control types VoiceOver announces (``ControlTypeConcept``), in the nominative only: a
    /// label or hint that names its own type does so in that case («Кнопка відтворення»,
    /// «Відтворити, кнопка», «Кнопка, яка …»); the other cases are governed by another word and
    /// name something else: the genitive modifies a noun («Колір кнопки», «кнопки» being also
    /// the genitive singular), the accusative is an object («Натисніть на кнопку розгортання»).
    /// A masculine's accusative is its nominative («повзунок»).
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["кнопка"]),
        .link: .none(because: "«посилання» is as often what the element acts on (Копіювати посилання, Поширити посилання)"),
        .image: .none(because: "«зображення» is as often what the element acts on (Зберегти зображення); a label that is only «Зображення» is vague"),
        .textField: .words(["текстове поле", "текстові поля"]),
        .searchField: .none(because: "«поле пошуку» is as often what the element acts on (Очищає поле пошуку., Перейти до поля пошуку)"),
        .secureTextField: .words(["захищене текстове поле", "захищені текстові поля"]),
        .slider: .words(["повзунок", "повзунки", "слайдер", "слайдери"]),
        .adjustable: .none(because: "«регульований» is an ordinary adjective of labels (Регульована висота)"),
        .toggle: .words(["кнопка-перемикач"]),
        .checkbox: .words(["чекбокс", "чекбокси"]),
        .radioButton: .words(["радіокнопка", "радіокнопки"]),
        .picker: .words(["засіб вибору", "засоби вибору"]),
        .segmentedControl: .words(["сегментований елемент керування", "сегментований контроль"]),
        .tab: .none(because: "a browser's or an app's tab is content (Закрити вкладку, Нова вкладка)"),
        .tabBar: .words(["панель вкладок"]),
        .menu: .none(because: "«меню» is as often the name of the element that opens one"),
        .popUpButton: .words(["спливна кнопка", "спливні кнопки"]),
        .comboBox: .words(["комбінований список", "комбіноване поле"]),
        .heading: .none(because: "«заголовок» is as often content (the title of a message or a document)"),
        .progressIndicator: .words(["індикатор перебігу", "індикатор виконання", "індикатор прогресу"]),
        .stepper: .words(["степер", "степери"]),
        .list: .none(because: "«список» is as often what the element shows (Список читання, Відкриває випадний список.)"),
        .scrollBar: .words(["смуга прокручування", "смуга прокрутки", "смуги прокручування"]),
    ]

    /// The gestures, as Ukrainian instructions name them (``GestureConcept``): imperatives (Apple
    /// writes the transitive «Торкніть», apps «Торкніться» and «Натисніть»), gerunds and
    /// instrumental nouns ("by tapping"), each a gesture term.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "торкніться", "торкнися", "торкніть", "торкни", "торкнувшись", "торкнувши", "торканням", "торкайтеся", "торкаючись",
            "тапніть", "тапни", "тапом", "торкання", "торкнутися",
        ]),
        .doubleTap: .words([
            "двічі торкніться", "двічі торкніть", "торкніться двічі", "торкніть двічі", "двічі натисніть", "натисніть двічі",
            "двічі тапніть", "подвійне торкання", "подвійним торканням", "подвійне натискання", "подвійним натисканням",
            "подвійний натиск", "подвійним натиском",
        ]),
        .tripleTap: .words(["тричі торкніться", "тричі торкніть", "тричі натисніть", "потрійне торкання", "потрійним торканням"]),
        .longPress: .words([
            "торкніться й утримуйте", "торкніться і утримуйте", "торкніть і утримуйте", "торкніть й утримуйте",
            "натисніть і утримуйте", "натисніть й утримуйте", "утримуйте", "утримуй", "утримуючи",
            "довге натискання", "довгим натисканням", "тривале натискання", "тривалим натисканням", "тривале торкання",
            "довгий натиск", "довгим натиском", "тривалий натиск", "тривалим натиском",
        ]),
        .swipe: .words([
            "проведіть пальцем", "проведи пальцем", "провівши пальцем", "змахніть", "змахни", "змахнувши", "змахуванням",
            "свайпніть", "свайпни", "свайпом", "свайп", "проведіть", "проведи",
        ]),
        .drag: .words(["перетягніть", "перетягни", "перетягнувши", "перетягуванням", "перетягуйте", "перетягування", "перетягнути"]),
        .pinch: .words(["зведіть пальці", "розведіть пальці", "зведіть два пальці", "розведіть два пальці", "зведіть або розведіть пальці"]),
        .rotate: .none(because: "«повернути» is as often what the element does (Повертає фото.), and the label form of Rotate"),
        .shake: .words(["струсніть", "струсни", "струснувши"]),
        .click: .words([
            "клацніть", "клацни", "клацнувши", "клацанням", "клікніть", "клікни", "кліком", "двічі клацніть", "подвійне клацання",
            "подвійним клацанням", "клацання", "клацнути", "клік",
        ]),
        .press: .words([
            "натисніть", "натисни", "натиснувши", "натисканням", "натискайте", "натискай", "натискаючи", "натискання", "натиснути",
            "натиском", "натиск",
        ]),
        .scroll: .words(["прокрутіть", "прокрути", "прокрутивши", "гортайте"]),
        .fingers: .words(["одним пальцем", "двома пальцями", "трьома пальцями", "чотирма пальцями"]),
    ]

    /// Gesture words that also name a feature or a result («Вмикає перетягування файлів.», «Звук
    /// клацання»): an instruction only when they open the text or a marker follows.
    static let leadingGestures: Set<String> = [
        "торкання", "торкнутися", "натискання", "натиснути", "натиск", "перетягування", "перетягнути", "клацання", "клацнути", "клік",
        "свайп",
    ]
    /// «Проведіть платіж» (carry out a payment) is no gesture; «Проведіть вгору» is.
    static let instructionGestures: Set<String> = ["проведіть", "проведи"]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = leadingGestures.contains(word) ? .leadingGesture : instructionGestures.contains(word) ? .instructionGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, not gestures: "Turns on Shake to Undo.", Back Tap.
        for phrase in ["струсніть для скасування", "струсити для скасування", "торкання ззаду", "торкання задньої панелі"] {
            terms.append(Term(phrase, .neutral))
        }
        // Hardware buttons and the settings named after them: content, not the element's type.
        for phrase in [
            "кнопка дії", "бічна кнопка", "кнопка додому", "кнопка живлення", "кнопка гучності", "верхня кнопка",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives and informal imperatives (perfective and
    /// imperfective), and the third person a hint should use («відкриває»), when one fits.
    typealias Verb = InterfaceVerb

    /// Gesture verbs have no suggestion: the hint should not name them. The third person is the
    /// imperfective's («Вмикає», not «Увімкне», which is a future).
    static let verbs: [Verb] = [
        Verb(["відкрити", "відкривати"], ["відкрий", "відкривай"], "відкриває"),
        Verb(["закрити", "закривати"], ["закрий", "закривай"], "закриває"),
        Verb(["додати", "додавати"], ["додай", "додавай"], "додає"),
        Verb(["видалити", "видаляти"], ["видали", "видаляй"], "видаляє"),
        Verb(["вилучити", "вилучати"], ["вилучи", "вилучай"], "вилучає"),
        Verb(["прибрати", "прибирати"], ["прибери", "прибирай"], "прибирає"),
        Verb(["зберегти", "зберігати"], ["збережи", "зберігай"], "зберігає"),
        Verb(["вибрати", "вибирати"], ["вибери", "вибирай"], "вибирає"),
        Verb(["обрати", "обирати"], ["обери", "обирай"], "обирає"),
        Verb(["показати", "показувати"], ["покажи", "показуй"], "показує"),
        Verb(["приховати", "приховувати"], ["приховай", "приховуй"], "приховує"),
        Verb(["сховати", "ховати"], ["сховай", "ховай"], "ховає"),
        Verb(["відтворити", "відтворювати"], ["відтвори", "відтворюй"], "відтворює"),
        Verb(["зупинити", "зупиняти"], ["зупини", "зупиняй"], "зупиняє"),
        Verb(["призупинити", "призупиняти"], ["призупини"], "призупиняє"),
        Verb(["припинити", "припиняти"], ["припини", "припиняй"], "припиняє"),
        Verb(["запустити", "запускати"], ["запусти", "запускай"], "запускає"),
        Verb(["перезапустити", "перезапускати"], ["перезапусти"], "перезапускає"),
        Verb(["почати", "починати"], ["почни", "починай"], "починає"),
        Verb(["розпочати", "розпочинати"], ["розпочни", "розпочинай"], "розпочинає"),
        Verb(["завершити", "завершувати"], ["заверши", "завершуй"], "завершує"),
        Verb(["закінчити", "закінчувати"], ["закінчи"], "закінчує"),
        Verb(["продовжити", "продовжувати"], ["продовж", "продовжуй"], "продовжує"),
        Verb(["скасувати", "скасовувати"], ["скасуй"], "скасовує"),
        // «Зміни» is also the plural of «зміна» (Зміни збережено): only the other imperatives.
        Verb(["змінити", "змінювати"], ["змінюй"], "змінює"),
        Verb(["редагувати", "відредагувати"], ["редагуй", "відредагуй"], "редагує"),
        Verb(["надіслати", "надсилати"], ["надішли", "надсилай"], "надсилає"),
        Verb(["відправити", "відправляти"], ["відправ", "відправляй"], "відправляє"),
        Verb(["створити", "створювати"], ["створи", "створюй"], "створює"),
        Verb(["перейти", "переходити"], ["перейди", "переходь"], "переходить"),
        Verb(["повернутися", "повертатися"], ["повернися", "повертайся"], "повертає"),
        Verb(["оновити", "оновлювати"], ["онови", "оновлюй"], "оновлює"),
        Verb(["завантажити", "завантажувати"], ["завантаж", "завантажуй"], "завантажує"),
        Verb(["встановити", "встановлювати", "установити", "установлювати"], ["встанови", "установи"], "встановлює"),
        Verb(["увімкнути", "вмикати", "ввімкнути"], ["увімкни", "ввімкни", "вмикай"], "вмикає"),
        Verb(["вимкнути", "вимикати"], ["вимкни", "вимикай"], "вимикає"),
        Verb(["підключити", "підключати"], ["підключи", "підключай"], "підключає"),
        Verb(["відключити", "відключати"], ["відключи", "відключай"], "відключає"),
        Verb(["перемкнути", "перемикати"], ["перемкни", "перемикай"], "перемикає"),
        Verb(["копіювати", "скопіювати"], ["копіюй", "скопіюй"], "копіює"),
        Verb(["вставити", "вставляти"], ["встав", "вставляй"], "вставляє"),
        Verb(["вирізати"], ["виріж"], "вирізає"),
        Verb(["обрізати"], ["обріж"], "обрізає"),
        Verb(["знайти", "знаходити"], ["знайди"], "знаходить"),
        Verb(["шукати", "пошукати"], ["шукай", "пошукай"], "шукає"),
        Verb(["вийти", "виходити"], ["вийди", "виходь"], "виходить"),
        Verb(["увійти", "входити", "ввійти"], ["увійди", "ввійди", "входь"], nil),
        Verb(["перейменувати", "перейменовувати"], ["перейменуй"], "перейменовує"),
        Verb(["перемістити", "переміщувати", "переміщати"], ["перемісти", "переміщуй"], "переміщує"),
        // «Переноси» is also a plural noun (Переноси слів): only the perfective imperative.
        Verb(["перенести", "переносити"], ["перенеси"], "переносить"),
        // «Повтори», «Пропуски» are also plurals of nouns: only the other imperatives.
        Verb(["повторити", "повторювати"], ["повторюй"], "повторює"),
        Verb(["пропустити", "пропускати"], ["пропускай"], "пропускає"),
        Verb(["перемотати", "перемотувати"], ["перемотай", "перемотуй"], "перемотує"),
        Verb(["перемішати", "перемішувати"], ["перемішай", "перемішуй"], "перемішує"),
        Verb(["розгорнути", "розгортати"], ["розгорни", "розгортай"], "розгортає"),
        Verb(["згорнути", "згортати"], ["згорни", "згортай"], "згортає"),
        Verb(["повернути", "повертати"], ["поверни", "повертай"], "повертає"),
        Verb(["перевернути", "перевертати"], ["переверни", "перевертай"], "перевертає"),
        Verb(["очистити", "очищати", "очищувати"], ["очисти", "очищай"], "очищає"),
        Verb(["скинути", "скидати"], ["скинь", "скидай"], "скидає"),
        Verb(["підтвердити", "підтверджувати"], ["підтверди", "підтверджуй"], "підтверджує"),
        Verb(["дозволити", "дозволяти"], ["дозволь", "дозволяй"], "дозволяє"),
        Verb(["заборонити", "забороняти"], ["заборони", "забороняй"], "забороняє"),
        Verb(["заблокувати", "блокувати"], ["заблокуй", "блокуй"], "блокує"),
        Verb(["розблокувати", "розблоковувати"], ["розблокуй"], "розблоковує"),
        Verb(["позначити", "позначати"], ["познач", "позначай"], "позначає"),
        Verb(["виділити", "виділяти"], ["виділи", "виділяй"], "виділяє"),
        Verb(["закріпити", "закріплювати"], ["закріпи", "закріплюй"], "закріплює"),
        Verb(["відкріпити", "відкріплювати"], ["відкріпи", "відкріплюй"], "відкріплює"),
        Verb(["прикріпити", "прикріплювати"], ["прикріпи", "прикріплюй"], "прикріплює"),
        Verb(["оцінити", "оцінювати"], ["оціни", "оцінюй"], "оцінює"),
        Verb(["купити", "купувати"], ["купи", "купуй"], "купує"),
        Verb(["зателефонувати", "телефонувати"], ["зателефонуй", "телефонуй"], "телефонує"),
        // «Дзвони» is also the plural of «дзвін» (bells).
        Verb(["подзвонити", "дзвонити"], ["подзвони"], "дзвонить"),
        // «Відповідь» is a noun: only the imperfective imperative.
        Verb(["відповісти", "відповідати"], ["відповідай"], "відповідає"),
        Verb(["переслати", "пересилати"], ["перешли", "пересилай"], "пересилає"),
        Verb(["записати", "записувати"], ["запиши", "записуй"], "записує"),
        Verb(["перевірити", "перевіряти"], ["перевір", "перевіряй"], "перевіряє"),
        Verb(["налаштувати", "налаштовувати"], ["налаштуй", "налаштовуй"], "налаштовує"),
        Verb(["використати", "використовувати"], ["використай", "використовуй"], "використовує"),
        Verb(["активувати"], ["активуй"], "активує"),
        Verb(["деактивувати"], ["деактивуй"], "деактивує"),
        Verb(["збільшити", "збільшувати"], ["збільш", "збільшуй"], "збільшує"),
        Verb(["зменшити", "зменшувати"], ["зменш", "зменшуй"], "зменшує"),
        Verb(["сортувати", "відсортувати"], ["сортуй", "відсортуй"], "сортує"),
        Verb(["упорядкувати", "впорядкувати", "упорядковувати", "впорядковувати"], ["упорядкуй", "впорядкуй"], "упорядковує"),
        Verb(["фільтрувати", "відфільтрувати"], ["фільтруй", "відфільтруй"], "фільтрує"),
        Verb(["надрукувати", "друкувати"], ["надрукуй", "друкуй"], "друкує"),
        Verb(["відобразити", "відображати"], ["відобрази", "відображай"], "відображає"),
        Verb(["прийняти", "приймати"], ["прийми", "приймай"], "приймає"),
        Verb(["відхилити", "відхиляти"], ["відхили", "відхиляй"], "відхиляє"),
        Verb(["виконати", "виконувати"], ["виконай", "виконуй"], "виконує"),
        Verb(["викликати"], ["виклич"], "викликає"),
        Verb(["синхронізувати"], ["синхронізуй"], "синхронізує"),
        Verb(["імпортувати"], ["імпортуй"], "імпортує"),
        Verb(["експортувати"], ["експортуй"], "експортує"),
        Verb(["сканувати", "відсканувати"], ["скануй", "відскануй"], "сканує"),
        Verb(["опублікувати", "публікувати"], ["опублікуй", "публікуй"], "публікує"),
        Verb(["поширити", "поширювати"], ["пошир", "поширюй"], "поширює"),
        Verb(["прочитати", "читати"], ["прочитай", "читай"], "читає"),
        Verb(["прокрутити", "прокручувати"], ["прокручуй"], "прокручує"),
        Verb(["повідомити", "повідомляти"], ["повідом", "повідомляй"], "повідомляє"),
        Verb(["застосувати", "застосовувати"], ["застосуй", "застосовуй"], "застосовує"),
        Verb(["відкласти", "відкладати"], ["відклади", "відкладай"], "відкладає"),
        Verb(["покинути", "покидати"], ["покинь", "покидай"], "покидає"),
        Verb(["перезавантажити", "перезавантажувати"], ["перезавантаж", "перезавантажуй"], "перезавантажує"),
        Verb(["запросити", "запрошувати"], ["запроси", "запрошуй"], "запрошує"),
        Verb(["відновити", "відновлювати"], ["віднови", "відновлюй"], "відновлює"),
        Verb(["керувати"], ["керуй"], "керує"),
        // «Став» is also a noun (a pond): only the perfective imperative.
        Verb(["поставити", "ставити"], ["постав"], "ставить"),
        Verb(["приєднати", "приєднувати"], ["приєднай", "приєднуй"], "приєднує"),
        Verb(["мінімізувати"], ["мінімізуй"], "мінімізує"),
        Verb(["максимізувати"], ["максимізуй"], "максимізує"),
        Verb(["поділитися", "ділитися"], ["поділися", "ділися"], nil),
        Verb(["підписатися", "підписуватися"], ["підпишися", "підписуйся"], nil),
        Verb(["відписатися", "відписуватися"], ["відпишися", "відписуйся"], nil),
        Verb(["приєднатися", "приєднуватися"], ["приєднайся", "приєднуйся"], nil),
        Verb(["зареєструватися", "реєструватися"], ["зареєструйся", "реєструйся"], nil),
        Verb(["переглянути", "переглядати"], ["переглянь", "переглядай"], nil),
        Verb(["подивитися", "дивитися"], ["подивися", "дивися"], nil),
        Verb(["прослухати", "слухати"], ["прослухай", "слухай"], nil),
        Verb(["спробувати", "пробувати"], ["спробуй", "пробуй"], nil),
        Verb(["зачекати", "чекати"], ["зачекай", "чекай"], nil),
        Verb(["зробити", "робити"], ["зроби", "роби"], nil),
        Verb(["написати", "писати"], ["напиши", "пиши"], nil),
        Verb(["ввести", "вводити"], ["введи", "вводь"], nil),
        Verb(["вказати", "вказувати"], ["вкажи", "вказуй"], nil),
        Verb(["переконатися", "переконуватися"], ["переконайся"], nil),
        Verb(["натиснути", "натискати"], ["натисни", "натискай"], nil),
        Verb(["торкнутися", "торкатися"], ["торкнися", "торкайся"], nil),
        Verb(["торкнути"], ["торкни"], nil),
        Verb(["провести", "проводити"], ["проведи", "проводь"], nil),
        Verb(["перетягнути", "перетягувати"], ["перетягни", "перетягуй"], nil),
        Verb(["утримувати", "утримати"], ["утримуй", "утримай"], nil),
        Verb(["клацнути"], ["клацни"], nil),
        Verb(["клікнути"], ["клікни"], nil),
        Verb(["струснути"], ["струсни"], nil),
        Verb(["змахнути"], ["змахни"], nil),
    ]

    /// Every infinitive, informal imperative and polite imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = {
        var forms = ImperativeLexicon.forms(of: verbs, derived: politeImperatives)
        // The polite forms of imperatives left out above as nouns: «Змініть», «Повторіть», «Пропустіть».
        for (informal, third) in [("зміни", "змінює"), ("повтори", "повторює"), ("пропусти", "пропускає"), ("прокрути", "прокручує")] {
            for polite in politeImperatives(of: informal) { forms[polite] = LexiconForm(isInfinitive: false, thirdPerson: third) }
        }
        return forms
    }()

    /// «відкрий» → «відкрийте», «натисни» → «натисніть», «постав» → «поставте», «поділися» →
    /// «поділіться», «приєднайся» → «приєднайтеся» / «приєднайтесь».
    static func politeImperatives(of informal: String) -> [String] {
        if informal.hasSuffix("ися") { return [informal.dropLast(3) + "іться", informal.dropLast(3) + "ітся"] }
        if informal.hasSuffix("йся") || informal.hasSuffix("ься") {
            let stem = informal.dropLast(2)
            return [stem + "теся", stem + "тесь"]
        }
        if informal.hasSuffix("и") { return [informal.dropLast() + "іть"] }
        return [informal + "те"]
    }

    /// Endings no other verb form shares: the polite or plural imperative («Відкрийте»,
    /// «Натисніть», «Перегляньте», «Поділіться», «Приєднайтеся»).
    static let politeEndings: [String] = ["іть", "йте", "ьте", "іться", "йтеся", "йтесь", "ьтеся", "ьтесь"]
    /// Nouns that end like a polite imperative.
    static let imperativeLookalikes: Set<String> = ["сіть", "мить", "кіть"]

    /// Nouns and adverbs that end like an infinitive (a vowel and «-ти»): plurals and genitives
    /// («роботи», «кредити», «ліміти», «дати»), numerals («п'яти»). Shorter words are never taken
    /// for one.
    static let infinitiveLookalikes: Set<String> = [
        "роботи", "турботи", "кредити", "ліміти", "депозити", "візити", "запити", "сюжети", "предмети", "пакети", "куплети",
        "монети", "ракети", "анкети", "секрети", "пріоритети", "бюджети", "білети", "банкноти", "частоти", "висоти", "широти",
        "довготи", "цитати", "результати", "палати", "формати", "маршрути", "атрибути", "інститути", "десяти", "дев'яти",
    ]
    /// Verbs after «Ви» / «Ти» that address the user: «Ви можете …».
    static let userModals: Set<String> = [
        "можете", "зможете", "маєте", "повинні", "будете", "хочете", "побачите", "отримаєте", "знайдете", "можеш", "зможеш",
    ]
    /// Words after «Вам» / «Тобі» that tell the user what to do: «Вам потрібно …».
    static let userNeeds: Set<String> = ["потрібно", "необхідно", "слід", "треба", "варто", "доведеться", "потрібен", "потрібна"]
    /// Words that open a sentence without a verb: «Ваш профіль.», «Якщо увімкнено, …».
    static let nonVerbStarters: Set<String> = [
        "ваш", "ваша", "ваше", "ваші", "цей", "ця", "це", "ці", "коли", "якщо", "тут", "зараз", "там",
    ]
    /// Verbal nouns («Відтворення пісні.»), like an English gerund: not a verb.
    static let verbalNounEndings: [String] = ["ння", "ття"]
    /// Nouns in «-ння» that name things, not actions: «Налаштування програвача.», «Повідомлення
    /// від Анни.».
    static let nounsOfThings: Set<String> = [
        "налаштування", "повідомлення", "сповіщення", "посилання", "зображення", "значення", "завдання", "питання",
        "рішення", "призначення", "обладнання", "покоління", "розширення", "підключення", "з'єднання",
    ]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1] : nil
        let written = text.slice(first.start, first.end)

        switch word {
        case "будь":
            if let second, second.folded == "ласка" { return HintFormIssue(.request, words: text.slice(first.start, second.end)) }
        case "будьласка", "прошу", "просимо":
            return HintFormIssue(.request, words: written)
        case "не":
            // «Не закривайте застосунок.», «Не показувати знову.»; not «Не вдалося …».
            guard let second else { break }
            let next = second.folded
            if isPoliteImperative(next) || lexicon[next] != nil {
                return HintFormIssue(.negativeCommand, words: text.slice(first.start, second.end))
            }
            if let infinitive = infinitive(next) {
                return HintFormIssue(
                    .negativeCommand, words: text.slice(first.start, second.end), severity: infinitive.isCertain ? .warning : .info)
            }
        case "ви", "ти":
            if let second, userModals.contains(second.folded) {
                return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
            }
        case "вам", "тобі":
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
        if let infinitive = infinitive(word) {
            return HintFormIssue(
                .infinitive, words: written, suggestion: infinitive.suggestion.map { LetterCase.capitalized($0, like: first) },
                severity: infinitive.isCertain ? .warning : .info)
        }
        // «Ваше ім'я, будь ласка.»
        if let index = words.indices.dropLast().first(where: { words[$0].folded == "будь" && words[$0 + 1].folded == "ласка" }) {
            return HintFormIssue(.request, words: text.slice(words[index].start, words[index + 1].end))
        }
        if word.count >= 6, verbalNounEndings.contains(where: word.hasSuffix), !nounsOfThings.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// «Відкрийте», «Натисніть», «Будьте»: the plural or polite imperative, whose endings no
    /// other verb form shares (the third person is «-ить», not «-іть»).
    static func isPoliteImperative(_ word: String) -> Bool {
        guard word.count >= 5, !imperativeLookalikes.contains(word) else { return false }
        return politeEndings.contains(where: word.hasSuffix)
    }

    /// An infinitive outside the lexicon: certain for the reflexive «-тися»/«-тись» and the
    /// suffixes «-увати»/«-ювати» (which also give the third person: «-ує», «-ює»); only likely
    /// for a vowel and «-ти», which plurals such as «роботи», «кредити» share.
    static func infinitive(_ word: String) -> (suggestion: String?, isCertain: Bool)? {
        guard word.count >= 6, !infinitiveLookalikes.contains(word) else { return nil }
        if word.hasSuffix("тися") || word.hasSuffix("тись") { return (nil, true) }
        if word.hasSuffix("увати") || word.hasSuffix("ювати") { return (word.dropLast(4) + "є", true) }
        if word.hasSuffix("ти"), let vowel = word.dropLast(2).last, "аяеєиіїоую".contains(vowel) { return (nil, false) }
        return nil
    }
}

extension UkrainianGrammar {
    /// Every language-specific rule, in Ukrainian: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "uk", .label, "Відтворити.", fix: "Відтворити"),
        .bad("label-trailing-period", "uk", .label, "Додати до вибраного.", fix: "Додати до вибраного"),
        .good("label-trailing-period", "uk", .label, "Відтворити"),
        .good("label-trailing-period", "uk", .label, "Завантаження..."),
        .good("label-trailing-period", "uk", .label, "Фото, відео і т. ін."),
        .good("label-trailing-period", "uk", .label, "Повтор вимк."),

        .bad("label-control-type", "uk", .label, "Кнопка відтворення"),
        .bad("label-control-type", "uk", .label, "Відтворити, кнопка", fix: "Відтворити"),
        .bad("label-control-type", "uk", .label, "Повзунок гучності"),
        .bad("label-control-type", "uk", .label, "Ім'я, текстове поле", fix: "Ім'я"),
        .good("label-control-type", "uk", .label, "Відтворити"),
        // The type word in another case modifies a noun; a field is what the action acts on.
        .good("label-control-type", "uk", .label, "Колір кнопки"),
        .good("label-control-type", "uk", .label, "Очистити поле пошуку"),
        .good("label-control-type", "uk", .label, "Розгорнути текстове поле повідомлення"),
        .good("label-control-type", "uk", .label, "Налаштування кнопки дії"),
        .good("label-control-type", "uk", .label, "Перемикач мов"),

        .bad("label-state", "uk", .label, "Wi-Fi, вибрано", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "uk", .label, "Вибрано: %lld"),
        .bad("label-state", "uk", .label, "Вибрано"),
        .bad("label-state", "uk", .label, "Подробиці, розгорнуто", fix: "Подробиці"),
        .good("label-state", "uk", .label, "Показати вибрані фото"),
        .good("label-state", "uk", .label, "Вибране"),
        .good("label-state", "uk", .label, "Wi-Fi"),

        .bad("label-gesture", "uk", .label, "Натисніть, щоб відтворити"),
        .bad("label-gesture", "uk", .label, "Відкрийте сторінку. Потім натисніть, щоб зберегти"),
        .bad("label-gesture", "uk", .label, "Двічі торкніться, щоб збільшити"),
        .bad("label-gesture", "uk", .label, "Проведіть пальцем вліво, щоб видалити"),
        .bad("label-gesture", "uk", .label, "Утримуйте, щоб записати"),
        .good("label-gesture", "uk", .label, "Жести змахування"),
        .good("label-gesture", "uk", .label, "Відтворити"),
        .good("label-gesture", "uk", .label, "Звук клацання"),
        .good("label-gesture", "uk", .label, "Проведіть платіж"),

        .bad("label-capitalization", "uk", .label, "відтворити", fix: "Відтворити"),
        .bad("label-capitalization", "uk", .label, "нове повідомлення", fix: "Нове повідомлення"),
        .bad("label-capitalization", "uk", .label, "ґаджети", fix: "Ґаджети"),
        .good("label-capitalization", "uk", .label, "Відтворити"),
        .good("label-capitalization", "uk", .label, "iPhone та iCloud"),
        .good("label-capitalization", "uk", .label, "%@ позначок"),

        .bad("label-length", "uk", .label, "Натисніть на цю кнопку для створення нового повідомлення в чаті"),
        .good("label-length", "uk", .label, "Нове повідомлення"),
        .good("label-length", "uk", .label, "Apple Inc., 125,25 $, зростання на 1,3 %"),

        .bad("label-vague", "uk", .label, "Докладніше"),
        .bad("label-vague", "uk", .label, "Натисніть тут"),
        .bad("label-vague", "uk", .label, "Ще"),
        .bad("label-vague", "uk", .label, "Інформація"),
        .good("label-vague", "uk", .label, "Докладніше про тарифи"),
        .good("label-vague", "uk", .label, "Відтворити"),

        .bad("hint-imperative", "uk", .hint, "Відтворіть пісню.", fix: "Відтворює пісню."),
        .bad("hint-imperative", "uk", .hint, "Відкрийте налаштування.", fix: "Відкриває налаштування."),
        .bad("hint-imperative", "uk", .hint, "Відкрити налаштування.", fix: "Відкриває налаштування."),
        .bad("hint-imperative", "uk", .hint, "Вибери фото.", fix: "Вибирає фото."),
        .bad("hint-imperative", "uk", .hint, "Редагувати профіль.", fix: "Редагує профіль."),
        // The element does not look: it shows.
        .bad("hint-imperative", "uk", .hint, "Переглянути список.", fix: "Показує список."),
        // A verb with a purpose is an instruction; a verb alone would read «Відкриває.»; every
        // coordinated verb would have to change.
        .badWithoutFix("hint-imperative", "uk", .hint, "Виберіть, щоб відкрити еквалайзер."),
        .badWithoutFix("hint-imperative", "uk", .hint, "Закрити"),
        .badWithoutFix("hint-imperative", "uk", .hint, "Відтворити або призупинити відтворення."),
        .bad("hint-imperative", "uk", .hint, "Введіть ім'я користувача."),
        .bad("hint-imperative", "uk", .hint, "Будь ласка, введіть ім'я."),
        .bad("hint-imperative", "uk", .hint, "Не закривайте застосунок."),
        .bad("hint-imperative", "uk", .hint, "Не повторювати список."),
        .bad("hint-imperative", "uk", .hint, "Поділіться посиланням."),
        .bad("hint-imperative", "uk", .hint, "Ви можете змінити порядок."),
        .good("hint-imperative", "uk", .hint, "Відтворює пісню."),
        .good("hint-imperative", "uk", .hint, "Відкриває налаштування."),
        .good("hint-imperative", "uk", .hint, "Переходить до списку."),
        .good("hint-imperative", "uk", .hint, "Робить знімок."),
        .good("hint-imperative", "uk", .hint, "Містить прикріплені файли."),
        .good("hint-imperative", "uk", .hint, "Налаштування програвача."),
        .good("hint-imperative", "uk", .hint, "Результати пошуку."),
        .good("hint-imperative", "uk", .hint, "Не вдалося завантажити файл."),

        .bad("hint-gesture", "uk", .hint, "Двічі торкніться, щоб відтворити пісню.", fix: "Відтворює пісню."),
        .badWithoutFix("hint-gesture", "uk", .hint, "Торкніться кнопки, щоб відтворити пісню."),
        .bad("hint-gesture", "uk", .hint, "Натискання купує товар."),
        .bad("hint-gesture", "uk", .hint, "Змахніть, щоб видалити елемент."),
        .bad("hint-gesture", "uk", .hint, "Проведіть пальцем угору, щоб відкрити меню."),
        .bad("hint-gesture", "uk", .hint, "Натисніть %@ для видалення."),
        .good("hint-gesture", "uk", .hint, "Прокручує до початку."),
        .good("hint-gesture", "uk", .hint, "Видаляє елемент."),
        .good("hint-gesture", "uk", .hint, "Вмикає перетягування файлів."),
        .good("hint-gesture", "uk", .hint, "Вмикає функцію «Струсніть для скасування»."),
        .good("hint-gesture", "uk", .hint, "Проводить платіж."),

        .bad("hint-control-type", "uk", .hint, "Кнопка, яка додає ім'я."),
        .bad("hint-control-type", "uk", .hint, "Повзунок, що змінює масштаб."),
        .good("hint-control-type", "uk", .hint, "Додає ім'я."),
        .good("hint-control-type", "uk", .hint, "Очищає поле пошуку."),
        .good("hint-control-type", "uk", .hint, "Відкриває налаштування кнопки дії."),
        .good("hint-control-type", "uk", .hint, "Змінює колір кнопки."),
        .good("hint-control-type", "uk", .hint, "Щоб розгорнути допис, натисніть на кнопку розгортання."),

        .bad("hint-repeats-label", "uk", .hint, "Зберегти зберігає зміни.", label: "Зберегти"),
        .bad("hint-repeats-label", "uk", .hint, "Назад повертає на попередній екран.", label: "Назад"),
        .good("hint-repeats-label", "uk", .hint, "Зберігає зміни.", label: "Зберегти"),
        .good("hint-repeats-label", "uk", .hint, "Видаляє повідомлення.", label: "Видалити"),

        .bad("hint-missing-period", "uk", .hint, "Додає місто。", fix: "Додає місто."),
        .good("hint-missing-period", "uk", .hint, "Відкриває меню…"),

        .bad("hint-capitalization", "uk", .hint, "відтворює пісню.", fix: "Відтворює пісню."),
        .good("hint-capitalization", "uk", .hint, "Відтворює пісню."),
        .good("hint-capitalization", "uk", .hint, "iCloud синхронізує нотатки."),

        .bad("hint-length", "uk", .hint,
             "Відкриває налаштування, у яких можна вибрати, який із ваших облікових записів використовується, коли ви публікуєте допис, відповідаєте на нього або поширюєте його у стрічці."),
        .good("hint-length", "uk", .hint, "Відкриває налаштування облікового запису."),
    ]
}
