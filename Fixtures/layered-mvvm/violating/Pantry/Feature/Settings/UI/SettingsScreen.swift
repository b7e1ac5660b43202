import SwiftUI

/**
 * Settings Screen (stateful: owns the ViewModel)
 */
struct SettingsScreen: View {

    // MARK: - Properties

    @State private var viewModel: SettingsViewModel

    // MARK: - Initialization

    init(viewModel: SettingsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack {
            SettingsContent(
                expiryWarningDays: $viewModel.expiryWarningDays,
                usesMetricUnits: $viewModel.usesMetricUnits,
                showsExpiredItems: $viewModel.showsExpiredItems,
                imageCacheSizeText: viewModel.imageCacheSizeText,
                onClearImageCacheTap: viewModel.onClearImageCacheTap,
                onSignOutTap: viewModel.onSignOutTap
            )
            .navigationTitle("Settings")
            .toolbar {
                Button("Save", action: viewModel.onSaveTap)
            }
        }
        .task {
            await viewModel.onAppear()
        }
    }
}

/**
 * Settings Content (stateless, previewable)
 */
struct SettingsContent: View {

    // MARK: - Properties

    @Binding var expiryWarningDays: Int
    @Binding var usesMetricUnits: Bool
    @Binding var showsExpiredItems: Bool
    let imageCacheSizeText: String
    let onClearImageCacheTap: SettingsAction
    let onSignOutTap: SettingsAction

    // MARK: - Body

    var body: some View {
        Form {
            ForEach(SettingsSection.allCases) { section in
                Section {
                    rows(for: section)
                } header: {
                    Text(section.rawValue)
                } footer: {
                    if let footer = section.footer {
                        Text(footer)
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func rows(for section: SettingsSection) -> some View {
        switch section {
        case .pantry:
            Stepper("Warn \(expiryWarningDays) days ahead", value: $expiryWarningDays, in: 1...14)
            Toggle("Show expired items", isOn: $showsExpiredItems)
        case .units:
            Toggle("Metric units", isOn: $usesMetricUnits)
        case .storage:
            LabeledContent("Recipe photos", value: imageCacheSizeText)
            Button("Clear Photo Cache", action: onClearImageCacheTap)
        case .account:
            Button("Sign Out", role: .destructive, action: onSignOutTap)
        }
    }
}

// MARK: - Previews

#Preview("Settings") {
    SettingsScreen(
        viewModel: SettingsViewModel(
            settingsStore: SettingsLocalDataSource(defaults: UserDefaults(suiteName: "preview")!)
        )
    )
}
