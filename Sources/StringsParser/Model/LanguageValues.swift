/// The numbers a table gives its languages, in the order its files bring them: every key of the
/// table keeps its values in a slot per number, so that a language is looked up once per file
/// rather than hashed for every string, and a key holds an array of references rather than a
/// dictionary.
///
/// Numbered only by the merge, on one thread, before the table is shared; read-only after.
public final class LanguageSlots: @unchecked Sendable {
    private var numbers: [String: Int] = [:]
    /// The languages by number.
    public private(set) var languages: [String] = []
    /// How many languages the table's files are expected to bring (0: unknown).
    var expectedCount = 0

    init() {}

    /// The number of `language`, given it now if it has none.
    func number(of language: String) -> Int {
        if let number = numbers[language] { return number }
        numbers[language] = languages.count
        languages.append(language)
        return languages.count - 1
    }

    /// The number of `language`, if the table has it.
    public func existingNumber(of language: String) -> Int? { numbers[language] }
}

/// A key's values in one language: one, or several for plural and device variants, in file
/// order. A single value is held without an array of its own (most keys have one per language).
public struct LanguageStrings: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case one(LocalizedString)
        case many([LocalizedString])
    }

    private var storage: Storage

    public init(_ string: LocalizedString) { storage = .one(string) }

    /// Any number of values.
    public init(_ strings: [LocalizedString]) {
        storage = strings.count == 1 ? .one(strings[0]) : .many(strings)
    }

    public init(arrayLiteral strings: LocalizedString...) { self.init(strings) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .one: 1
        case let .many(strings): strings.count
        }
    }

    public subscript(position: Int) -> LocalizedString {
        switch storage {
        case let .one(string):
            precondition(position == 0, "index out of range")
            return string
        case let .many(strings): return strings[position]
        }
    }

    /// Adds a value after the others.
    mutating func append(_ string: LocalizedString) {
        switch storage {
        case let .one(first): storage = .many([first, string])
        case var .many(strings):
            storage = .one(string)  // drops the array's reference while it grows
            strings.append(string)
            storage = .many(strings)
        }
    }
}

/// A key's values by language, several for a key with variants, in file order. Read like a
/// dictionary from language to values; iterated in the order the table met its languages.
public struct LanguageValues: Sendable, Sequence {
    private let slots: LanguageSlots
    /// The values of each language number (`nil`: none in that language).
    private var storage: [LanguageStrings?] = []
    /// How many languages have values.
    public private(set) var count = 0

    init(slots: LanguageSlots) { self.slots = slots }

    public var isEmpty: Bool { count == 0 }

    /// The values in `language`, `nil` when it has none.
    public subscript(language: String) -> LanguageStrings? {
        guard let number = slots.existingNumber(of: language) else { return nil }
        return self[number: number]
    }

    /// Whether the key has values in the language the table numbers `number`: asked of every
    /// key of a table, and answered without taking a copy of the values (a retain and a release).
    public func hasValues(number: Int) -> Bool {
        guard number < storage.count else { return false }
        if case .none = storage[number] { return false }
        return true
    }

    /// The values in the language the table numbers `number` (see ``LanguageSlots``).
    public internal(set) subscript(number number: Int) -> LanguageStrings? {
        get { number < storage.count ? storage[number] : nil }
        set {
            if number >= storage.count {
                guard newValue != nil else { return }
                // A key in a second language is likely in all: room for them at once, rather
                // than growing (and copying) several times, with room to spare.
                if number > 0, storage.count <= 1, slots.expectedCount > number { storage.reserveCapacity(slots.expectedCount) }
                // The usual case, the table's languages met in order: the value goes last.
                if number == storage.count {
                    storage.append(newValue)
                    count += 1
                    return
                }
                storage.append(contentsOf: repeatElement(nil, count: number + 1 - storage.count))
            }
            if storage[number] == nil, newValue != nil { count += 1 }
            if storage[number] != nil, newValue == nil { count -= 1 }
            storage[number] = newValue
        }
    }

    /// The languages with values.
    public var keys: [String] { storage.indices.compactMap { storage[$0] == nil ? nil : slots.languages[$0] } }

    /// The values of each language with values.
    public var values: [LanguageStrings] { storage.compactMap { $0 } }

    public func makeIterator() -> Iterator { Iterator(values: self) }

    /// Each language with values and its values.
    public struct Iterator: IteratorProtocol {
        private let values: LanguageValues
        private var position = 0

        init(values: LanguageValues) { self.values = values }

        public mutating func next() -> (key: String, value: LanguageStrings)? {
            while position < values.storage.count {
                defer { position += 1 }
                if let found = values.storage[position] { return (values.slots.languages[position], found) }
            }
            return nil
        }
    }
}
