extension Array where Element: Comparable {
    /// The index of `element` in this array, which is sorted in increasing order, found by a
    /// binary search; nil when it is absent.
    public func sortedIndex(of element: Element) -> Int? {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == element ? low : nil
    }
}
