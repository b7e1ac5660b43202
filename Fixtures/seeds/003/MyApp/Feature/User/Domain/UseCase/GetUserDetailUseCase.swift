// seed 003:L562-593, recommended (block L516-593, "### UseCase")
// ---
/**
 * ユーザー詳細取得の UseCase
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
     * ユーザー詳細と投稿を取得する
     *
     * 複数の Repository を組み合わせる例
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
