/// The order in which `--width`, `--widths`, `--device` and `--devices` were given, so that a
/// request's containers come in the order asked. ArgumentParser keeps each option's values in
/// order, but not the order between options, so the command line is read again for the four
/// names alone (`--name VALUE` or `--name=VALUE`, up to `--`).
struct ContainerOrder {
    enum Source: Hashable {
        case width, widthList, device, deviceList
    }

    var sources: [Source]

    init(arguments: [String]) {
        var sources: [Source] = []
        for argument in arguments {
            if argument == "--" { break }
            switch argument.split(separator: "=", maxSplits: 1).first ?? "" {
            case "--width": sources.append(.width)
            case "--widths": sources.append(.widthList)
            case "--device": sources.append(.device)
            case "--devices": sources.append(.deviceList)
            default: break
            }
        }
        self.sources = sources
    }

    /// The containers in the order of the command line: each `--width` and `--device` where it
    /// stands, each list where its last occurrence stands (the one ArgumentParser keeps).
    /// Whatever the command line does not place (a default width, or options parsed from
    /// elsewhere) follows in the fixed order widths, width list, devices, device list.
    func arrange<Container>(widths: [Container], widthList: [Container],
                            devices: [Container], deviceList: [Container]) -> [Container] {
        var widths = widths[...]
        var devices = devices[...]
        var lists: [Source: [Container]] = [.widthList: widthList, .deviceList: deviceList]
        var arranged: [Container] = []
        for (index, source) in sources.enumerated() {
            switch source {
            case .width: if let next = widths.popFirst() { arranged.append(next) }
            case .device: if let next = devices.popFirst() { arranged.append(next) }
            case .widthList, .deviceList:
                guard !sources[(index + 1)...].contains(source), let list = lists.removeValue(forKey: source) else { continue }
                arranged += list
            }
        }
        return arranged + widths + (lists[.widthList] ?? []) + devices + (lists[.deviceList] ?? [])
    }
}
