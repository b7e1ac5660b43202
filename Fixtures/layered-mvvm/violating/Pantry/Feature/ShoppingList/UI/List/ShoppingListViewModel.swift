import Foundation
import Observation

/**
 * ViewModel of the Shopping List Screen
 *
 * Besides loading and checking off items, the screen can rename, duplicate and
 * share a list. Sharing builds a plain-text version of the list (grouped by aisle)
 * and a web link to it.
 */
@Observable
final class ShoppingListViewModel {

    // MARK: - Public Properties

    private(set) var uiState = ShoppingListUiState()
    private(set) var navigationEvent: ShoppingListNavigationEvent?

    // MARK: - Private Properties

    private let getShoppingListsUseCase: GetShoppingListsUseCaseProtocol
    private let toggleShoppingItemUseCase: ToggleShoppingItemUseCaseProtocol
    private let manageShoppingListUseCase: ManageShoppingListUseCaseProtocol
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var toggleTask: Task<Void, Never>?
    @ObservationIgnored private var manageTask: Task<Void, Never>?

    /// The lists as the use case returned them, kept for sharing (the UI models lose the units).
    @ObservationIgnored private var lists: [ShoppingList] = []

    private static let webBaseURL = URL(string: "https://pantry.example.com")!

    // MARK: - Initialization

    init(
        getShoppingListsUseCase: GetShoppingListsUseCaseProtocol,
        toggleShoppingItemUseCase: ToggleShoppingItemUseCaseProtocol,
        manageShoppingListUseCase: ManageShoppingListUseCaseProtocol
    ) {
        self.getShoppingListsUseCase = getShoppingListsUseCase
        self.toggleShoppingItemUseCase = toggleShoppingItemUseCase
        self.manageShoppingListUseCase = manageShoppingListUseCase
    }

    deinit {
        loadTask?.cancel()
        toggleTask?.cancel()
        manageTask?.cancel()
    }

    // MARK: - Public Functions

    @MainActor
    func loadLists() {
        loadTask?.cancel()
        loadTask = Task {
            await performLoadLists()
        }
    }

    /**
     * Pull to refresh: same as `loadLists()`, but the caller waits for the result
     */
    @MainActor
    func onPullToRefresh() async {
        loadLists()
        await loadTask?.value
    }

    @MainActor
    func onItemToggle(listId: String, itemId: String) {
        toggleTask?.cancel()
        toggleTask = Task {
            await performToggleItem(listId: listId, itemId: itemId)
        }
    }

    @MainActor
    func onRetryTap() {
        loadLists()
    }

    @MainActor
    func consumeNavigationEvent() {
        navigationEvent = nil
    }

    @MainActor
    func onRenameTap(listId: String, newName: String) {
        runManagement {
            try await $0.rename(listId: listId, to: newName)
        }
    }

    @MainActor
    func onDuplicateTap(listId: String) {
        runManagement {
            try await $0.duplicate(listId: listId)
        }
    }

    @MainActor
    func onClearCheckedTap(listId: String) {
        runManagement {
            try await $0.clearCheckedItems(listId: listId)
        }
    }

    /**
     * Shares the list as text: what is left to buy, grouped by aisle
     */
    func onShareTap(listId: String) {
        guard let list = lists.first(where: { $0.id == listId }) else { return }
        navigationEvent = .share(text: shareText(for: list))
    }

    /**
     * Shares a link that opens the list on the web
     */
    func onCopyLinkTap(listId: String) {
        let url = Self.webBaseURL.appendingPathComponent(APIEndpoint.shoppingList(id: listId).path)
        navigationEvent = .share(text: url.absoluteString)
    }

    // MARK: - Private Functions

    private func performLoadLists() async {
        uiState = uiState.copy(isLoading: true, error: .some(nil))

        do {
            let lists = try await getShoppingListsUseCase.execute()
            guard !Task.isCancelled else { return }
            self.lists = lists
            uiState = uiState.copy(lists: lists.map { $0.toUiModel() }, isLoading: false)
        } catch is CancellationError {
            return
        } catch {
            guard !Task.isCancelled else { return }
            uiState = uiState.copy(isLoading: false, error: error.toUiError())
        }
    }

