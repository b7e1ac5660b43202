import Foundation
import SwiftData
import class Combine.AnyCancellable

/// One event and its "Remind me" switch. Not UserDefaults: saved events live in SwiftData so the
/// widget can list them too.
@MainActor
final class EventDetailViewModel {
    let event: LibraryEvent
    var isSaved = false
    var startsInText = ""

    private let modelContext: ModelContext
    private var countdown: AnyCancellable?

    init(event: LibraryEvent, modelContext: ModelContext) {
        self.event = event
        self.modelContext = modelContext
        isSaved = savedCopy() != nil
        updateStartsIn(Date())
    }

    func toggleSaved() {
        if let saved = savedCopy() {
            modelContext.delete(saved)
        } else {
            modelContext.insert(SavedEvent(eventId: event.eventId, title: event.title, startsAt: event.startsAt))
        }
        try? modelContext.save()
        isSaved.toggle()
    }

    func startCountdown() {
        countdown = Timer.publish(every: 60, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] now in self?.updateStartsIn(now) }
    }

    private func savedCopy() -> SavedEvent? {
        let id = event.eventId
        let descriptor = FetchDescriptor<SavedEvent>(predicate: #Predicate { $0.eventId == id })
        return try? modelContext.fetch(descriptor).first
    }

    private func updateStartsIn(_ now: Date) {
        startsInText = RelativeDateTimeFormatter().localizedString(for: event.startsAt, relativeTo: now)
    }
}
