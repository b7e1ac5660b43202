import NotesCore
import SwiftUI
import WidgetKit

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Notes", intent: SelectNote.self, provider: Provider()) { entry in
            Text(entry.note.title)
        }
    }
}
