// seed 000:L1506-1527, recommended (block L1506-1561, "### State Scope")
// ---
/**
 * Appropriate management based on state scope
 */

// MARK: - Screen Local State (contained within View)

struct SearchBar: View {

    // Local state within View
    @State private var searchText = ""

    let onSearch: (String) -> Void

    var body: some View {
        HStack {
            TextField("Search", text: $searchText)
            Button("Search") {
                onSearch(searchText)
            }
        }
    }
}
