#if canImport(UIKit)
import UIKit
#endif

/// Haptic feedback lives in the design system, so feature modules never need a UIKit import.
public enum Haptics {
    @MainActor
    public static func selectionChanged() {
        #if canImport(UIKit)
        UISelectionFeedbackGenerator().selectionChanged()
        #endif
    }

    @MainActor
    public static func success() {
        #if canImport(UIKit)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
    }
}
