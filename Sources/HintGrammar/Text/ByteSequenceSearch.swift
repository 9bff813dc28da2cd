extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// The first index at or after `start` where `needle` begins in these bytes, compared byte
    /// by byte (no Unicode equivalence); nil when it does not occur or is empty.
    func firstIndex<Needle: RandomAccessCollection>(of needle: Needle, from start: Int) -> Int?
    where Needle.Element == UInt8, Needle.Index == Int {
        guard let first = needle.first else { return nil }
        var index = Swift.max(start, startIndex)
        while index + needle.count <= endIndex {
            if self[index] == first {
                var matched = 1
                while matched < needle.count, self[index + matched] == needle[needle.startIndex + matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
