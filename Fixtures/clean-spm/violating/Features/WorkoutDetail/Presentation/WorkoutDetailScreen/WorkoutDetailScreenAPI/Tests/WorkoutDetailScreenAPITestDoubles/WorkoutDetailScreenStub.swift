import SwiftUI
import WorkoutDetailScreenAPI

/// Stub for `WorkoutDetailScreenProtocol`.
@MainActor
public final class WorkoutDetailScreenStub: WorkoutDetailScreenProtocol {

    public private(set) var screenCallCount = 0
    public private(set) var lastWorkoutID: String?

    public init() {}

    public func reset() {
        screenCallCount = 0
        lastWorkoutID = nil
    }

    public func screen(dependencies: WorkoutDetailScreenDependencies) -> AnyView {
        screenCallCount += 1
        lastWorkoutID = dependencies.workoutID
        return AnyView(Text("WorkoutDetailScreenStub \(dependencies.workoutID)"))
    }
}
