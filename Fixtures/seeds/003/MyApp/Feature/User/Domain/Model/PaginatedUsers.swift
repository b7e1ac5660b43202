// seed 003:L1881-1932, recommended (block L1881-1932, "### AsyncSequence の活用")
// fragment: `loadAllUsers()` uses a `userRepository` of a type not shown
// ---
/**
 * AsyncSequence を使った連続データ処理
 */

// ページネーション
struct PaginatedUsers: AsyncSequence {

    typealias Element = [User]

    let repository: UserRepositoryProtocol
    let pageSize: Int

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(repository: repository, pageSize: pageSize)
    }

    struct AsyncIterator: AsyncIteratorProtocol {

        let repository: UserRepositoryProtocol
        let pageSize: Int
        var currentPage = 0
        var hasMore = true

        mutating func next() async throws -> [User]? {
            guard hasMore else { return nil }

            let users = try await repository.getUsers(
                page: currentPage,
                size: pageSize
            )

            hasMore = users.count == pageSize
            currentPage += 1

            return users.isEmpty ? nil : users
        }
    }
}

// 使用例
func loadAllUsers() async throws -> [User] {
    var allUsers: [User] = []

    for try await users in PaginatedUsers(
        repository: userRepository,
        pageSize: 20
    ) {
        allUsers.append(contentsOf: users)
    }

    return allUsers
}
