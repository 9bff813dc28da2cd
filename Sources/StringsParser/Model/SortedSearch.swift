extension RandomAccessCollection {
    /// The first index whose element satisfies `belongs`, found by a binary search: `belongs`
    /// must be false for the elements before some index and true from it on (as
    /// `{ $0 >= x }` is on elements sorted in increasing order). `endIndex` when none does.
    /// (Inlinable: specialized where it is called, in the other modules too, rather than run
    /// through the generic witnesses at every step.)
    @inlinable
    public func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}

extension Array where Element: Comparable {
    /// The index of `element` in this array, which is sorted in increasing order, found by a
    /// binary search; nil when it is absent.
    @inlinable
    public func sortedIndex(of element: Element) -> Int? {
        let index = partitioningIndex { $0 >= element }
        return index < count && self[index] == element ? index : nil
    }
}
