import CryptoKit
import Foundation
import ImageCacheAPI
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Two-level image cache: `NSCache` in memory, the caches directory on disk, `URLSession` for misses.
public final class ImageCacheImpl: @unchecked Sendable {

    private let session = URLSession(configuration: .default)
    private let fileManager = FileManager.default
    private let directory: URL
    private let memory = NSCache<NSURL, CachedImage>()

    public init() {
        let caches = fileManager.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? fileManager.temporaryDirectory
        directory = caches.appendingPathComponent("RouteImages", isDirectory: true)
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        memory.countLimit = 64
    }
}

// MARK: - ImageCacheProtocol

extension ImageCacheImpl: ImageCacheProtocol {

    public func cachedImage(for url: URL) async -> Image? {
        if let entry = memory.object(forKey: url as NSURL) {
            return entry.image
        }
        guard let data = try? Data(contentsOf: fileURL(for: url)), let image = Self.decode(data) else {
            return nil
        }
        memory.setObject(CachedImage(image), forKey: url as NSURL)
        return image
    }

    public func image(for url: URL) async throws -> Image {
        if let cached = await cachedImage(for: url) {
            return cached
        }
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200, let image = Self.decode(data) else {
            throw URLError(.cannotDecodeContentData)
        }
        try? data.write(to: fileURL(for: url), options: .atomic)
        memory.setObject(CachedImage(image), forKey: url as NSURL)
        return image
    }

    public func removeAllImages() async {
        memory.removeAllObjects()
        try? fileManager.removeItem(at: directory)
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    }
}

// MARK: - Helpers

private extension ImageCacheImpl {

    func fileURL(for url: URL) -> URL {
        let digest = SHA256.hash(data: Data(url.absoluteString.utf8))
        let name = digest.map { String(format: "%02x", $0) }.joined()
        return directory.appendingPathComponent(name).appendingPathExtension("img")
    }

    static func decode(_ data: Data) -> Image? {
        #if canImport(UIKit)
        guard let platformImage = UIImage(data: data) else { return nil }
        return Image(uiImage: platformImage)
        #elseif canImport(AppKit)
        guard let platformImage = NSImage(data: data) else { return nil }
        return Image(nsImage: platformImage)
        #else
        return nil
        #endif
    }
}

/// `NSCache` stores objects, so the SwiftUI image is boxed.
private final class CachedImage {
    let image: Image

    init(_ image: Image) {
        self.image = image
    }
}
