import Foundation

protocol NewsRepositoryProtocol {}

final class NewsRepository: NewsRepositoryProtocol {
    let session = URLSession.shared
}
