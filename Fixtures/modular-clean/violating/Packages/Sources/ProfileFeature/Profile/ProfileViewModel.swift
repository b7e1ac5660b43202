import Foundation
import Combine
import OSLog
import Core
import Domain

@MainActor
public final class ProfileViewModel: ObservableObject {
    @Published private(set) var viewState: ProfileViewState = .idle
    @Published private(set) var viewData: ProfileViewData = ProfileViewData()

    private let getTravellerProfileUseCase: GetTravellerProfileUseCase
    private let updateTravellerProfileUseCase: UpdateTravellerProfileUseCase
    /// Read-only shortcut for the offline banner; saving still goes through the use case.
    private let profileRepository: ProfileRepository
    private let fileManager: FileManager
    private let defaults: UserDefaults
    private var pendingTask: Task<Void, Never>?

    public init(
        getTravellerProfileUseCase: GetTravellerProfileUseCase,
        updateTravellerProfileUseCase: UpdateTravellerProfileUseCase,
        profileRepository: ProfileRepository,
        fileManager: FileManager = .default,
        defaults: UserDefaults = .standard
    ) {
        self.getTravellerProfileUseCase = getTravellerProfileUseCase
        self.updateTravellerProfileUseCase = updateTravellerProfileUseCase
        self.profileRepository = profileRepository
        self.fileManager = fileManager
        self.defaults = defaults

        handleEvent(.loadProfile)
    }

    deinit {
        pendingTask?.cancel()
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .loadProfile:
            loadProfile()
        case .homeAirportChanged(let code):
            updateDraft(homeAirport: code)
        case .currencyChanged(let code):
            updateDraft(currency: code)
        case .notificationsToggled(let isOn):
            updateDraft(notificationsEnabled: isOn)
        case .saveTapped:
            saveProfile()
        case .savedConfirmationDismissed:
            dismissSavedConfirmation()
        case .retry:
            retry()
        case .exportTapped:
            exportProfile()
        }
    }

    private func loadProfile() {
        viewState = .loading
        run { viewModel in
            let profile = try await viewModel.getTravellerProfileUseCase.execute()
            viewModel.show(profile, saved: false)
        }
    }

    private func saveProfile() {
        guard let profile = viewData.profile else {
            return
        }
        let draft = profile.updating(
            homeAirport: viewData.homeAirportDraft,
            preferredCurrency: viewData.currencyDraft,
            notificationsEnabled: viewData.notificationsEnabled
        )
        viewState = .loading
        run { viewModel in
            let saved = try await viewModel.updateTravellerProfileUseCase.execute(draft)
            viewModel.defaults.set(saved.preferredCurrency, forKey: "profile.lastCurrency")
            viewModel.show(saved, saved: true)
        }
    }

    private func run(_ operation: @escaping (ProfileViewModel) async throws -> Void) {
        pendingTask?.cancel()
        pendingTask = Task { [weak self] in
            guard let self else {
                return
            }
            do {
                try await operation(self)
            } catch is CancellationError {
                return
            } catch {
                AppLogger.profile.error("Profile request failed: \(error.localizedDescription, privacy: .public)")
                self.viewState = .error(ProfileError.from(error))
            }
        }
    }

    private func show(_ profile: TravellerProfile, saved: Bool) {
        viewData = ProfileViewData(
            profile: profile,
            homeAirportDraft: profile.homeAirport,
            currencyDraft: profile.preferredCurrency,
            notificationsEnabled: profile.notificationsEnabled,
            showSavedConfirmation: saved
        )
        viewState = .success(viewData)
    }

    private func updateDraft(homeAirport: String? = nil, currency: String? = nil, notificationsEnabled: Bool? = nil) {
        viewData = viewData.copy(
            homeAirportDraft: homeAirport,
            currencyDraft: currency,
            notificationsEnabled: notificationsEnabled
        )
        viewState = .success(viewData)
    }

    private func dismissSavedConfirmation() {
        viewData = viewData.copy(showSavedConfirmation: false)
        viewState = .success(viewData)
    }

    private func exportProfile() {
        guard let profile = viewData.profile,
              let folder = fileManager.urls(for: .documentDirectory, in: .userDomainMask).first else {
            return
        }
        let text = "\(profile.fullName)\n\(profile.email)\nHome airport: \(profile.homeAirport)\n"
        try? text.write(to: folder.appending(path: "voyage-profile.txt"), atomically: true, encoding: .utf8)
    }

    private func retry() {
        guard viewData.profile != nil else {
            run { viewModel in
                let profile = try await viewModel.profileRepository.getProfile()
                viewModel.show(profile, saved: false)
            }
            return
        }
        // Keep the traveller's drafts so they can fix the rejected value.
        viewState = .success(viewData)
    }

    enum ViewEvent: Equatable {
        case loadProfile
        case homeAirportChanged(String)
        case currencyChanged(String)
        case notificationsToggled(Bool)
        case saveTapped
        case savedConfirmationDismissed
        case retry
        case exportTapped
    }
}
