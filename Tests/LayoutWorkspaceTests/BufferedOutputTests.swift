import Foundation
import LayoutWorkspace
import Testing

/// `BufferedOutput` writes in place into one 64 KiB allocation and sends larger writes
/// straight through: whatever the sizes, the file must hold every byte in order.
@Suite struct BufferedOutputTests {
    /// Writes with `body` into a temporary file and reads the file back.
    private func written(_ body: (inout BufferedOutput) -> Void) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("buffered-\(UUID().uuidString)").path
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        var output = BufferedOutput(descriptor: descriptor)
        body(&output)
        output.flush()
        close(descriptor)
        #expect(output.failure == nil)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func everyByteArrivesInOrderAcrossTheBufferBoundary() throws {
        let capacity = 1 << 16
        var expected: [UInt8] = []
        let bytes = try written { out in
            // Small pieces that cross the boundary, an empty string, a piece that exactly fills
            // what is left, a piece larger than the whole buffer, then numbers after it.
            for i in 0..<9_000 {
                out.write("cell \(i);")
                expected += Array("cell \(i);".utf8)
            }
            out.write("")
            let filler = String(repeating: "f", count: capacity - (expected.count % capacity))
            out.write(filler)
            expected += Array(filler.utf8)
            let large = String(repeating: "L", count: 3 * capacity + 5)
            out.write(large)
            expected += Array(large.utf8)
            out.writeCoordinate(-12.25)
            out.writeInteger(-7)
            out.writeCoordinate(390)
            expected += Array("-12.25-7390".utf8)
        }
        #expect(bytes.count == expected.count)
        #expect(bytes == expected)
    }
}
