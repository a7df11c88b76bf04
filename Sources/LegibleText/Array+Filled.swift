extension Array {
    /// An array of `count` copies of `value`: what `Array(repeating:count:)` makes, made
    /// another way for the audit's hot paths.
    ///
    /// `Array(repeating:count:)` allocates through `Array._allocateBufferUninitialized`, a
    /// generic standard-library function that is never inlined, so at every call it looks the
    /// storage type (`_ContiguousArrayStorage<Element>`) up in the runtime's metadata cache:
    /// about 350 instructions an array, 2.4 % of the instructions of an audit of IceCubesApp's
    /// catalog (Benchmarks/README.md, "Seventh round"). The sequence initializer is specialized
    /// in the caller, whose metadata accessor keeps the type once found.
    ///
    /// - Parameters:
    ///   - value: The element to repeat.
    ///   - count: How many; must not be negative.
    /// - Returns: `count` elements, each `value`.
    @inlinable
    public static func filled(_ value: Element, count: Int) -> [Element] {
        Array(repeatElement(value, count: count))
    }
}
