/// Polish: hints are verb phrases in the third person singular without a subject
/// («Odtwarza utwór.», «Otwiera ustawienia.»); labels are short noun phrases or, as Apple's Polish
/// interfaces write buttons, imperatives («Odtwórz», «Usuń») without a final period.
extension LanguageProfile {
    /// The Polish table (`pl`, also used for `pl-PL`).
    public static let polish = LanguageProfile(
        code: "pl", name: "Polish", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "itd", "itp", "np", "tzn", "tj", "tzw", "ok", "ang", "godz", "min", "sek", "tys", "mln", "mld", "zł", "gr", "nr", "str",
            "r", "ul", "al", "tel", "dr", "prof", "inż", "mgr", "ds", "zob", "por", "jw", "wg", "wyd", "im", "św", "cd", "vs",
            "m.in", "p.n.e", "n.e", "b.d", "j.w",
        ],
        terms: TermTable(PolishGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "aby", "żeby", "by", "dla", "tutaj", "tu", "w", "we", "na", "palcem", "palcami", "dwoma", "trzema", "dwukrotnie",
            "trzykrotnie", "dowolne", "dowolny", "dowolnym", "dowolnego", "dowolną", "gdziekolwiek", "ten", "tę", "to", "tego",
        ],
        vagueLabels: [
            "przycisk", "ikona", "ikonka", "bez tytułu", "bez nazwy", "element", "tekst", "etykieta",
        ],
        vagueConcepts: [
            .more: ["więcej", "pokaż więcej", "zobacz więcej"],
            .learnMore: ["dowiedz się więcej", "czytaj więcej", "czytaj dalej", "przeczytaj więcej"],
            .clickHere: [
                "kliknij tutaj", "kliknij tu", "stuknij tutaj", "stuknij tu", "dotknij tutaj", "dotknij tu", "naciśnij tutaj", "naciśnij tu",
            ],
            .details: ["szczegóły", "wyświetl szczegóły"],
            .info: ["informacje", "informacja", "info", "więcej informacji", "dodatkowe informacje"],
            .here: ["tutaj", "tu"],
            .link: ["link", "łącze"],
            .image: ["obraz", "obrazek"],
        ],
        determiners: [
            "ten", "ta", "to", "te", "tę", "tego", "tej", "tych", "wszystkie", "wszystkich", "każdy", "każdą", "każde", "swój", "swoją",
            "swoje", "swoich", "twój", "twoją", "twoje", "twoich", "mój", "moją", "moje", "wybrany", "wybraną", "wybrane", "wybranych",
            "bieżący", "bieżącą", "bieżące",
        ],
        hintForm: PolishGrammar.hintForm,
        conditionMarkers: ["jeśli", "jeżeli", "czy"], purposeMarkers: ["aby", "żeby", "by"], conjunctions: ["i", "lub", "oraz", "albo", "czy"],
        reflexivePronouns: ["się"],
        descriptiveVerbs: [
            "zobacz": "Pokazuje", "zobaczcie": "Pokazuje", "zobaczyć": "Pokazuje", "obejrzyj": "Odtwarza", "obejrzyjcie": "Odtwarza",
            "obejrzeć": "Odtwarza",
        ],
        attributiveAdjectivesAgree: true,
        sequenceWords: ["potem", "następnie", "teraz", "wreszcie"],
        stateConcepts: PolishGrammar.stateConcepts, controlTypeConcepts: PolishGrammar.controlTypeConcepts,
        gestureConcepts: PolishGrammar.gestureConcepts,
        examples: PolishGrammar.examples)
}

