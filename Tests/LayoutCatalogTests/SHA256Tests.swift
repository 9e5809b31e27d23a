import Foundation
import Testing
@testable import LayoutCatalog

/// The content hash's SHA-256 against FIPS 180-4's examples and coreutils' `sha256sum`, by the
/// Swift code and, on a processor that has them, by the SHA extensions.
@Suite struct SHA256Tests {
    private func hex(_ bytes: [UInt8]) -> String {
        ContentHash.hex(bytes.withUnsafeBytes { SHA256.digest($0) })
    }

    /// The digest by each way this processor can compute it: the Swift code, then the SHA
    /// extensions when it has them.
    private func hexes(_ bytes: [UInt8]) -> [String] {
        let ways = SHA256.hasExtensions ? [false, true] : [false]
        return ways.map { extensions in
            ContentHash.hex(bytes.withUnsafeBytes { SHA256.digest($0, usingExtensions: extensions) })
        }
    }

    /// The examples of FIPS 180-2 Appendix B (one block, two blocks, a million "a"s) and the
    /// empty message.
    @Test func standardExamples() {
        #expect(ContentHash.of("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentHash.of(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length from 0 to 200 bytes (the padding's one- and two-block cases at 55, 56, 63,
    /// 64 and their multiples) and a few long ones, of bytes that are not UTF-8, against the
    /// system's `sha256sum`.
    @Test func agreesWithSha256sumAroundEveryBlockBoundary() throws {
        var generator = SystemRandomNumberGenerator()
        let lengths = Array(0...200) + [1_000, 4_095, 4_096, 65_537]
        let inputs = lengths.map { length in (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, input) in inputs.enumerated() {
            let file = folder.appendingPathComponent("\(index)")
            try Data(input).write(to: file)
            paths.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        process.waitUntilExit()
        try #require(process.terminationStatus == 0 && lines.count == inputs.count)
        for (index, line) in lines.enumerated() {
            for digest in hexes(inputs[index]) {
                #expect(digest == String(line.prefix(64)), "length \(inputs[index].count)")
            }
        }
    }

    /// The SHA extensions and the Swift code agree on input that starts at any alignment and
    /// spans up to five blocks; the million "a"s of FIPS's third example, by both.
    @Test func theSHAExtensionsAgreeWithTheSwiftCode() throws {
        let million = hexes(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(million.allSatisfy { $0 == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0" })
        guard SHA256.hasExtensions else { return }
        // Fixed bytes, so that a failure can be run again: the low byte of a multiplicative hash.
        let bytes = (0..<400).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        bytes.withUnsafeBytes { all in
            for offset in 0..<16 {
                for length in stride(from: 0, through: 320, by: 7) {
                    let input = UnsafeRawBufferPointer(rebasing: all[offset..<(offset + length)])
                    #expect(SHA256.digest(input, usingExtensions: true) == SHA256.digest(input, usingExtensions: false),
                            "offset \(offset), length \(length)")
                }
            }
        }
    }
}
