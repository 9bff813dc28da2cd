/// The candidate closest to a mistyped name, if one is close enough to be what the user meant.
///
/// Distance is the optimal-string-alignment edit distance (insertions, deletions, substitutions and swaps of
/// neighbours) over UTF-8 bytes. A candidate is close enough when the distance is at most a third of the longer
/// name, and at least 1; on a tie the earlier candidate wins.
public func nearestName(to typed: String, among candidates: [String]) -> String? {
    let typedBytes = Array(typed.utf8)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let candidateBytes = Array(candidate.utf8)
        let limit = max(1, max(typedBytes.count, candidateBytes.count) / 3)
        guard let distance = editDistance(typedBytes, candidateBytes, limit: limit) else { continue }
        if distance < best?.distance ?? Int.max {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// The optimal-string-alignment distance between `a` and `b`, or `nil` when it is larger than `limit`.
///
/// Lengths that differ by more than `limit` are rejected before any work, so a huge argument costs nothing.
public func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var twoRowsBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                distance = min(distance, twoRowsBack[j - 2] + 1)
            }
            current[j] = distance
        }
        (twoRowsBack, previous, current) = (previous, current, twoRowsBack)
    }
    let distance = previous[b.count]
    return distance <= limit ? distance : nil
}
