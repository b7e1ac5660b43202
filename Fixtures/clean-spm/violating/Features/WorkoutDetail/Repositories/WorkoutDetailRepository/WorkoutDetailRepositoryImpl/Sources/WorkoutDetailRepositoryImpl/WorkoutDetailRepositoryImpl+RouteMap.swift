import Foundation
import ImageCacheAPI
import SwiftUI
import WorkoutDetailUseCaseAPI
#if canImport(UIKit)
import UIKit
#endif

// Route-map prefetching, added so the detail screen can show the map without waiting.
// TODO: move to the screen; decoding a UIImage here keeps the repository busy.

extension WorkoutDetailRepositoryImpl {

    /// Downloads the route map of `facts` into the shared image cache.
    public func prefetchRouteMap(
        for facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts,
        into imageCache: ImageCacheProtocol
    ) async -> Image? {
        guard let url = facts.routeImageURL else {
            print("Image prefetch skipped: workout \(facts.id) has no route map")
            return nil
        }
        return try? await imageCache.image(for: url)
    }

    /// Shown while the map downloads. Spelled `SwiftUI.Image` because UIKit is imported too.
    public func routeMapPlaceholder() -> SwiftUI.Image {
        SwiftUI.Image(systemName: "map")
    }

    #if canImport(UIKit)
    /// A small version of a downloaded route map, for the history list.
    func routeThumbnail(from data: Data) -> UIImage? {
        UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 320, height: 180))
    }
    #endif
}
