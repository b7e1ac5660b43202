import Foundation

/**
 * UI state of the Recipe Detail Screen
 */
struct RecipeDetailUiState: Equatable {

    // MARK: - Properties

    let recipe: RecipeDetailUiModel?
    let isLoading: Bool
    let isCreatingShoppingList: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var hasContent: Bool {
        recipe != nil
    }

    var isAddMissingEnabled: Bool {
        (recipe?.missingCount ?? 0) > 0 && !isCreatingShoppingList
    }

    // MARK: - Initialization

    init(
        recipe: RecipeDetailUiModel? = nil,
        isLoading: Bool = false,
        isCreatingShoppingList: Bool = false,
        error: UiError? = nil
    ) {
        self.recipe = recipe
        self.isLoading = isLoading
        self.isCreatingShoppingList = isCreatingShoppingList
        self.error = error
    }

    // MARK: - Copy Function

    func copy(
        recipe: RecipeDetailUiModel?? = nil,
        isLoading: Bool? = nil,
        isCreatingShoppingList: Bool? = nil,
        error: UiError?? = nil
    ) -> RecipeDetailUiState {
        RecipeDetailUiState(
            recipe: recipe ?? self.recipe,
            isLoading: isLoading ?? self.isLoading,
            isCreatingShoppingList: isCreatingShoppingList ?? self.isCreatingShoppingList,
            error: error ?? self.error
        )
    }
}

/**
 * Recipe detail model for the UI layer
 */
struct RecipeDetailUiModel: Equatable, Identifiable {
    let id: String
    let title: String
    let summary: String
    let metaText: String
    let imageURL: URL?
    let availabilityText: String
    let missingCount: Int
    let ingredients: [IngredientUiModel]
    let steps: [String]
}

/**
 * One ingredient line, with what the pantry says about it
 */
struct IngredientUiModel: Equatable, Identifiable {

    enum Status: Equatable {
        case available
        case short(hint: String)
        case missing
    }

    let id: String
    let name: String
    let amountText: String
    let status: Status
}

/**
 * One-shot events of the Recipe Detail Screen (navigation, alerts)
 */
enum RecipeDetailNavigationEvent: Equatable {
    case shoppingListCreated(listName: String)
    case showError(UiError)
}

// MARK: - Domain → UI

extension RecipeDetail {

    func toUiModel() -> RecipeDetailUiModel {
        let summary = recipe.toUiModel()
        let missingCount = missingIngredients.count

        return RecipeDetailUiModel(
            id: recipe.id,
            title: recipe.title,
            summary: recipe.summary,
            metaText: [summary.durationText, summary.difficultyText, summary.servingsText].joined(separator: " · "),
            imageURL: recipe.imageURL,
            availabilityText: Self.availabilityText(missingCount: missingCount),
            missingCount: missingCount,
            ingredients: availability.enumerated().map { index, line in
                line.toUiModel(id: "\(index)-\(line.ingredient.name)")
            },
            steps: recipe.steps
        )
    }

    private static func availabilityText(missingCount: Int) -> String {
        switch missingCount {
        case 0: return "You have everything to cook this"
        case 1: return "1 ingredient missing"
        default: return "\(missingCount) ingredients missing"
        }
    }
}

extension IngredientAvailability {

    func toUiModel(id: String) -> IngredientUiModel {
        let status: IngredientUiModel.Status
        switch self.status {
        case .available:
            status = .available
        case .short(let missingQuantity):
            status = .short(hint: "Need \(ingredient.unit.amountText(missingQuantity)) more")
        case .missing:
            status = .missing
        }

        return IngredientUiModel(
            id: id,
            name: ingredient.name,
            amountText: ingredient.unit.amountText(ingredient.quantity),
            status: status
        )
    }
}
