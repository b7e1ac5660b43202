import SwiftUI

/// A compact error row with a retry button. When the session is gone it offers to sign in
/// instead, because retrying would only fail again.
struct ErrorBannerView: View {
    @Environment(AuthManager.self) private var authManager
    let error: Error
    let retry: () -> Void

    private var needsSignIn: Bool {
        if case .unauthorized? = error as? NetworkError {
            return true
        }
        return false
    }

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(.orange)
            Text(error.localizedDescription)
                .font(.callout)
            Spacer()
            if needsSignIn {
                Button("Sign in") {
                    authManager.showLoginView = true
                }
            } else {
                Button("Retry", action: retry)
            }
        }
        .padding(12)
        .background(Color.orange.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
    }
}
