#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// What picks one solution among a document's cached solutions: everything in the environment
/// that the solution depends on, as bytes. Cell counts are keyed as asked (per section, and
/// the default for the others), not as resolved against the document: with the row's content
/// hash they fix every count, and a batch can build the key without decoding the document.
///
/// Bytes rather than text: numbers in `BlobWriter.number`'s form, which gives each value one
/// encoding and reads back to the same bits (equal inputs, equal bytes; 0 and −0 or two NaNs
/// never reach here, the request refuses them), counts as varints, names with their length,
/// so no two environments write the same bytes. Building one is a few appends, where the text
/// key it replaces formatted every number (a tenth of a warm batch); a key is about 20 bytes,
/// where 8 bytes a number made it 100, stored once per cached solution.
struct SolutionKey: Hashable, Sendable {
    private(set) var bytes: [UInt8]

    init(environment: SolveEnvironment) {
        // Written on the stack: a key is about 20 bytes, and only its array is allocated.
        bytes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { scratch in
            Self.bytes(of: environment, scratch: scratch)
        }
    }

    private static func bytes(of environment: SolveEnvironment, scratch: UnsafeMutableBufferPointer<UInt8>) -> [UInt8] {
        var key = BlobWriter(borrowing: scratch)
        func text(_ value: String) { key.compactString(value) }
        func count(_ value: Int) { key.signed(value) }
        key.number(environment.width)
        key.number(environment.height)
        key.number(environment.scale ?? 0)  // 0: not rounded
        key.byte(environment.effectiveSizeClass == .compact ? 0 : 1)
        key.compactInsets(environment.safeArea)
        // A margin left to the width (which is in the key) is written as a 0 flag alone; bit 1
        // of the flag says the margins override follows, so keys without one keep their bytes.
        key.byte((environment.layoutMargin == nil ? 0 : 1) | (environment.layoutMargins == nil ? 0 : 2))
        if let margin = environment.layoutMargin { key.number(margin) }
        if let margins = environment.layoutMargins { key.compactInsets(margins) }
        key.byte(environment.layoutDirection == .leftToRight ? 0 : 1)
        key.number(environment.contentOffset)
        count(environment.orthogonalOffsets.count)
        // Sorting even an empty dictionary cost a tenth of the key.
        if !environment.orthogonalOffsets.isEmpty {
            for (name, offset) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
                text(name)
                key.number(offset)
            }
        }
        // The measurements by the SHA-256 of their canonical text: equal measurements, equal key.
        // Of several sets (one for each text size) it is the one the container was given, and
        // its text size is in the trait block below, so one size's frames never serve another.
        text(environment.measurements.isEmpty ? "" : ContentHash.of(environment.measurements.canonicalText))
        if let defaultCount = environment.defaultItemCount {
            key.byte(1)
            count(defaultCount)
        } else {
            key.byte(0)
        }
        count(environment.itemCounts.count)
        if !environment.itemCounts.isEmpty {
            for (name, itemCount) in environment.itemCounts.sorted(by: { $0.key < $1.key }) {
                text(name)
                count(itemCount)
            }
        }
        // The traits beyond the width and horizontal size class (semantics §1) follow only when
        // they differ from what a request naming none of them gets, so older keys keep their bytes.
        if !environment.hasDefaultTraits {
            key.byte(environment.effectiveVerticalSizeClass == .compact ? 0 : 1)
            text(environment.effectiveIdiom.rawValue)
            text(environment.contentSizeCategory.rawValue)
        }
        // The token set by the SHA-256 of its canonical text, after a 2 (the trait block above
        // starts with 0 or 1), only when there is one, so keys without tokens keep their bytes.
        if let tokens = environment.tokens {
            key.byte(2)
            text(ContentHash.of(tokens.canonicalText))
        }
        return key.buffer
    }

    /// The key of `environment` for `document`: a count equal to what the section would have
    /// without it is left out, so `--items grid=4` on a grid of 4 finds the solution without.
    /// An environment that names no count is keyed as it is, as a batch keys it undecoded.
    init(environment: SolveEnvironment, document: LayoutDocument) {
        guard !environment.itemCounts.isEmpty else {
            self.init(environment: environment)
            return
        }
        var keyed = environment
        keyed.itemCounts = environment.itemCounts.filter { name, count in
            guard let section = document.sections.first(where: { $0.name == name }) else { return true }
            return count != environment.defaultItemCount ?? section.itemCount
        }
        self.init(environment: keyed)
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
