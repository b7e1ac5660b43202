import Foundation
@testable import Pantry

final class FakeClearExpiredPantryItemsUseCase: ClearExpiredPantryItemsUseCaseProtocol {

    private(set) var executeCount = 0

    func execute() async throws -> Int {
        executeCount += 1
        return 0
    }
}
