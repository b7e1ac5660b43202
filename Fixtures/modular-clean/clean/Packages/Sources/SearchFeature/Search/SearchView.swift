import SwiftUI

/// Stateful entry point of the search screen: owns the ViewModel, renders `SearchContentView`.
public struct SearchView: View {
    @StateObject private var viewModel: SearchViewModel

    public init(viewModel: @autoclosure @escaping () -> SearchViewModel) {
        self._viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View {
        SearchContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent
        )
    }
}
