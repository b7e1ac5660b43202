import Combine

final class HomeViewModel: ObservableObject {
    @Published var title = ""
    // @Published is not used below
    var count = 0
}
