import Foundation

public final class GetTravellerProfileUseCaseImpl: GetTravellerProfileUseCase {
    private let repository: ProfileRepository

    public init(repository: ProfileRepository) {
        self.repository = repository
    }

    public func execute() async throws -> TravellerProfile {
        do {
            return try await repository.getProfile()
        } catch {
            throw ProfileError.from(error)
        }
    }
}
