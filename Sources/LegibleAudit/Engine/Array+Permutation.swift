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
                swapAt(position, source)
                position = source
            }
        }
    }
}
