import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Shown above the tabs while the device is offline. Loans and search results that are already
/// on screen stay visible; new requests wait for connectivity inside URLSession.
struct OfflineBannerView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "wifi.slash")
            Text("No internet connection")
                .fontWeight(.semibold)
            Spacer()
            #if canImport(UIKit)
            Button("Settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    openURL(url)
                }
            }
            .buttonStyle(.plain)
            .underline()
            #endif
        }
        .font(.caption)
        .foregroundColor(.white)
        .padding(.horizontal)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity)
        .background(Color.red)
    }
}
