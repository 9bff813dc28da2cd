/// One word of a text: a run of letters, marks and digits (or a format specifier standing for one).
public struct Word: Hashable, Sendable {
    /// Byte offsets in the text's UTF-8.
    public let start: Int
    public let end: Int
    /// Lower-cased and folded as the language's tables are written (`Tap` → `tap`, ru `ё` → `е`).
    public let folded: String
    /// A format specifier (`%@`) rather than a word: it stands for an unknown word.
    public let isPlaceholder: Bool
    /// Whether the first letter is upper case / lower case (both false for digits, CJK, …).
    public let startsUppercase: Bool
    public let startsLowercase: Bool
    /// Whether the word has a capital after its first letter (`iPhone`, `closeButton`).
    public let hasInnerUppercase: Bool
}

/// A string analysed once, before the rules run: trimmed bounds, words and format specifiers.
/// Rules look words up in hash tables; none re-scans the text with patterns of its own.
public struct AnalyzedText: Sendable {
    public let text: String
    public let utf8: [UInt8]
    /// The text without leading and trailing white space.
    public let trimmedStart: Int
    public let trimmedEnd: Int
    /// Words in order (for unspaced scripts, the runs of letters between punctuation).
    public let words: [Word]
    /// The words that are real words, not format specifiers (the same array when there are none).
    public let realWords: [Word]
    public let specifiers: [FormatSpecifier]

    /// Analyses `text` for a language's conventions.
    public init(_ text: String, splitsApostrophes: Bool = false, foldings: [Unicode.Scalar: Unicode.Scalar] = [:]) {
        self.text = text
        let bytes = Array(text.utf8)
        self.utf8 = bytes
        var specifiers: [FormatSpecifier] = []
        var words: [Word] = []
        var trimmedStart = 0
        var trimmedEnd = 0
        bytes.withUnsafeBufferPointer { buffer in
            specifiers = FormatSpecifierScanner.scan(buffer)
            (trimmedStart, trimmedEnd) = TextScanning.trimmedBounds(buffer)
            words = TextScanning.words(buffer, specifiers: specifiers, splitsApostrophes: splitsApostrophes, foldings: foldings)
        }
        self.specifiers = specifiers
        self.words = words
        self.realWords = specifiers.isEmpty ? words : words.filter { !$0.isPlaceholder }
        self.trimmedStart = trimmedStart
        self.trimmedEnd = trimmedEnd
    }

    /// The trimmed text.
    public var trimmed: Substring {
        let view = text.utf8
        let from = view.index(view.startIndex, offsetBy: trimmedStart)
        let to = view.index(view.startIndex, offsetBy: trimmedEnd)
        return text[from..<to]
    }

    public var isBlank: Bool { trimmedStart == trimmedEnd }

    /// The words folded and joined by one space: how phrase tables and the vague-label rule
    /// compare text (`Plus d'infos` → `plus d infos` when apostrophes split words).
    public var foldedPhrase: String { words.map(\.folded).joined(separator: " ") }

    /// The folded phrases `first + " " + second` for every pair, each part folded once: as
    /// ``foldedPhrase`` of the joined phrase, since no word spans a space (parts that fold to
    /// nothing are left out). For a table's phrases made of two lists (an action and a
    /// control: «مسح حقل», «حذف زر»), which would otherwise fold each word again for every pair.
    static func foldedPairs(_ firsts: [String], _ seconds: [String], folding fold: (String) -> String) -> [String] {
        let foldedSeconds = seconds.map(fold).filter { !$0.isEmpty }
        return firsts.map(fold).filter { !$0.isEmpty }.flatMap { first in foldedSeconds.map { first + " " + $0 } }
    }

    /// A table's phrase as ``foldedPhrase`` sees it, for languages that split words at apostrophes.
    static func elidedPhrase(_ phrase: String) -> String { AnalyzedText(phrase, splitsApostrophes: true).foldedPhrase }

    /// The index among `words` (this text's words, in order) of the last word of the first
    /// sentence: the word before the first gap between two words that holds one of
    /// `sentenceEnds` and a space, else the last word. For verb-final languages, whose hint's
    /// verb ends its first sentence.
    func lastWordOfFirstSentence(_ words: [Word], endingWith sentenceEnds: String) -> Int {
        for index in words.indices.dropLast() {
            let (end, start) = (words[index].end, words[index + 1].start)
            if holds(UInt8(ascii: " "), between: end, start), slice(end, start).contains(where: sentenceEnds.contains) { return index }
        }
        return words.count - 1
    }