    private func performToggleItem(listId: String, itemId: String) async {
        do {
            let updatedList = try await toggleShoppingItemUseCase.execute(listId: listId, itemId: itemId)
            replace(updatedList)
        } catch is CancellationError {
            return
        } catch {
            navigationEvent = .showError(error.toUiError())
        }
    }

    /// Runs one management action; the list it returns replaces (or joins) the shown ones.
    private func runManagement(_ action: @escaping (ManageShoppingListUseCaseProtocol) async throws -> ShoppingList) {
        manageTask?.cancel()
        manageTask = Task { [manageShoppingListUseCase] in
            do {
                let list = try await action(manageShoppingListUseCase)
                guard !Task.isCancelled else { return }
                replace(list)
            } catch is CancellationError {
                return
            } catch {
                navigationEvent = .showError(error.toUiError())
            }
        }
    }

    private func replace(_ list: ShoppingList) {
        if let index = lists.firstIndex(where: { $0.id == list.id }) {
            lists[index] = list
        } else {
            lists.insert(list, at: 0)
        }
        uiState = uiState.copy(lists: lists.map { $0.toUiModel() })
    }

    // MARK: - Share Text

    /**
     * The text of a shared list
     *
     * ```
     * Weekly shop (3 left)
     *
     * Fruit & vegetables
     * - Tomatoes, 500 g
     *
     * Dairy
     * - Milk, 1 l
     * - Eggs, 6 pcs
     * ```
     */
    private func shareText(for list: ShoppingList) -> String {
        let remainingItems = list.items.filter { !$0.isChecked }
        guard !remainingItems.isEmpty else {
            return "\(list.name): everything is in the basket."
        }

        var lines = ["\(list.name) (\(remainingItems.count) left)"]
        for aisle in Aisle.allCases {
            let items = remainingItems.filter { Self.aisle(for: $0) == aisle }
            guard !items.isEmpty else { continue }
            lines.append("")
            lines.append(aisle.title)
            lines.append(contentsOf: items.sorted(by: Self.byName).map(shareLine))
        }
        return lines.joined(separator: "\n")
    }

    private func shareLine(for item: ShoppingItem) -> String {
        "- \(item.name), \(item.unit.amountText(item.quantity))"
    }

    private static func byName(_ lhs: ShoppingItem, _ rhs: ShoppingItem) -> Bool {
        lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
    }

    /**
     * A rough aisle for an item, from words in its name
     *
     * Good enough for a shared text; the shopping list itself is not grouped.
     */
    private static func aisle(for item: ShoppingItem) -> Aisle {
        let name = item.name.lowercased()
        for aisle in Aisle.allCases where aisle.keywords.contains(where: name.contains) {
            return aisle
        }
        switch item.unit.kind {
        case .volume:
            return .drinks
        case .mass, .count:
            return .other
        }
    }

    /// Aisles in the order most supermarkets lay them out.
    private enum Aisle: CaseIterable {
        case produce
        case bakery
        case dairy
        case meatAndFish
        case pantry
        case frozen
        case drinks
        case other

        var title: String {
            switch self {
            case .produce: return "Fruit & vegetables"
            case .bakery: return "Bakery"
            case .dairy: return "Dairy"
            case .meatAndFish: return "Meat & fish"
            case .pantry: return "Pantry"
            case .frozen: return "Frozen"
            case .drinks: return "Drinks"
            case .other: return "Other"
            }
        }

        var keywords: [String] {
            switch self {
            case .produce:
                return ["tomato", "onion", "garlic", "potato", "carrot", "lemon", "apple", "pepper", "spinach", "herb"]
            case .bakery:
                return ["bread", "bun", "roll", "baguette", "tortilla"]
            case .dairy:
                return ["milk", "cheese", "feta", "butter", "yogurt", "yoghurt", "cream", "egg"]
            case .meatAndFish:
                return ["chicken", "beef", "pork", "bacon", "salmon", "tuna", "shrimp", "fish"]
            case .pantry:
                return ["rice", "pasta", "flour", "sugar", "oil", "vinegar", "lentil", "bean", "spice", "salt"]
            case .frozen:
                return ["frozen", "ice", "peas"]
            case .drinks:
                return ["water", "juice", "wine", "beer", "coffee", "tea"]
            case .other:
                return []
            }
        }
    }
}
