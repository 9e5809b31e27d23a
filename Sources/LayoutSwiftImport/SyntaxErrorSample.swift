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
        guard places.count > limit else { return (found(in: Syntax(tree), converter: converter), false) }
        var errors: [Found] = []
        for node in places.prefix(limit) {
            for error in explained(node, converter: converter)
            where !errors.contains(where: { $0.line == error.line && $0.column == error.column }) {
                errors.append(error)
            }
        }
        return (Array(errors.prefix(limit)), true)
    }

    /// The errors the generator finds in `node`, placed in the file by `converter`. `node` may
    /// be detached from the file's tree, its first byte at `start` in the file.
    private static func found(in node: Syntax, at start: AbsolutePosition = AbsolutePosition(utf8Offset: 0),
                              converter: SourceLocationConverter) -> [Found] {
        ParseDiagnosticsGenerator.diagnostics(for: node).filter { $0.diagMessage.severity == .error }.map {
            let location = converter.location(for: start.advanced(by: $0.position.utf8Offset))
            return Found(line: location.line, column: location.column, message: $0.message)
        }
    }

    /// The largest tree around an error that the generator explains: past it, the error is
    /// worded here, as each explanation walks the tokens around the error.
    static let explainedBytes = 2_048

    /// Ancestors past which the tree around an error is detached before it is explained.
    static let attachedDepth = 32

    /// The errors at `node`, explained by the generator from the small tree around it, or
    /// worded here when that tree is larger than `explainedBytes`. Deep in the file, the tree
    /// is detached first: each fix-it the generator makes rebuilds the tree up to its root, and
    /// in code nested deep and left open (250 closures or `#if`s without their ends) that root
    /// was the file's, hundreds of levels up, at every error (seconds a file of 500 bytes).
    /// Near the top it stays attached, where the generator words an error by what holds it
    /// ("expected expression in variable").
    private static func explained(_ node: Syntax, converter: SourceLocationConverter) -> [Found] {
        let context = node.parent ?? node
        if context.totalLength.utf8Length <= explainedBytes {
            var depth = 0
            var ancestor = context.parent
            while let above = ancestor, depth <= attachedDepth {
                depth += 1
                ancestor = above.parent
            }
            guard depth > attachedDepth else { return found(in: context, converter: converter) }
            return found(in: Syntax(context.detached), at: context.position, converter: converter)
        }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let message = if let token = node.as(TokenSyntax.self) {
            "expected '\(token.text)'"
        } else {
            "unexpected code '\(node.trimmedDescription.prefix(40))'"
        }
        return [Found(line: location.line, column: location.column, message: message)]
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