/// Polish hint grammar: tells the imperative («Otwórz», «Otwórzcie»), the infinitive
/// («Otworzyć») and requests («Proszę …») from the third person («Otwiera») with a verb lexicon,
/// and outside it by the endings no other form shares (-uj, -ujcie, -ować, a vowel and -ć).
enum PolishGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words([
            "wybrane", "wybrany", "wybrana", "wybrano", "niewybrane", "niewybrany", "niewybrana", "nie wybrano", "nie wybrane",
        ]),
        .checked: .words([
            "zaznaczone", "zaznaczony", "zaznaczona", "zaznaczono", "niezaznaczone", "niezaznaczony", "niezaznaczona", "nie zaznaczono",
        ]),
        .dimmed: .none(because: "«nieaktywne», «niedostępne» are as often a message of their own (the service is unavailable)"),
        .expanded: .words(["rozwinięte", "rozwinięty", "rozwinięta", "rozwinięto"]),
        .collapsed: .words(["zwinięte", "zwinięty", "zwinięta", "zwinięto"]),
        .on: .none(because: "«włączone» is a switch's value, which VoiceOver reads, and an ordinary word"),
        .off: .none(because: "«wyłączone» is a switch's value, which VoiceOver reads, and an ordinary word"),
    ]


    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``),
    /// in every case: the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words([
            "przycisk", "przycisku", "przyciskowi", "przyciskiem", "przyciski", "przycisków", "przyciskom", "przyciskami", "przyciskach",
        ]),
        .link: .none(because: "«łącze», «link» are as often what the element acts on (Kopiuj łącze, Udostępnij link)"),
        .image: .none(because: "«obraz», «obrazek» are as often what the element acts on (Zapisz obrazek); a label that is only «Obrazek» is vague"),
        .textField: .words([
            "pole tekstowe", "pola tekstowego", "polu tekstowemu", "polem tekstowym", "polu tekstowym", "pola tekstowe",
            "pól tekstowych", "polom tekstowym", "polami tekstowymi", "polach tekstowych",
        ]),
        .searchField: .words([
            "pole wyszukiwania", "pola wyszukiwania", "polu wyszukiwania", "polem wyszukiwania", "pól wyszukiwania",
            "polom wyszukiwania", "polami wyszukiwania", "polach wyszukiwania",
        ]),
        .secureTextField: .words([
            "bezpieczne pole tekstowe", "bezpiecznego pola tekstowego", "bezpiecznemu polu tekstowemu", "bezpiecznym polem tekstowym",
            "bezpiecznym polu tekstowym",
        ]),
        .slider: .words([
            "suwak", "suwaka", "suwakowi", "suwakiem", "suwaku", "suwaki", "suwaków", "suwakom", "suwakami", "suwakach",
        ]),
        .adjustable: .none(because: "«regulowany» is an ordinary adjective of labels (Regulowana prędkość)"),
        .toggle: .none(because: "«przełącznik» names as often what the element opens (Przełącznik kart, the tab switcher)"),
        .checkbox: .words([
            "pole wyboru", "pola wyboru", "polu wyboru", "polem wyboru", "pól wyboru", "polom wyboru", "polami wyboru", "polach wyboru",
        ]),
        .radioButton: .words([
            "przycisk radiowy", "przycisku radiowego", "przyciskowi radiowemu", "przyciskiem radiowym", "przycisku radiowym",
            "przyciski radiowe", "przycisków radiowych", "przyciskom radiowym", "przyciskami radiowymi", "przyciskach radiowych",
        ]),
        .picker: .none(because: "Polish interfaces name a picker by what it picks (Wybór daty), words that are the label's content"),
        .segmentedControl: .none(because: "VoiceOver reads each segment as a button («przycisk») with its position, which the button words cover"),
        .tab: .none(because: "a browser's or an app's tab («karta») is content (Zamknij kartę, Nowa karta)"),
        .tabBar: .words(["pasek kart", "paska kart", "paskowi kart", "paskiem kart", "pasku kart"]),
        .menu: .none(because: "«Menu» is as often the name of the element that opens one"),
        .popUpButton: .none(because: "VoiceOver reads a pop-up button as a button («przycisk») with its menu, which the button words cover"),
        .comboBox: .words([
            "lista rozwijana", "listy rozwijanej", "liście rozwijanej", "listę rozwijaną", "listą rozwijaną", "listy rozwijane",
            "list rozwijanych", "listom rozwijanym", "listami rozwijanymi", "listach rozwijanych", "rozwijana lista", "rozwijanej listy",
            "rozwijanej liście", "rozwijaną listę", "rozwijaną listą", "menu rozwijane", "menu rozwijanego", "menu rozwijanym",
        ]),
        .heading: .none(because: "«nagłówek» is as often content (an e-mail's headers, the text style Nagłówek 1, Obrazek nagłówka)"),
        .progressIndicator: .words([
            "pasek postępu", "paska postępu", "paskowi postępu", "paskiem postępu", "pasku postępu", "wskaźnik postępu",
            "wskaźnika postępu", "wskaźnikowi postępu", "wskaźnikiem postępu", "wskaźniku postępu",
        ]),
        .stepper: .none(because: "VoiceOver reads a stepper as its two buttons (Zwiększ, Zmniejsz); Polish has no settled word for the whole"),
        .list: .none(because: "«lista» is as often what the element shows (Lista odtwarzania, Pokaż listę)"),
        .scrollBar: .words([
            "pasek przewijania", "paska przewijania", "paskowi przewijania", "paskiem przewijania", "pasku przewijania",
            "paski przewijania", "pasków przewijania",
        ]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): imperatives (singular and
    /// plural), adverbial participles («stukając») and instrumental nouns («stuknięciem», by
    /// tapping) name the gesture as an instruction; the source of the gesture terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words([
            "stuknij", "stuknijcie", "stukając", "stuknięciem", "stuknięcie", "stuknąć", "dotknij", "dotknijcie", "dotykając",
            "dotknięciem", "dotknięcie", "dotknąć", "tapnij", "tapnięciem", "tapnięcie", "po stuknięciu", "po dotknięciu",
        ]),
        .doubleTap: .words([
            "stuknij dwukrotnie", "dwukrotnie stuknij", "stuknij dwa razy", "dotknij dwukrotnie", "dwukrotnie dotknij",
            "dwukrotne stuknięcie", "dwukrotnym stuknięciem", "podwójne stuknięcie", "podwójnym stuknięciem", "dwukrotne dotknięcie",
            "dwukrotnym dotknięciem", "po dwukrotnym stuknięciu", "po dwukrotnym dotknięciu",
        ]),
        .tripleTap: .words(["stuknij trzykrotnie", "trzykrotnie stuknij", "trzykrotne stuknięcie", "trzykrotnym stuknięciem"]),
        .longPress: .words([
            "przytrzymaj", "przytrzymajcie", "przytrzymując", "przytrzymaniem", "dotknij i przytrzymaj", "stuknij i przytrzymaj",
            "naciśnij i przytrzymaj", "przyciśnij i przytrzymaj", "długie naciśnięcie", "długim naciśnięciem", "długie dotknięcie",
            "długim dotknięciem", "długie przytrzymanie", "długim przytrzymaniem", "po przytrzymaniu",
        ]),
        .swipe: .words([
            "przesuń palcem", "przesuńcie palcem", "przesuwając palcem", "przesunięciem palca", "przesuń", "przesuńcie",
            "przesuń w lewo", "przesuń w prawo", "przesuń w górę", "przesuń w dół", "machnij", "machnięciem", "przeciągnij palcem",
        ]),
        .drag: .words([
            "przeciągnij", "przeciągnijcie", "przeciągając", "przeciągnięciem", "przeciągnąć", "przeciągnij i upuść",
        ]),
        .pinch: .words([
            "zsuń palce", "rozsuń palce", "zsuń dwa palce", "rozsuń dwa palce", "zsuwając palce", "rozsuwając palce", "uszczypnij",
        ]),
        .rotate: .none(because: "«obróć» is as often what the element does (Obraca zdjęcie.)"),
        .shake: .words(["potrząśnij", "potrząśnijcie", "potrząsając", "potrząśnięciem", "potrząśnij urządzeniem"]),
        .click: .words([
            "kliknij", "kliknijcie", "klikając", "kliknięciem", "kliknięcie", "kliknąć", "kliknij dwukrotnie", "dwukrotnie kliknij",
            "dwukrotne kliknięcie", "dwukrotnym kliknięciem", "po kliknięciu", "po dwukrotnym kliknięciu",
        ]),
        .press: .words(["naciśnij", "naciśnijcie", "naciskając", "naciśnięciem", "naciśnięcie", "nacisnąć", "wciśnij", "przyciśnij"]),
        .scroll: .words(["przewiń", "przewińcie", "przewijając", "przewiń palcem"]),
        .fingers: .words(["dwoma palcami", "trzema palcami", "czterema palcami", "jednym palcem"]),
    ]

    /// Gesture words that also name a feature or a result («Kliknięcie myszy», «Stuknięcie
    /// dwoma palcami» as a setting): an instruction when they open the text or an instruction
    /// word follows.
    static let leadingGestures: Set<String> = [
        "stuknięcie", "stuknąć", "dotknięcie", "dotknąć", "tapnięcie", "kliknięcie", "kliknąć", "naciśnięcie", "nacisnąć",
        "przeciągnąć", "naciśnij", "wciśnij", "przyciśnij", "dwoma palcami", "trzema palcami", "czterema palcami", "jednym palcem",
    ]
    /// Gesture words that are as often ordinary verbs: «Przesuń mapę do mojej lokalizacji» moves
    /// the map, «Przewiń do następnych napisów» seeks; an instruction only when a marker follows.
    /// A swipe's direction does not make it one either: «Przesuń w górę» moves a row up a list.
    static let instructionGestures: Set<String> = [
        "przesuń", "przesuńcie", "przewiń", "przewińcie", "przesuń w lewo", "przesuń w prawo", "przesuń w górę", "przesuń w dół",
    ]

    static let terms: [Term] = {
        var terms: [Term] = []
        for word in gestureConcepts.allWords {
            let kind: TermKind = instructionGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            terms.append(Term(word, kind))
        }
        // Names of features, and seeking in a player («Przewiń w tył o 10 s»), not gestures.
        for phrase in [
            "stuknięcie w tył", "dwukrotne stuknięcie w tył", "potrząśnij aby cofnąć", "przewiń w tył", "przewiń w przód",
            "przewiń do przodu", "przewiń do tyłu",
        ] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// One verb of user interfaces: its infinitives and singular imperatives (perfective and
    /// imperfective; the plural imperative is derived, «otwórz» → «otwórzcie»), and the third
    /// person a hint should use («otwiera»), when one fits.
    typealias Verb = InterfaceVerb

    /// The imperfective present describes what the element does («Otwiera»). Gesture verbs and
    /// the user's own actions («Wprowadź hasło») have no suggestion.
    static let verbs: [Verb] = [
        Verb(["odtworzyć", "odtwarzać"], ["odtwórz", "odtwarzaj"], "odtwarza"),
        Verb(["otworzyć", "otwierać"], ["otwórz", "otwieraj"], "otwiera"),
        Verb(["zamknąć", "zamykać"], ["zamknij", "zamykaj"], "zamyka"),
        Verb(["dodać", "dodawać"], ["dodaj", "dodawaj"], "dodaje"),
        Verb(["usunąć", "usuwać"], ["usuń", "usuwaj"], "usuwa"),
        Verb(["zapisać", "zapisywać"], ["zapisz", "zapisuj"], "zapisuje"),
        Verb(["wybrać", "wybierać"], ["wybierz", "wybieraj"], "wybiera"),
        Verb(["pokazać", "pokazywać"], ["pokaż", "pokazuj"], "pokazuje"),
        Verb(["ukryć", "ukrywać"], ["ukryj", "ukrywaj"], "ukrywa"),
        Verb(["wyświetlić", "wyświetlać"], ["wyświetl", "wyświetlaj"], "wyświetla"),
        Verb(["wstrzymać", "wstrzymywać"], ["wstrzymaj", "wstrzymuj"], "wstrzymuje"),
        Verb(["zatrzymać", "zatrzymywać"], ["zatrzymaj", "zatrzymuj"], "zatrzymuje"),
        Verb(["uruchomić", "uruchamiać"], ["uruchom", "uruchamiaj"], "uruchamia"),
        Verb(["rozpocząć", "rozpoczynać"], ["rozpocznij", "rozpoczynaj"], "rozpoczyna"),
        Verb(["zacząć", "zaczynać"], ["zacznij", "zaczynaj"], "zaczyna"),
        Verb(["zakończyć", "kończyć"], ["zakończ", "kończ"], "kończy"),
        Verb(["kontynuować"], ["kontynuuj"], "kontynuuje"),
        Verb(["anulować"], ["anuluj"], "anuluje"),
        Verb(["zmienić", "zmieniać"], ["zmień", "zmieniaj"], "zmienia"),
        Verb(["edytować"], ["edytuj"], "edytuje"),
        Verb(["wysłać", "wysyłać"], ["wyślij", "wysyłaj"], "wysyła"),
        Verb(["utworzyć", "tworzyć", "stworzyć"], ["utwórz", "twórz", "stwórz"], "tworzy"),
        Verb(["przejść", "przechodzić"], ["przejdź", "przechodź"], "przechodzi"),
        Verb(["wrócić", "wracać"], ["wróć", "wracaj"], "wraca"),
        Verb(["cofnąć", "cofać"], ["cofnij", "cofaj"], "cofa"),
        Verb(["ponowić", "ponawiać"], ["ponów", "ponawiaj"], "ponawia"),
        Verb(["odświeżyć", "odświeżać"], ["odśwież", "odświeżaj"], "odświeża"),
        Verb(["pobrać", "pobierać"], ["pobierz", "pobieraj"], "pobiera"),
        Verb(["przesłać", "przesyłać"], ["prześlij", "przesyłaj"], "przesyła"),
        Verb(["zainstalować", "instalować"], ["zainstaluj", "instaluj"], "instaluje"),
        Verb(["włączyć", "włączać"], ["włącz", "włączaj"], "włącza"),
        Verb(["wyłączyć", "wyłączać"], ["wyłącz", "wyłączaj"], "wyłącza"),
        Verb(["połączyć", "łączyć"], ["połącz", "łącz"], "łączy"),
        Verb(["rozłączyć", "rozłączać"], ["rozłącz", "rozłączaj"], "rozłącza"),
        Verb(["przełączyć", "przełączać"], ["przełącz", "przełączaj"], "przełącza"),
        Verb(["skopiować", "kopiować"], ["skopiuj", "kopiuj"], "kopiuje"),
        Verb(["wkleić", "wklejać"], ["wklej", "wklejaj"], "wkleja"),
        Verb(["wyciąć", "wycinać"], ["wytnij", "wycinaj"], "wycina"),
        Verb(["przyciąć", "przycinać"], ["przytnij", "przycinaj"], "przycina"),
        Verb(["znaleźć", "znajdować"], ["znajdź", "znajduj"], "znajduje"),
        Verb(["wyszukać", "wyszukiwać", "szukać"], ["wyszukaj", "wyszukuj", "szukaj"], "wyszukuje"),
        Verb(["wyjść", "wychodzić"], ["wyjdź", "wychodź"], "wychodzi"),
        Verb(["przenieść", "przenosić"], ["przenieś", "przenoś"], "przenosi"),
        Verb(["powtórzyć", "powtarzać"], ["powtórz", "powtarzaj"], "powtarza"),
        Verb(["pominąć", "pomijać"], ["pomiń", "pomijaj"], "pomija"),
        Verb(["rozwinąć", "rozwijać"], ["rozwiń", "rozwijaj"], "rozwija"),
        Verb(["zwinąć", "zwijać"], ["zwiń", "zwijaj"], "zwija"),
        Verb(["obrócić", "obracać"], ["obróć", "obracaj"], "obraca"),
        Verb(["odwrócić", "odwracać"], ["odwróć", "odwracaj"], "odwraca"),
        Verb(["wyczyścić", "czyścić"], ["wyczyść", "czyść"], "czyści"),
        Verb(["zresetować", "resetować"], ["zresetuj", "resetuj"], "resetuje"),
        Verb(["potwierdzić", "potwierdzać"], ["potwierdź", "potwierdzaj"], "potwierdza"),
        Verb(["zezwolić", "zezwalać", "pozwolić", "pozwalać"], ["zezwól", "zezwalaj", "pozwól", "pozwalaj"], "zezwala"),
        Verb(["zablokować", "blokować"], ["zablokuj", "blokuj"], "blokuje"),
        Verb(["odblokować", "odblokowywać"], ["odblokuj"], "odblokowuje"),
        Verb(["zaznaczyć", "zaznaczać"], ["zaznacz", "zaznaczaj"], "zaznacza"),
        Verb(["oznaczyć", "oznaczać"], ["oznacz", "oznaczaj"], "oznacza"),
        Verb(["przypiąć", "przypinać"], ["przypnij", "przypinaj"], "przypina"),
        Verb(["odpiąć", "odpinać"], ["odepnij", "odpinaj"], "odpina"),
        Verb(["dołączyć", "dołączać", "załączyć", "załączać"], ["dołącz", "dołączaj", "załącz"], "dołącza"),
        Verb(["ocenić", "oceniać"], ["oceń", "oceniaj"], "ocenia"),
        Verb(["kupić", "kupować"], ["kup", "kupuj"], "kupuje"),
        Verb(["zadzwonić", "dzwonić"], ["zadzwoń", "dzwoń"], "dzwoni"),
        Verb(["odpowiedzieć", "odpowiadać"], ["odpowiedz", "odpowiadaj"], "odpowiada"),
        Verb(["przekazać", "przekazywać"], ["przekaż", "przekazuj"], "przekazuje"),
        Verb(["nagrać", "nagrywać"], ["nagraj", "nagrywaj"], "nagrywa"),
        Verb(["sprawdzić", "sprawdzać"], ["sprawdź", "sprawdzaj"], "sprawdza"),
        Verb(["ustawić", "ustawiać"], ["ustaw", "ustawiaj"], "ustawia"),
        Verb(["skonfigurować", "konfigurować"], ["skonfiguruj", "konfiguruj"], "konfiguruje"),
        Verb(["użyć", "używać"], ["użyj", "używaj"], "używa"),
        Verb(["aktywować"], ["aktywuj"], "aktywuje"),
        Verb(["dezaktywować"], ["dezaktywuj"], "dezaktywuje"),
        Verb(["zwiększyć", "zwiększać"], ["zwiększ", "zwiększaj"], "zwiększa"),
        Verb(["zmniejszyć", "zmniejszać"], ["zmniejsz", "zmniejszaj"], "zmniejsza"),
        Verb(["powiększyć", "powiększać"], ["powiększ", "powiększaj"], "powiększa"),
        Verb(["pomniejszyć", "pomniejszać"], ["pomniejsz", "pomniejszaj"], "pomniejsza"),
        Verb(["posortować", "sortować"], ["posortuj", "sortuj"], "sortuje"),
        Verb(["przefiltrować", "filtrować"], ["przefiltruj", "filtruj"], "filtruje"),
        Verb(["wydrukować", "drukować"], ["wydrukuj", "drukuj"], "drukuje"),
        Verb(["zaakceptować", "akceptować"], ["zaakceptuj", "akceptuj"], "akceptuje"),
        Verb(["przyjąć", "przyjmować"], ["przyjmij", "przyjmuj"], "przyjmuje"),
        Verb(["odrzucić", "odrzucać"], ["odrzuć", "odrzucaj"], "odrzuca"),
        Verb(["zsynchronizować", "synchronizować"], ["zsynchronizuj", "synchronizuj"], "synchronizuje"),
        Verb(["zaimportować", "importować"], ["zaimportuj", "importuj"], "importuje"),
        Verb(["wyeksportować", "eksportować"], ["wyeksportuj", "eksportuj"], "eksportuje"),
        Verb(["zeskanować", "skanować"], ["zeskanuj", "skanuj"], "skanuje"),
        Verb(["opublikować", "publikować"], ["opublikuj", "publikuj"], "publikuje"),
        Verb(["przeczytać", "czytać"], ["przeczytaj", "czytaj"], "czyta"),
        Verb(["udostępnić", "udostępniać"], ["udostępnij", "udostępniaj"], "udostępnia"),
        Verb(["zastosować", "stosować"], ["zastosuj", "stosuj"], "stosuje"),
        Verb(["przywrócić", "przywracać"], ["przywróć", "przywracaj"], "przywraca"),
        Verb(["zaprosić", "zapraszać"], ["zaproś", "zapraszaj"], "zaprasza"),
        Verb(["zarządzać"], ["zarządzaj"], "zarządza"),
        Verb(["wyciszyć", "wyciszać"], ["wycisz", "wyciszaj"], "wycisza"),
        Verb(["obserwować"], ["obserwuj"], "obserwuje"),
        Verb(["subskrybować"], ["subskrybuj"], "subskrybuje"),
        Verb(["zgłosić", "zgłaszać"], ["zgłoś", "zgłaszaj"], "zgłasza"),
        Verb(["podbić", "podbijać"], ["podbij", "podbijaj"], "podbija"),
        Verb(["zamienić", "zamieniać"], ["zamień", "zamieniaj"], "zamienia"),
        Verb(["przypomnieć", "przypominać"], ["przypomnij", "przypominaj"], "przypomina"),
        Verb(["zaktualizować", "aktualizować"], ["zaktualizuj", "aktualizuj"], "aktualizuje"),
        Verb(["zweryfikować", "weryfikować"], ["zweryfikuj", "weryfikuj"], "weryfikuje"),
        Verb(["zmaksymalizować", "maksymalizować"], ["zmaksymalizuj"], "maksymalizuje"),
        Verb(["zminimalizować", "minimalizować"], ["zminimalizuj"], "minimalizuje"),
        Verb(["przełożyć", "przekładać"], ["przełóż"], "przekłada"),
        Verb(["przetłumaczyć", "tłumaczyć"], ["przetłumacz", "tłumacz"], "tłumaczy"),
        Verb(["zalogować", "logować"], ["zaloguj", "loguj"], nil),
        Verb(["wylogować", "wylogowywać"], ["wyloguj"], nil),
        Verb(["zarejestrować", "rejestrować"], ["zarejestruj", "rejestruj"], nil),
        Verb(["wprowadzić", "wprowadzać"], ["wprowadź", "wprowadzaj"], nil),
        Verb(["wpisać", "wpisywać"], ["wpisz", "wpisuj"], nil),
        Verb(["podać", "podawać"], ["podaj", "podawaj"], nil),
        Verb(["poczekać", "zaczekać", "czekać"], ["poczekaj", "zaczekaj", "czekaj"], nil),
        Verb(["spróbować", "próbować"], ["spróbuj", "próbuj"], nil),
        Verb(["zobaczyć"], ["zobacz"], nil),
        Verb(["obejrzeć", "oglądać"], ["obejrzyj", "oglądaj"], nil),
        Verb(["posłuchać", "słuchać"], ["posłuchaj", "słuchaj"], nil),
        Verb(["przeglądać", "przejrzeć"], ["przeglądaj", "przejrzyj"], nil),
        Verb(["odwiedzić", "odwiedzać"], ["odwiedź", "odwiedzaj"], nil),
        Verb(["upewnić"], ["upewnij"], nil),
        Verb(["dowiedzieć"], ["dowiedz"], nil),
        Verb(["pamiętać"], ["pamiętaj"], nil),
        Verb(["zrobić", "robić"], ["zrób", "rób"], nil),
        Verb(["napisać", "pisać"], ["napisz", "pisz"], nil),
        Verb(["przestać", "przestawać"], ["przestań", "przestawaj"], nil),
        Verb(["stuknąć", "stukać"], ["stuknij", "stukaj"], nil),
        Verb(["dotknąć", "dotykać"], ["dotknij", "dotykaj"], nil),
        Verb(["kliknąć", "klikać"], ["kliknij", "klikaj"], nil),
        Verb(["nacisnąć", "naciskać", "wcisnąć", "przycisnąć"], ["naciśnij", "naciskaj", "wciśnij", "przyciśnij"], nil),
        Verb(["przytrzymać", "przytrzymywać"], ["przytrzymaj", "przytrzymuj"], nil),
        Verb(["przeciągnąć", "przeciągać"], ["przeciągnij", "przeciągaj"], nil),
        Verb(["przesunąć", "przesuwać"], ["przesuń", "przesuwaj"], nil),
        Verb(["przewinąć", "przewijać"], ["przewiń", "przewijaj"], nil),
        Verb(["potrząsnąć", "potrząsać"], ["potrząśnij", "potrząsaj"], nil),
    ]

    /// Every infinitive, singular imperative and plural imperative of the lexicon.
    static let lexicon: [String: LexiconForm] = ImperativeLexicon.forms(of: verbs, derived: { [$0 + "cie"] })

    /// Nouns of five letters or more that end like an infinitive (a vowel and -ć): «sieć»
    /// (network) and its compounds, «płeć» (sex). Nouns in -ość, -ęć, -eść are never taken for one.
    static let infinitiveLookalikes: Set<String> = ["podsieć", "płeć", "chuć", "połać", "brać"]
    /// Modal verbs that open a sentence addressed to the user: «Możesz …».
    static let userModals: Set<String> = [
        "możesz", "możecie", "musisz", "musicie", "powinieneś", "powinnaś", "powinniście", "chcesz", "chcecie",
    ]
    /// Words that open a sentence without a verb: «Twoja opinia.», «Jeśli włączone, …».
    static let nonVerbStarters: Set<String> = [
        "twój", "twoja", "twoje", "twoi", "wasz", "wasza", "wasze", "ten", "ta", "te", "ci", "gdy", "kiedy", "jeśli", "jeżeli",
        "tutaj", "teraz",
    ]
    /// Words that open a clause after a comma: «Sprawdź, czy …» tells the user to make sure of
    /// something, which the element does not do («Sprawdza, czy chcesz …» would be wrong).
    static let subordinators: Set<String> = [
        "czy", "że", "jeśli", "jeżeli", "gdy", "kiedy", "co", "jak", "gdzie", "który", "która", "które", "dopóki", "zanim",
    ]
    /// Letters only Polish writes: a text without any is not read for the endings outside the
    /// lexicon (an English string left untranslated).
    static let polishLetters: Set<Character> = ["ą", "ć", "ę", "ł", "ń", "ó", "ś", "ź", "ż", "Ą", "Ć", "Ę", "Ł", "Ń", "Ó", "Ś", "Ź", "Ż"]
    /// The vowels before an infinitive's -ć.
    private static let infinitiveVowels: Set<Character> = ["a", "e", "i", "y", "ą", "u"]

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
        case "proszę", "prosimy":
            return HintFormIssue(.request, words: written)
        case "nie":
            // «Nie zamykaj aplikacji.», «Nie pokazywać ponownie.»; not «Nie można …», «Nie udało się …».
            guard let second else { break }
            let next = second.folded
            if lexicon[next] != nil || imperativeSuggestion(next) != nil || infinitive(next, in: text) != nil {
                return HintFormIssue(.negativeCommand, words: text.slice(first.start, second.end))
            }
        case "jeśli", "jeżeli":
            // «Jeśli chcesz …»
            if let second, userModals.contains(second.folded) {
                return HintFormIssue(.addressesUser, words: text.slice(first.start, second.end), severity: .info)
            }
        default:
            break
        }
        if userModals.contains(word) {
            return HintFormIssue(.addressesUser, words: written, severity: .info)
        }
        // «Sprawdź, czy …»: what follows is about the user; no descriptive form is certain.
        let opensClause = second.map { text.holds(UInt8(ascii: ","), between: first.end, $0.start) && subordinators.contains($0.folded) } ?? false
        func described(_ thirdPerson: String?) -> String? {
            opensClause ? nil : thirdPerson.map { LetterCase.capitalized($0, like: first) }
        }
        if let form = lexicon[word] {
            return HintFormIssue(form.isInfinitive ? .infinitive : .imperative, words: written, suggestion: described(form.thirdPerson))
        }
        if let suggestion = imperativeSuggestion(word) {
            return HintFormIssue(.imperative, words: written, suggestion: described(suggestion))
        }
        if let form = infinitive(word, in: text) {
            return HintFormIssue(.infinitive, words: written, suggestion: described(form))
        }
        // «Twoje imię, proszę.»
        if let please = words.first(where: { $0.folded == "proszę" }), please.start != first.start {
            return HintFormIssue(.request, words: text.slice(please.start, please.end))
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }

    /// The imperative of an -ować verb outside the lexicon, which no other form shares: «edytuj»,
    /// «synchronizujcie» → «edytuje», «synchronizuje». Nil for any other word.
    static func imperativeSuggestion(_ word: String) -> String? {
        guard word.count >= 5 else { return nil }
        if word.hasSuffix("ujcie") { return String(word.dropLast(4)) + "e" }
        if word.hasSuffix("uj") { return word + "e" }
        return nil
    }

    /// An infinitive outside the lexicon, with its third person where it is regular (-ować →
    /// -uje): a vowel and -ć, or -jść, -nieść, -eźć. Nil when the word is not one; `.some(nil)` when
    /// it is, without a suggestion. Only read in a text that has Polish letters.
    static func infinitive(_ word: String, in text: AnalyzedText) -> String?? {
        guard word.count >= 5, word.hasSuffix("ć"), !infinitiveLookalikes.contains(word), !word.hasSuffix("sieć") else { return nil }
        if word.hasSuffix("ować") { return .some(String(word.dropLast(4)) + "uje") }
        guard text.text.contains(where: { polishLetters.contains($0) }) else { return nil }
        let beforeEnding = word.dropLast()
        if let vowel = beforeEnding.last, infinitiveVowels.contains(vowel) { return .some(nil) }
        if word.hasSuffix("jść") || word.hasSuffix("nieść") || word.hasSuffix("eźć") { return .some(nil) }
        return nil
    }
}

