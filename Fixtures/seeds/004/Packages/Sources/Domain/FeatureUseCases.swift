// seed 004:L935-995, recommended (block L935-995, "## use case template")
// ---
// Use Case Protocol
protocol GetFeatureItemsUseCase {
    func execute() async throws -> [FeatureItem]
}

protocol UpdateFeatureItemUseCase {
    func execute(_ item: FeatureItem) async throws
}

protocol DeleteFeatureItemUseCase {
    func execute(_ itemId: String) async throws
}

// Use Case Implementation
final class GetFeatureItemsUseCaseImpl: GetFeatureItemsUseCase {
    private let repository: FeatureRepository
    
    init(repository: FeatureRepository) {
        self.repository = repository
    }
    
    func execute() async throws -> [FeatureItem] {
        do {
            return try await repository.getFeatureItems()
        } catch {
            throw FeatureError.from(error)
        }
    }
}

final class UpdateFeatureItemUseCaseImpl: UpdateFeatureItemUseCase {
    private let repository: FeatureRepository
    
    init(repository: FeatureRepository) {
        self.repository = repository
    }
    
    func execute(_ item: FeatureItem) async throws {
        do {
            try await repository.updateFeatureItem(item)
        } catch {
            throw FeatureError.from(error)
        }
    }
}

final class DeleteFeatureItemUseCaseImpl: DeleteFeatureItemUseCase {
    private let repository: FeatureRepository
    
    init(repository: FeatureRepository) {
        self.repository = repository
    }
    
    func execute(_ itemId: String) async throws {
        do {
            try await repository.deleteFeatureItem(itemId)
        } catch {
            throw FeatureError.from(error)
        }
    }
}
