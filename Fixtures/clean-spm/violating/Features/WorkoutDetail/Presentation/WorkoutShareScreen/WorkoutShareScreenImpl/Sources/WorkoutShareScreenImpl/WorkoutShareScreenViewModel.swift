import Combine
import Foundation
import OSLog
import WorkoutDetailUseCaseAPI
#if canImport(UIKit)
import UIKit
#endif

/// Turns one workout into the text of the share sheet.
///
/// Nothing here goes over the network (no URLSession, no JSONEncoder) and nothing is stored
/// (no UserDefaults, no FileManager): the system share sheet hands the text to the app the
/// athlete picks. The many small formatters below are file-private helpers, not entry points.
@MainActor
final class WorkoutShareScreenViewModel: ObservableObject {

    private static let logger = Logger(subsystem: "app.stridelog", category: "share")

    @Published private(set) var shareText = ""
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let workoutID: String
    private let workoutDetailUseCase: WorkoutDetailUseCaseProtocol

    init(workoutID: String, workoutDetailUseCase: WorkoutDetailUseCaseProtocol) {
        self.workoutID = workoutID
        self.workoutDetailUseCase = workoutDetailUseCase
    }

    func onAppear() async {
        guard shareText.isEmpty else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let detail = try await workoutDetailUseCase.loadDetail(workoutID: workoutID)
            shareText = Self.shareText(for: detail)
            errorMessage = nil
            Self.logger.debug("Share text built locally, no URLSession or FileManager involved")
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func onTapCopy() {
        #if canImport(UIKit)
        UIPasteboard.general.string = shareText
        #endif
    }
}

// MARK: - Share text (file-private helpers)

private extension WorkoutShareScreenViewModel {

    static func shareText(for detail: WorkoutDetailUseCaseNameSpace.WorkoutDetail) -> String {
        let facts = detail.facts
        var lines = [headline(for: facts), formattedDate(facts.startedAt)]
        lines.append("\(formattedDistance(facts.distanceMeters)) in \(formattedDuration(facts.duration))")
        if let pace = detail.insights.averageSecondsPerKilometer {
            lines.append("Pace \(formattedPace(pace))")
        }
        if let heartRate = facts.averageHeartRate {
            lines.append(formattedHeartRate(heartRate))
        }
        lines.append(formattedElevation(facts.elevationGainMeters))
        if detail.insights.isNegativeSplit {
            lines.append("Negative split 🔥")
        }
        lines.append(hashtags(for: facts))
        return lines.joined(separator: "\n")
    }

    static func headline(for facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts) -> String {
        facts.title.isEmpty ? "Workout" : facts.title
    }

    static func formattedDate(_ date: Date) -> String {
        date.formatted(date: .abbreviated, time: .shortened)
    }

    static func formattedDistance(_ meters: Double) -> String {
        Measurement(value: meters, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(2))))
    }

    static func formattedDuration(_ duration: TimeInterval) -> String {
        Duration.seconds(duration).formatted(.time(pattern: .hourMinuteSecond))
    }

    static func formattedPace(_ secondsPerKilometer: Double) -> String {
        guard secondsPerKilometer.isFinite else { return "–" }
        let totalSeconds = Int(secondsPerKilometer.rounded())
        return String(format: "%d:%02d /km", totalSeconds / 60, totalSeconds % 60)
    }

    static func formattedHeartRate(_ beatsPerMinute: Int) -> String {
        "♥︎ \(beatsPerMinute) bpm"
    }

    static func formattedElevation(_ meters: Double) -> String {
        "↗︎ " + Measurement(value: meters, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }

    static func hashtags(for facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts) -> String {
        facts.distanceMeters >= 21_097 ? "#StrideLog #LongRun" : "#StrideLog"
    }
}