extension PolishGrammar {
    /// Every language-specific rule, in Polish: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "pl", .label, "Odtwórz.", fix: "Odtwórz"),
        .bad("label-trailing-period", "pl", .label, "Dodaj do ulubionych.", fix: "Dodaj do ulubionych"),
        .good("label-trailing-period", "pl", .label, "Odtwórz"),
        .good("label-trailing-period", "pl", .label, "Wczytywanie..."),
        .good("label-trailing-period", "pl", .label, "Zdjęcia, filmy itd."),
        .good("label-trailing-period", "pl", .label, "Wydanie z 2024 r."),

        .bad("label-control-type", "pl", .label, "Przycisk odtwarzania"),
        .bad("label-control-type", "pl", .label, "Odtwórz, przycisk", fix: "Odtwórz"),
        .bad("label-control-type", "pl", .label, "Suwak głośności"),
        .bad("label-control-type", "pl", .label, "Imię, pole tekstowe", fix: "Imię"),
        .good("label-control-type", "pl", .label, "Odtwórz"),
        // The field is what the command acts on, not this element's type.
        .good("label-control-type", "pl", .label, "Wyczyść pole wyszukiwania"),
        .good("label-control-type", "pl", .label, "Przełącznik kart"),
        .good("label-control-type", "pl", .label, "Kopiuj łącze"),

