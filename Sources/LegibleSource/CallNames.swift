import SwiftSyntax

/// The callee name (`FunctionCallExprSyntax.calleeName`) of the call a walk is at, made once for
/// all the visitors of one `VisitorGroup`.
///
/// Each visitor of a walk asks the name of every call it meets, one after the other for the same
/// call: four strings made per call in each walk cost the scan a twentieth of its time. One
/// instance per file and walk, shared by that walk's visitors; it remembers the last call asked.
final class CallNames {
    private var lastCall: SyntaxIdentifier?
    private var lastName: String?

    /// `call.calleeName`, made once while the visitors ask about the same call.
    func name(of call: FunctionCallExprSyntax) -> String? {
        let id = call.id
        if id == lastCall { return lastName }
        let name = call.calleeName
        lastCall = id
        lastName = name
        return name
    }
}
