@testable import Notes
import NotesCore
import Testing

@Test func emptyStore() {
    #expect(Store().notes.isEmpty)
}
