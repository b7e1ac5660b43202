import Foundation

enum AuthEndpoints {

    struct SignIn: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var body: (any Encodable)?

        init(email: String, password: String) {
            self.url = "\(Config.value(for: .api))/auth/sign-in"
            self.body = SignInRequest(email: email, password: password)
        }
    }

    struct RefreshSession: Endpoint {
        var url: String
        var method: HTTPMethod = .post
        var body: (any Encodable)?

        init(refreshToken: String) {
            self.url = "\(Config.value(for: .api))/auth/refresh"
            self.body = RefreshSessionRequest(refreshToken: refreshToken)
        }
    }
}
