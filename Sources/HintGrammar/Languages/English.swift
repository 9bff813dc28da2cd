/// English: hints are verb phrases in the third person singular without a subject
/// ("Plays the song."), labels short noun or verb phrases without a final period.
extension LanguageProfile {
    public static let english = LanguageProfile(
        code: "en", name: "English", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"], fullStopInsideQuotes: true,
        abbreviations: ["etc", "inc", "ltd", "co", "corp", "jr", "sr", "st", "no", "vs", "approx", "dept", "misc", "mr", "mrs", "ms", "dr"],
        terms: TermTable(EnglishGrammar.terms, segmentation: .words),
        instructionMarkers: [
            "to", "here", "on", "and", "or", "twice", "once", "up", "down", "left", "right", "anywhere", "with", "over",
            "across", "this", "the", "for", "vertically", "horizontally",
        ],
        vagueLabels: [
            "button", "icon", "untitled", "item", "label", "text", "view", "placeholder", "todo", "tbd",
        ],
        vagueConcepts: [
            .more: ["more", "show more", "see more", "view more"],
            .learnMore: ["learn more", "read more"],
            .clickHere: ["click here", "tap here", "press here"],
            .details: ["details"],
            .info: ["info", "information", "more info", "more information"],
            .here: ["here"],
            .link: ["link"],
            .image: ["image"],
        ],
        determiners: ["the", "a", "an", "this", "that", "these", "those", "your", "my", "all", "every", "each"],
        hintForm: EnglishGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["of"], headFollows: false),
        conditionMarkers: ["if", "whether"], purposeMarkers: ["to"], conjunctions: ["and", "or"],
        reflexivePronouns: [],
        descriptiveVerbs: ["view": "Shows", "see": "Shows", "watch": "Plays"],
        userActivityVerbs: ["browse", "explore", "choose", "pick"],
        sequenceWords: ["then", "next", "now", "finally", "afterwards"],
        stateConcepts: EnglishGrammar.stateConcepts, controlTypeConcepts: EnglishGrammar.controlTypeConcepts,
        gestureConcepts: EnglishGrammar.gestureConcepts,
        examples: EnglishGrammar.examples)
}

