import SwiftUI

@main
struct NotesWatchApp: App {
    var body: some Scene {
        WindowGroup { Text(Clock.now) }
    }
}
