import SwiftUI

struct ProfileView: View {
    @Environment(AuthManager.self) private var authManager
    @Environment(\.openURL) private var openURL
    @State private var viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .navigationTitle("Profile")
            .task { await viewModel.fetchProfile() }
            .refreshable { await viewModel.fetchProfile() }
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.isLoading && viewModel.member == nil {
            ProgressView()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let error = viewModel.error {
            VStack(spacing: 12) {
                Text(error)
                    .foregroundColor(.red)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await viewModel.fetchProfile() }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else if let member = viewModel.member {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(member.displayName)
                            .font(.title3.bold())
                        Text(member.email)
                            .foregroundStyle(.secondary)
                        Text("Card \(member.cardNumber)")
                            .font(.callout.monospaced())
                        Text(viewModel.memberSinceText)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    if let branch = member.homeBranch {
                        LabeledContent("Home branch", value: branch.name)
                    }
                }

                Section("Borrowing") {
                    LabeledContent("Loans", value: viewModel.loanAllowanceText)
                    LabeledContent("Fines", value: viewModel.finesText)
                    NavigationLink("Reading history", value: ProfileDestination.readingHistory)
                    NavigationLink("Library events", value: ProfileDestination.events)
                }

                Section("Notifications") {
                    Toggle("Due date reminders", isOn: preferenceBinding(\.dueDateReminders, of: member))
                    Toggle("Hold ready alerts", isOn: preferenceBinding(\.holdReadyAlerts, of: member))
                }
                .disabled(viewModel.isLoading)

                Section {
                    Button("Contact the library") {
                        if let url = URL(string: "mailto:\(Config.value(for: .supportEmail))") {
                            openURL(url)
                        }
                    }
                    Button("Sign out", role: .destructive) {
                        authManager.signOut()
                    }
                }
            }
        }
    }

    /// Toggles write through the view model; the list re-renders from the refreshed member.
    private func preferenceBinding(_ keyPath: WritableKeyPath<MemberPreferences, Bool>, of member: Member) -> Binding<Bool> {
        Binding(
            get: { member.preferences[keyPath: keyPath] },
            set: { newValue in
                var updated = member.preferences
                updated[keyPath: keyPath] = newValue
                let preferences = updated
                Task { await viewModel.savePreferences(preferences) }
            }
        )
    }
}
