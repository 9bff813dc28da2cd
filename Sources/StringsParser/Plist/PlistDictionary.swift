/// The members of a `<dict>`, in the order the file has them, with a lookup by key.
///
/// A key may appear more than once: Apple's parser keeps the last value, and so does the
/// subscript here; ``duplicates`` lists them so that a caller can report them. Keys are compared
/// by their exact Unicode scalars, as Core Foundation compares them (`"é"` written precomposed and
/// decomposed are two different keys), not by Swift's canonical equivalence.
public struct PlistDictionary: Hashable, Sendable {
    /// One `<key>` and the value after it.
    public struct Member: Hashable, Sendable {
        /// The text of the `<key>` element.
        public var key: String
        /// The offset of the `<` of the `<key>` element; `nil` in a binary property list.
        public var keyOffset: Int?
        /// The value after the key.
        public var value: PlistValue

        /// A member; `keyOffset` is `nil` for a binary property list.
        public init(key: String, keyOffset: Int?, value: PlistValue) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    /// A key that appears more than once.
    public struct Duplicate: Hashable, Sendable {
        /// The duplicated key.
        public var key: String
        /// The indices in ``PlistDictionary/members`` of every member with this key, in file order;
        /// the last one is the one Apple's parser keeps.
        public var memberIndices: [Int]
    }

    /// Every member in file order, duplicates included.
    public let members: [Member]
    /// Keys that appear more than once, in the order of their first appearance.
    public let duplicates: [Duplicate]
    private let lastIndexByKey: [ExactText: Int]

    /// A dictionary of `members` in file order, indexed by key (the last member wins).
    public init(members: [Member]) {
        self.members = members
        var lastIndexByKey: [ExactText: Int] = [:]
        lastIndexByKey.reserveCapacity(members.count)
        var duplicateIndices: [ExactText: Int] = [:]
        var duplicates: [Duplicate] = []
        for (index, member) in members.enumerated() {
            let key = ExactText(member.key)
            if let earlier = lastIndexByKey.updateValue(index, forKey: key) {
                if let group = duplicateIndices[key] {
                    duplicates[group].memberIndices.append(index)
                } else {
                    duplicateIndices[key] = duplicates.count
                    duplicates.append(Duplicate(key: member.key, memberIndices: [earlier, index]))
                }
            }
        }
        self.lastIndexByKey = lastIndexByKey
        self.duplicates = duplicates
    }

    /// The number of members, duplicates included.
    public var count: Int { members.count }

    /// Whether the dictionary has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys in file order, duplicates included.
    public var keys: [String] { members.map(\.key) }

    /// The member Apple's parser keeps for `key` (the last one), if any.
    public func member(forKey key: String) -> Member? {
        lastIndexByKey[ExactText(key)].map { members[$0] }
    }

    /// The value for `key` (the last one for a duplicated key), if any.
    public subscript(key: String) -> PlistValue? {
        member(forKey: key)?.value
    }

    /// Dictionaries are equal when their members, in order, are equal.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        lhs.members == rhs.members
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}
