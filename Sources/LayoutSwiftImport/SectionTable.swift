#if SwiftImport
import SwiftParser
import SwiftSyntax

/// What `layouts export --swift` writes beside a layout function, since UIKit code has no place
/// for them: the sections' names and item counts,
/// `let photoGridLayoutSections: [(name: String, itemCount: Int)] = [(name: "photos", itemCount: 30)]`.
/// Reading it back makes export-then-import give the same document.
struct SectionTable {
    var name: String
    var entries: [(name: String, itemCount: Int)]
    var node: Syntax

    /// The table of `declaration`: named after it with `Sections` appended, less a leading
    /// `make` (`makePhotoGridLayout` → `photoGridLayoutSections`).
    static func names(for declaration: String) -> [String] {
        var names = [declaration + "Sections"]
        if declaration.hasPrefix("make"), let first = declaration.dropFirst(4).first, first.isUppercase {
            names.append(first.lowercased() + declaration.dropFirst(5) + "Sections")
        }
        return names
    }

    /// The table a binding declares, if it is one: its type says so, and its value must be a
    /// literal array of `(name: "…", itemCount: N)`.
    static func read(_ binding: PatternBindingSyntax) throws(Unsupported) -> SectionTable? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription.filter({ !$0.isWhitespace }),
              type == "[(name:String,itemCount:Int)]" else { return nil }
        guard let array = binding.initializer?.value.as(ArrayExprSyntax.self) else {
            throw Unsupported(binding, "the section table `\(name)` is not an array literal")
        }
        var entries: [(name: String, itemCount: Int)] = []
        for element in array.elements {
            guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == 2,
                  let nameExpr = tuple.elements.first(where: { $0.label?.text == "name" })?.expression
                      .as(StringLiteralExprSyntax.self),
                  let text = nameExpr.representedLiteralValue,
                  let countExpr = tuple.elements.first(where: { $0.label?.text == "itemCount" })?.expression
                      .as(IntegerLiteralExprSyntax.self),
                  let count = Int(countExpr.literal.text.filter { $0 != "_" }) else {
                throw Unsupported(element, "a section table entry is (name: \"…\", itemCount: N) with literals")
            }
            entries.append((text, count))
        }
        return SectionTable(name: name, entries: entries, node: Syntax(binding))
    }
}
#endif
