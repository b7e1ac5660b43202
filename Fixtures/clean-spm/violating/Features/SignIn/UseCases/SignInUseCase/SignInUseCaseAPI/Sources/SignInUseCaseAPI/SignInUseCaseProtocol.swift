import Combine
import Foundation

/// Input and output boundary of the sign-in use case. This is what the ViewModel depends on.
public protocol SignInUseCaseProtocol: AnyObject, Sendable {

    /// Every state transition. The current state is replayed to new subscribers.
    var statePublisher: AnyPublisher<SignInUseCaseNameSpace.States, Never> { get }

    func signIn(email: String, password: String) async throws -> SignInUseCaseNameSpace.SignInResult

    /// Goes back to `.idle` once the UI has shown a failure.
    func clearFailure() -> SignInUseCaseNameSpace.ClearFailureResult
}
