// In a synchronized folder no target lists, and named by no exception: in no target.
enum Unused {}