        .bad("label-state", "pl", .label, "Wi-Fi, wybrane", fix: "Wi-Fi"),
        // Beside a count, the state word counts selected items.
        .good("label-state", "pl", .label, "Wybrano: %lld"),
        .bad("label-state", "pl", .label, "Zaznaczone"),
        .bad("label-state", "pl", .label, "Szczegóły, rozwinięte", fix: "Szczegóły"),
        .good("label-state", "pl", .label, "Pokaż wybrane zdjęcia"),
        .good("label-state", "pl", .label, "Wi-Fi"),

        .bad("label-gesture", "pl", .label, "Stuknij, aby odtworzyć"),
        .bad("label-gesture", "pl", .label, "Otwórz stronę. Następnie stuknij, aby zapisać"),
        .bad("label-gesture", "pl", .label, "Stuknij dwukrotnie, aby powiększyć"),
        .bad("label-gesture", "pl", .label, "Przesuń w lewo, aby usunąć"),
        .bad("label-gesture", "pl", .label, "Przytrzymaj, aby nagrywać"),
        .good("label-gesture", "pl", .label, "Gesty przesuwania"),
        .good("label-gesture", "pl", .label, "Odtwórz"),
        // «Przesuń» and «Przewiń» are as often ordinary verbs: to move the map, to seek.
        .good("label-gesture", "pl", .label, "Przesuń mapę do mojej lokalizacji"),
        .good("label-gesture", "pl", .label, "Przewiń do następnych napisów"),
        .good("label-gesture", "pl", .label, "Dźwięk kliknięcia"),

