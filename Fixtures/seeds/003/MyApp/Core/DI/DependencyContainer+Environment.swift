// seed 003:L1352-1368, recommended (block L1352-1394, "### Environment を使用した DI（SwiftUI）")
// ---
import SwiftUI

/**
 * 依存性を Environment 経由で注入
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
