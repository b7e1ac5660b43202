/// Arrays made with room for their elements through code the compiler specializes.
///
/// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)` allocate
/// through a standard-library function that is never specialized: it looks up the storage class
/// of the element type at run time, which took 260–460 instructions a call, once per file and
/// more (about 1 % of a cold lint's instructions). `reserveCapacity` is specialized where it is
/// used, so these go through it.
extension Array {
    /// An empty array with room for `capacity` elements.
    @inlinable public init(emptyWithCapacity capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }

    /// `count` copies of `value`, as `Array(repeating:count:)` makes them.
    @inlinable public init(filledWith value: Element, count: Int) {
        self.init(emptyWithCapacity: count)
        append(contentsOf: repeatElement(value, count: count))
    }

    /// The `count` elements at `source`, moved into a new array of that capacity (the memory
    /// there is left uninitialized).
    @inlinable public init(moving count: Int, from source: UnsafeMutablePointer<Element>) {
        self.init(emptyWithCapacity: count)
        for index in 0..<count { append((source + index).move()) }
    }
}