/// English hint grammar: tells the imperative from the third person with a verb lexicon, not
/// with "ends in s" ("Access", "Focus" and "Dismiss" are imperatives; "Settings" is no verb).
enum EnglishGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["selected", "unselected", "not selected", "deselected"]),
        .checked: .words(["checked", "unchecked", "not checked"]),
        .dimmed: .words(["dimmed"]),
        .expanded: .words(["expanded"]),
        .collapsed: .words(["collapsed"]),
        .on: .words(["toggled on", "switched on"]),
        .off: .words(["toggled off", "switched off"]),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["button", "buttons"]),
        .link: .none(because: "\"link\" is as often what the element acts on (Copy link, Share link)"),
        .image: .none(because: "\"image\" is as often what the element acts on (Save image); a label that is only \"Image\" is vague"),
        .textField: .words(["text field", "textfield", "text box"]),
        .searchField: .words(["search field"]),
        .secureTextField: .words(["secure text field"]),
        .slider: .words(["slider"]),
        .adjustable: .none(because: "\"adjustable\" is an ordinary adjective of labels (Adjustable font size)"),
        .toggle: .words(["toggle button", "switch button"]),
        .checkbox: .words(["checkbox", "check box"]),
        .radioButton: .words(["radio button"]),
        .picker: .words(["picker", "date picker"]),
        .segmentedControl: .words(["segmented control"]),
        .tab: .none(because: "a browser's or an app's tab is content (Close tab, New tab)"),
        .tabBar: .words(["tab bar"]),
        .menu: .none(because: "\"Menu\" is as often the name of the element that opens one"),
        .popUpButton: .words(["pop up button", "popup button"]),
        .comboBox: .words(["dropdown", "drop down", "combo box"]),
        .heading: .none(because: "\"heading\" is as often content (a compass heading)"),
        .progressIndicator: .words(["progress bar"]),
        .stepper: .words(["stepper"]),
        .list: .none(because: "\"list\" is as often what the element shows (Reading list, Show list)"),
        .scrollBar: .words(["scroll bar", "scrollbar"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["tap", "taps", "tapped", "tapping", "touch", "touching"]),
        .doubleTap: .words(["double tap", "double taps", "double tapped", "double tapping"]),
        .tripleTap: .words(["triple tap", "triple taps"]),
        .longPress: .words([
            "long press", "long presses", "long pressing", "touch and hold", "tap and hold", "press and hold", "hold", "holding",
            "3d touch", "force touch",
        ]),
        .swipe: .words(["swipe", "swipes", "swiped", "swiping", "flick", "flicks", "flicking", "slide", "sliding"]),
        .drag: .words(["drag", "dragging", "drag and drop"]),
        .pinch: .words(["pinch", "pinches", "pinching"]),
        .rotate: .none(because: "\"rotate\" is as often what the element does (Rotates the photo.)"),
        .shake: .words(["shake"]),
        .click: .words(["click", "clicking", "double click", "double clicks", "double clicking"]),
        .press: .words(["press", "pressing"]),
        .scroll: .words(["scroll", "scrolling"]),
        .fingers: .words(["two finger", "two fingers", "three finger", "three fingers"]),
    ]

    /// Gesture words that also describe results ("Scrolls to the top.", "Drag a file here" is an
    /// instruction, "Dragging files is turned off." is not): an instruction when they open the
    /// text or an instruction word follows.
    static let leadingGestures: Set<String> = [
        "click", "press", "drag", "scroll", "slide", "touch", "hold", "shake",
        "clicking", "pressing", "dragging", "touching", "holding", "sliding", "scrolling",
    ]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures)
        // Names of features and things, not gestures: "Turns on Shake to Undo.", "Adds a pinch of salt."
        for phrase in ["tap to pay", "tap to pay on iphone", "swipe typing", "slide over", "shake to undo", "back tap", "pinch of"] {
            terms.append(Term(phrase, .neutral))
        }
        terms += controlTypeConcepts.terms()
        terms += stateConcepts.terms()
        return terms
    }()

    /// Verbs of user interfaces, in the base form; the third person is derived (`thirdPerson`).
    static let verbs: [String] = [
        "accept", "access", "activate", "add", "address", "adjust", "adopt", "allow", "append", "apply", "approve", "archive",
        "arrange", "assign", "attach", "authenticate", "authorise", "authorize", "block", "bookmark", "bring", "browse", "buy",
        "bypass", "calculate", "call", "cancel", "capture", "change", "charge", "check", "choose", "clear", "close",
        "collapse", "collect", "comment", "compare", "compose", "compress", "configure", "confirm", "connect", "continue",
        "convert", "copy", "create", "crop", "customise", "customize", "cut", "deactivate", "decline", "decrease", "decrypt",
        "delete", "deselect", "detach", "dial", "dim", "disable", "discard", "disconnect", "discover", "dismiss", "display",
        "do", "download", "drag", "draw", "duplicate", "edit", "eject", "email", "empty", "enable", "encrypt", "end", "enter",
        "erase", "exit", "expand", "explore", "export", "extend", "favorite", "favourite", "fetch", "fill", "filter", "find",
        "finish", "fix", "flag", "flip", "focus", "follow", "forward", "freeze", "generate", "get", "give", "go", "grant",
        "group", "help", "hide", "highlight", "hold", "ignore", "import", "increase", "insert", "install", "invert", "invite",
        "join", "jump", "keep", "launch", "leave", "like", "limit", "link", "list", "listen", "load", "locate", "lock", "log",
        "look", "loop", "make", "manage", "mark", "maximise", "maximize", "merge", "minimise", "minimize", "mirror", "modify",
        "move", "mute", "navigate", "notify", "open", "order", "organise", "organize", "pair", "paste", "pause", "pay", "pick",
        "pin", "place", "play", "post", "press", "preview", "print", "proceed", "process", "protect", "publish", "purchase",
        "push", "put", "quit", "rate", "read", "rearrange", "receive", "record", "redeem", "redo", "refresh", "register",
        "reject", "reload", "remind", "remove", "rename", "reopen", "reorder", "repeat", "replace", "reply", "report",
        "repost", "request", "reset", "resize", "restart", "restore", "resume", "retry", "return", "retweet", "reveal",
        "review", "revoke", "rewind", "rotate", "run", "save", "scan", "schedule", "scroll", "search", "see", "select", "send",
        "set", "share", "show", "shuffle", "sign", "skip", "snooze", "sort", "speak", "specify", "split", "star", "start",
        "stop", "stream", "submit", "subscribe", "swap", "switch", "sync", "tag", "take", "tell", "toggle", "transfer",
        "translate", "trim", "try", "turn", "unarchive", "unblock", "underline", "undo", "unfollow", "unlock", "unmute",
        "unpin", "unstar", "unsubscribe", "unwatch", "update", "upgrade", "upload", "use", "verify", "view", "visit", "vote",
        "wait", "warn", "watch", "zoom",
    ]

    /// `play` → `plays`, `dismiss` → `dismisses`, `copy` → `copies`, `do` → `does`.
    static func thirdPerson(_ verb: String) -> String {
        switch verb {
        case "do", "go", "undo", "redo", "veto", "echo": return verb + "es"
        case "have": return "has"
        default: break
        }
        if verb.hasSuffix("s") || verb.hasSuffix("x") || verb.hasSuffix("z") || verb.hasSuffix("ch") || verb.hasSuffix("sh") {
            return verb + "es"
        }
        if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
            return verb.dropLast() + "ies"
        }
        return verb + "s"
    }

    static let baseForms: [String: String] = Dictionary(uniqueKeysWithValues: verbs.map { ($0, thirdPerson($0)) })
    static let thirdPersonForms: Set<String> = Set(baseForms.values).union(["is", "has", "does", "goes"])

    /// Verbs that are nouns as often ("Search results.", "Share sheet."): an imperative only when
    /// an object follows.
    static let nounVerbAmbiguous: Set<String> = [
        "share", "search", "sort", "filter", "play", "record", "report", "reply", "forward", "download", "upload",
        "update", "edit", "view", "copy", "favorite", "favourite", "bookmark", "like", "comment", "call", "email", "zoom",
        "scan", "print", "post", "pin", "mark", "flag", "tag", "rate", "review", "order", "check", "pause", "stop",
        "shuffle", "repeat", "list", "link", "switch", "toggle", "preview", "export", "import", "archive", "return",
        "change", "display", "show", "vote", "star", "lock", "mute", "group", "schedule", "help", "set", "run", "start",
        "end", "loop", "transfer",
    ]
    /// Words that open an object: after an ambiguous verb they make it an imperative.
    static let objectStarters: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "your", "my", "our", "its", "their", "all", "every", "each",
        "it", "them", "him", "her", "me", "us", "up", "out", "in", "off", "on", "back", "through", "over", "into", "to", "with",
    ]
    /// Words that open a sentence without a verb.
    static let nonVerbStarters: Set<String> = [
        "the", "a", "an", "this", "that", "it", "its", "your", "when", "if", "while", "there", "here", "now", "currently",
    ]
    /// Words ending in -ing, longer than five letters, that are not gerunds.
    static let nonGerunds: Set<String> = [
        "nothing", "something", "everything", "anything", "string", "spring", "morning", "evening", "ceiling",
        "building", "heading", "setting", "settings", "meeting", "rating", "ranking", "listing", "pricing", "shipping",
        "billing", "parking", "booking", "clothing", "wedding", "during",
    ]

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        let words = text.realWords
        guard let first = words.first else { return nil }
        // Only the hint's opening counts: not a word after leading symbols or a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let word = first.folded
        let second = words.count > 1 ? words[1].folded : nil
        let written = text.slice(first.start, first.end)
        switch word {
        case "please":
            return HintFormIssue(.request, words: written)
        case "don't", "don’t", "never":
            return HintFormIssue(.negativeCommand, words: written)
        case "do" where second == "not":
            return HintFormIssue(.negativeCommand, words: text.slice(first.start, words[1].end))
        case "let's", "let’s":
            return HintFormIssue(.imperative, words: written)
        case "you" where second.map { ["can", "may", "should", "must", "will", "need", "could"].contains($0) } ?? false:
            return HintFormIssue(.addressesUser, words: text.slice(first.start, words[1].end), severity: .info)
        case "to" where second.map { baseForms[$0] != nil } ?? false:
            return HintFormIssue(.infinitive, words: text.slice(first.start, words[1].end), suggestion: second.flatMap { baseForms[$0] }.map { LetterCase.capitalized($0) })
        default:
            break
        }
        if thirdPersonForms.contains(word) { return nil }
        if let third = baseForms[word] {
            // "Select to open the equalizer." describes the result in its second verb: "Opens …".
            var suggestion = LetterCase.capitalized(third, like: written)
            if second == "to", words.count > 2, let result = baseForms[words[2].folded] {
                suggestion = LetterCase.capitalized(result, like: written)
                return HintFormIssue(.imperative, words: text.slice(first.start, words[2].end), suggestion: suggestion)
            }
            guard nounVerbAmbiguous.contains(word) else {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion)
            }
            // "Share the photo." is a command; "Search results." a noun phrase; "Play song." unsure.
            if let second, objectStarters.contains(second) {
                return HintFormIssue(.imperative, words: written, suggestion: suggestion)
            }
            return HintFormIssue(.imperative, words: written, suggestion: suggestion, severity: .info)
        }
        if word.hasSuffix("ing"), word.count > 5, !nonGerunds.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        if nonVerbStarters.contains(word) {
            return HintFormIssue(.notAVerb, words: written, severity: .info)
        }
        return nil
    }
}

