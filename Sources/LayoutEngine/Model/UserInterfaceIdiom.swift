/// The kind of device the app runs on (`UIUserInterfaceIdiom`), as variants name it.
public enum UserInterfaceIdiom: String, CaseIterable, Hashable, Sendable {
    /// An iPhone, an iPad, or a Mac (Mac Catalyst or an iPad app on a Mac).
    case phone, pad, mac
}
