// seed 000:L1352-1368, recommended (block L1352-1394, "### DI using Environment (SwiftUI)")
// ---
import SwiftUI

/**
 * Inject dependencies via Environment
 */

// Environment Key
private struct DependencyContainerKey: EnvironmentKey {
    static let defaultValue = DependencyContainer.shared
}

extension EnvironmentValues {
    var dependencies: DependencyContainer {
        get { self[DependencyContainerKey.self] }
        set { self[DependencyContainerKey.self] = newValue }
    }
}
