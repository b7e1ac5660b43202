import Foundation

/**
 * UI state of the Pantry List Screen
 */
struct PantryListUiState: Equatable {

    // MARK: - Properties

    let sections: [PantryListSectionUiModel]
    let isLoading: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var hasContent: Bool {
        !sections.isEmpty
    }

    var isEmpty: Bool {
        sections.isEmpty && !isLoading && error == nil
    }

    // MARK: - Initialization

    init(
        sections: [PantryListSectionUiModel] = [],
        isLoading: Bool = false,
        error: UiError? = nil
    ) {
        self.sections = sections
        self.isLoading = isLoading
        self.error = error
    }

    // MARK: - Copy Function

    func copy(
        sections: [PantryListSectionUiModel]? = nil,
        isLoading: Bool? = nil,
        error: UiError?? = nil
    ) -> PantryListUiState {
        PantryListUiState(
            sections: sections ?? self.sections,
            isLoading: isLoading ?? self.isLoading,
            error: error ?? self.error
        )
    }
}

/**
 * A group of the pantry list: "Expired", "Use soon", "In stock"
 */
struct PantryListSectionUiModel: Equatable, Identifiable {
    let id: String
    let title: String
    let items: [PantryItemUiModel]

    /**
     * Groups items (already in expiry order) by urgency; empty groups are left out
     */
    static func sections(from items: [PantryItem], referenceDate: Date = Date()) -> [PantryListSectionUiModel] {
        let uiModels = items.map { $0.toUiModel(referenceDate: referenceDate) }
        let groups: [(id: String, title: String, levels: Set<PantryItemUiModel.ExpiryLevel>)] = [
            ("expired", "Expired", [.expired]),
            ("soon", "Use soon", [.soon]),
            ("stock", "In stock", [.fresh, .none])
        ]

        return groups.compactMap { group in
            let groupItems = uiModels.filter { group.levels.contains($0.expiryLevel) }
            guard !groupItems.isEmpty else { return nil }
            return PantryListSectionUiModel(id: group.id, title: group.title, items: groupItems)
        }
    }
}

/**
 * One-shot events of the Pantry List Screen (navigation, alerts)
 */
enum PantryListNavigationEvent: Equatable {
    case addItem
    case editItem(itemId: String)
    case showError(UiError)
}
