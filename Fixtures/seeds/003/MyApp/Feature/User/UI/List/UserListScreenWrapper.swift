// seed 003:L1384-1394, recommended (block L1352-1394, "### Environment を使用した DI（SwiftUI）")
// ---
/**
 * View での使用例
 */
struct UserListScreenWrapper: View {

    @Environment(\.dependencies) private var dependencies

    var body: some View {
        UserListScreen(viewModel: dependencies.makeUserListViewModel())
    }
}
