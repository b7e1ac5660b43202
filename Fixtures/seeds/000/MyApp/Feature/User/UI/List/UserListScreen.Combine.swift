// seed 000:L1821-1835, recommended (block L1806-1875, "### Using with Combine")
// ---
// Usage in View
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
