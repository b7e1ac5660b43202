import ImageCacheAPI
import SwiftUI
import WorkoutDetailScreenAPI
import WorkoutDetailUseCaseAPI

struct WorkoutDetailScreenView: View {

    @StateObject private var viewModel: WorkoutDetailScreenViewModel

    init(
        dependencies: WorkoutDetailScreenDependencies,
        workoutDetailUseCase: WorkoutDetailUseCaseProtocol,
        imageCache: ImageCacheProtocol
    ) {
        _viewModel = StateObject(
            wrappedValue: WorkoutDetailScreenViewModel(
                dependencies: dependencies,
                workoutDetailUseCase: workoutDetailUseCase,
                imageCache: imageCache
            )
        )
    }

    var body: some View {
        Group {
            if let message = viewModel.errorMessage {
                ContentUnavailableView {
                    Label("Workout unavailable", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                } actions: {
                    Button("Try Again") { viewModel.onTapRetry() }
                    Button("Back to History") { viewModel.onTapClose() }
                }
            } else if viewModel.isLoading && viewModel.stats.isEmpty {
                ProgressView()
            } else {
                content
            }
        }
        .navigationTitle(viewModel.title)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            await viewModel.onAppear()
        }
    }

    private var content: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                routeMap
                Text(viewModel.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                statsGrid
                if !viewModel.splitRows.isEmpty {
                    splits
                }
            }
            .padding()
        }
    }

    private var routeMap: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(.quaternary)
            if let routeImage = viewModel.routeImage {
                routeImage
                    .resizable()
                    .scaledToFill()
            } else {
                Image(systemName: "map")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .accessibilityLabel("Route map")
    }

    private var statsGrid: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading, spacing: 16) {
            ForEach(viewModel.stats) { stat in
                VStack(alignment: .leading, spacing: 2) {
                    Text(stat.title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(stat.value)
                        .font(.title3.monospacedDigit().weight(.semibold))
                }
            }
        }
    }

    private var splits: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Splits")
                .font(.headline)
            ForEach(viewModel.splitRows) { row in
                HStack {
                    Text(row.label)
                    Spacer()
                    Text(row.pace)
                        .monospacedDigit()
                    if row.isFastest {
                        Image(systemName: "bolt.fill")
                            .foregroundStyle(.orange)
                            .accessibilityLabel("Fastest split")
                    }
                }
                .font(.subheadline)
                Divider()
            }
        }
    }
}
