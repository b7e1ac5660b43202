import Foundation

// In a synchronized folder no target lists: the watch app compiles it through an exception.
enum Clock {
    static var now: String { Date.now.formatted() }
}