        .bad("label-capitalization", "pl", .label, "odtwórz", fix: "Odtwórz"),
        .bad("label-capitalization", "pl", .label, "nowa wiadomość", fix: "Nowa wiadomość"),
        .good("label-capitalization", "pl", .label, "Odtwórz"),
        .good("label-capitalization", "pl", .label, "iPhone i iCloud"),
        .good("label-capitalization", "pl", .label, "%@ polubień"),

        .bad("label-length", "pl", .label, "Stuknij ten przycisk, aby utworzyć nową wiadomość do wszystkich osób w tej rozmowie"),
        .good("label-length", "pl", .label, "Nowa wiadomość"),
        .good("label-length", "pl", .label, "Apple Inc., 125,25 USD, wzrost o 1,3%"),

        .bad("label-vague", "pl", .label, "Dowiedz się więcej"),
        .bad("label-vague", "pl", .label, "Kliknij tutaj"),
        .bad("label-vague", "pl", .label, "Wyświetl szczegóły"),
        .bad("label-vague", "pl", .label, "Pokaż szczegóły"),
        .good("label-vague", "pl", .label, "Wyświetl szczegóły zamówienia"),
        .bad("label-vague", "pl", .label, "Więcej"),
        .bad("label-vague", "pl", .label, "Informacje"),
        .good("label-vague", "pl", .label, "Więcej o cenach"),
        .good("label-vague", "pl", .label, "Odtwórz"),

