import BerthsFeature
import SwiftUI

@main
struct BerthsExampleApp: App {
    var body: some Scene { WindowGroup { EmptyView() } }
}
