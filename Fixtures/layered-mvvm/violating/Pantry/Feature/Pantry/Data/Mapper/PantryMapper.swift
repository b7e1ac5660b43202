import Foundation

/**
 * Pantry mappings between the Data representations (PantryItemEntity,
 * PantryItemResponse, PantryItemRequest) and the domain model
 */
enum PantryMapper {

    static func toUnit(_ rawValue: String) -> MeasurementUnit {
        MeasurementUnit(rawValue: rawValue.lowercased()) ?? .piece
    }

    static func toCategory(_ rawValue: String) -> PantryCategory {
        PantryCategory(rawValue: rawValue.lowercased()) ?? .other
    }
}

// MARK: - Entity ↔ Domain

extension PantryItemEntity {

    func toDomain() -> PantryItem {
        PantryItem(
            id: id,
            name: name,
            quantity: quantity,
            unit: PantryMapper.toUnit(unit),
            category: PantryMapper.toCategory(category),
            expiresOn: expiresOn,
            addedAt: addedAt
        )
    }
}

extension PantryItem {

    func toEntity(isPendingSync: Bool) -> PantryItemEntity {
        PantryItemEntity(
            id: id,
            name: name,
            quantity: quantity,
            unit: unit.rawValue,
            category: category.rawValue,
            expiresOn: expiresOn,
            addedAt: addedAt,
            isPendingSync: isPendingSync
        )
    }

    func toRequest() -> PantryItemRequest {
        PantryItemRequest(
            name: name,
            quantity: quantity,
            unit: unit.rawValue,
            category: category.rawValue,
            expiresOn: expiresOn,
            addedAt: addedAt
        )
    }
}

// MARK: - Response → Domain

extension PantryItemResponse {

    func toDomain() -> PantryItem {
        PantryItem(
            id: id,
            name: name,
            quantity: quantity,
            unit: PantryMapper.toUnit(unit),
            category: PantryMapper.toCategory(category),
            expiresOn: expiresOn,
            addedAt: addedAt
        )
    }
}

// MARK: - Entity → UI (home screen widget)

extension PantryItemEntity {

    /// The widget reads the store directly and has no ViewModel, so it maps here.
    func toWidgetUiModel(referenceDate: Date = Date()) -> PantryItemUiModel {
        toDomain().toUiModel(referenceDate: referenceDate)
    }
}