        .bad("hint-imperative", "pl", .hint, "Odtwórz utwór.", fix: "Odtwarza utwór."),
        .bad("hint-imperative", "pl", .hint, "Otwórz ustawienia.", fix: "Otwiera ustawienia."),
        .bad("hint-imperative", "pl", .hint, "Usuńcie wybrane pliki.", fix: "Usuwa wybrane pliki."),
        .bad("hint-imperative", "pl", .hint, "Odtworzyć utwór.", fix: "Odtwarza utwór."),
        .bad("hint-imperative", "pl", .hint, "Archiwizuj notatki.", fix: "Archiwizuje notatki."),
        .bad("hint-imperative", "pl", .hint, "Archiwizować notatki.", fix: "Archiwizuje notatki."),
        // The element does not see: it shows.
        .bad("hint-imperative", "pl", .hint, "Zobacz listę.", fix: "Pokazuje listę."),
        // The user's own action has no descriptive form; a reflexive verb is another construction.
        .badWithoutFix("hint-imperative", "pl", .hint, "Wprowadź nazwę użytkownika."),
        .badWithoutFix("hint-imperative", "pl", .hint, "Zaloguj się na swoje konto."),
        .badWithoutFix("hint-imperative", "pl", .hint, "Zamknij"),
        .badWithoutFix("hint-imperative", "pl", .hint, "Włącz, aby automatycznie odtwarzać następny utwór."),
        .badWithoutFix("hint-imperative", "pl", .hint, "Sprawdź, czy chcesz ukryć wiadomości tego użytkownika."),
        .bad("hint-imperative", "pl", .hint, "Proszę wprowadzić imię."),
        .bad("hint-imperative", "pl", .hint, "Nie zamykaj aplikacji."),
        .bad("hint-imperative", "pl", .hint, "Możesz zmienić kolejność."),
        .good("hint-imperative", "pl", .hint, "Odtwarza utwór."),
        .good("hint-imperative", "pl", .hint, "Otwiera ustawienia."),
        .good("hint-imperative", "pl", .hint, "Przechodzi do listy."),
        .good("hint-imperative", "pl", .hint, "Usunie wybrane pliki."),
        .good("hint-imperative", "pl", .hint, "Zawiera załączone pliki."),
        .good("hint-imperative", "pl", .hint, "Ustawienia odtwarzacza."),
        .good("hint-imperative", "pl", .hint, "Głośność i jakość dźwięku."),
        .good("hint-imperative", "pl", .hint, "Nie można wczytać pliku."),

