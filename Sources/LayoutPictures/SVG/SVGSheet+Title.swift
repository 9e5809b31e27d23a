import LayoutCatalog
import LayoutWorkspace

extension SVGSheet {
    /// The subject and what the request changes from rest: scroll positions, direction, counts.
    public static func title(_ subject: String, request: SolveRequest) -> String {
        guard let environment = request.containers.first?.environment else { return subject }
        var notes: [String] = []
        if environment.contentOffset > 0 { notes.append("scrolled to \(formatPoints(environment.contentOffset))") }
        for (section, x) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            notes.append("\(section) scrolled \(formatPoints(x))")
        }
        if environment.layoutDirection == .rightToLeft { notes.append("right to left") }
        if let all = environment.defaultItemCount { notes.append("\(all) items a section") }
        for (section, count) in environment.itemCounts.sorted(by: { $0.key < $1.key }) { notes.append("\(section): \(count) items") }
        return ([subject] + notes).joined(separator: " · ")
    }
}
