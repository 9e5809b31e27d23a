import ArgumentParser
import LayoutReports

extension ListingFormat: ExpressibleByArgument {}
extension SolveFormat: ExpressibleByArgument {}
extension DiffFormat: ExpressibleByArgument {}
extension LintReporter: ExpressibleByArgument {}
