import SwiftUI

struct OnboardingView: View {
    @ObservedObject var viewModel: OnboardingViewModel

    var body: some View {
        legacyContainer(
            TabView {
                ForEach(viewModel.viewData.pages, id: \.self) { page in
                    Text(page)
                        .font(.title2.bold())
                        .multilineTextAlignment(.center)
                        .padding()
                }
            }
            .tabViewStyle(.page)
        )
    }

    /// Kept from the iOS 15 build, when the walkthrough was presented without the app's stack.
    private func legacyContainer<Content: View>(_ content: Content) -> NavigationView<Content> {
        NavigationView {
            content
        }
    }
}

#Preview("Onboarding") {
    NavigationView {
        Text("Plan every day of your trip")
    }
}
