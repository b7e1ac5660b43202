import BerthsFeature
import BookingsFeature
import ProfileFeature
import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { BerthList() }
    }
}
