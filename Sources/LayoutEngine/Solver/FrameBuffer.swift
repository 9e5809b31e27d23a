/// Frames stored contiguously, four `Double`s per frame (`x, y, width, height`).
///
/// A million cells are one flat array rather than a million `Rect` values, so the solver can
/// write them in one linear pass and callers can hand the storage to other code unchanged.
public struct FrameBuffer: Hashable, Sendable {
    /// `x, y, width, height` of frame 0, then of frame 1, and so on.
    public private(set) var storage: [Double]

    /// An empty buffer.
    public init() {
        storage = []
    }

    /// Wraps existing storage; its count must be a multiple of 4.
    public init(storage: [Double]) {
        precondition(storage.count % 4 == 0, "FrameBuffer storage holds 4 values per frame")
        self.storage = storage
    }

    /// The number of frames.
    public var count: Int { storage.count / 4 }

    /// Whether the buffer holds no frame.
    public var isEmpty: Bool { storage.isEmpty }

    /// Frame `i`, built from its four stored values.
    public subscript(i: Int) -> Rect {
        let base = i * 4
        return Rect(x: storage[base], y: storage[base + 1], width: storage[base + 2], height: storage[base + 3])
    }

    /// Reserves room for `frames` frames in total.
    public mutating func reserveCapacity(_ frames: Int) {
        storage.reserveCapacity(frames * 4)
    }

    /// Whether every value of frames `frames` is finite. One pass over the bit patterns,
    /// branch-free so the compiler vectorises it: a value is NaN or infinite when its exponent
    /// bits are all ones, and adding one to the lowest exponent bit then carries into the sign
    /// bit, which the loop ORs together.
    public func allFinite(in frames: Range<Int>) -> Bool {
        let exponent: UInt64 = 0x7FF0_0000_0000_0000
        let carry: UInt64 = 1 << 52
        let any = storage.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt64.self) { bits in
                var any: UInt64 = 0
                for b in bits[(frames.lowerBound * 4)..<(frames.upperBound * 4)] { any |= (b & exponent) &+ carry }
                return any
            }
        }
        return any & (1 << 63) == 0
    }

    /// Whether every value of frames `frames` is finite, when they were stamped from instances
    /// of `instanceFrames` frames (`CellStamp`): each value is monotonic in the instance, so the
    /// first and last instances bound the rest and only they are read.
    public func allFinite(in frames: Range<Int>, stampedInInstancesOf instanceFrames: Int) -> Bool {
        let edge = Swift.min(frames.count, Swift.max(instanceFrames, 1))
        guard 2 * edge < frames.count else { return allFinite(in: frames) }
        return allFinite(in: frames.lowerBound..<(frames.lowerBound + edge))
            && allFinite(in: (frames.upperBound - edge)..<frames.upperBound)
    }

    /// How many values the storage holds room for.
    var capacity: Int { storage.capacity }

    /// Replaces every frame with `frames` frames that `write` writes (4 values each) from the
    /// pointer it is given, in the storage already held when it has room: a solve into a solution
    /// solved before (`solve(_:in:into:scratch:)`) allocates no new buffer.
    mutating func overwrite(frames: Int, _ write: (UnsafeMutablePointer<Double>) -> Void) {
        // Resized, not emptied and filled again: only the values past the old count are zeroed
        // before `write` writes them all.
        let values = frames * 4
        if storage.count > values {
            storage.removeLast(storage.count - values)
        } else if storage.count < values {
            storage.append(contentsOf: repeatElement(0, count: values - storage.count))
        }
        storage.withUnsafeMutableBufferPointer { values in
            if let base = values.baseAddress { write(base) }
        }
    }

    /// Drops every frame, keeping the storage.
    mutating func removeAllKeepingCapacity() {
        storage.removeAll(keepingCapacity: true)
    }

    /// Appends one frame's four values.
    public mutating func append(_ frame: Rect) {
        storage.append(frame.x)
        storage.append(frame.y)
        storage.append(frame.width)
        storage.append(frame.height)
    }
}

extension FrameBuffer: RandomAccessCollection {
    /// The first frame's index: always 0.
    public var startIndex: Int { 0 }
    /// One past the last frame's index: ``count``.
    public var endIndex: Int { count }
}
