import Foundation

enum MembersEndpoints {

    struct GetCurrentMember: Endpoint {
        var url: String
        var method: HTTPMethod = .get
        var requiresAuth: Bool = true

        init() {
            self.url = "\(Config.value(for: .api))/members/me"
        }
    }

    struct UpdatePreferences: Endpoint {
        var url: String
        var method: HTTPMethod = .patch
        var body: (any Encodable)?
        var requiresAuth: Bool = true

        init(preferences: MemberPreferences) {
            self.url = "\(Config.value(for: .api))/members/me/preferences"
            self.body = preferences
        }
    }
}