    /// The text between two byte offsets.
    public func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// Whether the text between two byte offsets holds the ASCII character `byte` ("," between
    /// two words), told from its bytes: no text is made, and no search of Foundation's (which a
    /// `String`'s `contains(",")` is, at the cost of a thousand instructions or more).
    public func holds(_ byte: UInt8, between start: Int, _ end: Int) -> Bool {
        start < end && utf8[start..<end].contains(byte)
    }

    /// Where `words` occurs in the text, when it occurs exactly once, as Foundation's
    /// `range(of:)` finds it (by canonical equivalence, never inside a character), in byte
    /// offsets. Where every scalar of the text and of `words` is below U+0250 (Latin,
    /// precomposed: no combining mark) and `words` holds no line break, two texts are equivalent
    /// only when their bytes are the same, and every scalar is a character: the bytes are
    /// searched (Foundation's search costs ten thousand instructions). Elsewhere Foundation searches.
    public func uniqueOccurrence(of words: String) -> (start: Int, end: Int)? {
        guard !words.isEmpty else { return nil }
        var needle = words
        let bytesDecide = Self.isPrecomposedLatin(utf8) && needle.withUTF8 { !$0.contains(0x0A) && !$0.contains(0x0D) && Self.isPrecomposedLatin($0) }
        guard bytesDecide else {
            guard let range = text.range(of: words), text.range(of: words, range: range.upperBound..<text.endIndex) == nil else { return nil }
            return (text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound), text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound))
        }
        return needle.withUTF8 { needle -> (start: Int, end: Int)? in
            guard let first = utf8.firstIndex(of: needle, from: 0) else { return nil }
            let end = first + needle.count
            return utf8.firstIndex(of: needle, from: end) == nil ? (first, end) : nil
        }
    }

    /// Whether every scalar of `bytes` (valid UTF-8) is below U+0250: ASCII, or a two-byte
    /// sequence led by 0xC2 to 0xC8, or by 0xC9 with a continuation below 0x90.
    static func isPrecomposedLatin(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(isPrecomposedLatin) }

    static func isPrecomposedLatin(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
            } else if byte >= 0xC2, byte <= 0xC8 {
                index += 2
            } else if byte == 0xC9, index + 1 < bytes.count, bytes[index + 1] < 0x90 {
                index += 2
            } else {
                return false
            }
        }
        return true
    }

    /// The first Unicode scalar of the trimmed text, skipping opening quotes, brackets and bidi marks.
    public var firstSignificantScalar: (scalar: Unicode.Scalar, offset: Int)? {
        var index = trimmedStart
        while index < trimmedEnd {
            let (scalar, length) = TextScanning.decode(utf8, at: index)
            if !TextScanning.isOpeningPunctuation(scalar) { return (scalar, index) }
            index += length
        }
        return nil
    }

    /// The offset after the last character that is not a closing quote, bracket or bidi mark.
    public var significantEnd: Int {
        var end = trimmedEnd
        while end > trimmedStart {
            let start = TextScanning.scalarStart(utf8, before: end)
            let (scalar, _) = TextScanning.decode(utf8, at: start)
            guard TextScanning.isClosingPunctuation(scalar) else { break }
            end = start
        }
        return end
    }

    /// Whether the text holds more than one sentence: a sentence ending (`.`, `!`, `?`, `。`…)
    /// followed, after spaces, by more words ("Visit your sites in a flash! Then tap Add."). A
    /// label of several sentences is static text read as written, not a control's name.
    public var hasSeveralSentences: Bool {
        guard words.count >= 2 else { return false }
        let bytes = utf8
        for word in words.dropFirst() {
            var index = word.start - 1
            var sawSpace = false
            while index >= trimmedStart, bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x0A {
                sawSpace = true
                index -= 1
            }
            guard index >= trimmedStart else { continue }
            let (scalar, _) = TextScanning.decode(bytes, at: TextScanning.scalarStart(bytes, before: index + 1))
            if scalar == "." || scalar == "!" || scalar == "?" { if sawSpace { return true } }
            if scalar == "。" || scalar == "！" || scalar == "？" { return true }
        }
        return false
    }

    /// Whether the significant text ends with `suffix`.
    public func endsWith(_ suffix: String) -> Bool {
        let length = suffix.utf8.count
        let end = significantEnd
        guard end - trimmedStart >= length else { return false }
        return utf8[(end - length)..<end].elementsEqual(suffix.utf8)
    }
}

