import Analytics
import Kingfisher
import ShopKit
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            CartView(cart: Cart(items: []))
                .onAppear { Tracker.shared.track("launch", apiKey: Secrets.apiKey) }
        }
    }
}
