// seed 004:L1009-1087, recommended (block L1001-1101, "## repository template")
// ---
// Repository Implementation
final class FeatureRepositoryImpl: FeatureRepository {
    private let localDataSource: FeatureLocalDataSource
    private let remoteDataSource: FeatureRemoteDataSource
    
    init(
        localDataSource: FeatureLocalDataSource,
        remoteDataSource: FeatureRemoteDataSource
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
    }
    
    func getFeatureItems() async throws -> [FeatureItem] {
        do {
            // Try to get remote data first
            let remoteItems = try await remoteDataSource.fetchItems()
            
            // Save to local storage
            try await localDataSource.saveItems(remoteItems)
            
            return remoteItems
        } catch {
            // Fallback to local data if remote fails
            do {
                return try await localDataSource.loadItems()
            } catch {
                throw FeatureError.dataNotFound
            }
        }
    }
    
    func updateFeatureItem(_ item: FeatureItem) async throws {
        // Update local first
        try await localDataSource.updateItem(item)
        
        do {
            // Sync with remote
            try await remoteDataSource.updateItem(item)
        } catch {
            // Handle sync failure - could implement retry logic
            throw FeatureError.networkError
        }
    }
    
    func deleteFeatureItem(_ itemId: String) async throws {
        // Delete local first
        try await localDataSource.deleteItem(itemId)
        
        do {
            // Sync with remote
            try await remoteDataSource.deleteItem(itemId)
        } catch {
            // Handle sync failure
            throw FeatureError.networkError
        }
    }
    
    func getFeatureItemsStream() -> AsyncStream<[FeatureItem]> {
        AsyncStream { continuation in
            Task {
                do {
                    // Start with local data
                    let localItems = try await localDataSource.loadItems()
                    continuation.yield(localItems)
                    
                    // Then try to get fresh data from remote
                    let remoteItems = try await remoteDataSource.fetchItems()
                    try await localDataSource.saveItems(remoteItems)
                    continuation.yield(remoteItems)
                    
                    continuation.finish()
                } catch {
                    continuation.finish()
                }
            }
        }
    }
}
