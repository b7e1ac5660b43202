import NotesCore
import SwiftUI

@main
struct NotesApp: App {
    let store = Store()

    var body: some Scene {
        WindowGroup { NoteList(notes: store.notes) }
    }
}