extension EnglishGrammar {
    /// Every language-specific rule, in English: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "en", .label, "Play.", fix: "Play"),
        .bad("label-trailing-period", "en", .label, "Add to favorites.", fix: "Add to favorites"),
        .good("label-trailing-period", "en", .label, "Play"),
        .good("label-trailing-period", "en", .label, "Loading..."),
        .good("label-trailing-period", "en", .label, "Apple Inc."),
        .good("label-trailing-period", "en", .label, "Made in the U.S."),
        .good("label-trailing-period", "en", .label, "No tabs yet. Open a page to start."),

        .bad("label-control-type", "en", .label, "Play button", fix: "Play"),
        .bad("label-control-type", "en", .label, "Volume slider", fix: "Volume"),
        .bad("label-control-type", "en", .label, "Button: Share"),
        .bad("label-control-type", "en", .label, "Play button.", fix: "Play"),
        .good("label-control-type", "en", .label, "Play"),
        .good("label-control-type", "en", .label, "Copy link"),
        .good("label-control-type", "en", .label, "Restaurant menu"),
        .good("label-control-type", "en", .label, "Clear search field"),
        .badWithoutFix("label-control-type", "en", .label, "Search field"),
        // British spellings are verbs too.
        .good("label-control-type", "en", .label, "Minimise message text field"),
        .good("label-control-type", "en", .label, "Your sites are one step away. Open the menu button to add one."),