        .bad("hint-gesture", "pl", .hint, "Stuknij dwukrotnie, aby odtworzyć utwór.", fix: "Odtwarza utwór."),
        .badWithoutFix("hint-gesture", "pl", .hint, "Stuknij przycisk, aby odtworzyć utwór."),
        .bad("hint-gesture", "pl", .hint, "Stuknięcie kupuje produkt."),
        .bad("hint-gesture", "pl", .hint, "Przesuń w lewo, aby usunąć element."),
        .bad("hint-gesture", "pl", .hint, "Przeciągnij, aby zmienić kolejność."),
        .bad("hint-gesture", "pl", .hint, "Dotykając opcji, otwierasz menu."),
        .good("hint-gesture", "pl", .hint, "Przewija do listy."),
        .good("hint-gesture", "pl", .hint, "Usuwa element."),
        .good("hint-gesture", "pl", .hint, "Przesuwa mapę do bieżącej lokalizacji."),
        .good("hint-gesture", "pl", .hint, "Włącza funkcję Potrząśnij, aby cofnąć."),

        .bad("hint-control-type", "pl", .hint, "Przycisk, który dodaje imię."),
        .bad("hint-control-type", "pl", .hint, "Suwak, który zmienia skalę."),
        .good("hint-control-type", "pl", .hint, "Dodaje imię."),
        .good("hint-control-type", "pl", .hint, "Otwiera przełącznik kart."),

