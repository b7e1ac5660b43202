// seed 003:L1567-1601, recommended (block L1567-1601, "### Binding パターン")
// ---
/**
 * Binding を使った状態の共有
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
        Button("選択") {
            selectedItem = "item-1"
        }
    }
}

/**
 * 読み取り専用の Binding
 */
extension Binding {
    static func readOnly(_ value: Value) -> Binding<Value> {
        Binding(
            get: { value },
            set: { _ in }
        )
    }
}
