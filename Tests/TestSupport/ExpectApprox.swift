import Testing

/// Expects `actual` to equal `expected` up to floating-point error (fractions such as 1/3 of a
/// width are not exact); a failure records both values. Shared by every test target.
public func expectApprox(_ actual: Double, _ expected: Double, _ what: String = "value", tolerance: Double = 1e-9,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(what): got \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}
