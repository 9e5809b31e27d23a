import Foundation
import LayoutEngine

/// What picks one solution among a document's cached solutions: everything in the environment
/// that the solution depends on, and each section's cell count, as bytes.
///
/// Bytes rather than text: numbers are their bit patterns (equal inputs, equal bytes; 0 and
/// −0 or two NaNs never reach here, the request refuses them), names carry their length, so
/// no two environments write the same bytes. Building one is a few appends, where the text
/// key it replaces formatted every number (a tenth of a warm batch).
struct SolutionKey: Hashable, Sendable {
    private(set) var bytes: [UInt8]

    /// `itemCounts`: each section's count in this environment, in order.
    init(environment: SolveEnvironment, itemCounts: [Int]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96 + itemCounts.count * 8)
        func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func number(_ value: Double) { word(value.bitPattern) }
        func text(_ value: String) {
            word(UInt64(value.utf8.count))
            bytes.append(contentsOf: value.utf8)
        }
        number(environment.width)
        number(environment.height)
        number(environment.scale ?? 0)  // 0: not rounded
        bytes.append(environment.effectiveSizeClass == .compact ? 0 : 1)
        let safe = environment.safeArea
        number(safe.top); number(safe.leading); number(safe.bottom); number(safe.trailing)
        // A margin left to the width (which is in the key) is written as a 0 flag alone.
        if let margin = environment.layoutMargin {
            bytes.append(1)
            number(margin)
        } else {
            bytes.append(0)
        }
        bytes.append(environment.layoutDirection == .leftToRight ? 0 : 1)
        number(environment.contentOffset)
        word(UInt64(environment.orthogonalOffsets.count))
        for (name, offset) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            text(name)
            number(offset)
        }
        // The measurements by the SHA-256 of their canonical text: equal measurements, equal key.
        text(environment.measurements.isEmpty ? "" : ContentHash.of(environment.measurements.canonicalText))
        word(UInt64(itemCounts.count))
        for count in itemCounts { word(UInt64(bitPattern: Int64(count))) }
        self.bytes = bytes
    }

    /// A key read back from a stored row.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True when `stored` holds exactly this key.
    func matches(_ stored: UnsafeRawBufferPointer) -> Bool {
        stored.count == bytes.count
            && bytes.withUnsafeBytes { memcmp($0.baseAddress!, stored.baseAddress!, stored.count) == 0 }
    }
}
