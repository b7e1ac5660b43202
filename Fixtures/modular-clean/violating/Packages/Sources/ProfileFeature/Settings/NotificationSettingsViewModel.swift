import Foundation
import Combine
import Domain

/// Which trip reminders the traveller gets, and how long before departure.
public final class NotificationSettingsViewModel {
    @Published private(set) var viewState: NotificationSettingsViewState = .idle
    @Published private(set) var viewData: NotificationSettingsViewData

    private let updateTravellerProfileUseCase: UpdateTravellerProfileUseCase
    private var saveTask: Task<Void, Never>?

    public init(profile: TravellerProfile, updateTravellerProfileUseCase: UpdateTravellerProfileUseCase) {
        self.updateTravellerProfileUseCase = updateTravellerProfileUseCase
        viewData = NotificationSettingsViewData(profile: profile, remindersEnabled: profile.notificationsEnabled)
    }

    func handleEvent(_ event: ViewEvent) {
        switch event {
        case .remindersToggled(let isOn):
            save(remindersEnabled: isOn)
        }
    }

    private func save(remindersEnabled: Bool) {
        let draft = viewData.profile.updating(notificationsEnabled: remindersEnabled)
        viewState = .saving
        saveTask?.cancel()
        saveTask = Task { [weak self, updateTravellerProfileUseCase] in
            do {
                let saved = try await updateTravellerProfileUseCase.execute(draft)
                self?.viewData = NotificationSettingsViewData(profile: saved, remindersEnabled: saved.notificationsEnabled)
                self?.viewState = .saved
            } catch {
                self?.viewState = .error(ProfileError.from(error))
            }
        }
    }

    enum ViewEvent: Equatable {
        case remindersToggled(Bool)
    }
}

enum NotificationSettingsViewState: Equatable {
    case idle
    case saving
    case saved
    case error(ProfileError)
}

struct NotificationSettingsViewData: Equatable {
    let profile: TravellerProfile
    let remindersEnabled: Bool
}
