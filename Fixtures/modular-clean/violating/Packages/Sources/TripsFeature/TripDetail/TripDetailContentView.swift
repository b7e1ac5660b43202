import SwiftUI
import Common
import Domain
import DesignSystem
import Presentation

struct TripDetailContentView: View {
    let viewState: TripDetailViewState
    let viewData: TripDetailViewData
    let onEvent: (TripDetailViewModel.ViewEvent) -> Void
    let onExplorePlace: (String) -> Void

    var body: some View {
        content
            .navigationTitle(viewData.trip?.title ?? "Trip")
            .navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder
    private var content: some View {
        switch viewState {
        case .idle:
            Color.clear
        case .loading:
            LoadingStateView(message: "Loading itinerary…")
        case .success(let data):
            if let trip = data.trip {
                tripDetails(trip, expandedBookingId: data.expandedBookingId)
            } else {
                EmptyStateView(title: "Trip unavailable", message: "This trip has no details yet.", systemImage: "map")
            }
        case .error(let error):
            ErrorStateView(
                message: error.localizedDescription,
                onRetry: {
                    onEvent(.loadTrip)
                }
            )
        }
    }

    private func tripDetails(_ trip: Trip, expandedBookingId: String?) -> some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: VoyageTheme.Spacing.xSmall) {
                    Text(trip.placeName)
                        .font(.title3.bold())
                    Text(trip.dates.start...trip.dates.end)
                        .foregroundStyle(.secondary)
                }
                Button("Explore \(trip.placeName)") {
                    onExplorePlace(trip.placeName)
                }
            }

            Section("Itinerary") {
                ForEach(trip.itinerary) { item in
                    itineraryRow(item)
                }
            }

            Section("Bookings") {
                ForEach(trip.bookings) { booking in
                    bookingRow(booking, isExpanded: booking.id == expandedBookingId)
                        .contentShape(Rectangle())
                        .onTapGesture {
                            onEvent(.bookingTapped(booking.id))
                        }
                }
            }
        }
        .listStyle(.insetGrouped)
    }

    private func itineraryRow(_ item: ItineraryItem) -> some View {
        VStack(alignment: .leading, spacing: VoyageTheme.Spacing.xSmall) {
            Text(item.startsAt.formatted(date: .abbreviated, time: .shortened))
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(item.title)
                .font(.headline)
            Text(item.location)
                .font(.subheadline)
            if let notes = item.notes {
                Text(notes)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private func bookingRow(_ booking: Booking, isExpanded: Bool) -> some View {
        VStack(alignment: .leading, spacing: VoyageTheme.Spacing.xSmall) {
            HStack {
                Text(booking.provider)
                    .font(.headline)
                Spacer()
                Text(booking.totalPrice, format: .currency(code: booking.currencyCode))
            }
            if isExpanded {
                Text("Confirmation \(booking.confirmationCode)")
                    .font(.subheadline.monospaced())
                    .foregroundStyle(VoyageTheme.Palette.accent)
            }
        }
    }
}

#Preview("Trip detail - Idle") {
    TripDetailContentView(
        viewState: .idle,
        viewData: TripDetailViewData(),
        onEvent: { _ in },
        onExplorePlace: { _ in }
    )
}

#Preview("Trip detail - Loading") {
    TripDetailContentView(
        viewState: .loading,
        viewData: TripDetailViewData(),
        onEvent: { _ in },
        onExplorePlace: { _ in }
    )
}

#Preview("Trip detail - Success") {
    let viewData = TripDetailViewData.mock.copy(expandedBookingId: "booking-2")
    return TripDetailContentView(
        viewState: .success(viewData),
        viewData: viewData,
        onEvent: { _ in },
        onExplorePlace: { _ in }
    )
}

#Preview("Trip detail - Error") {
    TripDetailContentView(
        viewState: .error(.notFound),
        viewData: TripDetailViewData(),
        onEvent: { _ in },
        onExplorePlace: { _ in }
    )
}
