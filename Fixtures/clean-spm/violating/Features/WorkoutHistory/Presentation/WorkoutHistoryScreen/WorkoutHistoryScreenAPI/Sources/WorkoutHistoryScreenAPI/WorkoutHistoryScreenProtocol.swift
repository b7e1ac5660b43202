import SwiftUI

/// Builds the training-history screen.
public protocol WorkoutHistoryScreenProtocol: Sendable {

    @MainActor
    func screen(dependencies: WorkoutHistoryScreenDependencies) -> AnyView
}
