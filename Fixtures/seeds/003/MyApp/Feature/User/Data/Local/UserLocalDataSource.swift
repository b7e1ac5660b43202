// seed 003:L800-867, recommended (block L800-893, "### Local DataSource (SwiftData / iOS 17+)")
// ---
import Foundation
import SwiftData

/**
 * ユーザーローカルデータソース Protocol
 */
protocol UserLocalDataSourceProtocol {
    func getUsers() async throws -> [UserEntity]
    func getUser(userId: String) async throws -> UserEntity
    func insertUser(_ user: UserEntity) async throws
    func insertUsers(_ users: [UserEntity]) async throws
    func replaceAllUsers(_ users: [UserEntity]) async throws
    func deleteUser(userId: String) async throws
}

/**
 * SwiftData を使用したローカルデータソース
 */
@ModelActor
actor UserLocalDataSource: UserLocalDataSourceProtocol {

    func getUsers() async throws -> [UserEntity] {
        let descriptor = FetchDescriptor<UserEntity>(
            sortBy: [SortDescriptor(\.name)]
        )
        return try modelContext.fetch(descriptor)
    }

    func getUser(userId: String) async throws -> UserEntity {
        let descriptor = FetchDescriptor<UserEntity>(
            predicate: #Predicate { $0.id == userId }
        )
        guard let user = try modelContext.fetch(descriptor).first else {
            throw AppError.data(.notFound("User not found: \(userId)"))
        }
        return user
    }

    func insertUser(_ user: UserEntity) async throws {
        modelContext.insert(user)
        try modelContext.save()
    }

    func insertUsers(_ users: [UserEntity]) async throws {
        for user in users {
            modelContext.insert(user)
        }
        try modelContext.save()
    }

    func replaceAllUsers(_ users: [UserEntity]) async throws {
        try modelContext.delete(model: UserEntity.self)
        for user in users {
            modelContext.insert(user)
        }
        try modelContext.save()
    }

    func deleteUser(userId: String) async throws {
        let descriptor = FetchDescriptor<UserEntity>(
            predicate: #Predicate { $0.id == userId }
        )
        if let user = try modelContext.fetch(descriptor).first {
            modelContext.delete(user)
            try modelContext.save()
        }
    }
}
