// seed 003:L1821-1835, recommended (block L1806-1875, "### Combine との併用")
// ---
// View での使用
struct UserListScreen: View {

    @State private var viewModel: UserListViewModel
    @State private var users: [User] = []

    var body: some View {
        List(users) { user in
            Text(user.name)
        }
        .onReceive(viewModel.usersPublisher) { users in
            self.users = users
        }
    }
}
