import LayoutEngine
import SQLite

/// Everything that can go wrong in the catalogue, each with a message that names the place.
public enum CatalogError: Error, CustomStringConvertible, Sendable {
    /// A layout or measurement set name that breaks the naming rule, and which part of it.
    case invalidName(name: String, problem: String)
    /// A revision reference (`NAME` or `NAME@N`) that cannot be read.
    case invalidReference(text: String, problem: String)
    /// No layout of that name; `closest`, a stored name it is likely a typo of.
    case layoutNotFound(name: String, closest: String? = nil)
    /// No measurement set of that name.
    case measurementSetNotFound(name: String)
    /// No token set has this name.
    case tokenSetNotFound(name: String)
    /// The layout exists but has no revision of that number.
    case revisionNotFound(name: String, number: Int, latest: Int)
    /// Creating a layout whose name is taken.
    case layoutExists(name: String)
    /// No layout of that name, but one was deleted and can be restored.
    case layoutDeleted(name: String)
    /// `restore` found no deleted layout of that name (none was deleted, or it was purged).
    case deletedLayoutNotFound(name: String)
    /// `restore` of `name` to `target`, a name a layout has again.
    case restoreNameTaken(name: String, target: String)
    /// An optimistic-concurrency save found a newer revision than the one it was based on.
    case conflict(layout: String, expected: Int, actual: Int)
    /// A document that does not decode or validate, with every problem found.
    case invalidDocument(layout: String, errors: DocumentErrors)
    /// A layout that cannot be solved in the environment asked; `subject` names it (`NAME@N`, a file).
    case solve(subject: String, error: SolveError)
    /// The file exists but is not a catalogue (not SQLite, or another program's database).
    case notACatalog(path: String, reason: String)
    /// `--db` or a library caller gave something that is not a plain file path.
    case invalidPath(path: String, problem: String)
    /// Nothing to open: no file, or a file with no catalogue in it yet.
    case noCatalogue(path: String)
    /// Creating a new catalogue where there is one already.
    case catalogueExists(path: String)
    /// The schema does not match what the recorded migrations made.
    /// `repairable`: `layouts repair` (`Catalog.repairSchema()`) can rebuild what is missing.
    case damagedSchema(path: String, problems: [String], repairable: Bool)
    /// A write the catalogue cannot take, and why (read-only file or folder, full disk);
    /// `action` names what the write was for (`save photo-grid`), when one layout's.
    case cannotWrite(path: String, cause: String, action: String? = nil)
    /// A new file (a catalogue, a backup) that cannot be made, and why.
    case cannotCreate(path: String, cause: String)
    /// A catalogue that cannot be read, and why.
    case cannotRead(path: String, cause: String)
    /// Migrating the catalogue's schema failed; the file is as it was.
    case migration(error: MigrationError)
    /// A catalogue made by an earlier version, opened only to read: it lacks `migrations` (file
    /// names), which a read does not apply (`layouts migrate` does).
    case migrationPending(path: String, migrations: [String])
    /// A stored revision whose document no longer decodes with this version's engine.
    case corruptRevision(revision: String, errors: DocumentErrors)
    /// A revision's stored text no longer has its content hash: it was changed behind the tool's back.
    case damagedRevision(revision: String, expected: String, actual: String)
    /// A measurement set's stored text no longer has its content hash.
    case damagedMeasurementSet(revision: String, expected: String, actual: String)
    /// A token set revision's stored text does not hash to its content hash.
    case damagedTokenSet(revision: String, expected: String, actual: String)
    /// A stored layout name that breaks the naming rule (only an edited file holds one): a file
    /// named after it could land outside the folder asked for.
    case damagedName(name: String, problem: String)
    /// The latest revision's number is the largest an integer holds (only an edited file has that).
    case revisionNumbersExhausted(name: String, latest: Int)
    /// A seed file (a device preset list, an example layout) that cannot be read.
    case seed(path: String, reason: String)
    /// SQLite refused something the other cases do not name: its C code name (`SQLITE_FULL`), its
    /// message, and the whole report with the statement, kept as text so that SQLite's types
    /// stay inside the catalogue; `action` names what the write was for (`save photo-grid`),
    /// when one layout's.
    case database(code: String, message: String, report: String, action: String? = nil)

    /// The message as lines, one problem each: a document's errors are listed one by one.
    public var lines: [String] {
        switch self {
        case .invalidDocument(let name, let errors):
            return errors.errors.map { "\(name): \($0)" }
        case .corruptRevision(let name, let errors):
            return errors.errors.map { "\(name): the stored document no longer decodes: \($0)" }
        default:
            return [description]
        }
    }

