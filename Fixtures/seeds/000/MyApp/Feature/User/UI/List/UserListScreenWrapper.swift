// seed 000:L1384-1394, recommended (block L1352-1394, "### DI using Environment (SwiftUI)")
// ---
/**
 * Usage example in View
 */
struct UserListScreenWrapper: View {

    @Environment(\.dependencies) private var dependencies

    var body: some View {
        UserListScreen(viewModel: dependencies.makeUserListViewModel())
    }
}
