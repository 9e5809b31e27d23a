import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

/// One container of a check, with the name the summary gives it.
struct CheckContainer {
    var environment: SolveEnvironment
    var label: String

    init(_ container: SolveContainer) {
        environment = container.environment
        let size = "\(formatPoints(container.width)) × \(formatPoints(container.height))"
        label = container.device.map { container.orientation == .landscape ? "\($0) landscape" : $0 } ?? size
    }
}

/// Checks one file at a time: validation, lint, and frames against the base revision.
struct CheckRunner {
    var base: String
    var containers: [CheckContainer]
    var tolerance: Double
    var pictures: String?
    /// The settings' `minimumWidth`: every layout must have room from it to `widestRoomWidth`.
    var minimumWidth: Double? = nil

    /// The widest width the room check sweeps to: the widest iPad screen.
    static let widestRoomWidth = CheckConfig.widestRoomWidth

    func check(_ subject: Subject) -> CheckedFile {
        var result = CheckedFile(path: subject.title)
        let bytes: [UInt8]
        do {
            bytes = try subject.bytes()
        } catch {
            result.errors = errorLines(error).map { (1, $0) }
            return result
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: bytes)
        } catch {
            result.errors = error.errors.map { (JSONLineLocator.line(of: $0.path, in: bytes), $0.description) }
            return result
        }
        result.findings = document.lint().map { (JSONLineLocator.line(of: $0.path, in: bytes), $0) }
        if let minimumWidth, let range = try? WidthRange(lower: minimumWidth, upper: Self.widestRoomWidth),
           let finding = document.roomFinding(document.roomSweep(range: range)) {
            result.noRoom = (JSONLineLocator.line(of: finding.path, in: bytes), finding.message)
        }
        do {
            try compare(document, to: &result)
        } catch {
            result.errors += errorLines(error).map { (1, $0) }
        }
        return result
    }

    /// The frame changes beyond the tolerance against the file at the base.
    private func compare(_ document: LayoutDocument, to result: inout CheckedFile) throws {
        let path = try GitFile.repositoryPath(of: result.path)
        guard try GitFile.exists(revision: base, path: path) else { return }
        let old: LayoutDocument
        do {
            old = try decodeDocument(GitFile.read(revision: base, path: path), named: "\(base):\(path)")
        } catch {
            // An invalid base is not this change's fault: compare nothing, as for a new file.
            printError("note: \(result.path): the base version is not a valid layout; frames not compared")
            return
        }
        result.base = old == document ? .unchanged : .changed
        guard result.base == .changed else { return }
        let diff = try LayoutDiff(old: old, oldLabel: "\(base):\(path)", new: document, newLabel: result.path,
                                  environments: containers.map(\.environment), tolerance: tolerance) {
            try LayoutEngine.solve($0 == .old ? old : document, in: $1)
        }
        for (container, frames) in zip(containers, diff.frames) where !frames.changes.isEmpty {
            result.frameChanges.append((container.label, frames.changes.count, frames.changes.lazy.map(Self.largest).max() ?? 0))
        }
        if let pictures, let first = zip(containers, diff.frames).first(where: { !$0.1.changes.isEmpty })?.0 {
            result.pictures = try draw(old: old, new: document, at: first, name: result.path, into: pictures)
        }
    }

    /// The largest change of a frame's edges, in points; a frame added or removed counts whole.
    private static func largest(_ change: FrameChange) -> Double {
        guard let old = change.old, let new = change.new else {
            let frame = change.old ?? change.new!
            return max(frame.width, frame.height)
        }
        return [new.x - old.x, new.y - old.y, new.width - old.width, new.height - old.height].map(abs).max()!
    }

    /// The old and new wireframes at one container, as FOLDER/NAME.old.svg and NAME.new.svg.
    private func draw(old: LayoutDocument, new: LayoutDocument, at container: CheckContainer, name: String,
                      into folder: String) throws -> [String] {
        try createFolder(folder)
        let stem = PictureStem.of(name)
        return try [("old", old), ("new", new)].map { side, document in
            let solution = try LayoutEngine.solve(document, in: container.environment)
            let file = PathSyntax.appending("\(stem).\(side).svg", to: folder)
            let panel = try RenderPanel(solution: solution,
                                    container: SolveContainer(environment: container.environment, device: nil, orientation: .portrait),
                                    document: document, caption: container.label)
            let sheet = SVGSheet(title: "\(name) (\(side), \(container.label))", panels: [panel], style: RenderStyle())
            try StreamedFile.write(to: file) { sheet.write(to: &$0) }
            return file
        }
    }
}
