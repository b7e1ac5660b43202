import Foundation
import Combine

/**
 * Pantry Repository Protocol
 *
 * Combine is allowed in the Domain of this architecture: the repository is the single
 * source of truth and publishes the pantry whenever it changes.
 */
protocol PantryRepositoryProtocol {

    /// The whole pantry, re-emitted after every local change and every sync.
    var pantryItemsPublisher: AnyPublisher<[PantryItem], Never> { get }

    func getPantryItems() async throws -> [PantryItem]
    func getPantryItem(itemId: String) async throws -> PantryItem
    func createPantryItem(_ item: PantryItem) async throws -> PantryItem
    func updatePantryItem(_ item: PantryItem) async throws -> PantryItem
    func deletePantryItem(itemId: String) async throws
}
