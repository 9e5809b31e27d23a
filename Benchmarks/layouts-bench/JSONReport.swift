import LayoutEngine

/// `--format json`: every figure as a JSON document (keys sorted by the writer).
extension BenchReport {
    var jsonValue: JSONValue {
        .object([
            "mode": .string(quick ? "quick" : "full"),
            "warmups": .number(Double(plan.warmups)),
            "runs": .number(Double(plan.runs)),
            "machine": .object([
                "processors": .number(Double(machine.processors)),
                "cpuModel": .string(machine.cpuModel),
            ]),
            "results": .array(rows.map { $0.jsonValue(verdict: verdict($0)) }),
            "frameChecks": .object([
                "tolerance": .number(FrameCheck.tolerance),
                "passed": .bool(framesAgree),
                "grids": .array(frameChecks.map(\.jsonValue)),
            ]),
            "notes": .array(notes.map { .string($0) }),
        ])
    }
}

extension ResultRow {
    func jsonValue(verdict: String) -> JSONValue {
        var object: JSONObject = [
            "workload": .string(workload),
            "case": .string(name),
            "unit": .string(unit),
            "measured": subject.jsonValue(label: subjectLabel),
            "baseline": baseline.map { $0.jsonValue(label: baselineLabel ?? "") } ?? .null,
            "ratio": ratio.map { .number($0) } ?? .null,
            "target": .null,
        ]
        if let target {
            object["target"] = .object([
                "text": .string(target.text),
                "measure": .string(target.measure.rawValue),
                "limit": .number(target.limit),
                "met": verdict == "PASS" ? .bool(true) : verdict == "MISS" ? .bool(false) : .null,
                "verdict": .string(verdict),
            ])
        }
        return .object(object)
    }
}

extension Statistics {
    func jsonValue(label: String) -> JSONValue {
        .object([
            "label": .string(label),
            "median": .number(median), "min": .number(min), "max": .number(max),
            "runs": .number(Double(runs)),
        ])
    }
}

extension FrameCheck {
    var jsonValue: JSONValue {
        .object([
            "name": .string(name),
            "values": .number(Double(values)),
            "exact": .number(Double(exact)),
            "maximumDifference": .number(maximumDifference),
            "firstMismatch": firstMismatch.map { .number(Double($0)) } ?? .null,
            "sameCount": .bool(sameCount),
            "passed": .bool(passed),
        ])
    }
}
