/// A string hashed and compared by its UTF-8 bytes, not by canonical equivalence as `String`
/// is: a key that costs no Unicode normalization (which `String` applies to hash any text that
/// is not ASCII), and that keeps apart what only looks the same.
public struct ExactText: Hashable, Sendable {
    public let string: String

    public init(_ string: String) { self.string = string }

    /// Compared as bytes in memory (hash tables compare a key with every key they probe).
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        let (left, right) = (lhs.string.utf8, rhs.string.utf8)
        guard left.count == right.count else { return false }
        let equal = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return (equal ?? nil) ?? left.elementsEqual(right)
    }

    public func hash(into hasher: inout Hasher) {
        ByteSearch.withUTF8(of: string) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
