#if SwiftImport
import SwiftSyntax

/// `#if` around declarations, at a file's top level and in a type's body, read as the app's
/// build reads it (`CompilationConditions`): what the files declare is what the clause that
/// holds declares. The index and the search for layouts read that clause only; a layout in
/// another clause is left out, and the user is told.
///
/// A condition only the build knows (`#if BETA` not given with `--value`) leaves every clause
/// in, and refuses at the condition whatever is read from one: a layout declared in it, or a
/// constant, function or enum a layout's code reads.
///
/// Each `#if` is read once, and the reading shared by every walk of the files.
final class DeclarationConditions {
    enum Outcome {
        /// The clause the build holds (nil: none does), with the notes that explain the choice
        /// (`DEBUG` read as the release build's).
        case decided(IfConfigClauseSyntax?, notes: [Unsupported])
        /// Only the build knows: the error that says so, with the advice to give the value.
        case undecided(Unsupported)
    }

    let conditions: CompilationConditions
    /// Where the notes of the `#if`s around what a layout reads go: the notes of the layout
    /// being imported (`Program.notes`).
    let notes: ImportNotes
    private var outcomes: [SyntaxIdentifier: Outcome] = [:]

    init(_ conditions: CompilationConditions, notes: ImportNotes = ImportNotes()) {
        self.conditions = conditions
        self.notes = notes
    }

    func outcome(of conditional: IfConfigDeclSyntax) -> Outcome {
        if let known = outcomes[conditional.id] { return known }
        let notes = ImportNotes()
        let outcome: Outcome
        do {
            outcome = .decided(try conditions.activeClause(of: conditional, notes: notes), notes: notes.take())
        } catch let error as Unsupported {
            outcome = .undecided(error)
        } catch {
            outcome = .undecided(Unsupported(conditional, "\(error)"))
        }
        outcomes[conditional.id] = outcome
        return outcome
    }

    /// Refuses `node`, something a layout reads, when a `#if` only the build can decide holds it
    /// (the innermost first), with the error that says what to give; otherwise the notes of the
    /// `#if`s around it (`DEBUG` read as the release build's) go to the layout's notes, since
    /// what the layout reads depends on them.
    func check(_ node: Syntax) throws {
        var current = node.parent
        var around: [Unsupported] = []
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self),
               let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                switch outcome(of: conditional) {
                case .undecided(let error): throw error
                case .decided(_, let conditionNotes): around += conditionNotes
                }
            }
            current = parent.parent
        }
        for note in around { notes.add(note) }
    }

    /// An enum's cases as the build declares them: those of the clause that holds, for each
    /// `#if` among its members (nested ones too), with the notes of the `#if`s that chose
    /// cases. `undecided`: the error of the first `#if` only the build can decide that holds a
    /// case, whose clauses are all kept; a `#if` around other members is no concern of the
    /// cases.
    func cases(of list: MemberBlockItemListSyntax)
        -> (cases: [EnumCaseDeclSyntax], notes: [Unsupported], undecided: Unsupported?) {
        var cases: [EnumCaseDeclSyntax] = []
        var caseNotes: [Unsupported] = []
        var undecided: Unsupported?
        func add(_ list: MemberBlockItemListSyntax, undecidedBy around: Unsupported?) {
            for member in list {
                if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                    cases.append(caseDecl)
                    if let around { undecided = undecided ?? around }
                    continue
                }
                guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { continue }
                switch outcome(of: conditional) {
                case .decided(let clause, let notes):
                    // Whether or not the clause that holds has cases, its notes say why these are the cases.
                    if containsCase(conditional) { caseNotes += notes }
                    if case .decls(let members)? = clause?.elements { add(members, undecidedBy: around) }
                case .undecided(let error):
                    for clause in conditional.clauses {
                        if case .decls(let members)? = clause.elements { add(members, undecidedBy: error) }
                    }
                }
            }
        }
        add(list, undecidedBy: nil)
        return (cases, caseNotes, undecided)
    }

    /// Whether some clause of `conditional` (or of a `#if` in it) declares an enum case.
    private func containsCase(_ conditional: IfConfigDeclSyntax) -> Bool {
        conditional.clauses.contains { clause in
            guard case .decls(let members)? = clause.elements else { return false }
            return members.contains { member in
                member.decl.is(EnumCaseDeclSyntax.self)
                    || member.decl.as(IfConfigDeclSyntax.self).map(containsCase) == true
            }
        }
    }

    /// What a layout in a clause the build does not hold is told: it is not imported, and why.
    /// `name`: as the declaration is written, with its type (`FeedViewController.createLayout`).
    static func leftOutReason(_ name: String, notes: [Unsupported]) -> String {
        "`\(name)` is not imported: it is declared in a #if clause that does not hold in an iOS app built for a device"
            + notes.map { "; \($0.reason)" }.joined()
    }
}
#endif
