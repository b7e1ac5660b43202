import Foundation
import Combine
import Domain
import Presentation

/// Detail sheet of a search result. Main-actor isolation and `ObservableObject` come from
/// `BaseViewModel`. It never touches URLSession, UserDefaults or a Coordinator: the View reports
/// navigation through closures, and the saved-places list lives behind a use case.
public final class PlaceDetailViewModel: BaseViewModel {
    @Published private(set) var viewState: PlaceDetailViewState = .idle
    @Published private(set) var viewData: PlaceDetailViewData

    private static let offlineHint = "Offline maps are stored with FileManager in Caches; iOS may remove them when space runs low."

    public init(place: Place) {
        viewData = PlaceDetailViewData(place: place, hint: Self.offlineHint)
        super.init()
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .appeared:
            viewState = .loaded
        case .toggleMapHint:
            viewData = viewData.togglingHint()
        }
    }

    enum ViewEvent: Equatable {
        case appeared
        case toggleMapHint
    }
}

enum PlaceDetailViewState: Equatable {
    case idle
    case loaded
}

struct PlaceDetailViewData: Equatable {
    let place: Place
    let hint: String
    var showsHint = false

    func togglingHint() -> PlaceDetailViewData {
        var copy = self
        copy.showsHint.toggle()
        return copy
    }
}
