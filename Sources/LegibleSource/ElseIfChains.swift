import SwiftSyntax

/// The first `if` of each `else if` chain a walk has climbed, remembered: the walks' searches
/// for what is around a node (its type, member, declaration, the views around it) jump from any
/// `if` of a chain to its first instead of climbing the chain one `if` at a time.
///
/// An `else if` is a child of the `if` before it, so a text in the last of n branches has n
/// `if`s above it, and searching up from each branch cost n²: 6,000 branches each showing a
/// `Text` (a 214 KB file the parser reads in 0.07 s) took the scan 18 s. None of the searches
/// looks at an `if` (`isInElseOfAvailabilityCheck` does, and climbs without jumping).
///
/// One per file and walk: a node's identity is its tree's.
final class ElseIfChains {
    private var firsts: [SyntaxIdentifier: Syntax] = [:]
    /// Each type declaration's path, once `enclosingTypePath` has found it.
    var typePaths: [SyntaxIdentifier: [String]] = [:]

    /// The first `if` of the chain `node` is an `if` of, or `node` when it is not an `if` in
    /// an `else`.
    func first(_ node: Syntax) -> Syntax {
        // By kind: every node of every climb is asked, and `is(_:)` goes through a generic cast.
        guard node.kind == .ifExpr else { return node }
        if let known = firsts[node.id] { return known }
        var chain: [Syntax] = []
        var current = node
        var first = node
        while true {
            if let known = firsts[current.id] {
                first = known
                break
            }
            chain.append(current)
            guard let parent = current.parent, let outer = parent.as(IfExprSyntax.self),
                let elseBody = outer.elseBody, Syntax(elseBody).id == current.id
            else {
                first = current
                break
            }
            current = parent
        }
        for n in chain { firsts[n.id] = first }
        return first
    }
}

/// The node whose parent an ancestor search goes on from: the first `if` of an `else if`
/// chain for any `if` of it (when `chains` is given), else `node`.
func climbing(_ node: Syntax, _ chains: ElseIfChains?) -> Syntax {
    chains?.first(node) ?? node
}
