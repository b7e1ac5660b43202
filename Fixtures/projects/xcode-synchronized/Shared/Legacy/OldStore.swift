// Left out of NotesKit by a membership exception.
final class OldStore {}
