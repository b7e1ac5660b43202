// seed 004:L321-328, recommended (block L240-346, "## view state data template")
// ---
// Feature Item model
struct FeatureItem: Identifiable, Equatable, Hashable {
    let id: String
    let title: String
    let description: String
    let isActive: Bool
    let createdAt: Date
}
