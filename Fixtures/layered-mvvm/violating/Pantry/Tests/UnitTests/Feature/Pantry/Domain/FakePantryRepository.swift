import Foundation
import Combine
@testable import Pantry

/**
 * Fake Repository (test implementation with state)
 *
 * Like the real repository, it publishes the pantry after every change.
 */
final class FakePantryRepository: PantryRepositoryProtocol {

    // MARK: - Stubs

    var stubbedError: AppError?

    var items: [PantryItem] {
        get { itemsSubject.value }
        set { itemsSubject.send(newValue) }
    }

    // MARK: - Call Tracking

    private(set) var createdItems: [PantryItem] = []
    private(set) var updatedItems: [PantryItem] = []
    private(set) var deletedItemIds: [String] = []

    // MARK: - Private Properties

    private let itemsSubject: CurrentValueSubject<[PantryItem], Never>

    // MARK: - Initialization

    init(items: [PantryItem] = []) {
        itemsSubject = CurrentValueSubject(items)
    }

    // MARK: - PantryRepositoryProtocol

    var pantryItemsPublisher: AnyPublisher<[PantryItem], Never> {
        itemsSubject.eraseToAnyPublisher()
    }

    func getPantryItems() async throws -> [PantryItem] {
        try throwIfStubbed()
        return items
    }

    func getPantryItem(itemId: String) async throws -> PantryItem {
        try throwIfStubbed()
        guard let item = items.first(where: { $0.id == itemId }) else {
            throw AppError.data(.notFound("Pantry item not found: \(itemId)"))
        }
        return item
    }

    func createPantryItem(_ item: PantryItem) async throws -> PantryItem {
        try throwIfStubbed()
        createdItems.append(item)
        items.append(item)
        return item
    }

    func updatePantryItem(_ item: PantryItem) async throws -> PantryItem {
        try throwIfStubbed()
        updatedItems.append(item)
        items = items.map { $0.id == item.id ? item : $0 }
        return item
    }

    func deletePantryItem(itemId: String) async throws {
        try throwIfStubbed()
        deletedItemIds.append(itemId)
        items.removeAll { $0.id == itemId }
    }

    // MARK: - Private Functions

    private func throwIfStubbed() throws {
        if let stubbedError {
            throw stubbedError
        }
    }
}

/**
 * Stub generator for testing
 */
extension PantryItem {

    static func stub(
        id: String = UUID().uuidString,
        name: String = "Test Item",
        quantity: Double = 1,
        unit: MeasurementUnit = .piece,
        category: PantryCategory = .other,
        expiresOn: Date? = nil,
        addedAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> PantryItem {
        PantryItem(
            id: id,
            name: name,
            quantity: quantity,
            unit: unit,
            category: category,
            expiresOn: expiresOn,
            addedAt: addedAt
        )
    }
}
