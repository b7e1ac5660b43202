// seed 000:L1567-1601, recommended (block L1567-1601, "### Binding Pattern")
// ---
/**
 * Sharing state with Binding
 */

struct ParentView: View {

    @State private var selectedItem: String?

    var body: some View {
        ChildView(selectedItem: $selectedItem)
    }
}

struct ChildView: View {

    @Binding var selectedItem: String?

    var body: some View {
        Button("Select") {
            selectedItem = "item-1"
        }
    }
}

/**
 * Read-only Binding
 */
extension Binding {
    static func readOnly(_ value: Value) -> Binding<Value> {
        Binding(
            get: { value },
            set: { _ in }
        )
    }
}
