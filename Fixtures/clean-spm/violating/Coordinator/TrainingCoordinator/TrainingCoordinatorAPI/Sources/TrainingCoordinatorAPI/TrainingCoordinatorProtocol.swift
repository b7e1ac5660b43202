import SUICoordinator

/// Coordinator of the signed-in part of StrideLog: the workout history and its details.
/// The root coordinator presents it after sign-in; it finishes its flow on sign-out.
@MainActor
public protocol TrainingCoordinatorProtocol: CoordinatorType {}
