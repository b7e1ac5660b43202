import Foundation
import OSLog

/**
 * Shopping List Repository implementation
 *
 * Offline-first: lists are read from and written to SwiftData; the API gets each
 * change right away when online, or with the next sync otherwise (a list is always
 * sent whole, with `PUT`).
 */
final class ShoppingListRepository: ShoppingListRepositoryProtocol {

    // MARK: - Private Properties

    private let localDataSource: ShoppingListLocalDataSourceProtocol
    private let remoteDataSource: ShoppingListRemoteDataSourceProtocol
    private let networkMonitor: NetworkMonitorProtocol

    // MARK: - Public Properties

    /// Set when the last sync failed, for the banner of the shopping list screen.
    private(set) var lastSyncError: UiError?

    // MARK: - Initialization

    init(
        localDataSource: ShoppingListLocalDataSourceProtocol,
        remoteDataSource: ShoppingListRemoteDataSourceProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
        self.networkMonitor = networkMonitor
    }

    // MARK: - Public Functions

    /**
     * Syncs first when online (lists are small), then answers from the local store
     */
    func getShoppingLists() async throws -> [ShoppingList] {
        await syncWithRemote()
        return try await localDataSource.getShoppingLists()
    }

    func getShoppingList(listId: String) async throws -> ShoppingList {
        guard let list = try await localDataSource.getShoppingList(listId: listId) else {
            throw AppError.data(.notFound("This shopping list no longer exists"))
        }
        return list
    }

    func createShoppingList(_ list: ShoppingList) async throws -> ShoppingList {
        try await localDataSource.insertShoppingList(list, isPendingSync: true)
        return await pushIfPossible(list)
    }

    func updateShoppingItem(listId: String, itemId: String, isChecked: Bool) async throws -> ShoppingList {
        let list = try await localDataSource.updateShoppingItem(
            listId: listId,
            itemId: itemId,
            isChecked: isChecked
        )
        return await pushIfPossible(list)
    }

    /**
     * Writes a whole list (renamed, checked items cleared)
     *
     * Not in ShoppingListRepositoryProtocol yet.
     */
    func saveShoppingList(_ list: ShoppingList) async throws -> ShoppingList {
        try await localDataSource.insertShoppingList(list, isPendingSync: true)
        return await pushIfPossible(list)
    }

    // MARK: - Private Functions

    /**
     * - Returns: the list as the server stored it, or the local one when it stays pending.
     */
    private func pushIfPossible(_ list: ShoppingList) async -> ShoppingList {
        guard networkMonitor.isConnected else { return list }

        do {
            return try await push(list)
        } catch {
            Logger.data.error("Shopping list \(list.id, privacy: .public) kept for the next sync: \(String(reflecting: error), privacy: .public)")
            return list
        }
    }

    private func push(_ list: ShoppingList) async throws -> ShoppingList {
        let response = try await remoteDataSource.updateShoppingList(listId: list.id, request: list.toRequest())
        let syncedList = response.toDomain()
        try await localDataSource.insertShoppingList(syncedList, isPendingSync: false)
        return syncedList
    }

    private func syncWithRemote() async {
        guard networkMonitor.isConnected else { return }

        do {
            for list in try await localDataSource.getPendingShoppingLists() {
                _ = try await push(list)
            }
            let remoteLists = try await remoteDataSource.getShoppingLists().map { $0.toDomain() }
            try await localDataSource.replaceAllShoppingLists(remoteLists)
            lastSyncError = nil
        } catch {
            Logger.data.error("Shopping list sync failed: \(String(reflecting: error), privacy: .public)")
            lastSyncError = error.toUiError()
        }
    }
}
