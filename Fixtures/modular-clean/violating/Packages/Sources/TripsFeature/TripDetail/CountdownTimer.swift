import Foundation
import Combine

/// Ticks once a minute so the trip header can show "Departs in 3 d 4 h".
@MainActor
final class CountdownTimer: ObservableObject {
    @Published private(set) var remaining: DateComponents = DateComponents()

    private let departure: Date
    private var timer: AnyCancellable?

    init(departure: Date) {
        self.departure = departure
    }

    func start() {
        tick()
        timer = Timer.publish(every: 60, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    func stop() {
        timer = nil
    }

    private func tick() {
        remaining = Calendar.current.dateComponents([.day, .hour, .minute], from: .now, to: departure)
    }
}
