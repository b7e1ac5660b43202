import XCTest
import Combine
@testable import Pantry

/**
 * Repository test: offline-first writes and sync, over fake data sources
 */
final class PantryRepositoryTests: XCTestCase {

    private struct Context {
        let sut: PantryRepository
        let local: FakePantryLocalDataSource
        let remote: FakePantryRemoteDataSource
        let networkMonitor: FakeNetworkMonitor
    }

    private func makeSUT(isConnected: Bool) -> Context {
        let local = FakePantryLocalDataSource()
        let remote = FakePantryRemoteDataSource()
        let networkMonitor = FakeNetworkMonitor(isConnected: isConnected)
        let sut = PantryRepository(localDataSource: local, remoteDataSource: remote, networkMonitor: networkMonitor)
        return Context(sut: sut, local: local, remote: remote, networkMonitor: networkMonitor)
    }

    func test_createPantryItem_offline_keepsItemPendingAndPublishesIt() async throws {
        // Given
        let context = makeSUT(isConnected: false)
        var published: [[PantryItem]] = []
        let cancellable = context.sut.pantryItemsPublisher.sink { published.append($0) }
        let item = PantryItem.stub(id: "milk", name: "Milk")

        // When
        let saved = try await context.sut.createPantryItem(item)

        // Then
        XCTAssertEqual(saved, item)
        XCTAssertEqual(context.local.pendingSyncIds, ["milk"])
        XCTAssertTrue(context.remote.updatedItemIds.isEmpty)
        XCTAssertEqual(published.last?.map(\.id), ["milk"])
        cancellable.cancel()
    }

    func test_createPantryItem_online_pushesAndClearsPendingFlag() async throws {
        // Given
        let context = makeSUT(isConnected: true)

        // When
        _ = try await context.sut.createPantryItem(.stub(id: "milk", name: "Milk"))

        // Then
        XCTAssertEqual(context.remote.updatedItemIds, ["milk"])
        XCTAssertTrue(context.local.pendingSyncIds.isEmpty)
    }

    func test_deletePantryItem_remoteFailure_keepsItHiddenUntilNextSync() async throws {
        // Given
        let context = makeSUT(isConnected: true)
        try await context.local.insertPantryItem(.stub(id: "milk"), isPendingSync: false)
        context.remote.stubbedError = AppError.network(.timeout)

        // When
        try await context.sut.deletePantryItem(itemId: "milk")

        // Then
        let visibleItems = try await context.local.getPantryItems()
        XCTAssertTrue(visibleItems.isEmpty)
        let pendingDeletions = try await context.local.getPendingDeletionIds()
        XCTAssertEqual(pendingDeletions, ["milk"])
    }
}

// MARK: - Fakes

private final class FakeNetworkMonitor: NetworkMonitorProtocol {
    var isConnected: Bool

    init(isConnected: Bool) {
        self.isConnected = isConnected
    }
}

private final class FakePantryLocalDataSource: PantryLocalDataSourceProtocol {

    private struct Row {
        var item: PantryItem
        var isPendingSync: Bool
        var isPendingDeletion: Bool
    }

    private var rows: [String: Row] = [:]

    var pendingSyncIds: [String] {
        rows.values.filter(\.isPendingSync).map(\.item.id).sorted()
    }

    func getPantryItems() async throws -> [PantryItem] {
        rows.values.filter { !$0.isPendingDeletion }.map(\.item).sorted { $0.name < $1.name }
    }

    func getPantryItem(itemId: String) async throws -> PantryItem? {
        rows[itemId].flatMap { $0.isPendingDeletion ? nil : $0.item }
    }

    func getPendingPantryItems() async throws -> [PantryItem] {
        rows.values.filter { $0.isPendingSync && !$0.isPendingDeletion }.map(\.item)
    }

    func getPendingDeletionIds() async throws -> [String] {
        rows.values.filter(\.isPendingDeletion).map(\.item.id)
    }

    func insertPantryItem(_ item: PantryItem, isPendingSync: Bool) async throws {
        rows[item.id] = Row(item: item, isPendingSync: isPendingSync, isPendingDeletion: false)
    }

    func updatePendingDeletion(itemId: String) async throws {
        rows[itemId]?.isPendingDeletion = true
    }

    func deletePantryItem(itemId: String) async throws {
        rows[itemId] = nil
    }

    func replaceAllPantryItems(_ items: [PantryItem]) async throws {
        rows = rows.filter { $0.value.isPendingSync || $0.value.isPendingDeletion }
        for item in items where rows[item.id] == nil {
            rows[item.id] = Row(item: item, isPendingSync: false, isPendingDeletion: false)
        }
    }
}

private final class FakePantryRemoteDataSource: PantryRemoteDataSourceProtocol {

    var stubbedError: AppError?
    var serverItems: [PantryItemResponse] = []
    private(set) var updatedItemIds: [String] = []

    func getPantryItems() async throws -> [PantryItemResponse] {
        if let stubbedError { throw stubbedError }
        return serverItems
    }

    func updatePantryItem(itemId: String, request: PantryItemRequest) async throws -> PantryItemResponse {
        if let stubbedError { throw stubbedError }
        updatedItemIds.append(itemId)
        return PantryItemResponse(
            id: itemId,
            name: request.name,
            quantity: request.quantity,
            unit: request.unit,
            category: request.category,
            expiresOn: request.expiresOn,
            addedAt: request.addedAt
        )
    }

    func deletePantryItem(itemId: String) async throws {
        if let stubbedError { throw stubbedError }
    }
}