        .bad("hint-repeats-label", "pl", .hint, "Zapisz zapisuje zmiany.", label: "Zapisz"),
        .bad("hint-repeats-label", "pl", .hint, "Wstecz wraca do poprzedniego ekranu.", label: "Wstecz"),
        .good("hint-repeats-label", "pl", .hint, "Zapisuje zmiany.", label: "Zapisz"),
        .good("hint-repeats-label", "pl", .hint, "Usuwa wiadomość.", label: "Usuń"),
        // The label word is the hint's verb, with its object: a command (hint-imperative), not a repetition.
        .good("hint-repeats-label", "pl", .hint, "Udostępnij wybrane pliki.", label: "Udostępnij"),

        .bad("hint-missing-period", "pl", .hint, "Odtwarza utwór", fix: "Odtwarza utwór."),
        .bad("hint-missing-period", "pl", .hint, "Odtwarza utwór。", fix: "Odtwarza utwór."),
        .good("hint-missing-period", "pl", .hint, "Odtwarza utwór."),
        .good("hint-missing-period", "pl", .hint, "Otwiera menu…"),

        .bad("hint-capitalization", "pl", .hint, "odtwarza utwór.", fix: "Odtwarza utwór."),
        .good("hint-capitalization", "pl", .hint, "Odtwarza utwór."),
        .good("hint-capitalization", "pl", .hint, "iCloud synchronizuje notatki."),

        .bad("hint-length", "pl", .hint,
             "Otwiera ustawienia, w których możesz wybrać, którego z Twoich kont używasz, gdy publikujesz wpis, odpowiadasz na niego lub podbijasz go na osi czasu."),
        .good("hint-length", "pl", .hint, "Otwiera ustawienia konta."),
    ]
}
