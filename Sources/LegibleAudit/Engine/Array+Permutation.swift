extension Array {
    /// Puts `self[order[i]]` at position `i` for every `i`, in place, following the
    /// permutation's cycles: sorting large structs (findings) through sorted indices without a
    /// second copy of them.
    ///
    /// - Parameter order: a permutation of `indices`.
    mutating func permute(to order: [Int]) {
        precondition(order.count == count, "not a permutation of the array's indices")
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            // The cycle start <- order[start] <- order[order[start]] … back to start.
            var position = start
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { break }
                exchange(position, source)
                position = source
            }
        }
    }

    /// Swaps the elements at `i` and `j` by moving them through the array's buffer.
    /// `swapAt(_:_:)` (`MutableCollection`'s) copies one of them into a temporary and destroys it
    /// afterwards: for a finding, a retain and a release of each of its two dozen fields.
    /// Traps, as `swapAt` does, on an index out of bounds (the buffer's `swapAt` checks only in
    /// debug builds).
    mutating func exchange(_ i: Int, _ j: Int) {
        precondition(indices.contains(i) && indices.contains(j), "index out of range")
        withUnsafeMutableBufferPointer { $0.swapAt(i, j) }
    }
}