        .bad("label-state", "en", .label, "Wi-Fi, selected", fix: "Wi-Fi"),
        .good("label-state", "en", .label, "%lld selected"),
        .bad("label-state", "en", .label, "Checked"),
        .good("label-state", "en", .label, "Show selected photos"),
        .good("label-state", "en", .label, "Wi-Fi"),

        .bad("label-gesture", "en", .label, "Tap to play"),
        .bad("label-gesture", "en", .label, "Double tap to zoom"),
        .bad("label-gesture", "en", .label, "Swipe left to delete"),
        .bad("label-gesture", "en", .label, "Swipe vertically to adjust the volume"),
        .good("label-gesture", "en", .label, "Swipe actions"),
        .good("label-gesture", "en", .label, "Play"),
        .good("label-gesture", "en", .label, "Tap to Pay"),
        .bad("label-gesture", "en", .label, "Hold to talk"),
        .bad("label-gesture", "en", .label, "Photos. Tap to open"),
        .bad("label-gesture", "en", .label, "Open a page. Then tap the star to save it"),
        .good("label-gesture", "en", .label, "Hold"),
        .good("label-gesture", "en", .label, "Slide Over"),

        .bad("label-capitalization", "en", .label, "play", fix: "Play"),
        .bad("label-capitalization", "en", .label, "new message", fix: "New message"),
        .good("label-capitalization", "en", .label, "Play"),
        .good("label-capitalization", "en", .label, "iPhone storage"),
        .good("label-capitalization", "en", .label, "%@ likes"),

        .bad("label-length", "en", .label, "Press this button to create a new message"),
        .good("label-length", "en", .label, "New message"),
        .good("label-length", "en", .label, "Apple Inc., $125.25, up 1.3%"),

        .bad("label-vague", "en", .label, "Learn more"),
        .bad("label-vague", "en", .label, "Information"),
        .bad("label-vague", "en", .label, "Click here"),
        .bad("label-vague", "en", .label, "More"),
        .bad("label-vague", "en", .label, "Show more"),
        .good("label-vague", "en", .label, "Show more replies"),
        // "Show more" lends its verbs to the other vague nouns.
        .bad("label-vague", "en", .label, "View details"),
        .bad("label-vague", "en", .label, "Show info"),
        .good("label-vague", "en", .label, "View order details"),
        .good("label-vague", "en", .label, "More about pricing"),
        .good("label-vague", "en", .label, "Play"),

