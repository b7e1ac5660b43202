import Foundation

/**
 * UI state of the Pantry Item Edit Screen (the form and its progress)
 */
struct PantryItemEditUiState: Equatable {

    // MARK: - Properties

    let itemId: String?
    let name: String
    let quantityText: String
    let unit: MeasurementUnit
    let category: PantryCategory
    let hasExpiryDate: Bool
    let expiryDate: Date
    let isLoading: Bool
    let isSaving: Bool
    let error: UiError?

    // MARK: - Derived Properties

    var isNewItem: Bool {
        itemId == nil
    }

    var title: String {
        isNewItem ? "New Item" : "Edit Item"
    }

    var isSaveEnabled: Bool {
        !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && !quantityText.isEmpty
            && !isLoading
            && !isSaving
    }

    // MARK: - Initialization

    init(
        itemId: String? = nil,
        name: String = "",
        quantityText: String = "1",
        unit: MeasurementUnit = .piece,
        category: PantryCategory = .other,
        hasExpiryDate: Bool = false,
        expiryDate: Date = Date(),
        isLoading: Bool = false,
        isSaving: Bool = false,
        error: UiError? = nil
    ) {
        self.itemId = itemId
        self.name = name
        self.quantityText = quantityText
        self.unit = unit
        self.category = category
        self.hasExpiryDate = hasExpiryDate
        self.expiryDate = expiryDate
        self.isLoading = isLoading
        self.isSaving = isSaving
        self.error = error
    }

    // MARK: - Copy Function

    func copy(
        name: String? = nil,
        quantityText: String? = nil,
        unit: MeasurementUnit? = nil,
        category: PantryCategory? = nil,
        hasExpiryDate: Bool? = nil,
        expiryDate: Date? = nil,
        isLoading: Bool? = nil,
        isSaving: Bool? = nil,
        error: UiError?? = nil
    ) -> PantryItemEditUiState {
        PantryItemEditUiState(
            itemId: itemId,
            name: name ?? self.name,
            quantityText: quantityText ?? self.quantityText,
            unit: unit ?? self.unit,
            category: category ?? self.category,
            hasExpiryDate: hasExpiryDate ?? self.hasExpiryDate,
            expiryDate: expiryDate ?? self.expiryDate,
            isLoading: isLoading ?? self.isLoading,
            isSaving: isSaving ?? self.isSaving,
            error: error ?? self.error
        )
    }
}

// MARK: - Form editing

extension PantryItemEditUiState {

    /**
     * One edit of one form field, sent by the content view
     */
    enum FieldChange: Equatable {
        case name(String)
        case quantity(String)
        case unit(MeasurementUnit)
        case category(PantryCategory)
        case hasExpiryDate(Bool)
        case expiryDate(Date)
    }

    func applying(_ change: FieldChange) -> PantryItemEditUiState {
        switch change {
        case .name(let name):
            return copy(name: name)
        case .quantity(let quantityText):
            return copy(quantityText: quantityText)
        case .unit(let unit):
            return copy(unit: unit)
        case .category(let category):
            return copy(category: category)
        case .hasExpiryDate(let hasExpiryDate):
            return copy(hasExpiryDate: hasExpiryDate)
        case .expiryDate(let expiryDate):
            return copy(expiryDate: expiryDate)
        }
    }

    /**
     * The form as a draft for SavePantryItemUseCase. Text that is not a number
     * becomes 0, which the use case rejects with a readable message.
     */
    func toDraft(formatter: NumberFormatter = .quantity) -> PantryItemDraft {
        let trimmedQuantity = quantityText.trimmingCharacters(in: .whitespaces)
        return PantryItemDraft(
            id: itemId,
            name: name,
            quantity: formatter.number(from: trimmedQuantity)?.doubleValue ?? 0,
            unit: unit,
            category: category,
            expiresOn: hasExpiryDate ? expiryDate : nil
        )
    }
}

/**
 * One-shot events of the Pantry Item Edit Screen (navigation, alerts)
 */
enum PantryItemEditNavigationEvent: Equatable {
    case dismiss
    case showError(UiError)
}

// MARK: - Domain → UI

extension PantryItem {

    func toEditUiState(formatter: NumberFormatter = .quantity) -> PantryItemEditUiState {
        PantryItemEditUiState(
            itemId: id,
            name: name,
            quantityText: formatter.string(from: NSNumber(value: quantity)) ?? "\(quantity)",
            unit: unit,
            category: category,
            hasExpiryDate: expiresOn != nil,
            expiryDate: expiresOn ?? Date()
        )
    }
}
