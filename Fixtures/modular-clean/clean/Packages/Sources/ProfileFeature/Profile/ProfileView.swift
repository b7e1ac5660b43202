import SwiftUI

/// Stateful traveller profile screen.
public struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel

    public init(viewModel: @autoclosure @escaping () -> ProfileViewModel) {
        self._viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View {
        ProfileContentView(
            viewState: viewModel.viewState,
            viewData: viewModel.viewData,
            onEvent: viewModel.handleEvent
        )
    }
}
