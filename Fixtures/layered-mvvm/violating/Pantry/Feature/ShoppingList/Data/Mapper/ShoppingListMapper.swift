import Foundation

/**
 * Shopping list mappings between the Data representations (ShoppingListEntity,
 * ShoppingListResponse, ShoppingListRequest) and the domain model
 */
enum ShoppingListMapper {

    static func toUnit(_ rawValue: String) -> MeasurementUnit {
        MeasurementUnit(rawValue: rawValue.lowercased()) ?? .piece
    }
}

// MARK: - Entity ↔ Domain

extension ShoppingListEntity {

    func toDomain() -> ShoppingList {
        ShoppingList(
            id: id,
            name: name,
            createdAt: createdAt,
            items: items.map { record in
                ShoppingItem(
                    id: record.id,
                    name: record.name,
                    quantity: record.quantity,
                    unit: ShoppingListMapper.toUnit(record.unit),
                    isChecked: record.isChecked
                )
            },
            sourceRecipeId: sourceRecipeId
        )
    }
}

extension ShoppingList {

    func toEntity(isPendingSync: Bool) -> ShoppingListEntity {
        ShoppingListEntity(
            id: id,
            name: name,
            createdAt: createdAt,
            sourceRecipeId: sourceRecipeId,
            items: items.map { $0.toRecord() },
            isPendingSync: isPendingSync
        )
    }

    func toRequest() -> ShoppingListRequest {
        ShoppingListRequest(
            name: name,
            createdAt: createdAt,
            sourceRecipeId: sourceRecipeId,
            items: items.map { item in
                ShoppingListRequest.Item(
                    id: item.id,
                    name: item.name,
                    quantity: item.quantity,
                    unit: item.unit.rawValue,
                    isChecked: item.isChecked
                )
            }
        )
    }
}

extension ShoppingItem {

    func toRecord() -> ShoppingListEntity.ItemRecord {
        ShoppingListEntity.ItemRecord(
            id: id,
            name: name,
            quantity: quantity,
            unit: unit.rawValue,
            isChecked: isChecked
        )
    }
}

// MARK: - Response → Domain

extension ShoppingListResponse {

    func toDomain() -> ShoppingList {
        ShoppingList(
            id: id,
            name: name,
            createdAt: createdAt,
            items: items.map { item in
                ShoppingItem(
                    id: item.id,
                    name: item.name,
                    quantity: item.quantity,
                    unit: ShoppingListMapper.toUnit(item.unit),
                    isChecked: item.isChecked
                )
            },
            sourceRecipeId: sourceRecipeId
        )
    }
}