    /// The message for a user: the place, the problem and, where there is one, what to do.
    public var description: String {
        switch self {
        case .invalidName(let name, let problem):
            return "'\(name)': \(problem)"
        case .invalidReference(let text, let problem):
            return "'\(text)': \(problem) (expected NAME, NAME@N or NAME@~K)"
        case .layoutNotFound(let name, let closest):
            return "no layout named '\(name)'" + (closest.map { "; did you mean '\($0)'?" } ?? " (see `layouts list`)")
        case .measurementSetNotFound(let name):
            return "no measurement set named '\(name)' (save one with `layouts measurements save \(name) --file FILE`)"
        case .tokenSetNotFound(let name):
            return "no token set named '\(name)' (save one with `layouts tokens save \(name) --file FILE`)"
        case .revisionNotFound(let name, let number, let latest):
            return "\(RevisionReference(name: name, number: number)): no such revision (\(name) has revisions 1 to \(latest))"
        case .layoutExists(let name):
            return "a layout named '\(name)' exists already"
        case .layoutDeleted(let name):
            return "no layout named '\(name)': it was deleted (`layouts restore \(name)` brings it back)"
        case .deletedLayoutNotFound(let name):
            return "no deleted layout named '\(name)' (see `layouts log --deleted`)"
        case .restoreNameTaken(let name, let target):
            return "cannot restore '\(name)': a layout named '\(target)' exists; restore it under another name "
                + "(`layouts restore \(name) --as NEW-NAME`) or rename the one there first; nothing was changed"
        case .conflict(let layout, let expected, let actual):
            if expected == 0 {
                return "\(layout): conflict: the layout exists already (latest is \(RevisionReference(name: layout, number: actual))); nothing was saved"
            }
            if actual == 0 {
                return "\(layout): conflict: expected the latest revision to be \(RevisionReference(name: layout, number: expected)) but the layout does not exist; nothing was saved"
            }
            return "\(layout): conflict: expected the latest revision to be \(RevisionReference(name: layout, number: expected)) but it is \(RevisionReference(name: layout, number: actual)); nothing was saved"
        case .invalidDocument, .corruptRevision:
            return lines.joined(separator: "\n")
        case .solve(let name, let error):
            return "\(name): \(error)"
        case .notACatalog(let path, let reason):
            return "\(path): not a layouts catalogue: \(reason)"
        case .invalidPath(let path, let problem):
            return "'\(path)': not a catalogue file path: \(problem)"
        case .noCatalogue(let path):
            return "\(path): no catalogue there"
        case .catalogueExists(let path):
            return "\(path): a catalogue exists already; nothing was changed"
        case .damagedSchema(let path, let problems, let repairable):
            let damage = "\(path): damaged catalogue: \(problems.joined(separator: "; ")). "
            if repairable {
                return damage + "No layout is lost: `layouts repair` mends it"
            }
            return damage + "Its layouts cannot all be read back: restore a copy made with `layouts backup`"
        case .cannotWrite(let path, let cause, let action):
            return "\(path): cannot write the catalogue\(action.map { " to " + $0 } ?? ""): \(cause); nothing was changed"
        case .cannotCreate(let path, let cause):
            return "\(path): cannot create the file: \(cause); nothing was written"
        case .cannotRead(let path, let cause):
            return "\(path): cannot read the catalogue: \(cause)"
        case .migration(let error):
            return "\(error)"
        case .migrationPending(let path, let migrations):
            return "\(path): the catalogue was made by an earlier version of layouts and lacks "
                + "\(migrations.count == 1 ? "migration" : "migrations") \(migrations.joined(separator: ", ")); "
                + "a command that only reads does not change it: run `layouts migrate` to upgrade it"
        case .damagedName(let name, let problem):
            return "\(name): damaged layout name: \(problem) (changed outside layouts; `layouts rename` gives it a valid one)"
        case .revisionNumbersExhausted(let name, let latest):
            return "\(name): its latest revision is \(RevisionReference(name: name, number: latest)), the last number there is; nothing was saved"
        case .damagedRevision(let name, let expected, let actual):
            return "\(name): damaged revision: the stored document hashes to \(actual.prefix(12))…, not its content hash \(expected.prefix(12))… (changed outside layouts; `layouts doctor` checks the whole catalogue)"
        case .damagedMeasurementSet(let name, let expected, let actual), .damagedTokenSet(let name, let expected, let actual):
            let kind = if case .damagedTokenSet = self { "token set" } else { "measurement set" }
            return "\(name): damaged \(kind): the stored set hashes to \(actual.prefix(12))…, not its content hash \(expected.prefix(12))… (changed outside layouts; `layouts doctor` checks the whole catalogue)"
        case .seed(let path, let reason):
            return "seed/\(path): \(reason)"
        case .database(_, _, let report, let action):
            return action.map { "cannot \($0): \(report)" } ?? report
        }
    }
}

extension CatalogError {
    /// An SQLite error no other case names, as text, with what the write was for.
    /// A full disk is said in the system's words whichever code SQLite gave it (issue 35, item 13),
    /// with the code after them for a bug report.
    init(_ error: DatabaseError, action: String? = nil) {
        if error.isNoSpace {
            self = .database(code: error.code.name, message: WriteFailure.noSpace,
                             report: "\(WriteFailure.noSpace) (\(error.code.name))", action: action)
            return
        }
        self = .database(code: error.code.name, message: error.message, report: error.description, action: action)
    }
}