/// Byte-level helpers shared by the analysis.
enum TextScanning {
    /// Decodes the scalar at `index` of valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int) {
        bytes.withUnsafeBufferPointer { decode($0, at: index) }
    }

    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let count = bytes.count
        var value: UInt32
        var length: Int
        if lead >= 0xF0 {
            value = UInt32(lead & 0x07)
            length = 4
        } else if lead >= 0xE0 {
            value = UInt32(lead & 0x0F)
            length = 3
        } else {
            value = UInt32(lead & 0x1F)
            length = 2
        }
        guard index + length <= count else { return ("\u{FFFD}", 1) }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The start of the scalar that ends at `end`.
    static func scalarStart(_ bytes: [UInt8], before end: Int) -> Int {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Invisible marks that do not count as content at either end (bidi marks, zero-width space).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2066...0x2069, 0x202A...0x202E, 0x061C, 0xFEFF: true
        default: false
        }
    }

    static func isOpeningPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if isInvisible(scalar) { return true }
        switch scalar {
        case "\"", "'", "(", "[", "{", "“", "‘", "«", "‹", "„", "「", "『", "（", "【", "〈", "《", "¿", "¡": return true
        default: return false
        }
    }

    static func isClosingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if isInvisible(scalar) { return true }
        switch scalar {
        case "\"", "'", ")", "]", "}", "”", "’", "»", "›", "」", "』", "）", "】", "〉", "》": return true
        default: return false
        }
    }

    static func trimmedBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var start = 0
        let count = bytes.count
        while start < count {
            let (scalar, length) = decode(bytes, at: start)
            guard isWhitespace(scalar) else { break }
            start += length
        }
        var end = count
        while end > start {
            var scalarStart = end - 1
            while scalarStart > start, bytes[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            let (scalar, _) = decode(bytes, at: scalarStart)
            guard isWhitespace(scalar) else { break }
            end = scalarStart
        }
        return (start, end)
    }

    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
        }
        if value < 0x800 { return TwoByteScalars.flags[Int(value) - 0x80] & TwoByteScalars.word != 0 }
        return looksUpWordScalar(scalar)
    }

    /// ``isWordScalar(_:)`` from the scalar's Unicode properties.
    static func looksUpWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if isWhitespace(scalar) || isInvisible(scalar) { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
        default: return false
        }
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "’" }

    /// The zero-width non-joiner and joiner (U+200C, U+200D), which Indic and Persian scripts
    /// write inside words to choose a letter's shape.
    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool { scalar == "\u{200C}" || scalar == "\u{200D}" }

    /// Splits into words: runs of letters, marks and digits; an apostrophe between letters stays
    /// inside a word unless `splitsApostrophes` (French `l'écran` → `l`, `écran`), and so do a
    /// middle dot (Catalan `cancel·la`) and a zero-width joiner or non-joiner (dropped from the
    /// folded word: the spellings with and without one are the same word). Format
    /// specifiers become placeholder words.
    static func words(
        _ bytes: UnsafeBufferPointer<UInt8>, specifiers: [FormatSpecifier], splitsApostrophes: Bool,
        foldings: [Unicode.Scalar: Unicode.Scalar]
    ) -> [Word] {
        var words: [Word] = []
        var specifierIndex = 0
        var index = 0
        let count = bytes.count
        var wordStart = -1
        var firstUpper = false, firstLower = false, innerUpper = false, allASCII = true, hasJoiner = false
        func finishWord(at end: Int) {
            guard wordStart >= 0 else { return }
            words.append(Word(
                start: wordStart, end: end, folded: fold(bytes, wordStart, end, allASCII: allASCII, hasJoiner: hasJoiner, foldings: foldings),
                isPlaceholder: false, startsUppercase: firstUpper, startsLowercase: firstLower, hasInnerUppercase: innerUpper))
            wordStart = -1
        }
        while index < count {
            if specifierIndex < specifiers.count, specifiers[specifierIndex].start == index {
                finishWord(at: index)
                let specifier = specifiers[specifierIndex]
                words.append(Word(
                    start: specifier.start, end: specifier.end, folded: specifier.text, isPlaceholder: true,
                    startsUppercase: false, startsLowercase: false, hasInnerUppercase: false))
                index = specifier.end
                specifierIndex += 1
                continue
            }
            let (scalar, length) = decode(bytes, at: index)
            if isWordScalar(scalar) {
                // ASCII case by value; other scripts' case from the scalar's properties.
                let isUpper = length == 1 ? (scalar.value >= 0x41 && scalar.value <= 0x5A) : TwoByteScalars.isUppercase(scalar)
                if wordStart < 0 {
                    wordStart = index
                    firstUpper = isUpper
                    firstLower = length == 1 ? (scalar.value >= 0x61 && scalar.value <= 0x7A) : TwoByteScalars.isLowercase(scalar)
                    innerUpper = false
                    allASCII = true
                    hasJoiner = false
                } else if isUpper {
                    innerUpper = true
                }
                if length > 1 { allASCII = false }
            } else if isApostrophe(scalar) && !splitsApostrophes || scalar == "\u{B7}" || isJoiner(scalar), wordStart >= 0, index + length < count,
                isWordScalar(decode(bytes, at: index + length).0)
            {
                // An apostrophe, Catalan's middle dot ("Cancel·la"), or a zero-width joiner or
                // non-joiner (Telugu «బటన్‌ను», Malayalam «ചേര്‍ക്കുക»), between letters.
                if length > 1 { allASCII = false }
                if isJoiner(scalar) { hasJoiner = true }
            } else {
                finishWord(at: index)
            }
            index += length
        }
        finishWord(at: count)
        return words
    }

    /// Lower-cases a word (ASCII without allocating a second time) and applies the language's foldings
    /// (to the written letters and to their lower case).
    private static func fold(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, allASCII: Bool, hasJoiner: Bool, foldings: [Unicode.Scalar: Unicode.Scalar]
    ) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if allASCII {
            return String(unsafeUninitializedCapacity: slice.count) { output in
                for (offset, byte) in slice.enumerated() {
                    output[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                return slice.count
            }
        }
        var written = String(decoding: slice, as: UTF8.self)
        // A joiner only shapes the letters: «బటన్‌ను» and «బటన్ను» are the same word.
        if hasJoiner {
            written = String(String.UnicodeScalarView(written.unicodeScalars.filter { !isJoiner($0) }))
        }
        guard !foldings.isEmpty else { return lowercased(written) }
        // Before lower-casing too: Turkish "İ" is "i", not "i" and a combining dot.
        // Encoded into bytes, a string made once (appending to a scalar view costs far more).
        func applyingFoldings(_ text: String) -> String {
            var folded: [UInt8] = []
            folded.reserveCapacity(text.utf8.count + 4)
            for scalar in text.unicodeScalars { UTF8.encode(foldings[scalar] ?? scalar) { folded.append($0) } }
            return String(decoding: folded, as: UTF8.self)
        }
        return applyingFoldings(lowercased(applyingFoldings(written)))
    }

    /// Blocks of scalars that are the same lower-cased (lower-case letters of the alphabets with
    /// case, scripts without case), most used first; a test checks each scalar of each against
    /// the standard library.
    static let unchangedWhenLowercased: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0xDF...0xFF,  // Latin: a-z, ß to ÿ (and ÷)
        0x430...0x45F,  // Cyrillic
        0x3AC...0x3CE,  // Greek
        0x4E00...0x9FFF, 0x3040...0x30FF, 0xAC00...0xD7A3, 0x3400...0x4DBF,  // Han, kana, Hangul
        0x591...0x5F4, 0x600...0x6FF,  // Hebrew, Arabic
        0x900...0xDFF, 0xE00...0xE7F,  // the scripts of India and Sri Lanka, Thai
    ]

    /// `text.lowercased()`, the same string when each of its scalars is in one of
    /// ``unchangedWhenLowercased`` (most words: lower-case but the first of a sentence, or of a
    /// script without case): telling a scalar's block costs a fraction of looking up its mapping.
    static func lowercased(_ text: String) -> String {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard unchangedWhenLowercased.contains(where: { $0.contains(value) }) else { return text.lowercased() }
        }
        return text
    }
}

