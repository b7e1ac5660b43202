import Foundation

/**
 * Recipe mappings between the Data representations (RecipeEntity, RecipeResponse,
 * RecipeRequest) and the domain model
 *
 * Domain → UI mapping is deliberately not here: `Recipe.toUiModel()` lives next to
 * RecipeUiModel in Feature/Recipe/UI/Component, so the Data layer never sees UI types.
 */
enum RecipeMapper {

    static func toDifficulty(_ rawValue: String) -> RecipeDifficulty {
        RecipeDifficulty(rawValue: rawValue.lowercased()) ?? .medium
    }

    static func toUnit(_ rawValue: String) -> MeasurementUnit {
        MeasurementUnit(rawValue: rawValue.lowercased()) ?? .piece
    }
}

// MARK: - Entity ↔ Domain

extension RecipeEntity {

    func toDomain() -> Recipe {
        Recipe(
            id: id,
            title: title,
            summary: summary,
            servings: servings,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            difficulty: RecipeMapper.toDifficulty(difficulty),
            ingredients: ingredients.map { record in
                RecipeIngredient(
                    name: record.name,
                    quantity: record.quantity,
                    unit: RecipeMapper.toUnit(record.unit)
                )
            },
            steps: steps,
            imageURL: imageURL,
            isFavorite: isFavorite
        )
    }
}

extension Recipe {

    func toEntity(cachedAt: Date = Date()) -> RecipeEntity {
        RecipeEntity(
            id: id,
            title: title,
            summary: summary,
            servings: servings,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            difficulty: difficulty.rawValue,
            ingredients: ingredients.map { $0.toRecord() },
            steps: steps,
            imageURL: imageURL,
            isFavorite: isFavorite,
            cachedAt: cachedAt
        )
    }

    func toRequest() -> RecipeRequest {
        RecipeRequest(isFavorite: isFavorite)
    }
}

extension RecipeIngredient {

    func toRecord() -> RecipeEntity.IngredientRecord {
        RecipeEntity.IngredientRecord(name: name, quantity: quantity, unit: unit.rawValue)
    }
}

// MARK: - Response → Domain

extension RecipeResponse {

    func toDomain() -> Recipe {
        Recipe(
            id: id,
            title: title,
            summary: summary ?? "",
            servings: servings,
            prepMinutes: prepMinutes,
            cookMinutes: cookMinutes,
            difficulty: RecipeMapper.toDifficulty(difficulty),
            ingredients: ingredients.map { ingredient in
                RecipeIngredient(
                    name: ingredient.name,
                    quantity: ingredient.quantity,
                    unit: RecipeMapper.toUnit(ingredient.unit)
                )
            },
            steps: steps,
            imageURL: imageUrl,
            isFavorite: isFavorite
        )
    }
}
