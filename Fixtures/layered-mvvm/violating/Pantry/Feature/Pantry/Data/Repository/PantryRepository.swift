import Foundation
import Combine
import OSLog

/**
 * Pantry Repository implementation
 *
 * Offline-first and single source of truth for the pantry:
 * - every change is written to SwiftData first and published at once;
 * - the API is updated right away when online, otherwise by the next sync;
 * - a sync pushes local changes before pulling the server's list.
 */
final class PantryRepository: PantryRepositoryProtocol {

    // MARK: - Private Properties

    private let localDataSource: PantryLocalDataSourceProtocol
    private let remoteDataSource: PantryRemoteDataSourceProtocol
    private let networkMonitor: NetworkMonitorProtocol

    private let pantryItemsSubject = CurrentValueSubject<[PantryItem], Never>([])

    // MARK: - Public Properties

    var pantryItemsPublisher: AnyPublisher<[PantryItem], Never> {
        pantryItemsSubject.eraseToAnyPublisher()
    }

    // MARK: - Initialization

    init(
        localDataSource: PantryLocalDataSourceProtocol,
        remoteDataSource: PantryRemoteDataSourceProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
        self.networkMonitor = networkMonitor
    }

    // MARK: - Public Functions

    /**
     * Returns the local pantry at once and starts a sync in the background
     */
    func getPantryItems() async throws -> [PantryItem] {
        let localItems = try await localDataSource.getPantryItems()
        pantryItemsSubject.send(localItems)

        Task { [weak self] in
            await self?.syncWithRemote()
        }

        return localItems
    }

    func getPantryItem(itemId: String) async throws -> PantryItem {
        guard let item = try await localDataSource.getPantryItem(itemId: itemId) else {
            throw AppError.data(.notFound("This item is no longer in your pantry"))
        }
        return item
    }

    func createPantryItem(_ item: PantryItem) async throws -> PantryItem {
        try await save(item)
    }

    func updatePantryItem(_ item: PantryItem) async throws -> PantryItem {
        try await save(item)
    }

    func deletePantryItem(itemId: String) async throws {
        try await localDataSource.updatePendingDeletion(itemId: itemId)
        await publishLocalItems()

        guard networkMonitor.isConnected else { return }
        do {
            try await pushDeletion(itemId: itemId)
        } catch {
            // Still marked for deletion: the next sync retries.
            Logger.data.error("Pantry deletion \(itemId, privacy: .public) postponed: \(String(reflecting: error), privacy: .public)")
        }
    }

    // MARK: - Private Functions

    private func save(_ item: PantryItem) async throws -> PantryItem {
        try await localDataSource.insertPantryItem(item, isPendingSync: true)
        await publishLocalItems()

        guard networkMonitor.isConnected else { return item }
        do {
            let savedItem = try await pushItem(item)
            await publishLocalItems()
            return savedItem
        } catch {
            // Kept locally with isPendingSync: the next sync retries.
            Logger.data.error("Pantry item \(item.id, privacy: .public) saved offline: \(String(reflecting: error), privacy: .public)")
            return item
        }
    }

    private func pushItem(_ item: PantryItem) async throws -> PantryItem {
        let response = try await remoteDataSource.updatePantryItem(itemId: item.id, request: item.toRequest())
        let savedItem = response.toDomain()
        try await localDataSource.insertPantryItem(savedItem, isPendingSync: false)
        return savedItem
    }

    private func pushDeletion(itemId: String) async throws {
        do {
            try await remoteDataSource.deletePantryItem(itemId: itemId)
        } catch AppError.data(.notFound) {
            // Already gone on the server: nothing left to do remotely.
        }
        try await localDataSource.deletePantryItem(itemId: itemId)
    }

    private func syncWithRemote() async {
        guard networkMonitor.isConnected else { return }

        do {
            for itemId in try await localDataSource.getPendingDeletionIds() {
                try await pushDeletion(itemId: itemId)
            }
            for item in try await localDataSource.getPendingPantryItems() {
                _ = try await pushItem(item)
            }

            let remoteItems = try await remoteDataSource.getPantryItems().map { $0.toDomain() }
            try await localDataSource.replaceAllPantryItems(remoteItems)
            await publishLocalItems()
        } catch {
            Logger.data.error("Pantry sync failed: \(String(reflecting: error), privacy: .public)")
        }
    }

    private func publishLocalItems() async {
        do {
            pantryItemsSubject.send(try await localDataSource.getPantryItems())
        } catch {
            Logger.data.error("Reading the pantry failed: \(String(reflecting: error), privacy: .public)")
        }
    }
}
