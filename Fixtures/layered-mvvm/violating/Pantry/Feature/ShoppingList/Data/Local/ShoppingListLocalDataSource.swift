import Foundation
import SwiftData

/**
 * Shopping List Local DataSource Protocol
 */
protocol ShoppingListLocalDataSourceProtocol {
    func getShoppingLists() async throws -> [ShoppingList]
    func getShoppingList(listId: String) async throws -> ShoppingList?
    func getPendingShoppingLists() async throws -> [ShoppingList]
    func insertShoppingList(_ list: ShoppingList, isPendingSync: Bool) async throws
    func updateShoppingItem(listId: String, itemId: String, isChecked: Bool) async throws -> ShoppingList
    func replaceAllShoppingLists(_ lists: [ShoppingList]) async throws
}

/**
 * Local DataSource using SwiftData
 *
 * Runs on its own actor, so the read-modify-write of `updateShoppingItem` is atomic.
 */
@ModelActor
actor ShoppingListLocalDataSource: ShoppingListLocalDataSourceProtocol {

    func getShoppingLists() async throws -> [ShoppingList] {
        let descriptor = FetchDescriptor<ShoppingListEntity>(
            sortBy: [SortDescriptor(\.createdAt, order: .reverse)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func getShoppingList(listId: String) async throws -> ShoppingList? {
        try fetchEntity(listId: listId)?.toDomain()
    }

    func getPendingShoppingLists() async throws -> [ShoppingList] {
        let descriptor = FetchDescriptor<ShoppingListEntity>(
            predicate: #Predicate { $0.isPendingSync }
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    /// Inserts or updates: `id` is `@Attribute(.unique)`, so SwiftData upserts on insert.
    func insertShoppingList(_ list: ShoppingList, isPendingSync: Bool) async throws {
        modelContext.insert(list.toEntity(isPendingSync: isPendingSync))
        try modelContext.save()
    }

    func updateShoppingItem(listId: String, itemId: String, isChecked: Bool) async throws -> ShoppingList {
        guard let entity = try fetchEntity(listId: listId),
              let index = entity.items.firstIndex(where: { $0.id == itemId }) else {
            throw AppError.data(.notFound("Shopping list item not found: \(itemId)"))
        }

        entity.items[index].isChecked = isChecked
        entity.isPendingSync = true
        try modelContext.save()
        return entity.toDomain()
    }

    /**
     * Replaces the synced lists with the server's; lists with local changes are kept.
     */
    func replaceAllShoppingLists(_ lists: [ShoppingList]) async throws {
        try modelContext.delete(
            model: ShoppingListEntity.self,
            where: #Predicate<ShoppingListEntity> { !$0.isPendingSync }
        )
        for list in lists {
            guard try fetchEntity(listId: list.id) == nil else { continue }
            modelContext.insert(list.toEntity(isPendingSync: false))
        }
        try modelContext.save()
    }

    // MARK: - Private Functions

    private func fetchEntity(listId: String) throws -> ShoppingListEntity? {
        var descriptor = FetchDescriptor<ShoppingListEntity>(
            predicate: #Predicate { $0.id == listId }
        )
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
