import Dispatch
import Foundation

/// Runs a transform over an array on every core, keeping the order of the results.
public enum ConcurrentMap {
    /// The processors this process may run on, asked once (see ``ProcessorCount``).
    public static let coreCount = ProcessorCount.available()

    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let slots = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.results()
    }

    /// ``map(_:_:)`` with the largest elements (by `size`) transformed first, so that one large
    /// element (a generated file of a megabyte) is not left to one thread after the others have
    /// finished; the results are in the elements' order.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], largestFirst size: (Element) -> Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let sizes = elements.map(size)
        let order = elements.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
        let transformed = map(order.map { elements[$0] }, transform)
        var results = [Result?](repeating: nil, count: elements.count)
        for (position, result) in zip(order, transformed) { results[position] = result }
        return results.map { $0! }
    }
}

/// Storage that concurrent iterations write into, each at its own index exactly once; read only
/// after `concurrentPerform` has returned, which orders every write before the read.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) { storage[index] = result }

    func results() -> [Result] { (0..<count).map { storage[$0]! } }
}

extension ConcurrentMap {
    /// Transforms the elements on every core and hands each result to `consume` on the calling
    /// thread, in the order of the elements, as soon as it and those before it are ready: the
    /// calling thread consumes (merges, writes) while the other cores go on transforming. At most
    /// `lookahead` results wait to be consumed, so memory stays bounded however many elements
    /// there are.
    public static func forEachInOrder<Element: Sendable, Result: Sendable>(
        _ elements: [Element], lookahead: Int = 32 * coreCount,
        _ transform: @escaping @Sendable (Element) -> Result, consume: (Result) -> Void
    ) {
        forEachInOrder(elements, lookahead: lookahead, workerState: {}, { _, element in transform(element) }, consume: consume)
    }

    /// ``forEachInOrder(_:lookahead:_:consume:)`` with a state of each transforming thread's own,
    /// made by `workerState` on that thread and handed to each of its transforms (one for the
    /// calling thread when there is only one core).
    static func forEachInOrder<Element: Sendable, Result: Sendable, State>(
        _ elements: [Element], lookahead: Int = 32 * coreCount,
        workerState: @escaping @Sendable () -> State, _ transform: @escaping @Sendable (State, Element) -> Result,
        consume: (Result) -> Void
    ) {
        guard elements.count > 1, coreCount > 1 else {
            let state = workerState()
            for element in elements { consume(transform(state, element)) }
            return
        }
        let pipeline = OrderedPipeline<Result>(count: elements.count, lookahead: max(1, lookahead))
        let workers = coreCount
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                let state = workerState()
                while let index = pipeline.nextIndex() { pipeline.store(transform(state, elements[index]), at: index) }
            }
        }
        for index in elements.indices { consume(pipeline.take(at: index)) }
        group.wait()
    }
}

/// The slots of ``ConcurrentMap/forEachInOrder(_:lookahead:_:consume:)``: workers take indices
/// in order and fill their slots; the consumer waits for each slot in turn and empties it.
private final class OrderedPipeline<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let storage: UnsafeMutablePointer<Result?>
    private let ready: [DispatchSemaphore]
    private let room: DispatchSemaphore
    private let count: Int
    private var next = 0

    init(count: Int, lookahead: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        room = DispatchSemaphore(value: lookahead)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The next index to transform, once there is room for its result; nil when all are taken.
    func nextIndex() -> Int? {
        room.wait()
        lock.lock()
        defer { lock.unlock() }
        guard next < count else {
            room.signal()
            return nil
        }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
        ready[index].signal()
    }

    func take(at index: Int) -> Result {
        ready[index].wait()
        let result = storage[index].take()!
        room.signal()
        return result
    }
}
