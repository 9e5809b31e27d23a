#if SwiftImport
import SwiftParserDiagnostics
import SwiftSyntax

/// The syntax errors of a parsed file, bounded: swift-syntax's diagnostics generator takes time
/// that grows with the square of the errors it explains (10,000 broken lines took two minutes),
/// so a file with more than `limit` places in error has only its first `limit` explained, each
/// from the small tree around it, and says that more follow.
enum SyntaxErrorSample {
    static let limit = 50

    /// A syntax error's place and message.
    struct Found {
        var line: Int
        var column: Int
        var message: String
    }

    /// The syntax errors of `tree`, at most `limit`, and whether more were left out.
    static func errors(of tree: SourceFileSyntax, converter: SourceLocationConverter) -> (errors: [Found], more: Bool) {
        let places = firstErrors(in: Syntax(tree), limit: limit + 1)
        func found(in node: some SyntaxProtocol) -> [Found] {
            ParseDiagnosticsGenerator.diagnostics(for: node).filter { $0.diagMessage.severity == .error }.map {
                let location = $0.location(converter: converter)
                return Found(line: location.line, column: location.column, message: $0.message)
            }
        }
        guard places.count > limit else { return (found(in: tree), false) }
        var errors: [Found] = []
        for node in places.prefix(limit) {
            for error in found(in: node.parent ?? node)
            where !errors.contains(where: { $0.line == error.line && $0.column == error.column }) {
                errors.append(error)
            }
        }
        return (Array(errors.prefix(limit)), true)
    }

    /// Missing tokens and unexpected code in the order they appear, up to `limit`: a walk that
    /// enters only nodes holding an error and stops once it has found `limit`.
    private static func firstErrors(in root: Syntax, limit: Int) -> [Syntax] {
        var found: [Syntax] = []
        var pending = [root]
        while let node = pending.popLast(), found.count < limit {
            guard node.hasError else { continue }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing { found.append(node) }
                continue
            }
            if node.is(UnexpectedNodesSyntax.self) {
                found.append(node)
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return found
    }
}
#endif
