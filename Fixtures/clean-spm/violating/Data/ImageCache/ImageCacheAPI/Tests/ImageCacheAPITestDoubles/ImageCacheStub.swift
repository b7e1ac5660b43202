import Foundation
import ImageCacheAPI
import SwiftUI

/// Stub and spy for `ImageCacheProtocol`. Never touches the network or the disk.
public final class ImageCacheStub: ImageCacheProtocol, @unchecked Sendable {

    // MARK: Configurable behaviour

    public var cachedImages: [URL: Image] = [:]
    public var downloadedImage: Image? = Image(systemName: "map")

    // MARK: Call tracking

    public private(set) var cachedImageCallCount = 0
    public private(set) var imageCallCount = 0
    public private(set) var requestedURLs: [URL] = []
    public private(set) var removeAllImagesCallCount = 0

    public init() {}

    public func reset() {
        cachedImages = [:]
        downloadedImage = Image(systemName: "map")
        cachedImageCallCount = 0
        imageCallCount = 0
        requestedURLs = []
        removeAllImagesCallCount = 0
    }

    // MARK: ImageCacheProtocol

    public func cachedImage(for url: URL) async -> Image? {
        cachedImageCallCount += 1
        return cachedImages[url]
    }

    public func image(for url: URL) async throws -> Image {
        imageCallCount += 1
        requestedURLs.append(url)
        guard let downloadedImage else {
            throw URLError(.cannotDecodeContentData)
        }
        return downloadedImage
    }

    public func removeAllImages() async {
        removeAllImagesCallCount += 1
        cachedImages = [:]
    }
}
