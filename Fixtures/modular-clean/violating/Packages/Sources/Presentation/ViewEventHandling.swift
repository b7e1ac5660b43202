import Combine

/// The shape screen ViewModels share: published state plus one entry point for view events.
/// The protocol is `@MainActor`, so a class that adopts it in its own declaration is
/// main-actor isolated, exactly as if the class were marked `@MainActor` itself.
@MainActor
public protocol ViewEventHandling: ObservableObject {
    associatedtype ViewEvent
    func handleEvent(_ event: ViewEvent)
}
