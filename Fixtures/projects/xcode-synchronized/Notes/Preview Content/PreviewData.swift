// Left out of the app by a membership exception on its file.
import NotesCore

enum PreviewData {
    static let notes = [Note(title: "Preview")]
}
