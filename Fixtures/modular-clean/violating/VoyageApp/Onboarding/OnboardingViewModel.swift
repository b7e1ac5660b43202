import Foundation
import Combine
import Core
import Domain

/// First-launch walkthrough: three pages, then the trip list.
@MainActor
final class OnboardingViewModel {
    @Published private(set) var viewState: OnboardingViewState = .page(0)
    @Published private(set) var viewData = OnboardingViewData()

    private let coordinator: AppCoordinator
    private let container: DIContainer

    init(coordinator: AppCoordinator, container: DIContainer) {
        self.coordinator = coordinator
        self.container = container
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .nextTapped:
            guard case .page(let index) = viewState, index + 1 < viewData.pages.count else {
                finish()
                return
            }
            viewState = .page(index + 1)
        case .skipTapped:
            finish()
        }
    }

    private func finish() {
        viewState = .finished
        // Warm the trip list's cache before it appears.
        let getTripsUseCase = container.resolve(GetTripsUseCase.self)
        Task { _ = try? await getTripsUseCase.execute() }
        coordinator.popToRoot()
    }

    enum ViewEvent: Equatable {
        case nextTapped
        case skipTapped
    }
}

enum OnboardingViewState: Equatable {
    case page(Int)
    case finished
}

struct OnboardingViewData: Equatable {
    let pages = ["Plan every day of your trip", "Keep bookings offline", "Find your next place"]
}
