import Domain

enum ProfileViewState: Equatable {
    case idle
    case loading
    case success(ProfileViewData)
    case error(ProfileError)
}
