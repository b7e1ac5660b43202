import SwiftUI
import Common
import Domain
import DesignSystem
import Presentation

struct TripListContentView: View {
    let viewState: TripListViewState
    let viewData: TripListViewData
    let onEvent: (TripListViewModel.ViewEvent) -> Void
    let onTripSelected: (String) -> Void
    let onNavigateToSearch: () -> Void
    let onNavigateToProfile: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Picker("Show", selection: Binding(get: { viewData.filter }, set: { onEvent(.filterChanged($0)) })) {
                ForEach(TripFilter.allCases) { filter in
                    Text(filter.rawValue).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            .padding()

            content
        }
        .navigationTitle("My trips")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(action: onNavigateToProfile) {
                    Image(systemName: "person.crop.circle")
                }
                .accessibilityLabel("Profile")
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: onNavigateToSearch) {
                    Image(systemName: "magnifyingglass")
                }
                .accessibilityLabel("Search places")
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewState {
        case .idle:
            Spacer()
        case .loading:
            LoadingStateView(message: "Loading your trips…")
        case .success(let data):
            if data.visibleTrips.isEmpty {
                EmptyStateView(
                    title: "Nothing here yet",
                    message: "Search for a place to start planning your next trip.",
                    systemImage: "suitcase"
                )
            } else {
                tripList(data.visibleTrips)
            }
        case .error(let error):
            ErrorStateView(
                message: error.localizedDescription,
                onRetry: {
                    onEvent(.loadTrips)
                }
            )
        }
    }

    private func tripList(_ trips: [Trip]) -> some View {
        List(trips) { trip in
            Button {
                onTripSelected(trip.id)
            } label: {
                tripRow(trip)
            }
            .buttonStyle(.plain)
        }
        .listStyle(.insetGrouped)
    }

    private func tripRow(_ trip: Trip) -> some View {
        HStack(spacing: VoyageTheme.Spacing.medium) {
            Image(systemName: trip.status == .past ? "checkmark.seal" : "airplane.departure")
                .font(.title2)
                .foregroundStyle(VoyageTheme.Palette.accent)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: VoyageTheme.Spacing.xSmall) {
                Text(trip.title)
                    .font(.headline)
                Text(trip.placeName)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("\(trip.dates.start.formatted(date: .abbreviated, time: .omitted)) · \(trip.nights) nights")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, VoyageTheme.Spacing.xSmall)
    }
}

#Preview("Trips - Idle") {
    TripListContentView(
        viewState: .idle,
        viewData: TripListViewData(),
        onEvent: { _ in },
        onTripSelected: { _ in },
        onNavigateToSearch: {},
        onNavigateToProfile: {}
    )
}

#Preview("Trips - Loading") {
    TripListContentView(
        viewState: .loading,
        viewData: TripListViewData(),
        onEvent: { _ in },
        onTripSelected: { _ in },
        onNavigateToSearch: {},
        onNavigateToProfile: {}
    )
}

#Preview("Trips - Success") {
    TripListContentView(
        viewState: .success(TripListViewData.mock),
        viewData: TripListViewData.mock,
        onEvent: { _ in },
        onTripSelected: { _ in },
        onNavigateToSearch: {},
        onNavigateToProfile: {}
    )
}

#Preview("Trips - Past") {
    let viewData = TripListViewData.mock.copy(filter: .past)
    return TripListContentView(
        viewState: .success(viewData),
        viewData: viewData,
        onEvent: { _ in },
        onTripSelected: { _ in },
        onNavigateToSearch: {},
        onNavigateToProfile: {}
    )
}

#Preview("Trips - Error") {
    TripListContentView(
        viewState: .error(.offline),
        viewData: TripListViewData(),
        onEvent: { _ in },
        onTripSelected: { _ in },
        onNavigateToSearch: {},
        onNavigateToProfile: {}
    )
}
