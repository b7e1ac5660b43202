// seed 002:L570-576, recommended (block L570-576, "### Destinations")
// ---
enum HomeDestination: Hashable {
    case detail(itemId: String)
}

enum DashboardDestination: Hashable {
    // ...
}
