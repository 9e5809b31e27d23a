import ArgumentParser
import LayoutCatalog
import LayoutEngine

struct Devices: ReadingCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the device presets that --device and --devices all use.",
        discussion: """
            Safe areas are TOP,LEADING,BOTTOM,TRAILING in points; LANDSCAPE gives the horizontal \
            size class and safe area with the device turned (width and height swapped); MARGIN is \
            the system minimum layout margin. Sources: seed/DEVICES.md.
            Examples:
              layouts devices
              layouts devices --format json
            """
    )

    @OptionGroup var catalog: CatalogOptions
    @Option(help: "table or json.") var format: ListingFormat = .table

    func run(on catalog: Catalog) throws {
        let presets = try catalog.devices()
        format.print(json: { JSONValue.array(presets.map(\.jsonValue)) }, text: {
            var table = TextTable(["ID", "NAME", "WIDTH", "HEIGHT", "SCALE", "SIZE CLASS", "SAFE AREA", "LANDSCAPE",
                                   "MARGIN"],
                                  alignments: [.left, .left, .right, .right, .right, .left, .left, .left, .right])
            func insets(_ i: DirectionalInsets) -> String {
                [i.top, i.leading, i.bottom, i.trailing].map { formatPoints($0) }.joined(separator: ",")
            }
            for p in presets {
                let landscape = p.landscape
                table.append([p.id, p.name, formatPoints(p.width), formatPoints(p.height),
                              "@\(formatPoints(p.scale))x", p.portrait.horizontalSizeClass.rawValue,
                              insets(p.portrait.safeArea),
                              "\(landscape.horizontalSizeClass.rawValue) \(insets(landscape.safeArea))",
                              formatPoints(p.layoutMargin)])
            }
            return table.rendered
        })
    }
}
