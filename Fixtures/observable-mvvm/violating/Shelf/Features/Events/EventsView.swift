import SwiftData
import SwiftUI

struct EventsView: View {
    @StateObject private var viewModel: EventsViewModel
    @EnvironmentObject private var routeManager: RouteManager
    @Environment(\.modelContext) private var modelContext

    private let calendarHelp = """
        Never miss an event: subscribe to
        https://events.shelf.example/v1/calendar.ics
        in the Calendar app.
        """

    init() {
        let repository = EventsRepository(networkService: DependencyContainer.shared.resolve(Networking.self))
        _viewModel = StateObject(wrappedValue: EventsViewModel(eventsRepository: repository))
    }

    var body: some View {
        List {
            if let error = viewModel.error {
                ErrorBannerView(error: error) {
                    Task { await viewModel.fetchEvents() }
                }
            }

            Section {
                ForEach(viewModel.visibleEvents) { event in
                    NavigationLink(value: event) {
                        EventRow(event: event, viewModel: viewModel)
                    }
                }
            } footer: {
                Text(calendarHelp)
            }
        }
        .overlay {
            if viewModel.isLoading && viewModel.events.isEmpty {
                ProgressView()
            }
        }
        .searchable(text: $viewModel.searchText, prompt: "Title or branch")
        .navigationTitle("Events")
        .navigationDestination(for: LibraryEvent.self) { event in
            EventDetailView(viewModel: EventDetailViewModel(event: event, modelContext: modelContext))
        }
        .toolbar {
            Button("Catalog") {
                routeManager.selectedTab = .catalog
            }
        }
        .task { await viewModel.fetchEvents() }
        .refreshable { await viewModel.fetchEvents() }
        .onAppear { viewModel.startLiveUpdates() }
        .onDisappear { viewModel.stopLiveUpdates() }
    }
}
