// seed 004:L1001-1007, recommended (block L1001-1101, "## repository template")
// ---
// Repository Protocol
protocol FeatureRepository {
    func getFeatureItems() async throws -> [FeatureItem]
    func updateFeatureItem(_ item: FeatureItem) async throws
    func deleteFeatureItem(_ itemId: String) async throws
    func getFeatureItemsStream() -> AsyncStream<[FeatureItem]>
}
