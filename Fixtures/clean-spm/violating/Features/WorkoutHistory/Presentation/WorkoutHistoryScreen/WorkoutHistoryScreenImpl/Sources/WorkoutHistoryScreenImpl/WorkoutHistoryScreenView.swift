import SwiftUI
import WorkoutHistoryScreenAPI
import WorkoutHistoryUseCaseAPI

struct WorkoutHistoryScreenView: View {

    @StateObject private var viewModel: WorkoutHistoryScreenViewModel

    init(dependencies: WorkoutHistoryScreenDependencies, workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol) {
        _viewModel = StateObject(
            wrappedValue: WorkoutHistoryScreenViewModel(
                dependencies: dependencies,
                workoutHistoryUseCase: workoutHistoryUseCase
            )
        )
    }

    var body: some View {
        List {
            if viewModel.isOfflineBannerVisible {
                Label("Offline. Showing the workouts saved on this iPhone.", systemImage: "icloud.slash")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if !viewModel.rows.isEmpty {
                Section("This week") {
                    Text(viewModel.weekSummary)
                        .font(.headline)
                }
                Section("Workouts") {
                    ForEach(viewModel.rows) { row in
                        Button {
                            viewModel.onTapWorkout(id: row.id)
                        } label: {
                            WorkoutHistoryRowView(row: row)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
        .overlay {
            if viewModel.rows.isEmpty {
                emptyState
            }
        }
        .navigationTitle("Training")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Sign Out") {
                    viewModel.onTapSignOut()
                }
                .disabled(viewModel.isSigningOut)
            }
        }
        .refreshable {
            await viewModel.onPullToRefresh()
        }
        .task {
            await viewModel.onAppear()
        }
    }

    @ViewBuilder
    private var emptyState: some View {
        if viewModel.isLoading {
            ProgressView()
        } else if let message = viewModel.errorMessage {
            ContentUnavailableView {
                Label("No workouts", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    viewModel.onTapRetry()
                }
            }
        } else {
            ContentUnavailableView(
                "No workouts yet",
                systemImage: "figure.run",
                description: Text("Record a run on your watch and it shows up here.")
            )
        }
    }
}
