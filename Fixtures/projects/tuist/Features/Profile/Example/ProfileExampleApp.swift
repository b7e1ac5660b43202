import ProfileFeature
import SwiftUI

@main
struct ProfileExampleApp: App {
    var body: some Scene { WindowGroup { EmptyView() } }
}
