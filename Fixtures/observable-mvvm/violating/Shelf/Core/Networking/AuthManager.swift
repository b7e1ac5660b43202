import Foundation
import Observation
import OSLog
import Security

/// The tokens of the signed-in member, in the shape the network layer needs them.
struct AuthTokens: Equatable {
    let accessToken: String
    let refreshToken: String
    let expiresAt: Date
    let memberId: String

    /// Treat a token as expired a little early so a request never leaves with a stale one.
    var needsRefresh: Bool {
        expiresAt.addingTimeInterval(-60) <= Date()
    }
}

/// What `AuthManager` needs from the back end.
///
/// The network layer only knows this protocol. The concrete implementation lives in the Data
/// layer (AuthRepository, through `AuthRepo`) and is handed over by the DI container after all
/// registrations, which breaks the AuthManager → Networking → AuthManager cycle.
protocol SessionProviding {
    func signIn(email: String, password: String) async throws -> AuthTokens
    func refreshSession(refreshToken: String) async throws -> AuthTokens
}

/// Owns the member's session: sign-in, token refresh after a 401, sign-out, and whether the
/// login sheet is showing. Shared through `.environment(authManager)`.
@Observable
class AuthManager {
    var showLoginView = false
    private(set) var memberId: String?
    private(set) var isSigningIn = false
    private(set) var signInError: String?

    @ObservationIgnored private var tokens: AuthTokens?
    @ObservationIgnored private var sessionProvider: SessionProviding?
    @ObservationIgnored private var refreshTask: Task<Bool, Never>?
    private let tokenStore = KeychainTokenStore(service: "app.shelf.session")

    var isSignedIn: Bool {
        memberId != nil
    }

    init() {
        tokens = tokenStore.load()
        memberId = tokens?.memberId
        showLoginView = tokens == nil
    }

    func configure(sessionProvider: SessionProviding) {
        self.sessionProvider = sessionProvider
    }

    func signIn(email: String, password: String) async {
        // SwiftUI previews sign in before the container has handed over the session provider.
        let sessionProvider = self.sessionProvider ?? AuthRepository(networkService: NetworkService(authManager: self))
        isSigningIn = true
        signInError = nil
        defer { isSigningIn = false }

        do {
            let newTokens = try await sessionProvider.signIn(email: email, password: password)
            store(newTokens)
            showLoginView = false
            Log.auth.info("Member \(newTokens.memberId, privacy: .private) signed in")
        } catch {
            signInError = error.localizedDescription
            Log.auth.error("Sign-in failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func signOut() {
        tokenStore.clear()
        tokens = nil
        memberId = nil
        showLoginView = true
        Log.auth.info("Member signed out")
    }

    /// A usable access token, refreshed first if it is about to expire; `nil` when signed out.
    func currentAccessToken() async -> String? {
        guard let tokens else { return nil }
        if tokens.needsRefresh {
            guard await refreshTokenOrSignOut() else { return nil }
            return self.tokens?.accessToken
        }
        return tokens.accessToken
    }

    /// Refreshes the session once, even when several requests hit a 401 at the same time.
    /// Returns `false` (and signs the member out) when the refresh token is no longer accepted.
    func refreshTokenOrSignOut() async -> Bool {
        if let refreshTask {
            return await refreshTask.value
        }
        let task = Task { await performRefresh() }
        refreshTask = task
        let refreshed = await task.value
        refreshTask = nil
        return refreshed
    }

    private func performRefresh() async -> Bool {
        guard let sessionProvider, let refreshToken = tokens?.refreshToken else {
            signOut()
            return false
        }
        do {
            store(try await sessionProvider.refreshSession(refreshToken: refreshToken))
            Log.auth.debug("Session refreshed")
            return true
        } catch {
            Log.auth.error("Token refresh failed: \(error.localizedDescription, privacy: .public)")
            signOut()
            return false
        }
    }

    private func store(_ newTokens: AuthTokens) {
        tokens = newTokens
        memberId = newTokens.memberId
        tokenStore.save(newTokens)
    }
}

/// Keeps the session in the keychain as a property list, so it survives relaunches.
private struct KeychainTokenStore {
    let service: String
    private let account = "member-session"

    func load() -> AuthTokens? {
        var query = baseQuery
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne

        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
              let data = item as? Data,
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let accessToken = plist["accessToken"] as? String,
              let refreshToken = plist["refreshToken"] as? String,
              let expiresAt = plist["expiresAt"] as? Date,
              let memberId = plist["memberId"] as? String else {
            return nil
        }
        return AuthTokens(accessToken: accessToken, refreshToken: refreshToken, expiresAt: expiresAt, memberId: memberId)
    }

    func save(_ tokens: AuthTokens) {
        let plist: [String: Any] = [
            "accessToken": tokens.accessToken,
            "refreshToken": tokens.refreshToken,
            "expiresAt": tokens.expiresAt,
            "memberId": tokens.memberId,
        ]
        guard let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0) else {
            return
        }
        clear()
        var attributes = baseQuery
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(attributes as CFDictionary, nil)
        if status != errSecSuccess {
            Log.auth.error("Keychain write failed with status \(status)")
        }
    }

    func clear() {
        SecItemDelete(baseQuery as CFDictionary)
    }

    private var baseQuery: [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }
}
