#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// Workload 10: `layouts render` of a photo grid to an SVG file, as a whole process, against a
/// raw loop in this process writing one `<rect x y width height/>` line per cell of the same
/// solution into a file; and the render's peak memory beyond a `layouts solve` of the same
/// document (both child processes, `ru_maxrss`).
struct RenderWorkload {
    static let title = "10 render"

    let measurer: Measurer
    let directory: TemporaryDirectory
    let cells: Int
    let quick: Bool

    func run(into report: inout BenchReport) throws {
        guard let layouts = ChildProcess.sibling("layouts") else {
            report.notes.append("render not measured: build `layouts` beside the bench (swift build -c release)")
            return
        }
        let document = PhotoGrid.document(itemCount: cells)
        let input = directory.file("render.json")
        let output = directory.file("render.svg")
        let raw = directory.file("raw.svg")
        defer { for path in [input, output, raw] { unlink(path) } }
        try RawFile.save(document.canonicalJSON, to: input)
        let solution = try LayoutEngine.solve(document, in: SolveEnvironment(width: 390, height: 844))

        let common = ["--file", input, "--width", "390", "--examples"]
        let render = ["render"] + common + ["--cell-limit", String(cells), "--output", output]
        var peaks = (render: 0, solve: 0)
        let rendered = try measurer.timedRuns {
            let started = ContinuousClock.now
            let result = try ChildProcess.run(layouts, render, discardOutput: true)
            guard result.status == 0 else { throw BenchError("layouts render failed (exit \(result.status))") }
            peaks.render = result.peakBytes
            return ContinuousClock.now - started
        }
        let solved = try ChildProcess.run(layouts, ["solve"] + common + ["--no-cache"], discardOutput: true)
        guard solved.status == 0 else { throw BenchError("layouts solve failed (exit \(solved.status))") }
        peaks.solve = solved.peakBytes
        let loops = try measurer.timedRuns { try measurer.time { try Self.writeRects(solution.cells, to: raw) } }

        let scale = "\(cells.grouped) cells"
        report.rows.append(ResultRow(
            workload: Self.title, name: "`layouts render` to SVG, \(scale), whole process", unit: "ms/render",
            subjectLabel: "layouts render", subject: Statistics(rendered.map { $0.nanoseconds / 1e6 }),
            baselineLabel: "raw <rect> loop", baseline: Statistics(loops.map { $0.nanoseconds / 1e6 }),
            target: Target(measure: .ratio, limit: 3, text: "≤ 3× raw loop", measuredInQuick: !quick)))
        report.rows.append(ResultRow(
            workload: Self.title, name: "peak memory of the render beyond `layouts solve`, \(scale)", unit: "B/cell",
            subjectLabel: "layouts render", subject: Statistics([Double(peaks.render - peaks.solve) / Double(cells)]),
            baselineLabel: nil, baseline: nil,
            target: Target(measure: .value, limit: 64, text: "≤ 64 B/cell", measuredInQuick: !quick)))
    }

    /// The baseline: one line per cell, coordinates with at most two decimals, through a 64 KiB
    /// buffer, as little as an SVG rectangle can be.
    static func writeRects(_ cells: FrameBuffer, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError("cannot write \(path)") }
        defer { close(descriptor) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16 + 256)
        func number(_ value: Double) {
            let hundredths = Int64((value * 100).rounded())
            // The same digit writer as the render's (BufferedOutput.writeDigits).
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &digits) { raw in
                var start = raw.count
                var rest = hundredths.magnitude / 100
                repeat {
                    start -= 1
                    raw[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start...]))
            }
            let fraction = hundredths.magnitude % 100
            if fraction != 0 {
                buffer.append(UInt8(ascii: "."))
                buffer.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { buffer.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            }
        }
        for frame in cells {
            buffer.append(contentsOf: #"<rect x=""#.utf8); number(frame.x)
            buffer.append(contentsOf: #"" y=""#.utf8); number(frame.y)
            buffer.append(contentsOf: #"" width=""#.utf8); number(frame.width)
            buffer.append(contentsOf: #"" height=""#.utf8); number(frame.height)
            buffer.append(contentsOf: "\"/>\n".utf8)
            if buffer.count >= 1 << 16 {
                try RawFile.append(buffer, to: descriptor)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try RawFile.append(buffer, to: descriptor)
    }
}

/// Whole files written with write(2), for the workloads' inputs and baselines.
enum RawFile {
    static func save(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError("cannot write \(path)") }
        defer { close(descriptor) }
        try append(Array(text.utf8), to: descriptor)
    }

    static func append(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw BenchError("a write failed (errno \(errno))") }
            offset += written
        }
    }
}
