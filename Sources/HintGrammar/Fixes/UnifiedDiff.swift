/// A file's change as a unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of
/// context), as `diff -u` writes it and `patch -p1` and `git apply` read it.
///
/// Lines are split after each line feed byte, as `patch` splits them, whatever the file's
/// encoding: a UTF-16 file's diff holds its own bytes, which `patch` and `git apply` apply as they
/// are. The lines that differ are found with Myers' algorithm, in time proportional to the
/// file's length times the number of lines changed.
public enum UnifiedDiff {
    /// Lines of unchanged text around each change.
    public static let context = 3

    /// The diff of `old` into `new` under `path` (shown with `a/` and `b/`); empty when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(of: old)
        let b = lines(of: new)
        let script = editScript(a, b)
        var output = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        for hunk in hunks(of: script) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = (hunk.first { $0.kind != .insert }?.oldIndex).map { $0 + 1 } ?? hunkAnchor(hunk, in: script, old: true)
            let newStart = (hunk.first { $0.kind != .delete }?.newIndex).map { $0 + 1 } ?? hunkAnchor(hunk, in: script, old: false)
            output += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for step in hunk {
                let line: ArraySlice<UInt8>
                switch step.kind {
                case .equal:
                    output.append(UInt8(ascii: " "))
                    line = a[step.oldIndex]
                case .delete:
                    output.append(UInt8(ascii: "-"))
                    line = a[step.oldIndex]
                case .insert:
                    output.append(UInt8(ascii: "+"))
                    line = b[step.newIndex]
                }
                output += line
                if line.last != 0x0A { output += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return output
    }

    /// `start,count`, with the start of an empty range being the line before it, as `diff -u` writes.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }

    /// For a hunk with no line of one side: the line after which its lines go on that side.
    private static func hunkAnchor(_ hunk: [Step], in script: [Step], old: Bool) -> Int {
        guard let first = hunk.first else { return 1 }
        return (old ? first.oldIndex : first.newIndex) + 1
    }

    /// The text cut after each line feed; the last line may lack one.
    static func lines(of text: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in text.indices where text[index] == 0x0A {
            result.append(text[start...index])
            start = index + 1
        }
        if start < text.count { result.append(text[start...]) }
        return result
    }

    struct Step: Equatable {
        enum Kind { case equal, delete, insert }
        let kind: Kind
        /// For a delete or equal step, the old line; for an insert, the old line it goes before.
        let oldIndex: Int
        /// For an insert or equal step, the new line; for a delete, the new line it would be before.
        let newIndex: Int
    }

    /// The shortest script of kept, deleted and inserted lines from `a` to `b` (Myers, 1986).
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let hashesA = a.map(hash)
        let hashesB = b.map(hash)
        func same(_ x: Int, _ y: Int) -> Bool { hashesA[x] == hashesB[y] && a[x] == b[y] }
        let n = a.count, m = b.count
        let offset = n + m + 1
        // The furthest x reached on each diagonal k (at `offset + k`).
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        // Before each round d, the furthest x of diagonals -d-1...d+1 (what the round reads).
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(x, y) {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func reached(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
            let previousX = reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .equal, oldIndex: x, newIndex: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                steps.append(Step(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                steps.append(Step(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        return steps.reversed()
    }

    /// The changes with their context, runs closer than twice the context joined into one hunk.
    static func hunks(of script: [Step]) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .equal }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(script[$0]) }
    }

    private static func hash(_ line: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in line { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return value
    }
}
