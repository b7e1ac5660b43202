// seed 000:L2146-2173, recommended (block L2146-2200, "### Error Display Component")
// ---
/**
 * Error Display View
 */
struct ErrorContent: View {

    let error: UiError
    let onRetryTap: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 48))
                .foregroundStyle(.secondary)

            Text(error.message)
                .font(.headline)
                .multilineTextAlignment(.center)

            if error.action == .retry {
                Button("Retry") {
                    onRetryTap()
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}
