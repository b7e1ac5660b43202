#if DEBUG
import ImageCacheImpl
import SwiftUI

/// Lets previews of screens that embed the workout detail load real route maps.
public enum WorkoutDetailScreenPreviewSupport {

    public static let imageCache = ImageCacheImpl()
}
#endif
