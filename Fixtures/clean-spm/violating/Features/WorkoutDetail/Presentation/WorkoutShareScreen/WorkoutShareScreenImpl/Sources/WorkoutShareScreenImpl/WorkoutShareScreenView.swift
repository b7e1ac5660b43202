import SwiftUI
import WorkoutDetailUseCaseAPI

struct WorkoutShareScreenView: View {

    @StateObject private var viewModel: WorkoutShareScreenViewModel

    init(workoutID: String, workoutDetailUseCase: WorkoutDetailUseCaseProtocol) {
        _viewModel = StateObject(
            wrappedValue: WorkoutShareScreenViewModel(
                workoutID: workoutID,
                workoutDetailUseCase: workoutDetailUseCase
            )
        )
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if viewModel.isLoading {
                ProgressView()
            } else if let message = viewModel.errorMessage {
                Text(message)
                    .foregroundStyle(.secondary)
            } else {
                Text(viewModel.shareText)
                    .font(.body.monospacedDigit())
                    .textSelection(.enabled)
                ShareLink(item: viewModel.shareText) {
                    Label("Share Workout", systemImage: "square.and.arrow.up")
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .navigationTitle("Share")
        .task {
            await viewModel.onAppear()
        }
    }
}
