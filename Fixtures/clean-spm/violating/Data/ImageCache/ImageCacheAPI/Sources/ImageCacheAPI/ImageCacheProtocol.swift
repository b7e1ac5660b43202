import Foundation
import SwiftUI

/// Downloads and caches images for the presentation layer.
public protocol ImageCacheProtocol: Sendable {

    /// The image when it is already in memory or on disk; never touches the network.
    func cachedImage(for url: URL) async -> Image?

    /// The cached image, or downloads, stores and returns it.
    func image(for url: URL) async throws -> Image

    func removeAllImages() async
}
