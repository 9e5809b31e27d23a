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
    private var outcomes: [SyntaxIdentifier: Outcome] = [:]

    init(_ conditions: CompilationConditions) {
        self.conditions = conditions
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

    /// The error of a `#if` only the build can decide whose clause holds `node`, the innermost
    /// first; nil when every `#if` around it is decided.
    func undecidedError(around node: Syntax) -> Unsupported? {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self),
               let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               case .undecided(let error) = outcome(of: conditional) {
                return error
            }
            current = parent.parent
        }
        return nil
    }

    /// The members of a type's body the build declares: those of the clause that holds, for
    /// each `#if` among them (nested ones too). The error of the first undecided `#if`, whose
    /// clauses are all kept.
    func members(of list: MemberBlockItemListSyntax) -> (members: [MemberBlockItemSyntax], undecided: Unsupported?) {
        var members: [MemberBlockItemSyntax] = []
        var undecided: Unsupported?
        func add(_ list: MemberBlockItemListSyntax) {
            for member in list {
                guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else {
                    members.append(member)
                    continue
                }
                switch outcome(of: conditional) {
                case .decided(let clause, _):
                    if case .decls(let inner)? = clause?.elements { add(inner) }
                case .undecided(let error):
                    undecided = undecided ?? error
                    for clause in conditional.clauses {
                        if case .decls(let inner)? = clause.elements { add(inner) }
                    }
                }
            }
        }
        add(list)
        return (members, undecided)
    }

    /// What a layout in a clause the build does not hold is told: it is not imported, and why.
    static func leftOutReason(_ name: String, notes: [Unsupported]) -> String {
        "`\(name)` is not imported: it is declared in a #if clause that does not hold in an iOS app built for a device"
            + notes.map { "; \($0.reason)" }.joined()
    }
}
#endif
