import XCTest
import Domain
import Testing
@testable import ProfileFeature

@MainActor
final class ProfileViewModelTests: XCTestCase {
    private func makeSUT(
        profile: TravellerProfile = DomainFixtures.profile(),
        updateError: Error? = nil
    ) -> (ProfileViewModel, MockUpdateTravellerProfileUseCase) {
        let updateUseCase = MockUpdateTravellerProfileUseCase(error: updateError)
        let viewModel = ProfileViewModel(
            getTravellerProfileUseCase: MockGetTravellerProfileUseCase(result: .success(profile)),
            updateTravellerProfileUseCase: updateUseCase,
            profileRepository: MockProfileRepository(profileResult: .success(profile)),
            defaults: UserDefaults(suiteName: "ProfileViewModelTests") ?? .standard
        )
        return (viewModel, updateUseCase)
    }

    func testInit_loadsProfileIntoDrafts() async {
        let (sut, _) = makeSUT()
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        XCTAssertEqual(sut.viewData.homeAirportDraft, "LIS")
        XCTAssertEqual(sut.viewData.currencyDraft, "EUR")
        XCTAssertFalse(sut.viewData.hasUnsavedChanges)
    }

    func testSaveTapped_sendsDraftAndConfirms() async {
        let (sut, updateUseCase) = makeSUT()
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.homeAirportChanged("OPO"))
        XCTAssertTrue(sut.viewData.hasUnsavedChanges)
        sut.handleEvent(.saveTapped)
        await AsyncWait.until { sut.viewData.showSavedConfirmation }

        XCTAssertEqual(updateUseCase.receivedProfiles.map(\.homeAirport), ["OPO"])
        XCTAssertFalse(sut.viewData.hasUnsavedChanges)
    }

    func testRejectedSave_showsErrorAndRetryKeepsDrafts() async {
        let (sut, _) = makeSUT(updateError: ProfileError.invalidHomeAirport("LISB"))
        await AsyncWait.until { sut.viewState == .success(sut.viewData) }

        sut.handleEvent(.homeAirportChanged("LISB"))
        sut.handleEvent(.saveTapped)
        await AsyncWait.until { sut.viewState == .error(.invalidHomeAirport("LISB")) }
        sut.handleEvent(.retry)

        XCTAssertEqual(sut.viewState, .success(sut.viewData))
        XCTAssertEqual(sut.viewData.homeAirportDraft, "LISB")
    }
}
