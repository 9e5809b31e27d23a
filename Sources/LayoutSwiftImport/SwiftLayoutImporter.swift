#if SwiftImport
import LayoutEngine
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Synchronization

/// A Swift file to read: its path (for messages) and text.
public struct SwiftSource: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// How deep a syntax tree is once its operators are folded, measured on the tree as parsed and
/// without recursion (a tree too deep for a recursive walk must not be walked recursively to
/// find out).
enum SyntaxDepth {
    /// Deeper than literal layout code nests, and short of what overflows the stack: the
    /// interpreter's debug build overflows a main thread's 8 MB past about a thousand levels.
    static let limit = 500

    /// The first token, in source order, deeper than `limit` below `root`, counting each
    /// operator sequence (`a + b + …`, flat as parsed) as deep as it has operators: the most
    /// its folding can nest.
    static func firstTokenDeeper(than limit: Int, in root: Syntax) -> TokenSyntax? {
        var stack: [(node: Syntax, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if let token = node.as(TokenSyntax.self) {
                if depth > limit { return token }
                continue
            }
            let step = node.as(SequenceExprSyntax.self).map { $0.elements.count / 2 + 1 } ?? 1
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed().map { ($0, depth + step) })
        }
        return nil
    }
}

/// What the Swift code does not say and a document needs.
public struct SwiftImportOptions: Sendable {
    /// The most sections `sectionCount` may give (`DocumentAssembly.sectionLimit`).
    public static var sectionLimit: Int { DocumentAssembly.sectionLimit }

    /// How many sections a layout of one section for every index (`init(section:)`, or a
    /// provider that ignores its index) has; `nil`: one. A provider that reads its index
    /// gets as many as it names unless this is set.
    public var sectionCount: Int?
    /// Every section's `itemCount`: how many cells the app's data source supplies is not in
    /// the layout code. `nil`: the layout's section table's counts, else 10.
    public var itemCount: Int?

    /// Sections' item count when neither the options nor a section table give one.
    public static let defaultItemCount = 10

    /// Values only the running app knows, by the expression the code reads them with
    /// (`view.bounds.width`, `isCompact`, `traitCollection.userInterfaceIdiom`): `--value`.
    public var values: [String: String]
    /// The token set a module of the team's own declares its `Tokens` from (`--tokens`), by the
    /// Swift constant that names each dimension token (`Tokens.space.md`): code that reads one
    /// reads that token of this set, whether or not the files declare `Tokens` (what `export
    /// --swift --tokens-module` writes does not). Empty: `Tokens` must be declared in the files.
    public private(set) var tokens: [String: (name: String, value: Double)] = [:]
    /// How long `read` waits for the files to be read before it gives up (nil: as long as it
    /// takes). swift-syntax takes time out of proportion to a file's size on some shapes that
    /// no scan can list in full; past the limit the reading thread is left to finish on its
    /// own, detached (nothing can stop the parser part-way), and `read` throws, naming the
    /// file it was parsing, or the layout it was reading once every file was parsed.
    public var timeLimit: Duration?
    /// What set `sectionCount`, for messages: `--sections`, or the app's data source.
    var sectionCountSource = "--sections"

    public init(sectionCount: Int? = nil, itemCount: Int? = nil, values: [String: String] = [:]) {
        self.sectionCount = sectionCount
        self.itemCount = itemCount
        self.values = values
    }

