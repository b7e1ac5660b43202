import Foundation
import SwiftData

extension ModelContainer {

    /**
     * Every SwiftData model of the app. A new `@Model` entity has to be listed here.
     */
    static let pantrySchema = Schema([
        RecipeEntity.self,
        PantryItemEntity.self,
        ShoppingListEntity.self
    ])

    /**
     * The on-device store shared by all local data sources
     *
     * - Parameter inMemory: `true` for previews and tests, nothing is written to disk.
     */
    static func makePantryContainer(inMemory: Bool = false) throws -> ModelContainer {
        let configuration = ModelConfiguration(
            "Pantry",
            schema: pantrySchema,
            isStoredInMemoryOnly: inMemory
        )
        return try ModelContainer(for: pantrySchema, configurations: [configuration])
    }
}
