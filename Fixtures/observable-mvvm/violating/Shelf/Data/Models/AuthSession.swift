import Foundation

/// What `POST /auth/sign-in` and `POST /auth/refresh` return.
struct AuthSession: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int
    let memberId: String

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
        case memberId = "member_id"
    }
}

/// Body of `POST /auth/sign-in`.
struct SignInRequest: Encodable {
    let email: String
    let password: String
}

/// Body of `POST /auth/refresh`.
struct RefreshSessionRequest: Encodable {
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
    }
}
