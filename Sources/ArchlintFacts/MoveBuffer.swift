import ArchlintBase

/// Values appended one by one into storage kept from file to file, handed out as arrays of
/// exactly their number by moving them. An array grown by appending moves its elements at every
/// doubling, and trimming it to its size copies them once more, retaining and releasing all they
/// hold: a file's declarations and members were built that way.
final class MoveBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return base + index
        }
    }

    /// Every element in order, moved into an array of their count; the buffer is left empty.
    func takeAll() -> [Element] {
        let taken = count > 0 ? [Element](moving: count, from: base) : []
        count = 0
        shrinkIfGrownPast(FactExtractor.retainedScratchBytes)
        return taken
    }

    /// The elements at `indices`, in that order, moved into an array of their count. Each is
    /// taken once at most; once all are, `forgetTaken()` empties the buffer.
    func take(_ indices: ArraySlice<Int32>) -> [Element] {
        var taken = [Element](emptyWithCapacity: indices.count)
        for index in indices {
            precondition(index >= 0 && Int(index) < count, "index out of range")
            taken.append((base + Int(index)).move())
        }
        return taken
    }

    /// Empties a buffer whose every element was moved out by `take`.
    func forgetTaken() {
        count = 0
        shrinkIfGrownPast(FactExtractor.retainedScratchBytes)
    }

    /// Empties the buffer, releasing what its elements hold.
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
        shrinkIfGrownPast(FactExtractor.retainedScratchBytes)
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The storage a huge file grew is given back: each worker would keep it to the end otherwise.
    private func shrinkIfGrownPast(_ bytes: Int) {
        guard count == 0, capacity * MemoryLayout<Element>.stride > bytes else { return }
        base.deallocate()
        capacity = max(bytes / MemoryLayout<Element>.stride, 1)
        base = .allocate(capacity: capacity)
    }
}
