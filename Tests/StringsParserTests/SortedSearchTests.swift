import StringsParser
import Testing

@Suite("Binary searches of sorted arrays")
struct SortedSearchTests {
    @Test("a binary search of a sorted array finds each element's index, and nothing between or beyond them")
    func sortedIndex() {
        let sorted = [2, 3, 5, 8, 13, 21]
        for (index, element) in sorted.enumerated() { #expect(sorted.sortedIndex(of: element) == index) }
        for absent in [0, 1, 4, 20, 22] { #expect(sorted.sortedIndex(of: absent) == nil) }
        #expect([Int]().sortedIndex(of: 1) == nil)
        #expect(["App/A.swift", "App/B.swift"].sortedIndex(of: "App/B.swift") == 1)
    }

    @Test("the partitioning index is the first element a predicate holds for, at every length and every split")
    func partitioningIndex() {
        for length in 0...9 {
            let elements = Array(0..<length)
            for split in 0...length {
                #expect(elements.partitioningIndex { $0 >= split } == split)
                // On a slice too: its indices are the base array's.
                let slice = elements.dropFirst(min(1, length))
                #expect(slice.partitioningIndex { $0 >= split } == max(split, slice.startIndex))
            }
        }
        let pairs = [(index: 3, strings: 4), (index: 7, strings: 1), (index: 9, strings: 2)]
        #expect(pairs.partitioningIndex { $0.index >= 5 } == 1)
        #expect(pairs.partitioningIndex { $0.index >= 10 } == 3)
    }
}
