import SwiftUI

struct EventRow: View {
    let event: LibraryEvent
    @ObservedObject var viewModel: EventsViewModel

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.headline)
                Text("\(event.branchName) · \(event.startsAt.formatted(date: .abbreviated, time: .shortened))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                TagChip(text: event.category.displayName)
            }
            Spacer()
            Button(event.isAttending ? "Going" : "RSVP") {
                Task { await viewModel.rsvp(to: event) }
            }
            .buttonStyle(.bordered)
            .disabled(event.isAttending || event.isFull)
        }
        .padding(.vertical, 4)
    }
}
