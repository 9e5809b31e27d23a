/// Optional snapping to the display's pixel grid (semantics §12): x, y, width and height are each
/// rounded to the nearest `1/scale`, independently, as UIKit appears to do.
enum Rounding {
    @inline(__always)
    static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }

    static func round(_ rect: Rect, scale: Double) -> Rect {
        Rect(x: round(rect.x, scale: scale), y: round(rect.y, scale: scale),
             width: round(rect.width, scale: scale), height: round(rect.height, scale: scale))
    }

    static func round(_ size: Size, scale: Double) -> Size {
        Size(width: round(size.width, scale: scale), height: round(size.height, scale: scale))
    }

    static func round(_ values: UnsafeMutableBufferPointer<Double>, scale: Double) {
        for i in values.indices { values[i] = round(values[i], scale: scale) }
    }
}
