// seed 000:L562-593, recommended (block L516-593, "### UseCase")
// ---
/**
 * UseCase for getting user detail
 */
final class GetUserDetailUseCase {

    private let userRepository: UserRepositoryProtocol
    private let postRepository: PostRepositoryProtocol

    init(
        userRepository: UserRepositoryProtocol,
        postRepository: PostRepositoryProtocol
    ) {
        self.userRepository = userRepository
        self.postRepository = postRepository
    }

    /**
     * Get user detail and posts
     *
     * Example of combining multiple Repositories
     */
    func execute(userId: String) async throws -> UserDetail {
        async let user = userRepository.getUser(userId: userId)
        async let posts = postRepository.getPostsByUser(userId: userId)

        return try await UserDetail(
            user: user,
            posts: posts,
            postCount: posts.count
        )
    }
}
