import XCTest
@testable import Pantry

/**
 * UseCase unit test: the Combine publisher arrives as a sorted AsyncStream
 */
final class ObservePantryItemsUseCaseTests: XCTestCase {

    func test_execute_emitsCurrentPantryThenEveryChange() async {
        // Given
        let repository = FakePantryRepository(items: [.stub(id: "rice", name: "Rice")])
        let sut = ObservePantryItemsUseCase(pantryRepository: repository)
        var iterator = sut.execute().makeAsyncIterator()

        // When
        let first = await iterator.next()
        repository.items.append(.stub(id: "milk", name: "Milk", expiresOn: Date()))
        let second = await iterator.next()

        // Then
        XCTAssertEqual(first?.map(\.id), ["rice"])
        XCTAssertEqual(second?.map(\.id), ["milk", "rice"])
    }
}
