// seed 004:L1089-1101, recommended (block L1001-1101, "## repository template")
// ---
// Data Source Protocols
protocol FeatureLocalDataSource {
    func loadItems() async throws -> [FeatureItem]
    func saveItems(_ items: [FeatureItem]) async throws
    func updateItem(_ item: FeatureItem) async throws
    func deleteItem(_ itemId: String) async throws
}

protocol FeatureRemoteDataSource {
    func fetchItems() async throws -> [FeatureItem]
    func updateItem(_ item: FeatureItem) async throws
    func deleteItem(_ itemId: String) async throws
}
