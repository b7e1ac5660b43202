// seed 000:L1697-1741, recommended (block L1697-1741, "### async/await Basics")
// fragment: free functions using an `apiClient` and repositories of a type not shown
// ---
/**
 * Async processing with async/await
 */

// Basic async function
func fetchUser(id: String) async throws -> User {
    let response = try await apiClient.request(
        endpoint: .user(id: id),
        method: .get
    )
    return response.toDomain()
}

// Parallel execution
func fetchUserDetail(userId: String) async throws -> UserDetail {
    async let user = userRepository.getUser(userId: userId)
    async let posts = postRepository.getPostsByUser(userId: userId)

    return try await UserDetail(
        user: user,
        posts: posts,
        postCount: posts.count
    )
}

// With timeout
func fetchWithTimeout<T>(
    timeout: Duration = .seconds(30),
    operation: @escaping () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask {
            try await operation()
        }

        group.addTask {
            try await Task.sleep(for: timeout)
            throw AppError.network(.timeout)
        }

        let result = try await group.next()!
        group.cancelAll()
        return result
    }
}
