import Foundation

protocol BooksRepo {
    func books() async throws -> [Book]
}
