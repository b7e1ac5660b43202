import Foundation
import SwiftData

/// The on-device store (SwiftData). Each repository's data-base protocol is implemented in
/// its own `DataBase+<Repository>.swift` extension.
public final class DataBase: @unchecked Sendable {

    private let container: ModelContainer

    public init(inMemory: Bool = false) {
        let configuration = ModelConfiguration("StrideLog", isStoredInMemoryOnly: inMemory)
        do {
            container = try ModelContainer(
                for: SessionEntity.self, CachedWorkoutEntity.self,
                configurations: configuration
            )
        } catch {
            fatalError("The StrideLog store could not be opened: \(error)")
        }
    }

    /// Runs `work` on a fresh context. Contexts are cheap and never shared between calls.
    func read<T>(_ work: (ModelContext) throws -> T) throws -> T {
        try work(ModelContext(container))
    }

    /// Runs `work` on a fresh context and saves it.
    func write<T>(_ work: (ModelContext) throws -> T) throws -> T {
        let context = ModelContext(container)
        let result = try work(context)
        try context.save()
        return result
    }
}
