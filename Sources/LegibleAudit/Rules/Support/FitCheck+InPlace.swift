/// Reading a context's checks without copying them: iterating an array (`for`, `contains(where:)`,
/// `filter`) hands out a copy of each element, and copying a `FitCheck` retains and releases
/// every reference it holds (its layout's lines, its faces, its missing characters, the shape it
/// can be laid out again from): about 9 % of an audit's instructions on IceCubesApp's catalog,
/// where every rule asks of every check.
extension [FitCheck] {
    /// Whether some check satisfies `predicate`, which reads the fields it needs through the
    /// check's address (`$0.pointee.layout.fits`: a field read through a pointer copies that
    /// field only, where a `borrowing` parameter was still copied whole). The pointer is valid
    /// only during the call.
    func containsInPlace(where predicate: (UnsafePointer<FitCheck>) -> Bool) -> Bool {
        withUnsafeBufferPointer { checks in
            guard let base = checks.baseAddress else { return false }
            for index in checks.indices where predicate(base + index) { return true }
            return false
        }
    }

    /// The checks that satisfy `isIncluded` (read as in `containsInPlace`), in order: copies of
    /// those only.
    func filterInPlace(_ isIncluded: (UnsafePointer<FitCheck>) -> Bool) -> [FitCheck] {
        withUnsafeBufferPointer { checks in
            guard let base = checks.baseAddress else { return [] }
            var kept: [FitCheck] = []
            for index in checks.indices where isIncluded(base + index) { kept.append(checks[index]) }
            return kept
        }
    }
}
