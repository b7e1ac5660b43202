// seed 003:L1506-1527, recommended (block L1506-1561, "### 状態のスコープ")
// ---
/**
 * 状態のスコープに応じた適切な管理方法
 */

// MARK: - 画面ローカル状態（View 内で完結）

struct SearchBar: View {

    // View 内のローカル状態
    @State private var searchText = ""

    let onSearch: (String) -> Void

    var body: some View {
        HStack {
            TextField("検索", text: $searchText)
            Button("検索") {
                onSearch(searchText)
            }
        }
    }
}
