/// SDK modules that make others visible to the files importing them (their `@_exported import`s,
/// which archlint cannot read from the SDK): `import SwiftUI` is enough to use `Foundation.URL`.
enum SDKReexports {
    static let modules: [String: Set<String>] = [
        "SwiftUI": ["Foundation", "CoreGraphics", "Observation"],
        "UIKit": ["Foundation", "CoreGraphics", "QuartzCore"],
        "AppKit": ["Foundation", "CoreGraphics", "QuartzCore"],
        "Cocoa": ["Foundation", "AppKit", "CoreData", "CoreGraphics"],
        "WatchKit": ["Foundation", "UIKit"],
        "SwiftData": ["Foundation", "Observation"],
        "CoreData": ["Foundation"],
        "MapKit": ["Foundation", "CoreLocation"],
    ]

    /// Every SDK module named above: a name qualified by one of these is qualified by a module.
    static let known: Set<String> = Set(modules.keys).union(modules.values.joined())
}
