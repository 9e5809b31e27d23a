#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// What the app's own classic data source says of the counts, when it says it as constants: the
/// `UICollectionViewDataSource` methods of the type that declares the layout (the same type by
/// its full name, `Feed.ViewController` not `Profile.ViewController`; an extension of it too).
/// What only the running app knows (a view model's count, a `var` array filled later) says
/// nothing, and the importer's defaults stand.
extension Program {
    /// How many sections: `numberOfSections(in:)` returning `2` or a constant array's `count`;
    /// 1 for a data source that answers `collectionView(_:numberOfItemsInSection:)` without it,
    /// as UIKit reads it. With the reason, for the note.
    func dataSourceSectionCount(for declaration: LayoutDeclaration) -> (count: Int, reason: String)? {
        let sections = dataSourceMethods(named: "numberOfSections", of: declaration) { parameters in
            parameters.count == 1 && parameters.first?.firstName.text == "in"
        }
        guard let type = declaration.typeName else { return nil }
        if sections.isEmpty {
            guard dataSourceItemsMethod(for: declaration) != nil else { return nil }
            return (1, "1 section: `\(type)` answers `collectionView(_:numberOfItemsInSection:)` without `numberOfSections(in:)`, which UIKit then reads as 1")
        }
        guard sections.count == 1, let count = constantCount(of: sections[0], binding: nil),
              (1...DocumentAssembly.sectionLimit).contains(count) else { return nil }
        return (count, "\(count) section\(count == 1 ? "" : "s"), as `numberOfSections(in:)` of `\(type)` returns")
    }

    /// How many items section `section` has, as `method` (`dataSourceItemsMethod`) says: run
    /// with that index (`section == 0 ? 1 : 12`, a `switch`, a constant array's count).
    func dataSourceItemCount(of method: FunctionDeclSyntax, section: Int) -> Int? {
        guard let parameter = method.signature.parameterClause.parameters.last,
              let count = constantCount(of: method, binding: ((parameter.secondName ?? parameter.firstName).text, section)),
              count <= LayoutDocument.largestExactInteger else { return nil }
        return count
    }

    /// `collectionView(_:numberOfItemsInSection:)` of the declaration's type, when it has one.
    func dataSourceItemsMethod(for declaration: LayoutDeclaration) -> FunctionDeclSyntax? {
        let methods = dataSourceMethods(named: "collectionView", of: declaration) { parameters in
            parameters.count == 2 && parameters.last?.firstName.text == "numberOfItemsInSection"
        }
        return methods.count == 1 ? methods[0] : nil
    }

    /// The methods `name` of the declaration's type whose first parameter is a collection view
    /// (a table view's `numberOfSections(in:)` is not the collection view's).
    private func dataSourceMethods(named name: String, of declaration: LayoutDeclaration,
                                   parameters accepted: (FunctionParameterListSyntax) -> Bool) -> [FunctionDeclSyntax] {
        let type = typePath(of: Syntax(declaration.nameToken))
        guard !type.isEmpty else { return [] }
        return (index.functions[name] ?? []).filter { function in
            let parameters = function.signature.parameterClause.parameters
            return accepted(parameters) && parameters.first?.type.trimmedDescription.hasSuffix("UICollectionView") == true
                && typePath(of: Syntax(function)) == type
        }
    }

    /// The types around `node`, outermost first, an extension by the full name it extends
    /// (`extension Feed.ViewController` is `["Feed", "ViewController"]`).
    private func typePath(of node: Syntax) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let parent = current {
            if let extended = parent.as(ExtensionDeclSyntax.self) {
                path.insert(contentsOf: extended.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            } else if let name = ProgramIndex.typeDeclarationName(parent) {
                path.insert(name, at: 0)
            }
            current = parent.parent
        }
        return path
    }

    /// The whole number `function`'s body returns, with `binding` declared; nil when it reads
    /// what only the running app knows, a stored `var` included (its initial value is not the
    /// count the app shows). What it noted is not the layout's.
    private func constantCount(of function: FunctionDeclSyntax, binding: (name: String, value: Int)?) -> Int? {
        guard let body = function.body else { return nil }
        let layoutNotes = notes.take()
        defer {
            _ = notes.take()
            for note in layoutNotes { notes.add(note) }
        }
        var interpreter = Interpreter(program: self)
        interpreter.scope.typeName = enclosingTypeName(of: Syntax(function))
        if let binding { interpreter.scope.declare(binding.name, .number(Double(binding.value))) }
        guard case .number(let count)? = try? interpreter.runBody(body.statements, at: function.name),
              !notes.notes.contains(where: { $0.reason.contains("is a `var` the app may change") }),
              count == count.rounded(), count >= 0, count <= Double(Int.max / 2) else { return nil }
        return Int(count)
    }
}
#endif
