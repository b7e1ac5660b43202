import Foundation
import Domain

struct SearchViewData: Equatable {
    let query: String
    let places: [Place]
    let selectedPlace: Place?
    let suggestions: [String]

    init(
        query: String = "",
        places: [Place] = [],
        selectedPlace: Place? = nil,
        suggestions: [String] = []
    ) {
        self.query = query
        self.places = places
        self.selectedPlace = selectedPlace
        self.suggestions = suggestions
    }

    static let mock = SearchViewData(
        query: "coast",
        places: [
            Place(
                id: "lisbon",
                name: "Lisbon",
                countryCode: "PT",
                summary: "Seven hills, yellow trams and custard tarts still warm from the oven.",
                heroImageURL: nil,
                rating: 4.8,
                tags: ["food", "coast", "history"]
            ),
            Place(
                id: "split",
                name: "Split",
                countryCode: "HR",
                summary: "A Roman palace turned old town, with ferries to the Dalmatian islands.",
                heroImageURL: nil,
                rating: 4.6,
                tags: ["coast", "islands"]
            ),
            Place(
                id: "san-sebastian",
                name: "San Sebastián",
                countryCode: "ES",
                summary: "Pintxos bars, a shell-shaped bay and surf at Zurriola beach.",
                heroImageURL: nil,
                rating: 4.7,
                tags: ["food", "coast", "surf"]
            )
        ],
        selectedPlace: nil
    )
}

extension SearchViewData {
    func copy(
        query: String? = nil,
        places: [Place]? = nil,
        selectedPlace: Place?? = nil,
        suggestions: [String]? = nil
    ) -> SearchViewData {
        SearchViewData(
            query: query ?? self.query,
            places: places ?? self.places,
            selectedPlace: selectedPlace ?? self.selectedPlace,
            suggestions: suggestions ?? self.suggestions
        )
    }
}
