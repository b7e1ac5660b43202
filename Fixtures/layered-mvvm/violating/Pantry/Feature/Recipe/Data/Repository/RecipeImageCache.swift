import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/**
 * Downloads recipe photos once and keeps them in memory
 */
actor RecipeImageCache {

    // MARK: - Private Properties

    private let session: URLSession
    private var images: [URL: Data] = [:]

    // MARK: - Initialization

    init(session: URLSession = .shared) {
        self.session = session
    }

    // MARK: - Public Functions

    func imageData(for url: URL) async throws -> Data {
        if let cached = images[url] {
            return cached
        }

        let (data, response) = try await session.data(for: URLRequest(url: url))
        guard let httpResponse = response as? HTTPURLResponse, (200..<300).contains(httpResponse.statusCode) else {
            throw AppError.network(.unknown)
        }
        images[url] = data
        return data
    }

    func removeAll() {
        images.removeAll()
    }
}
