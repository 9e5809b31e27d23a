import LayoutCatalog
import LayoutEngine

/// One container of a check, with the name the summary gives it.
public struct CheckContainer {
    /// Where the check solves.
    public var environment: SolveEnvironment
    /// The device (`iphone-16`, `ipad-10 landscape`) or the size (`390 × 844`).
    public var label: String

    /// The container of a request, named by its device or its size.
    public init(_ container: SolveContainer) {
        environment = container.environment
        let size = "\(formatPoints(container.width)) × \(formatPoints(container.height))"
        label = container.label(bare: size)
    }
}

/// Checks one file at a time: validation, lint, and frames against the base revision.
public struct CheckRunner {
    /// The git revision the frames are compared with.
    public var base: String
    /// The containers both versions are solved in.
    public var containers: [CheckContainer]
    /// Frames closer than this many points count as unchanged.
    public var tolerance: Double
    /// Draws the old and new versions at the first container whose frames changed, given the
    /// file's name, and returns the files written (`check --pictures`); nil draws nothing.
    public var pictures: ((_ old: LayoutDocument, _ new: LayoutDocument, _ at: CheckContainer, _ name: String) throws -> [String])?
    /// The settings' `minimumWidth`: every layout must have room from it to `widestRoomWidth`.
    public var minimumWidth: Double? = nil
    /// Told what is worth knowing but not wrong (a base version that is not a valid layout).
    public var note: (String) -> Void = { _ in }
    /// The design tokens the layouts name, as the change has them; nil when there are none.
    public var tokens: DesignTokens?
    /// The tokens as the base has them, when the base has the file: a change of a token's value
    /// moves frames as a layout edit would.
    public var baseTokens: DesignTokens?
    /// The settings' lint rules turned off and whether findings are errors.
    package var lint = LintSettings()
    /// The real path of the repository's top folder, where `lint.ignored`'s paths start.
    package var repository: String?
    /// Whether a file not in the form `layouts fmt` writes is pointed out (the settings' `format`).
    public var checksFormat = false

    /// A runner comparing with `base` in `containers`; set `pictures`, `minimumWidth` and `note`
    /// to draw, check room and hear notes.
    public init(base: String, containers: [CheckContainer], tolerance: Double) {
        (self.base, self.containers, self.tolerance) = (base, containers, tolerance)
    }

    /// The widest width the room check sweeps to: the widest iPad screen.
    public static let widestRoomWidth = CheckConfig.widestRoomWidth

    /// What the check finds in one file; nothing is thrown: a failure is one of its errors.
    public func check(_ subject: Subject) -> CheckedFile {
        var result = CheckedFile(path: subject.title, repositoryPath: try? GitFile.repositoryPath(of: subject.title))
        result.findingsAreErrors = lint.warningsAsErrors
        let bytes: [UInt8]
        do {
            bytes = try subject.bytes()
        } catch {
            result.errors = messageLines(of: error).map { (1, $0) }
            return result
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: bytes, tokens: tokens)
        } catch {
            result.errors = error.errors.map { (JSONLineLocator.line(of: $0.path, in: bytes), $0.description) }
            return result
        }
        if document.namesTokens && !document.tokensResolved {
            let names = document.tokenNames.map { "{\($0)}" }.joined(separator: ", ")
            result.errors = [(1, "the layout names design tokens (\(names)): give the token file as \"tokens\" in \(CheckConfig.defaultPath) or with --tokens")]
            return result
        }
        if checksFormat {
            result.unformattedLine = FormatCheck.firstUnformattedLine(of: bytes, document: document)
        }
        let repositoryPath = repository.flatMap { LintSettings.repositoryPath(of: subject.title, repository: $0) }
        result.findings = document.lint().filter { lint.reports($0.rule, in: repositoryPath) }
            .map { (JSONLineLocator.line(of: $0.path, in: bytes), $0) }
        if let minimumWidth, lint.reports(.noRoom, in: repositoryPath), !document.lintDisabled.contains(.noRoom),
           let range = try? WidthRange(lower: minimumWidth, upper: Self.widestRoomWidth),
           let finding = document.roomFinding(document.roomSweep(range: range)) {
            result.noRoom = (JSONLineLocator.line(of: finding.path, in: bytes), finding.message)
        }
        do {
            // A layout the solver refuses at a container of the check fails it, whether or not
            // its frames are compared with the base (new, unchanged, or an invalid base).
            if try !compare(document, to: &result) { try solveEverywhere(document) }
        } catch {
            result.errors += messageLines(of: error).map { (1, $0) }
        }
        return result
    }

    /// Solves `document` in every container, throwing the first refusal with the container's
    /// label. Counts and scroll positions for sections the layout lacks are dropped for it, as
    /// `solve --all` drops them: `--items photos=5` is for the layouts that have `photos`.
    private func solveEverywhere(_ document: LayoutDocument) throws {
        var scratch = SolveScratch()
        let names = document.sections.map(\.name)
        for container in containers {
            do {
                _ = try LayoutEngine.solve(document, in: container.environment.restricted(to: names), scratch: &scratch)
            } catch {
                throw WorkspaceError("\(container.label): the solver refuses the layout: \(error)")
            }
        }
    }

    /// The frame changes beyond the tolerance against the file at the base; whether both were
    /// solved in every container to compare them (not for a new file, an unchanged one or an
    /// invalid base).
    private func compare(_ document: LayoutDocument, to result: inout CheckedFile) throws -> Bool {
        let path = result.repositoryPath
        guard try GitFile.exists(revision: base, path: path) else { return false }
        // A base that cannot be read (git fails, or it is larger than 16 MiB) is refused, as
        // every input is (docs/files.md); one that is not a valid layout is not this change's
        // fault: nothing is compared, as for a new file.
        let bytes = try GitFile.read(revision: base, path: path)
        let old: LayoutDocument
        do {
            old = try decodeBytes(bytes, named: "\(base):\(path)") { bytes throws(DocumentErrors) in
                try LayoutDocument(json: bytes, tokens: baseTokens ?? tokens)
            }
            if old.namesTokens && !old.tokensResolved { throw WorkspaceError("the base names tokens no set gives") }
        } catch {
            note("note: \(result.path): the base version is not a valid layout; frames not compared")
            return false
        }
        result.base = old == document ? .unchanged : .changed
        guard result.base == .changed else { return false }
        let diff = try LayoutDiff(old: old, oldLabel: "\(base):\(path)", new: document, newLabel: result.path,
                                  environments: containers.map(\.environment), tolerance: tolerance) {
            try LayoutEngine.solve($0 == .old ? old : document, in: $1)
        }
        for (container, frames) in zip(containers, diff.frames) where !frames.changes.isEmpty {
            result.frameChanges.append((container.label, frames.changes.count, frames.changes.lazy.map(Self.largest).max() ?? 0))
        }
        if let pictures, let first = zip(containers, diff.frames).first(where: { !$0.1.changes.isEmpty })?.0 {
            result.pictures = try pictures(old, document, first, result.path)
        }
        return true
    }

    /// The largest change of a frame's edges, in points; a frame added or removed counts whole.
    private static func largest(_ change: FrameChange) -> Double {
        guard let old = change.old, let new = change.new else {
            let frame = change.old ?? change.new!
            return max(frame.width, frame.height)
        }
        return [new.x - old.x, new.y - old.y, new.width - old.width, new.height - old.height].map(abs).max()!
    }
}
