// seed 004:L1181-1196, recommended (block L1151-1213, "### destination definitions")
// ---
// Feature Destinations
enum FeatureDestination: Hashable, Codable {
    case list
    case detail(itemId: String)
    case edit(itemId: String)
    case create
    
    var analyticsKey: String {
        switch self {
        case .list: return "feature_list"
        case .detail(let itemId): return "feature_detail_\(itemId)"
        case .edit(let itemId): return "feature_edit_\(itemId)"
        case .create: return "feature_create"
        }
    }
}
