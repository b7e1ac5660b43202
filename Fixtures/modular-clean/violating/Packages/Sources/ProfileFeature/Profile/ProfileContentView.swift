import SwiftUI
import Domain
import DesignSystem
import Presentation

struct ProfileContentView: View {
    let viewState: ProfileViewState
    let viewData: ProfileViewData
    let onEvent: (ProfileViewModel.ViewEvent) -> Void

    var body: some View {
        content
            .navigationTitle("Profile")
            .alert(
                "Preferences saved",
                isPresented: Binding(
                    get: { viewData.showSavedConfirmation },
                    set: { isPresented in
                        if !isPresented {
                            onEvent(.savedConfirmationDismissed)
                        }
                    }
                )
            ) {
                Button("OK", role: .cancel) {}
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewState {
        case .idle:
            Color.clear
        case .loading:
            LoadingStateView(message: "Loading your profile…")
        case .success(let data):
            if let profile = data.profile {
                form(profile, data: data)
            } else {
                EmptyStateView(title: "No profile", message: "Sign in to see your profile.", systemImage: "person")
            }
        case .error(let error):
            ErrorStateView(
                message: error.localizedDescription,
                onRetry: {
                    onEvent(.retry)
                }
            )
        }
    }

    private func form(_ profile: TravellerProfile, data: ProfileViewData) -> some View {
        Form {
            Section {
                Label(profile.fullName, systemImage: TravellerProfile.defaultAvatarSymbolName)
                    .font(.headline)
                LabeledContent("Email", value: profile.email)
                LabeledContent("Member since") {
                    Text(profile.memberSince, format: .dateTime.year().month())
                }
            }

            Section("Travel preferences") {
                TextField(
                    "Home airport",
                    text: Binding(get: { data.homeAirportDraft }, set: { onEvent(.homeAirportChanged($0)) })
                )
                .textInputAutocapitalization(.characters)
                TextField(
                    "Currency",
                    text: Binding(get: { data.currencyDraft }, set: { onEvent(.currencyChanged($0)) })
                )
                .textInputAutocapitalization(.characters)
                Toggle(
                    "Trip reminders",
                    isOn: Binding(get: { data.notificationsEnabled }, set: { onEvent(.notificationsToggled($0)) })
                )
            }

            Section {
                Button("Save changes") {
                    Haptics.selectionChanged()
                    onEvent(.saveTapped)
                }
                .disabled(!data.hasUnsavedChanges)
                .tint(VoyageTheme.Palette.accent)
            }
        }
    }
}

#Preview("Profile - Idle") {
    ProfileContentView(
        viewState: .idle,
        viewData: ProfileViewData(),
        onEvent: { _ in }
    )
}

#Preview("Profile - Loading") {
    ProfileContentView(
        viewState: .loading,
        viewData: ProfileViewData(),
        onEvent: { _ in }
    )
}

#Preview("Profile - Success") {
    ProfileContentView(
        viewState: .success(ProfileViewData.mock),
        viewData: ProfileViewData.mock,
        onEvent: { _ in }
    )
}

#Preview("Profile - Unsaved changes") {
    let viewData = ProfileViewData.mock.copy(homeAirportDraft: "OPO")
    return ProfileContentView(
        viewState: .success(viewData),
        viewData: viewData,
        onEvent: { _ in }
    )
}

#Preview("Profile - Error") {
    ProfileContentView(
        viewState: .error(.invalidHomeAirport("LISB")),
        viewData: ProfileViewData.mock,
        onEvent: { _ in }
    )
}