    /// Reads `Tokens.…` from `tokens`, each token's constant as `constant` writes it (the
    /// exporter's naming, `space.md` → `Tokens.space.md`).
    public mutating func readTokens(from tokens: DesignTokens, writtenAs constant: (String) -> String) {
        self.tokens = Dictionary(tokens.values.map { (constant($0.key), ($0.key, $0.value)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Why a `--value` text cannot stand for a Swift value, or `nil` when it can: a number,
    /// `true`/`false`, `.case`, `"text"`, or `[…]` of those.
    public static func problem(withValue text: String) -> String? {
        GivenValues.parse(text) == nil
            ? "not a number, true or false, .case, a dimension (.estimated(44)), \"text\" or [a, b, …]"
                + (text.hasPrefix(".") ? "" : " (quote text: '\"\(text)\"', or a case: .\(text))")
            : nil
    }
}

/// One layout read from Swift: the declaration it came from, its document, and what the user
/// should know about it.
public struct ImportedLayout: Sendable {
    /// The declaration's name in kebab-case: the layout's default name.
    public var name: String
    /// The Swift name of the function or property.
    public var declaration: String
    public var file: String
    public var line: Int
    public var document: LayoutDocument
    /// What the code left to the app and the importer chose, located: a `var`'s initial value
    /// taken, one section where only the data source knows how many.
    public var notes: [SwiftImportError] = []
}

/// A layout found in the files that did not import: where it is declared and every reason.
public struct LayoutImportFailure: Sendable {
    public var name: String
    public var declaration: String
    public var file: String
    public var line: Int
    public var errors: [SwiftImportError]

    public init(name: String, declaration: String, file: String, line: Int, errors: [SwiftImportError]) {
        self.name = name
        self.declaration = declaration
        self.file = file
        self.line = line
        self.errors = errors
    }
}

/// What reading the files gave: the layouts that imported and those that did not, each on its
/// own, so one unreadable layout does not keep the readable ones from the user.
public struct SwiftImportReport: Sendable {
    public var layouts: [ImportedLayout]
    public var failures: [LayoutImportFailure]
    /// The `--value` names no layout's code read, as given: a typo, or a value of other files.
    public var unreadValues: [String] = []
    /// Layouts declared in a `#if` clause that the app's build does not hold (`#if DEBUG`,
    /// `#if os(macOS)`), not read: each with the one note that says so, at its declaration.
    public var leftOut: [LayoutImportFailure] = []

    /// `7 of 9 layouts imported`.
    public var summary: String {
        let total = layouts.count + failures.count
        return "\(layouts.count) of \(total) layout\(total == 1 ? "" : "s") imported"
    }
}

/// Turns compositional-layout code into documents, or says where and why it cannot.
public enum SwiftLayoutImporter {
    /// Every layout of the files, in file and source order, when every one imports. Throws
    /// every problem of every layout otherwise (as `read` reports them), located.
    public static func importLayouts(from sources: [SwiftSource],
                                     options: SwiftImportOptions = SwiftImportOptions()) throws(SwiftImportErrors) -> [ImportedLayout] {
        let report = try read(sources, options: options)
        guard report.failures.isEmpty else { throw SwiftImportErrors(report.failures.flatMap(\.errors)) }
        return report.layouts
    }

    /// The files read as one program: every layout imported on its own. Throws only for input
    /// that is bad as a whole: a file that does not parse, or files with no layout code at all.
    /// Runs on a large stack (`LargeStack`): deeply nested code must not overflow the caller's.
    public static func read(_ sources: [SwiftSource],
                            options: SwiftImportOptions = SwiftImportOptions()) throws(SwiftImportErrors) -> SwiftImportReport {
        // Shared with the reading thread, which may outlive this call (`timeLimit`).
        let reading = Reading()
        let finished = LargeStack.run({
            do throws(SwiftImportErrors) {
                reading.result = .success(try readOnThisStack(sources, options: options, progress: reading))
            } catch {
                reading.result = .failure(error)
            }
        }, timeLimit: options.timeLimit)
        guard finished, let result = reading.result else {
            let file = reading.file.load(ordering: .relaxed)
            let seconds = options.timeLimit.map { formatSeconds($0) } ?? ""
            if file < sources.count {
                let path = sources[max(0, file)].path
                throw SwiftImportErrors([SwiftImportError(
                    file: path, line: 1, column: 1,
                    reason: "not parsed within the time limit of \(seconds) s (the Swift parser takes time out of proportion to some shapes of code)")])
            }
            let (path, line, column) = reading.layout.withLock { $0 } ?? (sources.first?.path ?? "-", 1, 1)
            throw SwiftImportErrors([SwiftImportError(
                file: path, line: line, column: column,
                reason: "this layout was not read within the time limit of \(seconds) s")])
        }
        return try result.get()
    }

    /// What the reading thread hands back, and where it is: the index of the file it parses
    /// (the number of files once it reads the layouts), and the layout it reads.
    private final class Reading: @unchecked Sendable {
        // Written by the reading thread before it ends, read only once it has.
        var result: Result<SwiftImportReport, SwiftImportErrors>?
        let file = Atomic<Int>(0)
        let layout = Mutex<(file: String, line: Int, column: Int)?>(nil)
    }

    /// `duration` in seconds as a message gives it: `30`, `0.2`, `34.2`.
    private static func formatSeconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func readOnThisStack(_ sources: [SwiftSource], options: SwiftImportOptions,
                                        progress: Reading) throws(SwiftImportErrors) -> SwiftImportReport {
        var errors: [SwiftImportError] = []
        var files: [(source: SwiftSource, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
        var declarations: [LayoutDeclaration] = []
        var tables: [SectionTable] = []
        var index = ProgramIndex()
        var filesWithoutLayouts: [String] = []
        var parsedFiles: [(source: SwiftSource, tree: SourceFileSyntax)] = []
        var given = GivenValueTable()
        var givenNames: [String: String] = [:]
        for (name, text) in options.values.sorted(by: { $0.key < $1.key }) {
            guard let value = GivenValues.parse(text) else {
                throw SwiftImportErrors([SwiftImportError(file: "--value", line: 1, column: name.count + 2,
                                                          reason: "\(name)=\(text): \(SwiftImportOptions.problem(withValue: text) ?? "")")])
            }
            given.values[GivenValues.key(name)] = value
            givenNames[GivenValues.key(name)] = name
        }
        let declarationConditions = DeclarationConditions(CompilationConditions(given: given))
        index.declarationConditions = declarationConditions
        var leftOut: [(declaration: LayoutDeclaration, note: Unsupported)] = []
        for (number, source) in sources.enumerated() {
            progress.file.store(number, ordering: .relaxed)
            if let finding = LexicalLimits.firstFinding(in: source.text) {
                errors.append(SwiftImportError(file: source.path, line: finding.line, column: finding.column,
                                               reason: finding.reason))
                continue
            }
            // The release parser's nesting limit in every build (a debug build's default is 20):
            // the reading runs on a large stack (`LargeStack`).
            var text = source.text
            let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LexicalLimits.nestingLimit) }
            let converter = SourceLocationConverter(fileName: source.path, tree: parsed)
            let (syntaxErrors, moreSyntaxErrors) = SyntaxErrorSample.errors(of: parsed, converter: converter)
            if !syntaxErrors.isEmpty {
                for error in syntaxErrors {
                    errors.append(SwiftImportError(file: source.path, line: error.line, column: error.column,
                                                   reason: "syntax error: \(error.message)"))
                }
                if moreSyntaxErrors, let last = errors.last {
                    errors.append(SwiftImportError(file: source.path, line: last.line, column: last.column,
                                                   reason: "more syntax errors follow; the first \(SyntaxErrorSample.limit) are shown"))
                }
                continue
            }
            // `a / b`, `x ? y : z`, `a = b` are flat sequences until folded with Swift's precedences.
            // The parser bounds nesting, but a long chain of operators folds into a tree as deep
            // as it is long, and every walk of that tree (swift-syntax's, even freeing it, and
            // ours) recurses: refused before it is folded.
            if let tooDeep = SyntaxDepth.firstTokenDeeper(than: SyntaxDepth.limit, in: Syntax(parsed)) {
                let location = converter.location(for: tooDeep.positionAfterSkippingLeadingTrivia)
                errors.append(SwiftImportError(file: source.path, line: location.line, column: location.column,
                                               reason: "an expression nested more than \(SyntaxDepth.limit) deep once its operators are applied (a chain of that many operators?)"))
                continue
            }
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
            parsedFiles.append((source, folded))
        }
        // Type aliases first, from every file: a layout declared `-> Layout` in one file may
        // rest on `typealias Layout = UICollectionViewCompositionalLayout` in another.
        let aliases = TypeAliases(trees: parsedFiles.map(\.tree))
        index.typeAliases = aliases
        for (source, folded) in parsedFiles {
            let finder = LayoutFinder(file: source.path, conditions: declarationConditions, aliases: aliases)
            finder.walk(folded)
            // Several files are one program: a file of helpers and constants has no layout of
            // its own, and that is only a problem when no file has one.
            if finder.declarations.isEmpty { filesWithoutLayouts.append(source.path) }
            leftOut += finder.leftOut
            index.add(folded)
            let file = (source: source, tree: folded, converter: SourceLocationConverter(fileName: source.path, tree: folded))
            files.append(file)
            declarations += finder.declarations
            tables += finder.sectionTables
            for problem in finder.problems {
                let location = file.converter.location(for: problem.node.positionAfterSkippingLeadingTrivia)
                errors.append(SwiftImportError(file: source.path, line: location.line, column: location.column, reason: problem.reason))
            }
        }
        // `#if os(iOS)` … `#else` … `#endif` around two `createLayout`s: the layout is imported,
        // from the clause that holds, and the other is no news.
        let builtKeys = Set(declarations.map(\.key))
        leftOut.removeAll { builtKeys.contains($0.declaration.key) }
        // Named after its type too when a layout that imports has its name (`--layout
        // debug-view-controller-create-layout` finds it, and the note).
        let builtNames = Set(declarations.map(\.kebabName))
        for position in leftOut.indices where builtNames.contains(leftOut[position].declaration.kebabName) {
            leftOut[position].declaration.sharesItsName = true
        }
        if errors.isEmpty, declarations.isEmpty, leftOut.isEmpty {
            for path in filesWithoutLayouts {
                errors.append(SwiftImportError(
                    file: path, line: 1, column: 1,
                    reason: "no layout code: no function or property returns a UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection"))
            }
        }
        guard errors.isEmpty else { throw SwiftImportErrors(errors) }
        progress.file.store(sources.count, ordering: .relaxed)

        func locate(_ node: Syntax, _ reason: String) -> SwiftImportError {
            let file = files.first { $0.tree.id == node.root.id } ?? files[0]
            let location = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SwiftImportError(file: file.source.path, line: location.line, column: location.column, reason: reason)
        }

        // Two view controllers may both have a `createLayout()`: told apart by their types, and
        // named after them. The same name twice in one type is refused.
        var byKey: [String: LayoutDeclaration] = [:]
        var byName: [String: [LayoutDeclaration]] = [:]
        var duplicates: [Int: SwiftImportError] = [:]
        var refusedKeys: Set<String> = [], refusedTwice: Set<Int> = []
        let nameCounts = Dictionary(declarations.map { ($0.kebabName, 1) }, uniquingKeysWith: +)
        for position in declarations.indices {
            declarations[position].sharesItsName = nameCounts[declarations[position].kebabName, default: 0] > 1
            let declaration = declarations[position]
            // Refused as what it is, not as a second layout (`#if BETA` … `#else` … `#endif`):
            // once, as the build declares one of them.
            if declaration.refusal != nil {
                if !refusedKeys.insert(declaration.key).inserted { refusedTwice.insert(position) }
                continue
            }
            if let first = byKey[declaration.key] {
                let earlier = locate(Syntax(first.nameToken), "")
                duplicates[position] = locate(Syntax(declaration.nameToken),
                                              "a second layout named `\(declaration.key)` (the first is at \(earlier.file):\(earlier.line):\(earlier.column)); import the files one at a time")
            } else {
                byKey[declaration.key] = declaration
                byName[declaration.name, default: []].append(declaration)
            }
        }

        let program = Program(functions: byName,
                              sectionTables: Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                              index: index, given: given, givenTokens: options.tokens)
        // A layout another one calls (`return self.listSection()`) is a part of it, not a layout
        // of its own, whether or not the caller imports.
        var calledFunctions = Set(declarations.flatMap { declaration in
            LayoutCallCollector.callees(of: declaration).compactMap { program.layout($0, in: declaration.typeName)?.key }
        })
        var outcomes: [(declaration: LayoutDeclaration, result: Result<ImportedLayout, LayoutImportFailure>)] = []
        /// Setup sites handing over a layout of the files, by outcome: the layouts they call.
        var setupCopies: [Int: Set<String>] = [:]
        for (position, declaration) in declarations.enumerated() {
            let position_ = locate(Syntax(declaration.nameToken), "")
            func failure(_ errors: [SwiftImportError]) -> LayoutImportFailure {
                LayoutImportFailure(name: declaration.kebabName, declaration: declaration.name,
                                    file: declaration.file, line: position_.line, errors: errors)
            }
            if let duplicate = duplicates[position] {
                outcomes.append((declaration, .failure(failure([duplicate]))))
                continue
            }
            if refusedTwice.contains(position) { continue }
            if let refusal = declaration.refusal {
                outcomes.append((declaration, .failure(failure([locate(refusal.node, refusal.reason)]))))
                continue
            }
            _ = program.notes.take()
            // What the `#if`s around the declaration chose it by (`#if !DEBUG`).
            try? program.index.checkDeclared(declaration.nameToken)
            progress.layout.withLock { $0 = (declaration.file, position_.line, position_.column) }
            program.layoutBudget.reset()
            var interpreter = Interpreter(program: program)
            interpreter.callStack = [declaration.name]
            // Setup code that hands over a layout a function or property of the files builds
            // (`collectionViewLayout = createLayout()`) is that layout, imported on its own.
            func layoutsHandedOver() -> Set<String> {
                guard case .handedOver = declaration.body else { return [] }
                return interpreter.calledFunctions.filter { program.layout(key: $0).map { !$0.returnsSection } ?? false }
            }
            func isAnotherLayout() -> Bool { !layoutsHandedOver().isEmpty }
            do {
                let value = try interpreter.evaluate(declaration)
                let handedOver = layoutsHandedOver()
                if handedOver.isEmpty { calledFunctions.formUnion(interpreter.calledFunctions) }
                var layoutOptions = options
                if options.sectionCount == nil, program.sectionTable(of: declaration) == nil,
                   let (count, reason) = program.dataSourceSectionCount(for: declaration) {
                    layoutOptions.sectionCount = count
                    layoutOptions.sectionCountSource = "`numberOfSections(in:)`"
                    program.notes.add(Unsupported(declaration.nameToken, reason + " (--sections N says otherwise)"))
                }
                let document = try DocumentAssembly(program: program, options: layoutOptions)
                    .document(from: value, declaration: declaration, calledFunctions: &calledFunctions)
                do throws(DocumentErrors) {
                    _ = try LayoutDocument(json: document.canonicalJSON)
                } catch {
                    let problems = error.errors.map {
                        locate(Syntax(declaration.nameToken), "the layout `\(declaration.name)` builds is not valid: \($0)")
                    }
                    outcomes.append((declaration, .failure(failure(problems))))
                    continue
                }
                // Kept only if the setup code makes another layout of it (other arguments,
                // changes before the hand-over): compared once every layout is read.
                if !handedOver.isEmpty { setupCopies[outcomes.count] = handedOver }
                outcomes.append((declaration, .success(ImportedLayout(
                    name: declaration.kebabName, declaration: declaration.name,
                    file: declaration.file, line: position_.line, document: document,
                    notes: program.notes.take().map { locate($0.node, $0.reason) }))))
            } catch is NotCompositional {
                continue
            } catch let unsupported as Unsupported {
                if isAnotherLayout() { continue }
                // How a `#if` was read explains which clause ran, and so the error in it.
                let conditions = program.notes.take().filter { $0.reason.hasPrefix(CompilationConditions.conditionNotePrefix) }
                outcomes.append((declaration, .failure(failure([locate(unsupported.node, unsupported.reason)]
                    + conditions.map { locate($0.node, $0.reason) }))))
            } catch {
                outcomes.append((declaration, .failure(failure([locate(Syntax(declaration.nameToken), "\(error)")]))))
            }
        }
        // A setup site whose layout is the very one a layout function of the files builds is
        // that function's layout, imported once; one that builds it otherwise (`carousel(width:
        // 300)`, a configuration set before the hand-over) is a layout of its own.
        // Sections are named and counted by the function's section table, which a setup site
        // does not have: those are left out of the comparison.
        func shape(_ document: LayoutDocument) -> LayoutDocument {
            var document = document
            for index in document.sections.indices {
                document.sections[index].name = ""
                document.sections[index].itemCount = 0
            }
            return document
        }
        var documentsByKey: [String: LayoutDocument] = [:]
        for (declaration, result) in outcomes {
            if case .success(let layout) = result { documentsByKey[declaration.key] = shape(layout.document) }
        }
        for (position, callees) in setupCopies.sorted(by: { $0.key > $1.key }) {
            guard case .success(let layout) = outcomes[position].result else { continue }
            let setupShape = shape(layout.document)
            if callees.contains(where: { documentsByKey[$0] == setupShape }) { outcomes.remove(at: position) }
        }
        var report = SwiftImportReport(layouts: [], failures: [])
        report.leftOut = leftOut.map { declaration, note in
            let place = locate(Syntax(declaration.nameToken), "")
            return LayoutImportFailure(name: declaration.kebabName, declaration: declaration.name, file: declaration.file,
                                       line: place.line, errors: [locate(note.node, note.reason)])
        }
        report.unreadValues = givenNames.filter { !given.read.names.contains($0.key) }.map(\.value).sorted()
        // Different Swift names can meet at one kebab-case name (`gridLayout` and `grid_layout`):
        // the later ones get `-2`, `-3`…, so no file or revision overwrites another.
        var names = UniqueNames()
        for (declaration, result) in outcomes where !calledFunctions.contains(declaration.key) {
            switch result {
            case .success(var layout):
                layout.name = names.claim(layout.name)
                report.layouts.append(layout)
            case .failure(var failure):
                failure.name = names.claim(failure.name)
                report.failures.append(failure)
            }
        }
        return report
    }
}

extension LayoutImportFailure: Error {}

/// The layout declarations a declaration calls by name (`makeSection(…)`, `self.listSection()`),
/// read from its text: they are parts of it even where it cannot be run.
private final class LayoutCallCollector: SyntaxVisitor {
    var names: Set<String> = []

    static func callees(of declaration: LayoutDeclaration) -> Set<String> {
        let collector = LayoutCallCollector(viewMode: .sourceAccurate)
        switch declaration.body {
        case .statements(let statements): collector.walk(statements)
        case .expression(let expr): collector.walk(expr)
        // Setup code calls layout functions to hand their layouts over: they stay layouts.
        case .handedOver: return []
        }
        collector.names.remove(declaration.name)
        return collector.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.trimmedDescription,
                  base == "self" || base == "self?" || base == "Self" || base.first?.isUppercase == true {
            // `Layouts.smallSection(…)`: a static layout function of a namespace type.
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.headerSection`: a layout property read by another.
        if let base = node.base?.trimmedDescription, base == "self" || base == "self?" {
            names.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }
}

/// A declaration's value as a document: sections named and counted.
struct DocumentAssembly {
    let program: Program
    let options: SwiftImportOptions

    /// How many sections a provider that reads its index may name before the importer gives up.
    static let sectionLimit = 1000

    /// One section for every index: how many the data source has is the app's to say.
    private func noteRepeatedCount(of declaration: LayoutDeclaration) {
        guard options.sectionCount == nil, program.sectionTable(of: declaration) == nil else { return }
        program.notes.add(Unsupported(declaration.nameToken, "one section: the layout repeats it for every section of the data source, which only the app knows (give --sections N)"))
    }

    func document(from value: Value, declaration: LayoutDeclaration,
                  calledFunctions: inout Set<String>) throws -> LayoutDocument {
        let layout: LayoutValue
        switch value {
        case .section(let section): layout = LayoutValue(source: .section(section), configuration: LayoutConfiguration())
        case .layout(let value): layout = value
        default:
            throw Unsupported(declaration.nameToken, "`\(declaration.name)` returns \(value.kind), not a layout or a section")
        }
        if let count = options.sectionCount, !(1...Self.sectionLimit).contains(count) {
            throw Unsupported(declaration.nameToken, "--sections \(count): the importer builds 1 to \(Self.sectionLimit) sections")
        }
        let table = program.sectionTable(of: declaration)
        // A layout of one section for every index has as many as the table names; a provider
        // that reads its index says itself how many, and the table must agree.
        let repeatedCount = options.sectionCount ?? table?.entries.count ?? 1
        var sections: [(Section, caseName: String?)] = []
        switch layout.source {
        case .section(let section):
            sections = Array(repeating: (section, nil), count: repeatedCount)
            noteRepeatedCount(of: declaration)
        case .provider(let code, let captured):
            let closure = code.node
            let expansion = ProviderExpansion(code: code, captured: captured, program: program)
            let (first, run) = try expansion.section(at: 0, calledFunctions: &calledFunctions)
            guard let first else { throw Unsupported(closure, "the section provider returns nil for section 0") }
            sections.append((first, run.sectionCaseName))
            if !run.readsSectionIndex {
                sections += Array(repeating: (first, nil), count: repeatedCount - 1)
                noteRepeatedCount(of: declaration)
            } else {
                var highest = run.highestIndexNamed ?? 0
                // An enum or array the index is mapped through says how many sections there are.
                let domain = run.indexDomain
                var index = 1
                expanding: while true {
                    while index < (options.sectionCount ?? domain ?? highest + 1) {
                        guard index < Self.sectionLimit else { throw Unsupported(closure, "the provider names more than \(Self.sectionLimit) sections") }
                        let (section, run) = try expansion.section(at: index, calledFunctions: &calledFunctions)
                        guard let section else {
                            if let sectionCount = options.sectionCount {
                                throw Unsupported(closure, "the section provider returns nil for section \(index), and \(options.sectionCountSource) asks for \(sectionCount)")
                            }
                            // An enum whose raw values skip one (`case a = 0, c = 2`): a section
                            // past the gap exists, and the provider cannot build the one before it.
                            if let domain, index < domain {
                                throw Unsupported(closure, "the section provider returns nil for section \(index), yet the enum or array it maps the index through reaches section \(domain - 1) (raw values that skip \(index)?); UIKit needs a section for every index")
                            }
                            break expanding
                        }
                        sections.append((section, run.sectionCaseName))
                        highest = max(highest, run.highestIndexNamed ?? 0)
                        index += 1
                    }
                    // `if index == 0 { … } else { … }` names only section 0, yet builds another
                    // kind of section for every index after it: how many of those there are is the
                    // data source's to say. Never dropped silently: refused unless --sections says.
                    guard options.sectionCount == nil, domain == nil, table == nil, index == sections.count,
                          index < Self.sectionLimit else { break }
                    let (next, nextRun) = try expansion.section(at: index, calledFunctions: &calledFunctions)
                    guard let next else { break }
                    // `if index == 0 { … } else if index == 1 { … }; return nil`: run for 0, the
                    // chain stops at its first test, so only 0 was named; run for 1, it names 1
                    // itself. Such a section is named, not an `else`: taken, and the expansion goes on.
                    if let named = nextRun.highestIndexNamed, named >= index {
                        sections.append((next, nextRun.sectionCaseName))
                        highest = max(highest, named)
                        index += 1
                        continue
                    }
                    guard sections.contains(where: { $0.0 == next }) else {
                        throw Unsupported(closure, "the provider builds a different section for index \(index) and after (an `else` or `default` past the indices it names): how many such sections there are is known only at run time; give --sections N")
                    }
                    // One it built already: the indices it names are imported, and the count
                    // is said to be a guess however the test on the index is spelled.
                    let named = index == 1 ? "1 section, the index the provider names; it builds sections past it"
                        : "\(index) sections, the indices the provider names; it builds sections past them"
                    program.notes.add(Unsupported(closure, named + " too, as many as the data source has, which only the app knows (give --sections N)"))
                    break
                }
            }
        }
        if let table, table.entries.count != sections.count {
            throw Unsupported(table.node, "`\(table.name)` names \(table.entries.count) sections; `\(declaration.name)` builds \(sections.count)")
        }
        var named: [Section] = []
        // Found once: each section's count is its answer at that index.
        let itemsMethod = options.itemCount == nil && table == nil ? program.dataSourceItemsMethod(for: declaration) : nil
        var dataSourceCounts = false
        defer {
            if dataSourceCounts {
                program.notes.add(Unsupported(declaration.nameToken, "item counts as `collectionView(_:numberOfItemsInSection:)` of `\(declaration.typeName ?? "")` returns them, where it returns a constant (--items N says otherwise)"))
            }
        }
        for (index, (section, caseName)) in sections.enumerated() {
            var section = section
            let caseSlug = caseName.map(kebabCase)
            if let table {
                section.name = table.entries[index].name
            } else if let caseSlug, isValidName(caseSlug), !named.contains(where: { $0.name == caseSlug }) {
                section.name = caseSlug
            } else {
                section.name = sections.count == 1 ? "section" : "section-\(index + 1)"
            }
            let counted = itemsMethod.flatMap { program.dataSourceItemCount(of: $0, section: index) }
            if counted != nil { dataSourceCounts = true }
            section.itemCount = options.itemCount ?? table?.entries[index].itemCount ?? counted ?? SwiftImportOptions.defaultItemCount
            named.append(section)
        }
        return try program.tokens.referencing(LayoutDocument(configuration: layout.configuration, sections: named),
                                              at: declaration.nameToken)
    }
}
#endif
