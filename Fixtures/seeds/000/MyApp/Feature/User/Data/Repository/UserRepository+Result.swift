// seed 000:L2039-2051, recommended (block L2012-2071, "### Using Result Type")
// fragment: a repository method shown without its type ("Usage in Repository")
// ---
// Usage in Repository
func createUser(_ user: User) async -> AppResult<User> {
    do {
        let response = try await remoteDataSource.createUser(user.toRequest())
        let createdUser = response.toDomain()
        try await localDataSource.insertUser(createdUser.toEntity())
        return .success(createdUser)
    } catch let error as AppError {
        return .failure(error)
    } catch {
        return .failure(.unknown(error.localizedDescription))
    }
}
