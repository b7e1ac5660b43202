import NotesCore
import SwiftUI

struct NoteList: View {
    let notes: [Note]

    var body: some View {
        List(notes, id: \.title) { Text($0.title) }
    }
}
