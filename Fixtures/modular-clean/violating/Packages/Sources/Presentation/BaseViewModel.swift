import Combine

/// Shared base for screens that show a blocking progress overlay while they save.
/// Subclasses inherit the main-actor isolation and the `ObservableObject` conformance.
@MainActor
open class BaseViewModel: ObservableObject {
    @Published public private(set) var isBusy = false

    public init() {}

    public func setBusy(_ busy: Bool) {
        isBusy = busy
    }
}
