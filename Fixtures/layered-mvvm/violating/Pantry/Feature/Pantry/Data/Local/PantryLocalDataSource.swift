import Foundation
import SwiftData

/**
 * Pantry Local DataSource Protocol
 */
protocol PantryLocalDataSourceProtocol {
    func getPantryItems() async throws -> [PantryItem]
    func getPantryItem(itemId: String) async throws -> PantryItem?
    func getPendingPantryItems() async throws -> [PantryItem]
    func getPendingDeletionIds() async throws -> [String]
    func insertPantryItem(_ item: PantryItem, isPendingSync: Bool) async throws
    func updatePendingDeletion(itemId: String) async throws
    func deletePantryItem(itemId: String) async throws
    func replaceAllPantryItems(_ items: [PantryItem]) async throws
}

/**
 * Local DataSource using SwiftData
 *
 * PantryItemEntity objects never leave this actor; the API speaks domain models.
 */
@ModelActor
actor PantryLocalDataSource: PantryLocalDataSourceProtocol {

    func getPantryItems() async throws -> [PantryItem] {
        let descriptor = FetchDescriptor<PantryItemEntity>(
            predicate: #Predicate { !$0.isPendingDeletion },
            sortBy: [SortDescriptor(\.name)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func getPantryItem(itemId: String) async throws -> PantryItem? {
        guard let entity = try fetchEntity(itemId: itemId), !entity.isPendingDeletion else {
            return nil
        }
        return entity.toDomain()
    }

    func getPendingPantryItems() async throws -> [PantryItem] {
        let descriptor = FetchDescriptor<PantryItemEntity>(
            predicate: #Predicate { $0.isPendingSync && !$0.isPendingDeletion }
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func getPendingDeletionIds() async throws -> [String] {
        let descriptor = FetchDescriptor<PantryItemEntity>(
            predicate: #Predicate { $0.isPendingDeletion }
        )
        return try modelContext.fetch(descriptor).map(\.id)
    }

    /// Inserts or updates: `id` is `@Attribute(.unique)`, so SwiftData upserts on insert.
    func insertPantryItem(_ item: PantryItem, isPendingSync: Bool) async throws {
        modelContext.insert(item.toEntity(isPendingSync: isPendingSync))
        try modelContext.save()
    }

    func updatePendingDeletion(itemId: String) async throws {
        guard let entity = try fetchEntity(itemId: itemId) else { return }
        entity.isPendingDeletion = true
        try modelContext.save()
    }

    func deletePantryItem(itemId: String) async throws {
        guard let entity = try fetchEntity(itemId: itemId) else { return }
        modelContext.delete(entity)
        try modelContext.save()
    }

    /**
     * Replaces the synced items with the server's list; local changes that are
     * still waiting for a sync are kept.
     */
    func replaceAllPantryItems(_ items: [PantryItem]) async throws {
        try modelContext.delete(
            model: PantryItemEntity.self,
            where: #Predicate<PantryItemEntity> { !$0.isPendingSync && !$0.isPendingDeletion }
        )
        for item in items {
            // An item with local changes wins over the server's copy until it is pushed.
            guard try fetchEntity(itemId: item.id) == nil else { continue }
            modelContext.insert(item.toEntity(isPendingSync: false))
        }
        try modelContext.save()
    }

    // MARK: - Private Functions

    private func fetchEntity(itemId: String) throws -> PantryItemEntity? {
        var descriptor = FetchDescriptor<PantryItemEntity>(
            predicate: #Predicate { $0.id == itemId }
        )
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
