import SwiftUI

/// Builds the detail screen of one workout.
public protocol WorkoutDetailScreenProtocol: Sendable {

    @MainActor
    func screen(dependencies: WorkoutDetailScreenDependencies) -> AnyView
}
