import Foundation

public protocol GetTripsUseCase: Sendable {
    func execute() async throws -> [Trip]
}
