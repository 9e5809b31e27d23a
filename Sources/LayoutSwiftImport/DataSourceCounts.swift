#if SwiftImport
import LayoutEngine
import SwiftSyntax

extension Program {
    /// How many sections the app's own data source says there are, when it says it as a
    /// constant: `numberOfSections(in:)` of the type that declares the layout, returning `2` or
    /// `sections.count` of a constant array. Nil when the type has none, or it answers with
    /// what only the running app knows (a view model's count). A classic data source is the
    /// app's own statement of the count the layout's provider is asked for.
    func dataSourceSectionCount(for declaration: LayoutDeclaration) -> Int? {
        guard let typeName = declaration.typeName else { return nil }
        let declared = (index.functions["numberOfSections"] ?? []).filter {
            enclosingTypeName(of: Syntax($0)) == typeName && $0.signature.parameterClause.parameters.count == 1
        }
        guard declared.count == 1, let function = declared.first, let body = function.body else { return nil }
        var interpreter = Interpreter(program: self)
        interpreter.scope.typeName = typeName
        guard case .number(let count)? = try? interpreter.runBody(body.statements, at: function.name),
              count == count.rounded(), count >= 1, count <= Double(DocumentAssembly.sectionLimit) else { return nil }
        return Int(count)
    }

    /// How many items the app's own data source says section `section` has, when it says it as
    /// a constant: `collectionView(_:numberOfItemsInSection:)` of the type that declares the
    /// layout, run with that index (`section == 0 ? 1 : 12`, a `switch`, a constant array's
    /// count). Nil as `dataSourceSectionCount` is.
    func dataSourceItemCount(for declaration: LayoutDeclaration, section: Int) -> Int? {
        guard let typeName = declaration.typeName else { return nil }
        let declared = (index.functions["collectionView"] ?? []).filter { function in
            let parameters = function.signature.parameterClause.parameters
            return enclosingTypeName(of: Syntax(function)) == typeName && parameters.count == 2
                && parameters.last?.firstName.text == "numberOfItemsInSection"
        }
        guard declared.count == 1, let function = declared.first, let body = function.body,
              let parameter = function.signature.parameterClause.parameters.last else { return nil }
        var interpreter = Interpreter(program: self)
        interpreter.scope.typeName = typeName
        interpreter.scope.declare((parameter.secondName ?? parameter.firstName).text, .number(Double(section)))
        guard case .number(let count)? = try? interpreter.runBody(body.statements, at: function.name),
              count == count.rounded(), count >= 0, count <= Double(LayoutDocument.largestExactInteger) else { return nil }
        return Int(count)
    }
}
#endif
