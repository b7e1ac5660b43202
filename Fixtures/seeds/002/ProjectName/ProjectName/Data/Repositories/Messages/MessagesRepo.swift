// seed 002:L374-377, recommended (block L374-377, "### 1. Protocol (`FeatureRepo.swift`)")
// ---
protocol MessagesRepo {
    func fetchPublicMessage() async throws -> MessageResponse
    func fetchPrivateMessage() async throws -> MessageResponse
}
