import SwiftUI

@main
struct ShelfApp: App {
    private let container = DIContainer(network: NetworkService(baseURL: Config.apiBaseURL))

    var body: some Scene {
        WindowGroup {
            BookListView(viewModel: container.makeBookListViewModel())
        }
    }
}
