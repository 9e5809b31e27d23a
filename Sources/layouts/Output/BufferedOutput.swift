
/// Buffered writes to a file descriptor: a million-cell JSON result is streamed, not built
/// as one string.
struct BufferedOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    /// The `errno` of the first write that failed (a full disk, a closed pipe), else nil.
    private(set) var failure: Int32?

    static var standardOutput: BufferedOutput { BufferedOutput(descriptor: 1) }

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends a coordinate as `SVGText.number` writes it (at most two decimals, no trailing
    /// zeros) straight into the buffer: a million-cell picture writes eight of them a cell,
    /// and making each a String first was most of the render's time.
    mutating func writeCoordinate(_ value: Double) {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return write(formatPoints(value, digits: 2)) }
        let scaled = Int64(hundredths)
        if scaled < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        writeDigits(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            buffer.append(UInt8(ascii: "."))
            buffer.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { buffer.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends a whole number in decimal.
    mutating func writeInteger(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
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
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start...]))
        }
    }

    mutating func flush() {
        let error = buffer.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) }
        if failure == nil { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }
}
