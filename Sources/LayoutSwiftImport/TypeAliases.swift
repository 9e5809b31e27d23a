#if SwiftImport
import SwiftSyntax

/// The files' `typealias`es (`typealias Layout = UICollectionViewCompositionalLayout`): code
/// writes `Layout { … }` and `-> Layout` for the type it stands for. One declared in a type is
/// seen from that type's code (its extensions too); one at file level from everywhere.
struct TypeAliases {
    private struct Alias {
        var owner: String?
        var target: String
    }
    private var aliases: [String: [Alias]] = [:]

    init() {}

    init(trees: [SourceFileSyntax]) {
        final class Collector: SyntaxVisitor {
            var aliases: [String: [Alias]] = [:]
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                aliases[node.name.text, default: []].append(Alias(owner: enclosingTypeName(of: Syntax(node)),
                                                                  target: node.initializer.value.trimmedDescription))
                return .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        aliases = collector.aliases
    }

    /// The type `name` stands for, seen from code in `typeName` (nil at file level), through
    /// its aliases (`A` → `B` → the UIKit type); `name` itself when it is no alias seen there. A
    /// chain is followed eight links at most.
    func resolve(_ name: String, from typeName: String?) -> String {
        var resolved = name
        for _ in 0..<8 {
            let seen = aliases[resolved]?.first { $0.owner == typeName } ?? aliases[resolved]?.first { $0.owner == nil }
            guard let seen else { break }
            resolved = seen.target
        }
        return resolved
    }
}
#endif
