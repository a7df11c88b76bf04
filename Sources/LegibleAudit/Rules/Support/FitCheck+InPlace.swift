/// Reading a context's checks without copying them: iterating an array (`for`, `contains(where:)`,
/// `filter`) hands out a copy of each element, and copying a `FitCheck` retains and releases
/// every reference it holds (its font's family, layout lines, faces, missing characters and
/// measured text): about 9 % of an audit's instructions on IceCubesApp's catalog, where every
/// rule asks of every check.
extension [FitCheck] {
    /// Whether some check satisfies `predicate`, each read where it is stored.
    func containsInPlace(where predicate: (borrowing FitCheck) -> Bool) -> Bool {
        withUnsafeBufferPointer { checks in
            for index in checks.indices where predicate(checks[index]) { return true }
            return false
        }
    }

    /// The checks that satisfy `isIncluded`, in order (copies of those only).
    func filterInPlace(_ isIncluded: (borrowing FitCheck) -> Bool) -> [FitCheck] {
        withUnsafeBufferPointer { checks in
            var kept: [FitCheck] = []
            for index in checks.indices where isIncluded(checks[index]) { kept.append(checks[index]) }
            return kept
        }
    }
}
