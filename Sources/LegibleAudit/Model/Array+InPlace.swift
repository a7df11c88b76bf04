/// Reading large structs in an array without copying them: iterating an array (`for`,
/// `contains(where:)`, `filter`, `map`) hands out a copy of each element, and copying a `FitCheck`
/// or a `Finding` retains and releases every reference it holds (a check's layout, faces, missing
/// characters and the shape it can be laid out again from; a finding's two dozen strings): about
/// 9 % of an audit's instructions on IceCubesApp's catalog, where every rule asks of every
/// check, and 2 % in ordering and merging the findings.
extension Array {
    /// Whether some element satisfies `predicate`, which reads the fields it needs through the
    /// element's address (`$0.pointee.layout.fits`: a field read through a pointer copies that
    /// field only, where a `borrowing` parameter was still copied whole). The pointer is valid
    /// only during the call.
    func containsInPlace(where predicate: (UnsafePointer<Element>) -> Bool) -> Bool {
        withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return false }
            for index in elements.indices where predicate(base + index) { return true }
            return false
        }
    }

    /// The elements that satisfy `isIncluded` (read as in `containsInPlace`), in order: copies of
    /// those only. `isIncluded` is asked twice of each element: first to count them, so that
    /// the result is allocated once (grown one by one, each growth copied every element kept so
    /// far, with a retain and a release of each of its references).
    func filterInPlace(_ isIncluded: (UnsafePointer<Element>) -> Bool) -> [Element] {
        withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return [] }
            var count = 0
            for index in elements.indices where isIncluded(base + index) { count += 1 }
            guard count > 0 else { return [] }
            var kept: [Element] = []
            kept.reserveCapacity(count)
            for index in elements.indices where isIncluded(base + index) { kept.append(elements[index]) }
            return kept
        }
    }

    /// `transform` of each element, in order, read as in `containsInPlace` (the pointer is valid
    /// only during the call).
    func mapInPlace<T>(_ transform: (UnsafePointer<Element>) throws -> T) rethrows -> [T] {
        try withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return [] }
            var result: [T] = []
            result.reserveCapacity(elements.count)
            for index in elements.indices { result.append(try transform(base + index)) }
            return result
        }
    }
}
