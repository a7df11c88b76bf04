import SwiftParser
import SwiftSyntax
import XCTest

@testable import LegibleSource

/// `VisitorGroup` runs several visitors in one walk: each must see what it sees walking alone
/// (the same calls, in the same order, its own skipped subtrees left out, `visitPost` of the
/// node it skipped at still called), whatever the others skip.
final class VisitorGroupTests: XCTestCase {
    /// Logs every call it gets for the kinds the group passes on; skips the children of the
    /// nodes `skips` says.
    final class Recorder: SyntaxVisitor {
        var log: [String] = []
        let skips: (Syntax) -> Bool

        init(skips: @escaping (Syntax) -> Bool) {
            self.skips = skips
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(_ node: some SyntaxProtocol, _ kind: String) -> SyntaxVisitorContinueKind {
            log.append("\(kind) \(node.trimmedDescription.prefix(24))")
            return skips(Syntax(node)) ? .skipChildren : .visitChildren
        }
        private func leave(_ node: some SyntaxProtocol, _ kind: String) {
            log.append("end \(kind) \(node.trimmedDescription.prefix(24))")
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, "func") }
        override func visitPost(_ node: FunctionDeclSyntax) { leave(node, "func") }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, "var") }
        override func visitPost(_ node: VariableDeclSyntax) { leave(node, "var") }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { enter(node, "call") }
        override func visitPost(_ node: FunctionCallExprSyntax) { leave(node, "call") }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { enter(node, "member") }
        override func visitPost(_ node: MemberAccessExprSyntax) { leave(node, "member") }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node, "ref") }
        override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node, "ref") }
        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { enter(node, "file") }
        override func visitPost(_ node: SourceFileSyntax) { leave(node, "file") }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { enter(node, "binding") }
        override func visitPost(_ node: PatternBindingSyntax) { leave(node, "binding") }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node, "sequence") }
        override func visitPost(_ node: SequenceExprSyntax) { leave(node, "sequence") }
    }

    static let source = """
        struct V: View {
            static let title = NSLocalizedString("a", comment: "")
            var body: some View {
                Text(label(for: item.name)).font(.body)
            }
            func label(for name: String) -> String { x = f(g(name)); return name }
        }
        let y = a.b.c(d(e: 1), f)
        """

    func testEachVisitorSeesWhatItSeesAlone() {
        let tree = Parser.parse(source: Self.source)
        let rules: [(Syntax) -> Bool] = [
            { _ in false },
            { $0.is(FunctionCallExprSyntax.self) },
            { $0.is(VariableDeclSyntax.self) || $0.is(MemberAccessExprSyntax.self) },
            { _ in true },
        ]
        let alone = rules.map { rule -> [String] in
            let recorder = Recorder(skips: rule)
            recorder.walk(tree)
            return recorder.log
        }
        let grouped = rules.map { Recorder(skips: $0) }
        VisitorGroup(grouped).walk(tree)
        for (index, recorder) in grouped.enumerated() {
            XCTAssertEqual(recorder.log, alone[index], "visitor \(index)")
        }
        // The logs differ from each other: the skips were real.
        XCTAssertEqual(Set(alone).count, rules.count)
        XCTAssertTrue(alone[0].contains("call d(e: 1)"))
        XCTAssertFalse(alone[1].contains("call d(e: 1)"), "inside a skipped call")
        XCTAssertTrue(alone[1].contains("end call a.b.c(d(e: 1), f)"), "visitPost of the skipping node")
        // A visitor that skips every node's children sees the file alone, and its end.
        XCTAssertEqual(alone[3].map { String($0.prefix(13)) }, ["file struct V", "end file stru"])
        XCTAssertTrue(alone[0].contains("binding title = NSLocalizedStrin"))
    }
}