        .bad("hint-imperative", "en", .hint, "Play the song.", fix: "Plays the song."),
        // A verb with a purpose is an instruction ("Opens …" would be right, "Enables to …" is not);
        // a verb alone would read "Closes.".
        .badWithoutFix("hint-imperative", "en", .hint, "Enable to play the next song automatically."),
        .badWithoutFix("hint-imperative", "en", .hint, "Close"),
        .badWithoutFix("hint-imperative", "en", .hint, "Browse your folders."),
        .badWithoutFix("hint-imperative", "en", .hint, "Choose subtitle or audio tracks."),
        // The element does not see: it shows.
        .bad("hint-imperative", "en", .hint, "View the list.", fix: "Shows the list."),
        .bad("hint-imperative", "en", .hint, "Access your account."),
        .bad("hint-imperative", "en", .hint, "Append the song to the queue.", fix: "Appends the song to the queue."),
        .bad("hint-imperative", "en", .hint, "Dismiss the alert."),
        .bad("hint-imperative", "en", .hint, "Focus the search field."),
        .bad("hint-imperative", "en", .hint, "Please enter your name."),
        .bad("hint-imperative", "en", .hint, "Don't close the app."),
        .bad("hint-imperative", "en", .hint, "To play the song."),
        .bad("hint-imperative", "en", .hint, "Select to open the equalizer."),
        .good("hint-imperative", "en", .hint, "Plays the song."),
        .good("hint-imperative", "en", .hint, "Opens options sheet."),
        .good("hint-imperative", "en", .hint, "Navigates to list."),
        .good("hint-imperative", "en", .hint, "Dismisses the alert."),
        .good("hint-imperative", "en", .hint, "Accesses your account."),
        .good("hint-imperative", "en", .hint, "Focuses the search field."),
        .good("hint-imperative", "en", .hint, "Settings for the player."),

        .bad("hint-gesture", "en", .hint, "Double tap to play the song.", fix: "Plays the song."),
        // The gesture goes, its purpose stays, described; with anything between them, or no
        // object to describe, nothing is certain.
        .badWithoutFix("hint-gesture", "en", .hint, "Double tap the button to play the song."),
        .badWithoutFix("hint-gesture", "en", .hint, "Tap to play"),
        .bad("hint-gesture", "en", .hint, "Tapping purchases the item."),
        .bad("hint-gesture", "en", .hint, "Swipe to delete the item."),
        .bad("hint-gesture", "en", .hint, "Drag to reorder."),
        .good("hint-gesture", "en", .hint, "Turns on Shake to Undo."),
        .good("hint-gesture", "en", .hint, "Opens Back Tap settings."),
        .good("hint-gesture", "en", .hint, "Adds a pinch of salt."),
        .good("hint-gesture", "en", .hint, "Scrolls to the top."),
        .good("hint-gesture", "en", .hint, "Deletes the item."),
        .good("hint-gesture", "en", .hint, "Opens Tap to Pay settings."),

        .bad("hint-control-type", "en", .hint, "Button that adds a name."),
        .bad("hint-control-type", "en", .hint, "Slider that controls the scale."),
        .bad("hint-control-type", "en", .hint, "This button adds a name."),
        // Another element the hint acts on is its result.
        .good("hint-control-type", "en", .hint, "Clears the search field."),
        .good("hint-control-type", "en", .hint, "Expands the text field."),
        .good("hint-control-type", "en", .hint, "Adds a name."),
        .good("hint-control-type", "en", .hint, "Adjusts the scale."),

        .bad("hint-repeats-label", "en", .hint, "Save saves your edits.", label: "Save"),
        .bad("hint-repeats-label", "en", .hint, "Back returns to the previous screen.", label: "Back"),
        .badWithoutFix("hint-repeats-label", "en", .hint, "Play", label: "Play"),
        .good("hint-repeats-label", "en", .hint, "Saves your edits.", label: "Save"),
        .good("hint-repeats-label", "en", .hint, "Deletes the message.", label: "Delete"),

        .bad("hint-missing-period", "en", .hint, "Plays the song", fix: "Plays the song."),
        .bad("hint-missing-period", "en", .hint, "Adds a city。", fix: "Adds a city."),
        .bad("hint-missing-period", "en", .hint, "Opens \"Settings\"", fix: "Opens \"Settings.\""),
        .good("hint-missing-period", "en", .hint, "Plays the song."),
        .good("hint-missing-period", "en", .hint, "Opens the menu…"),

        .bad("hint-capitalization", "en", .hint, "plays the song.", fix: "Plays the song."),
        .good("hint-capitalization", "en", .hint, "Plays the song."),
        .good("hint-capitalization", "en", .hint, "iCloud keeps your notes in sync."),

        .bad("hint-length", "en", .hint,
             "Opens the settings where you can choose which of your accounts is used when you post, reply, or boost a status from the timeline."),
        .good("hint-length", "en", .hint, "Opens the account settings."),
    ]
}
