
/// Buffered writes to a file descriptor: a million-cell JSON result is streamed, not built
/// as one string.
///
/// Its bytes live in one allocation that copies of the value share: pass it `inout`, never
/// write through two copies.
public struct BufferedOutput: TextOutputStream {
    /// The allocation, freed with the last copy.
    private final class Storage {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: BufferedOutput.capacity, alignment: 16)
        deinit { bytes.deallocate() }
    }

    /// `capacity` bytes, of which the first `used` wait to be written, written in place: a
    /// short write is a comparison and a copy, where appending to an array checked its
    /// uniqueness and growth on every write (a sixth of a million-cell render).
    private let storage = Storage()
    private var used = 0
    fileprivate static let capacity = 1 << 16
    private let descriptor: Int32
    /// The `errno` of the first write that failed (a full disk, a closed pipe), else nil.
    public private(set) var failure: Int32?

    /// Buffered writes to standard output (descriptor 1).
    public static var standardOutput: BufferedOutput { BufferedOutput(descriptor: 1) }

    /// Buffered writes to `descriptor`, which stays open: the caller closes it.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Copies `bytes` into the buffer, flushing first when they do not fit; bytes more than
    /// the whole buffer go straight to the descriptor.
    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if used + bytes.count > Self.capacity {
            flush()
            if bytes.count > Self.capacity {
                let error = FileDescriptorIO.writeAll(bytes, to: descriptor)
                if failure == nil { failure = error }
                return
            }
        }
        storage.bytes.advanced(by: used).copyMemory(from: source, byteCount: bytes.count)
        used += bytes.count
    }

    private mutating func append(_ byte: UInt8) {
        if used == Self.capacity { flush() }
        storage.bytes.storeBytes(of: byte, toByteOffset: used, as: UInt8.self)
        used += 1
    }

    /// Appends the string's UTF-8 as one copy from its contiguous storage: appending the
    /// `utf8` view went element by element through the generic path, a fifth of a
    /// million-cell render, whose cells are mostly literals.
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends a coordinate as `SVGText.number` writes it (at most two decimals, no trailing
    /// zeros) straight into the buffer: a million-cell picture writes eight of them a cell,
    /// and making each a String first was most of the render's time.
    public mutating func writeCoordinate(_ value: Double) {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return write(formatPoints(value, digits: 2)) }
        let scaled = Int64(hundredths)
        if scaled < 0 { append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        writeDigits(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            append(UInt8(ascii: "."))
            append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// Appends a whole number in decimal.
    public mutating func writeInteger(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        writeDigits(UInt64(value.magnitude))
    }

    /// The digits are made last first in 20 bytes on the stack (division by the constant 10
    /// is a multiplication), then copied in order: reversing them in the buffer as a slice
    /// copied the slice, and dividing by a variable power of ten is a real division.
    private mutating func writeDigits(_ value: UInt64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt64.max has 20 digits
        withUnsafeMutableBytes(of: &digits) { raw in
            var start = raw.count
            var rest = value
            repeat {
                start -= 1
                raw[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(UnsafeRawBufferPointer(rebasing: raw[start...]))
        }
    }

    /// Writes what the buffer holds; a failure is kept in `failure`, not thrown.
    public mutating func flush() {
        guard used > 0 else { return }
        let error = FileDescriptorIO.writeAll(UnsafeRawBufferPointer(start: storage.bytes, count: used), to: descriptor)
        if failure == nil { failure = error }
        used = 0
    }
}