/// The Unicode properties the scanner asks of each scalar of a word, for the scalars of two
/// UTF-8 bytes (U+0080 to U+07FF: Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic and more),
/// read once from the standard library: its look-up costs hundreds of instructions a scalar,
/// this table one load.
enum TwoByteScalars {
    static let word: UInt8 = 1
    static let uppercase: UInt8 = 2
    static let lowercase: UInt8 = 4

    /// By scalar value less 0x80: ``word`` when ``TextScanning/isWordScalar(_:)``, ``uppercase``
    /// and ``lowercase`` as the scalar's properties say.
    static let flags: [UInt8] = (0x80..<0x800).map { value in
        let scalar = Unicode.Scalar(UInt32(value))!
        var flags: UInt8 = 0
        if TextScanning.looksUpWordScalar(scalar) { flags |= word }
        if scalar.properties.isUppercase { flags |= uppercase }
        if scalar.properties.isLowercase { flags |= lowercase }
        return flags
    }

    @inline(__always)
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.value < 0x800 ? flags[Int(scalar.value) - 0x80] & uppercase != 0 : scalar.properties.isUppercase
    }

    @inline(__always)
    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.value < 0x800 ? flags[Int(scalar.value) - 0x80] & lowercase != 0 : scalar.properties.isLowercase
    }
}
