import SwiftUI

struct EventDetailView: View {
    @State private var viewModel: EventDetailViewModel

    init(viewModel: EventDetailViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(viewModel.event.title)
                    .font(.title2.bold())
                Label(viewModel.event.branchName, systemImage: "building.columns")
                Label(viewModel.startsInText, systemImage: "clock")
                if let summary = viewModel.event.summary {
                    SectionCardView {
                        Label("About", systemImage: "text.alignleft")
                    } content: {
                        Text(summary)
                    }
                }
                Button(viewModel.isSaved ? "Don't remind me" : "Remind me") {
                    viewModel.toggleSaved()
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .navigationTitle("Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let link = URL(string: #"https://shelf.example/events/\#(viewModel.event.eventId)"#) {
                ShareLink(item: link)
            }
        }
        .onAppear { viewModel.startCountdown() }
    }
}
