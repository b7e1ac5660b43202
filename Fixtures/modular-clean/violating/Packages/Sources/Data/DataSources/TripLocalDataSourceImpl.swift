import Foundation
import SwiftData

/// SwiftData-backed trip cache. An actor owns the `ModelContext`, so it is never shared across threads.
public actor TripLocalDataSourceImpl: TripLocalDataSource {
    private let modelContext: ModelContext

    public init(isStoredInMemoryOnly: Bool = false) throws {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: isStoredInMemoryOnly)
        let container = try ModelContainer(for: TripEntity.self, configurations: configuration)
        modelContext = ModelContext(container)
    }

    public func loadTrips() async throws -> [TripDTO] {
        let descriptor = FetchDescriptor<TripEntity>(sortBy: [SortDescriptor(\.startDate)])
        return try modelContext.fetch(descriptor).map { $0.toDTO() }
    }

    public func saveTrips(_ trips: [TripDTO]) async throws {
        try modelContext.delete(model: TripEntity.self)
        for trip in trips {
            modelContext.insert(TripEntity(dto: trip))
        }
        try modelContext.save()
    }
}
